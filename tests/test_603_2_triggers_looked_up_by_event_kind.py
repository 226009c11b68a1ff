"""CR 603.2: an event triggers only abilities whose trigger condition names its kind. The game
looks up the abilities an event can trigger in an index by event kind (derived once per game
version); over random games, at every third decision, the index gives for each kind exactly what a
scan of every object's characteristics from scratch gives, in the same order."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mtgrules.game.state import Game
from mtgrules.game.triggers import holders_on_event
from mtgrules.model.abilities import Ability, AbilityKind
from mtgrules.model.triggers import TriggerEvent, trigger_of

DECK = (
    ["Forest"] * 9 + ["Swamp"] * 9 + ["Doomed Dissenter"] * 4 + ["Poison-Tip Archer"] * 4
    + ["Grizzly Bears"] * 4 + ["Llanowar Elves"] * 4 + ["Murder"] * 3 + ["Giant Growth"] * 3
)  # fmt: skip
"""Dies triggers (Doomed Dissenter: "When this creature dies"; Poison-Tip Archer: "Whenever
another creature dies"), with removal to set them off."""

KINDS = [kind.value for kind in TriggerEvent]


def from_scratch(game: Game, kind: str) -> list[tuple[str, tuple[Ability, ...]]]:
    """Each object with a triggered ability an event of ``kind`` can trigger, and those
    abilities, read from its characteristics now."""
    found = []
    for object_id, chars in game.layers().characteristics.items():
        mine = []
        for ability in chars.abilities:
            spec = trigger_of(ability) if ability.kind is AbilityKind.TRIGGERED else None
            if spec is not None and any(kind in one.events for one in (spec, *spec.also)):
                mine.append(ability)
        if mine:
            found.append((object_id, tuple(mine)))
    return found


def indexed(game: Game, kind: str) -> list[tuple[str, tuple[Ability, ...]]]:
    return [
        (object_id, tuple(ability for ability, _ in triggers))
        for object_id, _, triggers in holders_on_event(game, kind)
    ]


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_603_2_the_index_by_event_kind_is_the_scan_from_scratch(seed: int) -> None:
    game = Game.from_decks([DECK, DECK], seed=seed)
    chooser = random.Random(seed)
    for step in range(300):
        if game.over:
            break
        for kind in KINDS if step % 3 == 0 else ():
            assert indexed(game, kind) == from_scratch(game, kind), (kind, game.turn)
        game.apply(chooser.choice(game.legal_actions()))
    assert indexed(game, "no such event") == []


def dissenters(game: Game) -> list[str]:
    return [
        i
        for i, o in game.objects.items()
        if o.zone.value == "battlefield" and game.characteristics(i).name == "Doomed Dissenter"
    ]


def test_603_2_doomed_dissenter_is_indexed_under_dies_only() -> None:
    game = Game.from_decks([DECK, DECK], seed=1)
    chooser = random.Random(1)
    while not game.over and not dissenters(game):
        game.apply(chooser.choice(game.legal_actions()))
    dissenter = dissenters(game)[0]
    assert dissenter in [i for i, _, _ in holders_on_event(game, TriggerEvent.DIES.value)]
    assert dissenter not in [i for i, _, _ in holders_on_event(game, TriggerEvent.CAST.value)]
