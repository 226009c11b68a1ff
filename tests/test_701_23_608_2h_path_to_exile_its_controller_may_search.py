"""CR 701.23a, 608.2h, 608.2d: Path to Exile ("Exile target creature. Its controller may search
their library for a basic land card, put that card onto the battlefield tapped, then shuffle.")
— the creature's controller chooses whether to search their own library, and shuffles only if
they did; Assassin's Trophy's land enters untapped."""

from __future__ import annotations

from in_play import take
from instruction_cards import main_phase
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority


def _cast(game: Game, card: str, target: str) -> None:
    take(game, CastSpell("A", card, (target,)))
    pass_priority(game)
    pass_priority(game)


def test_701_23a_path_to_exile_its_controller_finds_a_basic_land_tapped() -> None:
    game = main_phase(hand={"path": "Path to Exile"}, mana="W", theirs={"giant": "Hill Giant"})
    _cast(game, "path", "giant")
    assert game.objects["giant"].zone is Zone.EXILE
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.CHOOSE, "B")
    assert game.pending.options == (
        "don't search",
        "find nothing",
        "Island onto the battlefield tapped",
    )
    take(game, Choose("B", "Island onto the battlefield tapped"))
    found = [i for i, o in game.objects.items() if o.owner == "B" and o.zone is Zone.BATTLEFIELD]
    assert len(found) == 1 and game.objects[found[0]].tapped
    assert game.controller_of(found[0]) == "B"
    assert [e.detail for e in game.events if e.event == "shuffle"] == ["B shuffles their library"]


def test_608_2d_path_to_exile_declined_means_no_search_and_no_shuffle() -> None:
    game = main_phase(hand={"path": "Path to Exile"}, mana="W", theirs={"giant": "Hill Giant"})
    _cast(game, "path", "giant")
    take(game, Choose("B", "don't search"))
    assert not [e for e in game.events if e.event == "shuffle"]
    assert len(game.libraries["B"]) == 10
    assert game.pending.kind is DecisionKind.PRIORITY


def test_701_23a_assassin_s_trophy_land_enters_untapped() -> None:
    game = main_phase(
        hand={"trophy": "Assassin's Trophy"}, mana="BG", theirs={"stone": "Mind Stone"}
    )
    _cast(game, "trophy", "stone")
    assert game.objects["stone"].zone is Zone.GRAVEYARD
    take(game, Choose("B", "Island onto the battlefield"))
    found = [i for i, o in game.objects.items() if o.owner == "B" and o.zone is Zone.BATTLEFIELD]
    assert len(found) == 1 and not game.objects[found[0]].tapped
