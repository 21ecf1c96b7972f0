"""Setup by player count (rulebook "Setup"; rulings R1, R2)."""

from __future__ import annotations

import pytest

import salon


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_by_player_count(n: int) -> None:
    s = salon.load_game("aqua-mirabilis").new_game(n, seed=3)
    assert s.market == [n] * 6
    assert len(s.deliveries) == 6  # two tiles on each of the three middle Sundays
    kinds = {2: [1, 1], 3: [1, 2], 4: [2, 2]}[n]
    for week in (1, 2, 3):
        assert sorted(m for w, m, _ in s.deliveries if w == week) == kinds
    assert s.ap == [5] * n and s.orig == [1] * n and s.subcells == (3 if n == 2 else 4)
    assert s.method_supply == [0, n, n, n, n]
    assert sum(s.tokens) == 30 and s.orig_reserve == 4 - n
    assert [len(p) for p in s.piles] == [7, 7, 7, 7]
    assert len(set(s.bonus)) == 4
    # the chits: King's column to the 2nd seat, two workers to the 3rd, three to the 4th
    gifts = [sum(f) for f in s.flowers]
    assert gifts == [0, 1, 2, 3][:n]
    assert s.flowers[1][s.king] == 1
    if n >= 3:
        for w in s.workers:
            assert s.flowers[2][w] == 1
    if n == 4:
        assert s.flowers[3][s.court] == 1
    assert s.king != s.court and s.workers[0] != s.workers[1]


def test_coach_may_pass_through_grasse() -> None:
    from .helpers import build, legal, play

    s = build(2, flowers={0: "O"}, ap=[3, 5], coach=[3, 4], skills=[1 << 2, 0])
    play(s, ["produce", "make DIS O"])
    assert "coach right 3" in legal(s)  # 2 legs + the coach skill, through Grasse
    play(s, ["coach right 3"])
    assert s.coach[0] == 6
