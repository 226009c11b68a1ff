"""CR 702.14c: landwalk — a creature with swampwalk can't be blocked as long as the defending
player controls a Swamp. Street Wraith, compiled from its Oracle text."""

from __future__ import annotations

from in_play import blocks_offered, declare_attackers
from keyword_cards import game_with
from mtgrules.game.turns import Step
from play_helpers import pass_until


def test_702_14c_swampwalk_cant_be_blocked_while_the_defender_controls_a_swamp() -> None:
    game = game_with({"wraith": "Street Wraith"}, theirs={"giant": "Hill Giant", "s": "Swamp"})
    declare_attackers(game, "wraith")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == set()


def test_702_14c_swampwalk_can_be_blocked_without_a_swamp() -> None:
    game = game_with({"wraith": "Street Wraith"}, theirs={"giant": "Hill Giant", "m": "Mountain"})
    declare_attackers(game, "wraith")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == {("giant", "wraith")}
