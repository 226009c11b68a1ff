"""Card definitions: what each card's abilities do, as declarative data (YAML files under
``cards/definitions/``), read and validated here into :class:`~mtgrules.cards.abilities.Ability`
values. Errors name the file and line.

A definition file::

    card: Blood Moon
    abilities:
      - static: "Nonbasic lands are {land_type:Mountain:plural}."
        effects:
          - affects: {types: [Land], not_supertypes: [Basic]}
            set_types: {subtypes: ["{land_type}"]}

A definition file may also state the card's printed characteristics (CR 109.3), as a custom
card does: ``mana_cost``, ``type_line``, ``power``, ``toughness``, ``loyalty``, ``defense``,
``colors`` (a color indicator, CR 204; else the mana cost's colors), ``text`` (the Oracle text),
``name_ja``; a card with several faces adds ``layout`` (and ``meld_result``) beside ``card`` and
writes each face's under its name in ``faces``. They make :attr:`CardDefinition.record`, the
card's entry in the embedded default database (:func:`mtgrules.cards.build.embedded_database`)
that the engine plays with when no card data is installed.

The full vocabulary is documented in ``docs/card-definitions.md``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar

from mtgrules.cards.abilities import ACTIVATION_TIMINGS, Ability, AbilityKind, AlternativeCost
from mtgrules.cards.keyword_abilities import KEYWORD_ABILITY_BUILDERS
from mtgrules.cards.reader.instructions import InstructionReader
from mtgrules.effects.model import EffectSpec, Filter, Instruction, TargetSpec
from mtgrules.effects.ops import (
    AddTypes,
)
from mtgrules.effects.text import Text
from mtgrules.model.abilities import CostObjects
from mtgrules.model.costs import SpellCost, UnsupportedCost, parse_spell_cost, spell_cost_options
from mtgrules.sourcefile import (
    Located,
    LocatedList,
    SourceError,
    load_yaml,
    load_yaml_text,
)
from mtgrules.vocab.keywords import Keyword, split_keyword
from mtgrules.vocab.mana import ManaCost, ManaCostError
from mtgrules.vocab.ruleset import CORE_RULES, RuleSet
from mtgrules.vocab.typeline import split_type_line
from mtgrules.vocab.types import CORE

PRINTED_FACE_KEYS = {
    "name_ja", "mana_cost", "type_line", "colors", "power", "toughness", "loyalty", "defense",
    "text",
}  # fmt: skip
"""A face's printed characteristics a definition file may state (see the module docstring)."""
PRINTED_CARD_KEYS = {"layout", "meld_result"}
"""What a card with several faces states beside its name."""


@dataclass(frozen=True)
class FaceDefinition:
    """The abilities of one face, and what is chosen as it enters (CR 614.12)."""

    abilities: tuple[Ability, ...] = ()
    as_enters: tuple[tuple[str, Any], ...] = ()
    """``("choose", "color")``, ``("choose", "creature_type")``, ``("choose", "card_name")``,
    ``("copy", CopyOf)``: as-enters choices and copy effects."""
    targets: tuple[TargetSpec, ...] = ()
    """A spell's targets (CR 601.2c)."""
    alternative_costs: tuple[AlternativeCost, ...] = ()
    """CR 118.9: costs that may be paid rather than the mana cost."""


@dataclass(frozen=True)
class CardDefinition:
    """A card's definition: per face name, its abilities. ``path`` is where it was read."""

    card: str
    faces: Mapping[str, FaceDefinition] = field(default_factory=dict)
    path: str = ""
    record: dict[str, Any] | None = field(default=None, compare=False)
    """The card's printed characteristics, as a record shaped like a ``cards.jsonl`` line, when
    the file states them (see the module docstring)."""

    def face(self, name: str) -> FaceDefinition:
        return self.faces.get(name, FaceDefinition())


