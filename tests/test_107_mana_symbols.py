"""CR 107.3 (X) and 107.4 (mana symbols)."""

import re

import pytest

from mtgrules.variants.bond import BondSymbol
from mtgrules.vocab.colors import Color
from mtgrules.vocab.mana import (
    CORE_SYMBOLS,
    NUMERICAL_SYMBOLS,
    SNOW,
    ColoredSymbol,
    ColorlessSymbol,
    GenericSymbol,
    HybridSymbol,
    ManaCost,
    ManaCostError,
    ManaUnit,
    PhyrexianSymbol,
    SnowSymbol,
    SymbolTable,
    VariableSymbol,
)

WHITE = ManaUnit(Color.WHITE)
BLUE = ManaUnit(Color.BLUE)
BLACK = ManaUnit(Color.BLACK)
GREEN = ManaUnit(Color.GREEN)
COLORLESS = ManaUnit()
SNOW_GREEN = ManaUnit(Color.GREEN, frozenset({SNOW}))

# The lists of CR 107.4, word for word.
RULE_107_4 = {
    "colored": "{W}, {U}, {B}, {R}, {G}",
    "colorless": "{C}",
    "numerical": "{0}, {1}, {2}, {3}, {4}",
    "variable": "{X}",
    "hybrid": "{W/U}, {W/B}, {U/B}, {U/R}, {B/R}, {B/G}, {R/G}, {R/W}, {G/W}, {G/U}",
    "monocolored hybrid": ("{2/W}, {2/U}, {2/B}, {2/R}, {2/G}, {C/W}, {C/U}, {C/B}, {C/R}, {C/G}"),
    "Phyrexian": "{W/P}, {U/P}, {B/P}, {R/P}, {G/P}",
    "hybrid Phyrexian": (
        "{W/U/P}, {W/B/P}, {U/B/P}, {U/R/P}, {B/R/P}, {B/G/P}, {R/G/P}, {R/W/P}, {G/W/P}, {G/U/P}"
    ),
    "snow": "{S}",
}
ALL_107_4 = [text for texts in RULE_107_4.values() for text in texts.split(", ")]


@pytest.mark.parametrize("text", ALL_107_4)
def test_107_4_every_listed_symbol_reads_and_prints_back(text: str) -> None:
    assert CORE_SYMBOLS[text].text == text
    assert str(ManaCost.parse(text)) == text


def test_core_table_lists_the_107_4_symbols_in_rule_order_plus_y_and_z() -> None:
    named = [text for text in ALL_107_4 if not text[1].isdigit() or "/" in text]
    listed = [symbol.text for symbol in CORE_SYMBOLS]
    assert len(named) == 43
    assert [text for text in listed if text not in ("{Y}", "{Z}")] == named
    assert {"{Y}", "{Z}"} <= set(listed)


def test_107_4a_colored_symbols_are_paid_only_with_their_color() -> None:
    red = CORE_SYMBOLS["{R}"]
    assert red == ColoredSymbol(Color.RED)
    assert red.colors == {Color.RED}
    assert red.mana_value() == 1
    assert red.can_be_paid_by(ManaUnit(Color.RED))
    assert not red.can_be_paid_by(GREEN)
    assert not red.can_be_paid_by(COLORLESS)


def test_107_4b_numerical_symbols_are_generic_mana_of_any_type() -> None:
    three = CORE_SYMBOLS["{3}"]
    assert three == GenericSymbol(3)
    assert three.is_generic
    assert three.mana_value() == 3
    assert three.colors == frozenset()
    assert all(three.can_be_paid_by(mana) for mana in (WHITE, GREEN, COLORLESS, SNOW_GREEN))


def test_107_4b_numbers_are_open_ended() -> None:
    assert CORE_SYMBOLS["{1000000}"] == GenericSymbol(1_000_000)
    assert CORE_SYMBOLS["{16}"].mana_value() == 16


def test_numbers_with_leading_zeros_are_not_symbols() -> None:
    assert "{01}" not in CORE_SYMBOLS


def test_107_4c_colorless_symbol_is_paid_only_with_colorless_mana() -> None:
    colorless = CORE_SYMBOLS["{C}"]
    assert colorless == ColorlessSymbol()
    assert colorless.colors == frozenset()
    assert not colorless.is_generic
    assert colorless.can_be_paid_by(COLORLESS)
    assert not colorless.can_be_paid_by(WHITE)


