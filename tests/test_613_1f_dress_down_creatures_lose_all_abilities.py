"""CR 613.1f, 611.3a: Dress Down ("Flash", "When Dress Down enters, draw a card.", "Creatures
lose all abilities.", "At the beginning of the end step, sacrifice Dress Down.") compiled from
its Oracle text: while it is on the battlefield every creature, whenever it arrives, has no
abilities (Llanowar Elves makes no mana, Prodigal Pyromancer can't ping); at the end step it is
sacrificed and the abilities are back."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_priority, pass_until, put, start

pytestmark = needs_full_database


def _dressed_down() -> Game:
    game = game_with("Dress Down", "Llanowar Elves", "Prodigal Pyromancer")
    put(game, "Llanowar Elves", "A", object_id="elves")
    put(game, "Prodigal Pyromancer", "A", object_id="pyromancer")
    put(game, "Dress Down", "B", Zone.HAND, "dress-down")
    lands(game, "Island", 2, "B", "b-island")
    start(game)
    pass_priority(game)  # A passes: B casts it at instant speed (flash)
    game.apply(CastSpell("B", "dress-down"))
    pass_priority(game)
    pass_priority(game)  # it resolves; its enters trigger goes on the stack
    pass_priority(game)
    pass_priority(game)  # B draws
    return game


def _hand(game: Game, player: str) -> int:
    return sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == player)


def test_613_1f_creatures_have_no_abilities() -> None:
    game = _dressed_down()
    assert _hand(game, "B") == 1
    assert game.characteristics("elves").abilities == ()
    assert Payer(game, "A").available() == 0
    assert not any(
        isinstance(a, ActivateAbility) and a.source == "pyromancer" for a in game.legal_actions()
    )


def test_611_3a_at_the_end_step_it_is_sacrificed_and_the_abilities_return() -> None:
    game = _dressed_down()
    pass_until(game, Step.END)
    pass_priority(game)
    pass_priority(game)  # the end step trigger resolves
    assert game.objects["dress-down"].zone is Zone.GRAVEYARD
    assert Payer(game, "A").available() == 1
