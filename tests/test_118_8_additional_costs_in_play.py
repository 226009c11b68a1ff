"""CR 118.8: additional costs — "As an additional cost to cast this spell, sacrifice a creature"
(discard a card, pay N life). They are paid with the mana cost as the spell is cast (601.2f-h):
the caster chooses, as part of casting, which permanent to sacrifice (701.21a: one they control)
or which other card in hand to discard (701.9a); life only as much as they have (119.4). Targets
are chosen before costs are paid (601.2c before 601.2h), and what the spell says of the
sacrificed creature is its last known information (608.2h)."""

from __future__ import annotations

import re

import pytest

from in_play import main_phase, resolve_stack, take, zone
from mtgrules.game.actions import Action, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError
from play_helpers import put, rejected


def casts(game: Game, card: str) -> list[CastSpell]:
    return [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def hand_size(game: Game, player: str = "A") -> int:
    return sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == player)


def splinters() -> Game:
    return main_phase(
        {"bears": "Grizzly Bears", "elves": "Llanowar Elves"},
        hand={"splinters": "Bone Splinters"},
        mana="B",
        theirs={"giant": "Hill Giant"},
    )


def test_118_8_bone_splinters_is_offered_once_per_creature_to_sacrifice_and_target() -> None:
    game = splinters()
    offered = {(a.sacrifice, a.targets) for a in casts(game, "splinters")}
    creatures = ("bears", "elves", "giant")
    assert offered == {((s,), (t,)) for s in ("bears", "elves") for t in creatures}


def test_118_8_bone_splinters_sacrifices_the_chosen_creature_and_destroys_the_target() -> None:
    game = splinters()
    take(game, CastSpell("A", "splinters", ("giant",), sacrifice=("bears",)))
    assert zone(game, "bears") is Zone.GRAVEYARD  # paid as it was cast (601.2h)
    assert game.objects["A-B-1"].tapped
    assert [e.detail for e in game.events if e.event == "sacrifice"] == ["A sacrifices bears"]
    resolve_stack(game)
    assert zone(game, "giant") is Zone.GRAVEYARD
    assert zone(game, "elves") is Zone.BATTLEFIELD


def test_601_2c_the_creature_sacrificed_may_be_the_target_and_the_spell_then_does_nothing() -> None:
    game = splinters()
    take(game, CastSpell("A", "splinters", ("bears",), sacrifice=("bears",)))
    resolve_stack(game)
    assert zone(game, "giant") is Zone.BATTLEFIELD
    assert any(e.event == "countered" and e.rule == "608.2b" for e in game.events)


def test_118_8_without_a_creature_to_sacrifice_it_isn_t_offered() -> None:
    game = main_phase(
        hand={"splinters": "Bone Splinters"}, mana="B", theirs={"giant": "Hill Giant"}
    )
    assert casts(game, "splinters") == []
    assert rejected(game, CastSpell("A", "splinters", ("giant",))).rule == "118.8"


def test_701_21a_a_player_can_t_sacrifice_a_permanent_they_don_t_control() -> None:
    game = splinters()
    error = rejected(game, CastSpell("A", "splinters", ("bears",), sacrifice=("giant",)))
    assert error.rule == "701.21a"


def test_601_2h_sacrificing_a_land_doesn_t_pay_sacrifice_a_creature() -> None:
    game = splinters()
    error = rejected(game, CastSpell("A", "splinters", ("giant",), sacrifice=("A-B-1",)))
    assert error.rule == "601.2h"


def test_118_8_sacrificing_two_creatures_for_one_is_refused() -> None:
    game = splinters()
    action = CastSpell("A", "splinters", ("giant",), sacrifice=("bears", "elves"))
    assert rejected(game, action).rule == "118.8"


def test_601_2g_a_creature_may_tap_for_mana_and_then_be_sacrificed() -> None:
    """Village Rites {B}: the mana abilities are activated before the costs are paid."""
    game = main_phase(
        {"elves": "Llanowar Elves"}, hand={"rites": "Village Rites", "x": "Forest"}, mana="B"
    )
    take(game, CastSpell("A", "rites", sacrifice=("elves",)))
    resolve_stack(game)
    assert zone(game, "elves") is Zone.GRAVEYARD
    assert hand_size(game) == 3  # the Forest and two cards drawn


def test_603_3_a_dies_trigger_of_the_sacrificed_creature_resolves_before_the_spell() -> None:
    game = main_phase({"dissenter": "Doomed Dissenter"}, hand={"reap": "Altar's Reap"}, mana="BB")
    take(game, CastSpell("A", "reap", sacrifice=("dissenter",)))
    assert [item.kind for item in game.stack] == ["spell", "ability"]
    resolve_stack(game)
    tokens = [o for o in game.objects.values() if o.is_token and o.zone is Zone.BATTLEFIELD]
    assert len(tokens) == 1 and hand_size(game) == 2


