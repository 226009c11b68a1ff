"""Triggered abilities (CR 603): which events trigger an ability, read from its trigger condition.

A card definition writes its trigger condition as on the card (``When {this} enters``,
``At the beginning of your upkeep``, ``Whenever you cast a noncreature spell``). This module is
the trigger language: :func:`read_trigger` reads such a condition, part by part (who, which
objects, which event), into a :class:`TriggerSpec` — typed data the game matches events
against, never the words themselves. Events are recorded as they happen (:class:`GameEvent`) and
matched against every triggered ability that could see them, looking back in time for abilities
of objects that left the battlefield (603.10).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum

from mtgrules.model.abilities import Ability


class TriggerEvent(StrEnum):
    """The kinds of events a trigger condition names (CR 603.2)."""

    ENTERS = "enters"
    DIES = "dies"
    PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD = "put_into_graveyard_from_battlefield"
    """Any permanent put into a graveyard from the battlefield, not only a creature (Rancor)."""
    TO_GRAVEYARD = "to_graveyard"
    LEAVES = "leaves"
    ATTACKS = "attacks"
    BLOCKS = "blocks"
    BECOMES_BLOCKED = "becomes_blocked"
    BECOMES_UNATTACHED = "becomes_unattached"
    LAST_DEFENSE_COUNTER_REMOVED = "last_defense_counter_removed"
    """A battle's last defense counter is removed (310.11b)."""
    ENTERS_UNTAPPED = "enters_untapped"
    """A permanent entered the battlefield untapped (its replacement effects applied)."""
    DEALS_COMBAT_DAMAGE_TO_PLAYER = "deals_combat_damage_to_player"
    DEALS_COMBAT_DAMAGE_TO_PLAYER_OR_PLANESWALKER = "deals_combat_damage_to_player_or_planeswalker"
    """Combat damage to a player or to a planeswalker (CR 510.2); the event's player is the
    player dealt damage or the planeswalker's controller."""
    DEALS_DAMAGE_TO_OPPONENT = "deals_damage_to_opponent"
    CAST = "cast"
    UPKEEP = "upkeep"
    DRAW_STEP = "draw_step"
    END_STEP = "end_step"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    GAIN_LIFE = "gain_life"
    """A player gains life (CR 119.9: once per life-gaining event)."""
    DRAW = "draw"
    """A player draws a card (CR 121.2: one event per card)."""
    PLAYS_LAND = "plays_land"
    """A player plays a land (CR 305.1; not one put onto the battlefield otherwise)."""
    BECOMES_TARGET_OF_SPELL = "becomes_target_of_spell"
    """An object becomes the target of a spell (CR 115.10); the event's player is the spell's
    controller."""
    BECOMES_TARGET = "becomes_target"
    """A permanent becomes the target of a spell or ability (CR 115.10); the event's player is
    that spell's or ability's controller."""
    ATTACKS_ALONE = "attacks_alone"
    """A creature is the only creature declared as an attacker in a combat phase (CR 506.5);
    the event's player is the attacking player."""
    CYCLED = "cycled"
    """A card was discarded to pay a cycling cost (CR 702.29c, 702.29f: typecycling too); the
    event's object is the card, its player the one who cycled it."""
    DISCARD = "discard"
    """A player discards a card (CR 701.9a: one event per card); the event's player is the
    discarding player, its object the card."""
    TAPPED_FOR_MANA = "tapped_for_mana"
    """A player activates a mana ability of a permanent with {T} in its cost (CR 106.12,
    605.1b): a triggered mana ability, resolved at once (605.4a), never queued."""
    COMBAT_DAMAGE_TO_PLAYERS = "combat_damage_to_players"
    """Creatures a player controls dealt combat damage to one or more players (CR 510.2: one
    event per player whose creatures did, in each combat damage step); the event's player is
    that player."""
    SACRIFICED = "sacrificed"
    """A player sacrifices a permanent (CR 701.21a); the event's player is the one who
    sacrificed it, its object the permanent (seen as it last was on the battlefield)."""
    LEAVES_GRAVEYARD = "leaves_graveyard"
    """A card leaves a graveyard (CR 603.10a: such abilities look back); the event's player is
    its owner."""