class DefinitionReader(InstructionReader):
    """Turns one file's YAML into definitions, raising :class:`SourceError` at the line."""

    # -- the file ------------------------------------------------------------------------------

    def definition(self, data: Any) -> CardDefinition:
        data = self.mapping(data, data, None, "a card definition")
        self.check_keys(
            data,
            {"card", "abilities", "as_enters", "targets", "faces", "alternative_costs"}
            | PRINTED_CARD_KEYS
            | PRINTED_FACE_KEYS,
            "a card definition",
        )
        if not isinstance(data.get("card"), str):
            raise self.fail(data, "a card definition needs 'card: <name>'")
        faces: dict[str, FaceDefinition] = {}
        printed: list[dict[str, Any] | None] = []
        if "faces" in data:
            face_map = self.mapping(data["faces"], data, "faces", "'faces'")
            for name, face in face_map.items():
                face_data = self.mapping(face, face_map, name, f"face '{name}'")
                faces[name] = self.face(face_data)
                printed.append(self.printed_face(str(name), face_data))
        else:
            faces[data["card"]] = self.face(data)
            printed.append(self.printed_face(data["card"], data))
        return CardDefinition(data["card"], faces, self.path, self.printed_card(data, printed))

    def printed_card(
        self, data: Located, faces: list[dict[str, Any] | None]
    ) -> dict[str, Any] | None:
        """The card's record, when every face states its type line; a file that states the
        characteristics of some faces only is an error."""
        if all(face is None for face in faces):
            for key in PRINTED_CARD_KEYS:
                if key in data:
                    raise self.fail(data, f"'{key}' needs the faces' printed characteristics", key)
            return None
        if any(face is None for face in faces):
            raise self.fail(data, "every face needs its 'type_line' when one face has it")
        layout = str(data.get("layout", "normal"))
        if len(faces) > 1 and layout == "normal":
            raise self.fail(data, "a card with several faces needs 'layout:'")
        record: dict[str, Any] = {
            "name": data["card"],
            "name_ja": data.get("name_ja") if len(faces) > 1 else faces[0]["name_ja"],  # type: ignore[index]
            "layout": layout,
            "faces": faces,
            "src": "definition",
        }
        if "meld_result" in data:
            record["meld_result"] = str(data["meld_result"])
        return record

    def printed_face(self, name: str, data: Located) -> dict[str, Any] | None:
        """A face's printed characteristics (CR 109.3) from the keys a custom card uses; None
        when the face states none."""
        if "type_line" not in data:
            for key in PRINTED_FACE_KEYS:
                if key in data:
                    raise self.fail(data, f"'{key}' needs 'type_line' beside it", key)
            return None
        cost = data.get("mana_cost")
        if cost is not None:
            try:
                ManaCost.parse(str(cost), self.rules.symbols)
            except ManaCostError as error:
                raise self.fail(data, str(error), "mana_cost") from error
        colors = (
            self.strings(data["colors"], data, "colors")
            if "colors" in data
            else tuple(c for c in "WUBRG" if re.search(r"\{[^}]*" + c, str(cost or "")))
        )

        supertypes, types, subtypes = split_type_line(str(data["type_line"]))

        def text(key: str) -> str | None:
            return None if data.get(key) is None else str(data[key])

        return {
            "name": name,
            "name_ja": text("name_ja"),
            "mana_cost": text("mana_cost"),
            "supertypes": supertypes,
            "types": types,
            "subtypes": subtypes,
            "power": text("power"),
            "toughness": text("toughness"),
            "loyalty": text("loyalty"),
            "defense": text("defense"),
            "colors": [c for c in "WUBRG" if c in colors],
            "oracle_text": text("text"),
        }

    def face(self, data: Located) -> FaceDefinition:
        self.check_keys(
            data,
            {"card", "abilities", "as_enters", "targets", "alternative_costs"} | PRINTED_FACE_KEYS,
            "a face",
        )
        abilities = data.get("abilities", LocatedList())
        if not isinstance(abilities, list):
            raise self.fail(data, "'abilities' must be a list", "abilities")
        parsed = tuple(self.ability(item, abilities, i) for i, item in enumerate(abilities))
        as_enters = self.as_enters(data["as_enters"], data) if "as_enters" in data else ()
        targets = self.targets(data.get("targets"), data)
        alternatives = self.alternative_costs(data.get("alternative_costs", []), data)
        return FaceDefinition(parsed, as_enters, targets, alternatives)

    def alternative_costs(self, value: Any, where: Any) -> tuple[AlternativeCost, ...]:
        """``alternative_costs: [{cost: "{R}", label: …, if: {count: FILTER, at_least: N},
        spells_cast_this_turn: N}]`` (CR 118.9)."""
        if not isinstance(value, list):
            raise self.fail(where, "'alternative_costs' must be a list", "alternative_costs")
        out: list[AlternativeCost] = []
        for i, item in enumerate(value):
            data = self.mapping(item, value, i, "an alternative cost")
            self.check_keys(
                data, {"cost", "label", "if", "spells_cast_this_turn"}, "an alternative cost"
            )
            mana = str(data.get("cost", ""))
            try:
                ManaCost.parse(mana, self.rules.symbols)
            except ManaCostError as error:
                raise self.fail(data, str(error), "cost") from error
            condition = self.condition(data["if"], data, "if") if "if" in data else None
            label = str(data.get("label", f"alternative cost {mana}"))
            out.append(
                AlternativeCost(label, mana, condition, int(data.get("spells_cast_this_turn", 0)))
            )
        return tuple(out)

    def as_enters(self, value: Any, where: Any) -> tuple[tuple[str, Any], ...]:
        data = self.mapping(value, where, "as_enters", "'as_enters'")
        self.check_keys(data, {"choose", "copy"}, "'as_enters'")
        out: list[tuple[str, Any]] = []
        for choice in self.strings(data.get("choose", []), data, "choose"):
            if choice not in (
                "color", "creature_type", "card_name", "nonland_card_name", "basic_land_type",
                "card_name_seen_hand",
            ):  # fmt: skip
                raise self.fail(data, f"can't choose '{choice}' as this enters", "choose")
            out.append(("choose", choice))
        if "copy" in data:
            copy_data = self.mapping(data["copy"], data, "copy", "'copy'")
            out.append(("copy", self.copy_op(copy_data, chosen=True)))
        return tuple(out)

    def targets(self, value: Any, where: Any) -> tuple[TargetSpec, ...]:
        if value is None:
            return ()
        if not isinstance(value, list):
            raise self.fail(where, "'targets' must be a list", "targets")
        out: list[TargetSpec] = []
        for i, item in enumerate(value):
            if item == "any":
                out.append(_ANY_TARGET)
            elif item == "player":
                out.append(TargetSpec(Filter(), "target player", player=True))
            elif item == "opponent":
                out.append(TargetSpec(Filter(), "target opponent", player=True, opponent=True))
            elif item == "player or planeswalker":
                out.append(_PLAYER_OR_PLANESWALKER)
            else:
                data = self.mapping(item, value, i, "a target")
                out.append(self.target(data))
        return tuple(out)

    def target(self, data: Located) -> TargetSpec:
        """A target as a filter, or ``{any: true}`` / ``{player: true}``, with ``min`` and
        ``max`` for "one or two targets" (CR 601.2c, 115.1)."""
        counts = {k: data.pop(k) for k in ("min", "max") if k in data}
        kind = {k: data.pop(k) for k in ("any", "player") if k in data}
        status = self.strings(data.pop("status"), data, "status") if "status" in data else ()
        for state in status:
            if state not in ("attacking", "blocking", "tapped", "untapped"):
                raise self.fail(
                    data,
                    f"unknown status '{state}'; expected attacking, blocking, tapped or untapped",
                )
        single = bool(data.pop("single_target", False))  # CR 115.7: "with a single target"
        dependent = data.pop("controlled_by_target", 0)  # CR 601.2c: "… that player controls"
        if not isinstance(dependent, int) or isinstance(dependent, bool) or dependent < 0:
            raise self.fail(data, "'controlled_by_target' is the number of an earlier target")
        abilities = self.strings(data.pop("ability"), data, "ability") if "ability" in data else ()
        if set(abilities) - {"activated", "triggered"}:
            raise self.fail(data, "a target 'ability' is 'activated' and/or 'triggered'", "ability")
        if abilities:  # CR 115.1, 701.6a: an activated or triggered ability on the stack
            self.check_keys(data, (), "a target ability")
            what = " or ".join(abilities)
            spec = TargetSpec(Filter(zones=()), f"target {what} ability", abilities=abilities)
        elif kind.get("any"):
            spec = _ANY_TARGET
        elif kind.get("player"):
            spec = TargetSpec(Filter(), "target player", player=True)
        else:
            spec = TargetSpec(self.filter(data, zones_default=("battlefield",)))
        minimum, maximum = int(counts.get("min", 1)), int(counts.get("max", 1))
        if not 0 <= minimum <= maximum or maximum < 1:
            raise self.fail(data, "a target needs 0 <= min <= max and max >= 1")
        return replace(
            spec, minimum=minimum, maximum=maximum, status=status, single_target=single,
            controlled_by_target=dependent,
        )  # fmt: skip

    # -- abilities -----------------------------------------------------------------------------

    def ability(self, item: Any, where: Any, index: int) -> Ability:
        if isinstance(item, str):
            return self.keyword_ability(item, where, index)
        data = self.mapping(item, where, index, "an ability")
        if "modes" in data:
            return self.modal_spell(data, where, index)
        kinds = [
            k for k in ("keyword", "static", "activated", "mana", "triggered", "spell") if k in data
        ]
        if len(kinds) != 1:
            raise self.fail(
                data,
                "an ability needs exactly one of: keyword, static, activated, mana, triggered, spell",
            )
        kind = kinds[0]
        if kind == "keyword":
            return self.keyword_ability(str(data["keyword"]), data, kind, data)
        common = {"effects", "cda", "anywhere", "cost", "do", "trigger", "targets", "if", "enters"}
        if kind == "activated":
            common |= {"activators", "timing", "cost_less"}
        if kind == "mana":
            common.add("timing")  # "Activate only as an instant" (602.5e)
        if kind == "static":
            common |= {"additional_cost", "alternative_cost", "opening_hand"}
        self.check_keys(data, {kind, *common}, f"a {kind} ability")
        text = self.text(str(data[kind]), data, kind)
        additional = str(data.get("additional_cost", ""))
        if additional:
            self.spell_cost_options(additional, data, "additional_cost")
        if_kicked = data.get("if") == "kicked"
        cda = bool(data.get("cda", False))
        effects = tuple(
            self.effect(e, data["effects"], i, static=kind == "static", cda=cda)
            for i, e in enumerate(data.get("effects", []))
        )
        instructions = tuple(
            self.instruction(e, data["do"], i) for i, e in enumerate(data.get("do", []))
        )
        if kind in ("activated", "mana") and any(
            i.action == "return" and i.param("from") == "graveyard" for i in instructions
        ):  # CR 113.6k: it would be activated from a graveyard, which the game doesn't offer
            raise self.fail(data, "an ability activated from a graveyard isn't supported", kind)
        return Ability(
            AbilityKind(kind), text, effects, instructions,
            cost=str(data.get("cost", "")), trigger=str(data.get("trigger", "")),
            cda=cda, functions_outside_battlefield=bool(data.get("anywhere", False)),
            targets=self.targets(data.get("targets"), data),
            condition=self.condition(data["if"], data, "if") if "if" in data and not if_kicked else None,
            enters=self.enters(data["enters"], data) if "enters" in data else (),
            activators=self.activators(data), timing=self.timing(data),
            additional_cost=additional, if_kicked=if_kicked,
            alternative_cost=(
                self.alternative_cost(data["alternative_cost"], data)
                if "alternative_cost" in data else None
            ),
            cost_less=self.count(data["cost_less"], data, "cost_less") if "cost_less" in data else None,
            opening_hand=self.opening_hand(data),
        )  # fmt: skip

    def opening_hand(self, data: Any) -> str:
        """CR 103.6: ``opening_hand: reveal`` (103.6b) or ``battlefield`` (103.6a)."""
        kind = str(data.get("opening_hand", ""))
        if kind not in ("", "reveal", "battlefield"):
            raise self.fail(data, "'opening_hand' can be reveal or battlefield", "opening_hand")
        return kind

    COST_OBJECTS: ClassVar[dict[str, str]] = {
        "exile": "hand", "return": "battlefield", "sacrifice": "battlefield", "tap": "battlefield",
    }  # fmt: skip
    """What an alternative cost may do with objects its caster chooses, and where they are."""

    def alternative_cost(self, value: Any, where: Any) -> AlternativeCost:
        """A static ability's ``alternative_cost: {label: …, cost: "{0}", life: 1, objects:
        [{exile: FILTER, count: 1}], if: CONDITION, not_your_turn: true, opponent_cast: 3}``
        (CR 118.9; "if an opponent cast three or more spells this turn"): what
        the caster pays rather than the mana cost, and when they may."""
        data = self.mapping(value, where, "alternative_cost", "'alternative_cost'")
        self.check_keys(
            data,
            {
                "label",
                "cost",
                "life",
                "objects",
                "if",
                "not_your_turn",
                "opponent_cast",
                "reveal_hand",
            },
            "'alternative_cost'",
        )
        mana = str(data.get("cost", "{0}"))
        try:
            ManaCost.parse(mana, self.rules.symbols)
        except ManaCostError as error:
            raise self.fail(data, str(error), "cost") from error
        objects: list[CostObjects] = []
        items = data.get("objects", [])
        if not isinstance(items, list):
            raise self.fail(data, "'objects' must be a list", "objects")
        for i, item in enumerate(items):
            part = self.mapping(item, items, i, "a part of an alternative cost")
            self.check_keys(part, {*self.COST_OBJECTS, "count"}, "a part of an alternative cost")
            actions = [k for k in part if k in self.COST_OBJECTS]
            if len(actions) != 1:
                raise self.fail(part, f"one of: {', '.join(self.COST_OBJECTS)}")
            action = actions[0]
            spec = self.mapping(part[action], part, action, f"'{action}'")
            chosen = self.filter(spec, zones_default=(self.COST_OBJECTS[action],))
            count = part.get("count", 1)
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise self.fail(part, "'count' must be a whole number of at least 1", "count")
            objects.append(CostObjects(action, chosen, count))
        life = data.get("life", 0)
        if not isinstance(life, int) or isinstance(life, bool) or life < 0:
            raise self.fail(data, "'life' must be a whole number", "life")
        condition = self.condition(data["if"], data, "if") if "if" in data else None
        return AlternativeCost(
            str(data.get("label", "alternative cost")), mana, condition, 0, life,
            tuple(objects), bool(data.get("not_your_turn", False)),
            int(data.get("opponent_cast", 0)), reveal_hand=bool(data.get("reveal_hand", False)),
        )  # fmt: skip

    def modal_spell(self, data: Located, where: Any, index: int) -> Ability:
        """CR 700.2: a spell ability with ``modes: {choose: [least, most], options: [spell
        abilities]}``: the modes, each with its own ``targets`` and ``do``."""
        rest = Located({k: v for k, v in data.items() if k != "modes"})
        rest.line, rest.lines = data.line, getattr(data, "lines", {})
        ability = self.ability(rest, where, index)
        if ability.kind is not AbilityKind.SPELL:
            raise self.fail(data, "only a spell ability has 'modes'", "modes")
        return replace(ability, **self.modes(data["modes"], data))

    def modes(self, value: Any, where: Any) -> dict[str, Any]:
        """The modes of a modal spell ability and how many of them are chosen."""
        data = self.mapping(value, where, "modes", "'modes'")
        self.check_keys(data, {"choose", "options", "more_if", "more"}, "'modes'")
        options = data.get("options")
        if not isinstance(options, list) or len(options) < 2:
            raise self.fail(data, "a modal spell needs two or more 'options'", "options")
        modes = tuple(self.ability(o, options, i) for i, o in enumerate(options))
        if any(m.kind is not AbilityKind.SPELL for m in modes):
            raise self.fail(data, "each mode is a spell ability ('spell: TEXT')", "options")
        count = data.get("choose", [1, 1])
        if (
            not isinstance(count, list) or len(count) != 2
            or not all(isinstance(c, int) for c in count)
            or not 1 <= count[0] <= count[1] <= len(modes)
        ):  # fmt: skip
            raise self.fail(data, "'choose' is [least, most] of the options", "choose")
        out: dict[str, Any] = {"modes": modes, "mode_count": (count[0], count[1])}
        if "more_if" in data:  # CR 700.2: "you may choose two instead" if a condition holds
            more = data.get("more")
            if not isinstance(more, list) or len(more) != 2 or not 1 <= more[0] <= more[1]:
                raise self.fail(data, "'more' is [least, most] of the options", "more")
            out["more_modes_if"] = self.condition(data["more_if"], data, "more_if")
            out["more_modes"] = (more[0], more[1])
        return out

    def activators(self, data: Located) -> str:
        """CR 602.2: ``activators: any`` for "any player may activate this ability"."""
        who = str(data.get("activators", "controller"))
        if who not in ("controller", "any"):
            raise self.fail(data, "'activators' must be controller or any", "activators")
        return who

    def timing(self, data: Located) -> tuple[str, ...]:
        """CR 602.5b, 602.5d: when an activated ability may be activated."""
        timing = self.strings(data.get("timing", []), data, "timing")
        for name in timing:
            if name not in ACTIVATION_TIMINGS:
                known = ", ".join(ACTIVATION_TIMINGS)
                raise self.fail(data, f"unknown timing '{name}' (known: {known})", "timing")
        return tuple(timing)

    def spell_cost(self, text: str, where: Any, key: str | int | None) -> SpellCost:
        """An additional cost to cast a spell (CR 118.8), checked to be one the game can pay."""
        try:
            return parse_spell_cost(text, self.rules.symbols)
        except UnsupportedCost as error:
            raise self.fail(where, str(error), key) from error

    def spell_cost_options(self, text: str, where: Any, key: str) -> tuple[SpellCost, ...]:
        """An additional cost, or a choice of two (CR 118.8, 601.2b), checked to be payable."""
        try:
            return spell_cost_options(text, self.rules.symbols)
        except UnsupportedCost as error:
            raise self.fail(where, str(error), key) from error

    def enters(self, value: Any, where: Any) -> tuple[tuple[str, Any], ...]:
        """CR 614.1c-d: how a permanent enters: ``{tapped: true}``, ``{tapped: true,
        unless_pay_life: 2}``, ``{tapped: true, unless: CONDITION}`` or ``if: CONDITION``, ``{counters: {"+1/+1": 2}}``; ``{"+1/+1": kicked}`` is one
        counter for each time it was kicked (CR 702.33c)."""
        data = self.mapping(value, where, "enters", "'enters'")
        self.check_keys(
            data,
            {"tapped", "unless_pay_life", "counters", "if", "unless", "not_your_turn",
             "unless_your_turn_at_most"},
            "'enters'",
        )  # fmt: skip
        out: list[tuple[str, Any]] = []
        if data.get("tapped"):
            out.append(("tapped", True))
        for key in ("if", "unless"):  # tapped only if / unless a condition holds (614.1c)
            if key in data:
                out.append((f"tapped_{key}", self.condition(data[key], data, key)))
        if data.get("not_your_turn"):  # tapped only if it isn't its controller's turn
            out.append(("tapped_not_your_turn", True))
        if "unless_your_turn_at_most" in data:  # "unless it's your first … turn of the game"
            out.append(("tapped_unless_turn", int(data["unless_your_turn_at_most"])))
        if "unless_pay_life" in data:
            out.append(("unless_pay_life", int(data["unless_pay_life"])))
        if "counters" in data:
            counters = self.mapping(data["counters"], data, "counters", "'counters'")
            read: dict[str, Any] = {}
            for kind, amount in counters.items():
                read[str(kind)] = amount
                if isinstance(amount, dict):  # CR 702.66a: {exiled_with: [Instant, Sorcery]}
                    read[str(kind)] = self.exiled_with_count(amount, counters, kind)
                elif amount not in ("kicked", "X") and (
                    not isinstance(amount, int) or isinstance(amount, bool)
                ):  # X: the X its spell was cast with (CR 107.3m)
                    raise self.fail(
                        counters, "a number of counters is a number, X or 'kicked'", kind
                    )
            out.append(("counters", tuple(read.items())))
        return tuple(out)

    def exiled_with_count(self, value: Any, where: Any, key: str) -> tuple[str, ...]:
        """CR 702.66a: ``{exiled_with: [Instant, Sorcery]}``: one counter for each card of one
        of these card types its spell exiled to pay its cost (Murktide Regent); read as the
        tuple of card types."""
        kinds = value.get("exiled_with") if set(value) == {"exiled_with"} else None
        if (
            not isinstance(kinds, list)
            or not kinds
            or not all(isinstance(k, str) and CORE.card_type(k) for k in kinds)
        ):
            raise self.fail(where, "counters for exiled cards are {exiled_with: [card types]}", key)
        return tuple(str(k) for k in kinds)

    def keyword_ability(
        self, text: str, where: Any, key: str | int | None, data: Located | None = None
    ) -> Ability:
        """A keyword ability written as on the card: ``Flying``, ``Equip {1}``,
        ``Protection from red``, ``Changeling``. A color word in its parameter may be a typed
        word (``Protection from {color:red}``) that text-changing effects change (CR 612.2)."""
        template = self.text(text, where, key) if "{" in text and ":" in text else None
        if template is not None:
            text = template.render()
        dashed = "—" in text.split(" ", 1)[0]  # "Kicker—Sacrifice a creature." (CR 702.33a)
        found = split_keyword(text.replace("—", " ", 1) if dashed else text, self.rules.keywords)
        if found is None:
            raise self.fail(
                where,
                f"'{text}' is not a keyword ability; write it as 'static:', 'activated:' …",
                key,
            )
        keyword, parameter = found
        shown = keyword.english + (f" {parameter}" if parameter else "")
        if dashed:
            shown = f"{keyword.english}—{parameter}."
        builder = self.rules.keyword_builders.get(keyword.english) or KEYWORD_BUILDERS.get(
            keyword.english
        )
        if builder is not None:
            try:
                built: Ability = builder(self, keyword, parameter, template or Text((shown,)), data)
            except ValueError as error:  # a parameter the keyword can't have
                raise self.fail(where, str(error), key) from error
            return built
        if data is not None:
            self.check_keys(data, {"keyword"}, f"the keyword ability {keyword.english}")
        kind = AbilityKind.TRIGGERED if keyword.kind == "triggered" else AbilityKind.STATIC
        return Ability(kind, template or Text((shown,)), keyword=keyword, parameter=parameter)

    # -- effects -------------------------------------------------------------------------------

    def effect(
        self, item: Any, where: Any, index: str | int, *, static: bool, cda: bool = False
    ) -> EffectSpec:
        """One continuous effect; ``cda`` when its ability is a characteristic-defining one
        (CR 604.3), which makes each of its effects one."""
        data = self.mapping(item, where, index, "an effect")
        self.check_keys(
            data, {"affects", "condition", "duration", "cda", "text", *self.OPS}, "an effect"
        )
        affects = self.affects(data.get("affects", "self" if not static else None), data)
        ops = tuple(self.op(name, data[name], data) for name in self.OPS if name in data)
        if not ops:
            raise self.fail(data, f"an effect needs at least one of: {', '.join(self.OPS)}")
        condition = None
        if "condition" in data:
            condition = self.condition(data["condition"], data, "condition")
            if condition.history is not None:  # the layers don't follow the turn's history
                raise self.fail(data, "an effect's condition can't be on this turn's history")
        duration = str(data.get("duration", "game"))
        if duration not in (
            "game", "end_of_turn", "while_source", "until_creature_spell", "until_your_next_turn"
        ):  # fmt: skip
            raise self.fail(data, f"unknown duration '{duration}'", "duration")
        return EffectSpec(
            affects,
            ops,
            condition,
            bool(data.get("cda", cda)),
            duration,
            str(data.get("text", "")),
        )


