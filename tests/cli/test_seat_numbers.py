"""Seat numbers people count: the screen says which number to type for which player."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

import salon
from salon.cli.main import app
from salon.cli.seats import names_a_seat, notation_seat_hint, seat_label
from salon.core.game import State

runner = CliRunner()
README = Path(__file__).resolve().parents[2] / "README.md"


def _names(state: State) -> list[str]:
    return [state.seat_name(q) for q in range(state.players)]


def _until(gid: str, n: int, seed: int, want) -> tuple[State, int]:  # type: ignore[no-untyped-def]
    state = salon.load_game(gid).new_game(n, seed=seed)
    rand = random.Random(seed)
    while not state.is_over():
        p = state.current_players()[0]
        if want(state, p):
            return state, p
        state.apply(p, rand.choice(state.legal_actions(p)))
    raise AssertionError(f"{gid}: no such decision in seed {seed}")


def test_the_hint_names_the_number_of_every_other_seat_at_a_rose_offer() -> None:
    state = salon.load_game("rose-ceremony").new_game(4, seed=1)
    p = state.current_players()[0]
    legal = state.legal_actions(p)
    names = _names(state)
    hint = notation_seat_hint(state, p, legal, names)
    others = [q for q in range(4) if q != p]
    assert hint == (f"Seats in the notation count from 0 (you are {p}): "
                    + ", ".join(f"{q} is {names[q]}" for q in others[:-1])
                    + f" and {others[-1]} is {names[others[-1]]}")
    for action in legal:  # typing the number the hint gives reaches the player the label names
        (to,) = [q for q in others if names_a_seat(str(action), q)]
        assert names[to] in state.label_for(action, p, names)
        assert f"{to} is {names[to]}" in hint
        assert salon.load_game("rose-ceremony").parse_action(state, p, str(action)) == action


def test_no_hint_where_nothing_typed_names_a_seat() -> None:
    state, p = _until("rose-ceremony", 3, 2, lambda s, p: str(s.legal_actions(p)[0]) == "accept")
    assert notation_seat_hint(state, p, state.legal_actions(p), _names(state)) is None
    aqua = salon.load_game("aqua-mirabilis").new_game(2, seed=1)
    q = aqua.current_players()[0]
    assert notation_seat_hint(aqua, q, aqua.legal_actions(q), _names(aqua)) is None


def test_roxane_duels_get_the_hint_too() -> None:
    state, p = _until("roxane", 3, 1, lambda s, p: any("@" in str(a) for a in s.legal_actions(p)))
    hint = notation_seat_hint(state, p, state.legal_actions(p), _names(state))
    assert hint is not None and hint.startswith(f"Seats in the notation count from 0 (you are {p})")
    for q in range(3):
        if q != p:
            assert f"{q} is {state.seat_name(q)}" in hint


def test_a_seat_number_beyond_the_table_says_how_seats_count() -> None:
    state = salon.load_game("rose-ceremony").new_game(4, seed=1)
    p = state.current_players()[0]
    with pytest.raises(salon.IllegalAction, match=r"no seat 4 at this table: in the notation seats "
                                                  r"count from 0, so they are 0 to 3 \(Player 1 is seat 0\)"):
        state.apply(p, "offer 4 3/2")


def test_play_shows_the_seat_numbers_and_the_hint() -> None:
    result = runner.invoke(app, ["play", "rose-ceremony", "--players", "4", "--seed", "1"],
                           input="1\n" * 12 + "q\n")
    assert result.exit_code == 0, result.output
    out = re.sub(r"[│╭╮╰╯─]", " ", result.output)
    assert "At this table: Player 1 (seat 0, you), Player 2 (seat 1, bot: heuristic)" in out
    flat = " ".join(out.split())
    assert "Seats in the notation count from 0 (you are 0): 1 is Player 2, 2 is Player 3 and 3 is Player 4" in flat


def test_replay_seat_is_the_seat_the_screen_names(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    assert runner.invoke(app, ["play", "rose-ceremony", "--seat", "none", "--seed", "3",
                               "--save", str(save)]).exit_code == 0
    result = runner.invoke(app, ["replay", str(save), "--all", "--seat", "1"])
    assert result.exit_code == 0, result.output
    assert "seen by Player 2 (seat 1)" in result.output
    assert "Player 2 (you)" in result.output and "Player 1 (you)" not in result.output
    assert seat_label(1, ["Player 1", "Player 2"]) == "Player 2 (seat 1)"
    assert json.loads(save.read_text())["players"] == 3


def test_readme_examples_read_correctly() -> None:
    text = README.read_text()
    assert '"offer 2 3/0"' in text and "offer 2 3/1" not in text
    state = salon.load_game("rose-ceremony").new_game(players=4, seed=7)
    seat = state.current_players()[0]
    action = salon.load_game("rose-ceremony").parse_action(state, seat, "offer 2 3/0")
    assert "Player 3" in state.label_for(action, seat, _names(state))  # as the comment says
    state.apply(seat, "offer 2 3/0")
    assert "`offer 1 3/1` offers a 3/1 card to seat 1, who is Player 2" in " ".join(text.split())
