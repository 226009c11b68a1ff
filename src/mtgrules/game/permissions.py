"""Casting spells from zones other than the hand, and without paying their mana costs (CR 601.3:
a player may cast a spell only if a rule or effect allows it; 118.9: "without paying its mana
cost" is an alternative cost).

A spell cast while another spell or ability resolves (608.2g: "you may cast target instant or
sorcery card from your graveyard without paying its mana cost") is cast then, following 601.2a-i
— whatever its card type, so not at sorcery timing — and nobody gets priority after it: it
becomes the topmost object of the stack and the resolving ability goes on. Its controller
chooses as the ability resolves: not to cast it, or one of the ways to cast it (its targets,
modes and additional costs), listed as the choice's options."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from mtgrules.game.instructed import Instructed, every_object, handles
from mtgrules.game.keywords import ESCAPE, FLASHBACK
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.refusals import Refusal
from mtgrules.game.replacement import GRAVEYARD_EXILED
from mtgrules.game.timing import sorcery_timing
from mtgrules.game.zone_events import sacrificed
from mtgrules.game.zones import library, zone_lists
from mtgrules.model.abilities import AlternativeCost
from mtgrules.model.costs import SpellCost
from mtgrules.vocab.mana import GenericSymbol, ManaCost

if TYPE_CHECKING:
    from mtgrules.game.actions import CastSpell
    from mtgrules.game.game_state import GameState

FREE = "without paying its mana cost"
"""The cost a spell cast without paying its mana cost is cast for (CR 118.9)."""


EXILE_IF_TO_GRAVEYARD = "exile_instead_of_graveyard"
"""A spell's mark: if it would be put into a graveyard, it is exiled instead (CR 614.1a; read
by :meth:`Game.move`)."""

NO_MANA = ManaCost((GenericSymbol(0),))


FLASHBACK_COST = "flashback"
"""The name of the cost a spell cast with flashback is cast for (CR 702.34a)."""


@dataclass(frozen=True)
class GraveyardWay:
    """CR 702.34a: a card in its owner's graveyard that may be cast with flashback: the cost's
    mana (``{0}`` when it has none) and what it takes besides mana (sacrifices, life)."""

    card: str
    label: str
    mana: ManaCost
    extra: SpellCost
    exile_others: int = 0
    """How many other cards of the graveyard the cost exiles (escape, CR 702.138a)."""
    alternative: AlternativeCost | None = None
    """The objects the cost is paid with besides (a flashback cost that taps creatures,
    601.2h)."""


# -- permissions that last (CR 601.3, 611.2b) ----------------------------------------------------

GAINS_FLASHBACK = "flashback"
"""A card that gained flashback whose cost is its mana cost (CR 702.34a)."""
MAY_PLAY = "play"
"""A card its player may play: cast it, or play it as a land (CR 305.1, 601.3)."""
MAY_CAST = "cast"
"""A card its player may cast (not play as a land)."""

ON_AN_ADVENTURE = "adventure"
"""The permission of a card exiled by its own Adventure: its controller may cast it from exile
for as long as it stays there (CR 715.3d)."""

PLOTTED = "plotted"
"""A plotted card: its owner may cast it from exile without paying its mana cost at sorcery
timing on any later turn (CR 702.170d). It lasts as long as the card stays exiled."""

MANA_COST = "mana cost"
"""The cost a card is cast for by paying its mana cost (the cast's default label)."""


@dataclass(frozen=True)
class Permission:
    """What an effect lets ``player`` do with the card ``card`` (CR 601.3): ``what`` is
    :data:`GAINS_FLASHBACK`, :data:`MAY_PLAY` or :data:`MAY_CAST`; ``free``: without paying its
    mana cost (118.9). It holds for that object only (400.7: ``changes``, its zone changes when
    given), from the turn ``since`` until the cleanup step of turn ``ends`` (514.2) — ``ends``
    None: until the end of ``player``'s next turn, whose number isn't known yet (611.2b)."""

    player: str
    card: str
    changes: int
    what: str
    since: int
    ends: int | None
    free: bool = False


def grant(
    game: GameState,
    player: str,
    card: str,
    what: str,
    *,
    next_turn: bool = False,
    free: bool = False,
) -> None:
    """CR 601.3, 611.2b: let ``player`` do ``what`` with ``card`` until end of turn, or until the
    end of their next turn."""
    changes = game._zone_changes.get(card, 0)
    ends = None if next_turn else game.turn
    game.permissions.append(Permission(player, card, changes, what, game.turn, ends, free))
    game.changed()


def _holds(game: GameState, permission: Permission) -> bool:
    """CR 400.7: a permission is for the object it was given to, not a new one."""
    obj = game.objects.get(permission.card)
    return obj is not None and game._zone_changes.get(permission.card, 0) == permission.changes


def permissions_as_turn_begins(game: GameState) -> None:
    """CR 611.2b: a turn begins: a permission lasting until the end of its player's next turn
    now ends with this turn, when it is theirs."""
    if not game.permissions:
        return
    game.permissions = [
        replace(p, ends=game.turn)
        if p.ends is None
        and p.what not in (PLOTTED, ON_AN_ADVENTURE)
        and p.player == game.active_player
        and game.turn > p.since
        else p
        for p in game.permissions
        if _holds(game, p)
    ]
    game.changed()


def permissions_at_cleanup(game: GameState) -> None:
    """CR 514.2: "until end of turn" (and "until the end of your next turn", in that turn's
    cleanup) permissions end."""
    if not game.permissions:
        return
    game.permissions = [
        p for p in game.permissions if _holds(game, p) and (p.ends is None or p.ends > game.turn)
    ]
    game.changed()


def _permissions(game: GameState, player: str) -> list[Permission]:
    return [p for p in game.permissions if p.player == player and _holds(game, p)]


def permitted_ways(game: GameState, player: str) -> list[GraveyardWay]:
    """CR 601.3: the cards ``player`` may cast from another zone than the hand by an effect's
    permission, each with its cost: a card in their graveyard that gained flashback, for its
    mana cost (702.34a; a card with flashback of its own uses its own); a card in exile they
    may play or cast, for its mana cost, or without paying it (118.9)."""
    ways = escape_ways(game, player) + graveyard_spells(game, player)
    ways += top_of_library_ways(game, player)
    seen = set()
    for permission in _permissions(game, player):
        card = permission.card
        obj = game.objects[card]
        chars = game.characteristics(card)
        if card in seen or chars.type_line.has_card_type("Land"):
            continue
        if chars.mana_cost is None and not permission.free:
            continue  # CR 118.6: no mana cost to pay
        mana = NO_MANA if permission.free or chars.mana_cost is None else chars.mana_cost
        if permission.what == GAINS_FLASHBACK:
            own = any(a.is_keyword(FLASHBACK) for a in chars.abilities)
            if obj.zone is not Zone.GRAVEYARD or own:
                continue
            line = chars.type_line
            if not (line.has_card_type("Instant") or line.has_card_type("Sorcery")):
                continue
            ways.append(GraveyardWay(card, FLASHBACK_COST, mana, SpellCost()))
        elif permission.what == PLOTTED:  # CR 702.170d
            if obj.zone is not Zone.EXILE or game.turn <= permission.since:
                continue

            if not sorcery_timing(game, player):
                continue
            ways.append(GraveyardWay(card, FREE, NO_MANA, SpellCost()))
        elif obj.zone is Zone.EXILE:
            label = FREE if permission.free else MANA_COST
            ways.append(GraveyardWay(card, label, mana, SpellCost()))
        seen.add(card)
    return ways


def permitted_lands(game: GameState, player: str) -> list[str]:
    """CR 305.1, 601.3: the land cards in exile ``player`` may play by an effect's permission,
    and those in their graveyard while they control a permanent saying "You may play lands from
    your graveyard." (Crucible of Worlds)."""
    lands = [
        p.card
        for p in _permissions(game, player)
        if p.what in (MAY_PLAY, ON_AN_ADVENTURE)  # CR 715.3d: "may play it"
        and game.objects[p.card].zone is Zone.EXILE
        and game.characteristics(p.card).type_line.has_card_type("Land")
    ]
    return lands + _graveyard_lands(game, player) + _top_land(game, player)


LANDS_FROM_GRAVEYARD = "play_lands_from_graveyard"
"""The rules change of "You may play lands from your graveyard." (CR 601.3)."""

PLAY_FROM_GRAVEYARD = "play_lands_and_cast_spells_from_graveyard"
"""The rules change of "Until end of turn, you may play lands and cast spells from your
graveyard." (Yawgmoth's Will; CR 601.3, 305.1), for the player whose effect it is."""


def _rules_for(game: GameState, player: str, *rules: str) -> bool:
    """CR 101.2, 613.11: whether an effect ``player`` controls changes the rules so."""
    from mtgrules.effects.ops import ChangeRules

    return any(
        isinstance(op, ChangeRules) and op.rule in rules and controller == player
        for _, controller, op in game.layers().rule_effects
    )


def _for_the_turn(it: Instructed, rule: str, description: str) -> None:
    """CR 611.2a, 514.2: an effect on the rules from a resolving spell, until end of turn."""
    from mtgrules.effects.ops import ChangeRules
    from mtgrules.model.abilities import EffectSpec, Filter

    spec = EffectSpec(Filter(zones=()), (ChangeRules(rule),), duration="end_of_turn")
    it.game.create_effect(
        spec, it.resolution.source_id, it.resolution.controller, description=description
    )


@handles("play_from_graveyard")
def _play_from_graveyard(it: Instructed) -> bool:
    """CR 601.3, 305.1: "Until end of turn, you may play lands and cast spells from your
    graveyard." — at their normal timing, paying their costs."""
    player = it.resolution.controller
    _for_the_turn(it, PLAY_FROM_GRAVEYARD, f"{player} may play cards from their graveyard")
    return True


@handles("graveyard_exiled")
def _graveyard_exiled(it: Instructed) -> bool:
    """CR 614.1a: "If a card would be put into your graveyard from anywhere this turn, exile
    that card instead."."""
    player = it.resolution.controller
    _for_the_turn(it, GRAVEYARD_EXILED, f"cards going to {player}'s graveyard are exiled")
    return True


def graveyard_spells(game: GameState, player: str) -> list[GraveyardWay]:
    """CR 601.3: the nonland cards in ``player``'s graveyard they may cast for their mana costs
    while an effect of theirs lets them cast spells from it (Yawgmoth's Will)."""
    if not _rules_for(game, player, PLAY_FROM_GRAVEYARD):
        return []
    ways = []
    for card in zone_lists(game).get((Zone.GRAVEYARD, player), ()):
        chars = game.characteristics(card)
        if chars.mana_cost is not None and not chars.type_line.has_card_type("Land"):
            ways.append(GraveyardWay(card, MANA_COST, chars.mana_cost, SpellCost()))
    return ways


def _graveyard_lands(game: GameState, player: str) -> list[str]:
    """CR 601.3: the land cards in ``player``'s graveyard, if an effect of theirs lets them play
    lands from it."""
    if not _rules_for(game, player, LANDS_FROM_GRAVEYARD, PLAY_FROM_GRAVEYARD):
        return []
    return sorted(
        card for card, obj in game.objects.items()
        if obj.zone is Zone.GRAVEYARD and obj.owner == player
        and game.characteristics(card).type_line.has_card_type("Land")
    )  # fmt: skip


# -- the top card of the library (CR 401.2, 601.3, 305.1) -------------------------------------------

PAY_LIFE = "pay life equal to its mana value"
"""The alternative cost of a spell cast from the top of the library by Bolas's Citadel: life
equal to its mana value rather than its mana cost (CR 118.9, 119.4)."""


def _top_card(game: GameState, player: str) -> str | None:
    cards = library(game, player)
    return cards[0] if cards else None


def sees_top_card(game: GameState, player: str, card: str) -> bool:
    """CR 401.2: whether ``card`` is the top card of ``player``'s library and an effect of theirs
    lets them look at it any time (Bolas's Citadel, Mystic Forge)."""
    from mtgrules.cards.oracle.families.playing import LOOK_AT_TOP

    return _top_card(game, player) == card and _rules_for(game, player, LOOK_AT_TOP)


def top_of_library_ways(game: GameState, player: str) -> list[GraveyardWay]:
    """CR 601.3, 118.9: the top card of ``player``'s library, if an effect of theirs lets them
    cast it: any spell for life equal to its mana value rather than its mana cost (Bolas's
    Citadel; X is 0, 107.3b), an artifact or colorless spell for its mana cost (Mystic Forge). A
    card without a mana cost isn't cast this way."""
    from mtgrules.cards.oracle.families.playing import CAST_TOP_ARTIFACTS, PLAY_TOP_FOR_LIFE

    top = _top_card(game, player)
    if top is None:
        return []
    chars = game.characteristics(top)
    line = chars.type_line
    if chars.mana_cost is None or line.has_card_type("Land"):
        return []
    ways = []
    if _rules_for(game, player, PLAY_TOP_FOR_LIFE):
        ways.append(GraveyardWay(top, PAY_LIFE, NO_MANA, SpellCost(life=chars.mana_value)))
    if _rules_for(game, player, CAST_TOP_ARTIFACTS) and (
        line.has_card_type("Artifact") or not chars.colors
    ):
        ways.append(GraveyardWay(top, MANA_COST, chars.mana_cost, SpellCost()))
    return ways


def _top_land(game: GameState, player: str) -> list[str]:
    """CR 305.1, 601.3: the top card of ``player``'s library, if it is a land and an effect of
    theirs lets them play lands from there (Bolas's Citadel)."""
    from mtgrules.cards.oracle.families.playing import PLAY_TOP_FOR_LIFE

    top = _top_card(game, player)
    if top is None or not game.characteristics(top).type_line.has_card_type("Land"):
        return []
    return [top] if _rules_for(game, player, PLAY_TOP_FOR_LIFE) else []


@handles("gain_flashback")
def _gain_flashback(it: Instructed) -> bool:
    """CR 702.34a, 611.2c: "… card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost." — each card the instruction means as it
    resolves (its target, or every card the filter matches then)."""
    game, player = it.game, it.resolution.controller
    every = it.instruction.param("all")
    if every is not None:
        cards = every_object(game, it.resolution, every)
    else:
        cards = [it.target] if it.target is not None else []
    for card in cards:
        if card in game.objects and game.objects[card].zone is Zone.GRAVEYARD:
            grant(game, player, card, GAINS_FLASHBACK)
            game.events.append(
                event_of("flashback", f"{card} gains flashback until end of turn", "702.34a")
            )
    return True


@handles("impulse")
def _impulse(it: Instructed) -> bool:
    """CR 601.3, 611.2b: "exile the top two cards of your library. Until the end of your next
    turn, you may play those cards." — its controller exiles them (fewer if the library has
    fewer, 406.3) and may play them from exile until then."""
    game, player = it.game, it.resolution.controller
    number = int(it.instruction.param("value", 1))
    what = MAY_CAST if it.instruction.param("what") == "cast" else MAY_PLAY
    next_turn = it.instruction.param("until") == "end_of_your_next_turn"
    free = bool(it.instruction.param("free"))
    for card in library(game, player)[:number]:
        game.move(card, Zone.EXILE)
        grant(game, player, card, what, next_turn=next_turn, free=free)
        game.events.append(event_of("exile", f"{player} exiles {card} from their library", "601.3"))
    return True


# -- escape (CR 702.138) ----------------------------------------------------------------------------

ESCAPE_COST = "escape"
"""The name of the cost a spell cast with escape is cast for (CR 702.138a)."""


def _escape_cost(game: GameState, card: str) -> tuple[ManaCost, int] | None:
    """CR 702.138a: the card's escape cost (of two, the first): its mana and how many other
    cards it exiles from the graveyard."""
    from mtgrules.cards.keyword_abilities import escape_cost

    chars = game.characteristics(card)
    ability = next((a for a in chars.abilities if a.is_keyword(ESCAPE)), None)
    if ability is not None:
        mana, count = escape_cost(ability.parameter)
        return ManaCost.parse(mana, game.rules.symbols), count
    obj = game.objects[card]
    granted = _graveyard_escape(game, obj.owner) if obj.zone is Zone.GRAVEYARD else None
    if granted is None or chars.mana_cost is None or chars.type_line.has_card_type("Land"):
        return None
    return chars.mana_cost, granted


def _graveyard_escape(game: GameState, player: str) -> int | None:
    """CR 702.138a, 613.11: "Each nonland card in your graveyard has escape. The escape cost is
    equal to the card's mana cost plus exile three other cards from your graveyard." (Underworld
    Breach): how many other cards the given escape exiles, if a permanent ``player`` controls
    gives it (of two, the first)."""
    from mtgrules.cards.oracle.families.playing import GRAVEYARD_ESCAPE
    from mtgrules.effects.ops import ChangeRules

    for _, controller, op in game.layers().rule_effects:
        if isinstance(op, ChangeRules) and controller == player:
            rule, _, count = op.rule.partition(":")
            if rule == GRAVEYARD_ESCAPE:
                return int(count)
    return None


def escape_ways(game: GameState, player: str) -> list[GraveyardWay]:
    """CR 702.138a: the cards in ``player``'s graveyard with escape, each with its escape
    cost: "You may cast this card from your graveyard by paying [cost] rather than paying its
    mana cost"."""
    ways = []
    for card in zone_lists(game).get((Zone.GRAVEYARD, player), ()):
        cost = _escape_cost(game, card)
        if cost is not None and not game.characteristics(card).type_line.has_card_type("Land"):
            ways.append(GraveyardWay(card, ESCAPE_COST, cost[0], SpellCost(), cost[1]))
    return ways


def escape_refusal(game: GameState, action: CastSpell) -> Refusal | None:
    """CR 702.138a: the cards an escape cost exiles are that many different other cards in the
    caster's graveyard."""
    cost = _escape_cost(game, action.card)
    count = cost[1] if cost is not None else 0
    if len(action.exile) != count or len(set(action.exile)) != count:
        return Refusal(f"escape exiles {count} other cards from the graveyard", "702.138a")
    for card in action.exile:
        obj = game.objects.get(card)
        if card == action.card or obj is None or obj.zone is not Zone.GRAVEYARD:
            return Refusal(
                f"'{card}' is not another card in {action.player}'s graveyard", "702.138a"
            )
        if obj.owner != action.player:
            return Refusal(
                f"'{card}' is not another card in {action.player}'s graveyard", "702.138a"
            )
    return None


def cast_with_escape(game: GameState, action: CastSpell) -> None:
    """CR 702.138a, 702.138c: the escape cost's cards are exiled; the permanent the spell
    becomes escaped (its next zone change takes it from the stack)."""
    for card in action.exile:
        game.move(card, Zone.EXILE)
        game.events.append(
            event_of("escape", f"{action.player} exiles {card} (escape)", "702.138a")
        )
    game.escaped.add((action.card, game._zone_changes.get(action.card, 0) + 1))
    game.changed()


def escaped(game: GameState, permanent: str) -> bool:
    """CR 702.138c: whether the permanent escaped (the spell it was was cast with escape)."""
    obj = game.objects.get(permanent)
    changes = game._zone_changes.get(permanent, 0)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and (permanent, changes) in game.escaped


@handles("sacrifice_unless_escaped")
def _sacrifice_unless_escaped(it: Instructed) -> bool:
    """CR 702.138c, 701.21a: "sacrifice it unless it escaped"."""
    game, source = it.game, it.resolution.source_id
    obj = game.objects.get(source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return True  # CR 400.7: it left the battlefield; nothing is sacrificed
    if escaped(game, source):
        game.events.append(event_of("escape", f"{source} escaped: it isn't sacrificed", "702.138c"))
        return True
    game.move(source, Zone.GRAVEYARD)
    game.events.append(
        event_of("sacrifice", f"{it.resolution.controller} sacrifices {source}", "701.21a")
    )
    sacrificed(game, it.resolution.controller, source)
    return True


# -- plot (CR 702.170, 116.2k) ------------------------------------------------------------------------
