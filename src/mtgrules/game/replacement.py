"""Replacement effects on how a permanent enters (CR 614.1c): "{this} enters tapped unless you
control two or fewer other lands", "… unless you control a Swamp or a Forest", and those of
other permanents: "Nonbasic lands your opponents control enter the battlefield tapped." (Archon
of Emeria, 614.12). The condition is
checked as the permanent enters, on the battlefield it enters (614.12): "other" lands are the
ones besides it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.effects.ops import ChangeRules
from mtgrules.game.objects import ResolvedEffect
from mtgrules.model.abilities import Condition, EffectSpec, Filter

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

NOTHING = EffectSpec(Filter(zones=()), ())
"""No effect: the instance a condition is read through."""


def condition_holds(game: GameState, condition: Condition, source_id: str, controller: str) -> bool:
    """CR 614.1c: whether ``condition`` ("you control three or more other lands") is true now,
    for ``source_id`` controlled by ``controller``."""
    result = game.layers()
    assert result.view is not None
    reading = ResolvedEffect(NOTHING, source_id, controller, 0)
    instance = EffectInstance(
        ("enters",), NOTHING, source_id, (0,), resolved=reading, fixed_controller=controller
    )
    return condition.holds(EffectContext(instance, result.view, game), result.view)


def enters_untapped(
    game: GameState, object_id: str, controller: str, enters: Mapping[str, Any]
) -> bool:
    """CR 614.1c: a permanent that "enters tapped" only if (``tapped_if``) or unless
    (``tapped_unless``) a condition holds enters untapped when it doesn't (does)."""
    if "tapped_if" in enters:
        return not condition_holds(game, enters["tapped_if"], object_id, controller)
    if "tapped_unless" in enters:
        return condition_holds(game, enters["tapped_unless"], object_id, controller)
    if enters.get("tapped_not_your_turn"):  # "… enters tapped if it's not your turn"
        return game.active_player == controller
    if "tapped_unless_turn" in enters:  # "unless it's your first, second, or third turn …"
        mine = game.active_player == controller
        return mine and game.turns_begun.get(controller, 0) <= enters["tapped_unless_turn"]
    return False


ENTER_TAPPED = "enter_the_battlefield_tapped"
"""The rule of a static ability making the permanents its filter matches enter tapped (CR
614.1c, 614.12: "Nonbasic lands your opponents control enter the battlefield tapped.")."""


def entering_tapped_by_others(game: GameState, object_id: str) -> bool:
    """CR 614.1c, 614.12: whether a static ability of another permanent makes ``object_id``,
    entering the battlefield now, enter tapped: its filter is checked against the permanent as
    it exists on the battlefield (its controller there included)."""
    result = game.layers()
    view = result.view
    record = view.get(object_id) if view is not None else None
    if view is None or record is None:
        return False
    for source, controller, op in result.rule_effects:
        if not isinstance(op, ChangeRules) or op.rule != ENTER_TAPPED or source not in game.objects:
            continue
        for ability in game.characteristics(source).abilities:
            for spec in (s for s in ability.effects if op in s.ops):
                instance = EffectInstance(("enters",), spec, source, (0,),
                                          fixed_controller=controller)  # fmt: skip
                if spec.affects.matches(record, EffectContext(instance, view, game), view):
                    return True
    return False


GRAVEYARD_EXILED = "graveyard_cards_exiled_instead"
"""The replacement "If a card would be put into your graveyard from anywhere this turn, exile
that card instead." (CR 614.1a), for the player whose effect it is."""


def exiled_instead_of_graveyard(game: GameState, card: str) -> bool:
    """CR 614.1a, 111.1: whether the card (not a token) going to its owner's graveyard is exiled
    instead by a resolved effect its owner controls ("If a card would be put into your
    graveyard from anywhere this turn, exile that card instead.")."""
    obj = game.objects.get(card)
    if obj is None or obj.is_token or obj.card is None:
        return False
    return any(
        effect.controller == obj.owner
        and any(
            isinstance(op, ChangeRules) and op.rule == GRAVEYARD_EXILED for op in effect.spec.ops
        )
        for effect in game.effects
    )
