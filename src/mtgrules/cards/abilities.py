"""Abilities (CR 113): what a card's rules text says, as values the engine can apply.

An :class:`Ability` holds its structured text (:class:`~mtgrules.effects.text.Text`, whose typed
words a text-changing effect may change), and what it does: the continuous effects of a static
ability (CR 611.3), or the instructions of a spell, activated or triggered ability.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from mtgrules.effects.text import Text, WordKind
from mtgrules.vocab.keywords import Keyword

if TYPE_CHECKING:
    from mtgrules.effects.model import Condition, EffectSpec, Filter, Instruction, TargetSpec


class AbilityKind(StrEnum):
    """CR 113.3: spell abilities, activated (mana abilities among them, 605), triggered and
    static abilities."""

    SPELL = "spell"
    ACTIVATED = "activated"
    MANA = "mana"
    TRIGGERED = "triggered"
    STATIC = "static"


@dataclass(frozen=True)
class AlternativeCost:
    """CR 118.9: "you may pay [cost] rather than pay this spell's mana cost", when its
    conditions hold: ``condition`` (a count of objects) and ``spells_cast_this_turn`` (at
    least that many spells cast this turn by all players)."""

    label: str
    mana: str
    condition: Condition | None = None
    spells_cast_this_turn: int = 0


@dataclass(frozen=True)
class RevealedText:
    """A text a spell has on the stack when a card matching ``reveal`` was revealed from its
    caster's hand as it was cast (the Bond variant's Joint): its spell ability and targets
    replace the spell's own (``replaces``) or are added to them."""

    reveal: Filter
    ability: Ability
    targets: tuple[TargetSpec, ...] = ()
    replaces: bool = True


_RUNS_ON = re.compile(r"^\d*\s*(\{[^}]+\})*$")
"""A keyword parameter Japanese text runs on after the keyword: a number and/or a mana cost."""

ACTIVATION_TIMINGS: dict[str, tuple[str, str]] = {
    "sorcery": ("only as a sorcery", "602.5d"),
    "your_turn": ("only during your turn", "602.5b"),
    "controllers_turn": ("only during its controller's turn", "602.5b"),
    "your_combat": ("only during your combat phase", "602.5b"),
    "attached": ("only while it is attached", "602.5b"),
}
"""CR 602.5b, 602.5d: restrictions on when an activated ability may be activated, by name:
what a card says, and the rule. Checked in :mod:`mtgrules.game.play`."""


@dataclass(frozen=True)
class Ability:
    """One ability of an object."""

    kind: AbilityKind
    text: Text
    effects: tuple[EffectSpec, ...] = ()
    """The continuous effects it generates while on the battlefield (CR 611.3): a static
    ability's, or those a keyword ability brings besides its activated part (the Bond variant's
    Back Attack)."""
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
    activators: str = "controller"
    """CR 602.2: who may activate it: its controller, or ``any`` player ("any player may
    activate this ability")."""
    timing: tuple[str, ...] = ()
    """CR 602.5b, 602.5d: when it may be activated (names in :data:`ACTIVATION_TIMINGS`)."""
    timing_rule: str = ""
    """The rule that sets that timing, when a keyword's does (702.6a: equip only as a
    sorcery)."""
    redundant: bool = False
    """Whether more instances of it on one object add nothing (CR 702.2f-style): only the
    first generates effects or may be activated."""
    alternative_cost: AlternativeCost | None = None
    """CR 118.9: a static ability that lets its spell be cast for another cost (the Bond
    variant's Progress)."""
    revealed_text: RevealedText | None = None
    """A static ability that works while its spell is cast: the text the spell has if a
    matching card is revealed (the Bond variant's Joint)."""
    additional_cost: str = ""
    """CR 118.8: what a static ability "As an additional cost to cast this spell, …" makes its
    spell's caster pay, as printed (``Sacrifice a creature``)."""
    if_kicked: bool = False
    """CR 702.33e, 607.2i: a triggered ability's intervening "if it was kicked" (603.4), or a
    replacement on how it enters that applies only if it was kicked; linked to the object's
    kicker."""
    intrinsic_to: str | None = field(default=None, compare=False)
    """The subtype whose intrinsic ability this is: a basic land type's mana ability (CR
    305.6), or a Siege's "when the last defense counter is removed" (310.11b)."""

    def render(self, this_name: str | None = None, source_name: str | None = None) -> str:
        """The ability's text as it reads on its object now (CR 201.5b)."""
        return self.text.render(this_name, source_name)

    def render_japanese(self, this_name: str | None = None) -> str:
        """The ability as a Japanese card writes a keyword: its Japanese word with a number or
        mana cost run on (飛行, 装備{1}, 結束暴走2, 進撃2{1}{R}); any other text as it reads
        (this engine's rules text is English)."""
        keyword = self.keyword
        rendered = self.render(this_name)
        if keyword is None or not keyword.japanese or not rendered.startswith(keyword.english):
            return rendered
        parameter = self.parameter.strip()
        if parameter and not _RUNS_ON.match(parameter):
            return rendered  # "from red", "creature": words this table doesn't translate
        return keyword.japanese + parameter.replace(" ", "")

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
