"""Counters of several kinds put by one instruction (CR 122.1): "Put a +1/+1 counter and a
lifelink counter on target creature." — a keyword counter gives the permanent that keyword
(122.1b, applied in layer 6 by :mod:`mtgrules.effects.engine`)."""

from __future__ import annotations

from mtgrules.game.instructed import Instructed, handles


@handles("counters_each")
def _counters_each(it: Instructed) -> bool:
    """CR 122.1: one counter of each kind named on the object, if it is still there."""
    if it.target is None or it.target not in it.game.objects:
        return False
    for kind in it.instruction.param("kinds", ()):
        it.game.add_counters(it.target, str(kind), 1)
    return True
