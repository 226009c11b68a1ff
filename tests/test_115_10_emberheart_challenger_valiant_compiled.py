"""CR 115.10, 603.2 (Valiant, an ability word): "Whenever {this} becomes the target of a spell
or ability you control for the first time each turn, exile the top card of your library. Until
end of turn, you may play that card." (Emberheart Challenger, compiled from its Oracle text):
only its controller's spells and abilities count, and only the first time each turn."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell, PassPriority, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, in_trigger_order, lands, put, start

pytestmark = needs_full_database


def _game(active: str = "A") -> Game:
    game = game_with("Emberheart Challenger", "Giant Growth", "Lightning Bolt")
    put(game, "Emberheart Challenger", "A", object_id="challenger")
    put(game, "Giant Growth", "A", Zone.HAND, "growth-1")
    put(game, "Giant Growth", "A", Zone.HAND, "growth-2")
    put(game, "Lightning Bolt", "B", Zone.HAND, "bolt")
    lands(game, "Forest", 2, "A")
    lands(game, "Mountain", 1, "B")
    start(game, Step.PRECOMBAT_MAIN, active=active)
    return game


def _exiled(game: Game) -> list[str]:
    return sorted(i for i, o in game.objects.items() if o.zone is Zone.EXILE and o.owner == "A")


def _valiant_on_stack(game: Game) -> int:
    return sum(1 for item in game.stack if "becomes the target" in item.description)


def _resolve_all(game: Game) -> None:
    while game.stack:
        all_pass(game)


def test_emberheart_challenger_is_supported_as_its_oracle_text() -> None:
    card = compile_card(record_of(bundled_database()["Emberheart Challenger"]))
    face = card.faces["Emberheart Challenger"]
    assert (face.status, face.unsupported) == ("supported", ())


def test_603_2_valiant_triggers_the_first_time_and_the_card_may_be_played() -> None:
    game = _game()
    top = game.libraries["A"][0]
    game.apply(CastSpell("A", "growth-1", ("challenger",)))
    in_trigger_order(game)
    assert _valiant_on_stack(game) == 1
    _resolve_all(game)
    assert _exiled(game) == [top]
    assert PlayLand("A", top) in game.legal_actions()  # CR 601.3, 305.1: until end of turn
    game.apply(CastSpell("A", "growth-2", ("challenger",)))
    in_trigger_order(game)
    assert _valiant_on_stack(game) == 0  # only the first time each turn
    _resolve_all(game)
    assert _exiled(game) == [top]


def test_115_10_an_opponents_spell_doesnt_count_but_yours_then_does() -> None:
    game = _game(active="B")
    game.apply(CastSpell("B", "bolt", ("challenger",)))
    assert _valiant_on_stack(game) == 0
    game.apply(PassPriority("B"))
    game.apply(CastSpell("A", "growth-1", ("challenger",)))  # in response
    in_trigger_order(game)
    assert _valiant_on_stack(game) == 1
    _resolve_all(game)
    assert len(_exiled(game)) == 1
    assert game.get("challenger").zone is Zone.BATTLEFIELD  # 5/6 against 3 damage
