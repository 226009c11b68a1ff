"""Building the card database from the data a user has, into a cache git ignores.

Three formats are read (:func:`read_card_file` tells them apart):

- this project's ``cards.jsonl``: one card record per line (the shared data's format, see
  ``docs/card-data.md``);
- MTGJSON's ``AtomicCards.json``: ``{"meta": …, "data": {card name: [face, …]}}``, with the
  Japanese name, type line and text of each face from its ``foreignData``;
- Scryfall's ``oracle-cards`` bulk file: a JSON array of card objects (faces in
  ``card_faces``); tokens, emblems and art cards are left out.

Each reader returns the records it read and the ones it rejected, each with why and the record
itself. A directory laid out like the shared data (``cards.jsonl``, ``ja/cards_ja.tsv``,
``ja/part*.txt``) is read with its Japanese data: the TSV first, the hand-verified ``part*.txt``
lines over it (:func:`read_card_directory`).

The cache (:func:`write_cache`, :func:`read_cache`) is one ``marshal`` file: each card's row
marshalled on its own (decoded when the card is first asked for) and the name index, so a load
is one read and no parsing of card data.
"""

from __future__ import annotations

import csv
import functools
import json
import marshal
import os
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtgrules.cards.database import (
    CardDatabase,
    DataOrigin,
    Translation,
    read_translations,
    record_of,
)
from mtgrules.cards.sources import CARD_DATA_ENV, Stamp, cache_dir, shared_dir, stamp_of
from mtgrules.vocab.typeline import split_type_line

__all__ = [
    "CACHE_FORMAT",
    "BuildReport",
    "ImportResult",
    "Rejected",
    "build_cache",
    "database_counts",
    "embedded_database",
    "import_file",
    "load_database",
    "read_card_directory",
    "read_card_file",
]

CACHE_FORMAT = "mtgrules-card-cache/1"
"""The format tag of a cache file; any other (or another Python's marshal) is rebuilt."""

COLOR_ORDER = "WUBRG"
FACE_LIST_KEYS = ("supertypes", "types", "subtypes", "colors")

SKIPPED_LAYOUTS = {
    "token": "a token (CR 111), not a card",
    "double_faced_token": "a token (CR 111), not a card",
    "emblem": "an emblem (CR 114), not a card",
    "art_series": "an art card, not a game card",
    "reversible_card": "a reversible printing; the card itself is listed on its own",
}
"""Scryfall and MTGJSON layouts that are not cards of the Oracle card reference."""


@dataclass(frozen=True)
class Rejected:
    """A record an import left out: where it was (``path:line`` or ``path:[index]``), why, and
    the record itself (as JSON, cut to a readable length)."""

    where: str
    reason: str
    record: str

    def __str__(self) -> str:
        return f"{self.where}: {self.reason}: {self.record}"


@dataclass
class ImportResult:
    """What reading a card file gave: the card records, those rejected, and its format."""

    format: str
    records: list[dict[str, Any]] = field(default_factory=list)
    rejected: list[Rejected] = field(default_factory=list)
    translations: list[Translation] = field(default_factory=list)


@dataclass(frozen=True)
class BuildReport:
    """A built cache: where from and to, the counts, what was rejected, and how long it took."""

    origin: DataOrigin
    cache: Path
    counts: dict[str, int]
    rejected: tuple[Rejected, ...]
    seconds: float


# -- reading the three formats ---------------------------------------------------------------


def read_card_file(path: Path) -> ImportResult:
    """Read a card file in any of the three formats, told apart by their first bytes."""
    with path.open("rb") as stream:
        head = stream.read(4096).lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"["):
        return read_scryfall(path)
    if head.startswith(b"{") and (b'"meta"' in head or b'"data"' in head):
        try:
            return read_mtgjson_atomic(path)
        except (_NotMtgjson, json.JSONDecodeError):
            pass  # a cards.jsonl whose first record mentions "data"
    return read_jsonl(path)


def read_jsonl(path: Path) -> ImportResult:
    """This project's ``cards.jsonl``: one record per line, each checked
    (:func:`record_problem`); a second card of a name is rejected."""
    result = ImportResult("cards.jsonl")
    seen: set[str] = set()
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            where = f"{path}:{number}"
            try:
                record = json.loads(line)
            except json.JSONDecodeError as error:
                result.rejected.append(Rejected(where, f"not JSON ({error.msg})", _cut(line)))
                continue
            problem = record_problem(record)
            if problem is None and record["name"] in seen:
                problem = f"a second card named {record['name']!r}"
            if problem is not None:
                result.rejected.append(Rejected(where, problem, _cut(line)))
                continue
            seen.add(record["name"])
            result.records.append(record)
    _check_melds(result, str(path))
    return result


