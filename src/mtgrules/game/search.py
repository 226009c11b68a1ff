"""Searching a library (CR 701.23) and shuffling (CR 701.24).

A search is carried out in two parts: as the spell or ability resolves, the cards that match
its description are found (701.23a); then, before anyone gets priority, the searching player
chooses which of them to find — any number up to the amount, since a library is a hidden zone
(701.23b) — and where each one goes, in the order the instruction lists its destinations
("put one onto the battlefield tapped and the other into your hand"). A shuffle the same
instruction list asks for after the search waits for that choice (701.24a).
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import TYPE_CHECKING, Any

from mtgrules.game.entering import as_permanent_enters
from mtgrules.game.following import follow_knowing
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.zones import library, shuffle_library

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

DESTINATIONS = {
    "hand": "into their hand",
    "battlefield": "onto the battlefield",
    "battlefield_tapped": "onto the battlefield tapped",
    "top_after_shuffle": "on top after shuffling",
}
"""Where a found card may be put, and how the choice says it."""


DONT_SEARCH = "don't search"
"""The option of a player who "may search" and doesn't."""


def _name(game: GameState, card: str) -> str:
    return game.characteristics(card).name or card


def _destination(put: tuple[str, ...], index: int) -> str:
    return put[min(index, len(put) - 1)]


def search_options(
    game: GameState, found: list[str], amount: int, put: tuple[str, ...]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """CR 701.23b: the ways to find up to ``amount`` of the ``found`` cards: by card name (cards
    of one name in a library are alike to the searcher), each with where it goes; finding
    nothing first."""
    names = Counter(_name(game, card) for card in found)
    options: list[tuple[str, tuple[str, ...]]] = [("find nothing", ())]
    for count in range(1, amount + 1):
        for picked in itertools.product(sorted(names), repeat=count):
            if any(picked.count(name) > names[name] for name in set(picked)):
                continue
            label = ", ".join(
                f"{name} {DESTINATIONS[_destination(put, i)]}" for i, name in enumerate(picked)
            )
            options.append((label, picked))
    return tuple(options)


def begin_search(
    game: GameState,
    player: str,
    source: str,
    found: list[str],
    amount: int,
    put: tuple[str, ...],
    reveal: bool,
    *,
    optional: bool = False,
) -> None:
    """CR 701.23a: ``player`` looks through their library; they choose what they find before
    anyone gets priority. An ``optional`` search ("may search") may be declined: then there is
    no search, and no shuffle after it."""
    options: tuple[tuple[str, tuple[str, ...] | None], ...] = search_options(
        game, found, amount, put
    )
    if optional:
        options = ((DONT_SEARCH, None), *options)
    game.choices_waiting.append(
        {
            "object": source,
            "choice": "search",
            "player": player,
            "found": tuple(found),
            "put": put,
            "reveal": reveal,
            "options": options,
            "then": None,  # the instructions after this one wait for it (resolve.follow)
        }
    )
    game.events.append(event_of("search", f"{player} searches their library", "701.23a"))


def shuffle_after_search(game: GameState, player: str) -> bool:
    """CR 701.24a: a shuffle that follows a search of ``player``'s library waits for it; True
    when there is such a search."""
    for waiting in game.choices_waiting:
        if waiting["choice"] == "search" and waiting["player"] == player:
            waiting["then_shuffle"] = True
            return True
    return False


def finish_search(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The searching player found the cards ``value`` names: each is revealed if the
    instruction says so (701.20a) and put where it goes; then the library is shuffled if the
    instruction list asked for it (701.24a)."""
    player = waiting["player"]
    picked = dict(waiting["options"])[value]
    if picked is None:  # CR 608.2d: "may search", declined
        game.events.append(event_of("search", f"{player} doesn't search", "608.2d"))

        follow_knowing(game, waiting, "found", ())
        game.changed()
        return
    left = [c for c in waiting["found"] if c in library(game, player)]
    on_top: list[str] = []
    put: list[str] = []
    for index, name in enumerate(picked):
        card = next(c for c in left if _name(game, c) == name)
        left.remove(card)
        where = _destination(waiting["put"], index)
        if waiting["reveal"]:
            game.events.append(event_of("reveal", f"{player} reveals {card} ({name})", "701.20a"))
        if where == "top_after_shuffle":
            on_top.append(card)  # set aside: the library is shuffled first (701.24a)
            continue
        put.append(card)
        game.move(card, Zone.HAND if where == "hand" else Zone.BATTLEFIELD)
        if waiting["reveal"]:
            game.show((card,))  # CR 701.20a: every player saw the card put into the hand
        if where != "hand":
            game.objects[card].tapped = where == "battlefield_tapped"
            as_permanent_enters(game, card)
        game.events.append(
            event_of("search", f"{player} puts {card} {DESTINATIONS[where]}", "701.23a")
        )
    if not picked:
        game.events.append(event_of("search", f"{player} finds nothing", "701.23b"))
    if on_top:
        shuffle(game, player)
        game.libraries[player] = [c for c in library(game, player) if c not in on_top]
        for card in on_top:
            game.libraries[player].insert(0, card)
            game.show((card,), None if waiting["reveal"] else (player,))  # CR 701.20a, 701.20e
            game.events.append(event_of("search", f"{player} puts {card} on top", "701.23a"))
    elif waiting.get("then_shuffle"):
        shuffle(game, player)

    follow_knowing(game, waiting, "found", tuple(put))  # CR 608.2c: "that land"
    game.changed()


def shuffle(game: GameState, player: str) -> None:
    """CR 701.24a: randomize ``player``'s library."""
    shuffle_library(game, player)
    game.events.append(event_of("shuffle", f"{player} shuffles their library", "701.24a"))
    game.changed()


def shuffle_graveyard_into_library(game: GameState, player: str) -> None:
    """CR 701.24a: ``player`` shuffles their graveyard into their library (Emrakul, the Aeons
    Torn)."""
    for card in [
        i for i, o in game.objects.items() if o.zone is Zone.GRAVEYARD and o.owner == player
    ]:
        game.move(card, Zone.LIBRARY)
    shuffle(game, player)
