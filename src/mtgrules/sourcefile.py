"""Reading YAML files people write (card definitions, scenarios) so that every error can say the
file and line it is about.

Whatever the text, reading it ends with a value or a :class:`SourceError`: a file is read up to
:data:`MAX_FILE_BYTES`, aliases (which could make a few hundred bytes expand to gigabytes) are
refused, nesting stops at :data:`MAX_DEPTH` and the number of values at :data:`MAX_NODES`, and undecodable bytes, characters YAML doesn't
allow, numbers too large to read and values such as ``.inf`` are refused with their line.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import yaml

MAX_FILE_BYTES = 2_000_000
"""The most a YAML file or decklist may hold, in bytes (so ``/dev/zero`` is refused, not read
until memory runs out)."""
MAX_DEPTH = 100
"""The deepest a YAML document may nest mappings and sequences (a scenario needs about six)."""
MAX_NODES = 25_000
"""The most values (scalars, lists, mappings) a YAML document may hold: a board of a thousand
cards needs about ten thousand; reading is slow work, so a megabyte of tiny values is refused."""
_BOMS = {
    b"\xff\xfe\x00\x00": "UTF-32",
    b"\x00\x00\xfe\xff": "UTF-32",
    b"\xff\xfe": "UTF-16",
    b"\xfe\xff": "UTF-16",
}


class SourceError(ValueError):
    """Something wrong in a file a person wrote: the file, the line (1-based) and what."""

    def __init__(self, path: str, line: int, message: str) -> None:
        self.path = path
        self.line = line
        self.message = message
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {message}")


class Located(dict[str, Any]):
    """A YAML mapping that remembers its own line and each key's line."""

    line: int = 0
    lines: dict[str, int]


class LocatedList(list[Any]):
    """A YAML sequence that remembers its own line and each item's line."""

    line: int = 0
    lines: list[int]


class _Constructing:
    """Values from YAML nodes, each error a :class:`SourceError` naming the file and line."""

    path = "<string>"

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        """A value, or a :class:`SourceError` at its line for one that can't be read: a
        number of more digits than Python reads, a date that doesn't exist, ``.inf``."""
        try:
            value = super().construct_object(node, deep=deep)  # type: ignore[misc]
        except SourceError:
            raise
        except (ValueError, OverflowError, TypeError) as error:
            problem = str(error)
            if node.tag == "tag:yaml.org,2002:int":
                problem = "a whole number of more digits than can be read"
            raise SourceError(
                self.path, node.start_mark.line + 1, f"YAML: can't read {_shown(node)} ({problem})"
            ) from error
        if isinstance(value, float) and not math.isfinite(value):
            raise SourceError(
                self.path, node.start_mark.line + 1, f"{_shown(node)} is not a finite number"
            )
        if isinstance(value, str) and _SURROGATE.search(value):
            return _without_surrogates(value, self.path, node.start_mark.line + 1)
        return value


class _Loader(_Constructing, yaml.SafeLoader):
    """PyYAML's own (pure Python) safe loader, refusing aliases, deep nesting and too many
    values as it composes: what reads text that libyaml can't (see :func:`load_yaml_text`)."""

    depth = 0
    nodes = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            line = self.peek_event().start_mark.line + 1  # type: ignore[no-untyped-call]
            raise SourceError(self.path, line, f"more than {MAX_NODES:,} values: not read further")
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            raise SourceError(
                self.path,
                event.start_mark.line + 1,
                f"YAML aliases (*{event.anchor}) aren't allowed: write the value out",
            )
        if self.check_event(yaml.SequenceStartEvent, yaml.MappingStartEvent):
            if self.depth >= MAX_DEPTH:
                line = self.peek_event().start_mark.line + 1  # type: ignore[no-untyped-call]
                raise SourceError(self.path, line, f"nested more than {MAX_DEPTH} levels deep")
            self.depth += 1
            try:
                return super().compose_node(parent, index)
            finally:
                self.depth -= 1
        return super().compose_node(parent, index)


