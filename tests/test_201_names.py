"""CR 201: names — same and different names, interchangeable names, choosing a card name."""

from __future__ import annotations

import pytest

from card_data import needs_full_database
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import Face
from mtgrules.cards.errors import IllegalChoice, UnknownCard
from mtgrules.cards.names import (
    NAMELESS,
    InterchangeableNames,
    ThisObject,
    all_different_names,
    bundled_interchangeable_names,
    choose_card_name,
    has_card_type,
    has_different_name,
    same_name,
)

DB = bundled_database()


def names(*words: str) -> frozenset[str]:
    return frozenset(words)


def test_201_2_a_japanese_name_is_an_alias_of_the_english_name() -> None:
    assert DB.card("稲妻").name == "Lightning Bolt"
    assert choose_card_name(DB, "《稲妻》").name == "Lightning Bolt"


def test_201_2a_same_name_needs_one_name_in_common() -> None:
    assert same_name(names("Fire", "Ice"), names("Fire"))
    assert not same_name(names("Fire"), names("Ice"))


def test_201_2a_a_nameless_object_shares_a_name_with_nothing() -> None:
    assert not same_name(NAMELESS, NAMELESS)
    assert not same_name(NAMELESS, names("Grinning Demon"))


def test_201_2b_example_liliana_s_contract_and_a_face_down_demon() -> None:
    """Three Demons with different names and a face-down creature made a Demon: the four don't
    count as four Demons with different names."""
    demons = [names("Grinning Demon"), names("Master of the Feast"), names("Lord of the Pit")]
    assert all_different_names(demons)
    assert not all_different_names([*demons, NAMELESS])
    assert not all_different_names([*demons, names("Grinning Demon")])


def test_201_2c_a_different_name_from_a_group() -> None:
    assert has_different_name(names("Clone"), [names("Grizzly Bears"), NAMELESS])
    assert not has_different_name(names("Clone"), [names("Clone"), names("Memnite")])
    assert not has_different_name(NAMELESS, [names("Memnite")])


def test_201_3a_interchangeable_names_are_the_same_name() -> None:
    table = InterchangeableNames((names("Original Card", "Reprinted Card"),))
    assert same_name(names("Original Card"), names("Reprinted Card"), table)
    assert not same_name(names("Original Card"), names("Reprinted Card"), InterchangeableNames())
    assert not all_different_names([names("Original Card"), names("Reprinted Card")], table)
    assert bundled_interchangeable_names().groups == ()


def test_201_4_only_names_of_real_cards() -> None:
    assert choose_card_name(DB, "lightning bolt").name == "Lightning Bolt"
    with pytest.raises(UnknownCard):
        choose_card_name(DB, "Servo")  # a token's name, and no card's (CR 201.4)
    with pytest.raises(UnknownCard, match="did you mean: Lightning Bolt"):
        choose_card_name(DB, "Lightnig Bolt")


def test_201_4a_example_dispossess_uses_the_oracle_card_not_the_game_object() -> None:
    artifact = has_card_type("Artifact")
    assert choose_card_name(DB, "Chimeric Staff", artifact, requirement="artifact").rule == "201.4a"
    with pytest.raises(IllegalChoice) as error:
        # Even if an Island on the battlefield were an artifact (Mycosynth Lattice).
        choose_card_name(DB, "Island", artifact, requirement="artifact")
    assert error.value.rule == "201.4a"
    assert str(error.value) == (
        "'Island' is not the name of an artifact card in the Oracle card reference (CR 201.4a)"
    )


def test_201_4b_a_split_card_half_but_not_both() -> None:
    assert choose_card_name(DB, "Fire").name == "Fire"
    assert choose_card_name(DB, "Ice").name == "Ice"
    with pytest.raises(IllegalChoice) as error:
        choose_card_name(DB, "Fire // Ice")
    assert error.value.rule == "201.4b"
    red = lambda face: "R" in face.colors  # noqa: E731
    assert choose_card_name(DB, "Fire", red).face.name == "Fire"
    with pytest.raises(IllegalChoice, match=r"201\.4b"):
        choose_card_name(DB, "Ice", red)  # only that half's characteristics count


def test_201_4c_a_flip_card_s_alternative_name() -> None:
    chosen = choose_card_name(DB, "Tok-Tok, Volcano Born")
    assert chosen.rule == "201.4c"
    # The flipped characteristics keep the card's mana cost.
    assert chosen.face.mana_cost == "{3}{R}"
    legendary = lambda face: "Legendary" in face.supertypes  # noqa: E731
    assert choose_card_name(DB, "Tok-Tok, Volcano Born", legendary).name == "Tok-Tok, Volcano Born"
    with pytest.raises(IllegalChoice):
        choose_card_name(DB, "Akki Lavarunner", legendary)


@needs_full_database
def test_201_4d_the_back_face_of_a_double_faced_card() -> None:
    big = lambda face: face.power is not None and int(face.power) >= 3  # noqa: E731
    chosen = choose_card_name(DB, "Insectile Aberration", big)
    assert (chosen.name, chosen.rule) == ("Insectile Aberration", "201.4d")
    with pytest.raises(IllegalChoice, match=r"201\.4d"):
        choose_card_name(DB, "Delver of Secrets", big)


@needs_full_database
def test_201_4e_the_melded_back_face() -> None:
    chosen = choose_card_name(DB, "Brisela, Voice of Nightmares")
    assert chosen.rule == "201.4e"
    assert chosen.face.power == "9"


@needs_full_database
def test_201_4f_an_adventurer_s_alternative_name() -> None:
    instant = has_card_type("Instant")
    chosen = choose_card_name(DB, "Stomp", instant, requirement="instant")
    assert (chosen.name, chosen.rule) == ("Stomp", "201.4f")
    with pytest.raises(IllegalChoice):
        choose_card_name(DB, "Bonecrusher Giant", instant)


def test_201_4g_choosing_an_interchangeable_name_chooses_all_of_them() -> None:
    table = InterchangeableNames((names("Grizzly Bears", "Runeclaw Bear"),))
    chosen = choose_card_name(DB, "Grizzly Bears", table=table)
    assert chosen.names == names("Grizzly Bears", "Runeclaw Bear")


def test_201_5_this_object_is_a_reference_not_text() -> None:
    ref = ThisObject("Skithiryx, the Blight Dragon")
    holder = object()
    assert ref.resolve(holder) is holder
    # 201.5b: gained by Quicksilver Elemental, the ability names its new holder.
    assert ref.render("Quicksilver Elemental") == "Quicksilver Elemental"
    assert ref.render(None) == "Skithiryx, the Blight Dragon"


def test_face_characteristics_are_database_values() -> None:
    chosen = choose_card_name(DB, "Chimeric Staff")
    assert isinstance(chosen.face, Face)
    assert chosen.face.types == ("Artifact",)
