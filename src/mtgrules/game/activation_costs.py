"""The parts of an activation cost beyond mana, tapping and life (CR 602.2b, 601.2h, 118.3):
objects the player chooses — permanents they control to sacrifice (701.21a), tap (701.26a) or
return to their owner's hand (400.7), cards from their hand to discard (701.9a), cards from
their graveyard to exile (406.2) — and counters removed from (122.8) or put on (122.1) the
ability's source.

An activation names the objects it is paid with (:attr:`ActivateAbility.paid_with`, in the
order of the cost's parts). The ways offered for cards in a hand or graveyard are one per set
of names (cards of one name are alike to the player, as a scry's options are); every way of
choosing permanents is offered."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from mtgrules.game.discard import discard_card
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.refusals import Refusal
from mtgrules.game.zone_events import sacrificed
from mtgrules.game.zones import zone_lists
from mtgrules.model.abilities import Ability
from mtgrules.model.costs import Cost, CostChoice

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

MOST_WAYS = 256
"""The most ways of paying one cost that are offered: beyond, the cost is refused rather than
offered in part (a cost of many chosen objects from a large pool)."""


def is_named_by(game: GameState, object_id: str, what: str) -> bool:
    """Whether an object is what a cost part's words name: ``Card``, ``Permanent``, a card
    type or subtype (``Artifact``, ``Gate``), one of several (``Artifact or creature``), a
    ``non``-type (``Nonland permanent``), a typed card (``Creature card``)."""
    words = what.lower().removesuffix(" card").removesuffix(" permanent")
    if words in ("card", "permanent"):
        return True
    line = game.characteristics(object_id).type_line
    for word in words.split(" or "):
        negated = word.startswith("non")
        name = word.removeprefix("non").strip("-").capitalize() if negated else word.capitalize()
        has = line.has_card_type(name) or line.has_subtype(name)
        if has != negated:
            return True
    return False


def _pool(game: GameState, player: str, source: str, part: CostChoice, cost: Cost) -> list[str]:
    """CR 601.2h: the objects ``player`` may choose for one part of the cost of activating an
    ability of ``source``."""
    if part.zone == "battlefield":
        pool = [
            i for i in zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
            if game.controller_of(i) == player
            and not (part.action == "tap" and game.objects[i].tapped)
        ]  # fmt: skip
        if part.other or (part.action == "tap" and cost.tap) or cost.sacrifice_self:
            pool = [i for i in pool if i != source]  # CR 701.26a: not tapped twice
    else:
        zone = Zone.HAND if part.zone == "hand" else Zone.GRAVEYARD
        pool = [i for i in zone_lists(game).get((zone, player), ()) if i != source]
    return [i for i in sorted(pool) if is_named_by(game, i, part.what)]


def _combinations(game: GameState, part: CostChoice, pool: list[str]) -> list[tuple[str, ...]]:
    ways = list(itertools.combinations(pool, part.count))
    if part.zone == "battlefield":
        return ways
    seen: dict[tuple[str, ...], tuple[str, ...]] = {}
    for way in ways:  # cards of one name are alike to the player choosing them
        names = tuple(sorted(game.characteristics(c).name or c for c in way))
        seen.setdefault(names, way)
    return list(seen.values())


def cost_ways(game: GameState, player: str, source: str, cost: Cost) -> list[tuple[str, ...]]:
    """CR 601.2h, 602.2b: the ways to choose the objects ``cost`` is paid with, their parts in
    order (nothing to choose: one way; too few objects: none)."""
    if not cost.chosen:
        return [()]
    each = [_combinations(game, p, _pool(game, player, source, p, cost)) for p in cost.chosen]
    ways = []
    for combination in itertools.product(*each):
        way = tuple(i for group in combination for i in group)
        if len(set(way)) == len(way):
            ways.append(way)
            if len(ways) > MOST_WAYS:
                return []
    return ways


def cost_refusal(game: GameState, player: str, source: str, cost: Cost) -> Refusal | None:
    """Why the parts of ``cost`` beyond mana, tapping and life can't be paid now, or None: too
    few counters to remove (CR 122.8), too few objects to choose (601.2h)."""
    counters = game.objects[source].counters if source in game.objects else {}
    for kind, number in cost.remove_counters:
        if counters.get(kind, 0) < number:
            return Refusal(f"'{source}' doesn't have {number} {kind} counter(s) to remove", "122.8")
    if cost.chosen and not cost_ways(game, player, source, cost):
        said = ", ".join(f"{p.action} {p.count} {p.what}" for p in cost.chosen)
        return Refusal(f"there is nothing to choose to {said}", "601.2h")
    return None


def chosen_refusal(
    game: GameState, player: str, source: str, cost: Cost, chosen: tuple[str, ...]
) -> Refusal | None:
    """Why the objects ``chosen`` can't pay ``cost`` (CR 601.2h), or None."""
    if not cost.chosen:
        return Refusal("nothing is chosen to pay this cost", "601.2h") if chosen else None
    position = 0
    for part in cost.chosen:
        taken = chosen[position : position + part.count]
        position += part.count
        pool = _pool(game, player, source, part, cost)
        if len(taken) != part.count or len(set(taken)) != part.count or set(taken) - set(pool):
            return Refusal(
                f"{', '.join(taken) or 'nothing'} can't pay '{part.action} {part.count} "
                f"{part.what}' ({', '.join(pool) or 'none can'})",
                "601.2h",
            )
    if position != len(chosen) or len(set(chosen)) != len(chosen):
        return Refusal(f"{', '.join(chosen)} doesn't pay this cost", "601.2h")
    return None


