"""CR 108.1: a card does what its Oracle text says, so the engine says, card by card and face by
face, how much of that text it plays: supported, partial (with the exact Oracle text it leaves out
and why) or unsupported (no definition). Decks with such cards are refused unless allowed, and
explanations flag every object whose card isn't fully played."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from card_data import needs_full_database, needs_shared_decks
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import read_definition_text
from mtgrules.cards.support import (
    NO_ABILITY,
    NO_DEFINITION,
    CardSupport,
    FaceSupport,
    Gap,
    Status,
    UnsupportedCards,
    definition_for,
    known_definitions,
    oracle_units,
    support,
)
from mtgrules.game.decks import read_decklist
from mtgrules.game.state import Game
from mtgrules.scenario.explain import explain_data
from mtgrules.scenario.run import load_scenario_text

ROOT = Path(__file__).resolve().parent.parent
DB = bundled_database()
PONDER_TEXT = (
    "Look at the top three cards of your library, then put them back in any order. "
    "You may shuffle.\nDraw a card."
)
PONDER = {
    "name": "Ponder",
    "mana_cost": "{U}",
    "types": ["Sorcery"],
    "colors": ["U"],
    "oracle_text": PONDER_TEXT,
}
WITH_PONDER = DB.with_cards([PONDER])
SHAHRAZAD = {
    "name": "Shahrazad",
    "mana_cost": "{W}{W}",
    "types": ["Sorcery"],
    "colors": ["W"],
    "oracle_text": (
        "Players play a Magic subgame, using their libraries as their decks. Each player who "
        "doesn't win the subgame loses half their life, rounded up."
    ),
}
WITH_SHAHRAZAD = DB.with_cards([SHAHRAZAD])
"""A card whose first line the compiler can't read yet (so no definition, compiled or not)."""


def test_oracle_text_is_cut_into_abilities_keywords_and_modes() -> None:
    assert oracle_units("Flying, first strike (It deals combat damage first.)\nLifelink") == [
        "Flying",
        "first strike",
        "Lifelink",
    ]
    assert oracle_units("Choose one —\n• Draw a card.\n• Gain 2 life.") == [
        "Choose one —\n• Draw a card.\n• Gain 2 life."
    ]
    assert oracle_units("({T}: Add {G}.)") == []


def test_a_card_without_a_definition_is_unsupported_sentence_by_sentence() -> None:
    found = support(WITH_PONDER.card("Ponder"), None)
    assert found == CardSupport(
        "Ponder",
        Status.UNSUPPORTED,
        (
            FaceSupport(
                "Ponder",
                Status.UNSUPPORTED,
                (
                    Gap(
                        "Look at the top three cards of your library, then put them back in any "
                        "order. You may shuffle.",
                        NO_DEFINITION,
                    ),
                    Gap("Draw a card.", NO_DEFINITION),
                ),
            ),
        ),
    )


def test_a_face_with_no_rules_text_needs_no_definition() -> None:
    bears = CardDatabase.from_records([{"name": "Vanilla", "types": ["Creature"]}])
    assert support(bears.card("Vanilla"), None).status is Status.SUPPORTED
    forest = DB.card("Forest")
    assert support(forest, None).status is Status.SUPPORTED  # its text is reminder text


def test_every_ability_defined_and_implemented_is_supported() -> None:
    for name in ("Blood Moon", "Serra Angel", "Lightning Bolt", "Fire // Ice", "Clone"):
        assert support(DB.card(name), definition_for(name)).supported, name


def test_702_86_annihilator_is_carried_out_an_undefined_extra_turn_leaves_emrakul_partial() -> None:
    found = support(DB.card("Emrakul, the Aeons Torn"), definition_for("Emrakul, the Aeons Torn"))
    assert found.status is Status.PARTIAL
    assert [(gap.text, gap.reason) for gap in found.gaps] == [
        ("When you cast this spell, take an extra turn after this one.",
         "nothing is defined for it to do"),
    ]  # fmt: skip


def test_701_23_a_search_and_its_shuffle_are_carried_out_so_kodama_s_reach_is_supported() -> None:
    found = support(DB.card("Kodama's Reach"), definition_for("Kodama's Reach"))
    assert (found.status, found.gaps) == (Status.SUPPORTED, ())


