"""Play one seeded game between bots, and batches of them.

Game i of a batch with seed S always uses `derive_seed(S, i)` for the table and
`derive_seed(S, i, seat)` for each bot, so results never depend on how the batch is split.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..bots import make_bot
from ..core import load_game
from ..core.errors import SalonError
from ..core.playout import play_out
from ..core.rng import derive_seed


class GameResult:
    """One finished game: its index in the batch, record, outcome, length and metrics.

    The record may be held as JSON text (as it crosses from a worker process) and is decoded
    only when asked for: a batch summary never needs it, and a JSONL file takes the text as is."""

    __slots__ = ("index", "seed", "bots", "_record", "_record_text", "scores", "winners", "details",
                 "decisions", "metrics")

    def __init__(self, index: int, seed: int, bots: list[str], record: dict[str, Any] | str,
                 scores: list[float], winners: list[int], details: dict[str, Any], decisions: int,
                 metrics: dict[str, Any] | None = None) -> None:
        self.index = index
        self.seed = seed
        self.bots = bots
        self._record: dict[str, Any] | None = None if isinstance(record, str) else record
        self._record_text: str | None = record if isinstance(record, str) else None
        self.scores = scores
        self.winners = winners
        self.details = details
        self.decisions = decisions
        #: trajectory metrics (lead changes, when the winner took the lead) and the game's own statistics
        self.metrics = metrics or {}

    @property
    def record(self) -> dict[str, Any]:
        if self._record is None:
            self._record = json.loads(self._record_text or "{}")
        return self._record

    def record_json(self) -> str:
        if self._record_text is None:
            self._record_text = json.dumps(self._record, sort_keys=True, ensure_ascii=False)
        return self._record_text

    def summary_dict(self) -> dict[str, Any]:
        """Everything but the record."""
        return {
            "index": self.index, "seed": self.seed, "bots": self.bots, "scores": self.scores,
            "winners": self.winners, "details": self.details, "decisions": self.decisions,
            "metrics": self.metrics,
        }

    def to_dict(self) -> dict[str, Any]:
        return {**self.summary_dict(), "record": self.record}

    def to_wire(self) -> dict[str, Any]:
        """A cheap form to send between processes: the record as JSON text."""
        return {**self.summary_dict(), "record": self.record_json()}

    def to_line(self) -> str:
        """One JSON line (keys sorted, the record last)."""
        head = json.dumps(self.summary_dict(), sort_keys=True, ensure_ascii=False)
        return head[:-1] + ', "record": ' + self.record_json() + "}"

    @staticmethod
    def from_dict(d: dict[str, Any]) -> GameResult:
        return GameResult(d["index"], d["seed"], d["bots"], d["record"], d["scores"], d["winners"],
                          d["details"], d["decisions"], d.get("metrics", {}))

    def __repr__(self) -> str:
        return f"<GameResult {self.index} seed={self.seed} winners={self.winners} scores={self.scores}>"


class LeadTracker:
    """Follows the leader of the game's public running score, decision by decision."""

    def __init__(self) -> None:
        self.leaders: frozenset[int] | None = None
        self.changes = 0
        #: decision index from which each seat has led without interruption
        self.since: dict[int, int] = {}
        self.tracked = False

    def observe(self, step: int, scores: list[float] | None) -> None:
        if scores is None:
            return
        self.tracked = True
        best = max(scores)
        if best <= 0 and self.leaders is None:
            return  # nobody leads before anyone scores
        leaders = frozenset(p for p, v in enumerate(scores) if v == best)
        if leaders != self.leaders:
            if self.leaders is not None and len(leaders) == 1 and leaders != self.leaders:
                self.changes += 1
            self.since = {p: self.since.get(p, step) if self.leaders and p in self.leaders else step
                          for p in leaders}
            self.leaders = leaders

    def metrics(self, winners: list[int], decisions: int) -> dict[str, Any]:
        """Lead changes and when the winner took the lead for good; {} if the game keeps no running score."""
        if not self.tracked:
            return {}
        out: dict[str, Any] = {"lead_changes": self.changes}
        if len(winners) == 1 and decisions and winners[0] in self.since:
            out["winner_lead_from"] = round(self.since[winners[0]] / decisions, 4)
        return out


def play_game(game_id: str, players: int, bots: Sequence[str], seed: int,
              options: dict[str, Any] | None = None, index: int = 0) -> GameResult:
    """Play one game to its end with one bot spec per seat."""
    game = load_game(game_id)
    if len(bots) != players:
        raise SalonError(f"{players} players need {players} bot specs, got {len(bots)}")
    state = game.new_game(players=players, seed=seed, **(options or {}))
    seats = [make_bot(spec, seed=derive_seed(seed, "bot", p)) for p, spec in enumerate(bots)]
    lead = LeadTracker()
    try:
        decisions = play_out(state, seats, game.max_decisions,
                             lambda st, n: lead.observe(n, st.progress_scores()))
    except SalonError as exc:
        raise SalonError(f"{game_id} seed {seed}: {exc}") from None
    out = state.outcome()
    assert out is not None
    metrics = lead.metrics(list(out.winners), decisions)
    metrics["stats"] = state.statistics()
    return GameResult(index, seed, list(bots), state.record(), list(out.scores), list(out.winners),
                      out.details, decisions, metrics)


def game_seed(seed: int, index: int) -> int:
    return derive_seed(seed, "game", index)


def run_batch(game_id: str, players: int, bots: Sequence[str], games: int, seed: int,
              options: dict[str, Any] | None = None,
              on_result: Callable[[GameResult], None] | None = None) -> Iterator[GameResult]:
    """Play games 0..games-1 in this process, yielding each result in order."""
    for i in range(games):
        result = play_game(game_id, players, bots, game_seed(seed, i), options, index=i)
        if on_result:
            on_result(result)
        yield result
