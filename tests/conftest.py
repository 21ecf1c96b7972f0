"""What every test shares: `make test` runs the suite at sizes that still catch each bug class
in a few minutes; `make test-full` (pytest --full) also runs the tests marked `full`, the long
sweeps at their full sizes. `.ci/run` runs both."""

from __future__ import annotations

from typing import Any

import pytest


def pytest_addoption(parser: Any) -> None:
    parser.addoption("--full", action="store_true", default=False,
                     help="also run the long sweeps marked `full` (make test-full)")


def pytest_configure(config: Any) -> None:
    config.addinivalue_line("markers", "full: a long sweep at its full size, run only with --full (make test-full)")


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    if config.getoption("--full"):
        return
    skip = pytest.mark.skip(reason="a full-size sweep: make test-full runs it")
    for item in items:
        if "full" in item.keywords:
            item.add_marker(skip)


def full_run(config: Any) -> bool:
    """Whether this run is `make test-full` (for sweeps that take their size from it)."""
    return bool(config.getoption("--full"))
