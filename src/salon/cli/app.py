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


#: lets a command take a game's options as flags: `--chapter 3`, `--poetry=2`
GAME_OPTION_FLAGS = {"allow_extra_args": True, "ignore_unknown_options": True}


def parse_options(pairs: list[str] | None, extra: list[str] | None = None) -> dict[str, str]:
    """Game options from `--option key=value` pairs and from extra `--key value` flags.

    The values stay strings here; the game checks and converts them (Option.coerce)."""
    out: dict[str, str] = {}
    for pair in pairs or []:
        key, eq, value = pair.partition("=")
        if not eq or not key:
            raise typer.BadParameter(f"{pair!r}: write --option name=value")
        out[key.strip()] = value.strip()
    args = list(extra or [])
    while args:
        flag = args.pop(0)
        if not flag.startswith("--") or len(flag) < 3:
            raise typer.BadParameter(f"unexpected argument {flag!r}")
        name, eq, value = flag[2:].partition("=")
        if not eq:
            if not args or args[0].startswith("--"):
                raise typer.BadParameter(f"{flag} needs a value (e.g. {flag} 2)")
            value = args.pop(0)
        out[name.replace("-", "_")] = value
    return out


def fail(message: str) -> typer.Exit:
    """Print an error and give the exit to raise."""
    err_console.print(f"[red]error:[/red] {message}")
    return typer.Exit(code=2)
