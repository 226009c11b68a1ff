"""Hidden information (CR 400.2): ``game.view(player)`` holds the public zones, the player's own
hand and the sizes of the hidden zones, and nothing that depends on which hidden card is where;
``Game.determinize(view, rng)`` makes full games consistent with the view."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtgrules.game.decks import read_decklist
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.view import PUBLIC
from mtgrules.sim.agents import RandomAgent

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "decks"


def mid_game(seed: int, actions: int = 150) -> Game:
    decks = [
        read_decklist(EXAMPLES / n).cards for n in ("white-blue-fliers.txt", "red-green-aggro.txt")
    ]
    game = Game.from_decks(decks, seed=seed)
    agents = {p: RandomAgent(seed=seed + i) for i, p in enumerate(game.players)}
    for _ in range(actions):
        assert game.pending is not None and not game.over
        game.apply(agents[game.pending.player].choose(game))
    return game


def cards(game: Game) -> list[tuple[str, str | None]]:
    """Each object and its card (the state hash reads ids, which name the cards of a game
    started from decklists, but not of a determinized one)."""
    return [(i, o.card.name if o.card else None) for i, o in game.objects.items()]


def _swap_hidden_cards(game: Game, one: str, other: str) -> None:
    a, b = game.objects[one], game.objects[other]
    a.card, b.card = b.card, a.card
    a.face, b.face = b.face, a.face
    a.printed, b.printed = b.printed, a.printed
    game.changed()


def test_400_2_a_view_shows_public_zones_and_own_hand_and_counts_the_rest() -> None:
    game = mid_game(1)
    view = game.view("A")
    shown = {o.id for o in view.objects}
    expected = {
        i
        for i, o in game.objects.items()
        if o.zone in PUBLIC or (o.zone is Zone.HAND and o.owner == "A")
    }
    assert shown == expected
    hand_b = [i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "B"]
    players = {p.id: p for p in view.players}
    assert (players["B"].hand, players["B"].library) == (len(hand_b), len(game.libraries["B"]))
    hidden = dict(view.hidden)
    assert len(hidden["B"]) == len(hand_b) + len(game.libraries["B"])
    assert len(hidden["A"]) == len(game.libraries["A"])
    for obj in view.objects:
        chars = game.characteristics(obj.id)
        assert (obj.name, obj.power, obj.toughness) == (chars.name, chars.power, chars.toughness)


def test_400_2_which_hidden_card_is_where_does_not_change_the_view() -> None:
    game = mid_game(2)
    twin = game.copy()
    hand_b = [i for i, o in twin.objects.items() if o.zone is Zone.HAND and o.owner == "B"]
    library_b = twin.libraries["B"]
    distinct = next(i for i in library_b if twin.objects[i].card != twin.objects[hand_b[0]].card)
    _swap_hidden_cards(twin, hand_b[0], distinct)
    _swap_hidden_cards(twin, twin.libraries["A"][0], twin.libraries["A"][-1])
    assert cards(twin) != cards(game)
    assert twin.view("A") == game.view("A")
    assert twin.view("B") != game.view("B")  # B sees their own hand
    one = Game.determinize(game.view("A"), random.Random(5))
    other = Game.determinize(twin.view("A"), random.Random(5))
    assert cards(one) == cards(other)
    assert one.state_hash() == other.state_hash()


@pytest.mark.parametrize("seed", [3, 4])
def test_a_determinized_game_is_consistent_with_the_view(seed: int) -> None:
    game = mid_game(seed)
    viewer = game.pending.player if game.pending else "A"
    view = game.view(viewer)
    worlds = [Game.determinize(view, random.Random(n)) for n in range(3)]
    assert len({tuple(cards(w)) for w in worlds}) == 3
    assert cards(Game.determinize(view, random.Random(0))) == cards(worlds[0])
    for world in worlds:
        assert world.view(viewer) == view
        assert world.legal_actions() == game.legal_actions()
        chooser = random.Random(seed)
        for _ in range(40):  # a determinized game plays on
            if world.over:
                break
            world.apply(chooser.choice(world.legal_actions()))
    with pytest.raises(ValueError, match="only a game started with from_decks"):
        worlds[0].record()


def test_a_view_of_an_unknown_player_is_refused() -> None:
    with pytest.raises(KeyError, match="there is no player 'C'"):
        mid_game(5, actions=5).view("C")
