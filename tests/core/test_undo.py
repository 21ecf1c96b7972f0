"""Undo within a turn: the protocol calls (can_undo, undo), records with undos, JSON.

A toy game (registered only for these tests): on your turn you may mark cells (reversible),
peek at your hidden card (a reveal), roll a die (chance), or pass (the other seat decides).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from salon.core import (
    Action,
    Game,
    InvalidNotation,
    InvalidRecord,
    Outcome,
    State,
    UndoRefused,
    registry,
    replay,
    replay_states,
)
from salon.core.rng import Rng
from salon.core.undo import quiet_step, target


@dataclass(frozen=True, slots=True)
class Move(Action):
    text: str

    def __str__(self) -> str:
        return self.text


class UndoToy(Game):
    id = "toy-undo"
    version = "1"
    title = "Undo toy"
    min_players = 2
    max_players = 2

    def parse_notation(self, text: str) -> Action:
        if text in ("peek", "roll", "pass") or text.startswith("mark "):
            return Move(text)
        raise InvalidNotation(f"{text!r} is not toy notation")


GAME = UndoToy()


class UndoToyState(State):
    game = GAME
    FIELDS = ("rng", "turn", "marks", "card", "seen", "rolls", "passes")

    def _setup(self, rng: Rng) -> None:
        self.rng = rng
        self.turn = 0
        self.marks: list[int] = []
        self.card = [rng.below(10), rng.below(10)]
        self.seen = [False, False]
        self.rolls: list[int] = []
        self.passes = 0

    def clone(self) -> UndoToyState:
        s = UndoToyState.__new__(UndoToyState)
        self._copy_base(s)
        s.rng = self.rng.clone()
        s.turn, s.marks, s.card = self.turn, self.marks[:], self.card[:]
        s.seen, s.rolls, s.passes = self.seen[:], self.rolls[:], self.passes
        return s

    def _current(self) -> tuple[int, ...]:
        return () if self.passes >= 4 else (self.turn,)

    def _legal(self, p: int) -> list[Action]:
        return [Move(f"mark {c}") for c in range(3) if c not in self.marks] + [
            Move("peek"), Move("roll"), Move("pass")]

    def _apply(self, p: int, action: Action) -> None:
        text = str(action)
        if text.startswith("mark "):
            self.marks = self.marks + [int(text[5:])]
        elif text == "peek":
            self.seen[p] = True
        elif text == "roll":
            self.rolls.append(self.rng.below(6))
        else:
            self.turn, self.passes, self.marks = 1 - p, self.passes + 1, []

    def _reversible(self, p: int, action: Action, before: State) -> bool:
        return quiet_step(before, self, p, ("rng", "seen"))

    def _outcome(self) -> Outcome | None:
        return Outcome([0.0, 0.0], [])

    def _view(self, p: int | None) -> dict[str, Any]:
        return {"turn": self.turn, "marks": self.marks, "rolls": self.rolls,
                "card": self.card[p] if p is not None and self.seen[p] else None}

    def _determinize(self, p: int, rng: Rng) -> State:
        return self.clone()

    def component_counts(self) -> dict[str, int]:
        return {}


UndoToy.state_class = UndoToyState


@pytest.fixture(autouse=True)
def _registered() -> Iterator[None]:
    registry.register(GAME)
    yield
    registry._GAMES.pop(GAME.id, None)


def _play(*moves: tuple[int, str]) -> State:
    s = GAME.new_game(2, seed=7)
    for p, a in moves:
        s.apply(p, a)
    return s


def test_a_game_that_says_nothing_offers_no_undo() -> None:
    from tests.bots.toy import GAME as SILENT

    s = SILENT.new_game(2, seed=1)
    s.apply(0, "pick 1")
    assert not s.can_undo(0) and not s.can_undo(1)
    with pytest.raises(UndoRefused, match="cannot be taken back"):
        s.undo(0)


def test_undo_takes_back_one_action_at_a_time() -> None:
    s = _play((0, "mark 0"), (0, "mark 2"))
    views = [_play().view(0), _play((0, "mark 0")).view(0)]
    assert s.can_undo(0) and not s.can_undo(1)
    assert s.undo_target(0) == 1
    s.undo(0)
    assert s.view(0) == views[1] and s.legal_actions(0) == _play((0, "mark 0")).legal_actions(0)
    s.undo(0)
    assert s.view(0) == views[0] and s.view(1) == _play().view(1)
    with pytest.raises(UndoRefused, match="nothing to undo"):
        s.undo(0)
    assert [str(a) for _, a in s.history()] == ["mark 0", "mark 2", "undo", "undo"]
    s.apply(0, "mark 1")  # play goes on from the state taken back to
    assert s.view(0)["marks"] == [1]


@pytest.mark.parametrize(("move", "why"), [("peek", "revealed something"), ("roll", "chance"),
                                           ("pass", "handed the decision")])
def test_refused_after_a_reveal_chance_or_hand_over(move: str, why: str) -> None:
    s = _play((0, "mark 0"), (0, move))
    assert not s.can_undo(0)
    before = s.to_json()
    with pytest.raises(UndoRefused, match=why):
        s.undo(0)
    assert s.to_json() == before  # a refused undo changes nothing


def test_refused_for_another_seats_action_or_decision() -> None:
    s = _play((0, "mark 0"), (0, "pass"), (1, "mark 1"))
    assert s.can_undo(1) and not s.can_undo(0)
    with pytest.raises(UndoRefused, match="'pass' cannot be taken back: it handed the decision on"):
        s.undo(0)
    fresh = _play()
    with pytest.raises(UndoRefused, match="nothing to undo: you have no action in effect"):
        fresh.undo(0)
    # the same words whether or not another seat has acted: they tell nothing of the others
    with pytest.raises(UndoRefused, match="nothing to undo: you have no action in effect"):
        _play((0, "mark 0")).undo(1)


def test_record_with_undos_replays_exactly_and_json_keeps_them() -> None:
    s = _play((0, "mark 0"), (0, "mark 1"))
    s.undo(0)
    s.apply(0, "roll")
    s.apply(0, "pass")
    s.apply(1, "mark 2")
    s.undo(1)
    rec = s.record()
    assert rec["actions"][2] == [0, "undo"] and rec["actions"][-1] == [1, "undo"]
    again = replay(rec)
    assert again.to_json() == s.to_json()
    assert len(replay_states(rec)) == len(rec["actions"]) + 1
    loaded = State.from_json(s.to_json())
    assert loaded.record() == rec and loaded.view(0) == s.view(0)
    loaded.apply(1, "mark 0")
    assert loaded.can_undo(1)  # notation loaded from JSON is parsed again to judge it
    loaded.undo(1)
    assert loaded.view(1) == s.view(1)


def test_a_record_with_an_undo_that_cannot_be_made_is_refused() -> None:
    rec = _play((0, "roll")).record()
    rec["actions"].append([0, "undo"])
    with pytest.raises(InvalidRecord, match="record action 1"):
        replay(rec)


def test_legal_actions_never_offer_undo() -> None:
    s = _play((0, "mark 0"))
    assert "undo" not in [str(a) for a in s.legal_actions(0)]
    with pytest.raises(InvalidNotation):
        s.apply(0, "undo")


@pytest.mark.parametrize("game_id,players", [("roxane", 3), ("aqua-mirabilis", 3), ("romeo-juliette", 2),
                                             ("rose-ceremony", 3)])
def test_can_undo_with_the_kept_state_before_answers_as_the_replay(game_id: str, players: int) -> None:
    import random

    from salon.core import load_game

    rng = random.Random(5)
    st = load_game(game_id).new_game(players, seed=3)
    kept = older = None  # the state st was made from (a server keeps it after clone + apply)
    undoable = 0
    for _ in range(120):
        if st.is_over():
            break
        for q in range(players):
            # the kept state, a stale one (two steps back) and none answer alike
            try:  # the reference: the replay from the seed, every check in order
                target(st, q)
                ref = True
            except UndoRefused:
                ref = False
            assert st.can_undo(q, kept) == st.can_undo(q) == st.can_undo(q, older) == ref, (q, st.history()[-3:])
            undoable += st.can_undo(q, kept)
        p = st.current_players()[0]
        if st.can_undo(p) and rng.random() < 0.3:
            stale, st = st, st.clone()
            st.undo(p)
            assert all(st.can_undo(q, stale) == st.can_undo(q) for q in range(players))
            kept = None
            continue
        older, kept, st = kept, st, st.clone()
        st.apply(p, rng.choice(st.legal_actions(p)))
    assert undoable or game_id == "rose-ceremony"
