"""Every kind of illegal action raises :class:`IllegalAction` naming the rule it breaks
(``error.rule``) and leaves the game exactly as it was: same :meth:`Game.state_hash`, no event,
nothing in the record (STYLE: an action applies completely or not at all)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from card_data import needs_full_database
from mtgrules.game.actions import (
    Action,
    ActivateAbility,
    ActivateManaAbility,
    AssignCombatDamage,
    CastSpell,
    ChooseTargets,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    Discard,
    FinishAttacks,
    FinishBlocks,
    Keep,
    Mulligan,
    PassPriority,
    PlayLand,
    PutOnBottom,
)
from mtgrules.game.objects import Zone
from mtgrules.game.play import hand
from mtgrules.game.state import Game, IllegalAction
from mtgrules.game.turns import Step
from play_helpers import all_pass, board, lands, pass_until, put, start

Case = Callable[[], tuple[Game, Action]]
CASES: dict[str, tuple[str, Case]] = {}


def case(rule: str) -> Callable[[Case], Case]:
    def register(build: Case) -> Case:
        CASES[build.__name__] = (rule, build)
        return build

    return register


def main_phase() -> Game:
    game = board()
    lands(game, "Forest", 2)
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Grizzly Bears", zone=Zone.HAND, object_id="bears-in-hand")
    put(game, "Forest", zone=Zone.HAND, object_id="land-1")
    put(game, "Forest", zone=Zone.HAND, object_id="land-2")
    put(game, "Grizzly Bears", "B", object_id="theirs")
    put(game, "Forest", "B", object_id="their-forest")
    return start(game)


def blocking(*attackers: str) -> Game:
    game = board()
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Ornithopter", object_id="thopter")
    put(game, "Gray Ogre", "B", object_id="ogre")
    put(game, "Gray Ogre", "B", object_id="tapped-ogre", tapped=True)
    start(game, Step.DECLARE_ATTACKERS)
    for attacker in attackers:
        game.apply(DeclareAttacker("A", attacker, "B"))
    game.apply(FinishAttacks("A"))
    all_pass(game)
    return game


@case("117.3")
def pass_when_it_is_not_your_priority() -> tuple[Game, Action]:
    return main_phase(), PassPriority("B")


@case("117.3")
def cast_when_it_is_not_your_priority() -> tuple[Game, Action]:
    return main_phase(), CastSpell("B", "bears-in-hand")


@case("305.2")
def play_a_second_land() -> tuple[Game, Action]:
    game = main_phase()
    game.apply(PlayLand("A", "land-1"))
    return game, PlayLand("A", "land-2")


@case("305.1")
def play_a_land_in_the_upkeep() -> tuple[Game, Action]:
    game = board()
    put(game, "Forest", zone=Zone.HAND, object_id="land")
    return start(game, Step.UPKEEP), PlayLand("A", "land")


@case("305.1")
def play_a_land_from_the_battlefield() -> tuple[Game, Action]:
    return main_phase(), PlayLand("A", "forest-1")


@case("305.1")
def play_a_creature_as_a_land() -> tuple[Game, Action]:
    return main_phase(), PlayLand("A", "bears-in-hand")


@case("305.9")
def cast_a_land() -> tuple[Game, Action]:
    return main_phase(), CastSpell("A", "land-1")


@case("601.2a")
def cast_a_card_from_the_battlefield() -> tuple[Game, Action]:
    return main_phase(), CastSpell("A", "bears")


@case("601.2h")
def cast_without_enough_mana() -> tuple[Game, Action]:
    game = board()
    put(game, "Forest")
    put(game, "Grizzly Bears", zone=Zone.HAND, object_id="bears")
    return start(game), CastSpell("A", "bears")


@case("117.1a")
def cast_a_creature_in_the_upkeep() -> tuple[Game, Action]:
    game = board()
    lands(game, "Forest", 2)
    put(game, "Grizzly Bears", zone=Zone.HAND, object_id="bears")
    return start(game, Step.UPKEEP), CastSpell("A", "bears")


@case("115.1")
def cast_at_an_illegal_target() -> tuple[Game, Action]:
    game = board()
    put(game, "Forest")
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Giant Growth", zone=Zone.HAND, object_id="growth")
    return start(game), CastSpell("A", "growth", ("B",))


@case("601.2c")
def cast_without_a_target() -> tuple[Game, Action]:
    game = board()
    put(game, "Mountain")
    put(game, "Shock", zone=Zone.HAND, object_id="shock")
    return start(game), CastSpell("A", "shock")


@case("601.2b")
def cast_with_an_x_it_doesn_t_have() -> tuple[Game, Action]:
    return main_phase(), CastSpell("A", "bears-in-hand", x=1)


@case("205.4e")
def cast_a_legendary_sorcery_without_a_legend() -> tuple[Game, Action]:
    game = board()
    lands(game, "Plains", 5)
    put(game, "Urza's Ruinous Blast", zone=Zone.HAND, object_id="blast")
    return start(game), CastSpell("A", "blast")


def additional_costs() -> Game:
    """Bone Splinters (sacrifice a creature), Tormenting Voice (discard a card), Fumarole (pay 3
    life, with 2) and Burst Lightning (kicker {4}) in hand, mana for any of them."""
    game = board()
    lands(game, "Swamp", 4)
    lands(game, "Mountain", 5)
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Forest", "B", object_id="their-forest")
    for name, object_id in (
        ("Bone Splinters", "splinters"),
        ("Tormenting Voice", "voice"),
        ("Fumarole", "fumarole"),
        ("Burst Lightning", "burst"),
        ("Lightning Bolt", "bolt"),
    ):
        put(game, name, zone=Zone.HAND, object_id=object_id)
    start(game)
    game.players["A"].life = 2
    return game


@case("702.33a")
def kick_a_spell_without_kicker() -> tuple[Game, Action]:
    return additional_costs(), CastSpell("A", "bolt", ("B",), kicks=1)


@case("702.33d")
def kick_a_spell_twice_without_multikicker() -> tuple[Game, Action]:
    return additional_costs(), CastSpell("A", "burst", ("B",), kicks=2)


@case("118.8")
def cast_without_the_creature_to_sacrifice() -> tuple[Game, Action]:
    return additional_costs(), CastSpell("A", "splinters", ("giant",))


@case("701.21a")
def sacrifice_an_opponent_s_creature() -> tuple[Game, Action]:
    return additional_costs(), CastSpell("A", "splinters", ("giant",), sacrifice=("giant",))


@case("601.2h")
def sacrifice_a_land_for_a_creature() -> tuple[Game, Action]:
    return additional_costs(), CastSpell("A", "splinters", ("giant",), sacrifice=("swamp-1",))


@case("701.9a")
def discard_the_spell_itself_to_cast_it() -> tuple[Game, Action]:
    return additional_costs(), CastSpell("A", "voice", discard=("voice",))


@case("118.8")
def sacrifice_for_a_spell_without_that_cost() -> tuple[Game, Action]:
    return additional_costs(), CastSpell("A", "bolt", ("B",), sacrifice=("bears",))


@case("119.4")
def pay_more_life_than_one_has() -> tuple[Game, Action]:
    return additional_costs(), CastSpell("A", "fumarole", ("giant", "their-forest"))


@case("107.5")
def activate_the_ability_of_a_tapped_permanent() -> tuple[Game, Action]:
    game = board()
    lands(game, "Island", 3)
    put(game, "Grindstone", object_id="grindstone", tapped=True)
    return start(game), ActivateAbility("A", "grindstone", 1, ("B",))


@case("107.5")
def tap_a_tapped_land_for_mana() -> tuple[Game, Action]:
    game = main_phase()
    game.apply(ActivateManaAbility("A", "forest-1", 1, "G"))
    return game, ActivateManaAbility("A", "forest-1", 1, "G")


@case("302.6")
def activate_the_tap_ability_of_a_summoning_sick_creature() -> tuple[Game, Action]:
    game = board()
    lands(game, "Plains", 4)
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Soul Sculptor", zone=Zone.HAND, object_id="sculptor")
    start(game)
    game.apply(CastSpell("A", "sculptor"))
    all_pass(game)
    return game, ActivateAbility("A", "sculptor", 1, ("bears",))


@case("302.6")
def tap_a_summoning_sick_creature_for_mana() -> tuple[Game, Action]:
    game = board()
    put(game, "Forest")
    put(game, "Llanowar Elves", zone=Zone.HAND, object_id="elves")
    start(game)
    game.apply(CastSpell("A", "elves"))
    all_pass(game)
    return game, ActivateManaAbility("A", "elves", 1, "G")


@case("602.2")
def activate_an_opponent_s_ability() -> tuple[Game, Action]:
    game = board()
    lands(game, "Island", 3)
    put(game, "Grindstone", "B", object_id="grindstone")
    return start(game), ActivateAbility("A", "grindstone", 1, ("B",))


@case("602.1")
def activate_an_ability_it_doesn_t_have() -> tuple[Game, Action]:
    return main_phase(), ActivateAbility("A", "bears", 1)


@case("605.3b")
def activate_a_mana_ability_as_if_it_used_the_stack() -> tuple[Game, Action]:
    return main_phase(), ActivateAbility("A", "forest-1", 1)


@case("605.1a")
def make_mana_a_land_can_t_make() -> tuple[Game, Action]:
    return main_phase(), ActivateManaAbility("A", "forest-1", 1, "U")


@case("605.3a")
def tap_an_opponent_s_land_for_mana() -> tuple[Game, Action]:
    return main_phase(), ActivateManaAbility("A", "their-forest", 1, "G")


@case("702.6a")
def equip_in_the_upkeep() -> tuple[Game, Action]:
    game = board()
    lands(game, "Forest", 8)
    put(game, "Colossus Hammer", object_id="hammer")
    put(game, "Grizzly Bears", object_id="bears")
    return start(game, Step.UPKEEP), ActivateAbility("A", "hammer", 1, ("bears",))


@case("302.6")
def attack_with_a_summoning_sick_creature() -> tuple[Game, Action]:
    game = main_phase()
    put(game, "Grizzly Bears", object_id="new")  # entered after the turn began
    game.objects["new"].settled_under = None
    pass_until(game, Step.DECLARE_ATTACKERS)
    return game, DeclareAttacker("A", "new", "B")


@case("508.1a")
def attack_with_a_tapped_creature() -> tuple[Game, Action]:
    game = board()
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Grizzly Bears", object_id="tapped", tapped=True)
    return start(game, Step.DECLARE_ATTACKERS), DeclareAttacker("A", "tapped", "B")


@case("508.1a")
def attack_with_an_opponent_s_creature() -> tuple[Game, Action]:
    game = main_phase()
    pass_until(game, Step.DECLARE_ATTACKERS)
    return game, DeclareAttacker("A", "theirs", "B")


@case("508.1b")
def attack_yourself() -> tuple[Game, Action]:
    game = main_phase()
    pass_until(game, Step.DECLARE_ATTACKERS)
    return game, DeclareAttacker("A", "bears", "A")


@case("508.1")
def pass_priority_instead_of_declaring_attackers() -> tuple[Game, Action]:
    game = main_phase()
    pass_until(game, Step.DECLARE_ATTACKERS)
    return game, PassPriority("A")


@case("310.8b")
def attack_a_battle_you_protect() -> tuple[Game, Action]:
    game = board()
    lands(game, "Plains", 3)
    put(game, "Invasion of Dominaria", zone=Zone.HAND, object_id="invasion")
    put(game, "Gray Ogre", "B", object_id="ogre")
    start(game)
    game.apply(CastSpell("A", "invasion"))
    all_pass(game)  # the Siege resolves; B protects it
    all_pass(game)  # its "enters" trigger resolves
    pass_until(game, Step.DECLARE_ATTACKERS, turn=3)
    return game, DeclareAttacker("B", "ogre", "invasion")


@case("707.10c")
def choose_an_illegal_new_target_for_a_copy() -> tuple[Game, Action]:
    game = board()
    lands(game, "Mountain", 1)
    lands(game, "Island", 2)
    put(game, "Lightning Bolt", zone=Zone.HAND, object_id="bolt")
    put(game, "Twincast", zone=Zone.HAND, object_id="twincast")
    start(game)
    game.apply(CastSpell("A", "bolt", ("B",)))
    game.apply(CastSpell("A", "twincast", ("bolt",)))
    all_pass(game)
    return game, ChooseTargets("A", ("island-1",))


@case("509.1a")
def block_with_a_tapped_creature() -> tuple[Game, Action]:
    return blocking("bears"), DeclareBlocker("B", "tapped-ogre", "bears")


@case("702.9b")
def block_a_flier_without_flying_or_reach() -> tuple[Game, Action]:
    return blocking("thopter"), DeclareBlocker("B", "ogre", "thopter")


@case("509.1a")
def block_a_creature_that_isn_t_attacking() -> tuple[Game, Action]:
    return blocking("thopter"), DeclareBlocker("B", "ogre", "bears")


@case("509.1a")
def block_with_an_attacking_player_s_creature() -> tuple[Game, Action]:
    game = blocking("bears")
    return game, DeclareBlocker("B", "thopter", "bears")


def double_blocked(attacker: str = "Hill Giant") -> Game:
    """A's ``attacker`` blocked by two 2/2s: the game waits for A to divide its damage."""
    game = board()
    put(game, attacker, object_id="attacker")
    put(game, "Gray Ogre", "B", object_id="ogre")
    put(game, "Grizzly Bears", "B", object_id="bears")
    start(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttacker("A", "attacker", "B"))
    game.apply(FinishAttacks("A"))
    all_pass(game)
    game.apply(DeclareBlocker("B", "ogre", "attacker"))
    game.apply(DeclareBlocker("B", "bears", "attacker"))
    game.apply(FinishBlocks("B"))
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    return game


