"""Hidden information (CR 400.2): what one player may know of a game, and full games consistent
with it, for information-set search.

:func:`view_of` (``game.view(player)``) gives a :class:`PlayerView`: the public zones (CR 400.2:
battlefield, graveyards, exile, the stack, the command zone) with each object's characteristics
as the layer system computes them, the player's own hand, how many cards each hidden zone holds
(libraries, the other players' hands), and nothing else — not which cards are in them, not
their order, not the random generator's state, not the seed or the record of the game (whose
actions name hidden cards). A face-down permanent (CR 708.2) shows as a nameless 2/2 to a
player who doesn't control it.

:func:`determinize` (``Game.determinize(view, rng)``) makes a full game consistent with a view:
the cards of each player that are hidden from the viewer (the other players' hands and every
library; the decklists taken as known, as in open-decklist play) are dealt at random among
the hidden places they could be in. The cards that left a public zone for a hidden one are dealt
like the others (the view doesn't remember them). A card in a hidden zone that was shown to the
viewer there (revealed to every player, CR 701.20a, or looked at by the viewer, 701.20e: the
game remembers it, :meth:`~mtgrules.game.game_state.GameState.show`) is seen like a public one, in its place in its library, until
it leaves that zone (400.7) or its library is shuffled (701.20d); a determinized game keeps it
where it is. The game made has a new random generator and
no record (:meth:`Game.record` refuses it), and hidden cards have new ids (``hidden-b-7``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtgrules.game.objects import GameObject, Zone
from mtgrules.game.parts import copied
from mtgrules.game.permissions import sees_top_card
from mtgrules.game.zones import zone_lists

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

PUBLIC = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.STACK, Zone.COMMAND)
"""CR 400.2: the public zones."""


@dataclass(frozen=True)
class ObjectView:
    """An object as a player sees it: where it is, its status, and its characteristics now
    (CR 613). ``name`` is None for a face-down permanent seen by another player."""

    id: str
    name: str | None
    zone: str
    owner: str
    controller: str | None
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...]
    colors: tuple[str, ...]
    mana_value: int
    power: int | None
    toughness: int | None
    loyalty: int | None
    keywords: tuple[str, ...]
    tapped: bool
    damage: int
    counters: tuple[tuple[str, int], ...]
    attached_to: str | None
    is_token: bool
    summoning_sick: bool
    attacking: str | None
    """What it attacks (CR 506.3), if it attacks."""
    blocking: str | None
    """The attacking creature it blocks, if it blocks."""
    place: int | None = None
    """Its place in its library from the top (0: the top card), for a library card the viewer
    knows (CR 401.2, 701.20a)."""


@dataclass(frozen=True)
class StackEntry:
    """A spell or ability on the stack (CR 405, public): whose, from what, with what targets."""

    id: str
    kind: str
    source: str
    controller: str
    targets: tuple[str, ...]
    description: str


@dataclass(frozen=True)
class PlayerState:
    """A player as everyone sees them (CR 102, 119): life, counters, how many cards are in their
    hand and library, their mana pool."""

    id: str
    life: int
    counters: tuple[tuple[str, int], ...]
    hand: int
    library: int
    graveyard: int
    mana: str
    lost: bool


@dataclass(frozen=True)
class PlayerView:
    """What ``player`` may know of a game now (see the module's docstring). ``objects`` are the
    objects the player can see, in the game's order; ``hidden`` is, per player, how many of
    their cards are hidden from the viewer and which (in name order, not where they are);
    ``decision`` is the decision the game waits for (its kind, player and count)."""

    player: str
    turn: int
    active_player: str
    step: str
    decision: tuple[str, str, int] | None
    players: tuple[PlayerState, ...]
    objects: tuple[ObjectView, ...]
    stack: tuple[StackEntry, ...]
    """The stack, bottom first."""
    hidden: tuple[tuple[str, tuple[str, ...]], ...]
    over: bool
    winner: str | None
    _world: Any = field(compare=False, repr=False)
    """A full game consistent with the view (its hidden cards dealt at random), which
    :func:`determinize` deals again."""

    def object(self, object_id: str) -> ObjectView:
        for obj in self.objects:
            if obj.id == object_id:
                return obj
        raise KeyError(f"'{object_id}' is not an object {self.player} can see")


def hidden_from(game: GameState, viewer: str, obj: GameObject) -> bool:
    """Whether ``viewer`` can't see which card ``obj`` is: a card in a library (CR 401.2), in
    another player's hand (402.3), or face down and not the viewer's (708.2, 406.3) — unless it
    was shown to the viewer there (701.20a, 701.20e: :meth:`~mtgrules.game.game_state.GameState.show`)."""
    if obj.zone is Zone.LIBRARY:  # 401.2: its top card, to a player who may look at it
        if obj.owner == viewer and _sees_top(game, viewer, obj.id):
            return False
        return not knows(game, viewer, obj.id)
    if obj.zone is Zone.HAND:
        return obj.owner != viewer and not knows(game, viewer, obj.id)
    return obj.face_down and (obj.controller or obj.owner) != viewer


def knows(game: GameState, viewer: str, card: str) -> bool:
    """Whether ``card``, in a hidden zone, was shown to ``viewer`` there (:meth:`~mtgrules.game.game_state.GameState.show`)."""
    entry = game.known_cards.get(card)
    return entry is not None and viewer in entry[1] and entry[0] == game.zone_changes(card)


def _sees_top(game: GameState, viewer: str, card: str) -> bool:
    return sees_top_card(game, viewer, card)


def view_of(game: GameState, player: str, *, determinizable: bool = True) -> PlayerView:
    """What ``player`` may know of ``game`` now; ``determinizable=False`` leaves out the world
    :func:`determinize` deals from (a copy of the game: the view is then made faster)."""
    if player not in game.players:
        raise KeyError(f"there is no player '{player}'")

    lists = zone_lists(game)
    players = tuple(_player_state(game, p.id, lists) for p in game.players.values())
    objects = tuple(
        _object_view(game, player, obj)
        for obj in game.objects.values()
        if obj.zone in PUBLIC
        or (obj.zone is Zone.HAND and (obj.owner == player or knows(game, player, obj.id)))
        or (obj.zone is Zone.LIBRARY and not hidden_from(game, player, obj))
    )
    pending = game.pending
    world = _world(game, player, random.Random(0)) if determinizable else None
    return PlayerView(
        player, game.turn, game.active_player, game.step.label,
        (pending.kind.value, pending.player, pending.count) if pending is not None else None,
        players, objects, _stack(game), _hidden_cards(game, player, lists), game.over,
        game.winner, world,
    )  # fmt: skip


def _stack(game: GameState) -> tuple[StackEntry, ...]:
    return tuple(
        StackEntry(i.id, i.kind, i.source, i.controller, tuple(i.targets), i.description)
        for i in game.stack
    )


def _player_state(
    game: GameState, player: str, lists: dict[tuple[Zone, str], list[str]]
) -> PlayerState:
    state = game.players[player]
    return PlayerState(
        player, state.life, tuple(sorted(state.counters.items())),
        len(lists.get((Zone.HAND, player), ())), len(game.libraries.get(player, ())),
        len(lists.get((Zone.GRAVEYARD, player), ())), str(game.pools[player]), state.lost,
    )  # fmt: skip


def _object_view(game: GameState, viewer: str, obj: GameObject) -> ObjectView:
    combat = game.combat
    if hidden_from(game, viewer, obj):
        return ObjectView(  # CR 708.2a: a face-down permanent is a nameless 2/2 creature
            obj.id, None, obj.zone.value, obj.owner, obj.controller or obj.owner,
            card_types=("Creature",), subtypes=(), colors=(), mana_value=0, power=2,
            toughness=2, loyalty=None, keywords=(), tapped=obj.tapped, damage=obj.damage,
            counters=tuple(sorted(obj.counters.items())), attached_to=obj.attached_to,
            is_token=obj.is_token, summoning_sick=obj.settled_under is None,
            attacking=combat.attackers.get(obj.id), blocking=combat.blockers.get(obj.id),
        )  # fmt: skip
    chars = game.characteristics(obj.id)
    line = chars.type_line
    return ObjectView(
        obj.id, chars.name, obj.zone.value, obj.owner, game.controller_of(obj.id),
        tuple(t.english for t in line.card_types), tuple(t.english for t in line.subtypes),
        tuple(chars.color_letters), chars.mana_value, chars.power, chars.toughness,
        chars.loyalty, tuple(str(a.keyword) for a in chars.abilities if a.keyword is not None),
        obj.tapped, obj.damage, tuple(sorted(obj.counters.items())), obj.attached_to,
        obj.is_token, obj.settled_under is None, combat.attackers.get(obj.id),
        combat.blockers.get(obj.id),
        game.libraries[obj.owner].index(obj.id) if obj.zone is Zone.LIBRARY else None,
    )  # fmt: skip


def _hidden_ids(game: GameState, viewer: str) -> dict[str, list[str]]:
    """Per player, their objects whose card ``viewer`` can't see (not the face-down permanents:
    they stay the cards they are, with a hidden identity, CR 708.2)."""
    found: dict[str, list[str]] = {p: [] for p in game.players}
    for object_id, obj in game.objects.items():
        if obj.zone in (Zone.LIBRARY, Zone.HAND) and hidden_from(game, viewer, obj):
            found[obj.owner].append(object_id)
    return found


def _hidden_cards(
    game: GameState, viewer: str, lists: dict[tuple[Zone, str], list[str]]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Per player, the names of their cards hidden from ``viewer`` (as :func:`_hidden_ids`)."""
    objects = game.objects
    found = []
    for player in game.players:
        ids = [*game.libraries.get(player, ())]
        if ids and player == viewer and _sees_top(game, viewer, ids[0]):
            ids = ids[1:]  # CR 401.2: the top card they may look at
        if player != viewer:
            ids += lists.get((Zone.HAND, player), ())
        if game.known_cards:  # CR 701.20a, 701.20e: the cards shown to the viewer
            ids = [i for i in ids if not knows(game, viewer, i)]
        found.append((player, tuple(sorted(_card_name(objects[i]) for i in ids))))
    return tuple(found)


