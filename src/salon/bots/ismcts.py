"""The `ismcts` bot: multiple-observer information-set Monte Carlo tree search, for any game.

How it decides (Cowling, Powley & Whitehouse 2012, "Information Set Monte Carlo Tree Search"):

- Every iteration starts from a fresh `state.determinize(seat, seed_i)`: a state the deciding
  seat cannot tell apart from the real one. The real state is never read beyond `view(seat)`,
  `legal_actions(seat)` and `determinize(seat, ...)`, so the bot is blind to hidden information
  by construction: two states that differ only in what the seat cannot see give the same
  decision for the same seed (the search seed is derived from the bot seed and `view(seat)`).
- One tree per seat (multiple observer). A seat's tree branches on its own actions and on what
  it *observes* of the others' actions (`state.describe(actor, action, seat)`), so a seat never
  plans as if it knew an opponent's face-down card or a partner's secret choice. A seat to move
  picks its action with UCT over its own tree, counting a child as available only when its
  action is legal in the current determinization (ISMCTS availability counts).
- Simultaneous decisions (`current_players()` returns several seats) are played one seat after
  the other, the searching seat first; since each tree only holds what its seat observes, no
  seat's choice is conditioned on a partner's pending secret choice.
- Rollouts play `random` or the game's `heuristic` bot to the end (optionally to a depth cap,
  see `depth`) and back up a reward per seat: the share of the win (1/k for each of k winners,
  0 for the others). Cooperative games share one reward: every seat gets the team's score.
- The other seats play the game's heuristic inside the search (`others=heuristic`, the
  default when the game has one): the searching seat plans against opponents, or with a
  partner, that play sensibly rather than at random; their heuristic decides from the
  determinized state's view of their own seat. `others=search` makes every seat search its
  own tree instead (plain multiple-observer ISMCTS).
- The game's heuristic guides the root: its choice (made on a determinization, so from the
  seat's knowledge only) is expanded first and gets a progressive bias `prior / (visits + 1)`;
  the search overrides it only when its most visited action has at least 8 visits and a mean
  reward higher by more than `guard` standard errors. Without signal from the rollouts the bot plays the heuristic's
  move; with signal it improves on it. A game without a heuristic: plain ISMCTS.
- The decision is the most visited root action (subject to the guard above).

Spec parameters (`ismcts:iterations=2000,rollout=heuristic`):

    iterations=N   rollouts per decision (default 200): the tree search's iterations, or in a
                   paired search N / (root actions) determinizations (at least 8); with
                   `time` it is a cap
    time=S         seconds per decision (wall clock; results then depend on the machine)
    c=X            UCT exploration constant (default 0.7; rewards lie in [0, 1])
    rollout=R      random | heuristic | auto (default auto: random, see docs/bots.md)
    depth=D        stop rollouts after D decisions and score the position with the game's
                   `search_value` if it has one, else its public running score
                   `progress_scores()` (0 = play to the end)
    prior=W        weight of the heuristic's progressive bias at the root (0 = none; default 1)
    guard=Z        standard errors needed to override the heuristic (default 1; 0 = plain)
    others=O       heuristic | search: how the other seats decide inside the search
    hsteps=K       the first K rollout decisions follow the heuristic, then random (default 0)
    rounds=K       stop rollouts once K more rounds have ended and score the position with the
                   game's `search_value` (needs the game's search module; 0 = play to the end)
    paired=B       true: flat search with common random numbers (below)
    halving=B      true: a paired search spends its rollouts by sequential halving (below)
    talk=B         true: a paired search searches what the game leaves to its convention too,
                   among the utterances the convention calls true (the game's `truthful`)
    work=W         a paired search's cap on work: its rollouts may play W × iterations
                   decisions in all, each determinization drawn counting as the game's
                   `DRAW_WORK` decisions (0 = no cap; below)

Paired search (`paired=true`). Each determinization is played out once after *every* root
action (so `iterations` rollouts buy iterations / (root actions) determinizations, at least one;
when that is fewer than the MIN_PAIRED_SAMPLES the guard needs, the heuristic's choice stands
unsearched, or with prior=0 the best mean over them is taken: a budget is never overspent), with
the same rollout seed, so the actions are compared on the same
hidden cards and the same luck; the decision is the best mean, and it overrides the heuristic's
choice only when the paired differences are better by more than `guard` standard errors. With
heuristic rollouts this is one step of policy improvement over the heuristic (Tesauro &
Galperin 1996), the most reliable gain for a cooperative game where a partner reads signals.
With `halving=true` (and an iteration budget, more than two root actions) the rollouts are spent
by sequential halving instead of evenly: ceil(log2 K) rounds of equal shares, each round's
determinizations played out after the actions still in the running, the worse half (by mean
over every determinization so far) dropped after each round, the heuristic's choice never; the
decision is taken among the last round's actions. The close contenders get most of the samples.

A game may provide a *search module* (`Game.search_module`, a dotted path) with helpers:
`search_round(state)` (rounds ended so far, for `rounds`), `search_value(state)` (each seat's
estimated reward in [0, 1] at a cut), `plausible(state, seat, view)` (does a determinization
agree with what the others have signalled? the search keeps only those that do) and
`searchable(view)` (False for the seat's view: play the heuristic's choice without searching)
and `truthful(state, seat, view, legal)` (with `talk=true`, the actions of such a decision that
are searched instead: what the convention lets the seat say without misleading a partner).

Work cap (`work=W`, a paired search with an iteration budget). The budget counts rollouts, but
a rollout's cost is its length: a decision early in a long game, with few root actions (many
determinizations, each drawn through the `plausible` filter), costs several times a late one.
With `work` the search stops drawing determinizations once its rollouts have played
W × iterations decisions (a determinization drawn, kept or refused, counting as `DRAW_WORK`
decisions of the game), never before MIN_PAIRED_SAMPLES of them: the rollouts of the costliest
decisions are cut, the others' not at all. Decisions are counted, never seconds, so the search
stays reproducible (same seed, same view, same decision) on any machine. `WORK_LIMITS` gives
the caps per game and player count where a level's budget would otherwise exceed its time
(measured with bench/bot_cost.py; docs/bots.md, "CPU per decision at the 95th percentile").

Per-game profiles (`GAME_PROFILES`) replace the defaults of parameters not given in the spec,
and `BUDGET_PROFILES` more of them once the spec's budget reaches a game's threshold, at the
player counts the profile names (a search that pays only with enough samples); `docs/bots.md`
says why each one was chosen.

Only an iteration budget is reproducible: same seed and same view ⇒ same decision.
"""

