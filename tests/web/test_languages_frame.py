"""The table frame in German, the longest of salon's languages, in French, and in the tests'
pseudo-language en-XA (accented, every word padded: about 40% longer than English, longer than
German) (issue 55; TABLE.md, "How to check it"): at a laptop (1366×768) and a phone (390×844,
touch), each game's table in that language is measured at seat 0's first decisions as
tests/web/test_table_frame.py measures it in English: the page never scrolls, every panel and the
prompt are wholly in view, the decision's moves show, no text is cut, no two targets overlap, text
reads at the English test's size. Full cases (make test-full): the English frame test already
runs in every `make test`.

German and French are the browser's language (its locale); en-XA is no browser's, and the page
takes it only from its URL (`?lang=en-XA`, as tests/web/test_languages.py opens it).

    .venv/bin/pytest -q tests/web/test_languages_frame.py --full -k 'de and roxane and 1366' -p no:cacheprovider -s
    SALON_WEB_DEBUG=1 .venv/bin/pytest -q tests/web/test_languages_frame.py --full -k en-XA -p no:cacheprovider -s

(SALON_WEB_DEBUG: what was unseen, cut, overlapping or small, and a picture at every decision.)
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from .frame_probe import GAMES, RECORD_SENT, FrameTally, Table, is_phone, measure_decisions

pytestmark = [pytest.mark.slow, pytest.mark.full]

SIZES = {"1366x768": (1366, 768), "390x844": (390, 844)}
#: seat-0 decisions measured a case, as in the English test (its seeds too: the same decisions
#: where the same targets show)
DECISIONS = 8


#: the languages measured: the browser's locale for each, and the page URL's query that asks for
#: it where no locale can (the pseudo-language)
LOCALES = {"de": "de-DE", "fr": "fr-FR", "en-XA": "en-US"}
QUERIES = {"en-XA": "?lang=en-XA"}


def table_page_in(browser: Any, lang: str, width: int, height: int) -> Any:
    """frame_probe.new_table_page with the browser's language `lang`."""
    phone = is_phone(width)
    ctx = browser.new_context(viewport={"width": width, "height": height}, reduced_motion="reduce", locale=LOCALES[lang],
                              is_mobile=phone, has_touch=phone, device_scale_factor=2 if phone else 1)
    ctx.add_init_script(RECORD_SENT)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    # a board that could not be drawn, a message missing: told on the console
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" and "Failed to load" not in m.text else None)
    page.js_errors = errors
    return page


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_table_fits_its_frame_in_every_language(browser: Any, server: Any, artifacts: Any, lang: str, game: str,
                                                    size: str) -> None:
    width, height = SIZES[size]
    table = Table(server.api, game)
    page = table_page_in(browser, lang, width, height)
    touch = is_phone(width)
    tally = FrameTally(width, height)
    rng = random.Random(f"{game} {size}")
    try:
        st = table.others_until_seat0()
        page.goto(table.url(server.url).replace("/#/", f"/{QUERIES.get(lang, '')}#/", 1))

        def picture(n: int) -> Any:
            if n == 2 or os.environ.get("SALON_WEB_DEBUG"):
                return artifacts / f"frame-{lang}-{game}-{size}{'' if n == 2 else f'-{n}'}.png"
            return None

        def in_its_language(_st: dict[str, Any]) -> None:
            assert page.evaluate("document.documentElement.lang") == lang

        measure_decisions(page, table, st, tally, rng, touch, DECISIONS, picture, in_its_language)
        errors = list(page.js_errors)
    finally:
        page.context.close()
    print("\n" + tally.line(game, size) + f" ({lang})")
    if os.environ.get("SALON_WEB_DEBUG"):
        print(f"  unseen {tally.unseen[:12]}\n  cut {tally.cut_examples[:12]}\n  overlaps {tally.overlap_examples[:6]}"
              f"\n  small {tally.small[:12]}\n  short {tally.short[:6]}\n  tiny {tally.tiny}")
    assert not errors, f"JavaScript errors on the page: {errors[:3]}"
    missed = tally.misses()
    assert not missed, f"{game} at {size} in {lang} misses the frame:\n- " + "\n- ".join(missed)
