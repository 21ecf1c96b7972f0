"""salon's games as OpenSpiel Python games (docs/rl.md).

    import pyspiel
    from salon.rl import openspiel
    openspiel.register()                    # salon_rose_ceremony, salon_roxane, ...
    game = pyspiel.load_game("salon_rose_ceremony", {"players": 4})

Game types, honestly stated:

- dynamics SEQUENTIAL: a simultaneous salon decision (several seats in `current_players()`) is
  played one seat after the other, lowest seat first. salon keeps each submitted choice hidden
  from the other seats until all are in, so this is the same game.
- chance mode EXPLICIT_STOCHASTIC: the only chance node is the first one, which picks the deal
  seed uniformly among `num_seeds` (parameter, default 65536); chance outcome k is salon's
  `game.new_game(players, seed=k, **options)`, so every later random event is fixed by it (it
  lives in the salon state's seeded RNG) and appears as no further chance node.
  `chance_outcomes()` lists every seed (algorithms such as outcome-sampling MCCFR read it); the
  pairs are built once per `num_seeds`. For `rl_environment`, `DealSampler` draws the deal seed
  without listing the outcomes (OpenSpiel's stock sampler unzips all of them at every deal).
- information IMPERFECT_INFORMATION; reward model TERMINAL; utility CONSTANT_SUM (sum 1: each
  of k winners gets 1/k, the others 0) or IDENTICAL for cooperative games (every seat gets the
  team's score, 1 won, 0 lost). These are the rewards salon's own `ismcts` bot maximises.
- `observation_string(p)` is salon's `view(p)` as canonical JSON: everything the seat may know
  now. By default `information_state_string(p)` is the same string: salon views keep what the
  rules let a player remember, not the action-by-action history, and that is what salon's bots
  and OpenSpiel's ISMCTS key their trees on. With the game parameter `perfect_recall=True` it
  is a perfect-recall information state: the current view, then a SHA-256 digest chained over
  everything the seat has observed since the deal (its view after every step and what it saw
  of every action, `describe(actor, action, p)`), so two different histories of observations
  never share an information state. The public observer (`private_info=NONE`) is the
  spectator view `view(None)`.
- Tensors are the game's observation encoder (`salon.rl.encoder_for`) applied to the current
  view (also with `perfect_recall=True`: a fixed-size tensor cannot hold a whole history).
- `resample_from_infostate(p, sampler)` is `determinize(p, seed)` with the seed drawn from the
  sampler. With `perfect_recall=True` the new state keeps p's observation digest; the other
  seats' digests, which p cannot know, restart from a marker derived from p's. Serialization is OpenSpiel's own (Python attributes pickled), the salon state inside
  travels as its `to_json()` text.

`apply_action` refuses, leaving the state as it was: on a terminal state with `GameOver`; an
index outside the action space or not legal now (or a chance outcome outside the deal seeds)
with `IllegalAction`, naming the action, the player, why, and the legal actions.

OpenSpiel's C++ MCTS and ISMCTS bots crash on Python games (pyspiel runs their `step` without
the GIL; its bridge for Python games has no `ResampleFromInfostate`): use
`open_spiel.python.algorithms.ismcts.ISMCTSBot`, for `evaluate_bots` the subclass in
`salon.rl.openspiel_bots`, or salon's own `ismcts` bot. `tree_size` estimates how large a game
tree is (why exploitability and external-sampling MCCFR cannot finish here; docs/rl.md).
"""

from __future__ import annotations

import functools
import hashlib
import json
from typing import Any, NoReturn

import numpy as np
import pyspiel

from ..core import State, load_game
from ..core.errors import GameOver, IllegalAction, SalonError
from ..core.registry import game_ids
from .codecs import codec_for, encoder_for

__all__ = [
    "DEFAULT_NUM_SEEDS", "DealSampler", "SalonSpielGame", "SalonSpielState", "register", "short_name",
    "tree_size",
]

DEFAULT_NUM_SEEDS = 65536
_REGISTERED: dict[str, str] = {}


def short_name(game_id: str) -> str:
    """The OpenSpiel name of a salon game: `salon_` + its id with `_` for `-`."""
    return "salon_" + game_id.replace("-", "_")


class _Box:
    """Holds the salon state so OpenSpiel's clone (deepcopy) uses salon's cheap `clone()` and
    its serialization (pickle) uses salon's JSON."""

    __slots__ = ("s",)

    def __init__(self, s: State | None = None) -> None:
        self.s = s

    def __deepcopy__(self, memo: Any) -> _Box:
        return _Box(None if self.s is None else self.s.clone())

    def __reduce__(self) -> Any:
        return (_box_from_json, (None if self.s is None else self.s.to_json(),))


