"""CR 608.2c-d, 300.1, 105.1 with real cards compiled from their Oracle text: Atraxa, Grand
Unifier ("When Atraxa enters, reveal the top ten cards of your library. For each card type, you
may put a card of that type from among the revealed cards into your hand. Put the rest on the
bottom of your library in a random order.") — one card for each card type, a card of two types
counting for one only; and Niv-Mizzet Reborn ("… For each color pair, choose a card that's
exactly those colors from among them. Put the chosen cards into your hand and the rest on the
bottom …") — only cards of exactly two colors are taken."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import all_pass
from zones_helpers import zones_game

ATRAXA = "Atraxa, Grand Unifier"
NIV = "Niv-Mizzet Reborn"
ATRAXA_LIBRARY = [
    "Lightning Bolt",
    "Grizzly Bears",
    "Mind Stone",
    "Forest",
    "Counterspell",
    "Duress",
    "Memnite",
]  # fmt: skip  (then Islands)


def _enters(card: str, names: list[str], mana: str, library: list[str]) -> Game:
    game = zones_game([card, *names], hand={"it": card}, mana=mana, library=library)
    take(game, CastSpell("A", "it"))
    all_pass(game)
    resolve_stack(game)
    return game


def _choose(game: Game, value: str) -> None:
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    take(game, Choose("A", value))


@needs_full_database
def test_608_2c_atraxa_takes_one_card_of_each_card_type() -> None:
    game = _enters(ATRAXA, ["Mind Stone", "Memnite", "Duress"], "WUBGUUU", ATRAXA_LIBRARY)
    assert game.pending is not None
    assert game.pending.options == ("no artifact", "artifact: Memnite", "artifact: Mind Stone")
    _choose(game, "artifact: Memnite")
    assert game.pending.options == ("no creature", "creature: Grizzly Bears")  # Memnite is taken
    _choose(game, "creature: Grizzly Bears")
    assert game.pending.options == (
        "no instant", "instant: Counterspell", "instant: Lightning Bolt",
    )  # fmt: skip
    _choose(game, "instant: Counterspell")
    assert game.pending.options == ("no land", "land: Forest", "land: Island")
    _choose(game, "land: Island")
    assert game.pending.options == ("no sorcery", "sorcery: Duress")
    _choose(game, "no sorcery")
    resolve_stack(game)
    hand = sorted(game.characteristics(i).name for i, o in game.objects.items()
                  if o.zone is Zone.HAND and o.owner == "A")  # fmt: skip
    assert hand == ["Counterspell", "Grizzly Bears", "Island", "Memnite"]
    assert game.libraries["A"][0] == "a-lib-11"  # the eleventh card was not revealed
    assert len(game.libraries["A"]) == 13
    rest = ["a-lib-1", "a-lib-3", "a-lib-4", "a-lib-6", "a-lib-8", "a-lib-9"]  # a-lib-10: taken
    assert sorted(game.libraries["A"][-6:]) == rest


@needs_full_database
def test_608_2d_niv_mizzet_reborn_takes_only_cards_of_exactly_two_colors() -> None:
    library = ["Izzet Charm", "Lightning Bolt", "Electrolyze", "Azorius Charm", "Kolaghan's Command",
               "Esper Charm"]  # fmt: skip
    game = _enters(NIV, [], "WUBRG", library)  # the revealed cards are not played
    assert game.pending is not None
    assert game.pending.options == ("blue and red: Electrolyze", "blue and red: Izzet Charm")
    _choose(game, "blue and red: Izzet Charm")
    resolve_stack(game)
    hand = sorted(game.characteristics(i).name for i, o in game.objects.items()
                  if o.zone is Zone.HAND and o.owner == "A")  # fmt: skip
    assert hand == ["Azorius Charm", "Izzet Charm", "Kolaghan's Command"]
    assert game.objects["a-lib-2"].zone is Zone.LIBRARY  # one color: not a pair
    assert game.objects["a-lib-6"].zone is Zone.LIBRARY  # three colors: not a pair
    assert game.libraries["A"][0] == "a-lib-11"
    assert len(game.libraries["A"]) == 13
