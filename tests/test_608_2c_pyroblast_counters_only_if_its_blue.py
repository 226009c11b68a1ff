"""CR 608.2c, 105.2: Pyroblast ("Choose one — • Counter target spell if it's blue. • Destroy
target permanent if it's blue.") compiled from its Oracle text targets a spell or permanent of
any color; only a blue one is countered or destroyed as it resolves — a red target is left
alone, and Pyroblast still resolves (unlike Red Elemental Blast, which can't target it)."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _game() -> Game:
    game = game_with("Pyroblast", "Red Elemental Blast", "Lightning Bolt")
    put(game, "Pyroblast", "B", Zone.HAND, "pyroblast")
    put(game, "Red Elemental Blast", "B", Zone.HAND, "blast")
    lands(game, "Mountain", 2, "B", "b-mountain")
    return game


def test_608_2c_pyroblast_counters_a_blue_spell() -> None:
    game = _game()
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A")
    start(game)
    game.apply(CastSpell("A", "divination"))
    pass_priority(game)
    game.apply(CastSpell("B", "pyroblast", ("divination",), modes=(1,)))
    pass_priority(game)
    pass_priority(game)
    assert game.objects["divination"].zone is Zone.GRAVEYARD
    assert game.stack == []


def test_608_2c_pyroblast_on_a_red_spell_does_nothing() -> None:
    game = _game()
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    lands(game, "Mountain", 1, "A")
    start(game)
    game.apply(CastSpell("A", "bolt", ("B",)))
    pass_priority(game)
    assert any(a.targets == ("bolt",) and a.modes == (1,) for a in casts(game, "pyroblast"))
    assert not any(a.targets == ("bolt",) for a in casts(game, "blast"))  # a blue spell only
    game.apply(CastSpell("B", "pyroblast", ("bolt",), modes=(1,)))
    pass_priority(game)
    pass_priority(game)  # Pyroblast resolves: the Bolt isn't blue
    assert game.objects["pyroblast"].zone is Zone.GRAVEYARD
    assert [i.id for i in game.stack] == ["bolt"]
    pass_priority(game)
    pass_priority(game)
    assert game.players["B"].life == 17


def test_608_2c_pyroblast_destroys_a_blue_permanent_not_a_land() -> None:
    game = _game()
    put(game, "Coral Merfolk", "A", object_id="merfolk")
    lands(game, "Island", 1, "A")
    start(game, active="B")
    game.apply(CastSpell("B", "pyroblast", ("merfolk",), modes=(2,)))
    pass_priority(game)
    pass_priority(game)
    assert game.objects["merfolk"].zone is Zone.GRAVEYARD
    pyro2 = put(game, "Pyroblast", "B", Zone.HAND, "pyroblast-2")
    game.apply(CastSpell("B", pyro2, ("island-1",), modes=(2,)))
    pass_priority(game)
    pass_priority(game)
    assert game.objects["island-1"].zone is Zone.BATTLEFIELD  # colorless
