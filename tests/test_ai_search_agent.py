"""The information-set search agent (ISMCTS, :mod:`mtgrules.sim.search`): it decides only from
what its player may know (CR 400.2) — two games that differ in the opponent's hidden cards get
the same decision — it is deterministic for a seed, and it plays whole games to their end."""

from __future__ import annotations

import pytest

from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.sim.agents import RandomAgent, play_game
from mtgrules.sim.roster import AGENTS, make_agent
from mtgrules.sim.search import SearchAgent, reward
from test_ai_view import _swap_hidden_cards, mid_game


def _searched_decision(seed: int) -> Game:
    """A mid-game position where A decides among several actions."""
    game = mid_game(seed, actions=60)
    agents = {p: RandomAgent(seed=seed + 10 + i) for i, p in enumerate(game.players)}
    while not (game.pending.player == "A" and len(game.legal_actions()) > 2):
        game.apply(agents[game.pending.player].choose(game))
    return game


def test_400_2_the_search_decides_alike_whatever_the_opponents_hidden_cards_are() -> None:
    game = _searched_decision(7)
    twin = game.copy()
    hand_b = [i for i, o in twin.objects.items() if o.zone is Zone.HAND and o.owner == "B"]
    library_b = twin.libraries["B"]
    other = next(i for i in library_b if twin.objects[i].card != twin.objects[hand_b[0]].card)
    _swap_hidden_cards(twin, hand_b[0], other)
    assert twin.view("A") == game.view("A")
    chosen = SearchAgent(3, iterations=12).choose(game)
    assert SearchAgent(3, iterations=12).choose(twin) == chosen
    assert chosen in game.legal_actions()


def test_the_search_is_deterministic_for_a_seed_and_leaves_the_game_as_it_was() -> None:
    game = _searched_decision(8)
    before = game.state_hash()
    first = SearchAgent(5, iterations=10).choose(game)
    assert game.state_hash() == before
    assert SearchAgent(5, iterations=10).choose(game) == first


def test_104_a_search_agent_plays_a_whole_game_against_the_random_agent() -> None:
    game = mid_game(9, actions=0)
    result = play_game(game, {"A": SearchAgent(1, iterations=4, rollout=2), "B": RandomAgent(2)})
    assert game.over and result.winner in ("A", "B", None)
    assert result.reason


def test_reward_is_1_for_a_won_game_0_for_a_lost_one_and_between_otherwise() -> None:
    game = mid_game(10, actions=20)
    assert 0.0 < reward(game, "A") < 1.0
    assert reward(game, "A") + reward(game, "B") == pytest.approx(1.0)  # opposite evaluations
    game.players["B"].lost = True
    assert (reward(game, "A"), reward(game, "B")) == (1.0, 0.0)


def test_the_search_agent_is_one_of_the_agents_by_name() -> None:
    assert list(AGENTS) == ["random", "greedy", "search"]
    assert isinstance(make_agent("search", 4), SearchAgent)
