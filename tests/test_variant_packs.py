"""Variant packs (mtgrules.variants): a pack adds a supertype, a mana symbol only its sources'
mana pays, and its own cards — and a game without it sees none of that. The pack here is a small
example written for these tests, through the same interface as any other."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from mtgrules.cards.custom import read_custom_cards
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.play import begin_from_board
from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError, load_yaml_text
from mtgrules.variants import UnknownVariant, VariantPack, get, register, ruleset
from mtgrules.vocab.mana import CORE_SYMBOLS, ManaCost, ManaCostError, ManaSymbol, ManaUnit
from mtgrules.vocab.ruleset import RuleSet
from mtgrules.vocab.types import CORE, Supertype

GILDED = "gilded"


@dataclass(frozen=True, repr=False)
class AetherSymbol(ManaSymbol):
    """{A}: one mana of any type, but only mana made by a Gilded source."""

    @property
    def text(self) -> str:
        return "{A}"

    def mana_value(self, x: int = 0) -> int:
        return 1

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        return GILDED in mana.source_properties


CARDS = """
- card: Gilded Spring
  type_line: Gilded Land
  abilities:
    - mana: "{T}: Add {C}."
      cost: "{T}"
- card: Aether Whelp
  name_ja: エーテルの仔
  mana_cost: "{1}{A}"
  type_line: 金箔のクリーチャー ─ ドラゴン
  power: 2
  toughness: 2
  abilities:
    - Flying
"""


def gilded_cards(rules: RuleSet) -> list[Any]:
    return read_custom_cards(load_yaml_text(CARDS, "gilded-cards.yaml"), "gilded-cards.yaml", rules)


PACK = register(
    VariantPack(
        "gilded-example",
        "A supertype whose sources make the only mana that pays {A}.",
        supertypes=(Supertype("Gilded", "金箔の"),),
        symbols=(AetherSymbol(),),
        mana_properties=(
            lambda chars: (GILDED,) if chars.type_line.has_supertype("Gilded") else (),
        ),
        cards=gilded_cards,
    )
)


def test_without_the_variant_its_words_are_unknown() -> None:
    assert CORE.supertype("Gilded") is None
    with pytest.raises(ManaCostError):
        ManaCost.parse("{1}{A}", CORE_SYMBOLS)
    with pytest.raises(LookupError):
        Game().database.card("Aether Whelp")


def test_with_the_variant_a_card_has_the_supertype_and_the_symbol() -> None:
    game = Game(variants=["gilded-example"])
    whelp = game.create_card("エーテルの仔", "A", Zone.HAND)
    chars = game.characteristics(whelp.id)
    assert chars.type_line.english() == "Gilded Creature — Dragon"
    assert chars.type_line.japanese() == "金箔のクリーチャー ─ ドラゴン"
    assert str(chars.mana_cost) == "{1}{A}"
    assert chars.mana_value == 2


def test_the_symbol_is_payable_only_with_mana_from_a_gilded_source() -> None:
    game = Game(variants=["gilded-example"])
    game.create_card("Forest", "A", Zone.BATTLEFIELD)
    game.create_card("Forest", "A", Zone.BATTLEFIELD)
    whelp = game.create_card("Aether Whelp", "A", Zone.HAND).id
    begin_from_board(game)
    assert CastSpell("A", whelp) not in game.legal_actions()  # two Forests can't pay {A}
    game2 = Game(variants=["gilded-example"])
    game2.create_card("Forest", "A", Zone.BATTLEFIELD)
    game2.create_card("Gilded Spring", "A", Zone.BATTLEFIELD)
    whelp2 = game2.create_card("Aether Whelp", "A", Zone.HAND).id
    begin_from_board(game2)
    assert CastSpell("A", whelp2) in game2.legal_actions()
    game2.apply(CastSpell("A", whelp2))
    assert all(o.tapped for o in game2.objects.values() if o.zone is Zone.BATTLEFIELD)


def test_a_scenario_opts_in_and_unknown_variants_are_errors_with_the_line() -> None:
    game = load_scenario_text(
        "variants: [gilded-example]\nbattlefield:\n  - {card: Aether Whelp, id: w}\n"
    ).game
    assert game.characteristics("w").type_line.has_supertype("Gilded")
    with pytest.raises(SourceError) as error:
        load_scenario_text("players: [A, B]\nvariants: [nonsense]\n")
    assert error.value.line == 2
    assert "unknown variant 'nonsense'" in str(error.value)
    with pytest.raises(UnknownVariant):
        get("nonsense")


def test_the_ruleset_keeps_the_core_untouched() -> None:
    rules = ruleset(["gilded-example"])
    assert rules.vocabulary.supertype("金箔の") is not None
    assert "{A}" in rules.symbols
    assert "{A}" not in CORE_SYMBOLS


def test_a_game_with_a_variant_records_and_replays_it() -> None:
    import random

    deck = ["Aether Whelp"] * 10 + ["Gilded Spring"] * 10 + ["Forest"] * 10
    game = Game.from_decks([deck, deck], minimum_deck_size=20, seed=3, variants=["gilded-example"])
    rng = random.Random(3)
    for _ in range(300):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    record = game.record()
    assert record["variants"] == ["gilded-example"]
    assert Game.replay(record).state_hash() == game.state_hash()
