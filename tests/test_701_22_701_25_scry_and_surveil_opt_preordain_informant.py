"""CR 701.22 (scry) and 701.25 (surveil) in play, on cards compiled from their Oracle text:
Opt ("Scry 1. / Draw a card."), Preordain ("Scry 2, then draw a card."), Dimir Informant
("When Dimir Informant enters the battlefield, surveil 2.") and Ponder (put the top three back
in any order, then "You may shuffle.", 701.24a); Brainstorm puts two cards of the player's
choice from their hand back on top, in the order they choose. The player chooses where each card
goes among every arrangement, before anyone gets priority, and the draw waits for that choice
(608.2c: in order)."""

from __future__ import annotations

from typing import Any

import pytest

from in_play import take
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.library import TooManyCards, arrangements
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game, IllegalAction
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority, put, start


def _card(name: str, cost: str, types: list[str], text: str, **more: Any) -> dict[str, Any]:
    face = {"name": name, "mana_cost": cost, "types": types, "oracle_text": text, **more}
    return {"name": name, "faces": [face]}


def _basic(name: str) -> dict[str, Any]:
    return _card(name, "", ["Land"], "", supertypes=["Basic"], subtypes=[name])


CARDS = [
    _card("Opt", "{U}", ["Instant"], "Scry 1.\nDraw a card."),
    _card("Preordain", "{U}", ["Sorcery"], "Scry 2, then draw a card."),
    _card(
        "Ponder", "{U}", ["Sorcery"],
        "Look at the top three cards of your library, then put them back in any order. You may "
        "shuffle.\nDraw a card.",
    ),
    _card(
        "Brainstorm", "{U}", ["Instant"],
        "Draw three cards, then put two cards from your hand on top of your library in any "
        "order.",
    ),
    _card(
        "Dimir Informant", "{2}{U}", ["Creature"],
        "When Dimir Informant enters the battlefield, surveil 2.",
        subtypes=["Human", "Rogue"], power="1", toughness="4",
    ),
    *(_basic(n) for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")),
]  # fmt: skip


def _game(library: tuple[str, ...]) -> Game:
    compiled = {}
    for record in CARDS[:5]:
        definition = compile_card(record).definition
        assert definition is not None, compile_card(record).why()
        compiled[definition.card] = definition
    game = Game(("A", "B"), CardDatabase.from_records(CARDS), {**bundled_definitions(), **compiled})
    for i in range(3):
        put(game, "Island", "A", object_id=f"island-{i}")
    for name in ("Opt", "Preordain", "Ponder", "Brainstorm", "Dimir Informant"):
        put(game, name, "A", Zone.HAND, name.lower().split()[0])
    for name in library:
        put(game, name, "A", Zone.LIBRARY, name.lower())  # each at the bottom: in this order
    start(game, library=None)
    for _ in range(3):
        put(game, "Plains", "B", Zone.LIBRARY)
    return game


def _cast(game: Game, card: str) -> None:
    take(game, CastSpell("A", card))
    pass_priority(game)
    pass_priority(game)


def _hand(game: Game) -> set[str]:
    return {i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A"}


def test_701_22a_opt_offers_the_top_card_on_top_or_on_the_bottom_before_the_draw() -> None:
    game = _game(("swamp", "mountain", "forest"))
    _cast(game, "opt")
    decision = game.pending
    assert decision is not None and decision.kind is DecisionKind.CHOOSE
    assert decision.player == "A"
    assert decision.options == ("on the bottom: Swamp", "on top: Swamp")
    assert "swamp" not in _hand(game) and "mountain" not in _hand(game)  # the draw waits


def test_701_22a_opt_puts_the_card_on_the_bottom_then_draws_the_next() -> None:
    game = _game(("swamp", "mountain", "forest"))
    _cast(game, "opt")
    take(game, Choose("A", "on the bottom: Swamp"))
    assert "mountain" in _hand(game)
    assert game.libraries["A"] == ["forest", "swamp"]
    assert game.get("opt").zone is Zone.GRAVEYARD
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY


def test_701_22a_opt_keeping_the_card_on_top_draws_it() -> None:
    game = _game(("swamp", "mountain", "forest"))
    _cast(game, "opt")
    take(game, Choose("A", "on top: Swamp"))
    assert "swamp" in _hand(game)
    assert game.libraries["A"] == ["mountain", "forest"]


def test_701_22a_preordain_offers_every_order_of_top_and_bottom() -> None:
    game = _game(("swamp", "mountain", "forest"))
    _cast(game, "preordain")
    assert game.pending is not None
    assert game.pending.options == (
        "on the bottom: Swamp, Mountain",
        "on the bottom: Mountain, Swamp",
        "on top: Mountain; on the bottom: Swamp",
        "on top: Swamp; on the bottom: Mountain",
        "on top: Swamp, Mountain",
        "on top: Mountain, Swamp",
    )
    take(game, Choose("A", "on top: Mountain; on the bottom: Swamp"))
    assert "mountain" in _hand(game)
    assert game.libraries["A"] == ["forest", "swamp"]


def test_701_22a_both_on_the_bottom_in_the_chosen_order() -> None:
    game = _game(("swamp", "mountain", "forest"))
    _cast(game, "preordain")
    take(game, Choose("A", "on the bottom: Mountain, Swamp"))
    assert "forest" in _hand(game)
    assert game.libraries["A"] == ["mountain", "swamp"]  # Swamp went last: lowest


def test_701_25a_dimir_informant_surveils_two_into_the_graveyard_or_back_on_top() -> None:
    game = _game(("swamp", "mountain", "forest"))
    _cast(game, "dimir")  # the creature spell resolves; its trigger goes on the stack
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == (
        "into the graveyard: Swamp, Mountain",
        "on top: Mountain; into the graveyard: Swamp",
        "on top: Swamp; into the graveyard: Mountain",
        "on top: Swamp, Mountain",
        "on top: Mountain, Swamp",
    )
    take(game, Choose("A", "on top: Mountain; into the graveyard: Swamp"))
    assert game.get("swamp").zone is Zone.GRAVEYARD
    assert game.libraries["A"] == ["mountain", "forest"]
    rules = [e.rule for e in game.events if e.event == "surveil"]
    assert rules == ["701.25a", "701.25a"]


def test_701_22a_an_arrangement_not_offered_can_t_be_chosen() -> None:
    game = _game(("swamp", "mountain", "forest"))
    _cast(game, "opt")
    with pytest.raises(IllegalAction, match=r"\(CR 701\.22a\)"):
        game.check(Choose("A", "on top: Forest"))


def test_701_22a_scry_with_an_empty_library_looks_at_nothing_and_the_draw_follows() -> None:
    game = _game(())
    _cast(game, "opt")  # nothing to choose; the draw from the empty library loses (704.5b)
    assert [e.detail for e in game.events if e.event == "scry"] == [
        "A looks at the top 0 of their library"
    ]
    assert game.over and game.players["A"].lost


def test_701_22a_more_cards_than_the_arrangements_offered_are_refused() -> None:
    game = _game(tuple(n.lower() for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")))
    with pytest.raises(TooManyCards, match="scry 6"):
        arrangements(game, "scry", [*game.libraries["A"], "opt"])


def test_608_2c_701_24a_ponder_orders_the_top_three_then_may_shuffle_then_draws() -> None:
    game = _game(("swamp", "mountain", "forest", "island"))
    _cast(game, "ponder")
    assert game.pending is not None
    assert game.pending.options == (
        "on top: Swamp, Mountain, Forest",
        "on top: Swamp, Forest, Mountain",
        "on top: Mountain, Swamp, Forest",
        "on top: Mountain, Forest, Swamp",
        "on top: Forest, Swamp, Mountain",
        "on top: Forest, Mountain, Swamp",
    )
    take(game, Choose("A", "on top: Forest, Swamp, Mountain"))
    assert game.pending is not None
    assert game.pending.options == ("shuffle", "don't shuffle")
    assert "forest" not in _hand(game)
    take(game, Choose("A", "don't shuffle"))
    assert "forest" in _hand(game)
    assert game.libraries["A"] == ["swamp", "mountain", "island"]
    assert not [e for e in game.events if e.event == "shuffle"]


def test_701_24a_ponder_may_shuffle_away_the_arranged_cards() -> None:
    game = _game(("swamp", "mountain", "forest", "island"))
    _cast(game, "ponder")
    take(game, Choose("A", "on top: Forest, Swamp, Mountain"))
    take(game, Choose("A", "shuffle"))
    assert [e.rule for e in game.events if e.event == "shuffle"] == ["701.24a"]
    assert len(_hand(game) & {"swamp", "mountain", "forest", "island"}) == 1
    assert len(game.libraries["A"]) == 3


def test_608_2c_brainstorm_draws_three_then_puts_back_two_chosen_cards_in_order() -> None:
    game = _game(("swamp", "mountain", "forest", "island"))
    _cast(game, "brainstorm")
    assert {"swamp", "mountain", "forest"} <= _hand(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert len(game.pending.options) == 7 * 6  # two of seven cards in hand, in order
    assert "on top: Opt, Swamp" in game.pending.options
    take(game, Choose("A", "on top: Opt, Swamp"))
    assert game.libraries["A"] == ["opt", "swamp", "island"]
    assert _hand(game) == {"preordain", "ponder", "dimir", "mountain", "forest"}