def record_problem(record: Any) -> str | None:
    """What is wrong with one ``cards.jsonl`` record, or None."""
    if not isinstance(record, dict):
        return "a record must be a JSON object"
    if not isinstance(record.get("name"), str) or not record["name"]:
        return "card without a name"
    if not isinstance(record.get("layout"), str):
        return f"{record['name']!r}: no layout"
    faces = record.get("faces")
    if not isinstance(faces, list) or not faces:
        return f"{record['name']!r}: no faces"
    for face in faces:
        if not isinstance(face, dict) or not isinstance(face.get("name"), str) or not face["name"]:
            return f"{record['name']!r}: face without a name"
        for key in FACE_LIST_KEYS:
            value = face.get(key)
            if not isinstance(value, list) or not all(isinstance(word, str) for word in value):
                return f"{face['name']!r}: {key} is not a list of words"
        colors = "".join(face["colors"])
        if colors != "".join(color for color in COLOR_ORDER if color in colors):
            return f"{face['name']!r}: colors {face['colors']} not in WUBRG order"
    return None


class _NotMtgjson(ValueError):
    pass


def read_mtgjson_atomic(path: Path) -> ImportResult:
    """MTGJSON's ``AtomicCards.json``: each entry of ``data`` is a card name and its faces
    (``side`` a, b, …); a face's Japanese name, type line and text come from the
    ``foreignData`` entry whose ``language`` is Japanese. A melded card (``layout: meld``,
    side b or c) is its own record, as in the Oracle reference (CR 712.4)."""
    document = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(document, dict) or not isinstance(document.get("data"), dict):
        raise _NotMtgjson(str(path))
    result = ImportResult("MTGJSON AtomicCards")
    for name, faces in document["data"].items():
        where = f"{path}:data[{json.dumps(name, ensure_ascii=False)}]"
        try:
            result.records += _mtgjson_card(name, faces)
        except _Reject as reason:
            result.rejected.append(Rejected(where, str(reason), _cut(json.dumps(faces))))
    result.records = _unique(result, result.records, str(path))
    _check_melds(result, str(path))
    return result


def _mtgjson_card(name: str, faces: Any) -> list[dict[str, Any]]:
    if not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces):
        raise _Reject("expected a list of faces")
    layout = str(faces[0].get("layout", "normal"))
    if layout in SKIPPED_LAYOUTS:
        raise _Reject(SKIPPED_LAYOUTS[layout])
    faces = sorted(faces, key=lambda face: str(face.get("side", "a")))
    if layout == "meld":
        records = []
        for face in faces:
            record_face = _mtgjson_face(face)
            records.append(
                {
                    "name": record_face["name"],
                    "name_ja": record_face["name_ja"],
                    "layout": "meld",
                    "faces": [record_face],
                    "src": "mtgjson",
                }
            )
        if len(records) == 2:  # a meld card's entry: its front, then the card it melds into
            records[0]["meld_result"] = records[1]["name"]
        return records
    record_faces = [_mtgjson_face(face) for face in faces]
    if len(record_faces) > 1:
        name = " // ".join(face["name"] for face in record_faces)
    names_ja = [face["name_ja"] for face in record_faces]
    return [
        {
            "name": name,
            "name_ja": " // ".join(names_ja) if all(names_ja) else None,
            "layout": layout,
            "faces": record_faces,
            "src": "mtgjson",
        }
    ]


def _mtgjson_face(face: Mapping[str, Any]) -> dict[str, Any]:
    name = face.get("faceName") or face.get("name")
    if not isinstance(name, str) or not name:
        raise _Reject("a face without a name")
    types = face.get("types")
    if not isinstance(types, list):
        raise _Reject(f"{name!r}: no 'types' list")
    japanese: dict[str, Any] = next(
        (f for f in face.get("foreignData") or () if f.get("language") == "Japanese"), {}
    )
    name_ja = japanese.get("faceName") or japanese.get("name")
    if name_ja and " // " in name_ja and face.get("faceName"):
        name_ja = None  # the whole card's Japanese name, not this face's
    colors = face.get("colorIndicator") or face.get("colors") or []
    return {
        "name": name,
        "name_ja": name_ja or None,
        "mana_cost": face.get("manaCost") or None,
        "supertypes": list(face.get("supertypes") or []),
        "types": list(types),
        "subtypes": list(face.get("subtypes") or []),
        "power": face.get("power"),
        "toughness": face.get("toughness"),
        "loyalty": face.get("loyalty"),
        "defense": face.get("defense"),
        "colors": [c for c in COLOR_ORDER if c in colors],
        "oracle_text": face.get("text") or None,
        **({"type_line_ja": japanese["type"]} if japanese.get("type") else {}),
        **({"text_ja": japanese["text"]} if japanese.get("text") else {}),
    }


