"""CR 702.103, 303.4, 107.3m: Nyxborn Hydra, compiled from its Oracle text — "Bestow {X}{G}{G}":
cast bestowed it is an Aura spell that targets a creature and becomes an Aura attached to it,
with X +1/+1 counters, giving it +1/+1 for each and reach and trample; it is a creature again
once it is unattached (702.103f) or if its target is gone as it resolves (702.103e)."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import pt, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.keywords import REACH, TRAMPLE
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database

HYDRA = "Nyxborn Hydra"


def _game() -> Game:
    game = game_with(HYDRA)
    put(game, HYDRA, "A", Zone.HAND, "hydra")
    put(game, "Murder", "A", Zone.HAND, "murder")
    put(game, "Savannah Lions", "A", object_id="lions")
    lands(game, "Forest", 4, "A")
    lands(game, "Swamp", 3, "A")
    start(game)
    return game


def _is_creature(game: Game, object_id: str) -> bool:
    return game.characteristics(object_id).type_line.has_card_type("Creature")


def test_702_103a_it_may_be_cast_for_its_bestow_cost_targeting_a_creature() -> None:
    game = _game()
    bestowed = [a for a in casts(game, "hydra") if a.cost == "bestow"]
    assert {a.targets for a in bestowed} == {("lions",)}
    assert any(a.cost == "mana cost" and a.targets == () for a in casts(game, "hydra"))


def test_702_103b_bestowed_it_enchants_the_creature_with_x_counters() -> None:
    game = _game()
    take(game, CastSpell("A", "hydra", ("lions",), 2, cost="bestow"))
    assert not _is_creature(game, "hydra")  # an Aura spell on the stack
    assert game.characteristics("hydra").type_line.has_subtype("Aura")
    resolve_stack(game)
    hydra = game.objects["hydra"]
    assert hydra.zone is Zone.BATTLEFIELD and hydra.attached_to == "lions"
    assert hydra.counters == {"+1/+1": 2}
    assert not _is_creature(game, "hydra")
    assert pt(game, "lions") == (4, 3)
    lions = game.characteristics("lions")
    assert lions.has_keyword(REACH) and lions.has_keyword(TRAMPLE)
    assert sum(1 for o in game.objects.values() if o.tapped) == 4  # {2}{G}{G}


def test_702_103_cast_for_its_mana_cost_it_is_a_creature() -> None:
    game = _game()
    take(game, CastSpell("A", "hydra", (), 3))
    resolve_stack(game)
    assert _is_creature(game, "hydra") and game.objects["hydra"].attached_to is None
    assert pt(game, "hydra") == (3, 4)
    assert pt(game, "lions") == (2, 1)


def test_702_103f_when_the_creature_dies_the_hydra_stays_as_a_creature() -> None:
    game = _game()
    take(game, CastSpell("A", "hydra", ("lions",), 1, cost="bestow"))
    resolve_stack(game)
    take(game, CastSpell("A", "murder", ("lions",)))
    resolve_stack(game)
    assert game.objects["lions"].zone is Zone.GRAVEYARD
    hydra = game.objects["hydra"]
    assert hydra.zone is Zone.BATTLEFIELD and hydra.attached_to is None
    assert _is_creature(game, "hydra")
    assert game.characteristics("hydra").type_line.has_subtype("Hydra")
    assert pt(game, "hydra") == (1, 2)


def test_702_103e_its_target_gone_it_resolves_as_a_creature() -> None:
    game = _game()
    take(game, CastSpell("A", "hydra", ("lions",), 1, cost="bestow"))
    take(game, CastSpell("A", "murder", ("lions",)))  # in response: Murder resolves first
    resolve_stack(game)
    hydra = game.objects["hydra"]
    assert hydra.zone is Zone.BATTLEFIELD and hydra.attached_to is None
    assert _is_creature(game, "hydra") and pt(game, "hydra") == (1, 2)


def test_702_103_a_bestowed_card_leaving_is_a_creature_card_again() -> None:
    game = _game()
    take(game, CastSpell("A", "hydra", ("lions",), 1, cost="bestow"))
    resolve_stack(game)
    game.move("hydra", Zone.GRAVEYARD)
    assert _is_creature(game, "hydra")
    assert game.characteristics("lions").power == 2
