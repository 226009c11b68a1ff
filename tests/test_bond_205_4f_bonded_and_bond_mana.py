"""Bond 205.4f′ and Bond mana: Bonded is a supertype (結束の); Bonded permanents, spells and cards,
every other object unbonded whatever its name. ``{*}`` is paid with one mana of any color or
colorless, but only mana a Bonded permanent produced; effects that reduce generic costs can't
reduce it."""

from __future__ import annotations

import pytest

from bond_helpers import bond_board
from mtgrules.game.actions import ActivateManaAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.play import total_cost
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from mtgrules.variants import ruleset
from mtgrules.vocab.mana import ManaCost, ManaCostError
from mtgrules.vocab.typeline import TypeLine
from mtgrules.vocab.types import CORE
from play_helpers import all_pass, put, rejected, start

# -- 205.4f′ ------------------------------------------------------------------------------------


def test_205_4f_bonded_is_a_supertype_in_english_and_japanese() -> None:
    vocabulary = ruleset(["bond"]).vocabulary
    line = TypeLine.parse("Bonded Creature — Human Warrior", vocabulary)
    assert [s.english for s in line.supertypes] == ["Bonded"]
    assert line.japanese() == "結束のクリーチャー ─ 人間・戦士"
    assert TypeLine.parse("結束の伝説のクリーチャー ─ 人間", vocabulary).english() == (
        "Legendary Bonded Creature — Human"
    )
    assert CORE.supertype("Bonded") is None  # without the variant, an unknown word


def test_205_4f_bonded_permanents_spells_and_cards() -> None:
    """The supertype is the object's in every zone: a card in hand, a spell, a permanent."""
    game = bond_board()
    put(game, "Bonded Sanctum", "A", object_id="sanctum")
    for i in range(2):
        put(game, "Plains", "A", object_id=f"plains-{i}")
    put(game, "Vanguard Captain", "A", Zone.HAND, "captain")
    start(game, Step.PRECOMBAT_MAIN)
    assert game.characteristics("captain").type_line.has_supertype("Bonded")  # a card
    assert game.characteristics("sanctum").type_line.has_supertype("Bonded")  # a permanent
    game.apply(CastSpell("A", "captain"))
    assert game.objects["captain"].zone is Zone.STACK
    assert game.characteristics("captain").type_line.has_supertype("Bonded")  # a spell
    all_pass(game)
    assert game.objects["captain"].zone is Zone.BATTLEFIELD
    assert game.characteristics("captain").type_line.english() == "Bonded Creature — Human Knight"


def test_205_4f_every_other_object_is_unbonded_whatever_its_name() -> None:
    """ "Bonded Impostor" is named Bonded but has no such supertype: Rally the Bonded doesn't
    pump it, and a Joint that wants a Bonded card doesn't see it."""
    game = bond_board()
    put(game, "Bonded Hearth", "A", object_id="hearth")
    put(game, "Bonded Impostor", "A", object_id="impostor")
    put(game, "Vanguard Captain", "A", object_id="captain")
    put(game, "Rally the Bonded", "A", Zone.HAND, "rally")
    put(game, "Mountain", "A", object_id="mountain")
    start(game, Step.PRECOMBAT_MAIN)
    game.apply(CastSpell("A", "rally"))
    all_pass(game)
    assert game.characteristics("captain").power == 4
    assert game.characteristics("impostor").power == 2
    assert not game.characteristics("impostor").type_line.has_supertype("Bonded")


def test_205_4f_an_effect_may_make_a_permanent_bonded() -> None:
    """Oath of Binding makes the Impostor Bonded until end of turn (layer 4): now Rally the
    Bonded pumps it."""
    game = bond_board()
    put(game, "Bonded Impostor", "A", object_id="impostor")
    put(game, "Forest", "A", object_id="forest")
    put(game, "Bonded Hearth", "A", object_id="hearth")
    put(game, "Mountain", "A", object_id="mountain")
    put(game, "Oath of Binding", "A", Zone.HAND, "oath")
    put(game, "Rally the Bonded", "A", Zone.HAND, "rally")
    start(game, Step.PRECOMBAT_MAIN)
    game.apply(CastSpell("A", "oath", ("impostor",)))
    all_pass(game)
    assert game.characteristics("impostor").type_line.english() == (
        "Bonded Creature — Shapeshifter"
    )
    game.apply(CastSpell("A", "rally"))
    all_pass(game)
    assert game.characteristics("impostor").power == 4


# -- Bond mana {*} ---------------------------------------------------------------------------


def test_bond_mana_is_a_symbol_of_the_variant_only() -> None:
    assert str(ManaCost.parse("{1}{B}{*}", ruleset(["bond"]).symbols)) == "{1}{B}{*}"
    with pytest.raises(ManaCostError):
        ManaCost.parse("{1}{B}{*}")
    assert ManaCost.parse("{3}{*}{*}", ruleset(["bond"]).symbols).mana_value() == 5


def blessing_board(*lands: str) -> Game:
    game = bond_board()
    for i, land in enumerate(lands):
        put(game, land, "A", object_id=f"land-{i}")
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Bonded Blessing", "A", Zone.HAND, "blessing")
    start(game, Step.PRECOMBAT_MAIN)
    return game


def test_bond_mana_is_paid_only_with_mana_from_a_bonded_permanent() -> None:
    game = blessing_board("Forest", "Mountain", "Plains")
    assert not any(isinstance(a, CastSpell) for a in game.legal_actions())
    assert rejected(game, CastSpell("A", "blessing", ("bears",))).rule == "601.2h"


def test_bond_mana_may_be_colored_mana_from_a_bonded_land() -> None:
    game = blessing_board("Forest", "Bonded Hearth")
    game.apply(CastSpell("A", "blessing", ("bears",)))
    assert (game.objects["land-0"].tapped, game.objects["land-1"].tapped) == (False, True)


def test_bond_mana_may_be_any_color_from_a_bonded_creature() -> None:
    game = bond_board()
    put(game, "Bondweaver Elf", "A", object_id="elf")
    game.objects["elf"].settled_under = "A"
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Bonded Blessing", "A", Zone.HAND, "blessing")
    start(game, Step.PRECOMBAT_MAIN)
    game.apply(ActivateManaAbility("A", "elf", 1, "U"))  # blue mana, from a Bonded permanent
    game.apply(CastSpell("A", "blessing", ("bears",)))
    assert game.objects["blessing"].zone is Zone.STACK


def test_bond_mana_mana_from_an_unbonded_source_in_the_pool_can_t_pay_it() -> None:
    game = blessing_board("Forest")
    game.apply(ActivateManaAbility("A", "land-0", 1, "G"))
    assert rejected(game, CastSpell("A", "blessing", ("bears",))).rule == "601.2h"


def test_bond_mana_generic_reductions_can_t_reduce_it() -> None:
    """Helm of Awakening (spells cost {1} less): Rally the Bonded {1}{*} costs {*}, and Bonded
    Blessing {*} still costs {*}."""
    game = bond_board()
    put(game, "Helm of Awakening", "B", object_id="helm")
    put(game, "Rally the Bonded", "A", Zone.HAND, "rally")
    put(game, "Bonded Blessing", "A", Zone.HAND, "blessing")
    start(game, Step.PRECOMBAT_MAIN)
    rally = game.characteristics("rally").mana_cost
    blessing = game.characteristics("blessing").mana_cost
    assert rally is not None and blessing is not None
    assert str(total_cost(game, "A", "rally", rally)) == "{*}"
    assert str(total_cost(game, "A", "blessing", blessing)) == "{*}"
