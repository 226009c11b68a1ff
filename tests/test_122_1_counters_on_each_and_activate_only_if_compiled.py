"""CR 122.1, 608.2h, 602.5b, 115.1, 701.23a, 202.3: instructions about every object a filter
matches and abilities with a condition on activation, compiled from real cards' Oracle text and
played — Abandoned Air Temple and Ouroboroid (counters on each creature you control, X fixed
first), Inventors' Fair ("Activate only if you control three or more artifacts."), Blood Fountain
("Return up to two target creature cards …"), Gatecreeper Vine ("a basic land card or a Gate
card") and Pest Control ("Destroy all nonland permanents with mana value 1 or less.")."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, rejected, start

pytestmark = needs_full_database


def _counters(game: Game, object_id: str) -> int:
    return game.get(object_id).counters.get("+1/+1", 0)


def test_122_1_abandoned_air_temple_puts_a_counter_on_each_creature_you_control() -> None:
    game = game_with("Abandoned Air Temple")
    put(game, "Abandoned Air Temple", "A", object_id="temple")
    lands(game, "Plains", 4)
    put(game, "Grizzly Bears", "A", object_id="mine-1")
    put(game, "Llanowar Elves", "A", object_id="mine-2")
    put(game, "Grizzly Bears", "B", object_id="theirs")
    start(game)
    take(game, ActivateAbility("A", "temple", 2))
    resolve_stack(game)
    assert (_counters(game, "mine-1"), _counters(game, "mine-2")) == (1, 1)
    assert _counters(game, "theirs") == 0


def test_608_2h_ouroboroid_fixes_x_before_putting_the_counters() -> None:
    game = game_with("Ouroboroid")
    put(game, "Ouroboroid", "A", object_id="ouroboroid")  # 1/3
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Grizzly Bears", "B", object_id="theirs")
    start(game)
    pass_until(game, Step.BEGINNING_OF_COMBAT)
    resolve_stack(game)
    assert (_counters(game, "ouroboroid"), _counters(game, "bears")) == (1, 1)
    assert _counters(game, "theirs") == 0
    assert game.characteristics("ouroboroid").power == 2


def _fair(artifacts: int) -> Game:
    game = game_with("Inventors' Fair")
    put(game, "Inventors' Fair", "A", object_id="fair")
    lands(game, "Plains", 4)
    for index in range(artifacts):
        put(game, "Mind Stone", "A", object_id=f"stone-{index}")
    put(game, "Ornithopter", "A", Zone.LIBRARY, "thopter")
    return start(game)


def test_602_5b_inventors_fair_can_be_activated_with_three_artifacts() -> None:
    game = _fair(3)
    take(game, ActivateAbility("A", "fair", 2))
    assert game.get("fair").zone is Zone.GRAVEYARD
    resolve_stack(game)
    assert game.choices_waiting[0]["choice"] == "search"


def test_602_5b_inventors_fair_cant_be_activated_with_two_artifacts() -> None:
    game = _fair(2)
    assert ActivateAbility("A", "fair", 2) not in game.legal_actions()
    error = rejected(game, ActivateAbility("A", "fair", 2))
    assert error.rule == "602.5b"


def test_115_1_blood_fountain_returns_up_to_two_creature_cards() -> None:
    game = game_with("Blood Fountain")
    put(game, "Blood Fountain", "A", object_id="fountain")
    lands(game, "Swamp", 4)
    put(game, "Grizzly Bears", "A", Zone.GRAVEYARD, "dead-1")
    put(game, "Llanowar Elves", "A", Zone.GRAVEYARD, "dead-2")
    put(game, "Craw Wurm", "A", Zone.GRAVEYARD, "dead-3")
    put(game, "Shock", "A", Zone.GRAVEYARD, "dead-shock")
    start(game)
    offered = {
        a.targets for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == "fountain"
    }  # fmt: skip
    assert ("dead-shock",) not in offered and ("dead-1", "dead-2", "dead-3") not in offered
    take(game, ActivateAbility("A", "fountain", 1, ("dead-1", "dead-3")))
    resolve_stack(game)
    assert (game.get("dead-1").zone, game.get("dead-3").zone) == (Zone.HAND, Zone.HAND)
    assert game.get("dead-2").zone is Zone.GRAVEYARD


def _vine() -> Game:
    game = game_with("Gatecreeper Vine", "Gruul Guildgate")
    lands(game, "Forest", 2)
    put(game, "Gatecreeper Vine", "A", Zone.HAND, "vine")
    start(game)
    put(game, "Gruul Guildgate", "A", Zone.LIBRARY, "gate")
    put(game, "Forest", "A", Zone.LIBRARY, "forest")
    put(game, "Grizzly Bears", "A", Zone.LIBRARY, "bears")
    take(game, CastSpell("A", "vine"))
    resolve_stack(game)
    take(game, Choose("A", "yes"))
    return game


def test_701_23a_gatecreeper_vine_finds_a_basic_land_or_a_gate() -> None:
    game = _vine()
    assert game.pending is not None  # the Islands: the libraries the game starts with
    assert set(game.pending.options) == {
        "find nothing", "Forest into their hand", "Gruul Guildgate into their hand",
        "Island into their hand",
    }  # fmt: skip
    take(game, Choose("A", "Gruul Guildgate into their hand"))
    assert game.get("gate").zone is Zone.HAND


def test_202_3_pest_control_destroys_nonland_permanents_of_mana_value_1_or_less() -> None:
    game = game_with("Pest Control", "Ornithopter")
    lands(game, "Plains", 1)
    lands(game, "Swamp", 1)
    put(game, "Pest Control", "A", Zone.HAND, "pest")
    put(game, "Llanowar Elves", "B", object_id="elves")  # 1
    put(game, "Ornithopter", "A", object_id="thopter")  # 0
    put(game, "Grizzly Bears", "B", object_id="bears")  # 2
    start(game)
    take(game, CastSpell("A", "pest"))
    resolve_stack(game)
    assert (game.get("elves").zone, game.get("thopter").zone) == (Zone.GRAVEYARD, Zone.GRAVEYARD)
    assert game.get("bears").zone is Zone.BATTLEFIELD
    assert game.get("plains-1").zone is Zone.BATTLEFIELD  # a land (mana value 0)
