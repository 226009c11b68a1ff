"""Triggered abilities in play (CR 603): events as they happen and the abilities they trigger
(put on the stack by :mod:`mtgrules.game.trigger_stack`). Trigger conditions themselves are read
in :mod:`mtgrules.model.triggers`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.delayed import LASTING, THIS_TURN, remember_object
from mtgrules.game.event_players import bind_event
from mtgrules.game.following import intervening_if_holds
from mtgrules.game.history import (
    becomes_target_nth,
    first_in_draw_step,
    nth_draw,
    nth_spell,
    record_event,
)
from mtgrules.game.objects import Zone
from mtgrules.model.abilities import Ability, AbilityKind
from mtgrules.model.triggers import GameEvent, TriggerEvent, TriggerSpec, read_trigger, trigger_of

__all__ = [  # the names of the old module stay importable from here
    "GameEvent",
    "TriggerEvent",
    "TriggerSpec",
    "read_trigger",
    "trigger_of",
]

if TYPE_CHECKING:
    from mtgrules.effects.characteristics import Characteristics
    from mtgrules.game.game_state import GameState

    Holder = tuple[str, Characteristics, tuple[tuple[Ability, TriggerSpec], ...]]
    """An object with triggered abilities, its characteristics and those abilities' triggers."""


# -- triggers -----------------------------------------------------------------------------------


LOOKS_BACK = frozenset({"dies", "put_into_graveyard_from_battlefield", "leaves"})
"""CR 603.10a: the events of leaves-the-battlefield abilities, which look back in time."""


def emit_event(game: GameState, event: GameEvent) -> None:
    """Record an event and queue every triggered ability it triggers (CR 603.2). A
    leaves-the-battlefield ability looks back in time (603.10a): whether it triggers is decided
    by the permanents as they were just before the event — all the zone changes happening at
    once (704.3, :meth:`Game.at_once`) — so an object leaving with others sees them leave and
    sees itself leave."""
    record_event(game, event)  # the turn's history first (CR 500.1)
    looked_back = game.look_back if event.kind in LOOKS_BACK else None
    holders = (
        _on_event(_looked_back(looked_back), event.kind)
        if looked_back
        else holders_on_event(game, event.kind)
    )
    for object_id, chars, triggers in holders:
        obj = game.objects.get(object_id)
        if obj is None:
            continue
        zone = Zone.BATTLEFIELD.value if looked_back else obj.zone.value
        controller = chars.controller or obj.owner
        for ability, spec in triggers:
            # CR 114.4: an emblem's abilities function in the command zone
            emblem = obj.zone is Zone.COMMAND and obj.card is None and not obj.is_token
            home = zone if emblem else functions_in(ability)
            if not any(
                _matches(game, one, event, object_id, zone, controller, home)
                for one in (spec, *spec.also)
            ):
                continue
            triggered = bind_event(ability, event)  # CR 603.2: what it remembers of its event
            if not intervening_if_holds(game, triggered, object_id, controller):
                continue
            game.waiting_triggers.append((object_id, triggered, controller))
    if game.delayed_triggers:
        delayed_on_event(game, event)


def _looked_back(
    permanents: dict[str, Characteristics],
) -> list[tuple[str, Characteristics, tuple[tuple[Ability, TriggerSpec], ...]]]:
    """The permanents just before the event with triggered abilities, as they were then."""
    found = []
    for object_id, chars in permanents.items():
        if chars.abilities:
            triggers = _triggers_of(chars)
            if triggers:
                found.append((object_id, chars, triggers))
    return found


def _trigger_holders(
    game: GameState,
) -> list[tuple[str, Characteristics, tuple[tuple[Ability, TriggerSpec], ...]]]:
    """The objects with triggered abilities whose triggers are known, in the game's order
    (derived once per game version)."""
    derived = game.derived()
    found = derived.get("trigger holders")
    if found is not None:
        return found  # type: ignore[no-any-return]
    result = game.layers()
    characteristics = result.characteristics
    last = game.alone_memo.get(_HOLDERS)  # (a layers result, its holders)
    made, previous, moved = game.assembly
    if last is not None and last[0] is result:
        found = last[1]
    elif last is not None and made is result and previous is not None and last[0] is previous:
        # Only some objects moved (each to the end of the game's order): look at those again.
        gone = set(moved)
        found = [h for h in last[1] if h[0] not in gone]
        for object_id in list(dict.fromkeys(reversed(moved)))[::-1]:
            chars = characteristics.get(object_id)
            triggers = _triggers_of(chars) if chars is not None and chars.abilities else ()
            if chars is not None and triggers:
                found.append((object_id, chars, triggers))
    else:
        found = []
        memo = _TRIGGERS
        for object_id, chars in characteristics.items():
            if not chars.abilities:
                continue
            known = memo.get(id(chars))  # _triggers_of's memo, looked at inline
            triggers = known[1] if known is not None and known[0] is chars else _triggers_of(chars)
            if triggers:
                found.append((object_id, chars, triggers))
    game.alone_memo[_HOLDERS] = (result, found)
    derived["trigger holders"] = found
    return found


