"""CR 118.9, 601.2b, 601.2h: alternative costs compiled from real cards' Oracle text — Force of
Will's "pay 1 life and exile a blue card from your hand", Force of Negation's "if it's not your
turn", Daze's "return an Island you control to its owner's hand", Gush, Fireblast and Snuff Out
— are offered by legal_actions() with the objects to pay them with, and refused when they can't
be paid."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, lands, pass_priority, put, rejected, start

FOW_COST = "pay 1 life and exile a blue card from your hand"
pytestmark = needs_full_database


def _divination_cast(*names: str) -> Game:
    """A casts Divination on their turn; B, with no untapped land, holds priority next."""
    game = game_with(*names)
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A")
    start(game)
    game.apply(CastSpell("A", "divination"))
    pass_priority(game)
    assert game.pending is not None and game.pending.player == "B"
    return game


def test_118_9_force_of_will_exiles_a_blue_card_and_1_life_to_counter() -> None:
    game = _divination_cast("Force of Will")
    put(game, "Force of Will", "B", Zone.HAND, "fow")
    put(game, "Wind Drake", "B", Zone.HAND, "drake")
    put(game, "Hill Giant", "B", Zone.HAND, "giant")
    game.changed()
    offered = casts(game, "fow")
    assert offered == [
        CastSpell("B", "fow", ("divination",), cost=FOW_COST, alternative=("drake",))
    ]  # not the red Hill Giant, not itself; no mana for {3}{U}{U}
    game.apply(offered[0])
    assert game.objects["drake"].zone is Zone.EXILE
    assert game.players["B"].life == 19
    all_pass(game)
    assert game.objects["divination"].zone is Zone.GRAVEYARD
    assert game.objects["fow"].zone is Zone.GRAVEYARD
    assert len([c for c, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A"]) == 0


def test_118_9_force_of_will_refuses_a_card_that_isnt_blue() -> None:
    game = _divination_cast("Force of Will")
    put(game, "Force of Will", "B", Zone.HAND, "fow")
    put(game, "Hill Giant", "B", Zone.HAND, "giant")
    game.changed()
    assert casts(game, "fow") == []
    error = rejected(
        game, CastSpell("B", "fow", ("divination",), cost=FOW_COST, alternative=("giant",))
    )
    assert error.rule == "118.9"
    assert "giant can't pay" in str(error)


def test_118_9_force_of_will_for_its_mana_cost_exiles_nothing() -> None:
    game = _divination_cast("Force of Will")
    put(game, "Force of Will", "B", Zone.HAND, "fow")
    put(game, "Wind Drake", "B", Zone.HAND, "drake")
    lands(game, "Island", 5, "B", "b-island")
    game.changed()
    assert {(a.cost, a.alternative) for a in casts(game, "fow")} == {
        ("mana cost", ()),
        (FOW_COST, ("drake",)),
    }
    game.apply(CastSpell("B", "fow", ("divination",)))
    assert game.objects["drake"].zone is Zone.HAND
    assert game.players["B"].life == 20


def test_118_9_force_of_negation_is_free_only_on_an_opponents_turn() -> None:
    game = _divination_cast("Force of Negation")
    put(game, "Force of Negation", "B", Zone.HAND, "fon")
    put(game, "Wind Drake", "B", Zone.HAND, "drake")
    game.changed()
    free = "exile a blue card from your hand"
    assert casts(game, "fon") == [
        CastSpell("B", "fon", ("divination",), cost=free, alternative=("drake",))
    ]
    game.apply(casts(game, "fon")[0])
    all_pass(game)
    assert game.objects["divination"].zone is Zone.EXILE  # CR 701.6a: exiled instead
    assert game.objects["drake"].zone is Zone.EXILE


def test_118_9_force_of_negation_on_its_casters_own_turn_needs_its_mana() -> None:
    game = game_with("Force of Negation")
    put(game, "Force of Negation", "A", Zone.HAND, "fon")
    put(game, "Wind Drake", "A", Zone.HAND, "drake")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A")
    start(game)
    game.apply(CastSpell("A", "divination"))  # A keeps priority (CR 117.3c)
    free = CastSpell("A", "fon", ("divination",), cost="exile a blue card from your hand",
                     alternative=("drake",))  # fmt: skip
    error = rejected(game, free)
    assert error.rule == "601.2b"
    assert "it may be cast for: mana cost" in str(error)


def test_118_9_daze_returns_a_tapped_island_and_the_caster_may_pay_1() -> None:
    game = game_with("Daze")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 4, "A")
    put(game, "Daze", "B", Zone.HAND, "daze")
    put(game, "Island", "B", object_id="b-island", tapped=True)
    start(game)
    game.apply(CastSpell("A", "divination"))
    pass_priority(game)
    daze = "return an Island you control to its owner's hand"
    assert casts(game, "daze") == [
        CastSpell("B", "daze", ("divination",), cost=daze, alternative=("b-island",))
    ]
    game.apply(casts(game, "daze")[0])
    assert game.objects["b-island"].zone is Zone.HAND
    all_pass(game)
    assert game.pending is not None and game.pending.player == "A"
    assert game.pending.options == ("pay {1}", "don't pay")
    from mtgrules.game.actions import Choose

    game.apply(Choose("A", "pay {1}"))
    assert game.objects["daze"].zone is Zone.GRAVEYARD
    assert (
        sum(game.objects[i].tapped for i in ("island-1", "island-2", "island-3", "island-4")) == 4
    )
    all_pass(game)
    assert game.objects["divination"].zone is Zone.GRAVEYARD  # it resolved: A drew two
    hand = [c for c, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A"]
    assert len(hand) == 2


def test_118_9_gush_returns_two_islands_and_draws_two() -> None:
    game = game_with("Gush")
    put(game, "Gush", "A", Zone.HAND, "gush")
    islands = lands(game, "Island", 2, "A")
    start(game)
    gush = "return two Islands you control to their owner's hand"
    assert casts(game, "gush") == [CastSpell("A", "gush", cost=gush, alternative=tuple(islands))]
    game.apply(casts(game, "gush")[0])
    all_pass(game)
    hand = sorted(c for c, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A")
    assert len(hand) == 4 and set(islands) <= set(hand)


def test_118_9_fireblast_sacrifices_two_mountains() -> None:
    game = game_with("Fireblast")
    put(game, "Fireblast", "A", Zone.HAND, "fireblast")
    mountains = lands(game, "Mountain", 2, "A")
    start(game)
    blast = "sacrifice two Mountains"
    offered = {a for a in casts(game, "fireblast") if a.cost == blast}
    assert offered == {
        CastSpell("A", "fireblast", (t,), cost=blast, alternative=tuple(mountains))
        for t in ("A", "B")
    }
    game.apply(CastSpell("A", "fireblast", ("B",), cost=blast, alternative=tuple(mountains)))
    all_pass(game)
    assert game.players["B"].life == 16
    assert all(game.objects[m].zone is Zone.GRAVEYARD for m in mountains)


TRAP = (
    "If an opponent cast three or more spells this turn, you may pay {0} rather than pay "
    "Searing Spear's mana cost.\nSearing Spear deals 3 damage to any target."
)


def test_118_9_mindbreak_traps_cost_once_an_opponent_cast_three_spells() -> None:
    from mtgrules.cards.oracle import compile_card
    from mtgrules.game.casting import cast_actions
    from play_helpers import definitions

    record = {
        "name": "Searing Spear",
        "faces": [{"name": "Searing Spear", "types": ["Instant"], "oracle_text": TRAP}],
    }
    compiled = compile_card(record)
    assert compiled.definition is not None, compiled.why()
    found = definitions()
    found["Searing Spear"] = compiled.definition
    game = Game(("A", "B"), definitions=found)
    put(game, "Searing Spear", "A", Zone.HAND, "trap")
    for i in range(3):
        put(game, "Shock", "B", Zone.HAND, f"shock-{i}")
    lands(game, "Mountain", 3, "B")
    start(game, active="B")
    trap = "pay {0}"
    for i in range(3):
        assert cast_actions(game, "A", only="trap") == []  # fewer than three spells (no land)
        game.apply(CastSpell("B", f"shock-{i}", ("A",)))
        all_pass(game)
    pass_priority(game)
    assert {a.cost for a in casts(game, "trap")} == {trap}
    game.apply(CastSpell("A", "trap", ("B",), cost=trap))
    all_pass(game)
    assert (game.players["A"].life, game.players["B"].life) == (14, 17)


def test_118_9_flare_of_denial_sacrifices_a_nontoken_blue_creature() -> None:
    game = _divination_cast("Flare of Denial")
    put(game, "Flare of Denial", "B", Zone.HAND, "flare")
    put(game, "Wind Drake", "B", object_id="drake")
    put(game, "Grizzly Bears", "B", object_id="bears")
    game.changed()
    flare = "sacrifice a nontoken blue creature"
    assert casts(game, "flare") == [
        CastSpell("B", "flare", ("divination",), cost=flare, alternative=("drake",))
    ]
    assert (
        rejected(
            game, CastSpell("B", "flare", ("divination",), cost=flare, alternative=("bears",))
        ).rule
        == "118.9"
    )
    game.apply(casts(game, "flare")[0])
    all_pass(game)
    assert game.objects["drake"].zone is Zone.GRAVEYARD
    assert game.objects["divination"].zone is Zone.GRAVEYARD
