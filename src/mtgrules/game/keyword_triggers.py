"""Keyword abilities that are triggered abilities and do what no other instruction says
(CR 702): exalted (702.83a: the creature that attacks alone gets +1/+1 until end of turn) and
modular (702.43a: a dying modular permanent's +1/+1 counters go to an artifact creature) and
mobilize (702.181a: tapped and attacking Warrior tokens, sacrificed at the next end step) and
cascade (702.85a: exile cards until a cheaper nonland card, which may be cast for free).
Each keyword's ability is built in :mod:`mtgrules.cards.keyword_abilities`; its instruction is
carried out here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.ops import ModifyPT
from mtgrules.game.casting_costs import pay_cost
from mtgrules.game.copies import copy_spell
from mtgrules.game.delayed import NEXT_END_STEP, create_delayed
from mtgrules.game.following import follow
from mtgrules.game.instructed import HANDLERS, Instructed, handles
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.zone_events import sacrificed
from mtgrules.game.zones import library
from mtgrules.model.abilities import Ability, AbilityKind, Count, EffectSpec, Filter, Instruction
from mtgrules.model.text import Text
from mtgrules.vocab.colors import Color
from mtgrules.vocab.typeline import TypeLine

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

EXALTED_PUMP = EffectSpec(
    Filter(zones=("all",), targets=(1,)),
    (ModifyPT(Count(constant=1), Count(constant=1)),),
    duration="end_of_turn",
    text="that creature gets +1/+1 until end of turn",
)
"""CR 702.83a: "that creature gets +1/+1 until end of turn" (the creature is the effect's one
object, 611.2c)."""


@handles("exalted")
def _exalted(it: Instructed) -> bool:
    """CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1
    until end of turn." — the creature the trigger was about (603.2), if it is still on the
    battlefield (400.7); each instance of exalted triggers and resolves on its own
    (702.83b)."""
    game, creature = it.game, it.target
    if creature is None or creature not in game.objects:
        return True
    if game.objects[creature].zone is not Zone.BATTLEFIELD:
        game.events.append(event_of("exalted", f"{creature} left the battlefield", "702.83a"))
        return True
    game.create_effect(
        EXALTED_PUMP, it.resolution.source_id, it.resolution.controller,
        targets=(creature,), text=it.resolution.ability.text, description="exalted",
    )  # fmt: skip
    game.events.append(event_of("exalted", f"{creature} gets +1/+1 (exalted)", "702.83a"))
    return True


PLUS_ONE = "+1/+1"


@handles("modular")
def _modular(it: Instructed) -> bool:
    """CR 702.43a, 608.2h: "put a +1/+1 counter on target artifact creature for each +1/+1
    counter on this permanent" — the counters it had as it last existed on the battlefield
    (they are gone from the card in the graveyard, 400.7)."""
    game, target = it.game, it.target
    if target is None or target not in game.objects:
        return False
    source = it.resolution.source_id
    count = game.last_known_counters.get(source, {}).get(PLUS_ONE, 0)
    if count:
        game.add_counters(target, PLUS_ONE, count)
    game.events.append(
        event_of("modular", f"{count} +1/+1 counters are put on {target} (modular)", "702.43a")
    )
    return True


WARRIOR = Characteristics(
    names=("Warrior Token",), mana_cost=None, colors=frozenset({Color.from_word("red")}),
    type_line=TypeLine.parse("Creature — Warrior"), power=1, toughness=1,
)  # fmt: skip
"""CR 702.181a: "1/1 red Warrior creature tokens"."""


@handles("mobilize")
def _mobilize(it: Instructed) -> bool:
    """CR 702.181a, 506.3, 508.4: "create N tapped and attacking 1/1 red Warrior creature
    tokens. Sacrifice them at the beginning of the next end step." — each attacks what the
    creature with mobilize attacks (or, if it left combat, the first opponent); they were never
    declared as attackers, so nothing triggers on their attacking."""
    game, controller = it.game, it.resolution.controller
    number = int(it.instruction.param("value", 1))
    source = it.resolution.source_id
    defender = game.combat.attackers.get(source)
    defending = game.combat.defending.get(source)
    if defender is None:
        opponents = [p for p in game.turn_order if p != controller and not game.players[p].lost]
        if not opponents:
            return True
        defender = defending = opponents[0]
    made = []
    for _ in range(number):
        token = game.create_token(WARRIOR, controller)
        token.tapped = True
        game.combat.attackers[token.id] = defender
        game.combat.defending[token.id] = defending or defender
        made.append(token.id)
        game.events.append(
            event_of("token", f"{controller} creates {token.id}, attacking {defender}", "702.181a")
        )
    sacrifice = Ability(
        AbilityKind.TRIGGERED,
        Text(("At the beginning of the next end step, sacrifice them.",)),
        instructions=(Instruction("sacrifice_mobilized", params=(("tokens", tuple(made)),)),),
    )
    create_delayed(game, NEXT_END_STEP, source, controller, sacrifice)
    game.changed()
    return True


@handles("sacrifice_mobilized")
def _sacrifice_mobilized(it: Instructed) -> bool:
    """CR 702.181a, 701.21a: "Sacrifice them" — the tokens mobilize created that are still on
    the battlefield under the ability's controller's control."""
    game, controller = it.game, it.resolution.controller
    with game.at_once():
        for token in it.instruction.param("tokens", ()):
            obj = game.objects.get(token)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            if game.controller_of(token) != controller:
                continue
            game.move(token, Zone.GRAVEYARD)
            game.events.append(event_of("sacrifice", f"{controller} sacrifices {token}", "701.21a"))
            sacrificed(game, controller, token)
    return True


@handles("replicate")
def _replicate(it: Instructed) -> bool:
    """CR 702.56a, 707.10: "copy it for each time its replicate cost was paid. If the spell has
    any targets, you may choose new targets for any of the copies." — nothing if it was never
    paid, or the spell has left the stack."""
    game, spell = it.game, it.resolution.source_id
    obj = game.objects.get(spell)
    if obj is None or obj.zone is not Zone.STACK:
        game.events.append(event_of("replicate", f"{spell} has left the stack", "702.56a"))
        return True
    for _ in range(obj.kicks):
        copy_spell(game, spell, it.resolution.controller, new_targets=True)
    return True


CASCADED = "cascaded"
"""The key of :attr:`Resolution.choices` holding the cards a cascade ability exiled."""


@handles("cascade")
def _cascade(it: Instructed) -> bool:
    """CR 702.85a: "exile cards from the top of your library until you exile a nonland card
    whose mana value is less than this spell's mana value. You may cast that card without
    paying its mana cost if the resulting spell's mana value is less than this spell's mana
    value." — the spell's mana value as it last existed on the stack, if it has left (608.2h);
    the cast is its controller's choice as this resolves (608.2g)."""
    game, controller, spell = it.game, it.resolution.controller, it.resolution.source_id
    obj = game.objects.get(spell)
    if obj is not None and obj.zone is Zone.STACK:
        value = game.characteristics(spell).mana_value
    else:
        value = game.last_known[spell].mana_value if spell in game.last_known else 0
    exiled: list[str] = []
    hit = None
    for card in list(library(game, controller)):
        game.move(card, Zone.EXILE)
        exiled.append(card)
        chars = game.characteristics(card)
        if not chars.type_line.has_card_type("Land") and chars.mana_value < value:
            hit = card
            break
    it.resolution.choices[CASCADED] = tuple(exiled)
    names = ", ".join(game.characteristics(c).name or c for c in exiled) or "nothing"
    game.events.append(event_of("cascade", f"{controller} exiles {names} (cascade)", "702.85a"))
    if hit is None:
        return True
    free = Instruction("cast", params=(("value", "target"), ("free", True)))
    return HANDLERS["cast"](Instructed(game, it.resolution, free, hit))


