"""CR 613.7: timestamps. 613.7a: an effect of a granted static ability has the later of its
object's timestamp and the granting effect's, and keeps its relative order when the object gets
a new timestamp (Rune of Flight and Colossus Hammer, the rule's own example). 613.7c: counters
of one kind share the newest counter's timestamp. 613.7e and 701.3: attaching gives an Aura or
Equipment a new timestamp; attaching it to what it is already attached to does nothing."""

from __future__ import annotations

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text, perform


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def abilities(game: Game, object_id: str) -> tuple[str, ...]:
    return game.characteristics(object_id).ability_texts


def test_613_7a_rune_on_hammer_then_equip_the_granted_ability_stays_later() -> None:
    """The example of 613.7a: Rune of Flight on Colossus Hammer, then the Hammer is attached
    to a creature. Both of the Hammer's abilities get new timestamps, in the same relative
    order, so "has flying" (granted) still applies after "loses flying"."""
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Colossus Hammer, id: hammer}
          - {card: Rune of Flight, id: rune, attached_to: hammer}
        actions:
          - {activate: hammer, ability: 1, targets: [bear]}
        """
    )
    bear = game.characteristics("bear")
    assert (bear.ability_texts, bear.power, bear.toughness) == (("Flying",), 12, 12)
    layer_6 = [(e.effect, e.source, e.timestamp) for e in game.trace("bear") if e.layer == "6"]
    hammer_now = game.objects["hammer"].timestamp
    assert layer_6 == [("loses flying", "hammer", hammer_now), ("has Flying", "hammer", hammer_now)]
    assert "Equipped creature has flying." in abilities(game, "hammer")


def test_613_7a_hammer_equipped_first_then_the_rune_grants_flying() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Colossus Hammer, id: hammer, attached_to: bear}
        actions:
          - {enter: {card: Rune of Flight, id: rune, attached_to: hammer}}
        """
    )
    assert abilities(game, "bear") == ("Flying",)


def test_613_7a_the_granted_effect_has_the_runes_timestamp_not_the_hammers() -> None:
    """Two Hammers on the Bears, then Rune of Flight on the first: the granted "has flying" has
    the Rune's timestamp, later than the second Hammer's "loses flying", so it wins. With the
    first Hammer's own timestamp it would have lost."""
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Colossus Hammer, id: first, attached_to: bear}
          - {card: Colossus Hammer, id: second, attached_to: bear}
          - {card: Rune of Flight, id: rune, attached_to: first}
        """
    )
    assert abilities(game, "bear") == ("Flying",)
    granted = [e for e in game.trace("bear") if e.effect == "has Flying"]
    assert [e.timestamp for e in granted] == [game.objects["rune"].timestamp]


def test_613_7a_a_newer_loses_flying_wins_until_the_granting_hammer_is_reattached() -> None:
    """The Rune's Hammer is on the Lion; the Bears carry another Hammer. Moving the Rune's
    Hammer to the Bears gives it, and its granted ability, timestamps newer than the other
    Hammer's: the Bears fly."""
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Silvercoat Lion, id: lion}
          - {card: Colossus Hammer, id: runed, attached_to: lion}
          - {card: Rune of Flight, id: rune, attached_to: runed}
          - {card: Colossus Hammer, id: plain, attached_to: bear}
        """
    )
    assert abilities(game, "lion") == ("Flying",)
    assert abilities(game, "bear") == ()
    perform(game, {"activate": "runed", "targets": ["bear"]})
    assert abilities(game, "bear") == ("Flying",)
    assert abilities(game, "lion") == ()
    assert game.characteristics("bear").power == 22


def test_613_7c_a_new_counter_gives_every_counter_of_its_kind_a_new_timestamp() -> None:
    """A flying counter (a keyword counter, layer 6), then Colossus Hammer: the Hammer's
    "loses flying" is newer and wins. Another flying counter gives both counters a new
    timestamp, newer than the Hammer's: the Bears fly again."""
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Colossus Hammer, id: hammer}
        actions:
          - {counters: bear, add: {flying: 1}}
          - {activate: hammer, targets: [bear]}
        """
    )
    assert abilities(game, "bear") == ()
    perform(game, {"counters": "bear", "add": {"flying": 1}})
    assert abilities(game, "bear") == ("Flying",)
    assert game.objects["bear"].counter_timestamps["flying"] > game.objects["hammer"].timestamp


def test_613_7c_counters_present_as_it_enters_share_its_timestamp() -> None:
    """The Bears entered with a flying counter before the Hammer was attached: the Hammer
    wins."""
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear, counters: {flying: 1}}
          - {card: Colossus Hammer, id: hammer, attached_to: bear}
        """
    )
    assert abilities(game, "bear") == ()


def test_613_7e_equipping_gives_the_equipment_a_new_timestamp() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Silvercoat Lion, id: lion}
          - {card: Chariot of Victory, id: chariot}
        """
    )
    entered = game.objects["chariot"].timestamp
    perform(game, {"activate": "chariot", "targets": ["bear"]})
    on_bear = game.objects["chariot"].timestamp
    assert on_bear > entered
    assert abilities(game, "bear") == ("First strike", "Trample", "Haste")
    perform(game, {"activate": "chariot", "targets": ["lion"]})
    assert game.objects["chariot"].timestamp > on_bear
    assert (abilities(game, "bear"), abilities(game, "lion")) == (
        (),
        ("First strike", "Trample", "Haste"),
    )


def test_701_3b_attaching_to_the_same_creature_again_does_nothing() -> None:
    """Re-equipping Colossus Hammer to the creature it already equips keeps its old timestamp:
    a newer flying counter keeps winning."""
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Colossus Hammer, id: hammer, attached_to: bear}
        actions:
          - {counters: bear, add: {flying: 1}}
        """
    )
    before = game.objects["hammer"].timestamp
    perform(game, {"activate": "hammer", "targets": ["bear"]})
    perform(game, {"attach": "hammer", "to": "bear"})
    assert game.objects["hammer"].timestamp == before
    assert abilities(game, "bear") == ("Flying",)


def test_603_rune_of_flight_draws_a_card_as_it_enters() -> None:
    game = scenario(
        """
        library:
          A: [{card: Forest, id: card}]
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Rune of Flight, id: rune, attached_to: bear}
        actions:
          - {trigger: rune}
        """
    )
    assert game.objects["card"].zone.value == "hand"
    assert game.characteristics("bear").ability_texts == ("Flying",)
