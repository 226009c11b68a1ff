"""The workbench as a judge and a player use it, in a real browser (Playwright driving Debian's
Chromium, headless, as in test_web_browser.py): the search box by keyboard, every control
reachable by keyboard, a phone-sized screen (390 px) and a desktop one in English and Japanese,
the board builder's zones and its scenario YAML out and in (errors at the line of the text
given), and a game with its phase bar, actions grouped by card, the hand at hand, card zoom
and a "why?" for a refusal.

Skipped when /usr/bin/chromium is missing. The screenshots in ``docs/`` are copies of the ones
these tests save in ``test-artifacts/``: ``workbench-game.png`` (a game on a desktop) and
``workbench-board-390-ja.png`` (an explanation on a phone, in Japanese).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from card_data import needs_full_database
from test_web_browser import ARTIFACTS, CHROMIUM, LAUNCH_ARGS, choose  # the same browser
from web_server import running_server

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

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1500, "height": 1000}


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with running_server() as address:
        yield address


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=LAUNCH_ARGS
        )
        yield chromium
        chromium.close()


class Pages:
    """Opens the workbench in a new browser context of a given size and language."""

    def __init__(self, browser: Any, server: str) -> None:
        self.browser, self.server = browser, server
        self.contexts: list[Any] = []
        self.errors: list[str] = []

    def open(
        self, viewport: dict[str, int] = DESKTOP, lang: str = "en", touch: bool = False
    ) -> Any:
        context = self.browser.new_context(
            viewport=viewport, locale="en-US", accept_downloads=True, has_touch=touch
        )
        context.set_default_timeout(
            90_000
        )  # a bound on waits, not a speed target: a loaded machine is slow
        self.contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.goto(self.server)
        expect(page.locator("#gallery .example").first).to_be_visible()
        if lang == "ja":
            page.click("#lang-toggle")
            expect(page.locator("html")).to_have_attribute("lang", "ja")
        return page


@pytest.fixture
def pages(browser: Any, server: str) -> Iterator[Pages]:
    opened = Pages(browser, server)
    yield opened
    for context in opened.contexts:
        context.close()
    assert not opened.errors, opened.errors


def entry_names(page: Any) -> list[str]:
    return [str(name) for name in page.locator("#entries .entry .entry-name").all_inner_texts()]


# -- 1. the search box by keyboard ---------------------------------------------------------------


@needs_full_database
def test_search_enter_adds_the_highlighted_result_once_and_clears_the_box(pages: Pages) -> None:
    page = pages.open()
    box = page.locator("#card-search")
    box.fill("Grizzly")
    results = page.locator("#search-results .result")
    expect(results.first).to_have_attribute("aria-selected", "true")
    assert results.count() >= 2
    box.press("ArrowDown")
    second = results.nth(1)
    expect(second).to_have_attribute("aria-selected", "true")
    expect(results.first).to_have_attribute("aria-selected", "false")
    expect(box).to_have_attribute("aria-activedescendant", "result-1")
    box.press("ArrowDown")
    box.press("ArrowUp")
    expect(second).to_have_attribute("aria-selected", "true")
    chosen = second.get_attribute("data-name")
    box.press("Enter")
    expect(box).to_have_value("")
    expect(results).to_have_count(0)
    expect(page.locator("#entries .entry")).to_have_count(1)
    assert entry_names(page) == [chosen]
    box.press("Enter")  # a second Enter on the empty box adds nothing
    page.wait_for_timeout(400)
    expect(page.locator("#entries .entry")).to_have_count(1)
    assert f"- {{card: {chosen}, id: " in page.input_value("#yaml-text")


def test_search_adds_to_a_zone_for_either_player_by_keyboard(pages: Pages) -> None:
    page = pages.open()
    page.select_option("#search-player", "B")
    page.select_option("#search-zone", "graveyard")
    page.fill("#card-search", "Grizzly Bears")
    expect(page.locator('#search-results .result[data-name="Grizzly Bears"]')).to_be_visible()
    page.press("#card-search", "Enter")
    graveyard = page.locator('#zone-lists .zone-edit[data-zone="graveyard"][data-player="B"]')
    expect(graveyard.locator(".zone-card")).to_have_count(1)
    expect(page.locator('.player-area[data-player="B"] .zone-graveyard .tile')).to_have_count(1)
    assert "graveyard:\n  B: [{card: Grizzly Bears, id: grizzly-bears}]" in page.input_value(
        "#yaml-text"
    )


def test_every_control_is_reachable_and_named_for_the_keyboard(pages: Pages) -> None:
    page = pages.open()
    page.click('#gallery .example[data-example="blood-moon-urborg"]')
    expect(page.locator('.tile[data-id="urborg"]')).to_be_visible()
    page.locator("#entries .entry summary").first.click()
    unreachable = page.evaluate(
        """() => [...document.querySelectorAll('button, input, select, textarea, a[href], summary')]
        .filter((n) => n.offsetParent !== null && !n.disabled)
        .filter((n) => {
          const label = n.getAttribute('aria-label') || (n.labels && n.labels.length && n.labels[0].textContent)
            || n.textContent.trim() || n.getAttribute('title');
          return n.tabIndex < 0 || !label;
        })
        .map((n) => n.outerHTML.slice(0, 120))"""
    )
    assert unreachable == []
    # Tab reaches the search box, the focus is visible, and Enter / Space select a tile.
    page.locator("#lang-toggle").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "card-search":
            break
    assert page.evaluate("document.activeElement.id") == "card-search"
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"
    page.locator('.tile[data-id="urborg"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator("#explanation .explain-head code")).to_have_text("urborg")
    page.locator('.tile[data-id="moon"]').focus()
    page.keyboard.press(" ")
    expect(page.locator("#explanation .explain-head code")).to_have_text("moon")
    page.locator("#tab-board").focus()  # the tabs by the arrow keys
    page.keyboard.press("ArrowRight")
    expect(page.locator("#tab-game")).to_be_focused()
    expect(page.locator("body")).to_have_attribute("data-mode", "game")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowLeft")
    expect(page.locator("body")).to_have_attribute("data-mode", "board")


# -- 2. narrow screens -----------------------------------------------------------------------------


def no_sideways_scroll(page: Any) -> None:
    page.wait_for_timeout(200)
    sizes = page.evaluate(
        "({scroll: document.scrollingElement.scrollWidth, inner: window.innerWidth})"
    )
    assert sizes["scroll"] <= sizes["inner"], sizes


@pytest.mark.parametrize(
    ("viewport", "lang"), [(PHONE, "en"), (PHONE, "ja"), (DESKTOP, "ja")], ids=str
)
def test_nothing_scrolls_sideways_and_the_board_comes_first(
    pages: Pages, viewport: dict[str, int], lang: str
) -> None:
    page = pages.open(viewport, lang, touch=viewport is PHONE)
    no_sideways_scroll(page)
    page.click('#gallery .example[data-example="blood-moon-urborg"]')
    urborg = page.locator('.tile[data-id="urborg"]')
    expect(urborg).to_be_visible()
    urborg.click()
    expect(page.locator('#explanation .layer-row[data-layer="4"] .chip').first).to_be_visible()
    no_sideways_scroll(page)
    ARTIFACTS.mkdir(exist_ok=True)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(600)  # the smooth scroll to the explanation has ended
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / f"workbench-board-{viewport['width']}-{lang}.png"))
    board = page.locator("#board").bounding_box()
    explanation = page.locator("#explanation-panel").bounding_box()
    assert board is not None and explanation is not None
    assert board["y"] < explanation["y"] if viewport is PHONE else board["x"] < explanation["x"]
    if viewport is PHONE:  # and the explanation comes before the builder's tools
        builder = page.locator("#builder-panel").bounding_box()
        assert builder is not None and explanation["y"] < builder["y"]
    page.locator("#yaml-details summary").click()
    no_sideways_scroll(page)
    page.click("#tab-game")
    page.click("#start-game")
    expect(page.locator('#legal-actions button[data-kind="keep"]')).to_be_visible()
    no_sideways_scroll(page)
    page.screenshot(path=str(ARTIFACTS / f"workbench-game-{viewport['width']}-{lang}.png"))


# -- 3. the board builder: every zone, and scenario YAML out and in ------------------------------


def test_the_builder_says_what_a_scenario_can_and_exports_and_imports_it(
    pages: Pages, tmp_path: Path
) -> None:
    page = pages.open()
    page.fill("#card-search", "Grizzly Bears")
    page.press("#card-search", "Enter")
    page.fill("#card-search", "Rancor")
    page.press("#card-search", "Enter")
    for player, zone, card in [
        ("A", "hand", "Lightning Bolt"),
        ("A", "library_bottom", "Forest"),
        ("A", "library_top", "Mountain"),
        ("B", "exile", "Blood Moon"),
    ]:
        page.select_option("#search-player", player)
        page.select_option("#search-zone", zone)
        page.fill("#card-search", card)
        expect(page.locator(f'#search-results .result[data-name="{card}"]')).to_be_visible()
        page.press("#card-search", "Enter")
    bears = page.locator('#entries .entry[data-id="grizzly-bears"]')
    bears.locator("summary").click()
    bears.locator("label", has_text="counters").locator("input").fill("+1/+1: 2")
    bears.locator("label", has_text="counters").locator("input").press("Tab")
    bears = page.locator('#entries .entry[data-id="grizzly-bears"]')
    bears.locator("label", has_text="damage").locator("input").fill("1")
    bears.locator("label", has_text="damage").locator("input").press("Tab")
    page.locator('#entries .entry[data-id="grizzly-bears"] label', has_text="tapped").locator(
        "input"
    ).check()
    rancor = page.locator('#entries .entry[data-id="rancor"]')
    rancor.locator("summary").click()
    rancor.locator("label", has_text="attached to").locator("select").select_option("grizzly-bears")
    tile = page.locator('.tile[data-id="grizzly-bears"]')
    expect(tile.locator(".tile-pt")).to_have_text("6/4")  # 2/2, two +1/+1 counters, Rancor +2/+0
    expect(tile).to_have_class("tile frame-G tapped differs")
    library = page.locator('#zone-lists .zone-edit[data-zone="library"][data-player="A"]')
    assert library.locator(".entry-name").all_inner_texts() == ["Mountain", "Forest"]
    yaml = page.input_value("#yaml-text")
    assert (
        "- {card: Grizzly Bears, id: grizzly-bears, controller: A, "
        'counters: {"+1/+1": 2}, damage: 1, tapped: true}' in yaml
    )
    assert "- {card: Rancor, id: rancor, controller: A, attached_to: grizzly-bears}" in yaml
    assert "library:\n  A: [{card: Mountain, id: mountain}, {card: Forest, id: forest}]" in yaml
    assert "exile:\n  B: [{card: Blood Moon, id: blood-moon}]" in yaml
    with page.expect_download() as download:
        page.click("#save-yaml")
    saved = tmp_path / "board.yaml"
    download.value.save_as(saved)
    assert saved.read_text(encoding="utf-8") == yaml
    page.click("#clear-board")
    expect(page.locator("#entries .entry")).to_have_count(0)
    expect(page.locator("#board .tile")).to_have_count(0)
    page.set_input_files("#yaml-file", str(saved))
    expect(page.locator("#entries .entry")).to_have_count(2)
    expect(page.locator('.tile[data-id="grizzly-bears"] .tile-pt')).to_have_text("6/4")
    expect(page.locator('.player-area[data-player="B"] .zone-exile .tile')).to_have_count(1)
    assert page.input_value("#yaml-text") == yaml


def test_an_imported_scenario_s_error_names_its_own_line(pages: Pages) -> None:
    """A header comment, a blank line, and an unknown card on line 5: the error says line 5
    and the textarea selects it (the blank line was once lost, and the line one too high)."""
    page = pages.open()
    text = "# a board\n\nplayers: [A, B]\nbattlefield:\n  - {card: Grizly Bears, id: bears}\n"
    page.locator("#yaml-details summary").click()
    page.fill("#yaml-text", text)
    page.click("#load-yaml")
    expect(page.locator("#error")).to_contain_text("<request>:5: unknown card name 'Grizly Bears'")
    assert page.input_value("#yaml-text") == text
    selected = page.evaluate(
        "(() => { const a = document.querySelector('#yaml-text');"
        " return a.value.slice(a.selectionStart, a.selectionEnd); })()"
    )
    assert selected == "  - {card: Grizly Bears, id: bears}"
    expect(page.locator("#yaml-text")).to_have_attribute("data-error-line", "5")
    page.fill("#yaml-text", text.replace("Grizly", "Grizzly"))
    page.click("#load-yaml")
    expect(page.locator('.tile[data-id="bears"]')).to_be_visible()
    expect(page.locator("#error")).to_be_hidden()
    expect(page.locator("#yaml-text")).not_to_have_attribute("data-error-line", "5")
    assert page.input_value("#yaml-text").startswith("# a board\n\nplayers: [A, B]\n")


# -- 4. games ----------------------------------------------------------------------------------


def start_game(page: Any) -> None:
    page.click("#tab-game")
    page.select_option("#deck-a", "red-green-aggro")
    page.select_option("#deck-b", "mono-black-removal")
    page.select_option("#opponent", "random")
    page.fill("#seed", "1")
    page.click("#start-game")
    choose(page.locator('#legal-actions button[data-kind="keep"]'))


@needs_full_database
def test_a_game_reads_like_a_client(pages: Pages) -> None:
    page = pages.open()
    start_game(page)
    bar = page.locator("#phase-bar")
    for _ in range(5):  # on to the main phase, where the hand has things to do
        expect(page.locator("#legal-actions button").first).to_be_visible()
        if page.locator('#legal-actions button[data-kind="play_land"]').count():
            break
        choose(page.locator('#legal-actions button[data-kind="pass"]'))
    expect(bar.locator('.phase-step[aria-current="step"]')).to_have_attribute(
        "data-step", "precombat_main"
    )
    expect(bar.locator(".phase-step")).to_have_count(12)
    # the hand at hand: every card of A's hand, the land playable from under its tile
    hand = page.locator(".hand-at-hand")
    size = int(
        page.locator('.player-area[data-player="A"] .zone-hand h4').inner_text().split("(")[1][:-1]
    )
    expect(hand.locator(".hand-card")).to_have_count(size)
    land = hand.locator('.hand-actions button[data-kind="play_land"]').first
    expect(land).to_be_visible()
    land_id = json.loads(land.get_attribute("title") or "{}")["card"]
    expect(hand.locator(f'.hand-card .tile[data-id="{land_id}"]')).to_be_visible()
    land.click()
    expect(
        page.locator(f'.player-area[data-player="A"] .battlefield .tile[data-id="{land_id}"]')
    ).to_be_visible()
    # actions grouped by card; mana abilities only when paying by hand
    groups = page.locator("#legal-actions .action-group")
    for index in range(groups.count()):
        group = groups.nth(index)
        target = group.get_attribute("data-object")
        kinds = {b.get_attribute("data-kind") for b in group.locator("button").all()}
        if target:
            assert kinds <= {"cast", "activate", "play_land", "attack", "block", "mana"}, kinds
        else:
            assert not kinds & {"cast", "activate", "play_land", "mana"}, kinds
    expect(page.locator('#legal-actions button[data-kind="mana"]')).to_have_count(0)
    expect(page.locator("#manual-mana-row")).to_be_visible()
    page.check("#manual-mana")
    mana = page.locator('#legal-actions .action-group button[data-kind="mana"]')
    expect(mana.first).to_be_visible()
    source = mana.first.locator("xpath=ancestor::div[contains(@class,'action-group')]")
    assert source.get_attribute("data-object") == land_id
    page.uncheck("#manual-mana")
    expect(page.locator('#legal-actions button[data-kind="mana"]')).to_have_count(0)
    # the log reads with names, each entry with its rule
    first = page.locator("#log li").first
    expect(first).to_contain_text("plays")
    assert land_id not in first.inner_text()
    expect(first.locator("a.rule-link")).to_have_attribute("data-rule", "305.1")
    # zoom: hovering a small tile shows it large beside it
    library_tile = page.locator('.player-area[data-player="A"] .battlefield .tile').first
    library_tile.hover()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "workbench-game.png"))
    small = page.locator(".zone-stack .tile, .zone-graveyard .tile, .zone-exile .tile")
    if small.count():
        small.first.hover()
        expect(page.locator("#zoom")).to_be_visible()
    # a refusal says why, linking its rule
    page.evaluate('gameCall("actions", {kind: "cast", player: "A", card: "no-such-card"})')
    why = page.locator('#error .why-button[data-rule="601.2a"]')
    expect(why).to_be_visible()
    why.click()
    expect(page.locator("#rule-body h3")).to_contain_text("601.2a")


def test_card_zoom_on_hover_and_on_tap(pages: Pages) -> None:
    page = pages.open()
    page.select_option("#search-zone", "graveyard")
    page.fill("#card-search", "Grizzly Bears")
    expect(page.locator('#search-results .result[data-name="Grizzly Bears"]')).to_be_visible()
    page.press("#card-search", "Enter")
    small = page.locator('.zone-graveyard .tile[data-id="grizzly-bears"]')
    small.hover()
    zoom = page.locator("#zoom")
    expect(zoom).to_be_visible()
    expect(zoom.locator(".tile-name")).to_have_text("Grizzly Bears")
    expect(zoom.locator(".tile-pt")).to_have_text("2/2")
    page.mouse.move(2, 2)
    expect(zoom).to_be_hidden()
    phone = pages.open(PHONE, touch=True)
    phone.select_option("#search-zone", "graveyard")
    phone.fill("#card-search", "Grizzly Bears")
    expect(phone.locator('#search-results .result[data-name="Grizzly Bears"]')).to_be_visible()
    phone.press("#card-search", "Enter")
    phone.locator('.zone-graveyard .tile[data-id="grizzly-bears"]').tap()
    expect(phone.locator("#zoom .tile-pt")).to_have_text("2/2")
    no_sideways_scroll(phone)


# -- 5. the interface's own words ------------------------------------------------------------------


def test_the_language_toggle_is_remembered_and_every_label_is_translated(pages: Pages) -> None:
    page = pages.open()
    page.click("#lang-toggle")
    expect(page.locator("#tab-game")).to_have_text("ゲーム")
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(page.locator("#tab-board")).to_have_text("盤面")
    expect(page.locator('#search-zone option[value="library_top"]')).to_have_text(
        "ライブラリーの一番上"
    )
    expect(page.locator("#search-keys")).to_contain_text("Enter で追加")
    english = page.evaluate(
        """async () => {
          const i18n = await (await fetch('/static/i18n.json')).json();
          return [...document.querySelectorAll('[data-i18n]')]
            .filter((n) => n.textContent === i18n.en[n.dataset.i18n] && i18n.ja[n.dataset.i18n] !== n.textContent)
            .map((n) => n.dataset.i18n);
        }"""
    )
    assert english == []
    page.click("#lang-toggle")
    page.reload()
    expect(page.locator("#tab-board")).to_have_text("Board")


def test_a_spell_cast_and_paid_from_the_board_waits_on_the_stack(pages: Pages) -> None:
    """The builder's stack: an action cast with ``pay: true`` plays from the board (601.2g-h),
    and the spell waits on the stack; its Japanese name shows there too."""
    page = pages.open()
    for zone, card in [("battlefield", "Mountain"), ("hand", "Lightning Bolt")]:
        page.select_option("#search-zone", zone)
        page.fill("#card-search", card)
        expect(page.locator(f'#search-results .result[data-name="{card}"]')).to_be_visible()
        page.press("#card-search", "Enter")
    page.select_option("#action-kind", "cast")
    page.fill("#action-object", "lightning-bolt")
    page.fill("#action-targets", "B")
    page.check("#action-pay")
    page.click("#action-form button[type=submit]")
    stack = page.locator("#board .zone-stack .tile")
    expect(stack).to_have_count(1)
    expect(stack.locator(".tile-name")).to_have_text("Lightning Bolt")
    expect(page.locator('.tile[data-id="mountain"]')).to_have_class("tile frame-land tapped")
    assert "- {cast: lightning-bolt, targets: [B], pay: true}" in page.input_value("#yaml-text")
    page.click("#lang-toggle")
    expect(stack.locator(".tile-name")).to_have_text("稲妻")


@needs_full_database
def test_attacks_and_blocks_are_grouped_by_creature(pages: Pages) -> None:
    """From a built board, playing both seats: at declare attackers (CR 508.1) each attacker's
    choice sits under it, and at declare blockers (509.1) each blocker's choices under it, one
    per attacker it may block, instead of one flat list of pairings."""
    page = pages.open()
    page.locator("#yaml-details summary").click()
    page.fill(
        "#yaml-text",
        "players: [A, B]\nbattlefield:\n"
        "  - {card: Grizzly Bears, id: bears, controller: A}\n"
        "  - {card: Hill Giant, id: giant, controller: A}\n"
        "  - {card: Runeclaw Bear, id: rune, controller: B}\n"
        "  - {card: Wall of Stone, id: wall, controller: B}\n",
    )
    page.click("#load-yaml")
    expect(page.locator('.tile[data-id="wall"]')).to_be_visible()
    page.click("#tab-game")
    page.select_option("#opponent", "")
    page.click("#tab-board")
    page.click("#play-board")
    actions = page.locator("#legal-actions")
    for _ in range(6):  # both players pass until A declares attackers
        expect(actions.locator("button").first).to_be_visible()
        if actions.locator('button[data-kind="attack"]').count():
            break
        choose(actions.locator('button[data-kind="pass"]'))
    expect(page.locator('#phase-bar .phase-step[aria-current="step"]')).to_have_attribute(
        "data-step", "declare_attackers"
    )
    for attacker in ("bears", "giant"):
        group = actions.locator(f'.action-group[data-object="{attacker}"]')
        expect(group.locator('button[data-kind="attack"]')).to_have_count(1)
        choose(group.locator('button[data-kind="attack"]'))
    choose(actions.locator('button[data-kind="finish_attacks"]'))
    for _ in range(4):
        if actions.locator('button[data-kind="block"]').count():
            break
        choose(actions.locator('button[data-kind="pass"]'))
    for blocker in ("rune", "wall"):
        group = actions.locator(f'.action-group[data-object="{blocker}"]')
        expect(group.locator('button[data-kind="block"]')).to_have_count(2)
        expect(group.locator("h4")).to_have_text(
            {"rune": "Runeclaw Bear", "wall": "Wall of Stone"}[blocker]
        )
    general = actions.locator('.action-group[data-object=""] button')
    assert {b.get_attribute("data-kind") for b in general.all()} == {"finish_blocks"}


def test_the_builder_names_its_players_and_variants(pages: Pages) -> None:
    """Three players, renamed: entries follow their player; a variant's cards are then found;
    a bad player id is refused at its line of the YAML."""
    page = pages.open()
    page.fill("#card-search", "Grizzly Bears")
    page.press("#card-search", "Enter")
    expect(page.locator('.tile[data-id="grizzly-bears"]')).to_be_visible()
    page.fill("#player-ids", "Ann, Ben, Cy")
    page.press("#player-ids", "Tab")
    expect(page.locator(".player-area")).to_have_count(3)
    expect(
        page.locator('.player-area[data-player="Ann"] .tile[data-id="grizzly-bears"]')
    ).to_be_visible()
    assert page.input_value("#yaml-text").startswith(
        "players: [Ann, Ben, Cy]\nbattlefield:\n"
        "  - {card: Grizzly Bears, id: grizzly-bears, controller: Ann}\n"
    )
    page.fill("#variants", "bond")
    page.press("#variants", "Tab")
    page.fill("#card-search", "肩乗り")
    expect(page.locator('#search-results .result[data-name="Shoulder Goblin"]')).to_be_visible()
    page.fill("#player-ids", "Ann, B B")
    page.press("#player-ids", "Tab")
    expect(page.locator("#error")).to_contain_text("<request>:1: player id 'B B'")


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_gallery_game_log_and_actions_read_in_japanese(
    pages: Pages, viewport: dict[str, int]
) -> None:
    page = pages.open(viewport, lang="ja")
    gallery = page.locator('#gallery .example[data-example="blood-moon-urborg"]')
    expect(gallery).to_have_text("《血染めの月》と《ヨーグモスの墳墓、アーボーグ》")
    expect(page.locator('#gallery .example[data-example="bond-joint-reveal"]')).to_have_text(
        "カードを公開してのジョイント（Bond 502.A）"
    )
    expect(page.locator('#deck-a option[value="red-green-aggro"]')).to_have_text("赤緑アグロ")
    start_game(page)
    for _ in range(5):  # on to the main phase, where a land can be played
        expect(page.locator("#legal-actions button").first).to_be_visible()
        if page.locator('#legal-actions button[data-kind="play_land"]').count():
            break
        choose(page.locator('#legal-actions button[data-kind="pass"]'))
    expect(page.locator('#legal-actions button[data-kind="pass"]')).to_have_text("優先権をパスする")
    land = page.locator('#legal-actions button[data-kind="play_land"]').first
    assert re.fullmatch(r"(森|山)をプレイする", land.inner_text()), land.inner_text()
    name = land.inner_text().removesuffix("をプレイする")
    land.click()
    first = page.locator("#log li").first
    expect(first.locator(".event")).to_have_text("土地のプレイ")
    expect(first).to_contain_text(f"Aは{name}をプレイした")
    expect(first.locator("a.rule-link")).to_have_attribute("data-rule", "305.1")
    page.click("#lang-toggle")  # and back in English, at once
    expect(page.locator("#log li").first).to_contain_text("A plays ")
    expect(gallery).to_have_text("Blood Moon and Urborg, Tomb of Yawgmoth")
