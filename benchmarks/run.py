"""Run every benchmark in this folder and print its figures (``make bench``)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    for path in sorted(HERE.glob("bench_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[path.stem] = module
        spec.loader.exec_module(module)
        print(f"== {path.stem}")
        for name, value in module.run().items():
            print(f"  {name:<48} {value:>14,.2f}")


if __name__ == "__main__":
    main()
