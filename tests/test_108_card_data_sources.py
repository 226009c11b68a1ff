"""CR 108.1: the Oracle card reference the engine reads, and where it comes from. Nothing of it is
tracked in git; it is imported from the formats users have (MTGJSON AtomicCards with its Japanese
foreignData, Scryfall oracle-cards, this project's cards.jsonl), built into a cache, merged with
Japanese names (hand-verified lines first), and never guessed from an ambiguous Japanese name."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from card_data import FULL_DATABASE, SHARED, needs_full_database
from mtgrules.cards.build import (
    build_cache,
    bundled_database,
    embedded_database,
    iter_records,
    read_cache,
    read_card_directory,
    read_card_file,
    write_jsonl,
)
from mtgrules.cards.database import AmbiguousName, Card, CardDatabase, Face, record_of
from mtgrules.cards.sources import Stamp
from mtgrules.web.rules import ComprehensiveRules, RulesTextError, read_rules_text

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).parent / "data" / "import"
MTGRULES = [sys.executable, "-m", "mtgrules.cli"]


_BUILT: list[Path] = []


def built() -> Path:
    """The cards.jsonl fixtures, made as the tests run (no card data of the shared data is
    committed): real cards' records read from the shared data's cards.jsonl, followed by the
    hand-written lines of ``data/import`` (records to reject; a card the shared data lacks),
    and the Japanese files of ``layout-ja`` beside them, with Ice's hand-verified line from the
    shared data's ``ja/part1.txt``. Skips without the shared data."""
    if SHARED is None:
        pytest.skip("the cards.jsonl fixtures are made from the shared data (../shared/cards)")
    if _BUILT:
        return _BUILT[0]
    wanted = {
        "cards.jsonl": (["Grizzly Bears", "Ponder"], FIXTURES / "cards-broken.jsonl"),
        "layout/cards.jsonl": (
            ["Recover", "Resurrection", "Fire // Ice", "Shivan Hellkite"],
            FIXTURES / "layout-extra.jsonl",
        ),
    }
    records: dict[str, str] = {}
    names = {name for found, _ in wanted.values() for name in found}
    with (SHARED / "cards" / "cards.jsonl").open(encoding="utf-8") as shared:
        for line in shared:
            name = json.loads(line)["name"]
            if name in names:
                records[name] = line.rstrip("\n")
    root = Path(tempfile.mkdtemp(prefix="mtgrules-import-"))
    shutil.copytree(FIXTURES / "layout-ja", root / "layout")
    for target, (found, extra) in wanted.items():
        text = "\n".join(records[name] for name in found) + "\n"
        (root / target).write_text(text + extra.read_text(encoding="utf-8"), encoding="utf-8")
    hand_verified = [  # Ice's hand-verified Japanese line, which must win over the TSV
        line
        for line in (SHARED / "cards" / "ja" / "part1.txt").read_text("utf-8").splitlines()
        if line.startswith("Ice|")
    ]
    (root / "layout" / "ja" / "part1.txt").write_text("\n".join(hand_verified) + "\n", "utf-8")
    _BUILT.append(root)
    return root


def source(fixture: str) -> Path:
    """The file of an import format: cards.jsonl is made from the shared data (:func:`built`)."""
    return built() / fixture if fixture == "cards.jsonl" else FIXTURES / fixture


