"""How many examples the fuzz tests try: their bounded number in ``make test``, times
``MTGRULES_FUZZ_SCALE`` (``make fuzz`` sets it) for the longer runs."""

from __future__ import annotations

import os


def examples(bounded: int) -> int:
    """``bounded`` examples, scaled by ``MTGRULES_FUZZ_SCALE`` (1 when not set)."""
    return bounded * max(1, int(os.environ.get("MTGRULES_FUZZ_SCALE", "1")))
