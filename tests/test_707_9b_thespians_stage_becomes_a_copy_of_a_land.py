"""CR 707.2, 707.9b, 201.5b: Thespian's Stage, compiled from its Oracle text — "{2}, {T}: {this}
becomes a copy of target land, except it has this ability." It takes the land's copiable
values (name, types, mana ability) and keeps its copy ability, which it can use again."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.mana import activated_abilities
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _staged(target: str) -> Game:
    game = game_with("Thespian's Stage", "Gruul Guildgate")
    put(game, "Thespian's Stage", "A", object_id="stage")
    lands(game, "Plains", 2)
    put(game, "Gruul Guildgate", "B", object_id="gate")
    put(game, "Forest", "B", object_id="forest")
    start(game)
    take(game, ActivateAbility("A", "stage", 2, (target,)))
    resolve_stack(game)
    return game


def test_707_2_thespians_stage_becomes_a_copy_of_target_land() -> None:
    game = _staged("gate")
    chars = game.characteristics("stage")
    assert chars.name == "Gruul Guildgate"
    assert chars.type_line.english() == "Land — Gate"
    assert game.controller_of("stage") == "A"
    texts = [a.render(chars.name) for a in activated_abilities(game, "stage")]
    assert texts == [
        "{T}: Add {R} or {G}.",
        "{2}, {T}: Gruul Guildgate becomes a copy of target land, except it has this ability.",
    ]


def test_707_9b_thespians_stage_keeps_its_ability_and_can_copy_again() -> None:
    game = _staged("gate")
    game.get("stage").tapped = False
    for plains in ("plains-1", "plains-2"):
        game.get(plains).tapped = False
    take(game, ActivateAbility("A", "stage", 2, ("forest",)))
    resolve_stack(game)
    chars = game.characteristics("stage")
    assert (chars.name, chars.type_line.english()) == ("Forest", "Basic Land — Forest")
    assert len(activated_abilities(game, "stage")) == 2
