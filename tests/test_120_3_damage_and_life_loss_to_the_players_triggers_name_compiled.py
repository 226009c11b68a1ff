"""CR 120.3, 603.2: real cards compiled from their Oracle text dealing damage to, or taking life
from, the players their text names — "each opponent" (Guttersnipe, Kessig Flamebreather),
"target opponent" (Jagged Barrens), "that player", the player the trigger event is about
(Eidolon of the Great Revel, Scrawling Crawler), and "they" (Sheoldred, the Apocalypse)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import compiled, game_with
from in_play import cast, take
from mtgrules.game.actions import CastSpell, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import definitions, lands, pass_priority, pass_until, put, start

pytestmark = needs_full_database


def _life(game: Game) -> tuple[int, ...]:
    return tuple(game.players[p].life for p in sorted(game.players))


def test_603_2_eidolon_of_the_great_revel_damages_whoever_casts_a_cheap_spell() -> None:
    game = game_with("Eidolon of the Great Revel")
    put(game, "Eidolon of the Great Revel", "A", object_id="eidolon")
    put(game, "Hill Giant", "A", object_id="giant")
    put(game, "Shock", "A", Zone.HAND, "shock")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Mountain", 1, "A")
    lands(game, "Island", 3, "A")
    start(game)
    cast(game, "shock", "giant")  # A casts it: A is "that player"
    assert _life(game) == (18, 20)
    cast(game, "divination")  # mana value 3: it triggers too
    assert _life(game) == (16, 20)


def test_603_2_eidolon_of_the_great_revel_damages_the_opponent_who_cast_it() -> None:
    game = game_with("Eidolon of the Great Revel")
    put(game, "Eidolon of the Great Revel", "A", object_id="eidolon")
    put(game, "Shock", "B", Zone.HAND, "shock")
    put(game, "Hill Giant", "B", Zone.HAND, "giant")
    lands(game, "Mountain", 5, "B", "b-mountain")
    start(game, active="B")
    cast(game, "giant")  # mana value 4: no trigger
    assert _life(game) == (20, 20)
    take(game, CastSpell("B", "shock", ("A",)))
    assert len(game.stack) == 2  # Eidolon's trigger on top of the Shock
    pass_priority(game)
    pass_priority(game)
    assert _life(game) == (20, 18)  # the trigger resolved first: B is "that player"
    pass_priority(game)
    pass_priority(game)
    assert _life(game) == (18, 18)


def test_120_3_guttersnipe_damages_each_opponent_not_its_controller() -> None:
    game = Game(("A", "B", "C"), definitions={**definitions(), **compiled("Guttersnipe")})
    put(game, "Guttersnipe", "A", object_id="guttersnipe")
    put(game, "Shock", "A", Zone.HAND, "shock")
    put(game, "Hill Giant", "A", Zone.HAND, "giant")
    lands(game, "Mountain", 5, "A")
    start(game)
    cast(game, "giant")  # a creature spell: no trigger
    assert _life(game) == (20, 20, 20)
    cast(game, "shock", "C")
    assert _life(game) == (20, 18, 16)


def test_120_3_kessig_flamebreather_pings_each_opponent_for_a_noncreature_spell() -> None:
    game = game_with("Kessig Flamebreather")
    put(game, "Kessig Flamebreather", "A", object_id="kessig")
    put(game, "Divination", "A", Zone.HAND, "divination")
    put(game, "Savannah Lions", "A", Zone.HAND, "lions")
    lands(game, "Island", 3, "A")
    lands(game, "Plains", 1, "A")
    start(game)
    cast(game, "lions")
    assert _life(game) == (20, 20)
    cast(game, "divination")
    assert _life(game) == (20, 19)


def test_115_1_jagged_barrens_enters_tapped_and_damages_target_opponent() -> None:
    game = game_with("Jagged Barrens")
    put(game, "Jagged Barrens", "A", Zone.HAND, "barrens")
    start(game)
    take(game, PlayLand("A", "barrens"))
    assert game.objects["barrens"].tapped
    (item,) = game.stack
    assert item.targets == ("B",)  # the only opponent
    pass_priority(game)
    pass_priority(game)
    assert _life(game) == (20, 19)


def test_603_2_scrawling_crawler_makes_each_opponent_lose_life_for_each_card_drawn() -> None:
    game = game_with("Scrawling Crawler")
    put(game, "Scrawling Crawler", "A", object_id="crawler")
    put(game, "Divination", "B", Zone.HAND, "divination")
    put(game, "Divination", "A", Zone.HAND, "mine")
    lands(game, "Island", 3, "B", "b-island")
    lands(game, "Island", 3, "A")
    start(game)
    cast(game, "mine")  # its controller draws: nothing
    assert _life(game) == (20, 20)
    pass_until(game, Step.PRECOMBAT_MAIN, turn=3)  # B's draw step: B draws one
    assert _life(game) == (20, 19)
    cast(game, "divination")  # two cards: two triggers
    assert _life(game) == (20, 17)


def test_603_2_sheoldred_gains_for_its_controllers_draws_and_drains_the_opponents() -> None:
    game = game_with("Sheoldred, the Apocalypse")
    put(game, "Sheoldred, the Apocalypse", "A", object_id="sheoldred")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A")
    start(game)
    cast(game, "divination")
    assert _life(game) == (24, 20)
    pass_until(game, Step.PRECOMBAT_MAIN, turn=3)  # B draws for its turn
    assert _life(game) == (24, 18)
