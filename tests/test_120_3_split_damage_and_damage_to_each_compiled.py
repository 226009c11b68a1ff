"""CR 120.3, 608.2c: real cards compiled from their Oracle text that deal damage to several
recipients: two amounts to two targets (Reckless Rage), each opponent and each creature and
planeswalker they control at once (End the Festivities), each creature your opponents control
(Iroh's Demonstration's first mode)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import compiled, game_with
from in_play import cast, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import definitions, lands, put, start

pytestmark = needs_full_database


def test_120_3_reckless_rage_deals_four_to_theirs_and_two_to_mine() -> None:
    game = game_with("Reckless Rage")
    put(game, "Hill Giant", "B", object_id="giant")  # 3/3
    put(game, "Centaur Courser", "A", object_id="courser")  # 3/3
    put(game, "Reckless Rage", "A", Zone.HAND, "rage")
    lands(game, "Mountain", 1, "A")
    start(game)
    offered = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert offered == {("giant", "courser")}  # "you don't control", then "you control"
    cast(game, "rage", "giant", "courser")
    assert game.objects["giant"].zone is Zone.GRAVEYARD
    assert game.objects["courser"].zone is Zone.BATTLEFIELD
    assert game.objects["courser"].damage == 2


def test_120_3_end_the_festivities_pings_each_opponent_and_their_creatures() -> None:
    game = Game(("A", "B", "C"), definitions={**definitions(), **compiled("End the Festivities")})
    put(game, "Savannah Lions", "B", object_id="lions")  # 2/1
    put(game, "Hill Giant", "C", object_id="giant")
    put(game, "Savannah Lions", "A", object_id="mine")
    put(game, "End the Festivities", "A", Zone.HAND, "festivities")
    lands(game, "Mountain", 1, "A")
    start(game)
    cast(game, "festivities")
    assert [game.players[p].life for p in ("A", "B", "C")] == [20, 19, 19]
    assert game.objects["lions"].zone is Zone.GRAVEYARD
    assert game.objects["giant"].damage == 1
    assert game.objects["mine"].zone is Zone.BATTLEFIELD and game.objects["mine"].damage == 0


def test_700_2_irohs_demonstration_damages_each_creature_your_opponents_control() -> None:
    game = game_with("Iroh's Demonstration")
    put(game, "Savannah Lions", "B", object_id="lions")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Savannah Lions", "A", object_id="mine")
    put(game, "Iroh's Demonstration", "A", Zone.HAND, "demonstration")
    lands(game, "Mountain", 2, "A")
    start(game)
    take(game, CastSpell("A", "demonstration", (), modes=(1,)))
    resolve_stack(game)
    assert game.objects["lions"].zone is Zone.GRAVEYARD
    assert game.objects["giant"].damage == 1
    assert game.objects["mine"].damage == 0
    assert (game.players["A"].life, game.players["B"].life) == (20, 20)


def test_601_2c_prismari_charm_deals_one_to_each_of_one_or_two_targets() -> None:
    game = game_with("Prismari Charm")
    put(game, "Savannah Lions", "B", object_id="lions")
    put(game, "Prismari Charm", "A", Zone.HAND, "charm")
    put(game, "Prismari Charm", "A", Zone.HAND, "charm-2")
    lands(game, "Island", 2, "A")
    lands(game, "Mountain", 2, "A")
    start(game)
    offered = {
        a.targets for a in game.legal_actions() if isinstance(a, CastSpell) and a.modes == (2,)
    }
    assert {("lions",), ("B",), ("B", "lions")} <= offered
    assert ("lions", "lions") not in offered
    take(game, CastSpell("A", "charm", ("B", "lions"), modes=(2,)))
    resolve_stack(game)
    assert game.objects["lions"].zone is Zone.GRAVEYARD
    assert game.players["B"].life == 19
    take(game, CastSpell("A", "charm-2", ("A",), modes=(2,)))  # one target is enough
    resolve_stack(game)
    assert game.players["A"].life == 19
