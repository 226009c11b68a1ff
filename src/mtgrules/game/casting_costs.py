"""The costs of casting a spell (CR 118, 601.2f-h): additional and alternative costs, cost
increases and reductions, and paying them."""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtgrules.effects.ops import ChangeCost
from mtgrules.game.actions import CastSpell
from mtgrules.game.discard import discard_card
from mtgrules.game.keywords import FLASHBACK, KICKER, MULTIKICKER, OFFSPRING, REPLICATE
from mtgrules.game.log_entries import entry
from mtgrules.game.mana import pay_mana
from mtgrules.game.mana_pool import Mana
from mtgrules.game.objects import Zone
from mtgrules.game.permissions import FREE, NO_MANA
from mtgrules.game.play_state import event_of
from mtgrules.game.spending import Spending
from mtgrules.game.zone_events import sacrificed
from mtgrules.game.zones import hand, zone_lists
from mtgrules.model.abilities import AlternativeCost, CostObjects, EffectSpec, Filter
from mtgrules.model.costs import SpellCost, parse_spell_cost, spell_cost_options
from mtgrules.vocab.mana import GenericSymbol, ManaCost, SymbolTable

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


MAX_KICKS = 10
"""The most times a multikicker cost is offered (CR 702.33c; any number may be paid)."""
MANA_COST = "mana cost"
"""The name of the cost a spell is cast for when no alternative cost is chosen."""


def plus_mana(base: ManaCost, more: ManaCost) -> ManaCost:
    """CR 601.2f: a mana cost with more mana added (an additional cost's)."""
    return _generic_changed(ManaCost(base.symbols + more.symbols))


@dataclass(frozen=True)
class AdditionalCosts:
    """CR 118.8: a spell's additional costs: the ones it must pay together (``mandatory``), and
    its kicker cost (702.33a), which may be paid once, or any number of times for multikicker
    (702.33c)."""

    mandatory: SpellCost = field(default_factory=SpellCost)
    kicker: SpellCost | None = None
    multikicker: bool = False
    options: tuple[SpellCost, ...] = ()
    """A choice of additional costs, one of which is paid ("sacrifice an artifact or discard a
    card", CR 601.2b): announced by its number, from 1, in the order printed."""

    def choices(self) -> range:
        """The numbers of the options that may be announced (CR 601.2b): 0 when none."""
        return range(1, len(self.options) + 1) if self.options else range(1)

    def kick_counts(self) -> range:
        """How many times it may be kicked (CR 702.33d): none without kicker; once, or up to
        :data:`MAX_KICKS` times for multikicker."""
        if self.kicker is None:
            return range(1)
        return range(MAX_KICKS + 1 if self.multikicker else 2)

    def announced(self, kicks: int, choice: int = 0) -> SpellCost:
        """The additional costs to pay when kicked ``kicks`` times, with the option ``choice``
        of a choice of costs (CR 601.2b, 601.2f)."""
        mandatory = self.mandatory
        if self.options and 1 <= choice <= len(self.options):
            mandatory = mandatory + self.options[choice - 1]
        if not kicks or self.kicker is None:
            return mandatory
        return mandatory + self.kicker.times(kicks)


def additional_costs(game: GameState, card: str, face: str | None = None) -> AdditionalCosts:
    """The additional costs of casting ``card`` (the half ``face`` of a split card): from its
    static abilities "As an additional cost to cast this spell, …" (CR 118.8) and its kicker or
    multikicker (702.33). Of two kicker costs (702.33b), the first is offered."""
    chars = game.characteristics(card) if face is None else game.half_characteristics(card, face)
    mandatory, kicker, multikicker = SpellCost(), None, False
    options: tuple[SpellCost, ...] = ()
    for ability in chars.abilities:
        if ability.additional_cost and not options:
            offered = _read_cost_options(ability.additional_cost, game.rules.symbols)
            if len(offered) > 1:
                options = offered  # CR 601.2b: one of them, announced
            else:
                mandatory += offered[0]
        elif ability.additional_cost:
            mandatory += _read_spell_cost(ability.additional_cost, game.rules.symbols)
        elif kicker is None and (ability.is_keyword(KICKER) or ability.is_keyword(MULTIKICKER)):
            kicker = _read_spell_cost(ability.parameter, game.rules.symbols)
            multikicker = ability.is_keyword(MULTIKICKER)
        elif kicker is None and ability.is_keyword(OFFSPRING):  # CR 702.175a: paid or not,
            kicker = _read_spell_cost(ability.parameter, game.rules.symbols)  # as a kicker
        elif kicker is None and ability.is_keyword(REPLICATE):  # CR 702.56a: any number of
            kicker = _read_spell_cost(ability.parameter, game.rules.symbols)  # times, counted
            multikicker = True  # as a multikicker's are (the spell remembers how many)
    return AdditionalCosts(mandatory, kicker, multikicker, options)


