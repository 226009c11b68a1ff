"""Build the Comprehensive Rules cache for the workbench's rules viewer (git-ignored, under
``.cache/``) from ``MTGRULES_RULES_DATA``, an imported file, or the shared data's
``rules/comprehensive-rules-en.txt``; or say that there is none and how to add it.

Usage: python scripts/extract_rules.py
"""

from __future__ import annotations

import sys
import time

from mtgrules.web.rules import HOW_TO_ADD, load_rules


def main() -> int:
    start = time.perf_counter()
    rules = load_rules()
    if not rules.available:
        print(f"rules: none; {HOW_TO_ADD}")
        return 0
    seconds = time.perf_counter() - start
    print(f"rules: {len(rules.rules):,} rules, effective {rules.effective}, from {rules.source}")
    print(f"({seconds:.2f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
