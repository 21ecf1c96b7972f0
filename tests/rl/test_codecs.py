"""Fixed action spaces and observation encoders: every registered game, count and variant."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

import salon  # noqa: E402
from salon import rl  # noqa: E402
from salon.core.errors import SalonError  # noqa: E402

from .helpers import case_id, cases, playout  # noqa: E402

CASES = cases()
SEEDS = (1, 2)


def test_every_registered_game_has_an_adapter() -> None:
    for gid in salon.game_ids():
        game = salon.load_game(gid)
        for n in game.player_counts():
            try:
                rl.codec_for(gid, n)
                rl.encoder_for(gid, n)
            except rl.MissingAdapter as exc:  # the message says which file to add
                pytest.fail(str(exc))


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_action_index_is_a_bijection_on_legal_actions(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, opts = case
    codec = rl.codec_for(gid, n)
    size = codec.num_distinct_actions
    assert size == rl.num_distinct_actions(gid, n) == rl.num_distinct_actions(salon.load_game(gid), n)
    met = 0
    for seed in SEEDS:
        for state, p in playout(gid, n, dict(opts), seed):
            legal = state.legal_actions(p)
            idx = [codec.action_index(state, p, a) for a in legal]
            assert all(0 <= i < size for i in idx)
            assert len(set(idx)) == len(idx), f"two legal actions share an index: {legal}"
            for a, i in zip(legal, idx):
                back = codec.index_action(state, p, i)
                assert back == a and str(back) == str(a)
                assert codec.action_index(state, p, str(a)) == i  # notation works too
            assert codec.legal_indices(state, p) == sorted(idx)
            mask = rl.legal_mask(state, p)
            assert mask.shape == (size,) and int(mask.sum()) == len(legal)
            met += len(legal)
    assert met > 0


def test_bad_indices_are_rejected() -> None:
    gid = salon.game_ids()[0]
    game = salon.load_game(gid)
    state = game.new_game(game.min_players, seed=1)
    p = state.current_players()[0]
    codec = rl.codec_for(gid, game.min_players)
    for bad in (-1, codec.num_distinct_actions):
        with pytest.raises(SalonError):
            codec.index_action(state, p, bad)


def test_unknown_game_is_reported() -> None:
    with pytest.raises(salon.UnknownGame):
        rl.codec_for("no-such-game", 2)


@pytest.mark.parametrize("case", cases(variants=False), ids=case_id)
def test_observation_is_fixed_length_and_blind_to_hidden_information(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, opts = case
    enc = rl.encoder_for(gid, n)
    assert sum(length for _, _, length in enc.layout()) == enc.size
    for k, (state, p) in enumerate(playout(gid, n, dict(opts), seed=5)):
        if k % 7:
            continue
        obs = rl.observation(state, p)
        assert obs.dtype == np.float32 and obs.shape == (enc.size,)
        assert np.isfinite(obs).all()
        for q in range(n):
            mine = enc.encode(state, q)
            det = state.determinize(q, seed=k + 11 * q)
            assert np.array_equal(enc.encode(det, q), mine), f"seat {q} sees the hidden parts"


def test_layout_printer(capsys) -> None:  # type: ignore[no-untyped-def]
    from salon.rl.__main__ import main

    for gid in salon.game_ids():
        assert main(["actions", gid]) == 0
        assert main(["observation", gid]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") > 100
    assert main(["nonsense"]) == 2
