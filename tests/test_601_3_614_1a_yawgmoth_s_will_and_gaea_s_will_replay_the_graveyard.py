"""CR 601.3, 305.1, 614.1a, 611.2a: Yawgmoth's Will and Gaea's Will compiled from their Oracle
text — "Until end of turn, you may play lands and cast spells from your graveyard. If a card
would be put into your graveyard from anywhere this turn, exile that card instead." The caster
plays lands and casts spells from their own graveyard (at their normal timing, paying their
costs) until the turn ends; every card that would go to their graveyard this turn, the spell
itself included, is exiled instead; the other player's graveyard isn't theirs."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, rejected, start

pytestmark = needs_full_database


def _will() -> Game:
    game = game_with("Yawgmoth's Will", "Lightning Bolt")
    put(game, "Yawgmoth's Will", "A", Zone.HAND, "will")
    put(game, "Lightning Bolt", "A", Zone.GRAVEYARD, "bolt")
    put(game, "Mountain", "A", Zone.GRAVEYARD, "mountain")
    put(game, "Lightning Bolt", "B", Zone.GRAVEYARD, "their-bolt")
    put(game, "Grizzly Bears", "B", object_id="bears")
    lands(game, "Swamp", 3, "A")
    start(game)
    return game


def _graveyard_plays(game: Game) -> set[str]:
    cards = {"bolt", "mountain", "their-bolt"}
    return {a.card for a in game.legal_actions() if getattr(a, "card", None) in cards}


def test_601_3_without_the_will_nothing_is_played_from_the_graveyard() -> None:
    game = _will()
    assert _graveyard_plays(game) == set()
    assert rejected(game, PlayLand("A", "mountain")).rule == "305.1"


def test_601_3_the_land_is_played_and_the_bolt_cast_from_the_graveyard_then_exiled() -> None:
    game = _will()
    take(game, CastSpell("A", "will"))
    resolve_stack(game)
    assert game.objects["will"].zone is Zone.EXILE  # its own replacement applies to it
    assert _graveyard_plays(game) == {"mountain"}  # no red mana yet for the Bolt
    take(game, PlayLand("A", "mountain"))
    assert game.objects["mountain"].zone is Zone.BATTLEFIELD
    assert {a.targets for a in casts(game, "bolt")} == {("A",), ("B",), ("bears",)}
    assert casts(game, "their-bolt") == []  # B's graveyard isn't A's
    take(game, CastSpell("A", "bolt", ("bears",)))
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.GRAVEYARD  # B's card: not exiled
    assert game.objects["bolt"].zone is Zone.EXILE  # CR 614.1a


def test_611_2a_the_effects_end_with_the_turn() -> None:
    game = _will()
    take(game, CastSpell("A", "will"))
    resolve_stack(game)
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.effects == []
    put(game, "Lightning Bolt", "A", Zone.HAND, "later")
    game.move("later", Zone.GRAVEYARD)
    assert game.objects["later"].zone is Zone.GRAVEYARD
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    assert _graveyard_plays(game) == set()


def test_702_62a_gaea_s_will_comes_off_suspend_and_lets_the_land_be_played() -> None:
    game = game_with("Gaea's Will", "Lightning Bolt")
    put(game, "Gaea's Will", "A", Zone.EXILE, "will")
    put(game, "Mountain", "A", Zone.GRAVEYARD, "mountain")
    put(game, "Lightning Bolt", "A", Zone.GRAVEYARD, "bolt")
    lands(game, "Mountain", 1, "A", "a-")
    start(game, Step.UPKEEP, turn=3, active="B")
    game.add_counters("will", "time", 1)  # suspended with its last time counter
    pass_until(game, Step.UPKEEP, turn=4)
    resolve_stack(game)  # the last time counter is removed
    take(game, Choose("A", "cast Gaea's Will"))
    resolve_stack(game)
    assert game.objects["will"].zone is Zone.EXILE
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    take(game, PlayLand("A", "mountain"))
    take(game, CastSpell("A", "bolt", ("B",)))
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.objects["bolt"].zone is Zone.EXILE
