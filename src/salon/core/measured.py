"""Data files a game measures from its own self-play (a search module's model, say): the
command line that regenerates one, and where it is written."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from importlib import resources


def measure_args(doc: str | None, argv: Sequence[str] | None, games: int) -> argparse.Namespace:
    """`--games N --seed S` for a module whose `python -m` run regenerates a measured file."""
    parser = argparse.ArgumentParser(description=(doc or "").split("\n")[0])
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args(argv)


def write_package_data(package: str, name: str, lines: Sequence[str]) -> None:
    """Write `lines` to the package's data/<name> (the file the module reads back)."""
    path = resources.files(package).joinpath(f"data/{name}")
    with resources.as_file(path) as target:
        target.write_text("\n".join(lines), encoding="utf-8")