@case("510.1a")
def assign_less_combat_damage_than_the_creature_s_power() -> tuple[Game, Action]:
    return double_blocked(), AssignCombatDamage("A", "attacker", (("ogre", 2),))


@case("510.1c")
def assign_combat_damage_to_the_player_without_trample() -> tuple[Game, Action]:
    return double_blocked(), AssignCombatDamage("A", "attacker", (("ogre", 2), ("B", 1)))


@case("510.1c")
def assign_the_combat_damage_of_a_blocker() -> tuple[Game, Action]:
    return double_blocked(), AssignCombatDamage("A", "ogre", (("attacker", 2),))


@case("702.19b")
def trample_over_before_lethal_damage_to_every_blocker() -> tuple[Game, Action]:
    game = board()
    put(game, "Argothian Swine", object_id="swine")
    put(game, "Grizzly Bears", "B", object_id="bears")
    start(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttacker("A", "swine", "B"))
    game.apply(FinishAttacks("A"))
    all_pass(game)
    game.apply(DeclareBlocker("B", "bears", "swine"))
    game.apply(FinishBlocks("B"))
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    return game, AssignCombatDamage("A", "swine", (("bears", 1), ("B", 2)))


@case("510.1")
def pass_priority_instead_of_assigning_combat_damage() -> tuple[Game, Action]:
    return double_blocked(), PassPriority("A")


