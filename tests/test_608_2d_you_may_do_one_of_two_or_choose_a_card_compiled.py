"""CR 608.2d, 701.21a, 406.2: optional instructions with a choice, compiled from real cards'
Oracle text and played — Highway Robbery ("You may discard a card or sacrifice a land. If you
do, draw two cards.") and Masked Vandal ("you may exile a creature card from your graveyard.
If you do, exile target artifact or enchantment an opponent controls.")."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _options(game: Game) -> set[str]:
    return {a.value for a in game.legal_actions() if isinstance(a, Choose)}


def _robbery() -> Game:
    game = game_with("Highway Robbery")
    lands(game, "Mountain", 2)
    put(game, "Highway Robbery", "A", Zone.HAND, "robbery")
    put(game, "Shock", "A", Zone.HAND, "shock")
    start(game)
    take(game, CastSpell("A", "robbery"))
    resolve_stack(game)
    return game


def test_608_2d_highway_robbery_offers_a_discard_a_land_or_nothing() -> None:
    game = _robbery()
    assert _options(game) == {
        "discard Shock", "sacrifice Mountain (mountain-1)", "sacrifice Mountain (mountain-2)",
        "don't",
    }  # fmt: skip


def test_701_21a_highway_robbery_sacrifices_the_land_chosen_then_draws_two() -> None:
    game = _robbery()
    library = len(game.libraries["A"])
    take(game, Choose("A", "sacrifice Mountain (mountain-2)"))
    assert game.get("mountain-2").zone is Zone.GRAVEYARD
    assert game.get("shock").zone is Zone.HAND
    assert len(game.libraries["A"]) == library - 2


def test_608_2d_highway_robbery_discards_instead_then_draws_two() -> None:
    game = _robbery()
    library = len(game.libraries["A"])
    take(game, Choose("A", "discard Shock"))
    assert game.get("shock").zone is Zone.GRAVEYARD
    assert {game.get("mountain-1").zone, game.get("mountain-2").zone} == {Zone.BATTLEFIELD}
    assert len(game.libraries["A"]) == library - 2


def test_608_2d_highway_robbery_declined_draws_nothing() -> None:
    game = _robbery()
    library = len(game.libraries["A"])
    take(game, Choose("A", "don't"))
    assert len(game.libraries["A"]) == library
    assert game.get("shock").zone is Zone.HAND


def _vandal(*graveyard: str) -> Game:
    game = game_with("Masked Vandal")
    lands(game, "Forest", 2)
    put(game, "Masked Vandal", "A", Zone.HAND, "vandal")
    for index, name in enumerate(graveyard):
        put(game, name, "A", Zone.GRAVEYARD, f"dead-{index}")
    put(game, "Mind Stone", "B", object_id="stone")
    start(game)
    take(game, CastSpell("A", "vandal"))
    resolve_stack(game)
    return game


def test_406_2_masked_vandal_exiles_a_creature_card_then_the_artifact() -> None:
    game = _vandal("Grizzly Bears", "Shock")
    assert _options(game) == {"exile Grizzly Bears", "don't"}  # only a creature card
    take(game, Choose("A", "exile Grizzly Bears"))
    assert game.get("dead-0").zone is Zone.EXILE
    assert game.get("dead-1").zone is Zone.GRAVEYARD
    assert game.get("stone").zone is Zone.EXILE


def test_608_2d_masked_vandal_declined_leaves_the_artifact() -> None:
    game = _vandal("Grizzly Bears")
    take(game, Choose("A", "don't"))
    assert game.get("dead-0").zone is Zone.GRAVEYARD
    assert game.get("stone").zone is Zone.BATTLEFIELD


def test_608_2d_masked_vandal_without_a_creature_card_does_nothing() -> None:
    game = _vandal("Shock")
    assert not game.choices_waiting
    assert game.get("stone").zone is Zone.BATTLEFIELD
    assert [e.detail for e in game.events if e.event == "may"] == ["A can't do it: nothing is done"]
