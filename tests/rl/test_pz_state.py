"""state() and state_space: the privileged full state, for every game and player count."""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from pettingzoo.test.state_test import test_state_space as pettingzoo_state_space_test  # noqa: E402

import salon  # noqa: E402
from salon.rl import encoder_for  # noqa: E402
from salon.rl.pettingzoo import env, full_state  # noqa: E402

from .helpers import case_id, cases, playout  # noqa: E402

CASES = cases(variants=False)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_state_has_the_declared_shape_and_dtype_all_game_long(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, _ = case
    e = env(gid, players=n)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # PettingZoo's own state-space checks warn on problems
        pettingzoo_state_space_test(e)
    size = encoder_for(gid, n).size
    assert e.state_space.shape == (n * size + n,) and e.state_space.dtype == np.float32
    e.reset(seed=5)
    rand = np.random.default_rng(5)
    for _ in e.agent_iter(max_iter=120):
        s = e.state()
        assert s.dtype == np.float32 and s.shape == e.state_space.shape
        assert e.state_space.contains(s)
        state = e.unwrapped.game_state
        for p in range(n):  # seat blocks are the seats' own observations, then who acts now
            assert np.array_equal(s[p * size:(p + 1) * size], encoder_for(gid, n).encode(state, p))
        assert s[n * size:].tolist() == [float(p in state.current_players()) for p in range(n)]
        _, _, term, trunc, info = e.last()
        e.step(None if term or trunc else int(rand.choice(np.flatnonzero(info["action_mask"]))))
    assert e.state_space.contains(e.state())


@pytest.mark.parametrize("gid", salon.game_ids())
def test_state_changes_with_hidden_information_that_observations_do_not_show(gid: str) -> None:
    """A determinization for seat p looks the same to p (its observation is unchanged) but
    deals the others differently: state() must see the difference."""
    game = salon.load_game(gid)
    n = game.min_players
    enc = encoder_for(gid, n)
    found = 0
    for i, (state, p) in enumerate(playout(gid, n, {}, seed=1)):
        if i % 7:
            continue
        twin = state.determinize(p, seed=i)
        assert np.array_equal(enc.encode(twin, p), enc.encode(state, p))
        if not np.array_equal(full_state(twin, enc), full_state(state, enc)):
            found += 1
        if found >= 3 or i > 400:
            break
    assert found >= 3, f"{gid}: state() never showed hidden information in a playout"


def test_state_needs_a_reset() -> None:
    e = env("rose-ceremony", players=3)
    with pytest.raises(Exception, match="reset"):
        e.state()
