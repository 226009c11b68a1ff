"""CR 118.8, 601.2b, 601.2h: a choice of additional costs compiled from real Oracle text: the
caster announces which one they pay. Demand Answers ("sacrifice an artifact or discard a card"),
Bitter Triumph ("discard a card or pay 3 life"), Redirect Lightning's "pay 5 life or pay {2}"."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.present.views import action_label
from play_helpers import all_pass, definitions, lands, libraries, put, rejected, start

pytestmark = needs_full_database


def _demand() -> Game:
    game = game_with("Demand Answers")
    put(game, "Demand Answers", "A", Zone.HAND, "demand")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears-card")
    put(game, "Mind Stone", "A", object_id="stone")
    put(game, "Grizzly Bears", "A", object_id="bears")
    lands(game, "Mountain", 2, "A")
    libraries(game)
    start(game)
    return game


def _hand(game: Game, player: str) -> set[str]:
    return {c for c, o in game.objects.items() if o.zone is Zone.HAND and o.owner == player}


def test_601_2b_demand_answers_offers_each_artifact_or_each_other_card() -> None:
    game = _demand()
    offered = {(a.additional, a.sacrifice, a.discard) for a in casts(game, "demand")}
    assert offered == {(1, ("stone",), ()), (2, (), ("bears-card",))}


def test_118_8_demand_answers_sacrificing_the_artifact_draws_two() -> None:
    game = _demand()
    game.apply(CastSpell("A", "demand", additional=1, sacrifice=("stone",)))
    all_pass(game)
    assert game.objects["stone"].zone is Zone.GRAVEYARD
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    assert len(_hand(game, "A")) == 3  # the Grizzly Bears card kept, two drawn


def test_118_8_demand_answers_discarding_keeps_the_artifact() -> None:
    game = _demand()
    game.apply(CastSpell("A", "demand", additional=2, discard=("bears-card",)))
    all_pass(game)
    assert game.objects["bears-card"].zone is Zone.GRAVEYARD
    assert game.objects["stone"].zone is Zone.BATTLEFIELD
    assert len(_hand(game, "A")) == 2


def test_601_2b_the_choice_must_be_announced_and_match_what_is_paid() -> None:
    game = _demand()
    assert rejected(game, CastSpell("A", "demand", sacrifice=("stone",))).rule == "601.2b"
    assert rejected(game, CastSpell("A", "demand", additional=3)).rule == "601.2b"
    assert rejected(game, CastSpell("A", "demand", additional=2, sacrifice=("stone",))).rule
    assert rejected(game, CastSpell("A", "demand", additional=1, sacrifice=("bears",))).rule == (
        "601.2h"
    )


def test_601_2b_bitter_triumph_pays_life_or_discards() -> None:
    game = game_with("Bitter Triumph")
    put(game, "Bitter Triumph", "A", Zone.HAND, "triumph")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears-card")
    lands(game, "Swamp", 2, "A")
    put(game, "Grizzly Bears", "B", object_id="their-bears")
    start(game)
    offered = {(a.additional, a.discard) for a in casts(game, "triumph")}
    assert offered == {(1, ("bears-card",)), (2, ())}
    game.apply(CastSpell("A", "triumph", ("their-bears",), additional=2))
    all_pass(game)
    assert game.players["A"].life == 17
    assert game.objects["their-bears"].zone is Zone.GRAVEYARD
    assert game.objects["bears-card"].zone is Zone.HAND


REDIRECT_LINE = "As an additional cost to cast Divination, pay 5 life or pay {2}.\nDraw two cards."


def test_601_2b_five_life_or_two_more_mana() -> None:
    """Redirect Lightning's line (its other line is not supported yet) on a test card: a
    Divination ({2}{U}) with it."""
    record = {
        "name": "Divination",
        "faces": [{"name": "Divination", "types": ["Sorcery"], "mana_cost": "{2}{U}",
                   "oracle_text": REDIRECT_LINE}],
    }  # fmt: skip
    made = compile_card(record)
    assert made.definition is not None, made.why()
    found = definitions()
    found["Divination"] = made.definition
    game = Game(("A", "B"), definitions=found)
    put(game, "Divination", "A", Zone.HAND, "div")
    lands(game, "Island", 3, "A")
    libraries(game)
    start(game)
    assert {a.additional for a in casts(game, "div")} == {1}  # 3 lands: not {4}{U}
    assert rejected(game, CastSpell("A", "div", additional=2)).rule == "601.2h"
    game.players["A"].life = 4
    game.changed()
    assert casts(game, "div") == []  # CR 119.4: 5 life can't be paid with 4
    game.players["A"].life = 20
    lands(game, "Island", 2, "A", "more")
    game.changed()
    assert {a.additional for a in casts(game, "div")} == {1, 2}
    game.apply(CastSpell("A", "div", additional=2))
    all_pass(game)
    assert game.players["A"].life == 20
    tapped = {
        i for i in game.objects if i.startswith(("island", "more")) and game.objects[i].tapped
    }
    assert tapped == {"island-1", "island-2", "island-3", "more-1", "more-2"}
    assert game.objects["div"].zone is Zone.GRAVEYARD


def test_601_2b_the_life_paid_is_in_the_label() -> None:
    game = game_with("Bitter Triumph")
    put(game, "Bitter Triumph", "A", Zone.HAND, "triumph")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears-card")
    lands(game, "Swamp", 2, "A")
    put(game, "Grizzly Bears", "B", object_id="their-bears")
    start(game)
    labels = sorted(action_label(game, a) for a in casts(game, "triumph"))
    assert labels == [
        "Cast Bitter Triumph → Grizzly Bears, discarding Grizzly Bears",
        "Cast Bitter Triumph → Grizzly Bears, paying 3 life",
    ]
