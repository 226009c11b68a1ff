"""A card that chooses something as it enters (CR 614.12), added in the workbench: its entry
opens at the choice, focused and saying what kind of choice it is, so the question is asked by
keyboard alone — Conspiracy naming Elf, then Grizzly Bears, an Elf (CR 613.1d). On a desktop in
English and on a phone in Japanese."""

from __future__ import annotations

from typing import Any

import pytest

from test_web_browser_workbench import DESKTOP, PHONE, Pages, browser, pages, server

pytestmark = pytest.mark.browser
expect = pytest.importorskip("playwright.sync_api").expect
__all__ = ["browser", "pages", "server"]  # the fixtures, shared with the workbench's tests


def _add(page: Any, query: str, name: str) -> None:
    box = page.locator("#card-search")
    box.click()
    box.fill(query)
    expect(page.locator("#search-results .result").first).to_have_attribute("data-name", name)
    box.press("Enter")
    expect(box).to_have_value("")


@pytest.mark.parametrize(
    ("viewport", "lang", "elf_bears"),
    [(DESKTOP, "en", "Creature — Elf"), (PHONE, "ja", "クリーチャー ─ エルフ")],
)
def test_614_12_conspiracy_asks_for_its_creature_type_as_it_is_added(
    pages: Pages, viewport: dict[str, int], lang: str, elf_bears: str
) -> None:
    page = pages.open(viewport, lang)
    _add(page, "Conspiracy", "Conspiracy")
    choice = page.locator('.entry[data-id="conspiracy"] input.choice')
    expect(choice).to_be_focused()
    expect(choice).to_have_attribute("placeholder", "creature_type: …")
    expect(choice).to_have_class("choice needs-choice")
    page.keyboard.type("creature_type: Elf")
    page.keyboard.press("Enter")
    _add(page, "Grizzly Bears", "Grizzly Bears")
    bears = page.locator('.tile[data-id="grizzly-bears"] .tile-type')
    expect(bears).to_have_text(elf_bears)
    assert "choose: {creature_type: Elf}" in page.input_value("#yaml-text")
    later = page.locator('.entry[data-id="grizzly-bears"] input.choice')
    expect(later).to_have_class("choice")  # a card that chooses nothing isn't asked
