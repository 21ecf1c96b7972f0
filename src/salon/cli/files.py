"""Files a command reads, checked to be UTF-8 text before they are read (issue 52).

Every command that reads a file (`replay`, `analyse`, `report`, `simulate --resume`, `arena
--resume` and `--so-far`) checks it first with `check_text_file`: a file that is not UTF-8 is
one line naming the file and the byte offset of the first byte that is not (exit status 2),
never a traceback. The check streams the file (a block at a time), so a large results file costs
no memory; a file that cannot be opened is left to the reader's own message."""

from __future__ import annotations

import codecs
from pathlib import Path

from ..core.language import say
from .app import fail

__all__ = ["BLOCK", "check_text_file", "first_bad_byte"]

#: bytes read at a time
BLOCK = 1 << 16


def first_bad_byte(path: Path) -> tuple[int, int] | None:
    """(offset, byte) of the first byte of `path` that is not UTF-8, or None if it all is (or it
    cannot be opened: the reader says why)."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    offset = 0
    try:
        with path.open("rb") as f:
            while True:
                block = f.read(BLOCK)
                final = not block
                try:
                    decoder.decode(block, final=final)
                except UnicodeDecodeError as exc:
                    # exc.object: the bytes held back from the last block, then this block
                    start = offset - (len(exc.object) - len(block)) + exc.start
                    return start, exc.object[exc.start]
                if final:
                    return None
                offset += len(block)
    except OSError:
        return None


def check_text_file(path: Path, what: str = "") -> None:
    """Fail (one line, exit 2) unless `path` is UTF-8 text. `what`: the flag or the role of the
    file, to name it as the command line did (`--out results.jsonl`)."""
    found = first_bad_byte(path)
    if found is not None:
        offset, byte = found
        name = f"{what} {path}" if what else str(path)
        raise fail(say("cli-error-not-utf8", file=name, offset=str(offset), byte=f"0x{byte:02x}"))