_ANY_TARGET = TargetSpec(
    Filter(any_types=("Creature", "Planeswalker", "Battle")), "any target", any_target=True
)
"""CR 115.4: "any target": a creature, player, planeswalker or battle."""

_PLAYER_OR_PLANESWALKER = TargetSpec(
    Filter(any_types=("Planeswalker",)), "target player or planeswalker", any_target=True
)
"""A player, or an object the filter matches: "target player or planeswalker" (Lava Axe)."""


def read_definition_text(
    text: str, path: str = "<string>", rules: RuleSet = CORE_RULES
) -> CardDefinition:
    """A card definition from YAML text (see the module docstring)."""
    return DefinitionReader(path, rules).definition(load_yaml_text(text, path))


def read_definition_data(data: Any, path: str, rules: RuleSet = CORE_RULES) -> CardDefinition:
    """A card definition from already-read YAML data (a mapping from :mod:`mtgrules.sourcefile`),
    with words, symbols and keywords of ``rules``."""
    return DefinitionReader(path, rules).definition(data)


def read_definition_file(path: str | Path) -> CardDefinition:
    return DefinitionReader(str(path)).definition(load_yaml(path))


def read_ability_text(text: str, path: str = "<string>") -> Ability:
    """One ability as written in a card definition (a keyword, or a mapping)."""
    data = load_yaml_text(text, path)
    return DefinitionReader(path).ability(data, data, 0)


