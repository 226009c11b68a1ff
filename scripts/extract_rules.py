"""Extract the Comprehensive Rules text bundled with the workbench,
``src/mtgrules/web/data/comprehensive-rules.json.gz``, from ``SHARED_DIR/rules``.

Every numbered rule of the rules proper (sections ``1.``-``9.``, rules ``100.``, ``100.1.``,
subrules ``100.1a``), in document order, with its text, the paragraphs that continue it and its
examples; the contents, the glossary and the credits are left out. The output is deterministic
(compact JSON, gzip without a timestamp), so it can be committed and checked.

Usage: python scripts/extract_rules.py [SHARED_DIR] [--output PATH]   (default: ../shared)
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "src" / "mtgrules" / "web" / "data" / "comprehensive-rules.json.gz"
FORMAT = "mtgrules-comprehensive-rules-1"

_NUMBERED = re.compile(r"^(?P<number>\d{1,3}(?:\.\d+)?[a-z]?)\.?\s+(?P<text>\S.*)$")
_EFFECTIVE = re.compile(r"^These rules are effective as of (?P<date>.+?)\.$")


def body_lines(lines: list[str]) -> list[str]:
    """The rules proper: from the second "1. Game Concepts" (the first is in the contents) up
    to the glossary."""
    starts = [i for i, line in enumerate(lines) if line.strip() == "1. Game Concepts"]
    if len(starts) < 2:
        raise SystemExit("no '1. Game Concepts' after the contents: not the rules text")
    end = next(
        (i for i in range(starts[1], len(lines)) if lines[i].strip() == "Glossary"), len(lines)
    )
    return lines[starts[1] : end]


def parse_rules(lines: list[str]) -> list[dict[str, Any]]:
    """Rules in document order: ``number``, ``text`` (paragraphs joined by a blank line) and
    ``examples``. A line that isn't numbered continues the rule above it."""
    rules: list[dict[str, Any]] = []
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        match = _NUMBERED.match(line)
        if match is not None:
            rules.append({"number": match["number"], "text": match["text"], "examples": []})
        elif not rules:
            raise SystemExit(f"text before the first rule: {line!r}")
        elif line.startswith("Example:"):
            rules[-1]["examples"].append(line.removeprefix("Example:").strip())
        elif rules[-1]["examples"]:
            rules[-1]["examples"][-1] += "\n\n" + line
        else:
            rules[-1]["text"] += "\n\n" + line
    return rules


def effective_date(lines: list[str]) -> str:
    """The date of the edition ("April 17, 2026")."""
    for line in lines[:20]:
        match = _EFFECTIVE.match(line.strip())
        if match is not None:
            return match["date"]
    raise SystemExit("no 'These rules are effective as of …' line near the top")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shared", nargs="?", default=str(ROOT.parent / "shared"))
    parser.add_argument("--output", default=str(OUTPUT))
    args = parser.parse_args()
    source = Path(args.shared) / "rules" / "comprehensive-rules-en.txt"
    lines = source.read_text(encoding="utf-8").lstrip("\ufeff").splitlines()
    rules = parse_rules(body_lines(lines))
    numbers = [rule["number"] for rule in rules]
    if len(set(numbers)) != len(numbers):
        raise SystemExit("a rule number is given twice")
    document = {"format": FORMAT, "effective": effective_date(lines), "rules": rules}
    data = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()
    output = Path(args.output)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    print(f"{output}: {len(rules)} rules, effective {document['effective']}")


if __name__ == "__main__":
    main()
