"""The old home of the workbench views, now in :mod:`mtgrules.present.views`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.present.views import (
    COMPARED,
    action_label,
    action_view,
    board_views,
    layer_rows,
    object_view,
    printed_abilities,
)

__all__ = [
    "COMPARED",
    "action_label",
    "action_view",
    "board_views",
    "layer_rows",
    "object_view",
    "printed_abilities",
]
