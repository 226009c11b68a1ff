"""CR 107.1, 608.2h, 611.2c: Bloodtithe Harvester compiled from its Oracle text ("{T},
Sacrifice {this}: Target creature gets -X/-X until end of turn, where X is twice the number of
Blood tokens you control. Activate only as a sorcery."): X is twice the Blood tokens its
controller has as the ability resolves (the Harvester already gone), fixed from then on."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import pt, resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _harvesters() -> Game:
    """Harvester "old" on the battlefield; Harvester "new" cast, making one Blood token."""
    game = game_with("Bloodtithe Harvester", "Hill Giant", "Serra Angel")
    put(game, "Bloodtithe Harvester", "A", object_id="old")
    put(game, "Bloodtithe Harvester", "A", Zone.HAND, "new")
    lands(game, "Badlands", 2)
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Serra Angel", "B", object_id="angel")
    start(game)
    take(game, CastSpell("A", "new"))
    resolve_stack(game)
    return game


def _blood(game: Game) -> list[str]:
    return [
        o.id
        for o in game.objects.values()
        if o.is_token
        and o.zone is Zone.BATTLEFIELD
        and "Blood" in str(game.characteristics(o.id).type_line)
    ]


def test_107_1_one_blood_token_gives_minus_2_minus_2() -> None:
    game = _harvesters()
    assert len(_blood(game)) == 1
    take(game, ActivateAbility("A", "old", 1, ("angel",)))
    assert game.get("old").zone is Zone.GRAVEYARD  # sacrificed as the cost
    resolve_stack(game)
    assert pt(game, "angel") == (2, 2)  # Serra Angel 4/4 gets -2/-2


def test_608_2h_a_3_3_gets_minus_2_minus_2_and_lives() -> None:
    game = _harvesters()
    take(game, ActivateAbility("A", "old", 1, ("giant",)))
    resolve_stack(game)
    assert (game.get("giant").zone, pt(game, "giant")) == (Zone.BATTLEFIELD, (1, 1))


def test_107_1_no_blood_token_x_is_0() -> None:
    game = game_with("Bloodtithe Harvester", "Hill Giant")
    put(game, "Bloodtithe Harvester", "A", object_id="old")
    put(game, "Hill Giant", "B", object_id="giant")
    start(game)
    take(game, ActivateAbility("A", "old", 1, ("giant",)))
    resolve_stack(game)
    assert pt(game, "giant") == (3, 3)