_HOLDERS = ("trigger holders",)


def holders_on_event(game: GameState, kind: str) -> list[Holder]:
    """CR 603.2: the objects with a triggered ability that an event of ``kind`` can trigger,
    each with only those abilities, in the game's order (derived once per game version and
    kind): an ability none of whose conditions names the kind can't trigger on it."""
    derived = game.derived()
    index: dict[str, list[Holder]] | None = derived.get("trigger holders by event")
    if index is None:
        index = derived["trigger holders by event"] = {}
    found = index.get(kind)
    if found is None:
        found = index[kind] = _on_event(_trigger_holders(game), kind)
    return found


def _on_event(holders: list[Holder], kind: str) -> list[Holder]:
    """The holders with their abilities an event of ``kind`` can trigger (CR 603.2)."""
    found = []
    for object_id, chars, triggers in holders:
        mine = tuple(t for t in triggers if _names_kind(t[1], kind))
        if mine:
            found.append((object_id, chars, mine))
    return found


def _names_kind(spec: TriggerSpec, kind: str) -> bool:
    """Whether any of a trigger's conditions (its ``also`` ones included) names ``kind``."""
    return kind in spec.events or any(kind in one.events for one in spec.also)


def _triggers_of(chars: Characteristics) -> tuple[tuple[Ability, TriggerSpec], ...]:
    """The triggered abilities among ``chars``' abilities whose trigger is known, with it
    (remembered per characteristics: they are frozen values)."""
    known = _TRIGGERS.get(id(chars))
    if known is not None and known[0] is chars:
        return known[1]
    found = []
    for ability in chars.abilities:
        if ability.kind is AbilityKind.TRIGGERED:
            spec = trigger_of(ability)
            if spec is not None:
                found.append((ability, spec))
    if len(_TRIGGERS) > 20_000:
        _TRIGGERS.clear()
    _TRIGGERS[id(chars)] = (chars, tuple(found))
    return tuple(found)


_TRIGGERS: dict[int, tuple[Characteristics, tuple[tuple[Ability, TriggerSpec], ...]]] = {}


TO_GRAVEYARD_FROM_ANYWHERE = "When {this} is put into a graveyard from anywhere"
"""CR 113.6k: a trigger condition whose ability functions in the graveyard its object is put
into (from the battlefield or any other zone)."""


def functions_in(ability: Ability) -> str:
    """CR 113.6k: the zone a triggered ability functions in: the battlefield, or the
    graveyard for one whose instructions return its own object from there ("return {this}
    from your graveyard to the battlefield")."""
    if ability.trigger == TO_GRAVEYARD_FROM_ANYWHERE:  # it triggers as it gets there
        return Zone.GRAVEYARD.value
    for instruction in ability.instructions:
        if instruction.action == "return" and instruction.param("from") == "graveyard":
            return Zone.GRAVEYARD.value  # only "return {this}" says from where
        if instruction.action == "suspend":
            return Zone.EXILE.value  # CR 702.62a: suspend's upkeep ability
    return Zone.BATTLEFIELD.value


