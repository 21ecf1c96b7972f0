"""Entry point of the `salon` command: imports every command module, each adds its commands."""

from __future__ import annotations

import importlib

from .app import app

COMMAND_MODULES = ("games", "play", "rules", "learn", "simulate", "replay", "arena", "report", "serve")

for _name in COMMAND_MODULES:
    try:
        importlib.import_module(f"{__package__}.{_name}")
    except ModuleNotFoundError as exc:  # a command whose module is not written yet
        if exc.name != f"{__package__}.{_name}":
            raise

# post-game analysis (`salon analyse`, salon.analysis)
from . import analyse as _analyse  # noqa: E402, F401  (adds its command)

if __name__ == "__main__":
    app()
