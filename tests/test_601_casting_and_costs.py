"""CR 601-602: casting spells and activating abilities — timing (117.1a: instants any time, the
rest at sorcery speed; 702.8 flash), targets chosen as it is cast (601.2c) and checked again as
it resolves (608.2b), X (601.2b), the total cost paid with mana (601.2h): hybrid (107.4e),
Phyrexian (107.4f: 2 life instead), colorless {C} (107.4c), snow {S} (107.4h); a legendary
sorcery needs a legendary creature or planeswalker (205.4e)."""

from __future__ import annotations

from card_data import needs_full_database
from mtgrules.game.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, board, lands, pass_priority, put, rejected, start


def cast_with(lands_: dict[str, int], card: str, *, life: int = 20) -> Game:
    """A game in A's main phase with the lands given and ``card`` in hand (id ``spell``)."""
    game = board()
    for name, count in lands_.items():
        lands(game, name, count)
    put(game, card, zone=Zone.HAND, object_id="spell")
    game.players["A"].life = life
    return start(game)


# -- timing --------------------------------------------------------------------------------------


def test_117_1a_a_creature_spell_only_at_sorcery_speed() -> None:
    game = cast_with({"Forest": 2}, "Grizzly Bears")
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))  # beginning of combat
    assert game.step is Step.BEGINNING_OF_COMBAT
    assert rejected(game, CastSpell("A", "spell")).rule == "117.1a"


def test_117_1a_no_sorcery_speed_spell_while_the_stack_isn_t_empty() -> None:
    game = cast_with({"Forest": 2, "Mountain": 1}, "Grizzly Bears")
    put(game, "Shock", zone=Zone.HAND, object_id="shock")
    game.apply(CastSpell("A", "shock", ("B",)))
    assert rejected(game, CastSpell("A", "spell")).rule == "117.1a"


def test_117_1a_not_in_the_opponent_s_turn() -> None:
    game = board()
    lands(game, "Forest", 2, "B")
    put(game, "Grizzly Bears", "B", Zone.HAND, "bears")
    start(game)
    game.apply(PassPriority("A"))
    assert rejected(game, CastSpell("B", "bears")).rule == "117.1a"


def test_117_1a_an_instant_in_the_upkeep_and_in_the_opponent_s_turn() -> None:
    game = board()
    put(game, "Mountain", "B")
    put(game, "Shock", "B", Zone.HAND, "shock")
    start(game, Step.UPKEEP)
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "shock", ("A",)))
    all_pass(game)
    assert (game.step, game.players["A"].life) == (Step.UPKEEP, 18)


@needs_full_database
def test_702_8a_flash_a_creature_in_the_opponent_s_turn() -> None:
    game = board()
    lands(game, "Forest", 3, "B")
    put(game, "Pouncing Cheetah", "B", Zone.HAND, "cheetah")
    start(game, Step.END)
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "cheetah"))
    all_pass(game)
    assert game.objects["cheetah"].zone is Zone.BATTLEFIELD


def test_601_2a_a_card_not_in_your_hand_can_t_be_cast() -> None:
    game = cast_with({"Forest": 2}, "Grizzly Bears")
    put(game, "Grizzly Bears", "B", Zone.HAND, "theirs")
    put(game, "Grizzly Bears", "A", Zone.GRAVEYARD, "dead")
    assert rejected(game, CastSpell("A", "theirs")).rule == "601.2a"
    assert rejected(game, CastSpell("A", "dead")).rule == "601.2a"
    assert rejected(game, CastSpell("A", "nothing")).rule == "601.2a"


def test_305_9_a_land_can_t_be_cast() -> None:
    game = cast_with({}, "Forest")
    assert rejected(game, CastSpell("A", "spell")).rule == "305.9"


# -- targets -------------------------------------------------------------------------------------


