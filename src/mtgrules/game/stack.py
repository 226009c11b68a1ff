"""Priority and the stack (CR 117, 405, 608): giving and passing priority, and resolving the top
object of the stack."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.adventures import finish_resolving
from mtgrules.game.bestow import bestow, bestowed_spell_resolves
from mtgrules.game.cast_keywords import rebound_instead
from mtgrules.game.choices import choice_options
from mtgrules.game.copies import new_target_choices
from mtgrules.game.entering import as_permanent_enters
from mtgrules.game.following import intervening_if_holds
from mtgrules.game.history import MANA_SPENT
from mtgrules.game.instructed import Resolution
from mtgrules.game.keyword_triggers import EVOKED, evoked_enters
from mtgrules.game.log_entries import entry
from mtgrules.game.modes import targets_by_mode
from mtgrules.game.objects import CAST_X, EXILED_TO_CAST, Zone
from mtgrules.game.play_state import Decision, DecisionKind, StackItem, event_of
from mtgrules.game.resolve import resolve, resolve_all
from mtgrules.game.sba import run_state_based_actions
from mtgrules.game.targets import spell_target_specs, targets_still_legal
from mtgrules.game.trigger_stack import put_triggers_on_stack
from mtgrules.model.abilities import AbilityKind

if TYPE_CHECKING:
    from mtgrules.game.events import Event
    from mtgrules.game.game_state import GameState


# -- priority ---------------------------------------------------------------------------------


def give_priority(game: GameState, player: str) -> None:
    """CR 117.5: before a player gets priority, state-based actions are performed and triggered
    abilities put on the stack, repeatedly, until neither happens. Choices a permanent needed as
    it entered come first (614.12)."""
    if game.choices_waiting:
        waiting = game.choices_waiting[0]
        game.pending = Decision(
            DecisionKind.CHOOSE, waiting["player"], choice_options(game, waiting),
            about=f"{waiting['object']}: {waiting['choice']}",
            data={"resume": player, **({"rule": waiting["rule"]} if "rule" in waiting else {})},
        )  # fmt: skip
        return
    if game.discards_waiting:  # CR 701.9b: the discarding player chooses, mid-resolution
        discarder, count = game.discards_waiting[0]
        game.pending = Decision(
            DecisionKind.DISCARD, discarder, count=count, about="701.9b", data={"resume": player}
        )
        return
    if game.copies_waiting:  # CR 707.10c: new targets for a copy, mid-resolution
        copy = next(item for item in game.stack if item.id == game.copies_waiting[0])
        choices = new_target_choices(game, copy)
        game.pending = Decision(
            DecisionKind.TARGETS, copy.controller, tuple(",".join(c) for c in choices),
            about=copy.description, data={"choices": choices, "resume": player, "rule": "707.10c"},
        )  # fmt: skip
        return
    while True:
        run_state_based_actions(game)
        if game.over:
            game.pending = None
            return
        if game.choices_waiting:  # a state-based action asks for a choice (704.5w-x)
            return give_priority(game, player)
        if not game.waiting_triggers:
            break
        if put_triggers_on_stack(game):
            assert game.pending is not None
            game.pending.data["resume"] = player  # a trigger's targets to choose first
            return
    if game.players[player].lost:
        player = next_in_game(game, player)  # CR 800.4j: a turn without an active player
    game.priority = player
    game.pending = Decision(DecisionKind.PRIORITY, player)


def next_in_game(game: GameState, player: str) -> str:
    """The next player after ``player`` in turn order who is still in the game (CR 800.4a)."""
    order = game.turn_order
    at = order.index(player)
    return next((p for p in order[at + 1 :] + order[: at + 1] if not game.players[p].lost), player)


# -- the stack ------------------------------------------------------------------------------------


def resolve_top(game: GameState) -> None:
    """CR 608: the top object resolves. A spell or ability whose targets are all illegal now
    doesn't resolve (608.2b); a permanent spell becomes a permanent (608.3)."""
    item = game.stack.pop()
    if item.kind == "spell":
        _resolve_spell(game, item)
    else:
        _resolve_ability(game, item)
    game.changed()


