"""The old home of the workbench views, now in :mod:`mtgrules.present.views`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.present.views import (
    _ASSIGNED,
    _EXTRAS,
    _LABELS,
    COMPARED,
    _ability_text,
    _assignment,
    _name,
    _values,
    action_label,
    action_view,
    board_views,
    layer_rows,
    object_view,
    printed_abilities,
)

__all__ = [
    "COMPARED",
    "_ASSIGNED",
    "_EXTRAS",
    "_LABELS",
    "_ability_text",
    "_assignment",
    "_name",
    "_values",
    "action_label",
    "action_view",
    "board_views",
    "layer_rows",
    "object_view",
    "printed_abilities",
]
