"""CR 702.34a, 601.2h, 118.9: Battle Screech, compiled from its Oracle text — "Create two 1/1
white Bird creature tokens with flying." and "Flashback—Tap three untapped white creatures you
control.": from the graveyard it is cast by tapping three untapped white creatures its caster
controls (the Birds it just made among them), then exiled; from the hand that cost isn't
offered."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, rejected, start

pytestmark = needs_full_database

SCREECH = "Battle Screech"


def _birds(game: Game) -> list[str]:
    return sorted(i for i, o in game.objects.items() if o.is_token and o.zone is Zone.BATTLEFIELD)


def _cast_once() -> Game:
    game = game_with(SCREECH)
    put(game, SCREECH, "A", Zone.HAND, "screech")
    put(game, "Savannah Lions", "A", object_id="lions")
    put(game, "Grizzly Bears", "A", object_id="bears")
    lands(game, "Plains", 4, "A")
    start(game)
    assert [a.cost for a in casts(game, "screech")] == ["mana cost"]  # no flashback from hand
    take(game, CastSpell("A", "screech"))
    resolve_stack(game)
    return game


def test_702_34a_flashback_taps_three_white_creatures_and_exiles_it() -> None:
    game = _cast_once()
    birds = _birds(game)
    assert len(birds) == 2 and game.objects["screech"].zone is Zone.GRAVEYARD
    offered = casts(game, "screech")
    assert {a.cost for a in offered} == {"flashback"}
    assert {a.alternative for a in offered} == {tuple(sorted([*birds, "lions"]))}
    take(game, offered[0])
    assert all(game.objects[c].tapped for c in (*birds, "lions"))
    assert not game.objects["bears"].tapped  # not white
    resolve_stack(game)
    assert len(_birds(game)) == 4
    assert game.objects["screech"].zone is Zone.EXILE


def test_702_34a_too_few_untapped_white_creatures_no_flashback() -> None:
    game = _cast_once()
    game.objects["lions"].tapped = True
    game.changed()
    assert casts(game, "screech") == []
    refusal = rejected(game, CastSpell("A", "screech", cost="flashback"))
    assert refusal.rule == "118.9"
