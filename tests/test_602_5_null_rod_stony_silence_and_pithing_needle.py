"""CR 602.5: a player can't begin to activate an ability that's prohibited from being activated.
Null Rod, Stony Silence and Collector Ouphe ("Activated abilities of artifacts can't be
activated.") compiled from their Oracle text stop artifacts' mana abilities too (Sol Ring pays
nothing, 605.3a) and every other activated ability (Mind Stone); Pithing Needle ("Activated
abilities of sources with the chosen name can't be activated unless they're mana abilities.")
stops the named card's other abilities only; Phyrexian Revoker stops them all (CR 201.4a: a
nonland card name)."""

from __future__ import annotations

import pytest

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import ActivateAbility, ActivateManaAbility, CastSpell, Choose
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, rejected, start

pytestmark = needs_full_database

ARTIFACTS = ("Sol Ring", "Mind Stone")


def _activations(game: Game, source: str) -> list[object]:
    return [
        a
        for a in game.legal_actions()
        if isinstance(a, ActivateAbility | ActivateManaAbility) and a.source == source
    ]


@pytest.mark.parametrize("card", ["Null Rod", "Stony Silence", "Collector Ouphe"])
def test_602_5_no_activated_ability_of_an_artifact(card: str) -> None:
    game = game_with(card, *ARTIFACTS)
    put(game, card, "B", object_id="rod")
    put(game, "Sol Ring", "A", object_id="ring")
    put(game, "Mind Stone", "A", object_id="stone")
    lands(game, "Island", 1, "A")
    start(game)
    assert _activations(game, "ring") == []
    assert _activations(game, "stone") == []
    assert Payer(game, "A").available() == 1  # the Island only: Sol Ring makes nothing
    refusal = rejected(game, ActivateAbility("A", "stone", 2))
    assert refusal.rule == "602.5"
    assert rejected(game, ActivateManaAbility("A", "ring", 1, None)).rule == "602.5"


def test_602_5_without_null_rod_the_artifacts_work() -> None:
    game = game_with(*ARTIFACTS)
    put(game, "Sol Ring", "A", object_id="ring")
    put(game, "Mind Stone", "A", object_id="stone")
    lands(game, "Island", 1, "A")
    start(game)
    assert Payer(game, "A").available() == 4
    assert any(isinstance(a, ActivateAbility) for a in _activations(game, "stone"))


def test_602_5_null_rod_leaves_creatures_abilities_alone() -> None:
    game = game_with("Null Rod", "Prodigal Pyromancer")
    put(game, "Null Rod", "B", object_id="rod")
    put(game, "Prodigal Pyromancer", "A", object_id="pyromancer")
    start(game)
    game.apply(ActivateAbility("A", "pyromancer", 1, ("B",)))
    pass_priority(game)
    pass_priority(game)
    assert game.players["B"].life == 19


def _needle(game: Game, card: str, name: str) -> None:
    """Cast ``card`` (Pithing Needle or Phyrexian Revoker) for B and name ``name``."""
    put(game, card, "B", Zone.HAND, "needle")
    lands(game, "Plains", 2, "B", "b-plains")
    start(game, active="B")
    game.apply(CastSpell("B", "needle"))
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.kind.value == "choose"
    game.apply(Choose("B", name))


def test_602_5_pithing_needle_names_prodigal_pyromancer() -> None:
    game = game_with("Pithing Needle", "Prodigal Pyromancer", "Llanowar Elves")
    put(game, "Prodigal Pyromancer", "A", object_id="pyromancer")
    put(game, "Llanowar Elves", "A", object_id="elves")
    _needle(game, "Pithing Needle", "Prodigal Pyromancer")
    assert game.objects["needle"].choices["card_name"] == "Prodigal Pyromancer"
    pass_priority(game)  # B passes: A has priority, in B's turn
    assert game.pending is not None and game.pending.player == "A"
    assert _activations(game, "pyromancer") == []
    refusal = rejected(game, ActivateAbility("A", "pyromancer", 1, ("B",)))
    assert refusal.rule == "602.5" and "Pithing Needle" in str(refusal)


def test_602_5_pithing_needle_spares_mana_abilities_revoker_does_not() -> None:
    for card, usable in (("Pithing Needle", 1), ("Phyrexian Revoker", 0)):
        game = game_with(card, "Llanowar Elves")
        put(game, "Llanowar Elves", "A", object_id="elves")
        _needle(game, card, "Llanowar Elves")
        assert Payer(game, "A").available() == usable, card


def test_201_4a_phyrexian_revoker_names_only_a_nonland_card() -> None:
    game = game_with("Phyrexian Revoker")
    put(game, "Phyrexian Revoker", "B", Zone.HAND, "needle")
    lands(game, "Plains", 2, "B", "b-plains")
    start(game, active="B")
    game.apply(CastSpell("B", "needle"))
    pass_priority(game)
    pass_priority(game)
    assert "Plains" not in game.pending.options
    rejected(game, Choose("B", "Polluted Delta"))
    game.apply(Choose("B", "Sol Ring"))
    assert game.objects["needle"].choices["card_name"] == "Sol Ring"
