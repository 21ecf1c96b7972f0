"""A whole game of each title and a lesson each, in the browser in German (and, in make
test-full, French), with no English left on the page (issue 55).

For each of the four games a seeded table holds one human seat, played by the page through the
client (the call its choice buttons and board make: window.salon.send), and heuristic bots in
the others. At every decision, at the end screen with its scoring, in the log, the settings and
the rules, the page's own words (text nodes, aria-label, title, placeholder and the words a
piece shows on a tap or hover, data-tip) are read, and the test fails on English:

(a) a whole text equal to an English client label or game word that the language words
    differently (from /api/messages/en against /<lang>, and from the game's words.toml against
    words.<lang>.toml; a word the language itself uses somewhere, such as a proper name, is
    exempt), and
(b) an English function word as a whole word ("the", "and", "your", "you", "with", "from", …).

The exemptions (EXEMPT) are proper names: the players' names, the games' titles, and words of
notation (code, which OWN_WORDS skips).

In make test (German): Rose Ceremony and Roméo & Juliette played whole; Roxane and Aqua
Mirabilis (long games: many decisions, slow bots' turns) for the human seat's first SLICE
decisions (the start, the panels, a few turns), and whole in make test-full. French: every
game whole and every lesson, in make test-full.

    .venv/bin/pytest -q tests/web/test_languages_whole_game.py -p no:cacheprovider [--full]
"""

from __future__ import annotations

import random
import re
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import salon
from salon.core.lessons import lesson_of

from .helpers import WAIT_MS
from .learn_steps import at, click_move
from .test_languages import PROPER_NAMES, english_labels

pytestmark = pytest.mark.slow

GAMES_DIR = Path(salon.__file__).resolve().parent / "games"

#: game: (players, options, seed): the largest player count (Roméo & Juliette: its first chapter)
TABLES: dict[str, tuple[int, dict[str, Any], int]] = {
    "rose-ceremony": (6, {}, 3),
    "roxane": (4, {}, 2),
    "aqua-mirabilis": (4, {}, 5),
    "romeo-juliette": (2, {"chapter": 1}, 2),
}
#: the long games (many decisions, slow bots' turns): in make test only the human seat's first
#: decisions, this many; whole in make test-full
SLICE = {"roxane": 8, "aqua-mirabilis": 4}
#: a lesson per game, played to its end
LESSONS = {"rose-ceremony": "ten-roses", "roxane": "duel", "aqua-mirabilis": "action-points",
           "romeo-juliette": "rendezvous"}

NAMES = ("Ada", "Bea", "Cy", "Di", "Eve", "Flo")
#: English function words: as whole words they mark a sentence left in English
FUNCTION_WORDS = ("the", "and", "your", "you", "with", "from", "takes", "draws", "plays", "which", "this",
                  "that", "each", "their", "cards", "player")
ENGLISH = re.compile(r"(?<![\w'’-])(" + "|".join(FUNCTION_WORDS) + r")(?![\w'’-])", re.I)
#: proper names, the same in every language: the players' names, the games' titles, and
#: salon's own name (PROPER_NAMES)
EXEMPT = set(NAMES) | {"Rose Ceremony", "Roxane", "Aqua Mirabilis", "Roméo & Juliette"} | PROPER_NAMES

#: each element's own words (test_languages.OWN_WORDS) and the words a tap or hover shows (data-tip)
PAGE_WORDS = r"""() => {
  const out = [];
  for (const n of document.querySelectorAll("body *")) {
    if (n.closest("script, style, code")) continue;
    for (const c of n.childNodes) if (c.nodeType === 3 && c.textContent.trim()) out.push(c.textContent.trim());
    for (const a of ["aria-label", "title", "placeholder", "data-tip"]) if (n.getAttribute(a)) out.push(n.getAttribute(a).trim());
  }
  return out;
}"""


