"""Psychic Frog compiled from its Oracle text, in play: "Whenever {this} deals combat damage to a
player or planeswalker, draw a card." (CR 510.2: combat damage to a player or to a planeswalker
is one event to trigger on; 603.2), "Discard a card: Put a +1/+1 counter on {this}." and "Exile
three cards from your graveyard: {this} gains flying until end of turn."."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import in_zone, resolve_stack, take
from mtgrules.game.actions import ActivateAbility, DeclareAttacker, FinishAttacks, FinishBlocks
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from mtgrules.model.triggers import TriggerEvent, TriggerSpec, read_trigger
from play_helpers import all_pass, pass_until, put, start

pytestmark = needs_full_database


def test_603_1_the_trigger_language_reads_a_player_or_planeswalker() -> None:
    assert read_trigger(
        "Whenever {this} deals combat damage to a player or planeswalker"
    ) == TriggerSpec(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER_OR_PLANESWALKER)


def _attack(defender: str) -> Game:
    game = game_with("Psychic Frog")
    put(game, "Psychic Frog", "A", object_id="frog")
    put(game, "Jace Beleren", "B", object_id="jace")
    start(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttacker("A", "frog", defender))
    game.apply(FinishAttacks("A"))
    all_pass(game)
    game.apply(FinishBlocks("B"))
    pass_until(game, Step.END_OF_COMBAT)
    return game


def test_510_2_combat_damage_to_a_player_draws_a_card() -> None:
    game = _attack("B")
    assert game.players["B"].life == 19
    assert len(in_zone(game, Zone.HAND, "A")) == 1


def test_510_2_combat_damage_to_a_planeswalker_draws_a_card() -> None:
    game = _attack("jace")
    assert game.players["B"].life == 20
    assert game.characteristics("jace").loyalty == 2
    assert len(in_zone(game, Zone.HAND, "A")) == 1


def test_510_2_no_combat_damage_no_card() -> None:
    game = game_with("Psychic Frog")
    put(game, "Psychic Frog", "A", object_id="frog")
    start(game, Step.DECLARE_ATTACKERS)
    game.apply(FinishAttacks("A"))
    pass_until(game, Step.POSTCOMBAT_MAIN)
    assert in_zone(game, Zone.HAND, "A") == []


def test_602_psychic_frog_discards_for_a_counter_and_exiles_three_for_flying() -> None:
    game = game_with("Psychic Frog")
    put(game, "Psychic Frog", "A", object_id="frog")
    put(game, "Island", "A", Zone.HAND, "island")
    for i in range(3):
        put(game, "Island", "A", Zone.GRAVEYARD, f"yard-{i}")
    start(game)
    take(game, ActivateAbility("A", "frog", 1, paid_with=("island",)))
    resolve_stack(game)
    assert game.objects["frog"].counters == {"+1/+1": 1}
    assert game.characteristics("frog").power == 2
    assert game.objects["island"].zone is Zone.GRAVEYARD
    ways = [a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.index == 2]
    exile = ways[0]
    assert len(exile.paid_with) == 3
    take(game, exile)
    resolve_stack(game)
    assert game.characteristics("frog").has_keyword("Flying")
    assert len(in_zone(game, Zone.EXILE, "A")) == 3