def run(*arguments: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """The command line in a process of its own, with ``env`` over the environment."""
    return subprocess.run(
        [*MTGRULES, *arguments],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        cwd=ROOT,
    )


# -- nothing of the data is committed ----------------------------------------------------------


def test_git_tracks_no_card_data_and_no_rules_text() -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    fixtures = "tests/data/import/"  # a handful of cards, written by hand for these tests
    suffixes = (".json.gz", ".marshal", "cards.jsonl", "cards_ja.tsv")
    folders = ("src/mtgrules/cards/data/ja/", "src/mtgrules/web/data/", ".cache/")
    data = [
        path
        for path in tracked
        if (path.endswith(suffixes) and not path.startswith(fixtures))
        or path.startswith(folders)
        or "comprehensive-rules" in path
    ]
    assert data == []
    assert "src/mtgrules/cards/data/interchangeable_names.tsv" in tracked  # the project's own


# -- the three import formats ----------------------------------------------------------------


def test_mtgjson_atomic_cards_with_japanese_foreign_data() -> None:
    result = read_card_file(FIXTURES / "atomic-cards.json")
    assert result.format == "MTGJSON AtomicCards"
    db = CardDatabase.from_records(result.records)
    assert [card.name for card in db] == [
        "Chittering Host",
        "Fire // Ice",
        "Graf Rats",
        "Lightning Bolt",
        "Midnight Scavengers",
        "Tarmogoyf",
    ]
    assert db.card("Graf Rats").meld_result == "Chittering Host"  # CR 712.4: its own card
    assert db.card("Midnight Scavengers").meld_result == "Chittering Host"
    assert db.card("Chittering Host").front.power == "5"
    bolt = db.card("稲妻")
    assert bolt.front == Face(
        "Lightning Bolt",
        "稲妻",
        "{R}",
        (),
        ("Instant",),
        (),
        colors=("R",),
        oracle_text="Lightning Bolt deals 3 damage to any target.",
        type_line_ja="インスタント",
        text_ja="クリーチャー１体かプレイヤー１人かプレインズウォーカー１体を対象とする。"
        "稲妻はそれに３点のダメージを与える。",
    )
    fire_ice = db.card("氷")
    assert (fire_ice.name, fire_ice.name_ja, fire_ice.layout) == (
        "Fire // Ice",
        "火 // 氷",
        "split",
    )
    assert fire_ice.faces[1].oracle_text == "Tap target permanent.\nDraw a card."
    goyf = db.card("Tarmogoyf").front
    assert (goyf.power, goyf.toughness, goyf.subtypes) == ("*", "1+*", ("Lhurgoyf",))
    [rejected] = result.rejected
    assert rejected.reason == "'Mystery Card': no 'types' list"
    assert '"Mystery Card"' in rejected.record and rejected.where.endswith('data["Mystery Card"]')


def test_scryfall_oracle_cards_split_dfc_meld_and_color_indicator() -> None:
    result = read_card_file(FIXTURES / "oracle-cards.json")
    assert result.format == "Scryfall oracle-cards"
    db = CardDatabase.from_records(result.records)
    assert len(db) == 6
    fire, ice = db.card("Fire // Ice").faces
    assert (fire.colors, ice.colors) == (("R",), ("U",))  # CR 105.2: each half its own
    arbor = db.card("Dryad Arbor").front
    assert (arbor.mana_cost, arbor.types, arbor.subtypes, arbor.colors) == (
        None,
        ("Land", "Creature"),
        ("Forest", "Dryad"),
        ("G",),
    )
    delver = db.card("Insectile Aberration")
    assert delver.layout == "transform"
    assert delver.faces[1] == Face(
        "Insectile Aberration",
        types=("Creature",),
        subtypes=("Human", "Insect"),
        power="3",
        toughness="2",
        colors=("U",),
        oracle_text="Flying",
    )
    assert db.card("Graf Rats").meld_result == "Chittering Host"
    assert db.card("Chittering Host").meld_result is None
    reasons = sorted((r.where.rsplit(":", 1)[1], r.reason) for r in result.rejected)
    assert reasons == [
        ("[6]", "a token (CR 111), not a card"),
        ("[7]", "'Nameless Face': no type line"),
    ]


def test_cards_jsonl_rejects_broken_records_with_the_record() -> None:
    result = read_card_file(built() / "cards.jsonl")
    assert result.format == "cards.jsonl"
    assert [record["name"] for record in result.records] == ["Grizzly Bears", "Ponder"]
    where = [(r.where.rsplit(":", 1)[1], r.reason) for r in result.rejected]
    assert where == [
        ("3", "'Broken Colors': colors ['U', 'W'] not in WUBRG order"),
        ("4", "not JSON (Expecting value)"),
        ("5", "a second card named 'Ponder'"),
    ]
    assert result.rejected[1].record == "not json at all"


@pytest.mark.parametrize("fixture", ["atomic-cards.json", "oracle-cards.json", "cards.jsonl"])
def test_every_format_round_trips_through_cards_jsonl(fixture: str, tmp_path: Path) -> None:
    first = CardDatabase.from_records(read_card_file(source(fixture)).records)
    exported = tmp_path / "cards.jsonl"
    assert write_jsonl(iter_records(first), exported) == len(first)
    again = read_card_file(exported)
    assert again.rejected == []
    assert [record_of(c) for c in CardDatabase.from_records(again.records)] == [
        record_of(c) for c in first
    ]


# -- the shared layout with Japanese -----------------------------------------------------------


@pytest.fixture(scope="module")
def layout() -> CardDatabase:
    result = read_card_directory(built() / "layout")
    return CardDatabase.from_records(result.records, result.translations)


def test_the_hand_verified_line_wins_over_the_tsv(layout: CardDatabase) -> None:
    ice = layout.card("Fire // Ice").faces[1]
    assert (ice.name_ja, ice.type_line_ja) == ("氷", "インスタント")
    assert ice.text_ja == "パーマネント１つを対象とし、それをタップする。\nカードを１枚引く。"
    assert ice.name_ja_alternatives == ("こおり",)  # the TSV's name, seen on printings
    assert layout.card("Fire // Ice").name_ja == "火 // 氷"
    assert layout.card("こおり").name == "Fire // Ice"


def test_a_japanese_name_of_two_cards_is_reported_not_guessed(layout: CardDatabase) -> None:
    with pytest.raises(AmbiguousName) as raised:
        layout.card("《復活》")
    assert raised.value.cards == ("Recover", "Resurrection")
    assert str(raised.value) == (
        "'《復活》' is the Japanese name of more than one card: Recover, Resurrection; "
        "use the English name"
    )
    assert "復活" not in layout
    assert layout.card("Resurrection").name_ja == "復活"


def test_a_name_from_other_printings_finds_its_card_unless_another_card_has_it(
    layout: CardDatabase,
) -> None:
    assert layout.card("蘇生").name == "Resurrection"
    assert layout.card("シヴの抱擁").name == "Shivan Embrace"  # its own name wins
    hellkite = layout.card("Shivan Hellkite").front
    assert hellkite.name_ja_alternatives == ("シヴの抱擁",)
    assert hellkite.text_ja == "飛行\n{1}{R}：対象を１つ選ぶ。"


def test_a_tsv_row_for_no_face_is_rejected_with_its_line() -> None:
    result = read_card_directory(built() / "layout")
    [rejected] = result.rejected
    assert rejected.where.endswith("cards_ja.tsv:8")
    assert rejected.record.startswith("No Such Card\tNo Such Card\t無")


# -- the cache ---------------------------------------------------------------------------------


def test_the_cache_gives_back_the_same_cards_and_names(tmp_path: Path) -> None:
    report = build_cache(built() / "layout", "env", tmp_path / "cards.marshal")
    assert report.counts["cards"] == 5 and report.counts["ambiguous_names_ja"] == 1
    cached = read_cache(tmp_path / "cards.marshal")
    assert cached is not None
    rebuilt = CardDatabase.from_records(
        read_card_directory(built() / "layout").records,
        read_card_directory(built() / "layout").translations,
    )
    assert list(cached) == list(rebuilt)
    assert cached.card("蘇生").name == "Resurrection"
    assert cached.ambiguous("復活") == ("Recover", "Resurrection")
    assert read_cache(tmp_path / "cards.marshal", Stamp((("elsewhere", 1, 1),))) is None


def test_the_embedded_default_is_the_hand_defined_cards() -> None:
    db = embedded_database()
    assert db.origin.kind == "embedded"
    assert len(db) == 208
    urborg = db.card("《ヨーグモスの墳墓、アーボーグ》")
    assert urborg == Card(
        "Urborg, Tomb of Yawgmoth",
        "ヨーグモスの墳墓、アーボーグ",
        "normal",
        (
            Face(
                "Urborg, Tomb of Yawgmoth",
                "ヨーグモスの墳墓、アーボーグ",
                supertypes=("Legendary",),
                types=("Land",),
                oracle_text="Each land is a Swamp in addition to its other land types.",
            ),
        ),
        src="definition",
    )


@needs_full_database
def test_the_hand_defined_cards_state_their_oracle_characteristics() -> None:
    full = bundled_database()
    for card in embedded_database():
        mine, theirs = record_of(card), record_of(full.card(card.name))
        for record in (mine, theirs):
            record.pop("src")
            for face in record["faces"]:
                for key in ("type_line_ja", "text_ja", "name_ja_alternatives"):
                    face.pop(key, None)
        assert mine == theirs


# -- the command line ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fixture", "cards", "form"),
    [
        ("atomic-cards.json", 6, "MTGJSON AtomicCards"),
        ("oracle-cards.json", 6, "Scryfall oracle-cards"),
        ("cards.jsonl", 2, "cards.jsonl"),
    ],
)
def test_db_import_makes_the_file_the_data_in_use(
    fixture: str, cards: int, form: str, tmp_path: Path
) -> None:
    env = {"MTGRULES_CACHE_DIR": str(tmp_path)}
    imported = run("db", "import", str(source(fixture)), "--json", env=env)
    assert imported.returncode == 0, imported.stderr
    report = json.loads(imported.stdout)
    assert (report["format"], report["cards"]) == (form, cards)
    assert all(r["record"] for r in report["rejected"])
    info = json.loads(run("db", "info", "--json", env=env).stdout)
    assert (info["origin"], info["source"], info["cards"]) == (
        "imported",
        str(source(fixture)),
        cards,
    )
    found = run("card", "Lightning Bolt" if cards != 2 else "Grizzly Bears", "--json", env=env)
    assert found.returncode == 0
    removed = run("db", "remove-import", env=env)
    assert removed.stdout.strip() == "removed the imported card data"


