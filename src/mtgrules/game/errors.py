"""The error an illegal action raises (CR 101.1 and the rule it breaks): the game is left exactly
as it was."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules don't allow, with the rule it breaks. The game is unchanged."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.message = message
        self.rule = rule
        super().__init__(f"{message} (CR {rule})" if rule else message)