_SAID = {"sacrifice": "sacrifices", "tap": "taps", "return": "returns", "discard": "discards",
         "exile": "exiles"}  # fmt: skip
_RULES = {"sacrifice": "701.21a", "tap": "701.26a", "return": "400.7", "discard": "701.9a",
          "exile": "406.2"}  # fmt: skip


def pay_beyond_mana(
    game: GameState, player: str, source: str, cost: Cost, chosen: tuple[str, ...]
) -> None:
    """CR 601.2h, 602.2b: pay the parts of an activation cost beyond mana, tapping and life:
    remove the counters (122.8) or put them on (122.1), then tap, sacrifice, return, discard or
    exile the chosen objects (those leaving the battlefield at once, 603.10a)."""
    obj = game.objects[source]
    for kind, number in cost.remove_counters:
        obj.counters[kind] -= number
        if not obj.counters[kind]:
            del obj.counters[kind]
        game.events.append(
            event_of("remove counters", f"{player} removes {number} {kind} from {source}", "122.8")
        )
    for kind, number in cost.put_counters:
        obj.counters[kind] = obj.counters.get(kind, 0) + number
        obj.counter_timestamps.setdefault(kind, game.next_timestamp())
        game.events.append(
            event_of("counters", f"{player} puts {number} {kind} on {source}", "122.1")
        )
    position = 0
    with game.at_once():
        for part in cost.chosen:
            taken = chosen[position : position + part.count]
            position += part.count
            for object_id in taken:
                _pay_with(game, player, part.action, object_id)
    game.changed()


def _pay_with(game: GameState, player: str, action: str, object_id: str) -> None:
    if action == "tap":
        game.objects[object_id].tapped = True
    elif action == "discard":
        discard_card(game, player, object_id)  # CR 702.35a: madness exiles it instead
    else:
        zone = {"sacrifice": Zone.GRAVEYARD, "return": Zone.HAND, "exile": Zone.EXILE}[action]
        game.move(object_id, zone)
    game.events.append(event_of(action, f"{player} {_SAID[action]} {object_id}", _RULES[action]))
    if action == "sacrifice":
        sacrificed(game, player, object_id)


# -- "Activate only once each turn" (CR 602.5b) ------------------------------------------------


def _once_key(ability: Ability) -> str:
    return f"activated once: {ability.cost}: {ability.text.render()}"


def once_refusal(game: GameState, object_id: str, ability: Ability) -> Refusal | None:
    """CR 602.5b: an ability that may be activated only once each turn, already activated this
    turn (by this object: a new object, 400.7, may activate it again)."""
    if "once_each_turn" not in ability.timing:
        return None
    if game.objects[object_id].choices.get(_once_key(ability)) == game.turn:
        return Refusal("activate only once each turn: it was activated this turn", "602.5b")
    return None


def note_activation(game: GameState, object_id: str, ability: Ability) -> None:
    """Remember the turn an only-once-each-turn ability was activated (CR 602.5b)."""
    if "once_each_turn" in ability.timing:
        game.objects[object_id].choices[_once_key(ability)] = game.turn
