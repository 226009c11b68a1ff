"""YAML packs (mtgrules.variants.yaml_pack), with examples/packs/fortress.yaml: the Walled
supertype (城壁の), the {F} mana symbol only a Walled source's mana pays (CR 106.3), the keyword
Sturdy N as a macro of "this creature gets +0/+N" (layer 7c) — an ability Humility takes away in
layer 6 — and the pack's cards; and the errors of a wrong pack, at the pack file's line."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules import variants
from mtgrules.game import packs as game_packs
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.sourcefile import SourceError
from mtgrules.variants import resolve, ruleset
from play_helpers import put, start

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "packs"


@pytest.fixture(autouse=True)
def only_shipped_packs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The packs known are the shipped ones, whatever other tests registered or read."""
    packs = {name: pack for name, pack in game_packs._PACKS.items() if name in variants.shipped()}
    monkeypatch.setattr(game_packs, "_PACKS", packs)
    monkeypatch.setattr(variants, "_FROM_FILE", {})


@pytest.fixture
def fortress() -> str:
    return resolve("fortress.yaml", relative_to=EXAMPLES).name


def board(fortress: str, *cards: str) -> Game:
    game = Game(variants=[fortress])
    for i, name in enumerate(cards):
        put(game, name, "A", object_id=f"c{i}")
    return game


def test_the_pack_s_words_in_both_languages(fortress: str) -> None:
    rules = ruleset([fortress])
    assert rules.vocabulary.supertype("城壁の") == rules.vocabulary.supertype("Walled")
    assert rules.keywords["頑強"].english == "Sturdy"
    assert rules.keywords["sturdy"].rule == "Fortress 702.1"


def test_sturdy_2_gives_plus_0_plus_2_in_layer_7c(fortress: str) -> None:
    game = board(fortress, "Rampart Sentry")
    chars = game.characteristics("c0")
    assert (chars.power, chars.toughness, chars.ability_texts) == (2, 3, ("Sturdy 2",))
    assert [(t.layer, t.before, t.after) for t in game.trace("c0")] == [("7c", "2/1", "2/3")]


def test_sturdy_written_in_japanese_is_the_same_keyword(fortress: str) -> None:
    game = board(fortress, "門楼の番人")  # Gatehouse Warden: 1/1, 頑強3
    chars = game.characteristics("c0")
    assert (chars.power, chars.toughness) == (1, 4)
    assert chars.has_keyword("Sturdy")
    assert chars.type_line.english() == "Walled Creature — Human Soldier"
    assert [a.render_japanese(chars.name) for a in chars.abilities] == ["頑強3"]


def test_613_1f_humility_takes_sturdy_away_before_it_applies(fortress: str) -> None:
    game = board(fortress, "Rampart Sentry", "Humility")
    chars = game.characteristics("c0")
    assert (chars.power, chars.toughness, chars.abilities) == (1, 1, ())


def castable(fortress: str, *lands: str) -> bool:
    """Whether A may cast Rampart Sentry ({1}{F}) with these lands."""
    game = board(fortress, *lands)
    sentry = put(game, "Rampart Sentry", "A", Zone.HAND, object_id="sentry")
    start(game)
    return CastSpell("A", sentry) in game.legal_actions()


def test_106_3_f_is_paid_only_with_mana_from_a_walled_source(fortress: str) -> None:
    assert not castable(fortress, "Forest", "Forest")
    assert not castable(fortress, "Walled Quarry")  # {1}{F} is two mana
    assert castable(fortress, "Forest", "Walled Quarry")


def test_a_game_without_the_pack_knows_none_of_it(fortress: str) -> None:
    with pytest.raises(LookupError):
        Game().database.card("Rampart Sentry")
    assert Game().rules.vocabulary.supertype("Walled") is None


