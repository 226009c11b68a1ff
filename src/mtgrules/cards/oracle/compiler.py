"""Compiling a card's Oracle text: each line parsed (:mod:`.parse`), built into definition data
(:mod:`.builder`), said back in English (:mod:`.render`) and compared with the text; the data
of a face whose every line is proven and implemented is read into a :class:`CardDefinition`
by the same reader as the hand-written YAML (:func:`read_definition_data`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

import mtgrules.cards.oracle.families  # noqa: F401  (registers every family's builders)
from mtgrules.cards.definitions import CardDefinition, read_definition_data
from mtgrules.cards.oracle.builder import build_line
from mtgrules.cards.oracle.parse import UnknownWord, Unparsed, parse
from mtgrules.cards.oracle.render import Unsayable, render_ability, render_line
from mtgrules.cards.oracle.source import Face, faces_of, normalize
from mtgrules.cards.oracle.support import NotImplementedText
from mtgrules.sourcefile import Located, LocatedList, SourceError
from mtgrules.vocab.ability_words import ability_words

COMPILER_VERSION = "2"
"""Changes whenever the compiler's output may change (it keys the cache)."""

Status = str
"""``supported``, ``partial`` or ``unsupported``."""


@dataclass(frozen=True)
class CompiledLine:
    """One ability line of a face: what it compiled to, or why not."""

    text: str
    """The line as compared: reminder text dropped, the face's name as ``{this}``."""
    parsed: bool
    supported: bool
    reason: str = ""
    rendered: str = ""
    abilities: tuple[tuple[Any, Any], ...] = ()
    """Definition data of each ability with its notes (see :mod:`.render`)."""
    targets: tuple[Any, ...] = ()
    as_enters: tuple[str, ...] = ()
    """Choices made as the permanent enters (CR 614.12)."""


@dataclass(frozen=True)
class CompiledFace:
    """One face's compilation: its status, its lines, the sentences not supported and why."""

    name: str
    lines: tuple[CompiledLine, ...]
    data: Mapping[str, Any] | None = None
    """The face's definition data (as a YAML file would hold it) when every line is
    supported."""

    @property
    def status(self) -> Status:
        good = sum(line.supported for line in self.lines)
        if good == len(self.lines):
            return "supported"
        return "partial" if good else "unsupported"

    @property
    def parsed(self) -> bool:
        """Whether the grammar read every line (implemented or not)."""
        return all(line.parsed for line in self.lines)

    @property
    def unsupported(self) -> tuple[tuple[str, str], ...]:
        """``(sentence, reason)`` for every line that isn't supported."""
        return tuple((line.text, line.reason) for line in self.lines if not line.supported)

    @property
    def rendered(self) -> str:
        """The compiled face said back in English (the lines that could be)."""
        return "\n".join(line.rendered for line in self.lines if line.rendered)


@dataclass(frozen=True)
class CompiledCard:
    """A card's compilation. ``definition`` is set only when every face is supported."""

    name: str
    faces: Mapping[str, CompiledFace] = field(default_factory=dict)
    definition: CardDefinition | None = None
    refused: str = ""
    """Why the definition reader refused the compiled data, if it did."""

    @property
    def status(self) -> Status:
        statuses = {f.status for f in self.faces.values()} or {"supported"}
        if statuses == {"supported"}:
            return "supported" if not self.refused else "unsupported"
        return "unsupported" if statuses == {"unsupported"} else "partial"

    @property
    def unsupported(self) -> tuple[tuple[str, str], ...]:
        found = tuple(pair for face in self.faces.values() for pair in face.unsupported)
        return (*found, ("", self.refused)) if self.refused else found

    @property
    def rendered(self) -> str:
        return "\n".join(face.rendered for face in self.faces.values() if face.rendered)

    def why(self) -> str:
        """Why the card is (not) supported, face by face and line by line: what a caller
        shows for "why can't this card be played"."""
        lines = [f"{self.name}: {self.status}"]
        for face in self.faces.values():
            if len(self.faces) > 1:
                lines.append(f"  {face.name}: {face.status}")
            for line in face.lines:
                mark = "ok" if line.supported else "no"
                lines.append(f"    [{mark}] {line.text}")
                if not line.supported:
                    lines.append(f"         {line.reason}")
        if self.refused:
            lines.append(f"  {self.refused}")
        return "\n".join(lines)


