"""What people type at a table (names, chat) and the wording of stored lines with today's names.

Log sentences and seat events are stored with a placeholder for each seat's name
(`PH_OPEN + str(seat) + PH_CLOSE`, private-use characters no name may contain) and worded
with the current names when they are sent, so a name chosen later reads right in earlier
lines. Lines stored before this (plain text) have no placeholder and are sent as they are.
A table's talk itself (stored, caught up with, sent) is chat.py's.
"""

from __future__ import annotations

import re
import time
import unicodedata
from collections.abc import Sequence

from .errors import ApiError

#: between a viewer's sentences in a log entry held in memory (live.py, rewording.py): a
#: control character no sentence of the words data holds
SENTENCES = "\x1f"

PH_OPEN = "\ue000"
PH_CLOSE = "\ue001"
_PH = re.compile(PH_OPEN + r"(\d+)" + PH_CLOSE)

#: a player's name: 1–32 characters once trimmed and NFC-normalised
NAME_MAX = 32
#: one chat message: at most this many characters
CHAT_MAX = 300
#: chat per connection: a bucket of CHAT_BURST messages refilled at CHAT_PER_SECOND
CHAT_BURST = 5.0
CHAT_PER_SECOND = 0.5
#: lines of table talk a table keeps in memory and sends on connecting
CHAT_KEEP = 200
#: lines of table talk (seat events included) after which a table takes no more chat
CHAT_LINES = 5000

#: characters that reorder or hide text (bidirectional controls, zero-width marks)
_BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def placeholder(seat: int) -> str:
    """How a seat's name is written in a stored line."""
    return f"{PH_OPEN}{seat}{PH_CLOSE}"


def placeholders(players: int) -> list[str]:
    return [placeholder(q) for q in range(players)]


def word(lines: Sequence[str], names: Sequence[str]) -> list[str]:
    """Stored lines with each placeholder replaced by that seat's current name."""
    def sub(m: re.Match[str]) -> str:
        q = int(m.group(1))
        return names[q] if 0 <= q < len(names) else f"Seat {q + 1}"

    return [_PH.sub(sub, x) if PH_OPEN in x else x for x in lines]


def _bad_char(ch: str) -> bool:
    cat = unicodedata.category(ch)
    return cat in ("Cc", "Co", "Cs", "Cn") or ch in _BIDI


#: categories no name may contain: control (NUL, escape…), format (bidi overrides, zero-width
#: marks), surrogate, private use, unassigned, line and paragraph separators
_NAME_REFUSED = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


#: the zero-width joiner, allowed in a name only between two emoji (👩‍👩‍👧, 🏳️‍🌈)
ZWJ = "\u200d"
_EMOJI_BEFORE = ("So", "Sk")  # an emoji, or a skin-tone modifier ending one


def _joins_emoji(name: str, i: int) -> bool:
    """Whether name[i] is a zero-width joiner between two emoji (a variation selector may end
    the first)."""
    if name[i] != ZWJ or i == 0 or i + 1 >= len(name):
        return False
    before = name[i - 1]
    if before == "\ufe0f" and i >= 2:
        before = name[i - 2]
    return unicodedata.category(before) in _EMOJI_BEFORE and unicodedata.category(name[i + 1]) == "So"


def clean_name(raw: object) -> str:
    """A player's name as typed, checked: NFC, trimmed, 1–32 characters, no control, format
    (bidi, zero-width — but a zero-width joiner between two emoji), surrogate, private-use or
    unassigned character, not starting with a combining mark (nor made only of them). Raises
    `request/invalid`."""
    if not isinstance(raw, str):
        raise ApiError("request/invalid", say="error-seat-name-string", most=NAME_MAX)
    if len(raw) > 4 * NAME_MAX:
        raise ApiError("request/invalid", say="error-seat-name-length", most=NAME_MAX, length=len(raw))
    try:
        name = unicodedata.normalize("NFC", raw).strip()
    except UnicodeError:  # a lone surrogate
        raise ApiError("request/invalid", say="error-seat-name-surrogate") from None
    if not 1 <= len(name) <= NAME_MAX:
        raise ApiError("request/invalid", say="error-seat-name-length", most=NAME_MAX, length=len(name))
    if any((unicodedata.category(ch) in _NAME_REFUSED or ch in _BIDI) and not _joins_emoji(name, i)
           for i, ch in enumerate(name)):
        raise ApiError("request/invalid", say="error-seat-name-characters")
    if unicodedata.category(name[0]).startswith("M"):
        raise ApiError("request/invalid", say="error-seat-name-combining")
    return name


def clean_chat(raw: object) -> str:
    """A chat message as typed, checked: NFC, trimmed, line breaks and tabs as spaces, 1–300
    characters. Raises `chat/too_long` or `request/invalid`."""
    if not isinstance(raw, str):
        raise ApiError("request/invalid", "a chat message has a text: a string")
    text = unicodedata.normalize("NFC", raw)
    text = re.sub(r"[ ]*[\t\r\n]+[ ]*", " ", text).strip()
    if not text:
        raise ApiError("request/invalid", say="error-chat-empty")
    if len(text) > CHAT_MAX:
        raise ApiError("chat/too_long", say="error-chat-too-long-by", most=CHAT_MAX, length=len(text))
    if any(_bad_char(ch) for ch in text):
        raise ApiError("request/invalid", say="error-chat-characters")
    return text


class ChatBucket:
    """The chat rate of one connection."""

    def __init__(self, burst: float = CHAT_BURST, per_second: float = CHAT_PER_SECOND) -> None:
        self.burst = burst
        self.per_second = per_second
        self.tokens = burst
        self.last = time.monotonic()

    def take(self) -> None:
        """Spend one message, or raise `chat/rate_limited`."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.per_second)
        self.last = now
        if self.tokens < 1:
            raise ApiError("chat/rate_limited", say="error-chat-rate", burst=self.burst,
                           every=1 / self.per_second)
        self.tokens -= 1
