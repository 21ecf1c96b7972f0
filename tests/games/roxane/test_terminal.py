"""Roxane's terminal board: cards in words, the tracks' areas, the Reveal penalties, the kiss
choice and, at the end, the scoring table; compact enough for a 100-column screen."""

from __future__ import annotations

from rich.console import Console

from salon.games.roxane import GAME
from salon.text.roxane import render

from .test_words import steps


def screen(view: dict) -> str:  # type: ignore[type-arg]
    console = Console(width=100, record=True, color_system=None, force_terminal=False)
    console.print(render(view, ["Ada", "Bo"]))
    return console.export_text()


def test_cards_tracks_and_penalties_in_words() -> None:
    seq = steps(2, {}, 1)
    st, p, _a = seq[len(seq) // 2]
    text = screen(st.view(p))
    w = GAME.words()
    for c in st.view(p)["player"][p]["hand"]:
        e = w.entry("card", c)
        assert f"{e['type']} «{e['text']}» {e['colour']} {e['clef_short']} {e['hearts']}♥" in " ".join(text.split())
    assert "Reveal penalties" in text and "13 −10" in text
    assert "Five-card verses" in text and "The rosebud phrase" in text
    assert "Poetry I" in text and "Romance track" in text
    assert max(len(line) for line in text.splitlines()) <= 100
    assert len(text.splitlines()) <= 40


def test_the_kiss_choice_is_described() -> None:
    for seed in (1, 2, 3, 4):
        for st, p, _a in steps(2, {}, seed)[:-1]:
            view = st.view(p)
            if (view["pending"] or {}).get("choices"):
                text = " ".join(screen(view).split())
                for k in view["pending"]["choices"]:
                    assert GAME.words().name("kiss", k) in text
                return
    raise AssertionError("no kiss choice in the seeded games")


def test_the_end_screen_shows_players_and_verses_and_the_scoring_table_once() -> None:
    """The board's end screen holds the players and their verses; the final scoring table is
    the command's (State.scoring), so `salon play` and `salon replay` print it once."""
    from salon.cli.play import scoring_table

    final = steps(2, {}, 1)[-1][0]
    text = screen(final.view(None))
    assert "Final scoring" not in text and "Ada" in text and "ends" in text
    console = Console(width=100, record=True, color_system=None, force_terminal=False)
    sc = final.scoring(["Ada", "Bo"])
    assert sc is not None
    console.print(scoring_table(sc))
    table = console.export_text()
    for label in ("Hearts on written cards", "Kiss combinations", "Reveal penalty", "Total"):
        assert label in table
    assert "wins with" in table


def test_the_c_clef_is_named_in_full() -> None:
    """The rulebook's third clef is the "C clef": a bare "C" reads as nothing."""
    w = GAME.words()
    assert w.field("clef", "c_clef", "short") == "C clef" and w.name("clef", "c_clef") == "C clef"
    seq = steps(2, {}, 1)
    for st, p, _a in seq:
        for c in st.view(p)["player"][p]["hand"]:
            if w.entry("card", c)["clef_short"] == "C clef":
                text = " ".join(screen(st.view(p)).split())
                assert " C clef " in text and " C 1♥" not in text and " C 2♥" not in text
                return
    raise AssertionError("no C clef card in hand in the seeded game")
