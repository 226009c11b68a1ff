"""The log under ``mtgrules explain`` and ``mtgrules ask``: what happened, in order, with the
rule of each entry."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from mtgrules.game.state import Game


def render_log(game: Game, console: Console) -> None:
    """What happened, in order: the game's log with the rule of each entry."""
    if not game.events:
        console.print("what happened: nothing after the set-up", style="dim", highlight=False)
        return
    table = Table(title="what happened", title_justify="left", box=None, padding=(0, 1))
    table.add_column("#", justify="right", style="dim", no_wrap=True)
    table.add_column("event", no_wrap=True)
    table.add_column("what", overflow="fold")
    table.add_column("rule", no_wrap=True)
    for number, entry in enumerate(game.events, start=1):
        table.add_row(str(number), entry.event, entry.detail, entry.rule or "")
    console.print(table, highlight=False)
