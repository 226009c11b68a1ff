"""CR 601.2: every core-set card the example decks play with is offered by
:meth:`Game.legal_actions` exactly when its controller can pay for it (601.2g-h: its mana cost,
from their lands), with the targets its text allows (601.2c), and once cast it resolves: a
permanent spell enters the battlefield (608.3), an instant or sorcery goes to its owner's
graveyard (608.2n)."""

from __future__ import annotations

import pytest

from in_play import BASICS, CORE_SET_CARDS, cast_targets, main_phase, resolve_stack, take, zone
from mtgrules.cards.build import bundled_database
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game

DB = bundled_database()

NEEDS_COMBAT = {"Divine Verdict"}
"""Cast during combat (its target is an attacking or blocking creature): see the removal
tests."""


def mana_for(name: str) -> str:
    """The basic lands that pay the card's mana cost exactly ("1W" is paid by "WW")."""
    cost = DB.card(name).front.mana_cost or ""
    colored = "".join(c for c in cost if c in "WUBRG")
    generic = sum(int(n) for n in cost.replace("}", " ").replace("{", " ").split() if n.isdigit())
    return colored + (colored[:1] or "W") * generic


def game_with(name: str, mana: str) -> Game:
    """A's main phase: ``name`` in A's hand and lands for ``mana``; B has a creature, a tapped
    creature and an artifact to target."""
    return main_phase(
        hand={"spell": name},
        mana=mana,
        theirs={"bears": "Grizzly Bears", "giant": "Hill Giant", "thopter": "Ornithopter"},
    )


def castable(game: Game) -> bool:
    return any(isinstance(a, CastSpell) and a.card == "spell" for a in game.legal_actions())


@pytest.mark.parametrize("name", sorted(set(CORE_SET_CARDS) - NEEDS_COMBAT))
def test_601_2_offered_when_affordable_and_resolves(name: str) -> None:
    mana = mana_for(name)
    game = game_with(name, mana[:-1])
    game.objects["giant"].tapped = True
    assert not castable(game)  # one land short (601.2h)
    game = game_with(name, mana)
    game.objects["giant"].tapped = True
    assert castable(game)
    choice = sorted(cast_targets(game, "spell"))[-1]
    take(game, CastSpell("A", "spell", choice))
    assert zone(game, "spell") is Zone.STACK
    assert all(game.objects[f"A-{c}-1"].tapped for c in set(mana))  # paid with the lands
    resolve_stack(game)
    permanent = not {"Instant", "Sorcery"} & set(DB.card(name).front.types)
    assert zone(game, "spell") is (Zone.BATTLEFIELD if permanent else Zone.GRAVEYARD)


def test_mana_for_pays_the_generic_part_with_the_first_color() -> None:
    assert (mana_for("Air Elemental"), mana_for("Bonesplitter"), mana_for("Blaze")) == (
        "UUUUU",
        "W",
        "R",
    )
    assert set(BASICS) == set("WUBRG")