@handles("cascade_bottom")
def _cascade_bottom(it: Instructed) -> bool:
    """CR 702.85a: "Then put all cards exiled this way that weren't cast on the bottom of your
    library in a random order." """
    game = it.game
    rest = [
        c
        for c in it.resolution.choices.get(CASCADED, ())
        if c in game.objects and game.objects[c].zone is Zone.EXILE
    ]
    game.rng.shuffle(rest)
    for card in rest:
        game.move(card, Zone.LIBRARY, bottom=True)
    if rest:
        game.events.append(
            event_of(
                "cascade", f"{len(rest)} card(s) go on the bottom in a random order", "702.85a"
            )
        )
    return True


EVOKED = "evoked"
"""A spell's memory: it was cast for its evoke cost (CR 702.74a)."""

EVOKE_TEXT = "When this permanent enters, if it was evoked, its controller sacrifices it."
"""CR 702.74a: evoke's triggered ability."""


def evoked_enters(game: GameState, permanent: str, controller: str) -> None:
    """CR 702.74a: a permanent whose spell was evoked enters: evoke's "When this permanent
    enters, if it was evoked, its controller sacrifices it." triggers."""
    changes = game.zone_changes(permanent)
    sacrifice = Instruction("evoke_sacrifice", params=(("changes", changes),))
    ability = Ability(AbilityKind.TRIGGERED, Text((EVOKE_TEXT,)), instructions=(sacrifice,))
    game.waiting_triggers.append((permanent, ability, controller))


