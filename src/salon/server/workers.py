"""`salon serve --workers N`: a small supervisor that runs N server processes on one port.

The supervisor binds the listening socket once and starts N workers, each a fresh Python
process (a full salon server on the same database: leases, NOTIFY or the poll share the work,
server/leases.py) that inherits the socket and accepts from it. It never imports the server
itself, so each worker starts clean. A worker reads its settings from the first line of its
standard input (so no secret travels in its command line or environment):

- **Metrics.** Every worker runs with `PROMETHEUS_MULTIPROC_DIR` set to one folder, so a
  scrape of `/metrics` on any worker counts all of them (server/metrics.py). The folder is the
  one the user set (its stale `*.db` files are removed at start, as prometheus_client asks),
  or a fresh temporary one removed at the end (one a SIGKILLed supervisor left is removed by the
  next supervisor to start: `sweep_metrics_dirs`). When a worker exits, its live gauges leave the
  folder (`multiprocess.mark_process_dead`); its counters stay.
- **Restarts.** A worker that exits while the supervisor runs is started again after a
  backoff (0.5 s doubling to 30 s; back to 0.5 s once a worker lived `HEALTHY` seconds), with
  one log line. One that fails `GIVE_UP` times in a row, each within `HEALTHY` seconds of its
  start, stops the whole deployment (exit 1): a bad setting, not bad luck.
- **Lease identity.** Each slot has an instance id of its own (the supervisor's id and the
  slot's number, `INSTANCE_VARIABLE`), kept by every worker started there: the worker that
  replaces a dead one (the supervisor knows it is dead: it collected its exit status, so no
  two processes ever hold one id) finds the dead one's leases its own and resumes those tables
  at its first lease beat, instead of them waiting up to the lease ttl for another process to
  take them over (server/leases.py).
- **Stop.** SIGTERM or SIGINT to the supervisor sends SIGTERM to every worker (uvicorn's clean
  stop: each releases its leases at once), waits for them (`STOP_WAIT` s, then SIGKILL) and
  exits 0. A worker whose supervisor is gone (even `kill -9`) stops by itself: it watches the
  pipe on its standard input, which closes when the supervisor dies (`watch_supervisor`).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

#: environment of a worker: the descriptor of the listening socket it inherits
FD_VARIABLE = "SALON_WORKER_FD"
#: environment of a worker: its instance id (the owner of its leases), the same in one slot
INSTANCE_VARIABLE = "SALON_WORKER_INSTANCE"
#: seconds a worker must live for its exit to count as bad luck rather than a failed start
HEALTHY = 10.0
#: failed starts in a row (each shorter than HEALTHY) after which the supervisor gives up
GIVE_UP = 5
#: first and longest wait before a worker is started again
BACKOFF_MIN, BACKOFF_MAX = 0.5, 30.0
#: seconds the workers have to stop after SIGTERM before they are killed
STOP_WAIT = 30.0
#: seconds between two looks at the workers
TICK = 0.1


def bind(host: str, port: int, backlog: int = 2048) -> socket.socket:
    """The listening TCP socket the workers share (inheritable, SO_REUSEADDR)."""
    family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                         flags=socket.AI_PASSIVE)[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(backlog)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def inherited_socket() -> socket.socket | None:
    """In a worker: the listening socket passed by the supervisor (None if not a worker)."""
    fd = os.environ.get(FD_VARIABLE)
    return socket.socket(fileno=int(fd)) if fd else None


def worker_instance() -> str | None:
    """In a worker: the instance id of its slot (None if not a worker)."""
    return os.environ.get(INSTANCE_VARIABLE) or None


def read_settings() -> bytes:
    """In a worker: the settings line the supervisor wrote first on its standard input."""
    return sys.stdin.buffer.readline()


def watch_supervisor() -> None:
    """In a worker (after `read_settings`): stop cleanly (SIGTERM to itself) once the supervisor
    is gone, which closes the pipe on this process's standard input."""

    def watch() -> None:
        with contextlib.suppress(OSError, ValueError):
            while sys.stdin.buffer.read(4096):
                pass
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=watch, name="salon-supervisor-watch", daemon=True).start()


@dataclass
class _Slot:
    """One of the N places: the worker running there now and its failures in a row."""

    index: int
    proc: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    failures: int = 0
    restart_at: float | None = None


#: a supervisor's own metrics folder in the temporary folder: this, its pid, "-", a random part
METRICS_PREFIX = "salon-metrics-"


def sweep_metrics_dirs(parent: str | None = None) -> list[Path]:
    """Remove the metrics folders that supervisors killed outright (SIGKILL: no clean-up ran) left
    in the temporary folder: those whose supervisor's pid is no longer alive. Returns them."""
    gone = []
    for d in Path(parent or tempfile.gettempdir()).glob(f"{METRICS_PREFIX}*-*"):
        pid_text = d.name[len(METRICS_PREFIX):].split("-", 1)[0]
        if not pid_text.isdigit() or not d.is_dir():
            continue
        try:
            os.kill(int(pid_text), 0)
        except ProcessLookupError:
            shutil.rmtree(d, ignore_errors=True)
            gone.append(d)
        except PermissionError:  # alive, another user's
            pass
    return gone


