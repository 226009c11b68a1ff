"""The standard environments: ``mtgrules/Duel-v0`` passes Gymnasium's ``check_env`` and the AEC
environment passes PettingZoo's ``api_test``; ``mtgrules/Duel-v0`` is registered once mtgrules
is imported, whichever of mtgrules and gymnasium is imported first, and importing mtgrules
imports neither gymnasium nor numpy."""

from __future__ import annotations

import subprocess
import sys
import warnings
from pathlib import Path

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import mtgrules  # noqa: F401  (registers mtgrules/Duel-v0)
from mtgrules.sim import encoding
from mtgrules.sim.agents import RandomAgent
from mtgrules.sim.envs import DUEL_ID, aec_env

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "decks"
DECKS = [str(EXAMPLES / "red-green-aggro.txt"), str(EXAMPLES / "white-blue-fliers.txt")]
BOND = [str(EXAMPLES / "bond-red-green.txt"), str(EXAMPLES / "bond-white-black.txt")]


def test_the_duel_environment_passes_gymnasiums_check_env() -> None:
    env = gymnasium.make(DUEL_ID, decks=DECKS)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no warning from the checker either
        check_env(env.unwrapped, skip_render_check=True)


def test_the_aec_environment_passes_pettingzoos_api_test() -> None:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        warnings.filterwarnings("ignore", message="Observation space for each agent probably")
        warnings.filterwarnings("ignore", message="We recommend agents to be named")
        # the mask of an agent not deciding is all 0s (PettingZoo's convention)
        warnings.filterwarnings("ignore", message="Action mask numpy array is all zeros")
        api_test(aec_env(decks=DECKS), num_cycles=300)


def test_the_aec_environment_plays_the_bond_variant() -> None:
    env = aec_env(decks=BOND, variants=["bond"])
    env.reset(seed=3)
    for _agent in env.agent_iter(max_iter=400):
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        mask = observation["action_mask"]
        assert mask.sum() >= 1
        env.step(int(np.flatnonzero(mask)[0]))
    assert env.game.variants == ("bond",)


def test_104_2_a_duel_played_to_its_end_rewards_the_winner() -> None:
    env = gymnasium.make(DUEL_ID, decks=DECKS, opponent=RandomAgent(seed=2), max_actions=20_000)
    observation, info = env.reset(seed=7)
    chooser = np.random.default_rng(7)
    total, done = 0.0, False
    while not done:
        legal = np.flatnonzero(observation["action_mask"])
        assert len(legal) == len(info["legal_actions"]) == len(info["legal_actions_ja"]) >= 1
        observation, reward, terminated, truncated, info = env.step(int(chooser.choice(legal)))
        total += float(reward)
        done = terminated or truncated
    game = env.unwrapped.game  # type: ignore[attr-defined]
    assert game.over
    assert total == (1.0 if game.winner == "A" else -1.0 if game.players["A"].lost else 0.0)


def test_an_action_id_that_is_not_legal_ends_the_episode_as_a_loss() -> None:
    env = gymnasium.make(DUEL_ID, decks=DECKS)
    observation, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"].startswith(f"action id {illegal} is not a legal action now")


def test_the_same_seed_gives_the_same_episode() -> None:
    def episode() -> list[float]:
        env = gymnasium.make(DUEL_ID, decks=DECKS)
        observation, _ = env.reset(seed=11)
        seen = []
        for _ in range(30):
            observation, *_ = env.step(int(np.flatnonzero(observation["action_mask"])[-1]))
            seen.append(float(observation["players"].sum() + observation["objects"].sum()))
        return seen

    assert episode() == episode()


@pytest.mark.parametrize(
    "code",
    [
        "import mtgrules, sys; assert 'gymnasium' not in sys.modules and 'numpy' not in sys.modules",
        "import mtgrules, gymnasium; assert 'mtgrules/Duel-v0' in gymnasium.registry",
        "import gymnasium, mtgrules; assert 'mtgrules/Duel-v0' in gymnasium.registry",
    ],
)
def test_importing_mtgrules_registers_the_duel_without_importing_gymnasium(code: str) -> None:
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_observation_space_matches_the_documented_shapes() -> None:
    env = gymnasium.make(DUEL_ID, decks=DECKS)
    space = env.observation_space
    assert isinstance(space, gymnasium.spaces.Dict)
    assert space["objects"].shape == (encoding.MAX_OBJECTS, len(encoding.OBJECT_FEATURES))
    assert space["players"].shape == (encoding.MAX_PLAYERS, len(encoding.PLAYER_FEATURES))
    assert space["game"].shape == (len(encoding.GAME_FEATURES),)
    assert space["action_mask"].shape == (encoding.MAX_ACTIONS,)


def test_103_5_the_first_decision_is_labelled_in_english_and_japanese() -> None:
    env = gymnasium.make(DUEL_ID, decks=DECKS)
    _, info = env.reset(seed=0)
    assert info["legal_actions"] == ["Keep this hand", "Mulligan"]
    assert info["legal_actions_ja"] == ["この手札をキープする", "マリガンする"]
    game = env.unwrapped.game  # type: ignore[attr-defined]
    assert encoding.action_labels(game, "ja") == info["legal_actions_ja"]
