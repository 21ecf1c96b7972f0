"""Walks seeded games and tries undo after every action (shared by the games' undo tests)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from salon.bots import make_bot
from salon.core import State, UndoRefused, load_game


@dataclass
class Step:
    before: State
    seat: int
    action: str
    after: State
    can_undo: bool


def walk(game_id: str, players: int, seed: int, bot: str = "random", **options: object) -> Iterator[Step]:
    """Every action of a seeded game played by `bot`, with whether its actor could take it back."""
    s = load_game(game_id).new_game(players, seed=seed, **options)
    chooser = make_bot(bot, seed=seed)
    while not s.is_over():
        p = s.current_players()[0]
        before = s.clone()
        action = str(chooser.choose(s, p))
        s.apply(p, action)
        yield Step(before, p, action, s.clone(), s.can_undo(p))


def check_taken_back(step: Step) -> None:
    """Undo the step's action: every seat's view, the legal actions and the JSON state are as
    before it (the history keeps the action and its undo)."""
    s = step.after.clone()
    s.undo(step.seat)
    for q in [*range(s.players), None]:
        assert s.view(q) == step.before.view(q), (step.action, q)
    for q in range(s.players):
        assert s.legal_actions(q) == step.before.legal_actions(q)
    assert [str(a) for _, a in s.history()[-2:]] == [step.action, "undo"]
    strip = State.from_json(s.to_json())
    assert strip.view(step.seat) == step.before.view(step.seat)


def check_refused(step: Step) -> None:
    """Undo is refused and changes nothing."""
    s = step.after.clone()
    text = s.to_json()
    try:
        s.undo(step.seat)
    except UndoRefused:
        assert s.to_json() == text
    else:
        raise AssertionError(f"{step.action!r} was taken back")


def take_back_each_kind(steps: list[Step]) -> set[str]:
    """Take back the first undoable step of each kind of action (its verb); the kinds done."""
    done: set[str] = set()
    for s in steps:
        kind = s.action.split()[0]
        if s.can_undo and kind not in done:
            done.add(kind)
            check_taken_back(s)
    return done
