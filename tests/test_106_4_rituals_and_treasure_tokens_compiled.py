"""CR 106.4: spells and abilities that add mana to a pool as they resolve — Dark Ritual's
{B}{B}{B}, Burning-Tree Emissary's {R}{G} when it enters, Manamorphose's and Crumbling Vestige's
mana of the colors their player chooses as they resolve (106.1a, 608.2d) — and the predefined Treasure token
(111.10a: "{T}, Sacrifice this token: Add one mana of any color."), created by Seize the Spoils
and spent like any other mana."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateManaAbility, CastSpell, Choose, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority, put, rejected, start

pytestmark = needs_full_database


def test_106_4_dark_ritual_adds_three_black_mana() -> None:
    game = game_with("Dark Ritual")
    put(game, "Swamp", "A", object_id="swamp")
    put(game, "Dark Ritual", "A", Zone.HAND, "ritual")
    start(game)
    take(game, CastSpell("A", "ritual"))
    resolve_stack(game)
    assert str(game.pools["A"]) == "{B}{B}{B}"
    assert [e.rule for e in game.events if e.event == "add mana"] == ["106.4"]


def test_106_4_dark_ritual_mana_pays_for_the_next_spell() -> None:
    game = game_with("Dark Ritual")
    put(game, "Swamp", "A", object_id="swamp")
    put(game, "Dark Ritual", "A", Zone.HAND, "ritual")
    put(game, "Darksteel Myr", "A", Zone.HAND, "myr")  # {3}
    start(game)
    take(game, CastSpell("A", "ritual"))
    resolve_stack(game)
    take(game, CastSpell("A", "myr"))
    resolve_stack(game)
    assert game.get("myr").zone is Zone.BATTLEFIELD
    assert str(game.pools["A"]) == ""


def test_106_4_burning_tree_emissary_adds_red_and_green_when_it_enters() -> None:
    game = game_with("Burning-Tree Emissary")
    put(game, "Mountain", "A")
    put(game, "Forest", "A")
    put(game, "Burning-Tree Emissary", "A", Zone.HAND, "emissary")
    start(game)
    take(game, CastSpell("A", "emissary"))
    resolve_stack(game)
    assert game.get("emissary").zone is Zone.BATTLEFIELD
    assert str(game.pools["A"]) == "{R}{G}"


def _treasure_made() -> tuple[Game, str]:
    game = game_with("Seize the Spoils")
    for name in ("Mountain", "Mountain", "Mountain"):
        put(game, name, "A")
    put(game, "Seize the Spoils", "A", Zone.HAND, "spoils")
    put(game, "Island", "A", Zone.HAND, "discarded")
    start(game)
    take(game, CastSpell("A", "spoils", discard=("discarded",)))
    resolve_stack(game)
    tokens = [o for o in game.objects.values() if o.is_token and o.zone is Zone.BATTLEFIELD]
    assert len(tokens) == 1
    return game, tokens[0].id


def test_111_10a_seize_the_spoils_creates_a_colorless_treasure_artifact() -> None:
    game, treasure = _treasure_made()
    chars = game.characteristics(treasure)
    assert chars.name == "Treasure Token"
    assert str(chars.type_line) == "Artifact — Treasure"
    assert not chars.colors
    assert [a.render(chars.name) for a in chars.abilities] == [
        "{T}, Sacrifice this token: Add one mana of any color."
    ]


def test_111_10a_a_treasure_is_sacrificed_for_one_mana_of_any_color() -> None:
    game, treasure = _treasure_made()
    take(game, ActivateManaAbility("A", treasure, 1, "U"))
    assert str(game.pools["A"]) == "{U}"
    battlefield = {o.id for o in game.objects.values() if o.zone is Zone.BATTLEFIELD}
    assert treasure not in battlefield


def test_601_2g_a_treasure_pays_for_a_spell_the_lands_cannot() -> None:
    game, treasure = _treasure_made()
    assert game.get(treasure).zone is Zone.BATTLEFIELD
    put(game, "Savannah Lions", "A", Zone.HAND, "lions")
    take(game, CastSpell("A", "lions"))
    resolve_stack(game)
    assert game.get("lions").zone is Zone.BATTLEFIELD
    assert treasure not in game.objects or game.get(treasure).zone is not Zone.BATTLEFIELD


def test_106_1a_manamorphose_adds_two_mana_of_the_colors_chosen_then_draws() -> None:
    game = game_with("Manamorphose")
    put(game, "Mountain", "A")
    put(game, "Mountain", "A")
    put(game, "Manamorphose", "A", Zone.HAND, "morph")
    start(game)
    hand = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"])
    take(game, CastSpell("A", "morph"))
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert len(game.pending.options) == 15  # two of five colors, in any combination
    assert "{U}{B}" in game.pending.options
    take(game, Choose("A", "{U}{B}"))
    assert str(game.pools["A"]) == "{U}{B}"
    after = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"])
    assert after == hand - 1 + 1  # Manamorphose left the hand; a card was drawn after the mana


def test_608_2d_crumbling_vestige_adds_the_color_chosen_when_it_enters() -> None:
    game = game_with("Crumbling Vestige")
    put(game, "Crumbling Vestige", "A", Zone.HAND, "vestige")
    start(game)
    take(game, PlayLand("A", "vestige"))
    pass_priority(game)
    pass_priority(game)
    assert game.get("vestige").tapped  # it enters tapped
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == ("{W}", "{U}", "{B}", "{R}", "{G}")
    assert rejected(game, Choose("A", "{C}")).rule == "106.1a"
    take(game, Choose("A", "{R}"))
    assert str(game.pools["A"]) == "{R}"