def test_107_4d_zero_is_a_cost_of_no_mana() -> None:
    assert CORE_SYMBOLS["{0}"].mana_value() == 0


@pytest.mark.parametrize("letter", ["X", "Y", "Z"])
def test_107_3_variable_symbols_are_generic_and_count_as_x(letter: str) -> None:
    variable = CORE_SYMBOLS[f"{{{letter}}}"]
    assert variable == VariableSymbol(letter)
    assert variable.is_generic
    assert variable.colors == frozenset()
    assert variable.mana_value() == 0
    assert variable.mana_value(x=4) == 4


def test_107_1b_x_cant_be_negative() -> None:
    with pytest.raises(ValueError, match=re.escape("CR 107.1b")):
        CORE_SYMBOLS["{X}"].mana_value(x=-1)


def test_107_4e_hybrid_symbol_is_both_colors_and_paid_by_either() -> None:
    """Example: {G/W}{G/W} can be paid by spending {G}{G}, {G}{W}, or {W}{W}."""
    green_white = CORE_SYMBOLS["{G/W}"]
    assert isinstance(green_white, HybridSymbol)
    assert green_white.colors == {Color.GREEN, Color.WHITE}
    assert green_white.alternatives == (ColoredSymbol(Color.GREEN), ColoredSymbol(Color.WHITE))
    assert green_white.can_be_paid_by(GREEN)
    assert green_white.can_be_paid_by(WHITE)
    assert not green_white.can_be_paid_by(BLUE)
    assert green_white.mana_value() == 1


def test_107_4e_monocolored_hybrid_is_one_colored_or_two_generic() -> None:
    two_black = CORE_SYMBOLS["{2/B}"]
    assert two_black.colors == {Color.BLACK}
    assert two_black.alternatives == (GenericSymbol(2), ColoredSymbol(Color.BLACK))
    assert two_black.can_be_paid_by(BLACK)
    assert two_black.can_be_paid_by(COLORLESS)
    assert not two_black.is_generic


def test_107_4e_colorless_hybrid_is_a_colored_symbol_of_its_color() -> None:
    colorless_white = CORE_SYMBOLS["{C/W}"]
    assert colorless_white.colors == {Color.WHITE}
    assert colorless_white.mana_value() == 1
    assert colorless_white.can_be_paid_by(COLORLESS)
    assert colorless_white.can_be_paid_by(WHITE)
    assert not colorless_white.can_be_paid_by(BLUE)


def test_107_4f_phyrexian_symbol_is_its_color_or_two_life() -> None:
    """Example: {W/P}{W/P} can be paid by spending {W}{W}, by spending {W} and paying 2 life,
    or by paying 4 life."""
    white_phyrexian = CORE_SYMBOLS["{W/P}"]
    assert white_phyrexian == PhyrexianSymbol((Color.WHITE,))
    assert white_phyrexian.colors == {Color.WHITE}
    assert white_phyrexian.life == 2
    assert white_phyrexian.alternatives == (ColoredSymbol(Color.WHITE),)
    assert white_phyrexian.can_be_paid_by(WHITE)
    assert not white_phyrexian.can_be_paid_by(COLORLESS)
    assert ManaCost.parse("{W/P}{W/P}").mana_value() == 2


def test_107_4f_hybrid_phyrexian_is_both_colors_or_two_life() -> None:
    symbol = CORE_SYMBOLS["{G/W/P}"]
    assert symbol.colors == {Color.GREEN, Color.WHITE}
    assert symbol.life == 2
    assert symbol.mana_value() == 1
    assert symbol.can_be_paid_by(GREEN)
    assert symbol.can_be_paid_by(WHITE)
    assert not symbol.can_be_paid_by(BLUE)


def test_107_4g_h_is_not_a_cost_symbol() -> None:
    assert "{H}" not in CORE_SYMBOLS


def test_107_4h_snow_is_paid_by_any_mana_from_a_snow_source() -> None:
    snow = CORE_SYMBOLS["{S}"]
    assert snow == SnowSymbol()
    assert snow.is_snow
    assert snow.colors == frozenset()
    assert snow.mana_value() == 1
    assert snow.can_be_paid_by(SNOW_GREEN)
    assert snow.can_be_paid_by(ManaUnit(None, frozenset({SNOW})))
    assert not snow.can_be_paid_by(GREEN)


