"""Tezzeret, Cruel Captain, compiled from his Oracle text and played: his 0 untaps target
artifact or creature and puts a +1/+1 counter on it only if it's an artifact creature (CR
608.2c); his -3 finds an artifact card with mana value 1 or less (701.23a); his -7 emblem makes
an artifact its controller targets at the beginning of combat a 0/0 Robot artifact creature with
three +1/+1 counters if it isn't a creature (114.4, 205.1b, 613.4b)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_priority, put, start

TEZZERET = "Tezzeret, Cruel Captain"


def _tezzeret() -> Game:
    game = game_with(TEZZERET)
    put(game, TEZZERET, "A", object_id="tezzeret")
    put(game, "Mind Stone", "A", object_id="stone", tapped=True)
    put(game, "Alloy Myr", "A", object_id="myr", tapped=True)
    put(game, "Bonesplitter", "A", Zone.LIBRARY, object_id="bonesplitter")
    put(game, "Mind Stone", "A", Zone.LIBRARY, object_id="library-stone")
    return start(game)


@needs_full_database
def test_608_2c_zero_untaps_and_counters_only_an_artifact_creature() -> None:
    game = _tezzeret()
    loyalty = game.objects["tezzeret"].counters["loyalty"]
    take(game, ActivateAbility("A", "tezzeret", 1, ("myr",)))
    resolve_stack(game)
    assert not game.objects["myr"].tapped
    assert game.objects["myr"].counters == {"+1/+1": 1}
    assert game.objects["tezzeret"].counters == {"loyalty": loyalty}


@needs_full_database
def test_608_2c_zero_on_a_noncreature_artifact_only_untaps() -> None:
    game = _tezzeret()
    take(game, ActivateAbility("A", "tezzeret", 1, ("stone",)))
    resolve_stack(game)
    assert not game.objects["stone"].tapped
    assert game.objects["stone"].counters == {}


@needs_full_database
def test_701_23a_minus_three_finds_an_artifact_with_mana_value_one_or_less() -> None:
    game = _tezzeret()
    take(game, ActivateAbility("A", "tezzeret", 2, ()))
    resolve_stack(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    options = [a.value for a in game.legal_actions() if isinstance(a, Choose)]
    assert options == ["find nothing", "Bonesplitter into their hand"]  # not Mind Stone (2)
    game.apply(Choose("A", "Bonesplitter into their hand"))
    assert game.objects["bonesplitter"].zone is Zone.HAND
    assert game.objects["library-stone"].zone is Zone.LIBRARY


@needs_full_database
def test_114_4_minus_seven_emblem_makes_a_robot_at_the_beginning_of_combat() -> None:
    game = _tezzeret()
    game.objects["tezzeret"].counters["loyalty"] = 7
    take(game, ActivateAbility("A", "tezzeret", 3, ()))
    resolve_stack(game)
    assert [o.zone for o in game.objects.values() if o.owner == "A"].count(Zone.COMMAND) == 1
    while game.step is not Step.BEGINNING_OF_COMBAT:
        pass_priority(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.TARGETS
    game.apply(next(a for a in game.legal_actions() if "'stone'" in repr(a)))
    resolve_stack(game)
    stone = game.characteristics("stone")
    assert stone.type_line.has_card_type("Artifact") and stone.type_line.has_card_type("Creature")
    assert [s.english for s in stone.type_line.subtypes] == ["Robot"]
    assert (stone.power, stone.toughness) == (3, 3)
    assert game.objects["stone"].counters == {"+1/+1": 3}
