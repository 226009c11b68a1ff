"""CR 702.86a, 701.21a, 702.16a, 113.6k, 701.24a: Emrakul, the Aeons Torn, compiled from its
Oracle text. Annihilator 6: as it attacks, the defending player sacrifices six permanents of
their choice, chosen one at a time and sacrificed together (all of them with six or fewer).
Protection from spells that are one or more colors: a red spell can't target it, a green
creature with reach can still block it. Put into a graveyard from anywhere (a discard here), its owner
shuffles their graveyard into their library."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import blocks_offered, cast_targets, declare_attackers, in_zone, resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose, DeclareBlocker, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import DecisionKind, Step
from mtgrules.game.state import Game
from play_helpers import lands, pass_until, put, start

pytestmark = needs_full_database

EMRAKUL = "Emrakul, the Aeons Torn"


def _attacking(their_lands: int) -> Game:
    game = game_with(EMRAKUL, "Lightning Bolt")
    put(game, EMRAKUL, "A", object_id="emrakul")
    lands(game, "Mountain", their_lands, "B", "b-land")
    start(game)
    declare_attackers(game, "emrakul")
    return game


def test_702_86a_the_defending_player_sacrifices_six_of_eight_one_at_a_time() -> None:
    game = _attacking(8)
    resolve_stack(game)  # the annihilator trigger
    for step in range(6):
        assert game.pending is not None
        assert (game.pending.kind, game.pending.player) == (DecisionKind.CHOOSE, "B")
        assert len(game.pending.options) == 8 - step
        take(game, Choose("B", f"Mountain (b-land-{step + 1})"))
        if step < 5:  # CR 701.21a: none is sacrificed before all six are chosen
            assert len(in_zone(game, Zone.BATTLEFIELD, "B")) == 8
    assert sorted(in_zone(game, Zone.BATTLEFIELD, "B")) == ["b-land-7", "b-land-8"]
    assert len(in_zone(game, Zone.GRAVEYARD, "B")) == 6


def test_702_86a_with_six_or_fewer_permanents_all_are_sacrificed_without_a_choice() -> None:
    game = _attacking(4)
    resolve_stack(game)
    assert in_zone(game, Zone.BATTLEFIELD, "B") == []
    assert len(in_zone(game, Zone.GRAVEYARD, "B")) == 4
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY


def test_702_16a_a_colored_spell_cant_target_it_but_a_colored_creature_may_block() -> None:
    game = game_with(EMRAKUL, "Lightning Bolt")
    put(game, EMRAKUL, "A", object_id="emrakul")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Lightning Bolt", "B", Zone.HAND, "bolt")
    lands(game, "Mountain", 1, "B", "b-land")
    start(game, active="B")
    targets = cast_targets(game, "bolt")
    assert ("emrakul",) not in targets and ("giant",) in targets and ("A",) in targets
    game = game_with(EMRAKUL)
    put(game, EMRAKUL, "A", object_id="emrakul")
    put(game, "Giant Spider", "B", object_id="spider")
    lands(game, "Mountain", 7, "B", "b-land")
    start(game)
    declare_attackers(game, "emrakul")
    resolve_stack(game)  # B sacrifices six of the eight: lands
    for number in range(1, 7):
        take(game, Choose("B", f"Mountain (b-land-{number})"))
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert ("spider", "emrakul") in blocks_offered(game)  # a green creature: not a spell
    take(game, DeclareBlocker("B", "spider", "emrakul"))


def test_113_6k_701_24a_discarded_its_owner_shuffles_their_graveyard_in() -> None:
    game = game_with(EMRAKUL, "Mind Rot")
    put(game, EMRAKUL, "B", Zone.HAND, "emrakul")
    put(game, "Island", "B", Zone.HAND, "island")
    put(game, "Hill Giant", "B", Zone.GRAVEYARD, "giant")
    put(game, "Mind Rot", "A", Zone.HAND, "rot")
    lands(game, "Swamp", 3, "A")
    start(game, library=3)
    take(game, CastSpell("A", "rot", ("B",)))
    take(game, PassPriority("A"))
    take(game, PassPriority("B"))  # B discards both cards; Emrakul's trigger goes on the stack
    assert [item.source for item in game.stack] == ["emrakul"]
    assert sorted(in_zone(game, Zone.GRAVEYARD, "B")) == ["emrakul", "giant", "island"]
    resolve_stack(game)
    assert in_zone(game, Zone.GRAVEYARD, "B") == []
    for card in ("emrakul", "island", "giant"):
        assert game.objects[card].zone is Zone.LIBRARY
    assert len(in_zone(game, Zone.LIBRARY, "B")) == 6
