"""CR 508.1c, 509.1b: restrictions on attacking and blocking, from a creature's own ability
("Hulking Goblin can't block", "Phantom Warrior can't be blocked") or from an Aura attached to
it ("Enchanted creature can't attack or block": Pacifism, as long as it is attached)."""

from __future__ import annotations

from in_play import (
    attack,
    attackers_offered,
    blocks_offered,
    cast,
    declare_attackers,
    main_phase,
    zone,
)
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_priority, pass_until


def test_508_1c_a_creature_under_pacifism_can_t_attack() -> None:
    game = main_phase(
        {"giant": "Hill Giant", "lions": "Savannah Lions"}, hand={"pacifism": "Pacifism"}, mana="WW"
    )
    cast(game, "pacifism", "giant")
    assert game.objects["pacifism"].attached_to == "giant"
    pass_until(game, Step.DECLARE_ATTACKERS)
    assert attackers_offered(game) == {"lions"}


def test_509_1b_a_creature_under_pacifism_can_t_block() -> None:
    game = main_phase(
        {"lions": "Savannah Lions"},
        hand={"pacifism": "Pacifism"},
        mana="WW",
        theirs={"giant": "Hill Giant", "bears": "Grizzly Bears"},
    )
    cast(game, "pacifism", "giant")
    declare_attackers(game, "lions")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == {("bears", "lions")}


def test_509_1b_once_naturalize_destroys_pacifism_the_creature_blocks_again() -> None:
    game = main_phase(
        {"lions": "Savannah Lions"},
        hand={"pacifism": "Pacifism"},
        mana="WW",
        theirs={"giant": "Hill Giant"},
        their_hand={"naturalize": "Naturalize"},
        their_mana="GG",
    )
    cast(game, "pacifism", "giant")
    declare_attackers(game, "lions")
    pass_priority(game)  # A passes in the declare attackers step; B has priority
    cast(game, "naturalize", "pacifism")
    assert zone(game, "pacifism") is Zone.GRAVEYARD
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == {("giant", "lions")}


def test_509_1b_hulking_goblin_can_t_block() -> None:
    game = main_phase(
        {"lions": "Savannah Lions"},
        theirs={"goblin": "Hulking Goblin", "merfolk": "Coral Merfolk"},
    )
    declare_attackers(game, "lions")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == {("merfolk", "lions")}


def test_508_1c_hulking_goblin_can_attack() -> None:
    game = main_phase({"goblin": "Hulking Goblin"})
    attack(game, "goblin")
    assert game.players["B"].life == 18


def test_509_1b_phantom_warrior_can_t_be_blocked() -> None:
    game = main_phase(
        {"warrior": "Phantom Warrior", "lions": "Savannah Lions"},
        theirs={"spider": "Giant Spider", "wall": "Wall of Air"},
    )
    declare_attackers(game, "warrior", "lions")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == {("spider", "lions"), ("wall", "lions")}
    pass_until(game, Step.END_OF_COMBAT)
    assert game.players["B"].life == 16
    assert zone(game, "warrior") is Zone.BATTLEFIELD
