"""A finished game's record, replayed and cut into the decisions the analysis judges.

A record is refused, before anything is computed, with an `AnalysisRefused` naming the step:

- of a version this salon cannot replay (`Game.options_for_version`, docs/rulings/README.md):
  an older version listed in `legacy_versions` replays under its readings and is analysed;
- tampered: an entry that is not [seat, notation], or an action not legal at its step;
- unfinished: the game is not over after the record's last action.

Each kept entry is a `DecisionPoint`. An action later taken back (an undo in the record) is not
judged: the seat's replacement, played from the same position, is. A forced action (one legal
action) is kept for the narration but not analysed. For a *simultaneous* decision (several
seats choose secretly at once: `current_players()` returns them all) each seat is judged from
the position before any of them chose, so no seat's figure depends on a partner's pending
secret choice (which the seat's determinizations would otherwise draw at random).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import load_game
from ..core.errors import InvalidRecord, SalonError
from ..core.game import Action, State
from ..core.undo import is_undo


class AnalysisRefused(InvalidRecord):
    """A record the analysis will not analyse (unfinished, tampered, unknown version)."""


@dataclass
class DecisionPoint:
    """One action of the record and the position it is judged from."""

    #: the entry's index in the record's actions (step N is entry N-1 + 1: steps count from 1)
    index: int
    seat: int
    action: Action
    #: the position the seat decided in (for a simultaneous decision: before any seat chose)
    judged: State
    #: the state just before this entry and just after it (for words)
    before: State
    after: State
    legal_count: int
    simultaneous: bool
    taken_back: bool = False

    @property
    def step(self) -> int:
        """The step as a person counts it: the entry's place in the record, from 1."""
        return self.index + 1

    @property
    def analysed(self) -> bool:
        return not self.taken_back and self.legal_count > 1


@dataclass
class Replayed:
    """A checked record: the game, its names, its final state and its decision points."""

    record: dict[str, Any]
    final: State
    names: list[str]
    points: list[DecisionPoint]


def _names(record: dict[str, Any], state: State) -> list[str]:
    given = record.get("names")
    if (isinstance(given, list) and len(given) == state.players
            and all(isinstance(n, str) and n.strip() for n in given)):
        return [n.strip()[:40] for n in given]
    return [state.seat_name(p) for p in range(state.players)]


def replay_for_analysis(record: Any) -> Replayed:
    """Replay `record` checking every step; AnalysisRefused naming the step if it is refused
    (an unfinished game too)."""
    return replay_checked(record, finished=True)


def replay_checked(record: Any, finished: bool = True, upto: int | None = None) -> Replayed:
    """Replay `record`'s first `upto` entries (all by default) checking every step, as
    `replay_for_analysis` does; with `finished` False the game may still be going on (the
    record of a game being played: its decisions so far). A decision's point depends only on
    the entries up to its own, so it is the same in a prefix as in the finished record, but
    for `taken_back` (an undo may come later)."""
    if not isinstance(record, dict):
        raise AnalysisRefused.worded("record-not-an-object")
    missing = [k for k in ("game", "players", "seed", "actions") if k not in record]
    if missing:
        raise AnalysisRefused.worded("record-lacks", keys=", ".join(missing))
    try:
        game = load_game(record["game"])
        options = record.get("options") or {}
        if not isinstance(options, dict):
            raise AnalysisRefused.worded("record-options-not-an-object")
        if "version" not in record:  # never replayed silently under today's rules
            raise AnalysisRefused.worded("record-lacks-version", game=game.id, version=game.version)
        options = game.options_for_version(record["version"], options)
        state = game.new_game(record["players"], seed=record["seed"], **options)
    except AnalysisRefused:
        raise
    except SalonError as exc:
        raise AnalysisRefused.worded("record-cannot-replay", reason=str(exc)) from None
    actions = record["actions"]
    if not isinstance(actions, list):
        raise AnalysisRefused.worded("record-actions-not-a-list")
    if upto is not None:
        actions = actions[:max(0, upto)]
    names = _names(record, state)
    points: list[DecisionPoint] = []
    befores: list[State] = []
    currents: list[tuple[int, ...]] = []
    entry_point: dict[int, DecisionPoint] = {}
    for i, entry in enumerate(actions):
        if not (isinstance(entry, (list, tuple)) and len(entry) == 2 and isinstance(entry[1], str)
                and isinstance(entry[0], int) and not isinstance(entry[0], bool)):
            raise AnalysisRefused.worded("record-step-not-a-pair", step=i + 1, entry=repr(entry))
        seat, text = int(entry[0]), entry[1]
        before = state.clone()
        befores.append(before)
        currents.append(state.current_players())
        try:
            if is_undo(text):
                target = state.undo_target(seat)
                state.undo(seat)
                if target in entry_point:
                    entry_point[target].taken_back = True
                continue
            action = game.parse_action(state, seat, text) if seat in state.current_players() else None
            if action is None:
                state.apply(seat, text)  # raises the game's own "not your turn" / "game over"
                raise AnalysisRefused.worded("record-step-no-decision", step=i + 1, seat=seat)
            legal_count = len(state.legal_actions(seat))
            state.apply(seat, action)
        except AnalysisRefused:
            raise
        except SalonError as exc:
            raise AnalysisRefused.worded("record-step-illegal", step=i + 1, seat=seat, text=repr(text), reason=str(exc)) from None
        judged, simultaneous = _judged_position(i, seat, action, actions, befores, currents)
        if judged is not before:
            legal_count = len(judged.legal_actions(seat))
        point = DecisionPoint(i, seat, action, judged, before, state.clone(), legal_count, simultaneous)
        points.append(point)
        entry_point[i] = point
    if finished and not state.is_over():
        waiting = ", ".join(names[p] for p in state.current_players())
        raise AnalysisRefused.worded("record-unfinished", step=len(actions), waiting=waiting)
    return Replayed(record, state, names, points)


def _judged_position(i: int, seat: int, action: Action, actions: Sequence[Any], befores: list[State],
                     currents: list[tuple[int, ...]]) -> tuple[State, bool]:
    """The position entry i is judged from: for a simultaneous decision, the state before the
    first of the other seats' choices that the seat was already waiting alongside."""
    j = i
    while j > 0:
        prev_seat, prev_text = actions[j - 1]
        cur = currents[j - 1]
        if is_undo(prev_text) or int(prev_seat) == seat or len(cur) < 2 or seat not in cur:
            break
        j -= 1
    simultaneous = len(currents[i]) > 1 or j < i
    if j == i:
        return befores[i], simultaneous
    earlier = befores[j]
    if action not in earlier.legal_actions(seat):
        return befores[i], simultaneous  # not the same choice there: judge it where it was made
    return earlier, simultaneous