@case("117.1")
def assign_combat_damage_while_holding_priority() -> tuple[Game, Action]:
    return main_phase(), AssignCombatDamage("A", "bears", (("B", 2),))


def fire_in_hand() -> Game:
    game = board()
    lands(game, "Mountain", 2)
    put(game, "Fire // Ice", zone=Zone.HAND, object_id="fire-ice")
    put(game, "Grizzly Bears", "B", object_id="bears")
    return start(game)


@case("601.2d")
def cast_fire_at_two_targets_without_dividing_its_damage() -> tuple[Game, Action]:
    return fire_in_hand(), CastSpell("A", "fire-ice", ("B", "bears"), face="Fire")


@case("601.2d")
def cast_fire_dividing_more_damage_than_it_deals() -> tuple[Game, Action]:
    return fire_in_hand(), CastSpell("A", "fire-ice", ("B", "bears"), face="Fire", divide=(2, 1))


@case("601.2d")
def cast_fire_giving_a_target_no_damage() -> tuple[Game, Action]:
    return fire_in_hand(), CastSpell("A", "fire-ice", ("B", "bears"), face="Fire", divide=(2, 0))


@case("514.1")
def discard_a_card_not_in_hand() -> tuple[Game, Action]:
    game = board()
    for i in range(8):
        put(game, "Forest", zone=Zone.HAND, object_id=f"card-{i}")
    put(game, "Forest", object_id="on-the-battlefield")
    start(game, Step.END)
    all_pass(game)
    return game, Discard("A", "on-the-battlefield")


