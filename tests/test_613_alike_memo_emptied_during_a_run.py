"""CR 613: objects alike share one run of the layers; the memo of printed values that finds them
is bounded and emptied when full (after thousands of games). Emptied between finding the alike
objects and running the layers on them, the run still gives every object its characteristics:
two Glorious Anthems under one player still give each Grizzly Bears +2/+2."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.effects import alike, engine
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game


def test_613_alike_memo_emptied_before_the_shared_run(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game()
    for name in ("Glorious Anthem", "Glorious Anthem", "Grizzly Bears", "Grizzly Bears"):
        game.create_card(name, "A", Zone.BATTLEFIELD)
    found = []

    def alike_then_full(board: Any) -> Any:
        result = alike.alike_objects(board)
        found.append(result)
        alike._KINDS.clear()  # as when the memo is full and emptied
        return result

    monkeypatch.setattr(engine, "alike_objects", alike_then_full)
    result = engine.apply_layers(game)
    assert found and found[0] is not None  # the objects alike were found, and shared the run
    bears = [i for i, o in game.objects.items() if o.printed.names == ("Grizzly Bears",)]
    assert [
        (result.characteristics[i].power, result.characteristics[i].toughness) for i in bears
    ] == [
        (4, 4),
        (4, 4),
    ]
