"""CR 700.2: a modal spell ability as a definition writes it (``modes: {choose, options}``),
and the reader's refusals, each naming the line."""

from __future__ import annotations

import pytest

from mtgrules.cards.definitions import read_definition_text
from mtgrules.model.abilities import AbilityKind
from mtgrules.sourcefile import SourceError

CHARM = """card: Example Charm
abilities:
  - spell: "Choose one — • Destroy target artifact. • Target player draws two cards."
    modes:
      choose: [1, 1]
      options:
        - spell: Destroy target artifact.
          targets: [{types: Artifact}]
          do: [{destroy: target}]
        - spell: Target player draws two cards.
          targets: [player]
          do: [{draw: 2, player: target}]
"""


def test_700_2_a_modal_spell_reads_its_modes_with_their_own_targets() -> None:
    definition = read_definition_text(CHARM)
    (ability,) = definition.face("Example Charm").abilities
    assert ability.kind is AbilityKind.SPELL
    assert ability.mode_count == (1, 1)
    assert [m.render() for m in ability.modes] == [
        "Destroy target artifact.",
        "Target player draws two cards.",
    ]
    assert [len(m.targets) for m in ability.modes] == [1, 1]
    assert ability.modes[1].targets[0].player
    assert not definition.face("Example Charm").targets  # the modes hold them (700.2c)


def test_700_2_more_modes_chosen_than_there_are_is_refused_at_its_line() -> None:
    with pytest.raises(SourceError, match=r"'choose' is \[least, most\] of the options"):
        read_definition_text(CHARM.replace("choose: [1, 1]", "choose: [1, 3]"))


def test_700_2_one_option_is_not_a_modal_spell() -> None:
    text = CHARM.split("        - spell: Target player")[0]
    with pytest.raises(SourceError, match="two or more 'options'"):
        read_definition_text(text)


def test_700_2_only_a_spell_ability_has_modes() -> None:
    text = CHARM.replace('  - spell: "Choose one', '  - static: "Choose one', 1)
    with pytest.raises(SourceError, match="only a spell ability has 'modes'"):
        read_definition_text(text)
