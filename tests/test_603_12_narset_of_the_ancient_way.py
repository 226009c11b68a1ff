"""Narset of the Ancient Way, compiled from her Oracle text. [+1]: 2 life and one mana of U, R
or W that can be spent only on a noncreature spell (CR 106.6). [-2]: draw, then she may discard;
a nonland card discarded this way triggers a reflexive ability (603.12) dealing damage equal to
its mana value to a creature or planeswalker chosen as it is put on the stack (603.3d). [-6]: an
emblem whose ability deals 2 damage whenever she casts a noncreature spell (114.4: the emblem
is the source)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, put, start

pytestmark = needs_full_database

NARSET = "Narset of the Ancient Way"


def _narset(loyalty: int, *more: str) -> Game:
    game = game_with(NARSET, "Lightning Bolt", "Raging Goblin", *more)
    put(game, NARSET, "A", object_id="narset")
    game.objects["narset"].counters["loyalty"] = loyalty
    return game


def test_106_6_plus_one_mana_only_for_a_noncreature_spell() -> None:
    game = _narset(4)
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    put(game, "Raging Goblin", "A", Zone.HAND, "goblin")
    start(game)
    take(game, ActivateAbility("A", "narset", 1))
    resolve_stack(game)
    assert game.players["A"].life == 22
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert set(game.pending.options) == {"{U}", "{R}", "{W}"}
    take(game, Choose("A", "{R}"))
    assert str(game.pools["A"]) == "{R}"
    casts = {a.card for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert casts == {"bolt"}  # not the Raging Goblin: a creature spell
    take(game, CastSpell("A", "bolt", ("B",)))
    resolve_stack(game)
    assert game.players["B"].life == 17


def test_603_12_minus_two_a_nonland_card_discarded_deals_its_mana_value() -> None:
    game = _narset(4, "Hill Giant", "Lava Axe")
    put(game, "Lava Axe", "A", Zone.HAND, "axe")  # mana value 5
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Island", "A", Zone.LIBRARY, "top")
    start(game)
    take(game, ActivateAbility("A", "narset", 2))
    resolve_stack(game)
    assert game.objects["top"].zone is Zone.HAND
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    take(game, Choose("A", "discard Lava Axe"))
    assert game.objects["axe"].zone is Zone.GRAVEYARD
    if game.pending is not None and game.pending.kind is DecisionKind.TARGETS:
        take(game, ChooseTargets("A", ("giant",)))
    assert [item.source for item in game.stack] == ["narset"]
    assert game.stack[0].targets == ("giant",)
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.GRAVEYARD  # 5 damage to a 3/3


def test_603_12_a_land_discarded_triggers_nothing() -> None:
    game = _narset(4, "Hill Giant")
    put(game, "Mountain", "A", Zone.HAND, "land")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Island", "A", Zone.LIBRARY, "top")
    start(game)
    take(game, ActivateAbility("A", "narset", 2))
    resolve_stack(game)
    take(game, Choose("A", "discard Mountain"))
    assert game.objects["land"].zone is Zone.GRAVEYARD
    assert game.stack == [] and game.waiting_triggers == []
    assert game.objects["giant"].damage == 0


def test_114_4_minus_six_the_emblem_deals_2_damage_for_each_noncreature_spell() -> None:
    game = _narset(6)
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    put(game, "Raging Goblin", "A", Zone.HAND, "goblin")
    lands(game, "Mountain", 2, "A")
    start(game)
    take(game, ActivateAbility("A", "narset", 3))
    resolve_stack(game)
    emblems = [o.id for o in game.objects.values() if o.zone is Zone.COMMAND]
    assert len(emblems) == 1
    take(game, CastSpell("A", "goblin"))
    resolve_stack(game)
    assert game.players["B"].life == 20  # a creature spell: no trigger
    take(game, CastSpell("A", "bolt", ("B",)))
    if game.pending is not None and game.pending.kind is DecisionKind.TARGETS:
        take(game, ChooseTargets("A", ("B",)))
    assert game.stack[-1].source == emblems[0]
    resolve_stack(game)
    assert game.players["B"].life == 15  # 2 from the emblem, 3 from the Bolt
