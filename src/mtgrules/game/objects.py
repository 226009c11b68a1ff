"""Game objects (CR 109), players (CR 102), zones (CR 400) and the effects resolved spells and
abilities leave behind (CR 611.2)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from mtgrules.cards.database import Card, Face
from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.view import EffectInstance
from mtgrules.model.abilities import Ability, EffectSpec
from mtgrules.model.text import Text
from mtgrules.vocab.colors import Color
from mtgrules.vocab.mana import ManaCost
from mtgrules.vocab.ruleset import CORE_RULES, RuleSet
from mtgrules.vocab.typeline import TypeLine


class Zone(StrEnum):
    """CR 400.1: the zones."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


HIDDEN = (Zone.LIBRARY, Zone.HAND)
"""CR 400.2: the hidden zones."""


@dataclass
class Player:
    """CR 102: a player. ``id`` is a word (``A``); life starts at 20 (CR 103.4). How much life
    they lost and gained this turn is counted as their life total changes, whatever changes it
    (CR 119.3: damage, life payments, "loses N life"; 119.5: a life total set to a number);
    the counts start again as each turn begins."""

    id: str
    life: int = 20
    counters: dict[str, int] = field(default_factory=dict)
    lost: bool = False
    won: bool = False
    life_lost_this_turn: int = 0
    life_gained_this_turn: int = 0

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "life" and "life" in self.__dict__:
            change = value - self.__dict__["life"]
            if change < 0:
                object.__setattr__(self, "life_lost_this_turn", self.life_lost_this_turn - change)
            elif change > 0:
                object.__setattr__(
                    self, "life_gained_this_turn", self.life_gained_this_turn + change
                )
        object.__setattr__(self, name, value)


@dataclass
class GameObject:
    """CR 109.1: a card, token, spell, copy or permanent. It holds what is true of the object
    itself (zone, owner, status, counters, damage); its characteristics are never stored here but
    computed by the layer system from ``printed`` (its copiable values before any effect,
    CR 613.1) and the effects that apply."""

    id: str
    owner: str
    zone: Zone
    printed: Characteristics
    card: Card | None = None
    face: Face | None = None
    controller: str | None = None
    """Who controls it before control-changing effects (CR 108.4: the owner of a permanent,
    the caster of a spell)."""
    timestamp: int = 0
    is_token: bool = False
    is_spell_copy: bool = False
    """CR 707.10: a copy of a spell, with no card: it ceases to exist anywhere but the stack
    (704.5e). Its ``card`` and ``face`` are those of the spell it copies (where its text and
    targets are read); its characteristics come from a copy effect (layer 1)."""
    counters: dict[str, int] = field(default_factory=dict)
    counter_timestamps: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    tapped: bool = False
    flipped: bool = False
    face_down: bool = False
    phased_out: bool = False
    attached_to: str | None = None
    choices: dict[str, Any] = field(default_factory=dict)
    """As-enters choices (CR 614.12): ``color``, ``creature_type``, ``card_name``, ``copy``."""
    face_down_timestamp: int | None = None
    regeneration_shields: int = 0
    kicks: int = 0
    """CR 702.33d: how many times the spell was kicked; the permanent it becomes remembers
    (400.7d), and so do its abilities after it leaves the battlefield (608.2h)."""
    cast: bool = False
    """CR 400.7d, 601.2i: whether it was cast as a spell (a copy of a spell wasn't, 707.10);
    the permanent it becomes remembers ("if you cast it")."""
    transformations: int = 0
    """CR 701.27f: how many times this permanent has transformed (an ability of it that was put
    on the stack before its latest transformation doesn't transform it again)."""
    settled_under: str | None = None
    """CR 302.6: the player who has controlled it continuously since their most recent turn
    began (None: it came under its controller's control this turn — summoning sick)."""
    """CR 701.19a: how many times it will regenerate instead of being destroyed this turn."""

    @property
    def base_controller(self) -> str:
        return self.controller or self.owner


BESTOWED = "bestowed"
"""The key of a spell's or permanent's ``choices`` marking it bestowed (CR 702.103b): its
``printed`` values are its card's with the bestow effect applied, until it ceases to be
(:mod:`mtgrules.game.bestow`)."""

