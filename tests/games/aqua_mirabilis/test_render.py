"""The terminal renderer draws any view, mid-game and at the end."""

from __future__ import annotations

import io

from rich.console import Console

import salon
from salon.cli.render.aqua_mirabilis import render
from salon.core.rng import Rng


def test_render_mid_game_and_final() -> None:
    s = salon.load_game("aqua-mirabilis").new_game(3, seed=8)
    rng = Rng(8)
    console = Console(width=160, record=True, file=io.StringIO())
    for step in range(10_000):
        if s.is_over():
            break
        if step % 40 == 0:
            console.print(render(s.view(step % 3)))
        (p,) = s.current_players()
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    console.print(render(s.view(None)))
    text = console.export_text()
    assert "Preference matrix" in text and "Final scores" in text
