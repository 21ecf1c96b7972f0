"""The fitted screen of `salon play` (issue 52): every screen from one prompt to the next fits
the terminal, at 80×24 and 120×40, for every game and player count, and still shows every
player's name, score and turn mark, your own facts, the decision and its choices.

Screens are measured with rich's `Console(width=…, height=…, record=True)`: `fitted.ask` prints
one screen and asks; the test's `read` takes the screen printed since the last prompt."""

from __future__ import annotations

import io
import re
from collections.abc import Callable

import pytest
from rich.console import Console

import salon
from salon.bots import make_bot
from salon.cli.fitted import ask
from salon.cli.screen import Menu, compose
from salon.core.game import State
from salon.text import parts_for

GAMES = ["rose-ceremony", "roxane", "aqua-mirabilis", "romeo-juliette"]
SIZES = [(80, 24), (120, 40)]
TABLES = [(g, n) for g in GAMES for n in salon.load_game(g).player_counts()]


def console(width: int, height: int) -> Console:
    return Console(width=width, height=height, record=True, file=io.StringIO(), color_system=None)


class Screens:
    """A `read` for `ask`: answers from `answers` in turn, keeping each screen's lines."""

    def __init__(self, con: Console, answers: list[str]) -> None:
        self.con, self.answers, self.screens = con, list(answers), list[list[str]]()

    def __call__(self, prompt: str) -> str | None:
        text = self.con.export_text(clear=True)
        self.screens.append(text.splitlines() + [prompt])  # the prompt's own line
        return self.answers.pop(0) if self.answers else None


def decisions(game_id: str, players: int, count: int = 6, seed: int = 3) -> list[tuple[State, list[str]]]:
    """Seat 0's first `count` decisions of a seeded game played by heuristic bots, with the log
    seat 0 has read before each."""
    state = salon.load_game(game_id).new_game(players=players, seed=seed)
    names = [state.seat_name(q) for q in range(players)]
    bot = make_bot("heuristic", seed=seed)
    out: list[tuple[State, list[str]]] = []
    log: list[str] = []
    while not state.is_over() and len(out) < count:
        current = state.current_players()
        p = 0 if 0 in current else current[0]
        if p == 0:
            out.append((state.clone(), log[-8:]))
        before = state.clone()
        action = bot.choose(state, p)
        state.apply(p, action)
        log += state.narrate(before, p, action, 0, names)
    return out


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_six_decisions_fit_the_terminal(game_id: str, players: int, width: int, height: int) -> None:
    for state, log in decisions(game_id, players):
        names = [state.seat_name(q) for q in range(players)]
        con = console(width, height)
        read = Screens(con, [])
        assert ask(con, state, 0, names, log, read) is None  # the screen, then quit at the prompt
        (screen,) = read.screens
        assert len(screen) <= height, "\n".join(screen)
        assert all(len(line) <= width for line in screen)
        text = "\n".join(screen)
        for q in range(players):  # every player's line: name, turn mark
            assert any(line.lstrip("▶ ").startswith(names[q]) for line in screen), (names[q], text)
        assert "(you)" in text and text.count("(you)") == 1
        assert state.prompt_for(0, names).split(":")[0][:30] in text.replace("\n", " ")
        assert screen[-1].startswith("[bold]Your choice")
        legal = state.legal_actions(0)
        assert "1 " in text and str(legal[0]) in text  # the menu's first choice, at least


def test_a_long_menu_pages_and_filters_one_line_a_choice() -> None:
    """Aqua Mirabilis' first decision has 14 choices: at 80×14 they take pages (n, p), each
    choice one line; /word keeps the matching ones; the numbers stay the whole menu's."""
    state = salon.load_game("aqua-mirabilis").new_game(players=4, seed=3)
    names = [state.seat_name(q) for q in range(4)]
    legal = state.legal_actions(0)
    assert len(legal) > 10
    con = console(80, 16)
    read = Screens(con, ["n", "p", "p", "/court", "/", "q"])
    assert ask(con, state, 0, names, [], read) is None
    first, second, back, no_page, court, again = read.screens
    for screen in read.screens:
        assert len(screen) <= 16
    assert any("page 1 of" in line for line in first) and any("page 2 of" in line for line in second)
    assert first == back
    assert any("no previous page" in line for line in no_page)
    shown = [line for line in court if re.match(r"^ ?\d{1,2} [A-Z]", line) and "action point" in line]
    assert shown and all("Court" in line or "court" in line for line in shown)
    numbers = [int(line.split()[0]) for line in shown]
    assert numbers == [i + 1 for i, a in enumerate(legal) if "court" in str(a)][:len(numbers)]
    assert again == first


