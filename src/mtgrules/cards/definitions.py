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
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar

from mtgrules.cards.abilities import ACTIVATION_TIMINGS, Ability, AbilityKind, AlternativeCost
from mtgrules.cards.keyword_abilities import KEYWORD_ABILITY_BUILDERS
from mtgrules.effects.model import Condition, Count, EffectSpec, Filter, Instruction, Op, TargetSpec
from mtgrules.effects.ops import (
    AddAbilities,
    AddColors,
    AddTypes,
    BecomeArtifactCreature,
    ChangeCost,
    ChangeRules,
    ChangeText,
    CopyOf,
    DefinePT,
    FaceDown,
    GainActivatedAbilitiesOf,
    GainControl,
    LoseAbilities,
    LoseCreatureTypes,
    ModifyPT,
    SetColors,
    SetPT,
    SetTypes,
    SwitchPT,
)
from mtgrules.effects.text import Text, TextError, WordKind, WordRef
from mtgrules.model.abilities import CostObjects
from mtgrules.model.costs import SpellCost, UnsupportedCost, parse_spell_cost
from mtgrules.model.history import HISTORY_FACTS, HistoryCheck
from mtgrules.model.verbs import VERBS, Verb
from mtgrules.sourcefile import (
    Located,
    LocatedList,
    SourceError,
    line_of,
    load_yaml,
    load_yaml_text,
)
from mtgrules.vocab.keywords import Keyword, split_keyword
from mtgrules.vocab.mana import ManaCost, ManaCostError
from mtgrules.vocab.ruleset import CORE_RULES, RuleSet

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


