"""The import contracts of .importlinter hold on the tree, and an upward import breaks them.

`lint-imports` (make contracts, make lint, CI) is the check; these tests make sure the contracts
are really kept and would really catch a module importing a floor above its own."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("importlinter")

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / ".importlinter"


def lint_imports(src: Path) -> subprocess.CompletedProcess[str]:
    """lint-imports with the project's contracts over the `salon` package found in `src`."""
    env = {**os.environ, "PYTHONPATH": str(src)}
    script = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run([sys.executable, "-c", script, str(CONFIG), "--no-cache", "--no-logo"],
                          cwd=src, env=env, capture_output=True, text=True, timeout=300)


def copy_of_salon(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    shutil.copytree(ROOT / "src" / "salon", src / "salon",
                    ignore=shutil.ignore_patterns("__pycache__", "web", "data", "*.md"))
    return src


def test_the_tree_keeps_every_contract(tmp_path: Path) -> None:
    done = lint_imports(copy_of_salon(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_an_upward_import_breaks_the_layers(tmp_path: Path) -> None:
    src = copy_of_salon(tmp_path)
    rng = src / "salon" / "core" / "rng.py"
    rng.write_text(rng.read_text(encoding="utf-8") + "\nfrom salon.cli import app as _upward  # noqa\n",
                   encoding="utf-8")
    done = lint_imports(src)
    assert done.returncode != 0
    assert "salon.core is not allowed to import salon.cli" in done.stdout


def test_a_cycle_between_siblings_breaks_the_acyclic_contract(tmp_path: Path) -> None:
    src = copy_of_salon(tmp_path)
    # salon.sim.stats is imported by salon.sim.balance; the reverse import closes a circle
    stats = src / "salon" / "sim" / "stats.py"
    stats.write_text(stats.read_text(encoding="utf-8") + "\nfrom salon.sim import balance as _circle  # noqa\n",
                     encoding="utf-8")
    done = lint_imports(src)
    assert done.returncode != 0
    assert "No cycles are allowed in salon.sim" in done.stdout


def test_a_collaborator_taking_the_hub_again_breaks_the_acyclic_contract(tmp_path: Path) -> None:
    """The server's collaborators are given what they use, never the hub: a clock that imports
    the hub again (even only for its types) closes the circle the hub's imports make."""
    src = copy_of_salon(tmp_path)
    clocks = src / "salon" / "server" / "clocks.py"
    text = clocks.read_text(encoding="utf-8")
    clocks.write_text(text.replace("if TYPE_CHECKING:\n", "if TYPE_CHECKING:\n    from .hub import Hub  # noqa\n", 1),
                      encoding="utf-8")
    done = lint_imports(src)
    assert done.returncode != 0
    assert "No cycles are allowed in salon.server" in done.stdout
