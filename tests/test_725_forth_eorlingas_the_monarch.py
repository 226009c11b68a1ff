"""The monarch (CR 725), from Forth Eorlingas! compiled from its Oracle text ("Create X 2/2 red
Human Knight creature tokens with trample and haste. Whenever one or more creatures you control
deal combat damage to one or more players this turn, you become the monarch."): the delayed
trigger (603.7b) triggers once for the combat damage step; the monarch draws a card at the
beginning of their end step; a creature dealing combat damage to the monarch makes its
controller the monarch (725.2), the monarch before ceasing to be (725.3)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, DeclareAttacker, FinishAttacks, FinishBlocks
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, libraries, pass_until, put, start

pytestmark = needs_full_database


def _eorlingas() -> Game:
    game = game_with("Forth Eorlingas!", "Hill Giant")
    put(game, "Forth Eorlingas!", "A", Zone.HAND, "forth")
    put(game, "Hill Giant", "B", object_id="giant", tapped=True)
    lands(game, "Mountain", 3, "A")
    lands(game, "Plains", 1, "A")
    libraries(game)
    start(game)
    take(game, CastSpell("A", "forth", (), 2))
    resolve_stack(game)
    return game


def _knights(game: Game) -> list[str]:
    return [o.id for o in game.objects.values() if o.is_token and o.zone is Zone.BATTLEFIELD]


def _attack(game: Game, player: str, defender: str, creatures: list[str], turn: int) -> None:
    pass_until(game, Step.DECLARE_ATTACKERS, turn=turn)
    for creature in creatures:
        take(game, DeclareAttacker(player, creature, defender))
    take(game, FinishAttacks(player))
    pass_until(game, Step.DECLARE_BLOCKERS, turn=turn)
    if game.pending is not None and game.pending.player == defender:
        take(game, FinishBlocks(defender))
    pass_until(game, Step.END_OF_COMBAT, turn=turn)


def test_725_1_combat_damage_this_turn_makes_you_the_monarch_once() -> None:
    game = _eorlingas()
    knights = _knights(game)
    assert len(knights) == 2
    assert game.monarch is None
    _attack(game, "A", "B", knights, 2)
    assert game.players["B"].life == 16
    assert game.monarch == "A"
    assert sum(1 for e in game.events if e.event == "monarch") == 1  # one trigger for both


def test_725_2_the_monarch_draws_at_the_beginning_of_their_end_step() -> None:
    game = _eorlingas()
    _attack(game, "A", "B", _knights(game), 2)
    hand = sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")
    pass_until(game, Step.END, turn=2)
    resolve_stack(game)
    after = sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")
    assert after == hand + 1


def test_725_2_combat_damage_to_the_monarch_steals_it() -> None:
    game = _eorlingas()
    _attack(game, "A", "B", _knights(game), 2)
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.delayed_triggers == []  # CR 603.7b: "this turn" is over
    _attack(game, "B", "A", ["giant"], 3)
    assert game.players["A"].life == 17
    assert game.monarch == "B"  # CR 725.3: A no longer is