def test_608_2h_thud_deals_damage_equal_to_the_sacrificed_creature_s_power() -> None:
    game = main_phase({"giant": "Hill Giant"}, hand={"thud": "Thud"}, mana="R")
    take(game, CastSpell("A", "thud", ("B",), sacrifice=("giant",)))
    resolve_stack(game)
    assert game.players["B"].life == 17


def test_608_2h_thud_uses_the_power_the_creature_had_as_it_was_sacrificed() -> None:
    """Giant Growth made the Hill Giant 6/6; the effect ends as it leaves, but its last known
    power is 6."""
    game = main_phase(
        {"giant": "Hill Giant"}, hand={"growth": "Giant Growth", "thud": "Thud"}, mana="RG"
    )
    take(game, CastSpell("A", "growth", ("giant",)))
    resolve_stack(game)
    take(game, CastSpell("A", "thud", ("B",), sacrifice=("giant",)))
    resolve_stack(game)
    assert game.players["B"].life == 14


def test_608_2h_fling_at_instant_speed_with_a_sacrificed_creature() -> None:
    game = main_phase({"bears": "Grizzly Bears"}, hand={"fling": "Fling"}, mana="RR")
    take(game, CastSpell("A", "fling", ("B",), sacrifice=("bears",)))
    resolve_stack(game)
    assert game.players["B"].life == 18


def test_118_8_goblin_grenade_takes_only_a_goblin() -> None:
    game = main_phase(
        {"goblin": "Raging Goblin", "bears": "Grizzly Bears"},
        hand={"grenade": "Goblin Grenade"},
        mana="R",
    )
    assert {a.sacrifice for a in casts(game, "grenade")} == {("goblin",)}
    error = rejected(game, CastSpell("A", "grenade", ("B",), sacrifice=("bears",)))
    assert error.rule == "601.2h"
    take(game, CastSpell("A", "grenade", ("B",), sacrifice=("goblin",)))
    resolve_stack(game)
    assert game.players["B"].life == 15


def voice() -> Game:
    return main_phase(
        hand={"voice": "Tormenting Voice", "ogre": "Gray Ogre", "land": "Mountain"}, mana="RR"
    )


def test_118_8_tormenting_voice_is_offered_once_per_other_card_to_discard() -> None:
    assert {a.discard for a in casts(voice(), "voice")} == {("land",), ("ogre",)}


def test_118_8_tormenting_voice_discards_the_chosen_card_and_draws_two() -> None:
    game = voice()
    take(game, CastSpell("A", "voice", discard=("ogre",)))
    assert zone(game, "ogre") is Zone.GRAVEYARD
    resolve_stack(game)
    assert (hand_size(game), zone(game, "land")) == (3, Zone.HAND)


def test_701_9a_the_spell_itself_or_a_card_not_in_hand_can_t_be_discarded() -> None:
    game = voice()
    assert rejected(game, CastSpell("A", "voice", discard=("voice",))).rule == "701.9a"
    assert rejected(game, CastSpell("A", "voice", discard=("A-R-1",))).rule == "701.9a"
    assert rejected(game, CastSpell("A", "voice")).rule == "118.8"


def test_118_8_cathartic_reunion_needs_two_other_cards_to_discard() -> None:
    game = main_phase(hand={"reunion": "Cathartic Reunion", "ogre": "Gray Ogre"}, mana="RR")
    assert casts(game, "reunion") == []
    put(game, "Mountain", zone=Zone.HAND, object_id="land")
    put(game, "Shock", zone=Zone.HAND, object_id="shock")
    game.changed()
    assert len(casts(game, "reunion")) == 3  # any two of three
    take(game, CastSpell("A", "reunion", discard=("land", "ogre")))
    resolve_stack(game)
    assert (zone(game, "land"), zone(game, "ogre"), hand_size(game)) == (
        Zone.GRAVEYARD,
        Zone.GRAVEYARD,
        4,
    )


def fumarole(life: int) -> Game:
    game = main_phase(
        hand={"fumarole": "Fumarole"}, mana="BBRRR", theirs={"giant": "Hill Giant"}, their_mana="G"
    )
    game.players["A"].life = life
    return game


