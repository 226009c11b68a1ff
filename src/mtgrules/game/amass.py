"""Amass (CR 701.47): "amass Orcs 1" puts +1/+1 counters on an Army its controller controls,
creating a 0/0 black Army token of that subtype first if they control none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.characteristics import Characteristics
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.vocab.colors import Color
from mtgrules.vocab.typeline import TypeLine

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

ARMY = "Army"


@handles("amass")
def amass(it: Instructed) -> bool:
    """CR 701.47a: if the player controls no Army creature, they create a 0/0 black
    [subtype] Army creature token; then they put N +1/+1 counters on an Army they control.
    Choosing among several Armies, and an Army that isn't of the subtype becoming one, aren't
    carried out (then nothing is done and the log says so)."""
    game, player = it.game, it.resolution.controller
    kind = str(it.instruction.param("kind"))
    armies = [
        object_id
        for object_id, obj in game.objects.items()
        if obj.zone is Zone.BATTLEFIELD
        and game.controller_of(object_id) == player
        and _is_army(game, object_id)
    ]
    if len(armies) > 1 or (armies and kind not in _subtypes(game, armies[0])):
        return False
    if not armies:
        printed = Characteristics(
            names=(f"{kind} {ARMY} Token",), mana_cost=None, colors=frozenset({Color.BLACK}),
            type_line=TypeLine.parse(f"Creature — {kind} {ARMY}"), power=0, toughness=0,
        )  # fmt: skip
        token = game.create_token(printed, player)
        game.events.append(event_of("token", f"{player} creates {token.id}", "701.47a"))
        armies = [token.id]
    number = it.amount()
    game.add_counters(armies[0], "+1/+1", number)
    game.events.append(event_of("amass", f"{player} amasses {number} on {armies[0]}", "701.47a"))
    return True


def _subtypes(game: GameState, object_id: str) -> frozenset[str]:
    return frozenset(game.characteristics(object_id).type_line.subtype_names)


def _is_army(game: GameState, object_id: str) -> bool:
    line = game.characteristics(object_id).type_line
    return line.has_card_type("Creature") and ARMY in line.subtype_names
