"""CR 702.66a: delve — each card its caster exiles from their graveyard while paying the total
cost pays for {1}. Treasure Cruise ({7}{U}, Delve, Draw three cards.), compiled from its Oracle
text: cast for {U} with seven cards exiled, or for part of the generic mana; delve can't pay
colored mana, and only cards of the caster's own graveyard are exiled."""

from __future__ import annotations

from in_play import resolve_stack, take
from keyword_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import rejected

GRAVEYARD = {f"g{n}": "Lightning Bolt" for n in range(7)}


def _exiles(game: Game) -> set[int]:
    return {len(a.exile) for a in game.legal_actions() if isinstance(a, CastSpell)}


def test_702_66a_seven_cards_exiled_pay_the_seven_generic_mana() -> None:
    game = game_with({"i": "Island"}, hand={"cruise": "Treasure Cruise"}, graveyard=GRAVEYARD)
    assert _exiles(game) == {7}  # one Island: only with all seven generic paid by delve
    chosen = tuple(f"g{n}" for n in (6, 5, 4, 3, 2, 1, 0))
    take(game, CastSpell("A", "cruise", exile=tuple(f"g{n}" for n in range(7))))
    assert all(game.objects[c].zone is Zone.EXILE for c in chosen)
    assert game.objects["i"].tapped
    before = len(game.libraries["A"])
    resolve_stack(game)
    assert len(game.libraries["A"]) == before - 3
    assert game.objects["cruise"].zone is Zone.GRAVEYARD


def test_702_66a_part_of_the_generic_mana_by_delve_the_rest_with_lands() -> None:
    lands = {f"i{n}": "Island" for n in range(4)}
    game = game_with(lands, hand={"cruise": "Treasure Cruise"}, graveyard=GRAVEYARD)
    assert _exiles(game) == {4, 5, 6, 7}
    game.apply(CastSpell("A", "cruise", exile=("g6", "g1", "g3", "g0")))  # any four of them
    assert [c for c in GRAVEYARD if game.objects[c].zone is Zone.EXILE] == ["g0", "g1", "g3", "g6"]
    assert all(game.objects[c].tapped for c in lands)


def test_702_66a_delve_pays_only_generic_mana_and_only_with_ones_own_cards() -> None:
    game = game_with(hand={"cruise": "Treasure Cruise"}, graveyard=GRAVEYARD)
    assert _exiles(game) == set()  # {U} is still to pay: no land
    game = game_with({"i": "Island"}, hand={"cruise": "Treasure Cruise"}, graveyard=GRAVEYARD)
    game.create_card("Lightning Bolt", "B", Zone.GRAVEYARD, object_id="theirs")
    mine = tuple(f"g{n}" for n in range(6))
    assert rejected(game, CastSpell("A", "cruise", exile=(*mine, "theirs"))).rule == "702.66a"
    assert rejected(game, CastSpell("A", "cruise", exile=(*mine, "g0"))).rule == "702.66a"
