"""CR 608.2c, 701.23a: Fabled Passage ("… Search your library for a basic land card, put it onto
the battlefield tapped, then shuffle. Then if you control four or more lands, untap that
land.") — the condition is checked after the land is found, and "that land" is the one found."""

from __future__ import annotations

from in_play import take
from instruction_cards import main_phase
from mtgrules.game.actions import ActivateAbility, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import pass_priority

LIBRARY = ["Forest", "Hill Giant", "Swamp"]


def _crack(game: Game) -> None:
    take(game, ActivateAbility("A", "passage", 1, ()))
    pass_priority(game)
    pass_priority(game)
    take(game, Choose("A", "Forest onto the battlefield tapped"))


def test_608_2c_fabled_passage_with_three_other_lands_untaps_the_land_found() -> None:
    game = main_phase(cards={"passage": "Fabled Passage"}, mana="UUU", library=LIBRARY)
    _crack(game)  # the Forest is the fourth land (Fabled Passage is gone)
    assert game.objects["forest-1"].zone is Zone.BATTLEFIELD
    assert not game.objects["forest-1"].tapped
    assert [e.rule for e in game.events if e.event == "shuffle"] == ["701.24a"]


def test_608_2c_fabled_passage_with_two_other_lands_leaves_it_tapped() -> None:
    game = main_phase(cards={"passage": "Fabled Passage"}, mana="UU", library=LIBRARY)
    _crack(game)
    assert game.objects["forest-1"].zone is Zone.BATTLEFIELD
    assert game.objects["forest-1"].tapped
    assert game.objects["passage"].zone is Zone.GRAVEYARD
