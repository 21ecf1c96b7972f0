"""A real SMTP server in the test process (aiosmtpd) that keeps every message it received."""

from __future__ import annotations

import email
import email.policy
import re
import threading
import time
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller

from .helpers import free_port


class Mailbox:
    """aiosmtpd on a free loopback port; `messages` holds what it accepted, oldest first."""

    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []
        #: every envelope recipient (RCPT TO) the server was handed, in order
        self.recipients: list[str] = []
        self.lock = threading.Lock()
        self.port = free_port()
        #: called with each message before the 250 answer (tests use it to kill a sender)
        self.on_message: Any = None
        self.controller = Controller(self, hostname="127.0.0.1", port=self.port)

    async def handle_RCPT(self, _server: Any, _session: Any, envelope: Any, address: str,
                          _options: Any) -> str:
        with self.lock:
            self.recipients.append(address)
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:
        msg = email.message_from_bytes(envelope.content, policy=email.policy.default)
        assert isinstance(msg, EmailMessage)
        with self.lock:
            self.messages.append(msg)
        if self.on_message is not None:
            self.on_message(msg)
        return "250 OK"

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}?from=salon@salon.test"

    def start(self) -> Mailbox:
        self.controller.start()
        return self

    def stop(self) -> None:
        self.controller.stop()

    def to(self, address: str) -> list[EmailMessage]:
        with self.lock:
            return [m for m in self.messages if m["To"] == address]

    def wait_for(self, address: str, count: int = 1, timeout: float = 60.0) -> list[EmailMessage]:
        """The first `count` messages to `address`, waiting for them (a generous deadline)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            got = self.to(address)
            if len(got) >= count:
                return got
            time.sleep(0.05)
        raise AssertionError(f"{count} mail(s) to {address} expected, got {len(self.to(address))}")


def body_of(msg: EmailMessage) -> str:
    part = msg.get_body(preferencelist=("plain",))
    assert part is not None
    return str(part.get_content())


def link_in(msg: EmailMessage, path: str) -> str:
    """The first link of the message whose path starts with `path`."""
    m = re.search(r"(https?://\S+?" + re.escape(path) + r"\S*)", body_of(msg))
    assert m, f"no {path} link in {body_of(msg)!r}"
    return m.group(1)


def token_of(link: str) -> str:
    m = re.search(r"token=([A-Za-z0-9_-]+)", link)
    assert m
    return m.group(1)
