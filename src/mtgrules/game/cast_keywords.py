"""Keywords that change how a spell is cast (CR 601.2): flashback (702.34: cast from the
graveyard for another cost, exiled as it leaves the stack), delve (702.66: cards exiled from the
graveyard pay generic mana), affinity for artifacts (702.41: a cost reduction) and storm
(702.40: copies as it is cast). The casting code (:mod:`mtgrules.game.casting`) asks these
functions for the ways to cast a spell and calls :func:`cast_with_keywords` once the spell is on
the stack."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.cards.keyword_abilities import EVOKE_COST
from mtgrules.game.actions import CastSpell
from mtgrules.game.bestow import cast_bestowed
from mtgrules.game.copies import copy_spell
from mtgrules.game.delayed import create_delayed
from mtgrules.game.instructed import HANDLERS, Instructed, handles
from mtgrules.game.keyword_triggers import EVOKED
from mtgrules.game.keywords import AFFINITY, DELVE, FLASHBACK, REBOUND, STORM
from mtgrules.game.objects import EXILED_TO_CAST, Zone
from mtgrules.game.permissions import (
    ESCAPE_COST,
    FLASHBACK_COST,
    GraveyardWay,
    cast_with_escape,
    escape_refusal,
    permitted_ways,
)
from mtgrules.game.play_state import event_of
from mtgrules.game.refusals import Refusal
from mtgrules.game.zones import zone_lists
from mtgrules.model.abilities import Ability, AbilityKind, Instruction
from mtgrules.model.costs import SpellCost, parse_spell_cost
from mtgrules.model.text import Text
from mtgrules.vocab.mana import GenericSymbol, ManaCost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

EXILE_INSTEAD = "exile_as_it_leaves_the_stack"
"""A spell's choice: it was cast with flashback, so it is exiled instead of going anywhere else
as it leaves the stack (CR 702.34a)."""

STORM_COUNT = "storm_count"
"""A spell's memory: how many spells were cast this turn before it (CR 702.40a)."""


def graveyard_ways(game: GameState, player: str) -> list[GraveyardWay]:
    """CR 702.34a: the instant and sorcery cards in ``player``'s graveyard with flashback, each
    with its flashback cost (of two flashback abilities, the first is offered)."""
    ways = []
    for card in zone_lists(game).get((Zone.GRAVEYARD, player), ()):
        chars = game.characteristics(card)
        line = chars.type_line
        if not (line.has_card_type("Instant") or line.has_card_type("Sorcery")):
            continue
        ability = next((a for a in chars.abilities if a.is_keyword(FLASHBACK)), None)
        if ability is None:
            continue
        if ability.alternative_cost is not None:  # "Flashback—Tap three untapped …"
            free = ManaCost((GenericSymbol(0),))
            ways.append(
                GraveyardWay(card, FLASHBACK_COST, free, SpellCost(), 0, ability.alternative_cost)
            )
            continue
        cost = parse_spell_cost(ability.parameter.rstrip("."), game.rules.symbols)
        mana = cost.mana if cost.mana is not None else ManaCost((GenericSymbol(0),))
        extra = SpellCost(None, cost.sacrifice, cost.discard, cost.life, cost.text)
        ways.append(GraveyardWay(card, FLASHBACK_COST, mana, extra))

    return ways + permitted_ways(game, player)  # CR 601.3: effects' permissions


def in_graveyard_to_cast(game: GameState, card: str, player: str) -> bool:
    """Whether ``card`` is in ``player``'s graveyard with a way to be cast from there."""
    return any(w.card == card for w in graveyard_ways(game, player))


def graveyard_labels(game: GameState, player: str, card: str) -> list[str]:
    """The costs ``card`` may be cast for from ``player``'s graveyard (CR 702.34a)."""
    return [w.label for w in graveyard_ways(game, player) if w.card == card]