def _matches(
    game: GameState,
    spec: TriggerSpec,
    event: GameEvent,
    object_id: str,
    zone: str,
    controller: str,
    home: str = Zone.BATTLEFIELD.value,
) -> bool:
    """CR 603.2: whether ``event`` triggers the ability ``spec`` reads, of ``object_id`` (in
    ``zone``, controlled by ``controller``; the ability functions in ``home``, 113.6k)."""
    if event.kind not in spec.events:
        return False
    if event.kind == TriggerEvent.CAST and spec.subject == "self":
        return event.object_id == object_id  # CR 603.2: "When you cast this spell"
    about_self = event.object_id == object_id
    if zone != home and not (about_self and spec.subject in ("self", "self_or_another")):
        return False
    if spec.during == "opponent" and game.active_player == controller:
        return False
    if spec.nth and not _is_nth(game, spec, event):
        return False
    if spec.from_zone and event.from_zone != spec.from_zone:
        return False  # CR 601.2a: "casts a spell from a graveyard"
    if spec.except_first_in_draw_step and first_in_draw_step(game, event.player or ""):
        return False
    if spec.attacked and not _attacks_controller(game, event, controller):
        return False
    if spec.subject == "self":
        return about_self
    if spec.subject == "self_or_another" and about_self:
        return True
    if spec.whose == "you" and (event.player or "") != controller:
        return False
    if spec.whose == "opponent" and (event.player or "") == controller:
        return False
    if event.object_id is None:
        return True
    if spec.subject in ("another", "self_or_another") and about_self:
        return False
    if event.object_id in game.objects and spec.filtered:
        return _is_of_kind(game, spec, event, object_id)
    return True


def _attacks_controller(game: GameState, event: GameEvent, controller: str) -> bool:
    """CR 508.1b: whether the attacking creature of ``event`` attacks ``controller`` or a
    planeswalker ``controller`` controls."""
    attacked = game.combat.attackers.get(event.object_id or "")
    if attacked is None:
        return False
    if attacked in game.players:
        return attacked == controller
    return attacked in game.objects and game.controller_of(attacked) == controller


def delayed_on_event(game: GameState, event: GameEvent) -> None:
    """CR 603.7b: a delayed triggered ability with a stated duration ("until your next turn,
    whenever …") triggers each time its event happens while it lasts, remembering the object
    its event was about (603.7c: "it")."""
    for when, turn, source, controller, ability in game.delayed_triggers:
        if when not in LASTING or (when == THIS_TURN and turn != game.turn):
            continue
        spec = trigger_of(ability)
        home = Zone.BATTLEFIELD.value
        if spec is None or not _matches(game, spec, event, source, home, controller, home):
            continue
        triggered = remember_object(game, bind_event(ability, event), event.object_id)
        game.waiting_triggers.append((source, triggered, controller))


def _is_nth(game: GameState, spec: TriggerSpec, event: GameEvent) -> bool:
    """Whether the card just drawn or the spell just cast is its player's ``nth`` this turn
    (the turn's history, :mod:`mtgrules.game.history`, already counts it)."""
    if event.player is None:
        return False
    if event.kind == TriggerEvent.BECOMES_TARGET:  # "… you control for the first time each turn"
        return becomes_target_nth(game, spec, event)
    count = nth_draw if event.kind == TriggerEvent.DRAW else nth_spell
    return count(game, event.player) == spec.nth


def _is_of_kind(game: GameState, spec: TriggerSpec, event: GameEvent, source: str) -> bool:
    """Whether the object ``event`` is about is of the kind the trigger names; an object that
    left the battlefield is seen as it last was there (CR 603.10a), a spell as it is on the
    stack, with the X its caster chose (202.3e); a mana value "equal to the number of charge
    counters on {this}" is compared with the counters on the trigger's ``source`` now."""
    assert event.object_id is not None
    as_it_was = event.kind in LOOKS_BACK or event.kind == TriggerEvent.SACRIFICED
    chars = (as_it_was and game.last_known.get(event.object_id)) or (
        game.characteristics(event.object_id)
    )
    line = chars.type_line
    if spec.types and not all(line.has_card_type(t) for t in spec.types):
        return False
    if spec.any_types and not any(line.has_card_type(t) for t in spec.any_types):
        return False
    if spec.not_types and any(line.has_card_type(t) for t in spec.not_types):
        return False
    if spec.subtypes and not set(spec.subtypes) & line.subtype_names:
        return False
    if spec.nontoken and game.objects[event.object_id].is_token:
        return False
    if spec.colorless and chars.colors:  # CR 105.2c
        return False
    if spec.mana_value is None and not spec.mana_value_counters:
        return True
    x = next((i.x for i in game.stack if i.source == event.object_id), 0)
    value = chars.mana_cost.mana_value(x) if chars.mana_cost is not None else 0
    if spec.mana_value_counters:
        held = game.objects[source].counters.get(spec.mana_value_counters, 0)
        return value == held
    assert spec.mana_value is not None
    bound, number = spec.mana_value
    return value <= number if bound == "at_most" else value >= number
