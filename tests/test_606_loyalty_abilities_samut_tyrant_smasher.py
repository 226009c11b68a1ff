"""CR 606: loyalty abilities, with Samut, Tyrant Smasher compiled from its Oracle text ("[-1]:
Target creature gets +2/+1 and gains haste until end of turn. Scry 1."): the cost removes a
loyalty counter (606.4); only as a sorcery of its controller's turn (606.3) and once per turn
per planeswalker (606.3); not with fewer counters than it removes (606.6); at 0 loyalty the
planeswalker goes to the graveyard (704.5i) while its ability still resolves."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, lands, pass_until, put, rejected, start

SAMUT = "Samut, Tyrant Smasher"


def _game(step: Step = Step.PRECOMBAT_MAIN) -> Game:
    game = game_with(SAMUT)
    put(game, SAMUT, "A", object_id="samut")
    put(game, "Hill Giant", "A", object_id="giant")
    start(game, step)
    return game


def _scry_keep(game: Game) -> None:
    """Answer the scry 1 by leaving the card on top (the first option offered)."""
    while game.pending is not None and game.pending.kind.value == "choose":
        game.apply(game.legal_actions()[0])


@needs_full_database
def test_606_4_the_cost_removes_loyalty_and_the_ability_resolves() -> None:
    game = _game()
    assert game.objects["samut"].counters == {"loyalty": 5}
    take(game, ActivateAbility("A", "samut", 1, ("giant",)))
    assert game.objects["samut"].counters == {"loyalty": 4}  # paid as it is activated
    all_pass(game)
    _scry_keep(game)
    assert (game.characteristics("giant").power, game.characteristics("giant").toughness) == (5, 4)
    assert game.characteristics("samut").loyalty == 4


@needs_full_database
def test_606_3_only_one_loyalty_ability_of_a_permanent_each_turn() -> None:
    game = _game()
    game.apply(ActivateAbility("A", "samut", 1, ("giant",)))
    all_pass(game)
    _scry_keep(game)
    error = rejected(game, ActivateAbility("A", "samut", 1, ("giant",)))
    assert error.rule == "606.3"
    assert "already activated this turn" in str(error)
    assert not any(
        isinstance(a, ActivateAbility) and a.source == "samut" for a in game.legal_actions()
    )


@needs_full_database
def test_606_3_the_next_turn_of_its_controller_it_may_be_activated_again() -> None:
    game = _game()
    game.apply(ActivateAbility("A", "samut", 1, ("giant",)))
    all_pass(game)
    _scry_keep(game)
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    take(game, ActivateAbility("A", "samut", 1, ("giant",)))
    assert game.objects["samut"].counters == {"loyalty": 3}


@needs_full_database
def test_606_3_not_in_combat_nor_with_a_spell_on_the_stack() -> None:
    game = _game(Step.BEGINNING_OF_COMBAT)
    assert rejected(game, ActivateAbility("A", "samut", 1, ("giant",))).rule == "606.3"
    game = _game()
    put(game, "Shock", "A", Zone.HAND, "shock")
    lands(game, "Mountain", 1, "A")
    game.apply(CastSpell("A", "shock", ("B",)))
    assert rejected(game, ActivateAbility("A", "samut", 1, ("giant",))).rule == "606.3"


@needs_full_database
def test_606_3_not_on_an_opponents_turn() -> None:
    game = game_with(SAMUT)
    put(game, SAMUT, "A", object_id="samut")
    put(game, "Hill Giant", "A", object_id="giant")
    start(game, active="B")
    game.apply(PassPriority("B"))  # A has priority in B's main phase, with an empty stack
    assert rejected(game, ActivateAbility("A", "samut", 1, ("giant",))).rule == "606.3"


@needs_full_database
def test_606_6_and_704_5i_the_last_counter_pays_and_the_planeswalker_dies_but_its_ability_resolves() -> (
    None
):
    game = _game()
    game.objects["samut"].counters = {"loyalty": 1}
    take(game, ActivateAbility("A", "samut", 1, ("giant",)))
    assert game.objects["samut"].zone is Zone.GRAVEYARD  # CR 704.5i, before anyone has priority
    all_pass(game)
    _scry_keep(game)
    assert game.characteristics("giant").power == 5


@needs_full_database
def test_606_6_a_cost_removing_more_counters_than_it_has_cant_be_paid() -> None:
    game = _game()
    game.objects["samut"].counters = {}
    game.changed()
    # with no loyalty counters it would have died (704.5i); held here to ask 606.6 alone
    from mtgrules.game.activation import activation_refusal

    refusal = activation_refusal(game, ActivateAbility("A", "samut", 1, ("giant",)))
    assert refusal.rule == "606.6"