class Supervisor:
    """Runs `workers` copies of `command` sharing `sock`; `run()` returns the exit status."""

    def __init__(self, command: Sequence[str], workers: int, sock: socket.socket, settings: bytes = b"",
                 metrics_dir: str | None = None, say: Callable[[str], None] | None = None) -> None:
        self.command = list(command)
        #: the first line each worker reads on its standard input
        self.settings = settings.rstrip(b"\n") + b"\n"
        self.sock = sock
        self.slots = [_Slot(i + 1) for i in range(workers)]
        #: this supervisor's id: its workers' instance ids are this and their slot's number
        self.id = secrets.token_hex(4)
        self.say = say or (lambda line: print(f"salon: {line}", file=sys.stderr, flush=True))
        self._own_dir = metrics_dir is None
        if metrics_dir is None:
            sweep_metrics_dirs()
        self.metrics_dir = Path(metrics_dir or tempfile.mkdtemp(prefix=f"{METRICS_PREFIX}{os.getpid()}-"))
        self._stopping = False
        self._signal: int | None = None

    # ------------------------------------------------------------ metrics folder
    def _prepare_metrics(self) -> None:
        """An empty metrics folder: a fresh one, or the user's with its stale files removed."""
        self.metrics_dir.mkdir(parents=True, exist_ok=True)
        if not self._own_dir:
            for f in self.metrics_dir.glob("*.db"):
                f.unlink(missing_ok=True)

    def _dead(self, pid: int) -> None:
        """A worker exited: its live gauges leave the scrape (its counters stay)."""
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(pid, str(self.metrics_dir))  # type: ignore[no-untyped-call]

    # ------------------------------------------------------------ workers
    def _start(self, slot: _Slot) -> None:
        env = {**os.environ, FD_VARIABLE: str(self.sock.fileno()),
               "PROMETHEUS_MULTIPROC_DIR": str(self.metrics_dir),
               INSTANCE_VARIABLE: self.instance(slot)}
        env.pop("prometheus_multiproc_dir", None)  # the old spelling would win over ours
        slot.proc = subprocess.Popen(self.command, stdin=subprocess.PIPE, env=env,
                                     pass_fds=(self.sock.fileno(),))
        assert slot.proc.stdin is not None
        with contextlib.suppress(OSError):  # a worker that died at once is seen by the loop
            slot.proc.stdin.write(self.settings)
            slot.proc.stdin.flush()
        slot.started = time.monotonic()
        slot.restart_at = None

    def instance(self, slot: _Slot) -> str:
        """The instance id of every worker started in `slot`."""
        return f"{self.id}w{slot.index}"

    def _exited(self, slot: _Slot, code: int) -> bool:
        """A worker exited on its own: schedule its restart; False if the supervisor gives up."""
        assert slot.proc is not None
        pid = slot.proc.pid
        self._close(slot)
        lived = time.monotonic() - slot.started
        slot.failures = slot.failures + 1 if lived < HEALTHY else 1
        how = f"signal {signal.Signals(-code).name}" if code < 0 else f"status {code}"
        if slot.failures >= GIVE_UP:
            self.say(f"worker {slot.index} (pid {pid}) exited with {how}, {slot.failures} times in a row "
                     f"within {HEALTHY:g} s of its start; stopping")
            return False
        wait = min(BACKOFF_MAX, BACKOFF_MIN * 2 ** (slot.failures - 1))
        self.say(f"worker {slot.index} (pid {pid}) exited with {how} after {lived:.1f} s; "
                 f"starting it again in {wait:g} s")
        slot.restart_at = time.monotonic() + wait
        return True

    def _close(self, slot: _Slot) -> None:
        assert slot.proc is not None
        if slot.proc.stdin is not None:
            with contextlib.suppress(OSError):
                slot.proc.stdin.close()
        self._dead(slot.proc.pid)
        slot.proc = None

    def _on_signal(self, signum: int, _frame: object) -> None:
        self._stopping = True
        self._signal = signum

    # ------------------------------------------------------------ the loop
    def run(self) -> int:
        """Start the workers, keep them running until SIGTERM / SIGINT, stop them; 0 on a clean
        stop, 1 if a worker kept failing at start."""
        self._prepare_metrics()
        previous = {s: signal.signal(s, self._on_signal) for s in (signal.SIGTERM, signal.SIGINT)}
        status = 0
        try:
            for slot in self.slots:
                self._start(slot)
            self.say(f"{len(self.slots)} workers, pids " + ", ".join(str(s.proc.pid) for s in self.slots
                                                                      if s.proc is not None))
            while not self._stopping:
                time.sleep(TICK)
                now = time.monotonic()
                for slot in self.slots:
                    if slot.proc is not None:
                        code = slot.proc.poll()
                        if code is not None and not self._stopping and not self._exited(slot, code):
                            self._stopping, status = True, 1
                    elif slot.restart_at is not None and now >= slot.restart_at and not self._stopping:
                        self._start(slot)
        finally:
            self._stop_all()
            for s, handler in previous.items():
                signal.signal(s, handler)
            self.sock.close()
            if self._own_dir:
                shutil.rmtree(self.metrics_dir, ignore_errors=True)
        return status

    def _stop_all(self) -> None:
        """SIGTERM to every worker, then wait for each (SIGKILL after STOP_WAIT)."""
        running = [s for s in self.slots if s.proc is not None]
        for slot in running:
            assert slot.proc is not None
            with contextlib.suppress(ProcessLookupError):
                slot.proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + STOP_WAIT
        for slot in running:
            assert slot.proc is not None
            try:
                slot.proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                self.say(f"worker {slot.index} (pid {slot.proc.pid}) did not stop within {STOP_WAIT:g} s; killed")
                slot.proc.kill()
                slot.proc.wait()
            self._close(slot)
