"""One suite over every registered game and player count (DESIGN.md, "Quality bar").

A game plugs in by registering; nothing here names a game.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import salon
from salon.core.game import State, check_counts
from salon.core.rng import Rng

from .conftest import cached_playout
from .playouts import random_step

Opts = tuple[tuple[str, Any], ...]


def snapshot(state: State) -> tuple[str, Any, list[Any]]:
    views = [state.view(q) for q in range(state.players)] + [state.view(None)]
    return state.to_json(), state.record(), views


def test_playout_reaches_an_outcome(gid: str, n: int, opts: Opts, seed: int) -> None:
    po = cached_playout(gid, n, opts, seed)
    final = po.final
    game = salon.load_game(gid)
    assert po.decisions > 0
    assert final.is_over() and final.current_players() == ()
    out = final.outcome()
    assert out is not None
    assert len(out.scores) == n
    assert set(out.winners) <= set(range(n))
    json.dumps(out.to_dict())
    if game.cooperative:
        assert len(set(out.scores)) == 1
        assert out.winners in ([], list(range(n)))
    for q in range(n):
        assert final.legal_actions(q) == []
        assert final.prompt(q)
    for state, _, _ in po.samples:
        assert state.outcome() is None
        current = state.current_players()
        assert current, "a game that is not over must have a seat to act"
        for q in range(n):
            legal = state.legal_actions(q)
            assert bool(legal) == (q in current), f"seat {q}: legal {legal[:3]} vs current {current}"


def test_terminal_iff_no_legal_actions(gid: str, n: int, opts: Opts, seed: int) -> None:
    po = cached_playout(gid, n, opts, seed)
    for state, _, _ in po.samples:
        assert not state.is_over()
        assert any(state.legal_actions(q) for q in range(n))
    assert not any(po.final.legal_actions(q) for q in range(n))


def test_determinism(gid: str, n: int, opts: Opts, seed: int) -> None:
    a = cached_playout(gid, n, opts, seed).final
    b = cached_playout.__wrapped__(gid, n, opts, seed).final
    assert a.to_json() == b.to_json()
    assert a.record() == b.record()


def test_replay_equals_live_state(gid: str, n: int, opts: Opts, seed: int) -> None:
    po = cached_playout(gid, n, opts, seed)
    record = json.loads(json.dumps(po.final.record()))
    assert salon.replay(record).to_json() == po.final.to_json()
    for state, _, _ in po.samples[::3]:
        assert salon.replay(state.record()).to_json() == state.to_json()


def test_json_round_trip(gid: str, n: int, opts: Opts, seed: int) -> None:
    po = cached_playout(gid, n, opts, seed)
    for state, p, a in po.samples + [(po.final, None, None)]:
        text = state.to_json()
        loaded = State.from_json(text)
        assert loaded.to_json() == text
        assert loaded.current_players() == state.current_players()
        if p is not None:
            assert loaded.legal_actions(p) == state.legal_actions(p)
            loaded.apply(p, str(a))
            live = state.clone()
            live.apply(p, a)
            assert loaded.to_json() == live.to_json()


def test_notation_round_trip(gid: str, n: int, opts: Opts, seed: int) -> None:
    game = salon.load_game(gid)
    po = cached_playout(gid, n, opts, seed)
    for state, _, _ in po.samples:
        for q in state.current_players():
            legal = state.legal_actions(q)
            texts = [str(a) for a in legal]
            assert len(set(texts)) == len(texts), f"two legal actions share a notation: {texts}"
            for a, text in zip(legal, texts):
                assert text == " ".join(text.split()) and text, f"notation {text!r} is not canonical"
                assert game.parse_action(state, q, text) == a
                assert game.parse_notation(text) == a


def test_clone_is_independent(gid: str, n: int, opts: Opts, seed: int) -> None:
    po = cached_playout(gid, n, opts, seed)
    rng = Rng(seed)
    for state, _, _ in po.samples[::2]:
        before = state.to_json()
        copy = state.clone()
        assert copy.to_json() == before
        for _ in range(30):
            if copy.is_over():
                break
            copy.apply(*random_step(copy, rng))
        assert state.to_json() == before


def test_views_leak_nothing(gid: str, n: int, opts: Opts, seed: int) -> None:
    """view(p) of a determinization for p equals view(p); the spectator sees only public parts."""
    po = cached_playout(gid, n, opts, seed)
    for k, (state, _, _) in enumerate(po.samples + [(po.final, None, None)]):
        spectator = state.view(None)
        json.dumps(spectator)
        for p in range(n):
            view = state.view(p)
            json.dumps(view)
            for s in (k, k + 101):
                det = state.determinize(p, s)
                assert det.view(p) == view, f"seat {p}'s view changed under determinization"
                assert det.view(None) == spectator, "the spectator view changed under determinization"


def test_determinization_depends_only_on_knowledge(gid: str, n: int, opts: Opts, seed: int) -> None:
    """Two states p cannot tell apart determinize to the same state for the same seed."""
    po = cached_playout(gid, n, opts, seed)
    for k, (state, _, _) in enumerate(po.samples):
        for p in range(n):
            twin = state.determinize(p, 7_000 + k)  # indistinguishable from `state` for p
            assert twin.view(p) == state.view(p)
            assert twin.determinize(p, k).to_json() == state.determinize(p, k).to_json()


def test_determinizations_are_playable(gid: str, n: int, opts: Opts, seed: int) -> None:
    game = salon.load_game(gid)
    po = cached_playout(gid, n, opts, seed)
    rng = Rng(seed)
    for state, _, _ in po.samples[::3]:
        for p in range(n):
            det = state.determinize(p, seed)
            assert det.component_counts() == state.component_counts()
            steps = 0
            while not det.is_over():
                det.apply(*random_step(det, rng))
                steps += 1
                assert steps <= game.max_decisions
            assert det.outcome() is not None


def test_rejected_actions_change_nothing(gid: str, n: int, opts: Opts, seed: int) -> None:
    po = cached_playout(gid, n, opts, seed)
    for state, p, _ in po.samples[::2]:
        before = snapshot(state)
        with pytest.raises(salon.InvalidNotation):
            state.apply(p, "%% not an action %%")
        with pytest.raises(salon.NotYourTurn):
            state.apply(n + 3, state.legal_actions(p)[0])
        idle = [q for q in range(n) if q not in state.current_players()]
        if idle:
            with pytest.raises(salon.NotYourTurn):
                state.apply(idle[0], state.legal_actions(p)[0])
        legal = state.legal_actions(p)
        illegal = [a for a in po.seen_actions if a not in legal]
        for a in illegal[:5]:
            with pytest.raises(salon.IllegalAction) as err:
                state.apply(p, a)
            assert str(a) in str(err.value)
            with pytest.raises((salon.IllegalAction, salon.InvalidNotation)):
                state.apply(p, str(a))
        assert snapshot(state) == before
    final = po.final
    before = snapshot(final)
    with pytest.raises(salon.GameOver):
        final.apply(0, po.seen_actions[0])
    assert snapshot(final) == before


def test_components_are_conserved(gid: str, n: int, opts: Opts, seed: int) -> None:
    po = cached_playout(gid, n, opts, seed)
    start = po.samples[0][0].component_counts()
    assert start, "component_counts() must list the game's components"
    for state, _, _ in po.samples[1:] + [(po.final, None, None)]:
        assert check_counts(start, state.component_counts()) == []


def test_prompts_and_descriptions(gid: str, n: int, opts: Opts, seed: int) -> None:
    po = cached_playout(gid, n, opts, seed)
    for state, p, a in po.samples:
        assert state.prompt(p)
        for viewer in [None, *range(n)]:
            assert isinstance(state.describe(p, a, viewer), str)
