"""CR 202: mana cost, color and mana value."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mtgrules.vocab.colors import Color
from mtgrules.vocab.mana import CORE_SYMBOLS, GenericSymbol, ManaCost, ManaSymbol

W, U, B, R, G = Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN


def colors(cost: str) -> frozenset[Color]:
    return ManaCost.parse(cost).colors


def mana_value(cost: str, x: int = 0) -> int:
    return ManaCost.parse(cost).mana_value(x)


def test_202_1b_the_empty_cost_has_no_symbols() -> None:
    empty = ManaCost.parse("")
    assert empty == ManaCost()
    assert empty.symbols == ()
    assert str(empty) == ""
    assert empty.mana_value() == 0
    assert empty.colors == frozenset()


def test_202_1b_the_empty_cost_is_not_zero() -> None:
    assert ManaCost.parse("{0}") != ManaCost.parse("")
    assert ManaCost.parse("{0}").symbols == (GenericSymbol(0),)


def test_202_2a_example_colors_of_a_cost() -> None:
    """Example: {2}{W} is white, {2} is colorless, and {2}{W}{B} is both white and black."""
    assert colors("{2}{W}") == {W}
    assert colors("{2}") == frozenset()
    assert colors("{2}{W}{B}") == {W, B}


@pytest.mark.parametrize("cost", ["{4}", "{X}", "{C}", "{S}{S}", "{0}"])
def test_202_2b_costs_without_colored_symbols_are_colorless(cost: str) -> None:
    assert colors(cost) == frozenset()


def test_202_2c_each_colored_symbol_adds_its_color() -> None:
    assert colors("{W}{U}{B}{R}{G}") == {W, U, B, R, G}


def test_202_2d_hybrid_and_phyrexian_symbols_add_all_their_colors() -> None:
    assert colors("{W/U}") == {W, U}
    assert colors("{2/R}") == {R}
    assert colors("{C/G}") == {G}
    assert colors("{B/P}") == {B}
    assert colors("{U/R/P}") == {U, R}
    assert colors("{1}{W/U}{B}") == {W, U, B}


def test_202_3_example_total_amount_of_mana() -> None:
    """Example: A mana cost of {3}{U}{U} translates to a mana value of 5."""
    assert mana_value("{3}{U}{U}") == 5


def test_202_3b_example_huntmaster_of_the_fells() -> None:
    assert mana_value("{2}{R}{G}") == 4


def test_202_3e_x_is_zero_off_the_stack() -> None:
    assert mana_value("{X}{R}") == 1


def test_202_3e_x_is_the_chosen_number_on_the_stack() -> None:
    assert mana_value("{X}{R}", x=5) == 6
    assert mana_value("{X}{X}{G}", x=3) == 7


def test_202_3f_example_hybrid_counts_its_largest_component() -> None:
    """Example: {1}{W/U}{W/U} has mana value 3; {2/B}{2/B}{2/B} has mana value 6."""
    assert mana_value("{1}{W/U}{W/U}") == 3
    assert mana_value("{2/B}{2/B}{2/B}") == 6


def test_202_3f_colorless_hybrid_counts_one() -> None:
    assert mana_value("{C/W}{C/U}") == 2


def test_202_3g_example_phyrexian_symbols_count_one() -> None:
    """Example: The mana value of a card with mana cost {1}{W/P}{W/P} is 3."""
    assert mana_value("{1}{W/P}{W/P}") == 3
    assert mana_value("{G/W/P}") == 1


def test_snow_symbols_count_one() -> None:
    assert mana_value("{S}{S}") == 2


@pytest.mark.parametrize(
    ("card", "cost", "value", "card_colors"),
    [
        ("Lightning Bolt", "{R}", 1, {R}),
        ("Kodama's Reach", "{2}{G}", 3, {G}),
        ("Chimeric Staff", "{4}", 4, set()),
        ("Reaper King", "{2/W}{2/U}{2/B}{2/R}{2/G}", 10, {W, U, B, R, G}),
        ("Gitaxian Probe", "{U/P}", 1, {U}),
        ("Ajani, Sleeper Agent", "{1}{G}{G}{G/W/P}{W}", 5, {G, W}),
        ("Fireball", "{X}{R}", 1, {R}),
    ],
)
def test_real_card_costs(card: str, cost: str, value: int, card_colors: set[Color]) -> None:
    parsed = ManaCost.parse(cost)
    assert str(parsed) == cost
    assert parsed.mana_value() == value
    assert parsed.colors == card_colors


def test_generic_amount_counts_numbers_and_x() -> None:
    assert ManaCost.parse("{2}{W}{W}").generic_amount() == 2
    assert ManaCost.parse("{X}{1}{R}").generic_amount(x=4) == 5
    assert ManaCost.parse("{2/W}{S}{C}").generic_amount() == 0


@pytest.mark.parametrize(
    "cost", ["{2}{W}{W}", "{X}{R}", "{W/U}{W/U}", "{2/W}", "{G/W/P}", "{S}{S}", "{C}{C/G}"]
)
def test_canonical_costs_round_trip(cost: str) -> None:
    assert str(ManaCost.parse(cost)) == cost


def test_reading_is_case_and_order_insensitive_printing_is_canonical() -> None:
    assert ManaCost.parse("{x}{u/w}{g/w/p}") == ManaCost.parse("{X}{W/U}{G/W/P}")
    assert str(ManaCost.parse("{x}{u/w}{g/w/p}")) == "{X}{W/U}{G/W/P}"


def test_costs_are_hashable_values() -> None:
    assert len({ManaCost.parse("{1}{G}"), ManaCost.parse("{1}{g}")}) == 1
    assert repr(ManaCost.parse("{1}{G}")) == "ManaCost.parse('{1}{G}')"


core_symbol = st.one_of(
    st.sampled_from(list(CORE_SYMBOLS)),
    st.integers(min_value=0, max_value=1_000_000).map(GenericSymbol),
)


@given(st.lists(core_symbol, max_size=12))
def test_printing_then_reading_a_cost_gives_it_back(symbols: list[ManaSymbol]) -> None:
    cost = ManaCost(tuple(symbols))
    assert ManaCost.parse(str(cost)) == cost


@given(st.lists(core_symbol, max_size=6), st.lists(core_symbol, max_size=6), st.integers(0, 20))
def test_202_3_mana_value_adds_up_over_joined_costs(
    first: list[ManaSymbol], second: list[ManaSymbol], x: int
) -> None:
    a, b = ManaCost(tuple(first)), ManaCost(tuple(second))
    joined = ManaCost.parse(str(a) + str(b))
    assert joined.mana_value(x) == a.mana_value(x) + b.mana_value(x)
    assert joined.colors == a.colors | b.colors
    assert joined.mana_value(x) >= joined.generic_amount(x)
