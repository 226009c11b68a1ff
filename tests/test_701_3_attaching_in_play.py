"""CR 701.3 and attaching in play: Equip attaches to target creature you control, only as a
sorcery (702.6a); attaching to what it's already attached to does nothing (701.3b), attaching
to something else gives a new timestamp (701.3c); an Aura spell targets what it can enchant
(303.4a) and is attached as it resolves (303.4f); an Aura attached to an illegal object goes to
the graveyard (704.5m) and an Equipment attached to a non-creature becomes unattached and stays
(704.5n)."""

from __future__ import annotations

from mtgrules.game.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, board, lands, pass_until, put, rejected, start

EQUIP = 1
"""Colossus Hammer's first activated ability: Equip {8}."""
ANIMATE = 2
"""Mutavault's second activated ability (the first is its mana ability)."""


def hammer_board(step: Step = Step.PRECOMBAT_MAIN, forests: int = 10) -> Game:
    game = board()
    lands(game, "Forest", forests)
    put(game, "Colossus Hammer", object_id="hammer")
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Gray Ogre", object_id="ogre")
    put(game, "Grizzly Bears", "B", object_id="theirs")
    return start(game, step)


def equip(game: Game, creature: str) -> None:
    game.apply(ActivateAbility("A", "hammer", EQUIP, (creature,)))
    all_pass(game)


def test_702_6a_equip_attaches_to_target_creature_you_control() -> None:
    game = hammer_board()
    targets = sorted(a.targets for a in game.legal_actions() if isinstance(a, ActivateAbility))
    assert targets == [("bears",), ("ogre",)]
    equip(game, "bears")
    assert game.objects["hammer"].attached_to == "bears"
    chars = game.characteristics("bears")
    assert (chars.power, chars.toughness) == (12, 12)
    assert sum(o.tapped for o in game.objects.values()) == 8


def test_702_6a_equip_can_t_target_an_opponent_s_creature() -> None:
    game = hammer_board()
    assert rejected(game, ActivateAbility("A", "hammer", EQUIP, ("theirs",))).rule == "115.1"


def test_702_6a_equip_only_as_a_sorcery() -> None:
    game = hammer_board(Step.UPKEEP)
    assert rejected(game, ActivateAbility("A", "hammer", EQUIP, ("bears",))).rule == "702.6a"


def test_702_6a_equip_not_while_the_stack_isn_t_empty() -> None:
    game = hammer_board()
    game.apply(ActivateAbility("A", "hammer", EQUIP, ("bears",)))
    put(game, "Forest", object_id="more-1")
    for i in range(2, 9):
        put(game, "Forest", object_id=f"more-{i}")
    assert rejected(game, ActivateAbility("A", "hammer", EQUIP, ("ogre",))).rule == "702.6a"


def test_602_2_equip_s_cost_must_be_paid() -> None:
    game = hammer_board(forests=7)
    assert rejected(game, ActivateAbility("A", "hammer", EQUIP, ("bears",))).rule == "601.2h"


def test_701_3b_equipping_the_creature_it_already_equips_does_nothing() -> None:
    game = hammer_board(forests=16)
    equip(game, "bears")
    timestamp = game.objects["hammer"].timestamp
    equip(game, "bears")
    assert game.objects["hammer"].attached_to == "bears"
    assert game.objects["hammer"].timestamp == timestamp


def test_701_3c_moving_the_equipment_gives_it_a_new_timestamp() -> None:
    game = hammer_board(forests=16)
    equip(game, "bears")
    timestamp = game.objects["hammer"].timestamp
    equip(game, "ogre")
    assert game.objects["hammer"].attached_to == "ogre"
    assert game.objects["hammer"].timestamp > timestamp
    assert game.characteristics("bears").power == 2
    assert game.characteristics("ogre").power == 12


def test_608_2b_equip_whose_target_left_does_nothing() -> None:
    game = hammer_board()
    put(game, "Mountain", "B")
    put(game, "Shock", "B", Zone.HAND, "shock")
    game.apply(ActivateAbility("A", "hammer", EQUIP, ("bears",)))
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "shock", ("bears",)))
    all_pass(game)
    all_pass(game)
    assert game.objects["hammer"].attached_to is None
    assert [e.rule for e in game.events if e.event == "countered"] == ["608.2b"]


