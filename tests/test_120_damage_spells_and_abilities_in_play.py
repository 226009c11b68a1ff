"""CR 120: damage from spells and abilities as players cast and activate them — to a player it
is life loss (120.3a), to a creature it is marked and lethal damage destroys it (120.3e,
704.5g) — at the targets each text allows: any target (115.4), target creature, target player
or planeswalker; sorceries only at sorcery speed (307.1), X chosen as it is cast (601.2b)."""

from __future__ import annotations

from in_play import activate, cast, cast_targets, main_phase, zone
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_priority, rejected


def test_120_3_volcanic_hammer_to_a_creature_or_a_player() -> None:
    game = main_phase(
        hand={"hammer": "Volcanic Hammer", "hammer-2": "Volcanic Hammer"},
        mana="RRRR",
        theirs={"giant": "Hill Giant"},
    )
    assert cast_targets(game, "hammer") == {("A",), ("B",), ("giant",)}
    cast(game, "hammer", "giant")
    assert zone(game, "giant") is Zone.GRAVEYARD
    cast(game, "hammer-2", "B")
    assert game.players["B"].life == 17


def test_307_1_volcanic_hammer_is_a_sorcery_searing_spear_an_instant() -> None:
    game = main_phase(
        their_hand={"hammer": "Volcanic Hammer", "spear": "Searing Spear"}, their_mana="RRRR"
    )
    pass_priority(game)  # A passes in its main phase: B has priority
    assert cast_targets(game, "hammer") == set()
    rejected(game, CastSpell("B", "hammer", ("A",)))
    cast(game, "spear", "A")
    assert game.players["A"].life == 17
    assert game.step is Step.PRECOMBAT_MAIN


def test_115_1_lava_axe_targets_only_a_player_or_planeswalker() -> None:
    game = main_phase(hand={"axe": "Lava Axe"}, mana="RRRRR", theirs={"giant": "Hill Giant"})
    assert cast_targets(game, "axe") == {("A",), ("B",)}
    assert rejected(game, CastSpell("A", "axe", ("giant",))).rule == "115.1"
    cast(game, "axe", "B")
    assert game.players["B"].life == 15


def test_115_1_flame_slash_targets_only_a_creature() -> None:
    game = main_phase(hand={"slash": "Flame Slash"}, mana="R", theirs={"wurm": "Craw Wurm"})
    assert cast_targets(game, "slash") == {("wurm",)}
    cast(game, "slash", "wurm")
    assert zone(game, "wurm") is Zone.GRAVEYARD


def test_601_2b_blaze_deals_x_damage() -> None:
    game = main_phase(hand={"blaze": "Blaze"}, mana="RRRR")
    offered = {
        a.x for a in game.legal_actions() if isinstance(a, CastSpell) and a.targets == ("B",)
    }
    assert offered == {0, 1, 2, 3}
    cast(game, "blaze", "B", x=3)
    assert game.players["B"].life == 17
    assert all(game.objects[f"A-R-{i}"].tapped for i in range(1, 5))


def test_602_prodigal_pyromancer_pings_any_target() -> None:
    game = main_phase({"pyromancer": "Prodigal Pyromancer"}, theirs={"hawk": "Suntail Hawk"})
    targets = {
        a.targets
        for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == "pyromancer"
    }
    assert targets == {("A",), ("B",), ("hawk",), ("pyromancer",)}
    activate(game, "pyromancer", 1, "hawk")
    assert (zone(game, "hawk"), game.objects["pyromancer"].tapped) == (Zone.GRAVEYARD, True)
    rejected(game, ActivateAbility("A", "pyromancer", 1, ("B",)))  # it is tapped


def test_302_6_a_summoning_sick_pyromancer_can_t_tap_to_ping() -> None:
    game = main_phase(hand={"pyromancer": "Prodigal Pyromancer"}, mana="RRR")
    cast(game, "pyromancer")
    assert rejected(game, ActivateAbility("A", "pyromancer", 1, ("B",))).rule == "302.6"


def test_115_1_goblin_fireslinger_pings_a_player_only() -> None:
    game = main_phase({"slinger": "Goblin Fireslinger"}, theirs={"hawk": "Suntail Hawk"})
    targets = {
        a.targets
        for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == "slinger"
    }
    assert targets == {("A",), ("B",)}
    rejected(game, ActivateAbility("A", "slinger", 1, ("hawk",)))
    activate(game, "slinger", 1, "B")
    assert game.players["B"].life == 19
