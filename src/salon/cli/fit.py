"""Long bot specs and file names on narrow screens, broken where a person would break them.

A spec (`ismcts:iterations=2000,rollout=heuristic`) or a path has no spaces, so rich cuts it
wherever the column ends ("…,r" / "ollout=…"). `wrap_lines` breaks text at spaces and a word
too long for a line after a `/`, `,` or `:` (then after `_`, `-`, `.` or `=`), cutting inside
a name only when a single piece is wider than the whole line. `Breakable` is that as a rich
renderable: a table cell or a printed line that measures and wraps itself this way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

__all__ = ["Breakable", "wrap_lines"]

_FIRST = re.compile(r"[^/,:]*[/,:]|[^/,:]+")  # pieces ending after a / , or :
_THEN = re.compile(r"[^_\-.=]*[_\-.=]|[^_\-.=]+")  # inside a piece: after _ - . or =


def _pieces(word: str, width: int) -> list[str]:
    """A word as pieces no wider than `width`, split at the best break points available."""
    out: list[str] = []
    for piece in _FIRST.findall(word):
        if len(piece) <= width:
            out.append(piece)
            continue
        for part in _THEN.findall(piece):
            out += [part[i:i + width] for i in range(0, len(part), width)] if len(part) > width else [part]
    return out


def _pack(pieces: Iterable[str], width: int, lines: list[str]) -> None:
    """Append `pieces` (joined without spaces) to `lines`, filling each line up to `width`."""
    for piece in pieces:
        if lines and len(lines[-1]) + len(piece) <= width:
            lines[-1] += piece
        else:
            lines.append(piece)


def wrap_lines(text: str, width: int) -> list[str]:
    """`text` as lines of at most `width` columns, each line of it wrapped separately."""
    width = max(1, width)
    lines: list[str] = []
    for para in text.split("\n"):
        start = len(lines)
        lines.append("")
        for word in para.split():
            line = lines[-1]
            gap = 1 if line else 0
            if len(line) + gap + len(word) <= width:
                lines[-1] = line + " " * gap + word
            elif len(word) <= width:
                lines.append(word)
            else:  # a long spec or path: its first pieces may still join this line
                pieces = _pieces(word, width)
                if line and len(line) + 1 + len(pieces[0]) <= width:
                    lines[-1] = line + " "
                elif line:
                    lines.append("")
                _pack(pieces, width, lines)
        if len(lines) > start + 1 and not lines[start]:
            del lines[start]
    return [line.rstrip() for line in lines]


class Breakable:
    """Text that wraps with `wrap_lines` at whatever width rich gives it (a table column, the
    console): its narrowest width is its longest piece, its widest the longest line."""

    def __init__(self, text: str, style: str = "") -> None:
        self.text = text
        self.style = style

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        longest = max((len(p) for word in self.text.split() for p in _FIRST.findall(word)), default=0)
        widest = max((len(line) for line in self.text.split("\n")), default=0)
        return Measurement(min(longest, widest), widest).clamp(max_width=options.max_width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Text("\n".join(wrap_lines(self.text, options.max_width)), style=self.style,
                   overflow="fold", no_wrap=True)

    def __str__(self) -> str:
        return self.text
