"""Tamiyo, Inquisitive Student's front face, compiled from its Oracle text (her back face's
abilities are left out of this definition): when her controller draws their third card in a
turn, she is exiled and returns transformed under her owner's control (CR 712.14a, 110.2) — a
new object (400.7), Tamiyo, Seasoned Scholar."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.definitions import CardDefinition, read_definition_data
from mtgrules.cards.oracle.compiler import card_data, compile_face
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import definitions, in_trigger_order, lands, put, start

TAMIYO = "Tamiyo, Inquisitive Student // Tamiyo, Seasoned Scholar"
FRONT, BACK = TAMIYO.split(" // ")


def _front_only() -> CardDefinition:
    record = record_of(bundled_database().card(TAMIYO))
    front, back = record["faces"]
    faces = {
        FRONT: compile_face(FRONT, front["oracle_text"], types=tuple(front["types"])),
        BACK: compile_face(BACK, "", types=tuple(back["types"])),
    }
    assert faces[FRONT].status == "supported", faces[FRONT].unsupported
    return read_definition_data(card_data(TAMIYO, faces, (FRONT, BACK)), "<test Tamiyo>")


def _draw_three(owner: str) -> Game:
    game = Game(("A", "B"), definitions={**definitions(), TAMIYO: _front_only()})
    put(game, TAMIYO, owner, object_id="tamiyo")
    game.objects["tamiyo"].controller = "A"
    lands(game, "Island", 6)
    put(game, "Divination", "A", Zone.HAND, object_id="first")
    put(game, "Divination", "A", Zone.HAND, object_id="second")
    start(game)
    take(game, CastSpell("A", "first", ()))
    resolve_stack(game)
    assert game.characteristics("tamiyo").name == FRONT  # two cards drawn: not yet
    take(game, CastSpell("A", "second", ()))
    resolve_stack(game)
    in_trigger_order(game)
    resolve_stack(game)
    return game


@needs_full_database
def test_712_14a_third_card_drawn_returns_her_transformed() -> None:
    game = _draw_three("A")
    tamiyo = game.characteristics("tamiyo")
    assert game.objects["tamiyo"].zone is Zone.BATTLEFIELD
    assert tamiyo.name == BACK and tamiyo.type_line.has_card_type("Planeswalker")
    assert game.objects["tamiyo"].controller == "A"


@needs_full_database
def test_110_2_she_returns_under_her_owners_control() -> None:
    game = _draw_three("B")  # B's Tamiyo, controlled by A
    assert game.characteristics("tamiyo").name == BACK
    assert game.objects["tamiyo"].controller == "B"
