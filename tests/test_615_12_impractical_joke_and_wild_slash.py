"""CR 615.12, 702.16e, 608.2c: Impractical Joke ("Damage can't be prevented this turn. Impractical
Joke deals 3 damage to up to one target creature or planeswalker.") and Wild Slash ("Ferocious
— If you control a creature with power 4 or greater, damage can't be prevented this turn.",
"Wild Slash deals 2 damage to any target.") compiled from their Oracle text: the Joke with no
target still stops prevention; Wild Slash does only with a creature of power 4 or more."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.prevention import damage_can_be_prevented
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def test_615_12_impractical_joke_with_no_target() -> None:
    game = game_with("Impractical Joke")
    put(game, "Impractical Joke", "A", Zone.HAND, "joke")
    lands(game, "Mountain", 1, "A")
    start(game)
    assert damage_can_be_prevented(game)
    game.apply(CastSpell("A", "joke", ()))
    pass_priority(game)
    pass_priority(game)
    assert not damage_can_be_prevented(game)


def test_615_12_impractical_joke_deals_3_to_a_creature() -> None:
    game = game_with("Impractical Joke")
    put(game, "Impractical Joke", "A", Zone.HAND, "joke")
    put(game, "Hill Giant", "B", object_id="giant")
    lands(game, "Mountain", 1, "A")
    start(game)
    game.apply(CastSpell("A", "joke", ("giant",)))
    pass_priority(game)
    pass_priority(game)
    assert game.objects["giant"].zone is Zone.GRAVEYARD


def test_608_2c_wild_slash_ferocious() -> None:
    for power, prevented in (("Hill Giant", True), ("Craw Wurm", False)):  # 3/3, 6/4
        game = game_with("Wild Slash")
        put(game, "Wild Slash", "A", Zone.HAND, "slash")
        put(game, power, "A", object_id="mine")
        lands(game, "Mountain", 1, "A")
        start(game)
        game.apply(CastSpell("A", "slash", ("B",)))
        pass_priority(game)
        pass_priority(game)
        assert game.players["B"].life == 18
        assert damage_can_be_prevented(game) is prevented, power
