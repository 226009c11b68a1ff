"""CR 310: battles in play. A Siege enters with defense counters equal to its printed defense
(310.4b) and a protector its controller chooses among their opponents (310.11a); its defense on
the battlefield is the number of defense counters on it (310.4c). It can be attacked (310.5,
508.1b) — by its own controller too, but never by its protector (310.8b); its protector's
creatures, and only theirs, block for it (310.8c, 509.1a); damage dealt to it, in combat or by a
spell, removes defense counters (120.3h, 310.6); at defense 0 it is put into its owner's
graveyard (704.5v). A Siege whose controller protects it, or with no protector, gets one
(704.5w-x). Transforming isn't modeled, so a defeated Siege isn't cast transformed (310.11b)."""

from __future__ import annotations

import re

import pytest

from card_data import needs_full_database
from in_play import attackers_offered, blocks_offered, cast, main_phase, resolve_stack, take, zone
from mtgrules.cards.build import bundled_database
from mtgrules.game.actions import (
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishAttacks,
    FinishBlocks,
)
from mtgrules.game.objects import Zone
from mtgrules.game.play import hand
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import all_pass, board, lands, pass_until, put, rejected, start


def sieged(cards: dict[str, str], theirs: dict[str, str] | None = None) -> Game:
    """A's precombat main phase, after A has cast Invasion of Dominaria ({2}{W}, defense 5) and
    its "enters" trigger has resolved. A controls ``cards``, B ``theirs``."""
    game = main_phase(cards, hand={"invasion": "Invasion of Dominaria"}, mana="WWW", theirs=theirs)
    cast(game, "invasion")
    return game


def attack_battle(game: Game, *creatures: str, blocks: dict[str, str] | None = None) -> None:
    """A attacks the Siege with ``creatures``; B blocks as ``blocks`` says; combat ends."""
    pass_until(game, Step.DECLARE_ATTACKERS)
    for creature in creatures:
        take(game, DeclareAttacker("A", creature, "invasion"))
    take(game, FinishAttacks("A"))
    pass_until(game, Step.DECLARE_BLOCKERS)
    for blocker, attacker in (blocks or {}).items():
        take(game, DeclareBlocker("B", blocker, attacker))
    take(game, FinishBlocks("B"))
    pass_until(game, Step.END_OF_COMBAT)


def bolts(game: Game, count: int) -> None:
    """Lightning Bolts ``bolt``, ``bolt-2`` … in A's hand, and a Mountain for each."""
    for i in range(1, count + 1):
        put(game, "Lightning Bolt", zone=Zone.HAND, object_id="bolt" if i == 1 else f"bolt-{i}")
    lands(game, "Mountain", count)


def defense(game: Game, battle: str = "invasion") -> int | None:
    return game.characteristics(battle).defense


# -- entering -----------------------------------------------------------------------------------


def test_310_4b_11a_a_siege_enters_with_its_defense_and_the_opponent_protecting_it() -> None:
    game = sieged({})
    obj = game.objects["invasion"]
    assert (zone(game, "invasion"), obj.counters, defense(game)) == (
        Zone.BATTLEFIELD,
        {"defense": 5},
        5,
    )
    assert obj.choices["protector"] == "B"  # the only opponent: no choice to ask for
    assert ("choose", "310.11a") in [(e.event, e.rule) for e in game.events]
    assert game.players["A"].life == 24  # its own "enters" trigger: 4 life and a card
    assert len(hand(game, "A")) == 1


def test_310_4a_off_the_battlefield_its_defense_is_the_printed_number() -> None:
    game = board()
    put(game, "Invasion of Dominaria", zone=Zone.HAND, object_id="invasion")
    assert game.characteristics("invasion").defense == 5


