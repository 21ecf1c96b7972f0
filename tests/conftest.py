"""What every test shares: `make test` runs the suite at sizes that still catch each bug class
in a few minutes; `make test-full` (pytest --full) also runs the tests marked `full`, the long
sweeps at their full sizes. `.ci/run` runs both.

On a machine without Debian's chromium (or Playwright's Python package), the browser tests
(those that use the `browser` fixture, tests/web/conftest.py) are left out of the run and one
line at the end says so and why; the rest run as usual."""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"


def browser_missing() -> str | None:
    """Why the browser tests cannot run here (None: they can)."""
    if not os.access(CHROMIUM, os.X_OK):
        return f"{CHROMIUM} is missing (make test installs it with apt-get where it may: apt-get install chromium)"
    if importlib.util.find_spec("playwright") is None:
        return "Playwright's Python package is missing (pip install playwright; never `playwright install`)"
    return None


_left_out: list[str] = []


def pytest_addoption(parser: Any) -> None:
    parser.addoption("--full", action="store_true", default=False,
                     help="also run the long sweeps marked `full` (make test-full)")


def pytest_configure(config: Any) -> None:
    config.addinivalue_line("markers", "full: a long sweep at its full size, run only with --full (make test-full)")


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    why = browser_missing()
    if why:
        needs = [item for item in items if "browser" in getattr(item, "fixturenames", ())]
        if needs:
            config.hook.pytest_deselected(items=needs)
            items[:] = [item for item in items if item not in set(needs)]
            _left_out[:] = [why, str(len(needs))]
    if config.getoption("--full"):
        return
    skip = pytest.mark.skip(reason="a full-size sweep: make test-full runs it")
    for item in items:
        if "full" in item.keywords:
            item.add_marker(skip)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """One line when the browser tests were left out (under xdist the workers collect, so the
    count is known only in a run without it)."""
    why = browser_missing()
    if why:
        count = f"{_left_out[1]} " if _left_out else ""
        terminalreporter.write_line(f"{count}browser tests not run: {why}")


def full_run(config: Any) -> bool:
    """Whether this run is `make test-full` (for sweeps that take their size from it)."""
    return bool(config.getoption("--full"))


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """A command run with `--lang` (or a German LANG) chooses the language for the rest of its
    process; each test starts from English again."""
    from salon.core import language

    yield
    language.choose(language.SOURCE)


# the tests read English whatever the machine's LANG (a command reads SALON_LANG first)
os.environ.setdefault("SALON_LANG", "en")
# the servers the tests start analyse no game in the background (tests/server/test_analysis.py
# turns it on where it is tested): each finished test table would otherwise be analysed
os.environ.setdefault("SALON_BACKGROUND_ANALYSIS", "0")