def test_601_2c_targets_are_chosen_as_the_spell_is_cast() -> None:
    game = cast_with({"Forest": 1}, "Giant Growth")
    put(game, "Grizzly Bears", object_id="mine")
    put(game, "Grizzly Bears", "B", object_id="theirs")
    casts = sorted(a.targets for a in game.legal_actions() if isinstance(a, CastSpell))
    assert casts == [("mine",), ("theirs",)]
    game.apply(CastSpell("A", "spell", ("theirs",)))
    assert game.stack[0].targets == ("theirs",)


def test_115_1_a_player_is_not_a_target_creature() -> None:
    game = cast_with({"Forest": 1}, "Giant Growth")
    put(game, "Grizzly Bears", object_id="bears")
    assert rejected(game, CastSpell("A", "spell", ("B",))).rule == "115.1"
    assert rejected(game, CastSpell("A", "spell", ("forest-1",))).rule == "115.1"


def test_601_2c_a_spell_with_a_target_needs_one() -> None:
    game = cast_with({"Forest": 1}, "Giant Growth")
    put(game, "Grizzly Bears", object_id="bears")
    assert rejected(game, CastSpell("A", "spell")).rule == "601.2c"
    assert rejected(game, CastSpell("A", "spell", ("bears", "bears"))).rule == "601.2c"


def test_601_2c_with_no_legal_target_the_spell_can_t_be_cast() -> None:
    game = cast_with({"Forest": 1}, "Giant Growth")
    assert not any(isinstance(a, CastSpell) for a in game.legal_actions())


def test_608_2b_a_spell_whose_only_target_is_gone_doesn_t_resolve() -> None:
    game = cast_with({"Forest": 1}, "Giant Growth")
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Mountain", "B")
    put(game, "Shock", "B", Zone.HAND, "shock")
    game.apply(CastSpell("A", "spell", ("bears",)))
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "shock", ("bears",)))
    all_pass(game)  # Shock resolves: the Bears die
    assert game.objects["bears"].zone is Zone.GRAVEYARD
    all_pass(game)  # Giant Growth: its target is gone
    assert game.objects["spell"].zone is Zone.GRAVEYARD
    assert game.effects == []
    assert [(e.event, e.rule) for e in game.events if e.event == "countered"] == [
        ("countered", "608.2b")
    ]


def test_608_2b_a_target_that_left_and_came_back_is_a_new_object() -> None:
    """CR 400.7: the Bears bounced and recast are a new object; Giant Growth doesn't see it."""
    game = cast_with({"Forest": 1}, "Giant Growth")
    put(game, "Grizzly Bears", object_id="bears")
    game.apply(CastSpell("A", "spell", ("bears",)))
    game.move("bears", Zone.HAND)  # as a bounce spell would
    game.move("bears", Zone.BATTLEFIELD)
    all_pass(game)
    assert game.objects["spell"].zone is Zone.GRAVEYARD
    assert game.characteristics("bears").power == 2


def test_608_2b_a_spell_with_a_legal_target_resolves() -> None:
    game = cast_with({"Forest": 1}, "Giant Growth")
    put(game, "Grizzly Bears", object_id="bears")
    game.apply(CastSpell("A", "spell", ("bears",)))
    all_pass(game)
    chars = game.characteristics("bears")
    assert (chars.power, chars.toughness) == (5, 5)


# -- costs ---------------------------------------------------------------------------------------


def test_601_2h_a_spell_whose_cost_can_t_be_paid_can_t_be_cast() -> None:
    game = cast_with({"Forest": 1}, "Grizzly Bears")
    assert rejected(game, CastSpell("A", "spell")).rule == "601.2h"
    assert not any(isinstance(a, CastSpell) for a in game.legal_actions())


def test_601_2h_the_cost_is_paid_by_tapping_lands() -> None:
    game = cast_with({"Forest": 3}, "Grizzly Bears")
    game.apply(CastSpell("A", "spell"))
    tapped = sorted(i for i, o in game.objects.items() if o.tapped)
    assert tapped == ["forest-1", "forest-2"]
    assert str(game.pools["A"]) == ""