def affinity_reduction(game: GameState, player: str, card: str, cost: ManaCost) -> ManaCost:
    """CR 702.41a: "Affinity for artifacts" means "this spell costs {1} less to cast for each
    artifact you control"; each instance reduces the cost (702.41b); a reduction reduces only
    generic mana (601.2f)."""
    instances = sum(a.is_keyword(AFFINITY) for a in game.characteristics(card).abilities)
    if not instances:
        return cost
    artifacts = sum(
        1
        for i in zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
        if game.controller_of(i) == player
        and game.characteristics(i).type_line.has_card_type("Artifact")
    )
    return less_generic(cost, instances * artifacts)


def less_generic(cost: ManaCost, amount: int) -> ManaCost:
    """``cost`` with ``amount`` less generic mana (never below none, CR 601.2f)."""
    generic = sum(s.amount for s in cost.symbols if isinstance(s, GenericSymbol))
    left = max(0, generic - amount)
    others = [s for s in cost.symbols if not isinstance(s, GenericSymbol)]
    symbols = [*([GenericSymbol(left)] if left else []), *others]
    return ManaCost(tuple(symbols) or (GenericSymbol(0),))


def delve_choices(game: GameState, player: str, card: str, cost: ManaCost) -> list[tuple[str, ...]]:
    """CR 702.66a: with delve, each card exiled from the caster's graveyard as the spell's total
    cost is paid pays for {1}: one choice for each number of cards (none, one, … as many as
    the generic mana and the graveyard allow), the oldest cards first. Any other choice of
    that many cards is as legal (:func:`delve_refusal`)."""
    if not any(a.is_keyword(DELVE) for a in game.characteristics(card).abilities):
        return [()]
    generic = sum(s.amount for s in cost.symbols if isinstance(s, GenericSymbol))
    graveyard = [c for c in zone_lists(game).get((Zone.GRAVEYARD, player), ()) if c != card]
    return [tuple(graveyard[:n]) for n in range(min(generic, len(graveyard)) + 1)]


def delve_refusal(game: GameState, action: CastSpell) -> Refusal | None:
    """CR 702.66a: the cards exiled to pay for a spell with delve are different cards in its
    caster's graveyard (not the spell itself); a spell without delve exiles none."""
    if action.cost == ESCAPE_COST:
        return escape_refusal(game, action)  # CR 702.138a: the cards its cost exiles
    if not action.exile:
        return None
    if not any(a.is_keyword(DELVE) for a in game.characteristics(action.card).abilities):
        return Refusal(f"'{action.card}' has no delve: no card is exiled to cast it", "702.66a")
    if len(set(action.exile)) != len(action.exile):
        return Refusal("each card exiled for delve is a different card", "702.66a")
    for card in action.exile:
        obj = game.objects.get(card)
        if card == action.card or obj is None or obj.zone is not Zone.GRAVEYARD:
            return Refusal(f"'{card}' is not a card in {action.player}'s graveyard", "702.66a")
        if obj.owner != action.player:
            return Refusal(f"'{card}' is not a card in {action.player}'s graveyard", "702.66a")
    return None


def delved_otherwise(game: GameState, action: CastSpell, legal: list[CastSpell]) -> bool:
    """Whether ``action`` is a legal cast but for which graveyard cards it exiles for delve
    (the legal actions offer one choice of each number of cards, CR 702.66a)."""
    if delve_refusal(game, action) is not None:
        return False
    for other in legal:
        if len(other.exile) == len(action.exile) and _same_but_exile(other, action):
            return True
    return False


def _same_but_exile(one: CastSpell, other: CastSpell) -> bool:
    """The same cast in every choice (every field, whatever fields casting gains) but which
    cards delve exiles."""
    return replace(one, exile=()) == replace(other, exile=())