@case("514.1")
def pass_instead_of_discarding() -> tuple[Game, Action]:
    game, _ = discard_a_card_not_in_hand()
    return game, PassPriority("A")


@case("103.5")
def put_cards_on_the_bottom_before_keeping() -> tuple[Game, Action]:
    game = Game.from_decks([["Forest"] * 20] * 2, minimum_deck_size=20, seed=0)
    return game, PutOnBottom("A", (hand(game, "A")[0],))


@case("103.5")
def mulligan_after_keeping() -> tuple[Game, Action]:
    game = Game.from_decks([["Forest"] * 20] * 2, minimum_deck_size=20, seed=0)
    game.apply(Mulligan("A"))
    game.apply(Keep("A"))
    return game, Mulligan("A")


@case("103.5")
def put_a_card_not_in_hand_on_the_bottom() -> tuple[Game, Action]:
    game = Game.from_decks([["Forest"] * 20] * 2, minimum_deck_size=20, seed=0)
    game.apply(Mulligan("A"))
    game.apply(Keep("A"))
    return game, PutOnBottom("A", (game.libraries["A"][0],))


@case("103.5")
def pass_priority_during_mulligans() -> tuple[Game, Action]:
    return Game.from_decks([["Forest"] * 20] * 2, minimum_deck_size=20, seed=0), PassPriority("A")


