"""Rough edges a tester reported (issue 50, item 5), mended and held here in the browser:
the lobby names seats as the table page does; a finished Roméo & Juliette table says its shared
result; icons that need no font; no console error for a guest; the pages the mailed links open
wear the site's look; the analysis graph's labels legible on a phone."""

from __future__ import annotations

import json
import re
import time
import unicodedata
import urllib.request
from pathlib import Path
from typing import Any

import salon

from ..patience import PATIENCE
from .test_accounts_web import mail_site  # noqa: F401 (a fixture: a server with accounts on)

WEB = Path(salon.__file__).parent / "web"
LAPTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def _post(url: str, path: str, body: Any) -> Any:
    req = urllib.request.Request(url + path, data=json.dumps(body).encode(), method="POST")
    req.add_header("content-type", "application/json")
    with urllib.request.urlopen(req, timeout=PATIENCE) as res:
        return json.loads(res.read())


def _finished(server: Any, tid: str) -> dict[str, Any]:
    deadline = time.monotonic() + PATIENCE * 4
    while True:
        tb = server.api("GET", f"/api/tables/{tid}")
        if tb["status"] == "finished":
            return dict(tb)
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.2)


def _with_polish(page: Any) -> None:
    """polish.css on the page (index.html links it; added here if this build does not yet)."""
    page.evaluate("""() => new Promise((done) => {
      if (document.querySelector("link[href='/polish.css']")) return done();
      const l = document.createElement("link"); l.rel = "stylesheet"; l.href = "/polish.css";
      l.onload = () => done(); l.onerror = () => done(); document.head.append(l);
    })""")


# ------------------------------------------------------------------ 1, 2: the lobby's words
def test_the_lobby_names_every_seat_as_the_table_page_does(page: Any, server: Any) -> None:
    made = {}
    for game, players, seats in [
        ("aqua-mirabilis", 3, [{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "random"}, {"kind": "open"}]),
        ("roxane", 3, [{"kind": "open"}, {"kind": "bot", "bot": "random"}, {"kind": "open"}]),
        ("romeo-juliette", 2, [{"kind": "open"}, {"kind": "bot", "bot": "random"}]),
    ]:
        tid = server.api("POST", "/api/tables", {"game": game, "players": players, "seats": seats})["table_id"]
        made[tid] = server.api("GET", f"/api/tables/{tid}/state")["names"]  # what the table page calls them
    page.goto(server.url + "/")
    for tid, names in made.items():
        row = page.locator(f".table-group[data-status='open'] tr[data-table='{tid}']")
        row.wait_for()
        tags = row.locator(".seat-tag").all_inner_texts()
        assert [t.split(": ", 1)[0] for t in tags] == [str(q + 1) for q in range(len(names))], tags
        for q, tag in enumerate(tags):
            assert tag.split(": ", 1)[1].startswith(names[q]), (tags, names)
        assert "Player" not in row.inner_text(), row.inner_text()  # these games name their seats
    # the table page calls its seats by the same names
    tid, names = next(iter(made.items()))
    page.goto(f"{server.url}/#/table/{tid}")
    page.wait_for_function("() => window.salon && window.salon.state")
    assert page.evaluate("window.salon.state.names") == names
    shared = page.evaluate("""async (tid) => {
      const { seatName, tableSeatName } = await import("/names.js");
      const tb = await (await fetch(`/api/tables/${tid}`)).json();
      const st = window.salon.state;
      return tb.seats.map((x) => [tableSeatName(tb, x.seat), seatName(st.view, x.seat, st.seats, null, st.names)]);
    }""", tid)
    assert [a for a, _ in shared] == [b for _, b in shared] == names


def test_a_finished_romeo_table_says_its_shared_result_in_the_lobby(page: Any, server: Any) -> None:
    tid = server.api("POST", "/api/tables", {"game": "romeo-juliette", "players": 2, "seed": 5, "bot_delay": 0,
                                             "seats": [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]},
                     admin=True)["table_id"]
    tb = _finished(server, tid)
    details = tb["outcome"]["details"]
    page.goto(server.url + "/")
    row = page.locator(f".table-group[data-status='finished'] tr[data-table='{tid}']")
    row.wait_for()
    said = row.locator(".winners").inner_text()
    assert said == f"{'won' if details['won'] else 'lost'} together: {details['cause']}", said


# ------------------------------------------------------------------ 5: icons without a font
#: the blocks of symbols a font may lack (arrows, technical, enclosed, shapes, dingbats, …)
SYMBOLS = [(0x2190, 0x21FF), (0x2300, 0x23FF), (0x2460, 0x24FF), (0x25A0, 0x27BF), (0x2B00, 0x2BFF), (0x1F300, 0x1FAFF)]


