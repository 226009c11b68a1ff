"""Decklists with a variant's cards (``read_decklist(..., variants=["bond"])``) and with custom
cards from a card file beside the deck (``NAME.cards.yaml`` next to ``NAME.txt``): names resolve
against them, errors still name the file and line, and the cards reach the game, its record and
its replay. The Bond example decks are 40-card decks of cards that all have definitions."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mtgrules.cards.custom import read_custom_card_text
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.game.decks import card_file_of, read_decklist
from mtgrules.game.state import Game
from mtgrules.sourcefile import SourceError
from mtgrules.variants import custom_cards, ruleset

DECKS = Path(__file__).parent.parent / "examples" / "decks"
BOND_DECKS = sorted(DECKS.glob("bond-*.txt"))
BOND = ("bond",)

CARDS = """\
- card: Ember Vanguard
  name_ja: 残り火の先兵
  mana_cost: "{1}{R}"
  type_line: Bonded Creature — Human Warrior
  power: 2
  toughness: 2
  abilities:
    - Haste
    - Bond Rampage 1
"""


def deck_with_cards(tmp_path: Path, deck: str, cards: str = CARDS) -> Path:
    path = tmp_path / "embers.txt"
    path.write_text(deck, encoding="utf-8")
    (tmp_path / "embers.cards.yaml").write_text(cards, encoding="utf-8")
    return path


def random_game(game: Game, seed: int) -> Game:
    chooser = random.Random(seed)
    while not game.over:
        game.apply(chooser.choice(game.legal_actions()))
    return game


# -- a variant's cards ----------------------------------------------------------------------------


def test_a_variants_cards_are_known_when_the_deck_is_read_with_it() -> None:
    deck = read_decklist("8 Bonded Hearth\n2 《結束編みのエルフ》\n", variants=BOND)
    assert deck.counts() == {"Bonded Hearth": 8, "Bondweaver Elf": 2}
    assert deck.variants == BOND


def test_without_the_variant_its_card_is_unknown_at_its_line_and_the_variant_is_named() -> None:
    with pytest.raises(SourceError) as error:
        read_decklist("4 Mountain\n8 Bonded Hearth\n", path="deck.txt")
    assert (error.value.path, error.value.line) == ("deck.txt", 2)
    assert str(error.value).startswith(
        "deck.txt:2: unknown card name 'Bonded Hearth'; did you mean"
    )
    assert "Bonded Hearth is a card of the variant 'bond'" in str(error.value)
    assert "--variant bond" in str(error.value)


def test_with_the_variant_an_unknown_name_still_has_suggestions_among_its_cards() -> None:
    with pytest.raises(SourceError) as error:
        read_decklist("4 Bonded Heart\n", path="deck.txt", variants=BOND)
    assert error.value.line == 1
    assert "did you mean: Bonded Hearth" in str(error.value)
    assert "is a card of the variant" not in str(error.value)


def test_a_database_with_the_variants_cards_reads_the_deck_too() -> None:
    database = Game().database.with_cards(c.record for c in custom_cards(BOND, ruleset(BOND)))
    assert read_decklist("2 Twinfang Raider\n", database=database).counts() == {
        "Twinfang Raider": 2
    }


# -- the Bond example decks -----------------------------------------------------------------------


def test_there_are_bond_example_decks() -> None:
    assert {p.name for p in BOND_DECKS} == {
        "bond-custom.txt",
        "bond-red-green.txt",
        "bond-white-black.txt",
    }


@pytest.mark.parametrize("path", BOND_DECKS, ids=lambda p: p.stem)
def test_each_bond_example_deck_has_40_cards_that_all_have_definitions(path: Path) -> None:
    deck = read_decklist(path, variants=BOND)
    assert len(deck) == 40
    game = Game.from_decks([deck, deck], minimum_deck_size=20, seed=1)
    basic = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    undefined = [
        name
        for name in deck.counts()
        if name not in basic and name not in game.definitions
        and name not in bundled_definitions()
    ]  # fmt: skip
    assert undefined == []


@pytest.mark.parametrize(
    ("name", "card"), [("bond-red-green", "Bonded Hearth"), ("bond-white-black", "Bonded Sanctum")]
)
def test_a_bond_example_deck_without_the_variant_fails_at_its_first_bond_card(
    name: str, card: str
) -> None:
    path = DECKS / f"{name}.txt"
    with pytest.raises(SourceError) as error:
        read_decklist(path)
    assert (error.value.path, error.value.line) == (str(path), 4)
    assert error.value.message.startswith(f"unknown card name '{card}'")
    assert error.value.message.endswith(
        f"({card} is a card of the variant 'bond': read the deck with it, --variant bond)"
    )


def test_the_custom_bond_deck_without_the_variant_fails_in_its_card_file() -> None:
    with pytest.raises(SourceError) as error:
        read_decklist(DECKS / "bond-custom.txt")
    assert (error.value.path, error.value.line) == (str(DECKS / "bond-custom.cards.yaml"), 7)
    assert "unknown card type or supertype 'Bonded'" in error.value.message


def test_the_custom_bond_deck_uses_three_cards_of_its_card_file() -> None:
    deck = read_decklist(DECKS / "bond-custom.txt", variants=BOND)
    assert [c.record["name"] for c in deck.custom_cards] == [
        "Hearthbound Scout",
        "Clinging Salamander",
        "Bondfire Charge",
    ]
    assert {c.record["name_ja"] for c in deck.custom_cards} == {
        "炉床結びの斥候",
        "しがみつく火蜥蜴",
        "結束の猛火",
    }
    counts = deck.counts()
    assert (counts["Hearthbound Scout"], counts["Clinging Salamander"]) == (3, 3)
    assert deck.main[4].written == "《しがみつく火蜥蜴》"


# -- a card file beside the deck ------------------------------------------------------------------


def test_the_card_file_of_a_deck_is_beside_it() -> None:
    assert card_file_of("decks/embers.txt") == Path("decks/embers.cards.yaml")


def test_a_deck_uses_the_cards_of_its_card_file_read_with_the_variants_rules(
    tmp_path: Path,
) -> None:
    path = deck_with_cards(tmp_path, "3 Ember Vanguard\n1 残り火の先兵\n16 Mountain\n")
    deck = read_decklist(path, variants=BOND)
    assert deck.counts() == {"Ember Vanguard": 4, "Mountain": 16}
    assert [c.record["name"] for c in deck.custom_cards] == ["Ember Vanguard"]
    with pytest.raises(SourceError) as error:  # Bonded and Bond Rampage need the variant
        read_decklist(path)
    assert (error.value.path, error.value.line) == (str(tmp_path / "embers.cards.yaml"), 4)
    assert "unknown card type or supertype 'Bonded'" in error.value.message


def test_an_unknown_card_in_a_deck_with_a_card_file_has_suggestions_among_them(
    tmp_path: Path,
) -> None:
    path = deck_with_cards(tmp_path, "16 Mountain\n4 Ember Vangard\n")
    with pytest.raises(SourceError) as error:
        read_decklist(path, variants=BOND)
    assert (error.value.path, error.value.line) == (str(path), 2)
    assert "did you mean: Ember Vanguard" in error.value.message


def test_a_mistake_in_the_card_file_names_the_card_file_and_its_line(tmp_path: Path) -> None:
    path = deck_with_cards(tmp_path, "4 Ember Vanguard\n", CARDS.replace("Haste", "Hasty"))
    with pytest.raises(SourceError) as error:
        read_decklist(path, variants=BOND)
    assert (error.value.path, error.value.line) == (str(tmp_path / "embers.cards.yaml"), 8)
    assert "'Hasty' is not a keyword ability" in error.value.message


def test_a_card_file_card_can_not_be_a_different_card_of_a_variants_name(tmp_path: Path) -> None:
    path = deck_with_cards(tmp_path, "4 Mountain\n", CARDS.replace("Ember Vanguard", "Pack Alpha"))
    with pytest.raises(SourceError) as error:
        read_decklist(path, variants=BOND)
    assert error.value.path == str(tmp_path / "embers.cards.yaml")
    assert "two different custom cards are called 'Pack Alpha'" in error.value.message


def test_a_decklist_text_takes_its_custom_cards_as_an_argument() -> None:
    cards = read_custom_card_text(CARDS, "cards.yaml", ruleset(BOND))
    deck = read_decklist("4 Ember Vanguard\n", variants=BOND, cards=cards)
    assert deck.counts() == {"Ember Vanguard": 4}
    assert deck.custom_cards == tuple(cards)


# -- in a game: from_decks, record, replay ------------------------------------------------------


def test_from_decks_takes_custom_cards_and_a_decklist_brings_its_own(tmp_path: Path) -> None:
    cards = read_custom_card_text(CARDS, "cards.yaml", ruleset(BOND))
    names = ["Ember Vanguard"] * 10 + ["Mountain"] * 10
    game = Game.from_decks([names, names], minimum_deck_size=20, seed=1, variants=BOND, cards=cards)
    assert game.custom_cards == tuple(cards)
    deck = read_decklist(
        deck_with_cards(tmp_path, "10 Ember Vanguard\n10 Mountain\n"), variants=BOND
    )
    game = Game.from_decks(
        [deck, deck], minimum_deck_size=20, seed=1
    )  # the deck's variants and cards come along
    assert (game.variants, [c.record["name"] for c in game.custom_cards]) == (
        BOND,
        ["Ember Vanguard"],
    )
    vanguard = next(
        i for i, o in game.objects.items() if o.card and o.card.name == "Ember Vanguard"
    )
    assert game.characteristics(vanguard).type_line.english() == "Bonded Creature — Human Warrior"


def test_a_game_with_custom_cards_replays_from_its_record_without_the_card_file(
    tmp_path: Path,
) -> None:
    path = deck_with_cards(tmp_path, "12 Ember Vanguard\n14 Mountain\n")
    game = random_game(
        Game.from_decks([read_decklist(path, variants=BOND)] * 2, minimum_deck_size=20, seed=4), 4
    )
    record = json.loads(json.dumps(game.record(), ensure_ascii=False))
    assert record["variants"] == ["bond"]
    assert [card["card"] for card in record["cards"]] == ["Ember Vanguard"]
    assert record["cards"][0]["abilities"] == ["Haste", "Bond Rampage 1"]
    path.unlink()
    card_file_of(path).unlink()
    replayed = Game.replay(record)
    assert replayed.state_hash() == game.state_hash()
    assert replayed.record() == game.record()


def test_a_game_between_the_bond_example_decks_replays_exactly() -> None:
    decks = [
        read_decklist(DECKS / f"bond-{n}.txt", variants=BOND) for n in ("custom", "white-black")
    ]
    game = random_game(Game.from_decks(decks, minimum_deck_size=20, seed=3), 3)
    assert game.over and game.winner in ("A", "B")
    record = json.loads(json.dumps(game.record(), ensure_ascii=False))
    assert [card["card"] for card in record["cards"]] == [
        "Hearthbound Scout",
        "Clinging Salamander",
        "Bondfire Charge",
    ]
    assert Game.replay(record).state_hash() == game.state_hash()


def test_a_game_without_custom_cards_has_no_cards_in_its_record() -> None:
    game = Game.from_decks([["Forest"] * 20, ["Forest"] * 20], minimum_deck_size=20, seed=1)
    assert "cards" not in game.record()
