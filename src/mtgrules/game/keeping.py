"""Searching a library and a graveyard for cards to keep (CR 701.23a, 401.4): "Search your
library and graveyard for five cards and exile the rest. Put the chosen cards on top of your
library in any order." (Doomsday).

The searching player chooses the cards one at a time, before anyone gets priority (608.2d), among
the cards of their library and graveyard; the search asks for no quality, so they find as many
as there are, up to the number (701.23b leaves out only cards with a stated quality). The order
of the choices is the order on top: the first card chosen is the top card. Then every other
card of that library and graveyard is exiled at once, and the chosen cards are the library."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.following import follow
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.zones import library, zone_lists

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

KEEP_ON_TOP = "keep_on_top"
"""The choice of the next card to keep (CR 701.23a)."""


def _pool(game: GameState, source: str, player: str, kept: tuple[str, ...]) -> list[str]:
    """The cards left to choose: the resolving spell is on the stack (CR 608.2n), not among
    them, even once a choice waits."""
    yard = zone_lists(game).get((Zone.GRAVEYARD, player), ())
    return [c for c in [*library(game, player), *yard] if c not in kept and c != source]


def _options(game: GameState, cards: list[str]) -> tuple[tuple[str, str], ...]:
    """One option per card name and zone: cards of one name in one zone are alike here."""
    named: dict[str, str] = {}
    for card in cards:
        zone = "library" if game.objects[card].zone is Zone.LIBRARY else "graveyard"
        named.setdefault(f"{game.characteristics(card).name or card} from your {zone}", card)
    return tuple(sorted(named.items()))


@handles("keep_on_top")
def _keep_on_top(it: Instructed) -> bool:
    """CR 701.23a: the controller searches their library and graveyard for N cards."""
    _ask(it.game, it.resolution.source_id, it.resolution.controller, it.amount(), ())
    return True


def _ask(game: GameState, source: str, player: str, wanted: int, kept: tuple[str, ...]) -> None:
    pool = _pool(game, source, player, kept)
    if len(kept) >= wanted or not pool:
        _finish(game, source, player, kept)
        return
    game.choices_waiting.append(
        {
            "object": source,
            "choice": KEEP_ON_TOP,
            "player": player,
            "options": _options(game, pool),
            "kept": kept,
            "wanted": wanted,
            "then": None,  # the instructions after this one, held back (resolve.follow)
        },
    )


def finish_keep_on_top(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The card chosen is kept; the next is asked for, or the rest are exiled (CR 701.23a)."""
    card = dict(waiting["options"])[value]
    kept = (*waiting["kept"], card)
    player = waiting["player"]
    game.events.append(event_of("search", f"{player} chooses {value}", "701.23a"))
    _ask(game, waiting["object"], player, int(waiting["wanted"]), kept)
    asked = game.choices_waiting[-1] if game.choices_waiting else {}
    if asked.get("choice") == KEEP_ON_TOP and asked.get("kept") == kept:
        asked["then"] = waiting.get("then")  # still choosing: what follows waits
    elif waiting.get("then"):
        follow(game, waiting["then"])
    game.changed()


def _finish(game: GameState, source: str, player: str, kept: tuple[str, ...]) -> None:
    """CR 406.3, 401.4: exile the rest of the library and graveyard at once; the kept cards are
    put on top in the order chosen (the first on top)."""
    with game.at_once():
        for card in _pool(game, source, player, kept):
            game.move(card, Zone.EXILE)
    for card in kept:
        if game.objects[card].zone is not Zone.LIBRARY:
            game.move(card, Zone.LIBRARY)
    game.libraries[player] = list(kept)
    game.events.append(
        event_of(
            "search",
            f"{player} exiles the rest and puts {len(kept)} cards on top of their library",
            "401.4",
        )
    )
    game.changed()
