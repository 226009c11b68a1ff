"""Where the card data and the rules text come from, and where their built caches are kept.

The engine carries no copy of the card database or the Comprehensive Rules. It reads them, in
this order, from:

1. the path in ``MTGRULES_CARD_DATA`` (for the rules, ``MTGRULES_RULES_DATA``): a directory laid
   out like the shared data (``cards.jsonl`` with ``ja/`` beside it), or one file in a format
   ``mtgrules db import`` reads;
2. what ``mtgrules db import FILE`` (``mtgrules rules import FILE``) put into the cache;
3. the shared data directory ``shared/`` beside the checkout (``../shared``), or beside or under
   the current directory;
4. for cards only, the embedded default: the cards the project defines by hand, whose definition
   files carry their printed characteristics.

Whatever is read is built once into a cache directory that git ignores (``.cache/`` in a
checkout; ``MTGRULES_CACHE_DIR`` or the user's cache directory otherwise) and rebuilt when its
sources change. ``MTGRULES_NO_SHARED=1`` hides the shared directory, as on a fresh clone.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "CACHE_ENV",
    "CARD_DATA_ENV",
    "NO_SHARED_ENV",
    "RULES_DATA_ENV",
    "Stamp",
    "cache_dir",
    "project_root",
    "shared_dir",
    "stamp_of",
]

CARD_DATA_ENV = "MTGRULES_CARD_DATA"
RULES_DATA_ENV = "MTGRULES_RULES_DATA"
CACHE_ENV = "MTGRULES_CACHE_DIR"
NO_SHARED_ENV = "MTGRULES_NO_SHARED"

_PACKAGE = Path(__file__).resolve().parent.parent


def project_root() -> Path | None:
    """The checkout the package runs from (the directory with ``pyproject.toml`` above
    ``src/mtgrules``), or None for an installed package."""
    candidate = _PACKAGE.parent.parent
    if _PACKAGE.parent.name == "src" and (candidate / "pyproject.toml").is_file():
        return candidate
    return None


def shared_dir() -> Path | None:
    """The shared data directory: ``shared/`` beside the checkout, else beside or under the
    current directory; None when there is none or ``MTGRULES_NO_SHARED`` is set."""
    if os.environ.get(NO_SHARED_ENV, "") not in ("", "0"):
        return None
    root = project_root()
    here = Path.cwd()
    candidates = ([root.parent / "shared"] if root else []) + [
        here.parent / "shared",
        here / "shared",
    ]
    for candidate in candidates:
        if (candidate / "cards").is_dir() or (candidate / "rules").is_dir():
            return candidate.resolve()
    return None


def cache_dir() -> Path:
    """Where built data is kept: ``MTGRULES_CACHE_DIR``, else ``.cache/`` in the checkout, else
    ``mtgrules`` in the user's cache directory (``XDG_CACHE_HOME`` or ``~/.cache``)."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen:
        return Path(chosen)
    root = project_root()
    if root is not None:
        return root / ".cache"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mtgrules"


@dataclass(frozen=True)
class Stamp:
    """What a cache was built from: each source file with its size and modification time, so a
    changed source is noticed without reading it."""

    files: tuple[tuple[str, int, int], ...]

    def as_list(self) -> list[list[object]]:
        return [list(entry) for entry in self.files]


def stamp_of(paths: list[Path]) -> Stamp:
    """The stamp of these files (a missing one counts with size -1)."""
    entries = []
    for path in paths:
        try:
            status = path.stat()
            entries.append((str(path), status.st_size, status.st_mtime_ns))
        except OSError:
            entries.append((str(path), -1, 0))
    return Stamp(tuple(entries))
