"""CR 707.2, 707.9b, 603.7 with real cards compiled from their Oracle text: Kiki-Jiki, Mirror
Breaker ("{T}: Create a token that's a copy of target nonlegendary creature you control, except
it has haste. Sacrifice it at the beginning of the next end step.") — the token has the
original's copiable values and haste; it enters (its enters-the-battlefield ability triggers,
603.6a); the delayed trigger sacrifices that token, and only it."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import pass_until
from zones_helpers import zones_game

KIKI = "Kiki-Jiki, Mirror Breaker"


def _copied() -> tuple[Game, str]:
    game = zones_game(
        [KIKI, "Man-o'-War"],
        cards={"kiki": KIKI, "mow": "Man-o'-War"},
        theirs={"bears": "Grizzly Bears"},
    )
    take(game, ActivateAbility("A", "kiki", 1, ("mow",)))
    resolve_stack(game)
    (token,) = [i for i, o in game.objects.items() if o.is_token]
    return game, token


@needs_full_database
def test_707_2_the_token_is_a_copy_with_haste_and_its_enters_ability_triggers() -> None:
    game, token = _copied()
    chars = game.characteristics(token)
    assert chars.name == "Man-o'-War"
    assert (chars.power, chars.toughness) == (2, 2)
    assert chars.has_keyword("Haste")
    assert not game.characteristics("mow").has_keyword("Haste")
    take(game, ChooseTargets("A", ("bears",)))  # "When this enters, return target creature"
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.HAND


@needs_full_database
def test_603_7b_the_token_is_sacrificed_at_the_beginning_of_the_next_end_step() -> None:
    game, token = _copied()
    take(game, ChooseTargets("A", ("kiki",)))
    resolve_stack(game)
    pass_until(game, Step.END)
    resolve_stack(game)
    assert token not in game.objects  # sacrificed: a token ceases to exist (111.7)
    assert game.objects["mow"].zone is Zone.BATTLEFIELD
