"""The terminal renderer draws any view, and only the view it is given."""

from __future__ import annotations

import io

from rich.console import Console

from salon.core.rng import Rng
from salon.text.romeo_juliette import render

from .helpers import J, R, new


def test_render_every_phase_of_a_game() -> None:
    s = new(chapter=2, seed=3)
    rng = Rng(1)
    console = Console(width=120, record=True, file=io.StringIO())
    while True:
        for seat in (J, R, None):
            console.print(render(s.view(seat)))
        if s.is_over():
            break
        cur = s.current_players()
        p = cur[rng.below(len(cur))]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    assert "Roméo & Juliette" in console.export_text()


def test_render_hides_the_partner_hand() -> None:
    s = new(chapter=1)
    console = Console(width=120, record=True, file=io.StringIO())
    console.print(render(s.view(None)))
    assert "Your hand" not in console.export_text()
