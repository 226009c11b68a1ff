"""CR 601.3, 307.5: static abilities compiled from Oracle text that stop players casting
spells — Teferi, Time Raveler's "Each opponent can cast spells only any time they could cast a
sorcery.", Voice of Victory's "Your opponents can't cast spells during your turn." and Archon of
Emeria's "Each player can't cast more than one spell each turn." (each line on a test creature:
a Grizzly Bears with it)."""

from __future__ import annotations

from card_data import needs_full_database
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell
from mtgrules.game.casting import casting_restriction
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import (
    all_pass,
    definitions,
    lands,
    pass_priority,
    pass_until,
    put,
    rejected,
    start,
)

TEFERI = "Each opponent can cast spells only any time they could cast a sorcery."
VOICE = "Your opponents can't cast spells during your turn."
ARCHON = "Each player can't cast more than one spell each turn."


def _game(line: str) -> Game:
    record = {
        "name": "Grizzly Bears",
        "faces": [{"name": "Grizzly Bears", "types": ["Creature"], "oracle_text": line}],
    }
    compiled = compile_card(record)
    assert compiled.definition is not None, compiled.why()
    assert compiled.rendered == line
    found = definitions()
    found["Grizzly Bears"] = compiled.definition
    game = Game(("A", "B"), definitions=found)
    put(game, "Shock", "A", Zone.HAND, "shock")
    put(game, "Shock", "A", Zone.HAND, "shock-2")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Mountain", 2, "A")
    lands(game, "Island", 3, "A")
    put(game, "Shock", "B", Zone.HAND, "b-shock")
    lands(game, "Mountain", 1, "B", "b-mountain")
    return game


def test_307_5_teferi_opponents_cast_only_at_sorcery_speed() -> None:
    game = _game(TEFERI)
    put(game, "Grizzly Bears", "B", object_id="teferi")
    start(game)
    game.apply(CastSpell("A", "divination"))  # main phase, empty stack: allowed
    error = rejected(game, CastSpell("A", "shock", ("B",)))  # an instant, on a stack
    assert error.rule == "307.5"
    assert "only any time they could cast a sorcery" in str(error)
    pass_priority(game)
    game.apply(CastSpell("B", "b-shock", ("A",)))  # its controller isn't restricted
    all_pass(game)
    all_pass(game)
    game.apply(CastSpell("A", "shock", ("B",)))  # main phase, empty stack again
    all_pass(game)
    assert game.players["B"].life == 18


def test_307_5_teferi_stops_instants_in_combat() -> None:
    game = _game(TEFERI)
    put(game, "Grizzly Bears", "B", object_id="teferi")
    start(game, Step.BEGINNING_OF_COMBAT)
    assert casting_restriction(game, "A") is not None
    assert casting_restriction(game, "B") is None
    assert rejected(game, CastSpell("A", "shock", ("B",))).rule == "307.5"


def test_601_3_voice_of_victory_no_spells_during_its_controllers_turn() -> None:
    game = _game(VOICE)
    put(game, "Grizzly Bears", "A", object_id="voice")
    start(game)
    game.apply(CastSpell("A", "shock", ("B",)))
    pass_priority(game)
    error = rejected(game, CastSpell("B", "b-shock", ("A",)))
    assert error.rule == "601.3"
    assert "can't cast spells during A's turn" in str(error)


def test_601_3_voice_of_victory_allows_spells_on_the_opponents_own_turn() -> None:
    game = _game(VOICE)
    put(game, "Grizzly Bears", "A", object_id="voice")
    start(game, active="B")
    game.apply(CastSpell("B", "b-shock", ("A",)))
    all_pass(game)
    assert game.players["A"].life == 18


def test_601_3_archon_one_spell_each_turn_for_each_player() -> None:
    game = _game(ARCHON)
    put(game, "Grizzly Bears", "B", object_id="archon")
    start(game)
    game.apply(CastSpell("A", "shock", ("B",)))
    assert rejected(game, CastSpell("A", "shock-2", ("B",))).rule == "601.3"
    pass_priority(game)
    game.apply(CastSpell("B", "b-shock", ("A",)))  # B's first spell this turn
    all_pass(game)
    all_pass(game)
    assert rejected(game, CastSpell("A", "shock-2", ("B",))).rule == "601.3"
    assert (game.players["A"].life, game.players["B"].life) == (18, 18)


@needs_full_database
def test_601_3_silence_opponents_cant_cast_spells_this_turn() -> None:
    from compiled_cards import game_with

    game = game_with("Silence")
    put(game, "Silence", "A", Zone.HAND, "silence")
    lands(game, "Plains", 1, "A")
    put(game, "Shock", "A", Zone.HAND, "shock")
    lands(game, "Mountain", 1, "A")
    put(game, "Shock", "B", Zone.HAND, "b-shock")
    lands(game, "Mountain", 1, "B", "b-mountain")
    start(game)
    game.apply(CastSpell("A", "silence"))
    all_pass(game)
    game.apply(CastSpell("A", "shock", ("B",)))  # its caster may
    pass_priority(game)
    error = rejected(game, CastSpell("B", "b-shock", ("A",)))
    assert error.rule == "601.3"
    assert "can't cast spells this turn" in str(error)
    all_pass(game)
    pass_until(game, Step.UPKEEP, turn=3)  # B's turn: the effect ended (514.2)
    game.apply(CastSpell("B", "b-shock", ("A",)))
    all_pass(game)
    assert (game.players["A"].life, game.players["B"].life) == (18, 18)
