"""Packs from installed packages: entry points of the ``mtgrules.variants`` group, each named
after its pack and naming the :class:`~mtgrules.variants.VariantPack` value (or a module that
defines ``PACK``). A package declares one in its ``pyproject.toml``::

    [project.entry-points."mtgrules.variants"]
    sturdy = "mtgrules_sturdy:PACK"
"""

from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points
from types import ModuleType

from mtgrules.game.packs import VariantPack
from mtgrules.sourcefile import SourceError

GROUP = "mtgrules.variants"


def installed() -> dict[str, EntryPoint]:
    """The installed packs' entry points, by pack name."""
    return {point.name: point for point in entry_points(group=GROUP)}


def entry_point_pack(name: str) -> VariantPack:
    """The pack the installed entry point ``name`` names; a
    :class:`~mtgrules.sourcefile.SourceError` (naming the entry point) if it can't be loaded or
    isn't a pack called ``name``."""
    point = installed()[name]
    where = f"entry point '{name} = {point.value}' ({GROUP})"
    try:
        value = point.load()
    except Exception as error:  # the package's own code failed: say which and how
        raise SourceError(where, 0, f"can't be loaded: {type(error).__name__}: {error}") from error
    pack = getattr(value, "PACK", None) if isinstance(value, ModuleType) else value
    if not isinstance(pack, VariantPack):
        raise SourceError(
            where, 0, "must name a VariantPack value (module:PACK) or a module defining PACK"
        )
    if pack.name != name:
        raise SourceError(
            where, 0, f"names the pack '{pack.name}': an entry point is named after its pack"
        )
    return pack
