"""How much of the card database and of real decklists the compiler supports: the figures
the compiler is judged by (faces parsed, supported, partial; decks whose every main-deck card
is supported; the commonest sentences not supported)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtgrules.cards.oracle.compiler import CompiledCard, compile_card


@dataclass(frozen=True)
class FaceCounts:
    """Faces with rules text: how many the grammar parses, how many are supported (proven by
    render-back and implemented), partial (some lines), or have a line it can't parse."""

    faces: int
    parsed: int
    supported: int
    partial: int
    unparsed: int

    def percent(self, count: int) -> float:
        return 100.0 * count / self.faces if self.faces else 0.0


@dataclass(frozen=True)
class DeckCoverage:
    """One decklist: its main-deck slots and how many are supported."""

    path: str
    slots: int
    supported_slots: int
    missing: tuple[str, ...]

    @property
    def fully_supported(self) -> bool:
        return not self.missing

    @property
    def is_pauper(self) -> bool:
        return "pauper" in Path(self.path).name


@dataclass(frozen=True)
class Report:
    faces: FaceCounts
    decks: tuple[DeckCoverage, ...] = ()
    commonest_unsupported: tuple[tuple[str, str, int], ...] = ()
    """(sentence, reason, how many faces)."""
    card_status: Mapping[str, str] = field(default_factory=dict)


def compile_all(records: Iterable[Mapping[str, Any]]) -> dict[str, CompiledCard]:
    """Every card compiled, by name."""
    return {str(r["name"]): compile_card(r) for r in records}


def face_counts(cards: Mapping[str, CompiledCard]) -> FaceCounts:
    faces = [f for card in cards.values() for f in card.faces.values() if f.lines]
    return FaceCounts(
        len(faces),
        sum(f.parsed for f in faces),
        sum(f.status == "supported" for f in faces),
        sum(f.status == "partial" for f in faces),
        sum(not f.parsed for f in faces),
    )


def commonest_unsupported(
    cards: Mapping[str, CompiledCard], top: int = 30
) -> tuple[tuple[str, str, int], ...]:
    """The sentences (ability lines) not supported on the most faces, with the reason."""
    seen: Counter[str] = Counter()
    reasons: dict[str, str] = {}
    for card in cards.values():
        for face in card.faces.values():
            for sentence, reason in face.unsupported:
                seen[sentence] += 1
                reasons[sentence] = reason
    return tuple((s, reasons[s], n) for s, n in seen.most_common(top))


_DECK_LINE = re.compile(r"^(\d+)\s+(.+?)\s*$")


def read_decklist(path: str | Path) -> list[tuple[int, str]]:
    """A decklist's main deck: ``N Name`` lines before a ``Sideboard`` line; ``#`` comments."""
    out: list[tuple[int, str]] = []
    for raw in Path(path).read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip() if raw.lstrip().startswith("#") else raw.strip()
        if not line:
            continue
        if line.lower().startswith("sideboard"):
            break
        match = _DECK_LINE.match(line)
        if match:
            out.append((int(match.group(1)), match.group(2)))
    return out


def deck_coverage(
    paths: Iterable[str | Path], supported: Mapping[str, bool], names: Mapping[str, str]
) -> tuple[DeckCoverage, ...]:
    """Per decklist: main-deck slots whose card is supported. ``names`` maps every card and
    face name (case-folded) to its card's name."""
    out = []
    for path in sorted(str(p) for p in paths):
        slots = good = 0
        missing: list[str] = []
        for count, name in read_decklist(path):
            card = names.get(name.casefold(), name)
            slots += count
            if supported.get(card, False):
                good += count
            else:
                missing.append(card)
        out.append(DeckCoverage(path, slots, good, tuple(missing)))
    return tuple(out)


def report(records: Iterable[Mapping[str, Any]], deck_paths: Iterable[str | Path] = ()) -> Report:
    """Compile every record and measure (see :class:`Report`)."""
    records = list(records)
    cards = compile_all(records)
    names: dict[str, str] = {}
    for record in records:
        names[str(record["name"]).casefold()] = str(record["name"])
        for face in record.get("faces", ()):
            names.setdefault(str(face["name"]).casefold(), str(record["name"]))
    supported = {
        name: card.definition is not None or not card.faces for name, card in cards.items()
    }
    supported = {n: ok and not cards[n].refused for n, ok in supported.items()}
    return Report(
        face_counts(cards),
        deck_coverage(deck_paths, supported, names),
        commonest_unsupported(cards),
        {name: card.status for name, card in cards.items()},
    )


def format_report(result: Report) -> str:
    """The figures as text."""
    f = result.faces
    lines = [
        f"faces with rules text: {f.faces}",
        f"  parsed:      {f.parsed:6d} ({f.percent(f.parsed):.1f}%)",
        f"  supported:   {f.supported:6d} ({f.percent(f.supported):.1f}%)",
        f"  partial:     {f.partial:6d} ({f.percent(f.partial):.1f}%)",
        f"  unparsed:    {f.unparsed:6d} ({f.percent(f.unparsed):.1f}%)",
    ]
    if result.decks:
        full = [d for d in result.decks if d.fully_supported]
        pauper = [d for d in result.decks if d.is_pauper]
        slots = sum(d.slots for d in result.decks)
        good = sum(d.supported_slots for d in result.decks)
        lines += [
            f"decks fully supported: {len(full)} of {len(result.decks)}",
            f"  Pauper: {sum(d.fully_supported for d in pauper)} of {len(pauper)}",
            f"  main-deck slots supported: {good} of {slots} ({100.0 * good / max(slots, 1):.1f}%)",
        ]
    lines.append("commonest unsupported sentences:")
    for sentence, reason, count in result.commonest_unsupported:
        lines.append(f"  {count:5d}  {sentence}  — {reason}")
    return "\n".join(lines)