_FastParser: Any = None
try:
    import yaml.cyaml

    _FastParser = yaml.cyaml.CParser  # type: ignore[attr-defined]
except ImportError:  # PyYAML built without libyaml
    pass
_FastLoader: Any = None
if _FastParser is not None:

    class _FastLoader(  # type: ignore[no-redef]
        _Constructing,
        _FastParser,  # type: ignore[misc]
        yaml.constructor.SafeConstructor,
        yaml.resolver.Resolver,
    ):
        """libyaml's parser with our constructors (about ten times as fast)."""

        def __init__(self, stream: str) -> None:
            _FastParser.__init__(self, stream)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)


_SURROGATE = re.compile("[\ud800-\udfff]")


def _without_surrogates(text: str, path: str, line: int) -> str:
    """Text whose escaped surrogate pairs (``"\\ud83d\\ude00"``) are the characters they
    stand for; a lone surrogate, which no text can hold, is refused."""
    joined = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
    if _SURROGATE.search(joined):
        raise SourceError(
            path, line, "YAML: a lone surrogate escape (\\ud800-\\udfff) is no character"
        )
    return joined


def _shown(node: yaml.Node) -> str:
    value = node.value if isinstance(node.value, str) else node.tag
    return repr(value if len(value) <= 40 else value[:40] + "…")


# YAML 1.2 booleans: only true and false. Under YAML 1.1, a key such as ``on:`` ("put a counter
# on: self") or a word such as ``no``, ``yes`` or ``off`` would silently become a boolean.
# Dates are read as the text they are, and the tags no file of ours uses (!!binary, !!set,
# !!omap, !!pairs, !!timestamp) are refused: only text, numbers, true/false, null, lists and
# mappings.
_UNUSED = {f"tag:yaml.org,2002:{name}" for name in ("timestamp", "binary", "set", "omap", "pairs")}


def _mapping(loader: _Constructing, node: yaml.MappingNode) -> Located:
    result = Located()
    result.line = node.start_mark.line + 1
    result.lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        key = str(key) if not isinstance(key, str) else key
        if key in result:
            raise SourceError(loader.path, key_node.start_mark.line + 1, f"'{key}' given twice")
        result[key] = loader.construct_object(value_node, deep=True)
        result.lines[key] = key_node.start_mark.line + 1
    return result


def _sequence(loader: _Constructing, node: yaml.SequenceNode) -> LocatedList:
    result = LocatedList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.lines = [child.start_mark.line + 1 for child in node.value]
    return result


def _configure(loader: Any) -> None:
    """The resolvers and constructors of a loader class (both read alike)."""
    loader.yaml_implicit_resolvers = {
        first: [
            (tag, regexp)
            for tag, regexp in resolvers
            if tag != "tag:yaml.org,2002:bool" and tag not in _UNUSED
        ]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    loader.yaml_constructors = {
        tag: constructor
        for tag, constructor in yaml.SafeLoader.yaml_constructors.items()
        if tag not in _UNUSED
    }
    loader.add_implicit_resolver(
        "tag:yaml.org,2002:bool",
        re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
        list("tTfF"),
    )
    loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
    loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence)


_configure(_Loader)
if _FastLoader is not None:
    _configure(_FastLoader)


