"""Undo within a turn: which action a seat may take back, and the state without it.

An undo is not a legal action: `legal_actions`, bots, perft counts and RL action spaces never
see it. It is an entry of the history (`[seat, "undo"]` in a record), so a record with undos
replays exactly and `state_id` only grows. `[p, "undo"]` removes p's last action still in
effect, even when actions of other seats that p could not see came after it; the state after
an undo is rebuilt by replaying the actions still in effect from the seed: exact, and cheap
for people (a few milliseconds).

The rule, about information, is kept here for every game. Seat p may take back its last action
still in effect only if

1. the action was reversible when p took it: no other seat learned anything from it and p
   learned nothing new (nothing revealed, nothing drawn on chance) and p still decides after
   it. A game says so through one hook, `State._reversible(p, action, before)`, called on the
   state just after `action` with the state `before` it; the default says no, so a game that
   says nothing offers no undo. `quiet_step` is a helper for the common reading;
2. no other seat has since done anything p can see (`shows`: p's view, p's legal actions, p's
   prompt, the seats to decide, or a sentence of the log told to p). A partner's secret move
   leaves p's right to undo as it was, so `can_undo(p)` and every refusal's words depend only
   on what p may know: p's view and p's own actions.

Records made before this rule (where an undo always took back the last action in effect,
which was the undoer's) replay exactly as before: their undo's seat is that action's seat.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from . import serial
from .errors import SalonError, UndoRefused

if TYPE_CHECKING:
    from .game import Action, State

#: the record entry of an undo; no game may use it as notation
UNDO = "undo"


def is_undo(action: Any) -> bool:
    """Whether a history or record entry is the undo marker."""
    return isinstance(action, str) and action == UNDO


def effective(state: State) -> list[tuple[int, int, Any]]:
    """(index in history, seat, action) of every action still in effect, oldest first: an undo
    by seat p removes p's last action still in effect."""
    out: list[tuple[int, int, Any]] = []
    for i, (p, a) in enumerate(state.history()):
        if is_undo(a):
            for k in range(len(out) - 1, -1, -1):
                if out[k][1] == p:
                    del out[k]
                    break
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


#: the names `shows` narrates with: only whether a viewer is told anything counts
_NAMES = tuple(f"seat {q}" for q in range(64))


def shows(viewer: int | None, before: State, after: State, actor: int, action: Action | None,
          told: Sequence[str] | None = None) -> bool:
    """Whether `actor` taking `action` (from `before` to `after`) shows `viewer` anything: the
    seats to decide, the viewer's view, legal actions or prompt changed, or the log tells the
    viewer a sentence of it (`told`, when the caller has the viewer's sentences; else the game
    narrates `action`). What a server sends a seat is made of exactly these (and of public
    table facts), so a change that shows a seat nothing sends it nothing (docs/api.md)."""
    if before.current_players() != after.current_players():
        return True
    if before.view(viewer) != after.view(viewer) or before.prompt(viewer) != after.prompt(viewer):
        return True
    if viewer is not None and ([str(a) for a in before.legal_actions(viewer)]
                               != [str(a) for a in after.legal_actions(viewer)]):
        return True
    if told is not None:
        return bool(told)
    assert action is not None
    return bool(after.narrate(before, actor, action, viewer, _NAMES[:after.players]))


def rebuild(state: State, actions: list[tuple[int, int, Any]]) -> State:
    """A fresh game of `state`'s seed and options with `actions` applied (each checked)."""
    fresh = state.game.new_game(state.players, seed=state.seed, **state.options)
    for _, p, a in actions:
        fresh.apply(p, a)
    return fresh


def _parsed(state: State, p: int, action: Any) -> Action:
    """A history entry as an action (a state loaded from JSON keeps notation: parse it)."""
    return state.game.parse_action(state, p, action) if isinstance(action, str) else action  # type: ignore[no-any-return]


def target(state: State, p: int, before: State | None = None) -> tuple[int, Action, State]:
    """The action `undo(p)` would take back: (its index in history, the action, the state
    without it). Raises UndoRefused, saying why, when there is none; the words depend only on
    what p may know.

    `before` may be the state `state` was made from by applying its last history entry (a
    caller that cloned and applied keeps it): it is used instead of replaying from the seed
    only if its history is provably `state`'s but the last entry (the same history node), so
    the answer is the same, without the replay."""
    if state.seed is None:
        raise UndoRefused.worded("undo-no-record")
    if state.is_over():
        raise UndoRefused.worded("undo-game-over")
    hist = state._hist
    # `before` is kept only if it is the state without the last entry, itself an action
    kept = (before is not None and hist is not None and before._hist is hist[0]
            and not is_undo(hist[2]))
    if kept and hist is not None and before is not None and hist[1] == p:
        # the common case, without walking the history: the last entry is p's action (so it is
        # p's last in effect) and `before` is the state without it
        action = _parsed(before, p, hist[2])
        i = _length(hist) - 1
        _check_own(state, p, action, before)
        return i, action, before
    eff = effective(state)
    j = next((k for k in range(len(eff) - 1, -1, -1) if eff[k][1] == p), None)
    if j is None:
        raise UndoRefused.worded("undo-nothing-of-yours")
    i, _, raw = eff[j]
    if p not in state.current_players():
        _refuse_handed_on(raw)
    if kept and hist is not None and before is not None:
        # another seat's action last: if p saw it, p's right to undo ended, without a replay
        q = hist[1]
        if shows(p, before, state, q, _parsed(before, q, hist[2])):
            _refuse_seen(q)
    start = rebuild(state, eff[:j])
    action = _parsed(start, p, raw)
    after = start.clone()
    after.apply(p, action)
    later = eff[j + 1:]
    _check_own(state, p, action, start, after)
    if not later:
        return i, action, start
    x = after
    for _, q, b in later:  # each later action is another seat's; p must have seen none of them
        y = x.clone()
        b = _parsed(y, q, b)
        y.apply(q, b)
        if shows(p, x, y, q, b):
            _refuse_seen(q)
        x = y
    try:
        without = start
        for _, q, b in later:
            without.apply(q, b)
    except SalonError:  # not in the four games: an unseen action never rests on one of p's
        raise UndoRefused.worded("undo-not-now", action=str(action)) from None
    return i, action, without


def _refuse_handed_on(action: Any) -> None:
    raise UndoRefused.worded("undo-handed-on", action=str(action))


def _check_own(state: State, p: int, action: Action, before: State, after: State | None = None) -> None:
    """Refuse unless p's own `action` was reversible when taken and p still decides now."""
    if p not in state.current_players():
        _refuse_handed_on(action)
    if not (state if after is None else after)._reversible(p, action, before):
        raise UndoRefused.worded("undo-not-reversible", action=str(action))


def _refuse_seen(q: int) -> None:
    raise UndoRefused.worded("undo-seen", seat=q)


def take_back(state: State, p: int) -> None:
    """Undo seat p's last action still in effect in place (see `target`), keeping the undo in
    the history."""
    _, _, without = target(state, p)
    hist = state._hist
    vars(state).clear()  # the game's own caches go too: the rebuilt state has its own
    vars(state).update(vars(without))
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
