"""Drawing (CR 121.1: from the top of the library; 121.4 and 704.5b: from an empty one, the
player loses), gaining and losing life (119.3), discarding (701.9b: the player chooses which
cards, before anyone gets priority) and sacrificing as a cost (701.21, 602.2) — the core-set
cards that do them, cast and activated in play."""

from __future__ import annotations

from in_play import activate, cast, in_zone, main_phase, take, zone
from mtgrules.game.actions import ActivateAbility, CastSpell, Discard
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority


def test_121_1_divination_draws_the_top_two_cards() -> None:
    game = main_phase(hand={"divination": "Divination"}, mana="UUU")
    top = game.libraries["A"][:2]
    cast(game, "divination")
    assert sorted(in_zone(game, Zone.HAND, "A")) == sorted(top)
    assert len(game.libraries["A"]) == 8


def test_119_3_night_s_whisper_you_draw_two_and_lose_two_life() -> None:
    game = main_phase(hand={"whisper": "Night's Whisper"}, mana="BB")
    cast(game, "whisper")
    assert (len(in_zone(game, Zone.HAND, "A")), game.players["A"].life) == (2, 18)


def test_115_sign_in_blood_makes_the_target_player_draw_and_lose_life() -> None:
    game = main_phase(hand={"sign": "Sign in Blood"}, mana="BB")
    cast(game, "sign", "B")
    assert (len(in_zone(game, Zone.HAND, "B")), game.players["B"].life) == (2, 18)
    assert (len(in_zone(game, Zone.HAND, "A")), game.players["A"].life) == (0, 20)


def test_704_5b_sign_in_blood_on_a_player_with_one_card_left_makes_them_lose() -> None:
    game = main_phase(hand={"sign": "Sign in Blood"}, mana="BB")
    for card in game.libraries["B"][1:]:
        game.move(card, Zone.EXILE)  # set-up: B has one card left
    cast(game, "sign", "B")
    assert game.over
    assert (game.winner, game.players["B"].life) == ("A", 18)
    assert any(e.rule == "704.5b" for e in game.events)


def test_701_9b_mind_rot_the_target_player_chooses_two_cards_to_discard() -> None:
    game = main_phase(
        hand={"rot": "Mind Rot"},
        mana="BBB",
        their_hand={"bolt": "Lightning Bolt", "bears": "Grizzly Bears", "angel": "Serra Angel"},
    )
    take(game, CastSpell("A", "rot", ("B",)))
    pass_priority(game)
    pass_priority(game)  # Mind Rot resolves: B must choose
    assert (game.pending.kind, game.pending.player) == (DecisionKind.DISCARD, "B")
    assert set(game.legal_actions()) == {
        Discard("B", "angel"),
        Discard("B", "bears"),
        Discard("B", "bolt"),
    }
    take(game, Discard("B", "angel"))
    assert (game.pending.kind, game.pending.player) == (DecisionKind.DISCARD, "B")
    take(game, Discard("B", "bears"))
    assert (game.pending.kind, game.pending.player) == (DecisionKind.PRIORITY, "A")
    assert in_zone(game, Zone.HAND, "B") == ["bolt"]
    assert (zone(game, "angel"), zone(game, "bears"), zone(game, "rot")) == (
        Zone.GRAVEYARD,
        Zone.GRAVEYARD,
        Zone.GRAVEYARD,
    )


def test_701_9b_mind_rot_with_two_cards_or_fewer_in_hand_there_is_nothing_to_choose() -> None:
    game = main_phase(hand={"rot": "Mind Rot"}, mana="BBB", their_hand={"bolt": "Lightning Bolt"})
    cast(game, "rot", "B")
    assert (game.pending.kind, game.pending.player) == (DecisionKind.PRIORITY, "A")
    assert zone(game, "bolt") is Zone.GRAVEYARD


def test_701_9b_a_copy_of_the_game_waits_for_the_same_discard_choice() -> None:
    game = main_phase(
        hand={"rot": "Mind Rot"},
        mana="BBB",
        their_hand={"bolt": "Lightning Bolt", "bears": "Grizzly Bears", "angel": "Serra Angel"},
    )
    cast(game, "rot", "B")
    twin = game.copy()
    assert (twin.pending.kind, twin.pending.player, twin.state_hash()) == (
        DecisionKind.DISCARD,
        "B",
        game.state_hash(),
    )
    take(twin, Discard("B", "bolt"))
    take(twin, Discard("B", "bears"))
    assert twin.pending.kind is DecisionKind.PRIORITY
    assert (game.pending.kind, zone(game, "bolt")) == (DecisionKind.DISCARD, Zone.HAND)


def test_119_3_angel_s_mercy_and_revitalize() -> None:
    game = main_phase(hand={"mercy": "Angel's Mercy", "revitalize": "Revitalize"}, mana="WWWWWW")
    cast(game, "mercy")
    cast(game, "revitalize")
    assert (game.players["A"].life, len(in_zone(game, Zone.HAND, "A"))) == (30, 1)


def test_602_2_brindle_boar_is_sacrificed_as_its_cost() -> None:
    game = main_phase({"boar": "Brindle Boar"})
    take(game, ActivateAbility("A", "boar", 1))
    assert zone(game, "boar") is Zone.GRAVEYARD  # paid before it resolves (602.2h)
    assert game.players["A"].life == 20
    pass_priority(game)
    pass_priority(game)
    assert game.players["A"].life == 24


def test_106_mind_stone_s_colorless_mana_pays_a_generic_cost() -> None:
    game = main_phase({"stone": "Mind Stone"}, hand={"bears": "Grizzly Bears"}, mana="G")
    cast(game, "bears")
    assert (zone(game, "bears"), game.objects["stone"].tapped) == (Zone.BATTLEFIELD, True)


def test_602_2_mind_stone_is_tapped_and_sacrificed_to_draw_a_card() -> None:
    game = main_phase({"stone": "Mind Stone"}, mana="U")
    activate(game, "stone", 2)  # {1} from the Island, {T} and the sacrifice from the Stone
    assert zone(game, "stone") is Zone.GRAVEYARD
    assert (len(in_zone(game, Zone.HAND, "A")), game.objects["A-U-1"].tapped) == (1, True)
