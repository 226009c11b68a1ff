"""CR 709.3: a split card is cast as one of its halves: only that half's cost is paid, only its
text resolves; off the stack it has both halves' characteristics again (709.4)."""

from __future__ import annotations

from mtgrules.game.actions import CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play import begin_from_board
from mtgrules.game.state import Game


def board() -> Game:
    game = Game()
    for name in ("Island", "Island", "Mountain"):
        game.create_card(name, "A", Zone.BATTLEFIELD)
    game.create_card("Grizzly Bears", "B", Zone.BATTLEFIELD, object_id="bears")
    game.create_card("Fire // Ice", "A", Zone.HAND, object_id="fire-ice")
    game.create_card("Island", "A", Zone.LIBRARY)
    begin_from_board(game)
    return game


def test_709_3_each_half_is_offered_with_its_own_targets() -> None:
    game = board()
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert {a.face for a in casts} == {"Fire", "Ice"}
    assert CastSpell("A", "fire-ice", ("bears",), face="Ice") in casts
    assert CastSpell("A", "fire-ice", ("B", "bears"), face="Fire", divide=(1, 1)) in casts
    assert all(a.face is not None for a in casts)


def test_709_3a_casting_ice_pays_only_ice_and_resolves_only_ice() -> None:
    game = board()
    game.apply(CastSpell("A", "fire-ice", ("bears",), face="Ice"))
    tapped = [
        i
        for i, o in game.objects.items()
        if o.zone is Zone.BATTLEFIELD and o.tapped and o.owner == "A"
    ]
    assert len(tapped) == 2  # {1}{U}
    assert game.characteristics("fire-ice").names == ("Ice",)
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert game.objects["bears"].tapped is True
    assert game.objects["bears"].damage == 0  # Fire didn't resolve
    assert len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"]) == 1
    assert game.characteristics("fire-ice").names == ("Fire", "Ice")  # 709.4 in the graveyard
