"""What each seat sees, checked over whole random games."""

from __future__ import annotations

import json

import pytest

from salon.core.rng import Rng
from salon.games.roxane.data import CARD_IDS, KISS_IDS
from salon.games.roxane.frames import F_KISS
from salon.games.roxane.knowledge import kiss_known_in_stack

from .helpers import new


def hidden_from(s, p):
    """Card and kiss ids seat p must not see in this state."""
    cards = {CARD_IDS[x] for q in range(s.players) if q != p for x in s.hands[q]}
    cards |= {CARD_IDS[x] for st in s.stacks for x in st}
    kisses = {KISS_IDS[k] for q in range(s.players) if q != p for k in s.kiss[q]}
    known = {k for _, k in kiss_known_in_stack(s, p)} if p is not None else set()
    kisses |= {KISS_IDS[k] for k in s.kstack if k not in known}
    for f in s.pend:
        if f[0] == F_KISS and f[1] != p:
            kisses |= {KISS_IDS[f[2]], KISS_IDS[f[3]]}
    return cards | kisses


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_hidden_id_in_any_view(players: int) -> None:
    s = new(players, seed=40 + players)
    rng = Rng(players)
    step = 0
    while not s.is_over():
        if step % 7 == 0:
            for p in [None, *range(players)]:
                text = json.dumps(s.view(p))
                secret = hidden_from(s, p)
                leaked = [x for x in secret if f'"{x}"' in text]
                assert not leaked, f"seat {p} sees {leaked[:3]}"
                if p is not None:
                    for q in range(players):
                        if q != p:
                            assert s.view(p)["player"][q]["fencing_values"] is None
        p = s.current_players()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
        step += 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_reading_view_entries_are_the_views(players: int) -> None:
    """The heuristic's reading view (entries built as read) holds exactly the view's entries:
    every entry it can build, and every seat's field in "player", equals view(p)'s, so reading
    it tells a seat nothing its view does not (test_bot's ViewOnly game shows that the heuristic
    reads only view entries)."""
    from salon.games.roxane.view import _LAZY_PARTS, _PLAYER_PARTS

    s = new(players, seed=70 + players, poetry="III" if players == 3 else "I")
    rng = Rng(100 + players)
    checked = 0
    while not s.is_over():
        if checked < 60 or rng.below(4) == 0:
            for p in [None, *range(players)]:
                full = s.view(p)
                lazy = s.reading_view(p)  # type: ignore[arg-type]
                for key in _LAZY_PARTS:
                    if key != "player":
                        assert lazy[key] == full[key], key
                for q in range(players):
                    for field in _PLAYER_PARTS:  # each built alone, in its own lazy seat
                        assert s.reading_view(p)["player"][q][field] == full["player"][q][field]  # type: ignore[arg-type]
                    seat = lazy["player"][q]
                    assert {f: seat[f] for f in _PLAYER_PARTS} == full["player"][q]
                assert set(_LAZY_PARTS) <= set(full)
                with pytest.raises(KeyError):
                    lazy["stacks"]
            checked += 1
        p = s.current_players()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    assert checked >= 60


def test_every_seat_sees_how_many_fencing_markers_each_seat_drew() -> None:
    """The fencing-draw counts are public by the rules (knowledge.py: every draw from the bag is
    seen by all), and the seats' knowledge of the markers depends on them: they are in every
    view, the spectator's included, and change with a draw."""
    s = new(3, seed=7)
    rng = Rng(7)
    changed = 0
    while not s.is_over():
        before = [s.fdraws[q] for q in range(3)]
        for p in [None, 0, 1, 2]:
            assert [seat["fencing_draws"] for seat in s.view(p)["player"]] == before
        p = s.current_players()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
        changed += list(s.fdraws) != before
    assert changed > 0
