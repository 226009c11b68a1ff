"""The game's record of what happened: one :class:`Event` per thing done, said in words and as
data (:mod:`mtgrules.game.log_entries`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """Something that happened, for the record: ``detail`` says it in words; ``kind`` (one of
    :data:`mtgrules.game.log_entries.KINDS`, or ``"note"`` for an entry said in words only) with
    ``player``, ``source``, ``targets`` and ``amount`` says it as data; ``turn`` and ``step`` say when
    (filled as the step ends, :func:`mtgrules.game.log_entries.stamp`)."""

    event: str
    detail: str
    rule: str | None = None
    kind: str = "note"
    player: str | None = None
    source: str | None = None
    targets: tuple[str, ...] = ()
    amount: int | None = None
    turn: int | None = field(default=None, compare=False)
    step: str | None = field(default=None, compare=False)
    """When: stamped on the entries of a step as it ends, with that step (true of them from
    the start, so an entry is the same with or without its stamp: taking an action back,
    :mod:`mtgrules.game.undo`, gives back the same log)."""

    def as_dict(self) -> dict[str, Any]:
        return {
            "event": self.event,
            "detail": self.detail,
            "rule": self.rule,
            "kind": self.kind,
            "player": self.player,
            "source": self.source,
            "targets": list(self.targets),
            "amount": self.amount,
            "turn": self.turn,
            "step": self.step,
        }