def test_118_8_fumarole_pays_3_life_and_destroys_a_creature_and_a_land() -> None:
    game = fumarole(20)
    take(game, CastSpell("A", "fumarole", ("giant", "B-G-1")))
    assert game.players["A"].life == 17
    assert any(e.event == "pay life" and e.rule == "119.4" for e in game.events)
    resolve_stack(game)
    assert (zone(game, "giant"), zone(game, "B-G-1")) == (Zone.GRAVEYARD, Zone.GRAVEYARD)


def test_119_4_life_can_t_be_paid_with_less_life_than_the_amount() -> None:
    game = fumarole(2)
    assert casts(game, "fumarole") == []
    assert rejected(game, CastSpell("A", "fumarole", ("giant", "B-G-1"))).rule == "119.4"


def test_119_4_paying_all_of_one_s_life_is_allowed() -> None:
    game = fumarole(3)
    take(game, CastSpell("A", "fumarole", ("giant", "B-G-1")))
    assert (game.players["A"].life, game.over, game.winner) == (0, True, "B")


def test_601_2f_a_cost_increase_applies_to_a_spell_with_an_additional_cost() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"splinters": "Bone Splinters"},
        mana="B",
        theirs={"thalia": "Thalia, Guardian of Thraben"},
    )
    assert casts(game, "splinters") == []
    error = rejected(game, CastSpell("A", "splinters", ("thalia",), sacrifice=("bears",)))
    assert error.rule == "601.2h"


def test_the_choices_read_back_from_the_record() -> None:
    action = CastSpell("A", "voice", discard=("ogre",), sacrifice=("bears",))
    data = action.as_dict()
    assert (data["sacrifice"], data["discard"]) == (["bears"], ["ogre"])
    assert Action.from_dict(data) == action


SCENARIO = """
battlefield:
  - {card: Hill Giant, id: giant}
  - {card: Mountain, id: m1}
  - {card: Mountain, id: m2}
  - {card: Mountain, id: m3}
  - {card: Mountain, id: m4}
  - {card: Mountain, id: m5}
hand: {A: [Thud, Burst Lightning]}
actions:
"""


def test_the_scenario_format_says_what_is_sacrificed() -> None:
    game = load_scenario_text(
        SCENARIO + "  - {cast: Thud, pay: true, sacrifice: giant, targets: [B]}\n  - pass\n"
    ).game
    assert (game.players["B"].life, zone(game, "giant")) == (17, Zone.GRAVEYARD)


def test_the_scenario_format_refuses_a_missing_sacrifice_with_the_rule() -> None:
    with pytest.raises(SourceError, match=r"118\.8"):
        load_scenario_text(SCENARIO + "  - {cast: Thud, pay: true, targets: [B]}\n")


def test_the_scenario_format_casts_a_kicked_spell_in_play_or_at_once() -> None:
    kicked = "{cast: Burst Lightning, pay: true, kicked: true, targets: [B]}"
    game = load_scenario_text(SCENARIO + f"  - {kicked}\n  - pass\n").game
    assert game.players["B"].life == 16
    assert sum(1 for i in ("m1", "m2", "m3", "m4", "m5") if game.objects[i].tapped) == 5
    at_once = "{cast: Burst Lightning, targets: [B], kicked: true}"
    assert load_scenario_text(SCENARIO + f"  - {at_once}\n").game.players["B"].life == 16
    with pytest.raises(SourceError, match=r"702\.33a"):
        load_scenario_text(SCENARIO + "  - {cast: Thud, targets: [B], kicked: true}\n")
    with pytest.raises(SourceError, match=r"702\.33d"):  # the game's rule, cast at once too
        load_scenario_text(SCENARIO + "  - {cast: Burst Lightning, targets: [B], kicks: 2}\n")


COST_CARDS = [
    "Bone Splinters", "Village Rites", "Altar's Reap", "Thud", "Fling", "Goblin Grenade",
    "Tormenting Voice", "Cathartic Reunion", "Fumarole", "Burst Lightning", "Shivan Fire",
    "Into the Roil", "Vicious Offering", "Krosan Druid", "Mold Shambler", "Academy Drake",
    "Gnarlid Pack",
]  # fmt: skip


@pytest.mark.parametrize("name", COST_CARDS)
def test_201_5_the_definition_reads_as_the_oracle_text(name: str) -> None:
    """Ability by ability, as the Oracle text without reminder text (CR 207.2)."""
    game = Game()
    obj = game.create_card(name, "A", Zone.HAND)
    oracle = game.database.face(name)[1].oracle_text or ""
    lines = [re.sub(r"\s*\([^)]*\)", "", line).strip() for line in oracle.split("\n")]
    assert list(game.characteristics(obj.id).ability_texts) == [line for line in lines if line]
