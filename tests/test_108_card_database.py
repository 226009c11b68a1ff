"""CR 108.1 (the Oracle card reference) and CR 201.2 (a card's name is its English name): the
card database, found by any English or Japanese name of a card or face."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from card_data import FULL_DATABASE, SHARED, WHY, needs_full_database
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import (
    AmbiguousName,
    Card,
    CardDatabase,
    Face,
    normalize_name,
    parse_translations,
    read_translations,
)
from mtgrules.cards.errors import CardDataError, UnknownCard


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    if not FULL_DATABASE:
        pytest.skip(WHY)
    return bundled_database()


# -- the collection ------------------------------------------------------------------------


def test_the_bundle_holds_every_card_and_face(db: CardDatabase) -> None:
    assert len(db) == 33_076
    assert sum(len(card.faces) for card in db) == 33_912


def test_the_bundled_database_is_loaded_once() -> None:
    assert bundled_database() is bundled_database()


def test_cards_come_in_case_folded_name_order(db: CardDatabase) -> None:
    names = [card.name for card in db]
    assert names == sorted(names, key=lambda name: (name.casefold(), name))


def test_lightning_bolt(db: CardDatabase) -> None:
    bolt = db.card("Lightning Bolt")
    assert bolt.name == "Lightning Bolt"
    assert bolt.name_ja == "稲妻"
    assert bolt.layout == "normal"
    assert bolt.meld_result is None
    assert bolt.faces == (bolt.front,)
    face = bolt.front
    assert face.mana_cost == "{R}"
    assert (face.supertypes, face.types, face.subtypes) == ((), ("Instant",), ())
    assert face.type_line == "Instant"
    assert face.colors == ("R",)
    assert (face.power, face.toughness, face.loyalty, face.defense) == (None, None, None, None)
    assert face.oracle_text == "Lightning Bolt deals 3 damage to any target."
    assert face.type_line_ja == "インスタント"
    assert face.text_ja == (
        "クリーチャーやプレインズウォーカーやプレイヤーのうち１つを対象とする。"
        "稲妻はそれに３点のダメージを与える。"
    )


def test_type_line_is_supertypes_types_dash_subtypes(db: CardDatabase) -> None:
    assert db.card("Karn, Silver Golem").front.type_line == "Legendary Artifact Creature — Golem"
    assert db.card("Snow-Covered Forest").front.type_line == "Basic Snow Land — Forest"
    assert db.card("Dryad Arbor").front.type_line == "Land Creature — Forest Dryad"
    assert db.card("Humility").front.type_line == "Enchantment"


# -- looking names up ------------------------------------------------------------------------


def test_split_card_by_either_half_or_whole_name(db: CardDatabase) -> None:
    fire_ice = db.card("Fire // Ice")
    assert fire_ice.layout == "split"
    assert fire_ice.face_names == ("Fire", "Ice")
    assert db.card("Fire") is fire_ice
    assert db.card("Ice") is fire_ice
    assert db.card("fire//ice") is fire_ice
    assert db.face("Ice") == (fire_ice, fire_ice.faces[1])
    assert db.face("Ice")[1].mana_cost == "{1}{U}"


def test_a_whole_name_gives_the_front_face(db: CardDatabase) -> None:
    card, face = db.face("Fire // Ice")
    assert face is card.front
    assert face.name == "Fire"


def test_flip_card_by_its_flipped_name(db: CardDatabase) -> None:
    card, face = db.face("Tok-Tok, Volcano Born")
    assert card.name == "Akki Lavarunner // Tok-Tok, Volcano Born"
    assert card.layout == "flip"
    assert card.front.name == "Akki Lavarunner"
    assert face.type_line == "Legendary Creature — Goblin Shaman"
    assert (face.power, face.toughness) == ("2", "2")


def test_transform_card_by_its_back_face(db: CardDatabase) -> None:
    card, face = db.face("Insectile Aberration")
    assert card.name == "Delver of Secrets // Insectile Aberration"
    assert card.layout == "transform"
    assert face is card.faces[1]
    assert face.oracle_text == "Flying"
    assert (face.power, face.toughness, face.mana_cost) == ("3", "2", None)


def test_adventurer_card_by_its_adventure(db: CardDatabase) -> None:
    card, face = db.face("Stomp")
    assert card.name == "Bonecrusher Giant // Stomp"
    assert card.layout == "adventure"
    assert face.type_line == "Instant — Adventure"
    assert face.mana_cost == "{1}{R}"


def test_melded_card_is_its_own_card(db: CardDatabase) -> None:
    host = db.card("Chittering Host")
    assert host.layout == "meld"
    assert host.front.type_line == "Creature — Eldrazi Horror"
    assert db.card("Graf Rats").meld_result == "Chittering Host"
    assert db.card("Midnight Scavengers").meld_result == "Chittering Host"


@pytest.mark.parametrize(
    ("japanese", "english"),
    [
        ("稲妻", "Lightning Bolt"),
        ("謙虚", "Humility"),
        ("ヨーグモスの墳墓、アーボーグ", "Urborg, Tomb of Yawgmoth"),
        ("《血染めの月》", "Blood Moon"),
        ("火", "Fire // Ice"),
        ("火 // 氷", "Fire // Ice"),
        ("悪忌の溶岩走り", "Akki Lavarunner // Tok-Tok, Volcano Born"),
        ("押収", "Confiscate"),
    ],
)
def test_japanese_names(db: CardDatabase, japanese: str, english: str) -> None:
    assert db.card(japanese).name == english


@pytest.mark.parametrize(
    "written",
    [
        "lightning bolt",
        "LIGHTNING BOLT",
        "ＬＩＧＨＴＮＩＮＧ ＢＯＬＴ",
        "ｌｉｇｈｔｎｉｎｇ　ｂｏｌｔ",
        "  Lightning   Bolt \n",
        "《Lightning Bolt》",
    ],
)
def test_case_width_and_whitespace_do_not_matter(db: CardDatabase, written: str) -> None:
    assert db.card(written).name == "Lightning Bolt"
    assert written in db


def test_half_width_katakana_is_the_same_name(db: CardDatabase) -> None:
    assert db.card("ﾖｰｸﾞﾓｽの墳墓、ｱｰﾎﾞｰｸﾞ").name == "Urborg, Tomb of Yawgmoth"


def test_curly_and_straight_quotes_are_the_same(db: CardDatabase) -> None:
    assert db.card("Liliana’s Contract").name == "Liliana's Contract"
    assert db.card("Fang, Fearless l’Cie").name == "Fang, Fearless l'Cie"  # as CR 712.5g writes it
    assert db.card("“Name Sticker” Goblin").name == '"Name Sticker" Goblin'


def test_card_face_by_english_or_japanese_name(db: CardDatabase) -> None:
    fire_ice = db.card("Fire // Ice")
    assert fire_ice.face("ice") is fire_ice.faces[1]
    assert fire_ice.face("氷") is fire_ice.faces[1]
    with pytest.raises(UnknownCard) as raised:
        fire_ice.face("Fir")
    assert raised.value.suggestions == ("Fire", "Ice")
    assert (
        str(raised.value) == "card 'Fire // Ice' has no face named 'Fir'; did you mean: Fire, Ice?"
    )
    with pytest.raises(UnknownCard):
        db.card("Akki Lavarunner // Tok-Tok, Volcano Born").face("")


# -- shared face names -----------------------------------------------------------------------

FACE_NAME_COLLISIONS = {
    "Ancestral Recall": "Emeritus of Ideation // Ancestral Recall",
    "Braingeyser": "Dirgur Focusmage // Braingeyser",
    "Brainstorm": "Harmonized Trio // Brainstorm",
    "Careful Study": "Spellbook Seeker // Careful Study",
    "Channel": "Yavimaya Bloomsage // Channel",
    "Demonic Tutor": "Emeritus of Woe // Demonic Tutor",
    "Despair": "Driven // Despair",
    "Exsanguinate": "Stensian Sanguinist // Exsanguinate",
    "Jump": "Encouraging Aviator // Jump",
    "Lightning Bolt": "Emeritus of Conflict // Lightning Bolt",
    "Raise Dead": "Cheerful Osteomancer // Raise Dead",
    "Rampant Growth": "Studious First-Year // Rampant Growth",
    "Reanimate": "Grave Researcher // Reanimate",
    "Regrowth": "Emeritus of Abundance // Regrowth",
    "Replenish": "Eiganjo Dynastorian // Replenish",
    "Saw": "Smelt/Herd // Saw",
    "Secret Rendezvous": "Joined Researchers // Secret Rendezvous",
    "Seething Song": "Blazing Firesinger // Seething Song",
    "Sign in Blood": "Scheming Silvertongue // Sign in Blood",
    "Stream of Life": "Infirmary Healer // Stream of Life",
    "Swords to Plowshares": "Emeritus of Truce // Swords to Plowshares",
    "Wheel of Fortune": "Naktamun Lorespinner // Wheel of Fortune",
    "稲妻": "Emeritus of Conflict // Lightning Bolt",
    "フェイの贈り物": "Faerie Guidemother // Gift of the Fae",
}
"""Every name that more than one card answers to: a card's name that is also a face of another
card (prepared spells, Despair of Driven // Despair, Saw of Smelt/Herd // Saw), in English and
Japanese. Each maps to the other card, the one that does not win."""

AMBIGUOUS_JAPANESE = {
    "爆弾部隊": ("Bomb Squad", "Bomber Corps"),
    "破滅を導くもの": ("Conduit of Ruin", "Ruination Guide"),
    "深海の生息者": ("Denizen of the Deep", "Déjà Vu"),
    "復活": ("Recover", "Resurrection"),
    "シヴのヘルカイト": ("Shivan Hellkite", "Shivan Raptor"),
    "時間のひずみ": ("Temporal Distortion", "Time Distortion"),
}
"""The Japanese names two cards have as their own: a lookup names both instead of guessing."""


@pytest.mark.parametrize(("japanese", "cards"), AMBIGUOUS_JAPANESE.items())
def test_a_japanese_name_of_two_cards_names_both(
    db: CardDatabase, japanese: str, cards: tuple[str, str]
) -> None:
    with pytest.raises(AmbiguousName) as raised:
        db.card(japanese)
    assert raised.value.cards == cards
    assert all(db.card(card).name_ja == japanese for card in cards)


def test_these_are_all_the_names_shared_by_several_cards(db: CardDatabase) -> None:
    cards_by_key: dict[str, set[str]] = {}
    written: dict[str, str] = {}
    for card in db:
        names = {card.name, card.name_ja}
        names |= {name for face in card.faces for name in (face.name, face.name_ja)}
        for name in filter(None, names):
            cards_by_key.setdefault(normalize_name(name), set()).add(card.name)
            written.setdefault(normalize_name(name), name)
    shared = {written[key]: cards for key, cards in cards_by_key.items() if len(cards) > 1}
    ambiguous = {name: cards for name, cards in shared.items() if db.ambiguous(name)}
    assert ambiguous == {name: set(cards) for name, cards in AMBIGUOUS_JAPANESE.items()}
    assert {
        name: cards - {db.card(name).name}
        for name, cards in shared.items()
        if name not in ambiguous
    } == {name: {other} for name, other in FACE_NAME_COLLISIONS.items()}


@pytest.mark.parametrize(("name", "other"), FACE_NAME_COLLISIONS.items())
def test_a_cards_own_name_wins_over_a_face_name(db: CardDatabase, name: str, other: str) -> None:
    card = db.card(name)
    assert normalize_name(name) in {normalize_name(card.name), normalize_name(card.name_ja or "")}
    assert db.card(other).name == other


def test_the_prepared_bolt_is_still_found_by_its_whole_name(db: CardDatabase) -> None:
    card = db.card("Emeritus of Conflict // Lightning Bolt")
    assert card.layout == "prepare"
    assert card.face("Lightning Bolt").name_ja == "稲妻"
    assert db.card("Lightning Bolt") is not card


def test_only_faces_sharing_a_name_go_to_the_card_that_sorts_first() -> None:
    db = CardDatabase.from_records(
        [
            {"name": "Zeta // Shared", "faces": [{"name": "Zeta"}, {"name": "Shared"}]},
            {"name": "Alpha // Shared", "faces": [{"name": "Alpha"}, {"name": "Shared"}]},
        ]
    )
    assert db.card("Shared").name == "Alpha // Shared"


# -- unknown names ---------------------------------------------------------------------------


def test_an_unknown_name_suggests_the_closest(db: CardDatabase) -> None:
    with pytest.raises(UnknownCard) as raised:
        db.card("Lightnig Bolt")
    error = raised.value
    assert isinstance(error, LookupError)
    assert error.name == "Lightnig Bolt"
    assert error.suggestions[:3] == ("Lightning Bolt", "Lightning Colt", "Lightning Blast")
    assert str(error).startswith(
        "unknown card name 'Lightnig Bolt'; did you mean: Lightning Bolt, Lightning Colt, "
        "Lightning Blast, "
    )
    assert "Lightnig Bolt" not in db


def test_an_unknown_japanese_name_suggests_japanese_names(db: CardDatabase) -> None:
    with pytest.raises(UnknownCard) as raised:
        db.face("ヨーグモスの墳墓アーボーグ")
    assert raised.value.suggestions[0] == "ヨーグモスの墳墓、アーボーグ"


def test_words_in_another_order_are_suggested(db: CardDatabase) -> None:
    assert db.suggestions("bolt lightning")[0] == "Lightning Bolt"


def test_every_suggestion_can_be_looked_up(db: CardDatabase) -> None:
    for suggestion in db.suggestions("Fire/Ice") + db.suggestions("tok tok volcano"):
        assert suggestion in db
    assert db.suggestions("Fire/Ice")[0] == "Fire // Ice"


def test_nothing_close_means_no_suggestions(db: CardDatabase) -> None:
    with pytest.raises(UnknownCard) as raised:
        db.card("")
    assert raised.value.suggestions == ()
    assert str(raised.value) == "unknown card name ''"


# -- search ----------------------------------------------------------------------------------


def test_search_lists_prefix_matches_shortest_first(db: CardDatabase) -> None:
    assert [card.name for card in db.search("lightning b", limit=3)] == [
        "Lightning Blow",
        "Lightning Bolt",
        "Lightning Blast",
    ]


def test_search_in_japanese(db: CardDatabase) -> None:
    assert [card.name for card in db.search("稲", limit=1)] == ["Lightning Bolt"]
    assert db.search("ヨーグモスの墳墓")[0].name == "Urborg, Tomb of Yawgmoth"
    assert db.search("ヨーグモス")[0].name == "Eye of Yawgmoth"  # ヨーグモスの眼, the shortest


def test_search_falls_back_to_similar_names(db: CardDatabase) -> None:
    assert db.search("Lightnig Bolt", limit=5)[0].name == "Lightning Bolt"
    assert len(db.search("bolt", limit=7)) == 7
    assert db.search("   ") == []


# -- the Japanese data -----------------------------------------------------------------------


def test_japanese_type_line_is_kept_as_printed(db: CardDatabase) -> None:
    arbor = db.card("Dryad Arbor")
    assert arbor.name_ja == "ドライアドの東屋"
    assert arbor.front.type_line_ja == "〔緑〕 土地・クリーチャー — 森・ドライアド"
    assert db.card("Lignify").front.type_line_ja == "部族・エンチャント — ツリーフォーク・オーラ"


def test_japanese_rules_text_has_one_ability_per_line(db: CardDatabase) -> None:
    assert db.card("Academy Ruins").front.text_ja == (
        "{T}：{C}を加える。\n"
        "{1}{U},{T}：あなたの墓地からアーティファクト・カード１枚を対象とし、"
        "それをあなたのライブラリーの一番上に置く。"
    )


def test_a_vanilla_creature_has_no_japanese_rules_text(db: CardDatabase) -> None:
    bears = db.card("Grizzly Bears").front
    assert (bears.name_ja, bears.type_line_ja, bears.text_ja) == (
        "灰色熊",
        "クリーチャー — 熊",
        None,
    )


def test_an_english_name_in_the_japanese_column_means_no_japanese_name(db: CardDatabase) -> None:
    for name in ("Nether Void", "Vesuvan Doppelganger"):
        card = db.card(name)
        assert card.name_ja is None
        assert card.front.name_ja is None
        assert card.front.type_line_ja is not None
        assert card.front.text_ja is not None
    assert db.card("Nether Void").front.type_line_ja == "ワールド・エンチャント"


def test_japanese_names_from_the_bundle_count_too(db: CardDatabase) -> None:
    assert db.card("Expropriate").name_ja == "召し上げ"
    assert db.card("召し上げ").name == "Expropriate"
    assert db.card("Confiscate").front.type_line_ja == "エンチャント — オーラ"  # from the TSV


def test_a_split_cards_japanese_name_joins_its_halves(db: CardDatabase) -> None:
    assert db.card("Fire // Ice").name_ja == "火 // 氷"
    assert db.card("Assault // Battery").name_ja == "暴行 // 殴打"
    assert db.card("Akki Lavarunner // Tok-Tok, Volcano Born").name_ja is None


def test_every_hand_verified_japanese_line_translates_a_face(db: CardDatabase) -> None:
    assert SHARED is not None
    translations = read_translations(SHARED / "cards" / "ja")
    assert len(translations) == 95
    for line in translations:
        card, face = db.face(line.name)
        assert line.name in card.face_names
        assert face.type_line_ja == line.type_line_ja
        assert face.text_ja == (line.text_ja or face.text_ja)


def test_a_japanese_line_for_no_face_is_an_error_at_its_line() -> None:
    lines = parse_translations("Fire|火|インスタント|\nFlre|炎|インスタント|", path="extra.txt")
    records = [{"name": "Fire // Ice", "faces": [{"name": "Fire"}, {"name": "Ice"}]}]
    with pytest.raises(CardDataError) as raised:
        CardDatabase.from_records(records, lines)
    assert (raised.value.path, raised.value.line) == ("extra.txt", 2)
    assert str(raised.value) == "extra.txt:2: no card face is named 'Flre'"


def test_a_face_translated_twice_is_an_error() -> None:
    lines = parse_translations("Ice|氷\n\nIce|こおり", path="extra.txt")
    with pytest.raises(CardDataError, match=r"^extra.txt:3: 'Ice' is already translated at"):
        CardDatabase.from_records([{"name": "Ice"}], lines)


def test_a_line_without_a_japanese_field_is_an_error() -> None:
    with pytest.raises(CardDataError, match=r"^bad.txt:1: expected"):
        parse_translations("Fire\n", path="bad.txt")


def test_a_bad_line_in_a_file_names_the_file(tmp_path: Path) -> None:
    tmp_path.joinpath("part9.txt").write_text("Humility|謙虚\nHumilty|謙虚\n", encoding="utf-8")
    with pytest.raises(CardDataError) as raised:
        CardDatabase.from_records([{"name": "Humility"}], read_translations(tmp_path))
    assert raised.value.path == str(tmp_path / "part9.txt")
    assert raised.value.line == 2


# -- records -----------------------------------------------------------------------------------


def test_from_records_fills_in_what_is_left_out() -> None:
    db = CardDatabase.from_records(
        [{"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["Creature"], "colors": ["G"]}]
    )
    assert db.card("grizzly bears") == Card(
        "Grizzly Bears",
        None,
        "normal",
        (Face("Grizzly Bears", mana_cost="{1}{G}", types=("Creature",), colors=("G",)),),
    )


def test_two_records_with_one_name_are_refused() -> None:
    with pytest.raises(ValueError, match="same card name"):
        CardDatabase.from_records([{"name": "Island"}, {"name": "Island"}])


@needs_full_database
def test_a_cached_load_reads_the_cache_and_none_of_the_shared_data(tmp_path: Path) -> None:
    bundled_database()  # the cache is built
    script = (
        "import os, sys\n"
        "opened = []\n"
        "def audit(event, args):\n"
        "    if event == 'open' and isinstance(args[0], (str, bytes, os.PathLike)):\n"
        "        opened.append(os.path.abspath(os.fsdecode(args[0])))\n"
        "sys.addaudithook(audit)\n"
        "from mtgrules.cards.build import bundled_database\n"
        "db = bundled_database()\n"
        "print(len(db), db.card('稲妻').name, db.origin.kind)\n"
        "print('\\n'.join(opened))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, check=True
    )
    first, *opened = result.stdout.splitlines()
    assert first == "33076 Lightning Bolt shared"
    assert bundled_database().origin.cache in opened
    assert SHARED is not None
    assert not [path for path in opened if Path(path).is_relative_to(SHARED)]


# -- properties ------------------------------------------------------------------------------


def _full_width(text: str) -> str:
    return "".join(
        "\u3000" if char == " " else chr(ord(char) + 0xFEE0) if "!" <= char <= "~" else char
        for char in text
    )


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_way_of_writing_a_name_finds_the_same_face(data: st.DataObject) -> None:
    db = bundled_database()
    card = db.card(data.draw(st.sampled_from(_sample_names(db))))
    face = data.draw(st.sampled_from(card.faces))
    names = [n for n in (face.name, face.name_ja) if n and not db.ambiguous(n)]
    name = data.draw(st.sampled_from(names or [card.name]))
    written = data.draw(
        st.sampled_from([str.upper, str.lower, str.swapcase, _full_width, lambda s: s])
    )(name).replace("'", data.draw(st.sampled_from(["'", "’", "‘"])))
    written = data.draw(st.sampled_from(["{}", " {} ", "《{}》", "\t{}\n"])).format(written)
    assert db.face(written) == db.face(name)


def test_the_database_in_use_says_where_it_came_from() -> None:
    origin = bundled_database().origin
    assert origin.kind == ("shared" if FULL_DATABASE else "embedded")
    if FULL_DATABASE:
        assert SHARED is not None
        assert origin.path == str(SHARED / "cards")


def _sample_names(db: CardDatabase) -> list[str]:
    return [card.name for position, card in enumerate(db) if position % 37 == 0 or card.name_ja]
