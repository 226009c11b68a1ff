"""CR 702.29a, 702.29c, 603.3d: Vizier of Tumbling Sands, compiled from its Oracle text — "When
you cycle {this}, untap target permanent.": cycling it ({1}{U}, discard it: draw a card) also
triggers its ability from the graveyard it is in now; the trigger goes on the stack above the
cycling ability and resolves first. Another card cycled doesn't trigger it."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from mtgrules.game.zones import hand
from play_helpers import lands, put, start

pytestmark = needs_full_database

VIZIER = "Vizier of Tumbling Sands"


def _cycled() -> Game:
    game = game_with(VIZIER)
    put(game, VIZIER, "A", Zone.HAND, "vizier")
    lands(game, "Island", 2, "A")
    put(game, "Mountain", "A", object_id="mountain", tapped=True)
    start(game)
    (cycling,) = [
        a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == "vizier"
    ]
    take(game, cycling)
    return game


def test_702_29c_cycling_it_triggers_from_the_graveyard() -> None:
    game = _cycled()
    assert game.objects["vizier"].zone is Zone.GRAVEYARD
    assert game.pending is not None and game.pending.kind is DecisionKind.TARGETS
    choices = {a.targets for a in game.legal_actions() if isinstance(a, ChooseTargets)}
    assert ("mountain",) in choices
    take(game, ChooseTargets("A", ("mountain",)))
    assert len(game.stack) == 2  # the cycling ability, and the trigger on top of it
    resolve_stack(game)
    assert game.objects["mountain"].tapped is False
    assert len(hand(game, "A")) == 1  # the cycling ability drew a card


def test_702_29c_cycling_another_card_doesnt_trigger_it() -> None:
    game = game_with(VIZIER, "Street Wraith")
    put(game, VIZIER, "A", Zone.GRAVEYARD, "vizier")
    put(game, "Street Wraith", "A", Zone.HAND, "wraith")
    put(game, "Mountain", "A", object_id="mountain", tapped=True)
    start(game)
    (cycling,) = [
        a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == "wraith"
    ]
    take(game, cycling)  # Cycling—Pay 2 life.
    assert len(game.stack) == 1 and game.pending is not None
    assert game.pending.kind is DecisionKind.PRIORITY
    resolve_stack(game)
    assert game.objects["mountain"].tapped is True
    assert game.players["A"].life == 18