def test_db_import_prints_each_rejected_record(tmp_path: Path) -> None:
    printed = run(
        "db", "import", str(built() / "cards.jsonl"), env={"MTGRULES_CACHE_DIR": str(tmp_path)}
    )
    assert printed.returncode == 0
    assert "rejected: 3" in printed.stdout
    assert "cards.jsonl:4: not JSON (Expecting value): not json at all" in printed.stderr


def test_card_data_from_the_environment_comes_first(tmp_path: Path) -> None:
    env = {"MTGRULES_CACHE_DIR": str(tmp_path), "MTGRULES_CARD_DATA": str(built() / "layout")}
    info = json.loads(run("db", "info", "--json", env=env).stdout)
    assert (info["origin"], info["cards"], info["faces_named_ja"]) == ("env", 5, 6)
    ambiguous = run("card", "復活", env=env)
    assert ambiguous.returncode == 2
    assert "more than one card: Recover, Resurrection" in ambiguous.stderr


def test_without_any_card_data_the_embedded_default_is_in_use(tmp_path: Path) -> None:
    env = {"MTGRULES_CACHE_DIR": str(tmp_path), "MTGRULES_NO_SHARED": "1"}
    info = json.loads(run("db", "info", "--json", env=env).stdout)
    assert (info["origin"], info["cards"]) == ("embedded", 208)
    assert run("card", "Force of Will", env=env).returncode == 2


