"""Code-like tokens in text a person reads: the one list of patterns every scan uses.

The browser tests, the terminal scans and the words tests all call `code_like(text)`. When you
find a new kind of code leaking into what a player sees, add its pattern here.
"""

from __future__ import annotations

import re

#: (name, pattern) — each pattern finds one kind of code standing in for words
PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("snake_case key", re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")),
    ("SCREAMING_CASE placeholder", re.compile(r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b")),
    ("«placeholder»", re.compile(r"«[A-Za-z0-9_ ]*[_0-9][A-Za-z0-9_ ]*»")),
    ("undefined/null/None/NaN", re.compile(r"\b(undefined|null|None|NaN)\b")),
    ("raw JSON", re.compile(r"[\[{]\s*\"[^\"]*\"\s*[:,]|\{\s*\}|\[\s*\]")),
    ("Python repr", re.compile(r"\b[A-Z][A-Za-z]+\((?:[a-z_]+=|\))")),
    ("id#number", re.compile(r"\b[a-z]+#\d+\b")),
    ("Aqua city tile id", re.compile(r"\b(PA|LO|KO|FI)\d\b")),
    ("Aqua method code", re.compile(r"\b(DIS|MAC|SQU|ENF|EXT)\b")),
    ("Aqua recipe id", re.compile(r"\b[OBJLNR][1-6]\b")),
    ("Aqua action-space id", re.compile(r"\b(market-[OBJLNR]|spec-[12]|method-[12]|court-[A-D][12]?|versailles-[1-4])\b")),
    ("Aqua time-track id", re.compile(r"\b(w[1-4]-(mon|tue|wed|thu|fri|sat|sun)|sun-0)\b")),
    ("Aqua bonus id", re.compile(r"\bexperience5\b")),
    ("Aqua flower letter in notation", re.compile(r"\b(add|gift|extra|store|unstore|pay|take (base|spec|scent)|worker [12]) [OBJLNR]\b")),
    ("R&J event id", re.compile(r"\bE\d-\d+\b")),
    ("R&J chapter id", re.compile(r"\bC\d{1,2}\b")),
    ("Roxane kiss marker id", re.compile(r"\bK\d\d\b")),
    ("Roxane text card id", re.compile(r"\bT\d\d\b")),
    ("Roxane wish or garden tile id", re.compile(r"\b(W[1-9]|G\d\d)\b")),
    ("tie-break order list", re.compile(r"\border \d( \d)+\b")),
    ("notation offer", re.compile(r"\boffer \d \d/\d\b")),
    ("Rose Ceremony card as roses/thorns", re.compile(r"\b[0-5]/[0-3] (rose|card)s?\b")),
    ("Rose Ceremony seat number", re.compile(r"\b[Ss]eat \d (offers|accepts|refuses|exchanges|keeps)\b")),
]


#: numbered rulings are named as a rulebook numbers its rules: "ruling R12", "R12: Who starts"
RULING_NUMBER = re.compile(r"\b([Rr]ulings? )R\d+(?:(?:, | and | or )R\d+)*\b|^(R\d+)(?=: )", re.M)


def code_like(text: str) -> list[str]:
    """Every code-like token in `text`, as 'kind: token' (empty when the text reads as words)."""
    found: list[str] = []
    text = RULING_NUMBER.sub(lambda m: (m.group(1) or "") + "Ruling-number", text)
    for name, pattern in PATTERNS:
        for m in pattern.finditer(text):
            found.append(f"{name}: {m.group(0)!r}")
    return found


def assert_reads_as_words(text: str, where: str) -> None:
    bad = code_like(text)
    if bad:
        raise AssertionError(f"{where}: code where words belong: {bad[:8]}\n--- text ---\n{text[:2000]}")
