"""CR 714, 611.2b, 601.2f, 122.1 with a real card compiled from its Oracle text: Elspeth Conquers
Death — I exiles an opponent's permanent of mana value 3 or greater; II makes the noncreature
spells A's opponents cast cost {2} more until A's next turn begins (not creature spells, not
A's own); III returns a creature card from A's graveyard to the battlefield with a +1/+1
counter or a loyalty counter on it, A's choice, and the Saga is sacrificed (714.4)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.casting_costs import total_cost
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_until, put
from zones_helpers import zones_game

ECD = "Elspeth Conquers Death"


def _cost(game: Game, player: str, card: str) -> str:
    base = game.characteristics(card).mana_cost
    assert base is not None
    return str(total_cost(game, player, card, base))


def _game() -> Game:
    game = zones_game(
        [ECD], hand={"ecd": ECD}, mana="WWWWW", graveyard={"lions": "Savannah Lions"},
        theirs={"giant": "Hill Giant", "bears": "Grizzly Bears"},
    )  # fmt: skip
    for object_id, name in (("shock", "Shock"), ("b-bears", "Grizzly Bears")):
        put(game, name, "B", Zone.HAND, object_id)
    put(game, "Shock", "A", Zone.HAND, "my-shock")
    take(game, CastSpell("A", "ecd"))
    resolve_stack(game)  # chapter I: its only legal target is Hill Giant
    return game


@needs_full_database
def test_714_2_chapter_i_exiles_a_permanent_of_mana_value_3_or_greater() -> None:
    game = _game()
    assert game.objects["giant"].zone is Zone.EXILE
    assert game.objects["bears"].zone is Zone.BATTLEFIELD


@needs_full_database
def test_611_2b_chapter_ii_taxes_opponents_noncreature_spells_until_your_next_turn() -> None:
    game = _game()
    assert _cost(game, "B", "shock") == "{R}"
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    resolve_stack(game)  # chapter II
    assert _cost(game, "B", "shock") == "{2}{R}"
    assert _cost(game, "B", "b-bears") == "{1}{G}"  # a creature spell
    assert _cost(game, "A", "my-shock") == "{R}"  # A isn't an opponent
    pass_until(game, Step.UPKEEP, turn=5)
    assert _cost(game, "B", "shock") == "{2}{R}"  # B's turn: still A's "until your next turn"
    pass_until(game, Step.UPKEEP, turn=6)
    assert _cost(game, "B", "shock") == "{R}"  # A's next turn has begun


@needs_full_database
def test_122_1_chapter_iii_returns_a_creature_with_the_counter_chosen() -> None:
    game = _game()
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    resolve_stack(game)
    pass_until(game, Step.PRECOMBAT_MAIN, turn=6)
    resolve_stack(game)  # chapter III: Savannah Lions is the only creature card there
    assert game.objects["lions"].zone is Zone.BATTLEFIELD
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert {a.value for a in game.legal_actions() if isinstance(a, Choose)} == {
        "a +1/+1 counter",
        "a loyalty counter",
    }
    take(game, Choose("A", "a +1/+1 counter"))
    resolve_stack(game)
    assert game.objects["lions"].counters == {"+1/+1": 1}
    assert game.objects["ecd"].zone is Zone.GRAVEYARD  # CR 714.4
