"""CR 608.2h, 111.10a, 603.10a: Goldvein Hydra, compiled from its Oracle text — "When {this}
dies, create a number of tapped Treasure tokens equal to its power." Its power is the one it had
as it last existed on the battlefield (its +1/+1 counters and pump effects: in the graveyard it
is a 0/0), and the Treasures enter tapped."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateManaAbility, CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _treasures(game: Game) -> list[tuple[str, bool]]:
    return sorted(
        (game.characteristics(o.id).name, o.tapped)
        for o in game.objects.values()
        if o.zone is Zone.BATTLEFIELD and o.is_token and game.controller_of(o.id) == "A"
    )


def _hydra_with(counters: int) -> Game:
    game = game_with("Goldvein Hydra")
    put(game, "Goldvein Hydra", "A", object_id="hydra")
    game.get("hydra").counters["+1/+1"] = counters
    lands(game, "Swamp", 3, owner="B")
    lands(game, "Forest", 1)
    put(game, "Murder", "B", Zone.HAND, "murder")
    put(game, "Giant Growth", "A", Zone.HAND, "growth")
    return start(game)


def _murdered(game: Game) -> None:
    """B casts Murder on the Hydra, with A's priority passed on an empty stack."""
    take(game, PassPriority("A"))
    take(game, CastSpell("B", "murder", ("hydra",)))
    resolve_stack(game)  # Murder, then the dies trigger


def test_608_2h_goldvein_hydra_makes_tapped_treasures_equal_to_its_last_power() -> None:
    game = _hydra_with(3)
    take(game, CastSpell("A", "growth", ("hydra",)))  # 6/6 until end of turn
    resolve_stack(game)
    assert game.characteristics("hydra").power == 6
    _murdered(game)
    assert game.get("hydra").zone is Zone.GRAVEYARD
    assert _treasures(game) == [("Treasure Token", True)] * 6


def test_111_10a_goldvein_hydra_treasures_are_tapped_mana_sources() -> None:
    game = _hydra_with(2)
    _murdered(game)
    assert _treasures(game) == [("Treasure Token", True)] * 2
    assert not any(
        isinstance(a, ActivateManaAbility) and game.get(a.source).is_token
        for a in game.legal_actions()
    )  # tapped: none can be sacrificed for mana
