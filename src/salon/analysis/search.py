"""One decision's analysis: each candidate action's expected win share for the deciding seat,
from that seat's information only.

The value of an action `a` for seat `s` is the win share `s` can expect when it plays `a` now
and then **every seat, `s` included, continues with the game's heuristic bot** (the
*continuation policy*, named `heuristic` in every result; a game without a heuristic bot
continues with uniformly random play, named `random`). The win share is the bots' reward
(`salon.bots.ismcts.rewards`): 1/k for each of k winners, 0 for the others; in a cooperative
game every seat gets the team's result, so the figure is the pair's chance of completing the
chapter.

A game's search module may declare choices the seat cannot tell apart (`alike(state, seat, a,
b)`: their outcomes are identical from the seat's view, a face-down draw among unseen cards):
their figures differ only by the luck of the determinizations, and no mark is given between
them (`salon.analysis.marks`).

It is estimated by playouts from *determinizations of the seat's view*
(`state.determinize(seat, seed)`): the hidden cards are drawn again from what the seat could
know, never read from the game's true state, so the analysis says what the player could have
known. A game's search module may filter them (`plausible`: determinizations that agree with
what the partner signalled under the heuristic's convention, as the ismcts bot does; it is
consistent with the continuation policy, which assumes the partner follows that convention).

Simultaneous decisions (Roméo & Juliette's secret choices) are evaluated from the moment
before either seat chose (see `salon.analysis.record`); the partner's pending choice is made by
the continuation policy inside the playout, so no seat is judged on a choice it could not see.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..bots.ismcts import PLAUSIBLE_TRIES, rewards
from ..core.errors import SalonError
from ..core.game import Action, State
from ..core.rng import derive_seed
from .levels import Level
from .marks import in_doubt

Policy = Callable[[State, int], Action]


def continuation_name(state: State) -> str:
    """The name of the policy every seat plays after the decision: heuristic, or random."""
    return "heuristic" if getattr(state.game, "heuristic_module", None) else "random"


def _policy(state: State, seed: int) -> Policy | None:
    """A fresh seeded heuristic bot's `choose` (None: uniformly random play)."""
    module_name = getattr(state.game, "heuristic_module", None)
    if not module_name:
        return None
    bot = importlib.import_module(module_name).HeuristicBot(seed=seed)
    choose: Policy = bot.choose
    return choose


def _kit(state: State) -> Any:
    name = getattr(state.game, "search_module", None)
    return importlib.import_module(name) if name else None


def _cut(d: State, cutoff: int) -> tuple[Callable[[State], int], Callable[[State], Sequence[float]]] | None:
    """The game's round counter and fitted value for a playout cut off after `cutoff` rounds
    (None: no cut-off asked, or the game's search module lacks `search_round` or `search_value`,
    so the playout goes to the end)."""
    if not cutoff:
        return None
    kit = _kit(d)
    round_of = getattr(kit, "search_round", None)
    value = getattr(kit, "search_value", None)
    return (round_of, value) if round_of is not None and value is not None else None


def play_out(d: State, seed: int, players: int, cooperative: bool, slip: float = 0.0,
             cutoff: int = 0) -> list[float]:
    """Play the throwaway state d to the end with the continuation policy (seeded); the reward
    of every seat. With `slip` > 0, each decision is a uniformly random legal move with that
    chance instead of the policy's. With `cutoff` K > 0, the playout stops once K more rounds
    have begun (the game's `search_round`) and the game's fitted `search_value` judges the table
    there, each seat's chance clipped to [0, 1] (a game without both plays to the end; a playout
    whose game ends first gets the game's rewards). Stops at the game's `max_decisions` (a bug
    guard) and raises there."""
    policy = _policy(d, seed)
    rand = random.Random(seed).random
    cap = d.game.max_decisions
    cut = _cut(d, cutoff)
    stop = cut[0](d) + cutoff if cut is not None else 0
    steps = 0
    while True:
        current = d._current()
        if not current:
            break
        if cut is not None and cut[0](d) >= stop:
            return [max(0.0, min(1.0, float(v))) for v in cut[1](d)]
        for p in current:
            if len(current) > 1 and p not in d._current():
                continue
            if policy is not None and not (slip and rand() < slip):
                action = policy(d, p)
            else:
                acts = d._legal(p)
                action = acts[int(rand() * len(acts))]
            d._apply(p, action)
            d._lc = None
            steps += 1
        if steps > cap:
            raise SalonError(f"{d.game.id}: a playout passed {cap} decisions without ending")
    return rewards(d, players, cooperative)


