"""Casting spells (CR 601) and playing lands (CR 305.1): which spells a player may cast now, how,
and casting them."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.actions import Action, CastSpell, PlayLand
from mtgrules.game.adventures import adventure_refusal
from mtgrules.game.assignment import divisions
from mtgrules.game.bestow import bestow_targets
from mtgrules.game.cast_keywords import (
    affinity_reduction,
    cast_with_keywords,
    delve_choices,
    delve_refusal,
    graveyard_labels,
    graveyard_ways,
    in_graveyard_to_cast,
    less_generic,
)
from mtgrules.game.casting_costs import (
    MAX_KICKS,
    AdditionalCosts,
    additional_costs,
    alternative_choices,
    alternative_refusal,
    casting_costs,
    casting_options,
    discard_choices,
    is_a,
    pay_alternative,
    pay_beyond_mana,
    pay_cost,
    plus_mana,
    sacrifice_choices,
    target_reduction,
    total_cost,
)
from mtgrules.game.casting_effects import OPPONENTS_CANT_CAST, casts_sorceries_as_though_flash
from mtgrules.game.cost_minimums import minimum_cost
from mtgrules.game.dividing import check_division, divided_amount
from mtgrules.game.errors import IllegalAction
from mtgrules.game.history import note_mana_spent
from mtgrules.game.keywords import FLASH
from mtgrules.game.land_plays import land_plays_allowed
from mtgrules.game.log_entries import entry
from mtgrules.game.mana import Payer
from mtgrules.game.modes import (
    CHOSEN,
    chosen_text,
    modal_ability,
    mode_choices,
    mode_refusal,
    modes_phrase,
)
from mtgrules.game.objects import Zone
from mtgrules.game.permissions import permitted_lands
from mtgrules.game.play_state import StackItem, event_of
from mtgrules.game.prohibitions import casting_prohibited, may_cast_as_though_flash
from mtgrules.game.refusals import Refusal
from mtgrules.game.spells import revealed_texts, spell_text, split_halves
from mtgrules.game.spending import Spending, spent_on_spell
from mtgrules.game.stack_abilities import next_spell_cast
from mtgrules.game.target_checks import check_targets
from mtgrules.game.targeted import became_targets_of_spell
from mtgrules.game.targets import spell_target_specs, target_choices, with_x
from mtgrules.game.timing import sorcery_timing
from mtgrules.game.triggers import emit_event
from mtgrules.game.ward import became_targets
from mtgrules.game.zones import hand, zone_lists
from mtgrules.model.abilities import AlternativeCost, TargetSpec
from mtgrules.model.costs import SpellCost
from mtgrules.model.history import YOU_CAST_TWO_ON_YOUR_TURN
from mtgrules.model.triggers import GameEvent
from mtgrules.vocab.mana import ManaCost
from mtgrules.vocab.typeline import TypeLine

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def land_actions(game: GameState, player: str) -> list[Action]:
    """CR 305.2: one land per turn (more if effects allow, 305.2a), at sorcery timing."""
    if not sorcery_timing(game, player) or game.land_plays >= land_plays_allowed(game, player):
        return []  # refused whatever the card: spare the look at each one
    # Only a land may be played (land_refusal decides): spare building a refusal for the rest.
    return [
        PlayLand(player, card)
        for card in [*hand(game, player), *permitted_lands(game, player)]  # CR 601.3
        if game.characteristics(card).type_line.has_card_type("Land")
        and land_refusal(game, player, card) is None
    ]


def cast_actions(
    game: GameState, player: str, payer: Payer | None = None, only: str | None = None
) -> list[Action]:
    """The spells ``player`` may cast now (of the card ``only``, if given): the costs are looked
    at before the targets, which take longer to list."""
    payer = payer or Payer(game, player)
    actions: list[Action] = []
    for way in _spells_in_hand(game, player):
        if only is not None and way.card != only:
            continue
        if way.kicks > 1 and way.cost.mana_value() > payer.available():
            continue  # kicked more times than there is mana for (a quick look, CR 702.33c)
        if cast_timing_refusal(game, player, way.card, way.face) is not None:
            continue
        if way.extra.life and game.players[player].life < way.extra.life:
            continue  # CR 119.4: no more life than one has
        xs = range(0, payer.max_x(way.cost) + 1) if way.has_x else [0]
        reduced = target_reduction(game, player, way.card)  # CR 601.2f: by its targets
        for x in xs:
            if x and casting_prohibited(game, player, way.card, x) is not None:
                continue  # CR 601.3, 202.3e: a prohibition on the mana value X makes
            least = less_generic(way.cost, reduced) if reduced else way.cost
            cost = minimum_cost(game, least, x, len(way.exile))  # CR 601.2f: Trinisphere
            spending = Spending(cast=way.card)  # CR 106.6
            if payer.can_pay(cost, x, life_reserved=way.extra.life, spending=spending):
                ways = _casting(game, player, way, x)
                actions += [a for a in ways if _payable(game, payer, way, a)] if reduced else ways
    return actions


def _payable(game: GameState, payer: Payer, way: _WayToCast, action: CastSpell) -> bool:
    """CR 601.2f: whether the total cost for the targets ``action`` chose can be paid."""
    return payer.can_pay(
        _cost_for_targets(game, way, action),
        action.x,
        life_reserved=way.extra.life,
        spending=Spending(cast=way.card),  # CR 106.6
    )


def _cost_for_targets(game: GameState, way: _WayToCast, action: CastSpell) -> ManaCost:
    """CR 601.2c, 601.2f: the total cost, once the targets are chosen ("{this} costs {2} less
    to cast if it targets a blue spell"), with a minimum (Trinisphere) applied last."""
    reduced = target_reduction(game, action.player, action.card, action.targets)
    cost = less_generic(way.cost, reduced) if reduced else way.cost
    return minimum_cost(game, cost, action.x, len(way.exile))


def _casting(game: GameState, player: str, way: _WayToCast, x: int) -> list[CastSpell]:
    """The ways to cast ``way.card`` with X = ``x``, one per choice of targets, of permanents
    to sacrifice and of cards to discard for its additional costs (CR 601.2c, 601.2h) —
    remembered for this game version unless a target must be tapped, attacking…"""
    derived = game.derived()
    key = ("casting", player, way.card, way.face, way.label, way.kicks, x, way.exile, way.choice)
    known: list[CastSpell] | None = derived.get(key)
    if known is not None:
        return known
    made: list[CastSpell] = []
    remember = True
    sacrifices = sacrifice_choices(game, player, way.extra.sacrifice)
    discards = discard_choices(game, player, way.card, way.extra.discard)
    paid_with = alternative_choices(game, player, way.card, way.alternative)
    for reveal, modes in _text_options(game, player, way.card, way.face):
        specs = bestow_targets(way.label) or with_x(
            _cast_targets(game, way.card, way.face, reveal, modes), x
        )
        choices = target_choices(game, specs, way.card, player, spell=True) if specs else [()]
        amount = _divided_amount(game, player, way.card, way.face, x) if specs else None
        made += [
            CastSpell(
                player, way.card, targets, x, face=way.face, cost=way.label, kicks=way.kicks,
                sacrifice=sacrificed, discard=discarded, reveal=reveal, divide=divide,
                alternative=chosen, modes=modes, exile=way.exile, additional=way.choice,
            )
            for targets in choices for sacrificed in sacrifices for discarded in discards
            for chosen in paid_with for divide in _divisions_offered(amount, len(targets))
        ]  # fmt: skip
        remember = remember and not any(spec.status for spec in specs)
    if remember:
        derived[key] = made
    return made


def _reveal_options(game: GameState, player: str, card: str, face: str | None) -> list[str | None]:
    """Casting without revealing, and revealing each card in hand that gives the spell another
    text (the Bond variant's Joint; revealing any other card changes nothing)."""
    if face is not None or not any(a.revealed_text for a in game.characteristics(card).abilities):
        return [None]
    return [None] + [c for c in hand(game, player) if c != card and revealed_texts(game, card, c)]


def _text_options(
    game: GameState, player: str, card: str, face: str | None
) -> list[tuple[str | None, tuple[int, ...]]]:
    """The texts a spell may be cast with: a revealed card's (the Bond variant's Joint), or
    the chosen modes of a modal spell (CR 700.2a)."""
    modes = mode_choices(game, card, face)
    reveals = _reveal_options(game, player, card, face)
    return [(r, m) for r in reveals for m in (modes if r is None else [()])]


def _cast_targets(
    game: GameState, card: str, face: str | None, reveal: str | None, modes: tuple[int, ...] = ()
) -> tuple[TargetSpec, ...]:
    """The targets a spell cast this way needs: its own, the revealed text's, or the chosen
    modes' (CR 700.2c)."""
    modal = modal_ability(game, card, face) if modes else None
    if modal is not None:
        return chosen_text(modal, modes)[1]
    texts = revealed_texts(game, card, reveal)
    return spell_text(game, card, texts)[1] if texts else spell_target_specs(game, card, face)


def _divided_amount(
    game: GameState, player: str, card: str, face: str | None, x: int
) -> int | None:
    """CR 601.2d: the damage ``card`` (the half ``face`` of a split card) divides among its
    targets as it is cast with X = ``x``, or None when it divides nothing."""
    obj = game.objects[card]
    if obj.card is None or obj.face is None:
        return None
    definition = game.definition_of(obj.card, obj.card.face(face) if face else obj.face)
    return divided_amount(game, card, player, definition.abilities, x)


def _divisions_offered(amount: int | None, targets: int) -> list[tuple[int, ...]]:
    """CR 601.2d: the divisions of a spell's damage offered with ``targets`` targets: none to
    announce when it divides nothing or has one target."""
    if amount is None or targets <= 1:
        return [()]
    return divisions(amount, targets)


def division_problem(game: GameState, action: CastSpell) -> tuple[str, str] | None:
    """CR 601.2d: why the cast's division of damage among its targets is illegal (at least 1
    to each target, all of it; one target needs no division), or None."""
    amount = _divided_amount(game, action.player, action.card, action.face, action.x)
    if amount is None:
        return ("this spell divides nothing among its targets", "601.2d") if action.divide else None
    if not action.divide and len(action.targets) <= 1:
        return None
    try:
        check_division(action.targets, action.divide or None, amount)
    except IllegalAction as error:
        return (str(error).split(" (CR ")[0], "601.2d")
    return None


class _WayToCast(NamedTuple):
    """A card in hand with one cost it may be cast for now (CR 601.2b): the mana cost or an
    alternative cost (``label``, ``alternative``), kicked ``kicks`` times; ``cost`` is the
    total mana to pay (601.2f) and ``extra`` the costs besides mana (sacrifices, discards, life:
    the additional costs', and the alternative cost's life)."""

    card: str
    face: str | None
    label: str
    kicks: int
    cost: ManaCost
    has_x: bool
    extra: SpellCost
    alternative: AlternativeCost | None = None
    exile: tuple[str, ...] = ()
    """The cards exiled from the graveyard to pay for it (delve, CR 702.66a)."""
    choice: int = 0
    """The option paid of a choice of additional costs (CR 601.2b), from 1; 0 for none."""


def _spells_in_hand(game: GameState, player: str) -> list[_WayToCast]:
    """The cards in ``player``'s hand that aren't lands, each with every cost it may be cast for
    now (its mana cost, if it has one, and its alternative costs whose conditions hold, CR
    118.9), with its additional costs (118.8) kicked or not (702.33), as a total cost (601.2f),
    and whether it has {X}. Derived once per game version."""
    derived = game.derived()
    key = ("spells in hand", player)
    found = derived.get(key)
    if found is None:
        found = []
        for card in hand(game, player):
            land = game.characteristics(card).type_line.has_card_type("Land")
            for face in split_halves(game, card):
                if land and face is None:
                    continue  # CR 305.9: played, not cast (its Adventure is cast, 715.3)
                additional = additional_costs(game, card, face)
                for label, base, alternative in casting_options(game, player, card, face):
                    found += _ways(
                        game, player, card, face, label, base, additional, alternative=alternative
                    )
        for way in graveyard_ways(game, player):  # CR 702.34a: flashback
            additional = additional_costs(game, way.card)
            found += _ways(
                game, player, way.card, None, way.label, way.mana, additional, way.extra,
                exile_others=way.exile_others, alternative=way.alternative,
            )  # fmt: skip
        derived[key] = found
    return found


def _ways(
    game: GameState,
    player: str,
    card: str,
    face: str | None,
    label: str,
    base: ManaCost,
    additional: AdditionalCosts,
    more: SpellCost | None = None,
    *,
    alternative: AlternativeCost | None = None,
    exile_others: int = 0,
) -> list[_WayToCast]:
    """The ways to cast ``card`` for the cost ``label`` (``base`` its mana, ``more`` what it
    takes besides, ``alternative`` the alternative cost it is, CR 118.9): kicked or not
    (702.33), as a total cost (601.2f) with affinity's reduction (702.41a), and each number of
    cards exiled for delve (702.66a)."""
    ways = []
    for kicks, choice in itertools.product(additional.kick_counts(), additional.choices()):
        extra = additional.announced(kicks, choice) + (more or SpellCost())
        if alternative is not None and alternative.life:
            extra = extra + SpellCost(life=alternative.life)  # CR 119.4
        mana = base if extra.mana is None else plus_mana(base, extra.mana)
        cost = affinity_reduction(game, player, card, total_cost(game, player, card, mana))
        has_x = any(s.text == "{X}" for s in cost.symbols)
        if extra.mana is not None:
            extra = replace(extra, mana=None)  # counted in ``cost``
        if exile_others:  # CR 702.138a: escape exiles other cards as part of its cost
            yard = zone_lists(game).get((Zone.GRAVEYARD, player), ())
            others = [c for c in yard if c != card][:exile_others]
            if len(others) == exile_others:
                ways.append(
                    _WayToCast(
                        card, face, label, kicks, cost, has_x, extra, None, tuple(others), choice
                    )
                )
            continue
        for exile in delve_choices(game, player, card, cost):
            paid = less_generic(cost, len(exile)) if exile else cost
            ways.append(
                _WayToCast(card, face, label, kicks, paid, has_x, extra, alternative, exile, choice)
            )
    return ways


def cast_timing_refusal(
    game: GameState, player: str, card: str, face: str | None = None
) -> Refusal | None:
    """CR 601.3: may ``player`` cast ``card`` now? Timing: sorcery speed unless an instant or
    flash (117.1a, 307.1); a legendary instant or sorcery needs a legendary creature or
    planeswalker (205.4e); for a split card, of the half cast (709.3)."""
    restricted = casting_restriction(game, player) or casting_prohibited(game, player, card)
    if restricted is not None:
        return restricted
    chars = game.characteristics(card) if face is None else game.half_characteristics(card, face)
    line = chars.type_line
    instant_speed = (
        line.has_card_type("Instant")
        or chars.has_keyword(FLASH)
        or (line.has_card_type("Sorcery") and casts_sorceries_as_though_flash(game, player))
        or may_cast_as_though_flash(game, player, card)
    )
    if not instant_speed and not sorcery_timing(game, player):
        return Refusal(
            "a noninstant spell only in your main phase with an empty stack (sorcery speed)",
            "117.1a",
        )
    return legendary_spell_refusal(game, player, line)


def legendary_spell_refusal(game: GameState, player: str, line: TypeLine) -> Refusal | None:
    """CR 205.4e: a legendary instant or sorcery (of type line ``line``) may be cast only by a
    player who controls a legendary creature or planeswalker."""
    if not line.has_supertype("Legendary") or not (
        line.has_card_type("Instant") or line.has_card_type("Sorcery")
    ):
        return None
    for object_id, obj in game.objects.items():
        if obj.zone is Zone.BATTLEFIELD and game.controller_of(object_id) == player:
            held = game.characteristics(object_id).type_line
            if held.has_supertype("Legendary") and (
                held.has_card_type("Creature") or held.has_card_type("Planeswalker")
            ):
                return None
    return Refusal("a legendary sorcery needs a legendary creature or planeswalker", "205.4e")


OPPONENTS_AS_SORCERIES = "opponents_cast_spells_as_sorceries"
NOT_DURING_YOUR_TURN = "opponents_cant_cast_spells_during_your_turn"
ONE_SPELL_EACH_TURN = "each_player_one_spell_each_turn"


def casting_restriction(game: GameState, player: str) -> Refusal | None:
    """CR 601.3, 101.2: an effect that stops ``player`` casting a spell now: "Each opponent
    can cast spells only any time they could cast a sorcery" (307.5), "Your opponents can't cast
    spells during your turn", "Each player can't cast more than one spell each turn"."""
    for source, controller, op in game.layers().rule_effects:
        if not isinstance(op, ChangeRules):
            continue
        name = game.characteristics(source).name or source
        if (
            op.rule == OPPONENTS_AS_SORCERIES
            and controller != player
            and not sorcery_timing(game, player)
        ):
            return Refusal(
                f"{name}: {player} can cast spells only any time they could cast a sorcery",
                "307.5",
            )
        if (
            op.rule == NOT_DURING_YOUR_TURN
            and controller != player
            and game.active_player == controller
        ):
            return Refusal(
                f"{name}: {player} can't cast spells during {controller}'s turn", "601.3"
            )
        if op.rule == OPPONENTS_CANT_CAST and controller != player:
            return Refusal(f"{name}: {player} can't cast spells this turn", "601.3")
        if op.rule == ONE_SPELL_EACH_TURN and game.spells_cast_by.get(player, 0) >= 1:
            return Refusal(f"{name}: {player} can't cast more than one spell each turn", "601.3")
        if op.rule == YOU_CAST_TWO_ON_YOUR_TURN and controller == player:  # Fires of Invention
            if game.active_player != player:
                return Refusal(f"{name}: {player} can cast spells only during their turn", "601.3")
            if game.spells_cast_by.get(player, 0) >= 2:
                return Refusal(
                    f"{name}: {player} can't cast more than two spells each turn", "601.3"
                )
    return None


def _in_hand(game: GameState, card: str, player: str) -> bool:
    obj = game.objects.get(card)
    return obj is not None and obj.zone is Zone.HAND and obj.owner == player


def land_refusal(game: GameState, player: str, card: str) -> Refusal | None:
    """CR 305.1: may ``player`` play ``card`` as a land now? A land card from their hand, in
    their main phase with an empty stack; 305.2: one per turn."""
    if not _in_hand(game, card, player) and card not in permitted_lands(game, player):
        return Refusal(f"'{card}' is not in {player}'s hand", "305.1")
    if not game.characteristics(card).type_line.has_card_type("Land"):
        return Refusal(f"'{card}' is not a land", "305.1")
    if not sorcery_timing(game, player):
        return Refusal("a land can be played only in your main phase with an empty stack", "305.1")
    allowed = land_plays_allowed(game, player)
    if game.land_plays >= allowed:
        if allowed == 1:
            return Refusal("a land was already played this turn", "305.2")
        return Refusal(f"{allowed} lands were already played this turn", "305.2")
    return None


def cast_refusal(game: GameState, action: CastSpell) -> Refusal:
    """CR 601.2a (from hand), 117.1a (timing), 205.4e (legendary sorceries), 601.2c (targets),
    601.2h (the cost)."""
    player = action.player
    from_graveyard = in_graveyard_to_cast(game, action.card, player)  # CR 702.34a
    if not _in_hand(game, action.card, player) and not from_graveyard:
        return Refusal(f"'{action.card}' is not in {player}'s hand", "601.2a")
    chars = game.characteristics(action.card)
    if action.face is None and (chars.type_line.has_card_type("Land") or chars.mana_cost is None):
        return Refusal(f"'{action.card}' can't be cast (a land is played, not cast)", "305.9")
    adventure = adventure_refusal(game, action.card, action.face)
    if adventure is not None:
        return adventure
    halves = split_halves(game, action.card)
    if action.face not in halves:  # before anything reads the face's text
        named = ", ".join(h for h in halves if h) or "it isn't a split card"
        return Refusal(f"'{action.face}' isn't a half of '{action.card}' ({named})", "709.3")
    timing = cast_timing_refusal(game, player, action.card, action.face)  # 709.3a, 715.3a
    if timing is not None:
        return timing
    if action.reveal is not None and action.reveal not in _reveal_options(
        game, player, action.card, action.face
    ):
        return Refusal(
            f"revealing '{action.reveal}' gives {action.card} no other text", "Bond 502.A"
        )
    modes = mode_refusal(game, action.card, action.face, action.modes)
    if modes is not None:
        return modes
    try:
        specs = bestow_targets(action.cost) or _cast_targets(
            game, action.card, action.face, action.reveal, action.modes
        )  # CR 702.103b: a spell cast bestowed targets a creature
        check_targets(
            game, with_x(specs, action.x), action.targets, action.card, player, spell=True
        )
    except IllegalAction as error:
        return Refusal(str(error).split(" (CR ")[0], getattr(error, "rule", None) or "601.2c")
    division = division_problem(game, action)
    if division is not None:
        return Refusal(*division)
    if action.face is not None:
        chars = game.half_characteristics(action.card, action.face)  # CR 709.3a, 715.3a
    has_x = chars.mana_cost is not None and any(s.text == "{X}" for s in chars.mana_cost.symbols)
    if action.x < 0 or (action.x and not has_x):
        return Refusal(f"X can't be {action.x} for this spell", "601.2b")
    prohibited = casting_prohibited(game, player, action.card, action.x) if action.x else None
    if prohibited is not None:  # CR 601.3, 202.3e
        return prohibited
    offered = [label for label, _ in casting_costs(game, player, action.card, action.face)]
    if from_graveyard:
        offered = graveyard_labels(game, player, action.card)
    if action.cost not in offered:
        return Refusal(
            f"'{action.card}' can't be cast for '{action.cost}' now "
            f"(it may be cast for: {', '.join(offered) or 'nothing'})",
            "601.2b",
        )
    problem = additional_cost_refusal(game, action, additional_costs(game, action.card))
    if problem is not None and not from_graveyard:
        return problem
    way = _way_to_cast(game, action)
    alternative = alternative_refusal(
        game, player, action.card, way.alternative if way else None, action.alternative
    )
    if alternative is not None:
        return Refusal(*alternative)
    delve = delve_refusal(game, action)
    if delve is not None:
        return delve
    return Refusal("the spell's total cost can't be paid", "601.2h")


def kick_refusal(card: str, kicks: int, costs: AdditionalCosts) -> Refusal | None:
    """CR 702.33a-d: a spell is kicked only if it has kicker, more than once only with
    multikicker (and at most :data:`MAX_KICKS` times here)."""
    if kicks < 0 or (kicks and costs.kicker is None):
        return Refusal(f"'{card}' has no kicker: it can't be kicked", "702.33a")
    if kicks > 1 and not costs.multikicker:
        return Refusal(
            "a spell with kicker is kicked once at most (multikicker: any number)", "702.33d"
        )
    if kicks > MAX_KICKS:
        return Refusal(f"kicked more than the {MAX_KICKS} times this game offers", "702.33c")
    return None


def additional_cost_refusal(
    game: GameState, action: CastSpell, costs: AdditionalCosts
) -> Refusal | None:
    """Why the additional costs ``action`` announces can't be paid (CR 118.8, 601.2b, 601.2h),
    or None: kicked only with kicker, more than once only with multikicker (702.33a-d); the
    permanents to sacrifice are that many different permanents of the kind the cost names that
    the caster controls (701.21a); the cards to discard are other cards in their hand
    (701.9a); life only as much as they have (119.4)."""
    player = action.player
    kicked = kick_refusal(action.card, action.kicks, costs)
    if kicked is not None:
        return kicked
    if action.additional not in costs.choices():
        offered = " or ".join(o.text for o in costs.options) or "no choice of costs"
        return Refusal(
            f"announce which additional cost is paid: {action.additional} is not one of "
            f"{len(costs.options)} ({offered})",
            "601.2b",
        )
    extra = costs.announced(action.kicks, action.additional)
    wanted = extra.sacrifice
    if len(action.sacrifice) != len(wanted) or len(set(action.sacrifice)) != len(wanted):
        if not wanted:
            return Refusal("nothing is sacrificed to cast this spell", "118.8")
        what = " and ".join(f"a {w.lower()}" for w in wanted)
        return Refusal(f"choose what to sacrifice for the additional cost: {what}", "118.8")
    for permanent, word in zip(action.sacrifice, wanted, strict=True):
        obj = game.objects.get(permanent)
        if (
            obj is None
            or obj.zone is not Zone.BATTLEFIELD
            or game.controller_of(permanent) != player
        ):
            return Refusal(
                f"{player} can't sacrifice '{permanent}': not a permanent they control",
                "701.21a",
            )
        if not is_a(game, permanent, word):
            return Refusal(
                f"'{permanent}' is not a {word.lower()} (the cost: {extra.text})", "601.2h"
            )
    if len(action.discard) != extra.discard or len(set(action.discard)) != extra.discard:
        return Refusal(
            f"choose {extra.discard} different card(s) to discard for this spell", "118.8"
        )
    for card in action.discard:
        if card == action.card or not _in_hand(game, card, player):
            return Refusal(f"'{card}' is not another card in {player}'s hand to discard", "701.9a")
    if extra.life > game.players[player].life:
        return Refusal(
            f"{player} can't pay {extra.life} life with {game.players[player].life}", "119.4"
        )
    return None


def ways_now(
    game: GameState, player: str, card: str, label: str, mana: ManaCost
) -> list[tuple[CastSpell, _WayToCast]]:
    """The casts of ``card`` by ``player`` for the cost ``label`` (``mana`` its mana: ``{0}``
    without paying its mana cost) whose total cost can be paid now, whatever the timing: a
    spell cast while another spell or ability resolves (CR 608.2g), X being 0 (107.3b)."""
    payer = Payer(game, player)
    found = []
    for way in _ways(game, player, card, None, label, mana, additional_costs(game, card)):
        if way.extra.life and game.players[player].life < way.extra.life:
            continue  # CR 119.4
        spending = Spending(cast=way.card)  # CR 106.6
        if payer.can_pay(way.cost, 0, life_reserved=way.extra.life, spending=spending):
            found += [(action, way) for action in _casting(game, player, way, 0)]
    return found


def cast_spell(game: GameState, action: CastSpell, way: _WayToCast | None = None) -> None:
    """CR 601.2: move the card to the stack, choose targets and X, announce the additional
    costs (601.2b), pay the total cost (601.2f-h): the mana, then the rest. ``way``: the cost
    it is cast for, when it is cast while another spell or ability resolves (608.2g)."""
    player = action.player
    way = way or _way_to_cast(game, action)
    assert way is not None, "the action was checked as legal"
    cost = _cost_for_targets(game, way, action)  # CR 601.2f
    spending = Spending(cast=action.card)  # CR 106.6
    spent = pay_cost(game, player, cost, action.x, life_reserved=way.extra.life, spending=spending)
    if action.face is not None:
        game.cast_as_half(action.card, action.face)  # CR 709.3a
    came_from = game.objects[action.card].zone.value  # CR 601.2a: "cast … from a graveyard"
    texts = revealed_texts(game, action.card, action.reveal)
    abilities, targets = spell_text(game, action.card, texts)
    modal = modal_ability(game, action.card, action.face) if action.modes else None
    if modal is not None:
        abilities, targets = chosen_text(modal, action.modes)  # CR 700.2a, 601.2b
    game.move(action.card, Zone.STACK)
    obj = game.objects[action.card]
    obj.controller = player
    obj.kicks = action.kicks
    obj.cast = True  # CR 601.2i, 400.7d: "if you cast it"
    note_mana_spent(obj, spent)  # CR 601.2h: "if no mana was spent to cast it"
    spent_on_spell(game, action.card, spent)  # CR 106.6: Cavern of Souls
    cast_with_keywords(game, action, came_from)  # CR 702.34a, 702.66a, 702.40a, 702.88a
    variables = pay_beyond_mana(game, action, way.extra)
    pay_alternative(game, player, way.alternative, action.alternative)
    name = game.characteristics(action.card).name
    if action.reveal is not None:
        game.cast_with_text(action.card, abilities, targets)
        game.events.append(
            event_of("reveal", f"{player} reveals {action.reveal}: {name} has the text "
                 + " ".join(repr(a.render(name)) for a in abilities), "Bond 502.A")
        )  # fmt: skip
    if modal is not None:
        game.cast_with_text(action.card, abilities, targets)
        obj.choices[CHOSEN] = action.modes
    fixed = with_x(spell_target_specs(game, action.card, action.face), action.x)
    if fixed != spell_target_specs(game, action.card, action.face):
        obj.choices["spell_targets"] = fixed  # CR 601.2b-c: X fixed the targets' bound
    kicked = _kicked_words(action.kicks) + modes_phrase(action.modes)
    game.stack.append(
        StackItem(
            action.card, "spell", action.card, player, None, action.targets, action.x,
            f"{name}{kicked}", variables=variables, divide=action.divide,
        ).remember_targets(game)
    )  # fmt: skip
    became_targets(game, game.stack[-1])  # CR 702.21a: ward
    became_targets_of_spell(game, game.stack[-1])  # CR 115.10
    game.spell_cast(player, action.card)
    next_spell_cast(game, player, action.card)  # CR 101.2: Mistrise Village
    game.count_spell_cast(player)
    game.events.append(
        entry(
            "cast",
            f"{player} casts {name}{kicked}"
            + (f" targeting {', '.join(action.targets)}" if action.targets else "")
            + (f", dividing {'/'.join(map(str, action.divide))}" if action.divide else ""),
            "702.33d" if action.kicks else "601.2",
            player=player,
            source=action.card,
            targets=action.targets,
        )
    )
    emit_event(game, GameEvent("cast", action.card, player, from_zone=came_from))
    game.passes = set()


def _kicked_words(kicks: int) -> str:
    """How a log line says a spell was kicked (CR 702.33d)."""
    if not kicks:
        return ""
    return " (kicked)" if kicks == 1 else f" (kicked {kicks} times)"


def _way_to_cast(game: GameState, action: CastSpell) -> _WayToCast | None:
    """The cost ``action`` announces for its card (CR 601.2b), among those it may be cast for."""
    return next(
        (
            w for w in _spells_in_hand(game, action.player)
            if (w.card, w.face, w.label, w.kicks, len(w.exile), w.choice) == (action.card, action.face, action.cost, action.kicks, len(action.exile), action.additional)
        ),
        None,
    )  # fmt: skip
