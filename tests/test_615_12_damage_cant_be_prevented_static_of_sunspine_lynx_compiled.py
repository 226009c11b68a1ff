"""CR 615.12, 702.16e: "Damage can't be prevented." as a static ability, compiled from Sunspine
Lynx's Oracle line (its enters trigger isn't supported yet: left out of this test card): while
it is on the battlefield, protection from red doesn't prevent a red creature's combat damage."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import compiled
from in_play import attack
from mtgrules.cards.definitions import read_definition_data
from mtgrules.cards.oracle.compiler import _located, card_data, compile_face
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import definitions, put, start

pytestmark = needs_full_database


def _game(with_lynx: bool) -> Game:
    face = compile_face("Sunspine Lynx", "Damage can't be prevented.", types=("Creature",))
    assert face.status == "supported", face
    data = card_data("Sunspine Lynx", {"Sunspine Lynx": face}, ("Sunspine Lynx",))
    lynx = read_definition_data(_located(data), "<test Sunspine Lynx>")
    game = Game(
        ("A", "B"),
        definitions={**definitions(), **compiled("Repentant Blacksmith"), lynx.card: lynx},
    )
    if with_lynx:
        put(game, "Sunspine Lynx", "B", object_id="lynx")
    put(game, "Hill Giant", "A", object_id="giant")
    put(game, "Repentant Blacksmith", "B", object_id="blacksmith")  # 1/2, protection from red
    return start(game)


def test_702_16e_protection_from_red_prevents_the_damage() -> None:
    game = _game(with_lynx=False)
    attack(game, "giant", blocks={"blacksmith": "giant"})
    assert game.objects["blacksmith"].zone is Zone.BATTLEFIELD
    assert game.objects["blacksmith"].damage == 0


def test_615_12_while_the_lynx_is_out_the_damage_cant_be_prevented() -> None:
    game = _game(with_lynx=True)
    attack(game, "giant", blocks={"blacksmith": "giant"})
    assert game.objects["blacksmith"].zone is Zone.GRAVEYARD
