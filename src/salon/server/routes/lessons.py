"""GET /api/lessons…: the lessons' read-only routes: a lesson's positions and its answer to a move, stored nowhere.

    GET /api/lessons                                        every game's lessons (summaries)
    GET /api/lessons/{game}/{lesson}/steps/{k}?choices=0,1  the position after k steps
    GET /api/lessons/{game}/{lesson}/steps/{k}/check?move=…&choices=…   the lesson's answer

A lesson needs no table, seat token or database row: every position is replayed from the
lesson's set-up (salon.core.lessons), so *back* and *restart* are a request for an earlier
step, and the browser keeps the learner's progress itself. `choices` are the learner's picks
among a step's accepted moves (most steps accept one: 0). Every input is bounded: the game and
lesson must exist, k ≤ MAX_STEPS, at most MAX_STEPS choices of one digit, a move of at most
200 characters; a bad one is `lesson/invalid` (400), an unknown lesson `lesson/not_found`.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Path, Query

from ...core import SalonError, UnknownGame, load_game
from ...core.lessons import MAX_STEPS, Lesson, LessonError, lesson_of, lessons_of
from ..errors import ApiError
from ..languages import in_language

router = APIRouter()

MAX_MOVE = 200
_ID = r"^[a-z0-9-]{1,40}$"


def _lesson(game_id: str, lesson_id: str) -> Lesson:
    try:
        load_game(game_id)
    except UnknownGame:
        raise ApiError("game/unknown", f"no game {game_id!r}") from None
    try:
        return lesson_of(game_id, lesson_id)
    except LessonError as exc:
        raise ApiError.of("lesson/not_found", exc) from None


def _choices(text: str) -> tuple[int, ...]:
    if not text:
        return ()
    parts = text.split(",")
    if len(parts) > MAX_STEPS or not all(p.isdigit() and len(p) == 1 for p in parts):
        raise ApiError("lesson/invalid", f"choices {text[:40]!r}: up to {MAX_STEPS} digits separated by commas")
    return tuple(int(p) for p in parts)


def _you() -> str:
    """The word that marks the learner's seat in the log, in the current language: the
    client's own (web/messages: panel-you, "you", "du", "vous")."""
    from ...core import language
    from .messages import messages_for

    pattern = messages_for(language.current())["messages"]["panel-you"]
    return "".join(p for p in pattern if isinstance(p, str)).strip()


def _said(lesson: Lesson, k: int, choices: tuple[int, ...]) -> list[str]:
    """What the learner reads in the log about step k-1's moves (nothing at step 0)."""
    if k == 0:
        return []
    step = lesson.steps[k - 1]
    mine = len([i for i in lesson.learner_steps() if i < k - 1])
    state = lesson.position(k - 1, choices[:mine])
    names = lesson.names(state, you=_you())
    moves = [step.moves[choices[mine] if mine < len(choices) else 0]] if step.learner else list(step.moves)
    lines: list[str] = []
    for move in moves:
        before = state.clone()
        action = state.game.parse_action(state, step.seat, move)
        state.apply(step.seat, action)
        lines += state.narrate(before, step.seat, action, lesson.seat, names)
    return lines


def position_message(lesson: Lesson, k: int, choices: tuple[int, ...]) -> dict[str, Any]:
    """The position after k steps as the learner's seat sees it, with the step's words."""
    try:
        choices = lesson.check_choices(k, choices)
        state = lesson.position(k, choices)
    except LessonError as exc:
        raise ApiError.of("lesson/invalid", exc) from None
    seat = lesson.seat
    plain = [state.seat_name(q) for q in range(state.players)]  # the board marks "you" itself (the log: _said)
    out: dict[str, Any] = {
        "type": "lesson", "game": lesson.game_id, "lesson": {**lesson.summary(), "done": lesson.done},
        "at": k, "steps": len(lesson.steps), "choices": list(choices), "seat": seat,
        "learner_steps": lesson.learner_steps(),
        "view": state.view(seat), "names": plain, "seat_names": plain,
        "to_act": list(state.current_players()), "said": _said(lesson, k, choices),
        "legal": [], "labels": [], "prompt": state.prompt_for(seat, plain), "step": None,
    }
    if k < len(lesson.steps):
        step = lesson.steps[k]
        out["step"] = {"learner": step.learner, "key": step.key, "seat": step.seat, "ask": step.ask,
                       "hint": step.hint, "highlight": list(step.highlight),
                       "who": plain[step.seat]}
        if step.learner:
            legal = state.legal_actions(seat)
            out["legal"] = [str(a) for a in legal]
            out["labels"] = [state.label_for(a, seat, plain) for a in legal]
    else:
        out["end_ok"] = not lesson.end_failures(state)
    if state.is_over():
        result = state.outcome()
        scoring = state.scoring(plain)
        out["outcome"] = result.to_dict() if result else None
        out["scoring"] = scoring.to_dict() if scoring else None
    return out


@router.get("/api/lessons", summary="Every game's lessons: id, title, intro, source, steps "
                                    "(lang: the language of their words, English by default)")
async def all_lessons(lang: str | None = Query(None, max_length=35)) -> dict[str, Any]:
    from ...core import game_ids

    with in_language(lang):
        return {"games": {gid: [x.summary() for x in lessons_of(gid)] for gid in game_ids()}}


@router.get("/api/lessons/{game_id}/{lesson_id}/steps/{k}",
            summary="A lesson's position after k steps (replayed from its set-up; nothing stored)")
async def lesson_step(game_id: str = Path(pattern=_ID), lesson_id: str = Path(pattern=_ID),
                      k: int = Path(ge=0, le=MAX_STEPS),
                      choices: str = Query("", max_length=2 * MAX_STEPS),
                      lang: str | None = Query(None, max_length=35)) -> dict[str, Any]:
    with in_language(lang):
        return position_message(_lesson(game_id, lesson_id), k, _choices(choices))


@router.get("/api/lessons/{game_id}/{lesson_id}/steps/{k}/check",
            summary="The lesson's answer to the learner's move at step k (the position is unchanged)")
async def lesson_check(game_id: str = Path(pattern=_ID), lesson_id: str = Path(pattern=_ID),
                       k: int = Path(ge=0, le=MAX_STEPS), move: str = Query(..., min_length=1, max_length=MAX_MOVE),
                       choices: str = Query("", max_length=2 * MAX_STEPS),
                       lang: str | None = Query(None, max_length=35)) -> dict[str, Any]:
    with in_language(lang):
        lesson = _lesson(game_id, lesson_id)
        ch = _choices(choices)
        try:
            which, why = lesson.check(k, move, ch)
        except (LessonError, SalonError) as exc:
            raise ApiError.of("lesson/invalid", exc) from None  # a game's refusal: worded in `lang`
    return {"type": "lesson-check", "ok": which is not None, "choice": which, "reason": why}