@dataclass(frozen=True)
class TriggerSpec:
    """What triggers an ability: an event kind, whose, and about which object.

    ``event`` (a :class:`TriggerEvent`), and ``more_events`` for a condition naming several
    ("When {this} enters or leaves the battlefield": either triggers it, CR 603.2).
    ``subject``: ``self`` (this object), ``any``, ``another``, or ``self_or_another`` ("{this}
    or another creature you control dies").
    ``whose``: ``you``, ``opponent``, ``each``: whose step, who casts, draws or gains life, who
    controls the object.
    What the object must be: ``types`` (all of them), ``any_types`` (one of them),
    ``not_types``, ``subtypes`` (one of them); ``nontoken``; ``mana_value``: ``("at_most", N)``
    or ``("at_least", N)`` (a spell's, CR 202.3).
    """

    event: str
    subject: str = "self"
    whose: str = "each"
    types: tuple[str, ...] = ()
    nontoken: bool = False
    any_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    mana_value: tuple[str, int] | None = None
    more_events: tuple[str, ...] = ()
    nth: int = 0
    except_first_in_draw_step: bool = False
    """A card drawn, except the first its player draws in each of their draw steps (Orcish
    Bowmasters, CR 504.1)."""
    during: str = ""
    """``opponent``: only during an opponent's turn ("whenever you cast a spell during an
    opponent's turn", CR 500.1)."""
    from_zone: str = ""
    """A spell cast from this zone ("whenever a player casts a spell from a graveyard", CR
    601.2a: where it was as its casting began)."""
    mana_value_counters: str = ""
    """A spell's mana value must equal the number of counters of this kind on the trigger's
    source ("with mana value equal to the number of charge counters on {this}", Chalice of the
    Void)."""
    colorless: bool = False
    """The object must be colorless ("whenever you cast a colorless spell", CR 105.2c)."""
    attacked: str = ""
    """``you_or_yours``: a creature that attacks the trigger's controller or a planeswalker
    they control ("whenever a creature attacks you or a planeswalker you control", CR 508.1b)."""
    also: tuple[TriggerSpec, ...] = ()
    """More trigger conditions, any of which triggers the ability ("When {this} enters and
    whenever an opponent draws a card …", CR 603.2)."""
    """Only the player's ``nth`` card drawn or spell cast this turn ("when you draw your third
    card in a turn", "whenever you cast your second spell each turn": the turn's history,
    :mod:`mtgrules.model.history`)."""

    @property
    def events(self) -> tuple[str, ...]:
        return (self.event, *self.more_events)

    @property
    def filtered(self) -> bool:
        """Whether the object the event is about must be of some kind."""
        return bool(
            self.types or self.any_types or self.not_types or self.subtypes or self.nontoken
        ) or (self.mana_value is not None or bool(self.mana_value_counters) or self.colorless)


# -- the trigger language -----------------------------------------------------------------------

_SELF_EVENTS: tuple[tuple[str, TriggerEvent], ...] = (
    ("enters the battlefield", TriggerEvent.ENTERS),
    ("enters untapped", TriggerEvent.ENTERS_UNTAPPED),
    ("enters", TriggerEvent.ENTERS),
    ("dies", TriggerEvent.DIES),
    ("is put into a graveyard from the battlefield", TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD),
    ("is put into a graveyard from anywhere", TriggerEvent.TO_GRAVEYARD),
    ("leaves the battlefield", TriggerEvent.LEAVES),
    ("attacks", TriggerEvent.ATTACKS),
    ("becomes unattached", TriggerEvent.BECOMES_UNATTACHED),
    ("blocks", TriggerEvent.BLOCKS),
    ("becomes blocked", TriggerEvent.BECOMES_BLOCKED),
    ("deals combat damage to a player or planeswalker",
     TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER_OR_PLANESWALKER),
    ("deals combat damage to a player", TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER),
    ("deals damage to an opponent", TriggerEvent.DEALS_DAMAGE_TO_OPPONENT),
    ("becomes the target of a spell", TriggerEvent.BECOMES_TARGET_OF_SPELL),
)  # fmt: skip
"""What an object itself does (CR 603.6, 603.10a), as the text says it after "{this}"."""

