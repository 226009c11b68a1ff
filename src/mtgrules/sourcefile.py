"""Reading YAML files people write (card definitions, scenarios) so that every error can say the
file and line it is about."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml


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


class _Loader(yaml.SafeLoader):
    pass


# YAML 1.2 booleans: only true and false. Under YAML 1.1, a key such as ``on:`` ("put a counter
# on: self") or a word such as ``no``, ``yes`` or ``off`` would silently become a boolean.
_Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


def _mapping(loader: _Loader, node: yaml.MappingNode) -> Located:
    result = Located()
    result.line = node.start_mark.line + 1
    result.lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        key = str(key) if not isinstance(key, str) else key
        if key in result:
            raise SourceError(
                str(node.start_mark.name), key_node.start_mark.line + 1, f"'{key}' given twice"
            )
        result[key] = loader.construct_object(value_node, deep=True)
        result.lines[key] = key_node.start_mark.line + 1
    return result


def _sequence(loader: _Loader, node: yaml.SequenceNode) -> LocatedList:
    result = LocatedList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.lines = [child.start_mark.line + 1 for child in node.value]
    return result


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence)


def load_yaml_text(text: str, path: str = "<string>") -> Any:
    """Parse YAML text; syntax errors become :class:`SourceError` with their line."""
    try:
        return yaml.load(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else 0
        raise SourceError(path, line, f"YAML: {error.problem or error}") from error


def load_yaml(path: str | Path) -> Any:
    """Parse a YAML file (see :func:`load_yaml_text`)."""
    path = Path(path)
    return load_yaml_text(path.read_text(encoding="utf-8"), str(path))


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
