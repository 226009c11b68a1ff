"""CR 604, 613.11: static abilities of real permanents compiled from their Oracle text, as
rules-changing effects the game carries out: Reliquary Tower ("You have no maximum hand size.",
402.2, 514.1), Cloud Elemental ("can block only creatures with flying", 509.1b), "Players can't
gain life." (119.7), and Castle Vantress entering tapped unless its controller controls an
Island (614.1c)."""

from __future__ import annotations

import pytest

from card_data import needs_full_database
from compiled_cards import compiled, game_with
from in_play import blocks_offered, declare_attackers, take
from mtgrules.cards.definitions import CardDefinition
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import DeclareBlocker, FinishBlocks, PassPriority, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game, IllegalAction
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import definitions, pass_until, put, start

pytestmark = needs_full_database


def _to_cleanup(game: Game) -> None:
    for index in range(9):
        put(game, "Island", "A", Zone.HAND, f"card-{index}")
    start(game)
    pass_until(game, Step.END)
    while (
        game.pending is not None and game.pending.kind is DecisionKind.PRIORITY and game.turn == 2
    ):
        take(game, PassPriority(game.pending.player))


def test_514_1_without_reliquary_tower_a_player_discards_down_to_seven() -> None:
    game = game_with("Reliquary Tower")
    _to_cleanup(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.DISCARD
    assert (game.pending.player, game.pending.count) == ("A", 2)


def test_402_2_reliquary_tower_its_controller_has_no_maximum_hand_size() -> None:
    game = game_with("Reliquary Tower")
    put(game, "Reliquary Tower", "A", object_id="tower")
    _to_cleanup(game)
    assert game.turn == 3 and game.active_player == "B"
    assert sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A") == 9


def test_402_2_an_opponents_reliquary_tower_doesnt_lift_your_maximum() -> None:
    game = game_with("Reliquary Tower")
    put(game, "Reliquary Tower", "B", object_id="tower")
    _to_cleanup(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.DISCARD


def test_509_1b_cloud_elemental_can_block_only_creatures_with_flying() -> None:
    game = game_with("Cloud Elemental")
    put(game, "Cloud Elemental", "B", object_id="borrower")
    put(game, "Wind Drake", "A", object_id="drake")
    put(game, "Savannah Lions", "A", object_id="lions")
    start(game)
    declare_attackers(game, "drake", "lions")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == {("borrower", "drake")}
    with pytest.raises(IllegalAction, match="can block only creatures with flying"):
        game.check(DeclareBlocker("B", "borrower", "lions"))


def test_614_1c_castle_vantress_enters_tapped_unless_you_control_an_island() -> None:
    for island, tapped in ((True, False), (False, True)):
        game = game_with("Castle Vantress")
        if island:
            put(game, "Island", "A", object_id="island")
        put(game, "Castle Vantress", "A", Zone.HAND, "castle")
        start(game)
        take(game, PlayLand("A", "castle"))
        assert game.objects["castle"].tapped is tapped


def test_119_7_players_cant_gain_life_stops_lifelink_and_life_gain_triggers() -> None:
    # The one line of Sunspine Lynx the game reads, on a card of its own here.
    record = {
        "name": "Sunspine Lynx",
        "faces": [
            {
                "name": "Sunspine Lynx",
                "types": ["Creature"],
                "mana_cost": "{2}{R}{R}",
                "power": "5",
                "toughness": "4",
                "oracle_text": "Players can't gain life.",
            }
        ],
    }
    lynx = compile_card(record).definition
    assert lynx is not None
    game = Game(
        ("A", "B"),
        definitions={**definitions(), **compiled("Ajani's Pridemate"), "Sunspine Lynx": lynx},
    )
    put(game, "Sunspine Lynx", "B", object_id="lynx")
    put(game, "Ajani's Pridemate", "A", object_id="pridemate")
    put(game, "Child of Night", "A", object_id="child")
    start(game)
    declare_attackers(game, "child")
    pass_until(game, Step.END_OF_COMBAT)
    assert (game.players["A"].life, game.players["B"].life) == (20, 18)
    assert game.objects["pridemate"].counters.get("+1/+1", 0) == 0


def test_702_threshold_nimble_mongoose_counts_only_its_controllers_graveyard() -> None:
    game = game_with("Nimble Mongoose")
    put(game, "Nimble Mongoose", "A", object_id="mongoose")
    for index in range(6):
        put(game, "Island", "A", Zone.GRAVEYARD, f"mine-{index}")
        put(game, "Island", "B", Zone.GRAVEYARD, f"theirs-{index}")
    start(game)
    chars = game.characteristics("mongoose")
    assert (chars.power, chars.toughness) == (1, 1)
    put(game, "Island", "A", Zone.GRAVEYARD, "seventh")
    game.changed()
    chars = game.characteristics("mongoose")
    assert (chars.power, chars.toughness) == (3, 3)


def _one_line(name: str, types: list[str], text: str, **printed: str) -> CardDefinition:
    """A definition of ``name`` compiled from one line of its Oracle text (the line the test
    is about, when another line of the card isn't supported)."""
    face = {"name": name, "types": types, "oracle_text": text, **printed}
    definition = compile_card({"name": name, "faces": [face]}).definition
    assert definition is not None
    return definition


def test_509_1b_troll_of_khazad_dum_cant_be_blocked_except_by_three_or_more() -> None:
    troll = _one_line(
        "Troll of Khazad-dum",
        ["Creature"],
        "Troll of Khazad-dum can't be blocked except by three or more creatures.",
    )
    game = Game(("A", "B"), definitions={**definitions(), troll.card: troll})
    put(game, "Troll of Khazad-dum", "A", object_id="troll")
    for index in range(3):
        put(game, "Savannah Lions", "B", object_id=f"lions-{index}")
    start(game)
    declare_attackers(game, "troll")
    pass_until(game, Step.DECLARE_BLOCKERS)
    take(game, DeclareBlocker("B", "lions-0", "troll"))
    take(game, DeclareBlocker("B", "lions-1", "troll"))
    assert FinishBlocks("B") not in game.legal_actions()
    with pytest.raises(IllegalAction, match="by 3 or more") as refused:
        game.check(FinishBlocks("B"))
    assert refused.value.rule == "509.1b"
    take(game, DeclareBlocker("B", "lions-2", "troll"))
    take(game, FinishBlocks("B"))
    assert game.combat.blocked == {"troll"}


def test_614_1c_turbulent_moor_enters_untapped_only_if_opponents_control_eight_lands() -> None:
    for their_lands, tapped in ((8, False), (7, True)):
        game = game_with("Turbulent Moor")
        for index in range(their_lands):
            put(game, "Swamp", "B", object_id=f"their-swamp-{index}")
        for index in range(3):
            put(game, "Swamp", "A", object_id=f"my-swamp-{index}")  # A's own don't count
        put(game, "Turbulent Moor", "A", Zone.HAND, "moor")
        start(game)
        take(game, PlayLand("A", "moor"))
        assert game.objects["moor"].tapped is tapped
