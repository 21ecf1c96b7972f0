"""Committed reports match the code (issue 52): every example report in docs/reports and every
arena file in docs/arenas is of the game's current version; remake a stale one with the command
docs/simulation.md (or docs/arenas/README.md) gives for it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import salon

DOCS = Path(__file__).resolve().parents[2] / "docs"
REPORTS = sorted((DOCS / "reports").glob("*/summary.json"))
ARENAS = sorted((DOCS / "arenas").glob("*.jsonl"))


def test_there_are_committed_reports() -> None:
    assert len(REPORTS) >= 4 and ARENAS


@pytest.mark.parametrize("path", REPORTS + ARENAS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_committed_report_is_of_the_current_game_version(path: Path) -> None:
    if path.suffix == ".jsonl":
        with path.open(encoding="utf-8") as f:
            doc = json.loads(f.readline())
    else:
        doc = json.loads(path.read_text(encoding="utf-8"))
    game = salon.load_game(doc["game"])
    assert str(doc.get("version")) == str(game.version), (
        f"{path.relative_to(DOCS.parent)} is of {game.title} version {doc.get('version')}, the game is "
        f"at version {game.version}: remake it with the command docs/simulation.md gives")
