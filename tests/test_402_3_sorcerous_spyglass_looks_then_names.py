"""CR 614.12, 402.3, 201.4, 602.5: Sorcerous Spyglass ("As {this} enters, look at an opponent's
hand, then choose any card name." / "Activated abilities of sources with the chosen name can't
be activated unless they're mana abilities.") compiled from its Oracle text: as it enters its
controller sees the opponent's hand, then names a card (any card's name, not only one seen);
the named card's abilities that aren't mana abilities can't be activated. With two opponents,
the controller first chooses whose hand."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from play_helpers import lands, pass_priority, put, rejected, start

pytestmark = needs_full_database


def test_402_3_the_hand_is_seen_then_a_name_chosen() -> None:
    game = game_with("Sorcerous Spyglass", "Prodigal Pyromancer", "Llanowar Elves")
    put(game, "Sorcerous Spyglass", "B", Zone.HAND, "spyglass")
    lands(game, "Plains", 2, "B", "b-plains")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears")
    put(game, "Prodigal Pyromancer", "A", object_id="pyromancer")
    put(game, "Llanowar Elves", "A", object_id="elves")
    start(game, active="B")
    game.apply(CastSpell("B", "spyglass"))
    pass_priority(game)
    pass_priority(game)
    looks = [e.detail for e in game.events if e.rule == "402.3"]
    assert looks == ["B looks at A's hand: Grizzly Bears, Lightning Bolt"]
    assert game.pending is not None and game.pending.player == "B"
    game.apply(Choose("B", "Prodigal Pyromancer"))
    assert game.objects["spyglass"].choices["card_name"] == "Prodigal Pyromancer"
    pass_priority(game)
    refusal = rejected(game, ActivateAbility("A", "pyromancer", 1, ("B",)))
    assert refusal.rule == "602.5"
    assert Payer(game, "A").available() == 1  # the Elves' mana ability still works


def test_402_3_with_two_opponents_whose_hand_is_chosen() -> None:
    game = game_with("Sorcerous Spyglass", players=("A", "B", "C"))
    put(game, "Sorcerous Spyglass", "B", Zone.HAND, "spyglass")
    lands(game, "Plains", 2, "B", "b-plains")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    put(game, "Grizzly Bears", "C", Zone.HAND, "bears")
    start(game, active="B")
    game.apply(CastSpell("B", "spyglass"))
    for _ in range(3):
        pass_priority(game)
    assert game.pending is not None and game.pending.options == ("C", "A")
    game.apply(Choose("B", "C"))
    looks = [e.detail for e in game.events if e.rule == "402.3"]
    assert looks == ["B looks at C's hand: Grizzly Bears"]
    game.apply(Choose("B", "Sol Ring"))
    assert game.objects["spyglass"].choices["card_name"] == "Sol Ring"
