"""What the workbench page shows beside ``explain --json``: each object's Japanese name and type
lines, its printed values with the ones that now differ, and the legal actions with readable
labels in English and Japanese."""

from __future__ import annotations

from typing import Any

from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.engine import intrinsic_mana_ability
from mtgrules.game.actions import Action
from mtgrules.game.state import Game
from mtgrules.model.abilities import Ability
from mtgrules.model.layers import OBJECT_LAYERS
from mtgrules.present.japanese import (
    ACTION_PARTS,
    ability_text,
    action_labels,
    object_name_ja,
    part,
)

COMPARED = ("name", "type_line", "colors", "mana_cost", "power", "toughness", "loyalty", "defense")
"""The values of a card tile compared with the printed card (abilities are compared one by
one)."""


def layer_rows() -> list[dict[str, str]]:
    """The layers and sublayers that determine an object's characteristics, in order (CR 613.1,
    613.2, 613.4): the rows of an explanation."""
    return [
        {"layer": layer.label, "rule": layer.rule, "description": layer.description}
        for layer in OBJECT_LAYERS
    ]


def _values(chars: Characteristics, abilities: list[str]) -> dict[str, Any]:
    return {
        "name": chars.name,
        "type_line": chars.type_line.english(),
        "type_line_ja": chars.type_line.japanese(),
        "colors": chars.color_letters,
        "mana_cost": str(chars.mana_cost) if chars.mana_cost is not None else None,
        "abilities": abilities,
        "power": chars.power,
        "toughness": chars.toughness,
        "loyalty": chars.loyalty,
        "defense": chars.defense,
    }


def printed_abilities(chars: Characteristics) -> list[str]:
    """The printed abilities' texts, with the intrinsic mana ability of each printed basic land
    type (CR 305.6): what an object says before any effect applies."""
    return [ability.render(chars.name) for ability in _printed_abilities(chars)]


def _printed_abilities(chars: Characteristics) -> list[Ability]:
    abilities = list(chars.abilities)
    for subtype in chars.type_line.subtypes:
        try:
            abilities.append(intrinsic_mana_ability(subtype.english))
        except KeyError:  # not a basic land type
            continue
    return abilities


def _lost_japanese(game: Game, object_id: str, lost: list[str]) -> list[str]:
    """The abilities ``lost`` (printed texts) as the object's Japanese printing words them (a
    keyword by the keyword table), each in English where neither does."""
    obj = game.objects[object_id]
    faces = list(obj.card.faces) if obj.card is not None else []
    name = obj.printed.name
    said = {a.render(name): a for a in _printed_abilities(obj.printed)}
    out = []
    for text in lost:
        ability = said.get(text)
        japanese = ability_text(ability, name, faces) if ability is not None else None
        out.append(japanese or text)
    return out


def object_view(game: Game, object_id: str) -> dict[str, Any]:
    """One object as a card tile shows it: its values now and as printed, what differs, and
    the abilities it gained or lost."""
    obj, chars = game.objects[object_id], game.characteristics(object_id)
    now = _values(chars, list(chars.ability_texts))
    printed = _values(obj.printed, printed_abilities(obj.printed))
    printed["name_ja"] = (obj.face.name_ja if obj.face else None) or printed["name"]
    now["name_ja"] = object_name_ja(game, object_id)
    changed = [key for key in COMPARED if now[key] != printed[key]]
    gained = [text for text in now["abilities"] if text not in printed["abilities"]]
    lost = [text for text in printed["abilities"] if text not in now["abilities"]]
    if gained or lost:
        changed.append("abilities")
    return {
        **{key: now[key] for key in ("name_ja", "type_line", "type_line_ja", "mana_cost")},
        "printed": printed,
        "changed": changed,
        "abilities_gained": gained,
        "abilities_lost": lost,
        "abilities_lost_ja": _lost_japanese(game, object_id, lost),
    }


