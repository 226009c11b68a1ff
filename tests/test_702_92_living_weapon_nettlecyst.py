"""CR 702.92a, 111.2, 301.5c, 704.5f: Nettlecyst, compiled from its Oracle text — "Living weapon":
when the Equipment enters, its controller creates a 0/0 black Phyrexian Germ creature token and
attaches the Equipment to it; the Germ lives on what the Equipment gives it ("+1/+1 for each
artifact and/or enchantment you control") and dies once that is gone."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import pt, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.vocab.colors import Color
from play_helpers import lands, put, start

pytestmark = needs_full_database

NETTLECYST = "Nettlecyst"


def _germs(game: Game) -> list[str]:
    return [i for i, o in game.objects.items() if o.is_token and o.zone is Zone.BATTLEFIELD]


def _cast(*more: str) -> Game:
    game = game_with(NETTLECYST)
    put(game, NETTLECYST, "A", Zone.HAND, "cyst")
    put(game, "Naturalize", "A", Zone.HAND, "naturalize")
    for name in more:
        put(game, name, "A")
    lands(game, "Plains", 3, "A")
    lands(game, "Forest", 2, "A")
    start(game)
    take(game, CastSpell("A", "cyst"))
    resolve_stack(game)  # the Equipment, then its living weapon trigger
    return game


def test_702_92a_a_germ_is_created_and_the_equipment_attached_to_it() -> None:
    game = _cast()
    (germ,) = _germs(game)
    chars = game.characteristics(germ)
    assert chars.name == "Phyrexian Germ Token"
    assert chars.colors == frozenset({Color.from_word("black")})
    assert chars.type_line.has_subtype("Germ") and chars.type_line.has_subtype("Phyrexian")
    assert game.objects["cyst"].attached_to == germ
    assert pt(game, germ) == (1, 1)  # 0/0, +1/+1 for the one artifact: Nettlecyst itself


def test_702_92a_the_germ_counts_every_artifact_and_enchantment() -> None:
    game = _cast("Mind Stone", "Bonesplitter")
    (germ,) = _germs(game)
    assert pt(game, germ) == (3, 3)


def test_704_5f_the_germ_dies_when_the_equipment_is_destroyed() -> None:
    game = _cast()
    (germ,) = _germs(game)
    take(game, CastSpell("A", "naturalize", ("cyst",)))
    resolve_stack(game)
    assert game.objects["cyst"].zone is Zone.GRAVEYARD
    assert germ not in game.objects or game.objects[germ].zone is not Zone.BATTLEFIELD
    assert not _germs(game)
