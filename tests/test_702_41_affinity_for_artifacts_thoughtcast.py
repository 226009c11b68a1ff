"""CR 702.41a: affinity for artifacts — "This spell costs {1} less to cast for each artifact you
control." Thoughtcast ({4}{U}), compiled from its Oracle text: with two artifacts it costs
{2}{U}; with four or more, {U} (a reduction never reduces colored mana, 601.2f)."""

from __future__ import annotations

from in_play import resolve_stack, take
from keyword_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from play_helpers import rejected


def test_702_41a_two_artifacts_make_thoughtcast_cost_two_and_blue() -> None:
    game = game_with(
        {
            "o1": "Ornithopter",
            "o2": "Chromatic Star",
            "i1": "Island",
            "i2": "Island",
            "i3": "Island",
        },
        hand={"cast": "Thoughtcast"},
    )
    take(game, CastSpell("A", "cast"))
    assert [game.objects[f"i{n}"].tapped for n in (1, 2, 3)] == [True, True, True]
    resolve_stack(game)
    assert game.objects["cast"].zone is Zone.GRAVEYARD


def test_702_41a_without_enough_artifacts_thoughtcast_cant_be_cast() -> None:
    game = game_with(
        {"o1": "Ornithopter", "i1": "Island", "i2": "Island", "i3": "Island"},
        hand={"cast": "Thoughtcast"},
    )
    assert rejected(game, CastSpell("A", "cast")).rule == "601.2h"  # {3}{U} with three lands


def test_702_41a_five_artifacts_leave_only_the_blue_mana() -> None:
    game = game_with(
        {**{f"o{n}": "Ornithopter" for n in range(5)}, "i1": "Island"},
        hand={"cast": "Thoughtcast"},
    )
    take(game, CastSpell("A", "cast"))
    assert game.objects["i1"].tapped
