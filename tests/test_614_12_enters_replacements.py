"""CR 614.1c-d, 614.12: replacement effects on how a permanent enters, decided by what it will
be on the battlefield; "as this enters, choose" as the controller's decision."""

from __future__ import annotations

import pytest

from mtgrules.game.actions import Choose, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.play import begin_from_board
from mtgrules.game.state import Game, IllegalAction
from mtgrules.game.turns import DecisionKind


def board(*battlefield: str) -> Game:
    game = Game()
    for name in battlefield:
        game.create_card(name, "B", Zone.BATTLEFIELD)
    game.create_card("Steam Vents", "A", Zone.HAND, object_id="vents")
    game.create_card("Painter's Servant", "A", Zone.HAND, object_id="servant")
    for _ in range(3):
        game.create_card("Island", "A", Zone.BATTLEFIELD)
    begin_from_board(game)
    return game


def test_614_1c_steam_vents_asks_pay_2_life_or_enter_tapped() -> None:
    game = board()
    game.apply(PlayLand("A", "vents"))
    assert game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == ("pay 2 life", "enter tapped")
    game.apply(Choose("A", "pay 2 life"))
    assert (game.players["A"].life, game.objects["vents"].tapped) == (18, False)
    assert game.pending.kind is DecisionKind.PRIORITY


def test_614_1c_choosing_not_to_pay_enters_tapped() -> None:
    game = board()
    game.apply(PlayLand("A", "vents"))
    game.apply(Choose("A", "enter tapped"))
    assert (game.players["A"].life, game.objects["vents"].tapped) == (20, True)


def test_614_12_under_blood_moon_steam_vents_enters_untapped_unasked() -> None:
    """As it would exist on the battlefield it is a Mountain with no rules text (305.7), so its
    replacement effect doesn't apply."""
    game = board("Blood Moon")
    game.apply(PlayLand("A", "vents"))
    assert game.pending.kind is DecisionKind.PRIORITY
    assert (game.players["A"].life, game.objects["vents"].tapped) == (20, False)
    assert game.characteristics("vents").type_line.english() == "Land — Mountain"


def test_614_12_painter_s_servant_asks_for_a_color_as_it_enters() -> None:
    game = board()
    from mtgrules.game.actions import CastSpell, PassPriority

    game.apply(CastSpell("A", "servant"))
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == ("white", "blue", "black", "red", "green")
    with pytest.raises(IllegalAction) as error:
        game.apply(Choose("A", "purple"))
    assert error.value.rule == "614.12"
    game.apply(Choose("A", "red"))
    assert [c.value for c in game.characteristics("vents").colors] == ["R"]
