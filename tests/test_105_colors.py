"""CR 105: colors."""

import pytest

from mtgrules.vocab.colors import (
    COLOR_PAIRS,
    Color,
    UnknownColor,
    colors_from_letters,
    in_wubrg_order,
)


def test_105_1_there_are_five_colors_in_wubrg_order() -> None:
    assert list(Color) == [Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN]
    assert [color.english for color in Color] == ["White", "Blue", "Black", "Red", "Green"]


def test_202_2a_each_color_has_its_mana_symbol_letter() -> None:
    assert [color.letter for color in Color] == ["W", "U", "B", "R", "G"]
    assert str(Color.BLUE) == "U"


def test_japanese_names() -> None:
    assert [color.japanese for color in Color] == ["白", "青", "黒", "赤", "緑"]


@pytest.mark.parametrize(
    ("word", "color"),
    [
        ("W", Color.WHITE),
        ("u", Color.BLUE),
        ("Black", Color.BLACK),
        ("red", Color.RED),
        ("GREEN", Color.GREEN),
        ("白", Color.WHITE),
        ("青", Color.BLUE),
        ("黒", Color.BLACK),
        ("赤", Color.RED),
        ("緑", Color.GREEN),
    ],
)
def test_from_word_reads_letters_english_and_japanese(word: str, color: Color) -> None:
    assert Color.from_word(word) is color


def test_from_word_names_the_unknown_word() -> None:
    with pytest.raises(UnknownColor, match="unknown color 'purple'") as caught:
        Color.from_word("purple")
    assert caught.value.word == "purple"
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("word", ["colorless", "multicolored", "C", ""])
def test_105_4_colorless_and_multicolored_are_not_colors(word: str) -> None:
    with pytest.raises(UnknownColor):
        Color.from_word(word)


def test_colors_from_letters() -> None:
    assert colors_from_letters("WU") == {Color.WHITE, Color.BLUE}
    assert colors_from_letters("rg") == {Color.RED, Color.GREEN}


def test_105_2c_no_letters_is_colorless() -> None:
    assert colors_from_letters("") == frozenset()


def test_colors_from_letters_names_the_bad_letter() -> None:
    with pytest.raises(UnknownColor, match="unknown color 'X'"):
        colors_from_letters("WX")


def test_in_wubrg_order_sorts_and_removes_repeats() -> None:
    shuffled = [Color.GREEN, Color.WHITE, Color.RED, Color.GREEN, Color.BLUE]
    assert in_wubrg_order(shuffled) == (Color.WHITE, Color.BLUE, Color.RED, Color.GREEN)
    assert in_wubrg_order(frozenset()) == ()


def test_105_5_there_are_ten_color_pairs_in_rule_order() -> None:
    assert ["".join(pair) for pair in COLOR_PAIRS] == [
        "WU",
        "WB",
        "UB",
        "UR",
        "BR",
        "BG",
        "RG",
        "RW",
        "GW",
        "GU",
    ]
    assert len({frozenset(pair) for pair in COLOR_PAIRS}) == 10