def ability_units(text: str) -> list[str]:
    """The lines of a normalised text, with a modal spell's bullet points kept with their
    "Choose one —" line (CR 700.2)."""
    units: list[str] = []
    for line in text.split("\n"):
        if (
            line.startswith("•")
            and units
            and (
                "—" in units[-1]
                or units[-1].split(" •")[0] == "Choose one"
                or units[-1].startswith("Choose one. ")
            )
        ):
            units[-1] += " " + line
        else:
            units.append(line)
    return units


@lru_cache(maxsize=65536)
def compile_line(text: str, is_spell: bool) -> CompiledLine:
    """One ability line (cached: the same line recurs on many cards)."""
    word, dash, rest = text.partition(" — ")
    if dash and word in ability_words():  # CR 207.2c
        inner = compile_line(rest, is_spell)
        rendered = f"{word} — {inner.rendered}" if inner.rendered else ""
        return replace(inner, text=text, rendered=rendered)
    try:
        tree = parse(text, is_spell)
    except (UnknownWord, Unparsed) as error:
        return CompiledLine(text, False, False, f"not parsed: {error}")
    try:
        built = build_line(tree, is_spell)
    except NotImplementedText as error:
        return CompiledLine(text, True, False, str(error))
    except (LookupError, AssertionError, ValueError, AttributeError) as error:
        # A shape of tree the builder doesn't expect: a gap in the compiler, reported as one.
        return CompiledLine(text, True, False, f"compiler gap: {type(error).__name__}: {error}")
    try:
        rendered = render_line(built.abilities, built.spell_targets)
    except (Unsayable, LookupError, TypeError, ValueError, AttributeError) as error:
        return CompiledLine(text, True, False, f"can't be said back: {error}")
    parts = (tuple(built.abilities), tuple(built.spell_targets), tuple(built.as_enters))
    if rendered != text:
        return CompiledLine(text, True, False, f"said back as '{rendered}'", rendered, *parts)
    return CompiledLine(text, True, True, "", rendered, *parts)


def compile_face(
    name: str, oracle_text: str, *, is_spell: bool = False, types: tuple[str, ...] = ()
) -> CompiledFace:
    """Compile one face from its Oracle text. ``is_spell`` (or ``types`` with Instant or
    Sorcery) says its text is spell abilities (CR 113.3a)."""
    spell = is_spell or bool({"Instant", "Sorcery"} & set(types))
    text = normalize(name, oracle_text)
    lines = tuple(compile_line(unit, spell) for unit in ability_units(text)) if text else ()
    face = CompiledFace(name, lines)
    if face.status != "supported":
        return face
    return CompiledFace(name, lines, face_data(lines))


def face_data(lines: tuple[CompiledLine, ...]) -> dict[str, Any]:
    """A face's definition data from its supported lines: the abilities in order, and the
    spell's targets (CR 601.2c) numbered across its spell abilities."""
    abilities: list[Any] = []
    targets: list[Any] = []
    choices: list[str] = []
    for line in lines:
        offset = len(targets)
        targets += [_without_notes(t) for t in line.targets]
        choices += line.as_enters
        for text, (data, _) in zip(_pieces(line), line.abilities, strict=True):
            abilities.append(_with_text(data, text, offset))
    out: dict[str, Any] = {"abilities": abilities}
    if targets:
        out["targets"] = targets
    if choices:
        out["as_enters"] = {"choose": choices}
    return out


def _without_notes(value: Any) -> Any:
    """Definition data without the renderer's notes (keys starting with ``_``: which of two
    equivalent wordings the text used)."""
    if isinstance(value, dict):
        return {k: _without_notes(v) for k, v in value.items() if not str(k).startswith("_")}
    if isinstance(value, list):
        return [_without_notes(v) for v in value]
    return value


