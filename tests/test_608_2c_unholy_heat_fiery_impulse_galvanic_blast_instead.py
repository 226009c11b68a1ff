"""CR 608.2c: later text changes an earlier instruction. "Unholy Heat deals 2 damage to target
creature or planeswalker. / Delirium — Unholy Heat deals 6 damage instead if there are four or
more card types among cards in your graveyard." (CR 207.2c ability words: delirium, spell
mastery, metalcraft) and "If Firebending Lesson was kicked, it deals 5 damage to that creature
instead." (CR 702.33e), with the real cards compiled from their Oracle text."""

from __future__ import annotations

from amounts_cards import graveyard
from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from play_helpers import lands, put, start


def _heat(*in_graveyard: str) -> list[str]:
    """The damage events of Unholy Heat cast at a 6/6 with these cards in A's graveyard."""
    game = game_with("Unholy Heat")
    put(game, "Unholy Heat", "A", Zone.HAND, "heat")
    put(game, "Colossal Dreadmaw", "B", object_id="dreadmaw")  # 6/6
    graveyard(game, "A", *in_graveyard)
    lands(game, "Mountain", 1, "A", "A-R")
    start(game)
    cast(game, "heat", "dreadmaw")
    return [e.detail for e in game.events if e.event == "damage"]


@needs_full_database
def test_608_2c_unholy_heat_without_delirium_deals_2() -> None:
    # three card types: land, creature, instant (two instants count once, CR 205.2a)
    assert _heat("Mountain", "Hill Giant", "Searing Spear", "Searing Spear") == [
        "heat deals 2 damage to dreadmaw"
    ]


@needs_full_database
def test_608_2c_unholy_heat_with_delirium_deals_6_instead() -> None:
    # one instruction with the other amount: 6 damage, not 2 and then 6
    assert _heat("Mountain", "Hill Giant", "Searing Spear", "Lava Axe") == [
        "heat deals 6 damage to dreadmaw"
    ]


@needs_full_database
def test_207_2c_delirium_counts_only_your_own_graveyard() -> None:
    game = game_with("Unholy Heat")
    put(game, "Unholy Heat", "A", Zone.HAND, "heat")
    put(game, "Colossal Dreadmaw", "B", object_id="dreadmaw")
    graveyard(game, "A", "Mountain", "Hill Giant")
    graveyard(game, "B", "Searing Spear", "Lava Axe", "Bonesplitter")
    lands(game, "Mountain", 1, "A", "A-R")
    start(game)
    cast(game, "heat", "dreadmaw")
    assert game.objects["dreadmaw"].damage == 2


def _impulse(*in_graveyard: str) -> int:
    game = game_with("Fiery Impulse")
    put(game, "Fiery Impulse", "A", Zone.HAND, "impulse")
    put(game, "Colossal Dreadmaw", "B", object_id="dreadmaw")
    graveyard(game, "A", *in_graveyard)
    lands(game, "Mountain", 1, "A", "A-R")
    start(game)
    cast(game, "impulse", "dreadmaw")
    return int(game.objects["dreadmaw"].damage)


@needs_full_database
def test_207_2c_fiery_impulse_spell_mastery_deals_3_instead() -> None:
    assert _impulse("Searing Spear", "Lava Axe") == 3


@needs_full_database
def test_207_2c_fiery_impulse_one_instant_is_not_spell_mastery() -> None:
    assert _impulse("Searing Spear", "Hill Giant", "Mountain") == 2


def _blast(artifacts: int) -> int:
    game = game_with("Galvanic Blast")
    put(game, "Galvanic Blast", "A", Zone.HAND, "blast")
    for index in range(artifacts):
        put(game, "Bonesplitter", "A", object_id=f"artifact-{index}")
    lands(game, "Mountain", 1, "A", "A-R")
    start(game)
    cast(game, "blast", "B")
    return 20 - game.players["B"].life


@needs_full_database
def test_207_2c_galvanic_blast_metalcraft_deals_4_to_a_player() -> None:
    assert _blast(3) == 4


@needs_full_database
def test_207_2c_galvanic_blast_with_two_artifacts_deals_2() -> None:
    assert _blast(2) == 2


def _lesson(kicks: int) -> list[str]:
    game = game_with("Firebending Lesson")
    put(game, "Firebending Lesson", "A", Zone.HAND, "lesson")
    put(game, "Colossal Dreadmaw", "B", object_id="dreadmaw")
    lands(game, "Mountain", 5, "A", "A-R")
    start(game)
    take(game, CastSpell("A", "lesson", ("dreadmaw",), kicks=kicks))
    resolve_stack(game)
    return [e.detail for e in game.events if e.event == "damage"]


@needs_full_database
def test_702_33e_firebending_lesson_kicked_deals_5_to_that_creature_instead() -> None:
    assert _lesson(1) == ["lesson deals 5 damage to dreadmaw"]


@needs_full_database
def test_702_33e_firebending_lesson_unkicked_deals_2() -> None:
    assert _lesson(0) == ["lesson deals 2 damage to dreadmaw"]
