"""CR 701.9a, 401.4, 121.1, 120.3: any number of cards traded for as many, compiled from real
cards' Oracle text and played — Cavalier of Flame ("discard any number of cards, then draw that
many cards"; "When {this} dies, it deals X damage to each opponent and each planeswalker they
control, where X is the number of land cards in your graveyard") and Valakut Awakening ("Put any
number of cards from your hand on the bottom of your library, then draw that many cards plus
one.")."""

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


def _hand(game: Game, player: str = "A") -> list[str]:
    return sorted(i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == player)


def _cavalier() -> Game:
    game = game_with("Cavalier of Flame")
    lands(game, "Mountain", 5)
    put(game, "Cavalier of Flame", "A", Zone.HAND, "cavalier")
    put(game, "Shock", "A", Zone.HAND, "shock")
    put(game, "Lava Axe", "A", Zone.HAND, "axe")
    put(game, "Murder", "A", Zone.HAND, "murder")
    start(game)
    take(game, CastSpell("A", "cavalier"))
    resolve_stack(game)
    return game


def test_701_9a_cavalier_of_flame_discards_the_cards_chosen_then_draws_as_many() -> None:
    game = _cavalier()
    assert _options(game) == {"discard Shock", "discard Lava Axe", "discard Murder", "done"}
    take(game, Choose("A", "discard Shock"))
    assert _options(game) == {"discard Lava Axe", "discard Murder", "done"}
    take(game, Choose("A", "discard Lava Axe"))
    library = len(game.libraries["A"])
    take(game, Choose("A", "done"))
    assert (game.get("shock").zone, game.get("axe").zone) == (Zone.GRAVEYARD, Zone.GRAVEYARD)
    assert len(game.libraries["A"]) == library - 2
    assert len(_hand(game)) == 3  # the Murder and the two cards drawn


def test_701_9a_cavalier_of_flame_discarding_nothing_draws_nothing() -> None:
    game = _cavalier()
    library = len(game.libraries["A"])
    take(game, Choose("A", "done"))
    assert len(game.libraries["A"]) == library
    assert _hand(game) == ["axe", "murder", "shock"]


def test_701_9a_cavalier_of_flame_discarding_the_whole_hand_draws_as_many() -> None:
    game = _cavalier()
    library = len(game.libraries["A"])
    for name in ("Shock", "Lava Axe", "Murder"):
        take(game, Choose("A", f"discard {name}"))
    assert not game.choices_waiting  # no card left to choose: the draw follows
    assert len(game.libraries["A"]) == library - 3


def test_120_3_cavalier_of_flame_dies_dealing_damage_counted_from_land_cards() -> None:
    game = game_with("Cavalier of Flame")
    lands(game, "Swamp", 3)
    put(game, "Cavalier of Flame", "A", object_id="cavalier")
    put(game, "Murder", "A", Zone.HAND, "murder")
    for index in range(3):
        put(game, "Mountain", "A", Zone.GRAVEYARD, f"dead-land-{index}")
    put(game, "Shock", "A", Zone.GRAVEYARD, "dead-shock")  # not a land card
    put(game, "Grizzly Bears", "B", object_id="bears")  # not a planeswalker
    start(game)
    take(game, CastSpell("A", "murder", ("cavalier",)))
    resolve_stack(game)
    assert game.get("cavalier").zone is Zone.GRAVEYARD
    assert (game.players["B"].life, game.players["A"].life) == (17, 20)
    assert game.get("bears").damage == 0


def test_401_4_valakut_awakening_puts_cards_on_the_bottom_then_draws_one_more() -> None:
    game = game_with("Valakut Awakening // Valakut Stoneforge")
    lands(game, "Mountain", 3)
    put(game, "Valakut Awakening // Valakut Stoneforge", "A", Zone.HAND, "awakening")
    put(game, "Shock", "A", Zone.HAND, "shock")
    put(game, "Lava Axe", "A", Zone.HAND, "axe")
    start(game)
    take(game, CastSpell("A", "awakening"))  # its front face (CR 712.11)
    resolve_stack(game)
    assert _options(game) == {"put Shock on the bottom", "put Lava Axe on the bottom", "done"}
    take(game, Choose("A", "put Lava Axe on the bottom"))
    take(game, Choose("A", "done"))
    assert game.libraries["A"][-1] == "axe"
    assert game.get("shock").zone is Zone.HAND
    assert len(_hand(game)) == 3  # the Shock and two cards drawn (one, plus one)
