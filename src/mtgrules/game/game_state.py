"""The game state: players, objects in zones, timestamps, and the continuous effects in force,
with the primitive changes every rule area makes (creating and moving objects, CR 400.7;
attaching, 701.3; counters, 122; effects from resolution, 611.2). The rules that decide what
happens next build on it (:class:`~mtgrules.game.state.Game`); it imports none of them.

Characteristics are never stored on objects: :meth:`Game.characteristics` computes them with the
layer system (:func:`~mtgrules.effects.engine.apply_layers`) and caches the result until the state
changes (every change bumps :attr:`Game.version`).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from mtgrules.cards.build import bundled_database
from mtgrules.cards.custom import CustomCard
from mtgrules.cards.database import Card, CardDatabase, Face
from mtgrules.cards.definitions import CardDefinition, FaceDefinition
from mtgrules.cards.support import known_definitions
from mtgrules.effects.characteristics import Characteristics, TraceEntry
from mtgrules.effects.engine import (
    EffectContext,
    LayerResult,
    apply_layers,
    copiable_values,
)
from mtgrules.effects.ops import CopyOf
from mtgrules.game.errors import IllegalAction as IllegalAction
from mtgrules.game.events import Event as Event
from mtgrules.game.leaving import (
    SPELL_COPY,
    TURNED_LAYOUTS,
    ended_by_leaving,
    forgetting,
)
from mtgrules.game.long_lived import settle_long_lived
from mtgrules.game.mana_pool import ManaPool
from mtgrules.game.objects import (
    BESTOWED,
    HIDDEN,
    GameObject,
    Player,
    ResolvedEffect,
    Zone,
    combined_halves,
    printed_characteristics,
    undefined_abilities,
)
from mtgrules.game.play_state import Combat, Setup, Step
from mtgrules.model.abilities import Ability, AbilityKind, EffectSpec, Filter
from mtgrules.model.history import NO_HISTORY, TurnHistory
from mtgrules.model.layers import Layer
from mtgrules.model.text import Text
from mtgrules.vocab.ruleset import RuleSet
from mtgrules.vocab.typeline import TypeLine

Refusal = tuple[str, str] | None
"""Why not (message, rule), or None."""

AttackRestriction = Callable[["GameState", str, str], Refusal]
"""CR 508.1c: may ``creature`` attack ``defender`` (a player, planeswalker or battle)?"""

UntapRestriction = Callable[["GameState", str, str], Refusal]
"""CR 502.3, 701.26: may ``object`` untap, ``how``: ``untap_step`` (during its controller's
untap step) or ``effect`` (a spell or ability untaps it)?"""


@dataclass
class RuleHooks:
    """Rule hooks: restrictions a variant pack adds to a game without editing the engine
    (:mod:`mtgrules.variants`), checked with the rules' own. Each hook answers "may this
    happen?" with ``None`` (nothing against it) or why not, as ``(message, rule)`` — the same
    pair an :class:`IllegalAction` carries."""

    attack: list[AttackRestriction] = field(default_factory=list)
    untap: list[UntapRestriction] = field(default_factory=list)

    def attack_refused(self, game: GameState, creature: str, defender: str) -> Refusal:
        for hook in self.attack:
            refusal = hook(game, creature, defender)
            if refusal is not None:
                return refusal
        return None

    def untap_refused(self, game: GameState, object_id: str, how: str) -> Refusal:
        for hook in self.untap:
            refusal = hook(game, object_id, how)
            if refusal is not None:
                return refusal
        return None


class GameState(ABC):
    """The state of a game: players in turn order (the first is the active player), every
    object, the effects in force and the state of play around them. A game is made as a
    :class:`~mtgrules.game.state.Game`, which adds the rules' tables and its legal actions."""

    def __init__(
        self,
        players: Iterable[str] = ("A", "B"),
        database: CardDatabase | None = None,
        definitions: dict[str, CardDefinition] | None = None,
        *,
        variants: tuple[str, ...],
        rules: RuleSet,
        cards: tuple[CustomCard, ...] = (),
        extra: Iterable[CustomCard] = (),
    ) -> None:
        """``variants`` names the variant packs played with (:mod:`mtgrules.variants`) and
        ``rules`` their words, mana symbols and keywords; ``cards`` are the custom cards given to
        the game, ``extra`` every custom card it knows besides the database's (the variants'
        and the given ones)."""
        self.players: dict[str, Player] = {p: Player(p) for p in players}
        if not self.players:
            raise ValueError("a game needs at least one player")
        self.variants = variants
        self.rules = rules
        """The words, mana symbols and keywords in force (the variants' included)."""
        self.custom_cards: tuple[Any, ...] = cards
        """The custom cards given to the game (not the variants' own): kept for its record."""
        self.database = database or bundled_database()
        self.definitions = definitions if definitions is not None else known_definitions()
        if database is None and definitions is None:
            settle_long_lived(self.database, self.definitions)
        extra = list(extra)
        if extra:
            self.database = self.database.with_cards(c.record for c in extra)
            self.definitions = {
                **self.definitions,
                **{c.definition.card: c.definition for c in extra},
            }
        self.objects: dict[str, GameObject] = {}
        self.effects: list[ResolvedEffect] = []
        self.active_player: str = next(iter(self.players))
        self.turn = 1
        self.version = 0
        self.events: list[Event] = []
        self._clock = 0
        self._zone_changes: dict[str, int] = {}
        self._cache: tuple[int, LayerResult] | None = None
        self._run: tuple[LayerResult, frozenset[str], frozenset[str], Any] | None = None
        """The layer system's last run: its result, the objects it left alone, the zones no
        filter looks in (:mod:`mtgrules.game.reach`), and what it read (its fingerprint);
        valid up to version ``_run_valid_at``."""
        self._run_valid_at = -1
        self._assembled: tuple[LayerResult, LayerResult] | None = None
        """The last assembly of every object's characteristics from a run: (run, result)."""
        self._moved: tuple[str, ...] = ()
        """Objects the run leaves alone that moved since the last assembly."""
        self.assembly: tuple[LayerResult | None, LayerResult | None, tuple[str, ...]] = (
            None, None, (),
        )  # fmt: skip
        """The latest result of :meth:`layers`, and, when it was made from the one before by
        moving some objects the run leaves alone (to the end of the game's order), that one
        and those objects, in the order they moved."""
        self.alone_memo: dict[Any, Any] = {}
        self.seen: set[str] = set()
        """Objects the layer system always looks at (targets of effects as they begin)."""
        self.watched_zones: set[str] = set()
        self.id_hints: dict[str, int] = {}
        """For :meth:`new_id`: per name, the number the search for a free id may start from."""
        """Zones that filters built on the fly look in (see :mod:`mtgrules.game.reach`)."""
        self.sba_settled: Any = None
        """What the state-based action checks read when they last found nothing."""
        self._derived: tuple[int, dict[Any, Any]] = (-1, {})
        self.undo_history: Any = None
        """What :meth:`undo` takes back (:mod:`mtgrules.game.undo`)."""
        self._init_play()

    def _init_play(self) -> None:
        """The state of play around the board (CR 500-514, 117, 405): turn order, step,
        priority, the stack, mana pools, combat, the decision being waited for, the record."""
        self.turn_order: list[str] = list(self.players)
        self.starting_player: str = self.turn_order[0]
        self.step: Step = Step.PRECOMBAT_MAIN
        self.priority: str | None = None
        self.passes: set[str] = set()
        self.stack: list[Any] = []
        self.pools = {p: ManaPool() for p in self.players}
        self.combat = Combat()
        self.pending: Any = None
        self.over = False
        self.log: list[Any] = []
        self.checkpoints: list[str] = []  # the record's state hashes (game.positions)
        """The actions taken (:mod:`mtgrules.game.actions`), for :meth:`replay`."""
        self.libraries: dict[str, list[str]] = {}
        self.land_plays = 0
        self.extra_land_plays: dict[str, int] = {}
        self.turns_begun: dict[str, int] = {}
        """How many turns each player has begun this game ("your first, second, or third turn
        of the game", CR 500.1)."""
        self.spells_cast_this_turn = 0
        self.spells_cast_by: dict[str, int] = {}
        """Spells each player cast this turn."""
        self.spells_cast_last_turn: dict[str, int] = {}
        """Spells each player cast last turn (werewolves: "if no spells were cast last turn")."""
        self.kept: set[str] = set()
        self.mulligans: dict[str, int] = {}
        self.blocks_declared: set[str] = set()
        self.drew_from_empty: set[str] = set()
        self.deathtouched: set[str] = set()
        self.waiting_triggers: list[Any] = []
        self.discards_waiting: list[tuple[str, int]] = []
        """Players who must discard cards of their choice as a spell resolves (CR 701.9b), and
        how many: they choose before anyone gets priority."""
        self.choices_waiting: list[dict[str, Any]] = []
        self.copies_waiting: list[str] = []
        """CR 707.10c: copies of spells just put on the stack whose controllers may choose new
        targets for them: they choose before anyone gets priority."""
        self.targeting: Any = None
        self.trigger_chosen = False
        """CR 603.3b: the first waiting trigger is the one its controller chose to put next."""
        """CR 603.3d: the triggered ability whose targets its controller is choosing."""
        self.attachment_rules: list[Any] = []
        self.entering_rules: list[Any] = []
        """What a permanent gets as it enters (:attr:`~mtgrules.game.packs.VariantPack.
        entering_rules`)."""
        """CR 701.3: what may be attached to what; a variant pack adds its own."""
        self.delayed_triggers: list[tuple[str, int, str, str, Any]] = []
        """CR 603.7: delayed triggered abilities waiting for their event (when, the turn they
        were created in, source, controller, ability)."""
        self.extra_turns: list[str] = []
        """CR 500.7: the players who will take extra turns, the one to take first last."""
        self.history: TurnHistory = NO_HISTORY
        """CR 500.1: what happened this turn (:mod:`mtgrules.game.history`)."""
        self.exiled_until: list[tuple[str, str, int]] = []
        """CR 610.3: cards exiled until a permanent leaves the battlefield (that permanent, the
        card, the card's zone changes as it was exiled: :mod:`mtgrules.game.exile_until`)."""
        self.monarch: str | None = None
        """CR 725.1: the player who is the monarch (None: there is no monarch yet)."""
        self.exiled_with: list[tuple[str, int, str, int]] = []
        """CR 607.2a: cards exiled by an ability linked to a "return the exiled card" one (the
        permanent and its zone changes then, the card and its zone changes as it was exiled)."""
        self.known_cards: dict[str, tuple[int, tuple[str, ...]]] = {}
        """CR 701.20a, 701.20e: the cards in hidden zones shown to players (revealed or looked at):
        per object, its zone changes then and who saw it (:meth:`show`)."""
        self.outside: dict[str, list[str]] = {}
        """CR 400.11a: the names of each player's cards outside the game (their sideboard), for
        effects that bring one in (400.11b: :mod:`mtgrules.game.outside`)."""
        self.escaped: set[tuple[str, int]] = set()
        """CR 702.138c: the permanents that escaped (id, and its zone changes then)."""
        self.permissions: list[Any] = []
        """CR 601.3: what effects let players cast or play from other zones
        (:class:`mtgrules.game.permissions.Permission`)."""
        self.departed: set[str] = set()
        """CR 800.4a: players who left a multiplayer game and took their cards with them."""
        self.last_known: dict[str, Characteristics] = {}
        self.last_known_counters: dict[str, dict[str, int]] = {}
        """CR 608.2h: the counters each permanent had as it last left the battlefield."""
        self.look_back: dict[str, Characteristics] | None = None
        """CR 603.10a: while zone changes that happen at once are made (:meth:`at_once`), the
        permanents as they were just before (empty until the first leaves the battlefield)."""
        self.sba_checks: tuple[Any, ...] = ()
        self.mana_properties: list[Any] = []
        self.setup: Setup | None = None
        self.rng = random.Random(0)
        self.on_zone_change: Any = None
        self.on_unattach: Any = None

        self.hooks = RuleHooks()
        """Restrictions the game's variants add (attacking, untapping)."""

    @property
    def winner(self) -> str | None:
        return next((p.id for p in self.players.values() if p.won), None)

    # -- time -------------------------------------------------------------------------------

    def next_timestamp(self) -> int:
        """CR 613.7: timestamps only ever increase."""
        self._clock += 1
        return self._clock

    def changed(self) -> None:
        self.version += 1

    def zone_changes(self, object_id: str) -> int:
        return self._zone_changes.get(object_id, 0)

    # -- objects ----------------------------------------------------------------------------

    def definition_of(self, card: Card, face: Face) -> FaceDefinition:
        definition = self.definitions.get(card.name) or self.definitions.get(face.name)
        return definition.face(face.name) if definition is not None else FaceDefinition()

    def new_id(self, name: str) -> str:
        """A new object's id: its name in lower case with dashes (``forest``), then ``forest-2``,
        ``forest-3``… the first not in use. The search starts where the last one for that name
        ended (:attr:`id_hints`), so making many objects of one name takes linear time; removing
        an object (:meth:`remove_object`) starts the searches again from the beginning, so the
        ids are those a search from the beginning would give."""
        base = "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-") or "object"
        n = self.id_hints.get(base, 1)
        candidate = base if n == 1 else f"{base}-{n}"
        while candidate in self.objects:
            n += 1
            candidate = f"{base}-{n}"
        self.id_hints[base] = n
        return candidate

    def remove_object(self, object_id: str) -> None:
        """Take an object out of the game entirely (a copy of a spell ceasing to exist, CR
        704.5e; a player leaving the game, 800.4a): its id may be given again."""
        del self.objects[object_id]
        self.id_hints.clear()

    def create_card(
        self,
        name: str,
        owner: str,
        zone: Zone = Zone.BATTLEFIELD,
        *,
        object_id: str | None = None,
        controller: str | None = None,
        face_name: str | None = None,
        timestamp: int | None = None,
    ) -> GameObject:
        """Put a card (found by English or Japanese name) into a zone, with a new timestamp
        (CR 613.7d)."""
        if owner not in self.players:
            raise IllegalAction(f"there is no player '{owner}'")
        card, face = self.database.face(name)
        if face_name is not None:
            face = card.face(face_name)
        elif card.layout in ("split",) and len(card.faces) > 1 and name == card.name:
            face = card.front
        definition = self.definition_of(card, face)
        abilities = definition.abilities if definition.abilities else undefined_abilities(face)
        printed = printed_characteristics(
            card, face, abilities, controller=controller or owner, rules=self.rules
        )
        if (
            card.layout == "split"
            and zone is not Zone.STACK
            and len(card.faces) > 1
            and face_name is None
        ):
            printed = self.split_characteristics(card)
        object_id = object_id or self.new_id(face.name)
        if object_id in self.objects:
            raise IllegalAction(f"the id '{object_id}' is already used")
        obj = GameObject(
            object_id, owner, zone, printed, card=card, face=face,
            controller=controller if zone in (Zone.BATTLEFIELD, Zone.STACK) else None,
            timestamp=timestamp if timestamp is not None else self.next_timestamp(),
        )  # fmt: skip
        self.objects[object_id] = obj
        if zone is Zone.LIBRARY:
            self.libraries.setdefault(owner, []).append(object_id)  # listed top first
        self.changed()
        if zone is Zone.BATTLEFIELD:
            self.put_entering_counters(object_id)
        return obj

    def get(self, object_id: str) -> GameObject:
        try:
            return self.objects[object_id]
        except KeyError:
            raise IllegalAction(f"there is no object '{object_id}'") from None

    def move(self, object_id: str, zone: Zone, *, bottom: bool = False) -> GameObject:
        """CR 400.7: an object that changes zones becomes a new object with no memory of its
        previous existence: counters, damage, status and attachments are gone; it gets a new
        timestamp. A card put into a library goes on top unless ``bottom``."""
        obj = self.get(object_id)
        if obj.zone is Zone.STACK and obj.choices.get("exile_as_it_leaves_the_stack"):
            zone = Zone.EXILE  # CR 702.34a: cast with flashback (game.cast_keywords)
        if zone is Zone.GRAVEYARD and obj.choices.get("exile_instead_of_graveyard"):
            zone = Zone.EXILE  # CR 614.1a: "… would be put into your graveyard, exile it instead"
        if zone is Zone.GRAVEYARD and self.effects and self._exiled_instead(object_id):
            zone = Zone.EXILE  # CR 614.1a: "If a card would be put into your graveyard …"
        if obj.zone is not Zone.BATTLEFIELD or (self.look_back is not None and self.look_back):
            return self._move(obj, zone, bottom)
        with self.at_once():  # a permanent leaving alone also looks back (CR 603.10a)
            return self._move(obj, zone, bottom)

    @contextmanager
    def at_once(self) -> Iterator[None]:
        """CR 603.10a, 704.3, 608.2c: zone changes made inside happen at the same time: each
        object that leaves the battlefield remembers itself as it was before any of them left
        (608.2h), and leaves-the-battlefield abilities look back to the permanents as they were
        then — a "whenever another creature dies" creature dying with others sees them die,
        whatever the order they are moved in."""
        if self.look_back is not None:
            yield
            return
        self.look_back = {}
        try:
            yield
        finally:
            self.look_back = None

    def _battlefield_now(self) -> dict[str, Characteristics]:
        result = self.layers().characteristics
        return {i: result[i] for i, o in self.objects.items() if o.zone is Zone.BATTLEFIELD}

    def _move(self, obj: GameObject, zone: Zone, bottom: bool) -> GameObject:
        object_id = obj.id
        before = obj.zone
        quiet, effects, printed = self._may_move_quietly(obj, zone), len(self.effects), obj.printed
        if before is Zone.BATTLEFIELD:
            look_back = self.look_back
            if look_back is not None and not look_back:
                look_back.update(self._battlefield_now())
            known = look_back.get(object_id) if look_back is not None else None
            self.last_known[object_id] = known or self.characteristics(object_id)  # 608.2h
            self.last_known_counters[object_id] = dict(obj.counters)
        if before is Zone.LIBRARY and object_id in self.libraries.get(obj.owner, ()):
            self.libraries[obj.owner].remove(object_id)
        if zone is Zone.LIBRARY:
            cards = self.libraries.setdefault(obj.owner, [])
            if bottom:
                cards.append(object_id)
            else:
                cards.insert(0, object_id)
        had_other_text = before is Zone.STACK and "spell_targets" in obj.choices
        had_other_text = had_other_text or BESTOWED in obj.choices  # CR 702.103b, 400.7
        for item in [i for i in self.stack if i.kind == "spell" and i.id == object_id]:
            self.stack.remove(item)  # CR 400.7: a spell an effect moves is no longer on the stack
        obj.settled_under = None
        obj.zone = zone
        obj.counters.clear()
        obj.counter_timestamps.clear()
        obj.damage = 0
        obj.tapped = obj.flipped = obj.face_down = False
        obj.regeneration_shields = 0
        obj.transformations = 0
        obj.attached_to = None
        obj.choices.clear()
        if zone is Zone.STACK or (zone is Zone.BATTLEFIELD and before is not Zone.STACK):
            obj.kicks = 0  # a new spell, or a permanent that wasn't cast (CR 400.7d)
            obj.cast = False
        obj.controller = None if zone not in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner
        obj.timestamp = self.next_timestamp()
        card = obj.card
        if had_other_text and card is not None and obj.face is not None:
            obj.printed = printed_characteristics(  # its card's own text again
                card, obj.face, self.definition_of(card, obj.face).abilities or
                undefined_abilities(obj.face), controller=obj.owner, rules=self.rules,
            )  # fmt: skip
        if card is not None and card.layout == "split" and zone is not Zone.STACK:
            obj.printed = self.split_characteristics(card)  # CR 709.4: both halves again
            obj.face = card.front
        elif (
            card is not None and card.layout == "adventure" and obj.face is not card.front
            and zone is not Zone.STACK
        ):  # fmt: skip
            self._show_face(obj, card.front)  # CR 715.4: its normal characteristics again
        elif (
            card is not None and card.layout in TURNED_LAYOUTS and obj.face is not card.front
            and not (before is Zone.STACK and zone is Zone.BATTLEFIELD)
        ):  # fmt: skip
            self._show_face(obj, card.front)  # CR 712.8a, 710.4: its front face again
        self._zone_changes[object_id] = self._zone_changes.get(object_id, 0) + 1
        for other_id, other in list(self.objects.items()):
            if other.attached_to == object_id:
                if other.zone is Zone.BATTLEFIELD and self._remembers_gone_host(other_id):
                    continue  # its rule's state-based action unattaches it
                other.attached_to = None
                if other.zone is Zone.BATTLEFIELD:
                    self._became_unattached(other_id, object_id)
        kept = self.effects
        self.effects = [e for e in self.effects if not ended_by_leaving(e, object_id)]
        if not (zone is Zone.STACK or (before is Zone.STACK and zone is Zone.BATTLEFIELD)):
            self.effects = [forgetting(e, object_id) for e in self.effects]
        if zone is not Zone.BATTLEFIELD:
            self.objects.pop(object_id)
            self.objects[object_id] = obj  # list it after the others, as it is newer there
        forgot = len(self.effects) != effects or any(
            a is not b for a, b in zip(self.effects, kept, strict=False)
        )
        if quiet and not forgot and obj.printed is printed:
            self._changed_quietly(object_id, before)
        else:
            self.changed()
        if self.on_zone_change is not None:
            self.on_zone_change(self, object_id, before, zone)
        return obj

    def create_token(
        self, printed: Characteristics, owner: str, *, controller: str | None = None
    ) -> GameObject:
        """CR 111.2-111.3: a token on the battlefield, owned by the player who creates it; the
        characteristics its creating effect defines are its copiable values."""
        object_id = self.new_id(printed.names[0] if printed.names else "token")
        obj = GameObject(
            object_id, owner, Zone.BATTLEFIELD, printed, controller=controller or owner,
            timestamp=self.next_timestamp(), is_token=True,
        )  # fmt: skip
        self.objects[object_id] = obj
        self.changed()
        return obj

    def flip(self, object_id: str) -> None:
        """CR 710.2, 710.4: a flip permanent flips: its alternative name, text, type line and
        power and toughness apply (its color and mana cost don't change, 710.1c); it never
        flips back, and flipping an already flipped permanent does nothing."""
        obj = self.get(object_id)
        card = obj.card
        if obj.flipped or card is None or card.layout != "flip" or obj.zone is not Zone.BATTLEFIELD:
            return
        self._show_face(obj, card.faces[1])
        obj.flipped = True
        self.changed()

    def turn_over(self, object_id: str) -> None:
        """CR 712.11a, 712.8c: a double-faced card put on the stack "transformed" has its back
        face up and only that face's characteristics (a transformed permanent keeps them,
        712.8e); it shows its front face again once it is anywhere else (712.8a)."""
        obj = self.get(object_id)
        card = obj.card
        if card is None or card.layout not in TURNED_LAYOUTS or len(card.faces) < 2:
            raise IllegalAction(f"'{object_id}' is not a double-faced card", "712.14a")
        self._show_face(obj, card.faces[1])
        self.changed()

    def transform(self, object_id: str) -> None:
        """CR 701.27a, 712.18: a transforming double-faced permanent turns over to its other
        face; it stays the same object (same timestamp). Anything else doesn't transform
        (701.27c)."""
        obj = self.get(object_id)
        card = obj.card
        if (
            card is None or card.layout != "transform" or len(card.faces) < 2
            or obj.zone is not Zone.BATTLEFIELD or obj.face_down
        ):  # fmt: skip
            self.events.append(Event("transform", f"{object_id} can't transform", "701.27c"))
            return
        face = card.faces[1] if obj.face is card.front else card.front
        self._show_face(obj, face)
        obj.transformations += 1
        self.events.append(
            Event("transform", f"{object_id} transforms into {face.name}", "701.27a")
        )
        self.changed()

    def put_entering_counters(self, object_id: str) -> None:
        """CR 614.12: what a permanent gets as it enters the battlefield — the rule packs'
        entering rules (lore counters, 714.3a; class levels, 716.2d) — and, CR 306.5b, 310.4b:
        a planeswalker enters with loyalty counters equal to its printed loyalty, a battle with
        defense counters equal to its printed defense — the values it has as it enters (a
        copy's copied ones, 707.2), at its timestamp (613.7c)."""
        for rule in self.entering_rules:
            rule(self, object_id)
        obj = self.get(object_id)
        printed = obj.printed.type_line.card_type_names
        if obj.zone is not Zone.BATTLEFIELD or not {"Planeswalker", "Battle"} & printed:
            return  # (looked at as printed: most permanents need no layer run here)
        line = self.characteristics(object_id).type_line
        values = copiable_values(self, object_id)
        for kind, card_type in (("loyalty", "Planeswalker"), ("defense", "Battle")):
            value = getattr(values, kind, None) if values is not None else None
            if value and line.has_card_type(card_type) and kind not in obj.counters:
                obj.counters[kind] = value
                obj.counter_timestamps[kind] = obj.timestamp
                self.changed()

    def count_spell_cast(self, player: str) -> None:
        """A spell cast this turn (CR 601.2i), by ``player``."""
        self.spells_cast_this_turn += 1
        self.spells_cast_by[player] = self.spells_cast_by.get(player, 0) + 1

    def _show_face(self, obj: GameObject, face: Face) -> None:
        definition = self.definition_of(obj.card, face) if obj.card is not None else None
        abilities = (definition.abilities if definition else ()) or undefined_abilities(face)
        assert obj.card is not None
        obj.face = face
        obj.printed = printed_characteristics(
            obj.card, face, abilities, controller=obj.controller, rules=self.rules
        )

    def attach(self, object_id: str, to: str) -> None:
        """CR 701.3a-c: attach; attaching to what it's already attached to does nothing;
        otherwise it gets a new timestamp (613.7e). Both must be on the battlefield (an object
        elsewhere is attached to nothing, 400.7): else :class:`IllegalAction`, and nothing
        changes."""
        obj = self.get(object_id)
        host = self.get(to)
        for what in (obj, host):
            if what.zone is not Zone.BATTLEFIELD:
                raise IllegalAction(
                    f"'{what.id}' is in the {what.zone.value}, not on the battlefield: "
                    f"'{object_id}' can't be attached to '{to}'",
                    "701.3a",
                )
        if obj.attached_to == to:
            return
        before = obj.attached_to
        obj.attached_to = to
        obj.timestamp = self.next_timestamp()
        self.changed()
        if before is not None:
            self._became_unattached(object_id, before)

    def half_characteristics(self, object_id: str, face_name: str) -> Characteristics:
        """CR 709.3: the characteristics of one half of a split card (as cast)."""
        obj = self.get(object_id)
        assert obj.card is not None
        face = obj.card.face(face_name)
        definition = self.definition_of(obj.card, face)
        abilities = definition.abilities if definition.abilities else undefined_abilities(face)
        return printed_characteristics(
            obj.card, face, abilities, controller=obj.controller, rules=self.rules
        )

    def cast_as_half(self, object_id: str, face_name: str) -> None:
        """CR 709.3a: a split card cast as one half has only that half's characteristics on the
        stack (it gets both again as it leaves, 709.4)."""
        obj = self.get(object_id)
        assert obj.card is not None
        obj.face = obj.card.face(face_name)
        obj.printed = self.half_characteristics(object_id, face_name)
        self.changed()

    def cast_with_text(
        self, object_id: str, abilities: tuple[Ability, ...], targets: tuple[Any, ...]
    ) -> None:
        """A spell that goes on the stack with another text than its card's (the Bond
        variant's Joint): these spell abilities and targets instead of its own; its other
        abilities stay. It gets its card's text back as it leaves the stack."""
        obj = self.get(object_id)
        kept = tuple(a for a in obj.printed.abilities if a.kind is not AbilityKind.SPELL)
        obj.printed = replace(obj.printed, abilities=kept + abilities)
        obj.choices["spell_targets"] = targets
        self.changed()

    def unattach(self, object_id: str) -> None:
        """CR 701.3d: unattach it; it stays where it is. It "becomes unattached" (an event
        abilities may trigger on)."""
        obj = self.get(object_id)
        before = obj.attached_to
        if before is None:
            return
        obj.attached_to = None
        self.changed()
        self._became_unattached(object_id, before)

    def _became_unattached(self, object_id: str, host: str) -> None:
        self.events.append(
            Event("unattached", f"{object_id} becomes unattached from {host}", "701.3")
        )
        if self.on_unattach is not None:
            self.on_unattach(self, object_id, host)

    def add_counters(self, object_id: str, kind: str, amount: int) -> None:
        """CR 122.1, 613.7c: counters of one kind all share the newest counter's timestamp."""
        obj = self.get(object_id)
        if amount < 0:
            have = obj.counters.get(kind, 0)
            obj.counters[kind] = max(0, have + amount)
            if obj.counters[kind] == 0:
                obj.counters.pop(kind)
        else:
            obj.counters[kind] = obj.counters.get(kind, 0) + amount
            obj.counter_timestamps[kind] = self.next_timestamp()
        self.changed()

    def show(self, cards: Iterable[str], players: Iterable[str] | None = None) -> None:
        """CR 701.20a, 701.20e: ``cards`` are shown to ``players`` (revealed: to every player).
        Those in a hidden zone stay known to them while they stay there as the same object (CR
        400.7) and, in a library, in the same order (701.20d: :meth:`reordered`); their views
        see them (:mod:`mtgrules.game.view`)."""
        seers = set(self.players if players is None else players)
        known = self.known_cards
        for card in cards:
            obj = self.objects.get(card)
            if obj is None or obj.zone not in HIDDEN:
                continue
            changes = self.zone_changes(card)
            before = known.get(card)
            kept = set(before[1]) if before is not None and before[0] == changes else set()
            known[card] = (changes, tuple(sorted(seers | kept)))
        for card, (changes, _) in list(known.items()):  # what has moved since is forgotten
            obj = self.objects.get(card)
            if obj is None or obj.zone not in HIDDEN or self.zone_changes(card) != changes:
                del known[card]

    def reordered(self, cards: Iterable[str]) -> None:
        """CR 701.20d: cards of a library that are shuffled or put in a random order stop being
        revealed: where each is is no longer known."""
        known = self.known_cards
        if known:
            for card in cards:
                known.pop(card, None)

    # -- what the rules above the state decide (implemented by Game) ---------------------

    @abstractmethod
    def _exiled_instead(self, card: str) -> bool:
        """CR 614.1a: whether an effect exiles ``card`` instead of its going to a graveyard."""

    @abstractmethod
    def _remembers_gone_host(self, object_id: str) -> bool:
        """CR 701.3: whether ``object_id`` keeps pointing at what it was attached to after that
        left (its attachment rule's)."""

    @abstractmethod
    def _unseen(self) -> tuple[frozenset[str], frozenset[str], bool]:
        """The objects the layer system may leave alone, the zones no filter looks in, and
        whether anything the run reads reads a life total."""

    @abstractmethod
    def _fingerprint(self, left: frozenset[str], reads_life: bool) -> Any:
        """What a layer-system run leaving ``left`` alone reads."""

    @abstractmethod
    def _run_seen(self, left: frozenset[str]) -> LayerResult:
        """The layer system run on every object but ``left``."""

    @abstractmethod
    def _assemble(
        self,
        run: LayerResult,
        left: frozenset[str],
        previous: LayerResult | None,
        moved: tuple[str, ...],
    ) -> LayerResult:
        """Every object's characteristics from a run and the objects it left alone."""

    @abstractmethod
    def _may_stay_unseen(self, obj: GameObject, zone: Zone, quiet: frozenset[str]) -> bool:
        """Whether ``obj``, left alone by the layer system, stays so when moved to ``zone``."""

    def split_characteristics(self, card: Card) -> Characteristics:
        """CR 709.4: a split card not on the stack has both halves' characteristics combined."""
        return combined_halves(card, self.definition_of, self.rules)

    # -- characteristics --------------------------------------------------------------------

    def layers(self) -> LayerResult:
        """The layer system's result for the current state (cached per state version). Objects
        that no effect, filter or pointer can reach are left out of the layer system's run and
        have the characteristics they have on their own (:mod:`mtgrules.game.reach`)."""
        cache = self._cache
        if cache is not None and cache[0] == self.version:
            return cache[1]

        if self._run is None or self._run_valid_at != self.version:
            left, quiet, reads_life = self._unseen()
            read = self._fingerprint(left, reads_life)
            last_run = self._run
            if last_run is not None and last_run[1] == left and last_run[3] == read:
                run = last_run[0]  # nothing the layer system reads has changed since
            else:
                run = self._run_seen(left) if left else apply_layers(self)
            self._run = (run, left, quiet, read)
            self._run_valid_at = self.version
            self._assembled = None
        run, left, _, _ = self._run
        last = self._assembled
        previous = last[1] if last is not None and last[0] is run and left else None
        result = self._assemble(run, left, previous, self._moved)
        self.assembly = (result, previous, self._moved if previous is not None else ())
        self._assembled = (run, result)
        self._moved = ()
        self._cache = (self.version, result)
        return result

    def derived(self) -> dict[Any, Any]:
        """A place for values computed from what only a change with a new :attr:`version` can
        change (objects and zones, characteristics, counters, attachments, effects — not tapped
        status, damage, life or mana): emptied when the version changes."""
        version, values = self._derived
        if version != self.version:
            values = {}
            self._derived = (self.version, values)
        return values

    def _may_move_quietly(self, obj: GameObject, zone: Zone) -> bool:
        """Whether ``obj`` is left alone by the layer system's last run (still valid) and stays
        so in ``zone``: then moving it needs no new run."""
        run = self._run
        if run is None or self._run_valid_at != self.version or obj.id not in run[1]:
            return False

        return self._may_stay_unseen(obj, zone, run[2])

    def _changed_quietly(self, object_id: str, before: Zone | None = None) -> None:
        """An object the layer system leaves alone moved (from ``before``, to the end of the
        game's order): a new version, the same run, and the zone lists of the version before
        with that one object moved."""
        if self._run_valid_at != self.version:
            return self.changed()
        zones = self._zones_after_move(object_id, before) if before is not None else None
        self.version += 1
        self._run_valid_at = self.version
        self._moved = (*self._moved, object_id)
        if zones is not None:
            self._derived = (self.version, {"zones": zones})
        return None

    def _zones_after_move(self, object_id: str, before: Zone) -> dict[Any, list[str]] | None:
        """CR 400.1: the zone lists (:func:`~mtgrules.game.zones.zone_lists`) of this version
        with ``object_id``, now last in the game's order, moved from ``before`` to its zone
        (new lists: the old ones may still be read); None when this version has none, or has
        them made after the object moved."""
        version, values = self._derived
        found: dict[Any, list[str]] | None = (
            values.get("zones") if version == self.version else None
        )
        obj = self.objects.get(object_id)
        if found is None or obj is None or obj.zone is Zone.BATTLEFIELD:
            return None
        old_key, new_key = (before, obj.owner), (obj.zone, obj.owner)
        listed = found.get(old_key, ())
        if object_id not in listed or (new_key != old_key and object_id in found.get(new_key, ())):
            return None
        zones = dict(found)
        kept = [i for i in listed if i != object_id]
        if kept:
            zones[old_key] = kept
        else:
            zones.pop(old_key)
        zones[new_key] = [*zones.get(new_key, ()), object_id]
        return zones

    def see(self, object_ids: Iterable[str]) -> None:
        """Make the layer system look at these objects from now on, wherever they are (an
        effect's targets and choices as it begins, CR 611.2c)."""
        new = {i for i in object_ids if i in self.objects} - self.seen
        if not new:
            return
        self.seen |= new
        if self._run is not None and new & self._run[1]:
            self.changed()

    def characteristics(self, object_id: str) -> Characteristics:
        """CR 613: the object's characteristics now."""
        cache = self._cache
        if cache is not None and cache[0] == self.version:
            found = cache[1].characteristics.get(object_id)
            if found is not None:
                return found
        self.get(object_id)
        return self.layers().characteristics[object_id]

    def trace(self, object_id: str) -> list[TraceEntry]:
        """Every effect applied to the object, in the order applied, and why."""
        self.get(object_id)
        return self.layers().traces[object_id]

    def controller_of(self, object_id: str) -> str:
        """CR 108.4: the object's controller now (its owner's, for a card with none)."""
        cache = self._cache
        found = None
        if cache is not None and cache[0] == self.version:
            found = cache[1].characteristics.get(object_id)
        if found is None:
            found = self.characteristics(object_id)
        return found.controller or self.objects[object_id].owner

    def rules_in_force(self) -> set[str]:
        """CR 613.11: rules-changing effects in force (``legend_rule_does_not_apply``)."""
        return self.layers().rules

    # -- continuous effects from resolution ---------------------------------------------------

    def create_effect(
        self,
        spec: EffectSpec,
        source_id: str,
        controller: str,
        *,
        targets: tuple[str | None, ...] = (),
        variables: dict[str, int] | None = None,
        choices: dict[str, Any] | None = None,
        text: Text | None = None,
        description: str = "",
    ) -> ResolvedEffect:
        """CR 611.2: a continuous effect from a resolving spell or ability. It gets a timestamp
        now (613.7b); its variables are fixed now (611.2d); if it changes characteristics or
        control, the objects it affects are fixed now (611.2c)."""
        effect = ResolvedEffect(
            spec, source_id, controller, self.next_timestamp(), targets, dict(variables or {}),
            dict(choices or {}), None, description, text,
            self.zone_changes(source_id),
        )  # fmt: skip
        self.see(t for t in targets if t is not None)
        self.see(v for v in effect.choices.values() if isinstance(v, str))
        if any(layer is not Layer.RULES and layer is not Layer.PLAYER for layer in spec.layers):
            effect.affected = tuple(self._select(effect))
        self._fix_copiable_values(effect)
        self.effects.append(effect)
        self.changed()
        return effect

    def _fix_copiable_values(self, effect: ResolvedEffect) -> None:
        """CR 707.2b-c: a copy effect copies the original's copiable values as they are when
        it begins; later changes to the original don't change the copy."""
        if not any(isinstance(op, CopyOf) and op.values is None for op in effect.spec.ops):
            return
        result = self.layers()
        assert result.view is not None
        ctx = EffectContext(effect.instance("copy"), result.view, self)
        ops = []
        for op in effect.spec.ops:
            if isinstance(op, CopyOf) and op.values is None:
                found = op.of.select(ctx, result.view)
                if found:
                    op = replace(op, values=copiable_values(self, found[0]))
            ops.append(op)
        effect.spec = replace(effect.spec, ops=tuple(ops))

    def _select(self, effect: ResolvedEffect) -> list[str]:
        result = self.layers()
        assert result.view is not None
        ctx = EffectContext(effect.instance("lock"), result.view, self)
        return effect.spec.affects.select(ctx, result.view)

    def end_turn(self) -> None:
        """CR 514.2: in the cleanup step, damage wears off and "until end of turn" effects
        end."""
        for obj in self.objects.values():
            obj.damage = 0
            obj.regeneration_shields = 0  # CR 701.19a: shields last "this turn"
        self.effects = [e for e in self.effects if e.spec.duration != "end_of_turn"]
        self.events.append(
            Event("cleanup", 'damage wears off; "until end of turn" effects end', "514.2")
        )
        self.turn += 1
        order = list(self.players)
        self.active_player = order[(order.index(self.active_player) + 1) % len(order)]
        self.changed()

    def spell_cast(self, caster: str, spell_id: str) -> None:
        """Effects that last "until a player casts a creature spell" end (Soul Sculptor)."""
        if "Creature" in {c.english for c in self.characteristics(spell_id).type_line.card_types}:
            before = len(self.effects)
            self.effects = [e for e in self.effects if e.spec.duration != "until_creature_spell"]
            if len(self.effects) != before:
                self.changed()

    def copy_spell(self, spell_id: str, controller: str) -> GameObject:
        """CR 707.10: a copy of a spell on the stack, owned and controlled by ``controller``.
        It is no card: its characteristics are the spell's copiable values, given by a copy
        effect (layer 1) fixed as the copy is made (707.2b); its card data is the spell's, where
        its targets are read."""
        original = self.get(spell_id)
        values = copiable_values(self, spell_id)
        obj = GameObject(
            self.new_id(f"{spell_id} copy"), controller, Zone.STACK, _NO_CHARACTERISTICS,
            card=original.card, face=original.face, controller=controller,
            timestamp=self.next_timestamp(), is_spell_copy=True,
        )  # fmt: skip
        self.objects[obj.id] = obj
        copy = CopyOf(Filter(zones=("all",), targets=(1,)), values=values)
        effect = ResolvedEffect(
            EffectSpec(Filter(zones=("all",), self_only=True), (copy,)), obj.id, controller,
            obj.timestamp, (spell_id,), {}, {}, (obj.id,), SPELL_COPY,
        )  # fmt: skip
        self.effects.append(effect)
        self.changed()
        return obj

    def copy_as_enters(self, object_id: str, copy: CopyOf) -> None:
        """CR 707.2, 614.1c: "enter as a copy of …": a copy effect that begins as it enters and
        shares its timestamp."""
        obj = self.get(object_id)
        effect = ResolvedEffect(
            EffectSpec(Filter(zones=("all",), self_only=True), (copy,)), object_id, obj.owner,
            obj.timestamp, (), {}, dict(obj.choices), (object_id,), "enters as a copy",
        )  # fmt: skip
        self._fix_copiable_values(effect)
        self.effects.append(effect)
        self.changed()


_NO_CHARACTERISTICS = Characteristics((), None, frozenset(), TypeLine())
"""What a copy of a spell has of its own: nothing (its copy effect gives it the rest)."""
