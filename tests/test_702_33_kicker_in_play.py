"""CR 702.33: kicker. "Kicker [cost]" is an additional cost its caster may pay as the spell is cast
(702.33a, announced with the other choices, 601.2b); paid, the spell is "kicked" (702.33d) and
its text that applies only if it was kicked applies (702.33e). Multikicker may be paid any number
of times (702.33c). The kicker cost is part of the total cost (601.2f): cost increases still
apply, and a kicked cast is offered only when the whole of it can be paid (601.2h)."""

from __future__ import annotations

from in_play import main_phase, resolve_stack, take, zone
from mtgrules.game.actions import Action, CastSpell
from mtgrules.game.agents import RandomAgent, play_game
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, rejected


def kicks_offered(game: Game, card: str) -> set[int]:
    return {a.kicks for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card}


def tapped_lands(game: Game) -> int:
    return sum(
        1
        for i, o in game.objects.items()
        if o.zone is Zone.BATTLEFIELD and o.tapped and i.startswith(("A-", "B-"))
    )


def test_702_33a_burst_lightning_kicked_deals_4_damage_and_costs_5_mana() -> None:
    game = main_phase(hand={"burst": "Burst Lightning"}, mana="RRRRR")
    assert kicks_offered(game, "burst") == {0, 1}
    take(game, CastSpell("A", "burst", ("B",), kicks=1))
    assert tapped_lands(game) == 5  # {R} + kicker {4}
    resolve_stack(game)
    assert game.players["B"].life == 16
    assert zone(game, "burst") is Zone.GRAVEYARD


def test_702_33e_burst_lightning_not_kicked_deals_2_damage_for_one_mana() -> None:
    game = main_phase(hand={"burst": "Burst Lightning"}, mana="RRRRR")
    take(game, CastSpell("A", "burst", ("B",)))
    assert tapped_lands(game) == 1
    resolve_stack(game)
    assert game.players["B"].life == 18


def test_601_2h_the_kicked_cast_is_offered_only_when_the_kicker_can_be_paid_too() -> None:
    game = main_phase(hand={"burst": "Burst Lightning"}, mana="RRRR")
    assert kicks_offered(game, "burst") == {0}
    error = rejected(game, CastSpell("A", "burst", ("B",), kicks=1))
    assert error.rule == "601.2h"


def test_601_2f_a_cost_increase_applies_to_the_kicked_total_cost() -> None:
    """Thalia: noncreature spells cost {1} more. Kicked Burst Lightning costs {R}{4}{1}."""
    game = main_phase(
        hand={"burst": "Burst Lightning"},
        mana="RRRRR",
        theirs={"thalia": "Thalia, Guardian of Thraben"},
    )
    assert kicks_offered(game, "burst") == {0}
    put(game, "Mountain", object_id="A-R-6")
    game.changed()
    assert kicks_offered(game, "burst") == {0, 1}
    take(game, CastSpell("A", "burst", ("B",), kicks=1))
    assert tapped_lands(game) == 6


def test_702_33e_shivan_fire_kicked_kills_a_creature_with_toughness_4() -> None:
    game = main_phase(hand={"fire": "Shivan Fire"}, mana="RRRRR", theirs={"wurm": "Craw Wurm"})
    take(game, CastSpell("A", "fire", ("wurm",), kicks=1))
    resolve_stack(game)
    assert zone(game, "wurm") is Zone.GRAVEYARD


def test_702_33e_shivan_fire_not_kicked_deals_only_2() -> None:
    game = main_phase(hand={"fire": "Shivan Fire"}, mana="RRRRR", theirs={"wurm": "Craw Wurm"})
    take(game, CastSpell("A", "fire", ("wurm",)))
    resolve_stack(game)
    assert (zone(game, "wurm"), game.objects["wurm"].damage) == (Zone.BATTLEFIELD, 2)


def test_702_33e_into_the_roil_kicked_also_draws_a_card() -> None:
    game = main_phase(
        hand={"roil": "Into the Roil"}, mana="UUUU", theirs={"bears": "Grizzly Bears"}
    )
    take(game, CastSpell("A", "roil", ("bears",), kicks=1))
    resolve_stack(game)
    assert zone(game, "bears") is Zone.HAND
    assert sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A") == 1


