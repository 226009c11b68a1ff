"""Real cards compiled from their Oracle text, for the tests of instructions about hands,
libraries, graveyards and turns: their records (the facts of the cards) and a game in A's
precombat main phase to cast them in."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start


def card(name: str, cost: str | None, types: list[str], text: str, **more: Any) -> dict[str, Any]:
    colors = [c for c in "WUBRG" if c in (cost or "")]  # CR 202.2: from the mana cost
    face = {"name": name, "mana_cost": cost, "types": types, "oracle_text": text,
            "colors": colors, **more}  # fmt: skip
    return {"name": name, "faces": [face]}


COMPILED = [
    card("Thoughtseize", "{B}", ["Sorcery"],
         "Target player reveals their hand. You choose a nonland card from it. That player "
         "discards that card. You lose 2 life."),
    card("Gitaxian Probe", "{U/P}", ["Sorcery"],
         "({U/P} can be paid with either {U} or 2 life.)\nLook at target player's hand.\n"
         "Draw a card."),
    card("Time Walk", "{1}{U}", ["Sorcery"], "Take an extra turn after this one."),
    card("Stock Up", "{2}{U}", ["Sorcery"],
         "Look at the top five cards of your library. Put two of them into your hand and the "
         "rest on the bottom of your library in any order."),
    card("Sleight of Hand", "{U}", ["Sorcery"],
         "Look at the top two cards of your library. Put one of them into your hand and the "
         "other on the bottom of your library."),
    card("Vampiric Tutor", "{B}", ["Instant"],
         "Search your library for a card, then shuffle and put that card on top. You lose 2 "
         "life."),
    card("Mystical Tutor", "{U}", ["Instant"],
         "Search your library for an instant or sorcery card, reveal it, then shuffle and put "
         "that card on top."),
    card("Merchant Scroll", "{1}{U}", ["Sorcery"],
         "Search your library for a blue instant card, reveal that card, put it into your "
         "hand, then shuffle."),
    card("Swords to Plowshares", "{W}", ["Instant"],
         "Exile target creature. Its controller gains life equal to its power."),
    card("Abrupt Decay", "{B}{G}", ["Instant"],
         "This spell can't be countered.\nDestroy target nonland permanent with mana value 3 "
         "or less."),
    card("Soul-Guide Lantern", "{1}", ["Artifact"],
         "When Soul-Guide Lantern enters, exile target card from a graveyard.\n{T}, Sacrifice "
         "Soul-Guide Lantern: Exile each opponent's graveyard.\n{1}, {T}, Sacrifice Soul-Guide "
         "Lantern: Draw a card."),
    card("Bojuka Bog", None, ["Land"],
         "Bojuka Bog enters tapped.\nWhen Bojuka Bog enters, exile target player's graveyard.\n"
         "{T}: Add {B}."),
    card("Grim Monolith", "{2}", ["Artifact"],
         "Grim Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{4}: Untap "
         "Grim Monolith."),
]  # fmt: skip
"""The cards these tests compile."""

COMPILED.append(
    card("Fabled Passage", None, ["Land"],
         "{T}, Sacrifice Fabled Passage: Search your library for a basic land card, put it onto "
         "the battlefield tapped, then shuffle. Then if you control four or more lands, untap "
         "that land.")
)  # fmt: skip

COMPILED.append(
    card("Mishra's Bauble", "{0}", ["Artifact"],
         "{T}, Sacrifice Mishra's Bauble: Look at the top card of target player's library. Draw "
         "a card at the beginning of the next turn's upkeep.")
)  # fmt: skip

COMPILED += [
    card("Duress", "{B}", ["Sorcery"],
         "Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
         "That player discards that card."),
    card("Inquisition of Kozilek", "{B}", ["Sorcery"],
         "Target player reveals their hand. You choose a nonland card from it with mana value 3 "
         "or less. That player discards that card."),
]  # fmt: skip

COMPILED += [
    card("Boomerang Basics", "{U}", ["Sorcery"],
         "Return target nonland permanent to its owner's hand. If you controlled that permanent, "
         "draw a card."),
    card("Sensei's Divining Top", "{1}", ["Artifact"],
         "{1}: Look at the top three cards of your library, then put them back in any order.\n"
         "{T}: Draw a card, then put Sensei's Divining Top on top of its owner's library."),
    card("Hurkyl's Recall", "{1}{U}", ["Instant"],
         "Return all artifacts target player owns to their hand."),
    card("Zombify", "{3}{B}", ["Sorcery"],
         "Return target creature card from your graveyard to the battlefield."),
]  # fmt: skip

COMPILED += [
    card("Path to Exile", "{W}", ["Instant"],
         "Exile target creature. Its controller may search their library for a basic land card, "
         "put that card onto the battlefield tapped, then shuffle."),
    card("Assassin's Trophy", "{B}{G}", ["Instant"],
         "Destroy target permanent an opponent controls. Its controller may search their "
         "library for a basic land card, put it onto the battlefield, then shuffle."),
]  # fmt: skip

COMPILED.append(
    card("Reanimate", "{B}", ["Sorcery"],
         "Put target creature card from a graveyard onto the battlefield under your control. "
         "You lose life equal to its mana value.")
)  # fmt: skip

COMPILED += [
    card("Growth Spiral", "{G}{U}", ["Instant"],
         "Draw a card. You may put a land card from your hand onto the battlefield."),
    card("Cultivate", "{2}{G}", ["Sorcery"],
         "Search your library for up to two basic land cards, reveal those cards, put one onto "
         "the battlefield tapped and the other into your hand, then shuffle."),
    card("Farseek", "{1}{G}", ["Sorcery"],
         "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the "
         "battlefield tapped, then shuffle."),
    card("Beast Within", "{2}{G}", ["Instant"],
         "Destroy target permanent. Its controller creates a 3/3 green Beast creature token."),
    card("Into the Roil", "{1}{U}", ["Instant"],
         "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nReturn "
         "target nonland permanent to its owner's hand. If Into the Roil was kicked, draw a card."),
]  # fmt: skip

COMPILED += [
    card("Consider", "{U}", ["Instant"],
         "Look at the top card of your library. You may put that card into your graveyard.\n"
         "Draw a card."),
    card("Noxious Revival", "{G/P}", ["Instant"],
         "({G/P} can be paid with either {G} or 2 life.)\nPut target card from a graveyard on "
         "top of its owner's library."),
    card("Geier Reach Sanitarium", None, ["Land"], "{T}: Add {C}.\n{2}, {T}: Each player draws "
         "a card, then discards a card.", supertypes=["Legendary"]),
    card("Pyroclasm", "{1}{R}", ["Sorcery"], "Pyroclasm deals 2 damage to each creature."),
]  # fmt: skip

OTHERS = [
    card("Grizzly Bears", "{1}{G}", ["Creature"], "", subtypes=["Bear"], power="2", toughness="2"),
    card("Hill Giant", "{3}{R}", ["Creature"], "", subtypes=["Giant"], power="3", toughness="3"),
    card("Colossal Dreadmaw", "{4}{G}{G}", ["Creature"], "Trample", subtypes=["Dinosaur"],
         power="6", toughness="6"),
    card("Lightning Bolt", "{R}", ["Instant"], "Lightning Bolt deals 3 damage to any target."),
    card("Counterspell", "{U}{U}", ["Instant"], "Counter target spell."),
    card("Giant Growth", "{G}", ["Instant"], "Target creature gets +3/+3 until end of turn."),
    card("Mind Stone", "{2}", ["Artifact"], "{T}: Add {C}."),
    card("Watery Grave", None, ["Land"], "({T}: Add {U} or {B}.)", subtypes=["Island", "Swamp"]),
    *(
        card(n, None, ["Land"], "", supertypes=["Basic"], subtypes=[n])
        for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")
    ),
]  # fmt: skip

BASICS = {
    "W": "Plains",
    "U": "Island",
    "B": "Swamp",
    "R": "Mountain",
    "G": "Forest",
    "C": "Mind Stone",
}


def definitions_of(records: list[dict[str, Any]]) -> dict[str, Any]:
    """The bundled definitions, and those of ``records`` compiled from their Oracle text (each
    must be supported in full)."""
    compiled = {}
    for record in records:
        result = compile_card(record)
        assert result.definition is not None, result.why()
        compiled[result.definition.card] = result.definition
    return {**bundled_definitions(), **compiled}


_DEFINITIONS = definitions_of(COMPILED)
DATABASE = CardDatabase.from_records([*COMPILED, *OTHERS])


def game_in_main_phase(
    database: CardDatabase,
    found: Mapping[str, Any],
    cards: Mapping[str, str] | None = None,
    *,
    hand: Mapping[str, str] | None = None,
    mana: str = "",
    library: list[str] | None = None,
    theirs: Mapping[str, str] | None = None,
    their_hand: Mapping[str, str] | None = None,
    their_graveyard: Mapping[str, str] | None = None,
    graveyard: Mapping[str, str] | None = None,
) -> Game:
    """A game of ``database`` with the definitions ``found`` in A's precombat main phase (turn
    2) with these cards (id → name); A's library is ``library`` (top first; ids are the names in
    lower case with a number), B's ten Islands."""
    game = Game(("A", "B"), database, dict(found))
    for player, zone, cards_there in (
        ("A", Zone.BATTLEFIELD, cards), ("A", Zone.HAND, hand), ("A", Zone.GRAVEYARD, graveyard),
        ("B", Zone.BATTLEFIELD, theirs), ("B", Zone.HAND, their_hand),
        ("B", Zone.GRAVEYARD, their_graveyard),
    ):  # fmt: skip
        for object_id, name in (cards_there or {}).items():
            put(game, name, player, zone, object_id)
    for symbol in dict.fromkeys(mana):
        lands(game, BASICS[symbol], mana.count(symbol), "A", f"A-{symbol}")
    for index, name in enumerate(library or ["Island"] * 10):
        put(game, name, "A", Zone.LIBRARY, f"{name.lower().replace(' ', '-')}-{index + 1}")
    for index in range(10):
        put(game, "Island", "B", Zone.LIBRARY, f"b-island-{index + 1}")
    return start(game, library=None)


def main_phase(cards: Mapping[str, str] | None = None, **zones: Any) -> Game:
    """:func:`game_in_main_phase` with these tests' cards."""
    return game_in_main_phase(DATABASE, _DEFINITIONS, cards, **zones)