def read_scryfall(path: Path) -> ImportResult:
    """Scryfall's ``oracle-cards`` bulk file: a JSON array of card objects, one per Oracle
    card; multi-face cards list their faces in ``card_faces``. Type lines are split into
    supertypes, card types and subtypes (CR 205.1); a face without ``colors`` (a split
    card's half) takes the colors of its mana cost and color indicator (CR 105.2, 204)."""
    document = json.loads(path.read_text(encoding="utf-8"))
    result = ImportResult("Scryfall oracle-cards")
    for index, card in enumerate(document):
        where = f"{path}:[{index}]"
        try:
            result.records.append(_scryfall_card(card))
        except _Reject as reason:
            result.rejected.append(Rejected(where, str(reason), _cut(json.dumps(card))))
    result.records = _unique(result, result.records, str(path))
    _check_melds(result, str(path))
    return result


def _scryfall_card(card: Any) -> dict[str, Any]:
    if not isinstance(card, dict) or not isinstance(card.get("name"), str):
        raise _Reject("a card object needs a name")
    layout = str(card.get("layout", "normal"))
    if layout in SKIPPED_LAYOUTS:
        raise _Reject(SKIPPED_LAYOUTS[layout])
    if layout == "battle":
        layout = "transform"
    faces = card.get("card_faces") or [card]
    record_faces = [_scryfall_face(face, card) for face in faces]
    record: dict[str, Any] = {
        "name": " // ".join(face["name"] for face in record_faces),
        "name_ja": None,
        "layout": layout,
        "faces": record_faces,
        "src": "scryfall",
    }
    melded = [
        part["name"]
        for part in card.get("all_parts") or ()
        if part.get("component") == "meld_result" and part.get("name") != card["name"]
    ]
    if layout == "meld" and melded:
        record["meld_result"] = melded[0]
    return record


def _scryfall_face(face: Mapping[str, Any], card: Mapping[str, Any]) -> dict[str, Any]:
    name = face.get("name")
    type_line = face.get("type_line") or ""
    if not isinstance(name, str) or not name:
        raise _Reject("a face without a name")
    if not type_line:
        raise _Reject(f"{name!r}: no type line")
    supertypes, types, subtypes = split_type_line(type_line)
    if "colors" in face:
        colors = face["colors"]
    else:
        cost = str(face.get("mana_cost") or "")
        colors = [c for c in COLOR_ORDER if "{" + c in cost or c + "}" in cost]
        colors += face.get("color_indicator") or []
    return {
        "name": name,
        "name_ja": None,
        "mana_cost": face.get("mana_cost") or None,
        "supertypes": supertypes,
        "types": types,
        "subtypes": subtypes,
        "power": face.get("power"),
        "toughness": face.get("toughness"),
        "loyalty": face.get("loyalty"),
        "defense": face.get("defense"),
        "colors": [c for c in COLOR_ORDER if c in colors],
        "oracle_text": face.get("oracle_text") or None,
    }


class _Reject(ValueError):
    pass


def _unique(result: ImportResult, records: list[dict[str, Any]], path: str) -> list[dict[str, Any]]:
    """The records with each card name once; a second card of a name is rejected (unless it
    is the same card again, as a melded card is under each of its halves)."""
    kept: dict[str, dict[str, Any]] = {}
    for record in records:
        if record["name"] in kept and kept[record["name"]]["faces"] == record["faces"]:
            continue
        if record["name"] in kept:
            result.rejected.append(
                Rejected(path, f"a second card named {record['name']!r}", _cut(json.dumps(record)))
            )
            continue
        kept[record["name"]] = record
    return list(kept.values())


def _check_melds(result: ImportResult, path: str) -> None:
    """A meld card whose melded card isn't in the file keeps its faces but loses the link."""
    names = {record["name"] for record in result.records}
    for record in result.records:
        melded = record.get("meld_result")
        if melded and melded not in names:
            result.rejected.append(
                Rejected(path, f"{record['name']!r}: melds into {melded!r}, not in the file", "")
            )
            record.pop("meld_result")


def _cut(text: str, limit: int = 300) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


# -- the shared layout, with Japanese ---------------------------------------------------------


