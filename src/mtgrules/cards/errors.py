"""Errors about cards: an unknown card name, a bad line in the card data, an illegal choice of a
card name."""

from __future__ import annotations

__all__ = ["CardDataError", "IllegalChoice", "UnknownCard"]


class UnknownCard(LookupError):
    """A name that is not the name of any card or card face in the database.

    CR 201.4: when a player names a card, the name must be that of a card in the Oracle card
    reference. ``suggestions`` holds the closest names the database does know, best first; each
    of them can be looked up as it is.
    """

    def __init__(self, name: str, suggestions: tuple[str, ...] = (), *, card: str | None = None):
        self.name = name
        self.suggestions = suggestions
        self.card = card
        if card is None:
            message = f"unknown card name {name!r}"
        else:
            message = f"card {card!r} has no face named {name!r}"
        if suggestions:
            message += f"; did you mean: {', '.join(suggestions)}?"
        super().__init__(message)


class CardDataError(ValueError):
    """A line in the card data that cannot be used, with the file and line where it is."""

    def __init__(self, path: str, line: int, problem: str):
        self.path = path
        self.line = line
        self.problem = problem
        super().__init__(f"{path}:{line}: {problem}")


class IllegalChoice(ValueError):
    """A choice the rules don't allow (e.g. naming both halves of a split card), with the rule
    that forbids it."""

    def __init__(self, message: str, *, rule: str):
        self.rule = rule
        super().__init__(f"{message} (CR {rule})")
