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

import itertools
from typing import TYPE_CHECKING, Any

from mtgrules.effects.engine import EffectContext
from mtgrules.game.battles import defending_player
from mtgrules.game.entering import as_permanent_enters
from mtgrules.game.following import follow, follow_knowing
from mtgrules.game.instructed import NOTHING, Instructed, Resolution, handles
from mtgrules.game.library import LOOKED_AT
from mtgrules.game.naming import CARD_NAME
from mtgrules.game.objects import ResolvedEffect, Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.revealed import REVEALED
from mtgrules.game.search import shuffle
from mtgrules.game.zones import library

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.model.abilities import Filter


def _name(game: GameState, card: str) -> str:
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
    game.show(cards)
    names = ", ".join(_name(game, c) for c in cards) or "nothing (the library is empty)"
    game.events.append(
        event_of("reveal", f"{player} reveals the top of their library: {names}", "701.20a")
    )
    return True


@handles("put_revealed")
def put_revealed(it: Instructed) -> bool:
    """CR 608.2c, 400.3: the cards just revealed that are still in their library go into their
    owner's hand or graveyard (the library they were revealed from is their owner's), at the
    same time."""
    game = it.game
    zone = Zone.GRAVEYARD if it.instruction.param("value") == "graveyard" else Zone.HAND
    chosen = it.resolution.choices.get(CHOSEN_TYPE) if it.instruction.param("chosen_type") else None
    with game.at_once():
        for card in it.resolution.choices.get(REVEALED, ()):
            obj = game.objects.get(card)
            if obj is None or obj.zone is not Zone.LIBRARY:
                continue  # CR 400.7: moved since it was revealed: it is another object now
            to = zone
            if chosen is not None and not game.characteristics(card).type_line.has_card_type(
                chosen
            ):
                to = Zone.GRAVEYARD  # "and the rest into your graveyard"
            where = "graveyard" if to is Zone.GRAVEYARD else "hand"
            game.move(card, to)
            game.show((card,))  # put into a hand as every player saw it (CR 701.20a)
            game.events.append(
                event_of(
                    "reveal", f"{obj.owner} puts {_name(game, card)} into their {where}", "608.2c"
                )
            )
    return True


@handles("reveal_until")
def reveal_until(it: Instructed) -> bool:
    """CR 701.20a: the player reveals the cards of their library from the top, one at a time,
    until a card of the kind is revealed (it is revealed too) or none is left."""
    game, resolution = it.game, it.resolution
    players = it.players()
    if not players:
        return True  # the target player is gone (608.2b)

    player = players[0]
    wanted = dict(it.instruction.param("value") or {})
    named = resolution.choices.get(CARD_NAME) if wanted.pop("named", None) == "chosen" else None
    kind = kind_filter(wanted)
    cards = library(game, player)
    revealed: list[str] = []
    found = None
    for card in cards:
        revealed.append(card)
        if named is not None and _name(game, card) != named:
            continue  # CR 201.4: "a card with the chosen name"
        if _matching(game, resolution, (card,), kind):
            found = card
            break
    resolution.choices = {**resolution.choices, REVEALED: tuple(revealed), FOUND: found}
    game.show(revealed)
    names = ", ".join(_name(game, c) for c in revealed) or "nothing (the library is empty)"
    game.events.append(
        event_of("reveal", f"{player} reveals from the top of their library: {names}", "701.20a")
    )
    return True


FOUND = "found_by_revealing"
"""The key of a resolution's choices the card a reveal stopped at is known by (None: the
library ran out first)."""


@handles("keep_found")
def keep_found(it: Instructed) -> bool:
    """CR 608.2c, 406.3: "put that card into your hand and exile all other cards revealed this
    way": the card the reveal stopped at goes into its owner's hand, the others revealed (still
    in the library) are exiled."""
    game, resolution = it.game, it.resolution
    found = resolution.choices.get(FOUND)
    for card in resolution.choices.get(REVEALED, ()):
        obj = game.objects.get(card)
        if obj is None or obj.zone is not Zone.LIBRARY:
            continue  # CR 400.7: moved since it was revealed
        game.move(card, Zone.HAND if card == found else Zone.EXILE)
        game.show((card,))  # the card found goes into the hand as every player saw it (701.20a)
        where = "into their hand" if card == found else "into exile"
        game.events.append(
            event_of("reveal", f"{obj.owner} puts {_name(game, card)} {where}", "608.2c")
        )
    return True


