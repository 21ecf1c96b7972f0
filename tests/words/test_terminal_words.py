"""The terminal speaks in words: every game's board, menu and final scoring, drawn at many
points of seeded games on a 100-column screen, reads as words (tests/codescan.py)."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console

import salon
from salon.cli.play import choices_table, scoring_table
from salon.text import renderer_for

from ..codescan import assert_reads_as_words
from .test_words_coverage import cases, playout

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"]


def screen(renderable: Any) -> str:
    console = Console(width=100, record=True, color_system=None, force_terminal=False)
    console.print(renderable)
    return console.export_text()


@pytest.mark.parametrize("points", [8, pytest.param(25, marks=pytest.mark.full)])
@pytest.mark.parametrize(("gid", "n", "opts"), cases())
def test_terminal_reads_as_words(gid: str, n: int, opts: tuple[tuple[str, Any], ...], points: int) -> None:
    """`points` moments of each seeded game (8 in make test, 25 in make test-full), each board
    for the seat to act and for a spectator, its menu, then the final board and scoring."""
    render = renderer_for(gid)
    names = NAMES[:n]
    steps = playout(gid, n, opts, 1)
    every = max(1, len(steps) // points)
    for i, (st, p, _a) in enumerate(steps[:-1]):
        if i % every:
            continue
        for viewer in (p, None):
            assert_reads_as_words(screen(render(st.view(viewer), names)), f"{gid} board at step {i} for {viewer}")
        legal = st.legal_actions(p)
        menu = screen(choices_table(st, p, legal, names))
        # the menu's last column is the notation, shown on purpose: scan the words columns only
        words_only = "\n".join(" ".join(st.label_for(a, p, names) for a in legal[k:k + 1]) for k in range(len(legal)))
        assert_reads_as_words(words_only, f"{gid} menu at step {i}")
        assert menu
    final = steps[-1][0]
    assert_reads_as_words(screen(render(final.view(None), names)), f"{gid} final board")
    sc = final.scoring(names)
    assert sc is not None
    assert_reads_as_words(screen(scoring_table(sc)), f"{gid} final scoring table")


@pytest.mark.parametrize("gid", salon.game_ids())
def test_rules_reference_exists(gid: str) -> None:
    text = salon.load_game(gid).rules_text()
    for heading in ("Goal", "Setup", "Turn", "End", "Scoring", "Rulings"):
        assert heading.lower() in text.lower(), f"{gid} rules reference lacks {heading!r}"
    assert len(text) > 1500
