"""Creating tokens (CR 111): the characteristics a spell or ability defines for them (111.3),
their name when the effect gives none (its subtypes plus "Token", 111.4), and who creates them:
the spell's or ability's controller, or the player it names (608.2h: "its controller creates")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtgrules.effects.characteristics import Characteristics
from mtgrules.game.entering import token_entered
from mtgrules.game.instructed import Instructed, Resolution, handles, last_known
from mtgrules.game.log_entries import entry
from mtgrules.model.abilities import Instruction
from mtgrules.model.text import WordRef
from mtgrules.vocab.colors import Color
from mtgrules.vocab.typeline import TypeLine

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


@handles("create_token")
def _token(it: Instructed) -> bool:
    """CR 111.2."""
    create_tokens(it.game, it.resolution, it.instruction)
    return True


def create_tokens(game: GameState, resolution: Resolution, instruction: Instruction) -> None:
    """CR 111.3-111.4: create tokens with the characteristics the instruction lists. A typed
    word of the ability's text (``{color}``, ``{creature_type}``) reads as the text now says
    (612.2a); its abilities name the creating object by ``{source}`` (201.5a)."""
    spec: dict[str, Any] = dict(instruction.param("value") or {})
    text = resolution.ability.text

    def word(value: Any) -> str:
        ref = WordRef.parse(str(value))
        found = text.word(ref.kind, ref.number) if ref is not None else None
        return found if found is not None else str(value)

    type_line = TypeLine.parse(" ".join(word(w) for w in str(spec["types"]).split()))
    colors = spec.get("colors", [])
    colors = [colors] if isinstance(colors, str) else list(colors)
    subtypes = " ".join(s.english for s in type_line.subtypes)
    name = word(spec["name"]) if "name" in spec else f"{subtypes} Token".strip()
    abilities = tuple(replace(a, refers_to=resolution.source_id) for a in instruction.abilities)
    printed = Characteristics(
        names=(name,), mana_cost=None, colors=frozenset(Color.from_word(word(c)) for c in colors),
        type_line=type_line, abilities=abilities,
        power=spec.get("power"), toughness=spec.get("toughness"),
    )  # fmt: skip
    creator = resolution.controller
    if instruction.param("player") == "target_controller":  # "its controller creates" (608.2h)
        index = instruction.target - 1
        target = resolution.targets[index] if 0 <= index < len(resolution.targets) else None
        if target is None or target not in game.objects:
            return
        creator = last_known(game, target).controller or game.objects[target].owner

    for _ in range(_number(game, resolution, spec.get("number", 1))):
        token = game.create_token(printed, creator)
        token.tapped = bool(spec.get("tapped"))  # CR 111.10, 614.1: "create a tapped …"
        game.events.append(
            entry(
                "token", f"{creator} creates {token.id}", "111.2",
                player=creator, source=resolution.source_id, targets=[token.id],
            )
        )  # fmt: skip
        resolution.choices["created"] = (*resolution.choices.get("created", ()), token.id)
        token_entered(game, token.id)


def _number(game: GameState, resolution: Resolution, number: Any) -> int:
    """CR 111.2, 608.2h: how many tokens: a number, X (the spell's, 107.3a), or ``power_of_source`` ("a number of …
    tokens equal to its power"): the source's power, as it last existed on the battlefield if
    it has left (a dies trigger's creature)."""
    if number == "power_of_source":
        return max(0, last_known(game, resolution.source_id).power or 0)
    if isinstance(number, str) and not number.isdigit():  # CR 107.3a: "create X … tokens"
        return max(0, int(resolution.variables.get(number, 0)))
    return int(number)
