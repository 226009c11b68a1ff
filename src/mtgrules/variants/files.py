"""Pack files of the user's own: a Python module that defines ``PACK = VariantPack(...)``, or a
YAML pack (:mod:`mtgrules.variants.yaml_pack`). Found through
:func:`mtgrules.variants.resolve`; every error names the file and line."""

from __future__ import annotations

import hashlib
import importlib.util
import sys
import traceback
from pathlib import Path

from mtgrules.game.packs import VariantPack
from mtgrules.sourcefile import SourceError

_READ: dict[Path, tuple[tuple[int, int], VariantPack]] = {}
"""The pack read from each file, and the file's version (modification time, size) then."""


def read_pack_file(path: Path) -> VariantPack:
    """The pack in the file at ``path`` (absolute), read again only when the file changed."""
    status = path.stat()
    version = (status.st_mtime_ns, status.st_size)
    known = _READ.get(path)
    if known is not None and known[0] == version:
        return known[1]
    if path.suffix == ".py":
        pack = read_python_pack(path)
    else:
        from mtgrules.variants.yaml_pack import read_yaml_pack

        pack = read_yaml_pack(path)
    _READ[path] = (version, pack)
    return pack


def read_python_pack(path: Path) -> VariantPack:
    """Run the Python module at ``path`` and return its ``PACK``. The module is importable
    under a name made from its path while it runs (a frozen dataclass needs that)."""
    digest = hashlib.sha1(str(path).encode("utf-8"), usedforsecurity=False).hexdigest()[:12]
    name = f"mtgrules_pack_{path.stem.replace('-', '_')}_{digest}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise SourceError(str(path), 0, "not a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except SyntaxError as error:
        del sys.modules[name]
        raise SourceError(str(path), error.lineno or 0, f"SyntaxError: {error.msg}") from error
    except Exception as error:  # the pack's own code failed: say where in it
        del sys.modules[name]
        raise SourceError(
            str(path), _line_in(path, error), f"{type(error).__name__}: {error}"
        ) from error
    pack = getattr(module, "PACK", None)
    if not isinstance(pack, VariantPack):
        raise SourceError(
            str(path),
            0,
            "a Python pack file defines PACK = VariantPack(...) (see docs/variants.md)",
        )
    return pack


def _line_in(path: Path, error: BaseException) -> int:
    """The line of ``path`` the error was raised from (the innermost frame in that file)."""
    lines = [
        frame.lineno or 0
        for frame in traceback.extract_tb(error.__traceback__)
        if Path(frame.filename) == path
    ]
    return lines[-1] if lines else 0
