"""Teferi, Time Raveler's loyalty abilities, compiled from their Oracle lines (his static
ability, "Each opponent can cast spells only any time they could cast a sorcery.", is left out
of this definition): [+1] lets his controller cast sorcery spells as though they had flash until
their next turn (CR 601.3b, 611.2); [-3] returns up to one target artifact, creature, or
enchantment to its owner's hand, then draws a card — with no target too (CR 601.2c, 115.1)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.cards.database import CardDatabase, record_of
from mtgrules.cards.definitions import CardDefinition, read_definition_data
from mtgrules.cards.oracle.compiler import card_data, compile_card, compile_face
from mtgrules.game.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import definitions, lands, pass_until, put, rejected, start

TEFERI = "Teferi, Time Raveler"


def _loyalty_lines_only() -> CardDefinition:
    record = record_of(CardDatabase.bundled().card(TEFERI))
    (face,) = record["faces"]
    lines = [line for line in face["oracle_text"].split("\n") if line.startswith("[")]
    compiled = compile_face(TEFERI, "\n".join(lines), types=tuple(face["types"]))
    assert compiled.status == "supported", compiled.unsupported
    assert not compile_card(record).definition  # the whole card waits for its static ability
    return read_definition_data(card_data(TEFERI, {TEFERI: compiled}, ()), "<test Teferi>")


def _game() -> Game:
    game = Game(("A", "B"), definitions={**definitions(), TEFERI: _loyalty_lines_only()})
    put(game, TEFERI, "A", object_id="teferi")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A", "A-U")
    put(game, "Hill Giant", "B", object_id="giant")
    return start(game)


@needs_full_database
def test_601_3b_after_the_plus_one_a_sorcery_is_cast_in_an_opponents_turn() -> None:
    game = _game()
    assert game.objects["teferi"].counters == {"loyalty": 4}
    take(game, ActivateAbility("A", "teferi", 1))
    resolve_stack(game)
    assert game.objects["teferi"].counters == {"loyalty": 5}
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.active_player == "B"
    game.apply(PassPriority("B"))
    hand = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"])
    take(game, CastSpell("A", "divination"))
    resolve_stack(game)
    assert game.objects["divination"].zone is Zone.GRAVEYARD
    after = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"])
    assert after == hand - 1 + 2


@needs_full_database
def test_611_2_the_effect_ends_as_its_controllers_next_turn_begins() -> None:
    game = _game()
    take(game, ActivateAbility("A", "teferi", 1))
    resolve_stack(game)
    pass_until(game, Step.UPKEEP, turn=4)
    assert game.active_player == "A"
    assert rejected(game, CastSpell("A", "divination")).rule == "117.1a"


@needs_full_database
def test_without_the_plus_one_a_sorcery_waits_for_a_main_phase() -> None:
    game = _game()
    pass_until(game, Step.UPKEEP, turn=3)
    game.apply(PassPriority("B"))
    assert rejected(game, CastSpell("A", "divination")).rule == "117.1a"


@needs_full_database
def test_606_minus_three_returns_a_creature_and_draws() -> None:
    game = _game()
    offered = {
        a.targets for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == "teferi" and a.index == 2
    }  # fmt: skip
    assert offered == {(), ("giant",)}  # up to one target (a planeswalker isn't one)
    library = len(game.libraries["A"])
    take(game, ActivateAbility("A", "teferi", 2, ("giant",)))
    assert game.objects["teferi"].counters == {"loyalty": 1}
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.HAND
    assert len(game.libraries["A"]) == library - 1


@needs_full_database
def test_115_1_up_to_one_target_minus_three_with_no_target_still_draws() -> None:
    game = _game()
    library = len(game.libraries["A"])
    take(game, ActivateAbility("A", "teferi", 2, ()))
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert len(game.libraries["A"]) == library - 1
