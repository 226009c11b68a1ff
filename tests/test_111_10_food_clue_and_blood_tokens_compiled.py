"""CR 111.10, 701.16a: the predefined Food, Clue and Blood tokens, created by real cards compiled
from their Oracle text — Thraben Inspector investigates, Generous Ent makes a Food, Vampire's Kiss
two Blood tokens — and their abilities activated in play."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose, PlayLand
from mtgrules.game.keywords import DEATHTOUCH, LIFELINK
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _tokens(game: Game) -> list[str]:
    return [o.id for o in game.objects.values() if o.is_token and o.zone is Zone.BATTLEFIELD]


def _cast(name: str, land: str, count: int, *targets: str) -> Game:
    game = game_with(name)
    lands(game, land, count)
    put(game, name, "A", Zone.HAND, "card")
    start(game)
    take(game, CastSpell("A", "card", targets))
    resolve_stack(game)
    return game


def test_701_16a_thraben_inspector_investigates_and_the_clue_draws_a_card() -> None:
    game = _cast("Thraben Inspector", "Plains", 3)
    (clue,) = _tokens(game)
    chars = game.characteristics(clue)
    assert (chars.name, str(chars.type_line), chars.colors) == (
        "Clue Token", "Artifact — Clue", frozenset()
    )  # fmt: skip
    assert [a.render(chars.name) for a in chars.abilities] == [
        "{2}, Sacrifice this token: Draw a card."
    ]
    before = len(game.libraries["A"])
    take(game, ActivateAbility("A", clue, 1))
    resolve_stack(game)
    assert len(game.libraries["A"]) == before - 1
    assert clue not in game.objects or game.get(clue).zone is not Zone.BATTLEFIELD


def test_111_10b_generous_ents_food_gains_3_life() -> None:
    game = _cast("Generous Ent", "Forest", 8)
    (food,) = _tokens(game)
    assert str(game.characteristics(food).type_line) == "Artifact — Food"
    game.players["A"].life = 10
    take(game, ActivateAbility("A", food, 1))
    resolve_stack(game)
    assert game.players["A"].life == 13
    assert not _tokens(game)


def test_111_10g_vampires_kiss_blood_tokens_discard_to_draw() -> None:
    game = game_with("Vampire's Kiss")
    lands(game, "Swamp", 4)
    put(game, "Vampire's Kiss", "A", Zone.HAND, "kiss")
    put(game, "Lava Axe", "A", Zone.HAND, "axe")
    start(game)
    take(game, CastSpell("A", "kiss", ("B",)))
    resolve_stack(game)
    assert (game.players["A"].life, game.players["B"].life) == (22, 18)
    blood = sorted(_tokens(game))
    assert [str(game.characteristics(b).type_line) for b in blood] == ["Artifact — Blood"] * 2
    offered = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert {(a.source, a.paid_with) for a in offered} == {(b, ("axe",)) for b in blood}
    before = len(game.libraries["A"])
    take(game, ActivateAbility("A", blood[0], 1, paid_with=("axe",)))
    assert game.get("axe").zone is Zone.GRAVEYARD
    resolve_stack(game)
    assert len(game.libraries["A"]) == before - 1
    assert _tokens(game) == [blood[1]]


def test_111_10i_get_lost_gives_its_controller_two_maps_that_explore() -> None:
    game = game_with("Get Lost")
    lands(game, "Plains", 3)
    put(game, "Get Lost", "A", Zone.HAND, "get-lost")
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Savannah Lions", "A", object_id="lions")
    put(game, "Lava Axe", "A", Zone.LIBRARY, "axe")
    start(game)
    game.libraries["A"] = ["axe", *[c for c in game.libraries["A"] if c != "axe"]]
    take(game, CastSpell("A", "get-lost", ("bears",)))
    resolve_stack(game)
    maps = sorted(_tokens(game))
    assert [str(game.characteristics(m).type_line) for m in maps] == ["Artifact — Map"] * 2
    assert {a.targets for a in game.legal_actions() if isinstance(a, ActivateAbility)} == {
        ("lions",)
    }  # CR 111.10i: target creature you control
    take(game, ActivateAbility("A", maps[0], 1, ("lions",)))
    resolve_stack(game)
    assert game.get("lions").counters == {"+1/+1": 1}  # a nonland card revealed (701.44a)
    options = {a.value for a in game.legal_actions() if isinstance(a, Choose)}
    assert options == {"put Lava Axe into the graveyard", "don't"}
    take(game, Choose("A", "put Lava Axe into the graveyard"))
    assert game.get("axe").zone is Zone.GRAVEYARD
    assert _tokens(game) == [maps[1]]


def test_701_44a_a_land_revealed_by_exploring_goes_to_hand() -> None:
    game = game_with("Merfolk Branchwalker")
    lands(game, "Forest", 2)
    put(game, "Merfolk Branchwalker", "A", Zone.HAND, "branchwalker")
    start(game)
    top = game.libraries["A"][0]
    take(game, CastSpell("A", "branchwalker"))
    resolve_stack(game)
    assert game.get(top).zone is Zone.HAND  # an Island
    assert game.get("branchwalker").counters == {}
    assert not game.choices_waiting


def test_701_16a_toxin_analysis_investigates_after_its_effect() -> None:
    game = game_with("Toxin Analysis")
    put(game, "Swamp", "A")
    put(game, "Toxin Analysis", "A", Zone.HAND, "analysis")
    put(game, "Grizzly Bears", "A", object_id="bears")
    start(game)
    take(game, CastSpell("A", "analysis", ("bears",)))
    resolve_stack(game)
    chars = game.characteristics("bears")
    assert (chars.has_keyword(DEATHTOUCH), chars.has_keyword(LIFELINK)) == (True, True)
    (clue,) = _tokens(game)
    assert str(game.characteristics(clue).type_line) == "Artifact — Clue"


def test_701_16a_novice_inspector_investigates_as_it_enters() -> None:
    game = _cast("Novice Inspector", "Plains", 1)
    (clue,) = _tokens(game)
    assert game.controller_of(clue) == "A"


def test_111_10i_fanatical_offering_draws_two_and_makes_a_map() -> None:
    game = game_with("Fanatical Offering")
    lands(game, "Swamp", 2)  # {1}{B}
    put(game, "Fanatical Offering", "A", Zone.HAND, "offering")
    put(game, "Ornithopter", "A", object_id="thopter")
    start(game)
    before = len(game.libraries["A"])
    take(game, CastSpell("A", "offering", sacrifice=("thopter",)))
    resolve_stack(game)
    assert game.get("thopter").zone is Zone.GRAVEYARD
    assert len(game.libraries["A"]) == before - 2
    (map_token,) = _tokens(game)
    assert str(game.characteristics(map_token).type_line) == "Artifact — Map"


def test_111_10b_gingerbread_cabin_makes_food_only_entering_untapped() -> None:
    game = game_with("Gingerbread Cabin")
    for index in range(3):
        put(game, "Forest", "A", object_id=f"forest-{index}")
    put(game, "Gingerbread Cabin", "A", Zone.HAND, "cabin")
    start(game)
    take(game, PlayLand("A", "cabin"))
    resolve_stack(game)
    assert not game.get("cabin").tapped
    (food,) = _tokens(game)
    assert str(game.characteristics(food).type_line) == "Artifact — Food"


def test_111_10b_gingerbread_cabin_entering_tapped_makes_no_food() -> None:
    game = game_with("Gingerbread Cabin")
    put(game, "Forest", "A")
    put(game, "Gingerbread Cabin", "A", Zone.HAND, "cabin")
    start(game)
    take(game, PlayLand("A", "cabin"))
    resolve_stack(game)
    assert game.get("cabin").tapped
    assert not _tokens(game)
