"""Revealing cards from the top of a library (CR 701.20) and what the instructions after it do
with them: "reveal the top card of your library and put that card into your hand. You lose life
equal to its mana value." (Dark Confidant), "defending player reveals the top card of their
library. If it's a land card, that player puts it into their hand." (Goblin Guide), and "look
at the top card of your library. You may reveal that card. If an instant or sorcery card is
revealed this way, transform {this}." (Delver of Secrets).

The cards revealed are remembered by the resolving spell or ability (its choices'
:data:`REVEALED`), so "that card", "it" and "its mana value" after it mean them (CR 608.2c), and
a condition on them (:func:`revealed_is`) asks what they are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.game.instructed import NOTHING, Instructed, Resolution, handles
from mtgrules.game.library import LOOKED_AT
from mtgrules.game.objects import ResolvedEffect, Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.zones import library

if TYPE_CHECKING:
    from mtgrules.game.state import Game
    from mtgrules.model.abilities import Filter

REVEALED = "revealed"
"""The key of a resolution's choices the cards it revealed are known by."""


def _name(game: Game, card: str) -> str:
    return game.characteristics(card).name or card


def revealing_player(it: Instructed) -> str | None:
    """Whose library the top is revealed from: the controller's, or (``player: defending``)
    the defending player's of the attacking source (CR 508.5: the player it attacks, or the
    controller of the planeswalker or the protector of the battle it attacks; 508.5a: once it
    was removed from combat, the player it was attacking, which in a two-player game is the
    only opponent)."""
    game, resolution = it.game, it.resolution
    if it.instruction.param("player") != "defending":
        return resolution.controller
    from mtgrules.game.combat import defending_player

    defender = game.combat.defending.get(resolution.source_id)
    if defender is not None:
        return defending_player(game, defender)
    opponents = [p for p in game.players if p != resolution.controller]
    return opponents[0] if len(opponents) == 1 else None


@handles("reveal_top")
def reveal_top(it: Instructed) -> bool:
    """CR 701.20a: a player reveals the top N cards of their library (all of it if it is
    smaller); they stay there, shown to every player, until an instruction moves them."""
    game, resolution = it.game, it.resolution
    player = revealing_player(it)
    if player is None:
        return False
    cards = tuple(library(game, player)[: it.amount()])
    resolution.choices = {**resolution.choices, REVEALED: cards}
    names = ", ".join(_name(game, c) for c in cards) or "nothing (the library is empty)"
    game.events.append(
        event_of("reveal", f"{player} reveals the top of their library: {names}", "701.20a")
    )
    return True


@handles("put_revealed")
def put_revealed(it: Instructed) -> bool:
    """CR 608.2c, 400.3: the cards just revealed that are still on top of their library go into
    their owner's hand (the library they were revealed from is their owner's)."""
    game = it.game
    for card in it.resolution.choices.get(REVEALED, ()):
        obj = game.objects.get(card)
        if obj is None or obj.zone is not Zone.LIBRARY:
            continue  # CR 400.7: moved since it was revealed: it is another object now
        game.move(card, Zone.HAND)
        game.events.append(
            event_of("reveal", f"{obj.owner} puts {_name(game, card)} into their hand", "608.2c")
        )
    return True


@handles("reveal_looked")
def may_reveal_looked(it: Instructed) -> bool:
    """CR 701.20a, 608.2d: "you may reveal that card": the controller chooses whether to reveal
    the card they looked at (if it is still on top of their library), before anything after it
    happens."""
    game, resolution = it.game, it.resolution
    player = resolution.controller
    cards = tuple(c for c in resolution.choices.get(LOOKED_AT, ()) if c in library(game, player))
    if not cards:
        resolution.choices = {**resolution.choices, REVEALED: ()}
        return True
    names = ", ".join(_name(game, c) for c in cards)
    game.choices_waiting.append(
        {"object": resolution.source_id, "choice": "reveal_looked", "player": player,
         "options": ((f"reveal {names}", cards), ("don't reveal", ())), "then": None}
    )  # fmt: skip
    return True


def finish_reveal_looked(game: Game, waiting: dict[str, Any], value: str) -> None:
    """The player revealed the card, or didn't; the instructions held back follow, knowing what
    was revealed (CR 608.2c)."""
    from mtgrules.game.resolve import follow_knowing

    cards = dict(waiting["options"])[value]
    player = waiting["player"]
    if cards:
        names = ", ".join(_name(game, c) for c in cards)
        game.events.append(event_of("reveal", f"{player} reveals {names}", "701.20a"))
    else:
        game.events.append(event_of("reveal", f"{player} reveals nothing", "608.2d"))
    follow_knowing(game, waiting, REVEALED, cards)
    game.changed()


def revealed_is(game: Game, resolution: Resolution, kind: Filter) -> bool:
    """CR 608.2c: whether a card of this kind was revealed by the instruction before ("if an
    instant or sorcery card is revealed this way", "if it's a land card"). Nothing revealed:
    no."""
    cards = resolution.choices.get(REVEALED, ())
    if not cards:
        return False
    result = game.layers()
    assert result.view is not None
    reading = ResolvedEffect(NOTHING, resolution.source_id, resolution.controller, 0)
    instance = EffectInstance(
        ("revealed",), NOTHING, resolution.source_id, (0,), resolved=reading,
        fixed_controller=resolution.controller,
    )  # fmt: skip
    ctx = EffectContext(instance, result.view, game)
    for card in cards:
        record = result.view.get(card)
        if record is not None and kind.matches(record, ctx, result.view):
            return True
    return False


def revealed_card(resolution: Resolution) -> str | None:
    """The card "it" or "that card" means after a reveal: the first revealed (None: none)."""
    cards = resolution.choices.get(REVEALED, ())
    return str(cards[0]) if cards else None
