"""The examples the workbench offers: the scenario files of ``examples/scenarios/`` (the
gallery) and the decklists of ``examples/decks/``, each with the title and description its
comment header (or a scenario's ``description:``) gives, and the variants it is played with (a
scenario's ``variants:``; for a deck, the variant whose cards it needs)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from mtgrules.cards.custom import read_custom_card_text
from mtgrules.cards.database import CardDatabase
from mtgrules.game.decks import Decklist, card_file_of, read_decklist
from mtgrules.sourcefile import SourceError, load_yaml_text, read_source_text
from mtgrules.variants import ruleset, shipped


@dataclass(frozen=True)
class Example:
    """One example file: its name (the file name without extension), its title (the first line
    of its comment header), its description, its text, the variants it is played with, and a
    deck's card file (its text), if it has one."""

    name: str
    title: str
    description: str
    text: str
    variants: tuple[str, ...] = ()
    cards: str | None = None

    @classmethod
    def read(cls, path: Path) -> Example:
        text = read_source_text(path)
        header = []
        for line in text.splitlines():
            if not line.startswith("#"):
                break
            header.append(line.removeprefix("#").strip())
        description = " ".join(header)
        variants: tuple[str, ...] = ()
        if path.suffix == ".yaml":
            fields = _scenario_fields(text, str(path))
            description = description or " ".join(str(fields.get("description", "")).split())
            variants = tuple(str(v) for v in fields.get("variants") or ())
        return cls(path.stem, _title(path.stem, description), description, text, variants)

    @classmethod
    def read_deck(cls, path: Path) -> Example:
        """A decklist, with its card file and the variant its cards need (none, or the first
        shipped variant it can be read with)."""
        card_file = card_file_of(path)
        cards = read_source_text(card_file) if card_file.is_file() else None
        return replace(cls.read(path), variants=_deck_variants(path), cards=cards)

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "text": self.text,
            "variants": list(self.variants),
        }


def _scenario_fields(text: str, path: str) -> dict[str, Any]:
    """A scenario's top-level fields (none if it can't be read: the gallery still lists it)."""
    try:
        data = load_yaml_text(text, path)
    except SourceError:
        return {}
    return data if isinstance(data, dict) else {}


def _deck_variants(path: Path) -> tuple[str, ...]:
    """No variants if the deck reads without one; else the first shipped one it reads with."""
    for variants in ((), *((name,) for name in shipped())):
        try:
            read_decklist(path, variants=variants)
        except SourceError:
            continue
        return variants
    return ()


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


_CARD_NAME = re.compile(r"《([^》]+)》")


@cache
def _japanese_titles() -> dict[str, str]:
    """The gallery's Japanese titles (``tables/example-titles-ja.tsv``), by example name."""
    text = (files("mtgrules.web") / "tables" / "example-titles-ja.tsv").read_text("utf-8")
    rows = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return {name: title for name, title in rows}


def japanese_title(example: Example, cards: CardDatabase) -> str:
    """The example's title in Japanese, each 《card name》 in it as the card data names the card
    in Japanese (in English where it has no Japanese name); the English title for an example
    the table has no title for."""

    def name(match: re.Match[str]) -> str:
        try:
            _, face = cards.face(match.group(1))
        except LookupError:
            return match.group(0)
        return f"《{face.name_ja or match.group(1)}》"

    title = _japanese_titles().get(example.name)
    return example.title if title is None else _CARD_NAME.sub(name, title)


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
        decks = [Example.read_deck(p) for p in sorted((directory / "decks").glob("*.txt"))]
        return cls(
            tuple(Example.read(p) for p in sorted((directory / "scenarios").glob("*.yaml"))),
            tuple(sorted(decks, key=lambda deck: (deck.variants, deck.name))),
        )

    def scenario(self, name: str) -> Example | None:
        return next((e for e in self.scenarios if e.name == name), None)

    def decklist(self, deck: str) -> Decklist:
        """A deck given as the name of an example deck or as the text of a decklist. Raises
        :class:`~mtgrules.sourcefile.SourceError` (file and line) for a bad decklist."""
        example = next((e for e in self.decks if e.name == deck.strip()), None)
        if example is not None:
            path = f"examples/decks/{example.name}.txt"
            cards = None
            if example.cards is not None:
                rules = ruleset(example.variants)
                cards = read_custom_card_text(example.cards, str(card_file_of(path)), rules)
            return read_decklist(example.text, path=path, variants=example.variants, cards=cards)
        # Text with a line break is never read as a file name: a request names no local file.
        return read_decklist(deck if "\n" in deck else deck + "\n", path="<decklist>")
