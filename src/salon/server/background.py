"""A process's own background loop (mail, people's work): started with the app, cancelled at
its stop; a loop that had failed is not re-raised at the stop (each round logs its own failure)."""

from __future__ import annotations

import asyncio
import contextlib


class BackgroundLoop:
    """Subclasses define `async def _loop(self)`; `start()` runs it, `stop()` cancels it."""

    _task: asyncio.Task[None] | None = None

    async def _loop(self) -> None:  # pragma: no cover - every subclass defines it
        raise NotImplementedError

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