@functools.lru_cache(maxsize=1024)
def _read_spell_cost(text: str, symbols: SymbolTable) -> SpellCost:
    return parse_spell_cost(text, symbols)


@functools.lru_cache(maxsize=1024)
def _read_cost_options(text: str, symbols: SymbolTable) -> tuple[SpellCost, ...]:
    return spell_cost_options(text, symbols)


def sacrifice_choices(
    game: GameState, player: str, kinds: tuple[str, ...]
) -> list[tuple[str, ...]]:
    """CR 701.21a, 601.2h: the ways to choose different permanents ``player`` controls to
    sacrifice, one of each kind (``Creature``, ``Goblin``, ``Permanent``)."""
    if not kinds:
        return [()]
    mine = [
        i for i in zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
        if game.controller_of(i) == player
    ]  # fmt: skip
    if len(set(kinds)) == 1:
        fitting = [i for i in mine if is_a(game, i, kinds[0])]
        return list(itertools.combinations(fitting, len(kinds)))
    each = [[i for i in mine if is_a(game, i, kind)] for kind in kinds]
    return [c for c in itertools.product(*each) if len(set(c)) == len(c)]


def is_a(game: GameState, object_id: str, word: str) -> bool:
    """Whether a permanent is what a cost's word names: ``Permanent``, a card type or a
    subtype, or one of several (``Artifact or creature``: "sacrifice an artifact or
    creature")."""
    if word == "Permanent":
        return True
    line = game.characteristics(object_id).type_line
    return any(
        line.has_card_type(w.capitalize()) or line.has_subtype(w) for w in word.split(" or ")
    )


def discard_choices(game: GameState, player: str, card: str, count: int) -> list[tuple[str, ...]]:
    """CR 701.9a, 601.2h: the ways to choose ``count`` other cards in ``player``'s hand to
    discard (the spell itself is on the stack by then, 601.2a)."""
    if not count:
        return [()]
    others = sorted(c for c in hand(game, player) if c != card)
    return list(itertools.combinations(others, count))


def casting_costs(
    game: GameState, player: str, card: str, face: str | None = None
) -> list[tuple[str, ManaCost]]:
    """CR 118.9, 601.2b: the costs ``card`` (the half ``face`` of a split card, 709.3) may be
    cast for now: its mana cost, and each alternative cost whose conditions hold (only one may
    be chosen)."""
    return [(label, mana) for label, mana, _ in casting_options(game, player, card, face)]


def casting_options(
    game: GameState, player: str, card: str, face: str | None = None
) -> list[tuple[str, ManaCost, AlternativeCost | None]]:
    """CR 118.9, 601.2b: :func:`casting_costs` with the alternative cost each one is (None for
    the mana cost). An alternative cost for "If it's not your turn" is offered only then."""
    from mtgrules.effects.engine import EffectContext, EffectInstance

    obj = game.objects[card]
    if face is not None and obj.card is not None:
        half = obj.card.face(face)
        mana_cost = ManaCost.parse(half.mana_cost, game.rules.symbols) if half.mana_cost else None
    else:
        mana_cost = game.characteristics(card).mana_cost
    costs: list[tuple[str, ManaCost, AlternativeCost | None]] = []
    if mana_cost is not None:
        costs.append((MANA_COST, mana_cost, None))
        if _free_up_to_lands(game, player, mana_cost):
            costs.append((FREE, NO_MANA, None))  # CR 118.9
    if obj.card is None or obj.face is None:
        return costs
    definition_face = obj.card.face(face) if face else obj.face
    alternatives = list(game.definition_of(obj.card, definition_face).alternative_costs)
    chars = game.characteristics(card) if face is None else game.half_characteristics(card, face)
    alternatives += [  # CR 702.34a: a flashback cost is paid only from the graveyard
        a.alternative_cost
        for a in chars.abilities
        if a.alternative_cost and not a.is_keyword(FLASHBACK)
    ]
    for alternative in alternatives:
        if game.spells_cast_this_turn < alternative.spells_cast_this_turn:
            continue
        if alternative.not_your_turn and game.active_player == player:
            continue
        if alternative.opponent_lost_life and not any(
            state.life_lost_this_turn for p, state in game.players.items() if p != player
        ):  # CR 702.137a: spectacle
            continue
        if alternative.opponent_cast and not any(
            n >= alternative.opponent_cast for p, n in game.spells_cast_by.items() if p != player
        ):
            continue
        if alternative.condition is not None:
            result = game.layers()
            assert result.view is not None
            instance = EffectInstance(
                ("cost",), EffectSpec(Filter(zones=()), ()), card, (0,), fixed_controller=player
            )
            if not alternative.condition.holds(
                EffectContext(instance, result.view, game), result.view
            ):
                continue
        mana = ManaCost.parse(alternative.mana, game.rules.symbols)
        costs.append((alternative.label, mana, alternative))
    return costs