def _strings(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return [value] if isinstance(value, str) else []


def _pairs(en: Any, other: Any) -> list[tuple[str, str]]:
    """(English, the language's) for every string at the same place of two words tables."""
    if isinstance(en, dict) and isinstance(other, dict):
        return [p for k, v in en.items() if k in other for p in _pairs(v, other[k])]
    if isinstance(en, list) and isinstance(other, list):
        return [p for a, b in zip(en, other, strict=False) for p in _pairs(a, b)]
    if isinstance(en, str) and isinstance(other, str):
        return [(en, other)]
    return []


def english_game_words(game: str, lang: str) -> set[str]:
    """The game's English words without placeholders that `lang` words differently, at least 3
    letters long, less any the language uses itself (a proper name such as a card's)."""
    data = GAMES_DIR / game.replace("-", "_") / "data"
    en = tomllib.loads((data / "words.toml").read_text(encoding="utf-8"))
    other = tomllib.loads((data / f"words.{lang}.toml").read_text(encoding="utf-8"))
    own = {s.strip() for s in _strings(other)}
    return {a.strip() for a, b in _pairs(en, other)
            if "{" not in a and a.strip() != b.strip() and a.strip() not in own
            and len(re.findall(r"[A-Za-z]", a)) >= 3}


def english_words(seen: list[str], labels: set[str], notation: Sequence[str] = ()) -> list[str]:
    """What of `seen` is English: a text equal to one of `labels` (a ':' or '…' after it aside),
    or a text with an English function word once the proper names and the `notation` (the
    moves legal now, as a choice's title shows them: "with nurse") are taken out."""
    bad = set()
    for w in seen:
        if w.rstrip(":…· ").strip() in labels or w in labels:
            bad.add(w)
            continue
        rest = w
        for name in [*EXEMPT, *sorted(notation, key=len, reverse=True)]:
            rest = rest.replace(name, " ")
        if ENGLISH.search(rest):
            bad.add(w)
    return sorted(bad)


class Reader:
    """The page's words read at several points, and the English found among them."""

    def __init__(self, page: Any, labels: set[str]) -> None:
        self.page, self.labels = page, labels
        self.found: dict[str, str] = {}  # an English text: where it was first seen

    def read(self, where: str) -> None:
        notation = self.page.evaluate("() => (window.salon && ((window.salon.state && window.salon.state.legal)"
                                      " || (window.salon.lesson && window.salon.lesson.legal))) || []")
        for w in english_words(self.page.evaluate(PAGE_WORDS), self.labels, notation):
            self.found.setdefault(w, where)

    def report(self) -> list[str]:
        return [f"{w!r} ({where})" for w, where in sorted(self.found.items())]


def _new_page(browser: Any, locale: str) -> Any:
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale=locale, reduced_motion="reduce")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.js_errors = errors
    return page


def read_panels(page: Any, reader: Reader, where: str) -> None:
    """The settings (opened and closed again) and the rules (opened and closed again)."""
    page.click("details.settings summary")
    reader.read(f"{where}, settings")
    page.click("details.settings summary")
    page.locator(".rules-button").first.click()
    page.wait_for_selector(".rules-overlay .rules-body h2", timeout=WAIT_MS)
    reader.read(f"{where}, rules")
    page.click(".rules-overlay .close-rules")
    page.wait_for_selector(".rules-overlay", state="detached", timeout=WAIT_MS)


def play_a_game(browser: Any, server: Any, game: str, lang: str, locale: str, whole: bool) -> tuple[list[str], int]:
    """The game at its table in `lang`; the English found and the page's decisions made."""
    players, options, seed = TABLES[game]
    labels = english_labels(server, lang) | english_game_words(game, lang)
    seats = [{"kind": "human", "name": NAMES[0]}] + [{"kind": "bot", "bot": "heuristic"}] * (players - 1)
    res = server.api("POST", "/api/tables", {"game": game, "players": players, "options": options, "seed": seed,
                                             "seats": seats}, admin=True)
    page = _new_page(browser, locale)
    reader = Reader(page, labels)
    rng = random.Random(seed)
    made = 0
    try:
        page.goto(f"{server.url}/#/table/{res['table_id']}?token={res['seats'][0]['token']}")
        page.wait_for_function("() => window.salon && window.salon.state && (window.salon.state.legal.length > 0"
                               " || !!window.salon.state.outcome) && document.body.dataset.stateId"
                               " === String(window.salon.state.state_id)", timeout=WAIT_MS)
        assert page.evaluate("document.documentElement.lang") == lang
        reader.read("the start")
        read_panels(page, reader, "the start")
        while True:
            st = page.evaluate("window.salon.state")
            if st.get("outcome"):
                break
            if not whole and made >= SLICE[game]:
                read_panels(page, reader, f"decision {made}")
                break
            action = rng.choice(st["legal"])
            page.evaluate("([a]) => window.salon.send(a)", [action])
            made += 1
            page.wait_for_function(
                "([s]) => window.salon.state.state_id > s && (window.salon.state.legal.length > 0"
                " || !!window.salon.state.outcome) && document.body.dataset.stateId"
                " === String(window.salon.state.state_id)", arg=[st["state_id"]], timeout=WAIT_MS)
            reader.read(f"decision {made}")
            if made == 10:
                read_panels(page, reader, f"decision {made}")
        if whole:
            page.wait_for_selector(".outcome table.score", timeout=WAIT_MS)
            reader.read("the end")
            read_panels(page, reader, "the end")
    finally:
        page.context.close()
    assert not page.js_errors, page.js_errors
    return reader.report(), made


