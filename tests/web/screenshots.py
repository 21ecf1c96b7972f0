"""Takes docs/screenshots/<game>-<moment>-<W>x<H>.png: every game at every screen size of
issue 27 (laptops 1366×768, 1280×720, 1920×1080; phones 390×844, 360×740), at three moments of a
seeded game seen by seat 0: its first decision (start), a busy decision in the middle (mid) and
the end screen (end), each as the window shows it.

    python -m tests.web.screenshots [OUT_DIR] [GAME ...]

Starts `salon serve` on a free port with a temporary database, plays seat 0 through the REST
play endpoint (the other seats are heuristic bots on the server), then opens seat 0's page in
Debian's chromium at each size; at the end seat 0 leaves (a bot plays it) and the bots finish.
"""

from __future__ import annotations

import json
import os
import random
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from .conftest import CHROMIUM, _free_port

ROOT = Path(__file__).resolve().parents[2]
SCENES = [
    # game, players, options, seed, seat-0 decisions before the picture
    ("rose-ceremony", 4, {}, 7, 14),
    ("roxane", 3, {"poetry": "I"}, 3, 30),
    ("aqua-mirabilis", 3, {}, 4, 22),
    ("romeo-juliette", 2, {"chapter": 1}, 8, 7),
]

#: the admin token of the server this script starts (the scenes' seeds are chosen)
ADMIN_TOKEN = secrets.token_hex(16)


def _api(url: str, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    req = urllib.request.Request(url + path, data=json.dumps(body).encode() if body is not None else None,
                                 method=method)
    req.add_header("content-type", "application/json")
    if token:
        req.add_header("authorization", f"Bearer {token}")
    with urllib.request.urlopen(req, timeout=30) as res:
        return json.loads(res.read())


SIZES = [(1366, 768), (1280, 720), (1920, 1080), (390, 844), (360, 740)]


def start_server() -> tuple[subprocess.Popen[bytes], Path, str]:
    """`salon serve` on a free port with a temporary SQLite database and ADMIN_TOKEN (the
    scenes' seeds are chosen), bots without delay; (process, its folder, its URL) once it answers."""
    tmp = Path(tempfile.mkdtemp())
    port = _free_port()
    exe = shutil.which("salon", path=str(Path(sys.executable).parent)) or "salon"
    proc = subprocess.Popen([exe, "serve", "--port", str(port), "--db", f"sqlite:///{tmp / 's.db'}",
                             "--bot-delay", "0", "--min-bot-delay", "0", "--admin-token", ADMIN_TOKEN,
                             "--log-level", "warning",
                             "--tables-per-minute", "100000", "--open-tables", "100000",
                             "--rest-rate", "100000", "--rest-burst", "100000"], env={**os.environ})
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            _api(url, "GET", "/api/games")
            break
        except OSError:
            time.sleep(0.2)
    return proc, tmp, url


def stop_server(proc: subprocess.Popen[bytes], tmp: Path) -> None:
    proc.terminate()
    proc.wait(10)
    shutil.rmtree(tmp, ignore_errors=True)


def main(out: Path, only: list[str] | None = None) -> None:
    from playwright.sync_api import sync_playwright

    import salon

    out.mkdir(parents=True, exist_ok=True)
    proc, tmp, url = start_server()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=[
                "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run"])
            for game, players, options, seed, moves in SCENES:
                if only and game not in only:
                    continue
                seats = [{"kind": "human", "name": "Ada"}] + [{"kind": "bot", "bot": "heuristic"}] * (players - 1)
                res = _api(url, "POST", "/api/tables", {"game": game, "players": players, "options": options,
                                                        "seed": seed, "seats": seats}, token=ADMIN_TOKEN)
                tid, tok = res["table_id"], res["seats"][0]["token"]
                bot = salon.make_bot("heuristic", seed=seed)
                rng = random.Random(seed)
                done = 0
                snap(browser, url, tid, tok, game, "start", out)
                for _ in range(2000):
                    st = _api(url, "GET", f"/api/tables/{tid}/state", token=tok)
                    if st.get("outcome") or done >= moves:
                        break
                    if not st["legal"]:
                        time.sleep(0.05)
                        continue
                    action = rng.choice(st["legal"]) if game == "rose-ceremony" else None
                    if action is None:
                        action = _bot_choice(bot, game, tid, st, url)
                    _api(url, "POST", f"/api/tables/{tid}/actions", {"state_id": st["state_id"], "action": action},
                         token=tok)
                    done += 1
                snap(browser, url, tid, tok, game, "mid", out)
                # then the bots play the game to its end: the end screen
                _api(url, "POST", f"/api/tables/{tid}/seats/0/leave", {}, token=tok)
                snap(browser, url, tid, tok, game, "end", out)
            browser.close()
    finally:
        stop_server(proc, tmp)


def snap(browser: Any, url: str, tid: str, tok: str, game: str, moment: str, out: Path) -> None:
    """Seat 0's page at every size, once it has a decision (or, at the end, the final scoring)."""
    for width, height in SIZES:
        phone = width < 700
        ctx = browser.new_context(viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone)
        page = ctx.new_page()
        page.goto(f"{url}/#/table/{tid}?token={tok}")
        want = ("() => document.querySelector('.outcome .verdict')" if moment == "end" else
                "() => window.salon && window.salon.state.legal.length > 0"
                " && document.body.dataset.stateId === String(window.salon.state.state_id)")
        try:
            page.wait_for_function(want, timeout=120_000 if moment == "end" else 30_000)
        except Exception:
            st = _api(url, "GET", f"/api/tables/{tid}/state", token=tok)
            print(game, moment, "not ready:", st["to_act"], st["prompt"], file=sys.stderr)
        if moment == "end":  # the final scoring in view
            page.evaluate("document.querySelector('.outcome').scrollIntoView()")
        time.sleep(0.5)
        path = out / f"{game}-{moment}-{width}x{height}.png"
        page.screenshot(path=str(path))
        ctx.close()
        print("wrote", path)


def _bot_choice(bot: Any, game: str, tid: str, st: dict[str, Any], url: str) -> str:
    """Seat 0's move: the first legal action that is not ending the turn early, for variety."""
    legal = st["legal"]
    for a in legal:
        if a not in ("end", "end turn", "skip", "wait", "stop", "done"):
            return str(a)
    return str(legal[0])


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots", sys.argv[2:])
