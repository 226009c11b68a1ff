"""CR 607.2a, 608.2g, 118.9: Spell Queller compiled from its Oracle text — "When Spell Queller
enters, exile target spell with mana value 4 or less." and "When Spell Queller leaves the
battlefield, the exiled card's owner may cast that card without paying its mana cost." The two
abilities are linked: the card the first exiled is the one the second means; its owner (not
the Queller's controller) casts it as the trigger resolves, or not at all."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _quelled_bolt() -> Game:
    """A casts a Lightning Bolt at B; B flashes in Spell Queller, which exiles it."""
    game = game_with("Spell Queller", "Lightning Bolt")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    put(game, "Lightning Bolt", "A", Zone.HAND, "kill")
    put(game, "Spell Queller", "B", Zone.HAND, "queller")
    lands(game, "Mountain", 2, "A")
    lands(game, "Plains", 2, "B")
    lands(game, "Island", 1, "B", "b-")
    start(game)
    take(game, CastSpell("A", "bolt", ("B",)))
    pass_priority(game)
    take(game, CastSpell("B", "queller"))
    pass_priority(game)
    pass_priority(game)  # Spell Queller resolves; its trigger targets the Bolt
    pass_priority(game)
    pass_priority(game)  # the trigger resolves
    return game


def test_607_2a_the_queller_exiles_the_spell() -> None:
    game = _quelled_bolt()
    assert game.objects["bolt"].zone is Zone.EXILE
    assert game.objects["queller"].zone is Zone.BATTLEFIELD
    assert game.players["B"].life == 20
    assert game.stack == []


def test_608_2g_the_queller_dies_and_the_bolt_s_owner_casts_it_for_free() -> None:
    game = _quelled_bolt()
    take(game, CastSpell("A", "kill", ("queller",)))
    resolve_stack(game)
    assert game.objects["queller"].zone is Zone.GRAVEYARD
    assert game.pending is not None and game.pending.player == "A"  # the owner chooses
    assert game.legal_actions() == [
        Choose("A", "don't cast it"),
        Choose("A", "cast Lightning Bolt targeting A"),
        Choose("A", "cast Lightning Bolt targeting B"),
    ]
    untapped = [o for o in game.objects.values() if o.owner == "A" and o.zone is Zone.BATTLEFIELD]
    assert all(o.tapped for o in untapped)  # no mana left: it is cast without paying
    take(game, Choose("A", "cast Lightning Bolt targeting B"))
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.objects["bolt"].zone is Zone.GRAVEYARD


def test_608_2d_the_owner_declines_and_the_card_stays_exiled() -> None:
    game = _quelled_bolt()
    take(game, CastSpell("A", "kill", ("queller",)))
    resolve_stack(game)
    take(game, Choose("A", "don't cast it"))
    resolve_stack(game)
    assert game.objects["bolt"].zone is Zone.EXILE
    assert game.players["B"].life == 20
    assert game.exiled_with == []
