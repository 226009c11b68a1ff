"""CR 305.2: a player may play one land during their turn; continuous effects may increase
this number (Dryad of the Ilysian Grove: "You may play an additional land on each of your
turns."). And CR 613.11: every rule change a definition may say is listed with where the game
reads it (Mycosynth Lattice's "Players may spend mana as though it were mana of any color.",
609.4b); one the game doesn't know is reported as not carried out."""

from __future__ import annotations

import importlib

import pytest

from in_play import cast, cast_targets, main_phase, resolve_stack, take
from mtgrules.cards.build import bundled_database
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.support import Status, support
from mtgrules.game.actions import PlayLand
from mtgrules.game.state import IllegalAction
from mtgrules.model.rule_changes import rule_change_gap, rule_changes

LANDS = {"forest": "Forest", "island": "Island", "swamp": "Swamp"}


def test_305_2_without_an_effect_a_second_land_is_refused() -> None:
    game = main_phase({"bears": "Grizzly Bears"}, hand=LANDS)
    take(game, PlayLand("A", "forest"))
    assert not [a for a in game.legal_actions() if isinstance(a, PlayLand)]
    with pytest.raises(IllegalAction) as refused:
        game.apply(PlayLand("A", "island"))
    assert (refused.value.message, refused.value.rule) == (
        "a land was already played this turn",
        "305.2",
    )


def test_305_2_with_dryad_of_the_ilysian_grove_two_lands_then_no_third() -> None:
    game = main_phase({"dryad": "Dryad of the Ilysian Grove"}, hand=LANDS)
    take(game, PlayLand("A", "forest"))
    assert {a.card for a in game.legal_actions() if isinstance(a, PlayLand)} == {"island", "swamp"}
    take(game, PlayLand("A", "island"))
    with pytest.raises(IllegalAction) as refused:
        game.apply(PlayLand("A", "swamp"))
    assert (refused.value.message, refused.value.rule) == (
        "2 lands were already played this turn",
        "305.2",
    )


def test_305_2_the_opponent_s_dryad_gives_no_additional_land() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"}, hand=LANDS, theirs={"dryad": "Dryad of the Ilysian Grove"}
    )
    take(game, PlayLand("A", "forest"))
    assert not [a for a in game.legal_actions() if isinstance(a, PlayLand)]


@pytest.mark.parametrize("name", sorted(rule_changes()))
def test_613_11_each_rule_change_read_by_the_game_names_where(name: str) -> None:
    change = rule_changes()[name]
    if not change.read_by:
        assert rule_change_gap(name) == (
            f"the rule change '{name}' (CR {change.rule}) is not carried out by the game yet"
        )
        return
    module, function = change.read_by.split(":")
    assert callable(getattr(importlib.import_module(module), function))
    assert rule_change_gap(name) is None


def test_613_11_an_unknown_rule_change_is_not_carried_out() -> None:
    assert rule_change_gap("cant_blok") == "the rule change 'cant_blok' is not one the game knows"


def test_609_4b_with_mycosynth_lattice_a_swamp_pays_for_lightning_bolt() -> None:
    game = main_phase({"lattice": "Mycosynth Lattice"}, hand={"bolt": "Lightning Bolt"}, mana="B")
    assert (
        support(
            bundled_database().card("Mycosynth Lattice"), bundled_definitions()["Mycosynth Lattice"]
        ).status
        is Status.SUPPORTED
    )
    cast(game, "bolt", "B")
    resolve_stack(game)
    assert game.players["B"].life == 17


def test_609_4b_without_it_a_swamp_doesn_t_pay_for_lightning_bolt() -> None:
    game = main_phase({"bears": "Grizzly Bears"}, hand={"bolt": "Lightning Bolt"}, mana="B")
    assert cast_targets(game, "bolt") == set()
