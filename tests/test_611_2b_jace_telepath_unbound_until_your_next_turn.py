"""Jace, Telepath Unbound's [+1], compiled from its Oracle line alone (his other lines are left
out of this definition): up to one target creature gets -2/-0 until your next turn — through the
opponent's turn, ending as his controller's next turn begins (CR 611.2b)."""

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
from mtgrules.game.turns import Step
from play_helpers import definitions, pass_until, put, start

JACE = "Jace, Vryn's Prodigy // Jace, Telepath Unbound"
FRONT, BACK = JACE.split(" // ")


def _plus_one_only() -> CardDefinition:
    record = record_of(bundled_database().card(JACE))
    front, back = record["faces"]
    lines = [line for line in back["oracle_text"].split("\n") if line.startswith("[+1]")]
    faces = {
        FRONT: compile_face(FRONT, "", types=tuple(front["types"])),
        BACK: compile_face(BACK, "\n".join(lines), types=tuple(back["types"])),
    }
    assert faces[BACK].status == "supported", faces[BACK].unsupported
    return read_definition_data(card_data(JACE, faces, (FRONT, BACK)), "<test Jace>")


@needs_full_database
def test_611_2b_minus_two_power_until_your_next_turn() -> None:
    game = Game(("A", "B"), definitions={**definitions(), JACE: _plus_one_only()})
    game.create_card(JACE, "A", Zone.BATTLEFIELD, object_id="jace", face_name=BACK)
    game.objects["jace"].counters["loyalty"] = 5
    put(game, "Hill Giant", "B", object_id="giant")
    start(game)
    take(game, ActivateAbility("A", "jace", 1, ("giant",)))
    resolve_stack(game)
    assert game.objects["jace"].counters == {"loyalty": 6}
    assert (game.characteristics("giant").power, game.characteristics("giant").toughness) == (1, 3)
    pass_until(game, Step.DECLARE_ATTACKERS, turn=3)  # the opponent's turn: still -2/-0
    assert game.characteristics("giant").power == 1
    pass_until(game, Step.UPKEEP, turn=4)
    assert game.characteristics("giant").power == 3
