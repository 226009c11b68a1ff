"""``mtgrules db`` and ``mtgrules rules``: the card database and the Comprehensive Rules text in
use — what they are, importing, building and exporting them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from mtgrules.cards.build import bundled_database
from mtgrules.cli.output import console, errors
from mtgrules.present.japanese import label

db_app = typer.Typer(
    help="Show, import, build or export the card database in use.\n\nExample: `mtgrules db info`"
)
rules_app = typer.Typer(
    help="Show or import the Comprehensive Rules text the workbench's rules viewer shows.\n\n"
    "Example: `mtgrules rules info`"
)


@db_app.command("info")
def db_info(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Say which card data is in use and where it came from.

    Counts its cards and faces, and how many have Japanese names, type lines and rules text.

    Example: `mtgrules db info --json`
    """
    from mtgrules.cards.build import database_counts

    database = bundled_database()
    counts = database_counts(database)
    data = {
        "origin": database.origin.kind,
        "source": database.origin.path,
        "cache": database.origin.cache,
        "format": database.origin.format,
        **counts,
    }
    if as_json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return
    console.print(f"in use: {database.origin.describe()}", highlight=False)
    if database.origin.cache:
        console.print(f"cache: {database.origin.cache}", highlight=False)
    _print_counts(counts)
    if database.origin.kind == "embedded":
        console.print(
            "The whole card database isn't installed: run 'mtgrules db import FILE' (MTGJSON "
            "AtomicCards.json, Scryfall oracle-cards, or cards.jsonl), set MTGRULES_CARD_DATA, "
            "or put the shared data directory beside the checkout.",
            highlight=False,
        )


def _print_counts(counts: dict[str, int]) -> None:
    console.print(
        f"{counts.get('cards', 0):,} cards, {counts.get('faces', 0):,} faces; Japanese: "
        f"{counts.get('cards_named_ja', 0):,} cards and {counts.get('faces_named_ja', 0):,} "
        f"faces named, {counts.get('type_lines_ja', 0):,} type lines, "
        f"{counts.get('texts_ja', 0):,} rules texts; "
        f"{counts.get('ambiguous_names_ja', 0):,} ambiguous Japanese names",
        highlight=False,
    )


