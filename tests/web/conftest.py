"""Browser tests: a real `salon serve` on a free port with a temporary SQLite database, and
Debian's chromium driven by Playwright's Python package. Skipped where either is missing."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ..patience import PATIENCE

CHROMIUM = "/usr/bin/chromium"
#: the browser tests' server admin token: a table with a chosen seed needs it
ADMIN_TOKEN = "web-test-admin-token"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    def __init__(self, url: str, proc: subprocess.Popen[bytes]) -> None:
        self.url = url
        self.proc = proc

    def api(self, method: str, path: str, body: Any = None, token: str | None = None, admin: bool = False) -> Any:
        """One REST call; `token`: a seat's token, `admin=True`: the admin token (a chosen seed)."""
        if admin:
            token = ADMIN_TOKEN
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.url + path, data=data, method=method)
        req.add_header("content-type", "application/json")
        if token:
            req.add_header("authorization", f"Bearer {token}")
        with urllib.request.urlopen(req, timeout=PATIENCE) as res:
            return json.loads(res.read())


@pytest.fixture(scope="session")
def server(tmp_path_factory: Any) -> Iterator[Server]:
    db = tmp_path_factory.mktemp("webdb") / "salon.db"
    port = _free_port()
    exe = shutil.which("salon", path=str(Path(sys.executable).parent)) or "salon"
    log = open(tmp_path_factory.mktemp("weblog") / "server.log", "wb")
    proc = subprocess.Popen(
        [exe, "serve", "--port", str(port), "--db", f"sqlite:///{db}", "--bot-delay", "0.05",
         "--min-bot-delay", "0", "--admin-token", ADMIN_TOKEN,
         "--log-level", "warning", "--tables-per-minute", "100000", "--open-tables", "100000",
         "--rest-rate", "100000", "--rest-burst", "100000"],
        stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + PATIENCE
    while True:
        try:
            urllib.request.urlopen(url + "/api/games", timeout=2).read()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                log.close()
                raise RuntimeError("salon serve did not start") from None
            time.sleep(0.2)
    try:
        yield Server(url, proc)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


#: on every page, before its own scripts: each Content-Security-Policy violation the page
#: reports (the securitypolicyviolation event) is kept in window.__salonCsp and told on the console
CSP_WATCH = """
window.__salonCsp = [];
window.addEventListener("securitypolicyviolation", (e) => {
  const v = { directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample,
              source: e.sourceFile, line: e.lineNumber };
  window.__salonCsp.push(v);
  console.error("CSP violation: " + JSON.stringify(v));
}, true);
"""


class CspWatch:
    """Every policy violation reported by any page of the session: the event above, and
    Chromium's own console line ("Refused to … because it violates the following Content
    Security Policy directive …"). The autouse fixture below fails a test that saw one."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def console(self, msg: Any) -> None:
        text = str(msg.text)
        if text.startswith("CSP violation:") or "Content Security Policy" in text:
            self.seen.append(f"{msg.type}: {text}")

    def watch(self, target: Any) -> Any:
        """A context or a page, before it opens anything."""
        target.add_init_script(CSP_WATCH)
        target.on("console", self.console)
        return target


CSP = CspWatch()


class WatchedBrowser:
    """The browser, every context and page of which is watched for policy violations."""

    def __init__(self, browser: Any) -> None:
        self._browser = browser

    def new_context(self, **kw: Any) -> Any:
        ctx = self._browser.new_context(**kw)
        ctx.set_default_timeout(PATIENCE * 1000)  # waits for what must happen: never a measured time
        return CSP.watch(ctx)

    def new_page(self, **kw: Any) -> Any:
        pg = self._browser.new_page(**kw)
        pg.set_default_timeout(PATIENCE * 1000)
        return CSP.watch(pg)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._browser, name)


@pytest.fixture(autouse=True)
def no_policy_violations() -> Iterator[None]:
    """Fails (at teardown) any test during which a page reported a policy violation."""
    CSP.seen.clear()
    yield
    seen, CSP.seen[:] = list(CSP.seen), []
    assert not seen, f"Content-Security-Policy violations on the page: {seen}"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One browser per test module, not per session: while Playwright's sync API runs, its event
    loop is the thread's running loop, and `asyncio.run()` in a test of another folder that
    xdist gives the same worker meanwhile fails ("cannot be called from a running event loop")."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"],
        )
        try:
            yield WatchedBrowser(b)
        finally:
            b.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.js_errors = errors  # type: ignore[attr-defined]
    try:
        yield pg
    finally:
        ctx.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


@pytest.fixture(scope="session")
def artifacts(tmp_path_factory: Any) -> Path:
    """Where screenshots go: $SALON_WEB_ARTIFACTS if set, else pytest's temporary folder."""
    where = os.environ.get("SALON_WEB_ARTIFACTS")
    path = Path(where) if where else tmp_path_factory.mktemp("web-artifacts")
    path.mkdir(parents=True, exist_ok=True)
    return path
