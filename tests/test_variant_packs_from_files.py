"""Packs from outside the package, found by one resolver (mtgrules.variants.resolve): a Python
pack file (examples/packs/skittish.py: the keyword Skittish and its attack hook, Skittish
702.1), named on the command line or by a scenario relative to itself; and the errors for a pack
file that can't be found or is wrong, each saying where."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mtgrules import variants
from mtgrules.game import packs as game_packs
from mtgrules.game.actions import DeclareAttacker
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from mtgrules.scenario.run import load_scenario, load_scenario_text
from mtgrules.sourcefile import SourceError
from mtgrules.variants import UnknownVariant, resolve
from play_helpers import put, rejected, start

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "packs"


@pytest.fixture(autouse=True)
def only_shipped_packs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The packs known are the shipped ones, whatever other tests registered or read."""
    packs = {name: pack for name, pack in game_packs._PACKS.items() if name in variants.shipped()}
    monkeypatch.setattr(game_packs, "_PACKS", packs)
    monkeypatch.setattr(variants, "_FROM_FILE", {})


def hare_against(*defenders: tuple[str, bool]) -> Game:
    """A's Skittish Hare (2/1) in A's declare attackers step; B's creatures as given (name,
    tapped)."""
    pack = resolve("skittish.py", relative_to=EXAMPLES)
    game = Game(variants=[pack.name])
    put(game, "Skittish Hare", "A", object_id="hare")
    for i, (name, tapped) in enumerate(defenders):
        put(game, name, "B", object_id=f"d{i}", tapped=tapped)
    start(game, Step.DECLARE_ATTACKERS)
    return game


def attackers(game: Game) -> set[str]:
    return {a.creature for a in game.legal_actions() if isinstance(a, DeclareAttacker)}


def test_skittish_702_1_the_hare_may_attack_past_a_creature_no_bigger() -> None:
    assert attackers(hare_against(("Grizzly Bears", False))) == {"hare"}  # 2/2: not greater


def test_skittish_702_1_a_bigger_untapped_creature_stops_the_attack() -> None:
    game = hare_against(("Hill Giant", False))
    assert attackers(game) == set()
    error = rejected(game, DeclareAttacker("A", "hare", "B"))
    assert (error.rule, str(error)) == (
        "Skittish 702.1",
        "B controls d0, an untapped creature with greater power (CR Skittish 702.1)",
    )


def test_skittish_702_1_a_tapped_bigger_creature_doesn_t() -> None:
    assert attackers(hare_against(("Hill Giant", True))) == {"hare"}


def test_a_game_without_the_pack_knows_neither_the_card_nor_the_rule() -> None:
    with pytest.raises(LookupError):
        Game().database.card("Skittish Hare")


def test_a_scenario_names_its_pack_file_relative_to_itself() -> None:
    scenario = load_scenario(EXAMPLES / "skittish-hare.yaml")  # variants: [./skittish.py]
    assert scenario.game.variants == ("skittish",)
    assert scenario.game.players["B"].life == 18  # the Hare attacked past the Bears


def test_a_refused_attack_in_a_scenario_names_the_scenario_line(tmp_path: Path) -> None:
    shutil.copy(EXAMPLES / "skittish.py", tmp_path / "skittish.py")
    scenario = tmp_path / "giant.yaml"
    scenario.write_text(
        "variants: [./skittish.py]\nbattlefield:\n  - {card: Skittish Hare, id: hare}\n"
        "  - {card: Hill Giant, id: giant, controller: B}\n"
        "actions:\n  - {attack: [hare], defender: B}\n",
        encoding="utf-8",
    )
    with pytest.raises(SourceError) as error:
        load_scenario(scenario)
    assert str(error.value) == (
        f"{scenario}:6: B controls giant, an untapped creature with greater power"
        " (CR Skittish 702.1)"
    )


