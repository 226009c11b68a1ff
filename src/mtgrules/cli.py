"""The ``mtgrules`` command line."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.table import Table

from mtgrules.cards.database import Card, CardDatabase, Face
from mtgrules.cards.errors import UnknownCard
from mtgrules.vocab.typeline import TypeLine, TypeLineError

if TYPE_CHECKING:
    from mtgrules.game.decks import Decklist
    from mtgrules.vocab.ruleset import RuleSet

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",
)
console = Console()
errors = Console(stderr=True)


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
    """The bundled cards, and ``variant``'s."""
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
    table.add_row("日本語", line.japanese())
    table.add_row("supertypes", ", ".join(data["supertypes"]) or "—")  # type: ignore[arg-type]
    table.add_row("card types", ", ".join(data["card_types"]))  # type: ignore[arg-type]
    for s in line.subtypes:
        table.add_row(s.kind.english, f"{s.english} ({s.japanese or '—'})")
    console.print(table)


def _face_data(face: Face) -> dict[str, object]:
    line = face.parsed_type_line_or_none()
    return {
        "name": face.name,
        "name_ja": face.name_ja,
        "mana_cost": face.mana_cost,
        "colors": list(face.colors),
        "type_line": line.english() if line else face.type_line,
        "type_line_ja": line.japanese() if line else None,
        "type_line_ja_printed": face.type_line_ja,
        "supertypes": list(face.supertypes),
        "types": list(face.types),
        "subtypes": list(face.subtypes),
        "power": face.power,
        "toughness": face.toughness,
        "loyalty": face.loyalty,
        "defense": face.defense,
        "oracle_text": face.oracle_text,
        "text_ja": face.text_ja,
    }


def _card_data(card: Card) -> dict[str, object]:
    return {
        "name": card.name,
        "name_ja": card.name_ja,
        "layout": card.layout,
        "faces": [_face_data(face) for face in card.faces],
    }


