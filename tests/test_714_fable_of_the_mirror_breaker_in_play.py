"""CR 714, 111.4, 608.2d with the real card compiled from its Oracle text: Fable of the
Mirror-Breaker. Chapter I makes a Goblin Shaman token whose quoted ability makes a Treasure as
it attacks (113.10); chapter II lets its controller discard up to two cards and draw that many
(none discarded: none drawn)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose, DeclareAttacker, FinishAttacks
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import pass_until
from zones_helpers import zones_game

FABLE = "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"


def _cast_fable() -> Game:
    game = zones_game(
        [FABLE], hand={"fable": FABLE, "c1": "Hill Giant", "c2": "Island"}, mana="RRR"
    )
    take(game, CastSpell("A", "fable"))
    resolve_stack(game)  # the Saga enters with a lore counter: chapter I (714.3a)
    return game


def _tokens(game: Game) -> list[str]:
    return sorted(i for i, o in game.objects.items() if o.is_token and o.zone is Zone.BATTLEFIELD)


@needs_full_database
def test_714_2b_chapter_one_makes_a_goblin_shaman_that_makes_treasure_as_it_attacks() -> None:
    game = _cast_fable()
    (shaman,) = _tokens(game)
    chars = game.characteristics(shaman)
    assert chars.type_line.subtype_names == {"Goblin", "Shaman"}
    assert (chars.power, chars.toughness) == (2, 2)
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    resolve_stack(game)
    take(game, Choose("A", "discard nothing"))  # chapter II
    pass_until(game, Step.DECLARE_ATTACKERS, turn=4)
    take(game, DeclareAttacker("A", shaman, "B"))
    take(game, FinishAttacks("A"))
    resolve_stack(game)
    treasures = [
        t for t in _tokens(game) if "Treasure" in game.characteristics(t).type_line.subtype_names
    ]
    assert len(treasures) == 1


def _hand(game: Game) -> set[str]:
    return {i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A"}


def _chapter_two() -> Game:
    game = _cast_fable()
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)  # a lore counter after the draw step
    resolve_stack(game)
    return game


@needs_full_database
def test_608_2d_chapter_two_discards_up_to_two_and_draws_that_many() -> None:
    game = _chapter_two()
    assert game.pending is not None
    assert "discard nothing" in game.pending.options
    assert "discard Hill Giant and Island" in game.pending.options
    library_top = game.libraries["A"][:2]
    hand_before = len(_hand(game))
    take(game, Choose("A", "discard Hill Giant and Island"))
    graveyard = [game.characteristics(i).name for i, o in game.objects.items()
                 if o.zone is Zone.GRAVEYARD and o.owner == "A"]  # fmt: skip
    assert sorted(graveyard) == ["Hill Giant", "Island"]
    assert all(game.objects[c].zone is Zone.HAND for c in library_top)
    assert len(_hand(game)) == hand_before


@needs_full_database
def test_608_2d_discarding_nothing_draws_nothing() -> None:
    game = _chapter_two()
    hand_before = _hand(game)
    take(game, Choose("A", "discard nothing"))
    assert _hand(game) == hand_before