def test_a_scenario_names_the_yaml_pack_relative_to_itself(tmp_path: Path) -> None:
    (tmp_path / "fortress.yaml").write_text(
        (EXAMPLES / "fortress.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "s.yaml").write_text(
        "variants: [./fortress.yaml]\nbattlefield:\n  - {card: Rampart Sentry, id: s}\n",
        encoding="utf-8",
    )
    from mtgrules.scenario.run import load_scenario

    game = load_scenario(tmp_path / "s.yaml").game
    assert (game.variants, game.characteristics("s").toughness) == (("fortress",), 3)


def read(tmp_path: Path, text: str) -> SourceError:
    """The error reading a YAML pack with this text."""
    (tmp_path / "pack.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(SourceError) as error:
        resolve("pack.yaml", relative_to=tmp_path)
    assert error.value.path == str(tmp_path / "pack.yaml")
    return error.value


STURDY = """pack: sturdy-only
keywords:
  - keyword: Sturdy
    parameter: N
    ability:
      static: "{this} gets +0/+N."
      effects:
        - affects: {self: true}
          modify_pt: {toughness: N}
"""


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("pack: x\nsupertype: []\n", 2, "unknown field 'supertype' in a YAML pack; expected one "
         "of: cards, description, keywords, mana_symbols, pack, supertypes"),
        ("description: no name\n", 1, "a YAML pack needs 'pack:' (a word)"),
        ("pack: x\nsupertypes:\n  - {english: Legendary}\n", 3,
         "Legendary is a supertype already (CR 205.4a)"),
        ("pack: x\nkeywords:\n  - {keyword: Soar, japanese: 飛行, ability: {}}\n", 3,
         "飛行 is a keyword already (Flying, CR 702.9)"),
        ("pack: My Pack\n", 1, "a pack's name is lowercase letters, digits and '-', not 'My Pack'"),
        ("pack: x\nmana_symbols:\n  - {symbol: '{G}', paid_by: {colors: [G]}}\n", 3,
         "{G} is a mana symbol already"),
        ("pack: x\nmana_symbols:\n  - {symbol: '{F}'}\n", 3,
         "a mana symbol needs 'paid_by:' (what mana may pay it)"),
        ("pack: x\nmana_symbols:\n  - {symbol: '{F}', paid_by: {colors: [P]}}\n", 3,
         "unknown color 'P'; use W, U, B, R, G or C"),
        ("pack: x\nkeywords:\n  - {keyword: Sturdy, parameter: n, ability: {}}\n", 3,
         "'parameter' is the capital letter the ability uses, e.g. N"),
        (STURDY.replace("modify_pt", "modify_pf"), 9, "unknown field 'modify_pf' in an effect; "
         "expected one of: add_abilities, add_colors, add_types, affects, become_artifact_creature,"
         " cant_have, cda, change_text, condition, copy, cost_change, define_pt, duration, "
         "face_down, gain_activated_abilities_of, gain_control, lose_abilities, "
         "lose_all_abilities, lose_creature_types, modify_pt, rules, set_colors, set_pt, "
         "set_types, switch_pt, text"),
        (STURDY + "cards:\n  - {card: Wall, type_line: Creature, power: 0, toughness: 1,"
         " abilities: [Sturdy]}\n", 11, "write Sturdy as 'Sturdy N' (a number), not 'Sturdy'"),
    ],
)  # fmt: skip
def test_a_wrong_yaml_pack_is_refused_at_its_line(
    tmp_path: Path, text: str, line: int, message: str
) -> None:
    error = read(tmp_path, text)
    assert (error.line, error.message) == (line, message)


def test_a_macro_s_number_stands_where_its_letter_is(tmp_path: Path) -> None:
    (tmp_path / "pack.yaml").write_text(
        STURDY + "cards:\n  - {card: Wall, type_line: Creature, power: 0, toughness: 1,"
        " abilities: [Sturdy 4, Sturdy 1]}\n",
        encoding="utf-8",
    )
    game = Game(variants=[resolve("pack.yaml", relative_to=tmp_path).name])
    put(game, "Wall", "A", object_id="wall")
    chars = game.characteristics("wall")
    assert (chars.toughness, chars.ability_texts) == (6, ("Sturdy 4", "Sturdy 1"))