def cast_with_keywords(game: GameState, action: CastSpell, came_from: str = "hand") -> None:
    """What the spell's keywords do as it is cast, once it is on the stack (CR 601.2h-i):
    delve exiles the chosen cards (702.66a); a spell cast with flashback will be exiled as it
    leaves the stack (702.34a); a spell with storm remembers how many spells were cast before
    it this turn (702.40a); a spell with rebound cast from its caster's hand (``came_from``)
    will be exiled as it resolves (702.88a)."""
    obj = game.objects[action.card]
    cast_bestowed(game, action)  # CR 702.103b
    if action.cost == EVOKE_COST:
        obj.choices[EVOKED] = True  # CR 702.74a
    if action.cost == ESCAPE_COST:
        cast_with_escape(game, action)  # CR 702.138a, 702.138c
    for card in action.exile if action.cost != ESCAPE_COST else ():
        game.move(card, Zone.EXILE)
        game.events.append(event_of("delve", f"{action.player} exiles {card} (delve)", "702.66a"))
    if action.exile and action.cost != ESCAPE_COST:  # CR 702.66a: the cards exiled with it
        obj.choices[EXILED_TO_CAST] = tuple((c, game.zone_changes(c)) for c in action.exile)
    if action.cost == FLASHBACK_COST:
        obj.choices[EXILE_INSTEAD] = True
    if any(a.is_keyword(STORM) for a in game.characteristics(action.card).abilities):
        obj.choices[STORM_COUNT] = game.spells_cast_this_turn
    if came_from == Zone.HAND.value and any(
        a.is_keyword(REBOUND) for a in game.characteristics(action.card).abilities
    ):
        obj.choices[REBOUND_FROM_HAND] = True


REBOUND_FROM_HAND = "rebound_from_hand"
"""A spell's memory: it has rebound and was cast from its caster's hand (CR 702.88a)."""

REBOUND_TEXT = (
    "At the beginning of your next upkeep, you may cast this card from exile without paying "
    "its mana cost."
)
"""CR 702.88a: the delayed triggered ability rebound creates."""


def rebound_instead(game: GameState, spell: str, controller: str) -> bool:
    """CR 702.88a: "If you cast this spell from your hand, instead of putting it into your
    graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
    this card from exile without paying its mana cost." Whether it was exiled so (a spell
    countered, or cast from elsewhere, goes to the graveyard as usual)."""
    obj = game.objects.get(spell)
    if obj is None or obj.zone is not Zone.STACK or not obj.choices.get(REBOUND_FROM_HAND):
        return False
    game.move(spell, Zone.EXILE)
    game.events.append(event_of("rebound", f"{spell} is exiled (rebound)", "702.88a"))
    again = Instruction("rebound_cast", params=(("changes", game.zone_changes(spell)),))
    ability = Ability(AbilityKind.TRIGGERED, Text((REBOUND_TEXT,)), instructions=(again,))
    create_delayed(game, "your_next_upkeep", spell, controller, ability)
    return True


@handles("rebound_cast")
def _rebound_cast(it: Instructed) -> bool:
    """CR 702.88a, 608.2g: "you may cast this card from exile without paying its mana cost" —
    if it is still the card rebound exiled (400.7), its owner chooses as this resolves whether
    to cast it, and how; if they don't, it stays in exile."""
    game, card = it.game, it.resolution.source_id
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE:
        return True
    if game.zone_changes(card) != it.instruction.param("changes"):
        return True  # a new object since (CR 400.7)
    free = Instruction("cast", params=(("value", "target"), ("free", True)))
    return HANDLERS["cast"](Instructed(game, it.resolution, free, card))


@handles("storm")
def _storm(it: Instructed) -> bool:
    """CR 702.40a: "When you cast this spell, copy it for each other spell that was cast before
    it this turn. If the spell has any targets, you may choose new targets for any of the
    copies." Copies are made of the spell while it is on the stack."""
    game, spell = it.game, it.resolution.source_id
    obj = game.objects.get(spell)
    if obj is None or obj.zone is not Zone.STACK:
        game.events.append(
            event_of("storm", f"{spell} has left the stack: no copies are made", "702.40a")
        )
        return True
    count = int(obj.choices.get(STORM_COUNT, 0))
    for _ in itertools.repeat(None, count):
        copy_spell(game, spell, it.resolution.controller, new_targets=True)
    return True
