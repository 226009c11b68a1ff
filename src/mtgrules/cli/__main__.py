"""``python -m mtgrules.cli``: the command line."""

from mtgrules.cli import app

app()
