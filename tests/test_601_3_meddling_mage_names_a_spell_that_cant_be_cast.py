"""CR 601.3, 201.4a: Meddling Mage ("As Meddling Mage enters, choose a nonland card name.",
"Spells with the chosen name can't be cast.") compiled from its Oracle text: the named card
can't be cast by anyone while the Mage is on the battlefield; other cards can; once the Mage
leaves, the name can be cast again."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, rejected, start

pytestmark = needs_full_database


def _mage_naming_bolt() -> Game:
    game = game_with("Meddling Mage", "Lightning Bolt", "Shock")
    put(game, "Meddling Mage", "A", Zone.HAND, "mage")
    lands(game, "Plains", 1, "A")
    lands(game, "Island", 1, "A")
    put(game, "Lightning Bolt", "B", Zone.HAND, "bolt")
    put(game, "Shock", "B", Zone.HAND, "shock")
    lands(game, "Mountain", 2, "B", "b-mountain")
    start(game)
    game.apply(CastSpell("A", "mage"))
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.player == "A"
    assert "Plains" not in game.pending.options  # CR 201.4a: a nonland card name
    game.apply(Choose("A", "Lightning Bolt"))
    pass_priority(game)  # A passes: B has priority
    return game


def test_601_3_the_named_spell_cant_be_cast() -> None:
    game = _mage_naming_bolt()
    assert casts(game, "bolt") == []
    refusal = rejected(game, CastSpell("B", "bolt", ("A",)))
    assert refusal.rule == "601.3" and "Meddling Mage" in str(refusal)
    assert casts(game, "shock")  # another name can be cast


def test_601_3_once_the_mage_is_gone_the_name_can_be_cast_again() -> None:
    game = _mage_naming_bolt()
    game.apply(CastSpell("B", "shock", ("mage",)))
    pass_priority(game)
    pass_priority(game)
    assert game.objects["mage"].zone is Zone.GRAVEYARD
    pass_priority(game)  # A passes: B has priority
    assert casts(game, "bolt")


def test_201_4a_a_land_name_is_refused() -> None:
    game = game_with("Meddling Mage")
    put(game, "Meddling Mage", "A", Zone.HAND, "mage")
    lands(game, "Plains", 1, "A")
    lands(game, "Island", 1, "A")
    start(game)
    game.apply(CastSpell("A", "mage"))
    pass_priority(game)
    pass_priority(game)
    rejected(game, Choose("A", "Plains"))
