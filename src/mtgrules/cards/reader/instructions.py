"""Reading the instructions of a spell or ability (CR 608.2): each verb's keys, conditional and
"instead" forms, delayed triggers (603.7), kicker branches, tokens (111)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from mtgrules.cards.abilities import Ability, AbilityKind
from mtgrules.cards.reader.ops import OpReader
from mtgrules.cards.reader.spending import MANA_PARTS, read_mana_part
from mtgrules.effects.model import EffectSpec, Filter, Instruction
from mtgrules.model.triggers import read_trigger
from mtgrules.model.verbs import VERBS, Verb
from mtgrules.sourcefile import (
    Located,
    LocatedList,
)


class InstructionReader(OpReader):
    # -- instructions --------------------------------------------------------------------------

    ACTIONS: ClassVar[Mapping[str, Verb]] = VERBS
    """The instruction verbs and their keys (:mod:`mtgrules.model.verbs`)."""

    def instruction(self, item: Any, where: Any, index: int) -> Instruction:
        data = self.mapping(item, where, index, "an instruction")
        if "if_kicked" in data:
            return self.if_kicked(data)
        if "if" in data and "do" in data:
            return self.conditional(data)
        if "instead" in data and "do" in data:  # the instruction (an amount's "instead: true"
            return self.instead(data)  # is a key of the instruction it changes, CR 608.2c)
        if "delayed" in data:
            return self.delayed(data)
        if "may" in data or "flip_coin" in data:
            return self.branching(data)
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
            if "counted" in data:  # CR 608.2h: "+X/+X …, where X is …", counted as it resolves
                lets = self.mapping(data["counted"], data, "counted", "'counted'")
                fixed = tuple((str(k), self.count(v, lets, str(k))) for k, v in lets.items())
                return Instruction("effect", effect=spec, target=target, params=(("let", fixed),))
            return Instruction("effect", effect=spec, target=target)
        amount = None
        if action in ("damage", "draw", "gain_life", "lose_life", "mill", "discard"):
            amount = self.count(value, data, action)
        elif "amount" in data:
            amount = self.count(data["amount"], data, "amount")
        params = tuple(
            (
                k,
                self.filter(self.mapping(v, data, k, f"'{k}'"))
                if k in ("each", "who") or (k == "sacrificing" and action == "chain_copy")
                else read_mana_part(self, k, v, data)  # CR 106.6: spend_only; instead_if
                if k in MANA_PARTS
                else v,
            )
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
            "each_puts_from_hand",
            "gain_flashback",
            "choose_permanent",
            "exile_from_graveyard",
            "untap_chosen",
        ) and isinstance(value, dict):
            # "Exile all …": every object the filter matches as it resolves (CR 608.2c).
            every = self.filter(self.mapping(value, data, action, f"'{action}'"))
            return Instruction(
                action, amount=amount, target=target, params=(("all", every), *params)
            )
        if action == "create_token":
            return self.create_token(value, data, target, params)
        if action == "reflexive":  # CR 603.12: the ability that triggers if the card was of a kind
            kind = self.filter(self.mapping(data.get("kind", {}), data, "kind", "a filter"),
                               zones_default=("all",))  # fmt: skip
            ability = self.ability(data["ability"], data, 0)
            params = (("value", value), ("kind", kind))
            return Instruction(action, target=target, abilities=(ability,), params=params)
        if action == "emblem":  # CR 114.2: the emblem's abilities
            items = value if isinstance(value, list) else [value]
            where = items if isinstance(items, LocatedList) else data
            abilities = tuple(self.ability(a, where, i) for i, a in enumerate(items))
            return Instruction(action, target=target, abilities=abilities)
        if action == "let":
            # CR 611.2d: numbers fixed as the spell or ability resolves, named for later
            # instructions ("for each Bonded creature blocking it": counted once).
            names = self.mapping(value, data, action, "'let'")
            fixed = tuple((str(k), self.count(v, names, str(k))) for k, v in names.items())
            return Instruction(action, target=target, params=(("let", fixed),))
        if action in ("become_copy", "create_token_copy"):
            return Instruction(
                action,
                effect=EffectSpec(
                    Filter(zones=("all",), self_only=True),
                    (self.copy_op(self.mapping(value, data, action, f"'{action}'")),),
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
        if "revealed" in given:  # "if it's a land card": the card just revealed (CR 701.20a)
            self.check_keys(given, {"revealed"}, "'if'")
            kind = self.filter(self.mapping(given["revealed"], given, "revealed", "a filter"),
                               zones_default=("all",))  # fmt: skip
            return Instruction("if", params=(("revealed", kind), ("then", steps)))
        if "target_is" in given:  # "if it's a green card": the target, wherever it is now
            self.check_keys(given, {"target_is", "target"}, "'if'")
            kind = self.filter(self.mapping(given["target_is"], given, "target_is", "a filter"),
                               zones_default=("all",))  # fmt: skip
            params = (("target_is", kind), ("then", steps))
            return Instruction("if", target=int(given.get("target", 1)), params=params)
        if "library_at_most" in given:  # "if X is greater than or equal to the number of
            self.check_keys(given, {"library_at_most"}, "'if'")  # cards in your library"
            most = self.count(given["library_at_most"], given, "library_at_most")
            return Instruction("if", params=(("library_at_most", most), ("then", steps)))
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
        "your_next_upkeep": "At the beginning of your next upkeep",
        "your_first_upkeep": "At the beginning of your first upkeep",
        "next_end_step": "At the beginning of the next end step",
        "your_next_end_step": "At the beginning of your next end step",
    }
    """CR 603.7: when a delayed triggered ability triggers, by name, and its trigger text."""

    def delayed(self, data: Located) -> Instruction:
        """``delayed: next_upkeep``, ``text``, ``do: [instructions]``: a delayed triggered
        ability the resolving spell or ability creates (CR 603.7a); ``about: self``, ``about:
        target`` (``target: N``) or ``about: chosen_card``: the object its ``that_object`` instructions mean (603.7c)."""
        self.check_keys(data, {"delayed", "text", "do", "about", "target", "trigger"}, "'delayed'")
        about = data.get("about")
        if about not in (None, "self", "target", "chosen_card", "created_token"):
            raise self.fail(
                data, "'about' can be self, target, chosen_card or created_token", "about"
            )
        when = str(data["delayed"])
        trigger = self.DELAYED.get(when)
        if when in ("until_your_next_turn", "this_turn"):  # CR 603.7b: a stated duration
            trigger = str(data.get("trigger", ""))
            if read_trigger(trigger) is None:
                raise self.fail(
                    data, f"unknown trigger '{trigger}' of a delayed ability", "trigger"
                )
        if trigger is None:
            choices = ", ".join([*self.DELAYED, "until_your_next_turn", "this_turn"])
            raise self.fail(data, f"'delayed' can be {choices}", "delayed")
        items = data.get("do") or LocatedList()
        if not isinstance(items, list):
            raise self.fail(data, "'do' must be a list of instructions", "do")
        steps = tuple(self.instruction(e, items, i) for i, e in enumerate(items))
        text = self.text(str(data.get("text", trigger)), data, "text")
        ability = Ability(AbilityKind.TRIGGERED, text, instructions=steps, trigger=trigger)
        params = (("when", when), ("ability", ability), *((("about", about),) if about else ()))
        return Instruction("delayed", target=int(data.get("target", 1)), params=params)

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

    BRANCHES: ClassVar[dict[str, tuple[str, ...]]] = {
        "may": ("may", "if_you_do", "or", "if_you_dont"), "flip_coin": ("won", "lost"),
    }  # fmt: skip

    def branching(self, data: Located) -> Instruction:
        """``may: [instructions], if_you_do: [instructions]``: what the controller may do as the
        spell or ability resolves, and what it does only if they did (CR 608.2d);
        ``flip_coin: you, won: […], lost: […]``: a coin flip and what follows winning or losing
        it (705.1-705.2)."""
        verb = "may" if "may" in data else "flip_coin"
        keys = self.BRANCHES[verb]
        self.check_keys(data, {verb, *keys, *(("player",) if verb == "may" else ())}, f"'{verb}'")
        params: list[tuple[str, Any]] = []
        if "player" in data:  # CR 118.12a: "unless that player pays {4}": they choose
            if data["player"] != "that_player":
                raise self.fail(data, "'may' player can be that_player", "player")
            params.append(("player", "that_player"))
        if verb == "flip_coin":
            if data[verb] != "you":
                raise self.fail(data, "'flip_coin' can be you", verb)
            params.append(("value", "you"))
        for key in keys:
            items = data.get(key) or LocatedList()
            if not isinstance(items, list):
                raise self.fail(data, f"'{key}' must be a list of instructions", key)
            steps = tuple(self.instruction(e, items, i) for i, e in enumerate(items))
            params.append(("then" if key == "may" else key, steps))
        return Instruction(verb, params=tuple(params))

    TOKEN_KEYS: ClassVar[set[str]] = {
        "name", "colors", "types", "power", "toughness", "abilities", "number", "tapped",
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
