"""Bond 502.C Back Attack, one test per sentence, played through real game actions:

"{T}: Attach this creature to target Bonded creature", usable in your combat phase; while
attached it doesn't untap in its untap step and can't be untapped by effects; the creature it is
attached to gets +N/-N, N being the attached creature's power; the state-based action (illegal or
gone → graveyard, unless you control that creature: unattach and untap); never attached to
itself; the attack restriction; several instances are redundant.
"""

from __future__ import annotations

from bond_helpers import back_attack, bond_board, index_of
from mtgrules.game.actions import ActivateAbility, CastSpell, DeclareAttacker, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play import run_state_based_actions
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, pass_until, put, rejected, start


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


def ogre_and_colossus(step: Step = Step.BEGINNING_OF_COMBAT) -> Game:
    """A's Rearguard Ogre (3/2, Back Attack, Shake Off {2}) and Stonebond Colossus (6/5,
    Bonded); B has nothing."""
    game = bond_board()
    put(game, "Rearguard Ogre", "A", object_id="ogre")
    put(game, "Stonebond Colossus", "A", object_id="colossus")
    start(game, step)
    return game


# -- "{T}: Attach this creature to target Bonded creature", in your combat phase -------------


def test_502_C_back_attack_attaches_to_target_bonded_creature_in_your_combat_phase() -> None:
    game = ogre_and_colossus()
    action = back_attack(game, "ogre", "colossus")
    assert action in game.legal_actions()
    game.apply(action)
    assert game.objects["ogre"].tapped  # the {T} cost
    assert game.objects["ogre"].attached_to is None  # on the stack until it resolves
    all_pass(game)
    assert game.objects["ogre"].attached_to == "colossus"
    assert game.objects["ogre"].zone is Zone.BATTLEFIELD


def test_502_C_back_attack_is_not_usable_outside_your_combat_phase() -> None:
    game = ogre_and_colossus(Step.PRECOMBAT_MAIN)
    error = rejected(game, back_attack(game, "ogre", "colossus"))
    assert error.rule == "Bond 502.C"
    assert "only during your combat phase" in str(error)


def test_502_C_back_attack_is_not_usable_in_the_opponent_s_combat_phase() -> None:
    game = bond_board()
    put(game, "Rearguard Ogre", "A", object_id="ogre")
    put(game, "Stonebond Colossus", "A", object_id="colossus")
    start(game, Step.BEGINNING_OF_COMBAT, active="B")
    game.apply(PassPriority("B"))
    assert game.pending is not None and game.pending.player == "A"
    assert rejected(game, back_attack(game, "ogre", "colossus")).rule == "Bond 502.C"


def test_502_C_back_attack_targets_only_a_bonded_creature() -> None:
    game = ogre_and_colossus()
    put(game, "Grizzly Bears", "A", object_id="bears")  # unbonded
    game.changed()
    assert rejected(game, back_attack(game, "ogre", "bears")).rule == "115.1"
    targets = {a.targets for a in game.legal_actions() if isinstance(a, ActivateAbility)}
    assert targets == {("colossus",), ("ogre",)}  # the Ogre is itself a Bonded creature


def test_502_C_an_opponent_s_bonded_creature_may_be_the_target() -> None:
    game = ogre_and_colossus()
    put(game, "Oathsworn Sentinel", "B", object_id="sentinel")
    game.changed()
    game.apply(back_attack(game, "ogre", "sentinel"))
    all_pass(game)
    assert game.objects["ogre"].attached_to == "sentinel"
    assert pt(game, "sentinel") == (1 + 3, 4 - 3)
    assert game.objects["ogre"].zone is Zone.BATTLEFIELD


# -- "While attached it doesn't untap in its untap step and can't be untapped by effects" -----


def attached_ogre() -> Game:
    game = ogre_and_colossus()
    game.apply(back_attack(game, "ogre", "colossus"))
    all_pass(game)
    return game


def test_502_C_while_attached_it_doesn_t_untap_in_its_untap_step() -> None:
    game = attached_ogre()
    game.objects["colossus"].tapped = True  # as if it had attacked
    game.changed()
    pass_until(game, Step.UPKEEP, turn=4)  # A's next turn: the untap step has passed
    assert game.active_player == "A"
    assert (game.objects["ogre"].tapped, game.objects["colossus"].tapped) == (True, False)


