"""Playing a lesson in the browser by clicking the board (Learn mode, web/learn.js): shared by
the browser test and the per-step screenshots (`python -m tests.web.lesson_screenshots`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from salon.core.lessons import Lesson

from .helpers import WAIT_MS

#: the board piece that plays `move` now: the whole move (data-act), else the most specific pick
#: whose words are in the move (data-pick; "+" joins words, as on a table)
FIND = """
([move]) => {
  const words = ` ${move.replace(/\\+/g, " ")} `;
  const acts = [...document.querySelectorAll(".board-box [data-act].can")];
  const a = acts.findIndex((n) => n.getAttribute("data-act") === move);
  if (a >= 0) return ["act", a];
  const picks = [...document.querySelectorAll(".board-box [data-pick].can:not(.sel)")];
  let best = -1;
  picks.forEach((n, i) => {
    const p = n.getAttribute("data-pick");
    if (words.includes(` ${p} `) && (best < 0 || p.length > picks[best].getAttribute("data-pick").length)) best = i;
  });
  return best >= 0 ? ["pick", best] : null;
}
"""


def open_lesson(page: Any, url: str, game: str, lesson: str) -> None:
    """From the lobby: the game card's Learn entry, then the lesson; waits for its first step."""
    page.goto(url + "/")
    page.click(f".game-card[data-game='{game}'] .learn-button")
    page.wait_for_selector(f".lesson-item[data-lesson='{lesson}'] a")
    page.click(f".lesson-item[data-lesson='{lesson}'] a")
    page.wait_for_function("() => document.body.dataset.lessonStep !== undefined && !!window.salon", timeout=WAIT_MS)


def at(page: Any) -> int:
    return int(page.evaluate("() => window.salon.lesson.at"))


def click_move(page: Any, move: str) -> str:
    """Plays `move` by clicking the board (picks narrowing it down, as at a table): "board", or
    "list" if the board offers no piece for it (the list of moves under the prompt is used)."""
    k = at(page)
    for _ in range(5):
        found = page.evaluate(FIND, [move])
        if not found:
            break
        kind, i = found
        sel = page.evaluate("() => document.body.dataset.selection || ''")
        tried = page.evaluate("() => document.body.dataset.lessonTried || ''")
        css = ".board-box [data-act].can" if kind == "act" else ".board-box [data-pick].can:not(.sel)"
        target = page.locator(css).nth(i)
        try:
            target.click(timeout=3000)
        except Exception:  # covered by another drawn piece: deliver the click to it directly
            target.dispatch_event("click")
        refused = ("(document.body.dataset.lessonTried || '') !== tried"
                   " && !document.querySelector('.lesson-why').hidden")
        page.wait_for_function(
            "([k, sel, tried]) => window.salon.lesson.at > k || (document.body.dataset.selection || '') !== sel"
            f" || ({refused})", arg=[k, sel, tried], timeout=WAIT_MS)
        if at(page) > k:
            return "board"
        if page.evaluate(f"([tried]) => {refused}", [tried]):
            tried = page.evaluate("() => document.body.dataset.lessonTried")
            raise AssertionError(f"{move!r} ({tried!r} sent) refused: {page.inner_text('.lesson-why')}")
    page.click(f"button.legal[data-action='{move}']")
    page.wait_for_function("([k]) => window.salon.lesson.at > k", arg=[k], timeout=WAIT_MS)
    return "list"


def refuse_a_wrong_move(page: Any, lesson: Lesson) -> str:
    """At the current (learner's) step: click a board move the lesson does not want; checks the
    lesson's reason is shown and the position is unchanged. Returns the move tried."""
    step = lesson.steps[at(page)]
    view = page.evaluate("() => JSON.stringify(window.salon.lesson.view)")
    k = at(page)
    wrong = page.evaluate(
        "([ok]) => [...document.querySelectorAll('.board-box [data-act].can')].map((n) => n.getAttribute('data-act'))"
        ".find((a) => !ok.includes(a)) || null", [list(step.moves)])
    if wrong is None:  # no whole move on the board: one from the list under the prompt
        wrong = page.evaluate(
            "([ok]) => [...document.querySelectorAll('button.legal')].map((n) => n.dataset.action)"
            ".find((a) => !ok.includes(a))", [list(step.moves)])
        page.click(f"button.legal[data-action='{wrong}']")
    else:
        page.locator(f".board-box [data-act='{wrong}'].can").first.dispatch_event("click")
    page.wait_for_selector(".lesson-why:not([hidden])", timeout=WAIT_MS)
    said = " ".join(page.inner_text(".lesson-why").split())
    assert " ".join(step.wrong().split()) in said, said
    assert at(page) == k and page.evaluate("() => JSON.stringify(window.salon.lesson.view)") == view
    return str(wrong)


def play_through(page: Any, lesson: Lesson, shots: Path | None = None, tag: str = "") -> dict[str, int]:
    """Plays the open lesson to its end: the learner's moves clicked on the board, the other
    seats' with Next; a screenshot of every step into `shots` if given. Counts how moves went."""
    how = {"board": 0, "list": 0, "next": 0}
    while True:
        k = at(page)
        if shots is not None:
            page.mouse.move(1, 1)  # no word bubble left over the board by the last click
            page.wait_for_timeout(100)
            page.screenshot(path=str(shots / f"{lesson.game_id}-{lesson.id}-{tag}-{k:02d}.png"))
        if k >= len(lesson.steps):
            break
        step = lesson.steps[k]
        ask = " ".join(page.inner_text(".lesson-prompt").split())
        assert " ".join(step.ask.split()) in ask, ask
        if step.highlight:  # the pieces the step points at are on the board
            assert int(page.evaluate("() => Number(document.body.dataset.lessonMarks)")) > 0, (k, step.highlight)
        if step.learner:
            how[click_move(page, step.moves[0])] += 1
        else:
            page.click("button.lesson-next")
            page.wait_for_function("([k]) => window.salon.lesson.at > k", arg=[k], timeout=WAIT_MS)
            how["next"] += 1
    done = " ".join(page.inner_text(".lesson-prompt").split())
    assert " ".join(lesson.done.split()) in done, done
    assert page.evaluate("() => window.salon.lesson.end_ok") is True
    return how
