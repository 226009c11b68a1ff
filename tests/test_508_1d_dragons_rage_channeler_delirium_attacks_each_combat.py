"""CR 207.2c delirium, 611.3b, 508.1d: "As long as there are four or more card types among cards
in your graveyard, Dragon's Rage Channeler gets +2/+2, has flying, and attacks each combat if
able." (the requirement: the declaration of attackers can't be finished without it while it
could attack), with the real card compiled from its Oracle text."""

from __future__ import annotations

from amounts_cards import graveyard
from card_data import needs_full_database
from compiled_cards import game_with
from in_play import attackers_offered, take
from mtgrules.game.actions import DeclareAttacker, FinishAttacks
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import pass_until, put, rejected, start

DELIRIUM = ("Mountain", "Hill Giant", "Searing Spear", "Lava Axe")


def _channeler(*in_graveyard: str, tapped: bool = False) -> Game:
    game = game_with("Dragon's Rage Channeler")
    put(game, "Dragon's Rage Channeler", "A", object_id="drc")
    put(game, "Hill Giant", "A", object_id="giant")
    graveyard(game, "A", *in_graveyard)
    start(game)
    if tapped:
        game.objects["drc"].tapped = True
        game.changed()
    return game


@needs_full_database
def test_611_3b_with_delirium_it_is_a_3_3_flier() -> None:
    game = _channeler(*DELIRIUM)
    chars = game.characteristics("drc")
    assert (chars.power, chars.toughness, chars.has_keyword("Flying")) == (3, 3, True)


@needs_full_database
def test_611_3b_without_delirium_it_is_a_1_1() -> None:
    game = _channeler("Mountain", "Hill Giant", "Searing Spear")
    chars = game.characteristics("drc")
    assert (chars.power, chars.toughness, chars.has_keyword("Flying")) == (1, 1, False)


@needs_full_database
def test_508_1d_with_delirium_attackers_cant_be_finished_without_it() -> None:
    game = _channeler(*DELIRIUM)
    pass_until(game, Step.DECLARE_ATTACKERS)
    assert attackers_offered(game) == {"drc", "giant"}
    assert FinishAttacks("A") not in game.legal_actions()
    assert rejected(game, FinishAttacks("A")).rule == "508.1d"
    take(game, DeclareAttacker("A", "drc", "B"))
    take(game, FinishAttacks("A"))
    assert game.combat.attackers == {"drc": "B"}


@needs_full_database
def test_508_1d_without_delirium_it_need_not_attack() -> None:
    game = _channeler("Mountain")
    pass_until(game, Step.DECLARE_ATTACKERS)
    take(game, FinishAttacks("A"))
    assert game.combat.attackers == {}


@needs_full_database
def test_508_1d_a_tapped_channeler_cant_attack_so_nothing_is_required() -> None:
    game = _channeler(*DELIRIUM, tapped=True)
    pass_until(game, Step.DECLARE_ATTACKERS)
    assert attackers_offered(game) == {"giant"}
    take(game, FinishAttacks("A"))
    assert game.combat.attackers == {}