def test_a_scenario_without_a_file_never_reads_a_pack_file() -> None:
    text = f"variants: [{EXAMPLES / 'skittish.py'}]\n"
    with pytest.raises(SourceError) as error:
        load_scenario_text(text, "<request>")
    assert error.value.line == 1
    assert error.value.message.startswith(
        f"'{EXAMPLES / 'skittish.py'}' names a pack file; pack files are loaded only from the"
        " command line or from a scenario file (shipped: bond; installed: none;"
    )
    assert "skittish" not in variants.registered()


def test_a_missing_pack_file_says_where_it_was_looked_for(tmp_path: Path) -> None:
    with pytest.raises(UnknownVariant) as error:
        resolve("./nowhere.py", relative_to=tmp_path)
    assert str(error.value) == (
        f"no pack file './nowhere.py' (looked for {tmp_path / 'nowhere.py'}; shipped: bond; "
        "installed: none; or a pack file: path/to/pack.py or .yaml)"
    )


def test_a_python_pack_file_without_pack_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "empty.py").write_text("NAME = 'empty'\n", encoding="utf-8")
    with pytest.raises(SourceError) as error:
        resolve("empty.py", relative_to=tmp_path)
    assert str(error.value) == (
        f"{tmp_path / 'empty.py'}: a Python pack file defines PACK = VariantPack(...) "
        "(see docs/variants.md)"
    )


def test_a_python_pack_file_s_own_error_names_its_line(tmp_path: Path) -> None:
    (tmp_path / "broken.py").write_text(
        "from mtgrules.variants import VariantPack\n\nPACK = VariantPack(nam='broken')\n",
        encoding="utf-8",
    )
    with pytest.raises(SourceError) as error:
        resolve("broken.py", relative_to=tmp_path)
    assert (error.value.line, error.value.message) == (
        3,
        "TypeError: VariantPack.__init__() got an unexpected keyword argument 'nam'",
    )
    (tmp_path / "syntax.py").write_text("PACK = (\n", encoding="utf-8")
    with pytest.raises(SourceError) as error:
        resolve("syntax.py", relative_to=tmp_path)
    assert error.value.line == 1
    assert error.value.message.startswith("SyntaxError: ")


def test_a_pack_file_can_t_take_a_shipped_pack_s_name(tmp_path: Path) -> None:
    (tmp_path / "bond.py").write_text(
        "from mtgrules.variants import VariantPack\n\nPACK = VariantPack('bond')\n",
        encoding="utf-8",
    )
    with pytest.raises(SourceError) as error:
        resolve("./bond.py", relative_to=tmp_path)
    assert error.value.message.startswith("a pack named 'bond' exists already (shipped: bond;")
    assert variants.get("bond").description.startswith("The Bond variant")


def test_a_pack_file_read_again_after_it_changed_replaces_its_pack(tmp_path: Path) -> None:
    path = tmp_path / "mine.py"
    source = "from mtgrules.variants import VariantPack\n\nPACK = VariantPack('mine', {!r})\n"
    path.write_text(source.format("first"), encoding="utf-8")
    first = resolve("mine.py", relative_to=tmp_path)
    assert resolve("mine.py", relative_to=tmp_path) is first  # unchanged: read once
    path.write_text(source.format("second, longer"), encoding="utf-8")
    assert resolve("mine.py", relative_to=tmp_path).description == "second, longer"
    assert variants.get("mine").description == "second, longer"


def test_a_game_with_a_pack_file_records_the_pack_s_name_and_replays() -> None:
    import random

    name = resolve("skittish.py", relative_to=EXAMPLES).name
    deck = ["Skittish Hare"] * 12 + ["Hill Giant"] * 8 + ["Forest"] * 10 + ["Mountain"] * 10
    game = Game.from_decks([deck, deck], seed=5, variants=[name])
    rng = random.Random(5)
    for _ in range(400):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    record = game.record()
    assert record["variants"] == ["skittish"]
    assert Game.replay(record).state_hash() == game.state_hash()