def _check_events(text: str, path: str) -> None:
    """What :class:`_Loader` refuses as it composes, found in libyaml's events (which come one
    by one, so a deep nesting costs no recursion): aliases, nesting deeper than
    :data:`MAX_DEPTH`, more than :data:`MAX_NODES` values."""
    parser = _FastParser(text)
    depth = nodes = 0
    try:
        while True:
            event: Any = parser.get_event()
            kind = type(event)
            if kind is yaml.StreamEndEvent:
                return
            if kind is yaml.AliasEvent:
                raise SourceError(
                    path,
                    event.start_mark.line + 1,
                    f"YAML aliases (*{event.anchor}) aren't allowed: write the value out",
                )
            if kind in (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent):
                nodes += 1
                if nodes > MAX_NODES:
                    line = event.start_mark.line + 1
                    raise SourceError(
                        path, line, f"more than {MAX_NODES:,} values: not read further"
                    )
            if kind in (yaml.SequenceStartEvent, yaml.MappingStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    line = event.start_mark.line + 1
                    raise SourceError(path, line, f"nested more than {MAX_DEPTH} levels deep")
            elif kind in (yaml.SequenceEndEvent, yaml.MappingEndEvent):
                depth -= 1
    except yaml.MarkedYAMLError as error:
        if "nesting depth" not in str(error.problem):
            raise
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else 0
        raise SourceError(path, line, f"nested more than {MAX_DEPTH} levels deep") from error
    finally:
        parser.dispose()


def _load(text: str, path: str) -> Any:
    """The YAML value of ``text``: with libyaml when it is installed and can read the text,
    else with the pure-Python loader (for characters libyaml refuses and escapes of surrogate
    pairs, ``"\\ud83d\\ude00"``, that it doesn't read, so the message is PyYAML's own)."""
    if _FastLoader is not None:
        try:
            _check_events(text, path)
            fast = _FastLoader(text)
            try:
                fast.path = path
                return fast.get_single_data()
            finally:
                fast.dispose()
        except (UnicodeEncodeError, yaml.reader.ReaderError):
            pass  # lone surrogates, or a character YAML doesn't allow: read below
        except yaml.scanner.ScannerError as error:
            if "escape" not in str(error.problem):
                raise
    loader = _Loader(text)
    try:
        loader.path = path
        return loader.get_single_data()
    finally:
        loader.dispose()


def load_yaml_text(text: str, path: str = "<string>") -> Any:
    """Parse YAML text; every error (its syntax, a character YAML doesn't allow, an alias, too
    deep a nesting, too many values, a value that can't be read) becomes a
    :class:`SourceError` with its line."""
    try:
        return _load(text, path)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else 0
        line = min(line, text.count("\n") + 1)  # libyaml puts the end of the text after it
        raise SourceError(path, line, f"YAML: {error.problem or error}") from error
    except yaml.reader.ReaderError as error:
        line = text.count("\n", 0, error.position) + 1
        problem = f"YAML: character #x{error.character:04x} is not allowed"
        raise SourceError(path, line, problem) from error
    except yaml.YAMLError as error:
        raise SourceError(path, 0, f"YAML: {error}".replace("\n", " ")) from error


def read_source_text(path: str | Path) -> str:
    """The text of a file a person wrote: UTF-8 (with or without a byte-order mark), at most
    :data:`MAX_FILE_BYTES`. Raises :class:`SourceError` for a larger file or one that isn't
    UTF-8 (with the line of the first bad byte), :class:`OSError` for one that can't be read."""
    with open(path, "rb") as stream:
        data = stream.read(MAX_FILE_BYTES + 1)
    return decode_source(data, str(path))


def decode_source(data: bytes, path: str) -> str:
    """Bytes a person wrote as UTF-8 text (see :func:`read_source_text`)."""
    if len(data) > MAX_FILE_BYTES:
        raise SourceError(path, 0, f"larger than {MAX_FILE_BYTES:,} bytes: not read")
    for bom, encoding in _BOMS.items():
        if data.startswith(bom):
            raise SourceError(path, 1, f"the text is {encoding}; save it as UTF-8")
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise SourceError(
            path, line, f"not UTF-8 text: byte 0x{data[error.start]:02x} ({error.reason})"
        ) from error


def load_yaml(path: str | Path) -> Any:
    """Parse a YAML file (see :func:`load_yaml_text` and :func:`read_source_text`)."""
    return load_yaml_text(read_source_text(path), str(path))


def line_of(container: Any, key: str | int | None = None) -> int:
    """The line of ``container`` (a mapping or sequence from this module), or of one of its keys
    or items; 0 when unknown."""
    if key is not None:
        if isinstance(container, Located) and isinstance(key, str) and key in container.lines:
            return container.lines[key]
        if (
            isinstance(container, LocatedList)
            and isinstance(key, int)
            and key < len(container.lines)
        ):
            return container.lines[key]
    return getattr(container, "line", 0)