def test_107_4h_generic_reductions_dont_affect_snow() -> None:
    assert CORE_SYMBOLS["{1}"].affected_by_generic_reductions
    assert CORE_SYMBOLS["{X}"].affected_by_generic_reductions
    assert not CORE_SYMBOLS["{S}"].affected_by_generic_reductions
    assert not CORE_SYMBOLS["{W}"].affected_by_generic_reductions
    assert not CORE_SYMBOLS["{2/W}"].affected_by_generic_reductions


def test_only_phyrexian_symbols_offer_life() -> None:
    with_life = {symbol.text for symbol in CORE_SYMBOLS if symbol.life}
    assert with_life == {text for text in ALL_107_4 if text.endswith("/P}")}


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("{U/W}", "{W/U}"),
        ("{W/G}", "{G/W}"),
        ("{w/u}", "{W/U}"),
        ("{W/2}", "{2/W}"),
        ("{W/C}", "{C/W}"),
        ("{W/G/P}", "{G/W/P}"),
        ("{g/w/p}", "{G/W/P}"),
        ("{x}", "{X}"),
        ("{s}", "{S}"),
    ],
)
def test_other_spellings_read_as_the_canonical_symbol(written: str, canonical: str) -> None:
    assert CORE_SYMBOLS[written] is CORE_SYMBOLS[canonical]
    assert str(ManaCost.parse(written)) == canonical


def test_unknown_symbol_error_names_symbol_and_position() -> None:
    with pytest.raises(ManaCostError) as caught:
        ManaCost.parse("{2}{Q}")
    assert str(caught.value) == "unknown mana symbol '{Q}' at position 3 in '{2}{Q}'"
    assert caught.value.symbol == "{Q}"
    assert caught.value.position == 3
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{2} {W}", "expected '{', found ' ' at position 3 in '{2} {W}'"),
        ("2{W}", "expected '{', found '2' at position 0 in '2{W}'"),
        ("{2}{W", "unclosed mana symbol at position 3 in '{2}{W'"),
        ("{2{W}", "unclosed mana symbol at position 0 in '{2{W}'"),
        ("{}", "unknown mana symbol '{}' at position 0 in '{}'"),
        ("{W/U/B}", "unknown mana symbol '{W/U/B}' at position 0 in '{W/U/B}'"),
    ],
)
def test_malformed_cost_text_is_an_error_with_its_position(text: str, message: str) -> None:
    with pytest.raises(ManaCostError) as caught:
        ManaCost.parse(text)
    assert str(caught.value) == message


# The Bond variant's {*} (mtgrules.variants.bond): generic-like, but payable only by mana from a
# Bonded source and out of reach of generic reductions — a symbol the core doesn't know.
StarSymbol = BondSymbol


def test_a_variant_symbol_is_unknown_to_the_core_table() -> None:
    assert "{*}" not in CORE_SYMBOLS
    with pytest.raises(ManaCostError, match=re.escape("unknown mana symbol '{*}' at position 3")):
        ManaCost.parse("{1}{*}")


def test_extending_a_table_adds_a_variant_symbol_and_leaves_core_unchanged() -> None:
    core_before = list(CORE_SYMBOLS)
    star_table = CORE_SYMBOLS.extend([StarSymbol()])

    cost = ManaCost.parse("{1}{*}{R}", star_table)

    assert cost.symbols == (GenericSymbol(1), StarSymbol(), ColoredSymbol(Color.RED))
    assert str(cost) == "{1}{*}{R}"
    assert cost.mana_value() == 3
    assert cost.colors == {Color.RED}
    assert cost.generic_amount() == 1
    assert star_table["{*}"].can_be_paid_by(ManaUnit(Color.RED, frozenset({"bonded"})))
    assert not star_table["{*}"].can_be_paid_by(ManaUnit(Color.RED))
    assert not star_table["{*}"].affected_by_generic_reductions
    assert "{*}" not in CORE_SYMBOLS
    assert list(CORE_SYMBOLS) == core_before
    assert len(star_table) == len(CORE_SYMBOLS) + 1


def test_extending_a_table_with_a_family() -> None:
    table = SymbolTable([ColoredSymbol(Color.WHITE)])
    with_numbers = table.extend(families=[NUMERICAL_SYMBOLS])
    assert "{7}" not in table
    assert with_numbers["{7}"] == GenericSymbol(7)
    assert with_numbers.families == (NUMERICAL_SYMBOLS,)