@needs_full_database
def test_the_japanese_name_finds_force_of_will() -> None:
    printed = run("card", "意志の力", "--json", env={})
    assert printed.returncode == 0
    data = json.loads(printed.stdout)
    assert (data["name"], data["name_ja"]) == ("Force of Will", "意志の力")
    assert data["support"]["status"] == "supported"  # compiled from its Oracle text


@needs_full_database
def test_the_shared_data_counts() -> None:
    info = json.loads(run("db", "info", "--json", env={}).stdout)
    assert {k: info[k] for k in ("origin", "cards", "faces", "cards_named_ja")} == {
        "origin": "shared",
        "cards": 33_076,
        "faces": 33_912,
        "cards_named_ja": 22_243,
    }
    assert info["faces_named_ja"] >= 22_489 and info["type_lines_ja"] >= 17_931
    assert FULL_DATABASE


# -- the Comprehensive Rules text --------------------------------------------------------------


def test_a_rules_text_file_is_read_rule_by_rule() -> None:
    document = read_rules_text(FIXTURES / "rules.txt")
    rules = ComprehensiveRules.from_document(document)
    assert (rules.effective, sorted(rules.rules)) == (
        "January 1, 2030",
        ["1", "100", "100.1", "100.1a", "100.2"],
    )
    assert rules.rule("100.1a").examples == ("A line that shows it.",)
    assert (
        rules.rule("100.2").text
        == "A second rule, with a paragraph of its own.\n\nIt continues here."
    )
    assert rules.rule("100").children == ("100.1", "100.2")


def test_a_file_that_isnt_the_rules_is_refused_naming_it() -> None:
    with pytest.raises(RulesTextError, match=r"cards\.jsonl: no '1\. Game Concepts'"):
        read_rules_text(built() / "cards.jsonl")


def test_rules_import_makes_the_file_the_rules_in_use(tmp_path: Path) -> None:
    env = {"MTGRULES_CACHE_DIR": str(tmp_path), "MTGRULES_NO_SHARED": "1"}
    assert "isn't installed" in run("rules", "info", env=env).stdout
    imported = run("rules", "import", str(FIXTURES / "rules.txt"), env=env)
    assert imported.returncode == 0, imported.stderr
    assert imported.stdout.split() == (
        f"imported 5 rules, effective January 1, 2030, from {FIXTURES / 'rules.txt'}".split()
    )
    assert "5 rules, effective January 1, 2030" in run("rules", "info", env=env).stdout
    refused = run("rules", "import", str(built() / "cards.jsonl"), env=env)
    assert refused.returncode == 2 and "no '1. Game Concepts'" in refused.stderr


def test_a_cards_jsonl_whose_first_record_mentions_data_is_still_cards_jsonl(
    tmp_path: Path,
) -> None:
    first = {"name": "Data Drain", "layout": "normal", "faces": [
        {"name": "Data Drain", "supertypes": [], "types": ["Sorcery"], "subtypes": [],
         "colors": [], "oracle_text": '"data"'}
    ]}  # fmt: skip
    path = tmp_path / "cards.jsonl"
    path.write_text(json.dumps(first) + "\n" + json.dumps({**first, "name": "Other"}) + "\n")
    result = read_card_file(path)
    assert (result.format, [r["name"] for r in result.records]) == (
        "cards.jsonl",
        ["Data Drain", "Other"],
    )
