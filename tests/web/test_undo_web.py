"""Undo in the browser: the button appears after a reversible move, a click takes the move back
(the friend's log says so), and after an irreversible move there is no button."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import salon

from .helpers import WAIT_MS, wait_ready


def _move(page: Any, action: str) -> None:
    """Makes `action` on the board when it is drawn there, else from the move list."""
    sid = page.evaluate("window.salon.state.state_id")
    target = page.locator(f".board-box [data-act='{action}'].can")
    if target.count():
        target.first.dispatch_event("click")
    else:
        page.locator(f"button.legal[data-action='{action}']").click()
    page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[sid], timeout=WAIT_MS)


def test_undo_is_clicked_and_refused_after_a_reveal(browser: Any, page: Any, server: Any, artifacts: Path) -> None:
    res = server.api("POST", "/api/tables", {
        "game": "aqua-mirabilis", "players": 2, "seed": 5,
        "seats": [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}]}, admin=True)
    tid, tok = res["table_id"], {s["seat"]: s["token"] for s in res["seats"]}
    page.set_viewport_size({"width": 1366, "height": 768})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"Ada: {e}"))
    page.goto(f"{server.url}/#/table/{tid}?token={tok[0]}")
    start = wait_ready(page)
    assert page.locator(".prompt button.undo").count() == 0
    friend_ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    friend = friend_ctx.new_page()
    friend.on("pageerror", lambda e: errors.append(f"Bo: {e}"))
    try:
        friend.goto(f"{server.url}/#/table/{tid}?token={tok[1]}")
        friend.wait_for_function("() => window.salon && window.salon.state", timeout=WAIT_MS)

        _move(page, "go market-O")
        undo = page.locator(".prompt button.undo")
        undo.wait_for(timeout=WAIT_MS)
        assert undo.is_visible() and undo.is_enabled()
        box = undo.bounding_box()
        assert box and box["y"] + box["height"] <= 768  # beside the prompt, on screen
        page.screenshot(path=str(artifacts / "undo-1366.png"))
        sid = page.evaluate("window.salon.state.state_id")
        undo.click()
        page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[sid], timeout=WAIT_MS)
        after = page.evaluate("window.salon.state")
        fresh = salon.load_game("aqua-mirabilis").new_game(2, seed=5)
        assert after["view"] == fresh.view(0) == start["view"]
        assert after["legal"] == start["legal"] and after["can_undo"] is False
        assert page.locator(".prompt button.undo").count() == 0
        for who in (page, friend):  # each page's log says so, once it has drawn the undo
            try:
                who.wait_for_function("() => document.querySelector('.log').innerText.includes('Ada takes back: ')",
                                      timeout=WAIT_MS)
            except Exception as e:
                raise AssertionError(f"log: {who.locator('.log').inner_text()!r}; "
                                     f"state {who.evaluate('window.salon.state.state_id')}; errors {errors}") from e
        assert friend.locator(".prompt button.undo").count() == 0
        assert not errors, errors

        # taking the top city tile of Paris shows the next one: no undo is offered
        _move(page, "go paris")
        page.wait_for_timeout(300)
        assert page.evaluate("window.salon.state.can_undo") is False
        assert page.locator(".prompt button.undo").count() == 0
        # and if one is sent anyway, the server refuses it in words and nothing changes
        sid = page.evaluate("window.salon.state.state_id")
        page.evaluate("() => window.salon.undo()")
        page.locator(".error[data-code='undo/refused']").wait_for(timeout=WAIT_MS)
        assert page.evaluate("window.salon.state.state_id") == sid
    finally:
        friend_ctx.close()


def test_undo_on_a_phone(browser: Any, server: Any, artifacts: Path) -> None:
    res = server.api("POST", "/api/tables", {
        "game": "romeo-juliette", "players": 2, "seed": 5,
        "seats": [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}]}, admin=True)
    tid, tok = res["table_id"], {s["seat"]: s["token"] for s in res["seats"]}
    server.api("POST", f"/api/tables/{tid}/actions", {"state_id": 0, "action": "propose passion"}, token=tok[1])
    server.api("POST", f"/api/tables/{tid}/actions", {"state_id": 1, "action": "confirm"}, token=tok[0])
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    try:
        page.goto(f"{server.url}/#/table/{tid}?token={tok[0]}")
        wait_ready(page)
        _move(page, "go balcony")
        undo = page.locator(".prompt button.undo")
        undo.wait_for(timeout=WAIT_MS)
        undo.scroll_into_view_if_needed()
        box = undo.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390
        page.screenshot(path=str(artifacts / "undo-390.png"))
        sid = page.evaluate("window.salon.state.state_id")
        undo.tap()
        page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[sid], timeout=WAIT_MS)
        assert "go balcony" in page.evaluate("window.salon.state.legal")
        partner = server.api("GET", f"/api/tables/{tid}/state", token=tok[1])
        # ruling R12: the partner read nothing of the card put down and taken back
        assert [e for e in partner["log"] if e["state_id"] > 2 and e["lines"]] == []
    finally:
        ctx.close()
