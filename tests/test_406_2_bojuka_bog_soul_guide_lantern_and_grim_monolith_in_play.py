"""CR 406.2: Bojuka Bog ("When Bojuka Bog enters, exile target player's graveyard.") and
Soul-Guide Lantern ("{T}, Sacrifice Soul-Guide Lantern: Exile each opponent's graveyard.") exile
whole graveyards; CR 701.26b: Grim Monolith untaps itself for {4}."""

from __future__ import annotations

from in_play import activate, in_zone, take
from instruction_cards import main_phase
from mtgrules.game.actions import ActivateAbility, PlayLand
from mtgrules.game.objects import Zone
from play_helpers import pass_priority

GRAVEYARD = {"g1": "Grizzly Bears", "g2": "Lightning Bolt"}


def test_406_2_bojuka_bog_exiles_the_target_player_s_graveyard() -> None:
    game = main_phase(
        hand={"bog": "Bojuka Bog"}, their_graveyard=GRAVEYARD, graveyard={"mine": "Hill Giant"}
    )
    take(game, PlayLand("A", "bog"))
    assert game.pending is not None
    choice = next(a for a in game.legal_actions() if getattr(a, "targets", None) == ("B",))
    game.apply(choice)
    pass_priority(game)
    pass_priority(game)
    assert sorted(in_zone(game, Zone.EXILE, "B")) == ["g1", "g2"]
    assert game.objects["mine"].zone is Zone.GRAVEYARD
    assert game.objects["bog"].tapped


def test_406_2_soul_guide_lantern_exiles_each_opponent_s_graveyard() -> None:
    game = main_phase(cards={"lantern": "Soul-Guide Lantern"}, their_graveyard=GRAVEYARD,
                      graveyard={"mine": "Hill Giant"})  # fmt: skip
    activate(game, "lantern", 1)
    assert sorted(in_zone(game, Zone.EXILE, "B")) == ["g1", "g2"]
    assert game.objects["mine"].zone is Zone.GRAVEYARD
    assert game.objects["lantern"].zone is Zone.GRAVEYARD


def test_701_26b_grim_monolith_untaps_itself_for_four() -> None:
    game = main_phase(cards={"monolith": "Grim Monolith"}, mana="UUUU")
    game.objects["monolith"].tapped = True  # set-up: it was tapped for mana
    take(game, ActivateAbility("A", "monolith", 2, ()))
    pass_priority(game)
    pass_priority(game)
    assert not game.objects["monolith"].tapped
    assert all(game.objects[f"A-U-{i}"].tapped for i in range(1, 5))
