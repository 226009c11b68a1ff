"""Every YAML file the project reads (scenarios, card definitions, card files) ends in a value or
a SourceError naming the file and line: aliases that would expand ("billion laughs"), deep
nesting, undecodable bytes, characters YAML forbids, numbers too long to read, ``.inf``, and files
that never end are all refused, quickly and with the place."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtgrules.sourcefile as sourcefile
from mtgrules.scenario.run import load_scenario, load_scenario_text
from mtgrules.sourcefile import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_NODES,
    SourceError,
    load_yaml,
    load_yaml_text,
    read_source_text,
)

LAUGHS = "".join(
    [
        'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n',
        *(
            f"{name}: &{name} [{', '.join([f'*{before}'] * 9)}]\n"
            for before, name in zip("abcdefgh", "bcdefghi", strict=True)
        ),
    ]
)
"""442 bytes that would expand to 9**9 strings (hundreds of MB) if aliases were followed."""


@pytest.fixture(params=["libyaml", "python"])
def loader(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each check with libyaml's parser (when installed) and with PyYAML's own, which reads
    what libyaml can't (escaped surrogate pairs)."""
    if request.param == "python":
        monkeypatch.setattr(sourcefile, "_FastLoader", None)
    elif sourcefile._FastLoader is None:
        pytest.skip("PyYAML was built without libyaml")
    return str(request.param)


def error_of(text: str, path: str = "bad.yaml") -> SourceError:
    with pytest.raises(SourceError) as caught:
        load_yaml_text(text, path)
    return caught.value


def test_an_alias_bomb_is_refused_at_the_first_alias(loader: str) -> None:
    assert len(LAUGHS) < 500
    error = error_of(LAUGHS)
    assert (error.path, error.line) == ("bad.yaml", 2)
    assert "aliases (*a) aren't allowed" in error.message


def test_an_alias_bomb_scenario_is_refused_with_its_file_and_line() -> None:
    with pytest.raises(SourceError) as caught:
        load_scenario_text(LAUGHS, "laughs.yaml")
    assert str(caught.value).startswith("laughs.yaml:2: YAML aliases")


@pytest.mark.parametrize("opening", ["[", "{a: ", "- "])
def test_nesting_deeper_than_the_limit_is_refused_not_a_recursion_error(
    opening: str, loader: str
) -> None:
    text = (
        opening * 100_000
        if opening != "- "
        else "".join("  " * i + "-\n" for i in range(MAX_DEPTH + 5))
    )
    error = error_of(text)
    assert f"nested more than {MAX_DEPTH} levels deep" in error.message
    assert error.line >= 1


def test_nesting_up_to_the_limit_is_read(loader: str) -> None:
    assert load_yaml_text("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None


def test_more_values_than_the_limit_are_refused_without_reading_on(loader: str) -> None:
    error = error_of("description:\n" + "  - a\n" * (MAX_NODES + 10))
    # the mapping, its key and the list come first: the 25,001st value is on line 24,999
    assert (error.line, error.message) == (
        MAX_NODES - 1,
        f"more than {MAX_NODES:,} values: not read further",
    )
    assert len(load_yaml_text("- a\n" * (MAX_NODES - 1))) == MAX_NODES - 1


def test_an_escaped_surrogate_pair_is_read_and_an_alias_after_it_refused(loader: str) -> None:
    error = error_of('a: "\\ud83d\\ude00"\nb: &x [1]\nc: *x\n')
    assert (error.line, error.message) == (
        3,
        "YAML aliases (*x) aren't allowed: write the value out",
    )


def test_a_syntax_error_at_the_end_names_the_last_line(loader: str) -> None:
    assert error_of("battlefield: [").line == 1


def test_a_duplicate_key_names_the_file_not_unicode_string(loader: str) -> None:
    error = error_of("players: [A, B]\nlife: {A: 3}\nlife: {A: 4}\n", "twice.yaml")
    assert str(error) == "twice.yaml:3: 'life' given twice"


@pytest.mark.parametrize(
    ("text", "line", "says"),
    [
        ("life: {A: " + "9" * 5000 + "}\n", 1, "a whole number of more digits than can be read"),
        ("players: [A]\nlife: {A: .inf}\n", 2, "'.inf' is not a finite number"),
        ("x: -.INF\n", 1, "'-.INF' is not a finite number"),
        ("x: .nan\n", 1, "'.nan' is not a finite number"),
        ("x: 1e400\n", 0, ""),  # YAML 1.1 floats need a dot: this one is text
        ("players: [A]\nx: \x00\n", 2, "YAML: character #x0000 is not allowed"),
        ("a: b\n\x1b[31m\n", 2, "YAML: character #x001b is not allowed"),
        ("x: !!binary AAAA\n", 1, "could not determine a constructor"),
        ("x: !!set {a}\n", 1, "could not determine a constructor"),
        ("x: !!python/object:os.system ls\n", 1, "could not determine a constructor"),
        ("x: !!float lots\n", 1, "can't read 'lots'"),
    ],
)
def test_values_that_cant_be_read_are_refused_with_their_line(
    text: str, line: int, says: str, loader: str
) -> None:
    if not says:
        assert load_yaml_text(text) == {"x": "1e400"}
        return
    error = error_of(text)
    assert error.line == line
    assert says in error.message


def test_dates_are_text_so_an_impossible_date_is_no_crash() -> None:
    assert load_yaml_text("description: 2001-13-45\n") == {"description": "2001-13-45"}


@pytest.mark.parametrize(
    ("data", "line", "says"),
    [
        (b"players: [A]\nlife: {A: \xff}\n", 2, "not UTF-8 text: byte 0xff"),
        ("players: [A]\n".encode("utf-16"), 1, "the text is UTF-16; save it as UTF-8"),
        ("players: [A]\n".encode("utf-32"), 1, "the text is UTF-32; save it as UTF-8"),
        (b"\xc3", 1, "not UTF-8 text"),
    ],
)
def test_a_file_that_isnt_utf8_is_refused_with_its_line(
    tmp_path: Path, data: bytes, line: int, says: str
) -> None:
    path = tmp_path / "scenario.yaml"
    path.write_bytes(data)
    with pytest.raises(SourceError) as caught:
        load_scenario(path)
    assert (caught.value.path, caught.value.line) == (str(path), line)
    assert says in caught.value.message


def test_a_utf8_byte_order_mark_is_allowed(tmp_path: Path) -> None:
    path = tmp_path / "bom.yaml"
    path.write_bytes(b"\xef\xbb\xbfplayers: [A, B]\n")
    assert load_yaml(path) == {"players": ["A", "B"]}


def test_a_file_larger_than_the_limit_is_not_read_to_the_end(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"# " + b"x" * MAX_FILE_BYTES + b"\n")
    with pytest.raises(SourceError) as caught:
        read_source_text(path)
    assert caught.value.message == f"larger than {MAX_FILE_BYTES:,} bytes: not read"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")
def test_dev_zero_as_a_scenario_is_refused_not_read_until_memory_runs_out() -> None:
    with pytest.raises(SourceError) as caught:
        load_scenario("/dev/zero")
    assert str(caught.value) == f"/dev/zero: larger than {MAX_FILE_BYTES:,} bytes: not read"


def test_a_lone_surrogate_escape_is_refused_and_a_pair_is_its_character(loader: str) -> None:
    assert load_yaml_text('a: "\\ud83d\\ude00"') == {"a": "\U0001f600"}
    error = error_of('players: [A]\ncounters: {"\\ud800": 1}\n')
    assert (error.line, error.message) == (
        2,
        "YAML: a lone surrogate escape (\\ud800-\\udfff) is no character",
    )
