"""The `salon` script: loads only the command named on the command line.

`salon.cli.main` imports every command module (the tests and `python -m salon.cli.main` use
it). The script starts here instead and imports only the module of the command it is given,
so that a refused invocation (`salon simulate --jobs 10**20`) is answered without importing
the analysis, the server or the terminal table. No command, `--help` before it, or a name that
is not a command loads them all: the help lists every command and a mistyped one gets its
suggestion.
"""

from __future__ import annotations

import importlib
import sys

#: command name -> the module (in this package) that adds it
COMMANDS = {"games": "games", "play": "play", "rules": "rules", "learn": "learn", "simulate": "simulate",
            "replay": "replay", "arena": "arena", "report": "report", "serve": "serve", "analyse": "analyse"}


def run() -> None:
    args = sys.argv[1:]
    named = args[0] if args else None
    if named in COMMANDS:
        from .app import app

        importlib.import_module(f"{__package__}.{COMMANDS[named]}")
    else:
        from .main import app
    app()