def _free_up_to_lands(game: GameState, player: str, mana_cost: ManaCost) -> bool:
    """CR 118.9, 202.3: whether an effect of ``player``'s lets them cast a spell of this mana
    cost without paying it, its mana value being at most the number of lands they control
    (Fires of Invention; X is 0 then, 107.3b)."""
    from mtgrules.cards.oracle.families.playing import FREE_UP_TO_LANDS
    from mtgrules.effects.ops import ChangeRules

    if not any(
        isinstance(op, ChangeRules) and op.rule == FREE_UP_TO_LANDS and controller == player
        for _, controller, op in game.layers().rule_effects
    ):
        return False
    lands = sum(
        1
        for i in zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
        if game.controller_of(i) == player
        and game.characteristics(i).type_line.has_card_type("Land")
    )
    return mana_cost.mana_value() <= lands


def cost_object_candidates(game: GameState, player: str, card: str, part: CostObjects) -> list[str]:
    """CR 118.9, 601.2h: the objects ``player`` may choose for a part of a cost of casting
    ``card``: other cards in their hand to exile (the spell is on the stack by then, 601.2a);
    permanents they control to return or sacrifice (701.21a); untapped ones to tap (701.26a)."""
    from mtgrules.effects.engine import EffectContext, EffectInstance

    if part.action == "exile":
        pool = [c for c in hand(game, player) if c != card]
    else:
        pool = [
            i for i in zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
            if game.controller_of(i) == player
            and not (part.action == "tap" and game.objects[i].tapped)
        ]  # fmt: skip
    result = game.layers()
    assert result.view is not None
    instance = EffectInstance(
        ("cost",), EffectSpec(part.filter, ()), card, (0,), fixed_controller=player
    )
    context = EffectContext(instance, result.view, game)
    found = []
    for candidate in sorted(pool):
        record = result.view.get(candidate)
        if record is not None and part.filter.matches(record, context, result.view):
            found.append(candidate)
    return found


def alternative_choices(
    game: GameState, player: str, card: str, alternative: AlternativeCost | None
) -> list[tuple[str, ...]]:
    """CR 118.9, 601.2h: the ways to choose the objects an alternative cost is paid with, in
    the order of its parts (none to choose: one way; too few objects: none)."""
    if alternative is None or not alternative.objects:
        return [()]
    each = [
        list(itertools.combinations(cost_object_candidates(game, player, card, part), part.count))
        for part in alternative.objects
    ]
    ways = [tuple(i for group in c for i in group) for c in itertools.product(*each)]
    return [w for w in ways if len(set(w)) == len(w)]


def alternative_refusal(
    game: GameState,
    player: str,
    card: str,
    alternative: AlternativeCost | None,
    chosen: tuple[str, ...],
) -> tuple[str, str] | None:
    """Why the objects ``chosen`` can't pay ``alternative`` (CR 118.9, 601.2h), or None."""
    if alternative is None or not alternative.objects:
        if chosen:
            return ("nothing is chosen to pay this spell's cost", "601.2h")
        return None
    if chosen in alternative_choices(game, player, card, alternative):
        return None
    wanted = "; ".join(
        f"{part.action} {part.count} ({', '.join(cost_object_candidates(game, player, card, part)) or 'none can be'})"
        for part in alternative.objects
    )
    return (f"{', '.join(chosen) or 'nothing'} can't pay '{alternative.label}': {wanted}", "118.9")