def test_bad_input_is_answered_on_the_status_line_and_the_screen_does_not_grow() -> None:
    state = salon.load_game("roxane").new_game(players=4, seed=3)
    names = [state.seat_name(q) for q in range(4)]
    con = console(80, 24)
    read = Screens(con, ["99", "fly away", "a 9", "q"])
    ask(con, state, 0, names, [], read)
    assert all(len(s) <= 24 for s in read.screens)
    assert any("99 is not a choice" in line for line in read.screens[1])
    assert any("a N shows a player's area" in line for line in read.screens[3])


def _shown_after(key: str, game_id: str = "roxane", players: int = 3) -> tuple[list[list[str]], State]:
    state = decisions(game_id, players, count=3)[-1][0]
    names = [state.seat_name(q) for q in range(players)]
    con = console(80, 24)
    read = Screens(con, [key, "", "q"])
    ask(con, state, 0, names, ["An earlier move."], read)
    return read.screens, state


@pytest.mark.parametrize("key", ["t", "a 2", "l", "?", "i 1"])
def test_details_on_demand_are_shown_a_screen_at_a_time(key: str) -> None:
    screens, _ = _shown_after(key)
    assert len(screens) >= 3
    assert all(len(s) <= 24 for s in screens)
    detail = "\n".join(screens[1])
    title = {"t": "The whole table", "a 2": "the whole area", "l": "The whole log", "?": "What you can type",
             "i 1": "Choice 1"}[key]
    assert title in detail


def test_a_roxane_card_is_glossed_on_demand() -> None:
    """Roxane's German card texts: the hand says so, `i N` gives the card's English gloss from
    the game's words."""
    w = salon.load_game("roxane").words()
    for state, log in decisions("roxane", 2, count=12):
        legal = [str(a) for a in state.legal_actions(0)]
        cards = [i for i, a in enumerate(legal) if any(t.startswith("T") and t[1:].isdigit() for t in a.split())]
        if not cards:
            continue
        names = [state.seat_name(q) for q in range(2)]
        con = console(120, 40)
        read = Screens(con, [f"i {cards[0] + 1}", "", "q"])
        ask(con, state, 0, names, log, read)
        assert "German verse" in "\n".join(read.screens[0])
        cid = next(t for t in legal[cards[0]].split() if t.startswith("T"))
        assert w.entry("card", cid)["gloss"] in " ".join("\n".join(read.screens[1]).split())
        return
    pytest.fail("no decision with a card among the first 12")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_parts_render_with_and_without_a_seat(game_id: str) -> None:
    """The spectator's view (no seat) and the end of a game give parts too."""
    game = salon.load_game(game_id)
    state = game.new_game(players=game.min_players, seed=1)
    bot = make_bot("random", seed=1)
    views: list[Callable[[], dict]] = [lambda: state.view(None)]  # type: ignore[type-arg]
    while not state.is_over():
        p = state.current_players()[0]
        state.apply(p, bot.choose(state, p))
    views.append(lambda: state.view(0))
    for view in views:
        parts = parts_for(game_id)(view(), None)
        con = console(80, 24)
        con.print(compose(con, parts, prompt="", menu=None))
        assert len(con.export_text().splitlines()) <= 23


def test_menu_counts() -> None:
    menu = Menu(labels=[f"choice {i}" for i in range(10)], notations=[f"c{i}" for i in range(10)])
    table, footer = menu.table(4)
    assert menu.pages() == 3 and footer is not None
    assert menu.turn(1) and menu.turn(1) and not menu.turn(1)
    menu.word = "choice 1"
    assert menu.shown() == [1]
