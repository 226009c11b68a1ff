"""Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]." The casting,
activating and triggering code calls :func:`became_targets` once a spell or ability is on the
stack with its targets; each ward ability of a permanent it targets then triggers, knowing which
spell or ability to counter. As the trigger resolves, that spell's or ability's controller
chooses whether to pay."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtgrules.game.casting_costs import pay_cost
from mtgrules.game.counterspells import counter_spell
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.keywords import WARD
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import StackItem, event_of
from mtgrules.game.targeted import became_targets as targeted
from mtgrules.model.costs import parse_spell_cost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

DONT_PAY = "don't pay"
"""The answer of a player who lets their spell or ability be countered (CR 702.21a)."""


def ward_cost(parameter: str) -> str:
    """The cost of "Ward {2}" or "Ward—Pay 2 life." (``{2}``, ``Pay 2 life``)."""
    return parameter.strip().lstrip("—").strip().rstrip(".")


def became_targets(game: GameState, item: StackItem) -> None:
    """CR 702.21a, 115.10: ``item`` (a spell or ability just put on the stack) targets these
    permanents: each ward ability of one its controller's opponent controls triggers; each
    becomes a target (:func:`mtgrules.game.targeted.became_targets`, CR 115.10)."""
    targeted(game, item)
    for target in dict.fromkeys(t for t in item.targets if t in game.objects):
        if game.objects[target].zone is not Zone.BATTLEFIELD:
            continue
        controller = game.controller_of(target)
        if controller == item.controller:
            continue
        for ability in game.characteristics(target).abilities:
            if not ability.is_keyword(WARD):
                continue
            instruction = ability.instructions[0]
            bound = replace(instruction, params=(*instruction.params, ("spell", item.id)))
            game.waiting_triggers.append(
                (target, replace(ability, instructions=(bound,)), controller)
            )


@handles("ward")
def _ward(it: Instructed) -> bool:
    """CR 702.21a: counter that spell or ability unless its controller pays the ward cost:
    they choose (paying only what they can)."""
    game = it.game
    item = next((i for i in game.stack if i.id == it.instruction.param("spell")), None)
    if item is None:
        return True  # it already left the stack
    cost = parse_spell_cost(ward_cost(it.resolution.ability.parameter), game.rules.symbols)
    options: list[tuple[str, Any]] = [(DONT_PAY, False)]
    mana_ok = cost.mana is None or Payer(game, item.controller).can_pay(cost.mana, 0)
    if mana_ok and game.players[item.controller].life >= cost.life and not cost.sacrifice:
        options.append((f"pay {cost.text}", True))
    game.choices_waiting.append(
        {"object": item.id, "choice": "ward", "player": item.controller, "options": options}
    )
    game.events.append(
        event_of("ward", f"{item.description}: counter it unless {cost.text} is paid", "702.21a")
    )
    return True


def finish_ward(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 702.21a, 701.6a-b: the ward cost is paid, or the spell or ability is countered
    (removed from the stack; a spell goes to its owner's graveyard)."""
    spell, player = waiting["object"], waiting["player"]
    item = next((i for i in game.stack if i.id == spell), None)
    if item is None:
        return
    if dict(waiting["options"])[value]:
        text = value.removeprefix("pay ")
        cost = parse_spell_cost(text, game.rules.symbols)
        if cost.mana is not None:
            pay_cost(game, player, cost.mana, 0)
        game.players[player].life -= cost.life
        game.events.append(event_of("ward", f"{player} pays {text} for ward", "702.21a"))
        return
    if item.kind == "spell":
        counter_spell(game, spell)
        return
    game.stack.remove(item)
    game.events.append(event_of("counter", f"{item.description} is countered", "701.6b"))
