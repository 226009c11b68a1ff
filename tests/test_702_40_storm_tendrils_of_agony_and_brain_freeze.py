"""CR 702.40a: storm — "When you cast this spell, copy it for each other spell that was cast
before it this turn. If the spell has any targets, you may choose new targets for any of the
copies." Tendrils of Agony and Brain Freeze, compiled from their Oracle text; copies aren't
cast (707.10), so they add nothing to a later storm count."""

from __future__ import annotations

from in_play import resolve_stack, take
from keyword_cards import game_with
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind


def test_702_40a_tendrils_after_two_spells_is_copied_twice() -> None:
    swamps = {f"s{n}": "Swamp" for n in range(4)}
    game = game_with(
        {**swamps, "m1": "Mountain", "m2": "Mountain"},
        hand={"b1": "Lightning Bolt", "b2": "Lightning Bolt", "tendrils": "Tendrils of Agony"},
    )
    take(game, CastSpell("A", "b1", ("B",)))
    resolve_stack(game)
    take(game, CastSpell("A", "b2", ("B",)))
    resolve_stack(game)
    assert game.players["B"].life == 14
    take(game, CastSpell("A", "tendrils", ("B",)))
    assert [i.kind for i in game.stack] == ["spell", "ability"]  # the storm trigger
    resolve_stack(game)
    for _ in range(2):  # CR 707.10c: each copy keeps its target or gets a new one
        assert game.pending is not None and game.pending.kind is DecisionKind.TARGETS
        assert game.pending.data["choices"] == [("B",), ("A",)]
        take(game, ChooseTargets("A", ("B",)))
    resolve_stack(game)
    assert game.players["B"].life == 14 - 2 * 3  # the spell and two copies
    assert game.players["A"].life == 20 + 2 * 3
    assert game.objects["tendrils"].zone is Zone.GRAVEYARD
    assert [e.rule for e in game.events if e.event == "copy"] == ["707.10", "707.10"]


def test_702_40a_the_first_spell_of_the_turn_has_no_copies() -> None:
    game = game_with({"i1": "Island", "i2": "Island"}, hand={"freeze": "Brain Freeze"})
    library = len(game.libraries["B"])
    take(game, CastSpell("A", "freeze", ("B",)))
    resolve_stack(game)
    assert len(game.libraries["B"]) == library - 3
    assert [e for e in game.events if e.event == "copy"] == []


def test_702_40a_a_copy_may_have_a_new_target() -> None:
    game = game_with(
        {"i1": "Island", "i2": "Island", "m": "Mountain"},
        hand={"bolt": "Lightning Bolt", "freeze": "Brain Freeze"},
    )
    take(game, CastSpell("A", "bolt", ("B",)))
    resolve_stack(game)
    mine, theirs = len(game.libraries["A"]), len(game.libraries["B"])
    take(game, CastSpell("A", "freeze", ("B",)))
    resolve_stack(game)
    take(game, ChooseTargets("A", ("A",)))  # the copy mills its caster instead
    resolve_stack(game)
    assert (len(game.libraries["A"]), len(game.libraries["B"])) == (mine - 3, theirs - 3)
