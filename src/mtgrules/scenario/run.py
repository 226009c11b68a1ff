"""The scenario format: a YAML description of a board and what happens to it (see
``docs/scenario-format.md``). :func:`load_scenario` builds the game, performs the set-up and the
actions, and returns it; every error names the file and line.

Set-up semantics: objects enter in list order, each with its own timestamp; counters given at
set-up share the object's timestamp (613.7c); ``attached_to`` attaches as it enters (613.7e);
``choose`` is made as it enters (614.12). State-based actions are performed once after the whole
set-up and after every action. The scenario takes place in the first player's precombat main
phase of turn 1 until ``end_turn``.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtgrules.cards.abilities import Ability, AbilityKind
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.errors import IllegalChoice, UnknownCard
from mtgrules.cards.names import choose_card_name
from mtgrules.effects.model import TargetSpec
from mtgrules.effects.text import TextError, WordKind, canonical_word
from mtgrules.game.casting import kick_refusal, legendary_spell_refusal
from mtgrules.game.casting_costs import additional_costs
from mtgrules.game.dividing import check_division, divided_amount
from mtgrules.game.following import intervening_if_holds
from mtgrules.game.instructed import Resolution
from mtgrules.game.objects import GameObject, Zone
from mtgrules.game.resolve import resolve
from mtgrules.game.sba import apply_state_based_actions
from mtgrules.game.splice import splice_onto
from mtgrules.game.state import Event, Game, IllegalAction
from mtgrules.game.target_checks import check_targets
from mtgrules.scenario.playing import Playing
from mtgrules.scenario.values import MAX_ACTIONS, MAX_AMOUNT, MAX_OBJECTS
from mtgrules.sourcefile import Located, SourceError, line_of, load_yaml, load_yaml_text
from mtgrules.vocab.colors import Color
from mtgrules.vocab.typeline import choose_subtype
from mtgrules.vocab.types import SubtypeKind, UnknownTerm

_ID = re.compile(r"^[A-Za-z0-9_-]+$")
_ZONES = {
    "graveyard": Zone.GRAVEYARD,
    "hand": Zone.HAND,
    "library": Zone.LIBRARY,
    "exile": Zone.EXILE,
}


@dataclass
class Scenario:
    """A scenario after set-up and actions: the game, and where it came from."""

    path: str
    game: Game
    steps: list[str] = field(default_factory=list)
    expect: dict[str, Any] = field(default_factory=dict)
    """Expected results (``expect:`` in the file), checked by :func:`check_expectations`."""


class RefusedAction(SourceError):
    """An action of a scenario that the rules refuse (CR 117, 601-602, 508-509): the file and
    line of the action, the refusal (:class:`IllegalAction`, its message and rule), and the game
    as it stood when the action was refused, so that a front end can word the refusal (in
    Japanese, say) with the names of the objects it names."""

    def __init__(self, path: str, line: int, refusal: IllegalAction, game: Game) -> None:
        super().__init__(path, line, str(refusal))
        self.refusal = refusal
        self.game = game


CAST_KEYS = {
    "cast", "controller", "targets", "x", "choose", "id", "divide", "splice", "kicked", "kicks",
}  # fmt: skip
"""What a ``cast`` action that resolves at once may say."""


class _Builder(Playing):
    # -- the whole file ----------------------------------------------------------------------

    def build(self, data: Any) -> Scenario:
        if not isinstance(data, dict):
            raise self.fail(data, "a scenario must be a mapping")
        data = data if isinstance(data, Located) else Located(data)
        self.check_keys(
            data,
            {
                "players",
                "battlefield",
                "graveyard",
                "hand",
                "library",
                "exile",
                "actions",
                "life",
                "description",
                "expect",
                "variants",
                "cards",
            },
            "a scenario",
        )
        players = data.get("players", ["A", "B"])
        if not isinstance(players, list) or not players:
            raise self.fail(data, "'players' must be a list of player ids", "players")
        for i, p in enumerate(players):
            if not isinstance(p, str) or not _ID.match(p):
                raise self.fail(
                    data, f"player id '{p}' must be letters, digits, '-' or '_'", "players"
                )
            if p in players[:i]:
                raise self.fail(data, f"player id '{p}' is given twice", "players")
        game = Game(players, database=self.database, **self.variants_and_cards(data))
        scenario = Scenario(self.path, game)
        if "expect" in data:
            scenario.expect = self.expectations(data)
        life_totals = data.get("life") or {}
        if not isinstance(life_totals, dict):
            raise self.fail(data, "'life' must map player ids to life totals, e.g. {A: 20}", "life")
        for player, life in life_totals.items():
            if player not in game.players:
                raise self.fail(life_totals, f"no player '{player}'", player)
            game.players[player].life = self.whole(
                life_totals, player, life, -MAX_AMOUNT, MAX_AMOUNT, "life"
            )
            state = game.players[player]  # the board's life total: no life lost or gained
            state.life_lost_this_turn = state.life_gained_this_turn = 0
        battlefield = data.get("battlefield") or []
        if not isinstance(battlefield, list):
            raise self.fail(data, "'battlefield' must be a list", "battlefield")
        self.count_objects(data)
        for index, entry in enumerate(battlefield):
            with self.located(battlefield, index, "battlefield entry"):
                self.enter(game, entry, battlefield, index, setup=True)
        for zone_name, zone in _ZONES.items():
            per_player = data.get(zone_name)
            if per_player is None:
                continue
            if not isinstance(per_player, dict):
                raise self.fail(
                    data, f"'{zone_name}' must map player ids to lists of cards", zone_name
                )
            for player, cards in per_player.items():
                if player not in game.players:
                    raise self.fail(per_player, f"no player '{player}'", player)
                if cards is not None and not isinstance(cards, list):
                    raise self.fail(
                        per_player, f"'{zone_name}' of {player} must be a list of cards", player
                    )
                for i, card in enumerate(cards or []):
                    self.card_in_zone(game, card, cards, i, player, zone)
        self.state_based_actions(game)
        actions = data.get("actions") or []
        if not isinstance(actions, list):
            raise self.fail(data, "'actions' must be a list", "actions")
        if len(actions) > MAX_ACTIONS:
            raise self.fail(
                data,
                f"{len(actions):,} actions: a scenario may have at most {MAX_ACTIONS:,}",
                "actions",
            )
        for index, action in enumerate(actions):
            with self.located(actions, index, "action"):
                self.action(game, action, actions, index)
            self.state_based_actions(game)
            self.check_played(game, actions, index)
        return scenario

    def expectations(self, data: Located) -> dict[str, Any]:
        """``expect:``: object ids (and ``players``) each mapped to the values expected."""
        expect = data["expect"]
        if not isinstance(expect, dict):
            raise self.fail(data, "'expect' must map object ids to expected values", "expect")
        for key, wanted in expect.items():
            if not isinstance(wanted, dict):
                what = "player ids to values" if key == "players" else "fields to values"
                raise self.fail(expect, f"'expect: {key}' must map {what}", key)
            if key == "players":
                for player, fields in wanted.items():
                    if not isinstance(fields, dict):
                        raise self.fail(
                            wanted, f"'expect: players: {player}' must map fields to values", player
                        )
        return expect

    def count_objects(self, data: Located) -> None:
        """At most :data:`MAX_OBJECTS` cards in a scenario's zones."""
        count = len(data.get("battlefield") or [])
        for zone_name in _ZONES:
            per_player = data.get(zone_name)
            if isinstance(per_player, dict):
                count += sum(len(c) for c in per_player.values() if isinstance(c, list))
        if count > MAX_OBJECTS:
            raise self.fail(
                data, f"{count:,} cards: a scenario may have at most {MAX_OBJECTS:,}", None
            )

    @contextlib.contextmanager
    def located(self, where: Any, key: str | int, what: str) -> Iterator[None]:
        """Turn a wrong value's plain error (a word where a number belongs, a list where a
        mapping does) into a :class:`SourceError` naming the file and line."""
        try:
            yield
        except SourceError:
            raise
        except IllegalAction as error:
            raise self.fail(where, str(error), key) from error
        except (TypeError, ValueError, AttributeError, KeyError) as error:
            raise self.fail(
                where, f"a value in this {what} is of the wrong kind ({error})", key
            ) from error

    def variants_and_cards(self, data: Located) -> dict[str, Any]:
        """``variants: [bond]`` and the custom cards of ``cards:`` (read with the variants'
        words, symbols and keywords)."""
        from mtgrules.cards.custom import merged, read_custom_cards
        from mtgrules.variants import UnknownVariant, custom_cards, resolve, ruleset

        names = data.get("variants") or []
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise self.fail(data, "'variants' must be a list of variant names", "variants")
        try:  # a pack file is named relative to the scenario file (when there is one)
            here = Path(self.path).parent if Path(self.path).is_file() else None
            names = [resolve(name, relative_to=here).name for name in names]
            rules = ruleset(names)
        except UnknownVariant as error:
            raise self.fail(data, str(error), "variants") from error
        cards = read_custom_cards(data["cards"], self.path, rules) if "cards" in data else []
        try:
            merged([*custom_cards(names, rules), *cards])
        except ValueError as error:
            raise self.fail(data, f"{error} (one is the variant's)", "cards") from error
        return {"variants": names, "cards": cards}

    def state_based_actions(self, game: Game) -> None:
        apply_state_based_actions(game)

    # -- objects -----------------------------------------------------------------------------

    def lookup(self, game: Game, name: Any, where: Any, key: str | int | None) -> str:
        if not isinstance(name, str):
            raise self.fail(where, "a card name must be text", key)
        try:
            card, face = game.database.face(name)
        except UnknownCard as error:
            raise self.fail(where, str(error), key) from error
        return face.name if face.name != card.front.name or card.layout == "flip" else card.name

    def card_in_zone(
        self, game: Game, card: Any, where: Any, index: int, player: str, zone: Zone
    ) -> GameObject:
        if isinstance(card, dict):
            self.check_keys(
                card if isinstance(card, Located) else Located(card), {"card", "id"}, "a card"
            )
            name, object_id = card.get("card"), card.get("id")
        else:
            name, object_id = card, None
        self.check_id(game, object_id, where, index)
        resolved = self.lookup(game, name, where, index)
        return game.create_card(resolved, player, zone, object_id=object_id)

    def check_id(self, game: Game, object_id: Any, where: Any, key: str | int | None) -> None:
        if object_id is None:
            return
        if not isinstance(object_id, str) or not _ID.match(object_id):
            raise self.fail(where, f"id '{object_id}' must be letters, digits, '-' or '_'", key)
        if object_id in game.objects or object_id in game.players:
            raise self.fail(where, f"id '{object_id}' is used twice", key)

    def enter(
        self, game: Game, entry: Any, where: Any, index: str | int, *, setup: bool
    ) -> GameObject:
        if not isinstance(entry, dict):
            raise self.fail(
                where,
                "a battlefield entry must be a mapping like {card: Forest, id: forest}",
                index,
            )
        entry = entry if isinstance(entry, Located) else Located(entry)
        allowed = {
            "card",
            "id",
            "controller",
            "owner",
            "counters",
            "damage",
            "tapped",
            "face_down",
            "attached_to",
            "choose",
            "flipped",
        }
        self.check_keys(entry, allowed, "a battlefield entry")
        if "card" not in entry:
            raise self.fail(entry, "a battlefield entry needs 'card'")
        self.check_id(game, entry.get("id"), entry, "id")
        players = list(game.players)
        controller = entry.get("controller", entry.get("owner", game.active_player))
        owner = entry.get("owner", controller)
        for key, who in (("controller", controller), ("owner", owner)):
            if who not in game.players:
                raise self.fail(
                    entry,
                    f"no player '{who}' (players: {', '.join(players)})",
                    key if key in entry else None,
                )
        name = self.lookup(game, entry["card"], entry, "card")
        card = game.database.card(name)
        face_name = None
        if self.flag(entry, "flipped"):
            if card.layout != "flip":
                raise self.fail(entry, f"'{card.name}' is not a flip card", "flipped")
            face_name = card.faces[1].name
        obj = game.create_card(
            name,
            owner,
            Zone.BATTLEFIELD,
            object_id=entry.get("id"),
            controller=controller,
            face_name=face_name,
        )
        obj.flipped = self.flag(entry, "flipped")
        obj.tapped = self.flag(entry, "tapped")
        obj.damage = self.number(entry, "damage", 0)
        obj.face_down = self.flag(entry, "face_down")
        for kind, amount in self.amounts(entry, "counters").items():
            obj.counters[kind] = amount
            obj.counter_timestamps[kind] = obj.timestamp  # CR 613.7c: as it enters
        if "attached_to" in entry:
            host = entry["attached_to"]
            if host not in game.objects:
                raise self.fail(
                    entry,
                    f"no object '{host}' to attach to (it must be listed earlier)",
                    "attached_to",
                )
            obj.attached_to = host  # attached as it enters: its own timestamp (613.7e)
        self.choices(game, obj, entry)
        game.changed()
        return obj

    def choices(self, game: Game, obj: GameObject, entry: Located) -> None:
        """CR 614.12: "as this enters, choose …" and "enter as a copy"."""
        given = entry.get("choose") or {}
        if not isinstance(given, dict):
            raise self.fail(entry, "'choose' must be a mapping, e.g. {color: U}", "choose")
        face = obj.face
        assert obj.card is not None and face is not None
        definition = game.definition_of(obj.card, face)
        wanted = dict(definition.as_enters)
        for kind, value in given.items():
            if kind not in ("color", "creature_type", "card_name", "copy", "basic_land_type"):
                raise self.fail(given, f"unknown choice '{kind}'", kind)
            obj.choices[kind] = self.choice_value(game, kind, value, given)
        for kind, spec in definition.as_enters:
            if kind == "choose" and spec not in obj.choices and not obj.face_down:
                raise self.fail(
                    entry, f"{face.name} needs a choice as it enters: choose: {{{spec}: …}}", "card"
                )
        if "copy" in obj.choices and not obj.face_down:
            copy = wanted.get("copy")
            if copy is None:
                raise self.fail(given, f"{face.name} can't enter as a copy", "copy")
            target = obj.choices["copy"]
            if not game.characteristics(target).type_line.has_card_type("Creature"):
                raise self.fail(
                    given, f"'{target}' is not a creature on the battlefield (CR 707.2)", "copy"
                )
            game.copy_as_enters(obj.id, copy)

    def choice_value(self, game: Game, kind: str, value: Any, where: Any) -> Any:
        try:
            if kind == "color":
                return Color.from_word(str(value)).english.lower()
            if kind == "creature_type":
                return choose_subtype(SubtypeKind.CREATURE, str(value)).english
            if kind == "basic_land_type":
                return canonical_word(WordKind.LAND_TYPE, str(value))
            if kind == "card_name":
                return choose_card_name(game.database, str(value)).name
            if kind in ("from", "to"):
                return _text_word(str(value))
        except (ValueError, UnknownTerm, UnknownCard, IllegalChoice, TextError) as error:
            raise self.fail(where, str(error), kind) from error
        if value not in game.objects or game.objects[value].zone is not Zone.BATTLEFIELD:
            raise self.fail(where, f"no object '{value}' on the battlefield to copy", kind)
        return value

    # -- actions -----------------------------------------------------------------------------

    def action(self, game: Game, action: Any, where: Any, index: int) -> None:
        if action == "end_turn":
            if game.pending is not None:  # in play: through the turn to the next one's upkeep
                self.advance_to(game, "upkeep", where, index)
            else:
                game.end_turn()
            return
        if action == "pass":
            try:
                self.pass_once(game)
            except IllegalAction as error:
                raise self.refused(where, error, index, game) from error
            game.events.append(Event("action", "pass: each player passes priority once"))
            return
        if not isinstance(action, dict) or len([k for k in action if k in _ACTIONS]) != 1:
            raise self.fail(
                where,
                f"an action must be one of: {', '.join(sorted(_ACTIONS))} (or end_turn)",
                index,
            )
        data = action if isinstance(action, Located) else Located(action)
        kind = next(k for k in data if k in _ACTIONS)
        try:
            _ACTIONS[kind](self, game, data)
        except IllegalAction as error:
            raise self.refused(data, error, kind, game) from error
        game.events.append(Event("action", f"{kind}: {data[kind]}"))

    def refused(
        self, where: Any, error: IllegalAction, key: str | int, game: Game
    ) -> RefusedAction:
        """The error for an action the rules refuse, at its line, with the game it was refused
        in."""
        return RefusedAction(self.path, line_of(where, key), error, game)

    def resolve_spell(self, game: Game, data: Located) -> None:
        if self.flag(data, "pay"):
            return self.cast_paid(game, data)
        self.check_keys(data, CAST_KEYS, "'cast'")
        kicks = self.kicks(data)
        controller = data.get("controller", game.active_player)
        if controller not in game.players:
            raise self.fail(data, f"no player '{controller}'", "controller")
        name = self.lookup(game, data["cast"], data, "cast")
        card, face = game.database.face(name)
        self.check_id(game, data.get("id"), data, "id")
        spell = game.create_card(
            face.name if card.layout in ("split", "aftermath", "adventure") else name,
            controller,
            Zone.STACK,
            object_id=data.get("id"),
            controller=controller,
            face_name=face.name,
        )
        printed = spell.printed
        try:
            self.cast_checks(game, spell.id, controller)
            targets = [str(t) for t in data.get("targets") or []]
            definition = game.definition_of(card, face)
            target_specs = definition.targets
            for spliced in data.get("splice") or []:
                target_specs += self.splice(game, spell, str(spliced), len(target_specs))
            check_targets(game, target_specs, targets, spell.id, controller)
            x = self.x(data)
            amount = divided_amount(game, spell.id, controller, definition.abilities, x)
            if amount is not None:
                check_division(targets, data.get("divide"), amount)
        except IllegalAction:
            game.remove_object(spell.id)
            game.changed()
            raise
        kicked = kick_refusal(name, kicks, additional_costs(game, spell.id))
        if kicked is not None:
            game.remove_object(spell.id)
            game.changed()
            raise IllegalAction(kicked.message, kicked.rule)
        spell.kicks = kicks
        game.spell_cast(controller, spell.id)
        choices = {
            k: self.choice_value(game, k, v, data["choose"])
            for k, v in (data.get("choose") or {}).items()
        }
        if data.get("divide") is not None:
            choices["divide"] = self.division(data)
        for ability in game.characteristics(spell.id).abilities:
            if ability.instructions and ability.kind.value == "spell":
                resolve(
                    game,
                    Resolution(
                        spell.id,
                        controller,
                        ability,
                        tuple(targets),
                        {"X": self.x(data), "kicked": kicks},
                        choices,
                    ),
                )
        line = game.characteristics(spell.id).type_line
        spell.printed = printed  # CR 702.47e: splice changes end as it leaves the stack
        if line.has_card_type("Instant") or line.has_card_type("Sorcery"):
            game.move(spell.id, Zone.GRAVEYARD)  # CR 608.2n
        else:
            game.move(spell.id, Zone.BATTLEFIELD)  # CR 608.3

    def splice(
        self, game: Game, spell: GameObject, name: str, targets_before: int
    ) -> tuple[TargetSpec, ...]:
        """CR 702.47a: the card named ``name`` in the caster's hand spliced onto ``spell``
        (:func:`~mtgrules.game.splice.splice_onto`); returns its targets."""
        wanted = self.lookup(game, name, name, None)
        in_hand = [
            i for i, o in game.objects.items()
            if o.zone is Zone.HAND and o.owner == spell.controller and o.face is not None
            and o.face.name == wanted
        ]  # fmt: skip
        if not in_hand:
            raise IllegalAction(f"no '{wanted}' in {spell.controller}'s hand to splice", "702.47a")
        return splice_onto(game, spell.id, in_hand[0], targets_before)

    def cast_checks(self, game: Game, spell_id: str, controller: str) -> None:
        """The rules the game asks of a spell cast (CR 205.4e: a legendary instant or sorcery
        needs a legendary creature or planeswalker)."""
        line = game.characteristics(spell_id).type_line
        refusal = legendary_spell_refusal(game, controller, line)
        if refusal is not None:
            raise IllegalAction(refusal.message, refusal.rule)

    def activate(self, game: Game, data: Located) -> None:
        if self.flag(data, "pay"):
            return self.activate_paid(game, data)
        self.check_keys(
            data, {"activate", "ability", "targets", "x", "controller", "choose"}, "'activate'"
        )
        source = str(data["activate"])
        obj = game.get(source)
        activated = [a for a in game.characteristics(source).abilities if a.is_activated]
        number = self.ability_number(data)
        if not 1 <= number <= len(activated):
            raise IllegalAction(
                f"'{source}' has {len(activated)} activated abilit{'y' if len(activated) == 1 else 'ies'}, not {number}",
                "602.1",
            )
        ability: Ability = activated[number - 1]
        controller = data.get("controller", game.controller_of(source))
        targets = tuple(str(t) for t in data.get("targets") or [])
        for t in targets:
            if t not in game.objects and t not in game.players:
                raise IllegalAction(f"no object or player '{t}' to target", "115.1")
        if ability.targets:
            check_targets(game, ability.targets, targets, source, controller)
        choices = {
            k: self.choice_value(game, k, v, data["choose"])
            for k, v in (data.get("choose") or {}).items()
        }
        resolve(
            game,
            Resolution(obj.id, controller, ability, targets, {"X": self.x(data)}, choices),
        )

    def trigger(self, game: Game, data: Located) -> None:
        """CR 603.2-603.3: one of an object's triggered abilities (``ability: N``, counting its
        triggered abilities) triggers, as if its event had happened, and resolves with nothing
        in response. With an intervening "if" that is false, it doesn't trigger (603.4)."""
        self.check_keys(
            data, {"trigger", "ability", "targets", "x", "controller", "choose"}, "'trigger'"
        )
        source = str(data["trigger"])
        game.get(source)
        triggered = [
            a for a in game.characteristics(source).abilities if a.kind is AbilityKind.TRIGGERED
        ]
        number = self.ability_number(data)
        if not 1 <= number <= len(triggered):
            raise IllegalAction(
                f"'{source}' has {len(triggered)} triggered abilit{'y' if len(triggered) == 1 else 'ies'}, not {number}",
                "603.1",
            )
        ability = triggered[number - 1]
        controller = data.get("controller", game.controller_of(source))
        targets = tuple(str(t) for t in data.get("targets") or [])
        if ability.targets:
            check_targets(game, ability.targets, targets, source, controller)
        if not intervening_if_holds(game, ability, source, controller):
            game.events.append(
                Event("no trigger", f'{source}: its "if" condition is false', "603.4")
            )
            return
        choices = {
            k: self.choice_value(game, k, v, data["choose"])
            for k, v in (data.get("choose") or {}).items()
        }
        resolve(
            game,
            Resolution(source, controller, ability, targets, {"X": self.x(data)}, choices),
        )

    def enter_action(self, game: Game, data: Located) -> None:
        self.enter(game, data["enter"], data, "enter", setup=False)

    def attach(self, game: Game, data: Located) -> None:
        self.check_keys(data, {"attach", "to"}, "'attach'")
        game.attach(str(data["attach"]), str(data.get("to")))

    def leave(self, game: Game, data: Located) -> None:
        self.check_keys(data, {"leave", "to"}, "'leave'")
        zone = {
            "graveyard": Zone.GRAVEYARD,
            "exile": Zone.EXILE,
            "hand": Zone.HAND,
            "library": Zone.LIBRARY,
        }.get(str(data.get("to", "graveyard")))
        if zone is None:
            raise self.fail(data, "'to' must be graveyard, exile, hand or library", "to")
        game.move(str(data["leave"]), zone)

    def counters(self, game: Game, data: Located) -> None:
        self.check_keys(data, {"counters", "add", "remove"}, "'counters'")
        target = str(data["counters"])
        for kind, amount in self.amounts(data, "add").items():
            game.add_counters(target, kind, amount)
        for kind, amount in self.amounts(data, "remove").items():
            game.add_counters(target, kind, -amount)

    def turn_face_up(self, game: Game, data: Located) -> None:
        obj = game.get(str(data["turn_face_up"]))
        if not obj.face_down:
            raise IllegalAction(f"'{obj.id}' is not face down", "708.7")
        obj.face_down = False
        obj.timestamp = game.next_timestamp()  # CR 613.7f
        game.changed()


