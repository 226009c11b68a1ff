"""CR 701.23 (search) and 701.24 (shuffle) on lands compiled from their Oracle text: Polluted
Delta ("{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or Swamp
card, put it onto the battlefield, then shuffle.") finds a card with either land type, basic or
not (205.3i); Evolving Wilds finds a basic land and puts it onto the battlefield tapped."""

from __future__ import annotations

from typing import Any

from in_play import take
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import ActivateAbility, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority, put, start


def _card(name: str, types: list[str], text: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "faces": [{"name": name, "types": types, "oracle_text": text, **more}]}


DELTA = _card(
    "Polluted Delta", ["Land"],
    "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or Swamp "
    "card, put it onto the battlefield, then shuffle.",
)  # fmt: skip
WILDS = _card(
    "Evolving Wilds", ["Land"],
    "{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the "
    "battlefield tapped, then shuffle.",
)  # fmt: skip
CARDS = [
    DELTA,
    WILDS,
    _card("Watery Grave", ["Land"], "({T}: Add {U} or {B}.)", subtypes=["Island", "Swamp"]),
    _card("Hill Giant", ["Creature"], "", subtypes=["Giant"], power="3", toughness="3"),
    *(
        _card(n, ["Land"], "", supertypes=["Basic"], subtypes=[n])
        for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")
    ),
]


def _game() -> Game:
    compiled = {}
    for record in (DELTA, WILDS):
        definition = compile_card(record).definition
        assert definition is not None, compile_card(record).why()
        compiled[definition.card] = definition
    game = Game(("A", "B"), CardDatabase.from_records(CARDS), {**bundled_definitions(), **compiled})
    put(game, "Polluted Delta", "A", object_id="delta")
    put(game, "Evolving Wilds", "A", object_id="wilds")
    for name in ("Watery Grave", "Mountain", "Hill Giant", "Forest"):
        put(game, name, "A", Zone.LIBRARY, name.lower().replace(" ", "-"))
    start(game, library=None)
    for _ in range(3):
        put(game, "Plains", "B", Zone.LIBRARY)
    return game


def _activate(game: Game, source: str) -> None:
    take(game, ActivateAbility("A", source, 1, ()))
    pass_priority(game)
    pass_priority(game)


def test_701_23a_polluted_delta_costs_a_life_and_itself_and_finds_an_island_or_swamp() -> None:
    game = _game()
    _activate(game, "delta")
    assert game.players["A"].life == 19
    assert game.get("delta").zone is Zone.GRAVEYARD
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == ("find nothing", "Watery Grave onto the battlefield")
    take(game, Choose("A", "Watery Grave onto the battlefield"))
    grave = game.get("watery-grave")
    assert grave.zone is Zone.BATTLEFIELD and not grave.tapped
    assert sorted(game.libraries["A"]) == ["forest", "hill-giant", "mountain"]
    assert [e.rule for e in game.events if e.event == "shuffle"] == ["701.24a"]


def test_701_23a_evolving_wilds_puts_a_basic_land_onto_the_battlefield_tapped() -> None:
    game = _game()
    _activate(game, "wilds")
    assert game.players["A"].life == 20
    assert game.pending is not None
    assert game.pending.options == (
        "find nothing",
        "Forest onto the battlefield tapped",
        "Mountain onto the battlefield tapped",
    )  # Watery Grave isn't basic; Hill Giant isn't a land
    take(game, Choose("A", "Mountain onto the battlefield tapped"))
    assert game.get("mountain").zone is Zone.BATTLEFIELD and game.get("mountain").tapped
    assert game.get("wilds").zone is Zone.GRAVEYARD
