"""Abilities (CR 113): what a card's rules text says, as values the engine can apply.

An :class:`Ability` holds its structured text (:class:`~mtgrules.effects.text.Text`, whose typed
words a text-changing effect may change), and what it does: the continuous effects of a static
ability (CR 611.3), or the instructions of a spell, activated or triggered ability.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from mtgrules.effects.text import Text, WordKind
from mtgrules.vocab.keywords import Keyword

if TYPE_CHECKING:
    from mtgrules.effects.model import Condition, EffectSpec, Instruction, TargetSpec


class AbilityKind(StrEnum):
    """CR 113.3: spell abilities, activated (mana abilities among them, 605), triggered and
    static abilities."""

    SPELL = "spell"
    ACTIVATED = "activated"
    MANA = "mana"
    TRIGGERED = "triggered"
    STATIC = "static"


@dataclass(frozen=True)
class Ability:
    """One ability of an object."""

    kind: AbilityKind
    text: Text
    effects: tuple[EffectSpec, ...] = ()
    """Static abilities: the continuous effects they generate (CR 611.3)."""
    instructions: tuple[Instruction, ...] = ()
    """Spell, activated and triggered abilities: what they do as they resolve (CR 608.2)."""
    keyword: Keyword | None = None
    parameter: str = ""
    """A keyword's parameter: ``from red``, ``{1}``, ``6``."""
    cost: str = ""
    """An activated ability's cost text, e.g. ``{1}{U}, {T}``."""
    trigger: str = ""
    """A triggered ability's trigger condition, as text."""
    cda: bool = False
    """CR 604.3: a characteristic-defining ability, which functions in every zone."""
    functions_outside_battlefield: bool = False
    targets: tuple[TargetSpec, ...] = ()
    """An activated or triggered ability's targets (CR 602.2b, 603.3d)."""
    condition: Condition | None = None
    """CR 603.4: a triggered ability's intervening "if" clause, checked as it would trigger
    and again as it resolves."""
    refers_to: str | None = None
    """CR 201.5a: the object this ability's ``{source}`` names, bound when the ability was
    created by another object's effect (a token's ability names the object that created it;
    a copy of the token keeps that reference)."""
    enters: tuple[tuple[str, Any], ...] = ()
    """CR 614.1c-d: a replacement effect on how this permanent enters: ``("tapped", True)``,
    ``("unless_pay_life", 2)``, ``("counters", {"+1/+1": 2})``. What the permanent will be on
    the battlefield decides whether it applies (614.12)."""
    additional_cost: str = ""
    """CR 118.8: what a static ability "As an additional cost to cast this spell, …" makes its
    spell's caster pay, as printed (``Sacrifice a creature``)."""
    if_kicked: bool = False
    """CR 702.33e, 607.2i: a triggered ability's intervening "if it was kicked" (603.4), or a
    replacement on how it enters that applies only if it was kicked; linked to the object's
    kicker."""
    intrinsic_land_type: str | None = field(default=None, compare=False)
    """CR 305.6: the basic land type whose intrinsic mana ability this is."""

    def render(self, this_name: str | None = None, source_name: str | None = None) -> str:
        """The ability's text as it reads on its object now (CR 201.5b)."""
        return self.text.render(this_name, source_name)

    @property
    def is_activated(self) -> bool:
        """CR 602: activated abilities, mana abilities included."""
        return self.kind in (AbilityKind.ACTIVATED, AbilityKind.MANA)

    def with_text(self, text: Text) -> Ability:
        return replace(self, text=text)

    def replace_word(self, kind: WordKind, old: str, new: str) -> Ability:
        """CR 612.2: this ability with every ``kind`` word ``old`` changed to ``new``."""
        new_text = self.text.replace_word(kind, old, new)
        if new_text is self.text:
            return self
        if self.keyword is not None:  # a keyword's parameter is part of its text (protection)
            parameter = new_text.render().removeprefix(self.keyword.english).strip()
            return replace(self, text=new_text, parameter=parameter)
        return replace(self, text=new_text)

    def is_keyword(self, word: str) -> bool:
        """Whether this is the keyword ability ``word`` (``Flying``)."""
        return self.keyword is not None and self.keyword.english.lower() == word.lower()
