"""The lessons' read-only routes on a real server: positions replayed from the set-up, the
lesson's answer to a move, bounded input with stable codes, and nothing stored."""

from __future__ import annotations

from salon.core.lessons import lesson_of

from .helpers import Server


def test_lessons_listed_and_a_lesson_walked_step_by_step(server: Server) -> None:
    games = server.get("/api/lessons").json()["games"]
    assert [x["id"] for x in games["roxane"]][:2] == ["turn", "duel"]
    assert all(4 <= len(v) <= 8 for v in games.values())
    lesson = lesson_of("roxane", "duel")
    tables_before = server.get("/api/tables").json()
    at0 = server.get("/api/lessons/roxane/duel/steps/0").json()
    assert at0["lesson"]["title"] == lesson.title and at0["steps"] == len(lesson.steps)
    assert at0["seat"] == 1 and at0["step"]["learner"] and at0["step"]["ask"] == lesson.steps[0].ask
    assert "duel T19 @0" in at0["legal"] and len(at0["labels"]) == len(at0["legal"])
    assert at0["view"]["player"][0]["fencing_values"] is None  # only the learner's view leaves
    wrong = server.get("/api/lessons/roxane/duel/steps/0/check", params={"move": "woo T01"}).json()
    assert wrong == {"type": "lesson-check", "ok": False, "choice": None, "reason": lesson.steps[0].wrong()}
    right = server.get("/api/lessons/roxane/duel/steps/0/check", params={"move": "duel T19 @0"}).json()
    assert right["ok"] and right["choice"] == 0
    assert server.get("/api/lessons/roxane/duel/steps/0").json()["view"] == at0["view"]  # unchanged
    at3 = server.get("/api/lessons/roxane/duel/steps/3", params={"choices": "0,0,0"}).json()
    assert not at3["step"]["learner"] and at3["legal"] == [] and at3["step"]["who"] == "Blue"
    at4 = server.get("/api/lessons/roxane/duel/steps/4").json()
    assert len(at4["said"]) == 3  # blue's three moves, in the log's words
    end = server.get(f"/api/lessons/roxane/duel/steps/{len(lesson.steps)}").json()
    assert end["step"] is None and end["end_ok"] is True
    assert server.get("/api/tables").json() == tables_before  # no table was made


def test_bad_lesson_requests_get_stable_codes(server: Server) -> None:
    cases = [
        ("/api/lessons/chess/duel/steps/0", {}, 404, "game/unknown"),
        ("/api/lessons/roxane/nope/steps/0", {}, 404, "lesson/not_found"),
        ("/api/lessons/roxane/duel/steps/20", {}, 400, "lesson/invalid"),
        ("/api/lessons/roxane/duel/steps/61", {}, 400, "request/invalid"),
        ("/api/lessons/roxane/duel/steps/2", {"choices": "x"}, 400, "lesson/invalid"),
        ("/api/lessons/roxane/duel/steps/2", {"choices": "0,5"}, 400, "lesson/invalid"),
        ("/api/lessons/roxane/duel/steps/3/check", {"move": "play 2"}, 400, "lesson/invalid"),
        ("/api/lessons/roxane/duel/steps/0/check", {"move": "x" * 201}, 400, "request/invalid"),
        ("/api/lessons/roxane/Du%20el/steps/0", {}, 400, "request/invalid"),
    ]
    for path, params, status, code in cases:
        res = server.get(path, params=params)
        assert (res.status_code, res.json()["code"]) == (status, code), path
    assert "lesson/invalid" in server.get("/api/errors").json()


def test_a_lesson_reads_in_the_language_asked_for(server: Server) -> None:
    from salon.core import language

    with language.using("de"):
        german = lesson_of("roxane", "duel")
    listed = server.get("/api/lessons", params={"lang": "de"}).json()["games"]["roxane"]
    assert [x["title"] for x in listed if x["id"] == "duel"] == [german.title]
    at0 = server.get("/api/lessons/roxane/duel/steps/0", params={"lang": "de"}).json()
    english = server.get("/api/lessons/roxane/duel/steps/0").json()
    assert at0["step"]["ask"] == german.steps[0].ask != english["step"]["ask"]
    assert at0["legal"] == english["legal"]  # notation is the same in every language
    assert at0["labels"] != english["labels"] and at0["prompt"] != english["prompt"]
    wrong = server.get("/api/lessons/roxane/duel/steps/0/check", params={"move": "woo T01", "lang": "fr"}).json()
    with language.using("fr"):
        assert wrong["reason"] == lesson_of("roxane", "duel").steps[0].wrong()