def test_502_C_while_attached_it_can_t_be_untapped_by_effects() -> None:
    game = attached_ogre()
    put(game, "Plains", "A", object_id="plains")
    put(game, "Rousing Call", "A", Zone.HAND, "call")
    game.changed()
    game.apply(CastSpell("A", "call", ("ogre",)))
    all_pass(game)
    assert game.objects["call"].zone is Zone.GRAVEYARD  # it resolved
    assert game.objects["ogre"].tapped
    assert any(e.rule == "Bond 502.C" and "can't be untapped" in e.detail for e in game.events)


def test_502_C_an_untap_effect_untaps_it_once_it_is_unattached() -> None:
    game = attached_ogre()
    put(game, "Plains", "A", object_id="plains")
    put(game, "Mountain", "A", object_id="m1")
    put(game, "Mountain", "A", object_id="m2")
    put(game, "Rousing Call", "A", Zone.HAND, "call")
    game.changed()
    game.apply(ActivateAbility("A", "ogre", index_of(game, "ogre", "Shake Off")))
    all_pass(game)
    assert game.objects["ogre"].attached_to is None
    game.apply(CastSpell("A", "call", ("ogre",)))
    all_pass(game)
    assert not game.objects["ogre"].tapped


# -- "the creature it is attached to gets +N/-N, where N is the attached creature's power" ----


def test_502_C_the_host_gets_plus_n_minus_n_in_layer_7c() -> None:
    game = attached_ogre()
    assert pt(game, "colossus") == (6 + 3, 5 - 3)
    assert pt(game, "ogre") == (3, 2)  # the attached creature itself is unchanged
    traces = [t for t in game.trace("colossus") if t.layer == "7c"]
    assert [(t.source, t.rule) for t in traces] == [("ogre", "613.4c")]


def test_502_C_n_follows_the_attached_creature_s_current_power() -> None:
    game = attached_ogre()
    put(game, "Forest", "A", object_id="forest")
    put(game, "Giant Growth", "A", Zone.HAND, "growth")
    game.changed()
    game.apply(CastSpell("A", "growth", ("ogre",)))
    all_pass(game)
    assert pt(game, "ogre") == (6, 5)
    # The Colossus is 12/-1 and dies (704.5f); A controlled it: the Ogre comes off, untapped.
    assert game.objects["colossus"].zone is Zone.GRAVEYARD
    assert game.last_known["colossus"].power == 12
    ogre = game.objects["ogre"]
    assert (ogre.zone, ogre.attached_to, ogre.tapped) == (Zone.BATTLEFIELD, None, False)


def test_502_C_n_follows_power_down_too() -> None:
    """Shoulder Goblin, pumped to 4/4 by Giant Growth, attaches to the Colossus (10/1); as the
    Growth ends at cleanup the Goblin is 1/1 again and the Colossus 7/4."""
    game = bond_board()
    put(game, "Shoulder Goblin", "A", object_id="goblin")
    put(game, "Stonebond Colossus", "A", object_id="colossus")
    put(game, "Forest", "A", object_id="forest")
    put(game, "Giant Growth", "A", Zone.HAND, "growth")
    start(game, Step.PRECOMBAT_MAIN)
    game.apply(CastSpell("A", "growth", ("goblin",)))
    all_pass(game)
    pass_until(game, Step.BEGINNING_OF_COMBAT)
    game.apply(back_attack(game, "goblin", "colossus"))
    all_pass(game)
    assert (pt(game, "goblin"), pt(game, "colossus")) == ((4, 4), (10, 1))
    pass_until(game, Step.UPKEEP, turn=3)
    assert (pt(game, "goblin"), pt(game, "colossus")) == ((1, 1), (7, 4))


# -- the state-based action ------------------------------------------------------------------