def _text_word(word: str) -> str:
    """A word a text-changing effect may replace or put in (CR 612.2): a color word, a basic
    land type or a creature type. Raises :class:`TextError`."""
    for kind in WordKind:
        try:
            canonical_word(kind, word)
        except TextError:
            continue
        return word
    raise TextError(f"'{word}' is not a color word, basic land type or creature type")


_ACTIONS: dict[str, Callable[[_Builder, Game, Located], None]] = {
    "cast": _Builder.resolve_spell,
    "activate": _Builder.activate,
    "enter": _Builder.enter_action,
    "attach": _Builder.attach,
    "leave": _Builder.leave,
    "counters": _Builder.counters,
    "turn_face_up": _Builder.turn_face_up,
    "trigger": _Builder.trigger,
    "play_land": _Builder.play_land,
    "next": _Builder.next_step,
    "attack": _Builder.attack,
    "block": _Builder.block,
    "assign": _Builder.assign,
    "decide": _Builder.decide,
}


def perform(game: Game, action: Any) -> None:
    """Perform one scenario action on a game (``{"cast": "Shock", "targets": ["bear"]}``, or
    ``"end_turn"``), then state-based actions. Raises :class:`IllegalAction`, with the rule it
    breaks, when the rules don't allow it; the game is then unchanged."""
    builder = _Builder("<action>", game.database)
    if action == "end_turn":
        game.end_turn()
    else:
        data = action if isinstance(action, Located) else Located(action)
        data.lines = getattr(data, "lines", {})
        kinds = [k for k in data if k in _ACTIONS]
        if len(kinds) != 1:
            raise ValueError(f"an action must be one of: {', '.join(sorted(_ACTIONS))}")
        _ACTIONS[kinds[0]](builder, game, data)
        game.events.append(Event(kinds[0], str(data[kinds[0]])))
    builder.state_based_actions(game)


def load_scenario(path: str | Path, database: CardDatabase | None = None) -> Scenario:
    """Read a scenario file, set up its board, perform its actions."""
    return _Builder(str(path), database).build(load_yaml(path))


def load_scenario_text(
    text: str, path: str = "<scenario>", database: CardDatabase | None = None
) -> Scenario:
    """Read a scenario from text (see :func:`load_scenario`)."""
    return _Builder(path, database).build(load_yaml_text(text, path))
