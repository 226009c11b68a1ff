"""Mana (CR 106): what mana abilities make, mana pools where each mana remembers its source and
its properties (106.3-106.4), and paying costs — choosing which mana pays which symbol (hybrid,
Phyrexian with life, generic, snow, and any symbol a variant adds: each symbol says what may pay
it through :meth:`~mtgrules.vocab.mana.ManaSymbol.can_be_paid_by`)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.effects.ops import ChangeRules
from mtgrules.game.actions import Action, ActivateManaAbility
from mtgrules.game.activation_costs import note_activation, once_refusal, pay_beyond_mana
from mtgrules.game.delayed import YOUR_NEXT_MAIN, create_delayed
from mtgrules.game.following import follow
from mtgrules.game.instructed import (
    HANDLERS,
    NOTHING,
    Instructed,
    Resolution,
    amount_of,
    count_of,
    handles,
    players_of,
)
from mtgrules.game.keywords import HASTE
from mtgrules.game.log_entries import entry
from mtgrules.game.mana_pool import Mana
from mtgrules.game.objects import ResolvedEffect, Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.prohibitions import activation_prohibited
from mtgrules.game.refusals import Refusal
from mtgrules.game.spending import Spending, chosen_type_of, may_spend
from mtgrules.game.timing import timing_allows
from mtgrules.game.zone_events import sacrificed
from mtgrules.game.zones import zone_lists
from mtgrules.model.abilities import (
    ACTIVATION_TIMINGS,
    Ability,
    AbilityKind,
    Condition,
    Instruction,
)
from mtgrules.model.costs import Cost, UnsupportedCost, parse_cost
from mtgrules.model.production import (
    Option,
    Production,
    production_of,
    read_production,
)
from mtgrules.model.spending import SpendOnly
from mtgrules.model.text import Text
from mtgrules.model.triggers import TriggerEvent, trigger_of
from mtgrules.vocab.colors import Color
from mtgrules.vocab.mana import SNOW, ManaCost, ManaSymbol, ManaUnit

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def commander_identity(game: GameState, player: str) -> frozenset[Color]:
    """CR 903.4, 903.4f: the colors of ``player``'s commander's color identity. A game of this
    engine has no commander (the Commander variant, CR 903, isn't played), so the quality is
    undefined and the ability that asks makes no mana."""
    return frozenset()


def options_now(
    game: GameState, player: str, source: str, production: Production
) -> tuple[Option, ...]:
    """The ways ``production`` can be made now (CR 106.1b: an amount "for each" is counted as
    the ability resolves; 903.4f: no commander, no mana)."""
    if production.instead is not None:
        conditions, other = production.instead
        if all(_holds_now(game, c, source, player) for c in conditions):
            production = other
    options = production.options
    if production.chosen:
        chosen = _chosen_color(game, source)
        if chosen is not None and (chosen,) not in options:
            options = (*options, (chosen,))
    if production.commander:
        identity = commander_identity(game, player)
        options = tuple((c,) for c in Color if c in identity)
    if production.amount is not None:
        resolution = Resolution(source, player, _NO_ABILITY)
        times = max(0, count_of(game, resolution, production.amount))
        options = tuple(o * times for o in options) if times else ()
    return options


def _holds_now(game: GameState, condition: Condition, source: str, player: str) -> bool:
    """Whether ``condition`` holds now for an ability of ``source`` controlled by ``player``."""
    result = game.layers()
    assert result.view is not None
    reading = ResolvedEffect(NOTHING, source, player, 0)
    instance = EffectInstance(
        ("if",), NOTHING, source, (0,), resolved=reading, fixed_controller=player
    )
    return condition.holds(EffectContext(instance, result.view, game), result.view)


def _chosen_color(game: GameState, source: str) -> Color | None:
    """CR 614.12, 607.2a: the color chosen as ``source`` entered, if one was."""
    obj = game.objects.get(source)
    word = obj.choices.get("color") if obj is not None else None
    return Color.from_word(str(word)) if word else None


_NO_ABILITY = Ability(AbilityKind.MANA, Text.parse(""))


SourceProperty = Callable[[Characteristics], Iterable[str]]


def snow_property(chars: Characteristics) -> Iterable[str]:
    """CR 106.3, 107.4h: mana from a snow source is snow mana."""
    return (SNOW,) if chars.type_line.has_supertype("Snow") else ()


@dataclass(frozen=True)
class ManaSource:
    """A mana ability that could be activated to pay a cost: the permanent, which of its
    activated abilities (1-based), what it can make, and how dear activating it is (0: it only
    taps; 1: it also costs life or does more, such as damage to its controller; 2: it sacrifices
    its permanent), so a payment uses the dear ones last."""

    object_id: str
    index: int
    options: tuple[tuple[Color | None, ...], ...]
    properties: frozenset[str] = frozenset()
    penalty: int = 0
    only: SpendOnly | None = None
    """CR 106.6: what its mana may only be spent on."""


@dataclass
class Payment:
    """How a cost will be paid: mana from the pool (by position), mana abilities to activate
    (source, option), and life (CR 119.4, Phyrexian mana)."""

    pool: list[int] = field(default_factory=list)
    activations: list[tuple[ManaSource, int]] = field(default_factory=list)
    life: int = 0


@dataclass
class _Need:
    symbol: ManaSymbol
    count: int


def _expansions(cost: ManaCost, x: int, life: int) -> Iterable[tuple[list[_Need], int]]:
    """Every way to read the cost's symbols as plain requirements: a hybrid symbol as one of its
    halves, a Phyrexian symbol as mana or 2 life (CR 107.4e-f). Cheapest-looking first."""
    per_symbol: list[list[tuple[ManaSymbol | None, int, int]]] = []
    for symbol in cost.symbols:
        ways: list[tuple[ManaSymbol | None, int, int]] = []
        for alt in symbol.alternatives:
            ways.append((alt, alt.mana_value(x), 0))
        if symbol.life:
            ways.append((None, 0, symbol.life))
        per_symbol.append(ways)
    for combo in itertools.islice(itertools.product(*per_symbol), 256):
        paid_life = sum(w[2] for w in combo)
        if paid_life and paid_life > life:
            continue
        needs = [_Need(w[0], w[1]) for w in combo if w[0] is not None and w[1] > 0]
        yield needs, paid_life


def plan_payment(
    cost: ManaCost,
    x: int,
    pool: Sequence[Mana],
    sources: Sequence[ManaSource],
    life: int = 0,
    any_color: bool = False,
) -> Payment | None:
    """CR 601.2g-h: a way to pay ``cost`` from the pool and by activating mana abilities, or None.
    Specific symbols are matched first, each with the least flexible mana that can pay it;
    generic mana last (CR 107.4b). Deterministic: the same state gives the same plan.
    ``any_color``: mana may be spent as though it were mana of any color (609.4b)."""
    for needs, paid_life in _expansions(cost, x, life):
        plan = _match(needs, pool, sources, any_color)
        if plan is not None:
            plan.life = paid_life
            return plan
    return None


def _match(
    needs: list[_Need], pool: Sequence[Mana], sources: Sequence[ManaSource], any_color: bool
) -> Payment | None:
    specific = [n for n in needs if not n.symbol.is_generic]
    generic = sum(n.count for n in needs if n.symbol.is_generic)
    pool_left = list(range(len(pool)))
    # Mana not yet spent from activated sources, with the option it came from.
    made: list[tuple[ManaUnit, int]] = []
    payment = Payment()
    unused = sorted(sources, key=lambda s: (s.penalty, len(s.options), s.object_id))

    def take_from_pool(predicate: Callable[[ManaUnit], bool]) -> bool:
        for i in pool_left:
            if predicate(pool[i].unit):
                pool_left.remove(i)
                payment.pool.append(i)
                return True
        return False

    def take_made(predicate: Callable[[ManaUnit], bool]) -> bool:
        for j, (unit, _) in enumerate(made):
            if predicate(unit):
                made.pop(j)
                return True
        return False

    def activate(predicate: Callable[[ManaUnit], bool]) -> bool:
        for source in unused:
            for option_index, units in enumerate(_units(source)):
                hit = next((k for k, unit in enumerate(units) if predicate(unit)), None)
                if hit is None:
                    continue
                for other in [s for s in unused if s.object_id == source.object_id]:
                    unused.remove(other)  # its other mana abilities share its {T} (107.5)
                payment.activations.append((source, option_index))
                made.extend((unit, option_index) for k, unit in enumerate(units) if k != hit)
                return True
        return False

    anything: Callable[[ManaUnit], bool] = lambda unit: True  # noqa: E731
    for need in specific:
        as_any = any_color and bool(need.symbol.colors) and not need.symbol.is_snow
        for _ in range(need.count):
            predicate = anything if as_any else need.symbol.can_be_paid_by
            if not (take_from_pool(predicate) or take_made(predicate) or activate(predicate)):
                return None
    if generic:
        unused.sort(key=_spare_first(unused))
    for _ in range(generic):
        if not (take_from_pool(anything) or take_made(anything) or activate(anything)):
            return None
    return payment


_UNITS: dict[int, tuple[ManaSource, tuple[tuple[ManaUnit, ...], ...]]] = {}


def _units(source: ManaSource) -> tuple[tuple[ManaUnit, ...], ...]:
    """The mana each of a source's options makes, as what pays costs reads of it (its color
    and properties, CR 106.3): remembered by source (frozen values)."""
    known = _UNITS.get(id(source))
    if known is not None and known[0] is source:
        return known[1]
    units = tuple(
        tuple(ManaUnit(color, source.properties) for color in option) for option in source.options
    )
    if len(_UNITS) > 2_048:
        _UNITS.clear()
    _UNITS[id(source)] = (source, units)
    return units


def _spare_first(
    sources: Sequence[ManaSource],
) -> Callable[[ManaSource], tuple[int, int, int]]:
    """The order to tap sources for generic mana: plain ones before those whose mana has
    properties (snow, a variant's), and those making the most common colors first, so the
    scarce colors stay for what needs them (a Mountain for {1} before the only Island)."""
    makers: dict[Color | None, int] = {}
    for source in sources:
        for color in {c for option in source.options for c in option}:
            makers[color] = makers.get(color, 0) + 1

    def key(source: ManaSource) -> tuple[int, int, int]:
        colors = {c for option in source.options for c in option}
        commonest = min((makers[c] for c in colors), default=0)
        return (source.penalty, 1 if source.properties else 0, -commonest)

    return key


MAX_X = 20
"""The largest X offered among legal actions (any larger X is still accepted by apply)."""


class Payer:
    """What ``player`` can pay now (CR 601.2g-h), their mana sources listed once: legal_actions
    asks about many costs of one unchanging state."""

    def __init__(self, game: GameState, player: str) -> None:
        self.game = game
        self.player = player
        self._sources: list[ManaSource] | None = None
        self._known: dict[
            tuple[int, int, str | None, int, Spending | None], tuple[ManaCost, bool]
        ] = {}

    def sources(self, exclude: str | None = None) -> list[ManaSource]:
        if self._sources is None:
            self._sources = mana_sources(self.game, self.player)
        if exclude is None:
            return self._sources
        return [s for s in self._sources if s.object_id != exclude]

    def can_pay(
        self,
        cost: ManaCost,
        x: int,
        exclude: str | None = None,
        *,
        life_reserved: int = 0,
        spending: Spending | None = None,
    ) -> bool:
        """Whether ``cost`` can be paid with X = ``x``, without ``exclude``'s mana, keeping
        ``life_reserved`` life for the rest of the cost (CR 119.4), with the mana that may be
        spent on ``spending`` (106.6)."""
        key = (id(cost), x, exclude, life_reserved, spending)
        known = self._known.get(key)
        if known is None or known[0] is not cost:
            game = self.game
            sources = self.sources(exclude)
            pool = game.pools[self.player].mana
            life = game.players[self.player].life - life_reserved
            # The same question for this game version, with the same mana at hand:
            lasting = (
                "can pay", id(cost), x, tuple(s.object_id for s in sources), spending, *pool, life
            )  # fmt: skip
            derived = game.derived()
            known = derived.get(lasting)
            if known is None or known[0] is not cost:
                plan = plan_spending(game, self.player, cost, x, sources, life, spending)
                known = derived[lasting] = (cost, plan is not None)
            self._known[key] = known
        return known[1]

    def available(self) -> int:
        """The most mana the player could have now: the pool and every source's largest
        option."""
        return len(self.game.pools[self.player]) + most_mana(self.sources())

    def max_x(self, cost: ManaCost) -> int:
        return max(0, min(MAX_X, self.available() - cost.mana_value()))


def most_mana(sources: Sequence[ManaSource]) -> int:
    """The most mana ``sources`` can make at once: each permanent's largest option (its mana
    abilities share its {T})."""
    most: dict[str, int] = {}
    for source in sources:
        size = max(len(o) for o in source.options)
        most[source.object_id] = max(most.get(source.object_id, 0), size)
    return sum(most.values())


def mana_sources(game: GameState, player: str, exclude: str | None = None) -> list[ManaSource]:
    """The mana abilities ``player`` could activate now to pay a cost (CR 601.2g): of
    permanents they control, whose costs are only {T}, sacrificing the permanent and life
    (119.4: no more life than they have), and whose conditions hold (605.3a, 602.5b). Mana
    abilities whose cost has mana of its own (``{1}, {T}``) are activated by the player
    (:class:`ActivateManaAbility`), not by a payment."""
    sources = []
    objects = game.objects
    life = game.players[player].life
    for source, creature, cost, timed in _mana_abilities(game, player):
        object_id = source.object_id
        if object_id == exclude or cost.mana is not None or timed:
            continue  # 602.5e: "Activate only as an instant" needs priority, not a payment
        if cost.tap and objects[object_id].tapped:
            continue  # refused (tap_refusal: 107.5), without building the refusal
        if cost.tap and creature and tap_refusal(game, object_id, creature) is not None:
            continue
        if cost.life > life:
            continue
        sources.append(source)
    return sources


def _mana_abilities(
    game: GameState, player: str
) -> list[tuple[ManaSource, bool, ManaAbilityCost, bool]]:
    """Each mana ability of a permanent ``player`` controls (or of a card in their hand whose
    cost exiles it from there, CR 113.6m) that the game can pay for, whose condition holds and
    that makes mana now, with whether the permanent is a creature, the ability's cost, and
    whether it is limited to a timing (602.5b, 602.5e). Derived once per game version."""
    derived = game.derived()
    key = ("mana abilities", player, tuple(game.mana_properties))
    known: list[tuple[ManaSource, bool, ManaAbilityCost, bool]] | None = derived.get(key)
    if known is not None:
        return known
    found = []
    zones = zone_lists(game)
    every = game.layers().characteristics
    objects = game.objects
    for object_id in [
        *zones.get((Zone.BATTLEFIELD, ""), ()), *zones.get((Zone.HAND, player), ())
    ]:  # fmt: skip
        chars = every[object_id]
        payable = _payable_mana_abilities(chars)
        if not payable:
            continue
        in_hand = objects[object_id].zone is Zone.HAND
        if not in_hand and (chars.controller or objects[object_id].owner) != player:
            continue  # CR 605.3a: only its controller activates a permanent's mana ability
        creature = chars.type_line.has_card_type("Creature")
        properties: frozenset[str] | None = None
        for index, ability, cost in payable:
            if cost.exile_from_hand != in_hand:
                continue  # 113.6m: "Exile {this} from your hand" works only there
            if not condition_holds(game, ability, object_id, player):
                continue
            if activation_prohibited(game, player, object_id, ability) is not None:
                continue  # CR 602.5: Null Rod
            options = options_now(game, player, object_id, production_of(ability))
            if not options:
                continue
            if properties is None:
                properties = frozenset(p for hook in game.mana_properties for p in hook(chars))
            dear = cost.mana is not None or _does_more(ability, cost)
            gone = cost.sacrifice_self or cost.exile_from_hand or cost.discard_hand
            penalty = 2 if gone else 1 if dear else 0
            only = production_of(ability).only
            source = ManaSource(object_id, index, options, properties, penalty, only)
            found.append((source, creature and not in_hand, cost, bool(ability.timing)))
    derived[key] = found
    return found


def _payable_mana_abilities(
    chars: Characteristics,
) -> tuple[tuple[int, Ability, ManaAbilityCost], ...]:
    """CR 605.1a: the mana abilities among ``chars``' activated abilities whose cost the game
    can pay and that need no untapping, each with its index among the activated abilities
    (from 1) and its cost — remembered per characteristics (frozen values, shared by alike
    objects)."""
    known = _PAYABLE.get(id(chars))
    if known is not None and known[0] is chars:
        return known[1]
    found = []
    if any(a.kind is AbilityKind.MANA for a in chars.abilities):
        for index, ability in enumerate([a for a in chars.abilities if a.is_activated], start=1):
            if ability.kind is not AbilityKind.MANA:
                continue
            cost = mana_ability_cost(ability)
            if cost is not None and not cost.untap:
                found.append((index, ability, cost))
    if len(_PAYABLE) > 20_000:
        _PAYABLE.clear()
    _PAYABLE[id(chars)] = (chars, tuple(found))
    return tuple(found)


_PAYABLE: dict[int, tuple[Characteristics, tuple[tuple[int, Ability, ManaAbilityCost], ...]]] = {}


def _does_more(ability: Ability, cost: ManaAbilityCost) -> bool:
    """Whether activating the ability costs more than tapping or does more than add mana
    (life, damage to its controller: CR 605.3b)."""
    return bool(cost.life) or any(i.action != "add_mana" for i in ability.instructions)


@dataclass(frozen=True)
class ManaAbilityCost:
    """CR 118, 605.1a: a mana ability's cost — the parts any activated ability's cost may have
    (:func:`~mtgrules.model.costs.parse_cost`), and two only mana abilities have here: exiling
    the card from its owner's hand (Simian Spirit Guide; 113.6m: the ability works only
    there) and discarding the hand (Lion's Eye Diamond)."""

    paid: Cost
    exile_from_hand: bool = False
    discard_hand: bool = False

    @property
    def tap(self) -> bool:
        return self.paid.tap

    @property
    def untap(self) -> bool:
        return self.paid.untap

    @property
    def mana(self) -> ManaCost | None:
        return self.paid.mana

    @property
    def life(self) -> int:
        return self.paid.life

    @property
    def sacrifice_self(self) -> bool:
        return self.paid.sacrifice_self


_OWN_PARTS = {"exile {this} from your hand": "exile_from_hand", "discard your hand": "discard_hand"}


def mana_ability_cost(ability: Ability) -> ManaAbilityCost | None:
    """CR 605.1a, 118: a mana ability's cost (its text before the colon when the definition
    gives none), or None if the game can't pay it."""
    text = ability.cost or ability.render("{this}").partition(":")[0]
    known = _COSTS.get(text)
    if known is not None or text in _COSTS:
        return known
    parts = [p.strip() for p in text.split(",") if p.strip()]
    own = {_OWN_PARTS[p.lower()]: True for p in parts if p.lower() in _OWN_PARTS}
    rest = ", ".join(p for p in parts if p.lower() not in _OWN_PARTS)
    try:
        paid = parse_cost(rest)
        # chosen objects or counters (CR 601.2h): not paid automatically here
        # counters put on it (CR 122.1, Wall of Roots) are paid here, not chosen objects or
        # counters removed
        beyond = paid.chosen or paid.remove_counters
        cost: ManaAbilityCost | None = None if beyond else ManaAbilityCost(paid, **own)
    except UnsupportedCost:
        cost = None
    if len(_COSTS) > 4096:
        _COSTS.clear()
    _COSTS[text] = cost
    return cost


_COSTS: dict[str, ManaAbilityCost | None] = {}
"""Mana abilities' costs read from their text, by text."""


def condition_holds(game: GameState, ability: Ability, source: str, player: str) -> bool:
    """CR 602.5b, 605.3a: "Activate only if you control three or more artifacts" (Mox Opal's
    metalcraft): the ability's condition, checked as it would be activated."""
    condition = ability.condition
    if condition is None:
        return True
    result = game.layers()
    assert result.view is not None
    reading = ResolvedEffect(NOTHING, source, player, 0, ability_text=ability.text)
    instance = EffectInstance(
        ("if",), NOTHING, source, (0,), resolved=reading, fixed_controller=player
    )
    return condition.holds(EffectContext(instance, result.view, game), result.view)


def tap_refusal(game: GameState, object_id: str, creature: bool | None = None) -> Refusal | None:
    """May ``object_id`` pay a {T} cost now? Not when tapped (CR 107.5), nor when it's a creature
    with summoning sickness (302.6). ``creature``: whether it is one, when already known."""
    if game.objects[object_id].tapped:
        return Refusal(f"'{object_id}' is tapped", "107.5")
    if creature is None:
        creature = game.characteristics(object_id).type_line.has_card_type("Creature")
    if creature and not may_tap(game, object_id):
        return Refusal(f"'{object_id}' has summoning sickness", "302.6")
    return None


def may_tap(game: GameState, object_id: str) -> bool:
    """CR 302.6: a creature's {T} abilities need it to have been under its controller's control
    since their most recent turn began, or haste."""
    obj = game.objects[object_id]
    if obj.settled_under == game.controller_of(object_id):
        return True
    return game.characteristics(object_id).has_keyword(HASTE)


def _can_pay(
    game: GameState, player: str, cost: ManaCost, x: int, exclude: str | None = None
) -> bool:
    return plan_mana(game, player, cost, x, exclude) is not None


def plan_mana(
    game: GameState,
    player: str,
    cost: ManaCost,
    x: int,
    exclude: str | None = None,
    life_reserved: int = 0,
    spending: Spending | None = None,
) -> Payment | None:
    """CR 601.2g-h: a way to pay ``cost`` now for ``spending`` (106.6), or None."""
    sources = mana_sources(game, player, exclude)
    life = game.players[player].life - life_reserved
    return plan_spending(game, player, cost, x, sources, life, spending)


ANY_COLOR = "spend_mana_as_though_any_color"
"""The rule change "Players may spend mana as though it were mana of any color." (Mycosynth
Lattice, CR 609.4b)."""


def spends_as_any_color(game: GameState) -> bool:
    """CR 609.4b: whether an effect lets players spend mana as though it were mana of any color
    (it changes only how costs may be paid, not the costs or the mana spent)."""
    return any(
        isinstance(op, ChangeRules) and op.rule == ANY_COLOR
        for _, _, op in game.layers().rule_effects
    )


def plan_spending(
    game: GameState,
    player: str,
    cost: ManaCost,
    x: int,
    sources: Sequence[ManaSource],
    life: int,
    spending: Spending | None,
) -> Payment | None:
    """CR 601.2g-h, 106.6: :func:`plan_payment` from ``player``'s pool and ``sources``, with
    only the mana that may be spent on ``spending``; mana restricted to it is spent first, as
    it could pay for nothing else."""
    pool = game.pools[player].mana
    any_color = spends_as_any_color(game)
    if not any(m.only is not None for m in pool) and not any(s.only is not None for s in sources):
        return plan_payment(cost, x, pool, sources, life, any_color)
    positions = [
        i for i, m in enumerate(pool) if may_spend(game, m.only, m.source, player, spending)
    ]
    positions.sort(key=lambda i: pool[i].only is None)
    usable = [
        replace(s, penalty=s.penalty - 1) if s.only is not None else s
        for s in sources
        if may_spend(game, s.only, s.object_id, player, spending)
    ]
    plan = plan_payment(cost, x, [pool[i] for i in positions], usable, life, any_color)
    if plan is not None:
        plan.pool = [positions[i] for i in plan.pool]
    return plan


def _max_x(game: GameState, player: str, cost: ManaCost) -> int:
    available = len(game.pools[player]) + most_mana(mana_sources(game, player))
    return max(0, min(MAX_X, available - cost.mana_value()))


def activated_abilities(game: GameState, object_id: str) -> list[Ability]:
    return [a for a in game.characteristics(object_id).abilities if a.is_activated]


def mana_actions(game: GameState, player: str, payer: Payer | None = None) -> list[Action]:
    """CR 605.3a: the mana abilities ``player`` may activate now, one action per color (or
    colorless) each can make: those a payment may use, and those with mana in their cost
    (``{1}, {T}``) when that mana can be paid."""
    payer = payer or Payer(game, player)
    sources = list(payer.sources()) + _costly_sources(game, player, payer)
    actions: list[Action] = []
    derived = game.derived()
    for source in sources:
        key = ("mana actions", player, source)
        made = derived.get(key)
        if made is None:
            colors = {c for option in source.options for c in option}
            made = derived[key] = [
                ActivateManaAbility(
                    player, source.object_id, source.index, None if color is None else color.value
                )
                for color in sorted(colors, key=lambda c: "C" if c is None else c.value)
            ]
        actions += made
    return actions


def _costly_sources(game: GameState, player: str, payer: Payer) -> list[ManaSource]:
    """The mana abilities a payment doesn't activate that ``player`` could activate now: those
    with mana in their cost (Signets: ``{1}, {T}``), paying it from the pool or other sources
    (CR 605.3a, 601.2g), and those limited to a timing ("Activate only as an instant",
    602.5e)."""
    out = []
    for source, _, cost, timed in _mana_abilities(game, player):
        if cost.mana is None and not timed:
            continue
        ability = activated_abilities(game, source.object_id)[source.index - 1]
        if _activation_refusal(game, player, source.object_id, ability, cost) is not None:
            continue
        exclude = source.object_id if cost.tap else None
        spending = Spending(activate=source.object_id)
        if cost.mana is None or payer.can_pay(cost.mana, 0, exclude, spending=spending):
            out.append(source)
    return out


def _activation_refusal(
    game: GameState, player: str, object_id: str, ability: Ability, cost: ManaAbilityCost
) -> Refusal | None:
    """Why ``player`` can't activate this mana ability now apart from paying its mana: its
    {T} (107.5, 302.6), {Q} (107.6), life (119.4) and condition (602.5b)."""
    prohibited = activation_prohibited(game, player, object_id, ability)  # CR 602.5
    if prohibited is not None:
        return prohibited
    if cost.tap:
        refusal = tap_refusal(game, object_id)
        if refusal is not None:
            return refusal
    if cost.untap and not game.objects[object_id].tapped:
        return Refusal(f"'{object_id}' is untapped", "107.6")
    if cost.life > game.players[player].life:
        return Refusal("not enough life to pay", "119.4")
    if not condition_holds(game, ability, object_id, player):
        return Refusal("the ability's condition isn't met", "602.5b")

    once = once_refusal(game, object_id, ability)  # CR 602.5b: "Activate only once each turn"
    if once is not None:
        return once
    for timing in ability.timing:
        if not timing_allows(game, player, object_id, timing):
            message, rule = ACTIVATION_TIMINGS[timing]
            return Refusal(f"activate {message}", rule)
    return None


def mana_ability_refusal(game: GameState, action: ActivateManaAbility) -> Refusal:
    """Why ``action`` isn't a mana ability ``action.player`` may activate now: CR 605.3a, a mana
    ability of a permanent they control, whose cost can be paid (:func:`tap_refusal`; life,
    119.4; its mana, 601.2g) and whose condition holds (602.5b), that makes the mana asked for
    (605.1a)."""
    obj = game.objects.get(action.source)
    in_hand = obj is not None and obj.zone is Zone.HAND and obj.owner == action.player
    if obj is None or not (
        in_hand
        or (obj.zone is Zone.BATTLEFIELD and game.controller_of(action.source) == action.player)
    ):
        return Refusal(f"{action.player} controls no permanent '{action.source}'", "605.3a")
    abilities = activated_abilities(game, action.source)
    if 1 <= action.index <= len(abilities) and abilities[action.index - 1].kind is AbilityKind.MANA:
        ability = abilities[action.index - 1]
        cost = mana_ability_cost(ability)
        if cost is None:
            return Refusal(f"the cost '{ability.cost}' can't be paid in this engine yet", "602.2b")
        if cost.exile_from_hand != in_hand:
            where = "in your hand" if cost.exile_from_hand else "on the battlefield"
            return Refusal(f"this ability works only {where}", "113.6m")
        refusal = _activation_refusal(game, action.player, action.source, ability, cost)
        if refusal is not None:
            return refusal
        spending = Spending(activate=action.source)
        if cost.mana is not None and (
            plan_mana(game, action.player, cost.mana, 0, spending=spending) is None
        ):
            return Refusal("the ability's mana cost can't be paid", "601.2g")
    return Refusal(
        f"'{action.source}' has no mana ability {action.index} making that mana", "605.1a"
    )


def produce_mana(
    game: GameState,
    player: str,
    source: str,
    index: int,
    color: str | None,
    *,
    option: int | None = None,
) -> None:
    """CR 605.3b: activate a mana ability: pay its cost — mana (601.2g-h), {T}, life (119.4),
    sacrificing its permanent (701.21a) — then, at once and without the stack, add its mana and
    do what else it says ("{this} deals 2 damage to you")."""
    ability = activated_abilities(game, source)[index - 1]
    options = options_now(game, player, source, production_of(ability))
    if option is None:
        option = next(
            i for i, o in enumerate(options) if any((c.value if c else None) == color for c in o)
        )
    chars = game.characteristics(source)
    properties = frozenset(p for hook in game.mana_properties for p in hook(chars))
    cost = mana_ability_cost(ability)
    assert cost is not None, "checked by mana_ability_refusal"
    if cost.mana is not None:
        spending = Spending(activate=source)
        pay_mana(game, player, cost.mana, 0, source if cost.tap else None, spending=spending)
    if cost.tap:
        game.objects[source].tapped = True
    if cost.untap:
        game.objects[source].tapped = False
    if cost.life:
        game.players[player].life -= cost.life
        game.events.append(
            entry(
                "pay life", f"{player} pays {cost.life} life", "119.4",
                player=player, amount=cost.life,
            )
        )  # fmt: skip

    if cost.paid.put_counters:  # CR 122.1: "Put a -0/-1 counter on {this}"
        pay_beyond_mana(game, player, source, cost.paid, ())
    note_activation(game, source, ability)  # CR 602.5b
    if cost.discard_hand:
        for card in list(zone_lists(game).get((Zone.HAND, player), ())):
            game.move(card, Zone.GRAVEYARD)
            game.events.append(event_of("discard", f"{player} discards {card}", "701.9a"))
    if cost.exile_from_hand:
        game.move(source, Zone.EXILE)
        game.events.append(event_of("exile", f"{player} exiles {source} from their hand", "406.2"))
    if cost.sacrifice_self:
        game.move(source, Zone.GRAVEYARD)
        game.events.append(event_of("sacrifice", f"{player} sacrifices {source}", "701.21a"))
        sacrificed(game, player, source)
    only = production_of(ability).only
    if only is not None:
        only = only.bound(chosen_type_of(game, source))
    game.pools[player].add(Mana(c, source, properties, only) for c in options[option])
    rest = [i for i in ability.instructions if i.action != "add_mana"]
    if rest:
        resolution = Resolution(source, player, ability)
        for instruction in rest:
            _carry_out(game, resolution, instruction)
        game.changed()
    if cost.tap and chars.type_line.has_card_type("Creature"):
        _tapped_for_mana(game, player)


def _tapped_for_mana(game: GameState, player: str) -> None:
    """CR 605.1b, 605.4a, 106.12: ``player`` tapped a creature for mana (activated its mana
    ability with {T} in the cost): each triggered mana ability of a permanent they control that
    triggers on that ("Whenever you tap a creature for mana, add an additional {G}.") resolves
    at once, without the stack, right after the mana ability that triggered it."""
    result = game.layers()
    for object_id, chars in list(result.characteristics.items()):
        obj = game.objects.get(object_id)
        if (
            obj is None
            or obj.zone is not Zone.BATTLEFIELD
            or game.controller_of(object_id) != player
        ):
            continue
        for ability in chars.abilities:
            spec = trigger_of(ability) if ability.kind is AbilityKind.TRIGGERED else None
            if spec is None or spec.event != TriggerEvent.TAPPED_FOR_MANA:
                continue
            resolution = Resolution(object_id, player, ability)
            for instruction in ability.instructions:
                _carry_out(game, resolution, instruction)
            game.events.append(
                event_of("mana", f"{object_id}'s triggered mana ability resolves", "605.4a")
            )
    game.changed()


def _carry_out(game: GameState, resolution: Resolution, instruction: Instruction) -> None:
    """CR 605.3b: one more instruction of a mana ability, done as it is activated: about the
    ability's source (``to: self``) or its controller (``to: you``)."""
    where = instruction.param("to") or instruction.param("on") or instruction.param("value")
    target = {"self": resolution.source_id, "you": resolution.controller}.get(str(where))
    if not HANDLERS[instruction.action](Instructed(game, resolution, instruction, target)):
        game.events.append(
            event_of(
                "not modeled", f"'{instruction.action}' is not carried out in this state", "605.3b"
            )
        )


def pay_mana(
    game: GameState,
    player: str,
    cost: ManaCost,
    x: int,
    exclude: str | None = None,
    *,
    life: int = 0,
    spending: Spending | None = None,
) -> list[Mana]:
    """CR 601.2g-h: pay ``cost`` for ``spending`` (106.6): activate the mana abilities a plan
    chose, then spend mana from the pool (``life``: the life kept for the rest of the cost,
    119.4). Returns the mana spent."""
    plan = plan_mana(game, player, cost, x, exclude, life, spending)
    if plan is None:
        raise AssertionError("payment was checked as possible")
    for source, option in plan.activations:
        produce_mana(game, player, source.object_id, source.index, None, option=option)
    left = game.players[player].life - life
    final = plan_spending(game, player, cost, x, [], left, spending)
    assert final is not None
    spent = game.pools[player].spend(final.pool)
    game.players[player].life -= final.life
    return spent


@handles("add_mana")
def _add_mana(it: Instructed) -> bool:
    """CR 106.1, 106.4: a spell or ability adds mana to its controller's pool ("Add {B}{B}{B}"
    — Dark Ritual). When what it adds is chosen ("one mana of any color", 106.1a; "two mana in
    any combination of colors"), its controller chooses as it resolves (608.2d), before the
    instructions after it."""
    game, resolution = it.game, it.resolution
    production = read_production(str(it.instruction.param("value", "")), it.instruction.amount)
    options = options_now(game, resolution.controller, resolution.source_id, production)
    only = it.instruction.param("spend_only")
    if isinstance(only, SpendOnly):  # CR 106.6: "Spend this mana only to cast …"
        only = only.bound(chosen_type_of(game, resolution.source_id))
    for player in players_of(game, resolution, it.instruction, it.target):
        if len(options) == 1:
            _add(game, player, resolution.source_id, options[0], only)
        elif options:
            game.choices_waiting.append(
                {
                    "object": resolution.source_id,
                    "choice": "mana",
                    "player": player,
                    "options": tuple((_label(o), o) for o in options),
                    "only": only,
                    "then": None,  # the instructions after this one, held back (resolve.follow)
                }
            )
    return True


@handles("add_mana_next_main")
def _add_mana_next_main(it: Instructed) -> bool:
    """CR 603.7a, 608.2h: "At the beginning of your next main phase, add an amount of {C} equal
    to that spell's mana value" (Mana Drain): a delayed triggered ability, created as the spell
    resolves, adding the amount counted now (that spell as it last existed)."""
    game, resolution = it.game, it.resolution
    adds = str(it.instruction.param("value", "")) * max(
        0, amount_of(game, resolution, it.instruction)
    )
    words = adds or "no mana"
    ability = Ability(
        AbilityKind.TRIGGERED,
        Text.parse(f"At the beginning of your next main phase, add {words}."),
        instructions=(Instruction("add_mana", params=(("value", adds),)),) if adds else (),
        trigger="At the beginning of your next main phase",
    )
    create_delayed(game, YOUR_NEXT_MAIN, resolution.source_id, resolution.controller, ability)
    return True


def _label(option: Option) -> str:
    return "".join(str(Mana(c, "")) for c in option)


def _add(
    game: GameState, player: str, source: str, option: Option, only: SpendOnly | None = None
) -> None:
    game.pools[player].add(Mana(c, source, only=only) for c in option)
    game.events.append(event_of("add mana", f"{player} adds {_label(option)}", "106.4"))


def finish_adding(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The player chose the mana ``value`` names (CR 106.1a, 608.2d): it is added, then the
    instructions held back are followed."""
    option = dict(waiting["options"])[value]
    _add(game, waiting["player"], waiting["object"], option, waiting.get("only"))
    then = waiting.get("then")
    if then:
        follow(game, then)
    game.changed()
