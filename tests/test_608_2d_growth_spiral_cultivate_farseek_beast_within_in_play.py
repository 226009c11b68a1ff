"""CR 608.2d, 305.4: Growth Spiral's "You may put a land card from your hand onto the
battlefield" (a choice, not a land play); CR 701.23a: Cultivate finds up to two basic lands, one
onto the battlefield tapped and the other into hand, and Farseek any of four land types, basic
or not (205.3i); CR 608.2h: Beast Within's token is for the destroyed permanent's controller;
CR 702.33e: Into the Roil draws only if it was kicked."""

from __future__ import annotations

from in_play import cast, in_zone, take
from instruction_cards import main_phase
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority


def _cast(game: Game, card: str, *targets: str, kicks: int = 0) -> None:
    take(game, CastSpell("A", card, tuple(targets), kicks=kicks))
    pass_priority(game)
    pass_priority(game)


def test_305_4_growth_spiral_puts_a_land_from_hand_without_using_the_land_play() -> None:
    game = main_phase(hand={"spiral": "Growth Spiral", "forest": "Forest", "giant": "Hill Giant"},
                      mana="GU")  # fmt: skip
    _cast(game, "spiral")
    assert game.pending is not None
    assert game.pending.options == ("put nothing", "Forest", "Island")  # lands (one just drawn)
    take(game, Choose("A", "Forest"))
    assert game.objects["forest"].zone is Zone.BATTLEFIELD
    assert game.land_plays == 0
    assert len(in_zone(game, Zone.HAND, "A")) == 2  # the card drawn and Hill Giant


def test_701_23a_cultivate_one_land_tapped_onto_the_battlefield_the_other_into_hand() -> None:
    library = ["Forest", "Island", "Hill Giant", "Watery Grave"]
    game = main_phase(hand={"c": "Cultivate"}, mana="GGG", library=library)
    _cast(game, "c")
    assert game.pending is not None
    assert "Forest onto the battlefield tapped, Island into their hand" in game.pending.options
    assert not any("Watery Grave" in o or "Hill Giant" in o for o in game.pending.options)
    take(game, Choose("A", "Forest onto the battlefield tapped, Island into their hand"))
    assert game.objects["forest-1"].zone is Zone.BATTLEFIELD and game.objects["forest-1"].tapped
    assert game.objects["island-2"].zone is Zone.HAND
    assert [e.rule for e in game.events if e.event == "shuffle"] == ["701.24a"]


def test_205_3i_farseek_finds_a_nonbasic_land_with_one_of_the_types() -> None:
    library = ["Forest", "Watery Grave"]
    game = main_phase(hand={"f": "Farseek"}, mana="GG", library=library)
    _cast(game, "f")
    assert game.pending.options == ("find nothing", "Watery Grave onto the battlefield tapped")
    take(game, Choose("A", "Watery Grave onto the battlefield tapped"))
    assert game.objects["watery-grave-2"].zone is Zone.BATTLEFIELD


def test_608_2h_beast_within_gives_the_token_to_the_permanent_s_controller() -> None:
    game = main_phase(hand={"bw": "Beast Within"}, mana="GGG", theirs={"giant": "Hill Giant"})
    cast(game, "bw", "giant")
    assert game.objects["giant"].zone is Zone.GRAVEYARD
    tokens = [i for i, o in game.objects.items() if o.zone is Zone.BATTLEFIELD and o.owner == "B"]
    assert len(tokens) == 1
    chars = game.characteristics(tokens[0])
    assert (chars.power, chars.toughness, game.controller_of(tokens[0])) == (3, 3, "B")


def test_702_33e_into_the_roil_draws_only_when_kicked() -> None:
    for kicks, drawn in ((0, 0), (1, 1)):
        game = main_phase(
            hand={"roil": "Into the Roil"}, mana="UUUU", theirs={"stone": "Mind Stone"}
        )
        _cast(game, "roil", "stone", kicks=kicks)
        assert game.objects["stone"].zone is Zone.HAND
        assert len(in_zone(game, Zone.HAND, "A")) == drawn
        assert game.pending.kind is DecisionKind.PRIORITY
