"""Refusals: why the rules don't allow something, with the rule that says so.

Every rule question ("may this creature block that one?", "may this land be played now?") is one
function returning a :class:`Refusal` or ``None``. The generator of legal actions keeps what
isn't refused, and the explanation of an illegal action is the refusal itself, so the two can't
disagree.
"""

from __future__ import annotations

from typing import NamedTuple


class Refusal(NamedTuple):
    """A message saying what the rules don't allow, and the rule (a CR number). A pair, like
    the ``(message, rule)`` a variant's rule hook answers and an
    :class:`~mtgrules.game.state.IllegalAction` carries."""

    message: str
    rule: str
