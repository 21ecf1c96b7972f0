"""Every id a player can meet has words; everything said to a player reads as words.

Seeded playouts of every game, player count and option variant: every string value in every
view and in the outcome details (except the keys a words file lists as free text), and every
word of every legal action's notation, is an id or value of the game's words file. Every label,
prompt, log sentence and final scoring table says nothing code-like (tests/codescan.py).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import salon
from salon.core.game import State

from ..codescan import assert_reads_as_words
from ..playsteps import game_cases, random_steps

NOTATION_SPLIT = re.compile(r"[\s+,/:=#@()\[\]]+")
NUMBER = re.compile(r"^-?\d+(\.\d+)?$")


def cases() -> list[Any]:
    return game_cases()


def strings_in(doc: Any, free: set[str], path: str = "") -> list[tuple[str, str]]:
    """(path, value) of every string leaf of a JSON-ready document, skipping free-text keys."""
    out: list[tuple[str, str]] = []
    if isinstance(doc, dict):
        for k, v in doc.items():
            if str(k) in free:
                continue
            out += strings_in(v, free, f"{path}.{k}")
    elif isinstance(doc, (list, tuple)):
        for i, v in enumerate(doc):
            out += strings_in(v, free, f"{path}[{i}]")
    elif isinstance(doc, str):
        out.append((path, doc))
    return out


def notation_words(text: str) -> list[str]:
    return [w for w in NOTATION_SPLIT.split(text) if w and not NUMBER.match(w)]


def playout(gid: str, n: int, opts: tuple[tuple[str, Any], ...], seed: int) -> list[tuple[State, int, Any]]:
    """(state before, seat, action) for every decision of a seeded random game."""
    return random_steps(gid, n, seed, opts)


@pytest.mark.parametrize(("gid", "n", "opts"), cases())
def test_every_id_has_words(gid: str, n: int, opts: tuple[tuple[str, Any], ...]) -> None:
    game = salon.load_game(gid)
    words = game.words()
    free = words.free_keys()
    missing: dict[str, str] = {}
    for seed in (1, 2):
        steps = playout(gid, n, opts, seed)
        every = max(1, len(steps) // 40)
        for i, (st, p, _a) in enumerate(steps):
            if i % every and p != -1:
                continue
            for viewer in [*range(n), None]:
                for path, value in strings_in(st.view(viewer), free):
                    if not words.knows(value):
                        missing.setdefault(value, f"view{path}")
            if p >= 0:
                for act in st.legal_actions(p):
                    for w in notation_words(str(act)):
                        if not words.knows(w):
                            missing.setdefault(w, f"notation {str(act)!r}")
        final = steps[-1][0]
        out = final.outcome()
        assert out is not None
        for path, value in strings_in(out.details, free):
            if not words.knows(value):
                missing.setdefault(value, f"outcome.details{path}")
    for opt in game.options:
        if not words.has("option", opt.name):
            missing.setdefault(opt.name, "table option")
    assert not missing, f"{gid}: no words for {len(missing)} ids, e.g. {dict(list(missing.items())[:15])}"


@pytest.mark.parametrize(("gid", "n", "opts"), cases())
def test_everything_said_reads_as_words(gid: str, n: int, opts: tuple[tuple[str, Any], ...]) -> None:
    names = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"][:n]
    steps = playout(gid, n, opts, 3)
    every = max(1, len(steps) // 60)
    for i, (st, p, a) in enumerate(steps[:-1]):
        if i % every:
            continue
        assert_reads_as_words(st.prompt_for(p, names), f"{gid} prompt at step {i}")
        for act in st.legal_actions(p):
            label = st.label_for(act, p, names)
            assert label and label != str(act) or not notation_words(str(act)), \
                f"{gid}: the label of {str(act)!r} is its notation"
            assert_reads_as_words(label, f"{gid} label of {str(act)!r}")
        after = st.clone()
        after.apply(p, a)
        for viewer in [*range(n), None]:
            lines = after.narrate(st, p, a, viewer, names)
            # an empty list only when nothing this viewer can see happened (half a secret choice)
            assert lines or after.view(viewer) == st.view(viewer), \
                f"{gid}: no log sentence for {str(a)!r}"
            for line in lines:
                assert_reads_as_words(line, f"{gid} log for {str(a)!r} seen by {viewer}")
    final = steps[-1][0]
    sc = final.scoring(names)
    assert sc is not None and sc.verdict
    text = "\n".join([sc.verdict, *sc.notes, *(r["label"] + " " + " ".join(r["values"]) for r in sc.rows),
                      *(s["label"] + " " + s["value"] for s in sc.shared)])
    assert_reads_as_words(text, f"{gid} final scoring")
