"""``simulate --out``: one JSON line per game, each written and flushed as its game ends, into a
temporary file beside the file asked for that replaces it when the run ends (also when it is
interrupted), so an earlier file survives until then and a killed run leaves its lines."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import IO


class ResultsError(ValueError):
    """The results file can't be written: the message says which and why."""


class ResultsFile:
    """The lines of a run, written to ``partial`` until they replace ``path``."""

    def __init__(self, path: Path, partial: Path, stream: IO[str]) -> None:
        self.path, self.partial, self.stream = path, partial, stream

    @classmethod
    def open(cls, out: str) -> ResultsFile:
        """Results for ``out``; :class:`ResultsError` if it is a folder or can't be written."""
        path = Path(out)
        if path.is_dir():
            raise ResultsError(f"--out {out} is a directory; give a file name")
        try:
            stream = tempfile.NamedTemporaryFile(  # noqa: SIM115 (closed by close())
                "w", encoding="utf-8", dir=path.parent, prefix=f".{path.name}.",
                suffix=".partial", delete=False,
            )  # fmt: skip
        except OSError as error:
            raise ResultsError(
                f"--out {out} can't be written: {error.strerror or error}"
            ) from error
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
            raise ResultsError(
                f"--out {self.path} can't be written ({error.strerror or error}); "
                f"the results are in {self.partial}"
            ) from error
