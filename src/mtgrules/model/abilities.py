"""Card-text values (CR 113, 608, 611-613): abilities and the effects and instructions they are
made of.

An :class:`Ability` (CR 113) holds its structured text (:class:`~mtgrules.model.text.Text`, whose
typed words a text-changing effect may change), and what it does: the continuous effects of a
static ability (CR 611.3), or the instructions of a spell, activated or triggered ability.

Continuous effects are declarative values: what an effect affects, what it does in each layer, for
how long, and the filters, conditions and counts it uses. Everything here is a frozen value. The
engine (:mod:`mtgrules.effects.engine`) applies them; each operation declares its layer and the
characteristics it reads and writes, which the engine uses to skip trial applications that can't
show a dependency (CR 613.8a is still decided by trial). An ability's effects may grant abilities
in turn, so the two are one recursive type and live in one module.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property
from typing import Any, Protocol

from mtgrules.model.history import HistoryCheck, TurnHistory
from mtgrules.model.layers import Layer
from mtgrules.model.text import Text, WordKind, WordRef
from mtgrules.vocab.colors import Color
from mtgrules.vocab.keywords import Keyword
from mtgrules.vocab.types import BASIC_LAND_TYPES


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
    life: int = 0
    """Life to pay (CR 119.4)."""
    objects: tuple[CostObjects, ...] = ()
    """Cards or permanents the caster acts on to pay it (exile, return, sacrifice, tap)."""
    not_your_turn: bool = False
    """Only while it isn't its caster's turn ("If it's not your turn, …")."""
    opponent_cast: int = 0
    """Only once an opponent of its caster cast at least that many spells this turn."""
    opponent_lost_life: bool = False
    """Only once an opponent of its caster lost life this turn (spectacle, CR 702.137a)."""
    reveal_hand: bool = False
    """Paid by revealing the caster's hand (CR 701.20a: Land Grant)."""


