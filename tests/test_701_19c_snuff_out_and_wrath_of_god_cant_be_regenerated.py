"""CR 701.19c: "It can't be regenerated." / "They can't be regenerated.": the destruction the
sentence before orders ignores regeneration shields (Snuff Out, Wrath of God, compiled from
their Oracle text); a plain destroy still regenerates (701.19a)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import compiled
from in_play import cast, main_phase, zone
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import definitions, lands, put, start


def _main_phase(spell: str, basic: str, mana: int, mine: dict[str, str] | None = None) -> Game:
    """A's precombat main phase with ``spell`` (compiled from its Oracle text) in hand, ``mana``
    untapped ``basic`` lands, and B's Cudgel Troll with a regeneration shield."""
    game = Game(("A", "B"), definitions={**definitions(), **compiled(spell)})
    put(game, spell, "A", Zone.HAND, "spell")
    for object_id, name in (mine or {}).items():
        put(game, name, "A", object_id=object_id)
    lands(game, basic, mana, "A", "A-land")
    put(game, "Cudgel Troll", "B", object_id="troll")
    game = start(game)
    game.get("troll").regeneration_shields = 1  # as if regenerated earlier this turn
    return game


@needs_full_database
def test_701_19c_snuff_out_destroys_a_creature_with_a_regeneration_shield() -> None:
    game = _main_phase("Snuff Out", "Swamp", 4)
    cast(game, "spell", "troll")
    assert (zone(game, "troll"), zone(game, "spell")) == (Zone.GRAVEYARD, Zone.GRAVEYARD)
    assert not [e for e in game.events if e.event == "regenerate"]


@needs_full_database
def test_701_19c_wrath_of_god_destroys_them_all_shields_or_not() -> None:
    game = _main_phase("Wrath of God", "Plains", 4, {"bears": "Grizzly Bears"})
    cast(game, "spell")
    assert [zone(game, i) for i in ("bears", "troll")] == [Zone.GRAVEYARD, Zone.GRAVEYARD]


def test_701_19a_murder_lets_the_shield_regenerate_the_troll() -> None:
    game = main_phase(hand={"murder": "Murder"}, mana="BBB", theirs={"troll": "Cudgel Troll"})
    game.get("troll").regeneration_shields = 1
    cast(game, "murder", "troll")
    troll = game.get("troll")
    assert (troll.zone, troll.tapped, troll.regeneration_shields) == (Zone.BATTLEFIELD, True, 0)
