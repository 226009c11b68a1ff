"""Casting spells from zones other than the hand, and without paying their mana costs (CR 601.3:
a player may cast a spell only if a rule or effect allows it; 118.9: "without paying its mana
cost" is an alternative cost).

A spell cast while another spell or ability resolves (608.2g: "you may cast target instant or
sorcery card from your graveyard without paying its mana cost") is cast then, following 601.2a-i
— whatever its card type, so not at sorcery timing — and nobody gets priority after it: it
becomes the topmost object of the stack and the resolving ability goes on. Its controller
chooses as the ability resolves: not to cast it, or one of the ways to cast it (its targets,
modes and additional costs), listed as the choice's options."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.vocab.mana import GenericSymbol, ManaCost

if TYPE_CHECKING:
    from mtgrules.game.actions import CastSpell
    from mtgrules.game.state import Game

FREE = "without paying its mana cost"
"""The cost a spell cast without paying its mana cost is cast for (CR 118.9)."""

DONT_CAST = "don't cast it"
"""The answer of a player who may cast a card and doesn't (CR 608.2d)."""

EXILE_IF_TO_GRAVEYARD = "exile_instead_of_graveyard"
"""A spell's mark: if it would be put into a graveyard, it is exiled instead (CR 614.1a; read
by :meth:`Game.move`)."""

NO_MANA = ManaCost((GenericSymbol(0),))


def _name(game: Game, card: str) -> str:
    return game.characteristics(card).name or card


def cast_option(game: Game, action: CastSpell) -> str:
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
    return text


@handles("cast")
def _cast_now(it: Instructed) -> bool:
    """CR 608.2g, 118.9: "you may cast target … card … without paying its mana cost": its
    controller chooses, as the ability resolves, whether to cast it and how; the instructions
    after this one wait for the choice."""
    from mtgrules.game.casting import ways_now

    game, player = it.game, it.resolution.controller
    card = it.target
    if card is None or card not in game.objects or game.objects[card].zone is Zone.STACK:
        return True  # CR 608.2b: the target is gone; nothing is cast
    if not it.instruction.param("free"):
        return False
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
            "instead": it.instruction.param("instead"),
            "then": None,  # the instructions after this one wait for it (resolve.follow)
        }
    )
    return True


def finish_cast_now(game: Game, waiting: dict[str, Any], value: str) -> None:
    """CR 608.2g: carry out the answer: cast the card now (601.2a-i; nobody gets priority
    after it), or not (608.2d); then the resolving ability goes on."""
    from mtgrules.game.casting import cast_spell
    from mtgrules.game.resolve import follow_knowing

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
