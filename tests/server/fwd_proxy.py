"""A small HTTP/1.1 reverse proxy for the tests, as nginx would be in front of salon: it reads
each connection's request head, appends the client's address to `X-Forwarded-For` (the
address the test chose for its next connections, `ForwardingProxy.address`, instead of the
loopback one) and then passes the bytes both ways — a WebSocket's frames too. One request per
connection: a plain request is sent upstream with `Connection: close`."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any


class ForwardingProxy:
    """Listens on 127.0.0.1:<port> (its own event loop, in a thread), forwards to target_port."""

    def __init__(self, target_port: int, address: str = "192.0.2.1") -> None:
        self.target_port = target_port
        #: the client address written into X-Forwarded-For of the connections opened from now
        self.address = address
        #: connections forwarded since start, and the X-Forwarded-For each carried
        self.forwarded: list[str] = []
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._server: asyncio.AbstractServer | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        self._ready.wait(10)

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ws_url(self, table_id: str) -> str:
        return f"ws://127.0.0.1:{self.port}/ws/tables/{table_id}"

    def __enter__(self) -> ForwardingProxy:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        async def stop() -> None:
            if self._server is not None:
                self._server.close()
            for task in asyncio.all_tasks():
                if task is not asyncio.current_task():
                    task.cancel()

        if self._thread.is_alive():
            asyncio.run_coroutine_threadsafe(stop(), self._loop).result(10)
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._server = self._loop.run_until_complete(asyncio.start_server(self._handle, "127.0.0.1", 0))
        self.port = self._server.sockets[0].getsockname()[1]
        self._ready.set()
        self._loop.run_forever()

    def rewrite(self, head: bytes) -> bytes:
        """The request head with our hop added to X-Forwarded-For (after any the client sent,
        as nginx's $proxy_add_x_forwarded_for) and, unless it is an upgrade, Connection: close."""
        first, *headers = head[:-4].split(b"\r\n")
        upgrade = any(h.split(b":", 1)[0].strip().lower() == b"upgrade" for h in headers)
        out, sent = [first], []
        for h in headers:
            name, _, value = h.partition(b":")
            key = name.strip().lower()
            if key == b"x-forwarded-for":
                sent.append(value.strip())
                continue
            if key == b"connection" and not upgrade:
                continue
            out.append(h)
        hops = b", ".join([*sent, self.address.encode()])
        out.append(b"X-Forwarded-For: " + hops)
        if not upgrade:
            out.append(b"Connection: close")
        self.forwarded.append(hops.decode())
        return b"\r\n".join(out) + b"\r\n\r\n"

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        upstream: asyncio.StreamWriter | None = None
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            up_reader, upstream = await asyncio.open_connection("127.0.0.1", self.target_port)
            upstream.write(self.rewrite(head))
            pumps = [asyncio.ensure_future(_pump(reader, upstream)), asyncio.ensure_future(_pump(up_reader, writer))]
            _done, pending = await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
            for p in pending:  # one side closed: the other is closed too
                p.cancel()
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, asyncio.CancelledError):
            pass
        finally:
            for w in (writer, upstream):
                if w is not None:
                    w.close()


async def _pump(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
    with contextlib.suppress(OSError, asyncio.IncompleteReadError):
        while data := await src.read(65536):
            dst.write(data)
            await dst.drain()
