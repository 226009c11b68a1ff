"""CR 701.20 with real cards compiled from their Oracle text: Delver of Secrets looks at the top
card of its controller's library at their upkeep, and they may reveal it; if an instant or
sorcery card is revealed this way, Delver transforms into Insectile Aberration (701.27a). Dark
Confidant reveals the top card, puts it into its controller's hand, and they lose life equal
to its mana value (202.3). Goblin Guide's attack makes the defending player (508.5) reveal the
top card of their library and put it into their hand only if it's a land card."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import Choose, DeclareAttacker, FinishAttacks
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_until
from zones_helpers import zones_game

DELVER = "Delver of Secrets // Insectile Aberration"


def _upkeep(game: Game) -> None:
    """From A's turn 2: on to A's next upkeep (turn 4), its triggers on the stack."""
    pass_until(game, Step.UPKEEP, turn=4)


def _choices(game: Game) -> set[str]:
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    return {a.value for a in game.legal_actions() if isinstance(a, Choose)}


@needs_full_database
def test_701_20a_delver_reveals_an_instant_and_transforms() -> None:
    game = zones_game([DELVER], cards={"delver": DELVER}, library=["Lightning Bolt"])
    _upkeep(game)
    resolve_stack(game)
    assert _choices(game) == {"reveal Lightning Bolt", "don't reveal"}
    take(game, Choose("A", "reveal Lightning Bolt"))
    resolve_stack(game)
    chars = game.characteristics("delver")
    assert chars.name == "Insectile Aberration"
    assert (chars.power, chars.toughness) == (3, 2)
    assert chars.has_keyword("Flying")
    assert game.libraries["A"][0] == "a-lib-1"  # looking and revealing leave it on top


@needs_full_database
def test_608_2d_delver_s_controller_may_keep_the_instant_hidden() -> None:
    game = zones_game([DELVER], cards={"delver": DELVER}, library=["Lightning Bolt"])
    _upkeep(game)
    resolve_stack(game)
    take(game, Choose("A", "don't reveal"))
    resolve_stack(game)
    assert game.characteristics("delver").name == "Delver of Secrets"


@needs_full_database
def test_701_20a_delver_revealing_a_creature_card_does_not_transform() -> None:
    game = zones_game([DELVER], cards={"delver": DELVER}, library=["Hill Giant"])
    _upkeep(game)
    resolve_stack(game)
    take(game, Choose("A", "reveal Hill Giant"))
    resolve_stack(game)
    assert game.characteristics("delver").name == "Delver of Secrets"
    assert any(e.rule == "701.20a" and "Hill Giant" in e.detail for e in game.events)


@needs_full_database
def test_701_20a_dark_confidant_puts_the_card_into_hand_and_costs_its_mana_value() -> None:
    game = zones_game(["Dark Confidant"], cards={"bob": "Dark Confidant"}, library=["Hill Giant"])
    _upkeep(game)
    resolve_stack(game)
    assert game.objects["a-lib-1"].zone is Zone.HAND
    assert game.players["A"].life == 16  # Hill Giant's mana value: 4


@needs_full_database
def test_202_3_dark_confidant_revealing_a_land_costs_no_life() -> None:
    game = zones_game(["Dark Confidant"], cards={"bob": "Dark Confidant"}, library=["Mountain"])
    _upkeep(game)
    resolve_stack(game)
    assert game.objects["a-lib-1"].zone is Zone.HAND
    assert game.players["A"].life == 20


def _guide_attacks(top: str) -> Game:
    game = zones_game(["Goblin Guide"], cards={"guide": "Goblin Guide"}, their_library=[top])
    pass_until(game, Step.DECLARE_ATTACKERS)
    take(game, DeclareAttacker("A", "guide", "B"))
    take(game, FinishAttacks("A"))
    resolve_stack(game)
    return game


@needs_full_database
def test_508_5_goblin_guide_gives_the_defending_player_a_revealed_land() -> None:
    game = _guide_attacks("Mountain")
    assert game.objects["b-lib-1"].zone is Zone.HAND
    assert game.objects["b-lib-1"].owner == "B"
    assert any(e.rule == "701.20a" and e.detail.startswith("B reveals") for e in game.events)


@needs_full_database
def test_701_20a_goblin_guide_s_revealed_nonland_stays_on_top() -> None:
    game = _guide_attacks("Hill Giant")
    assert game.libraries["B"][0] == "b-lib-1"
    assert game.objects["b-lib-1"].zone is Zone.LIBRARY
    assert any(e.rule == "701.20a" and "Hill Giant" in e.detail for e in game.events)
