"""Undo within a turn: which action a seat may take back, and the state without it.

An undo is not a legal action: `legal_actions`, bots, perft counts and RL action spaces never
see it. It is an entry of the history (`[seat, "undo"]` in a record), so a record with undos
replays exactly and `state_id` only grows. The state after an undo is rebuilt by replaying the
actions still in effect from the seed: exact, and cheap for people (a few milliseconds).

A game opts in through one hook, `State._reversible(p, action, before)`, called on the state
just after `action` with the state `before` it; the default says no, so a game that says
nothing offers no undo. `quiet_step` is a helper for the common reading: the actor still
decides alone and nothing hidden moved.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from . import serial
from .errors import UndoRefused

if TYPE_CHECKING:
    from .game import Action, State

#: the record entry of an undo; no game may use it as notation
UNDO = "undo"


def is_undo(action: Any) -> bool:
    """Whether a history or record entry is the undo marker."""
    return isinstance(action, str) and action == UNDO


def effective(state: State) -> list[tuple[int, int, Any]]:
    """(index in history, seat, action) of every action still in effect, oldest first."""
    out: list[tuple[int, int, Any]] = []
    for i, (p, a) in enumerate(state.history()):
        if is_undo(a):
            if out:
                out.pop()
        else:
            out.append((i, p, a))
    return out


def newest_first(state: State) -> Iterator[tuple[int, Action | str]]:
    """The entries of `state.history()` from the newest back, without building the list."""
    node = state._hist
    while node is not None:
        node, p, a = node
        yield p, a


def _length(node: Any) -> int:
    """The number of entries of a history (its linked nodes: (previous, seat, action))."""
    n = 0
    while node is not None:
        node = node[0]
        n += 1
    return n


def rebuild(state: State, actions: list[tuple[int, int, Any]]) -> State:
    """A fresh game of `state`'s seed and options with `actions` applied (each checked)."""
    fresh = state.game.new_game(state.players, seed=state.seed, **state.options)
    for _, p, a in actions:
        fresh.apply(p, a)
    return fresh


def target(state: State, p: int, before: State | None = None) -> tuple[int, Action, State]:
    """The action `undo(p)` would take back: (its index in history, the action, the state
    before it). Raises UndoRefused, saying why, when there is none.

    `before` may be the state `state` was made from by applying its last history entry (a
    caller that cloned and applied keeps it): it is used instead of replaying from the seed
    only if that entry is the one to take back and its history is provably `state`'s but the
    last entry (the same history node), so the answer is the same, without the replay."""
    if state.seed is None:
        raise UndoRefused("nothing to undo: this state carries no record")
    if state.is_over():
        raise UndoRefused("the game is over; nothing can be taken back")
    hist = state._hist
    if (hist is not None and not is_undo(hist[2]) and hist[1] == p
            and before is not None and before._hist is hist[0]):
        # the common case, without walking the history: the last entry is p's action (so it is
        # the last in effect) and `before` is the state without it
        i, action = _length(hist) - 1, hist[2]
    else:
        eff = effective(state)
        if not eff:
            raise UndoRefused("nothing to undo: no action has been played")
        i, q, action = eff[-1]
        if q != p:
            if any(x[1] == p for x in eff):
                raise UndoRefused(f"seat {q} has decided since your last action; it cannot be taken back")
            raise UndoRefused(f"nothing to undo: the last action is seat {q}'s, not yours")
        before = rebuild(state, eff[:-1])
    if isinstance(action, str):  # a state loaded from JSON keeps notation: parse it as before
        action = before.game.parse_action(before, p, action)
    if not state._reversible(p, action, before):
        raise UndoRefused(f"{str(action)!r} cannot be taken back: it revealed something, drew on "
                          "chance or handed the decision to another seat")
    return i, action, before


def take_back(state: State, p: int) -> None:
    """Undo seat p's last action in place (see `target`), keeping the undo in the history."""
    _, _, before = target(state, p)
    hist = state._hist
    vars(state).clear()  # the game's own caches go too: the rebuilt state has its own
    vars(state).update(vars(before))
    state._hist = (hist, p, UNDO)
    state._lc = None
    state._lc_p = -1


def quiet_step(before: State, after: State, p: int, hidden: tuple[str, ...]) -> bool:
    """The common reading of a reversible step: seat p decided alone before and still does
    after (no other seat decides), and none of the `hidden` attributes changed (the RNG, the
    face-down piles, what each seat has seen): nothing was drawn, shuffled or revealed."""
    if before.current_players() != (p,) or after.current_players() != (p,):
        return False
    return all(serial.encode(getattr(before, f)) == serial.encode(getattr(after, f)) for f in hidden)