class _Reader:
    """Turns one file's YAML into definitions, raising :class:`SourceError` at the line."""

    def __init__(self, path: str, rules: RuleSet = CORE_RULES) -> None:
        self.path = path
        self.rules = rules

    def fail(self, where: Any, message: str, key: str | int | None = None) -> SourceError:
        return SourceError(self.path, line_of(where, key), message)

    def mapping(self, value: Any, where: Any, key: str | int | None, what: str) -> Located:
        if not isinstance(value, dict):
            raise self.fail(where, f"{what} must be a mapping", key)
        return value if isinstance(value, Located) else Located(value)

    def strings(self, value: Any, where: Any, key: str | int | None) -> tuple[str, ...]:
        if isinstance(value, str):
            return (value,)
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return tuple(value)
        raise self.fail(where, f"'{key}' must be a word or a list of words", key)

    def check_keys(self, data: Located, allowed: Iterable[str], what: str) -> None:
        allowed = set(allowed)
        for key in data:
            if key not in allowed:
                raise self.fail(
                    data,
                    f"unknown field '{key}' in {what}; expected one of: {', '.join(sorted(allowed))}",
                    key,
                )

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
        from mtgrules.cards.build import split_type_line

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
            if choice not in ("color", "creature_type", "card_name", "basic_land_type"):
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
        if kind.get("any"):
            spec = _ANY_TARGET
        elif kind.get("player"):
            spec = TargetSpec(Filter(), "target player", player=True)
        else:
            spec = TargetSpec(self.filter(data, zones_default=("battlefield",)))
        minimum, maximum = int(counts.get("min", 1)), int(counts.get("max", 1))
        if not 0 <= minimum <= maximum or maximum < 1:
            raise self.fail(data, "a target needs 0 <= min <= max and max >= 1")
        return replace(spec, minimum=minimum, maximum=maximum, status=status)

    # -- abilities -----------------------------------------------------------------------------

    def text(self, template: str, where: Any, key: str | int | None) -> Text:
        try:
            return Text.parse(template)
        except TextError as error:
            raise self.fail(where, str(error), key) from error

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
            common |= {"additional_cost", "alternative_cost"}
        self.check_keys(data, {kind, *common}, f"a {kind} ability")
        text = self.text(str(data[kind]), data, kind)
        additional = str(data.get("additional_cost", ""))
        if additional:
            self.spell_cost(additional, data, "additional_cost")
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
        )  # fmt: skip

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
            {"label", "cost", "life", "objects", "if", "not_your_turn", "opponent_cast"},
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
            int(data.get("opponent_cast", 0)),
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
        self.check_keys(data, {"choose", "options"}, "'modes'")
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
        return {"modes": modes, "mode_count": (count[0], count[1])}

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

    def enters(self, value: Any, where: Any) -> tuple[tuple[str, Any], ...]:
        """CR 614.1c-d: how a permanent enters: ``{tapped: true}``, ``{tapped: true,
        unless_pay_life: 2}``, ``{tapped: true, unless: CONDITION}`` or ``if: CONDITION``, ``{counters: {"+1/+1": 2}}``; ``{"+1/+1": kicked}`` is one
        counter for each time it was kicked (CR 702.33c)."""
        data = self.mapping(value, where, "enters", "'enters'")
        self.check_keys(data, {"tapped", "unless_pay_life", "counters", "if", "unless"}, "'enters'")
        out: list[tuple[str, Any]] = []
        if data.get("tapped"):
            out.append(("tapped", True))
        for key in ("if", "unless"):  # tapped only if / unless a condition holds (614.1c)
            if key in data:
                out.append((f"tapped_{key}", self.condition(data[key], data, key)))
        if "unless_pay_life" in data:
            out.append(("unless_pay_life", int(data["unless_pay_life"])))
        if "counters" in data:
            counters = self.mapping(data["counters"], data, "counters", "'counters'")
            for kind, amount in counters.items():
                if amount != "kicked" and (not isinstance(amount, int) or isinstance(amount, bool)):
                    raise self.fail(counters, "a number of counters is a number or 'kicked'", kind)
            out.append(("counters", tuple((str(k), v) for k, v in counters.items())))
        return tuple(out)

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

    OPS: ClassVar[dict[str, str]] = {
        "copy": "layer 1a", "face_down": "layer 1b", "gain_control": "layer 2",
        "change_text": "layer 3", "set_types": "layer 4", "add_types": "layer 4",
        "become_artifact_creature": "layer 4", "lose_creature_types": "layer 4",
        "set_colors": "layer 5", "add_colors": "layer 5", "add_abilities": "layer 6",
        "lose_all_abilities": "layer 6", "lose_abilities": "layer 6", "cant_have": "layer 6",
        "gain_activated_abilities_of": "layer 6", "define_pt": "layer 7a", "set_pt": "layer 7b",
        "modify_pt": "layer 7c", "switch_pt": "layer 7d", "rules": "rules",
        "cost_change": "rules",
    }  # fmt: skip

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
        if duration not in ("game", "end_of_turn", "while_source", "until_creature_spell"):
            raise self.fail(data, f"unknown duration '{duration}'", "duration")
        return EffectSpec(
            affects,
            ops,
            condition,
            bool(data.get("cda", cda)),
            duration,
            str(data.get("text", "")),
        )

    def condition(self, value: Any, where: Any, key: str) -> Condition:
        """An "as long as …" condition (CR 611.3) or an intervening "if" (603.4): at least so many
        objects match, optionally with different names (201.2b)."""
        cond = self.mapping(value, where, key, f"'{key}'")
        self.check_keys(
            cond,
            {
                "count",
                "at_least",
                "different_names",
                "spells_cast_last_turn",
                "history",
                "any_types",
            },
            f"'{key}'",
        )
        if "history" in cond:  # what happened this turn (revolt: mtgrules.model.history)
            fact = str(cond["history"])
            if fact not in HISTORY_FACTS:
                raise self.fail(cond, f"'history' can be {', '.join(HISTORY_FACTS)}", "history")
            types = (
                self.strings(cond["any_types"], cond, "any_types") if "any_types" in cond else ()
            )
            check = HistoryCheck(fact, int(cond.get("at_least", 1)), types)
            return Condition(None, check.at_least, history=check)
        if "spells_cast_last_turn" in cond:
            # "if no spells were cast last turn" / "if a player cast two or more spells last turn"
            which = str(cond["spells_cast_last_turn"])
            if which not in ("none", "one_player_at_least"):
                raise self.fail(
                    cond, "'spells_cast_last_turn' is none or one_player_at_least",
                    "spells_cast_last_turn",
                )  # fmt: skip
            return Condition(None, int(cond.get("at_least", 1)), spells_last_turn=which)
        objects = self.filter(self.mapping(cond.get("count"), cond, "count", "'count'"))
        return Condition(
            objects, int(cond.get("at_least", 1)), bool(cond.get("different_names", False))
        )

    def affects(self, value: Any, where: Any) -> Filter:
        if value is None:
            raise self.fail(
                where, "an effect needs 'affects' (self, enchanted, equipped, target, or a filter)"
            )
        if isinstance(value, str):
            if value == "self":
                return Filter(zones=("all",), self_only=True)
            if value in ("enchanted", "equipped", "attached"):
                return Filter(zones=("battlefield",), attached=True)
            if value.startswith("target"):
                number = int(value.partition("#")[2] or 1)
                return Filter(zones=("all",), targets=(number,))
            if value == "chosen":
                return Filter(chosen="copy")
            raise self.fail(where, f"unknown 'affects: {value}'", "affects")
        return self.filter(self.mapping(value, where, "affects", "'affects'"))

    FILTER_KEYS: ClassVar[set[str]] = {
        "zone", "types", "any_types", "not_types", "supertypes", "not_supertypes", "subtypes",
        "not_subtypes", "colors", "controller", "yours", "owner", "other", "token", "keywords",
        "attached", "self", "target", "named", "not_colors", "blocking", "mana_value", "power",
        "mana_costs",
    }  # fmt: skip

    def filter(self, data: Located, zones_default: tuple[str, ...] = ("battlefield",)) -> Filter:
        self.check_keys(data, self.FILTER_KEYS, "a filter")

        def words(key: str) -> tuple[Any, ...]:
            if key not in data:
                return ()
            return tuple(WordRef.parse(w) or w for w in self.strings(data[key], data, key))

        zones = self.strings(data["zone"], data, "zone") if "zone" in data else zones_default
        for zone in zones:
            if zone not in (
                "battlefield",
                "graveyard",
                "hand",
                "library",
                "exile",
                "stack",
                "command",
                "all",
            ):
                raise self.fail(data, f"unknown zone '{zone}'", "zone")
        controller = data.get("controller")
        if controller not in (None, "you", "opponent"):
            raise self.fail(data, "controller must be 'you' or 'opponent'", "controller")
        return Filter(
            zones=tuple(zones),
            types=self.strings(data["types"], data, "types") if "types" in data else (),
            any_types=self.strings(data["any_types"], data, "any_types") if "any_types" in data else (),
            not_types=self.strings(data["not_types"], data, "not_types") if "not_types" in data else (),
            supertypes=self.strings(data["supertypes"], data, "supertypes") if "supertypes" in data else (),
            not_supertypes=self.strings(data["not_supertypes"], data, "not_supertypes") if "not_supertypes" in data else (),
            subtypes=words("subtypes"), not_subtypes=words("not_subtypes"), colors=words("colors"),
            not_colors=words("not_colors"),
            controller=controller, yours=bool(data.get("yours", False)), owner=data.get("owner"),
            other=bool(data.get("other", False)),
            token=data.get("token"), keywords=words("keywords"), named=data.get("named"),
            attached=bool(data.get("attached", False)), self_only=bool(data.get("self", False)),
            blocking=bool(data.get("blocking", False)),
            mana_value=self.bounds(data, "mana_value"), power=self.bounds(data, "power"),
            targets=(int(data["target"]),) if "target" in data else (),
            mana_costs=self.strings(data["mana_costs"], data, "mana_costs") if "mana_costs" in data else (),
        )  # fmt: skip

    def bounds(self, data: Located, key: str) -> tuple[int | None, int | None]:
        """``{at_least: N}`` and/or ``{at_most: N}``, or ``{equal: N}``: "with mana value 3 or
        less" (CR 202.3), "with mana value 1", "with power 4 or greater"."""
        if key not in data:
            return (None, None)
        given = self.mapping(data[key], data, key, f"'{key}'")
        self.check_keys(given, {"at_least", "at_most", "equal"}, f"'{key}'")
        if "equal" in given and len(given) > 1:
            raise self.fail(given, f"'{key}' is either equal or bounds, not both", key)
        least = given.get("at_least", given.get("equal"))
        most = given.get("at_most", given.get("equal"))
        if not all(
            v is None or (isinstance(v, int) and not isinstance(v, bool)) for v in (least, most)
        ):
            raise self.fail(given, f"'{key}' bounds must be whole numbers", key)
        return (least, most)

    def count(self, value: Any, where: Any, key: str) -> Count:
        if isinstance(value, bool):
            raise self.fail(where, f"'{key}' must be a number or a count", key)
        if isinstance(value, int):
            return Count(constant=value)
        if isinstance(value, str):
            if value in SPELL_VARIABLES:
                return Count(variable=value)
            if value == "mana_value":
                return Count(mana_value=True)
            if value == "power_of_source":
                return Count(power_of_source=True)
            if value == "power_of_target":
                return Count(power_of_target=True)
            if value == "mana_value_of_target":
                return Count(mana_value_of_target=True)
            raise self.fail(
                where,
                f"'{key}: {value}' is not a number, mana_value, power_of_source, or one of: "
                f"{', '.join(SPELL_VARIABLES)}",
                key,
            )
        data = self.mapping(value, where, key, f"'{key}'")
        self.check_keys(
            data,
            {
                "count",
                "card_types_among",
                "counters",
                "on",
                "times",
                "plus",
                "variable",
                "power_of_source",
            },
            f"'{key}'",
        )
        times, plus = int(data.get("times", 1)), int(data.get("plus", 0))
        if "count" in data:
            return Count(
                objects=self.filter(self.mapping(data["count"], data, "count", "'count'")),
                times=times,
                plus=plus,
            )
        if "card_types_among" in data:
            among = self.filter(
                self.mapping(data["card_types_among"], data, "card_types_among", "a filter")
            )
            return Count(card_types_among=among, times=times, plus=plus)
        if "counters" in data:
            on = str(data.get("on", "this"))
            if on not in ("this", "source"):
                raise self.fail(data, "'on' must be this or source (CR 201.5a)", "on")
            return Count(counters=str(data["counters"]), counters_on=on, times=times, plus=plus)
        if "variable" in data:
            return Count(variable=str(data["variable"]), times=times, plus=plus)
        if data.get("power_of_source"):
            return Count(power_of_source=True, times=times, plus=plus)
        raise self.fail(data, f"'{key}' needs count, card_types_among, counters or variable")

    def pt(self, value: Any, where: Any, key: str) -> tuple[Count | None, Count | None]:
        data = self.mapping(value, where, key, f"'{key}'")
        self.check_keys(data, {"power", "toughness", "each"}, f"'{key}'")
        if "each" in data:
            both = self.count(data["each"], data, "each")
            return both, both
        power = self.count(data["power"], data, "power") if "power" in data else None
        toughness = (
            self.count(data["toughness"], data, "toughness") if "toughness" in data else None
        )
        return power, toughness

    def copy_op(self, data: Located, *, chosen: bool = False) -> CopyOf:
        self.check_keys(
            data, {"of", "power", "toughness", "keep_own_colors", "add_abilities"}, "'copy'"
        )
        of = data.get("of", "chosen" if chosen else "target")
        if of == "chosen":
            source = Filter(zones=("battlefield",), chosen="copy")
        elif isinstance(of, str) and of.startswith("target"):
            source = Filter(zones=("all",), targets=(int(of.partition("#")[2] or 1),))
        else:
            source = self.filter(self.mapping(of, data, "of", "'of'"))
        adds = data.get("add_abilities", [])
        this = adds == "this"  # "except it has this ability" (CR 707.9a)
        if this:
            adds = []
        return CopyOf(
            source,
            data.get("power"),
            data.get("toughness"),
            bool(data.get("keep_own_colors", False)),
            tuple(self.ability(a, adds, i) for i, a in enumerate(adds)),
            with_this_ability=this,
        )

    def op(self, name: str, value: Any, where: Located) -> Op:
        builders: dict[str, Callable[[], Op]] = {
            "copy": lambda: self.copy_op(self.mapping(value, where, name, "'copy'")),
            "face_down": lambda: FaceDown(),
            "gain_control": lambda: GainControl(),
            "change_text": lambda: self.change_text(value, where),
            "set_types": lambda: self.types_op(SetTypes, value, where, name),
            "add_types": lambda: self.types_op(AddTypes, value, where, name),
            "become_artifact_creature": lambda: BecomeArtifactCreature(
                tuple(WordRef.parse(w) or w for w in self.strings(value, where, name))
                if value
                else ()
            ),
            "lose_creature_types": lambda: LoseCreatureTypes(),
            "set_colors": lambda: SetColors(*self.colors(value, where, name)),
            "add_colors": lambda: AddColors(*self.colors(value, where, name)),
            "add_abilities": lambda: AddAbilities(self.abilities(value, where, name)),
            "lose_all_abilities": lambda: LoseAbilities(all=True),
            "lose_abilities": lambda: LoseAbilities(self.strings(value, where, name)),
            "cant_have": lambda: LoseAbilities(self.strings(value, where, name), cant_have=True),
            "gain_activated_abilities_of": lambda: GainActivatedAbilitiesOf(
                self.affects(value, where)
            ),
            "define_pt": lambda: DefinePT(*self.pt(value, where, name)),
            "set_pt": lambda: SetPT(*self.pt(value, where, name)),
            "modify_pt": lambda: ModifyPT(*self.pt(value, where, name)),
            "switch_pt": lambda: SwitchPT(),
            "rules": lambda: ChangeRules(str(value)),
            "cost_change": lambda: self.cost_change(value, where),
        }
        return builders[name]()

    def cost_change(self, value: Any, where: Any) -> Op:
        """``cost_change: {amount: 1, spells: {not_types: Creature}}`` — "noncreature spells cost
        {1} more to cast" (CR 601.2f); a negative amount is a reduction."""
        data = self.mapping(value, where, "cost_change", "'cost_change'")
        self.check_keys(data, {"amount", "spells", "per"}, "'cost_change'")
        amount = data.get("amount")
        if not isinstance(amount, int) or isinstance(amount, bool) or amount == 0:
            raise self.fail(data, "'amount' must be a whole number other than 0", "amount")
        spells = self.filter(
            self.mapping(data.get("spells", {}), data, "spells", "'spells'"), zones_default=("all",)
        )
        per = self.count(data["per"], data, "per") if "per" in data else None
        return ChangeCost(amount, spells, per)

    def abilities(self, value: Any, where: Any, key: str) -> tuple[Ability, ...]:
        items = value if isinstance(value, list) else [value]
        return tuple(
            self.ability(item, items if isinstance(items, LocatedList) else where, i)
            for i, item in enumerate(items)
        )

    def colors(self, value: Any, where: Any, key: str) -> tuple[tuple[Any, ...], bool]:
        if value == "chosen":
            return (), True
        if value in ("colorless", [], None):
            return (), False
        return tuple(WordRef.parse(w) or w for w in self.strings(value, where, key)), False

    def types_op(
        self, cls: type[SetTypes] | type[AddTypes], value: Any, where: Any, key: str
    ) -> Op:
        data = self.mapping(value, where, key, f"'{key}'")
        allowed = {"card_types", "subtypes", "chosen_creature_type"}
        if cls is AddTypes:
            allowed |= {"supertypes", "all_creature_types", "all_basic_land_types"}
        self.check_keys(data, allowed, f"'{key}'")
        subtypes = tuple(
            WordRef.parse(w) or w for w in self.strings(data.get("subtypes", []), data, "subtypes")
        )
        card_types = self.strings(data.get("card_types", []), data, "card_types")
        if cls is SetTypes:
            return SetTypes(card_types, subtypes, bool(data.get("chosen_creature_type", False)))
        supertypes = []
        for word in self.strings(data.get("supertypes", []), data, "supertypes"):
            found = self.rules.vocabulary.supertype(word)
            if found is None:
                raise self.fail(data, f"unknown supertype '{word}'", "supertypes")
            supertypes.append(found)
        return AddTypes(
            card_types, subtypes, tuple(supertypes),
            bool(data.get("chosen_creature_type", False)), bool(data.get("all_creature_types", False)),
            bool(data.get("all_basic_land_types", False)),
        )  # fmt: skip

    def change_text(self, value: Any, where: Any) -> Op:
        data = self.mapping(value, where, "change_text", "'change_text'")
        self.check_keys(data, {"kind", "from", "to"}, "'change_text'")
        try:
            kind = WordKind(data.get("kind", ""))
        except ValueError as error:
            raise self.fail(
                data, "change_text kind must be color, land_type or creature_type", "kind"
            ) from error
        if "from" not in data and "to" not in data:
            return ChangeText(kind, chosen=True)  # both words chosen on resolution
        return ChangeText(kind, str(data.get("from", "")), str(data.get("to", "")))

    # -- instructions --------------------------------------------------------------------------

    ACTIONS: ClassVar[Mapping[str, Verb]] = VERBS
    """The instruction verbs and their keys (:mod:`mtgrules.model.verbs`)."""

    def instruction(self, item: Any, where: Any, index: int) -> Instruction:
        data = self.mapping(item, where, index, "an instruction")
        if "if_kicked" in data:
            return self.if_kicked(data)
        if "if" in data and "do" in data:
            return self.conditional(data)
        if "instead" in data and "do" in data:  # (a counter's "instead: exile" is its own)
            return self.instead(data)
        if "delayed" in data:
            return self.delayed(data)
        actions = [k for k in data if k in self.ACTIONS]
        if len(actions) != 1:
            raise self.fail(
                data, f"an instruction needs exactly one of: {', '.join(sorted(self.ACTIONS))}"
            )
        action = actions[0]
        value = data[action]
        verb = self.ACTIONS[action]
        self.check_keys(data, {action, "target", *verb.keys}, f"'{action}'")
        for key, words in verb.words.items():
            if key != "value" and key not in data:
                continue
            said = value if key == "value" else data[key]
            for word in said if isinstance(said, list) else [said]:
                if word not in words:
                    raise self.fail(
                        data,
                        f"'{action}': {key} can be {', '.join(sorted(words))}; not '{word}'",
                        action if key == "value" else key,
                    )
        target = int(data.get("target", 1))
        if action == "effect":
            spec = self.effect(value, data, action, static=False)
            return Instruction("effect", effect=spec, target=target)
        amount = None
        if action in ("damage", "draw", "gain_life", "lose_life", "mill", "discard"):
            amount = self.count(value, data, action)
        elif "amount" in data:
            amount = self.count(data["amount"], data, "amount")
        params = tuple(
            (k, self.filter(self.mapping(v, data, k, "'each'")) if k == "each" else v)
            for k, v in data.items()
            if k not in (action, "amount", "target")
        )  # ``each``: every object a filter matches ("damage to each creature", CR 608.2c)
        if action in (
            "exile",
            "destroy",
            "search",
            "choose_card",
            "return",
            "put_from_hand",
        ) and isinstance(value, dict):
            # "Exile all …": every object the filter matches as it resolves (CR 608.2c).
            every = self.filter(self.mapping(value, data, action, f"'{action}'"))
            return Instruction(
                action, amount=amount, target=target, params=(("all", every), *params)
            )
        if action == "create_token":
            return self.create_token(value, data, target, params)
        if action == "let":
            # CR 611.2d: numbers fixed as the spell or ability resolves, named for later
            # instructions ("for each Bonded creature blocking it": counted once).
            names = self.mapping(value, data, action, "'let'")
            fixed = tuple((str(k), self.count(v, names, str(k))) for k, v in names.items())
            return Instruction(action, target=target, params=(("let", fixed),))
        if action == "become_copy":
            return Instruction(
                action,
                effect=EffectSpec(
                    Filter(zones=("all",), self_only=True),
                    (self.copy_op(self.mapping(value, data, action, "'become_copy'")),),
                ),
                target=target,
            )
        return Instruction(action, amount=amount, target=target, params=(("value", value), *params))

    def conditional(self, data: Located) -> Instruction:
        """``if: {count: …, at_least: N}``, ``do: [instructions]``: what a spell or ability
        does only if the condition holds as it resolves (CR 608.2c)."""
        self.check_keys(data, {"if", "do"}, "'if'")
        items = data.get("do") or LocatedList()
        if not isinstance(items, list):
            raise self.fail(data, "'do' must be a list of instructions", "do")
        steps = tuple(self.instruction(e, items, i) for i, e in enumerate(items))
        given = self.mapping(data["if"], data, "if", "'if'")
        if "controlled" in given:  # "if you controlled that permanent" (CR 608.2h)
            self.check_keys(given, {"controlled", "target"}, "'if'")
            if given["controlled"] != "you":
                raise self.fail(given, "'controlled' can be you", "controlled")
            target = int(given.get("target", 1))
            return Instruction("if", params=(("controlled_target", target), ("then", steps)))
        if "converge" in given:  # "if its mana value is … the number of colors of mana spent"
            self.check_keys(given, {"converge", "target"}, "'if'")
            if given["converge"] != "covers_mana_value":
                raise self.fail(given, "'converge' can be covers_mana_value", "converge")
            target = int(given.get("target", 1))
            return Instruction("if", params=(("converge_target", target), ("then", steps)))
        cond = self.condition(data["if"], data, "if")
        return Instruction("if", params=(("condition", cond), ("then", steps)))

    def instead(self, data: Located) -> Instruction:
        """``instead: CONDITION``, ``do: [instructions]``: as the spell resolves, if the
        condition holds, these instructions are followed instead of those of the spell ability
        before this one (CR 608.2c: later text changes what earlier text does; revolt)."""
        self.check_keys(data, {"instead", "do"}, "'instead'")
        items = data.get("do") or LocatedList()
        if not isinstance(items, list):
            raise self.fail(data, "'do' must be a list of instructions", "do")
        steps = tuple(self.instruction(e, items, i) for i, e in enumerate(items))
        cond = self.condition(data["instead"], data, "instead")
        return Instruction("instead", params=(("condition", cond), ("then", steps)))

    DELAYED: ClassVar[dict[str, str]] = {
        "next_upkeep": "At the beginning of the next turn's upkeep",
    }
    """CR 603.7: when a delayed triggered ability triggers, by name, and its trigger text."""

    def delayed(self, data: Located) -> Instruction:
        """``delayed: next_upkeep``, ``text``, ``do: [instructions]``: a delayed triggered
        ability the resolving spell or ability creates (CR 603.7a)."""
        self.check_keys(data, {"delayed", "text", "do"}, "'delayed'")
        when = str(data["delayed"])
        if when not in self.DELAYED:
            raise self.fail(data, f"'delayed' can be {', '.join(self.DELAYED)}", "delayed")
        items = data.get("do") or LocatedList()
        if not isinstance(items, list):
            raise self.fail(data, "'do' must be a list of instructions", "do")
        steps = tuple(self.instruction(e, items, i) for i, e in enumerate(items))
        text = self.text(str(data.get("text", self.DELAYED[when])), data, "text")
        ability = Ability(AbilityKind.TRIGGERED, text, instructions=steps,
                          trigger=self.DELAYED[when])  # fmt: skip
        return Instruction("delayed", params=(("when", when), ("ability", ability)))

    def if_kicked(self, data: Located) -> Instruction:
        """``if_kicked: [instructions]``, ``otherwise: [instructions]``: what a spell or ability
        does only if its object was kicked, or only if it wasn't (CR 702.33e, 607.2i)."""
        self.check_keys(data, {"if_kicked", "otherwise"}, "'if_kicked'")
        branches = []
        for key in ("if_kicked", "otherwise"):
            items = data.get(key) or LocatedList()
            if not isinstance(items, list):
                raise self.fail(data, f"'{key}' must be a list of instructions", key)
            branches.append(tuple(self.instruction(e, items, i) for i, e in enumerate(items)))
        return Instruction("if_kicked", params=(("then", branches[0]), ("otherwise", branches[1])))

    TOKEN_KEYS: ClassVar[set[str]] = {
        "name", "colors", "types", "power", "toughness", "abilities", "number",
    }  # fmt: skip

    def create_token(
        self, value: Any, data: Located, target: int, params: tuple[tuple[str, Any], ...]
    ) -> Instruction:
        """CR 111.3-111.4: a token with the characteristics listed: ``types`` as a type line,
        ``colors`` (a typed word ``{color}`` of the ability's text follows text changes,
        612.2a), ``power``/``toughness``, ``abilities``, ``name`` (else its subtypes plus
        "Token")."""
        token = self.mapping(value, data, "create_token", "'create_token'")
        self.check_keys(token, self.TOKEN_KEYS, "'create_token'")
        if "types" not in token:
            raise self.fail(token, "a token needs 'types' (a type line)")
        items = token.get("abilities", [])
        abilities = tuple(
            self.ability(a, items if isinstance(items, LocatedList) else token, i)
            for i, a in enumerate(items if isinstance(items, list) else [items])
        )
        spec = {k: v for k, v in token.items() if k != "abilities"}
        rest = tuple((k, v) for k, v in params if k != "value")
        return Instruction(
            "create_token", target=target, params=(("value", spec), *rest), abilities=abilities
        )


