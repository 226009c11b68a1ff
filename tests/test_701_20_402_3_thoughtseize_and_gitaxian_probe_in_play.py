"""CR 701.20a, 608.2d, 701.9a: Thoughtseize ("Target player reveals their hand. You choose a
nonland card from it. That player discards that card. You lose 2 life.") — the caster chooses,
among the nonland cards only, and the life is lost after the choice; CR 402.3: Gitaxian Probe
lets its caster look at another player's hand."""

from __future__ import annotations

from in_play import cast, cast_targets, in_zone, take
from instruction_cards import main_phase
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority

HAND = {"bolt": "Lightning Bolt", "bears": "Grizzly Bears", "forest": "Forest"}


def _thoughtseize() -> object:
    game = main_phase(hand={"seize": "Thoughtseize"}, mana="B", their_hand=HAND)
    take(game, CastSpell("A", "seize", ("B",)))
    pass_priority(game)
    pass_priority(game)
    return game


def test_701_20a_608_2d_thoughtseize_caster_chooses_a_nonland_card_then_loses_2_life() -> None:
    game = _thoughtseize()
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.CHOOSE, "A")
    assert game.pending.options == ("Grizzly Bears", "Lightning Bolt")  # not the Forest
    assert game.players["A"].life == 20  # the life loss waits for the choice (608.2c)
    assert any(
        e.rule == "701.20a" and "Forest, Grizzly Bears, Lightning Bolt" in e.detail
        for e in game.events
    )
    take(game, Choose("A", "Lightning Bolt"))
    assert game.objects["bolt"].zone is Zone.GRAVEYARD
    assert sorted(in_zone(game, Zone.HAND, "B")) == ["bears", "forest"]
    assert game.players["A"].life == 18


def test_608_2d_thoughtseize_with_only_lands_in_hand_discards_nothing() -> None:
    game = main_phase(hand={"seize": "Thoughtseize"}, mana="B", their_hand={"f": "Forest"})
    cast(game, "seize", "B")
    assert game.objects["f"].zone is Zone.HAND
    assert game.players["A"].life == 18
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY


def test_402_3_gitaxian_probe_looks_at_the_hand_and_draws_a_card() -> None:
    game = main_phase(hand={"probe": "Gitaxian Probe"}, mana="U", their_hand=HAND)
    top = game.libraries["A"][0]
    cast(game, "probe", "B")
    looks = [e.detail for e in game.events if e.rule == "402.3"]
    assert looks == ["A looks at B's hand: Forest, Grizzly Bears, Lightning Bolt"]
    assert game.objects[top].zone is Zone.HAND
    assert sorted(in_zone(game, Zone.HAND, "B")) == ["bears", "bolt", "forest"]


def test_115_1_duress_targets_only_an_opponent_and_takes_a_noncreature_nonland_card() -> None:
    game = main_phase(hand={"duress": "Duress"}, mana="B", their_hand=HAND)
    assert cast_targets(game, "duress") == {("B",)}
    take(game, CastSpell("A", "duress", ("B",)))
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.options == ("Lightning Bolt",)
    take(game, Choose("A", "Lightning Bolt"))
    assert game.objects["bolt"].zone is Zone.GRAVEYARD


def test_202_3_inquisition_of_kozilek_offers_only_mana_value_3_or_less() -> None:
    hand = {**HAND, "maw": "Colossal Dreadmaw"}
    game = main_phase(hand={"inq": "Inquisition of Kozilek"}, mana="B", their_hand=hand)
    take(game, CastSpell("A", "inq", ("B",)))
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None
    assert game.pending.options == ("Grizzly Bears", "Lightning Bolt")  # not the 6-drop
    take(game, Choose("A", "Grizzly Bears"))
    assert game.objects["bears"].zone is Zone.GRAVEYARD
    assert game.objects["maw"].zone is Zone.HAND