@handles("exile_top")
def exile_top(it: Instructed) -> bool:
    """CR 406.3: the controller exiles the top N cards of their library (all of it if it is
    smaller), face up."""
    game, player = it.game, it.resolution.controller
    cards = library(game, player)[: it.amount()]
    for card in cards:
        game.move(card, Zone.EXILE)
    names = ", ".join(_name(game, c) for c in cards) or "nothing"
    game.events.append(event_of("exile", f"{player} exiles from their library: {names}", "406.3"))
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


def finish_reveal_looked(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The player revealed the card, or didn't; the instructions held back follow, knowing what
    was revealed (CR 608.2c)."""
    cards = dict(waiting["options"])[value]
    player = waiting["player"]
    if cards:
        names = ", ".join(_name(game, c) for c in cards)
        game.events.append(event_of("reveal", f"{player} reveals {names}", "701.20a"))
        game.show(cards)
    else:
        game.events.append(event_of("reveal", f"{player} reveals nothing", "608.2d"))
    follow_knowing(game, waiting, REVEALED, cards)
    game.changed()


# -- the cards looked at, by kind: "from among them" (CR 608.2c-d) -----------------------------

TAKEN = "taken"
"""The key of a resolution's choices the cards put from among those looked at are known by."""

_KIND_KEYS = frozenset(
    {"types", "any_types", "not_types", "subtypes", "supertypes", "colors", "mana_value"}
)


def kind_filter(kind: dict[str, Any]) -> Filter:
    """The filter a kind of card from among those looked at is (``types``, ``not_types``,
    ``mana_value`` bounds …), as a definition writes it."""
    from mtgrules.model.abilities import Filter

    unknown = set(kind) - _KIND_KEYS - {"any_of"}
    if unknown:
        raise ValueError(f"a kind of card with {sorted(unknown)} is not read (608.2c)")
    bounds = kind.get("mana_value", {})
    return Filter(
        zones=("all",),
        any_of=tuple(kind_filter(part) for part in kind.get("any_of", ())),
        types=tuple(kind.get("types", ())),
        any_types=tuple(kind.get("any_types", ())),
        not_types=tuple(kind.get("not_types", ())),
        subtypes=tuple(kind.get("subtypes", ())),
        supertypes=tuple(kind.get("supertypes", ())),
        colors=tuple(kind.get("colors", ())),
        mana_value=(bounds.get("at_least"), bounds.get("at_most")),
    )


def _matching(
    game: GameState, resolution: Resolution, cards: tuple[str, ...], kind: Filter
) -> list[str]:
    """The cards of the kind, as they are in the library (CR 608.2c)."""
    game.see(cards)
    result = game.layers()
    assert result.view is not None
    reading = ResolvedEffect(NOTHING, resolution.source_id, resolution.controller, 0)
    ctx = EffectContext(reading.instance("looked"), result.view, game)
    out = []
    for card in cards:
        record = result.view.get(card)
        if record is not None and kind.matches(record, ctx, result.view):
            out.append(card)
    return out


def _still_looked_at(game: GameState, resolution: Resolution) -> tuple[str, ...]:
    """The cards looked at that are still in the library they were looked at in (400.7)."""
    cards = resolution.choices.get(LOOKED_AT, ())
    return tuple(c for c in cards if c in library(game, game.objects[c].owner))


MILLED = "milled"
"""The key of a resolution's choices the cards it milled are known by (CR 701.17a)."""


def _still_milled(game: GameState, resolution: Resolution) -> tuple[str, ...]:
    """The cards milled that are still in the graveyard they were milled into (400.7: the same
    objects: they haven't changed zones since)."""
    cards = resolution.choices.get(MILLED, ())
    return tuple(c for c in cards if c in game.objects and game.objects[c].zone is Zone.GRAVEYARD)


@handles("take_looked")
def take_looked(it: Instructed) -> bool:
    """CR 608.2c-d: the controller chooses which of the cards looked at, of the kind, go into
    their hand or onto the battlefield: exactly one if the text says so and one is there, up to
    ``most`` ("up to two", "you may", "any number": none too). The choice is made before
    anything after it happens."""
    game, resolution, instruction = it.game, it.resolution, it.instruction
    kind = kind_filter(instruction.param("kind") or {})
    milled = instruction.param("from") == "milled"  # "from among the milled cards"
    among = _still_milled(game, resolution) if milled else _still_looked_at(game, resolution)
    candidates = _matching(game, resolution, among, kind)
    most = instruction.param("most", 1)
    most = len(candidates) if most == "any" else min(int(most), len(candidates))
    fewest = 0  # "you may", "up to" and "any number" all allow none (608.2d)
    if instruction.param("exactly"):  # "put one of those cards into your hand": one, if any
        fewest = most
    where = instruction.param("value")
    said = {"battlefield": "onto the battlefield", "top": "on top"}.get(where, "into your hand")
    ordered = sorted(candidates, key=lambda c: (_name(game, c), c))
    options: dict[str, tuple[str, ...]] = {}
    for size in range(fewest, most + 1):
        for picked in itertools.combinations(ordered, size):
            label = f"{said}: " + ", ".join(_name(game, c) for c in picked) if picked else "none"
            options.setdefault(label, picked)
    rest = tuple(c for c in _still_looked_at(game, resolution) if instruction.param("rest"))
    if len(options) == 1 and (instruction.param("exactly") or rest):  # nothing to choose
        (picked,) = options.values()
        _put_taken(game, picked, where)
        (label,) = options
        game.events.append(event_of("look", f"{resolution.controller} puts {label}", "608.2d"))
        resolution.choices = {**resolution.choices, TAKEN: picked}
        ordering = _rest_away(game, rest, picked, instruction.param("rest"))
        if ordering:
            game.choices_waiting.append(
                _next_bottom(game, resolution.source_id, resolution.controller, ordering, None)
            )
        return True
    if len(options) <= 1:
        resolution.choices = {**resolution.choices, TAKEN: ()}
        return True
    game.choices_waiting.append(
        {"object": resolution.source_id, "choice": "take_looked", "player": resolution.controller,
         "to": where, "reveal": bool(instruction.param("reveal")), "rest": rest,
         "order": instruction.param("rest"), "options": tuple(options.items()), "then": None}
    )  # fmt: skip
    return True


def _rest_away(
    game: GameState, looked: tuple[str, ...], picked: tuple[str, ...], order: Any
) -> tuple[str, ...]:
    """The cards looked at and not taken go on the bottom: in a random order, or (``any``) in
    the order the player chooses — the cards to order then (none: nothing to choose, they
    are there)."""
    if order != "any":
        _rest_to_bottom(game, looked, picked)
        return ()
    rest = tuple(c for c in looked if c not in picked and c in library(game, game.objects[c].owner))
    if len({_name(game, c) for c in rest}) > 1:
        return rest
    for card in rest:
        game.move(card, Zone.LIBRARY, bottom=True)
    return ()


def _rest_to_bottom(game: GameState, looked: tuple[str, ...], picked: tuple[str, ...]) -> None:
    """CR 401.4: "and the rest on the bottom of your library in a random order": the cards
    looked at that weren't taken and are still in the library."""
    rest = [c for c in looked if c not in picked and c in library(game, game.objects[c].owner)]
    game.rng.shuffle(rest)
    for card in rest:
        game.move(card, Zone.LIBRARY, bottom=True)
    if rest:
        game.events.append(
            event_of("look", f"{len(rest)} card(s) go on the bottom in a random order", "401.4")
        )


def _put_taken(game: GameState, picked: tuple[str, ...], where: str | None) -> None:
    """The cards taken go onto the battlefield at the same time (under the controller's
    control: it's their library), or into their owner's hand, or stay on top of the library
    (``top``: the others looked at go from above them)."""
    if where in ("top", "chosen"):  # kept on top, or only chosen (moved by what follows)
        return
    if where == "battlefield":
        with game.at_once():
            for card in picked:
                game.move(card, Zone.BATTLEFIELD)
        for card in picked:
            as_permanent_enters(game, card)
    else:
        for card in picked:
            game.move(card, Zone.HAND)


# -- one card of each kind: "for each card type", "for each color pair" (CR 608.2c-d) ---------

CARD_TYPES = (
    "Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
    "Planeswalker", "Sorcery",
)  # fmt: skip
"""CR 300.1: the card types, in the order a "for each card type" asks them."""

COLOR_PAIRS = (
    ("W", "U"), ("U", "B"), ("B", "R"), ("R", "G"), ("G", "W"),
    ("W", "B"), ("U", "R"), ("B", "G"), ("R", "W"), ("G", "U"),
)  # fmt: skip
"""CR 105.1: the ten pairs of two colors."""

_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _each_kinds(which: str) -> tuple[tuple[str, Any], ...]:
    """The kinds a "for each" goes through, each with how a choice names it."""
    if which == "card_type":
        return tuple((t.lower(), t) for t in CARD_TYPES)
    return tuple((f"{_COLOR_NAMES[a]} and {_COLOR_NAMES[b]}", (a, b)) for a, b in COLOR_PAIRS)


def _is_of_kind(game: GameState, card: str, kind: Any) -> bool:
    """CR 205.2a, 105.2: the card has this card type, or is exactly this pair of colors."""
    characteristics = game.characteristics(card)
    if isinstance(kind, str):
        return characteristics.type_line.has_card_type(kind)
    return {str(c) for c in characteristics.colors} == set(kind)


@handles("take_each")
def take_each(it: Instructed) -> bool:
    """CR 608.2c-d: for each card type (or color pair), in turn, the controller puts a card of
    it from among the cards just revealed into their hand (``optional``: or none), or chooses
    one (the chosen cards are then put together); a card taken for one kind is not taken again.
    Each choice is made before the next kind is asked, and before what follows."""
    game, resolution = it.game, it.resolution
    cards = resolution.choices.get(REVEALED) or resolution.choices.get(LOOKED_AT, ())
    among = tuple(c for c in cards if c in library(game, game.objects[c].owner))
    resolution.choices = {**resolution.choices, LOOKED_AT: among}  # "the rest" after this
    which = str(it.instruction.param("value"))
    waiting: dict[str, Any] = {
        "object": resolution.source_id, "choice": "take_looked", "player": resolution.controller,
        "to": "hand" if which == "card_type" else "chosen", "reveal": False, "rest": (),
        "each": _each_kinds(which), "optional": bool(it.instruction.param("optional")),
        "taken": (), "among": among, "then": None,
    }  # fmt: skip
    if not _ask_next_kind(game, waiting):
        resolution.choices = {**resolution.choices, TAKEN: waiting["taken"]}
        return True
    game.choices_waiting.append(waiting)
    return True


def _ask_next_kind(game: GameState, waiting: dict[str, Any]) -> bool:
    """Go through the kinds left: a kind with no card is passed, one whose only card must be
    taken takes it; the first with a choice becomes the choice ``waiting`` holds (True). False:
    no kind was left to ask about."""
    while waiting["each"]:
        (said, kind), *rest = waiting["each"]
        waiting["each"] = tuple(rest)
        free = [c for c in waiting["among"] if c not in waiting["taken"]]
        candidates = sorted(
            (c for c in free if c in library(game, game.objects[c].owner)
             and _is_of_kind(game, c, kind)),
            key=lambda c: (_name(game, c), c),
        )  # fmt: skip
        options: dict[str, tuple[str, ...]] = {}
        if waiting["optional"] and candidates:
            options[f"no {said}"] = ()
        for card in candidates:
            options.setdefault(f"{said}: {_name(game, card)}", (card,))
        if not options:
            continue
        if len(options) == 1:
            (picked,) = options.values()
            _take_for_kind(game, waiting, picked)
            continue
        waiting["options"] = tuple(options.items())
        return True
    return False


def _take_for_kind(game: GameState, waiting: dict[str, Any], picked: tuple[str, ...]) -> None:
    """The card taken for a kind goes into the hand now (``to: hand``) or is chosen."""
    waiting["taken"] = (*waiting["taken"], *picked)
    if waiting["to"] == "hand":
        _put_taken(game, picked, "hand")
    if picked:
        verb = "puts into their hand" if waiting["to"] == "hand" else "chooses"
        game.events.append(
            event_of("look", f"{waiting['player']} {verb} {_name(game, picked[0])}", "608.2d")
        )


def _finish_each(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The card chosen for this kind is taken; the next kind with a choice is asked (in this
    choice's place), or, with none left, the instructions held back follow."""
    following = dict(waiting)
    _take_for_kind(game, following, dict(waiting["options"])[value])
    if _ask_next_kind(game, following):
        game.choices_waiting.insert(0, following)
        game.changed()
        return
    follow_knowing(game, following, TAKEN, following["taken"])
    game.changed()


@handles("put_chosen")
def put_chosen(it: Instructed) -> bool:
    """CR 608.2c, 401.4: the chosen cards still in the library go into their owner's hand, the
    other cards looked at on the bottom of the library in a random order; or (Gifts Ungiven)
    the chosen cards into the graveyard and the others into the hand, at the same time."""
    game, resolution = it.game, it.resolution
    still = _still_looked_at(game, resolution)
    chosen = tuple(c for c in resolution.choices.get(TAKEN, ()) if c in still)
    if it.instruction.param("value") == "graveyard":
        rest = tuple(c for c in still if c not in chosen)
        with game.at_once():
            for card in chosen:
                game.move(card, Zone.GRAVEYARD)
            for card in rest:
                game.move(card, Zone.HAND)
        said = [f"{_name(game, c)} into the graveyard" for c in chosen]
        said += [f"{_name(game, c)} into the hand" for c in rest]
        game.events.append(
            event_of("look", f"{resolution.controller} puts " + ", ".join(said), "608.2c")
        )
        return True
    _put_taken(game, chosen, "hand")
    if chosen:
        names = ", ".join(_name(game, c) for c in chosen)
        game.events.append(event_of("look", f"{resolution.controller} puts {names}", "608.2c"))
    _rest_to_bottom(game, still, chosen)
    return True


# -- "search your library for up to four cards with different names" (CR 701.23a, 201.2) -------

DONE = "no more"
"""The answer of a player who finds no more cards."""


@handles("search_different")
def search_different(it: Instructed) -> bool:
    """CR 701.23a-b, 201.2: the controller searches their library for up to N cards with
    different names, one at a time (or stops); the cards found stay in the library, revealed
    (701.20a), as the cards "those cards" and "the rest" mean next."""
    game, resolution = it.game, it.resolution
    waiting: dict[str, Any] = {
        "object": resolution.source_id, "choice": "take_looked", "player": resolution.controller,
        "search_more": it.amount(), "found": (), "then": None,
    }  # fmt: skip
    if _ask_next_find(game, waiting):
        game.choices_waiting.append(waiting)
        return True
    resolution.choices = {**resolution.choices, LOOKED_AT: ()}
    return True


def _ask_next_find(game: GameState, waiting: dict[str, Any]) -> bool:
    """The next card to find: one of each name not found yet (by name: cards of one name are
    alike), or no more. False: the search is over."""
    found = waiting["found"]
    if len(found) >= waiting["search_more"]:
        return False
    names = {_name(game, c) for c in found}
    options: dict[str, tuple[str, ...]] = {DONE: ()}
    for card in sorted(library(game, waiting["player"]), key=lambda c: (_name(game, c), c)):
        if _name(game, card) not in names:
            options.setdefault(f"find: {_name(game, card)}", (card,))
    if len(options) == 1:
        return False
    waiting["options"] = tuple(options.items())
    return True


def _finish_search_more(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The card found is added (or the search stops); then the next, or, with the search over,
    the cards are revealed and the instructions held back follow knowing them."""
    picked = dict(waiting["options"])[value]
    following = {**waiting, "found": (*waiting["found"], *picked)}
    if picked and _ask_next_find(game, following):
        game.choices_waiting.insert(0, following)
        game.changed()
        return
    found = following["found"]
    names = ", ".join(_name(game, c) for c in found) or "nothing"
    game.events.append(event_of("reveal", f"{waiting['player']} reveals {names}", "701.20a"))
    follow_knowing(game, following, LOOKED_AT, found)
    game.changed()


@handles("opponent_chooses")
def opponent_chooses(it: Instructed) -> bool:
    """CR 608.2d: the target opponent chooses N of the cards found (all of them if there are
    no more than N); what follows knows them as "the chosen cards"."""
    game, resolution = it.game, it.resolution
    if it.target not in game.players:
        resolution.choices = {**resolution.choices, TAKEN: ()}
        return True
    cards = _still_looked_at(game, resolution)
    number = it.amount()
    if len(cards) <= number:
        resolution.choices = {**resolution.choices, TAKEN: cards}
        return True
    ordered = sorted(cards, key=lambda c: (_name(game, c), c))
    options: dict[str, tuple[str, ...]] = {}
    for picked in itertools.combinations(ordered, number):
        options.setdefault("chosen: " + ", ".join(_name(game, c) for c in picked), picked)
    game.choices_waiting.append(
        {"object": resolution.source_id, "choice": "take_looked", "player": it.target,
         "to": "chosen", "reveal": False, "rest": (), "options": tuple(options.items()),
         "then": None}
    )  # fmt: skip
    return True


def finish_take_looked(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The chosen cards go into their owner's hand (revealed, if the text says so, 701.20a)
    or onto the battlefield at the same time (under the controller's control: it's their
    library); then the instructions held back follow."""
    if "each" in waiting:  # "for each card type …" (take_each)
        _finish_each(game, waiting, value)
        return
    if "search_more" in waiting:  # "search … for up to four cards with different names"
        _finish_search_more(game, waiting, value)
        return
    picked = dict(waiting["options"])[value]
    player = waiting["player"]
    _put_taken(game, picked, waiting["to"])
    verb = "reveals and puts" if waiting["reveal"] and picked else "puts"
    if waiting["to"] == "chosen":
        verb = "chooses"
    game.events.append(event_of("look", f"{player} {verb} {value}", "608.2d"))
    ordering = _rest_away(game, waiting.get("rest", ()), picked, waiting.get("order"))
    if ordering:  # "… and the rest on the bottom of your library in any order": that first
        game.choices_waiting.insert(
            0, _next_bottom(game, waiting["object"], player, ordering, waiting.get("then"))
        )
        game.changed()
        return
    follow_knowing(game, waiting, TAKEN, picked)
    game.changed()


@handles("bottom_looked")
def bottom_looked(it: Instructed) -> bool:
    """CR 608.2c, 401.4: the cards looked at that are still on top go on the bottom of the
    library: in a random order (shuffled among themselves), or in the order the player
    chooses, one card at a time (the next one lowest so far)."""
    game, resolution = it.game, it.resolution
    rest = list(_still_looked_at(game, resolution))
    if it.instruction.param("value") == "random" or len({_name(game, c) for c in rest}) <= 1:
        game.rng.shuffle(rest)
        for card in rest:
            game.move(card, Zone.LIBRARY, bottom=True)
        if rest:
            game.events.append(
                event_of("look", f"{len(rest)} card(s) go on the bottom in a random order",
                         "401.4")
            )  # fmt: skip
        return True
    game.choices_waiting.append(
        _next_bottom(game, resolution.source_id, resolution.controller, tuple(rest), None)
    )
    return True


def _next_bottom(
    game: GameState, source: str, player: str, rest: tuple[str, ...], then: Any
) -> dict[str, Any]:
    """The choice of the next card to put on the bottom (by card name)."""
    options: dict[str, str] = {}
    for card in sorted(rest, key=lambda c: (_name(game, c), c)):
        options.setdefault(f"next on the bottom: {_name(game, card)}", card)
    return {"object": source, "choice": "bottom_next", "player": player, "rest": rest,
            "options": tuple(options.items()), "then": then}  # fmt: skip


def finish_bottom_next(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The card chosen goes on the bottom; while two or more are left, the player chooses the
    next; the last goes under them all; then the instructions held back follow."""
    card = dict(waiting["options"])[value]
    rest = tuple(c for c in waiting["rest"] if c != card)
    game.move(card, Zone.LIBRARY, bottom=True)
    if len({_name(game, c) for c in rest}) > 1:  # cards of one name are alike: no choice
        game.choices_waiting.insert(  # the first choice waiting: this one's place
            0, _next_bottom(game, waiting["object"], waiting["player"], rest, waiting.get("then"))
        )
        game.changed()
        return
    for last in rest:
        game.move(last, Zone.LIBRARY, bottom=True)
    game.events.append(event_of("look", f"{waiting['player']} puts cards on the bottom", "401.4"))
    then = waiting.get("then")
    if then:
        follow(game, then)
    game.changed()


# -- shuffling cards into a library (CR 701.24a) -----------------------------------------------


@handles("shuffle_into_library")
def shuffle_into_library(it: Instructed) -> bool:
    """CR 701.24a, 101.4: each player, in turn order from the active player, puts their hand
    and graveyard into their library and shuffles it."""
    game = it.game
    for player in it.players():
        cards = [i for i, o in game.objects.items()
                 if o.owner == player and o.zone in (Zone.HAND, Zone.GRAVEYARD)]  # fmt: skip
        for card in cards:
            game.move(card, Zone.LIBRARY)
        shuffle(game, player)
        game.events.append(
            event_of(
                "shuffle",
                f"{player} shuffles {len(cards)} card(s) from hand and graveyard into their "
                "library",
                "701.24a",
            )
        )
    return True


@handles("shuffle_self_in")
def shuffle_self_in(it: Instructed) -> bool:
    """CR 701.24a, 400.7: "its owner shuffles it into their library": the source, if it is
    still in the graveyard it was put into (the same object), goes into its owner's library,
    which they shuffle."""
    game, source = it.game, it.resolution.source_id
    obj = game.objects.get(source)
    changes = it.resolution.variables.get("source_zone_changes")
    if obj is None or obj.zone is not Zone.GRAVEYARD:
        return True  # it left the graveyard: a new object the ability doesn't know (400.7)
    if changes is not None and game.zone_changes(source) != changes:
        return True
    game.move(source, Zone.LIBRARY)
    shuffle(game, obj.owner)
    game.events.append(
        event_of("shuffle", f"{obj.owner} shuffles {_name(game, source)} into their library",
                 "701.24a")
    )  # fmt: skip
    return True


# -- a card at random from a hand (CR 402.3) ---------------------------------------------------


@handles("look_at_random")
def look_at_random(it: Instructed) -> bool:
    """CR 402.3, 608.2c: the controller looks at one card of the target player's hand, chosen
    at random (nothing if the hand is empty); the card stays where it is."""
    game, player = it.game, it.target
    if player not in game.players:
        return False
    hand = sorted(i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == player)
    seen = game.rng.choice(hand) if hand else None
    game.show(() if seen is None else (seen,), (it.resolution.controller,))
    what = _name(game, seen) if seen is not None else "nothing (the hand is empty)"
    game.events.append(
        event_of(
            "look", f"{it.resolution.controller} looks at a card at random in {player}'s hand: "
            f"{what}", "402.3",
        )
    )  # fmt: skip
    return True


# -- a card type chosen as the spell resolves (CR 608.2d) --------------------------------------

CHOSEN_TYPE = "card_type"
"""The key of a resolution's choices the card type chosen ("the chosen type") is known by."""


@handles("choose_type")
def choose_type(it: Instructed) -> bool:
    """CR 608.2d: the controller chooses one of the card types; what follows waits for it."""
    kinds = tuple(str(k) for k in it.instruction.param("value"))
    it.game.choices_waiting.append(
        {"object": it.resolution.source_id, "choice": "choose_type",
         "player": it.resolution.controller, "options": tuple((k.lower(), k) for k in kinds),
         "then": None}
    )  # fmt: skip
    return True


def finish_choose_type(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The type chosen is known to the instructions held back (CR 608.2c)."""
    game.events.append(event_of("choose", f"{waiting['player']} chooses {value}", "608.2d"))
    follow_knowing(game, waiting, CHOSEN_TYPE, dict(waiting["options"])[value])
    game.changed()