CAST_X = "cast_x"
"""The key of a permanent's ``choices`` holding the X its spell was cast with (CR 107.3m: what
"enters with X +1/+1 counters" reads)."""

EXILED_TO_CAST = "exiled_to_cast"
"""The key of a spell's or permanent's ``choices`` holding the cards its caster exiled to pay
its cost (delve, CR 702.66a), each as ``(card, zone changes)``: the cards "exiled with it"."""


@dataclass
class ResolvedEffect:
    """CR 611.2: a continuous effect a resolved spell or ability created, with its timestamp
    (613.7b), its locked-in set of affected objects (611.2c), targets and variables (611.2d)."""

    spec: EffectSpec
    source_id: str
    controller: str
    timestamp: int
    targets: tuple[str | None, ...] = ()
    variables: dict[str, int] = field(default_factory=dict)
    choices: dict[str, Any] = field(default_factory=dict)
    affected: tuple[str, ...] | None = None
    description: str = ""
    ability_text: Any = None
    """The resolving ability's text (for words its effect refers to)."""
    source_zone_change: int | None = None
    """For "for as long as" durations: the source's zone-change count it began with."""

    def instance(self, key: str) -> EffectInstance:
        """The effect as the layer system applies it (CR 613.7b: its timestamp; its controller,
        608.2h), to read its filter against the game now."""
        return EffectInstance(
            (key,), self.spec, self.source_id, (self.timestamp,),
            resolved=self, fixed_controller=self.controller,
        )  # fmt: skip


def printed_characteristics(
    card: Card,
    face: Face,
    abilities: tuple[Ability, ...],
    *,
    controller: str | None = None,
    rules: RuleSet = CORE_RULES,
) -> Characteristics:
    """CR 613.1: a card's characteristics as printed (its Oracle values), the start of the
    layer system. ``*`` power or toughness is None: a characteristic-defining ability sets it."""
    mana_cost = ManaCost.parse(face.mana_cost, rules.symbols) if face.mana_cost else None
    if card.layout == "flip" and face is not card.front:
        front = card.front
        mana_cost = ManaCost.parse(front.mana_cost, rules.symbols) if front.mana_cost else None
    return Characteristics(
        names=(face.name,),
        mana_cost=mana_cost,
        colors=frozenset(Color(c) for c in face.colors),
        type_line=face.parsed_type_line_or_none(rules.vocabulary) or TypeLine(),
        abilities=abilities,
        power=_number(face.power),
        toughness=_number(face.toughness),
        loyalty=_number(face.loyalty),
        defense=_number(face.defense),
        controller=controller,
    )


def _number(value: str | None) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return None


def undefined_abilities(face: Face) -> tuple[Ability, ...]:
    """A card with no definition yet: its Oracle text, one ability per line, for display only
    (no effect)."""
    from mtgrules.model.abilities import AbilityKind

    if not face.oracle_text:
        return ()
    lines = [line for line in face.oracle_text.split("\n") if line and not line.startswith("(")]
    return tuple(Ability(AbilityKind.STATIC, Text((line,))) for line in lines)


def combined_halves(
    card: Card, definition_of: Callable[[Card, Face], Any], rules: RuleSet
) -> Characteristics:
    """CR 709.4: a split card not on the stack has both halves' characteristics combined (each
    half's abilities from ``definition_of`` the card and face)."""
    halves = [
        printed_characteristics(
            card, f, definition_of(card, f).abilities or undefined_abilities(f), rules=rules
        )
        for f in card.faces
    ]
    symbols = tuple(s for h in halves for s in (h.mana_cost.symbols if h.mana_cost else ()))
    line = halves[0].type_line
    for half in halves[1:]:
        line = line.add_types(
            half.type_line.card_types, half.type_line.subtypes, half.type_line.supertypes
        )
    return Characteristics(
        names=tuple(n for h in halves for n in h.names),
        mana_cost=ManaCost(symbols),
        colors=frozenset().union(*(h.colors for h in halves)),
        type_line=line,
        abilities=tuple(a for h in halves for a in h.abilities),
    )
