"""The ``mtgrules`` command line."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import IO, TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from mtgrules.cards.database import Card, CardDatabase, Face
from mtgrules.cards.errors import UnknownCard
from mtgrules.vocab.typeline import TypeLine, TypeLineError

if TYPE_CHECKING:
    from mtgrules.game.decks import Decklist
    from mtgrules.vocab.ruleset import RuleSet

app = typer.Typer(
    help="mtgrules: a Magic: The Gathering rules engine that explains its answers.",
    no_args_is_help=True,
    add_completion=False,
)
console = Console()


class _Messages(Console):
    """The console errors go to. A message is a styled label and then text that may come from
    the user (a card name, a path, a line of a file): ``[red]error:[/red] TEXT``. Only the label
    is read as markup, so ``[/bold]`` or ``[red]…[/red]`` in the text is printed as written."""

    _LABEL = re.compile(r"(\[(\w+)\][^\[]*\[/\2\] )(.*)", re.DOTALL)

    def print(self, *objects: Any, **options: Any) -> None:
        if len(objects) == 1 and isinstance(objects[0], str):
            label = self._LABEL.fullmatch(objects[0])
            if label is not None:
                objects = (label.group(1) + escape(label.group(3)),)
        super().print(*objects, **options)


errors = _Messages(stderr=True)


def _fail(message: object, code: int = 2) -> typer.Exit:
    """Print ``error: MESSAGE`` (as written, never read as markup); the exit to raise."""
    errors.print(f"[red]error:[/red] {message}", highlight=False, soft_wrap=True)
    return typer.Exit(code)


@app.callback()
def main() -> None:
    """mtgrules: a Magic: The Gathering rules engine that explains its answers."""


Variant = Annotated[str | None, typer.Option("--variant", help="A rule variant (e.g. bond).")]


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
    """Parse a type line (CR 205), validate it, and print it in English and Japanese (with
    --variant, the variant's words too: Bonded)."""
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
    """Print a card from the bundled database (with --variant, the variant's cards too): names,
    mana cost, type line and text, in English and Japanese where known, face by face."""
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
    """Set up a scenario's board, perform its actions, and show every object's characteristics
    with the layer-by-layer explanation (CR 613)."""
    from mtgrules.scenario.explain import explain_data, render
    from mtgrules.scenario.run import load_scenario
    from mtgrules.sourcefile import SourceError

    if lang not in ("en", "ja"):
        raise _fail(f"--lang takes en or ja, not '{lang}'")
    try:
        scenario = load_scenario(path)
    except (SourceError, OSError) as error:
        raise _fail(error) from error
    if only is not None and only not in scenario.game.objects:
        known = ", ".join(scenario.game.objects) or "none"
        raise _fail(f"--object: no object '{only}' in {path} (objects: {known})")
    if as_json:
        print(json.dumps(explain_data(scenario.game), ensure_ascii=False, indent=2))
        return
    render(scenario.game, console, lang=lang, only=only)


@app.command()
def check(
    paths: Annotated[list[str], typer.Argument(help="Scenario files with an 'expect:' section.")],
) -> None:
    """Run scenarios and compare their results with their 'expect:' sections; exit 1 on any
    difference."""
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
            console.print(f"[green]✓[/green] {escape(path)}", highlight=False)
    if failed:
        raise typer.Exit(1)


@app.command()
def coverage(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """How many cards of the database have definitions (their abilities as data)."""
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
    port: Annotated[
        int, typer.Option("--port", min=1, max=65535, help="The port to listen on.")
    ] = 8000,
    examples: Annotated[
        str | None, typer.Option("--examples", help="The examples directory (for the gallery).")
    ] = None,
) -> None:
    """Start the workbench, a local web app: build boards, see every object explained layer by
    layer, read the rules, play games (Ctrl-C stops it)."""
    from pathlib import Path

    from mtgrules.sourcefile import SourceError
    from mtgrules.web.app import serve as run_workbench

    try:
        run_workbench(host, port, Path(examples) if examples else None)
    except (SourceError, OSError) as error:  # an example that can't be read
        raise _fail(error) from error


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
    """Play many games between two decks with simple agents; print win rates (overall, on the
    play and on the draw) and the mean number of turns. A deck NAME.txt may use the custom cards
    of a card file NAME.cards.yaml beside it, and with --variant the variant's cards."""
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
        for deck in lists:
            deck.check_playable()
        cards = merged([*lists[0].custom_cards, *lists[1].custom_cards])
    except (SourceError, OSError, ValueError) as error:
        raise _fail(error) from error
    decks = [deck.cards for deck in lists]
    labels = dict(zip(PLAYERS, _deck_labels(deck_a, deck_b), strict=True))
    summary = Summary()
    results = _Results.open(out) if out else None
    gc.collect()
    gc.freeze()  # the card data just loaded live as long as we do: spare them the collector
    interrupted = False
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
                if results is not None:
                    line = {**record.as_dict(), "winner_deck": labels.get(record.winner or "")}
                    results.write(json.dumps(line, ensure_ascii=False))
                progress.advance(task)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if results is not None:
            results.close()
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
            f"{100 * summary.win_rate(player):.1f}", _rate(play_won, play_games),
            _rate(draw_won, draw_games),
        )  # fmt: skip
    console.print(table)
    console.print(
        f"draws: {summary.draws}   mean turns: {summary.mean_turns:.1f}   "
        f"games/s: {summary.games / summary.seconds if summary.seconds else 0:.1f}",
        highlight=False,
    )
    if interrupted:
        raise typer.Exit(130)  # as a shell reports a command stopped by Ctrl-C


class _Results:
    """``simulate --out``: one JSON line per game, each written and flushed as its game ends,
    into a temporary file beside ``path`` that replaces it when the run ends (also when it is
    interrupted), so an earlier file survives until then and a killed run leaves its lines."""

    def __init__(self, path: Path, partial: Path, stream: IO[str]) -> None:
        self.path, self.partial, self.stream = path, partial, stream

    @classmethod
    def open(cls, out: str) -> _Results:
        """Results for ``out``; an error (exit 2) if it is a directory or can't be written."""
        import tempfile

        path = Path(out)
        if path.is_dir():
            raise _fail(f"--out {out} is a directory; give a file name")
        try:
            stream = tempfile.NamedTemporaryFile(  # noqa: SIM115 (closed by close())
                "w", encoding="utf-8", dir=path.parent, prefix=f".{path.name}.",
                suffix=".partial", delete=False,
            )  # fmt: skip
        except OSError as error:
            raise _fail(f"--out {out} can't be written: {error.strerror or error}") from error
        return cls(path, Path(stream.name), stream)

    def write(self, line: str) -> None:
        self.stream.write(line + "\n")
        self.stream.flush()

    def close(self) -> None:
        """Put the lines written in place of ``path``."""
        self.stream.close()
        try:
            self.partial.replace(self.path)
        except OSError as error:
            raise _fail(
                f"--out {self.path} can't be written ({error.strerror or error}); "
                f"the results are in {self.partial}"
            ) from error


def _deck_labels(deck_a: str, deck_b: str) -> tuple[str, str]:
    from pathlib import Path

    a, b = Path(deck_a).stem, Path(deck_b).stem
    return (f"{a} (A)", f"{b} (B)") if a == b else (a, b)


def _rate(won: int, played: int) -> str:
    return f"{won}/{played} ({100 * won / played:.0f}%)" if played else "—"


if __name__ == "__main__":
    app()
