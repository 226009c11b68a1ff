"""Activating abilities (CR 602): the activated abilities a player may activate now, their costs,
and activating them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.actions import Action, ActivateAbility
from mtgrules.game.activation_costs import (
    chosen_refusal,
    cost_refusal,
    cost_ways,
    note_activation,
    once_refusal,
    pay_beyond_mana,
)
from mtgrules.game.assignment import divisions
from mtgrules.game.casting_costs import pay_cost
from mtgrules.game.classes import level_refusal
from mtgrules.game.dividing import check_division, divided_amount
from mtgrules.game.errors import IllegalAction
from mtgrules.game.hand_abilities import (
    cycled,
    discard_to_activate,
    hand_activatable,
    in_hand_of,
    reduced_cost,
)
from mtgrules.game.log_entries import entry
from mtgrules.game.loyalty import loyalty_refusal, pay_loyalty
from mtgrules.game.mana import Payer, activated_abilities, condition_holds, tap_refusal
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import StackItem
from mtgrules.game.prohibitions import activation_prohibited
from mtgrules.game.refusals import Refusal
from mtgrules.game.spending import Spending
from mtgrules.game.target_checks import check_targets
from mtgrules.game.targets import target_choices
from mtgrules.game.timing import timing_allows
from mtgrules.game.trigger_stack import source_state
from mtgrules.game.ward import became_targets
from mtgrules.game.zones import zone_lists
from mtgrules.model.abilities import ACTIVATION_TIMINGS, Ability, AbilityKind
from mtgrules.model.costs import Cost, UnsupportedCost, parse_cost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def _ability_cost(ability: Ability) -> Cost | None:
    text = ability.cost or (ability.parameter if ability.keyword is not None else "")
    if text in _COSTS:
        return _COSTS[text]
    try:
        cost: Cost | None = parse_cost(text)
    except UnsupportedCost:
        cost = None
    if len(_COSTS) > 4096:
        _COSTS.clear()
    _COSTS[text] = cost
    return cost


_COSTS: dict[str, Cost | None] = {}
"""Costs read from their text (:func:`parse_cost` is pure), by text."""


def activate_actions(
    game: GameState, player: str, payer: Payer | None = None, only: str | None = None
) -> list[Action]:
    """The non-mana abilities ``player`` may activate now (of the permanent ``only``, if
    given)."""
    payer = payer or Payer(game, player)
    actions: list[Action] = []
    for object_id, abilities in _activatable(game, player):
        if only is not None and object_id != only:
            continue
        for index, ability in abilities:
            if _activation_problem(game, player, object_id, ability) is not None:
                continue
            cost = _ability_cost(ability)
            assert cost is not None
            cost = reduced_cost(game, player, object_id, ability, cost)  # CR 602.2b
            specs = ability.targets
            choices = target_choices(game, specs, object_id, player) if specs else [()]
            has_x = cost.mana is not None and any(s.text == "{X}" for s in cost.mana.symbols)
            xs = range(0, payer.max_x(cost.mana) + 1) if has_x and cost.mana else [0]
            ways = cost_ways(game, player, object_id, cost)  # CR 601.2h
            for x in xs:
                if cost.mana is not None and not payer.can_pay(
                    cost.mana,
                    x,
                    object_id if cost.tap else None,
                    spending=Spending(activate=object_id),
                ):
                    continue
                amount = divided_amount(game, object_id, player, [ability], x)
                actions += [
                    ActivateAbility(player, object_id, index, targets, x, way, divide)
                    for targets in choices
                    for way in ways
                    for divide in _divisions_offered(amount, len(targets))
                ]
    return actions


def _divisions_offered(amount: int | None, targets: int) -> list[tuple[int, ...]]:
    """CR 602.2b, 601.2d: the divisions of an ability's damage offered with ``targets``
    targets: none to announce when it divides nothing or has one target."""
    if amount is None or targets <= 1:
        return [()]
    return divisions(amount, targets)


def activation_division_problem(game: GameState, action: ActivateAbility) -> Refusal | None:
    """CR 602.2b, 601.2d: why the activation's division of damage among its targets is illegal
    (at least 1 to each target, all of it; one target needs no division), or None."""
    abilities = activated_abilities(game, action.source)
    if not 1 <= action.index <= len(abilities):
        return None
    ability = abilities[action.index - 1]
    amount = divided_amount(game, action.source, action.player, [ability], action.x)
    if amount is None:
        return (
            Refusal("this ability divides nothing among its targets", "601.2d")
            if action.divide
            else None
        )
    if not action.divide and len(action.targets) <= 1:
        return None
    try:
        check_division(action.targets, action.divide or None, amount)
    except IllegalAction as error:
        return Refusal(str(error).split(" (CR ")[0], "601.2d")
    return None


def _activatable(game: GameState, player: str) -> list[tuple[str, list[tuple[int, Ability]]]]:
    """The permanents with activated abilities other than mana abilities that ``player`` may
    activate (CR 602.2: their controller's, or any player's when the ability says so), each
    with those abilities and their indexes; of redundant instances, the first. Derived once per
    game version."""
    derived = game.derived()
    key = ("activatable", player)
    found = derived.get(key)
    if found is None:
        found = []
        for object_id in zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
            abilities = []
            seen: set[str] = set()
            for index, ability in enumerate(activated_abilities(game, object_id), start=1):
                if activator_refusal(game, player, object_id, ability) is not None:
                    continue
                if ability.redundant and ability.keyword is not None:
                    if ability.keyword.english in seen:
                        continue
                    seen.add(ability.keyword.english)
                abilities.append((index, ability))
            if abilities:
                found.append((object_id, abilities))
        found += hand_activatable(game, player, _ability_cost)  # CR 113.6m: cycling, channel
        derived[key] = found
    return found


def activator_refusal(
    game: GameState, player: str, object_id: str, ability: Ability
) -> Refusal | None:
    """CR 602.2: an activated ability is activated by its permanent's controller (or any
    player, when it says so); a mana ability doesn't use the stack (605.3b)."""
    if game.controller_of(object_id) != player and ability.activators != "any":
        return Refusal(f"{player} doesn't control '{object_id}'", "602.2")
    if ability.kind is AbilityKind.MANA:
        return Refusal(
            "a mana ability doesn't use the stack: activate it as a mana ability", "605.3b"
        )
    return None


