"""CR 605.3b: a mana ability is activated and done at once, its whole cost paid and everything
it says done, without the stack — Black Lotus and Lotus Petal are sacrificed (701.21a), Ancient
Tomb and the pain lands deal damage to their controller, the horizon lands cost life (119.4);
the payment of a spell uses them only after the sources that cost nothing more (601.2g)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import ActivateManaAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, rejected, start

pytestmark = needs_full_database


def _pool(game: Game, player: str = "A") -> str:
    return str(game.pools[player])


def test_605_3b_black_lotus_is_sacrificed_for_three_mana_of_one_color() -> None:
    game = game_with("Black Lotus")
    put(game, "Black Lotus", "A", object_id="lotus")
    start(game)
    take(game, ActivateManaAbility("A", "lotus", 1, "R"))
    assert _pool(game) == "{R}{R}{R}"
    assert game.get("lotus").zone is Zone.GRAVEYARD
    assert not game.stack
    assert [e.rule for e in game.events if e.event == "sacrifice"] == ["701.21a"]


def test_605_3b_lotus_petal_offers_each_color_once_and_is_gone_after() -> None:
    game = game_with("Lotus Petal")
    put(game, "Lotus Petal", "A", object_id="petal")
    start(game)
    offered = {a.color for a in game.legal_actions() if isinstance(a, ActivateManaAbility)}
    assert offered == {"W", "U", "B", "R", "G"}
    take(game, ActivateManaAbility("A", "petal", 1, "G"))
    assert _pool(game) == "{G}"
    assert game.get("petal").zone is Zone.GRAVEYARD
    refusal = rejected(game, ActivateManaAbility("A", "petal", 1, "G"))
    assert refusal.rule == "605.3a"


def test_601_2g_a_spell_is_paid_with_the_land_before_the_lotus_petal() -> None:
    game = game_with("Lotus Petal")
    put(game, "Lotus Petal", "A", object_id="petal")
    put(game, "Mountain", "A", object_id="mountain")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    start(game)
    take(game, CastSpell("A", "bolt", ("B",)))
    assert game.get("mountain").tapped
    assert game.get("petal").zone is Zone.BATTLEFIELD


def test_601_2g_the_lotus_petal_pays_for_what_the_lands_cannot() -> None:
    game = game_with("Lotus Petal")
    put(game, "Lotus Petal", "A", object_id="petal")
    put(game, "Island", "A", object_id="island")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    start(game)
    take(game, CastSpell("A", "bolt", ("B",)))
    assert game.get("petal").zone is Zone.GRAVEYARD
    assert not game.get("island").tapped
    assert _pool(game) == ""


def test_605_3b_ancient_tomb_adds_two_colorless_and_deals_2_damage_to_you() -> None:
    game = game_with("Ancient Tomb")
    put(game, "Ancient Tomb", "A", object_id="tomb")
    start(game)
    take(game, ActivateManaAbility("A", "tomb", 1, None))
    assert _pool(game) == "{C}{C}"
    assert game.players["A"].life == 18
    assert game.get("tomb").tapped
    assert not game.stack


def test_605_3b_shivan_reef_hurts_only_for_colored_mana() -> None:
    game = game_with("Shivan Reef")
    put(game, "Shivan Reef", "A", object_id="reef")
    start(game)
    offered = {
        (a.index, a.color) for a in game.legal_actions() if isinstance(a, ActivateManaAbility)
    }
    assert offered == {(1, None), (2, "U"), (2, "R")}
    take(game, ActivateManaAbility("A", "reef", 2, "U"))
    assert _pool(game) == "{U}"
    assert game.players["A"].life == 19
    assert rejected(game, ActivateManaAbility("A", "reef", 1, None)).rule == "107.5"


def test_601_2g_a_pain_land_pays_generic_mana_without_damage() -> None:
    game = game_with("Battlefield Forge")
    put(game, "Battlefield Forge", "A", object_id="forge")
    put(game, "Forest", "A", object_id="forest")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears")  # {1}{G}
    start(game)
    take(game, CastSpell("A", "bears"))
    assert game.get("forge").tapped and game.get("forest").tapped
    assert game.players["A"].life == 20  # {1} from its {T}: Add {C}.


def test_601_2g_a_pain_land_hurts_when_its_color_pays() -> None:
    game = game_with("Battlefield Forge")
    put(game, "Battlefield Forge", "A", object_id="forge")
    put(game, "Savannah Lions", "A", Zone.HAND, "lions")  # {W}
    start(game)
    take(game, CastSpell("A", "lions"))
    assert game.get("forge").tapped
    assert game.players["A"].life == 19


def test_119_4_fiery_islet_pays_1_life_for_its_mana() -> None:
    game = game_with("Fiery Islet")
    put(game, "Fiery Islet", "A", object_id="islet")
    start(game)
    take(game, ActivateManaAbility("A", "islet", 1, "R"))
    assert _pool(game) == "{R}"
    assert game.players["A"].life == 19
    assert [e.rule for e in game.events if e.event == "pay life"] == ["119.4"]


def test_119_4_no_life_to_pay_no_mana() -> None:
    game = game_with("Fiery Islet")
    put(game, "Fiery Islet", "A", object_id="islet")
    start(game)
    game.players["A"].life = 0
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateManaAbility)]
    assert rejected(game, ActivateManaAbility("A", "islet", 1, "R")).rule == "119.4"
