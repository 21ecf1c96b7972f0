"""Display names and e-mail addresses of accounts: what is accepted, and the key that makes
two of them the same.

A display name is NFC-normalised and trimmed, 2–32 characters of letters, digits, spaces and
`-_.'`. Two names are the same account name when their *keys* are equal: the name case-folded,
every character that Unicode lists as confusable with a Latin letter replaced by it (Cyrillic
"а" is "a"), and the few ASCII look-alikes folded (0/o, 1/l/i, rn/m, vv/w). A name mixing
scripts with confusable characters ("Аlice" with a Cyrillic А) is refused outright.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from confusable_homoglyphs import confusables

from ..core import SalonError

NAME_MIN, NAME_MAX = 2, 32
EMAIL_MAX = 254
_ALLOWED_PUNCT = set(" -_.'")
_ASCII_FOLD = str.maketrans({"0": "o", "1": "l", "i": "l", "|": "l"})


class BadName(SalonError):
    """A display name or address that is refused (the message says why)."""


def clean_display_name(raw: str) -> str:
    """The name as stored and shown (NFC, inner spaces collapsed); BadName saying why not (a
    control character, a line break included, is refused, not taken for a space)."""
    from .inputs import check_text

    name = " ".join(unicodedata.normalize("NFC", check_text("name", raw)).split())
    if not NAME_MIN <= len(name) <= NAME_MAX:
        raise BadName.worded("account-name-length", least=NAME_MIN, most=NAME_MAX, length=len(name))
    for ch in name:
        if not (ch.isalnum() or ch in _ALLOWED_PUNCT):
            raise BadName.worded("account-name-character", character=repr(ch))
    if not any(ch.isalnum() for ch in name):
        raise BadName.worded("account-name-no-letter")
    if confusables.is_dangerous(name):
        raise BadName.worded("account-name-mixed-alphabets")
    return name


def name_key(name: str) -> str:
    """What makes two display names the same (see the module's docstring)."""
    folded = unicodedata.normalize("NFC", name).casefold()
    out = "".join(_latin_of(ch) for ch in folded if not ch.isspace() and ch not in "-_.'")
    return out.translate(_ASCII_FOLD).replace("rn", "m").replace("vv", "w")


@lru_cache(maxsize=4096)
def _latin_of(ch: str) -> str:
    """`ch`, or the ASCII letter or digit it is listed as confusable with."""
    if ch.isascii():
        return ch
    found = confusables.is_confusable(ch, preferred_aliases=["latin"], greedy=True) or []
    for entry in found:
        for glyph in entry.get("homoglyphs", []):
            c = glyph.get("c", "")
            if len(c) == 1 and c.isascii() and c.isalnum():
                return c.lower()
    base = unicodedata.normalize("NFKD", ch)
    return base if base and base.isascii() else ch


def clean_email(raw: str) -> tuple[str, str]:
    """(the address normalised, its key: case-folded) or BadName: checked by email-validator
    (people/inputs.py)."""
    from .inputs import clean_email as checked

    return checked(raw)
