"""CR 606.3 with The Wandering Emperor compiled from its Oracle text: flashed in on an
opponent's turn, "As long as The Wandering Emperor entered the battlefield this turn, you may
activate her loyalty abilities any time you could cast an instant." lets her [-2] exile a
tapped creature then; still only one loyalty ability of hers that turn; the next turn her
abilities are back to sorcery timing."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, rejected, start

EMPEROR = "The Wandering Emperor"


def _flashed_in() -> Game:
    game = game_with(EMPEROR)
    put(game, EMPEROR, "A", Zone.HAND, "emperor")
    lands(game, "Plains", 4, "A", "A-W")
    put(game, "Hill Giant", "B", object_id="giant", tapped=True)
    put(game, "Savannah Lions", "B", object_id="lions")
    start(game, active="B")
    game.apply(PassPriority("B"))
    take(game, CastSpell("A", "emperor"))
    resolve_stack(game)
    assert game.objects["emperor"].zone is Zone.BATTLEFIELD
    game.apply(PassPriority("B"))
    return game


@needs_full_database
def test_606_3_the_turn_she_entered_she_exiles_a_tapped_creature_at_instant_speed() -> None:
    game = _flashed_in()
    offered = {
        a.targets for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == "emperor" and a.index == 3
    }  # fmt: skip
    assert offered == {("giant",)}  # "target tapped creature"
    take(game, ActivateAbility("A", "emperor", 3, ("giant",)))
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.EXILE
    assert game.players["A"].life == 22
    assert game.objects["emperor"].counters == {"loyalty": 1}  # 3, less 2


@needs_full_database
def test_606_3_still_one_loyalty_ability_that_turn() -> None:
    game = _flashed_in()
    take(game, ActivateAbility("A", "emperor", 2))
    resolve_stack(game)
    samurai = [
        i for i, o in game.objects.items()
        if o.zone is Zone.BATTLEFIELD and "Samurai" in game.characteristics(i).type_line.subtype_names
    ]  # fmt: skip
    assert len(samurai) == 1
    game.apply(PassPriority("B"))
    assert rejected(game, ActivateAbility("A", "emperor", 3, ("giant",))).rule == "606.3"


@needs_full_database
def test_606_3_the_next_turn_only_as_a_sorcery() -> None:
    game = _flashed_in()
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.active_player == "A"
    assert rejected(game, ActivateAbility("A", "emperor", 2)).rule == "606.3"
