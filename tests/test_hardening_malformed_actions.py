"""A malformed action — a field of the wrong type, a negative count, a face the card doesn't
have — is refused by :meth:`Game.apply` with :class:`IllegalAction` naming the rule that says
what the action is made of, and the game is exactly as it was (no TypeError, no UnknownCard
from inside the game, no action accepted that would replay differently)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.game.actions import ActivateAbility, ActivateManaAbility, CastSpell, malformed
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game, IllegalAction
from play_helpers import board, lands, put, start


def _main_phase() -> Game:
    game = board()
    lands(game, "Mountain", 2)
    put(game, "Shock", zone=Zone.HAND, object_id="shock")
    return start(game)


@pytest.mark.parametrize(
    ("action", "rule", "words"),
    [
        (CastSpell("A", card="shock", x="1"), "601.2", "x='1' is not a whole number"),  # type: ignore[arg-type]
        (CastSpell("A", card="shock", x=True), "601.2", "x=True is not a whole number"),
        (CastSpell("A", card="shock", x=-1), "601.2", "x=-1 is negative"),
        (CastSpell("A", card="shock", divide=[]), "601.2", "divide=[] is not a tuple"),  # type: ignore[arg-type]
        (CastSpell("A", card="shock", targets=("B", 2)), "601.2", "targets=2 is not text"),  # type: ignore[arg-type]
        (CastSpell("A", card="shock", face=3), "601.2", "face=3 is not str or None"),  # type: ignore[arg-type]
        (ActivateAbility("A", source="x", index=1.0), "602.2", "index=1.0 is not a whole number"),  # type: ignore[arg-type]
        (ActivateManaAbility("A", source="x", index=-2), "605.3a", "index=-2 is negative"),
    ],
)
def test_malformed_action_is_refused_with_its_rule(action: Any, rule: str, words: str) -> None:
    game = _main_phase()
    before = game.state_hash()
    with pytest.raises(IllegalAction) as refused:
        game.apply(action)
    assert refused.value.rule == rule
    assert words in str(refused.value)
    assert game.state_hash() == before


def test_a_face_the_card_does_not_have_is_refused_not_unknown_card() -> None:
    game = _main_phase()
    before = game.state_hash()
    with pytest.raises(IllegalAction):
        game.apply(CastSpell("A", card="shock", targets=("B",), face="Not A Face"))
    assert game.state_hash() == before


def test_not_an_action_at_all() -> None:
    game = _main_phase()
    with pytest.raises(IllegalAction, match="is not an action"):
        game.apply("cast shock")


def test_well_formed_actions_have_no_shape_problem() -> None:
    assert malformed(CastSpell("A", card="shock", targets=("B",), x=0, divide=(2,))) is None
    assert malformed(ActivateAbility("A", source="x", index=2)) is None
