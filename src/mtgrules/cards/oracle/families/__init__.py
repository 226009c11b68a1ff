"""The families of Oracle text the compiler reads beyond its core: each module holds one family's
builders and renderers (registered in :mod:`mtgrules.cards.oracle.registry`), and its grammar is
the file of the same name in ``grammar/``. Importing this package registers them all."""

from __future__ import annotations

import importlib
import pkgutil

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")
