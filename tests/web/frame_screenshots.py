"""Fresh pictures of the table frame: every game at 1366×768, 1280×720, 390×844 (a phone) and
844×390 (a phone held sideways), at seat 0's third decision of the seeded tables that
test_table_frame.py measures, reduced motion on, each as the window shows it once still.

    python -m tests.web.frame_screenshots --out docs/screenshots [--game roxane ...] [--decision 3] [--lang de]

Writes <out>/<game>-<W>x<H>.png (<game>-<W>x<H>-<lang>.png in another language: the page opened
with ?lang=<lang>, as the header's switch or the browser's language would choose it). Starts `salon serve` on a free port with a temporary
database; seat 0's earlier decisions and every other seat's are seeded random moves sent
through the REST play endpoint.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from ..patience import PATIENCE
from .conftest import ADMIN_TOKEN, CHROMIUM, Server, _free_port
from .frame_probe import GAMES, SCROLL_BELOW, Table, is_phone, new_table_page, settle, wait_drawn

SIZES = [(1366, 768), (1280, 720), (390, 844), (844, 390)]


def start_server(folder: Path) -> Server:
    """`salon serve` on a free port with a database in `folder`, the tests' admin token (the
    tables' seeds are chosen); once it answers."""
    port = _free_port()
    exe = shutil.which("salon", path=str(Path(sys.executable).parent)) or "salon"
    log = open(folder / "server.log", "wb")
    proc = subprocess.Popen(
        [exe, "serve", "--port", str(port), "--db", f"sqlite:///{folder / 'salon.db'}", "--bot-delay", "0",
         "--min-bot-delay", "0", "--admin-token", ADMIN_TOKEN, "--log-level", "warning",
         "--tables-per-minute", "100000", "--open-tables", "100000", "--rest-rate", "100000", "--rest-burst", "100000"],
        stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    log.close()  # the server writes to its own copy
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + PATIENCE
    while True:
        try:
            urllib.request.urlopen(url + "/api/games", timeout=2).read()
            return Server(url, proc)
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(f"salon serve did not start (see {folder / 'server.log'})") from None
            time.sleep(0.2)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=Path("docs/screenshots"), help="where the pictures go")
    ap.add_argument("--game", action="append", choices=list(GAMES), help="only this game (again: several)")
    ap.add_argument("--decision", type=int, default=3, help="seat 0's decision pictured (from 1)")
    ap.add_argument("--lang", default="", help="the page's language (de, fr, en-XA; default: English)")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="salon-frame-"))
    server = start_server(folder)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=[
                "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run"])
            for game in args.game or list(GAMES):
                table = Table(server.api, game)
                st = table.others_until_seat0()
                for _ in range(args.decision - 1):
                    if st.get("outcome"):
                        break
                    table.play(0, st)
                    st = table.others_until_seat0()
                for width, height in SIZES:
                    page = new_table_page(browser, width, height, touch=is_phone(width) or height < SCROLL_BELOW)
                    page.set_default_timeout(PATIENCE * 1000)
                    try:
                        url = table.url(server.url)
                        if args.lang:  # the page's own query, before the client's #/ route
                            base, _, route = url.partition("#")
                            url = f"{base.rstrip('/')}/?lang={args.lang}#{route}"
                        page.goto(url)
                        wait_drawn(page, st["state_id"])
                        settle(page)
                        path = args.out / f"{game}-{width}x{height}{'-' + args.lang if args.lang else ''}.png"
                        page.screenshot(path=str(path))
                        print("wrote", path)
                        if page.js_errors:
                            print(f"  JavaScript errors: {page.js_errors[:3]}", file=sys.stderr)
                    finally:
                        page.context.close()
            browser.close()
    finally:
        server.proc.terminate()
        try:
            server.proc.wait(10)
        except subprocess.TimeoutExpired:
            server.proc.kill()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
