"""The workbench's own words (buttons, headings, hints, errors) come from ``static/i18n.json``
in English and Japanese: every key the page's script and HTML name is there in both languages,
and the script writes no interface words of its own. (No browser needed; the browser tests
check the toggle itself.)"""

from __future__ import annotations

import json
import re
from importlib.resources import files

STATIC = files("mtgrules.web").joinpath("static")
SCRIPT = STATIC.joinpath("app.js").read_text(encoding="utf-8")
PAGE = STATIC.joinpath("index.html").read_text(encoding="utf-8")
LABELS = json.loads(STATIC.joinpath("i18n.json").read_text(encoding="utf-8"))


def keys_used() -> set[str]:
    """The keys app.js passes to t(...), with the `prefix_${x}` families expanded, and the
    data-i18n* keys of index.html."""
    keys = set(re.findall(r'\bt\("([a-z0-9_]+)"\)', SCRIPT))
    families = {
        "kind_": re.search(r"const ACTION_KINDS = \[([^\]]*)\]", SCRIPT),
        "to_": re.search(r"const ADD_ZONES = \[([^\]]*)\]", SCRIPT),
    }
    for prefix, found in families.items():
        assert found is not None, prefix
        keys |= {prefix + k for k in re.findall(r'"([a-z_]+)"', found.group(1))}
    keys |= {f"zone_{z}" for z in ("hand", "library", "graveyard", "exile", "stack", "command")}
    keys |= set(re.findall(r'data-i18n(?:-placeholder|-aria)?="([a-z0-9_]+)"', PAGE))
    return keys


def test_every_interface_word_is_in_english_and_japanese() -> None:
    used = keys_used()
    assert len(used) > 100
    assert sorted(used - set(LABELS["en"])) == []
    assert sorted(used - set(LABELS["ja"])) == []
    # the same in both languages only where it is a symbol or the scenario format's own words
    same = sorted(k for k in used if LABELS["en"][k] == LABELS["ja"][k])
    assert same == ["counters_hint", "none"]


def test_the_phase_bar_names_every_step_in_both_languages() -> None:
    steps = re.search(r"const STEPS = \[([^\]]*)\]", SCRIPT)
    assert steps is not None
    names = re.findall(r'"([a-z_]+)"', steps.group(1))
    assert names[0] == "untap" and names[-1] == "cleanup" and len(names) == 12
    for lang in ("en", "ja"):
        assert sorted(set(names) - set(LABELS["steps_short"][lang])) == []
        assert sorted(set(names) - set(LABELS["steps"][lang])) == []


def test_the_script_writes_no_interface_words_of_its_own() -> None:
    """Text children of el(...) are keys looked up with t(...), names from the data, or
    symbols; a quoted English word as a child would be a label that doesn't switch."""
    children = re.findall(r'el\("[a-z0-9]+", \{[^{}]*\}, "([^"]*)"\)', SCRIPT)
    worded = [text for text in children if re.search(r"[A-Za-z]{2,}", text)]
    assert worded == []
