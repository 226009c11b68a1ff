"""Decklists as plain text (``mtgrules.game.decks``): ``4 Grizzly Bears`` lines, English or
Japanese names, comments, a sideboard; errors with the file and line. The example decks under
``examples/decks/`` are legal constructed decks (CR 100.2a) of cards that all have definitions,
and a seeded game between two of them plays to the end and replays exactly."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtgrules.cards.build import bundled_database
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.game.decks import DeckEntry, Decklist, read_decklist
from mtgrules.game.state import Game
from mtgrules.sourcefile import SourceError

DECKS = Path(__file__).parent.parent / "examples" / "decks"
EXAMPLES = sorted(p for p in DECKS.glob("*.txt") if not p.name.startswith("bond-"))
"""The constructed example decks (the Bond variant's 40-card decks are tested in
test_100_decklists_with_variants_and_card_files.py)."""


# -- the format ----------------------------------------------------------------------------------


def test_lines_are_a_count_and_a_card_name() -> None:
    deck = read_decklist("4 Grizzly Bears\n2 Lightning Bolt\n14 Forest\n")
    assert deck.main == (
        DeckEntry(4, "Grizzly Bears", 1, "Grizzly Bears"),
        DeckEntry(2, "Lightning Bolt", 2, "Lightning Bolt"),
        DeckEntry(14, "Forest", 3, "Forest"),
    )
    assert len(deck) == 20
    assert list(deck) == ["Grizzly Bears"] * 4 + ["Lightning Bolt"] * 2 + ["Forest"] * 14


def test_japanese_names_with_or_without_brackets_become_english_names() -> None:
    deck = read_decklist("4 《稲妻》\n4 灰色熊\n２ セラの天使\n")
    assert deck.counts() == {"Lightning Bolt": 4, "Grizzly Bears": 4, "Serra Angel": 2}
    assert deck.main[0].written == "《稲妻》"


def test_names_are_found_whatever_their_case_and_spacing() -> None:
    assert read_decklist("3x  lightning   BOLT").counts() == {"Lightning Bolt": 3}


def test_blank_lines_and_comments_are_ignored() -> None:
    text = "# burn\n\n4 Shock  # cheap\n   \n# lands\n4 Mountain\n"
    assert read_decklist(text).counts() == {"Shock": 4, "Mountain": 4}


def test_a_sideboard_line_ends_the_main_deck() -> None:
    deck = read_decklist("Deck\n4 Shock\n\nSideboard\n2 Naturalize\n1 Shock\n")
    assert deck.counts() == {"Shock": 4}
    assert deck.counts(sideboard=True) == {"Naturalize": 2, "Shock": 1}
    assert list(deck) == ["Shock"] * 4  # the sideboard isn't played


def test_the_same_card_on_two_lines_counts_together() -> None:
    assert read_decklist("2 Shock\n1 Forest\n2 Shock").counts() == {"Shock": 4, "Forest": 1}


def test_a_face_name_means_its_card() -> None:
    assert read_decklist("1 Fire").counts() == {"Fire // Ice": 1}


def test_a_decklist_file(tmp_path: Path) -> None:
    path = tmp_path / "bolts.txt"
    path.write_text("4 Lightning Bolt\n", encoding="utf-8")
    for source in (path, str(path)):
        deck = read_decklist(source)
        assert (deck.counts(), deck.path) == ({"Lightning Bolt": 4}, str(path))


# -- errors name the file and line ----------------------------------------------------------------


def test_an_unknown_card_is_an_error_at_its_line_with_suggestions() -> None:
    with pytest.raises(SourceError) as error:
        read_decklist("4 Forest\n\n4 Grizly Bears\n", path="deck.txt")
    assert (error.value.path, error.value.line) == ("deck.txt", 3)
    assert "unknown card name 'Grizly Bears'; did you mean: Grizzly Bears" in str(error.value)
    assert str(error.value).startswith("deck.txt:3: ")


def test_an_unknown_card_in_a_file_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("4 Forest\n1 Lightening Bolt\n", encoding="utf-8")
    with pytest.raises(SourceError) as error:
        read_decklist(path)
    assert (error.value.path, error.value.line) == (str(path), 2)
    assert "did you mean: Lightning Bolt" in error.value.message


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Forest", "expected 'COUNT CARD NAME' (like '4 Grizzly Bears'): 'Forest'"),
        ("four Forest", "expected 'COUNT CARD NAME' (like '4 Grizzly Bears'): 'four Forest'"),
        ("-1 Forest", "expected 'COUNT CARD NAME' (like '4 Grizzly Bears'): '-1 Forest'"),
        ("4", "expected 'COUNT CARD NAME' (like '4 Grizzly Bears'): '4'"),
        ("0 Forest", "a count must be at least 1, not 0"),
    ],
)
def test_a_bad_count_is_an_error_at_its_line(line: str, message: str) -> None:
    with pytest.raises(SourceError) as error:
        read_decklist(f"4 Shock\n{line}\n", path="deck.txt")
    assert (error.value.line, error.value.message) == (2, message)


@pytest.mark.parametrize("text", ["", "# only a comment\n\n", "Sideboard\n4 Shock\n"])
def test_an_empty_main_deck_is_an_error(text: str) -> None:
    with pytest.raises(SourceError) as error:
        read_decklist(text, path="deck.txt")
    assert str(error.value) == "deck.txt: the main deck has no cards"


def test_a_deck_line_after_the_first_card_is_an_error() -> None:
    with pytest.raises(SourceError) as error:
        read_decklist("4 Shock\nDeck\n", path="deck.txt")
    assert (error.value.line, error.value.message) == (
        2,
        "'Deck' can only come before the first card",
    )


# -- constructed decks (CR 100.2a) ----------------------------------------------------------------


def test_100_2a_at_least_sixty_cards_and_at_most_four_of_a_nonbasic_card() -> None:
    deck = read_decklist("5 Shock\n50 Mountain\nSideboard\n3 Naturalize\n2 Naturalize\n")
    assert deck.constructed_problems() == [
        "the main deck has 55 cards; a constructed deck needs at least 60 (CR 100.2a)",
        "5 copies of Shock; at most 4 of a card that isn't a basic land (CR 100.2a)",
        "5 copies of Naturalize; at most 4 of a card that isn't a basic land (CR 100.2a)",
    ]


def test_100_2a_the_four_copies_count_the_main_deck_and_the_sideboard_together() -> None:
    deck = read_decklist("4 Shock\n56 Mountain\nSideboard\n1 Shock\n")
    assert deck.constructed_problems() == [
        "5 copies of Shock; at most 4 of a card that isn't a basic land (CR 100.2a)"
    ]


# -- the example decks ---------------------------------------------------------------------------


def test_there_are_example_decks() -> None:
    assert {p.name for p in EXAMPLES} >= {
        "red-green-aggro.txt",
        "white-blue-fliers.txt",
        "mono-black-removal.txt",
    }


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_100_2a_each_example_deck_is_a_legal_constructed_deck(path: Path) -> None:
    deck = read_decklist(path)
    assert len(deck) == 60
    assert deck.constructed_problems() == []


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_card_of_each_example_deck_has_a_definition(path: Path) -> None:
    deck = read_decklist(path)
    database = bundled_database()
    undefined = [
        name
        for name in {**deck.counts(), **deck.counts(sideboard=True)}
        if name not in bundled_definitions() and "Basic" not in database.card(name).front.supertypes
    ]
    assert undefined == []


def random_game(decks: list[Decklist], seed: int) -> Game:
    """Both players take random legal actions (seeded) until the game is over."""
    game = Game.from_decks(decks, seed=seed)
    chooser = random.Random(seed)
    for _ in range(5000):
        if game.over:
            break
        game.apply(chooser.choice(game.legal_actions()))
    return game


def test_a_seeded_random_game_between_two_example_decks_plays_to_the_end_and_replays() -> None:
    decks = [
        read_decklist(DECKS / "red-green-aggro.txt"),
        read_decklist(DECKS / "white-blue-fliers.txt"),
    ]
    game = random_game(decks, seed=2)
    assert game.over
    assert game.winner in ("A", "B")
    assert game.players[game.winner].life > 0
    loser = next(p for p in game.players.values() if p.id != game.winner)
    assert loser.lost
    replayed = Game.replay(game.record())
    assert replayed.state_hash() == game.state_hash()
    assert (replayed.winner, replayed.turn) == (game.winner, game.turn)
    assert replayed.record() == game.record()


def test_a_seeded_random_game_with_the_mono_black_deck_replays_its_discard_choices() -> None:
    decks = [
        read_decklist(DECKS / "mono-black-removal.txt"),
        read_decklist(DECKS / "white-blue-fliers.txt"),
    ]
    game = random_game(decks, seed=7)  # B chooses discards for Mind Rot in this one (701.9b)
    assert game.over
    assert Game.replay(game.record()).state_hash() == game.state_hash()
