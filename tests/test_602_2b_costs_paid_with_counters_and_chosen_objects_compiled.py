"""CR 602.2b, 601.2h, 122.8, 107.3m: activation costs beyond mana and {T}, compiled from real
cards' Oracle text and paid in play — Walking Ballista entering with the X it was cast with and
removing its +1/+1 counters, Goblin Bombardment's and Arcbound Ravager's sacrifices, Psychic
Frog's discard and exile from the graveyard, Heap Gate's tapping of another Gate."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.keywords import HEXPROOF
from mtgrules.game.objects import Zone
from play_helpers import lands, put, rejected, start

pytestmark = needs_full_database


def _ballista(x: int) -> tuple[object, str]:
    game = game_with("Walking Ballista")
    lands(game, "Mountain", 2 * x)
    put(game, "Walking Ballista", "A", Zone.HAND, "ballista")
    start(game)
    take(game, CastSpell("A", "ballista", x=x))
    resolve_stack(game)
    return game, "ballista"


def test_107_3m_walking_ballista_enters_with_the_x_it_was_cast_with() -> None:
    game, ballista = _ballista(2)
    assert game.get(ballista).zone is Zone.BATTLEFIELD  # type: ignore[attr-defined]
    assert game.get(ballista).counters == {"+1/+1": 2}  # type: ignore[attr-defined]
    assert game.characteristics(ballista).power == 2  # type: ignore[attr-defined]


def test_107_3m_walking_ballista_cast_for_x_0_dies_with_no_counters() -> None:
    game, ballista = _ballista(0)
    assert game.get(ballista).zone is Zone.GRAVEYARD  # type: ignore[attr-defined]


def test_122_8_walking_ballista_removes_a_counter_to_deal_1_damage() -> None:
    game, ballista = _ballista(2)
    take(game, ActivateAbility("A", ballista, 2, ("B",)))  # type: ignore[arg-type]
    assert game.get(ballista).counters == {"+1/+1": 1}  # type: ignore[attr-defined]
    resolve_stack(game)  # type: ignore[arg-type]
    assert game.players["B"].life == 19  # type: ignore[attr-defined]


def test_122_8_walking_ballista_deals_damage_after_removing_its_last_counter() -> None:
    game, ballista = _ballista(1)
    bears = put(game, "Grizzly Bears", "B", object_id="bears")  # type: ignore[arg-type]
    take(game, ActivateAbility("A", ballista, 2, (bears,)))  # type: ignore[arg-type]
    resolve_stack(game)  # type: ignore[arg-type]
    assert game.get(ballista).zone is Zone.GRAVEYARD  # type: ignore[attr-defined]
    assert game.get(bears).damage == 1  # type: ignore[attr-defined]


def test_122_8_no_counter_left_to_remove_no_activation() -> None:
    game = game_with("Walking Ballista")
    put(game, "Glorious Anthem", "A")  # the Ballista lives on as a 1/1
    put(game, "Walking Ballista", "A", object_id="ballista")
    game.get("ballista").counters["+1/+1"] = 1
    start(game)
    take(game, ActivateAbility("A", "ballista", 2, ("B",)))
    resolve_stack(game)
    assert game.get("ballista").zone is Zone.BATTLEFIELD
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    error = rejected(game, ActivateAbility("A", "ballista", 2, ("B",)))
    assert (error.rule, game.players["B"].life) == ("122.8", 19)


def test_701_21a_goblin_bombardment_sacrifices_the_creature_chosen_as_its_cost() -> None:
    game = game_with("Goblin Bombardment")
    put(game, "Goblin Bombardment", "A", object_id="bombardment")
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Savannah Lions", "A", object_id="lions")
    start(game)
    offered = {
        a.paid_with
        for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.targets == ("B",)
    }
    assert offered == {("bears",), ("lions",)}  # CR 601.2h: not the Bombardment itself
    take(game, ActivateAbility("A", "bombardment", 1, ("B",), paid_with=("lions",)))
    assert game.get("lions").zone is Zone.GRAVEYARD  # paid as it is activated (602.2b)
    resolve_stack(game)
    assert (game.players["B"].life, game.get("bears").zone) == (19, Zone.BATTLEFIELD)


def test_601_2h_an_opponents_creature_cant_pay_goblin_bombardment() -> None:
    game = game_with("Goblin Bombardment")
    put(game, "Goblin Bombardment", "A", object_id="bombardment")
    put(game, "Grizzly Bears", "B", object_id="bears")
    start(game)
    error = rejected(game, ActivateAbility("A", "bombardment", 1, ("B",), paid_with=("bears",)))
    assert error.rule == "601.2h"
    assert game.get("bears").zone is Zone.BATTLEFIELD


def test_701_21a_claws_of_gix_may_sacrifice_itself_as_a_permanent() -> None:
    game = game_with("Claws of Gix")
    put(game, "Claws of Gix", "A", object_id="claws")
    lands(game, "Mountain", 1)
    start(game)
    offered = {a.paid_with for a in game.legal_actions() if isinstance(a, ActivateAbility)}
    assert offered == {("claws",), ("mountain-1",)}
    take(game, ActivateAbility("A", "claws", 1, paid_with=("claws",)))
    resolve_stack(game)
    assert (game.get("claws").zone, game.players["A"].life) == (Zone.GRAVEYARD, 21)


def test_701_26a_heap_gate_taps_another_untapped_gate_not_itself() -> None:
    game = game_with("Heap Gate")
    put(game, "Heap Gate", "A", object_id="heap")
    put(game, "Heap Gate", "A", object_id="other-gate")
    lands(game, "Mountain", 1)
    start(game)
    activations = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert {(a.source, a.paid_with) for a in activations} == {
        ("heap", ("other-gate",)), ("other-gate", ("heap",)),
    }  # fmt: skip
    take(game, ActivateAbility("A", "heap", 3, paid_with=("other-gate",)))
    assert game.get("heap").tapped and game.get("other-gate").tapped
    resolve_stack(game)
    treasures = [o for o in game.objects.values() if o.is_token]
    assert [game.characteristics(t.id).name for t in treasures] == ["Treasure Token"]


def test_601_2h_makeshift_munitions_sacrifices_an_artifact_or_a_creature() -> None:
    game = game_with("Makeshift Munitions")
    put(game, "Makeshift Munitions", "A", object_id="munitions")
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Ornithopter", "A", object_id="thopter")
    put(game, "Plains", "A", object_id="plains")
    start(game)
    offered = {
        a.paid_with for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.targets == ("B",)
    }  # fmt: skip
    assert offered == {("bears",), ("thopter",)}  # an enchantment and a land: neither


def test_602_5b_quirion_ranger_returns_a_forest_only_once_each_turn() -> None:
    game = game_with("Quirion Ranger")
    put(game, "Quirion Ranger", "A", object_id="ranger")
    put(game, "Forest", "A", object_id="forest-1")
    put(game, "Forest", "A", object_id="forest-2")
    put(game, "Grizzly Bears", "A", object_id="bears", tapped=True)
    start(game)
    take(game, ActivateAbility("A", "ranger", 1, ("bears",), paid_with=("forest-1",)))
    assert game.get("forest-1").zone is Zone.HAND
    resolve_stack(game)
    assert not game.get("bears").tapped
    game.get("bears").tapped = True
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    error = rejected(game, ActivateAbility("A", "ranger", 1, ("bears",), paid_with=("forest-2",)))
    assert error.rule == "602.5b"
    assert game.get("forest-2").zone is Zone.BATTLEFIELD


def test_701_9a_dream_trawler_discards_a_card_to_gain_hexproof_and_tap() -> None:
    game = game_with("Dream Trawler")
    put(game, "Dream Trawler", "A", object_id="trawler")
    put(game, "Lava Axe", "A", Zone.HAND, "axe")
    start(game)
    offered = {a.paid_with for a in game.legal_actions() if isinstance(a, ActivateAbility)}
    assert offered == {("axe",)}
    take(game, ActivateAbility("A", "trawler", 1, paid_with=("axe",)))
    assert game.get("axe").zone is Zone.GRAVEYARD
    resolve_stack(game)
    assert game.get("trawler").tapped
    assert game.characteristics("trawler").has_keyword(HEXPROOF)