@handles("evoke_sacrifice")
def _evoke_sacrifice(it: Instructed) -> bool:
    """CR 702.74a, 701.21a: "its controller sacrifices it" — the permanent that entered evoked,
    if it is still that object on the battlefield (400.7)."""
    game, permanent = it.game, it.resolution.source_id
    obj = game.objects.get(permanent)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return True
    if game.zone_changes(permanent) != it.instruction.param("changes"):
        return True
    controller = game.controller_of(permanent)
    game.move(permanent, Zone.GRAVEYARD)
    game.events.append(event_of("sacrifice", f"{controller} sacrifices {permanent}", "702.74a"))
    sacrificed(game, controller, permanent)
    return True


AGE = "age"
"""CR 702.24a: the counter cumulative upkeep puts on its permanent."""

CUMULATIVE_UPKEEP = "cumulative_upkeep"
"""The choice the controller of a permanent with cumulative upkeep makes: pay or sacrifice it
(CR 702.24a)."""

PAY_UPKEEP, DONT_PAY_UPKEEP = "pay", "don't pay"


@handles("cumulative_upkeep")
def _cumulative_upkeep(it: Instructed) -> bool:
    """CR 702.24a: "if this permanent is on the battlefield, put an age counter on this
    permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice
    it." — the cost is paid (or not) as the ability resolves (118.12); a controller who can't
    pay it sacrifices the permanent."""
    from mtgrules.vocab.mana import ManaCost

    game, controller = it.game, it.resolution.controller
    source = it.resolution.source_id
    obj = game.objects.get(source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return True  # CR 400.7: it left the battlefield; the ability does nothing
    game.add_counters(source, AGE, 1)
    ages = game.objects[source].counters.get(AGE, 0)
    cost = str(it.instruction.param("value", "")) * ages
    game.events.append(
        event_of("counter", f"an age counter is put on {source} ({ages} in all)", "702.24a")
    )
    if not Payer(game, controller).can_pay(ManaCost.parse(cost, game.rules.symbols), 0):
        game.events.append(event_of("pay", f"{controller} can't pay {cost}", "702.24a"))
        _sacrifice_for_upkeep(game, source, controller)
        return True
    game.choices_waiting.append(
        {
            "object": source,
            "choice": CUMULATIVE_UPKEEP,
            "player": controller,
            "cost": cost,
            "options": ((f"{PAY_UPKEEP} {cost}", PAY_UPKEEP), (DONT_PAY_UPKEEP, DONT_PAY_UPKEEP)),
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )
    return True


def _sacrifice_for_upkeep(game: GameState, source: str, controller: str) -> None:
    """CR 702.24a, 701.21a: "If you don't, sacrifice it." — if it is still on the battlefield
    under its controller's control."""
    obj = game.objects.get(source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or game.controller_of(source) != controller:
        return
    game.move(source, Zone.GRAVEYARD)
    game.events.append(event_of("sacrifice", f"{controller} sacrifices {source}", "701.21a"))
    sacrificed(game, controller, source)


def finish_cumulative_upkeep(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 702.24a, 118.12: the controller pays the upkeep (activating mana abilities as the
    payment needs, 601.2g-h), or doesn't and sacrifices the permanent; then the ability's
    instructions after this one are followed."""
    from mtgrules.vocab.mana import ManaCost

    player, source, cost = waiting["player"], waiting["object"], waiting["cost"]
    if dict(waiting["options"])[value] == PAY_UPKEEP:
        pay_cost(game, player, ManaCost.parse(cost, game.rules.symbols), 0)
        game.events.append(event_of("pay", f"{player} pays {cost}", "702.24a"))
    else:
        game.events.append(event_of("pay", f"{player} doesn't pay {cost}", "702.24a"))
        _sacrifice_for_upkeep(game, source, player)
    game.changed()
    if waiting.get("then"):
        follow(game, waiting["then"])
