"""CR 613.4c, 303.4 with real cards compiled from their Oracle text: an Aura's "Enchanted
creature gets +1/+1 for each …" counts as the effect applies (always current): All That
Glitters ("… for each artifact and/or enchantment you control": a permanent that is both counts
once, 205.2a), Blanchwood Armor ("… for each Forest you control")."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.state import Game
from play_helpers import put
from zones_helpers import zones_game

GLITTERS = "All That Glitters"


def _enchanted(aura: str, mana: str, **cards: str) -> Game:
    game = zones_game(
        [aura], hand={"aura": aura}, mana=mana, cards={"bears": "Grizzly Bears", **cards}
    )
    take(game, CastSpell("A", "aura", ("bears",)))
    resolve_stack(game)
    assert game.objects["aura"].attached_to == "bears"
    return game


def _pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


@needs_full_database
def test_613_4c_all_that_glitters_counts_itself_and_each_artifact() -> None:
    game = _enchanted(GLITTERS, "WW", thopter="Ornithopter")
    assert _pt(game, "bears") == (4, 4)  # the Aura and Ornithopter
    put(game, "Mind Stone", "A", object_id="stone")
    game.changed()
    assert _pt(game, "bears") == (5, 5)  # counted as the effect applies
    put(game, "Mind Stone", "B", object_id="theirs")
    game.changed()
    assert _pt(game, "bears") == (5, 5)  # only what you control


@needs_full_database
def test_205_2a_an_artifact_enchantment_counts_once() -> None:
    game = _enchanted(GLITTERS, "WW", whip="Whip of Erebos")  # an enchantment artifact
    assert _pt(game, "bears") == (4, 4)  # the Aura and the Whip, once


@needs_full_database
def test_613_4c_blanchwood_armor_counts_forests_you_control() -> None:
    game = _enchanted("Blanchwood Armor", "GGG")
    assert _pt(game, "bears") == (5, 5)  # three Forests