_STEPS = {
    "upkeep": TriggerEvent.UPKEEP,
    "draw step": TriggerEvent.DRAW_STEP,
    "end step": TriggerEvent.END_STEP,
    "combat on your turn": TriggerEvent.BEGINNING_OF_COMBAT,
}
_STEP_OWNERS = {"your": "you", "each": "each", "each opponent's": "opponent", "the": "each"}
_PLAYERS = {"you": "you", "an opponent": "opponent", "a player": "each"}
_OTHER_EVENTS = {"enters": TriggerEvent.ENTERS, "dies": TriggerEvent.DIES,
                 "attacks": TriggerEvent.ATTACKS}  # fmt: skip
_CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "land",
               "planeswalker", "sorcery")  # fmt: skip

_STEP = re.compile(r"At the beginning of (?:(your|each opponent's|each|the) )?(upkeep|draw step|"
                   r"end step|combat on your turn)")  # fmt: skip
_SELF = re.compile(r"When(?:ever)? \{this\} (.+)")
_CAST = re.compile(r"Whenever (you cast|a player casts|an opponent casts) (?:a|an) (.+?)"
                   r"( from a graveyard)?(?: with mana value (?:(\d+) or (less|greater)|equal to the number of "
                   r"([a-z]+) counters on \{this\}))?")  # fmt: skip
_PLAYER = re.compile(
    r"Whenever (you|an opponent|a player) (gains? life|draws? a card|discards? a card)"
)
_NTH = re.compile(
    r"When(?:ever)? you (draw your (\w+) card (?:in a|each) turn|cast your (\w+) spell each turn)"
)
_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
_PLAYS_LAND = re.compile(r"When(?:ever)? you play (a|another) land")
_SACRIFICE = re.compile(r"Whenever you sacrifice (a|an|another) (.+)")
_LEAVES_GRAVEYARD = re.compile(r"Whenever (?:a|an) (.+?) card leaves your graveyard")
_OTHER = re.compile(r"Whenever (a|an|another|\{this\} or another) (.+?)( you control)? "
                    r"(enters|dies|attacks)( the battlefield)?( under your control)?")  # fmt: skip


class _Unread(ValueError):
    """Words the trigger language doesn't know."""


def read_trigger(text: str) -> TriggerSpec | None:
    """CR 603.1: the trigger condition ``text`` (the words before the comma) as a
    :class:`TriggerSpec`; None when the language doesn't know the wording."""
    text = _normal(text)
    try:
        return _read(text)
    except _Unread:
        return None


def _normal(text: str) -> str:
    text = text.strip().rstrip(",")
    text = text.replace("this creature", "{this}").replace("this permanent", "{this}")
    return re.sub(r"^(When|Whenever) this ", r"\1 {this} ", text)


_VALIANT = (
    "Whenever {this} becomes the target of a spell or ability you control for the first time "
    "each turn"
)
_DEAL_COMBAT_DAMAGE = (
    "Whenever one or more creatures you control deal combat damage to one or more players"
)
_ATTACKS_YOU = "Whenever a creature attacks you or a planeswalker you control"
_EXCEPT_FIRST = " except the first one they draw in each of their draw steps"
_DURING_OPPONENTS_TURN = " during an opponent's turn"


