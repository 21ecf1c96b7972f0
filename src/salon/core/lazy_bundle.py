"""A Fluent bundle that parses a message when it is first used, not the whole file up front.

fluent.syntax's parser is pure Python: salon's own messages (about 1,000 lines a language) took
about 0.3 s to parse and each game's sentence templates about 0.1 s, paid by every process
before its first word, though a command shows a few dozen. `LazyBundle` splits the source into
its entries by a cheap line scan (an entry starts at column 0 with `id =` or `-term =` and goes
on over its indented lines and its open placeables, as Fluent's syntax requires) and hands an entry to the real
`FluentBundle` when a message is first asked for, with the entries its text names (message and
term references), so a message formats exactly as it would from the whole file.

Behaviour kept: the first of two entries with one id wins (FluentBundle keeps the first), and
an entry that does not parse is no message (`has_message` is false), as Junk is.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

_ENTRY_START = re.compile(r"(-?[A-Za-z][A-Za-z0-9_-]*) *=")
_NAME = re.compile(r"-?[A-Za-z][A-Za-z0-9_-]*")
#: a brace written as a string literal ({"{"}, {"}"}): not a placeable's edge
_QUOTED_BRACE = re.compile(r'\{\s*"(?:[^"\\]|\\.)*"\s*\}')


@functools.lru_cache(maxsize=32)
def split_entries(source: str) -> dict[str, str]:
    """Each entry's id (a term's with its "-") → its text, in the source's order, the first of
    two with one id kept. An entry goes on over indented and blank lines, and over any line
    while one of its placeables is open (a select's closing brace may stand at column 0) unless
    it begins an entry or a comment there (where Fluent's parser resumes after a broken one);
    comments and other lines that begin no entry end the one before. (Cached: not to be
    changed by its callers.)"""
    entries: dict[str, list[str]] = {}
    current: list[str] | None = None
    depth = 0
    for line in source.splitlines(keepends=True):
        if line[:1] not in (" ", "\t") and line.strip() and (depth <= 0 or line[0] == "#" or _ENTRY_START.match(line)):
            start = _ENTRY_START.match(line)
            current = None
            depth = 0
            if start is not None and start.group(1) not in entries:
                current = entries[start.group(1)] = []
        if current is not None:
            current.append(line)
            plain = _QUOTED_BRACE.sub("", line)
            depth += plain.count("{") - plain.count("}")
    return {k: "".join(v) for k, v in entries.items()}


class LazyBundle:
    """The part of `fluent.runtime.FluentBundle` salon uses (`has_message`, `get_message`,
    `format_pattern`), its entries parsed when first needed."""

    def __init__(self, locale: str, source: str, functions: dict[str, Callable[..., Any]]) -> None:
        from fluent.runtime import FluentBundle

        self._bundle = FluentBundle([locale], use_isolating=False, functions=functions)
        self._entries = split_entries(source)
        self._added: set[str] = set()

    def ids(self) -> list[str]:
        """Every entry's id, terms with their "-"."""
        return list(self._entries)

    def has_message(self, message_id: str) -> bool:
        if message_id.startswith("-") or message_id not in self._entries:
            return False
        self._add(message_id)
        return bool(self._bundle.has_message(message_id))

    def get_message(self, message_id: str) -> Any:
        self._add(message_id)
        return self._bundle.get_message(message_id)

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        return self._bundle.format_pattern(pattern, args)  # type: ignore[no-any-return]

    def _add(self, message_id: str) -> None:
        from fluent.runtime import FluentResource

        waiting = [message_id]
        while waiting:
            entry = waiting.pop()
            if entry in self._added or entry not in self._entries:
                continue
            self._added.add(entry)
            text = self._entries[entry]
            self._bundle.add_resource(FluentResource(text))
            body = text.split("=", 1)[1]
            waiting.extend(name for name in _NAME.findall(body) if name in self._entries and name not in self._added)
