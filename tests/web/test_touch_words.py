"""The words that ask for a move say "tap" on a touch screen (issue 55): the line over the moves
reads "Tap the board, or choose …" ("Tippe auf das Brett …", "Touchez le plateau …") where the
page's main pointer is a finger (Playwright's ``has_touch``), and "Click on the board …" with a
mouse, in each language.

    .venv/bin/pytest -q tests/web/test_touch_words.py -p no:cacheprovider
"""

from __future__ import annotations

from typing import Any

import pytest

from .frame_probe import Table
from .test_board_play import wait_state

pytestmark = pytest.mark.slow

#: (language, what a finger reads, what a mouse reads): the first words of the line over the moves
WORDS = [("en", "Tap the board", "Click on the board"),
         ("de", "Tippe auf das Brett", "Klicke auf das Brett"),
         ("fr", "Touchez le plateau", "Cliquez sur le plateau")]


@pytest.mark.parametrize("lang,touch_words,mouse_words", WORDS)
def test_a_touch_screen_says_tap(browser: Any, server: Any, lang: str, touch_words: str, mouse_words: str) -> None:
    table = Table(server.api, "rose-ceremony", 3, {}, 4)
    st = table.others_until_seat0()
    for touch, size, want in ((True, (390, 844), touch_words), (False, (1366, 768), mouse_words)):
        ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, is_mobile=touch, has_touch=touch)
        page = ctx.new_page()
        try:
            page.goto(f"{server.url}/?lang={lang}#/table/{table.id}?token={table.tok[0]}")
            wait_state(page, st["state_id"])
            line = page.locator(".choices .tools .muted").first.inner_text()
            assert line.startswith(want), f"{lang}, touch={touch}: {line!r}"
        finally:
            ctx.close()
