"""The typer application every command module adds itself to."""

from __future__ import annotations

import typer
from rich.console import Console

app = typer.Typer(
    name="salon",
    help="salon: four tabletop games by their complete rules — play, simulate, study, build AI.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console()
err_console = Console(stderr=True)


def parse_options(pairs: list[str] | None) -> dict[str, str]:
    """`--option key=value` pairs as a dict (values are coerced by the game)."""
    out: dict[str, str] = {}
    for pair in pairs or []:
        key, eq, value = pair.partition("=")
        if not eq or not key:
            raise typer.BadParameter(f"{pair!r}: write --option name=value")
        out[key.strip()] = value.strip()
    return out


def fail(message: str) -> typer.Exit:
    """Print an error and give the exit to raise."""
    err_console.print(f"[red]error:[/red] {message}")
    return typer.Exit(code=2)