def _client_symbols() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for f in sorted([*WEB.glob("*.js"), *WEB.glob("games/*.js"), WEB / "index.html"]):
        text = f.read_text("utf-8")
        text += "".join(chr(int(h, 16)) for h in re.findall(r"\\u([0-9a-fA-F]{4})", text))
        for ch in set(text):
            if any(lo <= ord(ch) <= hi for lo, hi in SYMBOLS):
                found.setdefault(ch, []).append(f.name)
    return found


def test_every_symbol_the_client_writes_has_an_icon_drawn_without_a_font(page: Any, server: Any) -> None:
    page.goto(server.url + "/")
    _with_polish(page)
    got = page.evaluate("""async () => {
      const m = await import("/icons.js");
      const box = document.createElement("p"); box.style.fontSize = "20px"; document.body.prepend(box);
      const out = {};
      for (const name of m.ICON_NAMES) {
        const svg = m.icon(name); box.append(svg, " ");
        const r = svg.getBoundingClientRect();
        const shapes = [...svg.children].map((c) => c.getBBox()).filter((b) => b.width > 0 || b.height > 0);
        out[name] = { tag: svg.tagName, hidden: svg.getAttribute("aria-hidden"), w: r.width, h: r.height, shapes: shapes.length,
                      text: svg.textContent };
      }
      const labelled = m.icon("prev", { label: "step back" });
      const mixed = m.iconText("\u25c0 back");
      const board = m.iconAt("star", 10, 20, 14, { fill: "#c00" });
      return { icons: out, glyphs: m.GLYPHS, labelled: [labelled.getAttribute("role"), labelled.getAttribute("aria-label"), labelled.getAttribute("aria-hidden")],
               mixed: mixed.map((n) => n.nodeName), board: [board.getAttribute("x"), board.getAttribute("width"), board.getAttribute("color"), board.getAttribute("class")] };
    }""")
    for name, ic in got["icons"].items():
        assert ic["tag"] == "svg" and ic["hidden"] == "true" and ic["text"] == "", (name, ic)
        assert abs(ic["w"] - 20) < 0.5 and abs(ic["h"] - 20) < 0.5, (name, ic)  # 1em square
        assert ic["shapes"] >= 1, (name, ic)
    assert got["labelled"] == ["img", "step back", None]
    assert got["mixed"] == ["svg", "#text"]
    assert got["board"] == ["10", "14", "#c00", "board-icon icon-star"]
    missing = {ch: (f"U+{ord(ch):04X} {unicodedata.name(ch, '?')}", files) for ch, files in _client_symbols().items()
               if ch not in got["glyphs"]}
    assert not missing, f"symbols the client writes with no icon in icons.js (GLYPHS): {missing}"
    assert set(got["glyphs"].values()) <= set(got["icons"])


