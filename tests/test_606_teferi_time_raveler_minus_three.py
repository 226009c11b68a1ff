"""Teferi, Time Raveler's [-3], compiled from its Oracle line (his static ability and his [+1]
are left out of this definition): it removes three loyalty counters (CR 606.4) and returns up to
one target artifact, creature, or enchantment to its owner's hand, then draws a card — with no
target chosen too (CR 601.2c, 115.1)."""

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

TEFERI = "Teferi, Time Raveler"


def _minus_three_only() -> CardDefinition:
    record = record_of(bundled_database().card(TEFERI))
    (face,) = record["faces"]
    lines = [line for line in face["oracle_text"].split("\n") if line.startswith("[-3]")]
    compiled = compile_face(TEFERI, "\n".join(lines), types=tuple(face["types"]))
    assert compiled.status == "supported", compiled.unsupported
    return read_definition_data(card_data(TEFERI, {TEFERI: compiled}, ()), "<test Teferi>")


def _game() -> Game:
    game = Game(("A", "B"), definitions={**definitions(), TEFERI: _minus_three_only()})
    put(game, TEFERI, "A", object_id="teferi")
    put(game, "Hill Giant", "B", object_id="giant")
    return start(game)


@needs_full_database
def test_606_minus_three_returns_a_creature_and_draws() -> None:
    game = _game()
    offered = {
        a.targets for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == "teferi" and a.index == 1
    }  # fmt: skip
    assert offered == {(), ("giant",)}  # up to one target (a planeswalker isn't one)
    library = len(game.libraries["A"])
    take(game, ActivateAbility("A", "teferi", 1, ("giant",)))
    assert game.objects["teferi"].counters == {"loyalty": 1}
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.HAND
    assert len(game.libraries["A"]) == library - 1


@needs_full_database
def test_115_1_up_to_one_target_minus_three_with_no_target_still_draws() -> None:
    game = _game()
    library = len(game.libraries["A"])
    take(game, ActivateAbility("A", "teferi", 1, ()))
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert len(game.libraries["A"]) == library - 1