def test_310_11a_in_a_multiplayer_game_its_controller_chooses_among_their_opponents() -> None:
    game = board(("A", "B", "C"))
    lands(game, "Plains", 3)
    put(game, "Invasion of Dominaria", zone=Zone.HAND, object_id="invasion")
    start(game)
    take(game, CastSpell("A", "invasion"))
    all_pass(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert (game.pending.player, game.pending.options) == ("A", ("B", "C"))
    assert rejected(game, Choose("A", "A")).rule == "614.12"  # not an opponent: 310.11a
    take(game, Choose("A", "C"))
    assert game.objects["invasion"].choices["protector"] == "C"


def test_310_invasion_of_belenon_enters_and_makes_a_knight() -> None:
    """Invasion of Belenon: enters with 5 defense counters, protected by B, and makes a 2/2
    white and blue Knight with vigilance."""
    game = main_phase(hand={"invasion": "Invasion of Belenon"}, mana="WWW")
    cast(game, "invasion")
    assert (defense(game), game.objects["invasion"].choices["protector"]) == (5, "B")
    knight = game.characteristics("knight-token")
    assert (knight.name, knight.power, knight.toughness, knight.color_letters) == (
        "Knight Token",
        2,
        2,
        ["W", "U"],
    )
    assert knight.has_keyword("Vigilance")


# -- attacking it ----------------------------------------------------------------------------------


def test_310_8b_508_1b_its_controller_may_attack_it() -> None:
    game = sieged({"bears": "Grizzly Bears"})
    pass_until(game, Step.DECLARE_ATTACKERS)
    offered = {
        (a.creature, a.defender) for a in game.legal_actions() if isinstance(a, DeclareAttacker)
    }
    assert offered == {("bears", "B"), ("bears", "invasion")}


def test_310_6_combat_damage_to_it_removes_defense_counters() -> None:
    game = sieged({"bears": "Grizzly Bears"})
    attack_battle(game, "bears")
    assert (defense(game), game.objects["invasion"].counters) == (3, {"defense": 3})
    assert game.players["B"].life == 20  # the battle was attacked, not its protector


def test_310_8c_its_protector_blocks_for_it() -> None:
    game = sieged({"bears": "Grizzly Bears"}, {"ogre": "Gray Ogre"})
    pass_until(game, Step.DECLARE_ATTACKERS)
    take(game, DeclareAttacker("A", "bears", "invasion"))
    take(game, FinishAttacks("A"))
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert game.pending is not None and game.pending.player == "B"  # 310.8d: defending player
    assert blocks_offered(game) == {("ogre", "bears")}
    take(game, DeclareBlocker("B", "ogre", "bears"))
    take(game, FinishBlocks("B"))
    pass_until(game, Step.END_OF_COMBAT)
    assert defense(game) == 5  # blocked: no damage to the battle
    assert (zone(game, "bears"), zone(game, "ogre")) == (Zone.GRAVEYARD, Zone.GRAVEYARD)


def test_310_8c_509_1a_only_its_protector_blocks_for_it() -> None:
    """Three players: A's Siege protected by C; B's creature can't block what attacks it."""
    game = board(("A", "B", "C"))
    lands(game, "Plains", 3)
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Gray Ogre", "B", object_id="b-ogre")
    put(game, "Gray Ogre", "C", object_id="c-ogre")
    put(game, "Invasion of Dominaria", zone=Zone.HAND, object_id="invasion")
    start(game)
    take(game, CastSpell("A", "invasion"))
    all_pass(game)
    take(game, Choose("A", "C"))
    while game.stack:
        all_pass(game)
    pass_until(game, Step.DECLARE_ATTACKERS)
    take(game, DeclareAttacker("A", "bears", "invasion"))
    take(game, FinishAttacks("A"))
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert game.pending is not None and game.pending.player == "C"
    assert blocks_offered(game) == {("c-ogre", "bears")}
    assert game.combat.defending == {"bears": "C"}


def test_310_11b_defeated_it_is_exiled_and_its_controller_may_cast_it_transformed() -> None:
    """The last defense counter goes (Hill Giant 3 + Grizzly Bears 2): the Siege's intrinsic
    ability triggers; it is exiled, and A casts it transformed, for free: Serra Faithkeeper, a
    4/4 flier, enters with its back face up (712.11a, 712.14a)."""
    game = sieged({"giant": "Hill Giant", "bears": "Grizzly Bears"})
    pass_until(game, Step.DECLARE_ATTACKERS)
    for creature in ("giant", "bears"):
        take(game, DeclareAttacker("A", creature, "invasion"))
    take(game, FinishAttacks("A"))
    pass_until(game, Step.DECLARE_BLOCKERS)
    take(game, FinishBlocks("B"))
    while not game.stack:
        all_pass(game)
    assert [item.source for item in game.stack] == ["invasion"]
    assert game.objects["invasion"].zone is Zone.BATTLEFIELD  # waits for its ability (704.5v)
    resolve_stack(game)
    assert game.objects["invasion"].zone is Zone.EXILE
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == ("cast it transformed", "don't cast it")
    untapped = sum(not o.tapped for o in game.objects.values() if o.zone is Zone.BATTLEFIELD)
    take(game, Choose("A", "cast it transformed"))
    assert game.characteristics("invasion").name == "Serra Faithkeeper"  # on the stack
    assert game.objects["invasion"].zone is Zone.STACK
    resolve_stack(game)
    chars = game.characteristics("invasion")
    assert (game.objects["invasion"].zone, chars.name, chars.power, chars.toughness) == (
        Zone.BATTLEFIELD, "Serra Faithkeeper", 4, 4,
    )  # fmt: skip
    assert chars.has_keyword("Flying") and chars.has_keyword("Vigilance")
    assert game.controller_of("invasion") == "A"
    assert sum(not o.tapped for o in game.objects.values() if o.zone is Zone.BATTLEFIELD) == (
        untapped + 1
    )  # no mana was paid; the Faithkeeper is new and untapped
    assert game.spells_cast_this_turn == 2  # it was cast
    assert game.players["B"].life == 20


def bolted_to_defeat() -> Game:
    """Two Lightning Bolts defeat the Siege (defense 5, 3 + 3): its ability resolves, and A
    is asked whether to cast it transformed."""
    game = sieged({})
    bolts(game, 2)
    cast(game, "bolt", "invasion")
    cast(game, "bolt-2", "invasion")
    resolve_stack(game)
    return game


def test_712_8a_a_transformed_permanent_has_its_front_face_elsewhere() -> None:
    game = bolted_to_defeat()
    take(game, Choose("A", "cast it transformed"))
    resolve_stack(game)
    assert game.characteristics("invasion").name == "Serra Faithkeeper"
    game.move("invasion", Zone.GRAVEYARD)
    assert game.characteristics("invasion").name == "Invasion of Dominaria"


def test_704_5v_a_spell_can_defeat_it_and_it_may_stay_in_exile() -> None:
    game = bolted_to_defeat()
    take(game, Choose("A", "don't cast it"))
    assert zone(game, "invasion") is Zone.EXILE
    assert game.characteristics("invasion").name == "Invasion of Dominaria"


def test_704_5v_a_battle_without_its_siege_ability_is_put_into_the_graveyard() -> None:
    """Humility-like loss of abilities isn't needed: a battle at defense 0 whose ability
    isn't waiting is put into its owner's graveyard by the state-based action."""
    game = sieged({})
    game.objects["invasion"].counters["defense"] = 0
    game.changed()
    from mtgrules.game.play import run_state_based_actions

    run_state_based_actions(game)
    assert zone(game, "invasion") is Zone.GRAVEYARD
    assert ("state-based action", "704.5v") in [(e.event, e.rule) for e in game.events]


def test_120_3h_a_spell_s_damage_removes_defense_counters() -> None:
    game = sieged({})
    bolts(game, 1)
    cast(game, "bolt", "invasion")
    assert defense(game) == 2


@needs_full_database
def test_510_1b_a_creature_attacking_a_defeated_battle_deals_no_damage() -> None:
    """CR 506.4c: the first-strike damage defeats the battle; the other attacker attacks
    nothing and deals no combat damage in the regular step, to no one."""
    game = sieged({"archers": "Elvish Archers", "giant": "Hill Giant"})
    bolts(game, 1)
    cast(game, "bolt", "invasion")  # defense 2; Elvish Archers (2/1 first strike) finish it
    pass_until(game, Step.DECLARE_ATTACKERS)
    for creature in ("archers", "giant"):
        take(game, DeclareAttacker("A", creature, "invasion"))
    take(game, FinishAttacks("A"))
    pass_until(game, Step.DECLARE_BLOCKERS)
    take(game, FinishBlocks("B"))
    while game.pending is not None and game.pending.kind is not DecisionKind.CHOOSE:
        all_pass(game)
    assert game.step is Step.FIRST_STRIKE_DAMAGE  # defeated there, exiled (310.11b)
    take(game, Choose("A", "don't cast it"))
    pass_until(game, Step.END_OF_COMBAT)
    assert zone(game, "invasion") is Zone.EXILE
    damage = [e.detail for e in game.events if e.event == "damage"]
    assert damage[-1] == "archers deals 2 damage to invasion"  # and the giant deals none
    assert (game.objects["invasion"].counters, game.players["B"].life) == ({}, 20)


# -- who can't attack it ------------------------------------------------------------------------


def protector_s_turn() -> Game:
    """B's turn 3: B protects A's Siege and has a Gray Ogre ready to attack."""
    game = sieged({}, {"ogre": "Gray Ogre"})
    pass_until(game, Step.DECLARE_ATTACKERS, turn=3)
    return game


def test_310_8b_its_protector_can_t_attack_it() -> None:
    game = protector_s_turn()
    assert game.active_player == "B"
    assert attackers_offered(game) == {"ogre"}
    offered = {a.defender for a in game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert offered == {"A"}
    error = rejected(game, DeclareAttacker("B", "ogre", "invasion"))
    assert error.rule == "310.8b"


# -- protectors (704.5w-x) -----------------------------------------------------------------------


def test_704_5x_a_siege_its_controller_protects_gets_an_opponent_as_protector() -> None:
    game = board()
    obj = game.create_card("Invasion of Dominaria", "A", Zone.BATTLEFIELD, object_id="invasion")
    obj.controller = "B"  # B controls A's Siege, and protects it
    obj.counters["defense"] = 5
    obj.choices["protector"] = "B"
    start(game)
    assert game.objects["invasion"].choices["protector"] == "A"
    assert "704.5x" in [e.rule for e in game.events]


def test_704_5w_a_battle_without_a_protector_gets_one() -> None:
    game = board()
    obj = game.create_card("Invasion of Belenon", "A", Zone.BATTLEFIELD, object_id="invasion")
    obj.counters["defense"] = 5
    start(game)
    assert game.objects["invasion"].choices["protector"] == "B"
    assert "704.5w" in [e.rule for e in game.events]


def test_704_5w_with_several_opponents_its_controller_chooses() -> None:
    game = board(("A", "B", "C"))
    obj = game.create_card("Invasion of Belenon", "A", Zone.BATTLEFIELD, object_id="invasion")
    obj.counters["defense"] = 5
    start(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == ("B", "C")
    take(game, Choose("A", "B"))
    assert game.objects["invasion"].choices["protector"] == "B"
    assert game.pending.kind is DecisionKind.PRIORITY


# -- the definitions ---------------------------------------------------------------------------------

DB = bundled_database()
FACES = [
    ("Invasion of Dominaria", None),
    ("Invasion of Dominaria", "Serra Faithkeeper"),
    ("Invasion of Belenon", None),
    ("Invasion of Belenon", "Belenon War Anthem"),
]


@pytest.mark.parametrize(("name", "face_name"), FACES)
def test_201_5_the_sieges_read_as_their_oracle_text(name: str, face_name: str | None) -> None:
    game = Game()
    obj = game.create_card(name, "A", Zone.HAND, face_name=face_name)
    assert obj.face is not None
    text = obj.face.oracle_text or ""
    lines = [re.sub(r"\s*\([^)]*\)", "", line).strip() for line in text.split("\n")]
    texts = [
        text
        for ability, text in zip(
            game.characteristics(obj.id).abilities,
            game.characteristics(obj.id).ability_texts,
            strict=True,
        )
        if ability.intrinsic_to is None  # a Siege's 310.11b ability is reminder text here
    ]
    assert texts == [line for line in lines if line]
