"""CR 701.27, 712.18: a transforming double-faced permanent turns over and stays the same object.
Village Messenger (1/1 haste) transforms at the beginning of each upkeep if no spells were cast
last turn; Moonrise Intruder (2/2 menace) transforms back if a player cast two or more spells
last turn (intervening "if", 603.4)."""

from __future__ import annotations

from mtgrules.cards.custom import read_custom_cards
from mtgrules.game.actions import CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from mtgrules.sourcefile import load_yaml_text
from play_helpers import _DEFINITIONS, all_pass, board, pass_until, put, start


def messenger() -> Game:
    game = board()
    put(game, "Village Messenger", "A", object_id="wolf")
    for i in range(2):
        put(game, "Mountain", "B", object_id=f"m{i}")
        put(game, "Shock", "B", Zone.HAND, f"shock-{i}")
    start(game, Step.PRECOMBAT_MAIN)
    return game


def face(game: Game) -> tuple[str, int | None, int | None]:
    chars = game.characteristics("wolf")
    return chars.name, chars.power, chars.toughness


def test_701_27a_no_spells_last_turn_it_transforms_and_stays_the_same_object() -> None:
    game = messenger()
    timestamp = game.objects["wolf"].timestamp
    pass_until(game, Step.UPKEEP, turn=3)
    assert [item.source for item in game.stack] == ["wolf"]
    all_pass(game)
    assert face(game) == ("Moonrise Intruder", 2, 2)
    assert game.characteristics("wolf").has_keyword("Menace")
    assert game.objects["wolf"].timestamp == timestamp  # 712.18: not a new object
    assert any(e.rule == "701.27a" for e in game.events)


def test_603_4_a_spell_last_turn_and_it_doesn_t_trigger() -> None:
    game = messenger()
    pass_until(game, Step.UPKEEP, turn=3)  # B's turn now; A's turn 2 had no spells: it turns
    all_pass(game)
    assert face(game)[0] == "Moonrise Intruder"
    pass_until(game, Step.PRECOMBAT_MAIN, turn=3)
    game.apply(CastSpell("B", "shock-0", ("A",)))
    all_pass(game)
    pass_until(game, Step.UPKEEP, turn=4)
    assert game.stack == []  # one spell: neither ability triggers
    assert face(game)[0] == "Moonrise Intruder"


def test_701_27a_two_spells_by_one_player_turn_it_back() -> None:
    game = messenger()
    pass_until(game, Step.UPKEEP, turn=3)
    all_pass(game)
    pass_until(game, Step.PRECOMBAT_MAIN, turn=3)
    for i in range(2):
        game.apply(CastSpell("B", f"shock-{i}", ("A",)))
        all_pass(game)
    pass_until(game, Step.UPKEEP, turn=4)
    assert [item.source for item in game.stack] == ["wolf"]
    all_pass(game)
    assert face(game) == ("Village Messenger", 1, 1)


def test_712_8a_it_has_its_front_face_in_other_zones() -> None:
    game = messenger()
    pass_until(game, Step.UPKEEP, turn=3)
    all_pass(game)
    game.move("wolf", Zone.HAND)
    assert face(game) == ("Village Messenger", 1, 1)


FLASH = """
- card: Moonlight Flash
  mana_cost: "{R}"
  type_line: Instant
  targets:
    - {types: Creature}
  abilities:
    - spell: Transform target creature.
      do:
        - transform: target
"""


def test_701_27f_an_ability_doesn_t_transform_what_transformed_since_it_went_on_the_stack() -> None:
    """The Messenger's upkeep trigger is on the stack; in response a spell transforms it
    (Moonrise Intruder). Then the trigger resolves: the Intruder has transformed since the
    ability was put on the stack, so it doesn't transform back."""
    cards = read_custom_cards(load_yaml_text(FLASH, "flash.yaml"), "flash.yaml")
    game = Game(("A", "B"), definitions=_DEFINITIONS, cards=cards)
    put(game, "Village Messenger", "A", object_id="wolf")
    put(game, "Mountain", "A", object_id="mountain")
    put(game, "Moonlight Flash", "A", Zone.HAND, "flash")
    start(game, Step.PRECOMBAT_MAIN)
    pass_until(game, Step.UPKEEP, turn=3)
    assert [item.source for item in game.stack] == ["wolf"]
    game.apply(PassPriority("B"))  # B's upkeep: B has priority first
    game.apply(CastSpell("A", "flash", ("wolf",)))
    all_pass(game)  # the Flash resolves: Moonrise Intruder
    assert face(game)[0] == "Moonrise Intruder"
    all_pass(game)  # the trigger resolves
    assert face(game)[0] == "Moonrise Intruder"
    assert any(e.rule == "701.27f" for e in game.events)
