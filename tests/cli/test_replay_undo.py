"""`salon replay` steps through a record with undos: each reads as a take-back."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from salon.cli.main import app
from salon.core import load_game


def test_replay_shows_a_take_back(tmp_path: Path) -> None:
    s = load_game("aqua-mirabilis").new_game(2, seed=5)
    s.apply(0, "go market-O")
    s.undo(0)
    s.apply(0, "go market-B")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(s.record()))
    out = CliRunner().invoke(app, ["replay", str(path), "--all", "--seat", "1"])
    assert out.exit_code == 0, out.output
    text = " ".join(out.output.split())
    assert "2/3:" in text and "takes back:" in text and "Orange bench" in text
