"""Shared steps of the browser tests: create a table from the lobby, click through decisions."""

from __future__ import annotations

import json
from typing import Any

from ..patience import PATIENCE

WAIT_MS = int(PATIENCE * 1000)  # a bound for a broken build, never a measured time


def create_from_lobby(page: Any, url: str, game: str, players: int, seats: list[str],
                      options: dict[str, Any] | None = None, seed: int | None = None,
                      clock: int | None = None) -> str:
    """Fills the lobby form (seats: "me", "human", "open" or "bot:<spec>") and opens seat 0's
    page (or the first "me" seat). Returns the table id."""
    page.goto(url + "/")
    page.wait_for_selector(f".game-card[data-game='{game}']")
    page.click(f".game-card[data-game='{game}']")
    page.select_option("select[name=players]", str(players))
    for name, value in (options or {}).items():
        page.select_option(f"select[data-option='{name}']", json.dumps(value))
    for i, kind in enumerate(seats):
        page.select_option(f"select[data-seat='{i}']", kind)
    if seed is not None:  # a chosen seed: the operator's section of the form, with the admin token
        from .conftest import ADMIN_TOKEN

        page.click("details.operator summary")
        page.fill("input[name=admin_token]", ADMIN_TOKEN)
        page.fill("input[name=seed]", str(seed))
    if clock is not None:
        page.select_option("select[name=clock]", str(clock))
    page.click("button[name=create]")
    enter_created(page, seats.index("me"))
    wait_ready(page)
    return str(page.evaluate("window.salon.state.table_id"))


def enter_created(page: Any, me: int) -> None:
    """After "create": the lobby goes straight to seat `me`'s table when it has no link to send;
    else it lists the links first, and seat `me`'s is clicked."""
    page.wait_for_function("() => window.salon || document.querySelector('.created a.seat-link')", timeout=WAIT_MS)
    if page.evaluate("!window.salon"):
        page.click(f".created a.seat-link[data-seat='{me}']")


def hover_words(page: Any, piece: Any) -> str:
    """Hovers `piece` until its words show (returns them). A hover can be undone by what the
    page does meanwhile (a redraw for another seat's move replaces the piece under a still
    pointer): then the pointer leaves and comes back, until the words show or the patience ends."""
    import time

    deadline = time.monotonic() + PATIENCE
    while True:
        piece.hover(timeout=WAIT_MS)
        try:
            page.wait_for_selector(".tip-pop:not([hidden])", timeout=5000)
            return str(page.inner_text(".tip-pop"))
        except Exception:
            if time.monotonic() > deadline:
                raise
            page.mouse.move(0, 0)


def wait_ready(page: Any, after: int = -1) -> dict[str, Any]:
    """Waits until this seat has a decision to make (or the game is over), past state `after`."""
    page.wait_for_function(
        "([after]) => window.salon && window.salon.state.state_id > after"
        " && (window.salon.state.legal.length > 0 || !!window.salon.state.outcome)",
        arg=[after], timeout=WAIT_MS)
    return dict(page.evaluate("window.salon.state"))


def click_board(page: Any, prefer: list[str] | None = None) -> str:
    """Makes one decision by clicking the board: clickable elements (the legal ones) until the
    state moves on; the list of legal moves only if the board offers nothing. Returns how:
    "board", "list", or "moved" if another seat's move changed the state under the click (the
    caller waits for its next decision and decides again)."""
    sid = page.evaluate("window.salon.state.state_id")
    before = page.evaluate("document.body.dataset.selection || ''")
    for _ in range(4):
        sel = None
        for css in (prefer or []) + [".board-box [data-act].can", ".board-box [data-pick].can:not(.sel)"]:
            if page.locator(css).count():
                sel = css
                break
        if sel is None:
            break
        target = page.locator(sel).first
        try:
            target.click(timeout=3000)
        except Exception:  # covered by another drawn piece: deliver the click to it directly
            if page.evaluate("window.salon.state.state_id") > sid:
                return "moved"  # another seat's move redrew the board under the click: decide again
            try:
                target.dispatch_event("click", timeout=5000)
            except Exception:
                if page.evaluate("window.salon.state.state_id") > sid:
                    return "moved"
                raise
        page.wait_for_function(
            "([s, sel]) => window.salon.state.state_id > s || (document.body.dataset.selection || '') !== sel",
            arg=[sid, before], timeout=WAIT_MS)
        if page.evaluate("window.salon.state.state_id") > sid:
            return "board"
        before = page.evaluate("document.body.dataset.selection || ''")  # a first click selected: click on
    page.locator("button.legal").first.click()
    page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[sid], timeout=WAIT_MS)
    return "list"
