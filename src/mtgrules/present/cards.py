"""What the command line and the workbench say of a card: its printed data in English and
Japanese with its support status (``mtgrules card --json``, ``/api/card``), the definitions a
game with some custom cards and variants plays with, and why a card is or isn't played
(``card --why``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import Card, CardDatabase, Face

if TYPE_CHECKING:
    from mtgrules.game.decks import Decklist

__all__ = ["card_data", "chooses", "deck_database", "definitions_with", "face_data", "why"]


def face_data(face: Face) -> dict[str, object]:
    line = face.parsed_type_line_or_none()
    return {
        "name": face.name,
        "name_ja": face.name_ja,
        "mana_cost": face.mana_cost,
        "colors": list(face.colors),
        "type_line": line.english() if line else face.type_line,
        "type_line_ja": line.japanese() if line else None,
        "type_line_ja_printed": face.type_line_ja,
        "supertypes": list(face.supertypes),
        "types": list(face.types),
        "subtypes": list(face.subtypes),
        "power": face.power,
        "toughness": face.toughness,
        "loyalty": face.loyalty,
        "defense": face.defense,
        "oracle_text": face.oracle_text,
        "text_ja": face.text_ja,
        "name_ja_alternatives": list(face.name_ja_alternatives),
    }


def card_data(card: Card, definitions: dict[str, Any] | None = None) -> dict[str, object]:
    """A card as ``mtgrules card --json`` prints it, with its support status by ``definitions``
    (by default the engine's; a variant's cards need the variant's)."""
    from mtgrules.cards.support import known_definitions, support

    definitions = known_definitions() if definitions is None else definitions
    return {
        "name": card.name,
        "name_ja": card.name_ja,
        "layout": card.layout,
        "faces": [face_data(face) for face in card.faces],
        "support": support(card, definitions.get(card.name)).as_dict(),
        "chooses": chooses(card, definitions),
    }


def chooses(card: Card, definitions: dict[str, Any]) -> str | None:
    """What the card chooses as it enters the battlefield (CR 614.12: ``creature_type``,
    ``color``, ``card_name``, ``basic_land_type``), by the definition it is played with; None
    when it chooses nothing (or isn't played)."""
    definition = definitions.get(card.name)
    if definition is None:
        return None
    face = definition.face(card.faces[0].name)
    return next((str(spec) for kind, spec in face.as_enters if kind == "choose"), None)


def definitions_with(custom: Any, variants: Any) -> dict[str, Any]:
    """The definitions a game with these custom cards and variants plays with."""
    from mtgrules.cards.custom import merged
    from mtgrules.cards.support import known_definitions
    from mtgrules.variants import custom_cards, ruleset

    extra = merged([*custom_cards(tuple(variants), ruleset(tuple(variants))), *custom])
    return {**known_definitions(), **{c.definition.card: c.definition for c in extra}}


def deck_database(deck: Decklist) -> CardDatabase:
    """The database a deck's names are found in: its variants' cards and custom cards too."""
    from mtgrules.cards.custom import merged
    from mtgrules.variants import custom_cards, ruleset

    variants = tuple(deck.variants)
    extra = merged([*custom_cards(variants, ruleset(variants)), *deck.custom_cards])
    database = bundled_database()
    return database.with_cards(c.record for c in extra) if extra else database


def why(found: Card, definitions: dict[str, Any]) -> dict[str, str]:
    """``card --why``: which definition plays the card (hand-written, compiled from its Oracle
    text, or none), and the Oracle compiler's reading of it, line by line."""
    from mtgrules.cards.database import record_of
    from mtgrules.cards.oracle import compile_card

    compiled = compile_card(record_of(found))
    definition = definitions.get(found.name)
    if definition is not None and definition.path and not definition.path.startswith("<oracle:"):
        source = f"played by its hand-written definition ({definition.path})"
    elif definition is not None:
        source = "played by its definition compiled from its Oracle text"
    else:
        source = "no definition plays it"
    return {"definition": f"{found.name}: {source}", "compiler": compiled.why()}
