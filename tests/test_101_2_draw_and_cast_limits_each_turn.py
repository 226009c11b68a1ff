"""Limits over the turn's history (CR 101.2, 601.3), compiled from the Oracle text of the cards
that print them and played with only that line (their other lines are other features):
Narset, Parter of Veils's "Each opponent can't draw more than one card each turn." (121.1) and
Fires of Invention's "You can cast spells only during your turn and you can cast no more than
two spells each turn."."""

from __future__ import annotations

import yaml

from card_data import needs_full_database
from in_play import cast
from mtgrules.cards.build import bundled_database, iter_records
from mtgrules.cards.definitions import CardDefinition, read_definition_text
from mtgrules.cards.oracle.compiler import compile_card, compile_face
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import definitions, lands, pass_priority, pass_until, put, rejected, start


def _with_line(card: str, text: str) -> CardDefinition:
    """``card`` defined by its one compiled line ``text`` (a supported line of its Oracle
    text)."""
    record = next(r for r in iter_records(bundled_database()) if r["name"] == card)
    (face,) = compile_card(record).faces.values()
    assert text in [line.text for line in face.lines if line.supported], face.unsupported
    data = compile_face(card, text).data
    assert data is not None
    return read_definition_text(yaml.safe_dump({"card": card, **data}), "<test>")


NARSET = "Narset, Parter of Veils"
NARSET_LINE = "Each opponent can't draw more than one card each turn."
FIRES = "Fires of Invention"
FIRES_LINE = (
    "You can cast spells only during your turn and you can cast no more than two spells each turn."
)


def _game(card: str, line: str) -> Game:
    return Game(("A", "B"), definitions={**definitions(), card: _with_line(card, line)})


@needs_full_database
def test_121_1_narset_lets_an_opponent_draw_only_their_first_card() -> None:
    game = _game(NARSET, NARSET_LINE)
    put(game, NARSET, "A", object_id="narset")
    put(game, "Divination", "B", Zone.HAND, "divination")
    lands(game, "Island", 3, "B", "B-U")
    start(game, Step.UPKEEP, active="B", turn=3)
    pass_until(game, Step.PRECOMBAT_MAIN)  # the draw step's card
    in_hand = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "B"])
    cast(game, "divination")  # "draw two cards": neither is drawn
    after = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "B"])
    assert after == in_hand - 1  # only Divination left the hand
    assert game.history.cards_drawn("B") == 1


@needs_full_database
def test_121_1_narset_doesnt_limit_its_controller() -> None:
    game = _game(NARSET, NARSET_LINE)
    put(game, NARSET, "A", object_id="narset")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A", "A-U")
    start(game, Step.UPKEEP)
    pass_until(game, Step.PRECOMBAT_MAIN)
    cast(game, "divination")
    assert game.history.cards_drawn("A") == 3


@needs_full_database
def test_601_3_fires_of_invention_two_spells_on_your_turn_only() -> None:
    game = _game(FIRES, FIRES_LINE)
    put(game, FIRES, "A", object_id="fires")
    for i in (1, 2, 3):
        put(game, "Searing Spear", "A", Zone.HAND, f"spear-{i}")
    lands(game, "Mountain", 6, "A", "A-R")
    start(game)
    cast(game, "spear-1", "B")
    cast(game, "spear-2", "B")
    refusal = rejected(game, CastSpell("A", "spear-3", ("B",)))
    assert "no more than two" in str(refusal) or "more than two" in str(refusal)
    assert game.players["B"].life == 14


@needs_full_database
def test_601_3_fires_of_invention_no_spells_in_an_opponents_turn() -> None:
    game = _game(FIRES, FIRES_LINE)
    put(game, FIRES, "A", object_id="fires")
    put(game, "Searing Spear", "A", Zone.HAND, "spear")
    lands(game, "Mountain", 2, "A", "A-R")
    start(game, Step.UPKEEP, active="B", turn=3)
    pass_priority(game)  # B passes: A has priority in B's upkeep
    assert game.pending is not None and game.pending.player == "A"
    refusal = rejected(game, CastSpell("A", "spear", ("B",)))
    assert "only during their turn" in str(refusal)
