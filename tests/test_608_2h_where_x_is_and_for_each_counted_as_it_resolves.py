"""CR 608.2h, 107.3: numbers an ability counts from the game are counted once, as it resolves:
Timberwatch Elf and Basilisk Gate ("+X/+X until end of turn, where X is the number of Elves on
the battlefield / Gates you control"), Wellwisher ("You gain 1 life for each Elf on the
battlefield.") and Lotleth Giant (undergrowth: "1 damage to target opponent for each creature
card in your graveyard"), compiled from their Oracle text."""

from __future__ import annotations

from amounts_cards import graveyard
from card_data import needs_full_database
from compiled_cards import game_with
from in_play import activate, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from play_helpers import lands, pass_priority, put, start


@needs_full_database
def test_608_2h_timberwatch_elf_counts_elves_of_every_player_once() -> None:
    game = game_with("Timberwatch Elf")
    put(game, "Timberwatch Elf", "A", object_id="timberwatch")
    put(game, "Elvish Mystic", "A", object_id="mystic")
    put(game, "Elvish Visionary", "B", object_id="visionary")
    put(game, "Hill Giant", "A", object_id="giant")
    start(game)
    activate(game, "timberwatch", 1, "giant")
    chars = game.characteristics("giant")
    assert (chars.power, chars.toughness) == (6, 6)  # three Elves
    game.move("mystic", Zone.GRAVEYARD)  # X was fixed as it resolved
    game.changed()
    chars = game.characteristics("giant")
    assert (chars.power, chars.toughness) == (6, 6)


@needs_full_database
def test_608_2h_basilisk_gate_counts_the_gates_you_control() -> None:
    game = game_with("Basilisk Gate")
    put(game, "Basilisk Gate", "A", object_id="gate")
    put(game, "Basilisk Gate", "A", object_id="gate-2")
    put(game, "Basilisk Gate", "B", object_id="their-gate")
    put(game, "Hill Giant", "A", object_id="giant")
    lands(game, "Mountain", 2, "A", "A-R")
    start(game)
    activate(game, "gate", 2, "giant")
    chars = game.characteristics("giant")
    assert (chars.power, chars.toughness) == (5, 5)


@needs_full_database
def test_119_3_wellwisher_gains_1_life_for_each_elf() -> None:
    game = game_with("Wellwisher")
    put(game, "Wellwisher", "A", object_id="wellwisher")
    put(game, "Elvish Mystic", "A")
    put(game, "Elvish Visionary", "B")
    start(game)
    activate(game, "wellwisher", 1)
    assert game.players["A"].life == 23


@needs_full_database
def test_207_2c_lotleth_giant_deals_1_damage_for_each_creature_card() -> None:
    game = game_with("Lotleth Giant")
    put(game, "Lotleth Giant", "A", Zone.HAND, "lotleth")
    graveyard(game, "A", "Hill Giant", "Savannah Lions", "Mountain")
    graveyard(game, "B", "Hill Giant")  # not A's graveyard
    lands(game, "Swamp", 7, "A", "A-B")
    start(game)
    take(game, CastSpell("A", "lotleth"))
    pass_priority(game)
    pass_priority(game)  # it enters; its trigger targets the only opponent
    if game.pending is not None and game.pending.kind.value == "targets":
        take(game, game.legal_actions()[0])
    while game.stack:
        pass_priority(game)
    assert game.players["B"].life == 18