@dataclass(frozen=True)
class CostObjects:
    """CR 118.9, 601.2h: a part of a cost paid with objects its payer chooses: ``exile`` cards
    from their hand, ``return`` permanents they control to their owner's hand, ``sacrifice``
    permanents (701.21a) or ``tap`` untapped ones (701.26a) — ``count`` different ones matching
    ``filter``."""

    action: str
    filter: Filter
    count: int = 1


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
    "instant": ("only as an instant", "602.5e"),
    "once_each_turn": ("only once each turn", "602.5b"),
}
"""CR 602.5b, 602.5d, 602.5e: restrictions on when an activated ability may be activated, by name:
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
    modes: tuple[Ability, ...] = ()
    """CR 700.2: a modal spell ability's modes, each a spell ability with its own targets and
    instructions; ``mode_count`` is how many of them are chosen (least, most)."""
    mode_count: tuple[int, int] = (1, 1)
    more_modes_if: Condition | None = None
    """CR 700.2: the condition under which ``more_modes`` are chosen instead, checked as the
    spell is cast ("If you control a Wizard as you cast this spell, you may choose two
    instead.")."""
    more_modes: tuple[int, int] = (1, 1)
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
    opening_hand: str = ""
    """CR 103.6: a static ability that lets its card be used from its owner's opening hand once
    the mulligans are over: ``reveal`` (103.6b: revealed, its instructions then followed) or
    ``battlefield`` (103.6a: the game begun with it on the battlefield)."""
    cost_less: Count | None = None
    """CR 601.2f, 602.2b: an activated ability that "costs {1} less to activate for each …"
    (the channel lands): its generic mana is reduced by this count as it is activated."""
    intrinsic_to: str | None = field(default=None, compare=False)
    """The subtype whose intrinsic ability this is: a basic land type's mana ability (CR
    305.6), or a Siege's "when the last defense counter is removed" (310.11b)."""
    trigger_object: str | None = None
    """CR 603.2: a triggered ability that triggered: the object its event was about ("it",
    "that spell" after "Whenever a player casts a spell")."""
    trigger_player: str | None = None
    """CR 603.2: a triggered ability that triggered: the player its event was about ("that
    player", "they" after "Whenever an opponent draws a card"); both bound by
    :func:`mtgrules.game.event_players.bind_event`."""
    trigger_object_changes: int = -1
    """CR 603.7c: a delayed triggered ability about an object (``trigger_object``): how many
    times that object had changed zones as the ability was created (once it changes zones
    again it is a new object, which the ability doesn't affect)."""

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


class Field(StrEnum):
    """The parts of an object's state an effect may read or write."""

    COPIABLE = "copiable"
    CONTROL = "control"
    TEXT = "text"
    TYPES = "types"
    COLORS = "colors"
    ABILITIES = "abilities"
    PT = "pt"
    ZONES = "zones"  # which objects are in which zone, counters, attachments: game state


ALL_FIELDS = frozenset(Field)

Word = str | WordRef
"""A word in an effect's parameters: literal, or the current value of a slot of its text."""


class View(Protocol):
    """What filters, counts and operations see while layers are applied: each object's
    characteristics as computed so far (the engine's working records)."""

    def objects(self) -> Iterator[Any]: ...

    def get(self, object_id: str) -> Any: ...


class Context(Protocol):
    """The effect being applied: its source, its text, its locked values."""

    source_id: str
    effect_key: tuple[Any, ...]
    timestamp: int
    """The effect's timestamp (CR 613.7): an ability it grants shares it (613.7a)."""

    @property
    def controller(self) -> str: ...

    def word(self, word: Word) -> str: ...

    def variable(self, name: str) -> int: ...

    def choice(self, kind: str) -> Any: ...

    def target(self, index: int) -> str | None: ...

    def named_source(self) -> str | None:
        """CR 201.5a: the object the effect's ability names by ``{source}``."""
        ...

    def blocking(self, attacker: str) -> frozenset[str]:
        """CR 509.1g: the creatures blocking ``attacker`` now."""
        ...

    def spells_cast_last_turn(self) -> Mapping[str, int]:
        """How many spells each player cast last turn."""
        ...

    def turn_history(self) -> TurnHistory:
        """What happened this turn (:mod:`mtgrules.model.history`)."""

    def life_total(self, player: str) -> int:
        """CR 119.1: ``player``'s life total now."""
        ...


# -- filters --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Filter:
    """Which objects: "nonbasic lands", "white creatures you control", "each other non-Aura
    enchantment", "cards in graveyards". Every given criterion must hold."""

    zones: tuple[str, ...] = ("battlefield",)
    """Zones to look in; ``("all",)`` for every zone."""
    types: tuple[str, ...] = ()
    """All of these card types."""
    any_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    subtypes: tuple[Word, ...] = ()
    """Any of these subtypes ("Forests and Saprolings")."""
    not_subtypes: tuple[Word, ...] = ()
    colors: tuple[Word, ...] = ()
    """Any of these colors."""
    not_colors: tuple[Word, ...] = ()
    """None of these colors ("nonblack")."""
    controller: str | None = None
    """``you`` (the effect's controller) or ``opponent``."""
    yours: bool = False
    """Controlled by you on the battlefield or stack, owned by you elsewhere (Conspiracy)."""
    owner: str | None = None
    """``you``, or ``target``: owned by the effect's first target player (Dispossess); or
    ``not_you``: owned by another player than the effect's controller (CR 108.3)."""
    named: str | None = None
    """``chosen``: has the card name chosen for the effect (CR 201.4)."""
    other: bool = False
    """Not the effect's source ("each other")."""
    self_only: bool = False
    attached: bool = False
    """The object the source is attached to ("enchanted creature", "equipped creature")."""
    targets: tuple[int, ...] = ()
    """The effect's targets, by position (1-based)."""
    chosen: str | None = None
    """An object chosen as the source entered (``copy``)."""
    mana_costs: tuple[str, ...] = ()
    """Its mana cost is one of these, as printed ("with mana cost {0} or {1}", CR 202.1)."""
    token: bool | None = None
    keywords: tuple[str, ...] = ()
    """Has all of these keyword abilities ("creatures with first strike")."""
    not_keywords: tuple[str, ...] = ()
    """Has none of these keyword abilities ("each creature without flying")."""
    blocking: bool = False
    """Blocking the effect's source ("each creature blocking it", CR 509.1g)."""
    mana_value: tuple[int | None, int | None] = (None, None)
    """At least and at most this mana value (CR 202.3: "with mana value 3 or less", "with mana
    value 1" is both)."""
    power: tuple[int | None, int | None] = (None, None)
    """At least and at most this power ("with power 4 or greater")."""
    mana_value_at_most_power: bool = False
    """Its mana value is at most the source's power now ("with mana value less than or equal
    to {this}'s power", CR 202.3)."""
    mana_value_at_most_graveyard: bool = False
    """Its mana value is at most the number of cards in its controller's graveyard now ("with
    mana value less than or equal to the number of cards in its controller's graveyard", CR
    202.3; Drown in the Loch)."""
    mana_value_x: str = ""
    """Its mana value is (``equal``) or is at most (``at_most``) the value of X of the spell
    or ability ("with mana value X", "with mana value X or less", CR 107.3, 202.3)."""
    any_of: tuple[Filter, ...] = ()
    """One of these holds too: "creature or Vehicle", "spell or nonland permanent"."""
    color_count: tuple[int | None, int | None] = (None, None)
    """At least and at most this many colors (CR 105.2-105.4: "monocolored" is exactly one,
    "multicolored" two or more, "colorless" none, "that's one or more colors" one or more)."""

    def reads(self) -> frozenset[Field]:
        fields: set[Field] = {Field.ZONES}.union(*(f.reads() for f in self.any_of))
        if self.types or self.any_types or self.not_types or self.supertypes:
            fields.add(Field.TYPES)
        if self.not_supertypes or self.subtypes or self.not_subtypes:
            fields.add(Field.TYPES)
        if self.colors or self.not_colors or self.color_count != (None, None):
            fields.add(Field.COLORS)
        if self.controller or self.yours:
            fields.add(Field.CONTROL)
        if self.keywords or self.not_keywords:
            fields.add(Field.ABILITIES)
        if self.named is not None or self.mana_value != (None, None) or self.mana_costs:
            fields.add(Field.COPIABLE)
        if self.mana_value_at_most_power or self.mana_value_at_most_graveyard:
            fields |= {Field.COPIABLE, Field.CONTROL}
        if self.mana_value_x:
            fields.add(Field.COPIABLE)
        if self.power != (None, None):
            fields.add(Field.PT)
        words = (*self.subtypes, *self.not_subtypes, *self.colors, *self.not_colors)
        if any(isinstance(w, WordRef) for w in words):
            fields.add(Field.TEXT)
        return frozenset(fields)

    def matches(self, obj: Any, ctx: Context, view: View) -> bool:
        """Whether ``obj`` (a working record) is one of the objects this filter means."""
        if self.zones != ("all",) and obj.zone not in self.zones:
            return False
        if self.self_only and obj.id != ctx.source_id:
            return False
        if self.other and obj.id == ctx.source_id:
            return False
        if self.attached:
            source = view.get(ctx.source_id)
            if source is None or source.attached_to != obj.id:
                return False
        if self.blocking and obj.id not in ctx.blocking(ctx.source_id):
            return False
        if self.targets and obj.id not in {ctx.target(i) for i in self.targets}:
            return False
        if self.chosen is not None and obj.id != ctx.choice(self.chosen):
            return False
        if self.token is not None and obj.is_token != self.token:
            return False
        if self.any_of and not any(f.matches(obj, ctx, view) for f in self.any_of):
            return False
        if self.mana_costs and (obj.mana_cost is None or str(obj.mana_cost) not in self.mana_costs):
            return False
        line = obj.type_line
        card_types = line.card_type_names
        if self.types and not all(t in card_types for t in self.types):
            return False
        if self.any_types and not any(t in card_types for t in self.any_types):
            return False
        if self.not_types and any(t in card_types for t in self.not_types):
            return False
        supertypes = line.supertype_names
        if self.supertypes and not all(s in supertypes for s in self.supertypes):
            return False
        if self.not_supertypes and any(s in supertypes for s in self.not_supertypes):
            return False
        if self.subtypes or self.not_subtypes:
            subtypes = line.subtype_names
            if self.subtypes and not any(ctx.word(w) in subtypes for w in self.subtypes):
                return False
            if self.not_subtypes and any(ctx.word(w) in subtypes for w in self.not_subtypes):
                return False
        if self.colors:
            wanted = {Color.from_word(ctx.word(w)) for w in self.colors}
            if not wanted & obj.colors:
                return False
        if self.not_colors:
            unwanted = {Color.from_word(ctx.word(w)) for w in self.not_colors}
            if unwanted & obj.colors:
                return False
        if not _within(self.color_count, len(obj.colors)):
            return False
        if self.controller is not None:
            if self.controller == "you" and obj.controller != ctx.controller:
                return False
            if self.controller == "opponent" and obj.controller == ctx.controller:
                return False
        if self.yours:
            who = obj.controller if obj.zone in ("battlefield", "stack") else obj.owner
            if who != ctx.controller:
                return False
        if self.owner == "you" and obj.owner != ctx.controller:
            return False
        if self.owner == "not_you" and obj.owner == ctx.controller:  # CR 108.3: another's
            return False
        if self.owner == "target" and obj.owner != ctx.target(1):
            return False
        if self.named is not None and ctx.choice("card_name") not in obj.names:
            return False
        if not _within(self.mana_value, obj.mana_value):
            return False
        if self.mana_value_x and not _within_x(self.mana_value_x, obj.mana_value, ctx):
            return False
        if self.power != (None, None) and (obj.power is None or not _within(self.power, obj.power)):
            return False
        if self.mana_value_at_most_power:
            source = view.get(ctx.source_id)
            if source is None or source.power is None or obj.mana_value > source.power:
                return False
        if self.not_keywords and any(obj.has_keyword(k) for k in self.not_keywords):
            return False
        if self.mana_value_at_most_graveyard:
            cards = sum(
                1 for o in view.objects() if o.zone == "graveyard" and o.owner == obj.controller
            )
            if obj.mana_value > cards:
                return False
        return not (self.keywords and not all(obj.has_keyword(k) for k in self.keywords))

    def select(self, ctx: Context, view: View) -> list[str]:
        """The ids of every object this filter means, in a stable order."""
        return [o.id for o in view.objects() if self.matches(o, ctx, view)]


def _within(bounds: tuple[int | None, int | None], value: int) -> bool:
    """Whether ``value`` is at least and at most the bounds given (None: no bound)."""
    least, most = bounds
    return (least is None or value >= least) and (most is None or value <= most)


def _within_x(bound: str, value: int, ctx: Context) -> bool:
    """CR 107.3, 202.3: whether ``value`` is X (``equal``) or at most X (``at_most``), X the
    value of the resolving spell or ability (a target's bound is fixed as it is cast:
    :func:`mtgrules.game.targets.with_x`)."""
    x = ctx.variable("X")
    return value == x if bound == "equal" else value <= x


def fixed_x(spec: Filter, x: int) -> Filter:
    """CR 107.3, 601.2b: ``spec`` with its bound X made the number ``x`` (X is announced before
    the targets are chosen, 601.2c); any other filter as it is."""
    if not spec.mana_value_x and not any(f.mana_value_x for f in spec.any_of):
        return spec
    bound = (x, x) if spec.mana_value_x == "equal" else (None, x)
    changed = replace(spec, mana_value=bound) if spec.mana_value_x else spec
    return replace(changed, mana_value_x="", any_of=tuple(fixed_x(f, x) for f in spec.any_of))


# -- counts ---------------------------------------------------------------------------------

BASIC_LAND_TYPE_NAMES = frozenset(t.english for t in BASIC_LAND_TYPES)


@dataclass(frozen=True)
class Count:
    """A number in an effect: a constant, a variable fixed when the effect was created
    (CR 611.2d), or a count of the game state (for static abilities, always current)."""

    constant: int = 0
    variable: str | None = None
    """``X``: the value chosen for the spell or ability."""
    objects: Filter | None = None
    """The number of objects matching this filter."""
    card_types_among: Filter | None = None
    """The number of card types among the matching objects (Tarmogoyf)."""
    counters: str | None = None
    """The number of counters of this kind on the effect's source, or with ``counters_on:
    source`` on the object its ability names by ``{source}`` (Gutter Grime's Ooze, CR 201.5a)."""
    counters_on: str = "this"
    mana_value: bool = False
    """The mana value of each affected object itself (Opalescence, March of the Machines)."""
    power_of_target: bool = False
    """The power of the instruction's target as it last existed on the battlefield (CR 608.2h:
    "its controller gains life equal to its power" after it was exiled)."""
    mana_value_of_target: bool = False
    """The mana value of the instruction's target ("you lose life equal to its mana value")."""
    power_of_source: bool = False
    """The effect's source's power as it is when the effect applies (the Bond variant's Back
    Attack: "+N/-N, where N is the attached creature's power")."""
    basic_land_types_among: Filter | None = None
    """CR 207.2c, 305.6: domain, the number of basic land types among the matching objects."""
    life_total: bool = False
    """CR 119.1: the life total of the effect's controller ("where X is your life total")."""
    devotion_to: tuple[str, ...] = ()
    """CR 700.5: devotion to these colors (their letters): the mana symbols of these colors
    (a hybrid symbol of two of them counts once) among the mana costs of the permanents the
    effect's controller controls."""
    times: int = 1
    plus: int = 0
    half: str = ""
    """CR 107.1a: half the number, rounded ``up`` or ``down`` ("half your life, rounded up")."""

    def halved(self, total: int) -> int:
        """CR 107.1a: ``total``, or half of it rounded as this number says."""
        if self.half == "up":
            return -(-total // 2)
        return total // 2 if self.half == "down" else total

    def reads(self) -> frozenset[Field]:
        fields: set[Field] = set()
        for flt in (self.objects, self.card_types_among, self.basic_land_types_among):
            if flt is not None:
                fields |= flt.reads() | {Field.TYPES}
        if self.counters:
            fields.add(Field.ZONES)
        if self.mana_value or self.devotion_to:
            fields.add(Field.COPIABLE)
        if self.power_of_source:
            fields.add(Field.PT)
        return frozenset(fields)

    def value(self, ctx: Context, view: View, obj: Any = None) -> int:
        if self.variable is not None:
            base = ctx.variable(self.variable)
        elif self.objects is not None:
            base = len(self.objects.select(ctx, view))
        elif self.card_types_among is not None:
            found: set[str] = set()
            for object_id in self.card_types_among.select(ctx, view):
                found |= {c.english for c in view.get(object_id).type_line.card_types}
            base = len(found)
        elif self.basic_land_types_among is not None:
            found = set()
            for object_id in self.basic_land_types_among.select(ctx, view):
                found |= BASIC_LAND_TYPE_NAMES & view.get(object_id).type_line.subtype_names
            base = len(found)
        elif self.devotion_to:
            base = _devotion(ctx, view, frozenset(self.devotion_to))
        elif self.life_total:
            base = ctx.life_total(ctx.controller)
        elif self.counters is not None:
            holder = ctx.named_source() if self.counters_on == "source" else ctx.source_id
            source = view.get(holder) if holder is not None else None
            base = source.counters.get(self.counters, 0) if source is not None else 0
        elif self.mana_value:
            base = obj.mana_value if obj is not None else 0
        elif self.power_of_source:
            source = view.get(ctx.source_id)
            base = (source.power or 0) if source is not None else 0
        else:
            base = self.constant
        return self.halved(base * self.times + self.plus)


def _devotion(ctx: Context, view: View, letters: frozenset[str]) -> int:
    """CR 700.5: the mana symbols of these colors among the mana costs of the permanents the
    controller controls (700.5a: a hybrid symbol of one of them counts)."""
    yours = Filter(zones=("battlefield",), controller="you")
    total = 0
    for object_id in yours.select(ctx, view):
        cost = view.get(object_id).mana_cost
        for symbol in cost.symbols if cost is not None else ():
            total += bool({str(c) for c in symbol.colors} & letters)
    return total


@dataclass(frozen=True)
class Condition:
    """CR 611.3: "as long as …" on a static ability: the effect exists only while it holds."""

    objects: Filter | None = None
    at_least: int = 1
    different_names: bool = False
    """Count only objects with different names (CR 201.2b: each has a name, no two share
    one): "four or more Demons with different names"."""
    spells_last_turn: str | None = None
    """Instead of objects, spells cast last turn: ``none`` ("if no spells were cast last
    turn") or ``one_player_at_least`` ("if a player cast ``at_least`` or more spells last
    turn")."""
    history: HistoryCheck | None = None
    """Instead of objects, what happened this turn (CR 603.4, 608.2c: revolt)."""
    amount: Count | None = None
    """Instead of objects, a number that must be at least ``at_least`` (CR 207.2c delirium:
    "four or more card types among cards in your graveyard")."""
    all_of: tuple[Condition, ...] = ()
    """Instead of the rest, conditions that must all hold ("if there is an instant card and a
    sorcery card in your graveyard")."""
    at_most: int | None = None
    """At most so many objects match ("if you control no artifacts", "if you control four or
    fewer lands")."""
    source_tapped: bool | None = None
    """Instead of objects, whether the ability's source is tapped (CR 603.4: "if {this} is
    tapped", Mana Vault): a state of the game, not a characteristic (110.5), read by the game
    (:func:`mtgrules.game.following.intervening_if_holds`)."""
    source_cast: bool = False
    """Instead of objects, whether the ability's source was cast (CR 603.4, 400.7d: "if you
    cast it"): read by the game, as ``source_tapped`` is."""

    def reads(self) -> frozenset[Field]:
        if self.all_of:
            return frozenset().union(*(c.reads() for c in self.all_of))
        if self.amount is not None:
            return self.amount.reads()
        if self.objects is None:
            return frozenset()
        return self.objects.reads() | ({Field.COPIABLE} if self.different_names else set())

    def holds(self, ctx: Context, view: View) -> bool:
        if self.all_of:
            return all(c.holds(ctx, view) for c in self.all_of)
        if self.source_tapped is not None or self.source_cast:
            raise ValueError("whether a source is tapped or was cast is read by the game")
        if self.history is not None:
            return self.history.holds(ctx.controller, ctx.turn_history())
        if self.amount is not None:
            return self.amount.value(ctx, view) >= self.at_least
        if self.objects is None:
            cast = ctx.spells_cast_last_turn()
            if self.spells_last_turn == "none":
                return not any(cast.values())
            return any(n >= self.at_least for n in cast.values())
        found = self.objects.select(ctx, view)
        if self.at_most is not None and len(found) > self.at_most:
            return False
        if self.different_names:
            return _most_with_different_names([view.get(i).names for i in found]) >= self.at_least
        return len(found) >= self.at_least


def _most_with_different_names(names: list[tuple[str, ...]]) -> int:
    """CR 201.2a-b: how many of these objects have different names: nameless objects never
    do; of objects sharing a name, one counts."""
    chosen: list[frozenset[str]] = []
    for object_names in names:
        mine = frozenset(object_names)
        if mine and not any(mine & other for other in chosen):
            chosen.append(mine)
    return len(chosen)


# -- operations, one layer each ---------------------------------------------------------------


@dataclass(frozen=True)
class Op:
    """One thing an effect does to each object it affects, in one layer."""

    layer: Layer = field(init=False, default=Layer.RULES)
    writes: frozenset[Field] = field(init=False, default=frozenset())

    def reads(self) -> frozenset[Field]:
        """What of the game the operation's result depends on (beyond the object itself)."""
        return frozenset()

    def apply(self, obj: Any, ctx: Context, view: View) -> None:  # pragma: no cover
        raise NotImplementedError

    def describe(self, ctx: Context | None = None) -> str:
        return type(self).__name__

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        """What the operation would do to ``obj`` now, for CR 613.8a "what it does"."""
        return self.describe(ctx)

    @property
    def per_object(self) -> bool:
        """Whether what it does differs from object to object (e.g. "equal to its mana
        value"); if not, :meth:`signature` ignores its object."""
        return False


@dataclass(frozen=True)
class EffectSpec:
    """A continuous effect as written on a card: what it affects and what it does. A static
    ability's effect affects whatever matches at every moment (CR 611.3a); a resolved one
    locks in its objects when it begins (CR 611.2c)."""

    affects: Filter
    ops: tuple[Op, ...]
    condition: Condition | None = None
    cda: bool = False
    duration: str = "game"
    """``game`` (CR 611.2a default), ``end_of_turn``, or ``while_source`` (for as long as its
    source stays on the battlefield)."""
    text: str = ""

    @property
    def layers(self) -> tuple[Layer, ...]:
        return tuple(sorted({op.layer for op in self.ops}, key=lambda layer: layer.order))

    @cached_property
    def _by_layer(self) -> dict[Layer, tuple[Op, ...]]:
        by_layer: dict[Layer, list[Op]] = {}
        for op in self.ops:
            by_layer.setdefault(op.layer, []).append(op)
        return {layer: tuple(ops) for layer, ops in by_layer.items()}

    def ops_in(self, layer: Layer) -> tuple[Op, ...]:
        return self._by_layer.get(layer, ())

    def writes(self, layer: Layer) -> frozenset[Field]:
        out: frozenset[Field] = frozenset()
        for op in self.ops_in(layer):
            out |= op.writes
        return out

    def reads(self, layer: Layer) -> frozenset[Field]:
        out = self.affects.reads() | {Field.ABILITIES}
        if self.condition is not None:
            out |= self.condition.reads()
        for op in self.ops_in(layer):
            out |= op.reads()
        return out


@dataclass(frozen=True)
class Instruction:
    """One step of a resolving spell or ability (CR 608.2): ``action`` names it; ``effect`` is
    a continuous effect to create; the rest are its parameters."""

    action: str
    effect: EffectSpec | None = None
    amount: Count | None = None
    target: int = 1
    params: tuple[tuple[str, Any], ...] = ()
    abilities: tuple[Ability, ...] = ()

    def param(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default


@dataclass(frozen=True)
class TargetSpec:
    """A target a spell or ability requires (CR 115): what it may be."""

    filter: Filter
    description: str = "target"
    player: bool = False
    any_target: bool = False
    """"any target": a creature, player, planeswalker or battle (CR 115.4)."""
    minimum: int = 1
    maximum: int = 1
    """How many objects or players this one word "target" takes ("one or two targets",
    CR 601.2c); each at most once (115.3)."""
    opponent: bool = False
    """A player target that must be an opponent ("target opponent", CR 115.1, 102.2)."""
    status: tuple[str, ...] = ()
    """The target must be in one of these states of the game, not characteristics (CR 110.5,
    506.4): ``attacking``, ``blocking``, ``tapped``, ``untapped`` ("target attacking or
    blocking creature")."""
    abilities: tuple[str, ...] = ()
    """The target is an ability on the stack of one of these kinds, ``activated`` or
    ``triggered`` ("target activated or triggered ability", CR 115.1, 701.6a); never a mana
    ability, which doesn't use the stack (605.3b)."""
    single_target: bool = False
    """The target is a spell with a single target ("target spell with a single target", CR
    115.1, 115.7)."""
    controlled_by_target: int = 0
    """The target is controlled by the player chosen for the word "target" number N (from 1),
    or by the controller of the permanent chosen for it ("target creature that player or that
    planeswalker's controller controls", CR 115.1, 601.2c); 0: no such requirement."""


def word_kind_of(value: str) -> WordKind | None:
    """The kind of a typed word used in effects' parameters, if it is one."""
    ref = WordRef.parse(value)
    return ref.kind if ref else None
