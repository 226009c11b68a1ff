"""Hexproof from a quality (CR 702.11d-e), for permanents and players: "You and permanents you
control gain hexproof from blue and from black until end of turn." (Veil of Summer). A
permanent gains the keyword ability "Hexproof from blue" (613.1f, its affected set fixed as the
effect begins, 611.2c); a player can't have abilities of an object, so the player's hexproof is
an effect on the rules (613.11) naming them. Either can't be the target of a spell or ability
of that color an opponent controls (702.11d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.ops import AddAbilities, ChangeRules
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.keywords import HEXPROOF
from mtgrules.model.abilities import Ability, AbilityKind, EffectSpec, Filter
from mtgrules.model.text import Text
from mtgrules.vocab.keywords import keyword

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

PLAYER_HEXPROOF_FROM = "player_hexproof_from"
"""The rule a player's hexproof from qualities sets (CR 702.11d, 613.11)."""
_QUALITIES = "hexproof_from"


@handles("hexproof_from_this_turn")
def _hexproof_from(it: Instructed) -> bool:
    """CR 702.11d, 514.2: its controller and the permanents they control now gain hexproof
    from each color named until end of turn."""
    colors = tuple(str(c).lower() for c in it.instruction.param("value"))
    player, source = it.resolution.controller, it.resolution.source_id
    rule = EffectSpec(
        Filter(zones=()), (ChangeRules(PLAYER_HEXPROOF_FROM),), duration="end_of_turn"
    )
    it.game.create_effect(
        rule, source, player, targets=(player,), choices={_QUALITIES: colors},
        description=f"{player} has hexproof from {' and from '.join(colors)}",
    )  # fmt: skip
    kind = keyword("Hexproof")
    granted = tuple(
        Ability(AbilityKind.STATIC, Text.parse(f"Hexproof from {c}"), keyword=kind,
                parameter=f"from {c}")
        for c in colors
    )  # fmt: skip
    spec = EffectSpec(Filter(controller="you"), (AddAbilities(granted),), duration="end_of_turn")
    it.game.create_effect(spec, source, player, description="hexproof from colors")
    return True


def hexproof_against(game: GameState, target: str, source: str) -> str | None:
    """CR 702.11b, 702.11d: the hexproof of ``target`` (an object) that stops ``source``'s
    spell or ability targeting it — "hexproof", or "hexproof from blue" against a blue
    source — as its name, or None. (Whose source it is, the caller checks.)"""
    colors = _colors_of(game, source)
    for ability in game.characteristics(target).abilities:
        if not ability.is_keyword(HEXPROOF):
            continue
        quality = ability.parameter.lower().removeprefix("from ").strip()
        if not quality:
            return "hexproof"
        if quality in colors:
            return f"hexproof from {quality}"
    return None


def player_hexproof_against(game: GameState, player: str, source: str) -> str | None:
    """CR 702.11d: a player's hexproof from a color of ``source``, or None."""
    colors = _colors_of(game, source)
    for effect in game.effects:
        if player not in effect.targets or not any(
            isinstance(op, ChangeRules) and op.rule == PLAYER_HEXPROOF_FROM
            for op in effect.spec.ops
        ):
            continue
        for quality in effect.choices.get(_QUALITIES, ()):
            if quality in colors:
                return f"hexproof from {quality}"
    return None


def _colors_of(game: GameState, source: str) -> set[str]:
    if source not in game.objects:
        return set()
    return {c.english.lower() for c in game.characteristics(source).colors}
