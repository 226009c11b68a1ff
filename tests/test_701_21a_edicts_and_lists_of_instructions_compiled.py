"""CR 701.21a, 608.2c, 603.4: edicts, lists of instructions in one sentence and conditions with
an upper bound, compiled from real cards' Oracle text and played — Archon of Cruelty ("target
opponent sacrifices a creature or planeswalker, discards a card, and loses 3 life"), Angrath's
Rampage, Faithful Mending ("You gain 2 life, draw two cards, then discard two cards."),
Glimmervoid ("if you control no artifacts, sacrifice {this}") and Edge of Autumn ("If you
control four or fewer lands, search …")."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import lands, pass_until, put, start

pytestmark = needs_full_database


def _in(game: Game, where: Zone, player: str) -> list[str]:
    return sorted(i for i, o in game.objects.items() if o.zone is where and o.owner == player)


def _archon() -> Game:
    game = game_with("Archon of Cruelty")
    lands(game, "Swamp", 8)
    put(game, "Archon of Cruelty", "A", Zone.HAND, "archon")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Llanowar Elves", "B", object_id="elves")
    put(game, "Lava Axe", "B", Zone.HAND, "axe")
    put(game, "Shock", "B", Zone.HAND, "shock")
    start(game)
    take(game, CastSpell("A", "archon"))
    resolve_stack(game)
    return game


def test_701_21a_archon_of_cruelty_the_opponent_chooses_what_to_sacrifice() -> None:
    game = _archon()
    assert game.pending is not None and game.pending.player == "B"
    assert set(game.pending.options) == {"Grizzly Bears (bears)", "Llanowar Elves (elves)"}
    library = len(game.libraries["A"])
    take(game, Choose("B", "Llanowar Elves (elves)"))
    assert (game.get("elves").zone, game.get("bears").zone) == (Zone.GRAVEYARD, Zone.BATTLEFIELD)
    assert (game.players["B"].life, game.players["A"].life) == (17, 23)
    assert len(game.libraries["A"]) == library - 1
    assert game.pending is not None and game.pending.kind is DecisionKind.DISCARD
    assert game.pending.player == "B"


def test_701_21a_archon_of_cruelty_with_nothing_to_sacrifice_the_rest_still_happens() -> None:
    game = game_with("Archon of Cruelty")
    lands(game, "Swamp", 8)
    put(game, "Archon of Cruelty", "A", Zone.HAND, "archon")
    put(game, "Lava Axe", "B", Zone.HAND, "axe")
    start(game)
    take(game, CastSpell("A", "archon"))
    resolve_stack(game)
    assert game.get("axe").zone is Zone.GRAVEYARD  # the only card: no choice to make (701.9b)
    assert (game.players["B"].life, game.players["A"].life) == (17, 23)
    assert [e.detail for e in game.events if e.event == "choose"] == [
        "B controls no such permanent"
    ]


def test_701_21a_angraths_rampage_sacrifices_only_what_the_mode_names() -> None:
    game = game_with("Angrath's Rampage")
    lands(game, "Swamp", 1)
    lands(game, "Mountain", 1)
    put(game, "Angrath's Rampage", "A", Zone.HAND, "rampage")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Mind Stone", "B", object_id="stone")
    start(game)
    take(game, CastSpell("A", "rampage", ("B",), modes=(1,)))  # an artifact
    resolve_stack(game)
    assert game.pending is not None and game.pending.options == ("Mind Stone (stone)",)
    take(game, Choose("B", "Mind Stone (stone)"))
    assert (game.get("stone").zone, game.get("bears").zone) == (Zone.GRAVEYARD, Zone.BATTLEFIELD)


def test_608_2c_faithful_mending_gains_draws_then_discards() -> None:
    game = game_with("Faithful Mending")
    lands(game, "Plains", 1)
    lands(game, "Island", 1)
    put(game, "Faithful Mending", "A", Zone.HAND, "mending")
    put(game, "Shock", "A", Zone.HAND, "shock")
    start(game)
    take(game, CastSpell("A", "mending"))
    resolve_stack(game)
    assert game.players["A"].life == 22
    assert len(_in(game, Zone.HAND, "A")) == 3  # the Shock and the two cards drawn
    assert game.pending is not None and game.pending.kind is DecisionKind.DISCARD
    assert (game.pending.player, game.pending.count) == ("A", 2)


def _glimmervoid(*artifacts: str) -> Game:
    game = game_with("Glimmervoid")
    put(game, "Glimmervoid", "A", object_id="void")
    for index, name in enumerate(artifacts):
        put(game, name, "A", object_id=f"artifact-{index}")
    start(game, Step.POSTCOMBAT_MAIN)
    pass_until(game, Step.END)
    resolve_stack(game)
    return game


def test_603_4_glimmervoid_is_sacrificed_at_the_end_step_without_artifacts() -> None:
    game = _glimmervoid()
    assert game.get("void").zone is Zone.GRAVEYARD


def test_603_4_glimmervoid_stays_with_an_artifact() -> None:
    game = _glimmervoid("Mind Stone")
    assert game.get("void").zone is Zone.BATTLEFIELD
    assert not [i for i in game.stack]


def _edge(land_count: int) -> Game:
    game = game_with("Edge of Autumn")
    lands(game, "Forest", land_count)
    put(game, "Edge of Autumn", "A", Zone.HAND, "edge")
    put(game, "Forest", "A", Zone.LIBRARY, "library-forest")
    start(game)
    take(game, CastSpell("A", "edge"))
    resolve_stack(game)
    return game


def test_608_2c_edge_of_autumn_searches_with_four_lands() -> None:
    game = _edge(4)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.choices_waiting[0]["choice"] == "search"


def test_608_2c_edge_of_autumn_does_nothing_with_five_lands() -> None:
    game = _edge(5)
    assert not game.choices_waiting
    assert game.get("library-forest").zone is Zone.LIBRARY
    assert game.get("edge").zone is Zone.GRAVEYARD