def _card_name(obj: GameObject) -> str:
    return obj.card.name if obj.card is not None else (obj.printed.name or "")


def _world(game: GameState, viewer: str, rng: random.Random) -> GameState:
    """A copy of ``game`` whose hidden cards are dealt again at random with ``rng`` and given new
    ids, with a new random generator and no record."""
    world = copied(game)
    world.undo_history = None
    world.setup = None
    world.log = []
    world.events = []
    world.rng = random.Random(rng.getrandbits(64))
    hidden = _hidden_ids(world, viewer)
    renamed: dict[str, str] = {}
    for owner, ids in hidden.items():
        contents = sorted((_contents(world.objects[i]) for i in ids), key=_content_key)
        rng.shuffle(contents)  # from the cards in name order: where they were makes no odds
        for object_id, content in zip(ids, contents, strict=True):
            obj = world.objects[object_id]
            obj.card, obj.face, obj.printed = content
            renamed[object_id] = f"hidden-{owner.lower()}-{len(renamed) + 1}"
    _rename(world, renamed)
    return world


def _contents(obj: GameObject) -> tuple[Any, Any, Any]:
    return (obj.card, obj.face, obj.printed)


def _content_key(content: tuple[Any, Any, Any]) -> tuple[str, str]:
    card, face, printed = content
    return (card.name if card is not None else printed.name or "", face.name if face else "")


