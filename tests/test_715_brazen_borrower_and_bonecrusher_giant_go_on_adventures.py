"""CR 715: adventurer cards compiled from their Oracle text — Brazen Borrower // Petty Theft,
Bonecrusher Giant // Stomp, Hypnotic Sprite // Mesmeric Glare, Picklock Prankster // Free the
Fae. From the hand, the card is cast normally or as its Adventure (715.3); on the stack as an
Adventure it has only the Adventure's characteristics (715.3a-b); resolved, it is exiled and its
controller may cast it from exile, only normally, for as long as it stays there (715.3d);
countered, it goes to its owner's graveyard; elsewhere it has only its normal characteristics
(715.4)."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_priority, pass_until, put, rejected, start

pytestmark = needs_full_database

BORROWER = "Brazen Borrower // Petty Theft"
GIANT = "Bonecrusher Giant // Stomp"
SPRITE = "Hypnotic Sprite // Mesmeric Glare"
PRANKSTER = "Picklock Prankster // Free the Fae"


def _borrower_game() -> Game:
    game = game_with(BORROWER, "Grizzly Bears", "Ornithopter")
    put(game, BORROWER, "A", Zone.HAND, "borrower")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Ornithopter", "A", object_id="thopter")
    put(game, "Forest", "B", object_id="forest")
    lands(game, "Island", 5, "A")
    start(game)
    return game


def test_715_3_the_card_in_hand_is_cast_normally_or_as_its_adventure() -> None:
    game = _borrower_game()
    offered = {(a.face, a.targets) for a in casts(game, "borrower")}
    # Petty Theft: "target nonland permanent an opponent controls" — not A's Ornithopter, not
    # B's Forest.
    assert offered == {(None, ()), ("Petty Theft", ("bears",))}


def test_715_4_in_the_hand_it_has_only_its_normal_characteristics() -> None:
    game = _borrower_game()
    chars = game.characteristics("borrower")
    assert chars.name == "Brazen Borrower"
    assert chars.mana_cost is not None and chars.mana_cost.mana_value() == 3
    assert chars.type_line.has_card_type("Creature")
    assert not chars.type_line.has_card_type("Instant")


def test_715_3b_petty_theft_on_the_stack_has_only_the_adventure_s_characteristics() -> None:
    game = _borrower_game()
    take(game, CastSpell("A", "borrower", ("bears",), face="Petty Theft"))
    chars = game.characteristics("borrower")
    assert chars.name == "Petty Theft"
    assert chars.mana_cost is not None and chars.mana_cost.mana_value() == 2
    assert chars.type_line.has_card_type("Instant")
    assert chars.type_line.has_subtype("Adventure")
    assert not chars.type_line.has_card_type("Creature")
    assert chars.power is None
    islands = [o for o in game.objects.values() if o.zone is Zone.BATTLEFIELD and o.owner == "A"]
    assert sum(o.tapped for o in islands) == 2  # the Adventure's mana cost, {1}{U}


def test_715_3d_petty_theft_resolves_the_card_is_exiled_then_cast_as_the_borrower() -> None:
    game = _borrower_game()
    take(game, CastSpell("A", "borrower", ("bears",), face="Petty Theft"))
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.HAND
    assert game.objects["borrower"].zone is Zone.EXILE
    assert game.characteristics("borrower").name == "Brazen Borrower"  # 715.4
    assert {(a.face, a.targets) for a in casts(game, "borrower")} == {(None, ())}
    refusal = rejected(game, CastSpell("A", "borrower", ("thopter",), face="Petty Theft"))
    assert refusal.rule == "715.3d"
    take(game, CastSpell("A", "borrower"))
    resolve_stack(game)
    assert game.objects["borrower"].zone is Zone.BATTLEFIELD
    chars = game.characteristics("borrower")
    assert (chars.name, chars.power, chars.toughness) == ("Brazen Borrower", 3, 1)


def test_715_3d_the_permission_lasts_as_long_as_the_card_stays_exiled() -> None:
    game = _borrower_game()
    take(game, CastSpell("A", "borrower", ("bears",), face="Petty Theft"))
    resolve_stack(game)
    pass_until(game, Step.UPKEEP, turn=3)  # B's turn: Brazen Borrower has flash
    pass_priority(game)  # B passes: A has priority in B's upkeep
    assert game.active_player == "B" and game.pending is not None and game.pending.player == "A"
    assert [a.face for a in casts(game, "borrower")] == [None]
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)  # A's next turn
    take(game, CastSpell("A", "borrower"))
    resolve_stack(game)
    assert game.objects["borrower"].zone is Zone.BATTLEFIELD


def test_715_3d_a_card_exiled_by_another_effect_can_t_be_cast() -> None:
    game = _borrower_game()
    put(game, BORROWER, "A", Zone.EXILE, "elsewhere")
    assert casts(game, "elsewhere") == []
    assert rejected(game, CastSpell("A", "elsewhere")).rule == "601.2a"


def _giant_game() -> Game:
    game = game_with(GIANT, SPRITE, "Grizzly Bears")
    put(game, GIANT, "A", Zone.HAND, "giant")
    put(game, SPRITE, "B", Zone.HAND, "sprite")
    put(game, "Grizzly Bears", "B", object_id="bears")
    lands(game, "Mountain", 3, "A")
    lands(game, "Island", 3, "B")
    start(game)
    return game


def test_715_3a_stomp_is_cast_at_instant_speed_and_the_giant_only_at_sorcery_speed() -> None:
    game = _giant_game()
    pass_until(game, Step.UPKEEP, turn=3)  # B's turn
    pass_priority(game)  # B passes: A has priority
    assert {a.face for a in casts(game, "giant")} == {"Stomp"}
    take(game, CastSpell("A", "giant", ("B",), face="Stomp"))
    resolve_stack(game)
    assert game.players["B"].life == 18
    assert game.objects["giant"].zone is Zone.EXILE
    pass_priority(game)  # B passes again: A has priority, the stack empty, in B's upkeep
    assert rejected(game, CastSpell("A", "giant")).rule == "117.1a"  # a creature, not now
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    take(game, CastSpell("A", "giant"))
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.characteristics("giant").power == 4


def test_715_3d_a_countered_adventure_goes_to_the_graveyard() -> None:
    game = _giant_game()
    take(game, CastSpell("A", "giant", ("bears",), face="Stomp"))
    pass_priority(game)  # A passes; B may respond
    assert {a.targets for a in casts(game, "sprite") if a.face == "Mesmeric Glare"} == {("giant",)}
    take(game, CastSpell("B", "sprite", ("giant",), face="Mesmeric Glare"))
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.GRAVEYARD  # countered: not exiled
    assert game.characteristics("giant").name == "Bonecrusher Giant"
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    assert casts(game, "giant") == []
    assert game.objects["sprite"].zone is Zone.EXILE  # Mesmeric Glare resolved
    assert [p.player for p in game.permissions] == ["B"]


def test_715_3d_stomp_whose_target_is_gone_goes_to_the_graveyard() -> None:
    game = game_with(GIANT, "Grizzly Bears", "Unsummon")
    put(game, GIANT, "A", Zone.HAND, "giant")
    put(game, "Unsummon", "B", Zone.HAND, "unsummon")
    put(game, "Grizzly Bears", "B", object_id="bears")
    lands(game, "Mountain", 2, "A")
    lands(game, "Island", 1, "B")
    start(game)
    take(game, CastSpell("A", "giant", ("bears",), face="Stomp"))
    pass_priority(game)
    take(game, CastSpell("B", "unsummon", ("bears",)))
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.HAND
    assert game.objects["giant"].zone is Zone.GRAVEYARD  # CR 608.2b: it didn't resolve
    assert game.permissions == []


def test_715_3d_free_the_fae_mills_and_the_prankster_is_cast_from_exile() -> None:
    game = game_with(PRANKSTER, SPRITE, "Lightning Bolt")
    for name, object_id in [
        (SPRITE, "faerie"), ("Lightning Bolt", "bolt"), ("Forest", "forest"),
        ("Grizzly Bears", "bears"),
    ]:  # fmt: skip
        put(game, name, "A", Zone.LIBRARY, object_id)
    put(game, PRANKSTER, "A", Zone.HAND, "prankster")
    lands(game, "Island", 4, "A")
    start(game)
    take(game, CastSpell("A", "prankster", face="Free the Fae"))
    resolve_stack(game)
    # An instant, sorcery or Faerie card among the four milled: the Bolt or the Sprite (a
    # Faerie in the graveyard, with its normal characteristics, 715.4).
    assert game.legal_actions() == [
        Choose("A", "into your hand: Hypnotic Sprite"),
        Choose("A", "into your hand: Lightning Bolt"),
    ]
    take(game, Choose("A", "into your hand: Hypnotic Sprite"))
    assert game.objects["faerie"].zone is Zone.HAND
    assert {game.objects[m].zone for m in ("bolt", "forest", "bears")} == {Zone.GRAVEYARD}
    assert game.objects["prankster"].zone is Zone.EXILE
    take(game, CastSpell("A", "prankster"))
    resolve_stack(game)
    assert game.objects["prankster"].zone is Zone.BATTLEFIELD
    assert game.characteristics("prankster").name == "Picklock Prankster"


def test_715_3d_a_land_adventurer_s_adventure_is_cast_and_the_land_played_from_exile() -> None:
    midgar = "Midgar, City of Mako // Reactor Raid"
    game = game_with(midgar, "Ornithopter")
    put(game, midgar, "A", Zone.HAND, "midgar")
    put(game, "Ornithopter", "A", object_id="thopter")
    lands(game, "Swamp", 3, "A")
    start(game)
    assert {a.face for a in casts(game, "midgar")} == {"Reactor Raid"}  # the land isn't cast
    assert rejected(game, CastSpell("A", "midgar")).rule == "305.9"
    take(game, CastSpell("A", "midgar", face="Reactor Raid"))
    resolve_stack(game)
    assert game.legal_actions() == [
        Choose("A", "sacrifice Ornithopter (thopter)"),
        Choose("A", "don't"),
    ]
    in_hand = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"])
    take(game, Choose("A", "sacrifice Ornithopter (thopter)"))  # sacrificed: A draws two
    resolve_stack(game)
    assert len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"]) == (
        in_hand + 2
    )
    assert game.objects["thopter"].zone is Zone.GRAVEYARD
    assert game.objects["midgar"].zone is Zone.EXILE
    assert casts(game, "midgar") == []
    take(game, PlayLand("A", "midgar"))  # CR 715.3d: "that player may play it"
    assert game.objects["midgar"].zone is Zone.BATTLEFIELD
    assert game.objects["midgar"].tapped  # "enters tapped"