def pay_alternative(
    game: GameState, player: str, alternative: AlternativeCost | None, chosen: tuple[str, ...]
) -> None:
    """CR 601.2h, 118.9: pay the part of an alternative cost that isn't mana or life: exile the
    chosen cards from hand (406.3), return the chosen permanents to their owner's hand (400.7),
    sacrifice them (701.21a) or tap them (701.26a)."""
    if alternative is None:
        return
    if alternative.reveal_hand:  # CR 701.20a: every other player sees the hand
        cards = sorted(hand(game, player))
        game.show(cards)
        game.events.append(event_of("reveal", f"{player} reveals their hand", "701.20a"))
    chosen_left = list(chosen)
    for part in alternative.objects:
        taken, chosen_left = chosen_left[: part.count], chosen_left[part.count :]
        for object_id in taken:
            if part.action == "tap":
                game.objects[object_id].tapped = True
                game.events.append(event_of("tap", f"{player} taps {object_id}", "701.26a"))
                continue
            zone = {"exile": Zone.EXILE, "return": Zone.HAND, "sacrifice": Zone.GRAVEYARD}
            game.move(object_id, zone[part.action])
            rule = {"exile": "406.3", "return": "400.7", "sacrifice": "701.21a"}[part.action]
            said = {"exile": "exiles", "return": "returns", "sacrifice": "sacrifices"}
            game.events.append(
                event_of(part.action, f"{player} {said[part.action]} {object_id}", rule)
            )
            if part.action == "sacrifice":
                sacrificed(game, player, object_id)
    game.changed()


def total_cost(game: GameState, player: str, card: str, base: ManaCost) -> ManaCost:
    """CR 601.2f: the total cost: the mana cost, plus cost increases, minus cost reductions
    (which reduce only generic mana that generic reductions may reduce — not {S}, not a
    variant's symbol that says so — and never below {0})."""
    increase = reduce = 0
    result = game.layers()
    for source, controller, op in result.rule_effects:
        if isinstance(op, ChangeCost) and op.if_targets is not None:
            continue  # by the targets chosen: :func:`target_reduction`
        if isinstance(op, ChangeCost) and _spell_matches(
            game, op.spells, card, source, controller, player
        ):
            amount = op.amount * _times(game, op, source, controller)
            if amount > 0:
                increase += amount
            else:
                reduce -= amount
    if not increase and not reduce:
        return base
    return _generic_changed(base, increase - reduce)


def target_reduction(
    game: GameState, player: str, card: str, targets: tuple[str, ...] | None = None
) -> int:
    """CR 601.2c, 601.2f: how much less generic mana ``card`` costs for its ``targets`` ("{this}
    costs {2} less to cast if it targets a blue spell", Mystical Dispute); with ``targets``
    None, the most it could cost less for any targets."""
    from mtgrules.effects.engine import EffectContext, EffectInstance

    result = game.layers()
    view = result.view
    assert view is not None
    total = 0
    for source, controller, op in result.rule_effects:
        if not isinstance(op, ChangeCost) or op.if_targets is None or op.amount >= 0:
            continue
        if not _spell_matches(game, op.spells, card, source, controller, player):
            continue
        if targets is not None:
            instance = EffectInstance(
                ("cost",), EffectSpec(op.if_targets, ()), source, (0,),
                fixed_controller=controller,
            )  # fmt: skip
            ctx = EffectContext(instance, view, game)
            records = [view.get(t) for t in targets]
            if not any(r is not None and op.if_targets.matches(r, ctx, view) for r in records):
                continue
        total -= op.amount
    return total


def _times(game: GameState, op: ChangeCost, source: str, controller: str) -> int:
    """CR 601.2f: how many times a cost change applies: once, or "for each" object its count
    finds as the total cost is determined ("{1} less to cast for each instant and sorcery
    card in your graveyard")."""
    if op.per is None:
        return 1
    from mtgrules.effects.engine import EffectContext, EffectInstance

    result = game.layers()
    assert result.view is not None
    instance = EffectInstance(
        ("cost",), EffectSpec(Filter(zones=()), ()), source, (0,), fixed_controller=controller
    )
    return op.per.value(EffectContext(instance, result.view, game), result.view)


