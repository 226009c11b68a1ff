"""CR 701.6a, 118.12a: "Counter target spell unless its controller pays {N}" (Spell Pierce,
Mana Leak) compiled from the cards' Oracle text: as it resolves, the spell's controller chooses
whether to pay; with no way to pay there is nothing to choose. CR 101.2: a spell whose
controller controls "Spells you control can't be countered" stays on the stack."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import compiled_card as compiled
from mtgrules.cards.definitions import read_definition_text
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, definitions, lands, pass_priority, put, rejected, start

pytestmark = needs_full_database

GUARDIAN = """card: Grizzly Bears
abilities:
  - static: Spells you control can't be countered.
    effects:
      - affects: self
        rules: spells_you_control_cant_be_countered
"""
"""A test card with the static ability of Hexing Squelcher (a Grizzly Bears that has it)."""


def _game(*, guardian: bool = False) -> Game:
    found = definitions()
    found.update({n: compiled(n) for n in ("Spell Pierce", "Mana Leak")})
    if guardian:
        found["Grizzly Bears"] = read_definition_text(GUARDIAN, "<test guardian>")
    return Game(("A", "B"), definitions=found)


def _cast_divination(game: Game, islands: int) -> None:
    put(game, "Divination", "A", Zone.HAND, "divination")
    put(game, "Hill Giant", "A", Zone.HAND, "giant")
    lands(game, "Island", islands, "A")
    put(game, "Spell Pierce", "B", Zone.HAND, "pierce")
    put(game, "Mana Leak", "B", Zone.HAND, "leak")
    lands(game, "Island", 2, "B", "b-island")
    start(game)
    game.apply(CastSpell("A", "divination"))
    pass_priority(game)


def _hand(game: Game, player: str) -> int:
    return sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == player)


def test_701_6a_spell_pierce_countered_when_its_caster_declines_to_pay() -> None:
    game = _game()
    _cast_divination(game, 5)
    game.apply(CastSpell("B", "pierce", ("divination",)))
    all_pass(game)
    assert game.pending is not None and game.pending.player == "A"
    assert game.pending.options == ("pay {2}", "don't pay")
    game.apply(Choose("A", "don't pay"))
    assert game.objects["divination"].zone is Zone.GRAVEYARD
    assert game.stack == []
    assert _hand(game, "A") == 1  # the Hill Giant: Divination drew nothing


def test_118_12a_spell_pierce_with_no_mana_to_pay_counters_without_asking() -> None:
    game = _game()
    _cast_divination(game, 3)  # all three tapped for Divination
    game.apply(CastSpell("B", "pierce", ("divination",)))
    all_pass(game)
    assert game.pending is not None and game.pending.kind.value == "priority"
    assert game.objects["divination"].zone is Zone.GRAVEYARD
    assert any(e.rule == "118.12a" and "can't pay {2}" in e.detail for e in game.events)


def test_118_12a_mana_leak_paid_the_spell_resolves() -> None:
    game = _game()
    _cast_divination(game, 6)
    game.apply(CastSpell("B", "leak", ("divination",)))
    all_pass(game)
    game.apply(Choose("A", "pay {3}"))
    assert sum(game.objects[f"island-{i}"].tapped for i in range(1, 7)) == 6
    all_pass(game)
    assert game.objects["divination"].zone is Zone.GRAVEYARD
    assert _hand(game, "A") == 3  # the Hill Giant and two cards drawn


def test_118_12a_only_the_spells_controller_answers() -> None:
    game = _game()
    _cast_divination(game, 5)
    game.apply(CastSpell("B", "pierce", ("divination",)))
    all_pass(game)
    error = rejected(game, Choose("B", "don't pay"))
    assert error.rule == "117.3"
    error = rejected(game, Choose("A", "pay {3}"))
    assert error.rule == "118.12a"


def test_115_1_spell_pierce_cant_target_a_creature_spell() -> None:
    game = _game()
    put(game, "Hill Giant", "A", Zone.HAND, "giant")
    lands(game, "Mountain", 4, "A")
    put(game, "Spell Pierce", "B", Zone.HAND, "pierce")
    lands(game, "Island", 1, "B", "b-island")
    start(game)
    game.apply(CastSpell("A", "giant"))
    pass_priority(game)
    assert casts(game, "pierce") == []
    assert rejected(game, CastSpell("B", "pierce", ("giant",))).rule == "115.1"


def test_101_2_spells_you_control_cant_be_countered() -> None:
    game = _game(guardian=True)
    put(game, "Grizzly Bears", "A", object_id="guardian")
    _cast_divination(game, 3)
    game.apply(CastSpell("B", "pierce", ("divination",)))
    all_pass(game)
    assert game.objects["divination"].zone is Zone.STACK  # can't pay, but can't be countered
    assert any(e.rule == "101.2" for e in game.events)
    all_pass(game)
    assert _hand(game, "A") == 3


def test_107_3_syncopate_asks_for_its_x_and_exiles_what_it_counters() -> None:
    from compiled_cards import game_with

    game = game_with("Syncopate")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 5, "A")
    put(game, "Syncopate", "B", Zone.HAND, "syncopate")
    lands(game, "Island", 3, "B", "b-island")
    start(game)
    game.apply(CastSpell("A", "divination"))
    pass_priority(game)
    assert {a.x for a in casts(game, "syncopate")} == {0, 1, 2}
    game.apply(CastSpell("B", "syncopate", ("divination",), x=2))
    all_pass(game)
    assert game.pending is not None and game.pending.options == ("pay {2}", "don't pay")
    game.apply(Choose("A", "don't pay"))
    assert game.objects["divination"].zone is Zone.EXILE
