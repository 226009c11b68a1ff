"""CR 604.3: characteristic-defining abilities function in every zone: Tarmogoyf's and Masumaro,
First to Live's power and toughness, and Mirror Entity's changeling (702.73a), wherever the card
is. CR 613.4a: they apply in layer 7a, before effects that set or modify P/T."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text, perform


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


GOYFS = """
battlefield:
  - {card: Tarmogoyf, id: on-battlefield}
graveyard:
  A: [Grizzly Bears, Forest, {card: Tarmogoyf, id: in-graveyard}]
  B: [Lightning Bolt]
hand:
  A: [{card: Tarmogoyf, id: in-hand}]
library:
  B: [{card: Tarmogoyf, id: in-library}]
exile:
  B: [{card: Tarmogoyf, id: in-exile}]
"""


@pytest.mark.parametrize(
    "where", ["on-battlefield", "in-graveyard", "in-hand", "in-library", "in-exile"]
)
def test_604_3_tarmogoyf_counts_card_types_in_every_zone(where: str) -> None:
    """Creature (the Bears and the Tarmogoyf itself), land and instant: 3/4."""
    game = load_scenario_text(GOYFS).game
    assert pt(game, where) == (3, 4)


def test_604_3_tarmogoyf_counts_both_halves_of_a_split_card() -> None:
    """CR 709.4: in the graveyard, Fire // Ice is an instant and Assault // Battery a sorcery."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Tarmogoyf, id: goyf}
        graveyard:
          A: [Fire // Ice, Assault // Battery]
        """
    ).game
    assert pt(game, "goyf") == (2, 3)


def test_604_3_tarmogoyf_survives_lightning_bolt() -> None:
    """With a creature and a land in graveyards, Tarmogoyf is 2/3. Lightning Bolt deals 3; by
    the time state-based actions are checked Bolt is in the graveyard, so Tarmogoyf is 3/4 and
    survives with 3 damage."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Tarmogoyf, id: goyf, controller: B}
        graveyard:
          A: [Grizzly Bears, Forest]
        actions:
          - {cast: Lightning Bolt, targets: [goyf]}
        """
    ).game
    assert (game.objects["goyf"].zone.value, game.objects["goyf"].damage, pt(game, "goyf")) == (
        "battlefield", 3, (3, 4),
    )  # fmt: skip


def test_604_3_tarmogoyf_with_empty_graveyards_dies_to_shock() -> None:
    """0/1; after Shock resolves it is 1/2 with 2 damage: destroyed (704.5g)."""
    game = load_scenario_text(
        "battlefield:\n  - {card: Tarmogoyf, id: goyf}\nactions:\n  - {cast: Shock, targets: [goyf]}\n"
    ).game
    assert game.objects["goyf"].zone.value == "graveyard"


@pytest.mark.parametrize("zone", ["hand", "graveyard", "exile"])
def test_604_3_masumaro_counts_its_owners_hand_in_every_zone(zone: str) -> None:
    """Three cards in A's hand (Masumaro itself included when it is there), two in B's."""
    masumaro = '{card: "Masumaro, First to Live", id: masumaro}'
    in_hand = (
        f"[Grizzly Bears, Forest, {masumaro}]"
        if zone == "hand"
        else "[Grizzly Bears, Forest, Shock]"
    )
    elsewhere = "" if zone == "hand" else f"{zone}:\n  A: [{masumaro}]\n"
    game = load_scenario_text(f"hand:\n  A: {in_hand}\n  B: [Forest, Forest]\n{elsewhere}").game
    assert pt(game, "masumaro") == (6, 6)


def test_604_3_masumaro_on_the_battlefield_follows_the_hand_size() -> None:
    game = load_scenario_text(
        """
        battlefield:
          - {card: "Masumaro, First to Live", id: masumaro}
        hand:
          A: [Forest]
        library:
          A: [Grizzly Bears]
        """
    ).game
    assert pt(game, "masumaro") == (2, 2)
    perform(game, {"cast": "Twisted Image", "targets": ["masumaro"]})  # switch, then draw
    assert pt(game, "masumaro") == (4, 4)
    assert [e.layer for e in game.trace("masumaro")] == ["7a", "7d"]


def test_702_73a_mirror_entity_is_every_creature_type_in_the_library() -> None:
    game = load_scenario_text("library:\n  A: [{card: Mirror Entity, id: entity}]\n").game
    line = game.characteristics("entity").type_line
    assert (
        line.has_subtype("Shapeshifter") and line.has_subtype("Elf") and line.has_subtype("Sliver")
    )


def test_604_3_battery_makes_an_elephant_and_tarmogoyf_sees_a_sorcery() -> None:
    """Battery (one half of Assault // Battery) creates a 3/3 green Elephant token; once it is
    in the graveyard the card is a sorcery (709.4), so Tarmogoyf is 1/2."""
    game = load_scenario_text(
        "battlefield:\n  - {card: Tarmogoyf, id: goyf}\nactions:\n  - {cast: Battery}\n"
    ).game
    token = game.characteristics("elephant-token")
    assert (token.type_line.english(), token.color_letters, token.power, token.toughness) == (
        "Creature — Elephant",
        ["G"],
        3,
        3,
    )
    assert pt(game, "goyf") == (1, 2)