def test_704_5n_equipment_stays_on_the_battlefield_when_its_creature_dies() -> None:
    game = hammer_board()
    equip(game, "bears")
    game.move("bears", Zone.GRAVEYARD)  # as if destroyed
    all_pass(game)
    assert game.objects["hammer"].zone is Zone.BATTLEFIELD
    assert game.objects["hammer"].attached_to is None


def test_704_5n_equipment_on_a_permanent_that_stops_being_a_creature_becomes_unattached() -> None:
    """Colossus Hammer equips an animated Mutavault; in the cleanup step Mutavault is a land
    again and the Hammer comes off, still on the battlefield."""
    game = hammer_board(forests=9)
    put(game, "Mutavault", object_id="vault")
    game.apply(ActivateAbility("A", "vault", ANIMATE))
    all_pass(game)
    assert game.characteristics("vault").type_line.has_card_type("Creature")
    equip(game, "vault")
    assert game.objects["hammer"].attached_to == "vault"
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.objects["hammer"].attached_to is None
    assert game.objects["hammer"].zone is Zone.BATTLEFIELD
    assert [e.rule for e in game.events if e.rule == "704.5n"] == ["704.5n"]


# -- Auras ---------------------------------------------------------------------------------------


def test_303_4a_an_aura_spell_targets_what_it_can_enchant() -> None:
    game = board()
    lands(game, "Forest", 2)
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Lignify", zone=Zone.HAND, object_id="lignify")
    start(game)
    casts = [a.targets for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert casts == [("bears",)]
    assert rejected(game, CastSpell("A", "lignify", ("forest-1",))).rule == "115.1"
    assert rejected(game, CastSpell("A", "lignify")).rule == "601.2c"


def test_303_4f_the_aura_is_attached_to_its_target_as_it_resolves() -> None:
    game = board()
    lands(game, "Forest", 2)
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Lignify", zone=Zone.HAND, object_id="lignify")
    start(game)
    game.apply(CastSpell("A", "lignify", ("bears",)))
    all_pass(game)
    assert game.objects["lignify"].attached_to == "bears"
    chars = game.characteristics("bears")
    assert (chars.power, chars.toughness, chars.type_line.english()) == (
        0,
        4,
        "Creature — Treefolk",
    )


def test_608_3b_an_aura_spell_whose_target_is_gone_goes_to_the_graveyard() -> None:
    game = board()
    lands(game, "Forest", 2)
    put(game, "Mountain", "B")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Shock", "B", Zone.HAND, "shock")
    put(game, "Lignify", zone=Zone.HAND, object_id="lignify")
    start(game)
    game.apply(CastSpell("A", "lignify", ("bears",)))
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "shock", ("bears",)))
    all_pass(game)
    all_pass(game)
    assert game.objects["lignify"].zone is Zone.GRAVEYARD


def test_704_5m_an_aura_on_a_permanent_it_can_no_longer_enchant_goes_to_the_graveyard() -> None:
    """Lignify ("Enchant creature") on an animated Mutavault: in the cleanup step Mutavault is
    no longer a creature and Lignify is put into its owner's graveyard."""
    game = board()
    lands(game, "Forest", 3)
    put(game, "Mutavault", object_id="vault")
    put(game, "Lignify", zone=Zone.HAND, object_id="lignify")
    start(game)
    game.apply(ActivateAbility("A", "vault", ANIMATE))
    all_pass(game)
    game.apply(CastSpell("A", "lignify", ("vault",)))
    all_pass(game)
    assert game.objects["lignify"].attached_to == "vault"
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.objects["lignify"].zone is Zone.GRAVEYARD
    assert game.objects["vault"].zone is Zone.BATTLEFIELD
    assert [e.rule for e in game.events if e.rule == "704.5m"] == ["704.5m"]


def test_704_5m_an_aura_whose_creature_died_goes_to_the_graveyard() -> None:
    game = board()
    lands(game, "Island", 2)
    put(game, "Mountain")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Rune of Flight", zone=Zone.HAND, object_id="rune")
    put(game, "Shock", zone=Zone.HAND, object_id="shock")
    start(game)
    game.apply(CastSpell("A", "rune", ("bears",)))
    all_pass(game)
    all_pass(game)  # the Rune's draw
    game.apply(CastSpell("A", "shock", ("bears",)))
    all_pass(game)
    assert game.objects["bears"].zone is Zone.GRAVEYARD
    assert game.objects["rune"].zone is Zone.GRAVEYARD
