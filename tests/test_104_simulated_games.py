"""Games played by agents to their end (CR 104): the random and greedy agents, the safety cap
that makes a stuck game a draw, and the ``simulate`` command."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from mtgrules.cli import app
from mtgrules.game.actions import CastSpell
from mtgrules.game.agents import GameResult, GreedyAgent, RandomAgent, play_game
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import board, lands, put, start

RED = ["Mountain"] * 16 + ["Grizzly Bears"] * 16 + ["Lightning Bolt"] * 8
GREEN = ["Forest"] * 16 + ["Grizzly Bears"] * 16 + ["Giant Growth"] * 8


def _play(seed: int) -> tuple[Game, GameResult]:
    game = Game.from_decks([RED, GREEN], seed=seed)
    result = play_game(game, [RandomAgent(seed), RandomAgent(seed + 1)])
    return game, result


def test_104_random_agents_play_a_game_to_its_end_the_same_way_each_time() -> None:
    game, result = _play(5)
    again, result_again = _play(5)
    assert result == result_again
    assert game.state_hash() == again.state_hash()
    assert game.over
    assert result.winner == game.winner
    assert "(CR 704.5" in result.reason


def test_104_a_game_still_going_at_the_action_cap_is_a_draw_that_says_why() -> None:
    game = Game.from_decks([RED, GREEN], seed=1)
    result = play_game(game, {"A": RandomAgent(1), "B": RandomAgent(2)}, max_actions=10)
    assert (result.winner, result.actions) == (None, 10)
    assert result.reason == "stopped after 10 actions"
    assert not game.over


def _bolt_board(life: int) -> tuple[Game, str]:
    game = board()
    lands(game, "Mountain", 1)
    bolt = put(game, "Lightning Bolt", "A", Zone.HAND)
    put(game, "Serra Angel", "B", object_id="angel")
    game.players["B"].life = life
    start(game, Step.PRECOMBAT_MAIN)
    return game, bolt


def test_greedy_agent_bolts_the_opponents_best_creature() -> None:
    game, bolt = _bolt_board(20)
    game.get("angel").damage = 1  # a 4/4 with 1 damage: 3 more is lethal
    action = GreedyAgent().choose(game)
    assert action == CastSpell("A", bolt, ("angel",))


def test_greedy_agent_bolts_the_opponent_for_the_last_3_life() -> None:
    game, bolt = _bolt_board(3)
    assert GreedyAgent().choose(game) == CastSpell("A", bolt, ("B",))


def _deck_file(tmp_path: Path, name: str, cards: list[str]) -> str:
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    path = tmp_path / f"{name}.txt"
    path.write_text("".join(f"{n} {card}\n" for card, n in counts.items()), encoding="utf-8")
    return str(path)


def test_simulate_prints_win_rates_and_writes_one_json_line_per_game(tmp_path: Path) -> None:
    red, green = _deck_file(tmp_path, "red", RED), _deck_file(tmp_path, "green", GREEN)
    out = tmp_path / "results.jsonl"
    result = CliRunner().invoke(
        app,
        ["simulate", red, green, "-n", "4", "--seed", "3", "--agents", "random,greedy",
         "--out", str(out)],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "A: red" in result.output and "B: green" in result.output
    assert "on the play" in result.output and "mean turns" in result.output
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [line["seed"] for line in lines] == [3, 4, 5, 6]
    assert all(line["winner"] in ("A", "B", None) for line in lines)
    assert {"turns", "actions", "seconds", "reason", "starting"} <= set(lines[0])


def test_simulate_names_an_unknown_variant(tmp_path: Path) -> None:
    red = _deck_file(tmp_path, "red", RED)
    result = CliRunner().invoke(app, ["simulate", red, red, "--variant", "no-such-variant"])
    assert result.exit_code == 2
    assert "unknown variant 'no-such-variant'" in result.output


def test_simulate_plays_with_a_variant(tmp_path: Path) -> None:
    import test_variant_packs  # noqa: F401  (registers the example pack)

    red = _deck_file(tmp_path, "red", RED)
    result = CliRunner().invoke(
        app, ["simulate", red, red, "-n", "2", "--variant", "gilded-example"]
    )
    assert result.exit_code == 0, result.output
    assert "2 games" in result.output


EXAMPLE_DECKS = Path(__file__).resolve().parents[1] / "examples" / "decks"


def test_simulate_plays_the_bond_example_decks_with_the_variant(tmp_path: Path) -> None:
    decks = [str(EXAMPLE_DECKS / f"bond-{n}.txt") for n in ("red-green", "white-black")]
    out = tmp_path / "results.jsonl"
    result = CliRunner().invoke(
        app, ["simulate", *decks, "--variant", "bond", "-n", "2", "--seed", "1", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert "2 games, seed 1" in result.output
    assert "A: bond-red-green" in result.output and "B: bond-white-black" in result.output
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [line["seed"] for line in lines] == [1, 2]


def test_simulate_passes_a_decks_card_file_on_to_its_games() -> None:
    decks = [str(EXAMPLE_DECKS / f"bond-{n}.txt") for n in ("custom", "white-black")]
    result = CliRunner().invoke(app, ["simulate", *decks, "--variant", "bond", "-n", "1"])
    assert result.exit_code == 0, result.output
    assert "A: bond-custom" in result.output


def test_simulate_without_the_variant_names_the_file_line_and_unknown_card() -> None:
    path = EXAMPLE_DECKS / "bond-red-green.txt"
    result = CliRunner().invoke(app, ["simulate", str(path), str(path), "-n", "1"])
    assert result.exit_code == 2
    message = " ".join(result.output.split())
    assert f"error: {path}:4: unknown card name 'Bonded Hearth'" in message
    assert "a card of the variant 'bond'" in message and "--variant bond" in message
