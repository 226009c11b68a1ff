"""Madness (CR 702.35) and where a discarded card goes (701.9a). Madness is two abilities: a
replacement — a card with madness that is discarded is exiled instead of put into its owner's
graveyard (702.35a) — and a trigger: when it is exiled this way, its owner may cast it by
paying its madness cost rather than its mana cost; if they don't, they put it into their
graveyard (702.35a). Every discard goes through
:func:`mtgrules.game.discard.discard_card`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.casting_costs import pay_cost, total_cost
from mtgrules.game.discard import madness_ability
from mtgrules.game.history import note_mana_spent
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import StackItem, event_of
from mtgrules.game.spending import Spending, spent_on_spell
from mtgrules.game.targeted import became_targets_of_spell
from mtgrules.game.targets import spell_target_specs, target_choices
from mtgrules.game.triggers import emit_event
from mtgrules.game.ward import became_targets
from mtgrules.model.abilities import Ability
from mtgrules.model.triggers import GameEvent
from mtgrules.vocab.mana import ManaCost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

DECLINE = "put it into the graveyard"
"""The answer of an owner who doesn't cast a card exiled with madness (CR 702.35a)."""


def madness_cost(game: GameState, owner: str, card: str, ability: Ability) -> ManaCost:
    """CR 702.35b, 601.2f: the total cost of casting ``card`` for its madness cost: that cost
    with the cost increases and reductions that apply."""
    return total_cost(game, owner, card, ManaCost.parse(ability.parameter, game.rules.symbols))


@handles("madness")
def _madness_trigger(it: Instructed) -> bool:
    """CR 702.35a: "When this card is exiled this way, its owner may cast it by paying [cost]
    rather than paying its mana cost. If that player doesn't, they put this card into their
    graveyard." Its owner chooses: cast it (with each choice of targets, when its madness cost
    can be paid, 702.35b) or not; it is cast while the trigger resolves, whatever its card
    type (so not at sorcery timing)."""
    game, card = it.game, it.resolution.source_id
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE:
        return True  # CR 400.7: it left exile; the new object can't be cast this way
    owner = obj.owner
    cost = madness_cost(game, owner, card, it.resolution.ability)
    options: list[tuple[str, Any]] = [(DECLINE, None)]
    if Payer(game, owner).can_pay(cost, 0, spending=Spending(cast=card)):  # CR 106.6
        specs = spell_target_specs(game, card)
        for targets in target_choices(game, specs, card, owner, spell=True) if specs else [()]:
            aim = f" targeting {', '.join(targets)}" if targets else ""
            options.append((f"cast it for {cost}{aim}", targets))
    game.choices_waiting.append(
        {"object": card, "choice": "madness", "player": owner, "options": options}
    )
    return True


def finish_madness(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 702.35a: carry out the owner's answer: cast the card from exile for its madness cost
    (601.2: it is cast, "whenever you cast" triggers see it), or put it into the graveyard."""
    card, owner = waiting["object"], waiting["player"]
    targets = dict(waiting["options"])[value]
    if targets is None:
        game.move(card, Zone.GRAVEYARD)
        game.events.append(
            event_of("madness", f"{owner} puts {card} into their graveyard", "702.35a")
        )
        return
    ability = madness_ability(game, card)
    assert ability is not None
    cost = madness_cost(game, owner, card, ability)
    spent = pay_cost(game, owner, cost, 0, spending=Spending(cast=card))  # CR 106.6
    game.move(card, Zone.STACK)
    game.objects[card].controller = owner
    note_mana_spent(game.objects[card], spent)
    spent_on_spell(game, card, spent)  # CR 106.6
    name = game.characteristics(card).name
    game.stack.append(
        StackItem(card, "spell", card, owner, None, targets, 0, f"{name} (madness)")
        .remember_targets(game)
    )  # fmt: skip
    became_targets(game, game.stack[-1])  # CR 702.21a: ward
    became_targets_of_spell(game, game.stack[-1])  # CR 115.10
    game.spell_cast(owner, card)
    game.count_spell_cast(owner)
    aim = f" targeting {', '.join(targets)}" if targets else ""
    game.events.append(
        event_of("cast", f"{owner} casts {name} for its madness cost{aim}", "702.35a")
    )
    emit_event(game, GameEvent("cast", card, owner))
    game.passes = set()