def test_returning_a_card_to_the_library_is_not_carried_out_so_academy_ruins_is_partial() -> None:
    found = support(DB.card("Academy Ruins"), definition_for("Academy Ruins"))
    assert found.gaps == (
        Gap(
            "{1}{U}, {T}: Put target artifact card from your graveyard on top of your library.",
            "returning a card to library is not carried out yet",
        ),
    )


def test_each_face_has_its_own_status() -> None:
    name = "Akki Lavarunner // Tok-Tok, Volcano Born"
    found = support(DB.card(name), definition_for(name))
    assert [(face.face, face.status) for face in found.faces] == [
        ("Akki Lavarunner", Status.SUPPORTED),
        ("Tok-Tok, Volcano Born", Status.PARTIAL),
    ]
    assert found.status is Status.PARTIAL
    assert found.faces[1].gaps[0].reason.startswith("no effect is defined for it")


def test_text_the_definition_leaves_out_is_named_exactly() -> None:
    definition = read_definition_text("card: Serra Angel\nabilities:\n  - Flying\n")
    found = support(DB.card("Serra Angel"), definition)
    assert found.status is Status.PARTIAL
    assert found.gaps == (Gap("vigilance", NO_ABILITY),)
    assert found.describe() == "Serra Angel: partial: 'vigilance' (" + NO_ABILITY + ")"


def test_a_trigger_the_game_doesn_t_recognise_is_partial() -> None:
    card = CardDatabase.from_records(
        [{"name": "Odd Watcher", "types": ["Creature"],
          "oracle_text": "Whenever a player sneezes, draw a card."}]
    ).card("Odd Watcher")  # fmt: skip
    definition = read_definition_text(
        "card: Odd Watcher\nabilities:\n"
        "  - triggered: Whenever a player sneezes, draw a card.\n"
        "    trigger: Whenever a player sneezes\n    do: [{draw: 1}]\n"
    )
    [gap] = support(card, definition).gaps
    assert gap.reason == "its trigger condition isn't one the game recognises, so it never triggers"


def test_106_1_a_mana_ability_the_game_cant_read_is_partial() -> None:
    card = CardDatabase.from_records(
        [{"name": "Odd Stone", "types": ["Artifact"],
          "oracle_text": "{T}: Add one mana of any color among artifacts you control."}]
    ).card("Odd Stone")  # fmt: skip
    definition = read_definition_text(
        "card: Odd Stone\nabilities:\n"
        "  - mana: '{T}: Add one mana of any color among artifacts you control.'\n"
        "    cost: '{T}'\n"
    )
    [gap] = support(card, definition).gaps
    assert gap.reason == "the mana it adds isn't written in a way the game reads (CR 106.1)"
    stone = read_definition_text(
        "card: Odd Stone\nabilities:\n  - mana: '{T}: Add {C}.'\n    cost: '{T}'\n"
    )
    plain = CardDatabase.from_records(
        [{"name": "Odd Stone", "types": ["Artifact"], "oracle_text": "{T}: Add {C}."}]
    ).card("Odd Stone")
    assert support(plain, stone).supported


# -- decks ---------------------------------------------------------------------------------------


def test_from_decks_refuses_a_deck_of_shahrazad_naming_the_card_and_its_text() -> None:
    with pytest.raises(UnsupportedCards) as raised:
        Game.from_decks({"A": ["Shahrazad"] * 4 + ["Forest"] * 56, "B": ["Island"] * 60},
                        database=WITH_SHAHRAZAD)  # fmt: skip
    [found] = raised.value.cards
    assert found.card == "Shahrazad" and found.status is Status.UNSUPPORTED
    said = str(raised.value)
    assert 'Shahrazad: unsupported, no definition: "Players play a Magic subgame' in said
    assert "--allow-unsupported" in str(raised.value)


def test_from_decks_plays_them_when_allowed() -> None:
    game = Game.from_decks(
        {"A": ["Shahrazad"] * 4 + ["Forest"] * 56, "B": ["Island"] * 60},
        database=WITH_SHAHRAZAD,
        allow_unsupported=True,
    )
    assert (
        sum(o.card is not None and o.card.name == "Shahrazad" for o in game.objects.values()) == 4
    )