from __future__ import annotations

import importlib
import json
import math
import random
import time as _time
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple, cast

from ..core.errors import SalonError
from ..core.game import Action, State
from ..core.language import list_words
from ..core.rng import _GOLDEN, _MASK, Rng, _mix, derive_seed
from .base import Bot, InvalidBotSpec, reject_unknown

#: default iterations per decision
DEFAULT_ITERATIONS = 200
#: default UCT exploration constant
DEFAULT_C = 0.7
#: weight of the progressive bias toward the game heuristic's choice at the root
DEFAULT_PRIOR = 1.0
#: the search overrides the heuristic's choice only when better by this many standard errors
DEFAULT_GUARD = 1.0
#: visits the search's choice needs before it may override the heuristic's
MIN_OVERRIDE_VISITS = 8
#: rollout decisions played by the heuristic before random play takes over
DEFAULT_HSTEPS = 0
#: rollout policy per game when `rollout=auto` (measured; see docs/bots.md); others: random
AUTO_ROLLOUT: dict[str, str] = {}
#: a paired search overrides the heuristic only after this many determinizations
MIN_PAIRED_SAMPLES = 8
#: determinizations drawn per one kept by the game's `plausible` filter, at most
PLAUSIBLE_TRIES = 20
#: a rollout cap at least this large is no cap (rollouts play to the end)
_NO_CAP = 1 << 61
#: per game, the defaults of the parameters a spec does not give (measured; see docs/bots.md)
GAME_PROFILES: dict[str, dict[str, Any]] = {
    # cooperative: one paired step of policy improvement over the heuristic, one scene deep
    # (112 rollouts: the 8 determinizations the guard needs at its widest searched decisions, a
    # lord moved by a location effect among 14 choices; 28 at the usual four root actions),
    # overriding the convention only on strong evidence (guard 4: a guard of 1.5 overrode it on
    # differences the scene-end value cannot see, 125 chapters IX of 200 won at 200 rollouts
    # against 138 with guard 3 and 137 with guard 5)
    "romeo-juliette": {"paired": True, "rollout": "heuristic", "rounds": 1, "iterations": 112,
                       "guard": 4},
    # one paired step of policy improvement over the heuristic, to the end of the round, where
    # the fitted value (salon.games.roxane.search) judges the table
    "roxane": {"paired": True, "rollout": "heuristic", "rounds": 1, "iterations": 200, "guard": 1},
    # the tree search, its random rollouts stopped once the next day has passed, where the fitted
    # value (salon.games.aqua_mirabilis.search) judges the table
    "aqua-mirabilis": {"rounds": 1},
}


class BudgetProfile(NamedTuple):
    """Parameters that replace a game's defaults from a budget of `least` rollouts a decision,
    at the player counts named (every count when None)."""

    least: int
    params: dict[str, Any]
    players: frozenset[int] | None = None

    def applies(self, budget: int | None, players: int) -> bool:
        return budget is not None and budget >= self.least and (self.players is None or players in self.players)


#: per game, parameters that replace the defaults too from a budget of this many rollouts a
#: decision: a search that pays only when it can afford enough samples (see docs/bots.md)
BUDGET_PROFILES: dict[str, BudgetProfile] = {
    # from 500 rollouts, one paired step of policy improvement over the heuristic, played to the
    # end, the offered rose read from the offer (salon.games.rose_ceremony.search); below, the
    # tree search with random rollouts
    "rose-ceremony": BudgetProfile(500, {"paired": True, "rollout": "heuristic"}),
    # from 500 rollouts at 2 players, the tree search over the profile's heuristic rollouts to
    # the end of the round (the paired search below and at 3-4 players, where the tree costs
    # more than 2 s a decision)
    "roxane": BudgetProfile(500, {"paired": False}, frozenset({2})),
    # from 500 rollouts, the tree search's rollouts to the next day are the heuristic's (below,
    # random), where the fitted value judges the table as in the game profile
    "aqua-mirabilis": BudgetProfile(500, {"rollout": "heuristic"}),
    # from 500 rollouts, the rendezvous is searched too, among the words the convention calls
    # true (salon.games.romeo_juliette.search.truthful); below, the talk is the convention's
    "romeo-juliette": BudgetProfile(500, {"talk": True}),
}

