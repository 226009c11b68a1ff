"""CR 202.3, 700.2, 608.2b: Drown in the Loch ("Counter target spell with mana value less than or
equal to the number of cards in its controller's graveyard." / "Destroy target creature with
…"), compiled from its Oracle text and played: the bound is counted from the graveyard of the
target's controller, as targets are chosen."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _bears_cast(graveyard: int) -> Game:
    """B casts Grizzly Bears (mana value 2) with ``graveyard`` cards in their graveyard; A, with
    Drown in the Loch in hand, gets priority."""
    game = game_with("Drown in the Loch")
    lands(game, "Island", 1)
    lands(game, "Swamp", 1)
    put(game, "Drown in the Loch", "A", Zone.HAND, "drown")
    lands(game, "Forest", 2, "B")
    put(game, "Grizzly Bears", "B", Zone.HAND, "bears")
    for index in range(graveyard):
        put(game, "Shock", "B", Zone.GRAVEYARD, f"dead-{index}")
    put(game, "Shock", "A", Zone.GRAVEYARD, "mine")  # A's graveyard doesn't count
    start(game, active="B")
    take(game, CastSpell("B", "bears"))
    pass_priority(game)
    return game


def test_202_3_drown_in_the_loch_counters_a_spell_within_its_controllers_graveyard() -> None:
    game = _bears_cast(2)
    take(game, CastSpell("A", "drown", ("bears",), modes=(1,)))
    resolve_stack(game)
    assert game.get("bears").zone is Zone.GRAVEYARD


def test_202_3_drown_in_the_loch_cant_target_a_spell_above_the_count() -> None:
    game = _bears_cast(1)
    offered = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert ("bears",) not in offered


def test_202_3_drown_in_the_loch_destroys_a_creature_within_the_count() -> None:
    game = game_with("Drown in the Loch")
    lands(game, "Island", 1)
    lands(game, "Swamp", 1)
    put(game, "Drown in the Loch", "A", Zone.HAND, "drown")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Craw Wurm", "B", object_id="wurm")  # mana value 6
    for index in range(2):
        put(game, "Shock", "B", Zone.GRAVEYARD, f"dead-{index}")
    start(game)
    offered = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert ("bears",) in offered and ("wurm",) not in offered
    take(game, CastSpell("A", "drown", ("bears",), modes=(2,)))
    resolve_stack(game)
    assert game.get("bears").zone is Zone.GRAVEYARD
