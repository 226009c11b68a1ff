"""CR 608.2c-d, 401.4 with real cards compiled from their Oracle text: Collected Company ("Look
at the top six cards of your library. Put up to two creature cards with mana value 3 or less
from among them onto the battlefield. Put the rest on the bottom of your library in any
order.") and Lead the Stampede ("… You may reveal any number of creature cards from among them
and put the revealed cards into your hand. …"): the player picks among the cards of the kind,
then orders the rest on the bottom one card at a time."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from zones_helpers import zones_game

COCO_TOP = ["Grizzly Bears", "Hill Giant", "Savannah Lions", "Island", "Shock", "Elite Vanguard"]


def _choices(game: Game) -> set[str]:
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    return {a.value for a in game.legal_actions() if isinstance(a, Choose)}


def _cast_company() -> Game:
    game = zones_game(
        ["Collected Company"], hand={"coco": "Collected Company"}, mana="GGGG", library=COCO_TOP
    )
    take(game, CastSpell("A", "coco"))
    resolve_stack(game)
    return game


@needs_full_database
def test_608_2d_collected_company_offers_up_to_two_creatures_of_mana_value_3_or_less() -> None:
    game = _cast_company()
    onto = "onto the battlefield: "
    assert _choices(game) == {
        "none",
        onto + "Elite Vanguard",
        onto + "Grizzly Bears",
        onto + "Savannah Lions",
        onto + "Elite Vanguard, Grizzly Bears",
        onto + "Elite Vanguard, Savannah Lions",
        onto + "Grizzly Bears, Savannah Lions",
    }  # Hill Giant's mana value is 4; Island and Shock aren't creatures


@needs_full_database
def test_401_4_collected_company_puts_two_creatures_in_and_the_rest_on_the_bottom() -> None:
    game = _cast_company()
    take(game, Choose("A", "onto the battlefield: Grizzly Bears, Savannah Lions"))
    assert game.objects["a-lib-1"].zone is Zone.BATTLEFIELD
    assert game.objects["a-lib-3"].zone is Zone.BATTLEFIELD
    assert _choices(game) == {
        "next on the bottom: Elite Vanguard",
        "next on the bottom: Hill Giant",
        "next on the bottom: Island",
        "next on the bottom: Shock",
    }
    for name in ("Shock", "Island", "Hill Giant"):
        take(game, Choose("A", f"next on the bottom: {name}"))
    resolve_stack(game)
    assert game.libraries["A"][-4:] == ["a-lib-5", "a-lib-4", "a-lib-2", "a-lib-6"]
    assert game.libraries["A"][0] == "a-lib-7"  # the ten Islands below them are on top now
    assert game.objects["coco"].zone is Zone.GRAVEYARD


@needs_full_database
def test_608_2d_lead_the_stampede_reveals_any_number_of_creature_cards() -> None:
    game = zones_game(
        ["Lead the Stampede"], hand={"lead": "Lead the Stampede"}, mana="GGG",
        library=["Grizzly Bears", "Island", "Hill Giant", "Shock", "Island"],
    )  # fmt: skip
    take(game, CastSpell("A", "lead"))
    resolve_stack(game)
    assert "into your hand: Grizzly Bears, Hill Giant" in _choices(game)
    assert "none" in _choices(game)
    take(game, Choose("A", "into your hand: Grizzly Bears, Hill Giant"))
    assert game.objects["a-lib-1"].zone is Zone.HAND
    assert game.objects["a-lib-3"].zone is Zone.HAND
    assert _choices(game) == {"next on the bottom: Island", "next on the bottom: Shock"}
    take(game, Choose("A", "next on the bottom: Island"))
    take(game, Choose("A", "next on the bottom: Shock"))
    resolve_stack(game)
    assert game.libraries["A"][-3:] == ["a-lib-2", "a-lib-4", "a-lib-5"]
