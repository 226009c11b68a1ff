"""CR 608.2g, 118.9, 614.1a: Dreadhorde Arcanist, compiled from its Oracle text — "Whenever this
creature attacks, you may cast target instant or sorcery card with mana value less than or equal
to this creature's power from your graveyard without paying its mana cost. If that spell would
be put into your graveyard, exile it instead." The card is cast while the trigger resolves."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import declare_attackers, resolve_stack, take
from mtgrules.game.actions import Choose, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import put, start

pytestmark = needs_full_database


def _attacking_arcanist(*graveyard: tuple[str, str]) -> Game:
    game = game_with("Dreadhorde Arcanist", "Lightning Bolt", "Counterspell", "Giant Growth")
    put(game, "Dreadhorde Arcanist", "A", object_id="arcanist")
    for object_id, name in graveyard:
        put(game, name, "A", Zone.GRAVEYARD, object_id)
    start(game)
    declare_attackers(game, "arcanist")
    return game


def test_608_2g_the_trigger_targets_only_cards_with_mana_value_up_to_its_power() -> None:
    game = _attacking_arcanist(
        ("bolt", "Lightning Bolt"), ("counter", "Counterspell"), ("growth", "Giant Growth")
    )
    assert game.pending is not None and game.pending.kind is DecisionKind.TARGETS
    assert set(game.pending.options) == {"bolt", "growth"}  # Counterspell's mana value 2 > 1


def test_608_2g_the_bolt_is_cast_as_the_trigger_resolves_and_then_exiled() -> None:
    game = _attacking_arcanist(("bolt", "Lightning Bolt"))
    assert game.stack[-1].targets == ("bolt",)  # the one legal target (CR 603.3d)
    resolve_stack(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == (
        "don't cast it",
        "cast Lightning Bolt targeting A",
        "cast Lightning Bolt targeting B",
        "cast Lightning Bolt targeting arcanist",
    )
    take(game, Choose("A", "cast Lightning Bolt targeting B"))
    assert game.objects["bolt"].zone is Zone.STACK  # cast: no mana was paid
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.objects["bolt"].zone is Zone.EXILE  # not put into the graveyard


def test_603_3d_with_no_card_of_mana_value_up_to_its_power_it_does_nothing() -> None:
    game = _attacking_arcanist(("counter", "Counterspell"))
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
    assert not game.stack  # no legal target: the trigger isn't put on the stack (CR 603.3d)


def test_608_2d_its_controller_may_choose_not_to_cast_the_card() -> None:
    game = _attacking_arcanist(("bolt", "Lightning Bolt"))
    resolve_stack(game)
    take(game, Choose("A", "don't cast it"))
    assert game.objects["bolt"].zone is Zone.GRAVEYARD
    assert game.players["B"].life == 20


def test_608_2g_a_chosen_target_among_two_is_the_card_cast() -> None:
    game = _attacking_arcanist(("bolt", "Lightning Bolt"), ("growth", "Giant Growth"))
    take(game, ChooseTargets("A", ("growth",)))
    resolve_stack(game)
    take(game, Choose("A", "cast Giant Growth targeting arcanist"))
    resolve_stack(game)
    assert game.characteristics("arcanist").power == 4
    assert game.objects["growth"].zone is Zone.EXILE
    assert game.objects["bolt"].zone is Zone.GRAVEYARD