@db_app.command("import")
def db_import(
    path: Annotated[
        Path,
        typer.Argument(
            help="MTGJSON AtomicCards.json, Scryfall oracle-cards JSON, a cards.jsonl, or a "
            "directory laid out like the shared card data."
        ),
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Import card data and use it from now on, until `mtgrules db remove-import`.

    Reads MTGJSON AtomicCards, Scryfall oracle-cards or cards.jsonl, and prints the counts and
    every record it rejected, with the record.

    Example: `mtgrules db import AtomicCards.json`
    """
    from mtgrules.cards.build import import_file

    if not path.exists():
        errors.print(f"[red]error:[/red] {path}: no such file", highlight=False)
        raise typer.Exit(2)
    try:
        report = import_file(path)
    except (ValueError, OSError) as error:
        errors.print(f"[red]error:[/red] {path}: {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error
    if as_json:
        data = {
            "format": report.origin.format,
            "cache": str(report.cache),
            **report.counts,
            "rejected": [
                {"where": r.where, "reason": r.reason, "record": r.record} for r in report.rejected
            ],
            "seconds": round(report.seconds, 3),
        }
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return
    console.print(
        f"imported {path} ({report.origin.format}) in {report.seconds:.2f}s", highlight=False
    )
    _print_counts(report.counts)
    console.print(f"rejected: {len(report.rejected)}", highlight=False)
    for rejected in report.rejected:
        errors.print(f"  {rejected}", highlight=False, soft_wrap=True, markup=False)


@db_app.command("remove-import")
def db_remove_import() -> None:
    """Forget the imported card data; the next source in order is used again.

    Example: `mtgrules db remove-import`
    """
    from mtgrules.cards.build import remove_import

    console.print("removed the imported card data" if remove_import() else "nothing imported")


@db_app.command("build")
def db_build() -> None:
    """Build or check the cache of the card data in use and of the rules text.

    Prints what was found and how long it took.

    Example: `mtgrules db build`
    """
    import time

    from mtgrules.cards.build import database_counts
    from mtgrules.web.rules import ComprehensiveRules

    start = time.perf_counter()
    database = bundled_database()
    console.print(
        f"cards: {database.origin.describe()} ({time.perf_counter() - start:.2f}s)",
        highlight=False,
    )
    _print_counts(database_counts(database))
    start = time.perf_counter()
    rules = ComprehensiveRules.bundled()
    if rules.available:
        console.print(
            f"rules: {len(rules.rules):,} rules, effective {rules.effective}, from "
            f"{rules.source} ({time.perf_counter() - start:.2f}s)",
            highlight=False,
        )
    else:
        console.print("rules: none (the rules viewer says how to add them)", highlight=False)


@db_app.command("export")
def db_export(
    path: Annotated[Path, typer.Argument(help="The cards.jsonl file to write.")],
) -> None:
    """Write the card data in use as cards.jsonl, with its Japanese, one card per line.

    Example: `mtgrules db export cards.jsonl`
    """
    from mtgrules.cards.build import iter_records, write_jsonl

    count = write_jsonl(iter_records(bundled_database()), path)
    console.print(f"wrote {count:,} cards to {path}", highlight=False)


@rules_app.command("import")
def rules_import(
    path: Annotated[Path, typer.Argument(help="The plain-text Comprehensive Rules file.")],
) -> None:
    """Import the Comprehensive Rules text for the rules viewer and use it from now on.

    Example: `mtgrules rules import MagicCompRules.txt`
    """
    from mtgrules.web.rules import RulesTextError, import_rules

    try:
        rules = import_rules(path)
    except (RulesTextError, OSError) as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error
    console.print(
        f"imported {len(rules.rules):,} rules, effective {rules.effective}, from {path}",
        highlight=False,
    )


@rules_app.command("info")
def rules_info() -> None:
    """Say which Comprehensive Rules text the rules viewer shows, and from where.

    Example: `mtgrules rules info`
    """
    from mtgrules.web.rules import HOW_TO_ADD, ComprehensiveRules

    rules = ComprehensiveRules.bundled()
    if not rules.available:
        console.print(HOW_TO_ADD[0].upper() + HOW_TO_ADD[1:] + ".", highlight=False)
        return
    console.print(
        f"{len(rules.rules):,} rules, effective {rules.effective}, from {rules.source}",
        highlight=False,
    )


@rules_app.command("show")
def rules_show(
    number: Annotated[str, typer.Argument(help="A rule number: 613, 613.8 or 613.8a.")],
) -> None:
    """Show a rule's text with its examples, and its Japanese text beside it where there is one.

    Example: `mtgrules rules show 613.1`
    """
    from mtgrules.web.rules import ComprehensiveRules, UnknownRule
    from mtgrules.web.rules_ja import japanese_rules

    try:
        found = ComprehensiveRules.bundled().rule(number)
    except UnknownRule as error:
        errors.print(f"error: {error}", highlight=False, markup=False, soft_wrap=True)
        raise typer.Exit(2) from error
    console.print(f"{found.number} {found.text}", highlight=False, markup=False)
    for example in found.examples:
        console.print(f"  Example: {example}", highlight=False, markup=False)
    ja = japanese_rules()
    text = ja.rule(found.number)
    if text is None:
        console.print(f"({ja.missing(found.number)})", highlight=False, markup=False)
        return
    older = f" (older edition: rule {text.seed_number})" if text.seed_number != found.number else ""
    heading = label("in_japanese", "ja")
    console.print(f"{heading}{older}: {text.text}", highlight=False, markup=False)
