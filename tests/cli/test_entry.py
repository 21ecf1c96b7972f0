"""The `salon` script loads only the command it is given (cli/entry.py)."""

from __future__ import annotations

import subprocess
import sys

from salon.cli.entry import COMMANDS
from salon.cli.main import app


def test_every_command_is_known_to_the_script() -> None:
    import typer.main

    group = typer.main.get_command(app)
    assert set(COMMANDS) == set(group.commands)  # type: ignore[attr-defined]


def test_a_refused_jobs_count_is_answered_before_the_rest_is_imported() -> None:
    code = ("import sys\n"
            "sys.argv = ['salon', 'simulate', 'roxane', '--jobs', '100000000000000000000']\n"
            "from salon.cli.entry import run\n"
            "try:\n    run()\nexcept SystemExit as exc:\n    print('exit', exc.code)\n"
            "print(sorted(m for m in ('salon.analysis', 'salon.server', 'salon.cli.play', 'salon.cli.learn') "
            "if m in sys.modules))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert "exit 2" in done.stdout and done.stdout.strip().endswith("[]"), done.stdout + done.stderr
    assert "--jobs 100000000000000000000" in done.stderr and done.stderr.count("\n") == 1


def test_help_and_mistyped_commands_still_see_every_command() -> None:
    code = ("import sys\nsys.argv = ['salon', 'simulat']\nfrom salon.cli.entry import run\n"
            "try:\n    run()\nexcept SystemExit:\n    pass\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert "Did you mean 'simulate'?" in done.stderr
