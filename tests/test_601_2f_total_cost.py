"""CR 601.2f: the total cost is the mana cost plus cost increases minus cost reductions;
reductions take only generic mana and never go below {0}."""

from __future__ import annotations

from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.play import begin_from_board, total_cost
from mtgrules.game.state import Game


def board(*permanents: str, lands: int = 3) -> Game:
    game = Game()
    for name in permanents:
        game.create_card(name, "B", Zone.BATTLEFIELD)
    for _ in range(lands):
        game.create_card("Mountain", "A", Zone.BATTLEFIELD)
    game.create_card("Lightning Bolt", "A", Zone.HAND, object_id="bolt")
    game.create_card("Gray Ogre", "A", Zone.HAND, object_id="ogre")
    game.create_card("Shivan Dragon", "A", Zone.HAND, object_id="dragon")
    begin_from_board(game)
    return game


def cost(game: Game, card: str) -> str:
    chars = game.characteristics(card)
    assert chars.mana_cost is not None
    return str(total_cost(game, "A", card, chars.mana_cost))


def test_601_2f_thalia_makes_noncreature_spells_cost_1_more() -> None:
    game = board("Thalia, Guardian of Thraben")
    assert cost(game, "bolt") == "{1}{R}"
    assert cost(game, "ogre") == "{2}{R}"  # a creature spell: unchanged


def test_601_2f_helm_of_awakening_reduces_generic_mana_only() -> None:
    game = board("Helm of Awakening")
    assert cost(game, "ogre") == "{1}{R}"
    assert cost(game, "dragon") == "{3}{R}{R}"
    assert cost(game, "bolt") == "{R}"  # no generic mana to reduce


def test_601_2f_increases_and_reductions_together() -> None:
    game = board("Thalia, Guardian of Thraben", "Helm of Awakening")
    assert cost(game, "bolt") == "{R}"  # {R} + {1} - {1}
    assert cost(game, "ogre") == "{1}{R}"


def test_601_2f_the_total_cost_is_what_is_paid() -> None:
    game = board("Thalia, Guardian of Thraben", lands=1)
    assert CastSpell("A", "bolt", ("B",)) not in game.legal_actions()  # {R}{1} with one land
    game2 = board("Thalia, Guardian of Thraben", lands=2)
    game2.apply(CastSpell("A", "bolt", ("B",)))
    assert sum(o.tapped for o in game2.objects.values() if o.zone is Zone.BATTLEFIELD) == 2
