"""CR 106.6: "Spend this mana only to …" compiled from real cards and carried out: the
restriction rides on the mana in its controller's pool, and a payment spends it only on what it
allows — Mishra's Workshop's mana pays for artifact spells and nothing else, Cavern of Souls'
colored mana only for a creature spell of the type chosen as it entered, and that spell can't be
countered (101.2), Smokebraider's mana also for abilities of Elementals."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, ActivateManaAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _casts(game: Game) -> set[str]:
    return {a.card for a in game.legal_actions() if isinstance(a, CastSpell)}


def _workshop(*hand: str) -> Game:
    game = game_with("Mishra's Workshop")
    put(game, "Mishra's Workshop", "A", object_id="workshop")
    put(game, "Forest", "A", object_id="forest")
    for name in hand:
        put(game, name, "A", Zone.HAND, name.lower().replace(" ", "-"))
    return start(game)


def test_106_6_mishras_workshop_pays_for_an_artifact_spell() -> None:
    game = _workshop("Palladium Myr", "Grizzly Bears")
    assert _casts(game) == {"palladium-myr"}  # {3}: the Workshop's three; not the Bears' {1}
    take(game, CastSpell("A", "palladium-myr"))
    assert game.get("workshop").tapped and not game.get("forest").tapped


def test_106_6_workshop_mana_in_the_pool_cant_pay_for_a_creature_spell() -> None:
    game = _workshop("Grizzly Bears", "Mind Stone")
    take(game, ActivateManaAbility("A", "workshop", 1, None))
    assert str(game.pools["A"]) == "{C}{C}{C}"
    assert _casts(game) == {"mind-stone"}
    take(game, CastSpell("A", "mind-stone"))
    assert str(game.pools["A"]) == "{C}"
    assert not game.get("forest").tapped


def test_106_6_workshop_mana_cant_pay_for_an_activated_ability() -> None:
    game = _workshop()
    put(game, "Mind Stone", "A", object_id="stone")  # {1}, {T}, Sacrifice: Draw a card
    game.changed()
    game.get("forest").tapped = True
    take(game, ActivateManaAbility("A", "workshop", 1, None))
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())


def _cavern(counter: bool = True) -> Game:
    game = game_with("Cavern of Souls", "Counterspell", "Raging Goblin")
    put(game, "Cavern of Souls", "A", object_id="cavern")
    game.get("cavern").choices["creature_type"] = "Goblin"
    put(game, "Raging Goblin", "A", Zone.HAND, "goblin")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears")
    put(game, "Forest", "A", object_id="forest")
    if counter:
        put(game, "Counterspell", "B", Zone.HAND, "counterspell")
        lands(game, "Island", 2, "B", "b-island")
    return start(game)


def test_106_6_cavern_of_souls_a_goblin_cast_with_its_mana_cant_be_countered() -> None:
    game = _cavern()
    take(game, ActivateManaAbility("A", "cavern", 2, "R"))
    take(game, CastSpell("A", "goblin"))
    assert str(game.pools["A"]) == ""
    pass_priority(game)
    take(game, CastSpell("B", "counterspell", ("goblin",)))
    resolve_stack(game)
    assert game.get("goblin").zone is Zone.BATTLEFIELD
    assert game.get("counterspell").zone is Zone.GRAVEYARD
    assert any(e.rule == "101.2" and "can't be countered" in e.detail for e in game.events)


def test_106_6_cavern_mana_is_not_for_a_creature_of_another_type() -> None:
    game = _cavern(counter=False)
    take(game, ActivateManaAbility("A", "cavern", 2, "G"))
    assert "bears" not in _casts(game)  # {1}{G}: the Forest pays {G}, the {G} here can't pay {1}
    assert "goblin" not in _casts(game)  # a Goblin, but {R}: the Cavern's mana is green


def test_106_6_cavern_colorless_mana_has_no_restriction() -> None:
    game = _cavern(counter=False)
    take(game, ActivateManaAbility("A", "cavern", 1, None))
    take(game, CastSpell("A", "bears"))
    assert game.get("bears").zone is Zone.STACK


def test_106_6_a_goblin_paid_for_by_another_land_can_be_countered() -> None:
    game = _cavern()
    put(game, "Mountain", "A", object_id="mountain")
    game.changed()
    game.get("cavern").tapped = True
    take(game, CastSpell("A", "goblin"))
    pass_priority(game)
    take(game, CastSpell("B", "counterspell", ("goblin",)))
    resolve_stack(game)
    assert game.get("goblin").zone is Zone.GRAVEYARD


def test_106_6_smokebraider_pays_an_elementals_ability_not_a_bear() -> None:
    game = game_with("Smokebraider", "Igneous Cur")
    put(game, "Smokebraider", "A", object_id="smokebraider")
    put(game, "Igneous Cur", "A", object_id="cur")  # {1}{R}: +2/+0
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears")
    start(game)
    assert "bears" not in _casts(game)
    take(game, ActivateAbility("A", "cur", 1))
    assert game.get("smokebraider").tapped
