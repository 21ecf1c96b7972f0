"""Every lesson played through the rules engine: each expected move legal at its step, the end
the rulebook states, a wrong move answered with the lesson's reason and nothing changed."""

from __future__ import annotations

import pytest

import salon
from salon.core.lessons import LessonError, lesson_of, lessons_of

GAMES = ["rose-ceremony", "roxane", "aqua-mirabilis", "romeo-juliette"]
CASES = [(g, x.id) for g in GAMES for x in lessons_of(g)]


def test_every_game_has_four_to_eight_lessons() -> None:
    for g in GAMES:
        assert 4 <= len(lessons_of(g)) <= 8, g


@pytest.mark.parametrize(("game_id", "lid"), CASES)
def test_lesson_plays_through_the_rules_to_its_stated_end(game_id: str, lid: str) -> None:
    lesson = lesson_of(game_id, lid)
    assert lesson.title and lesson.intro and lesson.done
    s = lesson.position(0)
    for k, step in enumerate(lesson.steps):
        assert step.ask, (lid, step.key)
        if step.learner:
            assert step.hint
            assert step.seat in s.current_players(), (lid, k, step.key)
            legal = [str(a) for a in s.legal_actions(step.seat)]
            for move in step.moves:  # every alternative the lesson accepts is legal here
                assert move in legal, (lid, k, move, legal)
                assert lesson.check(k, move) == (step.moves.index(move), "")
            s.apply(step.seat, step.moves[0])
        else:
            for move in step.moves:
                assert step.seat in s.current_players(), (lid, k, step.key)
                legal = [str(a) for a in s.legal_actions(step.seat)]
                assert move in legal, (lid, k, move, legal)
                s.apply(step.seat, move)
        assert s.to_json() == lesson.position(k + 1).to_json()  # positions replay from the set-up
    assert lesson.end_failures(s) == []


@pytest.mark.parametrize(("game_id", "lid"), CASES)
def test_a_wrong_move_gets_the_lessons_reason_and_changes_nothing(game_id: str, lid: str) -> None:
    lesson = lesson_of(game_id, lid)
    refused = 0
    for k in lesson.learner_steps():
        step = lesson.steps[k]
        before = lesson.position(k).to_json()
        legal = [str(a) for a in lesson.position(k).legal_actions(step.seat)]
        others = [m for m in legal if m not in step.moves]
        if others:
            assert lesson.check(k, others[0]) == (None, step.wrong())
            refused += 1
        which, why = lesson.check(k, "no such move")
        assert which is None and "not allowed" in why and step.hint in why
        assert lesson.position(k).to_json() == before
    assert refused, "a lesson where no move could ever be wrong teaches nothing"


def test_positions_and_choices_are_bounded() -> None:
    lesson = lessons_of("roxane")[0]
    with pytest.raises(LessonError, match="steps 0"):
        lesson.position(len(lesson.steps) + 1)
    with pytest.raises(LessonError, match="choices"):
        lesson.position(1, (0, 0, 0))
    with pytest.raises(LessonError, match="accepts 1 move$"):
        lesson.position(1, (3,))
    with pytest.raises(LessonError, match="its lessons: 1 turn"):
        lesson_of("roxane", "nope")
    assert lesson_of("roxane", 2).id == "duel"
    with pytest.raises(salon.UnknownGame):
        lessons_of("chess")


def test_lesson_words_are_overridable(tmp_path, monkeypatch) -> None:
    (tmp_path / "roxane.lessons.toml").write_text('[duel]\ntitle = "Un duel"\n', encoding="utf-8")
    monkeypatch.setenv("SALON_WORDS", str(tmp_path))
    assert lesson_of("roxane", "duel").title == "Un duel"
    assert lesson_of("roxane", "duel").intro.startswith("The rulebook's Example of a Duel")
    monkeypatch.delenv("SALON_WORDS")
    assert lesson_of("roxane", "duel").title == "A duel"