def _box_from_json(text: str | None) -> _Box:
    return _Box(None if text is None else State.from_json(text))


def _game_type(game_id: str) -> pyspiel.GameType:
    game = load_game(game_id)
    params: dict[str, Any] = {"players": game.min_players, "num_seeds": DEFAULT_NUM_SEEDS,
                              "perfect_recall": False}
    for opt in game.options:
        params[opt.name] = opt.default
    return pyspiel.GameType(
        short_name=short_name(game_id),
        long_name=f"salon {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(pyspiel.GameType.Utility.IDENTICAL if game.cooperative
                 else pyspiel.GameType.Utility.CONSTANT_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=params,
    )


class SalonSpielGame(pyspiel.Game):
    """One salon game, at one player count and option set, as an OpenSpiel game."""

    def __init__(self, game_id: str, params: dict[str, Any] | None = None) -> None:
        game = load_game(game_id)
        spec = _game_type(game_id)
        merged: dict[str, Any] = dict(spec.parameter_specification)
        merged.update(params or {})
        players = int(merged["players"])
        self.salon_game = game
        self.players = players
        self.num_seeds = int(merged["num_seeds"])
        self.perfect_recall = bool(merged["perfect_recall"])
        self.options = game.resolve_options(
            players, {o.name: merged[o.name] for o in game.options if o.name in merged})
        self.codec = codec_for(game_id, players)
        self.encoder = encoder_for(game_id, players)
        if self.num_seeds < 1:
            raise ValueError("num_seeds must be at least 1")
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.num_distinct_actions,
            max_chance_outcomes=self.num_seeds,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None if game.cooperative else 1.0,
            max_game_length=game.max_decisions,
        )
        super().__init__(spec, info, dict(merged))
        self._meta = _Meta(self)  # shared by every state of this game

    def new_initial_state(self, *args: Any) -> SalonSpielState:
        return SalonSpielState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> SalonObserver:
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        public = (iig_obs_type is not None
                  and iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE)
        recall = (self.perfect_recall and not public and iig_obs_type is not None
                  and bool(iig_obs_type.perfect_recall))
        return SalonObserver(self, public, recall)


class SalonSpielState(pyspiel.State):
    """An OpenSpiel state around a salon State (None before the deal, the chance node)."""

    def __init__(self, game: SalonSpielGame) -> None:
        super().__init__(game)
        self._box = _Box()
        self._meta = game._meta
        #: per seat, the digest of everything it has observed (perfect_recall=True), else None
        self._recall: list[str] | None = None

    @property
    def salon_state(self) -> State | None:
        """The salon State inside (None at the opening chance node)."""
        return self._box.s

    # ------------------------------------------------------------ OpenSpiel API
    def current_player(self) -> int:
        s = self._box.s
        if s is None:
            return int(pyspiel.PlayerId.CHANCE)
        current = s.current_players()
        if not current:
            return int(pyspiel.PlayerId.TERMINAL)
        return min(current)

    def _legal_actions(self, player: int) -> list[int]:
        s = self._box.s
        assert s is not None
        return self._meta.codec.legal_indices(s, player)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._box.s is not None:
            raise SalonError(f"{self._meta.name}: chance_outcomes() asked at a decision or terminal "
                             "state; the only chance node is the deal, before the first action")
        return list(_deal_outcomes(self._meta.num_seeds))  # a copy: callers may change theirs

    def _apply_action(self, action: int) -> None:
        s = self._box.s
        m = self._meta
        action = int(action)
        if s is None:
            if not 0 <= action < m.num_seeds:
                raise IllegalAction(f"{m.name}: chance outcome {action} is not a deal seed: the "
                                    f"deal's outcomes are 0 … {m.num_seeds - 1} (num_seeds)")
            s = self._box.s = m.game.new_game(m.players, seed=action, **m.options)
            if m.perfect_recall:
                self._recall = [_chain("", "deal", s, q) for q in range(m.players)]
            return
        current = s.current_players()
        if not current:
            raise GameOver(f"{m.name}: action {action} not applied: the state is terminal (the "
                           f"game is over, returns {self.returns()}); no player is to move")
        p = min(current)
        try:
            act = m.codec.index_action(s, p, action)
        except SalonError:
            raise IllegalAction(
                f"{m.name}: action {action} of player {p} not applied: it is outside the action "
                f"space 0 … {m.codec.num_distinct_actions - 1}; legal actions now: "
                f"{_short(m.codec.legal_indices(s, p))}") from None
        if self._recall is not None and act not in s.legal_actions(p):
            try:  # describe() is only asked about legal actions: let salon say why not, on a copy
                s.clone().apply(p, act)
            except IllegalAction as e:
                self._illegal(s, p, action, act, e)
        seen = [f"{p}:{s.describe(p, act, q)}" for q in range(m.players)] if self._recall else None
        try:
            s.apply(p, act)
        except IllegalAction as e:
            self._illegal(s, p, action, act, e)
        if self._recall is not None and seen is not None:
            self._recall = [_chain(self._recall[q], seen[q], s, q) for q in range(m.players)]

    def _illegal(self, s: State, p: int, index: int, act: Any, why: IllegalAction) -> NoReturn:
        m = self._meta
        raise IllegalAction(f"{m.name}: action {index} ({act}) of player {p} not applied: {why}; "
                            f"legal actions now: {_short(m.codec.legal_indices(s, p))}") from None

    def _apply_actions(self, actions: Any) -> None:
        raise SalonError(f"{self._meta.name} is a sequential game (dynamics SEQUENTIAL): use "
                         "apply_action; simultaneous salon decisions are played one seat after "
                         "the other")

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if not 0 <= action < self._meta.num_seeds:
                raise IllegalAction(f"{self._meta.name}: chance outcome {action} is not a deal "
                                    f"seed: 0 … {self._meta.num_seeds - 1}")
            return f"deal seed {action}"
        return str(self._meta.codec.index_action(self._box.s, player, int(action)))  # type: ignore[arg-type]

    def is_terminal(self) -> bool:
        s = self._box.s
        return s is not None and s.is_over()

    def returns(self) -> list[float]:
        s = self._box.s
        m = self._meta
        if s is None or not s.is_over():
            return [0.0] * m.players
        out = s.outcome()
        assert out is not None
        if m.game.cooperative:
            return [max(0.0, min(1.0, float(x))) for x in out.scores]
        share = 1.0 / len(out.winners) if out.winners else 0.0
        return [share if q in out.winners else 0.0 for q in range(m.players)]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any = None) -> SalonSpielState:
        """A state the player cannot tell apart from this one (salon's `determinize`)."""
        s = self._box.s
        m = self._meta
        new = SalonSpielState(m.spiel_game)
        if s is None:
            return new
        if probability_sampler is not None:
            seed = int(probability_sampler() * 2**53)
        else:
            seed = int(np.random.randint(0, 2**31))
        new._box.s = s.determinize(player_id, seed)
        if self._recall is not None:
            mine = self._recall[player_id]
            marker = hashlib.sha256(f"resampled for {player_id}:{mine}".encode()).hexdigest()
            new._recall = [mine if q == player_id else marker for q in range(m.players)]
        return new

    def __str__(self) -> str:
        s = self._box.s
        return "chance: deal seed" if s is None else s.to_json()