@cache
def bundled_definitions() -> dict[str, CardDefinition]:
    """Every card definition shipped with the package, by card name."""
    found: dict[str, CardDefinition] = {}
    folder = resources.files("mtgrules.cards").joinpath("definitions")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".yaml"):
            continue
        definition = DefinitionReader(f"cards/definitions/{entry.name}").definition(
            load_yaml_text(entry.read_text(encoding="utf-8"), f"cards/definitions/{entry.name}")
        )
        if definition.card in found:
            raise SourceError(
                definition.path,
                1,
                f"'{definition.card}' is defined twice (also in {found[definition.card].path})",
            )
        found[definition.card] = definition
    return found


def _changeling(
    reader: DefinitionReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.73a: changeling is a characteristic-defining ability: every creature type, in
    every zone."""
    spec = EffectSpec(
        Filter(zones=("all",), self_only=True), (AddTypes(all_creature_types=True),), cda=True
    )
    return Ability(
        AbilityKind.STATIC, text, (spec,), keyword=keyword, parameter=parameter, cda=True,
        functions_outside_battlefield=True,
    )  # fmt: skip


def _equip(
    reader: DefinitionReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only
    as a sorcery."""
    return Ability(
        AbilityKind.ACTIVATED, text, keyword=keyword, parameter=parameter, cost=parameter,
        instructions=(Instruction("attach", target=1),), timing=("sorcery",), timing_rule="702.6a",
        targets=(TargetSpec(Filter(types=("Creature",), controller="you"), "target creature you control"),),
    )  # fmt: skip


def _kicker(
    reader: DefinitionReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.33a, 702.33c: "Kicker [cost]" ("Multikicker [cost]"): an additional cost its
    caster may pay as it is cast (any number of times). A static ability that works on the
    stack; the cost is read here so a cost the game can't pay is an error in the file."""
    parse_spell_cost(parameter, reader.rules.symbols)
    return Ability(
        AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
        functions_outside_battlefield=True,
    )  # fmt: skip


KeywordBuilder = Callable[[DefinitionReader, Keyword, str, Text, Located | None], Ability]
"""How a keyword becomes an ability: from the reader, the keyword, its parameter (``{2}``,
``3``), its text, and the mapping it was written in (``- keyword: Joint`` with more keys), if
any."""

KEYWORD_BUILDERS: dict[str, KeywordBuilder] = {
    "Changeling": _changeling,
    "Equip": _equip,
    "Kicker": _kicker,
    "Multikicker": _kicker,
    **KEYWORD_ABILITY_BUILDERS,
}
"""Keyword abilities with rules of their own, by English keyword: how each becomes an ability.
A variant pack adds its own through :class:`~mtgrules.vocab.ruleset.RuleSet`."""
