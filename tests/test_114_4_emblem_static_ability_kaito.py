"""An emblem's static ability applies from the command zone (CR 114.4): Kaito, Bane of
Nightmares's +1, compiled from its Oracle line alone (his other lines are left out of this
definition), gives his controller an emblem with "Ninjas you control get +1/+1." — it lasts
after Kaito is gone (114.1) and affects only its controller's Ninjas."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.definitions import CardDefinition, read_definition_data
from mtgrules.cards.oracle.compiler import card_data, compile_face
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import definitions, put, start

KAITO = "Kaito, Bane of Nightmares"


def _plus_one_only() -> CardDefinition:
    record = record_of(bundled_database().card(KAITO))
    (face,) = record["faces"]
    lines = [line for line in face["oracle_text"].split("\n") if line.startswith("+1:")]
    compiled = compile_face(KAITO, "\n".join(lines), types=tuple(face["types"]))
    assert compiled.status == "supported", compiled.unsupported
    return read_definition_data(card_data(KAITO, {KAITO: compiled}, ()), "<test Kaito>")


@needs_full_database
def test_114_4_emblem_gives_your_ninjas_plus_one_from_the_command_zone() -> None:
    game = Game(("A", "B"), definitions={**definitions(), KAITO: _plus_one_only()})
    put(game, KAITO, "A", object_id="kaito")
    put(game, "Ninja of the Deep Hours", "A", object_id="ninja")
    put(game, "Ninja of the Deep Hours", "B", object_id="their-ninja")
    put(game, "Hill Giant", "A", object_id="giant")
    start(game)
    take(game, ActivateAbility("A", "kaito", 1, ()))
    resolve_stack(game)
    (emblem,) = [o.id for o in game.objects.values() if o.zone is Zone.COMMAND]
    assert game.objects[emblem].controller == "A"
    ninja = game.characteristics("ninja")
    assert (ninja.power, ninja.toughness) == (3, 3)
    theirs = game.characteristics("their-ninja")
    assert (theirs.power, theirs.toughness) == (2, 2)
    giant = game.characteristics("giant")
    assert (giant.power, giant.toughness) == (3, 3)  # a Giant, not a Ninja: as printed
    game.move("kaito", Zone.GRAVEYARD)
    assert (game.characteristics("ninja").power, game.characteristics("ninja").toughness) == (3, 3)
