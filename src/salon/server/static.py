"""The browser client's files, answered from memory: no descriptor per answer.

Starlette's StaticFiles opens the file for every answer and holds it while the answer is
sent, so many simultaneous requests for one file (`GET /favicon.svg` from one address, 897
at once) took as many descriptors again as connections, past the process's limit. The
client's files are small and few (about 250 KB): each is read once, kept in memory with its
stat (size, mtime), and read again only when that changes. Files over `MOST_BYTES` (none in
the client) are answered as StaticFiles does. Headers are StaticFiles' own (content type,
ETag, Last-Modified; 304 on a match); a Range request gets the whole file (200).
docs/security.md, "Connections and descriptors".
"""

from __future__ import annotations

import os
from typing import Any

from starlette.datastructures import Headers
from starlette.responses import FileResponse, Response
from starlette.staticfiles import NotModifiedResponse, StaticFiles

#: files up to this size are kept in memory
MOST_BYTES = 1 << 20
#: at most this many bytes kept in memory in all
MOST_TOTAL = 16 << 20


class MemoryStaticFiles(StaticFiles):
    """StaticFiles answering small files from memory."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: path -> ((size, mtime_ns), bytes)
        self.cache: dict[str, tuple[tuple[int, int], bytes]] = {}
        self.cached_bytes = 0

    def file_response(self, full_path: Any, stat_result: os.stat_result, scope: Any,
                      status_code: int = 200) -> Response:
        key = str(full_path)
        stamp = (stat_result.st_size, stat_result.st_mtime_ns)
        if stat_result.st_size > MOST_BYTES:
            return super().file_response(full_path, stat_result, scope, status_code)
        entry = self.cache.get(key)
        if entry is None or entry[0] != stamp:
            try:
                with open(full_path, "rb") as f:
                    content = f.read(MOST_BYTES + 1)
            except OSError:
                return super().file_response(full_path, stat_result, scope, status_code)
            if entry is not None:
                self.cached_bytes -= len(entry[1])
            if self.cached_bytes + len(content) > MOST_TOTAL:
                self.cache.clear()
                self.cached_bytes = 0
            self.cache[key] = entry = (stamp, content)
            self.cached_bytes += len(content)
        # FileResponse's headers (it opens nothing until it is sent, and it is never sent)
        headers = FileResponse(full_path, status_code=status_code, stat_result=stat_result).headers
        if self.is_not_modified(headers, Headers(scope=scope)):
            return NotModifiedResponse(headers)
        kept = {k: v for k, v in headers.items() if k.lower() not in ("content-length", "accept-ranges")}
        return Response(entry[1], status_code=status_code, headers=kept)
