"""The engine's refusals in Japanese (present/data/refusals_ja.tsv): a second land in a turn (CR
305.2), a summoning-sick attacker (302.6) and a tapped one (508.1a), worded with the objects'
Japanese names and the same rule; a message no pattern words stays in English whole; and the
workbench's API answers an illegal action with both."""

from __future__ import annotations

import re

from mtgrules.game.actions import DeclareAttacker, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from mtgrules.present import japanese
from mtgrules.present.refusals import REFUSALS, illegal_action_ja, refusal_ja
from play_helpers import board, pass_until, put, rejected, start
from web_server import client


def _combat_board():  # type: ignore[no-untyped-def]
    game = board()
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Forest", "A", Zone.HAND, "forest")
    put(game, "Forest", "A", Zone.HAND, "forest-2")
    start(game, Step.PRECOMBAT_MAIN)
    return game


def test_305_2_a_second_land_is_refused_in_japanese() -> None:
    game = _combat_board()
    game.apply(PlayLand("A", "forest"))
    error = rejected(game, PlayLand("A", "forest-2"))
    assert (error.message, error.rule) == ("a land was already played this turn", "305.2")
    assert illegal_action_ja(game, error) == "このターンすでに土地をプレイしている (CR 305.2)"


def test_302_6_a_summoning_sick_attacker_is_refused_with_its_japanese_name() -> None:
    game = _combat_board()
    put(game, "Grizzly Bears", "A", object_id="new-bears")  # came under A's control this turn
    pass_until(game, Step.DECLARE_ATTACKERS)
    error = rejected(game, DeclareAttacker("A", "new-bears", "B"))
    assert (error.message, error.rule) == ("'new-bears' has summoning sickness", "302.6")
    assert illegal_action_ja(game, error) == "灰色熊は召喚酔いの状態にある (CR 302.6)"


def test_508_1a_a_message_no_pattern_words_stays_in_english() -> None:
    game = _combat_board()
    assert refusal_ja(game, "'bears' is tapped", "508.1a") == "灰色熊はタップ状態である (CR 508.1a)"
    # An id that names no object, card or player: nothing is guessed, the whole message stays.
    assert refusal_ja(game, "'ghost' is tapped", "508.1a") is None
    assert refusal_ja(game, "a sentence of no pattern", "100.1") is None


def test_every_refusal_pattern_compiles_and_its_template_uses_only_its_own_parts() -> None:
    for pattern, template in japanese.table_rows(REFUSALS):
        groups = set(re.compile(pattern).groupindex)
        assert set(re.findall(r"\{(\w+)\}", template)) == groups, pattern
        assert all(
            name.rstrip("0123456789") in ("obj", "objs", "player", "n", "rest") for name in groups
        )


TWO_FORESTS = """\
battlefield:
  - {card: Grizzly Bears, id: bears, controller: A}
hand: {A: [{card: Forest, id: forest}, {card: Forest, id: forest-2}]}
"""


def test_305_2_the_api_answers_an_illegal_action_in_both_languages() -> None:
    with client() as api:
        state = api.post("/api/games", json={"scenario": TWO_FORESTS}).json()
        play = {"kind": "play_land", "player": "A", "card": "forest"}
        assert api.post(f"/api/games/{state['id']}/actions", json=play).status_code == 200
        again = {**play, "card": "forest-2"}
        answer = api.post(f"/api/games/{state['id']}/actions", json=again)
    assert answer.status_code == 409
    assert answer.json() == {
        "detail": "a land was already played this turn (CR 305.2)",
        "detail_ja": "このターンすでに土地をプレイしている (CR 305.2)",
        "rule": "305.2",
    }
