"""The terminal renderer draws any view in words, mid-game and at the end, on a 100-column screen."""

from __future__ import annotations

import io

from rich.console import Console

import salon
from salon.cli.play import scoring_table
from salon.core.rng import Rng
from salon.text.aqua_mirabilis import render

from ...codescan import assert_reads_as_words


def test_render_mid_game_and_final() -> None:
    s = salon.load_game("aqua-mirabilis").new_game(3, seed=8)
    rng = Rng(8)
    console = Console(width=100, record=True, file=io.StringIO())
    for step in range(10_000):
        if s.is_over():
            break
        if step % 40 == 0:
            console.print(render(s.view(step % 3)))
        (p,) = s.current_players()
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    console.print(render(s.view(None)))
    sc = s.scoring(["Ada", "Bo", "Cy"])
    assert sc is not None
    console.print(scoring_table(sc))
    text = console.export_text()
    assert "Preference matrix" in text and "Final scoring" in text and "the game is over" in text
    assert_reads_as_words(text, "aqua board")


def test_board_is_compact_and_names_the_decision() -> None:
    """A 4-player board mid-game fits a 100x50 screen with room for the log and the menu."""
    s = salon.load_game("aqua-mirabilis").new_game(4, seed=3)
    rng = Rng(3)
    for _ in range(150):
        (p,) = s.current_players()
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(render(s.view(0), ["Ada", "Bo", "Cy", "Di"]))
    lines = console.export_text().splitlines()
    assert len(lines) <= 38, len(lines)
    assert "to play" in lines[0] and "week" in lines[0]
    assert all(len(x) <= 100 for x in lines)


def test_sundial_numbers_include_the_skills() -> None:
    """+2 production and +1 coach leg show in the view and on the board (4 AP: 6 and 3)."""
    from salon.games.aqua_mirabilis.data import SKILL_COACH, SKILL_PRODUCTION

    s = salon.load_game("aqua-mirabilis").new_game(2, seed=1)
    s.ap[0] = 4
    s.skills[0] = 1 << SKILL_PRODUCTION | 1 << SKILL_COACH
    me = s.view(0)["players_state"][0]
    assert (me["production_points"], me["coach_legs"]) == (4, 2)  # the bare sundial, unchanged
    assert (me["sundial_production"], me["sundial_coach_legs"]) == (6, 3)
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(render(s.view(0)))
    assert "produce 6, coach 3 legs" in " ".join(console.export_text().split())
