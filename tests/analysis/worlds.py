"""Alternative worlds for the blindness tests: other deals a seat could not tell from the real one.

An alternative world of seat p at step i of a record is a state reached by the record's own
actions from another deal, with view(p) equal to the real game's at *every* step on the way,
not only at step i: the hidden cards are dealt again (the game's `determinize` for p) at an
earlier step j, and the record's actions j, …, i-1 are then played in that world by the game's
rules, each step's view(p) compared with the real one. So every hidden field the game keeps,
whether `determinize` would resample it or not, is the rules' own product of that other deal
(a world whose p-view ever differs, or where an action is illegal, is dropped).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from salon.analysis import analyse_position
from salon.analysis.analyse import decision_seed
from salon.analysis.levels import Level
from salon.core import load_game
from salon.core.errors import SalonError
from salon.core.game import Action, State


@dataclass
class Worlds:
    """The real state at step i, seat p to decide, its action, and alternative worlds."""

    real: State
    seat: int
    action: Action
    worlds: list[State]
    #: how many steps before i the worlds were dealt again (1: the last step was replayed)
    back: int


def states_of(record: dict[str, Any], upto: int) -> list[State]:
    """The real states before each of the record's first `upto` + 1 entries."""
    game = load_game(record["game"])
    s = game.new_game(record["players"], seed=record["seed"], **(record.get("options") or {}))
    out = [s.clone()]
    for seat, text in record["actions"][:upto]:
        s.apply(seat, text)
        out.append(s.clone())
    return out


def alternative_worlds(record: dict[str, Any], i: int, tries: int = 30, want: int = 2,
                       backs: tuple[int, ...] = (12, 8, 6, 4, 3, 2, 1)) -> Worlds:
    """Alternative worlds of the seat deciding entry i, dealt again as many steps back as
    `backs` allows (the first that yields `want` worlds from `tries` deals)."""
    states = states_of(record, i)
    real = states[i]
    seat, text = record["actions"][i]
    action = load_game(record["game"]).parse_action(real, seat, text)
    assert action is not None
    for back in backs:
        j = i - back
        if j < 0:
            continue
        found = []
        for t in range(tries):
            w = states[j].determinize(seat, 7919 * (t + 1) + back)
            try:
                for k in range(j, i):
                    w.apply(*record["actions"][k])
                    if w.view(seat) != states[k + 1].view(seat):
                        raise SalonError("seat's view differs")
            except SalonError:
                continue
            found.append(w)
        if len(found) >= want:
            return Worlds(real, seat, action, found, back)
    return Worlds(real, seat, action, [], 0)


Analysis = Callable[[State, int, Action, Level], list[tuple[str, float, float]]]


def the_analysis(state: State, seat: int, action: Action, level: Level) -> list[tuple[str, float, float]]:
    """What `salon analyse` computes for this decision (analysis seed 0): each candidate's
    figure and standard error."""
    seed = decision_seed(0, SimpleNamespace(judged=state, seat=seat))  # type: ignore[arg-type]
    est = analyse_position(state, seat, action, level, seed)
    return [(str(c.action), c.value, c.se) for c in est.candidates]


def assert_blind(analysis: Analysis, w: Worlds, level: Level) -> None:
    """The seat's analysis is the same in the real game and in every alternative world."""
    here = analysis(w.real, w.seat, w.action, level)
    for k, world in enumerate(w.worlds):
        assert world.view(w.seat) == w.real.view(w.seat)
        there = analysis(world, w.seat, w.action, level)
        assert there == here, f"world {k}: the seat's analysis changed with what it cannot see"
