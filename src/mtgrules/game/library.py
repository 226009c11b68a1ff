"""Looking at the top of a library and arranging it: scry (CR 701.22), surveil (CR 701.25),
"look at the top N cards of your library, then put them back in any order" (608.2c) and "you
may shuffle" (701.24a, 608.2d).

Both are carried out in two parts. As the instruction is followed, the player looks at the top N
cards of their library (701.22a, 701.25a); then, before anyone gets priority, they choose where
each goes — for scry, any number on the bottom and the rest on top, each group in any order; for
surveil, any number into their graveyard and the rest on top in any order. The choice is one of
the options offered (by card name: cards of one name are alike to the player), and the
instructions after it in the same spell or ability wait for it (608.2c: in order).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mtgrules.game.following import follow
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.search import shuffle
from mtgrules.game.zones import library

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

RULES = {
    "scry": "701.22a", "surveil": "701.25a", "arrange_top": "608.2c", "may_shuffle": "701.24a",
    "put_on_top_from_hand": "608.2c",
}  # fmt: skip
"""The rule each way of arranging the top of a library follows (``arrange_top``: "look at the
top three cards of your library, then put them back in any order"; ``may_shuffle``: "you may
shuffle")."""

ELSEWHERE = {"scry": "on the bottom", "surveil": "into the graveyard", "arrange_top": ""}
"""Where a card not kept on top goes, as an option says it."""

MOST_CARDS = 5
"""The most cards one scry or surveil arranges here ((N+1)! options at most): a larger N is
refused rather than cut short."""


class TooManyCards(ValueError):
    """A scry or surveil of more cards than :data:`MOST_CARDS` (what, and the rule)."""


def _name(game: GameState, card: str) -> str:
    return game.characteristics(card).name or card


def _label(game: GameState, kind: str, top: Sequence[str], away: Sequence[str]) -> str:
    parts = []
    if top:
        parts.append("on top: " + ", ".join(_name(game, c) for c in top))
    if away:
        parts.append(f"{ELSEWHERE[kind]}: " + ", ".join(_name(game, c) for c in away))
    return "; ".join(parts)


def arrangements(
    game: GameState, kind: str, cards: Sequence[str]
) -> tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]:
    """CR 701.22a, 701.25a: every way to split ``cards`` (the top of the library, top first)
    between the top of the library (listed top first) and elsewhere — the bottom for scry
    (listed in the order they are put there, the last one lowest) or the graveyard for
    surveil (in any order: one option per set). One option per label: same-named cards are
    alike."""
    if len(cards) > MOST_CARDS:
        raise TooManyCards(f"{kind} {len(cards)}: more than {MOST_CARDS} cards ({RULES[kind]})")
    options: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
    for size in range(len(cards) if kind == "arrange_top" else 0, len(cards) + 1):
        for away in itertools.combinations(cards, len(cards) - size):
            kept = [c for c in cards if c not in away]
            away_orders = itertools.permutations(away) if kind == "scry" else [away]
            for away_order in away_orders:
                for top in itertools.permutations(kept):
                    label = _label(game, kind, top, away_order)
                    options.setdefault(label, (tuple(top), tuple(away_order)))
    return tuple((label, top, away) for label, (top, away) in options.items())