def _generic_changed(cost: ManaCost, change: int = 0) -> ManaCost:
    """``cost`` with its generic mana in one symbol, ``change`` more or less of it (never below
    {0}, CR 601.2f)."""
    generic = sum(s.amount for s in cost.symbols if isinstance(s, GenericSymbol)) + change
    variables = [s for s in cost.symbols if s.is_generic and not isinstance(s, GenericSymbol)]
    others = [s for s in cost.symbols if not s.is_generic]
    symbols = [*variables, *([GenericSymbol(generic)] if generic > 0 else []), *others]
    return ManaCost(tuple(symbols) or (GenericSymbol(0),))


@dataclass
class _SpellView:
    """A card being cast, as a cost-changing effect's filter sees it."""

    id: str
    zone: str
    owner: str
    controller: str
    type_line: Any
    colors: Any
    is_token: bool
    attached_to: str | None
    mana_value: int
    abilities: Any

    def has_keyword(self, word: str) -> bool:
        return any(a.is_keyword(word) for a in self.abilities)


def _spell_matches(
    game: GameState, spells: Filter, card: str, source: str, controller: str, caster: str
) -> bool:
    from mtgrules.effects.engine import EffectContext, EffectInstance

    result = game.layers()
    assert result.view is not None
    chars = game.characteristics(card)
    obj = game.objects[card]
    spell = _SpellView(
        card, "stack", obj.owner, caster, chars.type_line, chars.colors, obj.is_token, None,
        chars.mana_value, chars.abilities,
    )  # fmt: skip
    instance = EffectInstance(
        ("cost",), EffectSpec(spells, ()), source, (0,), fixed_controller=controller
    )
    return spells.matches(spell, EffectContext(instance, result.view, game), result.view)


def pay_cost(
    game: GameState,
    player: str,
    cost: ManaCost,
    x: int,
    exclude: str | None = None,
    *,
    life_reserved: int = 0,
    spending: Spending | None = None,
) -> list[Mana]:
    """CR 601.2g-h: pay ``cost`` for ``spending`` (106.6: restricted mana only on what it
    allows), activating mana abilities as planned; returns the mana spent."""
    return pay_mana(game, player, cost, x, exclude, life=life_reserved, spending=spending)


def pay_beyond_mana(game: GameState, action: CastSpell, extra: SpellCost) -> dict[str, int]:
    """CR 601.2h, 118.8: pay the additional costs that aren't mana — sacrifice the chosen
    permanents (701.21a), discard the chosen cards (701.9a), pay life (119.4). Returns what the
    spell remembers of them: the power of what was sacrificed, as it last existed (608.2h)."""
    player = action.player
    remembered: dict[str, int] = {}
    if action.kicks:
        remembered["kicked"] = action.kicks
    if action.sacrifice:
        power = sum(max(0, game.characteristics(p).power or 0) for p in action.sacrifice)
        remembered["sacrificed_power"] = power
        mana_value = sum(game.characteristics(p).mana_value for p in action.sacrifice)
        remembered["sacrificed_mana_value"] = mana_value  # "the sacrificed permanent's …"
    for permanent in action.sacrifice:
        game.move(permanent, Zone.GRAVEYARD)
        game.events.append(
            entry(
                "sacrifice", f"{player} sacrifices {permanent}", "701.21a",
                player=player, targets=[permanent],
            )
        )  # fmt: skip
        sacrificed(game, player, permanent)
    if action.discard:  # "If the discarded card wasn't a land card, …" (CR 608.2h)
        remembered["discarded_nonland"] = sum(
            not game.characteristics(c).type_line.has_card_type("Land") for c in action.discard
        )
    for card in action.discard:
        discard_card(game, player, card)  # CR 702.35a: madness exiles it instead
        game.events.append(event_of("discard", f"{player} discards {card}", "701.9a"))
    if extra.life:
        game.players[player].life -= extra.life
        game.events.append(
            entry(
                "pay life", f"{player} pays {extra.life} life", "119.4",
                player=player, amount=extra.life,
            )
        )  # fmt: skip
    return remembered
