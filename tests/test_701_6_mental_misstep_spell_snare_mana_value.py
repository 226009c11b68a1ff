"""CR 701.6a, 202.3, 115.1: "Counter target spell with mana value 1" (Mental Misstep) and "… 2"
(Spell Snare), compiled from their Oracle text, target only spells of that mana value; CR 101.2:
Abrupt Decay "can't be countered" stays on the stack."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, lands, pass_priority, put, rejected, start

pytestmark = needs_full_database


def _game() -> Game:
    game = game_with("Mental Misstep", "Spell Snare", "Abrupt Decay")
    put(game, "Shock", "A", Zone.HAND, "shock")
    put(game, "Divination", "A", Zone.HAND, "divination")
    put(game, "Abrupt Decay", "A", Zone.HAND, "decay")
    put(game, "Grizzly Bears", "B", object_id="bears")
    for land in ("Mountain", "Island", "Island", "Island", "Swamp", "Forest"):
        put(game, land, "A")
    put(game, "Mental Misstep", "B", Zone.HAND, "misstep")
    put(game, "Spell Snare", "B", Zone.HAND, "snare")
    lands(game, "Island", 2, "B", "b-island")
    start(game)
    return game


def test_701_6a_mental_misstep_counters_a_spell_with_mana_value_1() -> None:
    game = _game()
    game.apply(CastSpell("A", "divination"))
    game.apply(CastSpell("A", "shock", ("B",)))
    pass_priority(game)
    assert {a.targets for a in casts(game, "misstep")} == {("shock",)}  # not Divination (3)
    assert rejected(game, CastSpell("B", "misstep", ("divination",))).rule == "115.1"
    game.apply(CastSpell("B", "misstep", ("shock",)))
    all_pass(game)  # Mental Misstep resolves
    assert game.objects["shock"].zone is Zone.GRAVEYARD
    assert [item.id for item in game.stack] == ["divination"]
    all_pass(game)
    assert game.players["B"].life == 20


def test_101_2_spell_snare_cant_counter_abrupt_decay() -> None:
    game = _game()
    game.apply(CastSpell("A", "decay", ("bears",)))
    pass_priority(game)
    assert {a.targets for a in casts(game, "snare")} == {("decay",)}
    game.apply(CastSpell("B", "snare", ("decay",)))
    all_pass(game)
    assert game.objects["decay"].zone is Zone.STACK
    all_pass(game)
    assert game.objects["bears"].zone is Zone.GRAVEYARD
