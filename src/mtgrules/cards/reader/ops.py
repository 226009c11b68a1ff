"""Reading the layer operations of a continuous effect (CR 613.1): copy, control, text, types,
colors, abilities, power and toughness, rules changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from mtgrules.cards.abilities import Ability
from mtgrules.cards.reader.filters import FilterReader
from mtgrules.effects.model import Filter, Op
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
from mtgrules.effects.text import WordKind, WordRef
from mtgrules.sourcefile import (
    Located,
    LocatedList,
)


class OpReader(FilterReader):
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
        self.check_keys(data, {"amount", "spells", "per", "if_targets"}, "'cost_change'")
        amount = data.get("amount")
        if not isinstance(amount, int) or isinstance(amount, bool) or amount == 0:
            raise self.fail(data, "'amount' must be a whole number other than 0", "amount")
        spells = self.filter(
            self.mapping(data.get("spells", {}), data, "spells", "'spells'"), zones_default=("all",)
        )
        per = self.count(data["per"], data, "per") if "per" in data else None
        if_targets = None
        if "if_targets" in data:  # "… if it targets a blue spell" (CR 601.2c, 601.2f)
            found = self.mapping(data["if_targets"], data, "if_targets", "'if_targets'")
            if_targets = self.filter(found, zones_default=("stack",))
        return ChangeCost(amount, spells, per, if_targets)

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
            allowed |= {
                "supertypes", "all_creature_types", "all_basic_land_types",
                "chosen_basic_land_type",
            }  # fmt: skip
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
            bool(data.get("chosen_basic_land_type", False)),
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