def _read(text: str) -> TriggerSpec:
    if text.endswith(_DURING_OPPONENTS_TURN):
        return replace(_read(text.removesuffix(_DURING_OPPONENTS_TURN)), during="opponent")
    first, joined, second = text.partition(" and whenever ")
    if joined:  # CR 603.2: either event triggers it
        return replace(_read(first), also=(_read("Whenever " + second),))
    if text.endswith(_EXCEPT_FIRST):
        spec = _read(text.removesuffix(_EXCEPT_FIRST))
        if spec.event is not TriggerEvent.DRAW:
            raise _Unread(text)
        return replace(spec, except_first_in_draw_step=True)
    if text in ("When you cast this spell", "When you cast {this}"):
        return TriggerSpec(TriggerEvent.CAST)
    if text == _DEAL_COMBAT_DAMAGE:  # CR 510.2: once, however many creatures and players
        return TriggerSpec(TriggerEvent.COMBAT_DAMAGE_TO_PLAYERS, "any", "you")
    if text == _ATTACKS_YOU:  # CR 508.1b: what it attacks, chosen as it is declared
        return TriggerSpec(
            TriggerEvent.ATTACKS, "any", types=("Creature",), attacked="you_or_yours"
        )
    if text == "Whenever a creature you control attacks alone":  # CR 506.5, 702.83a
        return TriggerSpec(TriggerEvent.ATTACKS_ALONE, "any", "you", types=("Creature",))
    if text in ("When you cycle {this}", "Whenever you cycle {this}"):  # CR 702.29c
        return TriggerSpec(TriggerEvent.CYCLED)
    if text == "Whenever you tap a creature for mana":  # CR 605.1b, 106.12
        return TriggerSpec(TriggerEvent.TAPPED_FOR_MANA, "any", "you", types=("Creature",))
    if text == _VALIANT:  # CR 115.10, 603.2: the first time each turn (Valiant)
        return TriggerSpec(TriggerEvent.BECOMES_TARGET, whose="you", nth=1)
    if text == "When the last defense counter is removed from {this}":
        return TriggerSpec(TriggerEvent.LAST_DEFENSE_COUNTER_REMOVED)
    match = _STEP.fullmatch(text)
    if match:
        if (match[1] is None) != (match[2] == "combat on your turn"):
            raise _Unread(text)  # "At the beginning of upkeep", "… of your combat on your turn"
        whose = _STEP_OWNERS[match[1]] if match[1] else "you"
        return TriggerSpec(_STEPS[match[2]], "any", whose)
    match = _PLAYER.fullmatch(text)
    if match:
        who = _PLAYERS[match[1]]
        if (who == "you") == match[2].split()[0].endswith("s"):
            raise _Unread(text)  # "you gains", "an opponent draw"
        event = {"gain": TriggerEvent.GAIN_LIFE, "draw": TriggerEvent.DRAW,
                 "discard": TriggerEvent.DISCARD}[match[2].split()[0].removesuffix("s")]  # fmt: skip
        return TriggerSpec(event, "any", who)
    match = _NTH.fullmatch(text)
    if match:
        nth = _ORDINALS.get(match[2] or match[3])
        if nth is None:
            raise _Unread(text)
        event = TriggerEvent.DRAW if match[2] else TriggerEvent.CAST
        return TriggerSpec(event, "any", "you", nth=nth)
    match = _CAST.fullmatch(text)
    if match:
        return _cast(match)
    match = _PLAYS_LAND.fullmatch(text)
    if match:  # CR 305.1: "When you play another land" (City of Traitors)
        subject = "another" if match[1] == "another" else "any"
        return TriggerSpec(TriggerEvent.PLAYS_LAND, subject, "you", types=("Land",))
    match = _SACRIFICE.fullmatch(text)
    if match:  # CR 701.21a: "Whenever you sacrifice another Eldrazi"
        subject = "another" if match[1] == "another" else "any"
        spec = _kinds(match[2], TriggerSpec(TriggerEvent.SACRIFICED, subject, "you"))
        if not spec.filtered:
            raise _Unread(text)
        return spec
    match = _LEAVES_GRAVEYARD.fullmatch(text)
    if match:  # CR 603.10a: "Whenever an instant or sorcery card leaves your graveyard"
        return _kinds(match[1], TriggerSpec(TriggerEvent.LEAVES_GRAVEYARD, "any", "you"))
    match = _OTHER.fullmatch(text)
    if match:
        return _other(match)
    match = _SELF.fullmatch(text)
    if match:
        events = _self_events(match[1])
        return TriggerSpec(events[0], more_events=events[1:])
    raise _Unread(text)


def _self_events(words: str) -> tuple[TriggerEvent, ...]:
    """ "enters or leaves the battlefield", "enters or attacks": one or more events of the
    object itself, joined by "or"."""
    found: list[TriggerEvent] = []
    rest = words
    while True:
        for phrase, event in _SELF_EVENTS:
            if rest == phrase or rest.startswith(phrase + " or "):
                found.append(event)
                rest = rest[len(phrase) :].removeprefix(" or ")
                break
        else:
            raise _Unread(words)
        if not rest:
            return tuple(found)


