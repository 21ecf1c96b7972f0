"""`salon learn` in the terminal's words (issue 52): hints that say what to type, derived from
the step's expected move (data/lessons.toml's hints stay the browser's); "(you)" once; every
step's screen fits 80×24 and 120×40."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from typer.testing import CliRunner

from salon.cli.learn import play_lesson, seat_names, typed_hint
from salon.cli.main import app
from salon.core.lessons import lesson_of, lessons_of

GAMES = ["rose-ceremony", "roxane", "aqua-mirabilis", "romeo-juliette"]
LESSONS = [(g, x.id) for g in GAMES for x in lessons_of(g)]


@pytest.mark.parametrize(("game_id", "lid"), LESSONS)
def test_every_hint_says_what_to_type(game_id: str, lid: str) -> None:
    lesson = lesson_of(game_id, lid)
    choices: list[int] = []
    for k, step in enumerate(lesson.steps):
        if not step.learner:
            continue
        state = lesson.position(k, choices)
        hint = typed_hint(state, step, seat_names(state, lesson))
        legal = [str(a) for a in state.legal_actions(step.seat)]
        assert "click" not in hint.lower()
        move = step.moves[0]
        assert hint.startswith(f"Type {legal.index(move) + 1} (or {move})"), hint
        choices.append(0)


@pytest.mark.parametrize(("game_id", "lid"), LESSONS[::3])
def test_you_is_said_once(game_id: str, lid: str) -> None:
    lesson = lesson_of(game_id, lid)
    lines = [step.moves[0] if step.learner else "" for step in lesson.steps]
    result = CliRunner().invoke(app, ["learn", game_id, lid], input="\n".join(lines) + "\n")
    assert result.exit_code == 0
    assert "(you) (you)" not in result.output and "(you)" in result.output


class Screens:
    def __init__(self, con: Console, answers: list[str]) -> None:
        self.con, self.answers, self.screens = con, answers, list[list[str]]()

    def __call__(self, prompt: str) -> str | None:
        self.screens.append(self.con.export_text(clear=True).splitlines() + [prompt])
        return self.answers.pop(0) if self.answers else None


@pytest.mark.parametrize(("width", "height"), [(80, 24), (120, 40)])
@pytest.mark.parametrize(("game_id", "lid"), [(g, lessons_of(g)[0].id) for g in GAMES])
def test_a_lesson_on_the_fitted_screen(game_id: str, lid: str, width: int, height: int) -> None:
    """Each step one screen within the terminal, a wrong number and `h` answered on it, the
    lesson played to its end."""
    lesson = lesson_of(game_id, lid)
    answers = ["", "999", "h"]  # Enter after the lesson's words
    for step in lesson.steps:
        answers.append(step.moves[0] if step.learner else "")
    con = Console(width=width, height=height, record=True, file=io.StringIO(), color_system=None)
    read = Screens(con, answers)
    assert play_lesson(lesson, fitted=True, con=con, read=read)
    for screen in read.screens:
        assert len(screen) <= height, "\n".join(screen)
    for screen in read.screens[1:-1]:
        assert "\n".join(screen).count("(you)") == 1, "\n".join(screen)
    assert lesson.title in "\n".join(read.screens[0])
    said = "\n".join(read.screens[3])
    assert "Type " in said and "click" not in said.lower()