SPELL_VARIABLES = ("X", "Y", "kicked", "sacrificed_power")
"""Numbers fixed as a spell was cast that its instructions may use: X (CR 107.3), how many times
it was kicked (702.33d), the power of the creature sacrificed to cast it (its last known
information, 608.2h)."""

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
    return _Reader(path, rules).definition(load_yaml_text(text, path))


def read_definition_data(data: Any, path: str, rules: RuleSet = CORE_RULES) -> CardDefinition:
    """A card definition from already-read YAML data (a mapping from :mod:`mtgrules.sourcefile`),
    with words, symbols and keywords of ``rules``."""
    return _Reader(path, rules).definition(data)


def read_definition_file(path: str | Path) -> CardDefinition:
    return _Reader(str(path)).definition(load_yaml(path))


def read_ability_text(text: str, path: str = "<string>") -> Ability:
    """One ability as written in a card definition (a keyword, or a mapping)."""
    data = load_yaml_text(text, path)
    return _Reader(path).ability(data, data, 0)


@cache
def bundled_definitions() -> dict[str, CardDefinition]:
    """Every card definition shipped with the package, by card name."""
    found: dict[str, CardDefinition] = {}
    folder = resources.files("mtgrules.cards").joinpath("definitions")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".yaml"):
            continue
        definition = _Reader(f"cards/definitions/{entry.name}").definition(
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
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
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
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only
    as a sorcery."""
    return Ability(
        AbilityKind.ACTIVATED, text, keyword=keyword, parameter=parameter, cost=parameter,
        instructions=(Instruction("attach", target=1),), timing=("sorcery",), timing_rule="702.6a",
        targets=(TargetSpec(Filter(types=("Creature",), controller="you"), "target creature you control"),),
    )  # fmt: skip


def _kicker(
    reader: _Reader, keyword: Keyword, parameter: str, text: Text, data: Located | None
) -> Ability:
    """CR 702.33a, 702.33c: "Kicker [cost]" ("Multikicker [cost]"): an additional cost its
    caster may pay as it is cast (any number of times). A static ability that works on the
    stack; the cost is read here so a cost the game can't pay is an error in the file."""
    parse_spell_cost(parameter, reader.rules.symbols)
    return Ability(
        AbilityKind.STATIC, text, keyword=keyword, parameter=parameter,
        functions_outside_battlefield=True,
    )  # fmt: skip


KeywordBuilder = Callable[[_Reader, Keyword, str, Text, Located | None], Ability]
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