#: per game, the rollout decisions one determinization drawn is worth to the work cap (`work`):
#: its cost (determinize, and the `plausible` filter) over a heuristic rollout decision's,
#: fitted by least squares on the CPU of `strong` decisions (bench/bot_cost.py --out, 2026-12-07:
#: Rose Ceremony 2.3-3.1 from 3 to 6 players, Roxane 2.5 at 4 players); 1 for the others
DRAW_WORK: dict[str, float] = {"rose-ceremony": 2.5, "roxane": 2.5}

#: WORK_LIMITS apply from this budget (rollouts a decision): `strong`; a smaller budget costs
#: a fraction of its time and keeps every rollout it buys
WORK_LEAST = 500

#: per game and player count, the work cap (`work`) of a paired search whose spec gives none,
#: from a budget of WORK_LEAST rollouts: a cap only where a 1,000-rollout decision (`strong`)
#: came near its 2 CPU-seconds (measured; docs/bots.md). W scales with the budget (W ×
#: iterations decisions), so a larger budget still buys proportionally more.
WORK_LIMITS: dict[str, dict[int, float]] = {
    # a rollout decision costs more with more players (the heuristic's offer weighs every
    # receiver): 16, 20 and 24 µs at 4, 5 and 6 players; the caps bind mostly at the first
    # offers' answers (two root actions, 500 determinizations through the offer filter,
    # rollouts played to the end): 7, 8 and 6 of 80 `strong` decisions at 4, 5 and 6 players
    "rose-ceremony": {4: 85, 5: 70, 6: 60},
    # the paired search to the round's end at 4 players: its widest decisions (20 root actions
    # and more, rollouts of 45-50 decisions) cost up to 2.4 s; 11 of 80 decisions are capped
    "roxane": {4: 35},
}

PARAMS = {"iterations", "time", "c", "rollout", "depth", "prior", "guard", "others", "hsteps",
          "rounds", "paired", "halving", "talk", "work"}


class _Node:
    """A node of one seat's tree: children by the seat's own action or by its observation."""

    __slots__ = ("children", "visits", "avail", "reward", "bias", "legal", "legal_children")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.bias = 0.0  # progressive bias toward the heuristic's choice (root only)
        self.legal: list[Action] | None = None  # legal list seen last time, and its children
        self.legal_children: list[_Node | None] | None = None


def _fast_step(state: State, p: int, action: Action) -> None:
    """Apply an action taken from the state's own legal list (the legality check is skipped;
    no history is kept: search states are throwaway determinizations)."""
    state._apply(p, action)
    state._lc = None


def _random_rollout(state: State, rand: Callable[[], float], cap: int) -> None:
    """Play uniformly random legal actions until the end or `cap` decisions (the hot loop)."""
    current_of = state._current
    legal_of = state._legal
    apply = state._apply
    if cap >= _NO_CAP:  # to the end: no step count
        while True:
            current = current_of()
            if len(current) == 1:
                p = current[0]
                acts = legal_of(p)
                apply(p, acts[int(rand() * len(acts))])
            elif not current:
                break
            else:
                for p in current:
                    if p in current_of():
                        acts = legal_of(p)
                        apply(p, acts[int(rand() * len(acts))])
        state._lc = None
        return
    steps = 0
    while steps < cap:
        current = current_of()
        if not current:
            break
        if len(current) == 1:
            p = current[0]
            acts = legal_of(p)
            apply(p, acts[int(rand() * len(acts))])
            steps += 1
            continue
        for p in current:
            if p in current_of():
                acts = legal_of(p)
                apply(p, acts[int(rand() * len(acts))])
                steps += 1
    state._lc = None


def _model_prefix(state: State, model: Callable[[State, int], Action], cap: int) -> int:
    """Play the first `cap` rollout decisions with the model; the number played."""
    steps = 0
    while steps < cap:
        current = state._current()
        if not current:
            break
        for p in current:
            if len(current) > 1 and p not in state._current():
                continue
            _fast_step(state, p, model(state, p))
            steps += 1
    return steps


def _mean(rows: list[list[float | None]], i: int) -> float:
    """The mean reward of root action i over the rows that played it (-1 when none did)."""
    xs = [r[i] for r in rows if r[i] is not None]
    return sum(xs) / len(xs) if xs else -1.0  # type: ignore[arg-type]


