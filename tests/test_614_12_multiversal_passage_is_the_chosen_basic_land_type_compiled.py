"""CR 614.12, 614.1c, 305.6: Multiversal Passage compiled from its Oracle text and played: as
it enters its controller chooses a basic land type, then pays 2 life or it enters tapped; it is
the chosen type, and so taps for that type's mana."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import ActivateManaAbility, Choose, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import put, start

pytestmark = needs_full_database


def _played(land_type: str, pay: bool) -> Game:
    game = game_with("Multiversal Passage")
    put(game, "Multiversal Passage", "A", Zone.HAND, "passage")
    start(game)
    take(game, PlayLand("A", "passage"))
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert {a.value for a in game.legal_actions() if isinstance(a, Choose)} == {
        "Plains", "Island", "Swamp", "Mountain", "Forest",
    }  # fmt: skip
    take(game, Choose("A", land_type))
    answer = "pay 2 life" if pay else "enter tapped"
    take(game, Choose("A", answer))
    return game


def test_614_12_it_is_the_chosen_type_and_taps_for_its_mana() -> None:
    game = _played("Island", pay=True)
    assert game.characteristics("passage").type_line.subtype_names == frozenset({"Island"})
    assert game.players["A"].life == 18
    assert not game.get("passage").tapped
    offered = {
        a.color
        for a in game.legal_actions()
        if isinstance(a, ActivateManaAbility) and a.source == "passage"
    }
    assert offered == {"U"}
    take(game, ActivateManaAbility("A", "passage", 1, "U"))
    assert str(game.pools["A"]) == "{U}"


def test_614_1c_not_paying_it_enters_tapped() -> None:
    game = _played("Swamp", pay=False)
    assert game.get("passage").tapped
    assert game.players["A"].life == 20
    assert "Swamp" in game.characteristics("passage").type_line.subtype_names
