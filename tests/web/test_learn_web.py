"""Learn mode in a real browser: per game, at a laptop's and a phone's size, a lesson played by
clicking the board from the lobby's Learn entry, a wrong move refused with the lesson's words
and the board unchanged; back, restart and the progress kept in the browser. Every step's
screenshot: `python -m tests.web.lesson_screenshots` (docs/screenshots/lessons/)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from salon.core.lessons import lesson_of

from .learn_steps import WAIT_MS, at, click_move, open_lesson, play_through, refuse_a_wrong_move

#: one lesson per game, played through at both sizes
PLAYED = {"rose-ceremony": "ten-roses", "roxane": "duel", "aqua-mirabilis": "action-points",
          "romeo-juliette": "rendezvous"}
SIZES = {"laptop": (1366, 768), "phone": (390, 844)}


@pytest.fixture
def sized(browser: Any, request: Any) -> Any:
    w, h = SIZES[request.param]
    ctx = browser.new_context(viewport={"width": w, "height": h})
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    ctx.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


@pytest.mark.parametrize("sized", list(SIZES), indirect=True)
@pytest.mark.parametrize("game", list(PLAYED))
def test_a_lesson_played_on_the_board(server: Any, sized: Any, game: str, artifacts: Path) -> None:
    page = sized
    lesson = lesson_of(game, PLAYED[game])
    open_lesson(page, server.url, game, lesson.id)
    intro = " ".join(page.inner_text(".side .lesson-intro").split())
    assert " ".join(lesson.intro.split()) in intro
    while not lesson.steps[k := at(page)].learner:  # the other seats' moves first, if any
        page.click("button.lesson-next")
        page.wait_for_function("([k]) => window.salon.lesson.at > k", arg=[k], timeout=WAIT_MS)
    refuse_a_wrong_move(page, lesson)
    assert int(page.evaluate("() => Number(document.body.dataset.lessonMarks || 0)")) > 0  # highlighted
    page.screenshot(path=str(artifacts / f"learn-{game}-{page.viewport_size['width']}-refused.png"))
    how = play_through(page, lesson)
    assert how["board"] >= max(1, how["board"] + how["list"] - 1), how  # the board, not the list
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"] + 1  # nothing wider than the screen
    page.screenshot(path=str(artifacts / f"learn-{game}-{page.viewport_size['width']}-done.png"))
    page.click("a.lesson-more")  # the lesson is ticked in the list, from this browser's progress
    page.wait_for_selector(f".lesson-item[data-lesson='{lesson.id}'] .lesson-done", timeout=WAIT_MS)


def test_back_restart_and_progress_kept_in_the_browser(server: Any, page: Any) -> None:
    lesson = lesson_of("roxane", "duel")
    open_lesson(page, server.url, "roxane", "duel")
    click_move(page, "duel T19 @0")
    click_move(page, "play 2")
    assert at(page) == 2
    page.click("button.lesson-back")
    page.wait_for_function("() => window.salon.lesson.at === 1")
    assert page.evaluate("() => window.salon.lesson.step.key") == "attack"
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('salon.learn.roxane')).duel")
    assert saved == {"at": 1, "choices": [0]}
    page.reload()  # the lesson resumes where it was left
    page.wait_for_function("() => window.salon && window.salon.lesson.at === 1")
    page.click("button.lesson-restart")
    page.wait_for_function("() => window.salon.lesson.at === 0")
    assert " ".join(lesson.intro.split()) in " ".join(page.inner_text(".side .lesson-intro").split())
    click_move(page, "duel T19 @0")
    page.click("a[href='#/learn/roxane']")  # the list says where this lesson was left
    page.wait_for_selector(".lesson-item[data-lesson='duel']")
    assert "at step 1 of 7" in page.inner_text(".lesson-item[data-lesson='duel']")
