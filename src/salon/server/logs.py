"""The server's log, bounded: no client can grow it faster than a few lines a minute.

Two logging filters, installed on the loggers the server writes to — its own (`salon.server`),
uvicorn's (`uvicorn.error`, `uvicorn.access`, `uvicorn`) and asyncio's (which reports an
`accept()` that ran out of descriptors):

- `BoundedLines` lets each *kind* of line (its logger, level and message template — never its
  arguments, which a client may choose) through at most once per `interval` seconds (60), and
  says with the next one how many were left out (the count is also in `/metrics`,
  `salon_log_lines_dropped_total`). uvicorn's tracebacks for what a client sent (a WebSocket
  text frame that is not UTF-8, a malformed request) lose their traceback: they are the
  client's fault, not the server's. Lines of the access log (`--access-log`, one per request
  by design) are not limited; the operator asked for them.
- `RedactTokens` blanks `token=` values out of every line, access-log lines included (their
  arguments are redacted one by one, so uvicorn's access formatter still finds the five it
  expects).

docs/security.md, "What to watch".
"""

from __future__ import annotations

import logging
import re
import threading
import time
from typing import Any

from . import metrics

#: seconds between two lines of one kind
INTERVAL = 60.0
#: kinds remembered at once; lines of further kinds share one
MOST_KINDS = 1000
#: the loggers the filters go on
LOGGERS = ("salon.server", "uvicorn.error", "uvicorn", "asyncio")
ACCESS = "uvicorn.access"

#: uvicorn lines about what a client sent: logged without their traceback (and still bounded)
CLIENT_FAULTS = frozenset({
    "Invalid UTF-8 sequence received from client.",
    "Invalid HTTP request received.",
    "Unsupported upgrade request.",
})


class RedactTokens(logging.Filter):
    """Blank seat tokens out of log lines (uvicorn logs WebSocket paths with their query)."""

    pattern = re.compile(r"(token=)[^&\s\"']+")

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str) and "token=" in record.msg:
            record.msg = self.pattern.sub(r"\1***", record.msg)
        args = record.args
        if isinstance(args, tuple) and any(isinstance(a, str) and "token=" in a for a in args):
            record.args = tuple(self.pattern.sub(r"\1***", a) if isinstance(a, str) else a for a in args)
        elif isinstance(args, dict) and any(isinstance(a, str) and "token=" in a for a in args.values()):
            record.args = {k: self.pattern.sub(r"\1***", a) if isinstance(a, str) else a for k, a in args.items()}
        return True


class BoundedLines(logging.Filter):
    """At most one line per kind (logger, level, template) per `interval` seconds."""

    def __init__(self, interval: float = INTERVAL) -> None:
        super().__init__()
        self.interval = interval
        #: kind -> (when its last line went through, monotonic; lines left out since)
        self.kinds: dict[tuple[str, int, str], list[float]] = {}
        self.lock = threading.Lock()  # bots log from worker threads

    def filter(self, record: logging.LogRecord) -> bool:
        template = record.msg if isinstance(record.msg, str) else type(record.msg).__name__
        if record.name == "asyncio" and "out of system resource" in template:
            metrics.refusal("accept/no_descriptors")  # asyncio's accept loop, out of descriptors
        if record.exc_info and record.exc_info[0] is not None:
            template = f"{template} [{record.exc_info[0].__name__}]"
        key = (record.name, record.levelno, template[:200])
        now = time.monotonic()
        with self.lock:
            seen = self.kinds.get(key)
            if seen is None and len(self.kinds) >= MOST_KINDS:
                self._forget(now)
                if len(self.kinds) >= MOST_KINDS:
                    key = (record.name, record.levelno, "(other)")
                    seen = self.kinds.get(key)
            if seen is not None and now - seen[0] < self.interval:
                seen[1] += 1
                metrics.log_line_dropped()
                return False
            left_out = int(seen[1]) if seen is not None else 0
            self.kinds[key] = [now, 0]
        if record.msg in CLIENT_FAULTS:
            record.exc_info, record.exc_text, record.stack_info = None, None, None
        if left_out:
            record.msg = f"{record.msg} ({left_out} more like it in the last {self.interval:.0f} s were not logged)"
        return True

    def _forget(self, now: float) -> None:
        """Forget kinds silent for an interval (their left-out lines, if any, are lost: counted in
        /metrics all the same)."""
        self.kinds = {k: v for k, v in self.kinds.items() if now - v[0] < self.interval}


_installed: dict[str, Any] = {}


def bound_the_logs(interval: float = INTERVAL) -> None:
    """Put both filters on the server's loggers, once (and redaction on the access log)."""
    if "bounded" not in _installed:
        _installed["bounded"] = BoundedLines(interval)
        _installed["redact"] = RedactTokens()
    for name in (*LOGGERS, ACCESS):
        logger = logging.getLogger(name)
        wanted = [_installed["redact"]] + ([_installed["bounded"]] if name != ACCESS else [])
        for f in wanted:
            if f not in logger.filters:
                logger.addFilter(f)


def redact_tokens_in_logs() -> None:
    """Kept for callers of the old name: the same as `bound_the_logs`."""
    bound_the_logs()
