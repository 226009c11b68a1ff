"""Countering spells (CR 701.6): "counter target spell", "… unless its controller pays {N}"
(118.12a: the spell's controller chooses, as the counterspell resolves, whether to pay), "if that
spell is countered this way, exile it instead of putting it into its owner's graveyard", and
what can't be countered (101.2): a spell whose own text says so, or one whose controller
controls a permanent that says "Spells you control can't be countered"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.casting_costs import pay_cost
from mtgrules.game.events import Event
from mtgrules.game.following import follow
from mtgrules.game.instructed import Instructed, handles, last_known
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from mtgrules.game.restrictions import says_itself
from mtgrules.game.stack_abilities import counter_ability, marked_uncounterable, stack_ability
from mtgrules.model.abilities import EffectSpec, Filter
from mtgrules.vocab.mana import ManaCost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

UNCOUNTERABLE = "spells_you_control_cant_be_countered"
"""The rule an effect "Spells you control can't be countered" sets (CR 613.11)."""

PAY_OR_COUNTER = "pay_or_countered"
"""The choice a spell's controller makes as "counter target spell unless its controller pays
{N}" resolves (CR 118.12a)."""

PAY, DONT_PAY = True, False


def cant_be_countered(game: GameState, spell_id: str, controller: str) -> bool:
    """CR 101.2: whether the spell ``spell_id`` can't be countered: one of its own abilities
    says so, or an effect says spells its controller controls can't be."""
    if says_itself(game.characteristics(spell_id).abilities, "be_countered"):
        return True
    if marked_uncounterable(game, spell_id):  # Mistrise Village
        return True
    return any(
        isinstance(op, ChangeRules) and op.rule == UNCOUNTERABLE and who == controller
        for _, who, op in game.layers().rule_effects
    )


@handles("spells_uncounterable")
def _spells_uncounterable(it: Instructed) -> bool:
    """CR 101.2, 514.2: "Spells you control can't be countered this turn." (Veil of Summer):
    the spells its controller controls, until end of turn."""
    spec = EffectSpec(Filter(zones=()), (ChangeRules(UNCOUNTERABLE),), duration="end_of_turn")
    it.game.create_effect(
        spec, it.resolution.source_id, it.resolution.controller,
        description="spells you control can't be countered this turn",
    )  # fmt: skip
    return True


def counter_spell(game: GameState, spell_id: str, *, exile: bool = False) -> None:
    """CR 701.6a: counter a spell: it is removed from the stack without resolving, into its
    owner's graveyard — or into exile, if the counterspell says so (a replacement, 614.1a); a
    copy of a spell then ceases to exist (704.5e). A spell that can't be countered stays."""
    item = next((i for i in game.stack if i.id == spell_id and i.kind == "spell"), None)
    if item is None:
        return
    if cant_be_countered(game, spell_id, item.controller):
        game.events.append(Event("counter", f"{item.description} can't be countered", "101.2"))
        return
    game.stack.remove(item)
    game.move(spell_id, Zone.EXILE if exile else Zone.GRAVEYARD)
    where = " and exiled" if exile else ""
    game.events.append(Event("counter", f"{item.description} is countered{where}", "701.6a"))
    game.changed()


@handles("counter")
def _counter(it: Instructed) -> bool:
    """CR 701.6a: counter target spell; ``unless: "{N}"``: unless its controller pays {N}
    (118.12a); ``instead: exile``: the countered spell is exiled."""
    if it.instruction.param("value") not in ("target", "that_spell") or it.target is None:
        return False
    if stack_ability(it.game, it.target) is not None:  # CR 701.6a: an ability
        counter_ability(it.game, it.target)
        return True
    exile = it.instruction.param("instead") == "exile"
    unless = it.instruction.param("unless")
    if unless is None:
        counter_spell(it.game, it.target, exile=exile)
        return True
    cost = str(unless)
    if cost == "{X}" and it.instruction.param("x_is") == "power_of_source":
        # CR 107.3c, 608.2h: "where X is {this}'s power", as the source last existed

        power = last_known(it.game, it.resolution.source_id).power or 0
        cost = f"{{{max(0, power)}}}"
    elif cost == "{X}":  # CR 107.3: the X the counterspell was cast with
        cost = f"{{{it.resolution.variables.get('X', 0)}}}"
    _offer_payment(it.game, it.resolution.source_id, it.target, cost, exile)
    return True


def _offer_payment(game: GameState, source: str, spell_id: str, cost: str, exile: bool) -> None:
    """CR 118.12a, 701.6a: the spell's controller may pay ``cost`` (with mana abilities they
    activate as they pay, 605.3a); if they can't pay it, there is nothing to choose: it is
    countered."""
    item = next((i for i in game.stack if i.id == spell_id and i.kind == "spell"), None)
    if item is None:
        return
    mana = ManaCost.parse(cost, game.rules.symbols)
    if not Payer(game, item.controller).can_pay(mana, 0):
        game.events.append(Event("pay", f"{item.controller} can't pay {cost}", "118.12a"))
        counter_spell(game, spell_id, exile=exile)
        return
    game.choices_waiting.append(
        {
            "object": source,
            "choice": PAY_OR_COUNTER,
            "player": item.controller,
            "spell": spell_id,
            "cost": cost,
            "exile": exile,
            "options": ((f"pay {cost}", PAY), ("don't pay", DONT_PAY)),
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )


def finish_payment_choice(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 118.12a: the spell's controller paid (their mana abilities activated as the payment
    needs, 601.2g-h) and the spell stays, or didn't and it is countered; then the counterspell's
    instructions after this one are followed."""
    player, spell_id, cost = waiting["player"], waiting["spell"], waiting["cost"]
    if dict(waiting["options"])[value] is PAY:
        pay_cost(game, player, ManaCost.parse(cost, game.rules.symbols), 0)
        game.events.append(Event("pay", f"{player} pays {cost}", "118.12a"))
    else:
        game.events.append(Event("pay", f"{player} doesn't pay {cost}", "118.12a"))
        counter_spell(game, spell_id, exile=bool(waiting["exile"]))
    if waiting.get("then"):
        follow(game, waiting["then"])
    game.changed()
