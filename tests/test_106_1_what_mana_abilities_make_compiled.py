"""CR 106.1, 605.1a: the mana real mana abilities make, compiled from their Oracle text and
activated in play — "for each" counted as it is activated (106.1b: Tolarian Academy, Gaea's
Cradle), "Activate only if …" (602.5b: Mox Opal's metalcraft, the Verges), mana in the cost
(the Signets, the filter lands), three colors to choose from (the tri-lands), and the
commander's color identity, which a game without a commander doesn't have (903.4f), and the
color chosen as the permanent entered (614.12)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateManaAbility, CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, put, rejected, start

pytestmark = needs_full_database


def _offered(game: Game, source: str) -> set[str | None]:
    return {
        a.color
        for a in game.legal_actions()
        if isinstance(a, ActivateManaAbility) and a.source == source
    }


def test_106_1b_tolarian_academy_adds_a_blue_for_each_artifact_you_control() -> None:
    game = game_with("Tolarian Academy")
    put(game, "Tolarian Academy", "A", object_id="academy")
    for n in range(3):
        put(game, "Ornithopter", "A", object_id=f"thopter{n}")
    put(game, "Ornithopter", "B", object_id="theirs")
    start(game)
    take(game, ActivateManaAbility("A", "academy", 1, "U"))
    assert str(game.pools["A"]) == "{U}{U}{U}"


def test_106_1b_tolarian_academy_with_no_artifacts_makes_nothing() -> None:
    game = game_with("Tolarian Academy")
    put(game, "Tolarian Academy", "A", object_id="academy")
    start(game)
    assert _offered(game, "academy") == set()


def test_106_1b_gaeas_cradle_counts_creatures_you_control() -> None:
    game = game_with("Gaea's Cradle")
    put(game, "Gaea's Cradle", "A", object_id="cradle")
    put(game, "Grizzly Bears", "A")
    put(game, "Savannah Lions", "A")
    put(game, "Hill Giant", "B")
    start(game)
    take(game, ActivateManaAbility("A", "cradle", 1, "G"))
    assert str(game.pools["A"]) == "{G}{G}"


def test_602_5b_mox_opal_needs_three_artifacts() -> None:
    game = game_with("Mox Opal")
    put(game, "Mox Opal", "A", object_id="opal")
    put(game, "Ornithopter", "A")
    start(game)
    assert _offered(game, "opal") == set()
    assert rejected(game, ActivateManaAbility("A", "opal", 1, "W")).rule == "602.5b"


def test_602_5b_mox_opal_with_metalcraft_adds_any_color() -> None:
    game = game_with("Mox Opal")
    put(game, "Mox Opal", "A", object_id="opal")
    put(game, "Ornithopter", "A")
    put(game, "Memnite", "A")
    start(game)
    assert _offered(game, "opal") == {"W", "U", "B", "R", "G"}
    take(game, ActivateManaAbility("A", "opal", 1, "B"))
    assert str(game.pools["A"]) == "{B}"


def test_602_5b_riverpyre_verge_blue_only_with_an_island_or_a_mountain() -> None:
    game = game_with("Riverpyre Verge")
    put(game, "Riverpyre Verge", "A", object_id="verge")
    start(game)
    assert _offered(game, "verge") == {"R"}
    put(game, "Mountain", "A", object_id="mountain", tapped=True)
    game.changed()
    assert _offered(game, "verge") == {"U", "R"}


def test_605_3a_izzet_signet_pays_its_1_from_a_land() -> None:
    game = game_with("Izzet Signet")
    put(game, "Izzet Signet", "A", object_id="signet")
    put(game, "Forest", "A", object_id="forest")
    start(game)
    take(game, ActivateManaAbility("A", "signet", 1, "U"))
    assert str(game.pools["A"]) == "{U}{R}"
    assert game.get("forest").tapped and game.get("signet").tapped


def test_601_2g_izzet_signet_with_nothing_to_pay_its_1_is_not_offered() -> None:
    game = game_with("Izzet Signet")
    put(game, "Izzet Signet", "A", object_id="signet")
    start(game)
    assert _offered(game, "signet") == set()
    assert rejected(game, ActivateManaAbility("A", "signet", 1, "U")).rule == "601.2g"


def test_106_1_flooded_grove_filters_hybrid_mana_into_two() -> None:
    game = game_with("Flooded Grove")
    put(game, "Flooded Grove", "A", object_id="grove")
    put(game, "Island", "A", object_id="island")
    start(game)
    take(game, ActivateManaAbility("A", "grove", 2, "G"))
    assert str(game.pools["A"]) == "{G}{G}"
    assert game.get("island").tapped


def test_106_1_a_tri_land_makes_one_of_its_three_colors() -> None:
    game = game_with("Jungle Shrine")
    put(game, "Jungle Shrine", "A", object_id="shrine")
    start(game)
    assert _offered(game, "shrine") == {"R", "G", "W"}


def test_903_4f_command_tower_makes_no_mana_without_a_commander() -> None:
    game = game_with("Command Tower", "Arcane Signet")
    put(game, "Command Tower", "A", object_id="tower")
    put(game, "Arcane Signet", "A", object_id="signet")
    start(game)
    assert _offered(game, "tower") == set()
    assert _offered(game, "signet") == set()
    assert rejected(game, ActivateManaAbility("A", "tower", 1, "G")).rule == "605.1a"


def test_614_12_sol_grail_makes_only_the_color_chosen_as_it_entered() -> None:
    game = game_with("Sol Grail")
    put(game, "Sol Grail", "A", Zone.HAND, "grail")
    lands(game, "Plains", 3, "A", "A-W")
    start(game)
    take(game, CastSpell("A", "grail"))
    resolve_stack(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    take(game, Choose("A", "red"))
    assert _offered(game, "grail") == {"R"}
    take(game, ActivateManaAbility("A", "grail", 1, "R"))
    assert str(game.pools["A"]) == "{R}"
