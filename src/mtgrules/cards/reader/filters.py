"""Reading the filters, conditions and amounts of a card definition (CR 109.2, 115.1, 611.3,
603.4, 107.3): which objects an effect affects, an "as long as" condition, a count."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from mtgrules.cards.reader.base import ReaderBase
from mtgrules.effects.model import Condition, Count, Filter
from mtgrules.effects.text import WordRef
from mtgrules.model.history import HISTORY_FACTS, HistoryCheck
from mtgrules.sourcefile import (
    Located,
    LocatedList,
)

SPELL_VARIABLES = (
    "X", "Y", "kicked", "sacrificed_power", "sacrificed_mana_value", "discarded_nonland",
)  # fmt: skip
"""Numbers fixed as a spell was cast that its instructions may use: X (CR 107.3), how many times
it was kicked (702.33d), the power or mana value of the permanent sacrificed to cast it (its last
known information, 608.2h)."""


class FilterReader(ReaderBase):
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
                "any_colors",
                "amount",
                "all_of",
                "at_most",
                "tapped",
                "cast",
            },
            f"'{key}'",
        )
        if "all_of" in cond:  # "an instant card and a sorcery card in your graveyard"
            self.check_keys(cond, {"all_of"}, f"'{key}'")
            parts = cond["all_of"]
            if not isinstance(parts, list) or len(parts) < 2:
                raise self.fail(cond, "'all_of' is a list of two or more conditions", "all_of")
            return Condition(all_of=tuple(self.condition(p, cond, "all_of") for p in parts))
        if "tapped" in cond:  # "if {this} is tapped" (CR 603.4, 110.5)
            self.check_keys(cond, {"tapped"}, f"'{key}'")
            if cond["tapped"] not in ("self", "not_self"):
                raise self.fail(cond, "'tapped' can be self or not_self", "tapped")
            return Condition(None, source_tapped=cond["tapped"] == "self")
        if "cast" in cond:  # "if you cast it" (CR 603.4, 400.7d)
            self.check_keys(cond, {"cast"}, f"'{key}'")
            if cond["cast"] != "self":
                raise self.fail(cond, "'cast' can be self", "cast")
            return Condition(None, source_cast=True)
        if "history" in cond:  # what happened this turn (revolt: mtgrules.model.history)
            fact = str(cond["history"])
            if fact not in HISTORY_FACTS:
                raise self.fail(cond, f"'history' can be {', '.join(HISTORY_FACTS)}", "history")
            types = (
                self.strings(cond["any_types"], cond, "any_types") if "any_types" in cond else ()
            )
            colors = (
                self.strings(cond["any_colors"], cond, "any_colors") if "any_colors" in cond else ()
            )
            check = HistoryCheck(fact, int(cond.get("at_least", 1)), types, colors)
            return Condition(None, check.at_least, history=check)
        if "amount" in cond:  # "four or more card types among cards in your graveyard"
            amount = self.count(cond["amount"], cond, "amount")
            return Condition(None, int(cond.get("at_least", 1)), amount=amount)
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
        at_most = int(cond["at_most"]) if "at_most" in cond else None
        return Condition(
            objects,
            int(cond.get("at_least", 0 if at_most is not None else 1)),
            bool(cond.get("different_names", False)),
            at_most=at_most,
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
            if value == "chosen_card":  # the card an instruction put (608.2c)
                return Filter(zones=("battlefield",), chosen="chosen_card")
            if value == "that_object":  # CR 603.7c: the object a delayed trigger is about
                return Filter(zones=("battlefield",), chosen="that_object")
            raise self.fail(where, f"unknown 'affects: {value}'", "affects")
        return self.filter(self.mapping(value, where, "affects", "'affects'"))

    FILTER_KEYS: ClassVar[set[str]] = {
        "zone", "types", "any_types", "not_types", "supertypes", "not_supertypes", "subtypes",
        "not_subtypes", "colors", "controller", "yours", "owner", "other", "token", "keywords",
        "attached", "self", "target", "named", "not_colors", "blocking", "mana_value", "power",
        "mana_costs", "mana_value_at_most", "not_keywords",
        "any_of", "color_count",
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
        at_most = data.get("mana_value_at_most", "power_of_source")
        if at_most not in ("power_of_source", "cards_in_controllers_graveyard"):
            raise self.fail(
                data,
                "mana_value_at_most can be power_of_source or cards_in_controllers_graveyard",
                "mana_value_at_most",
            )
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
            token=data.get("token"), keywords=words("keywords"), not_keywords=words("not_keywords"), named=data.get("named"),
            attached=bool(data.get("attached", False)), self_only=bool(data.get("self", False)),
            blocking=bool(data.get("blocking", False)),
            mana_value=self.bounds(data, "mana_value", x=True), power=self.bounds(data, "power"),
            mana_value_x=self.x_bound(data),
            targets=(int(data["target"]),) if "target" in data else (),
            mana_costs=self.strings(data["mana_costs"], data, "mana_costs") if "mana_costs" in data else (),
            mana_value_at_most_power=data.get("mana_value_at_most") == "power_of_source",
            mana_value_at_most_graveyard=(
                data.get("mana_value_at_most") == "cards_in_controllers_graveyard"
            ),
            any_of=self.any_of(data, tuple(zones)),
            color_count=self.bounds(data, "color_count"),
        )  # fmt: skip

    def any_of(self, data: Located, zones: tuple[str, ...]) -> tuple[Filter, ...]:
        """``any_of: [filters]``: one of them holds too ("creature or Vehicle"); each looks in
        the zones of the filter around it unless it names its own."""
        items = data.get("any_of") or LocatedList()
        if not isinstance(items, list):
            raise self.fail(data, "'any_of' must be a list of filters", "any_of")
        return tuple(
            self.filter(self.mapping(f, items, i, "a filter"), zones_default=zones)
            for i, f in enumerate(items)
        )

    def x_bound(self, data: Located) -> str:
        """CR 107.3, 202.3: ``mana_value: {equal: X}`` ("with mana value X") or ``{at_most:
        X}`` ("X or less"): ``equal`` or ``at_most``, the bound the value of X sets; or ""."""
        given = data.get("mana_value")
        if not isinstance(given, dict) or "X" not in given.values():
            return ""
        if len(given) != 1 or next(iter(given)) not in ("equal", "at_most"):
            raise self.fail(given, "'mana_value' X is 'equal: X' or 'at_most: X'", "mana_value")
        return str(next(iter(given)))

    def bounds(self, data: Located, key: str, *, x: bool = False) -> tuple[int | None, int | None]:
        """``{at_least: N}`` and/or ``{at_most: N}``, or ``{equal: N}``: "with mana value 3 or
        less" (CR 202.3), "with mana value 1", "with power 4 or greater"; with ``x``, a bound
        that is X is read by :meth:`x_bound` instead."""
        if key not in data:
            return (None, None)
        if x and self.x_bound(data):
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
        """A number: a constant, a variable, or a count (``half: up|down``: half of it, rounded,
        CR 107.1a)."""
        made = self._count(value, where, key)
        half = value.get("half") if isinstance(value, dict) else None
        if half is None:
            return made
        if half not in ("up", "down"):
            raise self.fail(value, "'half' is up or down (CR 107.1a)", "half")
        return replace(made, half=str(half))

    def _count(self, value: Any, where: Any, key: str) -> Count:
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
                "basic_land_types_among",
                "life_total",
                "devotion_to",
                "half",
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
        if "basic_land_types_among" in data:  # CR 305.6: domain
            lands = self.filter(
                self.mapping(
                    data["basic_land_types_among"], data, "basic_land_types_among", "a filter"
                )
            )
            return Count(basic_land_types_among=lands, times=times, plus=plus)
        if "devotion_to" in data:  # CR 700.5: "your devotion to blue"
            letters = self.strings(data["devotion_to"], data, "devotion_to")
            if not letters or set(letters) - set("WUBRG"):
                raise self.fail(data, "'devotion_to' is a list of W, U, B, R, G", "devotion_to")
            return Count(devotion_to=tuple(letters), times=times, plus=plus)
        if data.get("life_total") == "you":  # CR 119.1: the controller's life total
            return Count(life_total=True, times=times, plus=plus)
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
