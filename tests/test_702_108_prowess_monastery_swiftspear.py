"""CR 702.108a: prowess — "Whenever you cast a noncreature spell, this creature gets +1/+1 until
end of turn." Monastery Swiftspear (Haste, Prowess) compiled from its Oracle text: a Lightning
Bolt cast makes it 2/3 until end of turn; a creature spell doesn't trigger it; an opponent's
spell doesn't either."""

from __future__ import annotations

from in_play import pt, resolve_stack, take
from keyword_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_until


def test_702_108a_a_noncreature_spell_cast_gives_prowess_plus_one_until_end_of_turn() -> None:
    game = game_with(
        {"spear": "Monastery Swiftspear", "m1": "Mountain", "m2": "Mountain"},
        hand={"bolt": "Lightning Bolt", "bolt2": "Lightning Bolt"},
    )
    take(game, CastSpell("A", "bolt", ("B",)))
    assert [i.kind for i in game.stack] == ["spell", "ability"]  # the trigger goes above it
    assert pt(game, "spear") == (1, 2)
    resolve_stack(game)
    assert pt(game, "spear") == (2, 3)
    assert game.players["B"].life == 17
    take(game, CastSpell("A", "bolt2", ("B",)))
    resolve_stack(game)
    assert pt(game, "spear") == (3, 4)  # each spell triggers it again
    pass_until(game, Step.UPKEEP, turn=3)
    assert pt(game, "spear") == (1, 2)


def test_702_108a_a_creature_spell_doesnt_trigger_prowess() -> None:
    game = game_with(
        {"spear": "Monastery Swiftspear", **{f"m{i}": "Mountain" for i in range(4)}},
        hand={"giant": "Hill Giant"},
    )
    take(game, CastSpell("A", "giant"))
    assert [i.kind for i in game.stack] == ["spell"]
    resolve_stack(game)
    assert pt(game, "spear") == (1, 2)


def test_702_108a_an_opponents_spell_doesnt_trigger_prowess() -> None:
    game = game_with(
        {"spear": "Monastery Swiftspear"},
        theirs={"m": "Mountain"},
        their_hand={"bolt": "Lightning Bolt"},
        active="B",
    )
    take(game, CastSpell("B", "bolt", ("spear",)))
    assert [i.kind for i in game.stack] == ["spell"]
    resolve_stack(game)
    assert game.objects["spear"].zone is Zone.GRAVEYARD
