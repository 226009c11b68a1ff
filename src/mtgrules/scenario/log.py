"""The log under ``mtgrules explain`` and ``mtgrules ask``: what happened, in order, with the
rule of each entry."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from mtgrules.game.state import Game
from mtgrules.present.japanese import label
from mtgrules.present.log import entry_ja


def render_log(game: Game, console: Console, *, lang: str = "en") -> None:
    """What happened, in order: the game's log with the rule of each entry, in ``lang``
    (Japanese from the tables of :mod:`mtgrules.present.log`)."""
    if not game.events:
        console.print(label("log_empty", lang), style="dim", highlight=False)
        return
    table = Table(title=label("log", lang), title_justify="left", box=None, padding=(0, 1))
    table.add_column("#", justify="right", style="dim", no_wrap=True)
    table.add_column(label("log_event", lang), no_wrap=True)
    table.add_column(label("log_what", lang), overflow="fold")
    table.add_column(label("log_rule", lang), no_wrap=True)
    for number, entry in enumerate(game.events, start=1):
        words = entry_ja(game, entry) if lang == "ja" else entry.as_dict()
        table.add_row(str(number), Text(words["event"]), Text(words["detail"]), entry.rule or "")
    console.print(table, highlight=False)