def play_a_lesson(browser: Any, server: Any, game: str, lang: str, locale: str) -> list[str]:
    """The game's lesson (LESSONS) in `lang`, from its list to its end, its moves clicked on the board."""
    lesson = lesson_of(game, LESSONS[game])  # (its moves are notation, the same in every language)
    page = _new_page(browser, locale)
    reader = Reader(page, english_labels(server, lang) | english_game_words(game, lang))
    try:
        page.goto(f"{server.url}/#/learn/{game}")
        page.wait_for_selector(".lesson-item", timeout=WAIT_MS)
        reader.read("the lessons")
        page.click(f".lesson-item[data-lesson='{lesson.id}'] a")
        page.wait_for_function("() => document.body.dataset.lessonStep !== undefined && !!window.salon", timeout=WAIT_MS)
        while (k := at(page)) < len(lesson.steps):
            reader.read(f"step {k}")
            if lesson.steps[k].learner:
                click_move(page, lesson.steps[k].moves[0])
            else:
                page.click("button.lesson-next")
                page.wait_for_function("([k]) => window.salon.lesson.at > k", arg=[k], timeout=WAIT_MS)
        assert page.evaluate("() => window.salon.lesson.end_ok") is True
        reader.read("the end")
    finally:
        page.context.close()
    assert not page.js_errors, page.js_errors
    return reader.report()


def test_english_is_found_where_it_is_left() -> None:
    """The check itself: English labels, game words and sentences are found; the language's
    own words, the players' names and the titles are not."""
    labels = {"Game log"} | english_game_words("rose-ceremony", "de")
    assert english_words(["Spielverlauf", "Ada nimmt 2 Karten", "Rose Ceremony", "Bea"], labels) == []
    assert english_words(["Game log:", "Ada takes the bouquet", "Your hand"], labels) == \
        ["Ada takes the bouquet", "Game log:", "Your hand"]
    assert len(english_game_words("rose-ceremony", "de")) > 20


def _cases(lang: str, locale: str) -> list[Any]:
    out = []
    for game in TABLES:
        marks = [pytest.mark.full] if lang != "de" else []
        whole = lang != "de" or game not in SLICE
        out.append(pytest.param(game, lang, locale, whole, id=f"{game}-{lang}" + ("" if whole else "-slice"), marks=marks))
        if lang == "de" and not whole:
            out.append(pytest.param(game, lang, locale, True, id=f"{game}-{lang}", marks=[pytest.mark.full]))
    return out


@pytest.mark.parametrize(("game", "lang", "locale", "whole"), _cases("de", "de-DE") + _cases("fr", "fr-FR"))
def test_a_whole_game_shows_no_english(browser: Any, server: Any, game: str, lang: str, locale: str, whole: bool) -> None:
    found, made = play_a_game(browser, server, game, lang, locale, whole)
    assert made > 0
    assert not found, "English on the page:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", [pytest.param("de", id="de"), pytest.param("fr", id="fr", marks=pytest.mark.full)])
@pytest.mark.parametrize("game", list(LESSONS))
def test_a_lesson_shows_no_english(browser: Any, server: Any, game: str, lang: str) -> None:
    found = play_a_lesson(browser, server, game, lang, {"de": "de-DE", "fr": "fr-FR"}[lang])
    assert not found, "English on the page:\n" + "\n".join(found)