def test_702_33e_into_the_roil_not_kicked_draws_nothing() -> None:
    game = main_phase(
        hand={"roil": "Into the Roil"}, mana="UUUU", theirs={"bears": "Grizzly Bears"}
    )
    take(game, CastSpell("A", "roil", ("bears",)))
    resolve_stack(game)
    assert zone(game, "bears") is Zone.HAND
    assert not any(o.zone is Zone.HAND and o.owner == "A" for o in game.objects.values())


def test_702_33a_a_kicker_cost_may_be_a_sacrifice_vicious_offering() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"offering": "Vicious Offering"},
        mana="BB",
        theirs={"wurm": "Craw Wurm"},
    )
    kicked = {
        a.sacrifice
        for a in game.legal_actions()
        if isinstance(a, CastSpell) and a.kicks and a.targets == ("wurm",)
    }
    assert kicked == {("bears",)}
    take(game, CastSpell("A", "offering", ("wurm",), kicks=1, sacrifice=("bears",)))
    assert zone(game, "bears") is Zone.GRAVEYARD  # sacrificed as it was cast
    resolve_stack(game)
    assert zone(game, "wurm") is Zone.GRAVEYARD  # 6/4 gets -5/-5


def test_702_33e_vicious_offering_not_kicked_gives_minus_2() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"offering": "Vicious Offering"},
        mana="BB",
        theirs={"wurm": "Craw Wurm"},
    )
    take(game, CastSpell("A", "offering", ("wurm",)))
    resolve_stack(game)
    chars = game.characteristics("wurm")
    assert (chars.power, chars.toughness) == (4, 2)
    assert zone(game, "bears") is Zone.BATTLEFIELD


def test_118_8_kicking_with_a_sacrifice_needs_the_permanent_chosen() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"offering": "Vicious Offering"},
        mana="BB",
        theirs={"wurm": "Craw Wurm"},
    )
    assert rejected(game, CastSpell("A", "offering", ("wurm",), kicks=1)).rule == "118.8"
    error = rejected(game, CastSpell("A", "offering", ("wurm",), kicks=1, sacrifice=("wurm",)))
    assert error.rule == "701.21a"


def test_702_33e_krosan_druid_kicked_gains_10_life() -> None:
    game = main_phase(hand={"druid": "Krosan Druid"}, mana="GGGGGGGG")
    take(game, CastSpell("A", "druid", kicks=1))
    resolve_stack(game)  # the spell, then its enters trigger
    assert zone(game, "druid") is Zone.BATTLEFIELD
    assert game.objects["druid"].kicks == 1  # CR 400.7d: the permanent knows
    assert game.players["A"].life == 30
    assert tapped_lands(game) == 8


def test_603_4_krosan_druid_not_kicked_doesn_t_trigger() -> None:
    game = main_phase(hand={"druid": "Krosan Druid"}, mana="GGGGGGGG")
    take(game, CastSpell("A", "druid"))
    resolve_stack(game)
    assert zone(game, "druid") is Zone.BATTLEFIELD
    assert (game.players["A"].life, game.stack) == (20, [])
    assert not any(e.event == "trigger" for e in game.events)


def test_702_33e_mold_shambler_kicked_destroys_a_noncreature_permanent() -> None:
    game = main_phase(
        hand={"shambler": "Mold Shambler"},
        mana="GGGGGG",
        theirs={"stone": "Mind Stone", "bears": "Grizzly Bears"},
    )
    take(game, CastSpell("A", "shambler", kicks=1))
    resolve_stack(game)  # the creature spell resolves; its trigger's target is chosen
    assert game.pending is not None
    choices = {a.targets for a in game.legal_actions()}
    assert ("stone",) in choices and ("bears",) not in choices
    take(game, next(a for a in game.legal_actions() if getattr(a, "targets", ()) == ("stone",)))
    resolve_stack(game)
    assert zone(game, "stone") is Zone.GRAVEYARD
    assert zone(game, "bears") is Zone.BATTLEFIELD


