"""The command line prints what users give it as written (never as rich markup), refuses options
it can't honour (``--lang xx``, ``--object nothing``, ``--port 70000``, ``--out`` at a
directory), and ``simulate --out`` keeps every finished game: each line flushed as it is done,
the old file kept until the run ends, and Ctrl-C printing the summary so far."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import mtgrules.sim.simulate as simulate_module
from mtgrules.cli import app

RUNNER = CliRunner()
DECK = "20 Mountain\n20 Grizzly Bears\n"


def run(*args: str) -> Any:
    return RUNNER.invoke(app, list(args))


def flat(output: str) -> str:
    return " ".join(output.split())


# -- markup in user text --------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["[/bold]", "[red]Forst[/red]", "[link=x]a", "[bold]Bear"])
def test_an_unknown_card_name_is_echoed_as_written(name: str) -> None:
    result = run("card", name)
    assert result.exit_code == 2
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert f"error: unknown card name '{name}'" in result.output


def test_explain_prints_counter_kinds_and_paths_as_written(tmp_path: Path) -> None:
    path = tmp_path / "[red]board.yaml"
    path.write_text(
        "battlefield:\n  - {card: Grizzly Bears, id: bears, counters: {'[/x] [bold]': 2}}\n"
        "expect:\n  bears: {power: 2}\n",
        encoding="utf-8",
    )
    result = run("explain", str(path))
    assert result.exit_code == 0, result.output
    assert "2 [/x] [bold]" in result.output
    checked = run("check", str(path))
    assert checked.exit_code == 0
    assert f"✓ {path}" in flat(checked.output)
    path.write_text("battlefield:\n  - {card: Grizzly Bears, id: bears}\n", encoding="utf-8")
    nothing = run("check", str(path))
    assert f"? {path}: no 'expect:' section" in flat(nothing.output)


def test_an_error_quoting_a_yaml_line_with_markup_is_printed_as_written(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("battlefield:\n  - {card: '[/bold]'}\n", encoding="utf-8")
    result = run("explain", str(path))
    assert result.exit_code == 2
    assert f"error: {path}:2: unknown card name '[/bold]'" in flat(result.output)


# -- options refused -------------------------------------------------------------------------------


BOARD = "battlefield:\n  - {card: Grizzly Bears, id: bears}\n"


@pytest.mark.parametrize(
    ("options", "says"),
    [
        (["--lang", "xx"], "error: --lang takes en or ja, not 'xx'"),
        (["--object", "nothing"], "error: --object: no object 'nothing' in"),
    ],
)
def test_explain_refuses_an_unknown_language_or_object(
    tmp_path: Path, options: list[str], says: str
) -> None:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD, encoding="utf-8")
    result = run("explain", str(path), *options)
    assert result.exit_code == 2
    assert says in flat(result.output)


@pytest.mark.parametrize(
    ("options", "says"),
    [
        (["--lang", "xx"], "error: --lang takes en or ja, not 'xx'"),
        (
            ["--object", "nothing"],
            "error: --object: no object 'nothing' in the board asked about (objects: forest)",
        ),
    ],
)
def test_ask_refuses_an_unknown_language_or_object(options: list[str], says: str) -> None:
    result = run("ask", "Forest", *options)
    assert result.exit_code == 2
    assert says in flat(result.output)
    assert "Onto the battlefield" not in result.output


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (b"battlefield: [{card: For\xffest}]\n", ":1: not UTF-8 text: byte 0xff"),
        (BOARD.encode("utf-16"), ":1: the text is UTF-16; save it as UTF-8"),
        (b"battlefield: [" * 2000, ":1: nested more than 100 levels deep"),
        (b"battlefield:\n  - {card: Grizzly Bears, damage: .inf}\n", ":2: '.inf' is not a"),
    ],
)
def test_explain_and_check_give_file_and_line_not_a_traceback(
    tmp_path: Path, data: bytes, says: str
) -> None:
    path = tmp_path / "board.yaml"
    path.write_bytes(data)
    for command, code in (("explain", 2), ("check", 1)):
        result = run(command, str(path))
        assert result.exit_code == code
        assert isinstance(result.exception, SystemExit)
        assert f"{path}{says}" in flat(result.output)


def test_check_refuses_a_list_where_it_expects_a_mapping(tmp_path: Path) -> None:
    path = tmp_path / "expect.yaml"
    path.write_text(BOARD + "expect:\n  bears: [power, 2]\n", encoding="utf-8")
    result = run("check", str(path))
    assert result.exit_code == 1
    assert f"✗ {path}:4: 'expect: bears' must map fields to values" in flat(result.output)


@pytest.mark.parametrize("port", ["70000", "0", "-1"])
def test_serve_refuses_a_port_that_doesnt_exist(port: str) -> None:
    result = run("serve", "--port", port)
    assert result.exit_code == 2
    assert "Invalid value for '--port'" in result.output


def test_serve_warns_loudly_beyond_loopback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import uvicorn

    from mtgrules.web.app import serve

    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: calls.append(options))
    serve("0.0.0.0", 8123)
    serve("127.0.0.1", 8124)
    printed = capsys.readouterr()
    assert printed.err.count("WARNING: the workbench is listening on 0.0.0.0") == 1
    assert "no password" in printed.err
    assert [c["host"] for c in calls] == ["0.0.0.0", "127.0.0.1"]


# -- simulate --------------------------------------------------------------------------------------


def deck_files(tmp_path: Path, text: str = DECK) -> tuple[str, str]:
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text(text, encoding="utf-8")
    b.write_text(DECK, encoding="utf-8")
    return str(a), str(b)


def test_simulate_out_at_a_directory_or_an_unwritable_path_is_refused(tmp_path: Path) -> None:
    a, b = deck_files(tmp_path)
    result = run("simulate", a, b, "-n", "1", "--out", str(tmp_path))
    assert result.exit_code == 2
    assert f"error: --out {tmp_path} is a directory" in flat(result.output)
    missing = tmp_path / "no" / "such" / "dir" / "out.jsonl"
    result = run("simulate", a, b, "-n", "1", "--out", str(missing))
    assert result.exit_code == 2
    assert f"error: --out {missing} can't be written: No such file or directory" in flat(
        result.output
    )


@pytest.mark.parametrize(
    ("deck", "says"),
    [
        ("1000000000 Forest\n", "a.txt:1: a count must be at most 500, not 1,000,000,000"),
        ("1 Forest\n", "a.txt: the main deck has 1 card; a deck to play needs at least 40"),
    ],
)
def test_simulate_refuses_a_deck_it_cant_play(tmp_path: Path, deck: str, says: str) -> None:
    a, b = deck_files(tmp_path, deck)
    result = run("simulate", a, b, "-n", "1")
    assert result.exit_code == 2
    assert says in flat(result.output)


@pytest.fixture
def watched(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[Any]:
    """Games of ``simulate`` as the real ones, but Ctrl-C is pressed as the third begins;
    before each game, what the out file and the partial file hold is noted."""
    real = simulate_module.simulate
    seen: list[Any] = []

    def pressing_ctrl_c(*args: Any, **options: Any) -> Iterator[Any]:
        for number, record in enumerate(real(*args, **options)):
            partial = [p.read_text(encoding="utf-8") for p in tmp_path.glob(".out.jsonl.*")]
            seen.append(((tmp_path / "out.jsonl").read_text(encoding="utf-8"), partial))
            if number == 2:
                raise KeyboardInterrupt
            yield record

    monkeypatch.setattr(simulate_module, "simulate", pressing_ctrl_c)
    return seen


def test_simulate_keeps_the_old_file_flushes_each_line_and_prints_the_summary_on_ctrl_c(
    tmp_path: Path, watched: list[Any]
) -> None:
    a, b = deck_files(tmp_path)
    out = tmp_path / "out.jsonl"
    out.write_text("earlier results\n", encoding="utf-8")
    result = run("simulate", a, b, "-n", "10", "--seed", "5", "--out", str(out))
    assert result.exit_code == 130, result.output
    # The old file stays until the run ends; each finished game's line is already on disk.
    assert [old for old, _ in watched] == ["earlier results\n"] * 3
    assert [partial[0].count("\n") for _, partial in watched] == [0, 1, 2]
    assert "interrupted: after 2 of 10 games; their lines are in" in flat(result.output)
    assert "2 of 10 games, seed 5 (interrupted)" in flat(result.output)
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [line["seed"] for line in lines] == [5, 6]
    assert not list(tmp_path.glob(".out.jsonl.*"))


def test_an_unknown_variant_lists_the_shipped_ones() -> None:
    result = run("typeline", "Creature", "--variant", "nope")
    assert result.exit_code == 2
    assert "error: unknown variant 'nope' (shipped: bond;" in flat(result.output)


def test_explain_refuses_a_lone_surrogate_rather_than_failing_to_print_it(tmp_path: Path) -> None:
    path = tmp_path / "surrogate.yaml"
    path.write_text(
        'battlefield:\n  - {card: Grizzly Bears, counters: {"\\ud800": 1}}\n', encoding="utf-8"
    )
    for options in ([], ["--json"]):
        result = run("explain", str(path), *options)
        assert result.exit_code == 2
        assert f"{path}:2: YAML: a lone surrogate escape" in flat(result.output)


def test_simulate_prints_deck_names_with_brackets_as_written(tmp_path: Path) -> None:
    deck = tmp_path / "[bold]mono-red.txt"
    deck.write_text(DECK, encoding="utf-8")
    result = run("simulate", str(deck), str(deck), "-n", "1")
    assert result.exit_code == 0, result.output
    assert "A: [bold]mono-red (A)" in result.output
