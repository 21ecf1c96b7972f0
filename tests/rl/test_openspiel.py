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