def read_card_directory(directory: Path) -> ImportResult:
    """A directory laid out like the shared card data: ``cards.jsonl``, then Japanese from
    ``ja/cards_ja.tsv`` (names, type lines, texts and names seen on other printings), then the
    hand-verified ``ja/part*.txt`` lines over them (as :class:`Translation` values, merged when
    the database is made)."""
    result = read_jsonl(directory / "cards.jsonl")
    tsv = directory / "ja" / "cards_ja.tsv"
    if tsv.is_file():
        result.rejected += merge_cards_ja(result.records, tsv)
    if (directory / "ja").is_dir():
        result.translations = read_translations(directory / "ja")
    return result


def merge_cards_ja(records: list[dict[str, Any]], path: Path) -> list[Rejected]:
    """Merge ``cards_ja.tsv`` into the records, by card name and face name: each row gives a
    face its Japanese name, type line, rules text (a literal ``\\n`` between abilities) and the
    names seen on other printings (``;``-separated). A card whose faces are all named gets
    their names joined by " // ". Rows for no face are returned as rejected."""
    faces: dict[tuple[str, str], dict[str, Any]] = {}
    for record in records:
        for face in record["faces"]:
            faces[(record["name"], face["name"])] = face
    rejected = []
    with path.open(encoding="utf-8", newline="") as stream:
        rows = csv.reader(stream, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = next(rows)
        column = {name: i for i, name in enumerate(header)}
        needed = ("card_name", "face_name", "name_ja", "type_ja", "text_ja")
        if any(name not in column for name in needed):
            return [Rejected(f"{path}:1", f"expected the columns {', '.join(needed)}", "")]
        alternatives = column.get("name_alternatives")
        touched: set[str] = set()
        for number, row in enumerate(rows, start=2):
            cells = row + [""] * (len(header) - len(row))
            face = faces.get((cells[column["card_name"]], cells[column["face_name"]]))
            if face is None:
                rejected.append(
                    Rejected(f"{path}:{number}", "no card face of this name", "\t".join(row))
                )
                continue
            name_ja = cells[column["name_ja"]].strip()
            face["name_ja"] = name_ja or face.get("name_ja")
            if type_ja := cells[column["type_ja"]].strip():
                face["type_line_ja"] = type_ja
            text = "\n".join(part.strip() for part in cells[column["text_ja"]].split("\\n"))
            if text.strip():
                face["text_ja"] = text.strip()
            if alternatives is not None and cells[alternatives].strip():
                seen = [n.strip() for n in cells[alternatives].split(";") if n.strip()]
                face["name_ja_alternatives"] = [n for n in seen if n != name_ja]
            touched.add(cells[column["card_name"]])
    for record in records:
        if record["name"] in touched:
            names = [face.get("name_ja") for face in record["faces"]]
            if all(names):
                record["name_ja"] = " // ".join(names)
    return rejected


# -- the embedded default ---------------------------------------------------------------------


def embedded_database() -> CardDatabase:
    """The cards the project defines by hand, from the printed characteristics in their
    definition files (:attr:`CardDefinition.record`): what the engine plays with when no card
    data is installed."""
    from mtgrules.cards.definitions import bundled_definitions

    records = [d.record for d in bundled_definitions().values() if d.record is not None]
    return CardDatabase.from_records(records, origin=DataOrigin("embedded"))


# -- the cache --------------------------------------------------------------------------------


def _cache_file(kind: str) -> Path:
    return cache_dir() / f"cards-{kind}.marshal"


def write_cache(path: Path, database: CardDatabase, origin: DataOrigin, stamp: Stamp) -> None:
    """Write a database to a cache file (atomically: a reader never sees half a file)."""
    index, display, ambiguous = database.name_index()
    document = {
        "format": CACHE_FORMAT,
        "python": list(sys.version_info[:2]),
        "origin": [origin.kind, origin.path, origin.format],
        "stamp": stamp.as_list(),
        "rows": [marshal.dumps(row) for row in database.rows()],
        "index": index,
        "display": display,
        "ambiguous": ambiguous,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    temporary.write_bytes(marshal.dumps(document))
    os.replace(temporary, path)


def read_cache(path: Path, stamp: Stamp | None = None) -> CardDatabase | None:
    """The database in a cache file, or None when there is none, it is of another format or
    Python, or (given ``stamp``) it was built from other sources."""
    try:
        document = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if (
        not isinstance(document, dict)
        or document.get("format") != CACHE_FORMAT
        or document.get("python") != list(sys.version_info[:2])
    ):
        return None
    if stamp is not None and document.get("stamp") != stamp.as_list():
        return None
    kind, source, form = document["origin"]
    origin = DataOrigin(kind, source, str(path), form)
    index = (document["index"], document["display"], document["ambiguous"])
    return CardDatabase(document["rows"], origin=origin, index=index)


def build_cache(source: Path, kind: str, cache: Path | None = None) -> BuildReport:
    """Read ``source`` (a directory like the shared card data, or one card file in any of the
    three formats) and write its database to the cache for ``kind`` (env, imported, shared)."""
    start = time.perf_counter()
    result = read_card_directory(source) if source.is_dir() else read_card_file(source)
    form = "cards.jsonl + Japanese" if source.is_dir() else result.format
    origin = DataOrigin(kind, str(source), "", form)
    database = CardDatabase.from_records(result.records, result.translations, origin=origin)
    target = cache or _cache_file(kind)
    write_cache(target, database, origin, _stamp(source) if kind != "imported" else Stamp(()))
    counts = database_counts(database)
    return BuildReport(
        DataOrigin(kind, str(source), str(target), form),
        target,
        counts,
        tuple(result.rejected),
        time.perf_counter() - start,
    )


def import_file(path: Path) -> BuildReport:
    """``mtgrules db import FILE``: read a card file (or a shared-layout directory) and make it
    the database in use, until it is removed (:func:`remove_import`)."""
    report = build_cache(path, "imported")
    _forget_loaded()
    return report


def remove_import() -> bool:
    """Forget an imported database; True if there was one."""
    try:
        _cache_file("imported").unlink()
    except FileNotFoundError:
        return False
    _forget_loaded()
    return True


def _stamp(source: Path) -> Stamp:
    if source.is_file():
        return stamp_of([source])
    ja = source / "ja"
    parts = sorted(ja.glob("*.txt")) if ja.is_dir() else []
    return stamp_of([source / "cards.jsonl", ja / "cards_ja.tsv", *parts])


def card_source() -> tuple[str, Path] | None:
    """Where the card data comes from (see :mod:`mtgrules.cards.sources`): ``("env", path)``,
    ``("imported", cache file)``, ``("shared", directory)``, or None (the embedded default)."""
    chosen = os.environ.get(CARD_DATA_ENV)
    if chosen:
        return "env", Path(chosen)
    imported = _cache_file("imported")
    if imported.is_file():
        return "imported", imported
    shared = shared_dir()
    if shared is not None and (shared / "cards" / "cards.jsonl").is_file():
        return "shared", shared / "cards"
    return None


def load_database() -> CardDatabase:
    """The database in use: the cache for the first source found (built, or rebuilt, when it
    is missing or its sources changed), else the embedded default.
    :func:`bundled_database` keeps the one a process loads."""
    found = card_source()
    if found is None:
        return embedded_database()
    kind, source = found
    if kind == "imported":
        database = read_cache(source)
        if database is not None:
            return database
        raise RuntimeError(f"{source}: the imported card database can't be read; import it again")
    if not source.exists():
        raise FileNotFoundError(f"{CARD_DATA_ENV}={source}: no such file or directory")
    cached = read_cache(_cache_file(kind), _stamp(source))
    if cached is not None:
        return cached
    build_cache(source, kind)
    database = read_cache(_cache_file(kind))
    assert database is not None
    return database


@functools.cache
def bundled_database() -> CardDatabase:
    """The database in use (see :mod:`mtgrules.cards.sources`), loaded on first use and then
    shared: the built cache of the card data found, or the embedded default."""
    return load_database()


def _forget_loaded() -> None:
    """Make the next :func:`bundled_database` load again (after an import)."""
    bundled_database.cache_clear()


def database_counts(database: CardDatabase) -> dict[str, int]:
    """Cards and faces, and how many faces have a Japanese name, type line and text."""
    counts: Counter[str] = Counter()
    for row in database.rows():
        counts["cards"] += 1
        counts["cards_named_ja"] += bool(row[1])
        for face in row[5]:
            counts["faces"] += 1
            counts["faces_named_ja"] += bool(face[1])
            counts["type_lines_ja"] += bool(face[12])
            counts["texts_ja"] += bool(face[13])
    counts["ambiguous_names_ja"] = len(database.name_index()[2])
    return dict(counts)


def iter_records(database: CardDatabase) -> Iterator[dict[str, Any]]:
    """The database's cards as ``cards.jsonl`` records (what ``mtgrules db export`` writes)."""
    return (record_of(card) for card in database)


def write_jsonl(records: Iterable[Mapping[str, Any]], path: Path) -> int:
    """Write records as ``cards.jsonl`` lines; the number written."""
    count = 0
    with path.open("w", encoding="utf-8") as stream:
        for record in records:
            stream.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
            count += 1
    return count