def _resolve_spell(game: GameState, item: StackItem) -> None:
    item, bestowed = bestowed_spell_resolves(game, item)  # CR 702.103e
    obj = game.objects[item.id]
    evoked = bool(obj.choices.get(EVOKED))  # CR 702.74a
    spent = obj.choices.get(MANA_SPENT)  # CR 601.2h: the permanent knows what cast it
    chars = game.characteristics(item.id)
    specs = spell_target_specs(game, item.id)
    targets: tuple[str | None, ...] = item.targets
    if item.targets:
        legal = targets_still_legal(game, specs, item)
        targets = tuple(legal)  # CR 608.2b: illegal targets aren't affected
        if all(t is None for t in legal):
            game.events.append(
                event_of("countered", f"{item.id}: all its targets are illegal", "608.2b")
            )
            game.move(item.id, Zone.GRAVEYARD)
            return
    line = chars.type_line
    if line.has_card_type("Instant") or line.has_card_type("Sorcery"):
        resolutions = []
        spell = [a for a in chars.abilities if a.kind is AbilityKind.SPELL and a.instructions]
        for ability, own in zip(
            spell, targets_by_mode(game, item.id, spell, item.targets, targets), strict=True
        ):  # CR 700.2c: a chosen mode's own targets
            variables = {"X": item.x, **item.variables}
            choices: dict[str, Any] = {"divide": item.divide} if item.divide else {}
            resolutions.append(
                Resolution(item.id, item.controller, ability, own, variables, choices)
            )
        resolve_all(game, resolutions)  # one after another (a choice partway holds back the rest)
        on_stack = item.id in game.objects and game.objects[item.id].zone is Zone.STACK
        if on_stack and not rebound_instead(game, item.id, item.controller):  # CR 702.88a
            finish_resolving(game, item.id)  # CR 608.2n; 715.3d: an Adventure is exiled
        game.events.append(_resolved(item, f"{item.description} resolves", "608.2"))
        return
    # A permanent spell (CR 608.3): it enters under its controller's control.
    controller = item.controller
    exiled = obj.choices.get(EXILED_TO_CAST)  # CR 702.66a: what it exiled as it was cast
    game.move(item.id, Zone.BATTLEFIELD)
    obj.controller = controller
    if exiled:
        obj.choices[EXILED_TO_CAST] = exiled
    if item.x:
        obj.choices[CAST_X] = item.x  # CR 107.3m: "enters with X counters" reads the spell's X
    if spent is not None:
        obj.choices[MANA_SPENT] = spent  # CR 702.44a: sunburst counts its colors
    obj.settled_under = None
    if bestowed:
        bestow(game, item.id)  # CR 702.103b: the permanent it becomes is a bestowed Aura
    if line.has_subtype("Aura") and item.targets:
        game.attach(item.id, item.targets[0])  # CR 303.4f
    as_permanent_enters(game, item.id)
    if evoked:
        evoked_enters(game, item.id, controller)
    game.events.append(_resolved(item, f"{item.description} enters the battlefield", "608.3"))


def _resolve_ability(game: GameState, item: StackItem) -> None:
    assert item.ability is not None
    targets: tuple[str | None, ...] = item.targets
    if item.targets:
        legal = targets_still_legal(game, item.ability.targets, item)
        targets = tuple(legal)  # CR 608.2b: illegal targets aren't affected
        if all(t is None for t in legal):
            game.events.append(
                event_of("countered", f"{item.description}: all its targets are illegal", "608.2b")
            )
            return
    if item.ability.kind is AbilityKind.TRIGGERED and not intervening_if_holds(
        game, item.ability, item.source, item.controller
    ):
        game.events.append(
            event_of("no effect", f"{item.description}: its condition no longer holds", "603.4")
        )
        return
    if item.source not in game.objects:
        game.events.append(_resolved(item, f"{item.description} (its source is gone)", "608.2"))
    try:
        resolve(
            game,
            Resolution(
                item.source,
                item.controller,
                item.ability,
                targets,
                {"X": item.x, "kicked": _kicks_of(game, item.source), **item.variables},
                {"divide": item.divide} if item.divide else {},  # CR 602.2b, 601.2d
            ),
        )
    except (KeyError, ValueError) as error:
        game.events.append(event_of("not modeled", f"{item.description}: {error}", None))
    game.events.append(_resolved(item, f"{item.description} resolves", "608.2"))


def _resolved(item: StackItem, detail: str, rule: str) -> Event:
    """The log's entry for a spell or ability that resolved (CR 608.2, 608.3)."""
    return entry(
        "resolve", detail, rule, player=item.controller, source=item.source, targets=item.targets
    )


def _kicks_of(game: GameState, object_id: str) -> int:
    """How many times the spell an object was had been kicked (CR 702.33d, 400.7d)."""
    obj = game.objects.get(object_id)
    return obj.kicks if obj is not None else 0
