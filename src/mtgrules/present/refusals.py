"""The engine's refusals in Japanese: why the rules don't allow an action (a
:class:`~mtgrules.game.refusals.Refusal`'s or an
:class:`~mtgrules.game.state.IllegalAction`'s message), worded by the patterns of
``present/data/refusals_ja.tsv`` with the objects named by their Japanese names. A message no
pattern words stays in English whole, never half translated; the rule is the same in both."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.present.log import sentence

if TYPE_CHECKING:
    from mtgrules.game.state import Game, IllegalAction

REFUSALS = "refusals_ja.tsv"
"""The table of the refusals' messages."""


def refusal_ja(game: Game, message: str, rule: str | None = None) -> str | None:
    """``message`` (without its rule) in Japanese, followed by ``(CR rule)`` as the English
    says it; None when no pattern words it."""
    worded = sentence(game, message, REFUSALS)
    if worded is None:
        return None
    return f"{worded} (CR {rule})" if rule else worded


def illegal_action_ja(game: Game, error: IllegalAction) -> str | None:
    """An illegal action's message in Japanese (None when no pattern words it)."""
    return refusal_ja(game, error.message, error.rule)


def refused_at_ja(path: str, line: int, game: Game, error: IllegalAction) -> str | None:
    """An illegal action of a file (a scenario's action at ``path``:``line``) in Japanese, the
    place as the English says it; None when no pattern words the message."""
    worded = illegal_action_ja(game, error)
    if worded is None:
        return None
    return f"{path}:{line}: {worded}" if line else f"{path}: {worded}"
