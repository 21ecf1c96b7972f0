"""WCAG 2.2 AA as axe-core checks it (issue 54), run in Chromium by axe-playwright-python: no
serious or critical violation on the lobby, every game's table at two of seat 0's decisions (a
laptop and a phone), a lesson, a finished game's analysis and the account pages.

axe-core reads the page as a browser lays it out (contrast of the words on their background,
names of controls, roles, focusable scroll boxes, nested controls); what it cannot judge (a
keyboard's path through a game, what a screen reader is told when) is in test_keyboard_play.py."""

from __future__ import annotations

from typing import Any

import pytest

from .frame_probe import GAMES, Table, new_table_page, settle, wait_drawn
from .test_accounts_web import mail_site  # noqa: F401 (a fixture: a server with accounts on)
from .test_analysis_web import finished_bot_table

axe_sync = pytest.importorskip("axe_playwright_python.sync_playwright")

pytestmark = pytest.mark.slow

#: what no page may have
BLOCKING = ("serious", "critical")


def violations(page: Any) -> list[str]:
    """The serious and critical violations on the page as it is, each with its first place."""
    res = axe_sync.Axe().run(page)
    return [f"{v['id']} ({v['impact']}, {len(v['nodes'])}×): {v['nodes'][0]['target']} {v['nodes'][0].get('failureSummary', '')[:160]}"
            for v in res.response["violations"] if v["impact"] in BLOCKING]


def test_the_lobby(page: Any, server: Any) -> None:
    page.goto(server.url + "/")
    page.wait_for_selector(".game-card")
    assert not violations(page)


@pytest.mark.parametrize("size", [(1366, 768), pytest.param((390, 844), marks=[pytest.mark.full])], ids=["laptop", "phone"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_table_at_two_decisions(browser: Any, server: Any, game: str, size: tuple[int, int]) -> None:
    table = Table(server.api, game)
    page = new_table_page(browser, *size)
    try:
        st = table.others_until_seat0()
        page.goto(table.url(server.url))
        found = []
        for _ in range(2):
            wait_drawn(page, st["state_id"])
            settle(page)
            found += violations(page)
            table.play(0, st)
            st = table.others_until_seat0()
        assert not found, found
    finally:
        page.context.close()


def test_a_lesson(page: Any, server: Any) -> None:
    page.goto(server.url + "/#/learn/rose-ceremony")
    page.wait_for_selector(".lesson-link")
    assert not violations(page)
    # its first lesson, at its first step: the table's frame with the lesson's steps
    page.locator(".lesson-link").first.click()
    page.wait_for_selector("[data-prompt]")
    settle(page)
    assert not violations(page)


def test_a_finished_games_analysis(page: Any, server: Any) -> None:
    tid = finished_bot_table(server, seed=31)
    page.goto(f"{server.url}/#/table/{tid}")
    page.get_by_role("button", name="analysis").click()
    page.get_by_role("button", name="analyse the game").click()
    page.wait_for_selector(".analysis-graph", timeout=600_000)  # the server computes it: generous
    assert not violations(page)


def test_the_account_pages(page: Any, mail_site: Any) -> None:  # noqa: F811
    url, _box = mail_site
    page.goto(url + "/#/account")
    page.wait_for_selector("form")
    assert not violations(page)
