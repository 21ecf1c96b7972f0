"""Play without a mouse (issue 54): every game's seat 0 plays 20 decisions with the keyboard
alone, from a fresh page at 1366×768: B brings the focus to the board's moves, the arrow keys
move it among them (a seeded number of presses in seeded directions), Enter plays the move in
focus (or picks the piece, and the next keys go on); where the decision has no move on the
board, a digit plays that choice under the prompt. At least half of the moves are made on the
board with the arrow keys, and every kind of move that came up at two decisions or more (its
notation's first word) was made there: the arrows look for a kind not made yet first. The other seats play through the REST endpoint (frame_probe.Table).

Also here: what a screen reader is given at a decision (the accessibility tree, read with
`aria_snapshot`): the prompt, a named node for every target, every player's panel with its
facts, the board in words (W), and no word of another seat's hidden hand."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from .frame_probe import GAMES, Table, new_table_page, settle, wait_drawn

pytestmark = pytest.mark.slow

DECISIONS = 20

#: the page's focus: on a target of the board? its move's words
FOCUS = """() => { const n = document.activeElement; return n && n.classList && n.classList.contains('can')
  ? (n.getAttribute('aria-label') || n.getAttribute('data-tip') || n.tagName) : null; }"""


def _changed(page: Any, sid: int, selection: str) -> None:
    page.wait_for_function(
        "([s, sel]) => window.salon && window.salon.state && (window.salon.state.state_id !== s"
        " || (document.body.dataset.selection || '') !== sel)", arg=[sid, selection])


#: the kinds of move the focused target leads to: its move's, or a pick's (the legal moves it
#: narrows the choice to)
FOCUS_KINDS = """() => { const n = document.activeElement; if (!n || !n.getAttribute) return [];
  if (n.classList.contains('sel')) return [];  // (a picked piece: Enter would unpick it)
  const a = n.getAttribute('data-act'); if (a) return [a.split(' ')[0]];
  const p = n.getAttribute('data-pick'); if (!p) return [];
  return window.salon.state.legal.filter((m) => (' ' + m + ' ').includes(' ' + p + ' ')).map((m) => m.split(' ')[0]); }"""


def kind(action: str) -> str:
    """A move's kind: its notation's first word ("go", "offer", "duel")."""
    return action.split(" ", 1)[0]


#: the arrow that brings the focus nearer a target of the wanted kind ("here": on one; null:
#: no such target shown), as a player's eye leads their keys
TOWARDS = """([wanted]) => {
  const kinds = (n) => {
    if (n.classList.contains('sel')) return [];
    const a = n.getAttribute('data-act'); if (a) return [a.split(' ')[0]];
    const p = n.getAttribute('data-pick'); if (!p) return [];
    return window.salon.state.legal.filter((m) => (' ' + m + ' ').includes(' ' + p + ' ')).map((m) => m.split(' ')[0]);
  };
  const shown = (n) => { const r = n.getBoundingClientRect(); return r.width > 0 && r.height > 0 && !n.closest('.area-hold, [hidden]'); };
  const here = document.activeElement;
  if (here && here.classList && here.classList.contains('can') && kinds(here).includes(wanted)) return 'here';
  const goal = [...document.querySelectorAll('.board-box .can')].find((n) => shown(n) && kinds(n).includes(wanted));
  if (!goal || !here || !here.getBoundingClientRect) return null;
  const a = here.getBoundingClientRect(), b = goal.getBoundingClientRect();
  const dx = (b.left + b.right - a.left - a.right) / 2, dy = (b.top + b.bottom - a.top - a.bottom) / 2;
  return Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : (dy > 0 ? 'ArrowDown' : 'ArrowUp');
}"""


def walk_to(page: Any, wanted: str) -> bool:
    """The arrows pressed until the focus is on a move of the wanted kind; False where none
    shows or the arrows cannot reach it."""
    for _ in range(40):
        step = page.evaluate(TOWARDS, [wanted])
        if step in (None, "here"):
            return step == "here"
        before = page.evaluate(FOCUS)
        page.keyboard.press(step)
        if page.evaluate(FOCUS) == before:  # (that way holds no move: the other axis)
            other = {"ArrowRight": "ArrowDown", "ArrowLeft": "ArrowUp", "ArrowDown": "ArrowRight", "ArrowUp": "ArrowLeft"}[step]
            page.keyboard.press(other)
            if page.evaluate(FOCUS) == before:
                return False
    return False


def keyboard_decision(page: Any, st: dict[str, Any], rng: random.Random, played: set[str],
                      offered: dict[str, int]) -> str:
    """Seat 0's decision by keys: "board" (arrows and Enter) or "choice" (a digit). On the board,
    the arrows first look for a move of a kind not played yet (as a player trying everything),
    else stop after a seeded number of presses."""
    sid = st["state_id"]
    # the kind sought: of the kinds not made yet, the one that came up least
    new_kinds = sorted({kind(a) for a in st["legal"]} - played, key=lambda k: (offered.get(k, 0), k))
    for _ in range(8):  # a pick narrows the choice: the next keys go on from the page anew
        selection = page.evaluate("() => document.body.dataset.selection || ''")
        page.keyboard.press("b")
        if page.evaluate(FOCUS) is None:
            break
        if not (new_kinds and walk_to(page, new_kinds[0])):
            for _ in range(rng.randrange(0, 5)):
                page.keyboard.press(rng.choice(["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"]))
        assert page.evaluate(FOCUS) is not None, "an arrow key took the focus off the board's moves"
        page.keyboard.press("Enter")
        _changed(page, sid, selection)
        if page.evaluate("() => window.salon.state.state_id") != sid:
            sent = page.evaluate("() => window.__sent[window.__sent.length - 1]")
            if sent:
                played.add(kind(sent))
            return "board"
    # no move on the board (or picks that lead nowhere): the first choices under the prompt
    n = page.locator(".choices button.legal").count()
    assert n, "a decision with neither a move on the board nor a choice under the prompt"
    page.keyboard.press(str(rng.randrange(1, min(n, 9) + 1)))
    page.wait_for_function("([s]) => window.salon.state.state_id !== s", arg=[sid])
    return "choice"


@pytest.mark.parametrize("game", list(GAMES))
def test_twenty_decisions_by_keyboard_alone(browser: Any, server: Any, game: str) -> None:
    rng = random.Random(f"keys {game}")
    how: dict[str, int] = {}
    played: set[str] = set()        # the kinds of move made on the board by keys
    offered: dict[str, int] = {}    # each kind of move: at how many decisions it could be made
    done = 0
    seed = GAMES[game][2]
    while done < DECISIONS:  # (a game over before: the next table, seeded on, from a fresh page)
        table = Table(server.api, game, seed=seed)
        page = new_table_page(browser, 1366, 768)
        try:
            st = table.others_until_seat0()
            page.goto(table.url(server.url))
            while done < DECISIONS and not st.get("outcome"):
                wait_drawn(page, st["state_id"])
                settle(page)
                for k in {kind(a) for a in st["legal"]}:
                    offered[k] = offered.get(k, 0) + 1
                way = keyboard_decision(page, st, rng, played, offered)
                how[way] = how.get(way, 0) + 1
                done += 1
                st = table.others_until_seat0()
            errors = list(page.js_errors)
        finally:
            page.context.close()
        assert not errors, f"JavaScript errors on the page: {errors[:3]}"
        seed += 1
    assert how.get("board", 0) * 2 >= done, f"fewer than half the moves made on the board: {how}"
    # every kind of move that came up at two decisions or more was made on the board by keys
    missed = sorted(k for k, n in offered.items() if n >= 2 and k not in played)
    assert not missed, f"kinds of move never made by keys on the board: {missed} (offered {offered}, made {sorted(played)})"


def _hidden_words(game: str, st: dict[str, Any], words: dict[str, Any]) -> list[str]:
    """Another seat's hidden words (its hand's card texts, hidden from seat 0 by the rules), from
    that seat's own state: Roxane's texts are unique, so none may be on seat 0's page. (The other
    games' hidden cards are numbers or places also shown in public.)"""
    if game != "roxane":
        return []
    hand = st["view"]["player"][st["seat"]].get("hand") or []
    # (a text the rules name in public, a Poetry track's phrase, is no secret)
    public = json.dumps({k: v for k, v in words.items() if k != "card"}, ensure_ascii=False)
    return [t for c in hand if (t := words["card"].get(c, {}).get("text")) and t not in public]