def _cast(match: re.Match[str]) -> TriggerSpec:
    """CR 601.2i, 603.2: "Whenever you cast a noncreature spell", "… an instant or sorcery
    spell", "Whenever a player casts a spell with mana value 3 or less", "… with mana value
    equal to the number of charge counters on {this}", "… a spell from a graveyard"."""
    who = {"you cast": "you", "a player casts": "each", "an opponent casts": "opponent"}[match[1]]
    noun = match[2]
    if not noun.endswith("spell"):
        raise _Unread(noun)
    mana_value = None
    if match[4]:
        mana_value = ("at_most" if match[5] == "less" else "at_least", int(match[4]))
    counters = match[6] or ""
    zone = "graveyard" if match[3] else ""
    spec = TriggerSpec(
        TriggerEvent.CAST, "any", who, mana_value=mana_value, mana_value_counters=counters,
        from_zone=zone,
    )  # fmt: skip
    return _kinds(noun.removesuffix("spell").strip(), spec)


def _other(match: re.Match[str]) -> TriggerSpec:
    """CR 603.2, 603.6a, 700.4: "Whenever a land you control enters", "Whenever another
    creature dies", "Whenever {this} or another creature you control dies"."""
    article, noun, yours, verb, battlefield, under = match.groups()
    event = _OTHER_EVENTS[verb]
    if battlefield and event is not TriggerEvent.ENTERS:
        raise _Unread(match[0])
    if under and (yours or event is not TriggerEvent.ENTERS):
        raise _Unread(match[0])
    nontoken = noun.startswith("nontoken ")
    subject = {"a": "any", "an": "any", "another": "another"}.get(article, "self_or_another")
    whose = "you" if (yours or under) else "each"
    spec = _kinds(
        noun.removeprefix("nontoken "), TriggerSpec(event, subject, whose, nontoken=nontoken)
    )
    if not (spec.types or spec.any_types or spec.not_types or spec.subtypes):
        raise _Unread(noun)  # "a permanent" (or "a colorless permanent"): too wide to be read yet
    return spec


def _kinds(words: str, spec: TriggerSpec) -> TriggerSpec:
    """``spec`` about the kind of object ``words`` names: "creature", "noncreature", "instant or
    sorcery", "Aura, Equipment, or Vehicle", "Spirit"; any object for "" (any spell)."""
    if not words:
        return spec
    if words == "colorless" or words.startswith("colorless "):  # CR 105.2c
        return _kinds(words.removeprefix("colorless").strip(), replace(spec, colorless=True))
    if words.startswith("non") and words[3:] in _CARD_TYPES:
        return replace(spec, not_types=(words[3:].capitalize(),))
    alternatives = re.split(r", or |, | or ", words)
    if all(w in _CARD_TYPES for w in alternatives):
        types = tuple(w.capitalize() for w in alternatives)
        return replace(spec, types=types) if len(types) == 1 else replace(spec, any_types=types)
    if all(re.fullmatch(r"[A-Z][a-z'-]+", w) for w in alternatives):
        return replace(spec, subtypes=tuple(alternatives))
    raise _Unread(words)


def trigger_of(ability: Ability) -> TriggerSpec | None:
    """The trigger of a triggered ability, read from its trigger condition (or, failing that,
    from the start of its text, up to a comma); None when the wording isn't known yet."""
    if ability.trigger:
        return read_trigger(ability.trigger)
    text = ability.render("{this}")
    for cut in (m.start() for m in re.finditer(",", text)):
        spec = read_trigger(text[:cut])
        if spec is not None:
            return spec
    return None


@dataclass(frozen=True)
class GameEvent:
    """Something that happened that abilities may trigger on (CR 603.2): its kind, the object it
    is about, the player it concerns, and where the object went from and to."""

    kind: str
    object_id: str | None = None
    player: str | None = None
    from_zone: str | None = None
    to_zone: str | None = None
