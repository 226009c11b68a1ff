"""CR 608.2c: an "instead" instruction is folded into the earlier instruction of its verb before
anything is followed: that one becomes "if [condition], [it with the new amount]; otherwise
[it]", keeping its target; with no earlier instruction to change, the text means nothing and is
refused."""

from __future__ import annotations

import pytest

from mtgrules.game.instead import InsteadError, read_ahead
from mtgrules.game.instructed import Resolution
from mtgrules.model.abilities import Ability, AbilityKind, Condition, Count, Filter, Instruction
from mtgrules.model.text import Text

SPELL = Ability(AbilityKind.SPELL, Text.parse("{this} deals 2 damage to target creature."))
DELIRIUM = Condition(amount=Count(card_types_among=Filter(zones=("graveyard",))), at_least=4)
DAMAGE_2 = Instruction("damage", amount=Count(constant=2), target=1)
SIX_INSTEAD = Instruction(
    "if",
    params=(
        ("condition", DELIRIUM),
        ("then", (Instruction("damage", amount=Count(constant=6), params=(("instead", True),)),)),
    ),
)


def test_608_2c_the_instead_line_folds_into_the_earlier_damage() -> None:
    first, second = Resolution("heat", "A", SPELL, ("giant",)), Resolution("heat", "A", SPELL)
    ((resolution, folded),) = read_ahead(((first, DAMAGE_2), (second, SIX_INSTEAD)))
    assert resolution is first  # the first sentence's target
    assert folded.action == "if" and folded.param("condition") is DELIRIUM
    (changed,) = folded.param("then")
    assert (changed.amount, changed.target) == (Count(constant=6), 1)
    assert folded.param("otherwise") == (DAMAGE_2,)


def test_608_2c_another_sources_damage_is_not_changed() -> None:
    other, heat = Resolution("bolt", "A", SPELL, ("giant",)), Resolution("heat", "A", SPELL)
    with pytest.raises(InsteadError):
        read_ahead(((other, DAMAGE_2), (heat, SIX_INSTEAD)))


def test_608_2c_an_ordinary_if_is_left_as_it_is() -> None:
    plain = Instruction("if", params=(("condition", DELIRIUM), ("then", (DAMAGE_2,))))
    resolution = Resolution("heat", "A", SPELL)
    assert read_ahead(((resolution, plain),)) == ((resolution, plain),)