def _rename(world: GameState, renamed: dict[str, str]) -> None:
    """Give hidden objects their new ids wherever the game lists them."""
    objects = {}
    for object_id, obj in world.objects.items():
        new = renamed.get(object_id, object_id)
        if new != object_id:
            obj.id = new
        objects[new] = obj
    world.objects = objects
    world.libraries = {p: [renamed.get(i, i) for i in ids] for p, ids in world.libraries.items()}
    world._zone_changes = {renamed.get(i, i): n for i, n in world._zone_changes.items()}
    world.last_known = {i: c for i, c in world.last_known.items() if i not in renamed}
    world.seen = {renamed.get(i, i) for i in world.seen}
    world.known_cards = {renamed.get(i, i): k for i, k in world.known_cards.items()}
    world.id_hints = {}
    world.alone_memo = {}
    world._run = world._cache = world._assembled = None
    world._run_valid_at = -1
    world.assembly = (None, None, ())
    world._moved = ()
    world._derived = (-1, {})
    world.sba_settled = None
    world.changed()


def determinize(view: PlayerView, rng: random.Random) -> GameState:
    """A full game consistent with ``view`` (see the module's docstring): the hidden cards of
    the view's world dealt again with ``rng``."""
    if view._world is None:
        raise ValueError("this view was made with determinizable=False: it has no game to deal")
    return _world(view._world, view.player, rng)
