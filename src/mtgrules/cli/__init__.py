"""The ``mtgrules`` command line."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.errors import UnknownCard
from mtgrules.cli.data import db_app, rules_app
from mtgrules.cli.output import console, errors, fail
from mtgrules.present.cards import card_data, deck_database, definitions_with
from mtgrules.present.cards import why as card_why
from mtgrules.present.japanese import label
from mtgrules.vocab.typeline import TypeLine, TypeLineError

if TYPE_CHECKING:
    from mtgrules.game.decks import Decklist
    from mtgrules.game.state import Game
    from mtgrules.sourcefile import SourceError
    from mtgrules.vocab.ruleset import RuleSet

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",
)


def _print_version(wanted: bool) -> None:
    if wanted:
        from importlib.metadata import version

        console.print(f"mtgrules {version('mtgrules')}", highlight=False)
        raise typer.Exit()


def _read_packs(specs: list[str] | None) -> list[str]:
    """``--pack``: read each pack file now, so that the command (the workbench too) knows it by
    its name."""
    return [name for spec in specs or [] if (name := _variant_name(spec)) is not None]


@app.callback()
def main(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_print_version, is_eager=True, help="Print the version and exit."
        ),
    ] = False,
    packs: Annotated[
        list[str] | None,
        typer.Option(
            "--pack",
            callback=_read_packs,
            metavar="FILE",
            help="A pack file to read first, so that the command knows the pack by its name.",
        ),
    ] = None,
) -> None:
    """mtgrules: a Magic: The Gathering rules engine that explains its answers.

    Ask about a few cards with `mtgrules ask "Blood Moon" "Urborg, Tomb of Yawgmoth"`, explain a
    whole board with `mtgrules explain board.yaml`, or open the workbench with `mtgrules serve`.
    Each command's `--help` has an example. A pack file read with `--pack` is known by its name
    to the command that follows, the workbench included: `mtgrules --pack fortress.yaml serve`.
    """


LANG_HELP = "en or ja: names, rules text, the layer trace and the log in that language."


def _variant_name(spec: str | None) -> str | None:
    """``--variant``: the name of the pack it names, a pack file being read relative to the
    current directory (one resolver for every front end: :func:`mtgrules.variants.resolve`)."""
    if spec is None:
        return None
    from pathlib import Path

    from mtgrules.sourcefile import SourceError
    from mtgrules.variants import UnknownVariant, resolve

    try:
        return resolve(spec, relative_to=Path.cwd()).name
    except (UnknownVariant, SourceError) as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error


Variant = Annotated[
    str | None,
    typer.Option(
        "--variant",
        callback=_variant_name,
        help="A rule variant: a pack's name (bond) or a pack file (./my_pack.py, fortress.yaml).",
    ),
]


def _rules(variant: str | None) -> RuleSet:
    """The rules with ``variant``'s words (the core's without one); an unknown variant is an
    error."""
    from mtgrules.variants import UnknownVariant, ruleset

    try:
        return ruleset([variant] if variant else [])
    except UnknownVariant as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error


def _database(variant: str | None) -> CardDatabase:
    """The card database in use, and ``variant``'s."""
    from mtgrules.variants import database

    _rules(variant)  # an unknown variant is an error
    return database([variant] if variant else [])


