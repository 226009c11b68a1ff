"""CR 601.2f: a spell's own cost reductions compiled from Oracle text — Tolarian Terror's
"{this} costs {1} less to cast for each instant and sorcery card in your graveyard" (on a test
creature: a Hill Giant with that line) and Wizard's Lightning's "{this} costs {2} less to cast
if you control a Wizard" — counted as the total cost is determined, as the card is cast from
hand."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell
from mtgrules.game.casting_costs import total_cost
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, definitions, lands, put, start

TERROR = "Hill Giant costs {1} less to cast for each instant and sorcery card in your graveyard."


def _terror_game() -> Game:
    record = {
        "name": "Hill Giant",
        "faces": [{"name": "Hill Giant", "types": ["Creature"], "oracle_text": TERROR}],
    }
    compiled = compile_card(record)
    assert compiled.definition is not None, compiled.why()
    found = definitions()
    found["Hill Giant"] = compiled.definition
    game = Game(("A", "B"), definitions=found)
    put(game, "Hill Giant", "A", Zone.HAND, "giant")
    return game


def _cost(game: Game, card: str) -> str:
    mana = game.characteristics(card).mana_cost
    assert mana is not None
    return str(total_cost(game, "A", card, mana))


def test_601_2f_each_instant_and_sorcery_card_in_your_graveyard_costs_1_less() -> None:
    game = _terror_game()
    put(game, "Shock", "A", Zone.GRAVEYARD)
    put(game, "Divination", "A", Zone.GRAVEYARD)
    put(game, "Mountain", "A", Zone.GRAVEYARD)  # not an instant or sorcery
    put(game, "Shock", "B", Zone.GRAVEYARD)  # not in A's graveyard
    lands(game, "Mountain", 2, "A")
    start(game)
    assert _cost(game, "giant") == "{1}{R}"
    assert casts(game, "giant") == [CastSpell("A", "giant")]
    game.apply(CastSpell("A", "giant"))
    all_pass(game)
    assert game.objects["giant"].zone is Zone.BATTLEFIELD


def test_601_2f_with_one_instant_the_reduction_is_1() -> None:
    game = _terror_game()
    put(game, "Shock", "A", Zone.GRAVEYARD)
    lands(game, "Mountain", 2, "A")
    start(game)
    assert _cost(game, "giant") == "{2}{R}"
    assert casts(game, "giant") == []


@needs_full_database
def test_601_2f_wizards_lightning_costs_2_less_with_a_wizard() -> None:
    game = game_with("Wizard's Lightning")
    put(game, "Wizard's Lightning", "A", Zone.HAND, "bolt")
    lands(game, "Mountain", 1, "A")
    start(game)
    assert _cost(game, "bolt") == "{2}{R}"
    assert casts(game, "bolt") == []
    put(game, "Prodigal Pyromancer", "A", object_id="wizard")  # a Human Wizard
    game.changed()
    assert _cost(game, "bolt") == "{R}"
    game.apply(CastSpell("A", "bolt", ("B",)))
    all_pass(game)
    assert game.players["B"].life == 17


@needs_full_database
def test_601_2f_thorn_of_amethyst_taxes_every_players_noncreature_spells() -> None:
    game = game_with("Thorn of Amethyst")
    put(game, "Thorn of Amethyst", "B", object_id="thorn")
    put(game, "Divination", "A", Zone.HAND, "divination")
    put(game, "Hill Giant", "A", Zone.HAND, "giant")
    put(game, "Shock", "B", Zone.HAND, "their-shock")
    start(game)
    assert _cost(game, "divination") == "{3}{U}"
    assert _cost(game, "giant") == "{3}{R}"
    mana = game.characteristics("their-shock").mana_cost
    assert mana is not None
    assert str(total_cost(game, "B", "their-shock", mana)) == "{1}{R}"


@needs_full_database
def test_601_2f_goblin_electromancer_reduces_its_controllers_instants_and_sorceries() -> None:
    game = game_with("Goblin Electromancer")
    put(game, "Goblin Electromancer", "A", object_id="electromancer")
    put(game, "Divination", "A", Zone.HAND, "divination")
    put(game, "Hill Giant", "A", Zone.HAND, "giant")
    put(game, "Divination", "B", Zone.HAND, "their-divination")
    lands(game, "Island", 2, "A")
    start(game)
    assert _cost(game, "divination") == "{1}{U}"
    assert _cost(game, "giant") == "{3}{R}"
    mana = game.characteristics("their-divination").mana_cost
    assert mana is not None
    assert str(total_cost(game, "B", "their-divination", mana)) == "{2}{U}"
    game.apply(CastSpell("A", "divination"))
    all_pass(game)
    assert game.objects["divination"].zone is Zone.GRAVEYARD
