"""The workbench page in a real browser (Playwright driving Debian's Chromium, headless): build
Blood Moon + Urborg from the search box and read the layer-4 explanation, switch to Japanese,
load a gallery example, and play a land and pass the turn against an agent.

Skipped when /usr/bin/chromium is missing (``make test`` installs it when it can); Playwright's
own browser downloads are never used. The explanation view is saved as
``test-artifacts/workbench-explanation.png``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtgrules.web.rules import ComprehensiveRules
from web_server import ROOT, running_server

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = ROOT / "test-artifacts"
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not CHROMIUM.exists(),
        reason="no /usr/bin/chromium: install Debian's chromium (make test does, as root) "
        "to run the browser tests",
    ),
]

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect
expect.set_options(timeout=20_000)  # a busy machine answers slowly; waits end as soon as met


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with running_server() as address:
        yield address


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=LAUNCH_ARGS
        )
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, server: str):  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 1500, "height": 1000}, locale="en-US")
    context.set_default_timeout(30_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(server)
    expect(page.locator("#gallery .example").first).to_be_visible()
    yield page
    context.close()
    assert not errors, errors


def add_card(page, query: str, name: str, player: str) -> None:  # type: ignore[no-untyped-def]
    """Type into the search box and add the card called ``name`` for ``player``."""
    page.fill("#card-search", query)
    page.locator(f'.result[data-name="{name}"] button.add[data-player="{player}"]').click()


def choose(button) -> None:  # type: ignore[no-untyped-def]
    """Click one of the game's choices and wait until the page shows the game's answer."""
    handle = button.element_handle()
    button.click()
    handle.wait_for_element_state("hidden")


def test_build_blood_moon_and_urborg_and_read_the_layer_4_explanation(page) -> None:  # type: ignore[no-untyped-def]
    add_card(page, "ヨーグモスの墳墓", "Urborg, Tomb of Yawgmoth", "A")  # Japanese search
    add_card(page, "Blood Moon", "Blood Moon", "B")
    urborg = page.locator('.tile[data-id="urborg"]')
    expect(urborg.locator(".tile-type")).to_have_text("Legendary Land — Mountain")
    expect(urborg.locator(".tile-type")).to_have_class("tile-type changed")
    expect(urborg.locator(".tile-abilities .gained")).to_have_text("{T}: Add {R}.")
    urborg.click()
    layer4 = page.locator('#explanation .layer-row[data-layer="4"]')
    moon = layer4.locator('.chip[data-source="blood-moon"]')
    expect(moon.locator(".chip-effect")).to_have_text("is Mountain")
    expect(moon.locator(".chip-change")).to_contain_text(
        "Legendary Land → Legendary Land — Mountain"
    )
    expect(moon.locator(".chip-source")).to_contain_text("Blood Moon")
    expect(moon.locator(".chip-source")).to_contain_text("ts 2")
    ceased = layer4.locator('.chip[data-source="urborg"]')
    expect(ceased).to_have_class("chip not-applied dependent")
    expect(page.locator("#explanation svg.arrows path.arrow")).to_have_count(1)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "workbench-explanation.png"), full_page=True)
    layer4.locator('.layer-label a.rule-link[data-rule="613.1d"]').click()
    if ComprehensiveRules.bundled().available:
        expect(page.locator("#rule-body")).to_contain_text(
            "Layer 4: Type-changing effects are applied."
        )
    else:  # without the rules text, the viewer says how to add it
        expect(page.locator("#error")).to_contain_text("mtgrules rules import FILE")


def test_a_card_the_engine_plays_only_in_part_is_badged_and_its_text_marked(page) -> None:  # type: ignore[no-untyped-def]
    add_card(page, "Academy Ruins", "Academy Ruins", "A")
    tile = page.locator('.tile[data-id="academy-ruins"]')
    expect(tile.locator(".badge.unsupported")).to_have_text("partly played")
    expect(tile.locator(".badge.unsupported")).to_have_attribute(
        "title", re.compile(r"^\{1\}\{U\}, \{T\}: Put target artifact card .* returning a card")
    )
    expect(tile.locator(".tile-abilities li.unsupported")).to_have_count(1)
    add_card(page, "Blood Moon", "Blood Moon", "B")
    expect(page.locator('.tile[data-id="blood-moon"] .badge.unsupported')).to_have_count(0)


def test_counters_and_actions_from_the_builder(page) -> None:  # type: ignore[no-untyped-def]
    add_card(page, "Grizzly Bears", "Grizzly Bears", "A")
    entry = page.locator('#entries .entry[data-id="grizzly-bears"]')
    entry.locator("summary").click()
    entry.locator("input").nth(1).fill("+1/+1: 1")  # counters
    entry.locator("input").nth(1).press("Tab")
    bears = page.locator('.tile[data-id="grizzly-bears"]')
    expect(bears.locator(".tile-pt")).to_have_text("3/3")
    expect(bears.locator(".tile-pt")).to_have_class("tile-pt changed")
    page.select_option("#action-kind", "cast")
    page.fill("#action-object", "Giant Growth")
    page.fill("#action-targets", "grizzly-bears")
    page.click("#action-form button[type=submit]")
    expect(bears.locator(".tile-pt")).to_have_text("6/6")
    page.select_option("#action-kind", "end_turn")
    page.click("#action-form button[type=submit]")
    expect(bears.locator(".tile-pt")).to_have_text("3/3")
    yaml = page.input_value("#yaml-text")
    assert (
        '- {card: Grizzly Bears, id: grizzly-bears, controller: A, counters: {"+1/+1": 1}}' in yaml
    )
    assert "- {cast: Giant Growth, targets: [grizzly-bears]}\n  - end_turn" in yaml


def test_switch_to_japanese(page) -> None:  # type: ignore[no-untyped-def]
    page.click('#gallery .example[data-example="blood-moon-urborg"]')
    urborg = page.locator('.tile[data-id="urborg"]')
    expect(urborg.locator(".tile-type")).to_have_text("Legendary Land — Mountain")
    page.click("#lang-toggle")
    expect(urborg.locator(".tile-type")).to_have_text("伝説の土地 ─ 山")
    expect(urborg.locator(".tile-name")).to_have_text("ヨーグモスの墳墓、アーボーグ")
    expect(page.locator("#tab-board")).to_have_text("盤面")
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    urborg.click()
    layer4 = page.locator('#explanation .layer-row[data-layer="4"]')
    expect(layer4.locator(".layer-label")).to_contain_text("タイプ変更効果")
    moon = layer4.locator('.chip[data-source="moon"]')
    expect(moon.locator(".chip-effect")).to_have_text("山である")
    expect(moon.locator(".chip-change")).to_have_text("伝説の土地 → 伝説の土地 ─ 山")
    expect(moon.locator(".chip-order")).to_have_text(
        "それに依存しているより古い効果（urborg（存在））より先（CR 613.8b）"
    )
    expect(urborg.locator(".tile-abilities .gained")).to_have_text("{T}：{R}を加える。")
    page.click("#lang-toggle")
    expect(urborg.locator(".tile-type")).to_have_text("Legendary Land — Mountain")


def test_load_a_gallery_example_in_one_click(page) -> None:  # type: ignore[no-untyped-def]
    page.click('#gallery .example[data-example="humility-opalescence"]')
    expect(page.locator('.tile[data-id="humility"] .tile-pt')).to_have_text("4/4")
    expect(page.locator('.tile[data-id="angel"] .tile-pt')).to_have_text("1/1")
    expect(page.locator('.tile[data-id="angel"] .tile-abilities .lost')).to_have_count(2)
    expect(page.locator("#entries .entry")).to_have_count(4)
    assert "card: Humility" in page.input_value("#yaml-text")


def test_play_a_land_and_pass_the_turn_against_the_random_agent(page) -> None:  # type: ignore[no-untyped-def]
    page.click("#tab-game")
    page.select_option("#deck-a", "red-green-aggro")
    page.select_option("#deck-b", "mono-black-removal")
    page.select_option("#opponent", "random")
    page.fill("#seed", "1")
    page.click("#start-game")
    choose(page.locator('#legal-actions button[data-kind="keep"]'))
    play_land = page.locator('#legal-actions button[data-kind="play_land"]')
    for _ in range(5):  # pass priority through the upkeep and draw step to the main phase
        expect(page.locator("#legal-actions button").first).to_be_visible()
        if play_land.count():
            break
        choose(page.locator('#legal-actions button[data-kind="pass"]'))
    land = play_land.first.get_attribute("title")
    assert land is not None
    play_land.first.click()
    card = land.split('"card":"')[1].split('"')[0]
    expect(
        page.locator(f'.player-area[data-player="A"] .battlefield .tile[data-id="{card}"]')
    ).to_be_visible()
    turn = int(page.locator("#game-status .turn").get_attribute("data-turn") or 0)
    page.click("#pass-turn")
    expect(page.locator("#game-status .turn")).to_have_attribute("data-turn", str(turn + 2))
    expect(page.locator("#game-status .step")).to_have_attribute("data-step", "precombat_main")
    page.click("#undo")
    expect(page.locator("#game-status .turn")).to_have_attribute("data-turn", str(turn))


def test_a_bond_example_loads_with_its_variant_and_finds_its_cards(page) -> None:  # type: ignore[no-untyped-def]
    """A gallery example that plays with the Bond variant keeps ``variants: [bond]`` in the
    builder; the card search then finds the variant's cards too."""
    page.click('#gallery .example[data-example="bond-back-attack-in-combat"]')
    captain = page.locator('.tile[data-id="captain"]')
    expect(captain.locator(".tile-type")).to_have_text("Bonded Creature — Human Knight")
    expect(captain.locator(".tile-pt")).to_have_text("4/1")
    assert "variants: [bond]" in page.input_value("#yaml-text")
    page.click("#lang-toggle")  # keyword abilities in Japanese
    expect(page.locator('.tile[data-id="squire"] .tile-abilities li').first).to_have_text("背撃")
    page.click("#lang-toggle")
    add_card(page, "肩乗り", "Shoulder Goblin", "A")
    expect(page.locator('.tile[data-id="shoulder-goblin"] .tile-type')).to_have_text(
        "Creature — Goblin"
    )
