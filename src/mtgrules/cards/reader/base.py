"""The common part of every definition reader: the file it reads, its rule set, and errors at
the line (:class:`mtgrules.sourcefile.SourceError`)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any

from mtgrules.cards.abilities import Ability
from mtgrules.effects.model import EffectSpec
from mtgrules.effects.text import Text, TextError
from mtgrules.sourcefile import (
    Located,
    SourceError,
    line_of,
)
from mtgrules.vocab.ruleset import CORE_RULES, RuleSet


class ReaderBase(ABC):
    """Turns one file's YAML into values, raising :class:`SourceError` at the line."""

    def __init__(self, path: str, rules: RuleSet = CORE_RULES) -> None:
        self.path = path
        self.rules = rules

    def fail(self, where: Any, message: str, key: str | int | None = None) -> SourceError:
        return SourceError(self.path, line_of(where, key), message)

    def mapping(self, value: Any, where: Any, key: str | int | None, what: str) -> Located:
        if not isinstance(value, dict):
            raise self.fail(where, f"{what} must be a mapping", key)
        return value if isinstance(value, Located) else Located(value)

    def strings(self, value: Any, where: Any, key: str | int | None) -> tuple[str, ...]:
        if isinstance(value, str):
            return (value,)
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return tuple(value)
        raise self.fail(where, f"'{key}' must be a word or a list of words", key)

    def check_keys(self, data: Located, allowed: Iterable[str], what: str) -> None:
        allowed = set(allowed)
        for key in data:
            if key not in allowed:
                raise self.fail(
                    data,
                    f"unknown field '{key}' in {what}; expected one of: {', '.join(sorted(allowed))}",
                    key,
                )

    def text(self, template: str, where: Any, key: str | int | None) -> Text:
        try:
            return Text.parse(template)
        except TextError as error:
            raise self.fail(where, str(error), key) from error

    @abstractmethod
    def ability(self, item: Any, where: Any, index: int) -> Ability:
        """One ability of a definition (read by :class:`mtgrules.cards.definitions.DefinitionReader`)."""
        raise NotImplementedError

    @abstractmethod
    def effect(
        self, item: Any, where: Any, index: str | int, *, static: bool, cda: bool = False
    ) -> EffectSpec:
        """One continuous effect (read by :class:`mtgrules.cards.definitions.DefinitionReader`)."""
        raise NotImplementedError