def from_hand(game: GameState, player: str, amount: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """CR 608.2c: the ways to put ``amount`` cards from ``player``'s hand (all of it if it is
    smaller) on top of their library, in order (listed top first; by card name)."""
    hand = sorted(
        (i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == player),
        key=lambda card: (_name(game, card), card),
    )
    options: dict[str, tuple[str, ...]] = {}
    for picked in itertools.permutations(hand, min(amount, len(hand))):
        options.setdefault(_label(game, "arrange_top", picked, ()), picked)
    return tuple(options.items())


def begin_arranging(game: GameState, kind: str, player: str, source: str, amount: int) -> None:
    """CR 701.22a, 701.25a: ``player`` looks at the top ``amount`` cards of their library
    (all of it if it is smaller; none: nothing happens) and chooses where they go before anyone
    gets priority. ``put_on_top_from_hand``: the cards are chosen from their hand (608.2c)."""
    if kind == "put_on_top_from_hand":
        options = from_hand(game, player, amount)
        if options and options[0][1]:
            game.choices_waiting.append(
                {"object": source, "choice": kind, "player": player, "options": options,
                 "then": None}
            )  # fmt: skip
        return
    cards = tuple(library(game, player)[:amount])
    game.show(cards, (player,))  # CR 701.20e
    game.events.append(
        event_of(kind, f"{player} looks at the top {len(cards)} of their library", RULES[kind])
    )
    if not cards:
        return
    game.choices_waiting.append(
        {
            "object": source,
            "choice": kind,
            "player": player,
            "cards": cards,
            "then": None,  # the instructions after this one, held back (see follow)
            "options": tuple((label, (top, away)) for label, top, away in arrangements(
                game, kind, cards
            )),
        }
    )  # fmt: skip


def begin_may_shuffle(game: GameState, player: str, source: str) -> None:
    """CR 701.24a, 608.2d: "you may shuffle": the player chooses whether to."""
    game.choices_waiting.append(
        {
            "object": source,
            "choice": "may_shuffle",
            "player": player,
            "options": (("shuffle", True), ("don't shuffle", False)),
            "then": None,
        }
    )


def finish_arranging(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The player put the cards where the option ``value`` says: those kept on top in its
    order, the others on the bottom in its order (scry) or into the graveyard (surveil); or
    shuffled, or didn't (``may_shuffle``). Then the instructions held back are followed."""
    kind, player = waiting["choice"], waiting["player"]
    if kind == "put_on_top_from_hand":
        picked = dict(waiting["options"])[value]
        for card in reversed(picked):  # the last one first: the first one ends on top
            if game.objects[card].zone is Zone.HAND:
                game.move(card, Zone.LIBRARY)
        game.events.append(event_of(kind, f"{player} puts {value}", RULES[kind]))
        _go_on(game, waiting)
        return
    if kind == "may_shuffle":
        if dict(waiting["options"])[value]:
            shuffle(game, player)
        _go_on(game, waiting)
        return
    top, away = dict(waiting["options"])[value]
    cards = library(game, player)
    rest = [c for c in cards if c not in waiting["cards"]]
    if kind == "scry":
        game.libraries[player] = [*top, *rest, *away]
    else:
        game.libraries[player] = [*top, *away, *rest]
        for card in away:
            game.move(card, Zone.GRAVEYARD)
    game.events.append(event_of(kind, f"{player} puts {value}", RULES[kind]))
    _go_on(game, waiting)


def _go_on(game: GameState, waiting: dict[str, Any]) -> None:
    """CR 608.2c: the instructions after the choice, held back until it was made."""
    then = waiting.get("then")
    if then:
        follow(game, then)
    game.changed()


# -- "look at the top N cards", then "put two of them into your hand and the rest on the bottom"


LOOKED_AT = "looked_at"
"""The key of a resolution's choices the cards it looked at are known by ("them")."""

LOOK_CHOICES = ("dig", "bottom_order", "may_put_looked")
"""The choices of :func:`begin_dig`: which cards go to the hand, then the order of the rest on
the bottom."""


@handles("look_at_top")
def look_at_top(it: Instructed) -> bool:
    """CR 608.2c, 401.5: the controller looks at the top N cards of their library (or of the
    target player's); the next instruction's "them" means those cards."""
    game, resolution = it.game, it.resolution
    owner = it.target if it.instruction.param("player") == "target" else resolution.controller
    if owner not in game.players:
        return False
    amount = it.amount()
    if it.instruction.amount is not None and it.instruction.param("value") == "X":
        resolution.variables["X"] = amount  # "where X is …": X for what follows (CR 107.3c)
    cards = tuple(library(game, owner)[:amount])
    resolution.choices = {**resolution.choices, LOOKED_AT: cards}
    game.show(cards, (resolution.controller,))  # CR 701.20e
    names = ", ".join(_name(game, c) for c in cards) or "nothing"
    whose = "their" if owner == resolution.controller else f"{owner}'s"
    game.events.append(
        event_of(
            "look",
            f"{resolution.controller} looks at the top {_count(len(cards))} of {whose} library: "
            f"{names}",
            "608.2c",
        )
    )
    return True


def _count(number: int) -> str:
    return "card" if number == 1 else f"{number} cards"


@handles("dig")
def begin_dig(it: Instructed) -> bool:
    """CR 608.2c: "put N of them into your hand and the rest on the bottom of your library in
    any order": the controller chooses which of the cards looked at go into their hand, then
    the order of the others on the bottom, before anyone gets priority."""
    game, player = it.game, it.resolution.controller
    cards = [c for c in it.resolution.choices.get(LOOKED_AT, ()) if c in library(game, player)]
    if not cards:
        return True
    kept = min(it.amount(), len(cards))
    options: dict[str, tuple[str, ...]] = {}
    for picked in itertools.combinations(sorted(cards, key=lambda c: (_name(game, c), c)), kept):
        label = "into your hand: " + ", ".join(_name(game, c) for c in picked)
        options.setdefault(label, picked)
    game.choices_waiting.append(
        {"object": it.resolution.source_id, "choice": "dig", "player": player,
         "cards": tuple(cards), "options": tuple(options.items()), "then": None}
    )  # fmt: skip
    return True


def _bottom_orders(
    game: GameState, cards: Sequence[str]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The orders the cards may go on the bottom in (listed in the order they are put there,
    the last one lowest; by card name)."""
    if len(cards) > MOST_CARDS:
        raise TooManyCards(f"ordering {len(cards)} cards: more than {MOST_CARDS} (608.2c)")
    options: dict[str, tuple[str, ...]] = {}
    for order in itertools.permutations(cards):
        options.setdefault("on the bottom: " + ", ".join(_name(game, c) for c in order), order)
    return tuple(options.items())


@handles("may_put_looked")
def may_put_looked(it: Instructed) -> bool:
    """CR 608.2d: "you may put that card into your graveyard": the card looked at, if it is
    still on top of the library."""
    game, player = it.game, it.resolution.controller
    cards = [c for c in it.resolution.choices.get(LOOKED_AT, ()) if c in library(game, player)]
    if len(cards) != 1:
        return len(cards) == 0
    name = _name(game, cards[0])
    game.choices_waiting.append(
        {"object": it.resolution.source_id, "choice": "may_put_looked", "player": player,
         "options": ((f"{name} into the graveyard", cards[0]), (f"{name} stays on top", None)),
         "then": None}
    )  # fmt: skip
    return True


def finish_dig(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The chosen cards go into the hand; the rest go on the bottom, in the order chosen next
    (with one card, or none, there is no order to choose). ``may_put_looked``: the card goes
    into the graveyard, or stays."""
    player = waiting["player"]
    if waiting["choice"] == "may_put_looked":
        card = dict(waiting["options"])[value]
        if card is not None and card in library(game, player):
            game.move(card, Zone.GRAVEYARD)
        game.events.append(event_of("look", f"{player} puts {value}", "608.2d"))
        _go_on(game, waiting)
        return
    if waiting["choice"] == "dig":
        picked = dict(waiting["options"])[value]
        for card in picked:
            game.move(card, Zone.HAND)
        game.events.append(event_of("dig", f"{player} puts {value}", "608.2c"))
        rest = [c for c in waiting["cards"] if c not in picked and c in library(game, player)]
        if len(rest) > 1:
            game.choices_waiting.insert(
                0,
                {"object": waiting["object"], "choice": "bottom_order", "player": player,
                 "options": _bottom_orders(game, rest), "then": waiting.get("then")},
            )  # fmt: skip
            game.changed()
            return
        order: tuple[str, ...] = tuple(rest)
    else:
        order = dict(waiting["options"])[value]
    for card in order:
        game.move(card, Zone.LIBRARY, bottom=True)
    if order:
        game.events.append(
            event_of("dig", f"{player} puts {len(order)} on the bottom of their library", "608.2c")
        )
    _go_on(game, waiting)
