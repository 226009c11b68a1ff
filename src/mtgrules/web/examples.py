"""The examples the workbench offers: the scenario files of ``examples/scenarios/`` (the
gallery) and the decklists of ``examples/decks/``, each with the title and description its
comment header gives."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgrules.game.decks import Decklist, read_decklist


@dataclass(frozen=True)
class Example:
    """One example file: its name (the file name without extension), its title (the first line
    of its comment header), its whole comment header, and its text."""

    name: str
    title: str
    description: str
    text: str

    @classmethod
    def read(cls, path: Path) -> Example:
        text = path.read_text(encoding="utf-8")
        header = []
        for line in text.splitlines():
            if not line.startswith("#"):
                break
            header.append(line.removeprefix("#").strip())
        description = " ".join(header)
        return cls(path.stem, _title(path.stem, description), description, text)

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "text": self.text,
        }


def _title(name: str, description: str) -> str:
    """The first clause of the description ("Blood Moon and Urborg, Tomb of Yawgmoth"); for one
    that only cites a rule, the file name with that rule ("Gray ogre layer 7 (CR 613.5)")."""
    clause = re.split(r": |\. | \(CR ", description, maxsplit=1)[0].strip()
    words = name.replace("-", " ").capitalize()
    if not clause:
        return words
    if clause.startswith("CR "):
        return f"{words} ({clause.split(' (')[0]})"
    return clause


def find_examples() -> Path | None:
    """The ``examples`` directory: in the current directory, or beside the package's ``src``
    (a checkout, as ``make`` installs it). None when neither exists."""
    for candidate in (Path.cwd() / "examples", Path(__file__).resolve().parents[3] / "examples"):
        if (candidate / "scenarios").is_dir():
            return candidate
    return None


@dataclass(frozen=True)
class Examples:
    """The example scenarios and decks under one directory (none without a directory)."""

    scenarios: tuple[Example, ...] = ()
    decks: tuple[Example, ...] = ()

    @classmethod
    def load(cls, directory: Path | None) -> Examples:
        if directory is None:
            return cls()
        return cls(
            tuple(Example.read(p) for p in sorted((directory / "scenarios").glob("*.yaml"))),
            tuple(Example.read(p) for p in sorted((directory / "decks").glob("*.txt"))),
        )

    def scenario(self, name: str) -> Example | None:
        return next((e for e in self.scenarios if e.name == name), None)

    def decklist(self, deck: str) -> Decklist:
        """A deck given as the name of an example deck or as the text of a decklist. Raises
        :class:`~mtgrules.sourcefile.SourceError` (file and line) for a bad decklist."""
        example = next((e for e in self.decks if e.name == deck.strip()), None)
        if example is not None:
            return read_decklist(example.text, path=f"examples/decks/{example.name}.txt")
        # Text with a line break is never read as a file name: a request names no local file.
        return read_decklist(deck if "\n" in deck else deck + "\n", path="<decklist>")
