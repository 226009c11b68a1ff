"""Tokens that are copies (CR 707.2, 707.9, 111.1): "Create a token that's a copy of target
creature, except it has haste." The token's copiable values are the original's as the token is
created (707.2b-c), with the exceptions the effect names (707.9b), fixed by a copy effect that
begins as the token enters; the token then enters the battlefield (603.6a)."""

from __future__ import annotations

from dataclasses import replace

from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.engine import copiable_values
from mtgrules.effects.ops import CopyOf
from mtgrules.game.entering import token_entered
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import ResolvedEffect, Zone
from mtgrules.game.play_state import event_of
from mtgrules.model.abilities import EffectSpec, Filter
from mtgrules.vocab.typeline import TypeLine

CREATED = "created_token"
"""The key of :attr:`Resolution.choices` the token just created is known by ("Sacrifice it at
the beginning of the next end step")."""

_BLANK = Characteristics((), None, frozenset(), TypeLine())
"""What a copy token has of its own: nothing (its copy effect gives it the rest)."""


@handles("create_token_copy")
def create_token_copy(it: Instructed) -> bool:
    """CR 707.2, 707.9b, 111.1: a token that's a copy of the target as it is now (if it is
    still a legal target on the battlefield, 608.2b), created under the controller's control;
    it enters the battlefield."""
    game, resolution, original = it.game, it.resolution, it.target
    spec = it.instruction.effect
    if spec is not None and any(
        isinstance(op, CopyOf) and op.of.self_only for op in spec.ops
    ):  # "a copy of it": of the source itself (CR 702.175a offspring)
        original = resolution.source_id
    if original is None or original not in game.objects or spec is None:
        return True
    if game.objects[original].zone is not Zone.BATTLEFIELD:
        return True
    values = copiable_values(game, original)
    (copy,) = (op for op in spec.ops if isinstance(op, CopyOf))
    token = game.create_token(_BLANK, resolution.controller)
    effect = ResolvedEffect(
        EffectSpec(Filter(zones=("all",), self_only=True), (replace(copy, values=values),)),
        token.id, resolution.controller, token.timestamp, (), {}, {}, (token.id,),
        "enters as a copy",
    )  # fmt: skip
    game.effects.append(effect)
    game.changed()
    resolution.choices[CREATED] = token.id
    name = game.characteristics(token.id).name or token.id
    game.events.append(
        event_of("token", f"{resolution.controller} creates {name}, a copy of {original}", "707.2")
    )
    token_entered(game, token.id)
    return True
