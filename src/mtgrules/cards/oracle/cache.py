"""The whole database compiled once and kept: :func:`compiled_definitions` compiles every card
of the Oracle data and stores the supported cards' definitions in a cache file outside the
repository (never committed), keyed by a hash of the input data and of the compiler (its
version, grammar and code), so any change to either compiles again."""

from __future__ import annotations

import gc
import hashlib
import json
import multiprocessing
import os
import pickle
import tempfile
from collections.abc import Iterable, Mapping
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtgrules.cards.definitions import CardDefinition, bundled_definitions
from mtgrules.cards.oracle.compiler import COMPILER_VERSION, compile_card
from mtgrules.cards.oracle.parse import prepare
from mtgrules.cards.oracle.source import read_records, shared_cards_path

if TYPE_CHECKING:
    from mtgrules.cards.database import CardDatabase


def cache_folder() -> Path:
    """Where compiled caches live: ``$MTGRULES_CACHE``, else where the card database's cache
    is kept (:func:`mtgrules.cards.sources.cache_dir`: ``.cache/`` in the checkout)."""
    explicit = os.environ.get("MTGRULES_CACHE")
    if explicit:
        return Path(explicit)
    from mtgrules.cards.sources import cache_dir

    return cache_dir()


def compiler_fingerprint() -> str:
    """A hash of the compiler itself: its version, grammar and source files."""
    digest = hashlib.sha256(COMPILER_VERSION.encode())
    package = resources.files("mtgrules.cards.oracle")
    folders = [package, package.joinpath("families"), package.joinpath("grammar")]
    for folder in folders:  # the core, each family's builders and each family's grammar
        for entry in sorted(folder.iterdir() if folder.is_dir() else (), key=lambda e: e.name):
            if entry.name.endswith((".py", ".lark")):
                digest.update(f"{folder.name}/{entry.name}".encode())
                digest.update(entry.read_bytes())
    # What compiles is also decided by the definitions reader and the support status
    # (mtgrules.cards: definitions.py, support.py, keyword_abilities.py…) and by the model they
    # read into (mtgrules.model: the verbs and their keys, abilities, costs, triggers).
    for name in ("mtgrules.cards", "mtgrules.model"):
        folder = resources.files(name)
        for entry in sorted(folder.iterdir(), key=lambda e: e.name):
            if entry.name.endswith(".py"):
                digest.update(f"{name}/{entry.name}".encode())
                digest.update(entry.read_bytes())
    return digest.hexdigest()


def records_fingerprint(records: list[Mapping[str, Any]]) -> str:
    """A hash of card records given in memory."""
    return hashlib.sha256(json.dumps(records, ensure_ascii=False).encode()).hexdigest()