def test_702_33e_academy_drake_kicked_enters_with_two_counters() -> None:
    game = main_phase(hand={"drake": "Academy Drake"}, mana="UUUUUUU")
    take(game, CastSpell("A", "drake", kicks=1))
    resolve_stack(game)
    chars = game.characteristics("drake")
    assert game.objects["drake"].counters == {"+1/+1": 2}
    assert (chars.power, chars.toughness) == (4, 4)


def test_702_33e_academy_drake_not_kicked_enters_without_counters() -> None:
    game = main_phase(hand={"drake": "Academy Drake"}, mana="UUUUUUU")
    take(game, CastSpell("A", "drake"))
    resolve_stack(game)
    assert game.objects["drake"].counters == {}


def test_702_33c_multikicker_is_offered_as_many_times_as_can_be_paid() -> None:
    """Gnarlid Pack {1}{G}, multikicker {1}{G}: seven lands pay it kicked twice at most."""
    game = main_phase(hand={"pack": "Gnarlid Pack"}, mana="GGGGGGG")
    assert kicks_offered(game, "pack") == {0, 1, 2}
    take(game, CastSpell("A", "pack", kicks=2))
    assert tapped_lands(game) == 6
    resolve_stack(game)
    assert game.objects["pack"].counters == {"+1/+1": 2}
    chars = game.characteristics("pack")
    assert (chars.power, chars.toughness) == (4, 4)


def test_702_33d_kicker_is_paid_once_at_most() -> None:
    game = main_phase(hand={"burst": "Burst Lightning"}, mana="RRRRRRRRR")
    assert rejected(game, CastSpell("A", "burst", ("B",), kicks=2)).rule == "702.33d"


def test_702_33a_a_spell_without_kicker_can_t_be_kicked() -> None:
    game = main_phase(hand={"bolt": "Lightning Bolt"}, mana="RRRRR")
    assert kicks_offered(game, "bolt") == {0}
    assert rejected(game, CastSpell("A", "bolt", ("B",), kicks=1)).rule == "702.33a"


def test_702_33d_the_log_and_the_stack_say_it_was_kicked() -> None:
    game = main_phase(hand={"burst": "Burst Lightning"}, mana="RRRRR")
    take(game, CastSpell("A", "burst", ("B",), kicks=1))
    assert game.stack[-1].description == "Burst Lightning (kicked)"
    cast = next(e for e in game.events if e.event == "cast")
    assert (cast.detail, cast.rule) == ("A casts Burst Lightning (kicked) targeting B", "702.33d")


def test_a_kicked_cast_reads_back_from_its_record() -> None:
    action = CastSpell("A", "pack", kicks=2)
    assert Action.from_dict(action.as_dict()) == action
    assert action.as_dict()["kicks"] == 2


KICKER_DECK = (
    ["Mountain"] * 11 + ["Forest"] * 11 + ["Burst Lightning"] * 6 + ["Gnarlid Pack"] * 4
    + ["Krosan Druid"] * 4 + ["Academy Drake"] * 2 + ["Island"] * 3 + ["Grizzly Bears"] * 4
    + ["Thud"] * 3 + ["Tormenting Voice"] * 2 + ["Shivan Fire"] * 2
)  # fmt: skip


def test_random_agents_cast_with_additional_costs_and_the_game_replays_exactly() -> None:
    kicked = paid = 0
    for seed in range(4):
        game = Game.from_decks([KICKER_DECK, KICKER_DECK], seed=seed)
        play_game(game, [RandomAgent(seed), RandomAgent(seed + 100)])
        casts = [a for a in game.log if isinstance(a, CastSpell)]
        kicked += sum(1 for a in casts if a.kicks)
        paid += sum(1 for a in casts if a.sacrifice or a.discard)
        assert Game.replay(game.record()).state_hash() == game.state_hash()
    assert kicked > 0 and paid > 0


def test_the_workbench_labels_say_kicked() -> None:
    from mtgrules.web.views import action_label

    game = main_phase(hand={"burst": "Burst Lightning", "pack": "Gnarlid Pack"}, mana="RRRRRGGGG")
    assert action_label(game, CastSpell("A", "burst", ("B",), kicks=1)) == (
        "Cast Burst Lightning → B, kicked"
    )
    assert action_label(game, CastSpell("A", "pack", kicks=2)) == "Cast Gnarlid Pack, kicked ×2"
