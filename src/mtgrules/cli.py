"""The ``mtgrules`` command line."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mtgrules.vocab.typeline import TypeLine, TypeLineError

app = typer.Typer(
    help="mtgrules: a Magic: The Gathering rules engine that explains its answers.",
    no_args_is_help=True,
    add_completion=False,
)
console = Console()
errors = Console(stderr=True)


@app.callback()
def main() -> None:
    """mtgrules: a Magic: The Gathering rules engine that explains its answers."""


@app.command()
def typeline(
    text: Annotated[str, typer.Argument(help="A type line in English or Japanese.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Parse a type line (CR 205), validate it, and print it in English and Japanese."""
    try:
        line = TypeLine.parse(text).validate()
    except TypeLineError as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False)
        raise typer.Exit(2) from error
    data = {
        "english": line.english(),
        "japanese": line.japanese(),
        "supertypes": [s.english for s in line.supertypes],
        "card_types": [c.english for c in line.card_types],
        "subtypes": [{"name": s.english, "kind": s.kind.value} for s in line.subtypes],
    }
    if as_json:
        console.print_json(json.dumps(data, ensure_ascii=False))
        return
    table = Table(show_header=False, box=None)
    table.add_row("English", line.english())
    table.add_row("日本語", line.japanese())
    table.add_row("supertypes", ", ".join(data["supertypes"]) or "—")  # type: ignore[arg-type]
    table.add_row("card types", ", ".join(data["card_types"]))  # type: ignore[arg-type]
    for s in line.subtypes:
        table.add_row(s.kind.english, f"{s.english} ({s.japanese or '—'})")
    console.print(table)


if __name__ == "__main__":
    app()
