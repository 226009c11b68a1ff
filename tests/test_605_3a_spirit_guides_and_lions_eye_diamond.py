"""CR 113.6m, 605.3a, 602.5e: mana abilities paid with cards — Simian Spirit Guide's "Exile
{this} from your hand: Add {R}." works only from its owner's hand, also while a spell is paid
for; Lion's Eye Diamond ("Discard your hand, Sacrifice {this}: Add three mana of any one color.
Activate only as an instant.") needs its player to have priority, so a payment never uses it."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import ActivateManaAbility, CastSpell
from mtgrules.game.objects import Zone
from play_helpers import put, rejected, start

pytestmark = needs_full_database


def test_113_6m_simian_spirit_guide_is_exiled_from_the_hand_for_red() -> None:
    game = game_with("Simian Spirit Guide")
    put(game, "Simian Spirit Guide", "A", Zone.HAND, "guide")
    start(game)
    take(game, ActivateManaAbility("A", "guide", 1, "R"))
    assert str(game.pools["A"]) == "{R}"
    assert game.get("guide").zone is Zone.EXILE


def test_113_6m_simian_spirit_guide_on_the_battlefield_has_no_mana_ability_to_use() -> None:
    game = game_with("Simian Spirit Guide")
    put(game, "Simian Spirit Guide", "A", object_id="guide")
    start(game)
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateManaAbility)]
    assert rejected(game, ActivateManaAbility("A", "guide", 1, "R")).rule == "113.6m"


def test_113_6m_an_opponents_spirit_guide_is_not_yours_to_exile() -> None:
    game = game_with("Simian Spirit Guide")
    put(game, "Simian Spirit Guide", "B", Zone.HAND, "guide")
    start(game)
    assert rejected(game, ActivateManaAbility("A", "guide", 1, "R")).rule == "605.3a"


def test_605_3a_a_spirit_guide_pays_for_a_spell_as_it_is_cast() -> None:
    game = game_with("Simian Spirit Guide")
    put(game, "Simian Spirit Guide", "A", Zone.HAND, "guide")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    start(game)
    take(game, CastSpell("A", "bolt", ("B",)))
    assert game.get("guide").zone is Zone.EXILE
    assert game.get("bolt").zone is Zone.STACK


def test_602_5e_lions_eye_diamond_discards_the_hand_for_three_mana() -> None:
    game = game_with("Lion's Eye Diamond")
    put(game, "Lion's Eye Diamond", "A", object_id="led")
    put(game, "Island", "A", Zone.HAND, "island")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    start(game)
    take(game, ActivateManaAbility("A", "led", 1, "B"))
    assert str(game.pools["A"]) == "{B}{B}{B}"
    assert game.get("led").zone is Zone.GRAVEYARD
    assert game.get("island").zone is Zone.GRAVEYARD
    assert game.get("bolt").zone is Zone.GRAVEYARD


def test_602_5e_lions_eye_diamond_is_not_used_to_pay_for_a_spell() -> None:
    game = game_with("Lion's Eye Diamond")
    put(game, "Lion's Eye Diamond", "A", object_id="led")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    start(game)
    assert not [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert game.get("led").zone is Zone.BATTLEFIELD