class Determinizer:
    """The determinizations of seat's view, numbered: `draw(seed, i)` is always the same state
    for the same (seed, i), and depends only on what the seat sees."""

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.seat = seat
        kit = _kit(state)
        self.keep = getattr(kit, "plausible", None)
        self.view = state.view(seat) if self.keep is not None else None

    def draw(self, seed: int, i: int) -> State:
        """Determinization i of stream `seed` (one the game's `plausible` keeps, if it has one
        and any of PLAUSIBLE_TRIES draws fits; else the first draw)."""
        first: State | None = None
        for t in range(PLAUSIBLE_TRIES if self.keep is not None else 1):
            d = self.state.determinize(self.seat, derive_seed(seed, i, t))
            if self.keep is None or self.keep(d, self.seat, self.view):
                return d
            if first is None:
                first = d
        assert first is not None
        return first


def paired_rows(det: Determinizer, actions: Sequence[Action], samples: int, seed: int,
                slip: float = 0.0, cutoff: int = 0) -> list[list[float | None]]:
    """One independent search: `samples` determinizations of stream `seed`, each played out
    after every action with the same rollout seed (common random numbers). Row i holds each
    action's reward for the seat on determinization i (None where it is not legal there).
    `slip` and `cutoff`: the level's experiments (`play_out`)."""
    state, seat = det.state, det.seat
    players = state.players
    cooperative = bool(state.game.cooperative)
    rows: list[list[float | None]] = []
    for i in range(samples):
        d = det.draw(seed, i)
        own = d._legal(seat)
        luck = derive_seed(seed, "rollout", i)
        row: list[float | None] = []
        for a in actions:
            if a not in own:
                row.append(None)
                continue
            x = d.clone()
            x._apply(seat, a)
            x._lc = None
            row.append(play_out(x, luck, players, cooperative, slip, cutoff)[seat])
        rows.append(row)
    return rows


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs)


def _se(xs: Sequence[float]) -> float:
    """The standard error of the mean of xs (0 for fewer than two values)."""
    n = len(xs)
    if n < 2:
        return 0.0
    m = _mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)


def se_floor(value: float, n: int) -> float:
    """The least standard error a mean of n playouts can honestly claim: a reward in [0, 1]
    with mean p varies by at most p(1 − p), and at the edges p is shrunk towards 1/2 by half a
    playout (so 40 lost playouts out of 40 say 0% ± 1.7%, not ± 0)."""
    if n <= 0:
        return 0.5
    p = (value * n + 0.5) / (n + 1)
    return math.sqrt(p * (1 - p) / n)


@dataclass
class Estimate:
    """One action's estimated win share: mean over independent searches, standard error
    across them, and the playouts behind it."""

    action: Action
    value: float
    se: float
    iterations: int
    #: each search's own mean (kept to compare actions search by search)
    per_search: list[float | None] = field(default_factory=list)


@dataclass
class DecisionEstimates:
    """Everything measured at one decision."""

    played: Estimate
    best: Estimate
    candidates: list[Estimate]
    #: best minus played, its standard error over searches (paired: the same determinizations)
    loss: float
    loss_se: float
    heuristic_choice: Action | None
    legal_count: int
    screened: bool
    #: the move played is not the best, and the two cannot be told apart from the seat's view
    #: (`alike`)
    alike: bool = False
    #: the independent searches behind the figures: the level's, or more where the first left
    #: the mark in doubt (`Level.doubt`)
    searches: int = 0


def alike(state: State, seat: int, a: Action, b: Action) -> bool:
    """Whether actions a and b have outcomes the seat cannot tell apart from its view (a
    face-down draw among unseen cards): the game's search module says so with its own
    `alike(state, seat, a, b)`; a game without one has no such choices. An action is alike
    itself."""
    if a == b:
        return True
    declared = getattr(_kit(state), "alike", None)
    return bool(declared is not None and declared(state, seat, a, b))


def heuristic_choice(state: State, seat: int, seed: int) -> Action | None:
    """The heuristic bot's choice for seat, made on a determinization (from the seat's view)."""
    policy = _policy(state, derive_seed(seed, "heuristic"))
    if policy is None:
        return None
    d = state.determinize(seat, derive_seed(seed, "heuristic-view"))
    choice = policy(d, seat)
    return choice if choice in state.legal_actions(seat) else None


def paired_loss(best: Estimate, other: Estimate) -> tuple[float, float]:
    """How much win share `other` loses against `best`: the mean of their differences search
    by search (the same determinizations and luck in each), and its standard error across the
    searches."""
    diffs = [x - y for x, y in zip(best.per_search, other.per_search, strict=True) if x is not None and y is not None]
    return (_mean(diffs) if diffs else 0.0), _se(diffs)


