"""What a resolving spell or ability revealed (CR 701.20a): the cards are remembered in its
choices under :data:`REVEALED`, so "that card", "it" and "its mana value" after the reveal mean
them (608.2c) and "if it's a land card" asks what they are."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.engine import EffectContext
from mtgrules.game.instructed import NOTHING, Resolution
from mtgrules.game.objects import ResolvedEffect

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.model.abilities import Filter

REVEALED = "revealed"
"""The key of a resolution's choices the cards it revealed are known by."""


def revealed_is(game: GameState, resolution: Resolution, kind: Filter) -> bool:
    """CR 608.2c: whether a card of this kind was revealed by the instruction before ("if an
    instant or sorcery card is revealed this way", "if it's a land card"). Nothing revealed:
    no."""
    return any_is(game, resolution, tuple(resolution.choices.get(REVEALED, ())), kind)


def target_is(game: GameState, resolution: Resolution, kind: Filter, index: int) -> bool:
    """CR 608.2c: whether the resolving ability's target ``index`` (from 1), wherever it is
    now, is of this kind ("If it's a green card, …" after it was returned to a hand)."""
    targets = resolution.targets
    target = targets[index - 1] if 0 < index <= len(targets) else None
    return (
        target is not None and target in game.objects and any_is(game, resolution, (target,), kind)
    )


def any_is(game: GameState, resolution: Resolution, cards: tuple[str, ...], kind: Filter) -> bool:
    """Whether any of ``cards`` (in any zone) is of this kind, seen by the layer system."""
    if not cards:
        return False
    game.see(cards)  # the layer system looks at them where they are (CR 611.2c)
    result = game.layers()
    assert result.view is not None
    reading = ResolvedEffect(NOTHING, resolution.source_id, resolution.controller, 0)
    ctx = EffectContext(reading.instance("revealed"), result.view, game)
    for card in cards:
        record = result.view.get(card)
        if record is not None and kind.matches(record, ctx, result.view):
            return True
    return False


def revealed_card(resolution: Resolution) -> str | None:
    """The card "it" or "that card" means after a reveal: the first revealed (None: none)."""
    cards = resolution.choices.get(REVEALED, ())
    return str(cards[0]) if cards else None
