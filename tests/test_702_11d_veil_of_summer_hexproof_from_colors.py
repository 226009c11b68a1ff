"""Veil of Summer compiled from its Oracle text, in play: "Draw a card if an opponent has cast a
blue or black spell this turn. Spells you control can't be countered this turn. You and
permanents you control gain hexproof from blue and from black until end of turn." (CR 601.2i:
the turn's history of spells cast with their colors; 101.2: "can't be countered"; 702.11d:
hexproof from a color, for a player too; 611.2c: the permanents it affects are fixed)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast_targets, in_zone, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _game() -> Game:
    """A's turn: A has Grizzly Bears and Veil of Summer in hand and three Forests; B holds
    Counterspell, Doom Blade, Mind Rot and Shock, with the lands to cast them."""
    game = game_with("Veil of Summer")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears")
    put(game, "Veil of Summer", "A", Zone.HAND, "veil")
    lands(game, "Forest", 3, "A")
    for object_id, name in (("counterspell", "Counterspell"), ("blade", "Doom Blade"),
                            ("rot", "Mind Rot"), ("shock", "Shock")):  # fmt: skip
        put(game, name, "B", Zone.HAND, object_id)
    lands(game, "Island", 2, "B", "b-island")
    lands(game, "Swamp", 3, "B", "b-swamp")
    lands(game, "Mountain", 1, "B", "b-mountain")
    start(game)
    return game


def _hand(game: Game) -> int:
    return len(in_zone(game, Zone.HAND, "A"))


def test_101_2_veil_in_response_stops_a_counterspell_and_draws_a_card() -> None:
    game = _game()
    take(game, CastSpell("A", "bears"))
    pass_priority(game)  # A passes: B responds
    take(game, CastSpell("B", "counterspell", ("bears",)))
    pass_priority(game)  # B passes: A responds
    before = _hand(game)
    take(game, CastSpell("A", "veil"))
    pass_priority(game)
    pass_priority(game)  # Veil of Summer resolves: B has cast a blue spell this turn
    assert _hand(game) == before - 1 + 1  # Veil left the hand, a card was drawn
    resolve_stack(game)
    assert game.objects["counterspell"].zone is Zone.GRAVEYARD
    assert game.objects["bears"].zone is Zone.BATTLEFIELD


def test_601_2i_no_card_without_an_opponents_blue_or_black_spell() -> None:
    game = _game()
    before = _hand(game)
    take(game, CastSpell("A", "veil"))
    resolve_stack(game)
    assert _hand(game) == before - 1


def test_702_11d_hexproof_from_black_for_a_permanent_and_the_player() -> None:
    game = _game()
    put(game, "Grizzly Bears", "A", object_id="their-target")
    take(game, CastSpell("A", "veil"))
    resolve_stack(game)
    game = _b_has_priority(game)
    assert cast_targets(game, "blade") == set()  # black: not the bears
    assert ("their-target",) in cast_targets(game, "shock")  # red: still
    assert cast_targets(game, "rot") == set()  # black: not A either
    assert ("A",) in cast_targets(game, "shock")


def _b_has_priority(game: Game) -> Game:
    """Move on to A's end step, where B gets priority (the Veil lasts until end of turn)."""
    from mtgrules.game.turns import Step
    from play_helpers import pass_until

    pass_until(game, Step.END)
    if game.pending is not None and game.pending.player == "A":
        pass_priority(game)
    assert game.pending is not None and game.pending.player == "B"
    return game


def test_611_2c_a_permanent_entering_later_gets_no_hexproof() -> None:
    game = _game()
    take(game, CastSpell("A", "veil"))
    resolve_stack(game)
    put(game, "Grizzly Bears", "A", object_id="later")
    game = _b_has_priority(game)
    assert ("later",) in cast_targets(game, "blade")