def file_fingerprint(path: Path) -> str:
    """A hash of a ``cards.jsonl`` file's bytes (cheaper than reading its records)."""
    digest = hashlib.sha256()
    with open(path, "rb") as data:
        for block in iter(lambda: data.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def compile_definitions(
    records: Iterable[Mapping[str, Any]], *, workers: int | None = None
) -> dict[str, CardDefinition]:
    """Every supported card's definition, compiled now (no cache), in the records' order.
    A large input is compiled in ``workers`` processes (by default one per core this process
    may use, or ``MTGRULES_COMPILE_WORKERS``); the result is the same as compiling it in one."""
    given = list(records)
    count = workers if workers is not None else _default_workers(len(given))
    if count <= 1:
        return _compile_chunk(given)
    size = -(-len(given) // (count * 4))  # a few chunks a worker, so none waits long
    chunks = [given[i : i + size] for i in range(0, len(given), size)]
    methods = multiprocessing.get_all_start_methods()
    forking = "fork" in methods
    if forking:
        prepare()  # the parser built once, here: the forked workers share it
    context = multiprocessing.get_context("fork" if forking else None)
    out: dict[str, CardDefinition] = {}
    with ProcessPoolExecutor(max_workers=count, mp_context=context) as pool:
        for part in pool.map(_compile_chunk, chunks):
            out.update(part)
    return out


def _compile_chunk(records: list[Mapping[str, Any]]) -> dict[str, CardDefinition]:
    out: dict[str, CardDefinition] = {}
    for record in records:
        compiled = compile_card(record)
        if compiled.definition is not None:
            out[compiled.name] = compiled.definition
    return out


_PARALLEL_FROM = 2000
"""Below this many records, compiling in one process is quicker than starting others."""


def _default_workers(records: int) -> int:
    explicit = os.environ.get("MTGRULES_COMPILE_WORKERS", "").strip()
    if explicit.isdigit():
        return max(1, int(explicit))
    if records < _PARALLEL_FROM:
        return 1
    cores = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    return max(1, len(cores) if cores is not None else (os.cpu_count() or 1))


def compiled_definitions(
    records: Iterable[Mapping[str, Any]] | None = None,
    *,
    path: Path | None = None,
    cache: Path | None = None,
    source_key: str | None = None,
) -> dict[str, CardDefinition]:
    """The compiled definitions of every supported card, by card name, from the cache when it
    matches the input and the compiler, else compiled and cached. The input is ``records``,
    or the ``cards.jsonl`` file at ``path`` (by default ``../shared/cards/cards.jsonl`` beside
    the checkout; ``FileNotFoundError`` when it isn't there), read only when the cache
    doesn't match. ``source_key``, when given, stands for the input's hash (the records are
    then read only to compile)."""
    given = list(records) if records is not None and source_key is None else None
    if source_key is not None:
        source = source_key
    elif given is None:
        path = path or shared_cards_path()
        if path is None or not Path(path).is_file():
            raise FileNotFoundError("no ../shared/cards/cards.jsonl beside the checkout")
        source = file_fingerprint(Path(path))
    else:
        source = records_fingerprint(given)
    key = hashlib.sha256((source + compiler_fingerprint()).encode()).hexdigest()[:24]
    file = (cache or cache_folder()) / f"oracle-{key}.pickle"
    if file.is_file():
        return _load(file)
    if given is None and records is not None:
        given = list(records)
    definitions = compile_definitions(
        given if given is not None else read_records(Path(path or ""))
    )
    _store(file, definitions)
    return definitions


def _load(file: Path) -> dict[str, CardDefinition]:
    """The stored definitions. The cyclic garbage collector is paused while they are read:
    unpickling makes hundreds of thousands of objects, none of them garbage, and the
    collections it would start on the way cost more than the reading itself."""
    paused = gc.isenabled()
    gc.disable()
    try:
        with open(file, "rb") as stored:
            found: dict[str, CardDefinition] = pickle.load(stored)
    finally:
        if paused:
            gc.enable()
    return found


def _store(file: Path, definitions: dict[str, CardDefinition]) -> None:
    """Write the cache atomically; a folder that can't be written only means no cache."""
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("wb", dir=file.parent, delete=False) as out:
            pickle.dump(definitions, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(out.name, file)
    except OSError:
        return


def definitions_with_overrides(
    compiled: Mapping[str, CardDefinition],
) -> dict[str, CardDefinition]:
    """Compiled definitions with the hand-written YAML ones on top: a hand-written definition
    always wins (it is the override for what the compiler can't express, or expresses
    differently)."""
    return {**compiled, **bundled_definitions()}


def compiled_for_database(database: CardDatabase) -> dict[str, CardDefinition]:
    """The compiled definitions of the cards of ``database`` (the card data in use), cached.
    The embedded default needs none: each of its cards is defined by hand."""
    if database.origin.kind == "embedded":
        return {}
    from mtgrules.cards.build import iter_records

    built = Path(database.origin.cache) if database.origin.cache else None
    key = file_fingerprint(built) if built is not None and built.is_file() else None
    return compiled_definitions(iter_records(database), source_key=key)
