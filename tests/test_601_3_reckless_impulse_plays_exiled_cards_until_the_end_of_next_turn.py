"""CR 601.3, 305.1, 611.2b: Reckless Impulse, Wrenn's Resolve and Clockwork Percussionist,
compiled from their Oracle text — "Exile the top two cards of your library. Until the end of
your next turn, you may play those cards." A land among them may be played, a spell cast, from
exile, until the end of the caster's next turn."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, rejected, start

pytestmark = needs_full_database


def _impulse(spell: str, *top: tuple[str, str]) -> Game:
    game = game_with(spell, "Lightning Bolt", "Counterspell", "Clockwork Percussionist")
    for object_id, name in top:
        put(game, name, "A", Zone.LIBRARY, object_id)  # before start's Islands: on top
    put(game, spell, "A", Zone.HAND, "impulse")
    lands(game, "Mountain", 2, "A")
    start(game)
    take(game, CastSpell("A", "impulse"))
    resolve_stack(game)
    return game


def test_601_3_the_exiled_land_is_played_and_the_exiled_bolt_cast() -> None:
    game = _impulse("Reckless Impulse", ("bolt", "Lightning Bolt"), ("land", "Mountain"))
    assert game.objects["bolt"].zone is Zone.EXILE and game.objects["land"].zone is Zone.EXILE
    take(game, PlayLand("A", "land"))
    assert game.objects["land"].zone is Zone.BATTLEFIELD
    take(game, CastSpell("A", "bolt", ("B",)))
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.objects["bolt"].zone is Zone.GRAVEYARD


def test_611_2b_the_permission_lasts_through_the_next_turn_and_ends_after_it() -> None:
    game = _impulse("Wrenn's Resolve", ("counter", "Counterspell"), ("land", "Island"))
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)  # A's next turn
    take(game, PlayLand("A", "land"))
    assert game.objects["land"].zone is Zone.BATTLEFIELD
    pass_until(game, Step.UPKEEP, turn=5)
    assert game.permissions == []
    assert game.objects["counter"].zone is Zone.EXILE  # it stays exiled


def test_601_3_a_card_exiled_some_other_way_can_t_be_played() -> None:
    game = _impulse("Reckless Impulse", ("bolt", "Lightning Bolt"), ("land", "Mountain"))
    put(game, "Lightning Bolt", "A", Zone.EXILE, "other")
    assert not casts(game, "other")
    assert rejected(game, CastSpell("A", "other", ("B",))).rule == "601.2a"


def test_601_3_clockwork_percussionist_dies_and_its_card_may_be_played() -> None:
    game = game_with("Clockwork Percussionist", "Lightning Bolt")
    put(game, "Lightning Bolt", "A", Zone.LIBRARY, "bolt")
    put(game, "Clockwork Percussionist", "A", object_id="drum")
    put(game, "Lightning Bolt", "A", Zone.HAND, "kill")
    lands(game, "Mountain", 2, "A")
    start(game)
    take(game, CastSpell("A", "kill", ("drum",)))
    resolve_stack(game)  # the bolt resolves, the Percussionist dies
    resolve_stack(game)  # its trigger resolves
    assert game.objects["bolt"].zone is Zone.EXILE
    assert CastSpell("A", "bolt", ("B",)) in casts(game, "bolt")


def test_601_3_experimental_synthesizer_s_card_may_be_played_only_this_turn() -> None:
    game = game_with("Experimental Synthesizer", "Lightning Bolt")
    put(game, "Mountain", "A", Zone.LIBRARY, "land")
    put(game, "Experimental Synthesizer", "A", Zone.HAND, "synth")
    lands(game, "Mountain", 1, "A")
    start(game)
    take(game, CastSpell("A", "synth"))
    resolve_stack(game)  # the artifact resolves and enters
    resolve_stack(game)  # its trigger resolves
    assert game.objects["land"].zone is Zone.EXILE
    assert PlayLand("A", "land") in game.legal_actions()
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)  # A's next turn: the permission is gone
    assert game.permissions == []
    assert rejected(game, PlayLand("A", "land")).rule == "305.1"