@case("117.1")
def finish_attacks_while_holding_priority() -> tuple[Game, Action]:
    return main_phase(), FinishAttacks("A")


@case("117.1")
def keep_a_hand_in_the_middle_of_the_game() -> tuple[Game, Action]:
    return main_phase(), Keep("A")


@case("117.1")
def discard_while_holding_priority() -> tuple[Game, Action]:
    return main_phase(), Discard("A", "land-1")


@case("104.3a")
def concede_for_a_player_not_in_the_game() -> tuple[Game, Action]:
    return main_phase(), Concede("Z")


@case("104.1")
def act_after_the_game_is_over() -> tuple[Game, Action]:
    game = main_phase()
    game.apply(Concede("B"))
    return game, PassPriority("A")


@needs_full_database
@pytest.mark.parametrize("name", list(CASES))
def test_an_illegal_action_names_its_rule_and_changes_nothing(name: str) -> None:
    rule, build = CASES[name]
    game, action = build()
    before = (game.state_hash(), len(game.events), len(game.log), game.pending)
    assert not game.is_legal(action)
    with pytest.raises(IllegalAction) as checked:
        game.check(action)
    with pytest.raises(IllegalAction) as applied:
        game.apply(action)
    assert (checked.value.rule, applied.value.rule) == (rule, rule)
    assert str(applied.value).endswith(f"(CR {rule})")
    assert (game.state_hash(), len(game.events), len(game.log), game.pending) == before
    assert action not in game.legal_actions()
