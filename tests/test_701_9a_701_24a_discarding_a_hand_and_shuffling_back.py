"""CR 701.9a, 701.24a, 400.7 with real cards compiled from their Oracle text: Song of Creation
("At the beginning of your end step, discard your hand."), Lembas ("When Lembas is put into a
graveyard from the battlefield, its owner shuffles it into their library.") and Mind's Desire
("Shuffle your library. Then exile the top card of your library. Until end of turn, you may play
that card without paying its mana cost.")."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import activate, resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import all_pass
from zones_helpers import zones_game


@needs_full_database
def test_701_9a_song_of_creation_discards_the_whole_hand_at_the_end_step() -> None:
    game = zones_game(["Song of Creation"], cards={"song": "Song of Creation"},
                      hand={"bolt": "Lightning Bolt", "bears": "Grizzly Bears", "f": "Forest"},
                      step=Step.POSTCOMBAT_MAIN)  # fmt: skip
    all_pass(game)  # to the end step: the trigger
    resolve_stack(game)
    assert game.step is Step.END
    assert [game.objects[c].zone for c in ("bolt", "bears", "f")] == [Zone.GRAVEYARD] * 3
    discards = [e.detail for e in game.events if e.rule == "701.9a"]
    assert discards == ["A discards their hand (3 cards)"]


@needs_full_database
def test_701_24a_lembas_sacrificed_is_shuffled_into_its_owner_s_library() -> None:
    game = zones_game(["Lembas"], cards={"lembas": "Lembas"}, mana="UU")
    size = len(game.libraries["A"])
    activate(game, "lembas", 1)  # {2}, {T}, Sacrifice Lembas: You gain 3 life.
    resolve_stack(game)
    assert game.players["A"].life == 23
    assert game.objects["lembas"].zone is Zone.LIBRARY
    assert len(game.libraries["A"]) == size + 1


@needs_full_database
def test_400_7_lembas_that_left_the_graveyard_is_not_shuffled_in() -> None:
    game = zones_game(["Lembas"], cards={"lembas": "Lembas"}, mana="UU")
    take(game, ActivateAbility("A", "lembas", 1))
    assert len(game.stack) == 2  # the trigger went on the stack above the life gain
    game.move("lembas", Zone.EXILE)  # it leaves the graveyard and comes back: a new object
    game.move("lembas", Zone.GRAVEYARD)
    resolve_stack(game)
    assert game.objects["lembas"].zone is Zone.GRAVEYARD
    assert game.players["A"].life == 23


@needs_full_database
def test_701_24a_mind_s_desire_shuffles_then_lets_its_caster_play_the_top_card_free() -> None:
    game = zones_game(["Mind's Desire"], hand={"desire": "Mind's Desire"}, mana="UUUUUU",
                      library=["Lightning Bolt"] * 3)  # fmt: skip
    for card in game.libraries["A"][3:]:
        game.move(card, Zone.EXILE)  # only the three Bolts are left
    take(game, CastSpell("A", "desire"))
    resolve_stack(game)
    assert any(e.rule == "701.24a" for e in game.events)
    exiled = [c for c in ("a-lib-1", "a-lib-2", "a-lib-3") if game.objects[c].zone is Zone.EXILE]
    assert len(exiled) == 1 and len(game.libraries["A"]) == 2
    bolt = CastSpell("A", exiled[0], ("B",), cost="without paying its mana cost")
    assert bolt in game.legal_actions()  # no mana left
    take(game, bolt)
    resolve_stack(game)
    assert game.players["B"].life == 17
