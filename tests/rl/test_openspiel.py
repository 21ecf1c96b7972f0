"""salon's games as OpenSpiel Python games: OpenSpiel's random simulation test, resampling,
serialization, and OpenSpiel's Python ISMCTS bot playing them."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import salon  # noqa: E402
from salon.rl import openspiel  # noqa: E402

from .helpers import case_id, cases  # noqa: E402

CASES = cases(variants=False)


@pytest.fixture(scope="module", autouse=True)
def registered() -> None:
    openspiel.register()


def load(gid: str, n: int, **params):  # type: ignore[no-untyped-def]
    return pyspiel.load_game(openspiel.short_name(gid), {"players": n, **params})


def test_every_game_is_registered() -> None:
    names = openspiel.register()
    assert names == [openspiel.short_name(g) for g in salon.game_ids()]
    registered = set(pyspiel.registered_names())
    for name in names:
        assert name in registered


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_random_sim_test(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, _ = case
    game = load(gid, n)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("gid", salon.game_ids())
def test_game_type_is_honest(gid: str) -> None:
    sgame = salon.load_game(gid)
    game = load(gid, sgame.min_players)
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    want = (pyspiel.GameType.Utility.IDENTICAL if sgame.cooperative
            else pyspiel.GameType.Utility.CONSTANT_SUM)
    assert t.utility == want
    assert t.min_num_players == sgame.min_players and t.max_num_players == sgame.max_players
    assert game.num_distinct_actions() == salon.rl.num_distinct_actions(gid, sgame.min_players)


def _midgame(gid: str, n: int, seed: int, steps: int):  # type: ignore[no-untyped-def]
    game = load(gid, n, num_seeds=1000)
    state = game.new_initial_state()
    state.apply_action(seed)
    rand = np.random.RandomState(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply_action(int(rand.choice(state.legal_actions())))
    return game, state


@pytest.mark.parametrize("gid", salon.game_ids())
def test_resample_serialize_and_observe(gid: str) -> None:
    n = salon.load_game(gid).min_players
    game, state = _midgame(gid, n, seed=7, steps=25)
    p = state.current_player()
    assert p >= 0
    key = state.information_state_string(p)
    assert key == state.observation_string(p)
    tensor = state.information_state_tensor(p)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for _ in range(3):
        other = state.resample_from_infostate(p, sampler)
        assert other.information_state_string(p) == key
        assert other.information_state_tensor(p) == tensor
        assert other.current_player() == p
        assert other.legal_actions() == state.legal_actions()
    back = game.deserialize_state(state.serialize())
    assert str(back) == str(state)
    assert back.information_state_string(p) == key
    assert back.history() == state.history()
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert str(state) == str(back)  # the clone is independent


@pytest.mark.parametrize("gid", salon.game_ids())
def test_python_ismcts_bot_plays(gid: str) -> None:
    n = salon.load_game(gid).min_players
    game, state = _midgame(gid, n, seed=3, steps=0)
    rs = np.random.RandomState(0)
    bots = [ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rs), 0.7, 8, random_state=rs)
            for _ in range(n)]
    for _ in range(4):
        if state.is_terminal():
            break
        p = state.current_player()
        action = bots[p].step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


# ---------------------------------------------------------------- perfect recall (opt-in)


@pytest.mark.parametrize("gid", salon.game_ids())
def test_perfect_recall_information_state(gid: str) -> None:
    """With perfect_recall=True the information state is the current view plus a digest of
    every view the seat has had and everything it saw of every action since the deal."""
    import hashlib
    import json

    n = salon.load_game(gid).min_players
    game = load(gid, n, num_seeds=1000, perfect_recall=True)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    state = game.new_initial_state()
    state.apply_action(11)

    def view_text(q: int) -> str:
        return json.dumps(state.salon_state.view(q), sort_keys=True, separators=(",", ":"))

    def chain(digest: str, seen: str, q: int) -> str:
        return hashlib.sha256(f"{digest}\x1f{seen}\x1f{view_text(q)}".encode()).hexdigest()

    digests = [chain("", "deal", q) for q in range(n)]
    rand = np.random.RandomState(4)
    history = []
    for _ in range(15):
        if state.is_terminal():
            break
        p = state.current_player()
        action = int(rand.choice(state.legal_actions()))
        salon_action = game.codec.index_action(state.salon_state, p, action)
        seen = [f"{p}:{state.salon_state.describe(p, salon_action, q)}" for q in range(n)]
        state.apply_action(action)
        digests = [chain(digests[q], seen[q], q) for q in range(n)]
        for q in range(n):
            info = state.information_state_string(q)
            assert info == f"{view_text(q)}#{digests[q]}"
            assert info != state.observation_string(q)
            assert info not in history  # the digest moves on with every step
        history += [state.information_state_string(q) for q in range(n)]
    if not state.is_terminal():
        p = state.current_player()
        key = state.information_state_string(p)
        sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
        for _ in range(3):
            assert state.resample_from_infostate(p, sampler).information_state_string(p) == key
        back = game.deserialize_state(state.serialize())
        assert back.information_state_string(p) == key


# ---------------------------------------------------------------- errors, not crashes


def _finished(gid: str, n: int, seed: int = 5, **params):  # type: ignore[no-untyped-def]
    game = load(gid, n, num_seeds=100, **params)
    state = game.new_initial_state()
    state.apply_action(seed)
    rand = np.random.RandomState(seed)
    while not state.is_terminal():
        state.apply_action(int(rand.choice(state.legal_actions())))
    return game, state


@pytest.mark.parametrize("gid", salon.game_ids())
def test_terminal_state(gid: str) -> None:
    """Every state method answers on a terminal state; an action is a clear GameOver."""
    n = salon.load_game(gid).min_players
    game, state = _finished(gid, n)
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert state.legal_actions() == []
    assert all(state.legal_actions(p) == [] for p in range(n))
    returns = state.returns()
    assert len(returns) == n and all(0.0 <= r <= 1.0 for r in returns)
    assert state.rewards() == returns
    back = game.deserialize_state(state.serialize())
    assert back.is_terminal() and back.returns() == returns and back.history() == state.history()
    assert state.clone().returns() == returns
    history = state.history()
    for action in (0, game.num_distinct_actions() - 1):
        with pytest.raises(salon.GameOver, match=rf"action {action} not applied: the state is terminal"):
            state.apply_action(action)
        with pytest.raises(salon.GameOver, match="terminal"):
            state.child(action)
    assert state.history() == history and state.returns() == returns
    with pytest.raises(salon.SalonError, match="only chance node is the deal"):
        state.chance_outcomes()


@pytest.mark.parametrize("perfect_recall", [False, True])
@pytest.mark.parametrize("gid", salon.game_ids())
def test_illegal_and_out_of_range_actions(gid: str, perfect_recall: bool) -> None:
    n = salon.load_game(gid).min_players
    game = load(gid, n, num_seeds=100, perfect_recall=perfect_recall)
    state = game.new_initial_state()
    name = openspiel.short_name(gid)
    with pytest.raises(salon.IllegalAction, match=rf"{name}: chance outcome 100 is not a deal seed: .* 0 … 99"):
        state.apply_action(100)
    assert state.is_chance_node() and state.history() == []
    state.apply_action(7)
    rand = np.random.RandomState(7)
    size = game.num_distinct_actions()
    illegal_seen = False
    for _ in range(40):
        if state.is_terminal():
            break
        p = state.current_player()
        legal = state.legal_actions()
        before = (str(state), state.history(), state.information_state_string(p))
        for bad in (size, size + 1000, -2):
            with pytest.raises(salon.IllegalAction,
                               match=rf"action {bad} of player {p} not applied: it is outside the "
                                     rf"action space 0 … {size - 1}; legal actions now: \["):
                state.apply_action(bad)
        illegal = [i for i in range(size) if i not in legal]
        if illegal:
            illegal_seen = True
            with pytest.raises(salon.IllegalAction,
                               match=rf"action {illegal[0]} \(.+\) of player {p} not applied: .*"
                                     r"is not legal now.*; legal actions now: \["):
                state.apply_action(illegal[0])
        with pytest.raises(pyspiel.SpielError):  # OpenSpiel's own check of kInvalidAction
            state.apply_action(-1)
        assert (str(state), state.history(), state.information_state_string(p)) == before
        with pytest.raises(salon.SalonError, match="sequential game"):
            state.apply_actions([legal[0]] * n)
        state.apply_action(int(rand.choice(legal)))
    assert illegal_seen


# ---------------------------------------------------------------- what OpenSpiel's tools can do

#: two small cases for the whole-game checks (a full game of ISMCTS each)
SMALL = [("rose-ceremony", 3), ("romeo-juliette", 2)]


@pytest.mark.parametrize("gid,n", SMALL)
def test_evaluate_bots_with_the_python_ismcts_bot(gid: str, n: int) -> None:
    from open_spiel.python.algorithms import evaluate_bots

    from salon.rl import openspiel_bots

    game = load(gid, n)
    cooperative = salon.load_game(gid).cooperative
    # OpenSpiel's own gap, which the helper closes: its Python bot has no restart_at
    stock = [ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)), 0.7, 4)
             for _ in range(n)]
    with pytest.raises(pyspiel.SpielError, match="RestartAt"):
        evaluate_bots.evaluate_bots(game.new_initial_state(), stock, np.random.RandomState(0))
    runs = []
    for _ in range(2):
        state = game.new_initial_state()
        bots = openspiel_bots.ismcts_bots(game, simulations=6, seed=4)
        assert len(bots) == n
        returns = evaluate_bots.evaluate_bots(state, bots, np.random.RandomState(4))
        assert state.is_terminal() and returns == state.returns()
        runs.append((state.history(), returns))
    assert runs[0] == runs[1]  # seeded bots: the same game twice
    history, returns = runs[0]
    assert len(history) > 10
    if cooperative:
        assert len(set(returns)) == 1
    else:
        assert sum(returns) == pytest.approx(1.0)
    # the C++ loop, from a state in mid-game (it calls restart_at there)
    state = game.new_initial_state()
    for action in history[:6]:
        state.apply_action(action)
    with pytest.raises(pyspiel.SpielError, match="RestartAt"):
        pyspiel.evaluate_bots(state.clone(), stock, 1)
    returns = pyspiel.evaluate_bots(state, openspiel_bots.ismcts_bots(game, 6, seed=1), 1)
    assert state.is_terminal() and returns == state.returns() and state.history()[:6] == history[:6]


def test_ismcts_bots_arguments() -> None:
    from salon.rl import openspiel_bots

    game = load("rose-ceremony", 3)
    for bad in (0, -1, 2.5, True):
        with pytest.raises(ValueError, match="simulations must be a positive integer"):
            openspiel_bots.ismcts_bots(game, bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="rollouts must be a positive integer"):
        openspiel_bots.ismcts_bots(game, 5, rollouts=0)
    with pytest.raises(ValueError, match="sequential games only"):
        openspiel_bots.ismcts_bots(pyspiel.load_game("matrix_rps"), 5)


def test_outcome_sampling_mccfr_runs() -> None:
    """Outcome sampling follows one sampled history per iteration, so it runs on full games."""
    from open_spiel.python.algorithms import outcome_sampling_mccfr

    game = load("rose-ceremony", 3, num_seeds=1)
    np.random.seed(3)  # outcome sampling draws from numpy's global generator
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(5):
        solver.iteration()
    state = game.new_initial_state()
    state.apply_action(0)  # the one deal: every iteration went through this decision
    assert state.information_state_string() in solver._infostates
    probs = solver.average_policy().action_probabilities(state)
    assert sorted(probs) == state.legal_actions()
    assert sum(probs.values()) == pytest.approx(1.0)


@pytest.mark.parametrize("gid,n", SMALL)
def test_rl_environment(gid: str, n: int) -> None:
    from open_spiel.python import rl_environment

    game = load(gid, n)
    env = rl_environment.Environment(game, chance_event_sampler=rl_environment.ChanceEventSampler(seed=2))
    size = env.observation_spec()["info_state"][0]
    assert size == game.information_state_tensor_size()
    assert env.action_spec()["num_actions"] == game.num_distinct_actions()
    rand = np.random.RandomState(2)
    for _ in range(2):
        time_step = env.reset()
        steps = 0
        while not time_step.last():
            p = time_step.observations["current_player"]
            legal = time_step.observations["legal_actions"][p]
            assert legal == env.get_state.legal_actions()
            assert len(time_step.observations["info_state"][p]) == size
            time_step = env.step([int(rand.choice(legal))])
            steps += 1
        assert steps > 10
        assert time_step.rewards == env.get_state.returns()


def test_tree_size() -> None:
    """Knuth's estimate: Kuhn poker has 30 histories; salon's smallest game tree is far beyond
    what a full traversal (exploitability, external-sampling MCCFR) could walk."""
    kuhn = openspiel.tree_size(pyspiel.load_game("kuhn_poker"), playouts=2000, seed=0)
    assert 10 ** kuhn["log10_histories"] == pytest.approx(30, rel=0.05)
    assert kuhn["decisions"] == pytest.approx(2.25, rel=0.05) and kuhn["branching"] == 2.0
    rose = openspiel.tree_size(load("rose-ceremony", 3, num_seeds=1), playouts=50, seed=0)
    assert rose["log10_histories"] > 30 and rose["log10_smallest"] > 3
    assert rose["decisions"] > 30
    with pytest.raises(ValueError, match="playouts"):
        openspiel.tree_size(pyspiel.load_game("kuhn_poker"), playouts=0)
