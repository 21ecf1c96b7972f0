"""Takes docs/screenshots/aqua-mirabilis-{mid,end}-{1366,390}.png: Aqua Mirabilis seen by seat 0
in the middle of a seeded game and on its end screen, on a laptop (1366×768) and a phone (390×844).

    python -m tests.web.aqua_screenshots [OUT_DIR]

Starts `salon serve` on a free port with a temporary database; every seat is played by a heuristic bot
(seat 0 leaves its seat, takes it back in the middle of the game for the first pictures, and
leaves again for the end).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

from .aqua_plan import GAME
from .conftest import CHROMIUM
from .screenshots import ADMIN_TOKEN, ROOT, _api, start_server, stop_server

SEED, PLAYERS, MID = 21, 3, 130
SIZES = {"1366": {"width": 1366, "height": 768}, "390": {"width": 390, "height": 844}}



def shoot(browser: Any, url: str, tid: str, tok: str, out: Path, moment: str, ready: str) -> None:
    for tag, size in SIZES.items():
        page = browser.new_page(viewport=size, has_touch=tag == "390")
        page.goto(f"{url}/#/table/{tid}?token={tok}")
        page.wait_for_function(ready, timeout=30_000)
        time.sleep(0.4)
        path = out / f"{GAME}-{moment}-{tag}.png"
        page.screenshot(path=str(path))
        page.close()
        print("wrote", path)


def main(out: Path) -> None:
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    proc, tmp, url = start_server()
    try:
        seats = [{"kind": "human", "name": "Ada"}] + [{"kind": "bot", "bot": "heuristic"}] * (PLAYERS - 1)
        res = _api(url, "POST", "/api/tables", {"game": GAME, "players": PLAYERS, "seed": SEED, "seats": seats,
                                                "bot_delay": 0}, token=ADMIN_TOKEN)  # a chosen seed: admin
        tid, tok = res["table_id"], res["seats"][0]["token"]
        # seat 0 is played by a bot up to the middle of the game, then taken back
        _api(url, "POST", f"/api/tables/{tid}/seats/0/leave", {}, token=tok)
        for _ in range(3000):
            if _api(url, "GET", f"/api/tables/{tid}/state", token=tok)["state_id"] >= MID:
                break
            time.sleep(0.02)
        _api(url, "POST", f"/api/tables/{tid}/seats/0/claim", {"token": tok}, token=tok)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=[
                "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run"])
            shoot(browser, url, tid, tok, out, "mid", "() => window.salon && window.salon.state.legal.length > 0")
            if os.environ.get("AQUA_BOARD_SHOT"):  # the whole board, for a closer look
                page = browser.new_page(viewport={"width": 1366, "height": 2400})
                page.goto(f"{url}/#/table/{tid}?token={tok}")
                page.wait_for_selector(".board-box svg.aqua")
                page.locator(".board-box svg.aqua").screenshot(path=str(out / "board.png"))
                page.close()
            _api(url, "POST", f"/api/tables/{tid}/seats/0/leave", {}, token=tok)
            for _ in range(3000):
                if _api(url, "GET", f"/api/tables/{tid}/state", token=tok).get("outcome"):
                    break
                time.sleep(0.05)
            shoot(browser, url, tid, tok, out, "end", "() => window.salon && !!window.salon.state.outcome")
            browser.close()
    finally:
        stop_server(proc, tmp)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