def _searched(det: Determinizer, candidates: Sequence[Action], level: Level, seed: int,
              searches: range) -> tuple[list[list[float | None]], list[int]]:
    """Searches number `searches` of the evaluation stage: each candidate's mean in each (None
    where it was legal on none of its determinizations) and its playouts in all."""
    per: list[list[float | None]] = [[] for _ in candidates]
    counts = [0] * len(candidates)
    for r in searches:
        rows = paired_rows(det, candidates, level.samples, derive_seed(seed, "search", r), level.slip,
                           level.cutoff)
        for j in range(len(candidates)):
            xs = [row[j] for row in rows if row[j] is not None]
            per[j].append(_mean(xs) if xs else None)  # type: ignore[arg-type]
            counts[j] += len(xs)
    return per, counts


def _estimates(candidates: Sequence[Action], per: list[list[float | None]], counts: list[int]) -> list[Estimate]:
    estimates = []
    for j, a in enumerate(candidates):
        vals = [v for v in per[j] if v is not None]
        value = _mean(vals) if vals else 0.0
        estimates.append(Estimate(a, value, max(_se(vals), se_floor(value, counts[j])), counts[j], per[j]))
    return estimates


def evaluate(det: Determinizer, candidates: Sequence[Action], level: Level, seed: int) -> list[Estimate]:
    """The evaluation stage: each candidate's Estimate over `level.searches` independent
    searches (a candidate's figure depends only on the seat's view, the seed and itself, not on
    the other candidates: each search's determinizations and luck are numbered by the seed)."""
    return _estimates(candidates, *_searched(det, candidates, level, seed, range(level.searches)))


def played_estimate(state: State, seat: int, played: Action, level: Level, seed: int) -> Estimate:
    """The figure `analyse_position(state, seat, played, level, seed)` gives the move played,
    without evaluating the other candidates (the reliability check's cost: one candidate)."""
    if played not in state.legal_actions(seat):
        raise SalonError(f"{played!s} is not legal for seat {seat} here")
    return evaluate(Determinizer(state, seat), [played], level, seed)[0]


def analyse_position(state: State, seat: int, played: Action, level: Level, seed: int,
                     also: Sequence[Action] = ()) -> DecisionEstimates:
    """The estimates at one decision: seat, in `state`, played `played` (legal there). `also`:
    more actions always kept as candidates (the evidence script judges several players'
    choices on one position this way; the analysis of a game passes none)."""
    legal = state.legal_actions(seat)
    for a in (played, *also):
        if a not in legal:
            raise SalonError(f"{a!s} is not legal for seat {seat} here")
    det = Determinizer(state, seat)
    hchoice = heuristic_choice(state, seat, seed)
    screened = len(legal) > level.evaluate_all
    if screened:
        rows = paired_rows(det, legal, level.screen, derive_seed(seed, "screen"), level.slip, level.cutoff)
        means = []
        for j in range(len(legal)):
            xs = [r[j] for r in rows if r[j] is not None]
            means.append(_mean(xs) if xs else -1.0)  # type: ignore[arg-type]
        order = sorted(range(len(legal)), key=lambda j: (-means[j], j))
        chosen = {legal.index(played), *order[:level.keep], *(legal.index(a) for a in also)}
        if hchoice is not None:
            chosen.add(legal.index(hchoice))
        candidates = [legal[j] for j in sorted(chosen)]
    else:
        candidates = list(legal)
    per, counts = _searched(det, candidates, level, seed, range(level.searches))

    def verdict(searches: int) -> DecisionEstimates:
        """The estimates ranked, the best against the move played, over the searches so far."""
        estimates = _estimates(candidates, per, counts)
        p = candidates.index(played)
        b = max(range(len(candidates)), key=lambda j: (estimates[j].value, j == p, -j))
        loss, loss_se = paired_loss(estimates[b], estimates[p])
        return DecisionEstimates(played=estimates[p], best=estimates[b],
                                 candidates=sorted(estimates, key=lambda e: -e.value), loss=loss,
                                 loss_se=loss_se, heuristic_choice=hchoice, legal_count=len(legal),
                                 screened=screened, alike=b != p and alike(state, seat, played, estimates[b].action),
                                 searches=searches)

    first = verdict(level.searches)
    if not level.doubt or first.alike or not in_doubt(first.loss, first.loss_se, level.searches,
                                                       max(1, len(candidates) - 1), level.looks):
        return first
    # the mark could go either way: as many searches again, the first ones kept
    more, more_counts = _searched(det, candidates, level, seed, range(level.searches, level.searches + level.doubt))
    per = [a + b for a, b in zip(per, more, strict=True)]
    counts = [a + b for a, b in zip(counts, more_counts, strict=True)]
    return verdict(level.searches + level.doubt)
