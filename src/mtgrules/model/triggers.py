"""Triggered abilities (CR 603): which events trigger an ability, read from its trigger condition.

A card definition writes its trigger condition as on the card (``When {this} enters the
battlefield``, ``At the beginning of your upkeep``); :data:`TRIGGER_PHRASES` turns the common
wordings into a :class:`TriggerSpec` — data, one line per wording. Events are recorded as they
happen (:class:`GameEvent`) and matched against every triggered ability that could see them,
looking back in time for abilities of objects that left the battlefield (603.10).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgrules.model.abilities import Ability


@dataclass(frozen=True)
class TriggerSpec:
    """What triggers an ability: an event kind, whose, and about which object.

    ``event``: ``enters``, ``dies``, ``put_into_graveyard_from_battlefield`` (any permanent,
    not only a creature: Rancor), ``leaves``, ``upkeep``, ``draw_step``, ``end_step``,
    ``beginning_of_combat``, ``attacks``, ``blocks``, ``becomes_blocked``, ``cast``,
    ``last_defense_counter_removed`` (a battle's, 310.11b),
    ``deals_damage_to_opponent``, ``deals_combat_damage_to_player``.
    ``subject``: ``self`` (this object), ``any``, ``another``.
    ``whose``: ``you``, ``opponent``, ``each`` (for steps and casting).
    ``types``: card types the subject must have; ``nontoken``: the subject isn't a token;
    ``not_types``: card types it must not have ("a noncreature spell").
    """

    event: str
    subject: str = "self"
    whose: str = "each"
    types: tuple[str, ...] = ()
    nontoken: bool = False
    not_types: tuple[str, ...] = ()


# One wording per line: a regular expression over the ability's text (with {this} standing for
# its own name) and the trigger it means.
TRIGGER_PHRASES: tuple[tuple[str, TriggerSpec], ...] = (
    (r"^When(ever)? {this} enters( the battlefield)?", TriggerSpec("enters")),
    (r"^When(ever)? {this} dies", TriggerSpec("dies")),
    (r"^When(ever)? {this} is put into a graveyard from the battlefield", TriggerSpec("put_into_graveyard_from_battlefield")),
    (r"^When(ever)? {this} is put into a graveyard from anywhere", TriggerSpec("to_graveyard")),
    (r"^When(ever)? {this} leaves the battlefield", TriggerSpec("leaves")),
    (r"^When(ever)? {this} attacks", TriggerSpec("attacks")),
    (r"^When(ever)? {this} becomes unattached", TriggerSpec("becomes_unattached")),
    (r"^When(ever)? {this} blocks", TriggerSpec("blocks")),
    (r"^When(ever)? {this} becomes blocked", TriggerSpec("becomes_blocked")),
    (r"^When the last defense counter is removed from {this}", TriggerSpec("last_defense_counter_removed")),
    (r"^When(ever)? {this} deals combat damage to a player", TriggerSpec("deals_combat_damage_to_player")),
    (r"^When(ever)? {this} deals damage to an opponent", TriggerSpec("deals_damage_to_opponent")),
    (r"^When you cast this spell", TriggerSpec("cast")),
    (r"^At the beginning of your upkeep", TriggerSpec("upkeep", "any", "you")),
    (r"^At the beginning of each upkeep", TriggerSpec("upkeep", "any", "each")),
    (r"^At the beginning of each opponent's upkeep", TriggerSpec("upkeep", "any", "opponent")),
    (r"^At the beginning of your draw step", TriggerSpec("draw_step", "any", "you")),
    (r"^At the beginning of your end step", TriggerSpec("end_step", "any", "you")),
    (r"^At the beginning of each end step", TriggerSpec("end_step", "any", "each")),
    (r"^At the beginning of combat on your turn", TriggerSpec("beginning_of_combat", "any", "you")),
    (r"^Whenever a player casts a spell", TriggerSpec("cast", "any", "each")),
    (r"^Whenever you cast a spell", TriggerSpec("cast", "any", "you")),
    (r"^Whenever you cast a noncreature spell", TriggerSpec("cast", "any", "you", not_types=("Creature",))),
    (r"^Whenever a nontoken creature you control dies", TriggerSpec("dies", "any", "you", ("Creature",), True)),
    (r"^Whenever a creature you control dies", TriggerSpec("dies", "any", "you", ("Creature",))),
    (r"^Whenever another creature you control dies", TriggerSpec("dies", "another", "you", ("Creature",))),
    (r"^Whenever a creature dies", TriggerSpec("dies", "any", "each", ("Creature",))),
    (r"^Whenever another creature dies", TriggerSpec("dies", "another", "each", ("Creature",))),
    (r"^Whenever another creature enters( the battlefield)? under your control", TriggerSpec("enters", "another", "you", ("Creature",))),
    (r"^Whenever a creature enters( the battlefield)? under your control", TriggerSpec("enters", "any", "you", ("Creature",))),
    (r"^Whenever another creature enters( the battlefield)?", TriggerSpec("enters", "another", "each", ("Creature",))),
    (r"^Whenever a creature you control attacks", TriggerSpec("attacks", "any", "you", ("Creature",))),
)  # fmt: skip

_COMPILED = tuple((re.compile(pattern), spec) for pattern, spec in TRIGGER_PHRASES)


def trigger_of(ability: Ability) -> TriggerSpec | None:
    """The trigger of a triggered ability, read from its trigger condition (or, failing that,
    the start of its text); None when the wording isn't known yet."""
    for text in (ability.trigger, ability.render("{this}")):
        if not text:
            continue
        text = text.replace("this creature", "{this}").replace("this permanent", "{this}")
        for pattern, spec in _COMPILED:
            if pattern.search(text):
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
