"""Casting a card as an instruction says (CR 608.2g): "you may cast that card" / "cast it without paying its mana cost" — as the spell or ability resolves, its player may cast the card then (or decline), ignoring timing permissions (608.2g, 601.2), paying its mana cost or not."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.casting import cast_spell, ways_now
from mtgrules.game.casting_costs import additional_costs
from mtgrules.game.exile_until import take_linked
from mtgrules.game.following import follow_knowing
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.permissions import EXILE_IF_TO_GRAVEYARD, FREE, NO_MANA
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.actions import CastSpell
    from mtgrules.game.game_state import GameState


DONT_CAST = "don't cast it"
"""The answer of a player who may cast a card and doesn't (CR 608.2d)."""


def _name(game: GameState, card: str) -> str:
    return game.characteristics(card).name or card


def cast_option(game: GameState, action: CastSpell) -> str:
    """How a choice names one way to cast a card: its targets, modes and what it sacrifices or
    discards for its additional costs."""
    text = f"cast {_name(game, action.card)}"
    if action.kicks:
        text += " kicked" if action.kicks == 1 else f" kicked {action.kicks} times"
    if action.modes:
        text += f" choosing mode {', '.join(str(m) for m in action.modes)}"
    if action.targets:
        text += f" targeting {', '.join(action.targets)}"
    if action.divide:
        text += f" dividing {'/'.join(map(str, action.divide))}"
    if action.sacrifice:
        text += f" sacrificing {', '.join(action.sacrifice)}"
    if action.discard:
        text += f" discarding {', '.join(action.discard)}"
    if action.additional:  # CR 601.2b: "pay 5 life or pay {2}"
        options = additional_costs(game, action.card).options
        if 0 < action.additional <= len(options):
            text += f" paying {options[action.additional - 1].text.lower()}"
    return text


@handles("cast")
def _cast_now(it: Instructed) -> bool:
    """CR 608.2g, 118.9: "you may cast target … card … without paying its mana cost": its
    controller chooses, as the ability resolves, whether to cast it and how; the instructions
    after this one wait for the choice."""
    game, player = it.game, it.resolution.controller
    card = it.target
    if card is None or card not in game.objects or game.objects[card].zone is Zone.STACK:
        return True  # CR 608.2b: the target is gone; nothing is cast
    if not it.instruction.param("free"):
        return False
    _offer_free_cast(it, player, card, it.instruction.param("instead"))
    return True


def _offer_free_cast(it: Instructed, player: str, card: str, instead: Any = None) -> None:
    """CR 608.2g, 118.9: ``player`` chooses, as the ability resolves, not to cast ``card`` or
    one of the ways to cast it without paying its mana cost; the instructions after this one
    wait for the choice."""
    game = it.game
    options: list[tuple[str, Any]] = [(DONT_CAST, None)]
    for action, way in ways_now(game, player, card, FREE, NO_MANA):
        options.append((cast_option(game, action), (action, way)))
    game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": "cast_now",
            "player": player,
            "card": card,
            "options": tuple(options),
            "instead": instead,
            "then": None,  # the instructions after this one wait for it (resolve.follow)
        }
    )


@handles("cast_exiled")
def _owner_casts_exiled(it: Instructed) -> bool:
    """CR 607.2a, 608.2g, 118.9: "the exiled card's owner may cast that card without paying its
    mana cost" (Spell Queller): the card this object's linked ability exiled, if it is still
    the object it was in exile, is cast by its owner now or not at all."""
    game = it.game
    still = [
        card for _, _, card, changes in take_linked(game, it.resolution)
        if card in game.objects and game.objects[card].zone is Zone.EXILE
        and game.zone_changes(card) == changes
    ]  # fmt: skip
    if not still:
        return True  # CR 607.2a: nothing was exiled, or it left exile: nothing is cast
    if len(still) > 1:
        raise NotImplementedError("casting more than one linked exiled card (CR 607.2a)")
    card = still[0]
    _offer_free_cast(it, game.objects[card].owner, card)
    return True


def finish_cast_now(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 608.2g: carry out the answer: cast the card now (601.2a-i; nobody gets priority
    after it), or not (608.2d); then the resolving ability goes on."""
    player, card = waiting["player"], waiting["card"]
    chosen = dict(waiting["options"])[value]
    if chosen is None:
        game.events.append(event_of("cast", f"{player} doesn't cast {card}", "608.2d"))
    else:
        action, way = chosen
        cast_spell(game, action, way)
        if waiting.get("instead") == "exile":
            game.objects[card].choices[EXILE_IF_TO_GRAVEYARD] = True  # CR 614.1a
        game.events.append(
            event_of("cast", f"{player} casts {card} without paying its mana cost", "608.2g")
        )
    follow_knowing(game, waiting, "cast", card if chosen is not None else None)
    game.changed()