def test_502_C_host_gone_it_goes_to_its_owner_s_graveyard() -> None:
    """Attached to an opponent's creature that is destroyed: the Ogre goes to the graveyard."""
    game = ogre_and_colossus()
    put(game, "Vanguard Captain", "B", object_id="captain")
    put(game, "Swamp", "A", object_id="s1")
    put(game, "Swamp", "A", object_id="s2")
    put(game, "Murder", "A", Zone.HAND, "murder")
    put(game, "Swamp", "A", object_id="s3")
    game.changed()
    game.apply(back_attack(game, "ogre", "captain"))
    all_pass(game)
    # The Captain, 5/0, is already dead: the Ogre's +N/-N killed it (704.5f), and the Ogre
    # followed it, as it was attached to a creature A doesn't control.
    assert game.objects["captain"].zone is Zone.GRAVEYARD
    assert game.objects["ogre"].zone is Zone.GRAVEYARD
    assert any(e.rule == "Bond 502.C" for e in game.events)


def goblin_on_sentinel(host_controller: str, removal: str) -> Game:
    """A's Shoulder Goblin (1/1, Back Attack) attached to an Oathsworn Sentinel (1/4 Bonded)
    that ``host_controller`` controls; then A casts ``removal`` on the Sentinel: Murder (it is
    gone) or Stone Gaze (an artifact now, no longer a creature: illegal)."""
    game = bond_board()
    put(game, "Shoulder Goblin", "A", object_id="goblin")
    put(game, "Oathsworn Sentinel", host_controller, object_id="sentinel")
    land = "Swamp" if removal == "Murder" else "Plains"
    for i in range(3):
        put(game, land, "A", object_id=f"land-{i}")
    put(game, removal, "A", Zone.HAND, "removal")
    start(game, Step.BEGINNING_OF_COMBAT)
    game.apply(back_attack(game, "goblin", "sentinel"))
    all_pass(game)
    assert (pt(game, "sentinel"), game.objects["goblin"].tapped) == ((2, 3), True)
    game.apply(CastSpell("A", "removal", ("sentinel",)))
    all_pass(game)
    return game


def goblin(game: Game) -> tuple[Zone, str | None, bool]:
    obj = game.objects["goblin"]
    return obj.zone, obj.attached_to, obj.tapped


def test_502_C_host_destroyed_by_a_spell_it_goes_to_the_graveyard() -> None:
    game = goblin_on_sentinel("B", "Murder")
    assert game.objects["sentinel"].zone is Zone.GRAVEYARD
    assert goblin(game)[0] is Zone.GRAVEYARD


def test_502_C_attached_to_an_illegal_creature_it_goes_to_the_graveyard() -> None:
    game = goblin_on_sentinel("B", "Stone Gaze")
    assert game.objects["sentinel"].zone is Zone.BATTLEFIELD  # an artifact now
    assert goblin(game)[0] is Zone.GRAVEYARD


def test_502_C_but_if_you_control_the_creature_it_is_unattached_and_untapped() -> None:
    game = goblin_on_sentinel("A", "Murder")
    assert goblin(game) == (Zone.BATTLEFIELD, None, False)
    assert any(e.event == "unattached" for e in game.events)


def test_502_C_an_illegal_creature_you_control_unattach_and_untap_too() -> None:
    game = goblin_on_sentinel("A", "Stone Gaze")
    assert goblin(game) == (Zone.BATTLEFIELD, None, False)


def test_502_C_host_killed_by_its_own_minus_n_you_control_it_unattach_and_untap() -> None:
    """Rearguard Ogre (power 3) on A's own Oathsworn Sentinel (1/4): 4/1, survives; a second
    Back Attack creature kills it — both attached creatures come off, untapped."""
    game = bond_board()
    put(game, "Rearguard Ogre", "A", object_id="ogre")
    put(game, "Shoulder Goblin", "A", object_id="goblin")
    put(game, "Oathsworn Sentinel", "A", object_id="sentinel")
    start(game, Step.BEGINNING_OF_COMBAT)
    game.apply(back_attack(game, "ogre", "sentinel"))
    all_pass(game)
    assert pt(game, "sentinel") == (4, 1)
    game.apply(back_attack(game, "goblin", "sentinel"))
    all_pass(game)
    assert game.objects["sentinel"].zone is Zone.GRAVEYARD
    for creature in ("ogre", "goblin"):
        obj = game.objects[creature]
        assert (obj.zone, obj.attached_to, obj.tapped) == (Zone.BATTLEFIELD, None, False)