@pytest.mark.parametrize("game", list(GAMES))
def test_a_screen_reader_finds_the_decision_and_nothing_hidden(browser: Any, server: Any, game: str) -> None:
    table = Table(server.api, game)
    page = new_table_page(browser, 1366, 768)
    try:
        st = table.others_until_seat0()
        page.goto(table.url(server.url))
        wait_drawn(page, st["state_id"])
        settle(page)
        tree = page.locator("body").aria_snapshot()
        # the prompt, as a region with its words
        assert st["prompt"] and st["prompt"][:40] in tree, tree[:2000]
        # every target named in words (no target without a name)
        unnamed = page.evaluate("""() => [...document.querySelectorAll('.can')].filter((n) => !n.closest('.area-hold, [hidden]'))
          .filter((n) => !(n.getAttribute('aria-label') || '').trim()).map((n) => n.outerHTML.slice(0, 80))""")
        assert not unnamed, unnamed[:5]
        # every player's panel with its facts (its accessible name)
        for q in range(table.players):
            name = page.locator(f"[data-panel='{q}']").first.get_attribute("aria-label")
            assert name and name in tree, (q, name)
        # the board in words (W): a part a heading, its pieces a list
        page.keyboard.press("w")
        page.locator(".drawer .board-words").wait_for()
        words_tree = page.locator(".drawer .board-words").aria_snapshot()
        assert "heading" in words_tree and "listitem" in words_tree, words_tree[:500]
        # a grid (Roxane's garden, Aqua Mirabilis's preferences) a table of named rows and columns
        if game in ("roxane", "aqua-mirabilis"):
            assert "- table" in words_tree and "rowheader" in words_tree and "columnheader" in words_tree, words_tree[:800]
        full = tree + words_tree
        # another seat's hidden hand: in no node of this seat's page
        other = table.state(1)
        info = server.api("GET", f"/api/games/{game}")
        secrets = _hidden_words(game, other, info["words"])
        assert secrets or game != "roxane", "seat 1 holds no card to keep secret: the check would test nothing"
        for secret in secrets:
            assert secret not in full and secret not in page.content(), f"seat 1's hidden {secret!r} on seat 0's page"
    finally:
        page.context.close()
