"""Removal as players cast it: destroy (CR 701.8: to its owner's graveyard), exile (406), return
to its owner's hand (400.7), each only at a target its text allows (115.1, 601.2c) —
"nonblack" (Doom Blade), "nonlegendary" (Cast Down), "attacking or blocking" (Divine Verdict,
506.4), "tapped" (Excoriate), "artifact or enchantment" (Naturalize)."""

from __future__ import annotations

from in_play import (
    cast,
    cast_targets,
    declare_attackers,
    declare_blocks,
    in_zone,
    main_phase,
    zone,
)
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_priority, pass_until, rejected


def test_701_8a_murder_destroys_target_creature() -> None:
    game = main_phase(hand={"murder": "Murder"}, mana="BBB", theirs={"angel": "Serra Angel"})
    assert cast_targets(game, "murder") == {("angel",)}
    cast(game, "murder", "angel")
    assert (zone(game, "angel"), zone(game, "murder")) == (Zone.GRAVEYARD, Zone.GRAVEYARD)
    assert game.objects["angel"].owner == "B"


def test_115_1_doom_blade_can_t_target_a_black_creature() -> None:
    game = main_phase(
        hand={"blade": "Doom Blade"},
        mana="BB",
        theirs={"corpse": "Walking Corpse", "bears": "Grizzly Bears"},
    )
    assert cast_targets(game, "blade") == {("bears",)}
    assert rejected(game, CastSpell("A", "blade", ("corpse",))).rule == "115.1"
    cast(game, "blade", "bears")
    assert (zone(game, "bears"), zone(game, "corpse")) == (Zone.GRAVEYARD, Zone.BATTLEFIELD)


def test_115_1_cast_down_can_t_target_a_legendary_creature() -> None:
    game = main_phase(
        hand={"cast-down": "Cast Down"},
        mana="BB",
        theirs={"isamaru": "Isamaru, Hound of Konda", "lions": "Savannah Lions"},
    )
    assert cast_targets(game, "cast-down") == {("lions",)}


def test_406_final_reward_exiles_target_creature() -> None:
    game = main_phase(hand={"reward": "Final Reward"}, mana="BBBBB", theirs={"wurm": "Craw Wurm"})
    cast(game, "reward", "wurm")
    assert zone(game, "wurm") is Zone.EXILE


def test_506_4_divine_verdict_only_at_an_attacking_or_blocking_creature() -> None:
    game = main_phase(
        {"lions": "Savannah Lions", "bears": "Grizzly Bears"},
        their_hand={"verdict": "Divine Verdict"},
        their_mana="WWWW",
    )
    assert cast_targets(game, "verdict") == set()  # not B's priority, and nothing attacks
    declare_attackers(game, "lions")
    pass_priority(game)  # A passes in the declare attackers step; B has priority
    assert cast_targets(game, "verdict") == {("lions",)}
    assert rejected(game, CastSpell("B", "verdict", ("bears",))).rule == "115.1"
    cast(game, "verdict", "lions")
    assert zone(game, "lions") is Zone.GRAVEYARD
    pass_until(game, Step.END_OF_COMBAT)
    assert game.players["B"].life == 20


def test_506_4_divine_verdict_at_a_blocking_creature() -> None:
    game = main_phase(
        {"lions": "Savannah Lions"},
        hand={"verdict": "Divine Verdict"},
        mana="WWWW",
        theirs={"wall": "Angelic Wall", "bears": "Grizzly Bears"},
    )
    declare_attackers(game, "lions")
    pass_until(game, Step.DECLARE_BLOCKERS)
    declare_blocks(game, {"wall": "lions"})
    assert cast_targets(game, "verdict") == {("lions",), ("wall",)}
    cast(game, "verdict", "wall")
    assert zone(game, "wall") is Zone.GRAVEYARD
    pass_until(game, Step.END_OF_COMBAT)
    assert game.players["B"].life == 20  # still blocked (509.1h): no damage to B


def test_110_5_excoriate_exiles_only_a_tapped_creature() -> None:
    game = main_phase(
        hand={"excoriate": "Excoriate"},
        mana="WWWW",
        theirs={"giant": "Hill Giant", "bears": "Grizzly Bears"},
    )
    game.objects["giant"].tapped = True  # set-up: it attacked last turn
    assert cast_targets(game, "excoriate") == {("giant",)}
    cast(game, "excoriate", "giant")
    assert zone(game, "giant") is Zone.EXILE


def test_701_8a_naturalize_destroys_an_artifact_or_an_enchantment() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"naturalize": "Naturalize"},
        mana="GG",
        theirs={"splitter": "Bonesplitter", "crusade": "Crusade", "lions": "Savannah Lions"},
    )
    assert cast_targets(game, "naturalize") == {("splitter",), ("crusade",)}
    cast(game, "naturalize", "crusade")
    assert zone(game, "crusade") is Zone.GRAVEYARD


def test_400_7_unsummon_returns_a_creature_to_its_owner_s_hand_as_a_new_object() -> None:
    game = main_phase(
        hand={"unsummon": "Unsummon", "growth": "Giant Growth"},
        mana="UG",
        theirs={"bears": "Grizzly Bears"},
    )
    cast(game, "growth", "bears")
    cast(game, "unsummon", "bears")
    assert zone(game, "bears") is Zone.HAND
    assert game.objects["bears"].owner == "B"
    assert "bears" in in_zone(game, Zone.HAND, "B")


def test_704_5m_unsummoning_an_enchanted_creature_puts_its_aura_into_the_graveyard() -> None:
    game = main_phase(
        {"lions": "Savannah Lions"},
        hand={"strength": "Holy Strength", "unsummon": "Unsummon"},
        mana="WU",
    )
    cast(game, "strength", "lions")
    cast(game, "unsummon", "lions")
    assert (zone(game, "lions"), zone(game, "strength")) == (Zone.HAND, Zone.GRAVEYARD)


def test_612_2_doom_blade_s_nonblack_follows_its_text_after_a_color_word_changes() -> None:
    game = main_phase(
        hand={"blade": "Doom Blade"},
        mana="BB",
        theirs={"corpse": "Walking Corpse", "lions": "Savannah Lions"},
    )
    sleight = game.definitions["Sleight of Mind"].face("Sleight of Mind").abilities[0]
    effect = sleight.instructions[0].effect
    assert effect is not None
    # As if Sleight of Mind resolved targeting Doom Blade, changing "black" to "white".
    game.create_effect(
        effect, "blade", "A", targets=("blade",), choices={"from": "black", "to": "white"}
    )
    assert game.characteristics("blade").ability_texts == ("Destroy target nonwhite creature.",)
    assert cast_targets(game, "blade") == {("corpse",)}
