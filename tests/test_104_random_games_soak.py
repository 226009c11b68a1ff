"""Random games played to the end (CR 104: until a player wins or the game is a draw), checking
after every action what must always hold: every object in one zone and libraries listed as they
are; nothing attached off the battlefield or to an object off it (CR 701.3a, 400.7); only
existing objects and abilities on the stack; mana from existing sources; whole-number
life totals; the layer system's shortcut for objects nothing reaches giving what a full run gives.
Illegal actions are tried on purpose: each raises :class:`IllegalAction` and leaves the game
exactly as it was. Every game replays to the same state from its record.

The same games are played with the Bond variant (``variants=["bond"]``) between its example
decks (``examples/decks/bond-*.txt``, custom cards of a card file included): Bonded permanents,
Bond mana, Joint, Progress, Back Attack, Shake Off and Bond Rampage in random play.

A few games run in the normal suite; ``make soak`` (``pytest -m slow``) plays many more.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgrules.effects.engine import apply_layers
from mtgrules.game.actions import (
    Action,
    ActivateManaAbility,
    CastSpell,
    Concede,
    DeclareAttacker,
    Keep,
    PassPriority,
    PlayLand,
)
from mtgrules.game.agents import RandomAgent
from mtgrules.game.decks import read_decklist
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game, IllegalAction
from mtgrules.game.turns import DecisionKind

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"

FALLBACK = (
    ["Forest"] * 12 + ["Mountain"] * 12 + ["Grizzly Bears"] * 12 + ["Llanowar Elves"] * 4
    + ["Lightning Bolt"] * 8 + ["Shock"] * 4 + ["Giant Growth"] * 4 + ["Gray Ogre"] * 4,
    ["Plains"] * 14 + ["Island"] * 10 + ["Silvercoat Lion"] * 10 + ["Serra Angel"] * 6
    + ["Glorious Anthem"] * 4 + ["Memnite"] * 4 + ["Ornithopter"] * 4 + ["Turn to Frog"] * 4
    + ["Glory Seeker"] * 4,
)  # fmt: skip


BOND = ("bond",)


def _decks() -> list[Any]:
    found = [
        read_decklist(path)
        for path in sorted(EXAMPLES.glob("*.txt"))
        if not path.name.startswith("bond-")
    ]
    return found if len(found) >= 2 else [list(d) for d in FALLBACK]


DECKS = _decks()
BOND_DECKS = [read_decklist(path, variants=BOND) for path in sorted(EXAMPLES.glob("bond-*.txt"))]
MAX_ACTIONS = 6_000
LAYER_CHECK_EVERY = 25


def check_invariants(game: Game) -> None:
    """What holds after every action."""
    objects = game.objects
    for object_id, obj in objects.items():
        assert obj.id == object_id
        assert isinstance(obj.zone, Zone)
        listed = [p for p, cards in game.libraries.items() if object_id in cards]
        assert listed == ([obj.owner] if obj.zone is Zone.LIBRARY else []), object_id
        if obj.zone is Zone.BATTLEFIELD:
            assert game.controller_of(object_id) in game.players
        if obj.attached_to is not None:  # CR 701.3a, 400.7: nothing off the battlefield
            host = objects.get(obj.attached_to)
            assert obj.zone is Zone.BATTLEFIELD, f"{object_id} in the {obj.zone.value} is attached"
            assert host is not None and host.zone is Zone.BATTLEFIELD, (
                f"{object_id} is attached to {obj.attached_to}, which is not on the battlefield"
            )
    for owner, cards in game.libraries.items():
        assert len(cards) == len(set(cards)), f"{owner}'s library lists a card twice"
        in_zone = [i for i, o in objects.items() if o.zone is Zone.LIBRARY and o.owner == owner]
        assert set(cards) == set(in_zone), f"{owner}'s library list and library zone differ"
    spells = [item.id for item in game.stack if item.kind == "spell"]
    assert sorted(spells) == sorted(i for i, o in objects.items() if o.zone is Zone.STACK)
    for item in game.stack:
        if item.kind != "spell":
            assert item.ability is not None
        assert item.controller in game.players
    for player, pool in game.pools.items():
        assert player in game.players
        for mana in pool.mana:
            assert mana.source in objects, f"{player}'s pool holds mana from '{mana.source}'"
    for player in game.players.values():
        assert type(player.life) is int
    assert game.over == (game.pending is None)


def check_layers(game: Game) -> None:
    """The layer system's shortcut (objects nothing reaches left out of its run) gives what a
    full run over every object gives."""
    shortcut, full = game.layers(), apply_layers(game)
    assert list(shortcut.characteristics) == list(full.characteristics)
    assert shortcut.characteristics == full.characteristics
    assert shortcut.rules == full.rules


def illegal_actions(game: Game, rng: random.Random) -> list[Action]:
    """Actions that can't be legal now: the wrong player's, a card from the wrong zone, a step
    that isn't now, a player who isn't in the game."""
    decision = game.pending
    assert decision is not None
    player = decision.player
    other = next(p for p in game.players if p != player)
    library = game.libraries.get(player) or [None]
    out: list[Action] = [
        PassPriority(other),  # CR 117.3: not their priority
        Concede("nobody"),  # CR 104.3a: not a player
    ]
    if library[0] is not None:
        card = rng.choice(library)
        out += [PlayLand(player, card), CastSpell(player, card)]  # CR 305.1, 601.2a
    if decision.kind is not DecisionKind.ATTACK:
        out.append(DeclareAttacker(player, "nothing", other))  # CR 508.1
    if decision.kind is not DecisionKind.MULLIGAN:
        out.append(Keep(player))  # CR 103.5
    out.append(ActivateManaAbility(player, "no-such-permanent", 1, "G"))  # CR 605.3
    return out


def play_soak_game(seed: int, decks: Sequence[Any] = DECKS, variants: Sequence[str] = ()) -> Game:
    """One random game between two of ``decks`` (played with ``variants``), with every check;
    the game played."""
    rng = random.Random(seed)
    a, b = rng.sample(range(len(decks)), 2) if len(decks) > 2 else (0, 1)
    game = Game.from_decks([decks[a], decks[b]], seed=seed, variants=variants)
    assert game.variants == tuple(variants)
    agents = {p: RandomAgent(seed * 10 + i, mana=0.05) for i, p in enumerate(game.players)}
    check_invariants(game)
    taken = 0
    while not game.over and taken < MAX_ACTIONS:
        assert game.pending is not None
        if rng.random() < 0.02:
            for action in illegal_actions(game, rng):
                before = game.state_hash()
                assert not game.is_legal(action)
                with pytest.raises(IllegalAction):
                    game.apply(action)
                assert game.state_hash() == before, f"{action} changed the game"
        legal = game.legal_actions()
        assert legal, "a decision with no legal action"
        if rng.random() < 0.1:
            action = rng.choice(legal)  # uniform: mana abilities and odd choices too
        else:
            action = agents[game.pending.player].choose(game)
        assert action in legal
        game.apply(action)
        taken += 1
        check_invariants(game)
        if taken % LAYER_CHECK_EVERY == 0:
            check_layers(game)
    check_layers(game)
    record = json.loads(json.dumps(game.record(), ensure_ascii=False))  # as a file keeps it
    assert Game.replay(record).state_hash() == game.state_hash()
    return game


@settings(
    max_examples=6,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_104_random_games_keep_every_invariant_and_replay_exactly(seed: int) -> None:
    play_soak_game(seed)


@settings(
    max_examples=3,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_104_random_bond_games_keep_every_invariant_and_replay_exactly(seed: int) -> None:
    game = play_soak_game(seed, BOND_DECKS, BOND)
    assert any(game.characteristics(i).type_line.has_supertype("Bonded") for i in game.objects)


@pytest.mark.slow
def test_104_many_random_games_keep_every_invariant_and_replay_exactly(
    pytestconfig: pytest.Config,
) -> None:
    if "slow" not in (pytestconfig.getoption("markexpr") or ""):
        pytest.skip("a long soak: run it with -m slow (make soak)")
    many_games()


@pytest.mark.slow
def test_104_many_random_bond_games_keep_every_invariant_and_replay_exactly(
    pytestconfig: pytest.Config,
) -> None:
    if "slow" not in (pytestconfig.getoption("markexpr") or ""):
        pytest.skip("a long soak: run it with -m slow (make soak)")
    many_bond_games()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def many_games(seed: int) -> None:
    play_soak_game(seed)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def many_bond_games(seed: int) -> None:
    play_soak_game(seed, BOND_DECKS, BOND)
