"""CR 103.6, 103.6b, 603.7a: Sphinx of Foresight, compiled from its Oracle text — "You may reveal
this card from your opening hand. If you do, scry 3 at the beginning of your first upkeep."
Once the mulligans are over the starting player, then the other, may reveal it; each card once;
the revealed card is known to the opponent; at its owner's first upkeep they scry 3 (and scry 1
for its upkeep trigger only once it is on the battlefield)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import compiled, first_lines
from mtgrules.game.actions import Choose, Keep, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import DecisionKind, Step
from mtgrules.game.setup import start_game
from mtgrules.game.state import Game
from mtgrules.game.view import knows
from mtgrules.game.zones import library
from play_helpers import definitions, pass_until

pytestmark = needs_full_database

SPHINX = "Sphinx of Foresight"
DECK = [SPHINX] * 20 + ["Island"] * 20


def _kept(seed: int = 1) -> Game:
    game = Game(("A", "B"), definitions={**definitions(), **compiled(SPHINX)})
    start_game(game, {"A": DECK, "B": DECK}, seed)
    for player in list(game.turn_order):
        game.apply(Keep(player))
    return game


def _sphinxes(game: Game, player: str) -> list[str]:
    return sorted(
        i
        for i, o in game.objects.items()
        if o.zone is Zone.HAND and o.owner == player and game.characteristics(i).name == SPHINX
    )


def _options(game: Game) -> list[str]:
    return [a.value for a in game.legal_actions() if isinstance(a, Choose)]


def test_103_6_the_starting_player_is_offered_each_sphinx_then_done() -> None:
    game = _kept()
    first = game.turn_order[0]
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.CHOOSE, first)
    cards = _sphinxes(game, first)
    assert cards
    assert _options(game) == [f"reveal {SPHINX} ({c})" for c in cards] + ["done"]
    assert game.turn == 1 and game.step is not Step.UPKEEP  # no turn has begun


def test_103_6b_each_card_is_revealed_once_then_the_next_player_chooses() -> None:
    game = _kept()
    first, second = game.turn_order
    card = _sphinxes(game, first)[0]
    game.apply(Choose(first, f"reveal {SPHINX} ({card})"))
    assert f"reveal {SPHINX} ({card})" not in _options(game)
    assert knows(game, second, card)  # CR 103.6b: revealed, the opponent knows it
    game.apply(Choose(first, "done"))
    assert game.pending is not None and game.pending.player == second
    assert _options(game)[-1] == "done"


def test_103_6a_a_leyline_begins_the_game_on_the_battlefield() -> None:
    leyline = "Leyline of Sanctity"
    game = Game(("A", "B"), definitions={**definitions(), **first_lines(1, leyline)})
    start_game(game, {"A": [leyline] * 20 + ["Plains"] * 20, "B": ["Plains"] * 40}, 1)
    for player in list(game.turn_order):
        game.apply(Keep(player))
    in_hand = sorted(i for i in game.objects if game.objects[i].zone is Zone.HAND
                     and game.characteristics(i).name == leyline)  # fmt: skip
    assert game.pending is not None and game.pending.player == "A"  # B, with none, isn't asked
    assert _options(game) == [f"begin with {leyline} ({c})" for c in in_hand] + ["done"]
    game.apply(Choose("A", f"begin with {leyline} ({in_hand[0]})"))
    game.apply(Choose("A", "done"))
    obj = game.objects[in_hand[0]]
    assert (obj.zone, obj.controller) == (Zone.BATTLEFIELD, "A")
    assert (game.turn, game.step) == (1, Step.UPKEEP)


def test_103_6b_603_7a_the_revealed_sphinx_scries_3_at_the_first_upkeep() -> None:
    game = _kept()
    first, second = game.turn_order
    card = _sphinxes(game, first)[0]
    game.apply(Choose(first, f"reveal {SPHINX} ({card})"))
    game.apply(Choose(first, "done"))
    game.apply(Choose(second, "done"))
    assert (game.turn, game.step, game.active_player) == (1, Step.UPKEEP, first)
    assert len(game.stack) == 1  # the delayed trigger
    game.apply(PassPriority(first))
    game.apply(PassPriority(second))
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.about.endswith(": scry")
    waiting = game.choices_waiting[0]
    assert (waiting["player"], waiting["object"]) == (first, card)
    assert list(waiting["cards"]) == library(game, first)[:3]  # the top three cards


def test_103_6b_the_other_players_reveal_waits_for_their_own_first_upkeep() -> None:
    game = _kept()
    first, second = game.turn_order
    card = _sphinxes(game, second)[0]
    game.apply(Choose(first, "done"))
    game.apply(Choose(second, f"reveal {SPHINX} ({card})"))
    game.apply(Choose(second, "done"))
    assert (game.turn, game.step, game.active_player) == (1, Step.UPKEEP, first)
    assert not game.stack  # not the starting player's upkeep
    pass_until(game, Step.UPKEEP, turn=2)
    assert game.active_player == second
    assert [item.source for item in game.stack] == [card]


def test_103_6_nothing_revealed_means_no_scry_at_the_first_upkeep() -> None:
    game = _kept()
    first, second = game.turn_order
    game.apply(Choose(first, "done"))
    game.apply(Choose(second, "done"))
    assert (game.turn, game.step, game.active_player) == (1, Step.UPKEEP, first)
    assert not game.stack
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
