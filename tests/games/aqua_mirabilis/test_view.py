"""What each seat sees: the Dames' bonuses after a gift, pile tops; determinization."""

from __future__ import annotations

import salon

from .helpers import build, play


def test_bonus_hidden_until_gift_and_determinized() -> None:
    s = build(2, scents={0: "B"})
    assert all(d["bonus"] is None for d in s.view(0)["dames"])
    play(s, ["go court-A1", "gift B"])
    v0 = s.view(0)
    assert v0["dames"][0]["bonus"] is not None
    assert all(d["bonus"] is None for d in s.view(1)["dames"])
    assert all(d["bonus"] is None for d in s.view(None)["dames"])
    for seed in range(20):
        d = s.determinize(0, seed)
        assert d.bonus[0] == s.bonus[0]  # seen by seat 0: kept
        assert d.view(0) == v0
    others = {tuple(s.determinize(1, seed).bonus) for seed in range(20)}
    assert len(others) > 1  # seat 1 has seen nothing: resampled


def test_piles_show_top_and_contents_only() -> None:
    s = salon.load_game("aqua-mirabilis").new_game(3, seed=4)
    v = s.view(1)
    for pile, data in zip(s.piles, v["piles"]):
        assert data["top"] is not None and len(data["tiles"]) == len(pile)
    orders = {tuple(s.determinize(1, k).piles[0]) for k in range(10)}
    assert len(orders) > 1
    assert all(o[-1] == s.piles[0][-1] for o in orders)  # the face-up top stays


def test_component_counts_listed() -> None:
    s = salon.load_game("aqua-mirabilis").new_game(4, seed=1)
    c = s.component_counts()
    assert c["chit O"] == 16 and c["blue cubes"] == 60 and c["originality tokens"] == 34
    assert c["city tiles"] == 28 and c["recipes"] == 35 and c["apprenticeship tiles"] == 18
    assert c["production methods"] == 20 and c["letters"] == 8