def _halving_rounds(actions: int, rollouts: int) -> list[tuple[int, int]]:
    """Sequential halving's schedule for a paired search (Karnin, Koren & Somekh 2013): the
    rollouts split evenly over ceil(log2 actions) rounds, the actions halved after each; per
    round, (actions searched, determinizations played out after each of them, at least one)."""
    rounds = max(1, math.ceil(math.log2(actions)))
    schedule = []
    alive = actions
    for _ in range(rounds):
        schedule.append((alive, max(1, rollouts // rounds // alive)))
        alive = max(1, -(-alive // 2))
    return schedule


def _seed_stream(base: int) -> Callable[[int], int]:
    """`i -> derive_seed(base, i)`, with the part that depends on `base` alone mixed once."""
    h = _mix((0x5A10 + (int(base) & _MASK) + _GOLDEN) & _MASK) + _GOLDEN

    def seed(i: int) -> int:
        return _mix((h + i) & _MASK) >> 1

    return seed


def _legal(state: State, p: int) -> list[Action]:
    """The legal list of p (the state's cached list: read only)."""
    return state._legal_cached(p)


def rewards(state: State, players: int, cooperative: bool) -> list[float]:
    """Reward per seat in [0, 1] at the end of a (search) game, or at a rollout's depth cap."""
    out = state.outcome()
    if out is None:
        return _provisional(state, players, cooperative)
    if cooperative:
        s = max(0.0, min(1.0, float(out.scores[0]))) if out.scores else 0.0
        return [s] * players
    r = [0.0] * players
    if out.winners:
        share = 1.0 / len(out.winners)
        for w in out.winners:
            r[w] = share
    return r


def _provisional(state: State, players: int, cooperative: bool) -> list[float]:
    """Score an unfinished position from the game's public running score
    (`state.progress_scores()`): the leaders share the win; a cooperative team gets s/(s+1).
    A game without a running score: a draw."""
    scores = state.progress_scores()
    if not scores or len(scores) != players:
        return [0.5 if cooperative else 1.0 / players] * players
    if cooperative:  # a running score of any scale, squashed monotonically into [0, 1)
        s = max(0.0, float(scores[0]))
        return [s / (s + 1.0)] * players
    best = max(scores)
    leaders = [i for i, s in enumerate(scores) if s == best]
    return [1.0 / len(leaders) if i in leaders else 0.0 for i in range(players)]


class IsmctsBot:
    """Information-set MCTS over determinizations; see the module docstring."""

    def __init__(self, seed: int = 0, spec: str = "ismcts", iterations: int | None = None,
                 time: float | None = None, c: float = DEFAULT_C, rollout: str = "auto",
                 depth: int = 0, prior: float = DEFAULT_PRIOR, guard: float = DEFAULT_GUARD,
                 others: str = "heuristic", hsteps: int = DEFAULT_HSTEPS, rounds: int = 0,
                 paired: bool = False, halving: bool = False, talk: bool = False, work: float = 0,
                 given: dict[str, Any] | None = None) -> None:
        if time is None and iterations is None:
            iterations = DEFAULT_ITERATIONS
        if iterations is not None and (isinstance(iterations, bool) or not isinstance(iterations, int)
                                       or iterations < 1):
            raise InvalidBotSpec.worded("bot-spec-positive-integer", spec=repr(spec), param="iterations")
        if time is not None and (isinstance(time, bool) or not isinstance(time, (int, float)) or time <= 0):
            raise InvalidBotSpec.worded("bot-spec-positive-seconds", spec=repr(spec), param="time")
        if isinstance(c, bool) or not isinstance(c, (int, float)) or c < 0:
            raise InvalidBotSpec.worded("bot-spec-number-not-negative", spec=repr(spec), param="c")
        if rollout not in ("auto", "random", "heuristic"):
            raise InvalidBotSpec.worded("bot-spec-one-of", spec=repr(spec), param="rollout",
                                        choices=list_words(["random", "heuristic", "auto"], "or"))
        if isinstance(depth, bool) or not isinstance(depth, int) or depth < 0:
            raise InvalidBotSpec.worded("bot-spec-integer-not-negative", spec=repr(spec), param="depth")
        self.seed = seed
        self.spec = spec
        self.iterations = iterations
        self.time = float(time) if time is not None else None
        self.c = float(c)
        self.rollout = rollout
        self.depth = depth
        if isinstance(prior, bool) or not isinstance(prior, (int, float)) or prior < 0:
            raise InvalidBotSpec.worded("bot-spec-number-not-negative", spec=repr(spec), param="prior")
        self.prior = float(prior)
        if isinstance(guard, bool) or not isinstance(guard, (int, float)) or guard < 0:
            raise InvalidBotSpec.worded("bot-spec-number-not-negative", spec=repr(spec), param="guard")
        self.guard = float(guard)
        if others not in ("heuristic", "search"):
            raise InvalidBotSpec.worded("bot-spec-one-of", spec=repr(spec), param="others",
                                        choices=list_words(["heuristic", "search"], "or"))
        self.others = others
        if isinstance(hsteps, bool) or not isinstance(hsteps, int) or hsteps < 0:
            raise InvalidBotSpec.worded("bot-spec-integer-not-negative", spec=repr(spec), param="hsteps")
        self.hsteps = hsteps
        if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 0:
            raise InvalidBotSpec.worded("bot-spec-integer-not-negative", spec=repr(spec), param="rounds")
        self.rounds = rounds
        if not isinstance(paired, bool) and paired not in (0, 1):
            raise InvalidBotSpec.worded("bot-spec-one-of", spec=repr(spec), param="paired",
                                        choices=list_words(["true", "false"], "or"))
        self.paired = bool(paired)
        if not isinstance(halving, bool) and halving not in (0, 1):
            raise InvalidBotSpec.worded("bot-spec-one-of", spec=repr(spec), param="halving",
                                        choices=list_words(["true", "false"], "or"))
        self.halving = bool(halving)
        if not isinstance(talk, bool) and talk not in (0, 1):
            raise InvalidBotSpec.worded("bot-spec-one-of", spec=repr(spec), param="talk",
                                        choices=list_words(["true", "false"], "or"))
        self.talk = bool(talk)
        if isinstance(work, bool) or not isinstance(work, (int, float)) or work < 0:
            raise InvalidBotSpec.worded("bot-spec-work", spec=repr(spec))
        self.work = float(work)
        #: the parameters the spec gave (the others follow GAME_PROFILES per game)
        self.given = dict(given) if given is not None else None
        self._profiled: dict[tuple[Any, ...], IsmctsBot] = {}
        #: statistics of the last decision: iterations run, seconds spent, rollouts played (the
        #: iterations in the tree search; determinizations × root actions in a paired search)
        self.last_iterations = 0
        self.last_rollouts = 0
        self.last_seconds = 0.0
        #: of the last paired search: rollout decisions played (the random part of a rollout to
        #: the end is not counted) and determinizations drawn (those the `plausible` filter
        #: refused included): the work that `work` caps
        self.last_steps = 0
        self.last_draws = 0

    # ------------------------------------------------------------ policy
    @staticmethod
    def _heuristic(state: State, seed: int, role: str) -> Callable[[State, int], Action] | None:
        """A fresh, seeded instance of the game's heuristic bot (its `choose`), or None."""
        module_name = getattr(state.game, "heuristic_module", None)
        if not module_name:
            return None
        bot = importlib.import_module(module_name).HeuristicBot(seed=derive_seed(seed, role))
        choose: Callable[[State, int], Action] = bot.choose
        return choose

    def _rollout_policy(self, state: State, seed: int) -> Callable[[State, int], Action] | None:
        """None for uniform random rollouts, else a function choosing an action."""
        name = self.rollout
        if name == "auto":
            name = AUTO_ROLLOUT.get(state.game.id, "random")
        if name == "random":
            return None
        policy = self._heuristic(state, seed, "rollout")
        if policy is None and self.rollout == "heuristic":
            raise InvalidBotSpec.worded("bot-no-heuristic-rollout", game=state.game.id)
        return policy

    def _prior_action(self, state: State, seat: int, seed: int) -> Action | None:
        """The game's heuristic choice for seat, made on a determinization (so from what the
        seat knows only); None without a heuristic or with prior=0."""
        if self.prior <= 0:
            return None
        return self._heuristic_choice(state, seat, seed)

    def _heuristic_choice(self, state: State, seat: int, seed: int) -> Action | None:
        """The game's heuristic choice for seat on a determinization; None without a heuristic."""
        bot = self._heuristic(state, seed, "prior")
        if bot is None:
            return None
        return bot(state.determinize(seat, derive_seed(seed, "prior")), seat)

    # ------------------------------------------------------------ search
    def choose(self, state: State, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if not legal:
            raise SalonError(f"seat {seat} has no decision to make")
        if len(legal) == 1:
            self.last_iterations, self.last_rollouts, self.last_seconds = 0, 0, 0.0
            return legal[0]
        bot = self._configured(state.game.id, state.players)
        if bot is not self:
            action = bot.choose(state, seat)
            self.last_iterations, self.last_rollouts = bot.last_iterations, bot.last_rollouts
            self.last_seconds = bot.last_seconds
            self.last_steps, self.last_draws = bot.last_steps, bot.last_draws
            return action
        base = self._base_seed(state, seat)
        best = self.paired_search(state, seat, base) if self.paired else self.search(state, seat, base)
        for a in legal:  # hand back the caller's own Action object
            if a == best:
                return a
        raise SalonError(f"ismcts chose {best!s}, which is not legal for seat {seat}")  # pragma: no cover

    def _base_seed(self, state: State, seat: int) -> int:
        """The decision's seed: the bot's seed and what the seat sees, nothing else."""
        view = json.dumps(state.view(seat), sort_keys=True, separators=(",", ":"), default=str)
        return derive_seed(self.seed, view)

    def _configured(self, game_id: str, players: int) -> IsmctsBot:
        """This bot with the game's profile filling in the parameters its spec did not give."""
        if self.given is None:
            return self
        profile = dict(GAME_PROFILES.get(game_id, {}))
        budgeted, applies = BUDGET_PROFILES.get(game_id), False
        if budgeted is not None:
            # a time budget alone has no count of rollouts: the threshold does not apply
            default = None if "time" in self.given else profile.get("iterations", DEFAULT_ITERATIONS)
            applies = budgeted.applies(self.given.get("iterations", default), players)
            if applies:
                profile.update(budgeted.params)
        cap = WORK_LIMITS.get(game_id, {}).get(players)
        budget = self.given.get("iterations", None if "time" in self.given else
                                profile.get("iterations", DEFAULT_ITERATIONS))
        if cap is not None and isinstance(budget, int) and budget >= WORK_LEAST:
            profile["work"] = cap
        else:
            cap = None
        if not profile:
            return self
        # one configured bot per game and budget profile, and per work cap where one applies
        key: tuple[Any, ...] = (game_id, applies) if cap is None else (game_id, applies, cap)
        bot = self._profiled.get(key)
        if bot is None:
            params = {**profile, **self.given}
            if "time" in self.given and "iterations" not in self.given:
                params.pop("iterations", None)  # a time budget alone is not capped by the profile
            bot = IsmctsBot(seed=self.seed, spec=self.spec, **params)
            self._profiled[key] = bot
        return bot

    @staticmethod
    def _search_kit(state: State) -> Any:
        """The game's search module (see the module docstring), or None."""
        name = getattr(state.game, "search_module", None)
        return importlib.import_module(name) if name else None

    def _play_out(self, d: State, policy: Callable[[State, int], Action] | None, rand: Callable[[], float],
                  prefix: Callable[[State, int], Action] | None, kit: Any, players: int,
                  cooperative: bool) -> list[float]:
        """Roll d out (to the end, to `depth` decisions or to `rounds` more rounds) and score it."""
        depth_cap = self.depth or (1 << 62)
        round_of = getattr(kit, "search_round", None) if self.rounds else None
        steps = 0
        if policy is None and round_of is None:
            if prefix is not None:
                steps = _model_prefix(d, prefix, min(self.hsteps, depth_cap))
            _random_rollout(d, rand, depth_cap - steps)
        else:
            stop = round_of(d) + self.rounds if round_of is not None else 0
            while steps < depth_cap:
                current = d._current()
                if not current or (round_of is not None and round_of(d) >= stop):
                    break
                for p in current:
                    if len(current) > 1 and p not in d._current():
                        continue
                    if policy is not None:
                        action = policy(d, p)
                    elif prefix is not None and steps < self.hsteps:
                        action = prefix(d, p)
                    else:
                        acts = d._legal(p)
                        action = acts[int(rand() * len(acts))]
                    _fast_step(d, p, action)
                    steps += 1
        value = getattr(kit, "search_value", None)
        if value is not None and d.outcome() is None:
            self.last_steps += steps
            return [max(0.0, min(1.0, float(v))) for v in value(d)]
        self.last_steps += steps
        return rewards(d, players, cooperative)

    def paired_search(self, state: State, seat: int, base_seed: int) -> Action:
        """Flat search with common random numbers (see the module docstring): every sampled
        determinization is played out after every root action with the same rollout seed."""
        legal = state.legal_actions(seat)
        players = state.players
        cooperative = bool(state.game.cooperative)
        kit = self._search_kit(state)
        prior = self._prior_action(state, seat, base_seed)
        view = state.view(seat)
        searchable = getattr(kit, "searchable", None)
        start = _time.perf_counter()
        self.last_iterations, self.last_rollouts, self.last_seconds = 0, 0, 0.0
        self.last_steps = self.last_draws = 0
        if searchable is not None and not searchable(view):
            # a decision the game never searches (Roméo & Juliette's talk): the heuristic's, even
            # with prior=0, so the partner's reading of the signals stays right; with talk=true,
            # searched among what the convention calls true (the heuristic's choice among them)
            unsearched = prior if prior is not None else self._heuristic_choice(state, seat, base_seed)
            truthful = getattr(kit, "truthful", None) if self.talk else None
            if truthful is not None and unsearched is not None:
                true = truthful(state, seat, view, legal)
                legal = [a for a in legal if a == unsearched or a in true]
                prior = unsearched
                if len(legal) < 2:
                    return unsearched
            elif unsearched is not None:
                return unsearched
        keep = getattr(kit, "plausible", None)
        # the budget counts rollouts, as in the tree search: each determinization is played out
        # after every root action, so it buys iterations / (root actions) of them (at least one);
        # fewer than the guard needs to override the heuristic would be spent for nothing, so then
        # the heuristic's choice stands unsearched (without a heuristic or with prior=0, the best
        # mean over the determinizations bought is the choice)
        if self.iterations is not None:
            budget = -(-self.iterations // len(legal))
            if budget < MIN_PAIRED_SAMPLES and prior is not None:
                return prior
        else:
            budget = 1 << 62
        deadline = start + self.time if self.time is not None else None
        # the work cap (`work`): rollout decisions, a determinization drawn worth DRAW_WORK of them
        cap = self.work * self.iterations if self.work and self.iterations is not None else None
        draw_work = DRAW_WORK.get(state.game.id, 1.0)
        prefix = self._heuristic(state, base_seed, "prefix") if self.hsteps else None
        rows: list[list[float | None]] = []
        draws = self._determinizations(state, seat, view, base_seed, keep, budget)
        # the actions each determinization is played out after: every one, or with halving the
        # survivors of each round (the heuristic's choice survives every round, for the guard)
        halving = self.halving and self.iterations is not None and len(legal) > 2
        schedule = _halving_rounds(len(legal), self.iterations or 0) if halving else [(len(legal), budget)]
        alive = list(range(len(legal)))
        spent = False
        for survivors, count in schedule:
            if spent:
                break
            if len(alive) > survivors:
                alive = self._survivors(legal, rows, alive, survivors, prior)
            for _ in range(count):
                if deadline is not None and rows and _time.perf_counter() >= deadline:
                    break
                if (cap is not None and len(rows) >= MIN_PAIRED_SAMPLES
                        and self.last_steps + draw_work * self.last_draws >= cap):
                    spent = True
                    break
                d = next(draws, None)
                if d is None:
                    break
                seed_i = derive_seed(base_seed, "rollout", len(rows))
                own = d._legal(seat)
                row: list[float | None] = [None] * len(legal)
                for i in alive:
                    a = legal[i]
                    if a not in own:
                        continue
                    x = d.clone()
                    _fast_step(x, seat, a)
                    policy = self._rollout_policy(state, seed_i)  # the same luck after every action
                    rand = random.Random(seed_i).random
                    row[i] = self._play_out(x, policy, rand, prefix, kit, players, cooperative)[seat]
                rows.append(row)
        self.last_iterations = len(rows)
        self.last_rollouts = sum(x is not None for row in rows for x in row)
        self.last_seconds = _time.perf_counter() - start
        return self._paired_choice([legal[i] for i in alive], [[r[i] for i in alive] for r in rows], prior)

    def _determinizations(self, state: State, seat: int, view: Any, base_seed: int, keep: Any,
                          budget: int) -> Iterator[State]:
        """The paired search's determinizations, in order: each drawn by its own seed and kept
        only if the game's `plausible` filter agrees (at most PLAUSIBLE_TRIES draws per one
        wanted); when the filter keeps none of them, every hand is possible as far as we know."""
        tries = 0
        found = 0
        cap = PLAUSIBLE_TRIES * min(budget, 1000)
        while True:
            candidate = None
            while candidate is None and tries < cap:
                d = state.determinize(seat, derive_seed(base_seed, tries))
                tries += 1
                self.last_draws += 1
                if keep is None or keep(d, seat, view):
                    candidate = d
            if candidate is None:
                if found or keep is None:
                    return  # the signals fit few hands: decide on those found
                keep, tries = None, 0  # they fit none we drew
                continue
            found += 1
            yield candidate

    @staticmethod
    def _survivors(legal: list[Action], rows: list[list[float | None]], alive: list[int], count: int,
                   prior: Action | None) -> list[int]:
        """The `count` best of the `alive` actions by mean reward over the rows so far (ties
        by position), the heuristic's choice always among them."""
        ranked = sorted(alive, key=lambda i: (-_mean(rows, i), i))
        kept = ranked[:count]
        h = legal.index(prior) if prior in legal else -1
        if h in alive and h not in kept:
            kept[-1] = h
        return sorted(kept)

    def _paired_choice(self, legal: list[Action], rows: list[list[float | None]], prior: Action | None) -> Action:
        """The best mean reward; the heuristic's choice unless that is better by `guard`
        standard errors of the paired differences (over at least MIN_PAIRED_SAMPLES samples)."""
        order = sorted(range(len(legal)), key=lambda i: (-_mean(rows, i), legal[i] != prior, i))
        best = legal[order[0]]
        if prior is None or best == prior or prior not in legal:
            return best
        b, h = order[0], legal.index(prior)
        diffs = [r[b] - r[h] for r in rows if r[b] is not None and r[h] is not None]  # type: ignore[operator]
        n = len(diffs)
        if n < MIN_PAIRED_SAMPLES:
            return prior
        m = sum(diffs) / n
        var = sum((x - m) ** 2 for x in diffs) / (n - 1)
        se = math.sqrt(max(var, 0.01) / n)
        return best if m > self.guard * se else prior

    def search(self, state: State, seat: int, base_seed: int) -> Action:
        """Run the search from seat's information set and return the most visited root action."""
        players = state.players
        cooperative = bool(state.game.cooperative)
        policy = self._rollout_policy(state, base_seed)
        kit = self._search_kit(state)
        # the other seats play the heuristic (others=heuristic): only seat's tree is needed
        model = self._heuristic(state, base_seed, "model") if self.others == "heuristic" else None
        trees = [seat] if model is not None else list(range(players))
        prefix = (model or self._heuristic(state, base_seed, "prefix")) if self.hsteps else None
        rng = Rng(base_seed)
        below = rng.below
        rand = random.Random(base_seed).random  # fast, seeded, stable across Python versions
        c = self.c
        roots = [_Node() for _ in range(players)]
        root_seat = roots[seat]
        prior = self._prior_action(state, seat, base_seed)
        prior_bias = self.prior
        budget = self.iterations if self.iterations is not None else (1 << 62)
        deadline = _time.perf_counter() + self.time if self.time is not None else None
        start = _time.perf_counter()
        log = math.log
        sqrt = math.sqrt
        determinize = state.determinize
        seed_of = _seed_stream(base_seed)
        # a plain rollout (uniform random play, maybe after a heuristic prefix, maybe to a depth
        # cap) is played here; the others (heuristic policy, round cut-off) by _play_out
        plain = policy is None and not (self.rounds and getattr(kit, "search_round", None) is not None)
        depth_cap = self.depth or (1 << 62)
        value = getattr(kit, "search_value", None)
        self.last_steps = self.last_draws = 0
        it = 0
        while it < budget:
            if deadline is not None and it and _time.perf_counter() >= deadline:
                break
            d = determinize(seat, seed_of(it))
            it += 1
            current_of = d._current
            describe = d.describe
            if model is None:  # no heuristic reads this state's legal cache: the raw hooks
                legal_of = d._legal
                apply = d._apply
            else:
                legal_of = d._legal_cached
                apply = None
            nodes = roots[:]
            paths: list[list[_Node]] = [[n] for n in roots]
            # ---- selection and expansion, over every seat's tree
            expanded = False
            while not expanded:
                current = current_of()
                if not current:
                    break
                multi = len(current) > 1
                if multi and seat in current and current[0] != seat:
                    current = (seat,) + tuple(q for q in current if q != seat)
                for p in current:
                    if multi and p not in current_of():
                        continue
                    acts = legal_of(p)
                    if len(acts) == 1:
                        action = acts[0]
                    elif model is not None and p != seat:
                        action = model(d, p)  # the others play the heuristic (opponent model)
                    else:
                        node = nodes[p]
                        kids = node.legal_children
                        if kids is None or node.legal != acts:
                            get = node.children.get
                            kids = [get(a) for a in acts]
                            node.legal = acts
                            node.legal_children = kids
                        if None in kids:
                            untried = [i for i, k in enumerate(kids) if k is None]
                            for k in kids:
                                if k is not None:
                                    k.avail += 1
                            i = untried[below(len(untried))]
                            if node is root_seat and prior is not None and prior in acts:
                                j = acts.index(prior)
                                if kids[j] is None:
                                    i = j
                            action = acts[i]
                            child = _Node()
                            if node is root_seat and action == prior:
                                child.bias = prior_bias
                            node.children[action] = child
                            kids[i] = child
                            expanded = True
                        else:
                            best_i = 0
                            # the exploration term is jittered by up to 5%: two seats'
                            # trees must not cycle through their children in lockstep
                            best_u = -1.0
                            i = 0
                            for k in cast(list[_Node], kids):  # every child is expanded here
                                k.avail += 1
                                v = k.visits
                                u = k.reward / v + c * sqrt(log(k.avail) / v) * (1.0 + 0.05 * rand())
                                b = k.bias
                                if b:
                                    u += b / (v + 1)
                                if u > best_u:
                                    best_u = u
                                    best_i = i
                                i += 1
                            action = acts[best_i]
                    # every tree follows what its seat observes of the action
                    for q in trees:
                        key: Any = action if q == p else (p, describe(p, action, q))
                        parent = nodes[q]
                        nxt = parent.children.get(key)
                        if nxt is None:
                            nxt = parent.children[key] = _Node()
                        nodes[q] = nxt
                        paths[q].append(nxt)
                    if apply is not None:
                        apply(p, action)
                    else:
                        _fast_step(d, p, action)
                    if expanded:
                        break
            # ---- rollout
            if plain:
                d._lc = None
                steps = _model_prefix(d, prefix, min(self.hsteps, depth_cap)) if prefix is not None else 0
                _random_rollout(d, rand, depth_cap - steps)
                if value is not None and d.outcome() is None:
                    r = [max(0.0, min(1.0, float(x))) for x in value(d)]
                else:
                    r = rewards(d, players, cooperative)
            else:
                d._lc = None
                r = self._play_out(d, policy, rand, prefix, kit, players, cooperative)
            # ---- backpropagation: each tree's nodes get their seat's reward
            for q in trees:
                rq = r[q]
                for node in paths[q]:
                    node.visits += 1
                    node.reward += rq
        self.last_iterations = self.last_rollouts = it
        self.last_seconds = _time.perf_counter() - start
        root = roots[seat]
        best_action: Action | None = None
        best_key: tuple[int, float] | None = None
        for a in state.legal_actions(seat):
            k = root.children.get(a)
            key = (k.visits, k.reward / k.visits) if k is not None and k.visits else (0, 0.0)
            if best_key is None or key > best_key:
                best_key, best_action = key, a
        assert best_action is not None
        return self._guarded(root, best_action, prior)

    def _guarded(self, root: _Node, best: Action, prior: Action | None) -> Action:
        """Keep the heuristic's choice unless the search's choice beats it by more than `guard`
        standard errors of the difference of their mean rewards (a noisy search must not
        undo a sound heuristic)."""
        if prior is None or best == prior:
            return best
        kp = root.children.get(prior)
        kb = root.children.get(best)
        if kp is None or kb is None or not kp.visits:
            return best
        if kb.visits < MIN_OVERRIDE_VISITS:
            return prior  # a handful of rollouts is no evidence (tiny budgets)
        mp = kp.reward / kp.visits
        mb = kb.reward / kb.visits
        se = math.sqrt(max(mp * (1 - mp), 0.01) / kp.visits + max(mb * (1 - mb), 0.01) / kb.visits)
        return best if mb - mp > self.guard * se else prior


def _factory(seed: int, spec: str, **params: Any) -> Bot:
    reject_unknown(spec, params, PARAMS)
    return IsmctsBot(seed=seed, spec=spec, given=params, **params)


def _register() -> None:
    from . import register_bot

    register_bot("ismcts", _factory)


_register()
