"""A TCP proxy on a free loopback port in front of a database server, which a test can cut (every
connection closed, new ones refused) and restore — a database outage without touching the
shared database server itself — or hold (a partition: connections stay open and new ones are
accepted, but nothing passes either way until it is released)."""

from __future__ import annotations

import socket
import threading
import time
from typing import Any

from sqlalchemy.engine import make_url


class TcpProxy:
    """Forwards 127.0.0.1:<port> to (host, target_port), one pair of threads a connection."""

    def __init__(self, host: str, target_port: int) -> None:
        self.target = (host, target_port)
        self._lock = threading.Lock()
        self._socks: set[socket.socket] = set()
        self._listener: socket.socket | None = None
        self._accepting: threading.Thread | None = None
        self.port = 0
        self.connections = 0  # accepted since start
        #: set while held: bytes received wait (in the pump) and new connections wait to be forwarded
        self.holding = threading.Event()
        self._listen()

    def __enter__(self) -> TcpProxy:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def url_for(self, url: str) -> str:
        """`url` (a SQLAlchemy URL to the target) with host and port replaced by the proxy's."""
        return make_url(url).set(host="127.0.0.1", port=self.port).render_as_string(hide_password=False)

    def _listen(self) -> None:
        lsock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        lsock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        lsock.bind(("127.0.0.1", self.port))
        lsock.listen(64)
        lsock.settimeout(0.1)
        self.port = lsock.getsockname()[1]
        self._listener = lsock
        self._accepting = threading.Thread(target=self._accept, args=(lsock,), daemon=True)
        self._accepting.start()

    def _accept(self, lsock: socket.socket) -> None:
        while self._listener is lsock:
            try:
                client, _ = lsock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            while self.holding.is_set() and self._listener is lsock:
                time.sleep(0.05)
            try:
                upstream = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            upstream.settimeout(None)
            client.settimeout(None)
            with self._lock:
                if self._listener is not lsock:  # cut meanwhile
                    client.close()
                    upstream.close()
                    return
                self._socks.update((client, upstream))
                self.connections += 1
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while True:
                data = src.recv(65536)
                if not data:
                    break
                while self.holding.is_set():  # a partition: nothing passes until it heals
                    time.sleep(0.05)
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                self._drop(s)

    def _drop(self, s: socket.socket) -> None:
        with self._lock:
            self._socks.discard(s)
        try:
            s.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        s.close()

    def cut(self) -> None:
        """Close every connection and stop listening: new connections are refused."""
        with self._lock:
            lsock, self._listener = self._listener, None
            socks = list(self._socks)
        if lsock is not None:
            lsock.close()
        if self._accepting is not None:
            self._accepting.join(timeout=5)
        for s in socks:
            self._drop(s)

    def hold(self) -> None:
        """A partition: every connection stays open, nothing passes."""
        self.holding.set()

    def release(self) -> None:
        """The partition heals: what was held passes."""
        self.holding.clear()

    def restore(self) -> None:
        """Listen again on the same port."""
        if self._listener is None:
            self._listen()

    def close(self) -> None:
        self.cut()