# -- "It can't be attached to itself" ------------------------------------------------------------


def test_502_C_it_can_t_be_attached_to_itself() -> None:
    """The Bonded Ogre may target itself, but attaching to itself does nothing (701.3b)."""
    game = ogre_and_colossus()
    game.apply(back_attack(game, "ogre", "ogre"))
    all_pass(game)
    ogre = game.objects["ogre"]
    assert (ogre.zone, ogre.attached_to, ogre.tapped) == (Zone.BATTLEFIELD, None, True)
    assert pt(game, "ogre") == (3, 2)
    assert any(e.rule == "701.3b" for e in game.events)


def test_502_C_if_it_is_attached_to_itself_it_goes_to_the_graveyard() -> None:
    game = ogre_and_colossus()
    game.objects["ogre"].attached_to = "ogre"  # "if that happens" somehow
    game.changed()
    run_state_based_actions(game)
    assert game.objects["ogre"].zone is Zone.GRAVEYARD
    assert any(
        e.rule == "Bond 502.C" and "can't be attached to ogre" in e.detail for e in game.events
    )


# -- the attack restriction ------------------------------------------------------------------


def attackers_board(*defenders: tuple[str, bool]) -> Game:
    """A's Rearguard Ogre and Clinging Imp (flying) can attack; B's creatures as given (name,
    tapped)."""
    game = bond_board()
    put(game, "Rearguard Ogre", "A", object_id="ogre")
    put(game, "Clinging Imp", "A", object_id="imp")
    for i, (name, tapped) in enumerate(defenders):
        put(game, name, "B", object_id=f"d{i}", tapped=tapped)
    start(game, Step.DECLARE_ATTACKERS)
    return game


def attackers(game: Game) -> set[str]:
    return {a.creature for a in game.legal_actions() if isinstance(a, DeclareAttacker)}


def test_502_C_it_can_attack_when_the_defending_player_controls_no_creature() -> None:
    assert attackers(attackers_board()) == {"ogre", "imp"}


def test_502_C_it_can_t_attack_while_the_defending_player_controls_a_bonded_creature() -> None:
    game = attackers_board(("Vanguard Captain", True))  # tapped: it couldn't block, but Bonded
    assert attackers(game) == set()
    error = rejected(game, DeclareAttacker("A", "ogre", "B"))
    assert error.rule == "Bond 502.C"
    assert "Bonded creature" in str(error)


def test_502_C_it_can_t_attack_into_a_creature_that_could_block_it() -> None:
    game = attackers_board(("Grizzly Bears", False))
    assert attackers(game) == {"imp"}  # the Bears can't block a flier
    assert rejected(game, DeclareAttacker("A", "ogre", "B")).rule == "Bond 502.C"


def test_502_C_a_tapped_unbonded_creature_doesn_t_stop_it() -> None:
    assert attackers(attackers_board(("Grizzly Bears", True))) == {"ogre", "imp"}


def test_502_C_a_creature_without_back_attack_isn_t_restricted() -> None:
    game = attackers_board(("Vanguard Captain", False))
    put(game, "Grizzly Bears", "A", object_id="bears")
    game.objects["bears"].settled_under = "A"
    game.changed()
    assert attackers(game) == {"bears"}


# -- "Several instances are redundant" -----------------------------------------------------------


def test_502_C_several_instances_are_redundant() -> None:
    """Shoulder Goblin has Back Attack twice: one activation is offered, and its host gets
    +1/-1 once."""
    game = bond_board()
    put(game, "Shoulder Goblin", "A", object_id="goblin")
    put(game, "Stonebond Colossus", "A", object_id="colossus")
    start(game, Step.BEGINNING_OF_COMBAT)
    offered = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert sorted(a.targets for a in offered) == [("colossus",)]
    assert {a.index for a in offered} == {1}
    game.apply(offered[0])
    all_pass(game)
    assert pt(game, "colossus") == (7, 4)
    assert len([t for t in game.trace("colossus") if t.layer == "7c"]) == 1
