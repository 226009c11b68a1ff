"""Exchanging control of two permanents (CR 701.12a-b): a layer-2 effect for each (613.1b)."""

from __future__ import annotations

from mtgrules.effects.model import Filter
from mtgrules.effects.ops import GainControl
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.model.abilities import EffectSpec


@handles("exchange_control")
def exchange_control(it: Instructed) -> bool:
    """CR 701.12a-b: the two targets' controllers each gain control of the other's permanent,
    indefinitely (611.2a); if one of them is gone (or an illegal target, 608.2b) or both have
    the same controller, nothing happens."""
    game, resolution = it.game, it.resolution
    pair = resolution.targets[:2]
    if len(pair) != 2 or any(t is None or t not in game.objects for t in pair):
        game.events.append(event_of("control", "the exchange can't be made", "701.12a"))
        return True
    if any(game.objects[t].zone is not Zone.BATTLEFIELD for t in pair if t is not None):
        game.events.append(event_of("control", "the exchange can't be made", "701.12a"))
        return True
    one, other = (str(t) for t in pair)
    controllers = [
        game.characteristics(t).controller or game.objects[t].owner for t in (one, other)
    ]
    if controllers[0] == controllers[1]:
        game.events.append(event_of("control", "both have the same controller", "701.12b"))
        return True
    with game.at_once():
        for index, new_controller in ((1, controllers[1]), (2, controllers[0])):
            spec = EffectSpec(Filter(zones=("all",), targets=(index,)), (GainControl(),))
            game.create_effect(
                spec, resolution.source_id, new_controller, targets=resolution.targets,
                text=resolution.ability.text, description="exchange of control",
            )  # fmt: skip
    game.events.append(
        event_of("control", f"{controllers[0]} and {controllers[1]} exchange {one} and {other}",
                 "701.12b")
    )  # fmt: skip
    return True