def _activation_problem(
    game: GameState, player: str, object_id: str, ability: Ability
) -> Refusal | None:
    """Why ``ability`` can't be activated now, or None: its cost (602.2b; {T}: 107.5, 302.6;
    life: 119.4) and its timing (602.5b, 602.5d)."""
    prohibited = activation_prohibited(game, player, object_id, ability)  # CR 602.5
    if prohibited is not None:
        return prohibited
    cost = _ability_cost(ability)
    if cost is None:
        return Refusal(f"the cost '{ability.cost}' can't be paid in this engine yet", "602.2b")
    if cost.discard_self != in_hand_of(game, object_id, player):
        where = "in its owner's hand" if cost.discard_self else "on the battlefield"
        return Refusal(f"this ability of '{object_id}' functions only {where}", "113.6m")
    if cost.tap:
        refusal = tap_refusal(game, object_id)
        if refusal is not None:
            return refusal
    if not condition_holds(game, ability, object_id, player):  # CR 602.5b: "Activate only if"
        return Refusal("activate only if its condition holds", "602.5b")
    for timing in ability.timing:
        if not timing_allows(game, player, object_id, timing):
            message, rule = ACTIVATION_TIMINGS[timing]
            return Refusal(f"activate {message}", ability.timing_rule or rule)
    if cost.life and game.players[player].life < cost.life:
        return Refusal("not enough life to pay", "119.4")
    return (
        loyalty_refusal(game, player, object_id, cost)
        or level_refusal(game, object_id, ability)
        or cost_refusal(game, player, object_id, cost)
        or once_refusal(game, object_id, ability)
    )


def activation_refusal(game: GameState, action: ActivateAbility) -> Refusal:
    """CR 602.2: an activated ability of a permanent you control; its costs (107.5, 302.6,
    119.4, 601.2h), timing (702.6a) and targets (601.2c)."""
    player = action.player
    obj = game.objects.get(action.source)
    in_hand = in_hand_of(game, action.source, player)  # CR 113.6m
    if obj is None or (obj.zone is not Zone.BATTLEFIELD and not in_hand):
        return Refusal(f"there is no permanent '{action.source}'", "602.2")
    abilities = activated_abilities(game, action.source)
    if not 1 <= action.index <= len(abilities):
        return Refusal(f"'{action.source}' has no activated ability {action.index}", "602.1")
    ability = abilities[action.index - 1]
    problem = activator_refusal(game, player, action.source, ability) or _activation_problem(
        game, player, action.source, ability
    )
    if problem:
        return problem
    cost = _ability_cost(ability)
    assert cost is not None
    problem = chosen_refusal(game, player, action.source, cost, action.paid_with)
    if problem:
        return problem
    try:
        check_targets(game, ability.targets, action.targets, action.source, player)
    except IllegalAction as error:
        return Refusal(str(error).split(" (CR ")[0], getattr(error, "rule", None) or "601.2c")
    return activation_division_problem(game, action) or Refusal(
        "the ability's total cost can't be paid", "601.2h"
    )


def activate_ability(game: GameState, action: ActivateAbility) -> None:
    """CR 602.2: put the ability on the stack, pay its costs."""
    player = action.player
    ability = activated_abilities(game, action.source)[action.index - 1]
    cost = _ability_cost(ability)
    assert cost is not None
    cost = reduced_cost(game, player, action.source, ability, cost)  # CR 602.2b
    if cost.mana is not None:
        exclude = action.source if cost.tap else None
        spending = Spending(activate=action.source)  # CR 106.6
        pay_cost(game, player, cost.mana, action.x, exclude, spending=spending)
    if cost.tap:
        game.objects[action.source].tapped = True
    game.players[player].life -= cost.life
    pay_loyalty(game, action.source, cost)
    name = game.characteristics(action.source).name
    item = StackItem(
        f"ability-{game.next_timestamp()}",
        "ability",
        action.source,
        player,
        ability,
        action.targets,
        action.x,
        f"{name}: {ability.render(name)}"
        + (f", dividing {'/'.join(map(str, action.divide))}" if action.divide else ""),
        variables=source_state(game, action.source),
        divide=action.divide,
    ).remember_targets(game)
    note_activation(game, action.source, ability)  # CR 602.5b: "only once each turn"
    if cost.beyond_self:
        pay_beyond_mana(game, player, action.source, cost, action.paid_with)  # CR 601.2h
    if cost.sacrifice_self:
        game.move(action.source, Zone.GRAVEYARD)
    if cost.discard_self:
        discard_to_activate(game, player, action.source)  # CR 702.29a: cycling
    game.stack.append(item)
    if cost.discard_self:
        cycled(game, player, action.source, ability)  # CR 702.29c
    became_targets(game, item)  # CR 702.21a: ward
    game.events.append(
        entry(
            "activate", item.description, "602.2",
            player=player, source=action.source, targets=action.targets,
        )
    )  # fmt: skip
    game.passes = set()