@app.command()
def card(
    name: Annotated[str, typer.Argument(help="A card name in English or Japanese (《》 allowed).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
    variant: Variant = None,
) -> None:
    """Print a card's names, mana cost, type line and text, in English and Japanese.

    The card is looked up by its English or Japanese name, face by face; a misspelt name gets
    the closest names. With `--variant`, the variant's cards are found too.

    Example: `mtgrules card "《ヨーグモスの墳墓、アーボーグ》"`
    """
    try:
        found = _database(variant).card(name)
    except UnknownCard as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error
    data = _card_data(found)
    if as_json:
        console.print_json(json.dumps(data, ensure_ascii=False))
        return
    for face in data["faces"]:  # type: ignore[attr-defined]
        table = Table(show_header=False, box=None, padding=(0, 1))
        table.add_column(no_wrap=True)
        table.add_column(overflow="fold")
        title = face["name"] + (f"  《{face['name_ja']}》" if face["name_ja"] else "")
        table.add_row("[bold]name[/bold]", f"[bold]{title}[/bold]")
        if face["mana_cost"]:
            table.add_row("mana cost", face["mana_cost"])
        table.add_row("type line", face["type_line"])
        if face["type_line_ja"]:
            table.add_row("タイプ", face["type_line_ja"])
        for key, label in (("power", "P/T"), ("loyalty", "loyalty"), ("defense", "defense")):
            if face[key] is not None:
                value = f"{face['power']}/{face['toughness']}" if key == "power" else face[key]
                table.add_row(label, value)
        if face["oracle_text"]:
            table.add_row("text", face["oracle_text"])
        if face["text_ja"]:
            table.add_row("文章", face["text_ja"])
        console.print(table, highlight=False)
        console.print()
    if len(found.faces) > 1:
        console.print(f"[dim]{found.layout} card: {found.name}[/dim]", highlight=False)


@app.command()
def explain(
    path: Annotated[str, typer.Argument(help="A scenario file (YAML).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
    lang: Annotated[str, typer.Option("--lang", help="en or ja: names and type lines.")] = "en",
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

    try:
        scenario = load_scenario(path)
    except (SourceError, OSError) as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error
    if as_json:
        print(json.dumps(explain_data(scenario.game), ensure_ascii=False, indent=2))
        return
    render(scenario.game, console, lang=lang, only=only)
    render_log(scenario.game, console)


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
    lang: Annotated[str, typer.Option("--lang", help="en or ja: names and type lines.")] = "en",
    only: Annotated[str | None, typer.Option("--object", help="Show one object only.")] = None,
    as_scenario: Annotated[
        bool, typer.Option("--scenario", help="Print the question as a scenario file instead.")
    ] = False,
    variant: Variant = None,
) -> None:
    """Put cards onto the battlefield in the order given and explain every object.

    Each card enters after the one before it, so it has a later timestamp (CR 613.7a); all are
    the first player's. `--scenario` prints the same board as a scenario file, to save and take
    further with `mtgrules explain`.

    Example: `mtgrules ask "Blood Moon" "Urborg, Tomb of Yawgmoth"`
    """
    from mtgrules.scenario.ask import NotAPermanent, question, render_order, scenario_text
    from mtgrules.scenario.ask import ask as set_up
    from mtgrules.scenario.explain import explain_data, render
    from mtgrules.scenario.log import render_log
    from mtgrules.sourcefile import SourceError

    try:
        asked = question(cards, [variant] if variant else [])
        if as_scenario:
            print(scenario_text(asked), end="")
            return
        game = set_up(asked).game
    except (UnknownCard, NotAPermanent) as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error
    except SourceError as error:
        errors.print(
            f"[red]error:[/red] {error.message} (write a scenario for that: `--scenario` prints "
            "one to start from)",
            highlight=False,
            soft_wrap=True,
        )
        raise typer.Exit(2) from error
    if as_json:
        print(json.dumps(explain_data(game), ensure_ascii=False, indent=2))
        return
    render_order(game, asked, console)
    render(game, console, lang=lang, only=only)
    render_log(game, console)


@app.command()
def check(
    paths: Annotated[list[str], typer.Argument(help="Scenario files with an 'expect:' section.")],
) -> None:
    """Run scenarios and compare their results with their `expect:` sections.

    Each difference is printed with the file and line of the expectation, and the exit code is
    1 if there is any.

    Example: `mtgrules check examples/scenarios/*.yaml`
    """
    from mtgrules.scenario.explain import check_expectations
    from mtgrules.scenario.run import load_scenario
    from mtgrules.sourcefile import SourceError

    failed = 0
    for path in paths:
        try:
            problems = check_expectations(load_scenario(path))
        except (SourceError, OSError) as error:
            problems = [str(error)]
        for problem in problems:
            errors.print(f"[red]✗[/red] {problem}", highlight=False, soft_wrap=True)
        if problems:
            failed += 1
        else:
            console.print(f"[green]✓[/green] {path}", highlight=False)
    if failed:
        raise typer.Exit(1)


@app.command()
def coverage(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Count the cards of the database whose abilities are defined as data.

    Example: `mtgrules coverage --json`
    """
    from mtgrules.cards.definitions import bundled_definitions

    database = CardDatabase.bundled()
    defined = bundled_definitions()
    data = {"cards": len(database), "defined": len(defined), "names": sorted(defined)}
    if as_json:
        console.print_json(json.dumps(data, ensure_ascii=False))
        return
    share = 100 * len(defined) / len(database)
    console.print(f"{len(defined)} of {len(database):,} cards have definitions ({share:.2f}%).")


@app.command()
def serve(
    host: Annotated[str, typer.Option("--host", help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="The port to listen on.")] = 8000,
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

    from mtgrules.web.app import serve as run_workbench

    run_workbench(host, port, Path(examples) if examples else None)


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
        str, typer.Option("--agents", help="The agents, A's and B's: random, greedy.")
    ] = "random,random",
    out: Annotated[
        str | None, typer.Option("--out", help="Write one JSON line per game here.")
    ] = None,
    variant: Variant = None,
    max_actions: Annotated[
        int, typer.Option("--max-actions", min=1, help="A game longer than this is a draw.")
    ] = 20_000,
) -> None:
    """Play many games between two decks and print the win rates and the mean number of turns.

    The games are played by simple agents; win rates are given overall, on the play and on the
    draw. A deck NAME.txt may use the custom cards of a card file NAME.cards.yaml beside it, and
    with `--variant` the variant's cards.

    Example: `mtgrules simulate red-green.txt white-blue.txt -n 10 --seed 1`
    """
    import gc

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    from mtgrules.cards.custom import merged
    from mtgrules.game.agents import AGENTS
    from mtgrules.game.simulate import PLAYERS, Summary
    from mtgrules.game.simulate import simulate as run_games
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
        cards = merged([*lists[0].custom_cards, *lists[1].custom_cards])
    except (SourceError, OSError, ValueError) as error:
        errors.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from error
    decks = [deck.cards for deck in lists]
    labels = dict(zip(PLAYERS, _deck_labels(deck_a, deck_b), strict=True))
    summary = Summary()
    gc.collect()
    gc.freeze()  # the card data just loaded live as long as we do: spare them the collector
    stream = open(out, "w", encoding="utf-8") if out else None  # noqa: SIM115
    try:
        with Progress(
            "[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
            TimeElapsedColumn(), console=errors, transient=True,
        ) as progress:  # fmt: skip
            task = progress.add_task("playing", total=games)
            for record in run_games(
                decks, games, seed=seed, agents=names, max_actions=max_actions,
                variants=variants, cards=cards,
            ):  # fmt: skip
                summary.add(record)
                if stream is not None:
                    line = {**record.as_dict(), "winner_deck": labels.get(record.winner or "")}
                    stream.write(json.dumps(line, ensure_ascii=False) + "\n")
                progress.advance(task)
    finally:
        if stream is not None:
            stream.close()
    table = Table(title=f"{games} games, seed {seed}")
    for column in ("deck", "agent", "wins", "win %", "on the play", "on the draw"):
        table.add_column(column, justify="right" if column in ("wins", "win %") else "left")
    for i, player in enumerate(PLAYERS):
        play_won, play_games = summary.on_the_play(player)
        draw_won, draw_games = summary.on_the_draw(player)
        table.add_row(
            f"{player}: {labels[player]}", names[i], str(summary.wins[player]),
            f"{100 * summary.win_rate(player):.1f}", _rate(play_won, play_games),
            _rate(draw_won, draw_games),
        )  # fmt: skip
    console.print(table)
    console.print(
        f"draws: {summary.draws}   mean turns: {summary.mean_turns:.1f}   "
        f"games/s: {summary.games / summary.seconds if summary.seconds else 0:.1f}",
        highlight=False,
    )


def _deck_labels(deck_a: str, deck_b: str) -> tuple[str, str]:
    from pathlib import Path

    a, b = Path(deck_a).stem, Path(deck_b).stem
    return (f"{a} (A)", f"{b} (B)") if a == b else (a, b)


def _rate(won: int, played: int) -> str:
    return f"{won}/{played} ({100 * won / played:.0f}%)" if played else "—"


if __name__ == "__main__":
    app()
