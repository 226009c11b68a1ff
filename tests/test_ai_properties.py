"""Properties over random games (hypothesis): undoing N random actions gives back the state hash
and legal actions from before them; a position saved at any moment reads back with the same
state hash and legal actions, and plays on alike; a view doesn't change when the hidden cards are
dealt otherwise (a determinized game seen by the same player is the same view)."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz_budget import examples
from mtgrules.game.decks import read_decklist
from mtgrules.game.state import Game
from mtgrules.sim.agents import RandomAgent

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "decks"
DECKS = {
    (): ("red-green-aggro.txt", "white-blue-fliers.txt", "mono-black-removal.txt"),
    ("bond",): ("bond-red-green.txt", "bond-white-black.txt"),
}
SETTINGS = settings(
    max_examples=examples(8),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)

variants = st.sampled_from(sorted(DECKS))


def random_game(data: st.DataObject, variants: tuple[str, ...], actions: int) -> Game:
    names = DECKS[variants]
    pair = data.draw(st.permutations(names))[:2]
    decks = [read_decklist(EXAMPLES / n, variants=variants).cards for n in pair]
    seed = data.draw(st.integers(0, 2**16))
    game = Game.from_decks(decks, seed=seed, variants=variants)
    play(game, actions, seed)
    return game


def play(game: Game, actions: int, seed: int) -> None:
    agents = {p: RandomAgent(seed=seed + i) for i, p in enumerate(game.players)}
    for _ in range(actions):
        if game.over or game.pending is None:
            return
        game.apply(agents[game.pending.player].choose(game))


@SETTINGS
@given(data=st.data(), variants=variants, before=st.integers(0, 200), n=st.integers(1, 60))
def test_undo_after_n_random_actions_restores_the_hash(
    data: st.DataObject, variants: tuple[str, ...], before: int, n: int
) -> None:
    game = random_game(data, variants, before).enable_undo()
    hash_before, legal_before = game.state_hash(), game.legal_actions()
    taken = len(game.log)
    play(game, n, seed=data.draw(st.integers(0, 2**16)))
    for _ in range(len(game.log) - taken):
        game.undo()
    assert game.state_hash() == hash_before
    assert game.legal_actions() == legal_before


@SETTINGS
@given(data=st.data(), variants=variants, before=st.integers(0, 300))
def test_a_position_round_trip_keeps_the_hash_and_the_legal_actions(
    data: st.DataObject, variants: tuple[str, ...], before: int
) -> None:
    game = random_game(data, variants, before)
    again = Game.from_json(game.to_json())
    assert again.state_hash() == game.state_hash()
    assert again.legal_actions() == game.legal_actions()
    chooser = random.Random(before)
    for _ in range(10):
        if game.over:
            break
        action = chooser.choice(game.legal_actions())
        game.apply(action)
        again.apply(action)
        assert again.state_hash() == game.state_hash()
        assert again.legal_actions() == game.legal_actions()


@SETTINGS
@given(data=st.data(), variants=variants, before=st.integers(0, 300), deal=st.integers(0, 99))
def test_a_determinized_game_shows_the_same_view(
    data: st.DataObject, variants: tuple[str, ...], before: int, deal: int
) -> None:
    game = random_game(data, variants, before)
    player = data.draw(st.sampled_from(sorted(game.players)))
    view = game.view(player)
    world = Game.determinize(view, random.Random(deal))
    assert world.view(player) == view
    if game.pending is not None and game.pending.player == player:
        assert world.legal_actions() == game.legal_actions()
