"""CR 605.1a, 605.3a, 508.1a, 613, 400.1: what the game remembers between decisions gives what
a look from scratch gives. Over random games, at every decision: each player's mana abilities
(read once per characteristics and derived once per game version) are those listed with every
memo emptied; the zone lists (carried over a move between zones the layer system leaves alone)
are those of a scan of every object; the possible attackers are the active player's untapped
creatures that may attack, found by a scan of every object; every object's characteristics are
the layer system's on the whole game from scratch; and the legal actions are those listed again
with every memo emptied, in the same order."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mtgrules.effects.engine import apply_layers
from mtgrules.game import mana, triggers
from mtgrules.game.combat import attack_restriction, attacker_refusal, possible_attackers
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.zones import zone_lists

GREEN = (
    ["Forest"] * 16 + ["Llanowar Elves"] * 8 + ["Grizzly Bears"] * 8 + ["Giant Growth"] * 4
    + ["Runeclaw Bear"] * 4
)  # fmt: skip
"""Mana from lands and from creatures (summoning sickness, CR 302.6, decides when Llanowar
Elves' ability may be activated), creatures to attack with and a pump spell."""

RED = (
    ["Mountain"] * 16 + ["Gray Ogre"] * 8 + ["Lightning Bolt"] * 8 + ["Shock"] * 4
    + ["Memnite"] * 4
)  # fmt: skip
"""Removal that makes creatures (and their mana abilities) leave, and a free creature."""


def forget(game: Game) -> None:
    """Empty every memo of what is derived from the game's state."""
    game._derived = (-1, {})
    mana._PAYABLE.clear()
    triggers._TRIGGERS.clear()


def scanned_zones(game: Game) -> dict[tuple[Zone, str], list[str]]:
    found: dict[tuple[Zone, str], list[str]] = {}
    for object_id, obj in game.objects.items():
        found.setdefault((obj.zone, obj.owner), []).append(object_id)
        if obj.zone is Zone.BATTLEFIELD:
            found.setdefault((Zone.BATTLEFIELD, ""), []).append(object_id)
    return found


def scanned_attackers(game: Game) -> list[str]:
    active = game.active_player
    return [
        object_id
        for object_id, obj in game.objects.items()
        if obj.zone is Zone.BATTLEFIELD
        and game.controller_of(object_id) == active
        and attacker_refusal(game, active, object_id, declared=False) is None
        and attack_restriction(game, object_id) is None
    ]


def remembered_and_fresh(game: Game) -> tuple[Any, Any]:
    """The listings as the game remembers them, then the same listings from scratch."""

    def listings() -> Any:
        return (
            [mana._mana_abilities(game, p) for p in game.players],
            zone_lists(game),
            possible_attackers(game),
            game.legal_actions(),
        )

    remembered = listings()
    forget(game)
    return remembered, listings()


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_605_remembered_listings_are_those_from_scratch(seed: int) -> None:
    game = Game.from_decks([GREEN, RED], seed=seed)
    chooser = random.Random(seed)
    for _ in range(400):
        if game.over:
            break
        remembered, fresh = remembered_and_fresh(game)
        assert remembered == fresh, game.turn
        assert zone_lists(game) == scanned_zones(game)  # each list in the game's order
        assert possible_attackers(game) == scanned_attackers(game)
        whole = apply_layers(game, share_alike=False).characteristics
        assert {i: game.characteristics(i) for i in game.objects} == whole
        game.apply(chooser.choice(game.legal_actions()))
    assert game.turn > 3


def test_605_3a_llanowar_elves_mana_ability_is_its_controllers_only() -> None:
    game = Game(("A", "B"))
    elves = game.create_card("Llanowar Elves", "A").id
    game.create_card("Forest", "B")
    listed = {p: [s.object_id for s, _, _, _ in mana._mana_abilities(game, p)] for p in "AB"}
    assert listed == {"A": [elves], "B": ["forest"]}
    forget(game)
    again = {p: [s.object_id for s, _, _, _ in mana._mana_abilities(game, p)] for p in "AB"}
    assert again == listed
