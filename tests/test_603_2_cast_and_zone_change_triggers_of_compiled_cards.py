"""CR 603.2: trigger events of real cards compiled from their Oracle text, played through the
game: casting spells of a kind (Sprite Dragon, Murmuring Mystic), an object's own zone changes
joined by "or" (Ichor Wellspring, Cryogen Relic), "{this} or another creature you control dies"
(Zulaport Cutthroat, looking back in time, 603.10a), landfall (Steppe Lynx), gaining life
(Ajani's Pridemate, 119.9) and "the end step" (Ball Lightning)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import activate, attack, cast, take
from mtgrules.game.actions import CastSpell, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from mtgrules.model.triggers import TriggerEvent, TriggerSpec, read_trigger
from play_helpers import lands, pass_priority, pass_until, put, start

pytestmark = needs_full_database


def test_603_1_the_trigger_language_reads_events_and_kinds_typed() -> None:
    assert read_trigger("Whenever you cast a noncreature spell") == TriggerSpec(
        TriggerEvent.CAST, "any", "you", not_types=("Creature",)
    )
    assert read_trigger("Whenever a player casts a spell with mana value 3 or less") == (
        TriggerSpec(TriggerEvent.CAST, "any", "each", mana_value=("at_most", 3))
    )
    assert read_trigger("When {this} enters or leaves the battlefield") == TriggerSpec(
        TriggerEvent.ENTERS, more_events=(TriggerEvent.LEAVES,)
    )
    assert read_trigger("Whenever {this} or another creature you control dies") == TriggerSpec(
        TriggerEvent.DIES, "self_or_another", "you", types=("Creature",)
    )
    assert read_trigger("At the beginning of the end step") == TriggerSpec(
        TriggerEvent.END_STEP, "any", "each"
    )
    assert read_trigger("Whenever you gains life") is None
    assert read_trigger("Whenever a white creature dies") is None  # not read: never triggers


def test_603_2_sprite_dragon_grows_on_a_noncreature_spell_not_a_creature_spell() -> None:
    game = game_with("Sprite Dragon")
    put(game, "Sprite Dragon", "A", object_id="dragon")
    put(game, "Divination", "A", Zone.HAND, "divination")
    put(game, "Savannah Lions", "A", Zone.HAND, "lions")
    lands(game, "Island", 3, "A")
    lands(game, "Plains", 1, "A")
    start(game)
    cast(game, "lions")
    assert game.objects["dragon"].counters.get("+1/+1", 0) == 0
    cast(game, "divination")
    assert game.objects["dragon"].counters["+1/+1"] == 1
    chars = game.characteristics("dragon")
    assert (chars.power, chars.toughness) == (2, 2)


def test_603_2_murmuring_mystic_makes_a_bird_for_its_controllers_instant_only() -> None:
    game = game_with("Murmuring Mystic")
    put(game, "Murmuring Mystic", "A", object_id="mystic")
    put(game, "Shock", "A", Zone.HAND, "shock")
    put(game, "Shock", "B", Zone.HAND, "their-shock")
    lands(game, "Mountain", 1, "A")
    lands(game, "Mountain", 1, "B", "B-R")
    start(game)
    cast(game, "shock", "B")
    birds = [i for i, o in game.objects.items() if o.is_token and o.zone is Zone.BATTLEFIELD]
    assert len(birds) == 1
    bird = game.characteristics(birds[0])
    assert (bird.power, bird.toughness, bird.has_keyword("Flying")) == (1, 1, True)
    assert bird.type_line.subtype_names == {"Bird", "Illusion"}
    # B casts a Shock at A's end of turn: A's Mystic doesn't see an opponent's spell.
    pass_until(game, Step.END)
    pass_priority(game)  # A passes; B may act
    take(game, CastSpell("B", "their-shock", ("A",)))
    pass_priority(game)
    pass_priority(game)
    tokens = [i for i, o in game.objects.items() if o.is_token and o.zone is Zone.BATTLEFIELD]
    assert tokens == birds
    assert game.players["A"].life == 18


def _hand(game: Game, player: str) -> int:
    return sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == player)


def test_603_2_ichor_wellspring_draws_as_it_enters_and_as_it_goes_to_the_graveyard() -> None:
    game = game_with("Ichor Wellspring")
    put(game, "Ichor Wellspring", "A", Zone.HAND, "wellspring")
    put(game, "Naturalize", "A", Zone.HAND, "naturalize")
    lands(game, "Forest", 4, "A")
    start(game)
    assert _hand(game, "A") == 2
    cast(game, "wellspring")
    assert _hand(game, "A") == 2  # one card cast, one drawn
    cast(game, "naturalize", "wellspring")
    assert game.objects["wellspring"].zone is Zone.GRAVEYARD
    assert _hand(game, "A") == 2  # Naturalize cast, one card drawn


def test_603_10a_cryogen_relic_draws_as_it_leaves_the_battlefield_sacrificed() -> None:
    game = game_with("Cryogen Relic")
    put(game, "Cryogen Relic", "A", Zone.HAND, "relic")
    lands(game, "Island", 4, "A")
    start(game)
    cast(game, "relic")
    assert _hand(game, "A") == 1
    activate(game, "relic", 1)  # "{1}{U}, Sacrifice: …" with no tapped creature to target
    assert game.objects["relic"].zone is Zone.GRAVEYARD
    assert _hand(game, "A") == 2


def test_603_10a_zulaport_cutthroat_drains_for_itself_and_other_creatures_it_controls() -> None:
    game = game_with("Zulaport Cutthroat")
    put(game, "Zulaport Cutthroat", "A", object_id="zulaport")
    put(game, "Savannah Lions", "A", object_id="lions")
    put(game, "Hill Giant", "B", object_id="giant")
    for index in range(3):
        put(game, "Murder", "A", Zone.HAND, f"murder-{index}")
    lands(game, "Swamp", 9, "A")
    start(game)
    cast(game, "murder-0", "giant")  # an opponent's creature: nothing
    assert (game.players["A"].life, game.players["B"].life) == (20, 20)
    cast(game, "murder-1", "lions")
    assert (game.players["A"].life, game.players["B"].life) == (21, 19)
    cast(game, "murder-2", "zulaport")  # itself, seen as it was on the battlefield
    assert (game.players["A"].life, game.players["B"].life) == (22, 18)


def test_603_2_steppe_lynx_landfall_on_its_controllers_land() -> None:
    game = game_with("Steppe Lynx")
    put(game, "Steppe Lynx", "A", object_id="lynx")
    put(game, "Plains", "A", Zone.HAND, "plains")
    start(game)
    take(game, PlayLand("A", "plains"))
    pass_priority(game)
    pass_priority(game)
    chars = game.characteristics("lynx")
    assert (chars.power, chars.toughness) == (2, 3)


def test_119_9_ajanis_pridemate_grows_each_time_its_controller_gains_life() -> None:
    game = game_with("Ajani's Pridemate")
    put(game, "Ajani's Pridemate", "A", object_id="pridemate")
    put(game, "Child of Night", "A", object_id="child")  # lifelink
    start(game)
    attack(game, "child")
    assert game.players["A"].life == 22
    assert game.objects["pridemate"].counters["+1/+1"] == 1


def test_513_1a_ball_lightning_is_sacrificed_at_the_beginning_of_the_end_step() -> None:
    game = game_with("Ball Lightning")
    put(game, "Ball Lightning", "A", Zone.HAND, "ball")
    lands(game, "Mountain", 3, "A")
    start(game)
    cast(game, "ball")
    attack(game, "ball")
    assert game.players["B"].life == 14
    pass_until(game, Step.END)
    pass_priority(game)
    pass_priority(game)
    assert game.objects["ball"].zone is Zone.GRAVEYARD


def test_603_2_sram_draws_for_an_equipment_spell_not_a_creature_spell() -> None:
    game = game_with("Sram, Senior Edificer")
    put(game, "Sram, Senior Edificer", "A", object_id="sram")
    put(game, "Short Sword", "A", Zone.HAND, "sword")
    put(game, "Savannah Lions", "A", Zone.HAND, "lions")
    lands(game, "Plains", 2, "A")
    start(game)
    cast(game, "lions")
    assert _hand(game, "A") == 1
    cast(game, "sword")
    assert _hand(game, "A") == 1  # the Sword cast, a card drawn


def test_603_2_idyllic_grange_triggers_only_if_it_enters_untapped() -> None:
    for plains, counters in ((3, 1), (2, 0)):
        game = game_with("Idyllic Grange")
        for index in range(plains):
            put(game, "Plains", "A", object_id=f"plains-{index}")
        put(game, "Savannah Lions", "A", object_id="lions")
        put(game, "Idyllic Grange", "A", Zone.HAND, "grange")
        start(game)
        take(game, PlayLand("A", "grange"))
        assert game.objects["grange"].tapped is (counters == 0)
        pass_priority(game)
        pass_priority(game)
        assert game.objects["lions"].counters.get("+1/+1", 0) == counters
