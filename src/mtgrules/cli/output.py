"""What the command line prints to: the console for results and the console for errors, whose
messages never read the user's text as markup."""

from __future__ import annotations

import re
from typing import Any

import typer
from rich.console import Console
from rich.markup import escape

console = Console()


class Messages(Console):
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


errors = Messages(stderr=True)


def fail(message: object, code: int = 2) -> typer.Exit:
    """Print ``error: MESSAGE`` (as written, never read as markup); the exit to raise."""
    errors.print(f"[red]error:[/red] {message}", highlight=False, soft_wrap=True)
    return typer.Exit(code)