@app.command()
def typeline(
    text: Annotated[str, typer.Argument(help="A type line in English or Japanese.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
    variant: Variant = None,
) -> None:
    """Read a type line in English or Japanese, check it (CR 205), and print it in both.

    With `--variant`, the variant's words are known too (Bonded, 結束の).

    Example: `mtgrules typeline "伝説のクリーチャー ─ ゴブリン・ウィザード"`
    """
    vocabulary = _rules(variant).vocabulary
    try:
        line = TypeLine.parse(text, vocabulary).validate()
    except TypeLineError as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
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
    table.add_row(label("in_japanese", "ja"), line.japanese())
    table.add_row("supertypes", ", ".join(data["supertypes"]) or "—")  # type: ignore[arg-type]
    table.add_row("card types", ", ".join(data["card_types"]))  # type: ignore[arg-type]
    for s in line.subtypes:
        table.add_row(s.kind.english, f"{s.english} ({s.japanese or '—'})")
    console.print(table)


@app.command()
def card(
    name: Annotated[str, typer.Argument(help="A card name in English or Japanese (《》 allowed).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
    variant: Variant = None,
    why: Annotated[
        bool,
        typer.Option(
            "--why",
            help="Say which definition plays the card and, line by line, what the Oracle "
            "compiler read of its text or why it couldn't.",
        ),
    ] = False,
) -> None:
    """Print a card's names, mana cost, type line and text, in English and Japanese, and how
    much of it the engine plays (its support status).

    The card is looked up by its English or Japanese name, face by face; a misspelt name gets
    the closest names, and a Japanese name of several cards is an error that names them. With
    `--variant`, the variant's cards are found too.

    Example: `mtgrules card "《ヨーグモスの墳墓、アーボーグ》"`
    """
    try:
        found = _database(variant).card(name)
    except UnknownCard as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error
    definitions = definitions_with((), [variant] if variant else [])
    data = card_data(found, definitions)
    reasons = card_why(found, definitions) if why else None
    if reasons is not None:
        data["why"] = reasons
    if as_json:
        console.print_json(json.dumps(data, ensure_ascii=False))
        return
    face_support: dict[str, Any] = {
        f["face"]: f
        for f in data["support"]["faces"]  # type: ignore[index]
    }
    for face in data["faces"]:  # type: ignore[attr-defined]
        table = Table(show_header=False, box=None, padding=(0, 1))
        table.add_column(no_wrap=True)
        table.add_column(overflow="fold")
        title = face["name"] + (f"  《{face['name_ja']}》" if face["name_ja"] else "")
        table.add_row("[bold]name[/bold]", f"[bold]{title}[/bold]")
        if face["name_ja_alternatives"]:
            table.add_row(label("other_names", "ja"), "、".join(face["name_ja_alternatives"]))
        if face["mana_cost"]:
            table.add_row("mana cost", face["mana_cost"])
        table.add_row("type line", face["type_line"])
        if face["type_line_ja"]:
            table.add_row(label("type_line_ja", "ja"), face["type_line_ja"])
        for key, heading in (("power", "P/T"), ("loyalty", "loyalty"), ("defense", "defense")):
            if face[key] is not None:
                value = f"{face['power']}/{face['toughness']}" if key == "power" else face[key]
                table.add_row(heading, value)
        if face["oracle_text"]:
            table.add_row("text", face["oracle_text"])
        if face["text_ja"]:
            table.add_row(label("text_ja", "ja"), face["text_ja"])
        table.add_row("support", _support_words(face_support[face["name"]]))
        console.print(table, highlight=False)
        console.print()
    if len(found.faces) > 1:
        console.print(f"[dim]{found.layout} card: {found.name}[/dim]", highlight=False)
    if reasons is not None:
        for text in (reasons["definition"], reasons["compiler"]):
            for line in str(text).splitlines():
                console.print(_hanging(line, console.width), markup=False, highlight=False)


def _hanging(line: str, width: int) -> str:
    """A line of ``card --why`` wrapped to ``width`` columns, its continuation lines indented
    under its text (after its indent and its ``[ok]``/``[no]`` mark)."""
    import re
    import textwrap

    mark = re.match(r"\s*(\[\w+\] )?", line)
    indent = " " * (mark.end() if mark else 0)
    return textwrap.fill(line, width=width, subsequent_indent=indent, break_on_hyphens=False)


def _support_words(face: dict[str, Any]) -> str:
    """A face's support status for people: the status, and each text left out with why."""
    colour = {"supported": "green", "partial": "yellow", "unsupported": "red"}[face["status"]]
    lines = [f"[{colour}]{face['status']}[/{colour}]"]
    lines += [f"✗ {gap['text']} — {gap['reason']}" for gap in face["unsupported"]]
    return "\n".join(lines)


def _check_lang(lang: str) -> None:
    """Refuse a language the output can't be printed in."""
    if lang not in ("en", "ja"):
        raise fail(f"--lang takes en or ja, not '{lang}'")


def _check_object(only: str | None, game: Game, where: str) -> None:
    """Refuse ``--object`` naming no object of the board set up from ``where``."""
    if only is not None and only not in game.objects:
        known = ", ".join(game.objects) or "none"
        raise fail(f"--object: no object '{only}' in {where} (objects: {known})")


def _scenario_error(error: SourceError, lang: str) -> str:
    """A scenario's error as its reader reads it: an action the rules refuse is worded in
    Japanese with ``--lang ja`` (the objects by their Japanese names, the same rule), the file
    and line as they are; anything else, and a refusal no pattern words, as it is."""
    from mtgrules.present.refusals import refused_at_ja
    from mtgrules.scenario.run import RefusedAction

    if lang == "ja" and isinstance(error, RefusedAction):
        return refused_at_ja(error.path, error.line, error.game, error.refusal) or str(error)
    return str(error)


@app.command()
def explain(
    path: Annotated[str, typer.Argument(help="A scenario file (YAML).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
    lang: Annotated[str, typer.Option("--lang", help=LANG_HELP)] = "en",
    only: Annotated[str | None, typer.Option("--object", help="Show one object only.")] = None,
) -> None:
    """Set up a scenario's board, perform its actions, and explain every object.

    Each object's characteristics are shown with the effects that made them, layer by layer
    (CR 613), then what happened, in order, with the rule of each step.

    Example: `mtgrules explain examples/scenarios/blood-moon-urborg.yaml --lang ja`
    """
    from mtgrules.scenario.explain import explain_data, render
    from mtgrules.scenario.log import render_log
    from mtgrules.scenario.run import load_scenario
    from mtgrules.sourcefile import SourceError

    _check_lang(lang)
    try:
        scenario = load_scenario(path)
    except SourceError as error:
        raise fail(_scenario_error(error, lang)) from error
    except OSError as error:
        raise fail(error) from error
    _check_object(only, scenario.game, path)
    if as_json:
        print(json.dumps(explain_data(scenario.game), ensure_ascii=False, indent=2))
        return
    render(scenario.game, console, lang=lang, only=only)
    render_log(scenario.game, console, lang=lang)


@app.command()
def ask(
    cards: Annotated[
        list[str],
        typer.Argument(
            help="Card names, English or Japanese, in the order they enter.",
            metavar="CARD",
            show_default=False,
        ),
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
    lang: Annotated[str, typer.Option("--lang", help=LANG_HELP)] = "en",
    only: Annotated[str | None, typer.Option("--object", help="Show one object only.")] = None,
    as_scenario: Annotated[
        bool, typer.Option("--scenario", help="Print the question as a scenario file instead.")
    ] = False,
    choose: Annotated[
        list[str] | None,
        typer.Option(
            "--choose",
            metavar="CARD=VALUE",
            help="What a card chooses as it enters (CR 614.12), e.g. --choose Conspiracy=Elf "
            '(a creature type), --choose "Painter\'s Servant=blue" (a color).',
        ),
    ] = None,
    variant: Variant = None,
) -> None:
    """Put cards onto the battlefield in the order given and explain every object.

    Each card enters after the one before it, so it has a later timestamp (CR 613.7a); all are
    the first player's. A card that chooses something as it enters is given its choice with
    `--choose`. `--scenario` prints the same board as a scenario file, to save and take further
    with `mtgrules explain`.

    Example: `mtgrules ask "Blood Moon" "Urborg, Tomb of Yawgmoth"`, or
    `mtgrules ask Conspiracy Mutavault --choose Conspiracy=Elf`
    """
    from mtgrules.scenario.ask import (
        ChoiceError,
        NotAPermanent,
        question,
        render_order,
        scenario_text,
    )
    from mtgrules.scenario.ask import ask as set_up
    from mtgrules.scenario.explain import explain_data, render
    from mtgrules.scenario.log import render_log
    from mtgrules.sourcefile import SourceError

    _check_lang(lang)
    chosen = _choices(choose)
    try:
        asked = question(cards, [variant] if variant else [], chosen)
        if as_scenario:
            print(scenario_text(asked), end="")
            return
        game = set_up(asked).game
    except (UnknownCard, NotAPermanent, ChoiceError) as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error
    except SourceError as error:
        errors.print(
            f"[red]error:[/red] {error.message} ({_ask_further(asked, error)})",
            highlight=False,
            soft_wrap=True,
        )
        raise typer.Exit(2) from error
    _check_object(only, game, "the board asked about")
    if as_json:
        print(json.dumps(explain_data(game), ensure_ascii=False, indent=2))
        return
    render_order(game, asked, console, lang=lang)
    render(game, console, lang=lang, only=only)
    render_log(game, console, lang=lang)


def _choices(given: list[str] | None) -> dict[str, str]:
    """``--choose CARD=VALUE``, each: the values by card name."""
    out: dict[str, str] = {}
    for one in given or []:
        card, equals, value = one.partition("=")
        if not equals or not card.strip() or not value.strip():
            raise fail(f"--choose takes CARD=VALUE (--choose Conspiracy=Elf), not '{one}'")
        out[card.strip()] = value.strip()
    return out


def _ask_further(asked: Any, error: SourceError) -> str:
    """What to do about a board ``ask`` can't set up: a card's choice as it enters is given
    with ``--choose`` (CR 614.12); anything else needs a scenario."""
    from mtgrules.scenario.ask import choice_kind

    for card, choice in zip(asked.cards, asked.choices, strict=True):
        kind = choice_kind(card, asked.variants) if choice is None else None
        if kind is not None and card in error.message:
            return f'give it with --choose "{card}=…", the value a {kind.replace("_", " ")}'
    return "write a scenario for that: `--scenario` prints one to start from"


@app.command()
def check(
    paths: Annotated[list[str], typer.Argument(help="Scenario files with an 'expect:' section.")],
    strict: Annotated[
        bool,
        typer.Option("--strict", help="Fail (exit 1) for a file with no 'expect:' to check."),
    ] = False,
    lang: Annotated[
        str, typer.Option("--lang", help="en or ja: an action the rules refuse in that language.")
    ] = "en",
) -> None:
    """Run scenarios and compare their results with their `expect:` sections.

    Each difference is printed with the file and line of the expectation, and the exit code is
    1 if there is any. A file with no `expect:` is run but checks nothing, and says so (with
    `--strict`, that fails too).

    Example: `mtgrules check examples/scenarios/*.yaml --strict`
    """
    from mtgrules.scenario.explain import check_expectations
    from mtgrules.scenario.run import load_scenario
    from mtgrules.sourcefile import SourceError

    _check_lang(lang)
    failed = 0
    for path in paths:
        nothing = False
        try:
            scenario = load_scenario(path)
            problems = check_expectations(scenario)
            nothing = not scenario.expect
        except SourceError as error:
            problems = [_scenario_error(error, lang)]
        except OSError as error:
            problems = [str(error)]
        for problem in problems:
            errors.print(f"[red]✗[/red] {problem}", highlight=False, soft_wrap=True)
        if problems:
            failed += 1
        elif nothing:
            mark = "[red]✗[/red]" if strict else "[yellow]?[/yellow]"
            errors.print(
                f"{mark} {path}: no 'expect:' section, so nothing was checked",
                highlight=False,
                soft_wrap=True,
            )
            failed += strict
        else:
            console.print(f"[green]✓[/green] {escape(path)}", highlight=False)
    if failed:
        raise typer.Exit(1)


@app.command()
def coverage(
    decks: Annotated[
        list[str] | None, typer.Argument(help="Decklists to check (lines like '4 Forest').")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
    variant: Variant = None,
    overrides: Annotated[
        bool,
        typer.Option(
            "--overrides",
            help="List the hand-written definitions, each with what the Oracle compiler makes "
            "of the same card (whether the override is still needed).",
        ),
    ] = False,
) -> None:
    """Count the cards the engine plays: supported, partial (some text left out) and
    unsupported (no definition), card by card and face by face.

    With decklists, says for each deck whether it is fully supported and which cards aren't
    (exit 1 if one isn't).

    Example: `mtgrules coverage examples/decks/red-green-aggro.txt --json`
    """
    from collections import Counter

    from mtgrules.cards.support import Status, deck_support, definition_for, support
    from mtgrules.sourcefile import SourceError

    if overrides:
        _print_overrides(as_json)
        return

    database = bundled_database()
    cards: Counter[str] = Counter()
    faces: Counter[str] = Counter()
    for card in database:
        found = support(card, definition_for(card.name))
        cards[found.status.value] += 1
        faces.update(face.status.value for face in found.faces)
    statuses = [status.value for status in Status]
    deck_rows: list[dict[str, Any]] = []
    for path in decks or []:
        try:
            deck = _read_deck(path, [variant] if variant else [])
        except (SourceError, OSError, ValueError) as error:
            errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
            raise typer.Exit(2) from error
        game_definitions = definitions_with(deck.custom_cards, deck.variants)
        lookup = deck_database(deck)
        found_deck = deck_support(list(deck), lookup, game_definitions)
        deck_rows.append(
            {
                "path": path,
                "supported": found_deck.supported,
                "cards": len(deck),
                "missing": found_deck.names,
                "details": [card.as_dict() for card in found_deck.cards],
            }
        )
    data = {
        "database": {
            "origin": database.origin.describe(),
            "cards": {status: cards[status] for status in statuses},
            "faces": {status: faces[status] for status in statuses},
            "definitions": len(definitions_with((), ())),
        },
        "decks": deck_rows,
    }
    if as_json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
        if any(not row["supported"] for row in deck_rows):
            raise typer.Exit(1)
        return
    total = sum(cards.values())
    console.print(f"Card data: {database.origin.describe()}", highlight=False)
    for status in statuses:
        share = 100 * cards[status] / total if total else 0.0
        console.print(
            f"{status:>12}: {cards[status]:,} cards ({share:.2f}%), {faces[status]:,} faces",
            highlight=False,
        )
    for row in deck_rows:
        mark = "[green]✓[/green]" if row["supported"] else "[red]✗[/red]"
        missing = row["missing"]
        tail = f": not supported: {', '.join(missing)}" if missing else ": every card supported"
        console.print(f"{mark} {row['path']}{tail}", highlight=False, soft_wrap=True)
    if any(not row["supported"] for row in deck_rows):
        raise typer.Exit(1)


def _print_overrides(as_json: bool) -> None:
    """``coverage --overrides``: every hand-written definition (an override of the compiler)
    with the compiler's status for the same card, so a reader sees which are still needed."""
    from mtgrules.cards.build import bundled_database
    from mtgrules.cards.database import record_of
    from mtgrules.cards.definitions import bundled_definitions
    from mtgrules.cards.oracle import compile_card

    database = bundled_database()
    rows = []
    for name, definition in sorted(bundled_definitions().items()):
        status = compile_card(record_of(database.card(name))).status if name in database else "-"
        rows.append({"card": name, "path": definition.path, "compiler": status})
    if as_json:
        print(json.dumps({"overrides": rows}, ensure_ascii=False, indent=2))
        return
    table = Table("card", "definition", "compiler", box=None)
    for row in rows:
        table.add_row(escape(row["card"]), escape(row["path"]), row["compiler"])
    console.print(table)
    needed = sum(1 for row in rows if row["compiler"] != "supported")
    console.print(
        f"{len(rows)} hand-written definitions; the compiler proves {len(rows) - needed} of "
        f"those cards by itself, {needed} need their override",
        highlight=False,
    )


app.add_typer(db_app, name="db")
app.add_typer(rules_app, name="rules")


@app.command()
def serve(
    host: Annotated[str, typer.Option("--host", help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[
        int, typer.Option("--port", min=1, max=65535, help="The port to listen on.")
    ] = 8000,
    examples: Annotated[
        str | None, typer.Option("--examples", help="The examples directory (for the gallery).")
    ] = None,
) -> None:
    """Start the workbench, a local web app; Ctrl-C stops it.

    In it you build boards, see every object explained layer by layer, read the rules, and play
    games.

    Example: `mtgrules serve --port 8000`, then open http://127.0.0.1:8000/
    """
    from pathlib import Path

    from mtgrules.sourcefile import SourceError
    from mtgrules.web.app import serve as run_workbench

    try:
        run_workbench(host, port, Path(examples) if examples else None)
    except (SourceError, OSError) as error:  # an example that can't be read
        raise fail(error) from error


def _read_deck(path: str, variants: list[str]) -> Decklist:
    """A decklist file, its names read with the variants' cards and its card file's."""
    from pathlib import Path

    from mtgrules.game.decks import read_decklist

    return read_decklist(Path(path), variants=variants)


@app.command()
def simulate(
    deck_a: Annotated[str, typer.Argument(help="Player A's decklist (lines like '4 Forest').")],
    deck_b: Annotated[str, typer.Argument(help="Player B's decklist.")],
    games: Annotated[int, typer.Option("-n", "--games", min=1, help="How many games.")] = 100,
    seed: Annotated[int, typer.Option("--seed", help="Game i is played with seed+i.")] = 1,
    agents: Annotated[
        str, typer.Option("--agents", help="The agents, A's and B's: random, greedy, search.")
    ] = "random,random",
    out: Annotated[
        str | None, typer.Option("--out", help="Write one JSON line per game here.")
    ] = None,
    variant: Variant = None,
    max_actions: Annotated[
        int, typer.Option("--max-actions", min=1, help="A game longer than this is a draw.")
    ] = 20_000,
    allow_unsupported: Annotated[
        bool,
        typer.Option(
            "--allow-unsupported",
            help="Play decks with cards the engine doesn't fully play (the summary and every "
            "JSON line name them).",
        ),
    ] = False,
    workers: Annotated[
        int,
        typer.Option(
            "--workers",
            min=1,
            help="Play the games in this many local processes (the same "
            "results, in the same order, as one).",
        ),
    ] = 1,
    ray: Annotated[
        str | None,
        typer.Option("--ray", help="Play on a Ray cluster: local, auto or ray://host:10001."),
    ] = None,
    plot: Annotated[
        str | None,
        typer.Option(
            "--plot",
            help="Draw the win rates with their 95% intervals and the game lengths "
            "into this PNG file.",
        ),
    ] = None,
) -> None:
    """Play many games between two decks and print the win rates and the mean number of turns.

    The games are played by simple agents; win rates are given overall, on the play and on the
    draw, each with its Wilson 95% confidence interval. A deck NAME.txt may use the custom cards of a card file NAME.cards.yaml beside it, and
    with `--variant` the variant's cards. A deck with a card the engine doesn't fully play is
    refused, naming each such card and the text it leaves out, unless `--allow-unsupported`.

    Example: `mtgrules simulate red-green.txt white-blue.txt -n 10 --seed 1`
    """
    import gc

    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )  # fmt: skip

    from mtgrules.cards.custom import merged
    from mtgrules.cards.support import UnsupportedCards
    from mtgrules.game.agents import AGENTS
    from mtgrules.sim.games import PLAYERS
    from mtgrules.sim.simulate import Summary, deck_labels
    from mtgrules.sim.simulate import simulate as run_games
    from mtgrules.sim.stats import rate_text
    from mtgrules.sourcefile import SourceError
    from mtgrules.variants import UnknownVariant, get

    variants = [variant] if variant else []
    try:
        for name in variants:
            get(name)
    except UnknownVariant as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error
    names = [a.strip() for a in agents.split(",") if a.strip()]
    names = names * 2 if len(names) == 1 else names
    unknown = [n for n in names if n not in AGENTS]
    if len(names) != 2 or unknown:
        errors.print(
            f"[red]error:[/red] --agents takes one or two of: {', '.join(AGENTS)} (got '{agents}')",
            highlight=False,
            soft_wrap=True,
        )
        raise typer.Exit(2)
    try:
        lists = [_read_deck(deck_a, variants), _read_deck(deck_b, variants)]
        for deck in lists:
            deck.check_playable()
        cards = merged([*lists[0].custom_cards, *lists[1].custom_cards])
    except (SourceError, OSError, ValueError) as error:
        raise fail(error) from error
    decks = [deck.cards for deck in lists]
    labels = dict(zip(PLAYERS, deck_labels(deck_a, deck_b), strict=True))
    unsupported = _unsupported_in(lists, cards, variants)
    if any(unsupported.values()) and not allow_unsupported:
        found = [c for player in PLAYERS for c in unsupported[player]]
        refusal = UnsupportedCards(dict.fromkeys(found))
        errors.print(f"[red]error:[/red] {escape(str(refusal))}", highlight=False, soft_wrap=True)
        raise typer.Exit(2)
    unsupported_names = {p: [c.card for c in found] for p, found in unsupported.items()}
    if plot and (Path(plot).is_dir() or not Path(plot).resolve().parent.is_dir()):
        raise fail(f"--plot {plot}: give a PNG file name in a folder that exists")
    summary = Summary()
    from mtgrules.sim.results import ResultsError, ResultsFile

    try:
        results = ResultsFile.open(out) if out else None
    except ResultsError as error:
        raise fail(error) from error
    gc.collect()
    gc.freeze()  # the card data just loaded live as long as we do: spare them the collector
    interrupted = False
    began = time.perf_counter()
    try:
        with Progress(
            "[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
            TimeElapsedColumn(), "left", TimeRemainingColumn(), console=errors, transient=True,
        ) as progress:  # fmt: skip
            task = progress.add_task("playing", total=games)
            for record in run_games(
                decks, games, seed=seed, agents=names, max_actions=max_actions,
                variants=variants, cards=cards, allow_unsupported=True, workers=workers,
                use_ray=ray is not None, ray_address=None if ray in (None, "local") else ray,
            ):  # fmt: skip
                summary.add(record)
                if results is not None:
                    line = {
                        **record.as_dict(),
                        "winner_deck": labels.get(record.winner or ""),
                        "unsupported": unsupported_names,
                    }
                    results.write(json.dumps(line, ensure_ascii=False))
                progress.advance(task)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if results is not None:
            try:
                results.close()
            except ResultsError as error:
                raise fail(error) from error
    if interrupted:
        kept = f"; their lines are in {out}" if out and summary.games else ""
        errors.print(
            f"[yellow]interrupted:[/yellow] after {summary.games} of {games} games{kept}",
            highlight=False,
            soft_wrap=True,
        )
    played = f"{summary.games} of {games}" if interrupted else str(games)
    table = Table(title=f"{played} games, seed {seed}" + (" (interrupted)" if interrupted else ""))
    for column in ("deck", "agent", "wins", "win %", "on the play", "on the draw"):
        table.add_column(column, justify="right" if column in ("wins", "win %") else "left")
    for i, player in enumerate(PLAYERS):
        play_won, play_games = summary.on_the_play(player)
        draw_won, draw_games = summary.on_the_draw(player)
        table.add_row(
            escape(f"{player}: {labels[player]}"), names[i], str(summary.wins[player]),
            f"{100 * summary.win_rate(player):.1f}", rate_text(play_won, play_games),
            rate_text(draw_won, draw_games),
        )  # fmt: skip
    console.print(table)
    intervals = ", ".join(f"{p} {summary.win_interval(p).percent()}" for p in PLAYERS)
    console.print(f"win % with its 95% interval (Wilson): {intervals}", highlight=False)
    console.print(
        f"draws: {summary.draws}   mean turns: {summary.mean_turns:.1f}   "
        f"games/s: {summary.games / wall if (wall := time.perf_counter() - began) else 0:.1f}"
        + (f" ({workers} processes)" if workers > 1 and ray is None else ""),
        highlight=False,
    )
    for player in PLAYERS:
        for found in unsupported[player]:
            console.print(
                f"[yellow]unsupported in {labels[player]}:[/yellow] {escape(found.describe())}",
                highlight=False,
                soft_wrap=True,
            )
    if plot and summary.games:
        from mtgrules.sim.plots import plot_summary

        try:
            plot_summary(summary, labels, Path(plot), title=f"{played} games, seed {seed}")
        except OSError as error:
            raise fail(f"--plot {plot}: {error.strerror or error}") from error
        console.print(f"plot: {plot}", highlight=False)
    if interrupted:
        raise typer.Exit(130)  # as a shell reports a command stopped by Ctrl-C


def _unsupported_in(lists: list[Decklist], cards: Any, variants: list[str]) -> dict[str, Any]:
    """For each player, the cards of their deck the engine doesn't fully play."""
    from mtgrules.cards.support import deck_support
    from mtgrules.game.simulate import PLAYERS

    definitions = definitions_with(cards, variants)
    out = {}
    for player, deck in zip(PLAYERS, lists, strict=True):
        out[player] = list(deck_support(list(deck), deck_database(deck), definitions).cards)
    return out
