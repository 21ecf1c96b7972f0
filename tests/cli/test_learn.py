"""`salon learn`: the lessons listed, one played through at the terminal with its words."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from salon.cli.main import app
from salon.core.lessons import lesson_of, lessons_of

GAMES = ["rose-ceremony", "roxane", "aqua-mirabilis", "romeo-juliette"]

runner = CliRunner()


def flat(text: str) -> str:
    """The words of the output, without rich's box lines and wrapping."""
    return " ".join(re.sub("[\u2500-\u257f]", " ", text).split())


def test_learn_lists_a_games_lessons() -> None:
    result = runner.invoke(app, ["learn", "rose-ceremony"])
    assert result.exit_code == 0, result.output
    assert "Going on a date" in flat(result.output) and "salon's own" in flat(result.output)
    result = runner.invoke(app, ["learn", "aqua-mirabilis"])
    assert "A Sunday" in flat(result.output) and "rulebook: Example of" in flat(result.output)


def test_learn_plays_a_lesson_refusing_a_wrong_move_with_its_reason() -> None:
    lesson = lesson_of("roxane", "duel")
    steps = lesson.steps
    # a wrong move first (a legal one the lesson does not want), a hint, then the lesson's moves
    lines = ["woo T01", "h", "duel T19 @0", "play 2", "done", "", "play 1", "done", ""]
    result = runner.invoke(app, ["learn", "roxane", "duel"], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert lesson.title in out and " ".join(lesson.intro.split()) in out
    reason = steps[0].wrong().replace(steps[0].hint, "")
    assert " ".join(reason.split()) in out  # the lesson's reason
    assert "Hint: Type " in out  # the hint says what to type
    assert "click" not in out.lower()
    assert " ".join(steps[3].ask.split()) in out  # blue's strike explained
    assert "Well done" in out and " ".join(lesson.done.split()) in out


def test_learn_back_and_restart_replay_from_the_set_up() -> None:
    lesson = lesson_of("rose-ceremony", "refuse")
    lines = ["", "b", "", "r", "", "accept", "b", "", "refuse"]
    result = runner.invoke(app, ["learn", "rose-ceremony", "2"], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Well done" in out and " ".join(lesson.done.split()) in out
    assert " ".join(lesson.steps[1].wrong().split()) in out  # 'accept' was refused


def test_learn_quits_and_refuses_unknown_lessons() -> None:
    result = runner.invoke(app, ["learn", "roxane", "duel"], input="q\n")
    assert result.exit_code == 0 and "Well done" not in result.output
    result = runner.invoke(app, ["learn", "roxane", "9"])
    assert result.exit_code == 2 and "no lesson '9'" in result.output and "1 turn" in result.output
    result = runner.invoke(app, ["learn", "chess"])
    assert result.exit_code == 2 and "chess" in result.output


@pytest.mark.parametrize(("game_id", "lid"), [(g, x.id) for g in GAMES for x in lessons_of(g)])
def test_every_lesson_plays_to_its_end_in_the_terminal(game_id: str, lid: str) -> None:
    lesson = lesson_of(game_id, lid)
    lines = [step.moves[0] if step.learner else "" for step in lesson.steps]
    result = runner.invoke(app, ["learn", game_id, lid], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    out = flat(result.output)
    assert "Well done" in out and " ".join(lesson.done.split()) in out
    assert "not allowed" not in out and "Not this time" not in out
