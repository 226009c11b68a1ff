"""Custom cards: cards that aren't in the database (a designer's new card, a variant pack's
cards), written in one file with their abilities. A scenario's top-level ``cards:`` list uses the
same format::

    cards:
      - card: Ember Vanguard
        name_ja: 残り火の先兵
        mana_cost: "{1}{R}"
        type_line: Creature — Human Warrior      # English or Japanese
        power: 2
        toughness: 2
        abilities:
          - Haste

Everything under the name is checked as a card definition is (:mod:`mtgrules.cards.definitions`),
with the words, mana symbols and keywords of the rules in use (a variant's included). A card keeps
the data it was read from (:attr:`CustomCard.source`), so that a game's record can carry it and a
replay can read it again (:func:`read_recorded_cards`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from mtgrules.cards.definitions import CardDefinition, read_definition_data
from mtgrules.sourcefile import Located, SourceError, line_of, load_yaml_text, read_source_text
from mtgrules.vocab.colors import in_wubrg_order
from mtgrules.vocab.mana import ManaCost, ManaCostError
from mtgrules.vocab.ruleset import CORE_RULES, RuleSet
from mtgrules.vocab.typeline import TypeLine, TypeLineError

CARD_FIELDS = {
    "card", "name_ja", "mana_cost", "type_line", "power", "toughness", "loyalty", "defense",
    "text", "text_ja", "colors",
}  # fmt: skip
DEFINITION_FIELDS = {"abilities", "as_enters", "targets", "alternative_costs"}


@dataclass(frozen=True)
class CustomCard:
    """A custom card: its database record (shaped like a ``cards.jsonl`` line), its
    definition, and the data it was read from (plain mappings, lists and scalars)."""

    record: dict[str, Any]
    definition: CardDefinition
    source: dict[str, Any] = field(default_factory=dict, compare=False)


def read_custom_card(data: Any, path: str, rules: RuleSet = CORE_RULES) -> CustomCard:
    """One custom card from YAML data (see the module docstring)."""
    if not isinstance(data, dict):
        raise SourceError(path, line_of(data), "a custom card must be a mapping with 'card:'")
    data = data if isinstance(data, Located) else Located(data)
    for key in data:
        if key not in CARD_FIELDS | DEFINITION_FIELDS:
            expected = ", ".join(sorted(CARD_FIELDS | DEFINITION_FIELDS))
            raise SourceError(
                path,
                line_of(data, key),
                f"unknown field '{key}' in a custom card; expected one of: {expected}",
            )
    name = data.get("card")
    if not isinstance(name, str) or not name.strip():
        raise SourceError(path, line_of(data), "a custom card needs 'card: <name>'")
    try:
        line = TypeLine.parse(str(data.get("type_line", "")), rules.vocabulary).validate()
    except TypeLineError as error:
        raise SourceError(path, line_of(data, "type_line"), str(error)) from error
    cost_text = data.get("mana_cost")
    colors: list[str] = []
    if cost_text is not None:
        try:
            cost = ManaCost.parse(str(cost_text), rules.symbols)
        except ManaCostError as error:
            raise SourceError(path, line_of(data, "mana_cost"), str(error)) from error
        colors = [c.value for c in in_wubrg_order(cost.colors)]
    if "colors" in data:  # a color indicator (CR 204)
        colors = [str(c) for c in data["colors"]]
    definition_data = Located(
        {k: v for k, v in data.items() if k == "card" or k in DEFINITION_FIELDS}
    )
    definition_data.line = data.line
    definition_data.lines = {k: v for k, v in data.lines.items() if k in definition_data}
    definition = read_definition_data(definition_data, path, rules)
    text = data.get("text")
    if text is None:
        text = "\n".join(a.render(name) for a in definition.face(name).abilities)
    face = {
        "name": name,
        "name_ja": data.get("name_ja"),
        "mana_cost": None if cost_text is None else str(cost_text),
        "supertypes": [s.english for s in line.supertypes],
        "types": [c.english for c in line.card_types],
        "subtypes": [s.english for s in line.subtypes],
        "power": _text(data.get("power")),
        "toughness": _text(data.get("toughness")),
        "loyalty": _text(data.get("loyalty")),
        "defense": _text(data.get("defense")),
        "colors": colors,
        "oracle_text": text or None,
        "type_line_ja": line.japanese(),
        "text_ja": data.get("text_ja"),
    }
    record = {
        "name": name,
        "name_ja": data.get("name_ja"),
        "layout": "normal",
        "faces": [face],
        "src": "custom",
    }
    return CustomCard(record, definition, plain(data))


def read_custom_cards(items: Any, path: str, rules: RuleSet = CORE_RULES) -> list[CustomCard]:
    """A list of custom cards (a scenario's ``cards:``, a variant's card file)."""
    if not isinstance(items, list):
        raise SourceError(path, line_of(items), "'cards' must be a list of custom cards")
    cards = [read_custom_card(item, path, rules) for item in items]
    names = [c.record["name"] for c in cards]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise SourceError(path, line_of(items, i), f"custom card '{name}' is defined twice")
    return cards


def read_recorded_cards(items: Any, path: str, rules: RuleSet = CORE_RULES) -> list[CustomCard]:
    """Custom cards from the plain data they were read from (:attr:`CustomCard.source`, as a
    game's record keeps it), read again as from a file."""
    return read_custom_cards(
        load_yaml_text(json.dumps(items, ensure_ascii=False), path), path, rules
    )


def read_custom_card_file(path: str, rules: RuleSet = CORE_RULES) -> list[CustomCard]:
    """Custom cards from a YAML file: a list of cards, or a mapping with ``cards:``."""
    return read_custom_card_text(read_source_text(path), path, rules)


def read_custom_card_text(
    text: str, path: str = "<cards>", rules: RuleSet = CORE_RULES
) -> list[CustomCard]:
    """Custom cards from the text of a card file (see :func:`read_custom_card_file`); ``path``
    names it in errors."""
    data = load_yaml_text(text, path)
    if isinstance(data, dict) and "cards" in data:
        data = data["cards"]
    return read_custom_cards(data, path, rules)


def plain(data: Any) -> Any:
    """YAML data without its line numbers: plain dicts and lists (for a JSON record)."""
    if isinstance(data, dict):
        return {str(k): plain(v) for k, v in data.items()}
    if isinstance(data, list):
        return [plain(v) for v in data]
    return data


def merged(cards: Iterable[CustomCard]) -> list[CustomCard]:
    """Custom cards from several places (two decks' card files, a variant's cards) as one list:
    a card given twice the same way is kept once; two different cards of one name are an
    error (:class:`ValueError`)."""
    out: dict[str, CustomCard] = {}
    for card in cards:
        name = card.record["name"]
        first = out.setdefault(name, card)
        if first is not card and (first.record, first.source) != (card.record, card.source):
            raise ValueError(f"two different custom cards are called '{name}'")
    return list(out.values())


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


def records(cards: Iterable[CustomCard]) -> list[dict[str, Any]]:
    return [c.record for c in cards]