class _Meta:
    """Per-game constants shared by every state (deep-copied as itself)."""

    __slots__ = ("spiel_game", "game", "name", "players", "options", "codec", "num_seeds",
                 "perfect_recall")

    def __init__(self, g: SalonSpielGame) -> None:
        self.spiel_game = g
        self.game = g.salon_game
        self.name = short_name(g.salon_game.id)
        self.players = g.players
        self.options = g.options
        self.codec = g.codec
        self.num_seeds = g.num_seeds
        self.perfect_recall = g.perfect_recall

    def __deepcopy__(self, memo: Any) -> _Meta:
        return self

    def __reduce__(self) -> Any:
        # pickled states (serialization) re-attach to the game when deserialized: see _meta_for
        return (_meta_for, (self.game.id, self.players, self.options, self.num_seeds, self.perfect_recall))


_GAMES: dict[tuple[Any, ...], Any] = {}


def _meta_for(game_id: str, players: int, options: dict[str, Any], num_seeds: int,
              perfect_recall: bool = False) -> _Meta:
    key = (game_id, players, tuple(sorted(options.items())), num_seeds, perfect_recall)
    g = _GAMES.get(key)
    if g is None:
        register()
        params = {"players": players, "num_seeds": num_seeds, "perfect_recall": perfect_recall, **options}
        g = _GAMES[key] = pyspiel.load_game(short_name(game_id), params)
    return g._meta  # type: ignore[no-any-return]


@functools.lru_cache(maxsize=4)
def _deal_outcomes(num_seeds: int) -> tuple[tuple[int, float], ...]:
    """The deal's (seed, probability) pairs, built once per `num_seeds` (immutable, shared by
    every state; `chance_outcomes` hands out a list copy, about 20 times cheaper than building
    65,536 tuples at every call)."""
    p = 1.0 / num_seeds
    return tuple((k, p) for k in range(num_seeds))