def board_views(game: Game) -> dict[str, dict[str, Any]]:
    """:func:`object_view` of every object, by id."""
    return {object_id: object_view(game, object_id) for object_id in game.objects}


# -- actions: their labels from present/data/actions.tsv and action_parts.tsv ---------------------


def _name(game: Game, value: Any, lang: str) -> str:
    """An object id as its name, a player id as it is, a tuple as a list of those."""
    if isinstance(value, (tuple, list)):
        return part("list", lang).join(_name(game, v, lang) for v in value)
    if not isinstance(value, str) or value not in game.objects:
        return part("colorless", lang) if value is None else str(value)
    if lang == "ja":
        return object_name_ja(game, value) or part("face_down", lang)
    return game.characteristics(value).name or part("face_down", lang)


def _assignment(game: Game, pairs: Any, lang: str) -> str:
    """(recipient, amount) pairs as "2 to Grizzly Bears, 1 to B" (CR 510.1c)."""
    shares = [
        part("assigned", lang).format(recipient=_name(game, recipient, lang), amount=amount)
        for recipient, amount in pairs
    ]
    return part("list", lang).join(shares)


def _ability_text(game: Game, source: str, index: int) -> str:
    """The text of a permanent's ``index``-th (1-based) activated ability, mana abilities
    counted, as :class:`~mtgrules.game.actions.ActivateAbility` numbers them."""
    chars = game.characteristics(source)
    texts = [t for a, t in zip(chars.abilities, chars.ability_texts, strict=True) if a.is_activated]
    return texts[index - 1] if 0 < index <= len(texts) else f"#{index}"


def _additional_cost(game: Game, card: str, number: int) -> str:
    """The text of the ``number``-th cost of a choice of additional costs (CR 601.2b)."""
    from mtgrules.game.casting_costs import additional_costs

    options = additional_costs(game, card).options if card in game.objects else ()
    return options[number - 1].text if 0 < number <= len(options) else f"#{number}"


def action_label(game: Game, action: Action, lang: str = "en") -> str:
    """A readable label for a legal action, in English (``en``) or Japanese (``ja``)."""
    data = action.as_dict()
    fields = {key: _name(game, value, lang) for key, value in data.items()}
    if data["kind"] == "mana":
        fields["color"] = "{" + (data.get("color") or "C") + "}"
    if data["kind"] == "order" and game.pending is not None:
        fields["trigger"] = game.pending.options[int(data["trigger"])]
    if data["kind"] == "activate":
        fields["ability"] = _ability_text(game, data["source"], int(data.get("index", 1)))
    if data.get("kicks"):
        fields["kicks"] = f" ×{data['kicks']}" if data["kicks"] > 1 else ""
    if data["kind"] == "assign_damage":
        fields["assignment"] = _assignment(game, data["assignment"], lang)
    kind = data["kind"] + (f"_{data['action']}" if data["kind"] == "special" else "")
    if kind not in action_labels():  # a kind of action the table doesn't know yet
        details = ", ".join(f"{k}: {v}" for k, v in fields.items() if k not in ("kind", "player"))
        return f"{data['kind']} ({details})" if details else str(data["kind"])
    label = action_labels()[kind][1 if lang == "ja" else 0].format(**fields)
    for key in ACTION_PARTS:
        value = data.get(key)
        if value and not (key == "cost" and value == "mana cost") and data["kind"] != key:
            label += part(f"part.{key}", lang).format(**fields)
    paid = (
        _additional_cost(game, data["card"], data["additional"]) if data.get("additional") else ""
    )
    if paid.lower().startswith("pay "):  # CR 601.2b: what is paid of a choice of costs is named
        label += part("part.paying", lang).format(paying=paid[4:])
    return label


def action_view(game: Game, action: Action) -> dict[str, Any]:
    """A legal action as the page offers it: the action (for ``POST .../actions``) and its
    labels."""
    return {
        "action": action.as_dict(),
        "label": action_label(game, action, "en"),
        "label_ja": action_label(game, action, "ja"),
    }