# ------------------------------------------------------------------ 6: a guest's console
def _console_errors(browser: Any, url: str, table_id: str, viewport: dict[str, int]) -> list[str]:
    ctx = browser.new_context(viewport=viewport)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(f"{m.text} ({m.location.get('url', '')})") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("response", lambda r: errors.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    try:
        page.goto(url + "/")
        page.wait_for_selector(".table-group[data-status='open']")
        page.wait_for_selector("header.top .account-link", state="attached")
        page.wait_for_load_state("networkidle")
        page.goto(f"{url}/#/table/{table_id}")
        page.wait_for_function("() => window.salon && window.salon.state")
        page.wait_for_load_state("networkidle")
        page.goto(url + "/#/account")
        page.wait_for_selector(".panel.account h1, .panel.account h2")
        page.wait_for_load_state("networkidle")
    finally:
        ctx.close()
    return errors


def test_a_guest_sees_no_console_error_on_a_server_without_accounts(browser: Any, server: Any) -> None:
    tid = server.api("POST", "/api/tables", {"game": "rose-ceremony", "players": 3,
                                             "seats": [{"kind": "open"}, {"kind": "bot", "bot": "random"}, {"kind": "open"}]})["table_id"]
    for viewport in (LAPTOP, PHONE):
        errors = _console_errors(browser, server.url, tid, viewport)
        assert not errors, errors


def test_a_guest_sees_no_console_error_on_a_server_with_accounts(browser: Any, mail_site: Any) -> None:  # noqa: F811
    url, _box = mail_site
    tid = _post(url, "/api/tables", {"game": "rose-ceremony", "players": 3,
                                     "seats": [{"kind": "open"}, {"kind": "bot", "bot": "random"}, {"kind": "open"}]})["table_id"]
    errors = _console_errors(browser, url, tid, LAPTOP)
    assert not errors, errors


# ------------------------------------------------------------------ 7: the mailed links' pages
def test_the_confirmation_page_wears_the_site_look(browser: Any, mail_site: Any, artifacts: Path) -> None:  # noqa: F811
    url, _box = mail_site
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("response", lambda r: errors.append(f"{r.status} {r.url}") if r.status >= 400 and "/account/verify" not in r.url else None)
    look = """() => {
      const css = (sel, prop) => getComputedStyle(document.querySelector(sel))[prop];
      return { header: css("header.top", "backgroundColor"), brand: css("header.top .brand", "color"),
               body: css("body", "backgroundColor"), font: css("body", "fontFamily"),
               sheets: [...document.styleSheets].map((s) => (s.href || "").replace(location.origin, "")) };
    }"""
    try:
        page.goto(url + "/")
        site = page.evaluate(look)
        page.goto(url + "/account/verify?token=not-a-real-token")
        shown = page.evaluate(look)
        assert shown["header"] == site["header"] and shown["brand"] == site["brand"]
        assert shown["body"] == site["body"] and shown["font"] == site["font"]
        assert "/style.css" in shown["sheets"] and "/polish.css" in shown["sheets"], shown
        assert page.inner_text("header.top .brand") == "salon"
        assert page.locator("[style]").count() == 0 and page.locator("script").count() == 0
        assert page.locator(".panel button.primary").inner_text() == "Confirm my address"
        page.screenshot(path=str(artifacts / "confirm-page-390.png"), full_page=True)
        assert not errors, errors
        # a link that does not work: said in the same look (a 400 page: the console says so)
        page.click("button.primary")
        page.wait_for_selector("text=This link does not work")
        assert page.evaluate(look)["header"] == site["header"]
    finally:
        ctx.close()


# ------------------------------------------------------------------ 8: the analysis graph on a phone
def test_the_analysis_graph_labels_are_legible_on_a_phone(browser: Any, server: Any, artifacts: Path) -> None:
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    try:
        page.goto(server.url + "/")
        _with_polish(page)
        sizes = page.evaluate("""async () => {
          const { analysisGraph } = await import("/analysis.js");
          const decisions = [];
          for (let step = 1; step <= 60; step++) decisions.push({ seat: step % 3, step, value: 0.2 + 0.6 * ((step * 7) % 10) / 10, se: 0.03, mark: step === 30 ? "blunder" : null });
          const a = { steps: 60, seats: [0, 1, 2].map((seat) => ({ seat })), decisions };
          const box = document.createElement("section"); box.className = "analysis"; box.id = "probe";
          box.append(analysisGraph(a, (q) => ["Ada", "Bo", "Cy"][q], () => {}));
          document.getElementById("app").prepend(box);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const plot = box.querySelector(".analysis-plot");
          const svg = plot.querySelector("svg.analysis-graph");
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          const out = [];
          const walk = document.createTreeWalker(plot, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) {
            if (!n.textContent.trim()) continue;
            const host = n.parentElement;
            if (host.closest("title")) continue;  // a tooltip, not drawn
            const px = parseFloat(getComputedStyle(host).fontSize) * (host.closest("svg") ? scale : 1);
            out.push([n.textContent.trim(), px]);
          }
          const lines = [...svg.querySelectorAll("line.grid")].map((l) => { const r = l.getBoundingClientRect(); return r.top + r.height / 2; });
          const ticks = [...plot.querySelectorAll(".analysis-tick")].map((t) => { const r = t.getBoundingClientRect(); return r.top + r.height / 2; });
          return { out, lines, ticks, width: plot.getBoundingClientRect().width, page: document.documentElement.clientWidth };
        }""")
        page.locator("#probe").screenshot(path=str(artifacts / "analysis-graph-390.png"))
    finally:
        ctx.close()
    labels = dict(sizes["out"])
    assert {"0%", "25%", "50%", "75%", "100%", "step of 60"} <= set(labels), labels
    small = {text: round(px, 1) for text, px in sizes["out"] if px < 12}
    assert not small, f"labels under 12 px on a 390 px phone: {small}"
    assert sizes["width"] <= sizes["page"]
    # each percentage beside its grid line
    assert len(sizes["ticks"]) == len(sizes["lines"]) == 5
    for tick, line in zip(sizes["ticks"], sizes["lines"], strict=True):
        assert abs(tick - line) < 2.5, (sizes["ticks"], sizes["lines"])