def _pieces(line: CompiledLine) -> list[str]:
    """Each ability's own text (a keyword line's keywords one by one)."""
    return [render_ability(data, notes, list(line.targets)) for data, notes in line.abilities]


def _with_text(data: Any, text: str, offset: int) -> Any:
    """An ability's definition data with its text, and a spell ability's target numbers moved
    past the targets of the face's earlier spell abilities."""
    if isinstance(data, str):
        return data
    out = _without_notes(data)
    for kind in ("spell", "activated", "triggered", "static"):
        if kind in out:
            out[kind] = text
    if "spell" in out and offset:
        out["do"] = [_shift(step, offset) for step in out["do"]]
    return out


def _shift(step: dict[str, Any], offset: int) -> dict[str, Any]:
    out = dict(step)
    if any(v == "target" for v in step.values()) or (
        "player" in step and step["player"] == "target"
    ):
        out["target"] = int(step.get("target", 1)) + offset
    if "effect" in step and str(step["effect"].get("affects", "")).startswith("target"):
        number = int(str(step["effect"]["affects"]).partition("#")[2] or 1) + offset
        out["effect"] = {**step["effect"], "affects": f"target#{number}"}
    return out


def card_data(
    name: str, faces: Mapping[str, CompiledFace], all_faces: tuple[str, ...]
) -> dict[str, Any]:
    """The whole card's definition data, as a YAML definition file would hold it."""
    if len(all_faces) <= 1:
        only = faces.get(name) or next(iter(faces.values()), None)
        body = dict(only.data) if only is not None and only.data is not None else {"abilities": []}
        return {"card": name, **body}
    return {
        "card": name,
        "faces": {
            face: dict(faces[face].data or {"abilities": []})
            if face in faces
            else {"abilities": []}
            for face in all_faces
        },
    }


def compile_card(record: Mapping[str, Any]) -> CompiledCard:
    """Compile a card record of the Oracle data (``cards.jsonl``: ``name``, ``faces`` with
    ``name``, ``types`` and ``oracle_text``)."""
    name = str(record["name"])
    faces = {face.name: _compile(face) for face in faces_of(record)}
    all_faces = tuple(str(f["name"]) for f in record.get("faces", ()))
    unplayed = _UNPLAYED_FACES.get(str(record.get("layout", "")))
    if unplayed is not None and len(all_faces) > 1 and all_faces[1] in faces:
        faces[all_faces[1]] = _refused(faces[all_faces[1]], unplayed)
    compiled = CompiledCard(name, faces)
    if compiled.status != "supported":
        return compiled
    data = card_data(name, faces, all_faces)
    try:
        definition = read_definition_data(_located(data), f"<oracle:{name}>")
    except (SourceError, ValueError, KeyError, TypeError, AttributeError) as error:
        return CompiledCard(name, faces, None, f"the definition reader refused it: {error}")
    return CompiledCard(name, faces, definition)


_UNPLAYED_FACES: dict[str, str] = {}
"""Layouts whose second face the game can't play yet, by layout: the face is refused with why,
however well its text compiles."""


def _refused(face: CompiledFace, reason: str) -> CompiledFace:
    """``face`` with every line refused for ``reason`` (its rendering kept, for ``--why``)."""
    lines = tuple(replace(line, supported=False, reason=reason) for line in face.lines)
    return CompiledFace(face.name, lines)


def _located(value: Any) -> Any:
    """Data as the YAML reader gives it (mappings and lists that know their line; here none),
    so the definition reader's errors can name a place."""
    if isinstance(value, dict):
        out = Located({k: _located(v) for k, v in value.items()})
        out.lines = {}
        return out
    if isinstance(value, list):
        items = LocatedList(_located(v) for v in value)
        items.lines = [0] * len(items)
        return items
    return value


def _compile(face: Face) -> CompiledFace:
    return compile_face(face.name, face.oracle_text, types=face.types)