class DealSampler:
    """A chance sampler for `open_spiel.python.rl_environment.Environment`: draws the deal seed
    of a salon game uniformly (`RandomState.randint(num_seeds)`) without listing its outcomes;
    any other chance node (another game's) is sampled from its `chance_outcomes()` as OpenSpiel's
    own `ChanceEventSampler` does. Same distribution as the stock sampler, seeded the same way:

        env = rl_environment.Environment(game, chance_event_sampler=DealSampler(seed=1))
        env.seed(2)       # reseeds the sampler, as with OpenSpiel's sampler
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed(seed)

    def seed(self, seed: int | None = None) -> None:
        self._rng = np.random.RandomState(seed)

    def __call__(self, state: Any) -> int:
        if isinstance(state, SalonSpielState) and state.salon_state is None:
            return int(self._rng.randint(state._meta.num_seeds))
        actions, probs = zip(*state.chance_outcomes())
        return int(self._rng.choice(actions, p=probs))


def _short(indices: list[int], most: int = 20) -> str:
    """A list of action indices for an error message, cut after `most`."""
    if len(indices) <= most:
        return str(indices)
    return "[" + ", ".join(map(str, indices[:most])) + f", … ({len(indices)} in all)]"


def _chain(digest: str, seen: str, state: State, q: int) -> str:
    """Seat q's observation digest extended by what it saw of a step and its view after it."""
    view = json.dumps(state.view(q), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(f"{digest}\x1f{seen}\x1f{view}".encode()).hexdigest()


class SalonObserver:
    """OpenSpiel PyObserver: the game's encoder over `view(p)` (or `view(None)` if public);
    with `recall`, the string is the perfect-recall information state (module docstring)."""

    def __init__(self, game: SalonSpielGame, public: bool, recall: bool = False) -> None:
        self.encoder = game.encoder
        self.public = public
        self.recall = recall
        self.tensor = np.zeros(self.encoder.size, np.float32)
        self.dict = {"observation": self.tensor}

    def _view(self, state: SalonSpielState, player: int) -> dict[str, Any] | None:
        s = state._box.s
        if s is None:
            return None
        return s.view(None if self.public else player)

    def set_from(self, state: SalonSpielState, player: int) -> None:
        self.tensor.fill(0)
        view = self._view(state, player)
        if view is not None:
            self.encoder.encode_view(view, self.tensor)

    def string_from(self, state: SalonSpielState, player: int) -> str:
        view = self._view(state, player)
        if view is None:
            return "chance: deal seed"
        text = json.dumps(view, sort_keys=True, separators=(",", ":"))
        if self.recall and state._recall is not None:
            return f"{text}#{state._recall[player]}"
        return text


def _factory(game_id: str) -> type:
    """A SalonSpielGame subclass bound to one game id (OpenSpiel registers a class)."""

    def __init__(self: SalonSpielGame, params: dict[str, Any] | None = None) -> None:
        SalonSpielGame.__init__(self, game_id, params)

    name = "Salon" + "".join(w.title() for w in game_id.split("-")) + "Game"
    return type(name, (SalonSpielGame,), {"__init__": __init__, "__module__": __name__})


def tree_size(game: Any, playouts: int = 100, seed: int = 0) -> dict[str, float]:
    """How big the game tree of an OpenSpiel `game` is, by Knuth's estimator (1975): along a
    playout that picks uniformly among the children of every node (chance outcomes included),
    the product of the numbers of children is an unbiased estimate of the number of terminal
    histories. Returns the mean `decisions` per game and `branching` (legal actions per
    decision), `log10_histories` (log10 of the mean product over `playouts` playouts: the
    estimate, dominated by the longest playouts), `log10_median` (the median product: a
    typical playout) and `log10_smallest` (the smallest product met: one short game).
    Any OpenSpiel game: for Kuhn poker the mean product is 30, its number of histories."""
    import math

    if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
        raise ValueError(f"playouts must be a positive integer, not {playouts!r}")
    rand = np.random.RandomState(seed)
    logs: list[float] = []
    decisions = choices = 0
    for _ in range(playouts):
        state = game.new_initial_state()
        log = 0.0
        while not state.is_terminal():
            legal = state.legal_actions()
            log += math.log10(len(legal))
            if not state.is_chance_node():
                decisions += 1
                choices += len(legal)
            state.apply_action(int(legal[rand.randint(len(legal))]))
        logs.append(log)
    top = max(logs)
    mean = top + math.log10(sum(10 ** (x - top) for x in logs) / playouts)
    return {"playouts": playouts, "decisions": decisions / playouts,
            "branching": choices / max(decisions, 1), "log10_histories": mean,
            "log10_median": float(np.median(logs)), "log10_smallest": min(logs)}


def register() -> list[str]:
    """Register every salon game with OpenSpiel (idempotent); returns the short names."""
    for gid in game_ids():
        if gid not in _REGISTERED:
            pyspiel.register_game(_game_type(gid), _factory(gid))
            _REGISTERED[gid] = short_name(gid)
    return [_REGISTERED[g] for g in game_ids()]
