"""The Content-Security-Policy in the browser: the detector every browser test relies on (the
autouse fixture of conftest.py) reports what the policy refuses, and only that; the lobby and a
table page, with their WebSocket, are opened under the policy without a violation."""

from __future__ import annotations

from typing import Any

from .conftest import CSP
from .helpers import wait_ready


def reported(page: Any, tries: int = 100) -> list[str]:
    """The violations seen so far, once the page's own list is non-empty and its console
    line has reached the test (events are delivered while the test talks to the browser)."""
    page.wait_for_function("() => window.__salonCsp.length > 0")
    for _ in range(tries):
        if CSP.seen:
            break
        page.wait_for_timeout(20)
    return list(CSP.seen)


def test_the_detector_reports_inline_style_and_script(browser: Any, server: Any) -> None:
    ctx = browser.new_context()
    page = ctx.new_page()
    try:
        page.goto(server.url + "/")
        page.wait_for_selector(".game-card")
        # what the policy allows: styles through the CSSOM, the client's own scripts
        page.evaluate("document.body.style.outline = '1px solid red'; document.body.style.setProperty('--x', '1')")
        page.wait_for_timeout(100)
        assert page.evaluate("window.__salonCsp") == [] and CSP.seen == []
        # an inline style attribute, as markup built in a string would make
        page.evaluate("document.querySelector('main').insertAdjacentHTML('beforeend', '<p style=\"color:red\">x</p>')")
        seen = reported(page)
        assert any("style-src" in line for line in seen), seen
        CSP.seen.clear()
        # an inline script and an event-handler attribute
        page.evaluate("""() => {
            const s = document.createElement('script'); s.textContent = 'window.__ran = 1'; document.head.append(s);
            document.querySelector('main').insertAdjacentHTML('beforeend', '<img src="/favicon.svg" onload="window.__ran = 2">');
        }""")
        page.wait_for_function("() => window.__salonCsp.filter((v) => v.directive.startsWith('script-src')).length >= 2")
        assert page.evaluate("window.__ran") is None  # neither ran
    finally:
        ctx.close()
        CSP.seen.clear()  # seen on purpose: not a failure of this test


def test_lobby_and_table_under_the_policy(browser: Any, server: Any) -> None:
    """Lobby, rules, a table page with its WebSocket and a move: no violation (the autouse
    fixture fails the test otherwise), and the answers carry the policy."""
    res = server.api("POST", "/api/tables", {"game": "rose-ceremony", "players": 3, "seats": [
        {"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "heuristic"}]})
    ctx = browser.new_context()
    page = ctx.new_page()
    try:
        answer = page.goto(server.url + "/")
        assert answer is not None and "script-src 'self'" in (answer.headers.get("content-security-policy") or "")
        page.wait_for_selector(".game-card")
        page.locator(".rules-button").first.click()
        page.wait_for_selector(".rules-overlay")
        page.click(".close-rules")
        page.goto(f"{server.url}/#/table/{res['table_id']}?token={res['seats'][0]['token']}")
        st = wait_ready(page)
        assert page.evaluate("document.querySelector('.net').textContent") == "connected"
        page.locator("button.legal").first.click()
        wait_ready(page, st["state_id"])
        assert page.evaluate("window.__salonCsp") == []
    finally:
        ctx.close()
