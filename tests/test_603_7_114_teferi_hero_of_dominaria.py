"""Teferi, Hero of Dominaria, compiled from his Oracle text and played: [+1] draws a card and
creates a delayed triggered ability that untaps up to two lands, chosen as it resolves, at the
beginning of the next end step (CR 603.7a-c, 701.26b); [-3] puts target nonland permanent into
its owner's library third from the top (401.7); [-8] gives his controller an emblem whose
triggered ability works from the command zone (114.2, 114.4)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import in_trigger_order, lands, pass_priority, pass_until, put, start

TEFERI = "Teferi, Hero of Dominaria"


def _teferi() -> Game:
    game = game_with(TEFERI)
    put(game, TEFERI, "A", object_id="teferi")
    lands(game, "Island", 3)
    put(game, "Hill Giant", "B", object_id="giant")
    return start(game)


def _choices(game: Game) -> list[str]:
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    return [a.value for a in game.legal_actions() if isinstance(a, Choose)]


@needs_full_database
def test_603_7_plus_one_draws_then_untaps_two_lands_at_the_next_end_step() -> None:
    game = _teferi()
    hand = sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")
    put(game, "Divination", "A", Zone.HAND, object_id="divination")
    take(game, CastSpell("A", "divination", ()))  # taps all three Islands
    resolve_stack(game)
    assert all(game.objects[f"island-{i}"].tapped for i in (1, 2, 3))
    take(game, ActivateAbility("A", "teferi", 1, ()))
    resolve_stack(game)
    assert game.objects["teferi"].counters == {"loyalty": 5}
    now = sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")
    assert now == hand + 3  # Divination's two cards, then Teferi's one
    pass_until(game, Step.END)
    in_trigger_order(game)
    resolve_stack(game)
    options = _choices(game)
    assert options[0] == "untap nothing"
    assert "untap island-1, island-3" in options
    assert not any(o.count(",") > 1 for o in options)  # up to two
    game.apply(Choose("A", "untap island-1, island-3"))
    tapped = [game.objects[f"island-{i}"].tapped for i in (1, 2, 3)]
    assert tapped == [False, True, False]
    assert not game.delayed_triggers  # it triggers once (603.7c)


@needs_full_database
def test_401_7_minus_three_puts_a_permanent_third_from_the_top() -> None:
    game = _teferi()
    take(game, ActivateAbility("A", "teferi", 2, ("giant",)))
    resolve_stack(game)
    assert game.objects["teferi"].counters == {"loyalty": 1}
    assert game.objects["giant"].zone is Zone.LIBRARY
    assert game.libraries["B"].index("giant") == 2


@needs_full_database
def test_114_4_minus_eight_emblem_exiles_when_its_owner_draws() -> None:
    game = _teferi()
    game.objects["teferi"].counters["loyalty"] = 8
    take(game, ActivateAbility("A", "teferi", 3, ()))
    resolve_stack(game)
    assert game.objects["teferi"].zone is Zone.GRAVEYARD  # no loyalty left (704.5i)
    (emblem,) = [o for o in game.objects.values() if o.zone is Zone.COMMAND]
    assert emblem.owner == "A" and emblem.controller == "A"
    assert game.characteristics(emblem.id).type_line.card_types == ()
    pass_until(game, Step.DRAW, turn=3)  # the opponent draws: nothing happens
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    pass_until(game, Step.UPKEEP, turn=4)
    while game.step is not Step.DRAW or not game.stack:  # A draws: the emblem triggers
        if game.pending is not None and game.pending.kind is DecisionKind.PRIORITY:
            pass_priority(game)
        elif game.pending is not None and game.pending.kind is DecisionKind.TARGETS:
            game.apply(next(a for a in game.legal_actions() if "giant" in str(a)))
        else:
            raise AssertionError(f"waiting for {game.pending}")
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.EXILE
