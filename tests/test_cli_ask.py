"""``mtgrules ask``: the one-line question. The cards go onto the battlefield in the order named,
each with a later timestamp (CR 613.7a), and every object is explained. Blood Moon and Urborg,
Tomb of Yawgmoth (CR 613.8a-b): whichever came first, Blood Moon's effect applies first, because
Urborg's depends on it, and removes the ability that makes Urborg's effect — Urborg is a
Mountain and nothing more."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from mtgrules.cli import app

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "packs"

URBORG_AFTER_BLOOD_MOON = """\
Onto the battlefield under A's control: Blood Moon (blood-moon, timestamp 1),
then Urborg, Tomb of Yawgmoth (urborg, timestamp 2).
╭─ blood-moon: Blood Moon ─────────────────────────────────────────────────────╮
│  type line  Enchantment                                                      │
│  colors     R                                                                │
│  ability    Nonbasic lands are Mountains.                                    │
╰─ battlefield · owner A · controller A ───────────────────────────────────────╯
╭─ urborg: Urborg, Tomb of Yawgmoth ───────────────────────────────────────────╮
│  type line  Legendary Land — Mountain                                        │
│  colors     colorless                                                        │
│  ability    {T}: Add {R}.                                                    │
│ layers                                                                       │
│  layer  effect            source      ts  before → after    order            │
│  4      is Mountain       blood-moon  1   Legendary Land →  timestamp (CR    │
│                                           Legendary Land —  613.7)           │
│                                           Mountain                           │
│  4      Each land is a    urborg      2                     not applied: by  │
│         Swamp in                                            its turn it no   │
│         addition to its                                     longer existed   │
│         other land                                          (its source      │
│         types.                                              lost the         │
│                                                             ability, or its  │
│                                                             condition        │
│                                                             stopped          │
│                                                             holding)         │
╰─ battlefield · owner A · controller A ───────────────────────────────────────╯
A: 20 life  B: 20 life
what happened: nothing after the set-up
"""


def lines(output: str) -> list[str]:
    return [line.rstrip() for line in output.splitlines()]


def test_613_8_ask_blood_moon_then_urborg() -> None:
    result = runner.invoke(app, ["ask", "Blood Moon", "Urborg, Tomb of Yawgmoth"])
    assert result.exit_code == 0, result.output
    assert lines(result.output) == lines(URBORG_AFTER_BLOOD_MOON)


def test_613_8_ask_in_japanese_names_gives_the_same_board() -> None:
    result = runner.invoke(app, ["ask", "血染めの月", "《ヨーグモスの墳墓、アーボーグ》", "--json"])
    assert result.exit_code == 0, result.output
    objects = {o["id"]: o for o in json.loads(result.output)["objects"]}
    assert (objects["urborg"]["name"], objects["urborg"]["subtypes"]) == (
        "Urborg, Tomb of Yawgmoth", ["Mountain"],
    )  # fmt: skip
    assert objects["urborg"]["abilities"] == ["{T}: Add {R}."]


def test_613_8b_urborg_first_blood_moon_still_applies_first_and_says_why() -> None:
    result = runner.invoke(app, ["ask", "Urborg, Tomb of Yawgmoth", "Blood Moon", "--json"])
    assert result.exit_code == 0, result.output
    urborg = next(o for o in json.loads(result.output)["objects"] if o["id"] == "urborg")
    assert urborg["subtypes"] == ["Mountain"]
    assert [(t["source"], t["timestamp"], t["rule"], t["order"]) for t in urborg["trace"]] == [
        ("blood-moon", 2, "613.1d",
         "before older effects that depend on it: urborg (existence) (CR 613.8b)"),
        ("urborg", 1, "613.8a", "not applied: by its turn it no longer existed (its source lost "
         "the ability, or its condition stopped holding)"),
    ]  # fmt: skip


def test_ask_in_japanese_shows_japanese_names_and_type_lines() -> None:
    result = runner.invoke(
        app, ["ask", "血染めの月", "ヨーグモスの墳墓、アーボーグ", "--lang", "ja"]
    )
    assert result.exit_code == 0, result.output
    printed = lines(result.output)
    assert (
        "╭─ urborg: ヨーグモスの墳墓、アーボーグ ───────────────────────────────────────╮"
        in printed
    )
    assert (
        "│  タイプ行  伝説の土地 ─ 山                                                   │"
        in printed
    )


def test_ask_prints_its_question_as_a_scenario() -> None:
    result = runner.invoke(
        app, ["ask", "Blood Moon", "《ヨーグモスの墳墓、アーボーグ》", "--scenario"]
    )
    assert result.exit_code == 0, result.output
    assert result.output == (
        "# Blood Moon + Urborg, Tomb of Yawgmoth, in this order (mtgrules ask)\n"
        "players:\n- A\n- B\n"
        "battlefield:\n"
        "- card: Blood Moon\n  id: blood-moon\n  controller: A\n"
        "- card: Urborg, Tomb of Yawgmoth\n  id: urborg\n  controller: A\n"
    )


def test_ask_gives_two_cards_of_one_name_two_ids() -> None:
    result = runner.invoke(app, ["ask", "Forest", "Forest", "--object", "forest-2"])
    assert result.exit_code == 0, result.output
    assert lines(result.output)[:3] == [
        "Onto the battlefield under A's control: Forest (forest, timestamp 1), then",
        "Forest (forest-2, timestamp 2).",
        "╭─ forest-2: Forest ───────────────────────────────────────────────────────────╮",
    ]


def test_ask_with_a_pack_file_knows_its_cards() -> None:
    pack = str(EXAMPLES / "fortress.yaml")
    result = runner.invoke(app, ["ask", "塁壁の歩哨", "--variant", pack, "--json"])
    assert result.exit_code == 0, result.output
    (sentry,) = json.loads(result.output)["objects"]
    assert (sentry["name"], sentry["power"], sentry["toughness"]) == ("Rampart Sentry", 2, 3)


def test_ask_an_unknown_name_suggests_the_closest() -> None:
    result = runner.invoke(app, ["ask", "Blood Moon", "Urborg, Tomb of Yawgmoht"])
    assert result.exit_code == 2
    assert result.output.startswith(
        "error: unknown card name 'Urborg, Tomb of Yawgmoht'; did you mean: Urborg, Tomb of "
        "Yawgmoth"
    )


def test_110_4_an_instant_can_t_be_on_the_battlefield() -> None:
    result = runner.invoke(app, ["ask", "Lightning Bolt"])
    assert result.exit_code == 2
    assert result.output == (
        "error: Lightning Bolt is an instant card: it can't be on the battlefield (CR 110.4; to "
        "ask about casting it, write a scenario)\n"
    )


def test_614_12_a_card_that_needs_a_choice_as_it_enters_says_how_to_give_it() -> None:
    result = runner.invoke(app, ["ask", "Conspiracy"])
    assert result.exit_code == 2
    assert result.output == (
        "error: Conspiracy needs a choice as it enters: choose: {creature_type: …} (give it "
        'with --choose "Conspiracy=…", the value a creature type)\n'
    )


def _subtypes(*arguments: str) -> dict[str, list[str]]:
    result = runner.invoke(app, ["ask", *arguments, "--json"])
    assert result.exit_code == 0, result.output
    return {o["id"]: o["subtypes"] for o in json.loads(result.output)["objects"]}


def test_614_12_conspiracy_enters_with_the_creature_type_chosen_on_the_command_line() -> None:
    assert _subtypes("Conspiracy", "Grizzly Bears", "--choose", "Conspiracy=Elf") == {
        "conspiracy": [],
        "grizzly-bears": ["Elf"],
    }
    # The value in Japanese, as a scenario's choose: takes it.
    assert _subtypes("Conspiracy", "Grizzly Bears", "--choose", "Conspiracy=エルフ") == {
        "conspiracy": [],
        "grizzly-bears": ["Elf"],
    }


def test_614_12_the_choice_goes_into_the_question_s_scenario() -> None:
    result = runner.invoke(
        app, ["ask", "Conspiracy", "Grizzly Bears", "--choose", "Conspiracy=Elf", "--scenario"]
    )
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[5:10] == [
        "- card: Conspiracy",
        "  id: conspiracy",
        "  controller: A",
        "  choose:",
        "    creature_type: Elf",
    ]


def test_614_12_a_choice_for_a_card_that_makes_none_or_isn_t_asked_about_is_refused() -> None:
    none = runner.invoke(app, ["ask", "Grizzly Bears", "--choose", "Grizzly Bears=Elf"])
    assert (none.exit_code, none.output) == (
        2, "error: Grizzly Bears makes no choice as it enters\n"
    )  # fmt: skip
    other = runner.invoke(app, ["ask", "Grizzly Bears", "--choose", "Conspiracy=Elf"])
    assert (other.exit_code, other.output) == (
        2, "error: a choice for Conspiracy, which isn't asked about\n"
    )  # fmt: skip
    bare = runner.invoke(app, ["ask", "Conspiracy", "--choose", "Conspiracy"])
    assert (bare.exit_code, bare.output) == (
        2, "error: --choose takes CARD=VALUE (--choose Conspiracy=Elf), not 'Conspiracy'\n"
    )  # fmt: skip