def test_from_decks_refuses_a_partly_supported_hand_defined_card() -> None:
    with pytest.raises(UnsupportedCards) as raised:
        Game.from_decks([["Academy Ruins"] * 4 + ["Forest"] * 56, ["Forest"] * 60])
    assert [card.card for card in raised.value.cards] == ["Academy Ruins"]
    assert "returning a card to library is not carried out yet" in str(raised.value)


@pytest.mark.parametrize("deck", sorted((ROOT / "examples" / "decks").glob("*.txt")))
def test_the_example_decks_are_fully_supported(deck: Path) -> None:
    variants = ["bond"] if deck.name.startswith("bond-") else []
    decklist = read_decklist(deck, variants=variants)
    Game.from_decks([decklist, decklist])  # not refused


def cli(*arguments: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mtgrules.cli", *arguments],
        capture_output=True, text=True, cwd=cwd, env=dict(os.environ),
    )  # fmt: skip


def test_simulate_refuses_a_partly_supported_deck_and_names_it(tmp_path: Path) -> None:
    deck = tmp_path / "ruins.txt"
    deck.write_text("4 Academy Ruins\n56 Forest\n", encoding="utf-8")
    refused = cli("simulate", str(deck), str(deck), "-n", "1")
    assert refused.returncode == 2
    assert "Academy Ruins: partial: '{1}{U}, {T}: Put target artifact card" in refused.stderr
    allowed = cli(
        "simulate", str(deck), str(deck), "-n", "1", "--max-actions", "300",
        "--allow-unsupported", "--out", str(tmp_path / "games.jsonl"),
    )  # fmt: skip
    assert allowed.returncode == 0, allowed.stderr
    assert "unsupported in ruins (A): Academy Ruins: partial" in " ".join(allowed.stdout.split())
    [line] = (tmp_path / "games.jsonl").read_text(encoding="utf-8").splitlines()
    assert json.loads(line)["unsupported"] == {"A": ["Academy Ruins"], "B": ["Academy Ruins"]}


def test_coverage_json_per_deck(tmp_path: Path) -> None:
    deck = tmp_path / "ruins.txt"
    deck.write_text("4 Academy Ruins\n56 Forest\n", encoding="utf-8")
    good = ROOT / "examples" / "decks" / "red-green-aggro.txt"
    printed = cli("coverage", str(deck), str(good), "--json")
    assert printed.returncode == 1
    data = json.loads(printed.stdout)
    assert [(d["path"], d["supported"], d["missing"]) for d in data["decks"]] == [
        (str(deck), False, ["Academy Ruins"]),
        (str(good), True, []),
    ]
    cards = data["database"]["cards"]
    assert sum(cards.values()) == len(DB)
    assert cards["partial"] == sum(
        not support(DB.card(name), d).supported and d is not None
        for name, d in known_definitions().items()
        if name in DB
    )


@needs_full_database
@needs_shared_decks
def test_coverage_reads_every_shared_decklist() -> None:
    from card_data import SHARED

    assert SHARED is not None
    decks = sorted((SHARED / "decks").glob("*.txt"))
    assert len(decks) == 110
    printed = cli("coverage", "--json", *map(str, decks))
    data = json.loads(printed.stdout)
    assert len(data["decks"]) == 110
    assert all(d["missing"] for d in data["decks"] if not d["supported"])


# -- explanations --------------------------------------------------------------------------------


def test_explain_json_flags_an_object_whose_card_isnt_played() -> None:
    scenario = load_scenario_text(
        "cards:\n"
        "  - card: Odd Charm\n    type_line: Instant\n    mana_cost: '{U}'\n"
        "    text: Search your library for a card. Then shuffle.\n"
        "    abilities:\n      - spell: Search your library for a card.\n"
        "        do: [{search: {types: Land}}]\n"
        "battlefield:\n  - {card: Blood Moon, id: moon, controller: A}\n"
        "hand: {A: [{card: Odd Charm, id: charm}]}\n"
    )
    objects = {o["id"]: o for o in explain_data(scenario.game)["objects"]}
    assert objects["moon"]["support"]["status"] == "supported"
    charm = objects["charm"]["support"]
    assert charm["status"] == "partial"
    assert charm["faces"][0]["unsupported"] == [
        {
            "text": "Search your library for a card. Then shuffle.",
            "reason": "no ability of its definition has this text",
        }
    ]
