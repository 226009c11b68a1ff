"""Protection from a quality that counts colors, compiled from real cards' Oracle text (CR
702.16a, 105.2-105.4): Stonecoil Serpent ("Reach, trample, protection from multicolored", "{this}
enters with X +1/+1 counters on it.") and Guardian of the Guildpact ("Protection from
monocolored"): no targeting (702.16b), no blocking (702.16f), no damage (702.16e) by objects of
that quality; a colorless object is neither."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import blocks_offered, cast, cast_targets, declare_attackers
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, start

pytestmark = needs_full_database

CARDS = (
    "Stonecoil Serpent",
    "Guardian of the Guildpact",
    "Lightning Helix",
    "Watchwolf",
    "Pyroclasm",
)


def _game(protected: str, counters: int = 0) -> Game:
    """A attacks with ``protected`` (with ``counters`` +1/+1 counters); B has Watchwolf (green and white), Grizzly Bears (green)
    and Ornithopter (colorless) to block; A holds Lightning Helix and Shock."""
    game = game_with(*CARDS)
    put(game, protected, "A", object_id="protected")
    if counters:
        game.add_counters("protected", "+1/+1", counters)
    for object_id, name in (("wolf", "Watchwolf"), ("bears", "Grizzly Bears"),
                            ("thopter", "Ornithopter")):  # fmt: skip
        put(game, name, "B", object_id=object_id)
    put(game, "Lightning Helix", "A", Zone.HAND, "helix")
    put(game, "Shock", "A", Zone.HAND, "shock")
    lands(game, "Mountain", 2, "A", "a-mountain")
    lands(game, "Plains", 1, "A", "a-plains")
    start(game)
    return game


def test_702_16a_stonecoil_serpent_enters_with_x_counters_and_its_keywords() -> None:
    game = game_with(*CARDS)
    put(game, "Stonecoil Serpent", "A", Zone.HAND, "serpent")
    lands(game, "Plains", 3, "A")
    start(game)
    cast(game, "serpent", x=3)
    chars = game.characteristics("serpent")
    assert (chars.power, chars.toughness) == (3, 3)
    assert all(chars.has_keyword(k) for k in ("Reach", "Trample", "Protection"))


def test_702_16b_a_multicolored_spell_cant_target_stonecoil_serpent() -> None:
    game = _game("Stonecoil Serpent", counters=2)
    assert ("protected",) not in cast_targets(game, "helix")
    assert ("protected",) in cast_targets(game, "shock")


def test_702_16f_a_multicolored_creature_cant_block_stonecoil_serpent() -> None:
    game = _game("Stonecoil Serpent", counters=2)
    declare_attackers(game, "protected")
    pass_until(game, Step.DECLARE_BLOCKERS)
    blockers = {b for b, a in blocks_offered(game) if a == "protected"}
    assert blockers == {"bears", "thopter"}


def test_702_16b_a_monocolored_spell_cant_target_guardian_of_the_guildpact() -> None:
    game = _game("Guardian of the Guildpact")
    assert ("protected",) not in cast_targets(game, "shock")
    assert ("protected",) in cast_targets(game, "helix")


def test_702_16f_only_colorless_and_multicolored_creatures_block_the_guardian() -> None:
    game = _game("Guardian of the Guildpact")
    declare_attackers(game, "protected")
    pass_until(game, Step.DECLARE_BLOCKERS)
    blockers = {b for b, a in blocks_offered(game) if a == "protected"}
    assert blockers == {"wolf", "thopter"}


def test_702_16e_damage_from_a_monocolored_source_to_the_guardian_is_prevented() -> None:
    game = _game("Guardian of the Guildpact")
    put(game, "Pyroclasm", "A", Zone.HAND, "pyroclasm")
    cast(game, "pyroclasm")  # 2 damage to each creature: red
    assert game.objects["protected"].damage == 0
    assert game.objects["bears"].zone is Zone.GRAVEYARD
