"""Real cards with keyword abilities (CR 702), compiled from their Oracle text as the card data
prints it, and a game to play them in: A's precombat main phase of turn 2, with basic lands and
libraries of Islands. Cards without rules text of their own are vanilla."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import CardDefinition, bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, start


def card(name: str, types: list[str], cost: str, text: str, **more: Any) -> dict[str, Any]:
    """A card record with one face."""
    face = {"name": name, "types": types, "mana_cost": cost, "oracle_text": text, **more}
    return {"name": name, "faces": [face]}


def creature(name: str, cost: str, text: str, pt: str, subtypes: list[str]) -> dict[str, Any]:
    power, toughness = pt.split("/")
    return card(name, ["Creature"], cost, text, power=power, toughness=toughness, subtypes=subtypes)


COMPILED = [
    creature("Monastery Swiftspear", "{R}", "Haste\nProwess", "1/2", ["Human", "Monk"]),
    card(
        "Lorien Revealed",
        ["Sorcery"],
        "{3}{U}{U}",
        "Draw three cards.\nIslandcycling {1} ({1}, Discard this card: Search your library for "
        "an Island card, reveal it, put it into your hand, then shuffle.)",
    ),
    card(
        "Raugrin Triome",
        ["Land"],
        "",
        "({T}: Add {U}, {R}, or {W}.)\nRaugrin Triome enters tapped.\nCycling {3} ({3}, "
        "Discard this card: Draw a card.)",
        subtypes=["Island", "Mountain", "Plains"],
    ),
    creature(
        "Street Wraith",
        "{3}{B}{B}",
        "Swampwalk (This creature can't be blocked as long as defending player controls a "
        "Swamp.)\nCycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)",
        "3/4",
        ["Wraith"],
    ),
    card(
        "Faithless Looting",
        ["Sorcery"],
        "{R}",
        "Draw two cards, then discard two cards.\nFlashback {2}{R} (You may cast this card "
        "from your graveyard for its flashback cost. Then exile it.)",
    ),
    card(
        "Lava Dart",
        ["Instant"],
        "{R}",
        "Lava Dart deals 1 damage to any target.\nFlashback—Sacrifice a Mountain. (You may "
        "cast this card from your graveyard for its flashback cost. Then exile it.)",
    ),
    card(
        "Treasure Cruise",
        ["Sorcery"],
        "{7}{U}",
        "Delve (Each card you exile from your graveyard while casting this spell pays for "
        "{1}.)\nDraw three cards.",
    ),
    card(
        "Thoughtcast",
        ["Sorcery"],
        "{4}{U}",
        "Affinity for artifacts (This spell costs {1} less to cast for each artifact you "
        "control.)\nDraw two cards.",
    ),
    card(
        "Tendrils of Agony",
        ["Sorcery"],
        "{2}{B}{B}",
        "Target player loses 2 life and you gain 2 life.\nStorm (When you cast this spell, "
        "copy it for each spell cast before it this turn. You may choose new targets for the "
        "copies.)",
    ),
    card(
        "Brain Freeze",
        ["Instant"],
        "{1}{U}",
        "Target player mills three cards.\nStorm (When you cast this spell, copy it for each "
        "spell cast before it this turn. You may choose new targets for the copies.)",
    ),
    card("Lightning Bolt", ["Instant"], "{R}", "Lightning Bolt deals 3 damage to any target."),
    card(
        "Fiery Temper",
        ["Instant"],
        "{1}{R}{R}",
        "Fiery Temper deals 3 damage to any target.\nMadness {R} (If you discard this card, "
        "discard it into exile. When you do, cast it for its madness cost or put it into your "
        "graveyard.)",
    ),
    creature(
        "Kitchen Imp",
        "{3}{B}",
        "Flying\nMadness {B} (If you discard this card, discard it into exile. When you do, cast "
        "it for its madness cost or put it into your graveyard.)",
        "2/2",
        ["Imp"],
    ),
]
"""The cards played here, compiled from their Oracle text."""

COMPILED += [
    creature(
        "Colossal Skyturtle",
        "{6}{G}{U}",
        "Flying, ward {2}\nChannel — {2}{G}, Discard Colossal Skyturtle: Return target card from "
        "your graveyard to your hand.\nChannel — {1}{U}, Discard Colossal Skyturtle: Return "
        "target creature to its owner's hand.",
        "6/5",
        ["Turtle"],
    ),
    card(
        "Otawara, Soaring City",
        ["Land"],
        "",
        "{T}: Add {U}.\nChannel — {3}{U}, Discard Otawara, Soaring City: Return target artifact, "
        "creature, enchantment, or planeswalker to its owner's hand. This ability costs {1} less "
        "to activate for each legendary creature you control.",
        supertypes=["Legendary"],
    ),
]

VANILLA = [
    card(
        "Isamaru, Hound of Konda",
        ["Creature"],
        "{W}",
        "",
        power="2",
        toughness="2",
        supertypes=["Legendary"],
        subtypes=["Dog"],
    ),
    creature("Hill Giant", "{3}{R}", "", "3/3", ["Giant"]),
    card(
        "Ornithopter",
        ["Artifact", "Creature"],
        "{0}",
        "Flying",
        power="0",
        toughness="2",
        subtypes=["Thopter"],
    ),
    card("Chromatic Star", ["Artifact"], "{1}", ""),
    *(
        card(n, ["Land"], "", "", supertypes=["Basic"], subtypes=[n])
        for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")
    ),
]


def compiled() -> dict[str, CardDefinition]:
    """The definitions of :data:`COMPILED`, each from its Oracle text (every line supported)."""
    found = {}
    for record in COMPILED:
        result = compile_card(record)
        assert result.definition is not None, result.why()
        found[result.definition.card] = result.definition
    return found


def game_with(
    battlefield: dict[str, str] | None = None,
    hand: dict[str, str] | None = None,
    graveyard: dict[str, str] | None = None,
    theirs: dict[str, str] | None = None,
    their_hand: dict[str, str] | None = None,
    *,
    active: str = "A",
) -> Game:
    """The ``active`` player's precombat main phase, turn 2: A's permanents, hand and graveyard
    (id → name), B's permanents and hand; both libraries of ten Islands."""
    database = CardDatabase.from_records([*COMPILED, *VANILLA])
    game = Game(("A", "B"), database, {**bundled_definitions(), **compiled()})
    for cards, owner, where in (
        (battlefield, "A", Zone.BATTLEFIELD),
        (hand, "A", Zone.HAND),
        (graveyard, "A", Zone.GRAVEYARD),
        (theirs, "B", Zone.BATTLEFIELD),
        (their_hand, "B", Zone.HAND),
    ):
        for object_id, name in (cards or {}).items():
            put(game, name, owner, where, object_id)
    return start(game, active=active)
