"""Saying compiled abilities back in English, from their definition data — instructions,
effects, costs, targets and filters — never from the text they were read from. A face is
supported only when this rendering equals its Oracle text: the proof that the data means what
the card says.

The few things the engine reads from an ability's own words (the mana a mana ability adds,
"can't block") and the choice between equivalent words ("it" or "that creature") come with the
ability as its notes.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.oracle import registry
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS

Data = dict[str, Any]


class Unsayable(ValueError):
    """Data the renderer has no English for (the face can't be proven)."""


def render_line(abilities: list[tuple[Data | str, Data]], targets: list[Any]) -> str:
    """One line of rules text: keyword abilities joined by commas (CR 702.1), other abilities
    one after another."""
    if abilities and all(isinstance(a, str) for a, _ in abilities):
        words = [str(a) for a, _ in abilities]
        return ", ".join([words[0], *(lower_first(w) for w in words[1:])])
    return " ".join(render_ability(a, notes, targets) for a, notes in abilities)


def lower_first(word: str) -> str:
    return word[:1].lower() + word[1:]


def render_ability(data: Data | str, notes: Data, targets: list[Any]) -> str:
    """One ability. ``targets`` are the targets its instructions number (the face's, for a
    spell ability; its own otherwise)."""
    if isinstance(data, str):
        return data
    own = data.get("targets", targets)
    refs = list(notes.get("refs", ()))
    if notes.get("render") in registry.RENDER_ABILITIES:
        return registry.RENDER_ABILITIES[notes["render"]](data, notes, own)  # type: ignore[no-any-return]
    if "mana" in data:
        return render_mana(data["cost"], notes["production"])
    if "activated" in data:
        text = f"{data['cost']}: {render_instructions(data['do'], own, refs)}"
        if "sorcery" in data.get("timing", ()):
            text += " Activate only as a sorcery."
        if "once_each_turn" in data.get("timing", ()):
            text += " Activate only once each turn."
        if "if" in data:  # CR 602.5b
            text += f" Activate only if {render_condition(data['if'])}."
        return text
    if "triggered" in data:
        body = render_instructions(data["do"], own, refs)
        condition = _intervening(data.get("if"))
        return f"{data['trigger']}{condition}, {body[:1].lower()}{body[1:]}"
    if "spell" in data:
        return render_instructions(data["do"], own, refs)
    if "static" in data:
        return _static(data, notes)
    raise Unsayable(f"no English for {sorted(data)}")


def _intervening(condition: Any) -> str:
    """CR 603.4: an intervening "if" clause."""
    if condition is None:
        return ""
    if condition == "kicked":
        return ", if it was kicked"
    if condition == {"spells_cast_last_turn": "none"}:
        return ", if no spells were cast last turn"
    if condition.get("spells_cast_last_turn") == "one_player_at_least":
        number = WORDS_FOR_NUMBERS[condition["at_least"]]
        return f", if a player cast {number} or more spells last turn"
    if condition == {"cast": "self"}:  # CR 603.4, 400.7d
        return ", if you cast it"
    if "count" in condition or "history" in condition or "tapped" in condition:
        return f", if {render_condition(condition)}"
    raise Unsayable(f"no English for the condition {condition}")


def render_mana(cost: str, production: Data) -> str:
    """CR 106.1, 605.1a: "{T}: Add {G}." from the mana it makes."""
    if "symbols" in production:
        made = "".join(production["symbols"])
    elif "either" in production:
        made = " or ".join(production["either"])
    elif production.get("any_color") == 1:
        made = "one mana of any color"
    else:
        raise Unsayable(f"no English for the mana {production}")
    return f"{cost}: Add {made}."


# -- instructions ------------------------------------------------------------------------------


def render_instructions(steps: list[Data], targets: list[Any], refs: list[str]) -> str:
    """Sentences for a list of instructions. Instructions the text joined in one sentence
    ("draws two cards and loses 2 life", "draw a card, then discard a card") carry the join
    word as a note; a joined instruction about the same player says only its verb."""
    mentioned: set[int] = set()
    sentences: list[str] = []
    previous: Data | None = None
    if steps and steps[0].get("_then_sentence"):
        raise Unsayable("'Then' with no instruction before it in the ability")
    for step in steps:
        join = step.get("_join")
        if join is None or previous is None:
            then = "then " if step.get("_then_sentence") else ""  # "Then destroy all …"
            sentences.append(then + _instruction(step, targets, mentioned, refs))
        else:
            same_player = (
                _is_player_verb(step)
                and (_is_player_verb(previous) or previous.get("_player_verb"))
                and (previous.get("player"), previous.get("target"))
                == (step.get("player"), step.get("target"))
                and step.get("player") is not None
            )
            if same_player:
                clause = _player_instruction(step, targets, mentioned, refs, False)[1]
            elif _you_again(previous, step):  # "You draw a card and gain 3 life."
                clause = _instruction(step, targets, mentioned, refs).removeprefix("you ")
            else:
                clause = _instruction(step, targets, mentioned, refs)
            sentences[-1] += _JOIN_WORDS[join] + clause
        previous = step
    # a sentence ending in a quoted ability ends with that ability's period (CR 113.10)
    return " ".join(capitalize(s) + ("" if s.endswith('."') else ".") for s in sentences)


_JOIN_WORDS = {"and": " and ", "then": ", then ", ",": ", ", ", and": ", and "}
"""CR 608.2c: how instructions of one sentence are joined ("A and B", "A, B, then C")."""


def _conditional(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    """CR 608.2c: "then if you control four or more lands, untap that land"."""
    body = ""
    for index, inner in enumerate(step["do"]):
        join = _JOIN_WORDS.get(inner.get("_join", ""), ", ")
        body += (join if index else "") + _instruction(inner, targets, mentioned, refs)
    then = "then " if step.get("_then") else ""
    if step["if"].get("controlled") == "you":
        if int(step["if"].get("target", 1)) not in mentioned:
            raise Unsayable("'that permanent' before the permanent is named")
        return f"{then}if you controlled that permanent, {body}"
    if step.get("_after"):  # "[instructions] if [condition]"
        return f"{body} if {render_condition(step['if'])}"
    return f"{then}if {render_condition(step['if'])}, {body}"


def _you_again(previous: Data, step: Data) -> bool:
    """Whether ``step`` is about "you" named by the instruction before it, unsaid."""
    return (
        previous.get("_subject") == "you"
        and _is_player_verb(step)
        and not {"player", "_subject"} & set(step)
    )


def _is_player_verb(step: Data) -> bool:
    return any(k in step for k in ("draw", "discard", "gain_life", "lose_life", "mill"))


def capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


def target_number(step: Data) -> int:
    return int(step.get("target", 1))


def render_object(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str], noun: str = ""
) -> str:
    """The object an instruction is about: "target creature" the first time, then the word the
    text used for it again ("it", "that creature"; CR 608.2b)."""
    number = target_number(step)
    if number in mentioned:
        if not refs:
            raise Unsayable("a second mention without its word")
        return refs.pop(0)
    mentioned.add(number)
    if number > len(targets):
        raise Unsayable(f"target {number} of {len(targets)}")
    return render_target(targets[number - 1])


def _instruction(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    # A family's own marker (``_amounts``) says the step before any verb key it also has (an
    # ``instead: true`` damage is the amounts family's, not an ``instead`` instruction).
    for verb in sorted(step, key=lambda key: not key.startswith("_")):
        if verb in registry.RENDER_INSTRUCTIONS:
            return registry.RENDER_INSTRUCTIONS[verb](step, targets, mentioned, refs)  # type: ignore[no-any-return]
    if "if" in step and "do" in step:
        return _conditional(step, targets, mentioned, refs)
    if "if_kicked" in step and not step.get("otherwise"):  # CR 702.33e
        body = ", ".join(_instruction(s, targets, mentioned, refs) for s in step["if_kicked"])
        return f"if {SELF} was kicked, {body}"
    if "damage" in step and "each" in step:  # CR 120.3: to each of them
        subject = "it" if step.get("_subject") == "it" else SELF
        return f"{subject} deals {step['damage']} damage to each {render_filter(step['each'])}"
    if "damage" in step:
        subject = "it" if step.get("_subject") == "it" else SELF
        return f"{subject} deals {step['damage']} damage to {render_object(step, targets, mentioned, refs)}"
    for verb in ("destroy", "exile", "tap", "untap", "counter", "sacrifice"):
        if verb in step:
            what = step[verb]
            if isinstance(what, dict):
                return f"{verb} all {render_group(what)}"
            if what == "self":
                return f"{verb} {SELF}"
            if what == "found":  # CR 608.2c: the card the search found
                return f"{verb} that {step.get('_noun', 'card')}"
            return f"{verb} {render_object(step, targets, mentioned, refs)}"
    if isinstance(step.get("return"), dict) and step.get("to") == "hand":
        return _return_all(step, mentioned)
    if step.get("return") == "self" and step.get("from") == "graveyard":  # CR 113.6k
        tapped = " tapped" if step.get("tapped") else ""
        return f"return {SELF} from your graveyard to the {step['to']}{tapped}"
    if step.get("return") == "self" and step.get("to") == "hand":
        return f"return {SELF} to its owner's hand"
    if "return" in step and step.get("to") == "battlefield" and step["return"] == "target":
        tapped = " tapped" if step.get("tapped") else ""  # CR 110.2: under its owner's control
        what = render_object(step, targets, mentioned, refs)
        if step.get("_put"):
            under = " under your control" if step.get("under") == "you" else ""
            return f"put {what} onto the battlefield{tapped}{under}"
        return f"return {what} to the battlefield{tapped}"
    if "return" in step and step.get("to") == "hand":
        number = target_number(step)
        spec = targets[number - 1] if 0 < number <= len(targets) else {}
        mine = (
            isinstance(spec, dict)
            and spec.get("zone") == "graveyard"
            and spec.get("owner") == "you"
        )
        hand = "your hand" if mine else "its owner's hand"
        return f"return {render_object(step, targets, mentioned, refs)} to {hand}"
    if step.get("regenerate") == "self":
        return f"regenerate {SELF}"
    if step.get("regenerate") == "target":
        return f"regenerate {render_object(step, targets, mentioned, refs)}"
    if step.get("transform") == "self":
        return f"transform {SELF}"
    if "search" in step:
        return _search(step)
    if step.get("shuffle") == "you":
        return "you may shuffle" if step.get("optional") else "shuffle"
    if "put_on_top_from_hand" in step:
        count = cards_phrase(step["put_on_top_from_hand"])
        return f"put {count} from your hand on top of your library in any order"
    if "arrange_top" in step:
        count = cards_phrase(step["arrange_top"]).removeprefix("a ")
        them = "it" if step["arrange_top"] == 1 else "them"
        return f"look at the top {count} of your library, then put {them} back in any order"
    for verb in ("scry", "surveil"):
        if verb in step:
            return f"{verb} {step[verb]}"
    if step.get("flip") == "self":
        return "flip it" if step.get("_subject") == "it" else f"flip {SELF}"
    if _is_player_verb(step):
        subject, predicate = _player_instruction(step, targets, mentioned, refs)
        return f"{subject} {predicate}".strip()
    if "effect" in step:
        return _effect(step, targets, mentioned, refs)
    if "create_token" in step:
        if step.get("player") == "target_controller":  # CR 608.2h: as it last existed
            if target_number(step) not in mentioned:
                raise Unsayable("'its controller' before the object is named")
            return "its controller creates " + _token(step["create_token"])
        return "create " + _token(step["create_token"])
    if "counters" in step:
        number = step["amount"]
        noun = "counter" if number == 1 else "counters"
        count = count_word(number, step["kind"])
        if step["counters"] == "self":
            where = "it" if step.get("_subject") == "it" else SELF
        else:
            where = render_object(step, targets, mentioned, refs)
        return f"put {count} {step['kind']} {noun} on {where}"
    raise Unsayable(f"no English for the instruction {sorted(step)}")


def render_step(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    """One instruction as a clause, ``mentioned`` holding the targets named before it (for a
    family's renderer of instructions nested in its own)."""
    return _instruction(step, targets, mentioned, refs)


def _return_all(step: Data, mentioned: set[int]) -> str:
    """CR 400.7: "return all artifacts target player owns to their hand"."""
    every = step["return"]
    if set(every) != {"types", "owner"} or every["owner"] != "target" or len(every["types"]) != 1:
        raise Unsayable(f"no English for returning all {every}")
    mentioned.add(1)
    return f"return all {every['types'][0].lower()}s target player owns to their hand"


_PUT = {
    "hand": "into your hand",
    "battlefield": "onto the battlefield",
    "battlefield_tapped": "onto the battlefield tapped",
}


def _search(step: Data) -> str:
    """CR 701.23a: "search your library for an Island or Swamp card, put it onto the
    battlefield" (the shuffle after it is its own instruction)."""
    spec = {k: v for k, v in step["search"].items() if k not in ("zone", "owner")}
    if set(spec) - {"types", "any_types", "subtypes", "supertypes", "colors", "color_count"}:
        raise Unsayable(f"no English for the search {sorted(spec)}")
    words = _adjectives(spec) + [t.lower() for t in spec.get("types", [])]
    if spec.get("any_types"):
        words.append(" or ".join(t.lower() for t in spec["any_types"]))
    phrase = " ".join([*words, "card"])
    article = "an" if phrase[:1].lower() in "aeiou" else "a"
    it = step.get("_it", "it")
    if step.get("amount", 1) == 2 and step.get("put") == ["battlefield_tapped", "hand"]:
        return (
            f"search your library for up to two {phrase}s, reveal those cards, put one onto the "
            "battlefield tapped and the other into your hand"
        )
    if step.get("put") == "top_after_shuffle":  # CR 701.24a: shuffled, then put on top
        reveal = "reveal it, " if step.get("reveal") else ""
        ending = "then shuffle and put that card on top"
        return f"search your library for {article} {phrase}, {reveal}{ending}"
    put = f"put {it} {_PUT[step.get('put', 'hand')]}"
    if step.get("player") == "target_controller" and step.get("and_shuffle"):  # CR 608.2h
        return (
            f"its controller may search their library for {article} {phrase}, {put}, then shuffle"
        )
    if step.get("_reveal_that"):
        put = f"reveal that card, put it {_PUT[step.get('put', 'hand')]}"
    elif step.get("reveal"):
        put = f"reveal {it}, {put}"
    return f"search your library for {article} {phrase}, {put}"


_PLAYER_VERBS = (
    ("draw", ("draw", "draws")),
    ("discard", ("discard", "discards")),
    ("mill", ("mill", "mills")),
    ("gain_life", ("you gain", "gains")),
    ("lose_life", ("you lose", "loses")),
)


def _player_instruction(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str], say_who: bool = True
) -> tuple[str, str]:
    """CR 121, 701.9, 701.17, 119.3: who draws, discards, mills, gains or loses life, and the
    rest of the clause."""
    for verb, words in _PLAYER_VERBS:
        if verb in step:
            amount = step[verb]
            what = f"{amount} life" if verb in ("gain_life", "lose_life") else cards_phrase(amount)
            player = step.get("player")
            if (verb, amount) == ("lose_life", "mana_value_of_target"):
                if step.get("on") != "revealed" and target_number(step) not in mentioned:
                    raise Unsayable("'its mana value' before the object is named")
                return "you", "lose life equal to its mana value"
            if (verb, amount, player) == ("gain_life", "power_of_target", "target_controller"):
                if target_number(step) not in mentioned:  # CR 608.2h: as it last existed
                    raise Unsayable("'its controller' before the object is named")
                return "its controller", "gains life equal to its power"
            if player == "target":
                who = render_object(step, targets, mentioned, refs) if say_who else ""
                return who, f"{words[1]} {what}"
            if player == "each_opponent":
                return "each opponent", f"{words[1]} {what}"
            if player == "each_player":
                return "each player", f"{words[1]} {what}"
            if step.get("_subject") == "you" and not words[0].startswith("you"):
                return "you", f"{words[0]} {what}"
            return "", f"{words[0]} {what}"
    raise Unsayable(f"no player instruction in {sorted(step)}")


def count_word(number: Any, before: str) -> str:
    """ "a +1/+1 counter", "an oil counter", "two charge counters"."""
    if number == 1:
        return "an" if before[:1].lower() in "aeiou" else "a"
    return str(WORDS_FOR_NUMBERS.get(number, number))


def cards_phrase(amount: Any) -> str:
    if amount == 1:
        return "a card"
    if amount == "X":
        return "X cards"
    return f"{WORDS_FOR_NUMBERS.get(amount, amount)} cards"


def _effect(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    """CR 611.2: "target creature gets +3/+3 until end of turn"."""
    effect = step["effect"]
    affects = effect["affects"]
    singular = True
    if affects == "self":
        subject = "it" if effect.get("_subject") == "it" else SELF
    elif isinstance(affects, str) and affects.startswith("target"):
        number = int(affects.partition("#")[2] or 1)
        subject = render_object({"target": number}, targets, mentioned, refs)
    elif isinstance(affects, dict):
        subject, singular = render_group(affects), False
        if effect.get("_all"):
            subject = "all " + subject
    else:
        raise Unsayable(f"an effect on {affects}")
    parts = []
    if "modify_pt" in effect:
        parts.append(("gets " if singular else "get ") + pt_text(effect["modify_pt"]))
    if "add_abilities" in effect:
        parts.append(("gains " if singular else "gain ") + keyword_list(effect["add_abilities"]))
    plain = [k for k in effect if not k.startswith("_")]
    if effect.get("duration") != "end_of_turn" or not parts or len(plain) != len(parts) + 2:
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    return f"{subject} {' and '.join(parts)} until end of turn"


def pt_text(pt: Data) -> str:
    """ "+2/+0", "-1/-0" (the note says which zero was printed with a minus)."""
    minus = pt.get("_minus_zero", ())
    power = "-0" if "power" in minus else signed_text(pt["power"])
    toughness = "-0" if "toughness" in minus else signed_text(pt["toughness"])
    return f"{power}/{toughness}"


def signed_text(value: Any) -> str:
    if value == "X":
        return "+X"
    return f"+{value}" if int(value) >= 0 else str(value)


def keyword_list(words: list[str]) -> str:
    """ "flying", "flying and trample", "flying, first strike, and trample"."""
    lowered = [lower_first(w) for w in words]
    if len(lowered) <= 2:
        return " and ".join(lowered)
    return ", ".join(lowered[:-1]) + ", and " + lowered[-1]


def _token(token: Data) -> str:
    """CR 111.4: "a 1/1 white Soldier creature token with flying"."""
    number = token.get("number", 1)
    count = "a" if number == 1 else WORDS_FOR_NUMBERS.get(number, str(number))
    subtype = token["types"].partition(" — ")[2]
    if subtype in registry.TOKENS and token == registry.TOKENS[subtype](number):
        return f"{count} {subtype} {'token' if number == 1 else 'tokens'}"  # CR 111.10
    colors = " and ".join(c.lower() for c in token["colors"]) or "colorless"
    types, _, subtypes = token["types"].partition(" — ")
    noun = "tokens" if number != 1 else "token"
    text = (
        f"{count} {token['power']}/{token['toughness']} {colors} {subtypes} {types.lower()} {noun}"
    )
    if token.get("abilities"):
        text += " with " + keyword_list(token["abilities"])
    return text


# -- targets and filters -----------------------------------------------------------------------

_PLAIN_TARGETS = {
    "any": "any target",
    "player": "target player",
    "opponent": "target opponent",
    "player or planeswalker": "target player or planeswalker",
}


def render_target(spec: Any) -> str:
    """CR 115.1: "any target", "target nonland permanent an opponent controls"."""
    if isinstance(spec, str):
        return _PLAIN_TARGETS[spec]
    if set(spec) == {"ability"}:  # CR 115.1: an ability on the stack
        return f"target {' or '.join(spec['ability'])} ability"
    if spec.get("single_target"):  # CR 115.7: "target spell with a single target"
        plain = {k: v for k, v in spec.items() if k != "single_target"}
        return f"{render_target(plain)} with a single target"
    prefix = "target"
    if spec.get("min") == 0 and spec.get("max") == 1:
        prefix = "up to one target"
    if spec.get("other"):
        prefix = "another target"
    return f"{prefix} {render_filter(spec)}"


_COLOR_COUNTS: dict[tuple[int | None, int | None], str] = {
    (1, 1): "monocolored",
    (2, None): "multicolored",
    (0, 0): "colorless",
}
"""CR 105.2-105.4: the words for a number of colors an object has."""


def _bounds_of(bounds: Data) -> tuple[int | None, int | None]:
    pair = (bounds.get("at_least"), bounds.get("at_most"))
    if pair not in _COLOR_COUNTS:
        raise Unsayable(f"no English for the number of colors {bounds}")
    return pair


def _adjectives(spec: Data) -> list[str]:
    words: list[str] = []
    status = spec.get("status", [])
    if status == ["attacking", "blocking"]:
        words.append("attacking or blocking")
    else:
        words += list(status)
    words += ["non" + t.lower() for t in spec.get("not_supertypes", [])]
    words += ["non" + t.lower() for t in spec.get("not_types", [])]
    words += ["non" + c.lower() for c in spec.get("not_colors", [])]
    words += ["non-" + s for s in spec.get("not_subtypes", [])]
    words += [t.lower() for t in spec.get("supertypes", [])]
    words += [c.lower() for c in spec.get("colors", [])]
    if "color_count" in spec:  # CR 105.2-105.4
        words.append(_COLOR_COUNTS[_bounds_of(spec["color_count"])])
    subtypes = list(spec.get("subtypes", []))
    if len(subtypes) > 2:  # any of them ("Swamp, Mountain, or Forest")
        words.append(", ".join(subtypes[:-1]) + ", or " + subtypes[-1])
    elif subtypes:
        words.append(" or ".join(subtypes))  # ("Island or Swamp")
    return words


def render_filter(spec: Data) -> str:
    """A filter as a singular noun phrase: "nonland permanent an opponent controls"."""
    said = next((k for k in spec if k in registry.RENDER_FILTERS), None)
    if said is not None:  # a family's filter ("creature or Vehicle")
        return str(registry.RENDER_FILTERS[said](spec, False))
    known = {
        "status", "not_supertypes", "not_types", "not_colors", "not_subtypes", "supertypes",
        "colors", "subtypes", "types", "any_types", "controller", "zone", "other", "min", "max",
        "owner", "_from", "keywords", "mana_value", "power", "_you_dont", "mana_value_at_most",
        "not_keywords", "color_count",
    }  # fmt: skip
    if set(spec) - known:
        raise Unsayable(f"no English for the filter keys {sorted(set(spec) - known)}")
    words = _adjectives(spec)
    if spec.get("zone") == "stack":
        kinds = spec.get("any_types", []) or spec.get("types", [])
        noun = " or ".join(k.lower() for k in kinds) + " spell" if kinds else "spell"
        words.append(noun.strip())
    elif spec.get("zone") == "graveyard":
        words += [t.lower() for t in spec.get("types", [])]
        if spec.get("any_types"):
            words.append(" or ".join(t.lower() for t in spec["any_types"]))
        words.append("card" + bounds_text(spec))
        spec = {k: v for k, v in spec.items() if k not in ("mana_value", "power", *_AT_MOST)}
        if spec.get("owner") == "you":
            words.append("from your graveyard" if spec.get("_from") else "in your graveyard")
        else:
            words.append("from a graveyard")
    elif "any_types" in spec:
        kinds = [k.lower() for k in spec["any_types"]]
        words.append(
            " or ".join(kinds) if len(kinds) == 2 else ", ".join(kinds[:-1]) + ", or " + kinds[-1]
        )
    elif spec.get("types"):
        words += [t.lower() for t in spec["types"]]
    elif not spec.get("subtypes"):
        words.append("permanent")
    if len(words) > 1 and words[0].startswith("non") and words[1].startswith("non"):
        words[0] += ","
    text = " ".join(words)
    controller = spec.get("controller")
    if controller == "you":
        text += " you control"
    elif controller == "opponent":
        text += " you don't control" if spec.get("_you_dont") else " an opponent controls"
    if spec.get("keywords"):
        text += " with " + keyword_list(spec["keywords"])
    if spec.get("not_keywords"):
        text += " without " + keyword_list(spec["not_keywords"])
    return text + bounds_text(spec)


def bounds_text(spec: Data) -> str:
    """CR 202.3, 208.1: " with mana value 3 or less", " with power 4 or greater"."""
    text = ""
    for key, words in (("mana_value", "mana value"), ("power", "power")):
        if key not in spec:
            continue
        equal = spec[key].get("equal")
        least = spec[key].get("at_least", equal)
        most = spec[key].get("at_most", equal)
        if least is not None and most is not None:
            if least != most:
                raise Unsayable(f"no English for the bounds {spec[key]}")
            text += f" with {words} {least}"
        elif most is not None:
            text += f" with {words} {most} or less"
        else:
            text += f" with {words} {least} or greater"
    for key in _AT_MOST:
        if key in spec:
            text += _AT_MOST_WORDS[spec[key]]
    return text


_AT_MOST = {"mana_value_at_most": f" with mana value less than or equal to {SELF}'s power"}
"""CR 202.3: a bound that is a number of the game's ("{this}'s power")."""
_AT_MOST_WORDS = {
    "power_of_source": _AT_MOST["mana_value_at_most"],
    "cards_in_controllers_graveyard": " with mana value less than or equal to the number of "
    "cards in its controller's graveyard",
}


def render_group(spec: Data, every: bool = False) -> str:
    """A filter as a plural group: "creatures you control", "other Goblins you control"."""
    said = next((k for k in spec if k in registry.RENDER_FILTERS), None)
    if said is not None:  # a family's group ("artifacts and/or enchantments")
        return str(registry.RENDER_FILTERS[said](spec, True))
    if set(spec) - {
        "types",
        "subtypes",
        "colors",
        "controller",
        "other",
        "not_types",
        "not_colors",
        "supertypes",
        "not_supertypes",
        "color_count",
    }:
        raise Unsayable(f"no English for the group {sorted(spec)}")
    words = ["other"] if spec.get("other") else []
    words += _adjectives(spec)
    if spec.get("types"):
        noun = [t.lower() for t in spec["types"]]
        noun[-1] += "s"
        words += noun
    elif spec.get("subtypes"):
        words[-1] = _plural(words[-1])
    else:
        words.append("permanents")
    text = " ".join(words)
    if spec.get("controller") == "you":
        text += " you control"
    elif spec.get("controller") == "opponent":
        text += " your opponents control"
    return text


def plural(word: str) -> str:
    """A subtype's plural ("Orcs", "Elves")."""
    return _plural(word)


def _plural(word: str) -> str:
    irregular = {"Elf": "Elves", "Dwarf": "Dwarves", "Mouse": "Mice"}
    if word in irregular:
        return irregular[word]
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


# -- static abilities --------------------------------------------------------------------------

_RESTRICTIONS = {
    "block": "can't block",
    "attack": "can't attack",
    "attack or block": "can't attack or block",
    "be blocked": "can't be blocked",
    "block and can't be blocked": "can't block and can't be blocked",
    "be countered": "can't be countered",
    "untap": "doesn't untap during your untap step",
}


def trigger_text(event: str, spec: Data) -> str:
    """CR 603.2: "Whenever another creature enters under your control", said from the event
    and the filter of what it happens to."""
    under = spec.get("controller") == "under"
    plain = {k: v for k, v in spec.items() if not (k == "controller" and under) and k != "other"}
    if plain.get("token") is False:
        plain.pop("token")
        noun = "nontoken " + render_filter(plain)
    else:
        noun = render_filter(plain)
    article = "another" if spec.get("other") else ("an" if noun[:1] in "aeiou" else "a")
    text = f"Whenever {article} {noun} {event}"
    return text + " under your control" if under else text


_CHOICES = {"color": "a color", "creature_type": "a creature type"}


def _static(data: Data, notes: Data) -> str:
    if "choose" in notes:
        return f"As {SELF} enters, choose {_CHOICES[notes['choose']]}."
    if "restriction" in notes:
        subject, what = notes["restriction"]
        return f"{capitalize(subject)} {_RESTRICTIONS[what]}."
    if "enters" in data:
        enters = data["enters"]
        if enters == {"tapped": True}:
            return f"{SELF} enters tapped."
        if set(enters) == {"tapped", "unless"}:
            counted = enters["unless"].get("count", {})
            if (
                set(enters["unless"]) == {"count"}
                and set(counted) == {"subtypes", "controller"}
                and len(counted["subtypes"]) == 2
            ):
                first, second = counted["subtypes"]  # "an Island or a Swamp"
                either = f"{count_word(1, first)} {first} or {count_word(1, second)} {second}"
                return f"{SELF} enters tapped unless you control {either}."
            return f"{SELF} enters tapped unless {render_condition(enters['unless'])}."
        if set(enters) == {"tapped", "if"} and enters["if"].get("at_least", 1) > 1:
            group = dict(enters["if"]["count"])
            other = group.pop("other", False)
            if group.pop("controller", None) != "you":
                raise Unsayable(f"no English for entering tapped if {enters['if']}")
            fewer = WORDS_FOR_NUMBERS.get(enters["if"]["at_least"] - 1)
            rest = render_group(group)
            return (
                f"{SELF} enters tapped unless you control {fewer} or fewer "
                f"{'other ' if other else ''}{rest}."
            )
        if set(enters) == {"tapped", "unless_pay_life"}:
            life = enters["unless_pay_life"]
            return f"As {SELF} enters, you may pay {life} life. If you don't, it enters tapped."
        if set(enters) == {"counters"}:
            ((kind, number),) = enters["counters"].items()
            noun = "counter" if number == 1 else "counters"
            return f"{SELF} enters with {count_word(number, kind)} {kind} {noun} on it."
    if "additional_cost" in data:
        cost = data["additional_cost"]
        return f"As an additional cost to cast {SELF}, {lower_first(cost)}."
    effects = data.get("effects", [])
    if len(effects) == 1 and set(effects[0].get("define_pt", {})) == {"power"} and data.get("cda"):
        counted = effects[0]["define_pt"]["power"]["count"]
        return f"{SELF}'s power is equal to the number of {render_group(counted)}."
    if len(effects) == 1 and "define_pt" in effects[0] and data.get("cda"):
        counted = effects[0]["define_pt"]["each"]["count"]
        return (
            f"{SELF}'s power and toughness are each equal to the number of {render_group(counted)}."
        )
    if len(effects) == 1:
        return _static_effect(effects[0], notes)
    raise Unsayable(f"no English for the static ability {sorted(data)}")


def _static_effect(effect: Data, notes: Data) -> str:
    """CR 611.3: "Creatures you control get +1/+1.", "Equipped creature has flying."."""
    if effect.get("rules") == "additional_land_play":
        return "You may play an additional land on each of your turns."
    affects = effect["affects"]
    if affects == "self":
        subject, singular = SELF, True
    elif affects == "equipped":
        subject, singular = "Equipped creature", True
    elif affects == "enchanted":
        subject, singular = f"Enchanted {notes.get('noun', 'creature')}", True
    elif isinstance(affects, dict):
        subject, singular = capitalize(render_group(affects)), False
        if notes.get("all"):
            subject = "All " + lower_first(subject)
    else:
        raise Unsayable(f"a static effect on {affects}")
    parts = []
    if "modify_pt" in effect:
        parts.append(("gets " if singular else "get ") + _counted_pt(effect["modify_pt"]))
    if "add_abilities" in effect:
        parts.append(("has " if singular else "have ") + keyword_list(effect["add_abilities"]))
    extra = 1 if "condition" in effect else 0
    if not parts or len(effect) != len(parts) + 1 + extra:
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    text = f"{subject} {' and '.join(parts)}."
    if "condition" in effect:
        text = f"As long as {render_condition(effect['condition'])}, {lower_first(text)}"
        text = text.replace(", {this}", ", {this}")
    return text


def render_condition(condition: Data) -> str:
    """CR 611.3b: "you control a Swamp", "you control three or more artifacts"."""
    for say in registry.RENDER_CONDITIONS.values():
        text = say(condition)
        if text is not None:
            return str(text)
    at_least = condition.get("at_least", 1)
    counted = condition["count"]
    if counted.get("controller") != "you":
        raise Unsayable(f"a condition on {counted}")
    if at_least == 1 and "at_least" not in condition:
        plain = {k: v for k, v in counted.items() if k not in ("other", "controller")}
        noun = render_filter(plain)  # "a creature with power 4 or greater": yours
        article = "an" if noun[:1].lower() in "aeiou" else "a"
        if counted.get("other"):
            article = "another"
        return f"you control {article} {noun}"
    group = dict(counted)
    other = group.pop("other", False)
    words = WORDS_FOR_NUMBERS.get(at_least, str(at_least))
    rest = render_group(group).removesuffix(" you control")
    return f"you control {words} or more {'other ' if other else ''}{rest}"


def _counted_pt(pt: Data) -> str:
    """ "+1/+1" or "+1/+1 for each artifact you control" (a count of objects)."""
    power, toughness = pt["power"], pt["toughness"]
    counted = [v for v in (power, toughness) if isinstance(v, dict)]
    if not counted:
        return pt_text(pt)
    each = counted[0]["count"]
    if any(isinstance(v, dict) and v["count"] != each for v in (power, toughness)):
        raise Unsayable("two different counts")

    def per(value: Any) -> str:
        return f"+{value.get('times', 1)}" if isinstance(value, dict) else f"+{value}"

    return f"{per(power)}/{per(toughness)} for each {render_filter(each)}"
