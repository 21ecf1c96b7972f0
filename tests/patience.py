"""How long a test waits for something that must happen, however busy the machine is.

A test waits for a condition, never for the machine: these bounds only stop a test that would
otherwise hang on a broken build, so they are far longer than anything takes on a loaded
2-core machine. They are never measured times. `SALON_TEST_PATIENCE` (seconds) scales them."""

from __future__ import annotations

import os
import time
from collections.abc import Callable

#: seconds before a test gives up waiting for something that must happen
PATIENCE = float(os.environ.get("SALON_TEST_PATIENCE", "120"))


def wait_until(holds: Callable[[], object], what: str, timeout: float = PATIENCE, every: float = 0.05) -> None:
    """Poll `holds` until it is true; AssertionError naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not holds():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} (waited {timeout:g} s)")
        time.sleep(every)


def sigint_as_at_a_terminal() -> None:
    """`preexec_fn` of a child a test stops with Ctrl-C (SIGINT): the child takes it as it would
    at a terminal. A suite started in the background of a non-interactive shell (`make test &`)
    runs with SIGINT ignored, every child inherits that, and Python then never raises
    KeyboardInterrupt: the child would run on, and the test would fail for how it was started."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def interrupt_when(cmd: list[str], ready: Callable[[], bool]) -> tuple[int, bytes]:
    """Start `cmd` in its own process group, wait until `ready()` holds (at most PATIENCE; not
    past the command's own end), then press Ctrl-C (SIGINT to the whole group, as a terminal
    does): its exit code and stderr."""
    import signal
    import subprocess

    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=sigint_as_at_a_terminal)
    try:
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline and proc.poll() is None and not ready():
            time.sleep(0.2)
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=PATIENCE)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    return proc.returncode, err
