"""Mana (CR 106): what mana abilities make, mana pools where each mana remembers its source and
its properties (106.3-106.4), and paying costs — choosing which mana pays which symbol (hybrid,
Phyrexian with life, generic, snow, and any symbol a variant adds: each symbol says what may pay
it through :meth:`~mtgrules.vocab.mana.ManaSymbol.can_be_paid_by`)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtgrules.effects.characteristics import Characteristics
from mtgrules.game.actions import Action, ActivateManaAbility
from mtgrules.game.keywords import HASTE
from mtgrules.game.objects import Zone
from mtgrules.game.refusals import Refusal
from mtgrules.game.zones import zone_lists
from mtgrules.model.abilities import Ability, AbilityKind
from mtgrules.vocab.colors import Color
from mtgrules.vocab.mana import SNOW, ManaCost, ManaSymbol, ManaUnit

if TYPE_CHECKING:
    from mtgrules.game.state import Game


@dataclass(frozen=True)
class Mana:
    """One mana in a pool (CR 106.1), remembering the permanent that made it (106.3) and that
    source's properties (snow, or a variant's own marks)."""

    color: Color | None
    source: str
    properties: frozenset[str] = frozenset()

    @property
    def unit(self) -> ManaUnit:
        return ManaUnit(self.color, self.properties)

    def __str__(self) -> str:
        return "{" + (self.color.value if self.color else "C") + "}"


_ADD = re.compile(r"Add (.+?)\.?$")
_SYMBOL = re.compile(r"\{([WUBRGC])\}")


def mana_options(ability: Ability) -> tuple[tuple[Color | None, ...], ...]:
    """CR 106.1, 605.1a: the mana a mana ability can add, one tuple per way it can be made:
    ``{T}: Add {G}.`` → (G,); ``Add {U} or {R}.`` → (U,), (R,); ``Add {C}{C}.`` → (C, C);
    ``Add one mana of any color.`` → one option per color."""
    known = _OPTIONS.get(id(ability))
    if known is not None and known[0] is ability:
        return known[1]
    options = _read_options(ability)
    if len(_OPTIONS) > 4096:
        _OPTIONS.clear()
    _OPTIONS[id(ability)] = (ability, options)
    return options


_OPTIONS: dict[int, tuple[Ability, tuple[tuple[Color | None, ...], ...]]] = {}
"""What each mana ability can add, by ability (abilities are frozen values)."""


def _read_options(ability: Ability) -> tuple[tuple[Color | None, ...], ...]:
    text = ability.render("this")
    match = _ADD.search(text)
    if match is None:
        return ()
    words = match.group(1)
    if "any color" in words:
        amount = 2 if words.startswith("two") else 1
        return tuple((c,) * amount for c in Color)
    options = []
    for part in re.split(r",? or ", words):
        symbols = _SYMBOL.findall(part)
        if symbols:
            options.append(tuple(None if s == "C" else Color(s) for s in symbols))
    return tuple(options)


SourceProperty = Callable[[Characteristics], Iterable[str]]


def snow_property(chars: Characteristics) -> Iterable[str]:
    """CR 106.3, 107.4h: mana from a snow source is snow mana."""
    return (SNOW,) if chars.type_line.has_supertype("Snow") else ()


@dataclass(frozen=True)
class ManaSource:
    """A mana ability that could be activated to pay a cost: the permanent, which of its
    activated abilities (1-based), and what it can make."""

    object_id: str
    index: int
    options: tuple[tuple[Color | None, ...], ...]
    properties: frozenset[str] = frozenset()


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
) -> Payment | None:
    """CR 601.2g-h: a way to pay ``cost`` from the pool and by activating mana abilities, or None.
    Specific symbols are matched first, each with the least flexible mana that can pay it;
    generic mana last (CR 107.4b). Deterministic: the same state gives the same plan."""
    for needs, paid_life in _expansions(cost, x, life):
        plan = _match(needs, pool, sources)
        if plan is not None:
            plan.life = paid_life
            return plan
    return None


def _match(
    needs: list[_Need], pool: Sequence[Mana], sources: Sequence[ManaSource]
) -> Payment | None:
    specific = [n for n in needs if not n.symbol.is_generic]
    generic = sum(n.count for n in needs if n.symbol.is_generic)
    pool_left = list(range(len(pool)))
    # Mana not yet spent from activated sources, with the option it came from.
    made: list[tuple[ManaUnit, int]] = []
    payment = Payment()
    unused = sorted(sources, key=lambda s: (len(s.options), s.object_id))

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
                unused.remove(source)
                payment.activations.append((source, option_index))
                made.extend((unit, option_index) for k, unit in enumerate(units) if k != hit)
                return True
        return False

    for need in specific:
        for _ in range(need.count):
            predicate = need.symbol.can_be_paid_by
            if not (take_from_pool(predicate) or take_made(predicate) or activate(predicate)):
                return None
    anything: Callable[[ManaUnit], bool] = lambda unit: True  # noqa: E731
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


def _spare_first(sources: Sequence[ManaSource]) -> Callable[[ManaSource], tuple[int, int]]:
    """The order to tap sources for generic mana: plain ones before those whose mana has
    properties (snow, a variant's), and those making the most common colors first, so the
    scarce colors stay for what needs them (a Mountain for {1} before the only Island)."""
    makers: dict[Color | None, int] = {}
    for source in sources:
        for color in {c for option in source.options for c in option}:
            makers[color] = makers.get(color, 0) + 1

    def key(source: ManaSource) -> tuple[int, int]:
        colors = {c for option in source.options for c in option}
        commonest = min((makers[c] for c in colors), default=0)
        return (1 if source.properties else 0, -commonest)

    return key


class ManaPool:
    """CR 106.4: a player's mana pool. It empties at the end of each step and phase."""

    def __init__(self, mana: Iterable[Mana] = ()) -> None:
        self.mana: list[Mana] = list(mana)

    def add(self, mana: Iterable[Mana]) -> None:
        self.mana.extend(mana)

    def spend(self, positions: Iterable[int]) -> list[Mana]:
        chosen = sorted(set(positions), reverse=True)
        spent = [self.mana[i] for i in chosen]
        for i in chosen:
            del self.mana[i]
        return spent

    def empty(self) -> None:
        self.mana.clear()

    def copy(self) -> ManaPool:
        return ManaPool(self.mana)

    def __len__(self) -> int:
        return len(self.mana)

    def __str__(self) -> str:
        return "".join(str(m) for m in self.mana)


MAX_X = 20
"""The largest X offered among legal actions (any larger X is still accepted by apply)."""


class Payer:
    """What ``player`` can pay now (CR 601.2g-h), their mana sources listed once: legal_actions
    asks about many costs of one unchanging state."""

    def __init__(self, game: Game, player: str) -> None:
        self.game = game
        self.player = player
        self._sources: list[ManaSource] | None = None
        self._known: dict[tuple[int, int, str | None, int], tuple[ManaCost, bool]] = {}

    def sources(self, exclude: str | None = None) -> list[ManaSource]:
        if self._sources is None:
            self._sources = mana_sources(self.game, self.player)
        if exclude is None:
            return self._sources
        return [s for s in self._sources if s.object_id != exclude]

    def can_pay(
        self, cost: ManaCost, x: int, exclude: str | None = None, *, life_reserved: int = 0
    ) -> bool:
        """Whether ``cost`` can be paid with X = ``x``, without ``exclude``'s mana, keeping
        ``life_reserved`` life for the rest of the cost (CR 119.4)."""
        key = (id(cost), x, exclude, life_reserved)
        known = self._known.get(key)
        if known is None or known[0] is not cost:
            game = self.game
            sources = self.sources(exclude)
            pool = game.pools[self.player].mana
            life = game.players[self.player].life - life_reserved
            # The same question for this game version, with the same mana at hand:
            lasting = ("can pay", id(cost), x, tuple(s.object_id for s in sources), *pool, life)
            derived = game.derived()
            known = derived.get(lasting)
            if known is None or known[0] is not cost:
                plan = plan_payment(cost, x, pool, sources, life)
                known = derived[lasting] = (cost, plan is not None)
            self._known[key] = known
        return known[1]

    def available(self) -> int:
        """The most mana the player could have now: the pool and every source's largest
        option."""
        return len(self.game.pools[self.player]) + sum(
            max(len(o) for o in s.options) for s in self.sources()
        )

    def max_x(self, cost: ManaCost) -> int:
        return max(0, min(MAX_X, self.available() - cost.mana_value()))


def mana_sources(game: Game, player: str, exclude: str | None = None) -> list[ManaSource]:
    """The untapped permanents ``player`` controls with mana abilities that tap ({T}) and need
    no other cost, for paying (CR 601.2g)."""
    sources = []
    objects = game.objects
    for source, creature in _mana_abilities(game, player):
        object_id = source.object_id
        if object_id == exclude or objects[object_id].tapped:
            continue  # refused (tap_refusal: 107.5), without building the refusal
        if creature and tap_refusal(game, object_id, creature) is not None:
            continue
        sources.append(source)
    return sources


def _mana_abilities(game: Game, player: str) -> list[tuple[ManaSource, bool]]:
    """For :func:`mana_sources`: each permanent ``player`` controls with a mana ability that
    only taps or costs nothing, as a source of its first such ability, and whether it's a
    creature. Derived once per game version."""
    derived = game.derived()
    key = ("mana abilities", player, tuple(game.mana_properties))
    known: list[tuple[ManaSource, bool]] | None = derived.get(key)
    if known is not None:
        return known
    found = []
    every = game.layers().characteristics
    objects = game.objects
    hooks = tuple(game.mana_properties)
    memo: dict[str, Any] = game.alone_memo.setdefault(_MANA_SOURCES, {})
    for object_id in zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
        chars = every[object_id]
        if (chars.controller or objects[object_id].owner) != player:
            continue
        entry = memo.get(object_id)
        if entry is None or entry[0] is not chars or entry[1] != hooks:
            entry = memo[object_id] = (chars, hooks, _mana_source(object_id, chars, hooks))
        if entry[2] is not None:
            found.append(entry[2])
    derived[key] = found
    return found


_MANA_SOURCES = ("mana sources",)
"""The key in ``game.alone_memo`` (a tuple: never an object's id) of each permanent's mana
source, by object id, as found from its characteristics (frozen values) and the game's mana
property hooks."""


def _mana_source(
    object_id: str, chars: Characteristics, hooks: tuple[Any, ...]
) -> tuple[ManaSource, bool] | None:
    """A permanent's first mana ability that only taps or costs nothing, as a source, and
    whether it's a creature; None without one."""
    if not any(a.kind is AbilityKind.MANA for a in chars.abilities):
        return None
    creature = chars.type_line.has_card_type("Creature")
    for index, ability in enumerate([a for a in chars.abilities if a.is_activated], start=1):
        if ability.kind is not AbilityKind.MANA or ability.cost.strip() not in ("{T}", ""):
            continue
        options = mana_options(ability)
        if options:
            properties = frozenset(p for hook in hooks for p in hook(chars))
            return ManaSource(object_id, index, options, properties), creature
    return None


def tap_refusal(game: Game, object_id: str, creature: bool | None = None) -> Refusal | None:
    """May ``object_id`` pay a {T} cost now? Not when tapped (CR 107.5), nor when it's a creature
    with summoning sickness (302.6). ``creature``: whether it is one, when already known."""
    if game.objects[object_id].tapped:
        return Refusal(f"'{object_id}' is tapped", "107.5")
    if creature is None:
        creature = game.characteristics(object_id).type_line.has_card_type("Creature")
    if creature and not may_tap(game, object_id):
        return Refusal(f"'{object_id}' has summoning sickness", "302.6")
    return None


def may_tap(game: Game, object_id: str) -> bool:
    """CR 302.6: a creature's {T} abilities need it to have been under its controller's control
    since their most recent turn began, or haste."""
    obj = game.objects[object_id]
    if obj.settled_under == game.controller_of(object_id):
        return True
    return game.characteristics(object_id).has_keyword(HASTE)


def _can_pay(game: Game, player: str, cost: ManaCost, x: int, exclude: str | None = None) -> bool:
    return plan_mana(game, player, cost, x, exclude) is not None


def plan_mana(
    game: Game,
    player: str,
    cost: ManaCost,
    x: int,
    exclude: str | None = None,
    life_reserved: int = 0,
) -> Payment | None:
    return plan_payment(
        cost,
        x,
        game.pools[player].mana,
        mana_sources(game, player, exclude),
        game.players[player].life - life_reserved,
    )


def _max_x(game: Game, player: str, cost: ManaCost) -> int:
    available = len(game.pools[player]) + sum(
        max(len(o) for o in s.options) for s in mana_sources(game, player)
    )
    return max(0, min(MAX_X, available - cost.mana_value()))


def activated_abilities(game: Game, object_id: str) -> list[Ability]:
    return [a for a in game.characteristics(object_id).abilities if a.is_activated]


def mana_actions(game: Game, player: str, payer: Payer | None = None) -> list[Action]:
    actions: list[Action] = []
    derived = game.derived()
    for source in (payer or Payer(game, player)).sources():
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


def mana_ability_refusal(game: Game, action: ActivateManaAbility) -> Refusal:
    """Why ``action`` isn't a mana ability ``action.player`` may activate now: CR 605.3a, a mana
    ability of a permanent they control, whose {T} cost can be paid (:func:`tap_refusal`), that
    makes the mana asked for (605.1a)."""
    obj = game.objects.get(action.source)
    if (
        obj is None
        or obj.zone is not Zone.BATTLEFIELD
        or game.controller_of(action.source) != action.player
    ):
        return Refusal(f"{action.player} controls no permanent '{action.source}'", "605.3a")
    return tap_refusal(game, action.source) or Refusal(
        f"'{action.source}' has no mana ability {action.index} making that mana", "605.1a"
    )


def produce_mana(
    game: Game,
    player: str,
    source: str,
    index: int,
    color: str | None,
    *,
    option: int | None = None,
) -> None:
    """CR 605.3: activate a mana ability: pay its cost ({T}) and add its mana at once."""
    ability = activated_abilities(game, source)[index - 1]
    options = mana_options(ability)
    if option is None:
        option = next(
            i for i, o in enumerate(options) if any((c.value if c else None) == color for c in o)
        )
    chars = game.characteristics(source)
    properties = frozenset(p for hook in game.mana_properties for p in hook(chars))
    game.objects[source].tapped = True
    game.pools[player].add(Mana(c, source, properties) for c in options[option])
