"""CR 702.34a: flashback — the card may be cast from its owner's graveyard for its flashback
cost; cast that way, it is exiled instead of going anywhere else as it leaves the stack.
Faithless Looting (Flashback {2}{R}) and Lava Dart (Flashback—Sacrifice a Mountain.),
compiled from their Oracle text."""

from __future__ import annotations

from in_play import resolve_stack, take
from keyword_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from play_helpers import rejected


def test_702_34a_lava_dart_is_cast_from_the_graveyard_by_sacrificing_a_mountain() -> None:
    game = game_with({"m": "Mountain"}, graveyard={"dart": "Lava Dart"})
    offered = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert CastSpell("A", "dart", ("B",), cost="flashback", sacrifice=("m",)) in offered
    take(game, CastSpell("A", "dart", ("B",), cost="flashback", sacrifice=("m",)))
    assert game.objects["m"].zone is Zone.GRAVEYARD
    resolve_stack(game)
    assert game.players["B"].life == 19
    assert game.objects["dart"].zone is Zone.EXILE  # not back to the graveyard


def test_702_34a_faithless_looting_from_the_graveyard_costs_its_flashback_cost() -> None:
    game = game_with(
        {"m1": "Mountain", "m2": "Mountain"}, graveyard={"looting": "Faithless Looting"}
    )
    assert rejected(game, CastSpell("A", "looting", cost="flashback")).rule == "601.2h"
    game = game_with(
        {"m1": "Mountain", "m2": "Mountain", "m3": "Mountain"},
        graveyard={"looting": "Faithless Looting"},
    )
    take(game, CastSpell("A", "looting", cost="flashback"))
    assert all(game.objects[f"m{n}"].tapped for n in (1, 2, 3))
    assert game.objects["looting"].zone is Zone.STACK
    resolve_stack(game)
    assert game.objects["looting"].zone is Zone.EXILE


def test_702_34a_a_card_cast_from_hand_goes_to_the_graveyard_and_only_then_has_flashback() -> None:
    game = game_with({"m": "Mountain"}, hand={"dart": "Lava Dart"})
    assert rejected(game, CastSpell("A", "dart", ("B",), cost="flashback")).rule == "601.2b"
    take(game, CastSpell("A", "dart", ("B",)))
    resolve_stack(game)
    assert game.objects["dart"].zone is Zone.GRAVEYARD
    take(game, CastSpell("A", "dart", ("B",), cost="flashback", sacrifice=("m",)))
    resolve_stack(game)
    assert game.players["B"].life == 18
    assert game.objects["dart"].zone is Zone.EXILE


def test_702_34a_a_sorcery_cast_with_flashback_keeps_sorcery_timing() -> None:
    game = game_with(
        {"m1": "Mountain", "m2": "Mountain", "m3": "Mountain", "m4": "Mountain"},
        hand={"bolt": "Lightning Bolt"},
        graveyard={"looting": "Faithless Looting", "dart": "Lava Dart"},
    )
    take(game, CastSpell("A", "bolt", ("B",)))  # A keeps priority with a spell on the stack
    casts = {a.card for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert casts == {"dart"}  # an instant, yes; a sorcery, not now (CR 117.1a)
    assert rejected(game, CastSpell("A", "looting", cost="flashback")).rule == "117.1a"
