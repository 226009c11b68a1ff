"""CR 118.8, 601.2h, 701.21a: "As an additional cost to cast {this}, sacrifice an artifact or
creature." (Fanatical Offering, Reckoner's Bargain, Eviscerator's Insight) compiled from Oracle
text, on a test card (a Divination with that line): any one artifact or creature its caster
controls may be sacrificed, nothing else."""

from __future__ import annotations

from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, definitions, lands, put, rejected, start

TEXT = (
    "As an additional cost to cast Divination, sacrifice an artifact or creature.\nDraw two cards."
)


def _game() -> Game:
    record = {
        "name": "Divination",
        "faces": [{"name": "Divination", "types": ["Sorcery"], "oracle_text": TEXT}],
    }
    compiled = compile_card(record)
    assert compiled.definition is not None, compiled.why()
    found = definitions()
    found["Divination"] = compiled.definition
    game = Game(("A", "B"), definitions=found)
    put(game, "Divination", "A", Zone.HAND, "offering")
    lands(game, "Island", 3, "A")
    put(game, "Mind Stone", "A", object_id="stone", tapped=True)
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Grizzly Bears", "B", object_id="their-bears")
    start(game)
    return game


def test_118_8_an_artifact_or_a_creature_may_be_sacrificed() -> None:
    game = _game()
    offered = {
        a.sacrifice
        for a in game.legal_actions()
        if isinstance(a, CastSpell) and a.card == "offering"
    }
    assert offered == {("stone",), ("bears",)}
    game.apply(CastSpell("A", "offering", sacrifice=("stone",)))
    all_pass(game)
    assert game.objects["stone"].zone is Zone.GRAVEYARD
    hand = [c for c, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A"]
    assert len(hand) == 2


def test_701_21a_a_land_or_an_opponents_creature_cant_be_sacrificed() -> None:
    game = _game()
    assert rejected(game, CastSpell("A", "offering", sacrifice=("island-1",))).rule == "601.2h"
    assert rejected(game, CastSpell("A", "offering", sacrifice=("their-bears",))).rule == "701.21a"
