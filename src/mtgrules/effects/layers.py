"""The old home of the layers, now in :mod:`mtgrules.model.layers`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.model.layers import OBJECT_LAYERS, Layer

__all__ = ["OBJECT_LAYERS", "Layer"]
