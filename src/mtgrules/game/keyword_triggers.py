"""Keyword abilities that are triggered abilities and do what no other instruction says
(CR 702): exalted (702.83a: the creature that attacks alone gets +1/+1 until end of turn) and
modular (702.43a: a dying modular permanent's +1/+1 counters go to an artifact creature).
Each keyword's ability is built in :mod:`mtgrules.cards.keyword_abilities`; its instruction is
carried out here."""

from __future__ import annotations

from mtgrules.effects.ops import ModifyPT
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.model.abilities import Count, EffectSpec, Filter

EXALTED_PUMP = EffectSpec(
    Filter(zones=("all",), targets=(1,)),
    (ModifyPT(Count(constant=1), Count(constant=1)),),
    duration="end_of_turn",
    text="that creature gets +1/+1 until end of turn",
)
"""CR 702.83a: "that creature gets +1/+1 until end of turn" (the creature is the effect's one
object, 611.2c)."""


@handles("exalted")
def _exalted(it: Instructed) -> bool:
    """CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1
    until end of turn." — the creature the trigger was about (603.2), if it is still on the
    battlefield (400.7); each instance of exalted triggers and resolves on its own
    (702.83b)."""
    game, creature = it.game, it.target
    if creature is None or creature not in game.objects:
        return True
    if game.objects[creature].zone is not Zone.BATTLEFIELD:
        game.events.append(event_of("exalted", f"{creature} left the battlefield", "702.83a"))
        return True
    game.create_effect(
        EXALTED_PUMP, it.resolution.source_id, it.resolution.controller,
        targets=(creature,), text=it.resolution.ability.text, description="exalted",
    )  # fmt: skip
    game.events.append(event_of("exalted", f"{creature} gets +1/+1 (exalted)", "702.83a"))
    return True


PLUS_ONE = "+1/+1"


@handles("modular")
def _modular(it: Instructed) -> bool:
    """CR 702.43a, 608.2h: "put a +1/+1 counter on target artifact creature for each +1/+1
    counter on this permanent" — the counters it had as it last existed on the battlefield
    (they are gone from the card in the graveyard, 400.7)."""
    game, target = it.game, it.target
    if target is None or target not in game.objects:
        return False
    source = it.resolution.source_id
    count = game.last_known_counters.get(source, {}).get(PLUS_ONE, 0)
    if count:
        game.add_counters(target, PLUS_ONE, count)
    game.events.append(
        event_of("modular", f"{count} +1/+1 counters are put on {target} (modular)", "702.43a")
    )
    return True
