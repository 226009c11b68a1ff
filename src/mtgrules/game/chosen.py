"""Objects a player chooses as a spell or ability resolves, not targets (CR 608.2d).

- Permanents: "return a land you control to its owner's hand" (Rakdos Carnarium), "return a
  permanent you control to its owner's hand" (Kor Skyfisher). The player chooses one of the
  permanents they control that the description matches — a decision before anyone gets
  priority — and it is done to that one; the instructions after it wait for the choice.
- Cards: "return a creature or planeswalker card from your graveyard to your hand" (Takenuma,
  Abandoned Mire). The controller chooses among the cards the description matches when the
  instruction is followed (cards milled by the instruction before it among them), and must
  choose one if there is one (a graveyard is a public zone: no "fail to find", unlike a
  search, 701.23b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.following import follow_knowing
from mtgrules.game.instructed import Instructed, every_object, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.zone_events import sacrificed

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

CHOICE = "choose_permanent"
"""The kind of the waiting choice (:mod:`mtgrules.game.entering` asks and finishes it)."""


@handles("choose_permanent")
def choose_permanent(it: Instructed) -> bool:
    """CR 608.2d: the player chooses a permanent they control the filter matches (nothing to
    choose: nothing is done); what ``act`` says is done to it. With ``act: sacrifice`` (CR
    701.21a: "each opponent sacrifices a creature"), each player named chooses one of theirs,
    in turn order."""
    game = it.game
    players = it.players()
    act = it.instruction.param("act")
    if len(players) != 1 and act not in ("sacrifice", "exile"):
        return False
    every = every_object(game, it.resolution, it.instruction.param("all"))
    graveyard = bool(it.instruction.param("and_graveyard"))
    for player in players:
        matching = [
            p
            for p in every
            if game.objects[p].zone is Zone.BATTLEFIELD and game.controller_of(p) == player
        ]
        if not matching:
            game.events.append(event_of("choose", f"{player} controls no such permanent", "608.2d"))
            if graveyard:
                _exile_graveyard(game, player)
            continue
        options = tuple((f"{game.characteristics(p).name} ({p})", p) for p in matching)
        game.choices_waiting.append(
            {
                "object": it.resolution.source_id,
                "choice": CHOICE,
                "player": player,
                "options": options,
                "action": act,
                "and_graveyard": graveyard,
                "then": None,  # the instructions after this one, held back (resolve.follow)
            }
        )
    return True


def finish_choose_permanent(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The player chose the permanent ``value`` names: it is returned to its owner's hand
    (CR 400.7); the instructions held back follow."""
    chosen = dict(waiting["options"])[value]
    game.events.append(event_of("choose", f"{waiting['player']} chooses {value}", "608.2d"))
    if waiting["action"] == "return" and game.objects[chosen].zone is Zone.BATTLEFIELD:
        owner = game.objects[chosen].owner
        game.move(chosen, Zone.HAND)
        game.events.append(event_of("return", f"{chosen} returns to {owner}'s hand", "400.7"))
    if waiting["action"] == "exile" and game.objects[chosen].zone is Zone.BATTLEFIELD:
        game.move(chosen, Zone.EXILE)  # CR 406.2: "target opponent exiles a creature …"
        game.events.append(event_of("exile", f"{waiting['player']} exiles {chosen}", "406.2"))
    if waiting.get("and_graveyard"):  # "… and their graveyard": after the permanent
        _exile_graveyard(game, waiting["player"])
    if waiting["action"] == "sacrifice" and game.objects[chosen].zone is Zone.BATTLEFIELD:
        game.move(chosen, Zone.GRAVEYARD)  # CR 701.21a
        game.events.append(
            event_of("sacrifice", f"{waiting['player']} sacrifices {chosen}", "701.21a")
        )
        sacrificed(game, waiting["player"], chosen)
    follow_knowing(game, waiting, CHOICE, chosen)
    game.changed()


def _exile_graveyard(game: GameState, player: str) -> None:
    """CR 406.2: every card in ``player``'s graveyard is exiled, at the same time."""
    cards = [i for i, o in game.objects.items() if o.zone is Zone.GRAVEYARD and o.owner == player]
    with game.at_once():
        for card in cards:
            game.move(card, Zone.EXILE)
    game.events.append(event_of("exile", f"{player}'s graveyard ({len(cards)}) exiled", "406.2"))


TOP_OR_BOTTOM = "top_or_bottom"
"""The kind of the waiting choice of where in its owner's library an object goes."""


@handles("owner_puts_top_or_bottom")
def owner_puts_top_or_bottom(it: Instructed) -> bool:
    """CR 401.1, 608.2d: "Its owner puts it on the top or bottom of their library" (Aether
    Gust): the target's owner chooses; a spell leaves the stack (it isn't countered)."""
    game, target = it.game, it.target
    if target is None or target not in game.objects:
        return True
    owner = game.objects[target].owner
    game.choices_waiting.append(
        {
            "object": target,
            "choice": TOP_OR_BOTTOM,
            "player": owner,
            "options": (("top", "top"), ("bottom", "bottom")),
            "then": None,
            "source": it.resolution.source_id,
        }
    )
    return True


def finish_top_or_bottom(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The owner chose the top or the bottom of their library (CR 401.1)."""
    card = waiting["object"]
    if game.objects[card].zone in (Zone.BATTLEFIELD, Zone.STACK):
        game.move(card, Zone.LIBRARY, bottom=value == "bottom")
        game.events.append(
            event_of("library", f"{waiting['player']} puts {card} on the {value} of their library",
                     "401.1")
        )  # fmt: skip
    follow_knowing(game, {**waiting, "object": waiting["source"]}, TOP_OR_BOTTOM, value)
    game.changed()


# -- cards chosen: "return a … card from your graveyard" -------------------------------------------

RETURN_CHOSEN = "return_chosen"
"""The choice the controller makes (:data:`Game.choices_waiting`)."""


def return_chosen(it: Instructed) -> bool:
    """CR 608.2d, 400.7: the controller chooses one card the instruction's filter matches and
    returns it to its owner's hand; with one such card, that one; with none, nothing."""
    game = it.game
    options: dict[str, str] = {}
    for card in sorted(every_object(game, it.resolution, it.instruction.param("all"))):
        options.setdefault(game.characteristics(card).name or card, card)  # alike by name
    if not options:
        game.events.append(event_of("choose", "no such card to return", "608.2d"))
        return True
    if len(options) == 1:
        (card,) = options.values()
        _to_hand(game, card)
        return True
    game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": RETURN_CHOSEN,
            "player": it.resolution.controller,
            "options": tuple(sorted(options.items())),
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )
    return True


def finish_return_chosen(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The controller chose the card ``value`` names: it returns; the instructions held back
    follow."""
    card = dict(waiting["options"])[value]
    game.events.append(event_of("choose", f"{waiting['player']} chooses {value}", "608.2d"))
    _to_hand(game, card)
    follow_knowing(game, waiting, "chosen", card)
    game.changed()


def _to_hand(game: GameState, card: str) -> None:
    game.move(card, Zone.HAND)
    game.events.append(event_of("return", f"{card} returns to its owner's hand", "400.7"))
