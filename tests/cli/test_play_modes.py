"""`salon play` in a terminal draws the fitted screen; `--plain`, or an output that is not a
terminal, prints line by line (issue 52)."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from typer.testing import CliRunner

from salon.cli import play as play_module
from salon.cli.main import app

runner = CliRunner()


def terminal(monkeypatch: pytest.MonkeyPatch) -> Console:
    con = Console(width=80, height=24, record=True, file=io.StringIO(), force_terminal=True, color_system=None)
    monkeypatch.setattr(play_module, "console", con)
    return con


def test_a_terminal_gets_the_fitted_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    con = terminal(monkeypatch)
    result = runner.invoke(app, ["play", "rose-ceremony", "--players", "4", "--seed", "2"], input="1\nq\n")
    assert result.exit_code == 0, result.output
    text = con.export_text()
    assert "t table" in text and "a N player N's area" in text and "Game stopped" in text
    assert "Your choice (number or notation" not in text


def test_plain_prints_line_by_line(monkeypatch: pytest.MonkeyPatch) -> None:
    con = terminal(monkeypatch)
    result = runner.invoke(app, ["play", "rose-ceremony", "--players", "4", "--seed", "2", "--plain"],
                           input="1\nq\n")
    assert result.exit_code == 0, result.output
    text = con.export_text()
    assert "Your choice (number or notation" in text and "t table" not in text


def test_not_a_terminal_is_plain() -> None:
    result = runner.invoke(app, ["play", "rose-ceremony", "--players", "4", "--seed", "2"], input="q\n")
    assert result.exit_code == 0 and "Your choice (number or notation" in result.output


def test_roxane_says_its_verses_are_german_before_the_first_move() -> None:
    result = runner.invoke(app, ["play", "roxane", "--seed", "2"], input="q\n")
    said = " ".join(result.output.split())
    assert "German verse fragments" in said and "wie ein Rosenpünktchen" in said


def test_plain_mode_glosses_a_card_too() -> None:
    """Roxane's first decisions draw cards; once a card is in the menu, `i N` glosses it."""
    import salon

    w = salon.load_game("roxane").words()
    lines = ["1"] * 8 + [f"i {k}" for k in range(1, 8)] + ["q"]
    result = runner.invoke(app, ["play", "roxane", "--seed", "2"], input="\n".join(lines) + "\n")
    said = " ".join(result.output.split())
    assert "is German:" in said
    glosses = [e["gloss"] for k in w.ids("card") if (e := w.entry("card", k)).get("gloss")]
    assert any(g in said for g in glosses)
