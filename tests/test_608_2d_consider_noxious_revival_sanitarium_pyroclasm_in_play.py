"""CR 608.2d: Consider ("Look at the top card of your library. You may put that card into your
graveyard." then "Draw a card.") — the draw waits for the choice; CR 401.1: Noxious Revival puts
a card from any graveyard on top of its owner's library; CR 101.4: Geier Reach Sanitarium makes
each player draw, then discard; CR 120.3: Pyroclasm deals 2 damage to each creature at once."""

from __future__ import annotations

from in_play import activate, cast, in_zone, take
from instruction_cards import main_phase
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from play_helpers import pass_priority


def test_608_2d_consider_mills_the_card_looked_at_then_draws_the_next() -> None:
    game = main_phase(hand={"c": "Consider"}, mana="U", library=["Hill Giant", "Forest"])
    take(game, CastSpell("A", "c", ()))
    pass_priority(game)
    pass_priority(game)
    assert game.pending.options == ("Hill Giant into the graveyard", "Hill Giant stays on top")
    assert in_zone(game, Zone.HAND, "A") == []  # the draw waits for the choice
    take(game, Choose("A", "Hill Giant into the graveyard"))
    assert game.objects["hill-giant-1"].zone is Zone.GRAVEYARD
    assert in_zone(game, Zone.HAND, "A") == ["forest-2"]


def test_608_2d_consider_may_leave_the_card_on_top_and_draw_it() -> None:
    game = main_phase(hand={"c": "Consider"}, mana="U", library=["Hill Giant", "Forest"])
    take(game, CastSpell("A", "c", ()))
    pass_priority(game)
    pass_priority(game)
    take(game, Choose("A", "Hill Giant stays on top"))
    assert in_zone(game, Zone.HAND, "A") == ["hill-giant-1"]


def test_401_1_noxious_revival_puts_an_opponent_s_card_on_top_of_their_library() -> None:
    game = main_phase(
        hand={"n": "Noxious Revival"}, mana="G", their_graveyard={"bolt": "Lightning Bolt"}
    )
    cast(game, "n", "bolt")
    assert game.libraries["B"][0] == "bolt"


def test_101_4_geier_reach_sanitarium_each_player_draws_then_discards() -> None:
    game = main_phase(cards={"gr": "Geier Reach Sanitarium"}, mana="UU")
    activate(game, "gr", 2)
    assert len(in_zone(game, Zone.GRAVEYARD, "A")) == 1  # one card in hand: no choice
    assert len(in_zone(game, Zone.GRAVEYARD, "B")) == 1
    assert in_zone(game, Zone.HAND, "A") == in_zone(game, Zone.HAND, "B") == []


def test_120_3_pyroclasm_deals_2_damage_to_each_creature() -> None:
    game = main_phase(hand={"p": "Pyroclasm"}, mana="RR", cards={"bears": "Grizzly Bears"},
                      theirs={"giant": "Hill Giant"})  # fmt: skip
    cast(game, "p")
    assert game.objects["bears"].zone is Zone.GRAVEYARD
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.objects["giant"].damage == 2
    assert (game.players["A"].life, game.players["B"].life) == (20, 20)