def test_601_2h_automatic_payment_keeps_the_scarce_color() -> None:
    """Gray Ogre ({2}{R}) with three Mountains, a Forest and an Island: the generic {2} is
    paid with Mountains, the commonest color, and the Forest and the Island stay untapped."""
    game = cast_with({"Mountain": 3, "Forest": 1, "Island": 1}, "Gray Ogre")
    game.apply(CastSpell("A", "spell"))
    tapped = sorted(i for i, o in game.objects.items() if o.tapped)
    assert tapped == ["mountain-1", "mountain-2", "mountain-3"]


def test_601_2h_colored_mana_must_be_of_its_color() -> None:
    game = cast_with({"Island": 3}, "Grizzly Bears")
    assert rejected(game, CastSpell("A", "spell")).rule == "601.2h"


def test_601_2b_x_is_chosen_and_paid() -> None:
    """Chimeric Staff: {X}: it becomes an X/X Construct artifact creature until end of turn."""
    game = board()
    lands(game, "Forest", 4)
    put(game, "Chimeric Staff", object_id="staff")
    start(game)
    xs = [a.x for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert xs == [0, 1, 2, 3, 4]
    game.apply(ActivateAbility("A", "staff", 1, x=3))
    assert sum(game.objects[f"forest-{i}"].tapped for i in range(1, 5)) == 3
    all_pass(game)
    chars = game.characteristics("staff")
    assert (chars.power, chars.toughness) == (3, 3)
    assert chars.type_line.english() == "Artifact Creature — Construct"


def test_601_2h_x_more_than_the_mana_available_is_illegal() -> None:
    game = board()
    lands(game, "Forest", 2)
    put(game, "Chimeric Staff", object_id="staff")
    start(game)
    assert rejected(game, ActivateAbility("A", "staff", 1, x=3)).rule == "601.2h"


def test_601_2b_x_only_for_a_cost_with_x() -> None:
    game = cast_with({"Forest": 4}, "Grizzly Bears")
    assert rejected(game, CastSpell("A", "spell", x=2)).rule == "601.2b"


@needs_full_database
def test_107_4e_hybrid_mana_is_paid_with_either_color() -> None:
    """Old Ghastbark {3}{G/W}{G/W}: one Forest and one Plains pay the hybrid symbols."""
    game = board()
    lands(game, "Forest", 1)
    lands(game, "Plains", 1)
    lands(game, "Mountain", 3)
    put(game, "Old Ghastbark", zone=Zone.HAND, object_id="spell")
    start(game)
    game.apply(CastSpell("A", "spell"))
    assert all(o.tapped for o in game.objects.values() if o.zone is Zone.BATTLEFIELD)


@needs_full_database
def test_107_4e_hybrid_mana_can_t_be_paid_with_a_third_color() -> None:
    game = cast_with({"Forest": 1, "Mountain": 4}, "Old Ghastbark")
    assert rejected(game, CastSpell("A", "spell")).rule == "601.2h"


@needs_full_database
def test_107_4f_phyrexian_mana_with_no_mana_of_its_color_costs_2_life() -> None:
    """Gut Shot {R/P} with only a Forest: 2 life pay for it, the Forest stays untapped."""
    game = cast_with({"Forest": 1}, "Gut Shot")
    game.apply(CastSpell("A", "spell", ("B",)))
    assert game.players["A"].life == 18
    assert game.objects["forest-1"].tapped is False
    all_pass(game)
    assert game.players["B"].life == 19


@needs_full_database
def test_107_4f_phyrexian_mana_paid_with_its_color_costs_no_life() -> None:
    game = cast_with({"Mountain": 1}, "Gut Shot")
    game.apply(CastSpell("A", "spell", ("B",)))
    assert game.players["A"].life == 20
    assert game.objects["mountain-1"].tapped is True


@needs_full_database
def test_107_4f_phyrexian_mana_in_a_creature_s_cost() -> None:
    """Porcelain Legionnaire {2}{W/P}: two Islands and 2 life."""
    game = cast_with({"Island": 2}, "Porcelain Legionnaire")
    game.apply(CastSpell("A", "spell"))
    assert game.players["A"].life == 18
    all_pass(game)
    assert game.objects["spell"].zone is Zone.BATTLEFIELD


@needs_full_database
def test_119_4_life_can_t_be_paid_with_less_life_than_the_amount() -> None:
    game = cast_with({"Forest": 1}, "Gut Shot", life=1)
    assert rejected(game, CastSpell("A", "spell", ("B",))).rule == "601.2h"


@needs_full_database
def test_119_4_paying_all_your_life_is_allowed_and_loses_the_game() -> None:
    game = cast_with({"Forest": 1}, "Gut Shot", life=2)
    game.apply(CastSpell("A", "spell", ("B",)))
    assert (game.players["A"].life, game.over, game.winner) == (0, True, "B")


@needs_full_database
def test_107_4c_colorless_mana_symbol_needs_colorless_mana() -> None:
    """Spatial Contortion {1}{C}: Mutavault makes {C}; two Forests can't pay it."""
    game = cast_with({"Forest": 2}, "Spatial Contortion")
    put(game, "Grizzly Bears", object_id="bears")
    assert rejected(game, CastSpell("A", "spell", ("bears",))).rule == "601.2h"
    put(game, "Mutavault", object_id="mutavault")
    game.apply(CastSpell("A", "spell", ("bears",)))
    assert game.objects["mutavault"].tapped is True


@needs_full_database
def test_107_4h_snow_mana_symbol_needs_mana_from_a_snow_source() -> None:
    """Icehide Golem {S}: a Snow-Covered Forest pays it, a Forest doesn't."""
    game = cast_with({"Forest": 1}, "Icehide Golem")
    assert rejected(game, CastSpell("A", "spell")).rule == "601.2h"
    put(game, "Snow-Covered Forest", object_id="snow")
    game.apply(CastSpell("A", "spell"))
    assert (game.objects["snow"].tapped, game.objects["forest-1"].tapped) == (True, False)


def test_205_4e_a_legendary_sorcery_needs_a_legendary_creature() -> None:
    game = cast_with({"Plains": 5}, "Urza's Ruinous Blast")
    assert rejected(game, CastSpell("A", "spell")).rule == "205.4e"


def test_205_4e_with_a_legendary_creature_the_legendary_sorcery_is_cast() -> None:
    game = cast_with({"Plains": 5}, "Urza's Ruinous Blast")
    put(game, "Isamaru, Hound of Konda", object_id="isamaru")
    put(game, "Grizzly Bears", "B", object_id="bears")
    game.apply(CastSpell("A", "spell"))
    all_pass(game)
    assert game.objects["bears"].zone is Zone.EXILE
    assert game.objects["isamaru"].zone is Zone.BATTLEFIELD
    assert game.objects["plains-1"].zone is Zone.BATTLEFIELD


def test_205_4e_an_opponent_s_legendary_creature_doesn_t_count() -> None:
    game = cast_with({"Plains": 5}, "Urza's Ruinous Blast")
    put(game, "Isamaru, Hound of Konda", "B")
    assert rejected(game, CastSpell("A", "spell")).rule == "205.4e"


def test_608_3_a_creature_spell_becomes_a_permanent_its_caster_controls() -> None:
    game = cast_with({"Forest": 2}, "Grizzly Bears")
    game.apply(CastSpell("A", "spell"))
    assert game.objects["spell"].zone is Zone.STACK
    pass_priority(game)
    pass_priority(game)
    assert game.objects["spell"].zone is Zone.BATTLEFIELD
    assert game.controller_of("spell") == "A"
