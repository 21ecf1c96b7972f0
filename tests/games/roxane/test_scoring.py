"""Every scoring rule: kiss combinations, wishes, Romance and Poetry areas, final steps."""

from __future__ import annotations

import pytest

from salon.games.roxane.data import KISS_IDS, WISH_IDS
from salon.games.roxane.scoring import (
    final_scoring,
    kiss_groups,
    poetry_points_for,
    rhyme,
    romance_points_for,
    wish_met,
)

from .helpers import c, new, write_verses

BASE = {"L": 0, "R": 0, "F": 0, "P": 0, "N": 0, "O": 0, "G": 0, "U": 0, "K": 0, "X": 0}


def cnt(**kw: int) -> dict[str, int]:
    d = dict(BASE)
    d.update(kw)
    return d


KISS_CASES = [
    ("K01", cnt(L=5, F=3), 2), ("K01", cnt(L=2, F=0), 0),
    ("K02", cnt(R=4, F=1), 1), ("K03", cnt(L=4, R=3), 2), ("K04", cnt(R=6, L=2), 2),
    ("K05", cnt(F=4, L=1), 1), ("K06", cnt(F=6, R=5), 3), ("K07", cnt(L=2, R=3, F=4), 2),
    ("K08", cnt(L=3, P=5), 2), ("K09", cnt(R=1, P=4), 1), ("K10", cnt(F=3, P=6), 3),
    ("K11", cnt(N=9), 2), ("K12", cnt(O=4, G=2, P=1), 1), ("K13", cnt(G=4, O=3, P=3), 2),
    ("K14", cnt(G=2, U=1, P=1), 1), ("K15", cnt(U=5, G=2, P=2), 2),
    ("K16", cnt(U=2, O=1, P=0), 0), ("K17", cnt(O=2, U=1, P=1), 1),
    ("K18", cnt(O=2, G=2, U=3, P=2), 2), ("K19", cnt(K=3), 3), ("K20", cnt(X=2), 2),
]


@pytest.mark.parametrize(("kid", "counts", "groups"), KISS_CASES)
def test_kiss_combinations(kid: str, counts: dict[str, int], groups: int) -> None:
    assert kiss_groups(KISS_IDS.index(kid), counts) == groups


def test_every_kiss_marker_is_tested() -> None:
    assert {k for k, _, _ in KISS_CASES} == set(KISS_IDS)


def wish_state(**kw):
    s = new(3, seed=1)
    for k, v in kw.items():
        getattr(s, k)[0] = v
    return s


WISH_CASES = [
    ("W1", {"letters": 3}, True), ("W1", {"letters": 2}, False),
    ("W2", {"roses": 3}, True), ("W2", {"roses": 2}, False),
    ("W3", {"fence": [1, 1, 2, 3, 3]}, True), ("W3", {"fence": [1, 2, 3, 3]}, False),
    ("W4", {"passion": 4}, True), ("W4", {"passion": 3}, False),
    ("W7", {"roses": 1, "letters": 1, "fence": [1, 2]}, True),
    ("W7", {"roses": 1, "fence": [1, 2]}, False),
    ("W8", {"passion": 2, "roses": 1, "letters": 1}, True),
    ("W8", {"passion": 1, "roses": 1, "letters": 1}, False),
    ("W9", {"kiss": [3, 4], "revealed": 8}, True), ("W9", {"kiss": [3, 4], "revealed": 9}, False),
    ("W9", {"kiss": [3], "revealed": 0}, False),
]


@pytest.mark.parametrize(("wid", "fields", "met"), WISH_CASES)
def test_wishes(wid: str, fields: dict, met: bool) -> None:
    s = wish_state()
    for k, v in fields.items():
        getattr(s, k)[0] = v
    assert wish_met(s, 0, WISH_IDS.index(wid)) is met


def test_wish_elegance_and_creativity() -> None:
    s = new(3, seed=1)
    # five orange cards in two verses
    write_verses(s, 0, [["T01", "T19", "T37"], ["T55", "T73"]])
    assert wish_met(s, 0, WISH_IDS.index("W5"))
    assert not wish_met(s, 0, WISH_IDS.index("W6"))
    write_verses(s, 0, [["T01", "T20", "T39"], ["T55", "T73"]])  # orange, green, purple
    assert wish_met(s, 0, WISH_IDS.index("W6"))
    assert not wish_met(s, 0, WISH_IDS.index("W5"))
    write_verses(s, 0, [["T01", "T20", "T39"], ["T55"]])  # only 4 cards
    assert not wish_met(s, 0, WISH_IDS.index("W6"))


def test_fulfilled_wish_gives_kiss_choice_and_leaves() -> None:
    s = new(3, seed=5)
    while s.round == 0:
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    s.wishes = [WISH_IDS.index("W2"), s.wishes[1], s.wishes[2]]
    s.fulfil = [1, 0, 0]
    s.roses = [3, 0, 3]
    s.pend = [(15, -1, 0, 0, 0)]  # F_WISHES
    s.order = [2, 0, 1]
    top2 = s.kstack[-2:]
    s._advance()
    assert s.current_players() == (2,)  # turn order: seat 2 first
    assert [str(a) for a in s.legal_actions(2)] == ["kiss draw", "skip"]
    assert s.view(0)["pending"] == {"kind": "kiss-draw", "seat": 2}
    assert s.kstack[-2:] == top2  # nothing is drawn before the seat decides
    s.apply(2, "kiss draw")
    acts = [str(a) for a in s.legal_actions(2)]
    assert acts == [f"keep {KISS_IDS[top2[1]]}", f"keep {KISS_IDS[top2[0]]}"]
    assert s.view(0)["pending"]["choices"] is None
    s.apply(2, acts[0])
    assert s.kiss[2] == [top2[1]] and s.kstack[0] == top2[0]
    assert s.view(2)["player"][2]["kisses_known_in_stack"] == [[0, KISS_IDS[top2[0]]]]
    assert s.current_players() == (0,)
    s.apply(0, "kiss draw")
    s.apply(0, s.legal_actions(0)[1])
    assert s.wishes[0] == -1 and s.fulfil[0] == 0


def test_kiss_draw_may_be_declined() -> None:
    """R12: a player meeting the wish *may* draw; declining leaves the stack untouched, the
    next qualifying player decides after it, and the wish leaves the game all the same."""
    s = new(3, seed=5)
    while s.round == 0:
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    s.wishes = [WISH_IDS.index("W2"), s.wishes[1], s.wishes[2]]
    s.fulfil = [1, 0, 0]
    s.roses = [3, 0, 3]
    s.pend = [(15, -1, 0, 0, 0)]  # F_WISHES
    s.order = [2, 0, 1]
    stack = list(s.kstack)
    s._advance()
    assert s.current_players() == (2,)
    s.apply(2, "skip")
    assert s.kstack == stack and s.kiss[2] == []
    assert s.current_players() == (0,)  # seat 1 does not qualify and is not asked
    assert [str(a) for a in s.legal_actions(0)] == ["kiss draw", "skip"]
    s.apply(0, "skip")
    assert s.kstack == stack and s.kiss == [[], [], []]
    assert s.wishes[0] == -1 and s.fulfil[0] == 0
    assert all(f[0] != 18 for f in s.pend)  # no kiss-draw decision left


def test_kiss_draw_not_offered_with_an_empty_stack() -> None:
    s = new(3, seed=5)
    while s.round == 0:
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    s.wishes = [WISH_IDS.index("W2"), s.wishes[1], s.wishes[2]]
    s.fulfil = [1, 0, 0]
    s.roses = [3, 0, 3]
    s.kiss = [s.kstack[:10], [], s.kstack[10:]]
    s.kstack = []
    s.pend = [(15, -1, 0, 0, 0)]  # F_WISHES
    s._advance()
    assert s.wishes[0] == -1
    assert all(f[0] != 18 for f in s.pend)


def test_heuristic_bot_draws_the_kiss_markers() -> None:
    from salon.games.roxane.bot import HeuristicBot
    s = new(3, seed=5)
    while s.round == 0:
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    s.wishes = [WISH_IDS.index("W2"), s.wishes[1], s.wishes[2]]
    s.fulfil = [1, 0, 0]
    s.roses = [3, 0, 3]
    s.pend = [(15, -1, 0, 0, 0)]  # F_WISHES
    s.order = [2, 0, 1]
    s._advance()
    assert str(HeuristicBot(seed=3).choose(s, 2)) == "kiss draw"


ORDER = [0, 1, 2]


@pytest.mark.parametrize(("rule", "roses", "letters", "expect"), [
    ("letters_majority", [0, 0, 0], [3, 5, 3], [4, 10, 2]),
    ("letters_majority", [0, 0, 0], [0, 2, 0], [0, 10, 0]),
    ("letters2_roses1", [1, 2, 0], [3, 0, 1], [7, 2, 2]),
    ("both_majority", [2, 2, 0], [0, 1, 4], [7, 2 + 2, 7]),
    ("roses2_letters1", [1, 2, 0], [3, 0, 1], [5, 4, 1]),
    ("roses_majority", [1, 4, 1], [0, 0, 0], [4, 10, 2]),
])
def test_romance_areas(rule: str, roses: list[int], letters: list[int], expect: list[int]) -> None:
    assert romance_points_for(roses, letters, rule, ORDER) == expect


def test_romance_tie_goes_to_turn_order() -> None:
    assert romance_points_for([0, 0, 0], [2, 2, 2], "letters_majority", [2, 0, 1]) == [4, 2, 10]


def V(*verses: str) -> list[list[int]]:
    return [[c(x) for x in v.split()] for v in verses]


POETRY_CASES = [
    # Poetry I
    ("I_sequence", V("T01 T19 T37 T73", "T55 T02 T20 T38 T74", "T03 T21 T39 T75 T56"), 15),
    ("I_sequence", V("T01 T55 T19 T37 T73", "T19 T01 T37 T73"), 0),
    ("I_five_cards", V("T01 T19 T37 T73 T55", "T02 T20"), 4),
    ("I_phrase", V("T01 T55 T73 T19", "T56 T19 T74", "T73 T55"), 4),
    ("I_single_colour", V("T01 T19 T37", "T01 T19", "T02 T20 T38 T74"), 8),
    # Poetry II
    ("II_three_verses", V("T01", "T02", "T03"), 5),
    ("II_three_verses", V("T01", "T02"), 0),
    ("II_rhyme", V("T01 T73", "T76", "T79"), 4),
    ("II_rhyme", V("T73", "T76", "T01"), 7),
    ("II_quill_candle", V("T55 T01 T19", "T19 T01", "T01 T19"), 4),
    ("II_three_colours", V("T01 T20 T39", "T01 T20"), -2),
    ("II_short_verses", V("T01 T19 T37 T73 T55", "T02"), -3),
    # Poetry III
    ("III_sequence", V("T01 T19 T37 T55 T73", "T01 T19 T37 T73"), 5),
    ("III_phrase", V("T55 T73", "T57 T75"), 8),
    ("III_rhyme", V("T79", "T80"), 5),
    ("III_rhyme", V("T79", "T80", "T81"), 8),
    ("III_same_text", V("T01 T19", "T02 T20", "T03"), -2),
    ("III_missing_type", V("T01 T55 T73", "T01 T55", "T19"), -4),
    ("III_few_verses", V("T01", "T02"), -3),
    ("III_few_verses", V("T01", "T02", "T03"), 0),
    # Poetry IV
    ("IV_colours_plus", V("T01 T20 T39", "T03"), 0),
    ("IV_colours_plus", V("T01 T20", "T04"), 3),
    ("IV_rhyme_plus", V("T73", "T76"), 5),
    ("IV_same_text", V("T01 T19", "T02 T20"), -2),
    ("IV_rhyme_minus", V("T73", "T76", "T79"), -2),
    ("IV_rhyme_minus", V("T73", "T76", "T01"), -3),
    ("IV_colours_minus", V("T01 T20", "T03 T39"), 0),
    ("IV_colours_minus", V("T03 T39"), 2),
    # Poetry V
    ("V_phrase", V("T19 T01 T37 T55 T73", "T02 T19 T01 T37 T55"), 8),
    ("V_scrolls", V("T76 T01", "T80"), 4),
    ("V_inkwells", V("T58 T01", "T62", "T55"), 4),
    ("V_quills", V("T04", "T08", "T01"), 6),
]


@pytest.mark.parametrize(("rule", "verses", "points"), POETRY_CASES)
def test_poetry_areas(rule: str, verses: list[list[int]], points: int) -> None:
    assert poetry_points_for(verses, 0, rule) == points


def test_every_poetry_area_is_tested() -> None:
    from salon.games.roxane.data import POETRY
    rules = {a["rule"] for t in POETRY.values() for a in t["areas"]}
    assert rules - {"V_penalty"} <= {r for r, _, _ in POETRY_CASES}


def test_rhyme_needs_the_last_cards() -> None:
    assert rhyme(V("T73 T79", "T76")) == 0
    assert rhyme(V("T79 T73", "T76")) == 2


def final_state():
    s = new(3, seed=1)
    s.order6 = [0, 1, 2]
    s.marker = [5, 5]  # Romance both majorities, Poetry I five-card verses
    for q in range(3):
        s.verses[q] = [[]]
        s.roses[q] = s.letters[q] = s.passion[q] = s.revealed[q] = 0
        s.fence[q] = []
        s.kiss[q] = []
    return s


def test_poetry_v_penalty_taken_twice() -> None:
    s = final_state()
    s.options = dict(s.options, poetry="V")
    s.marker = [5, 0]
    s.revealed = [12, 0, 0]
    s.passion = [20, 0, 0]  # 10 + 4 majority = 14 before the poetry step
    scores, _, details = final_scoring(s)
    per = details["per_player"][0]
    assert per["poetry"] == -6 and per["reveal_penalty"] == -6
    assert scores[0] == 14 - 6 - 6


def test_scoring_floor_at_zero_and_order_matters() -> None:
    s = final_state()
    s.revealed = [13, 0, 0]
    s.passion = [2, 0, 0]
    scores, _, details = final_scoring(s)
    steps = {st["step"]: st for st in details["steps"]}
    # 1 + 4 (majority) = 5 ... -10 → 0, never below
    assert steps["reveal_penalty"]["totals"][0] == 0
    assert scores[0] == 0
    assert all(len(st["points"]) == 3 for st in details["steps"])


def test_all_nine_steps_in_order() -> None:
    s = final_state()
    _, _, details = final_scoring(s)
    assert [st["step"] for st in details["steps"]] == [
        "text_hearts", "passion", "passion_majority", "kiss_markers", "kiss_combinations",
        "romance", "poetry", "least_revealed", "reveal_penalty"]


def test_text_hearts_passion_kiss_markers() -> None:
    s = final_state()
    write_verses(s, 0, [["T02", "T03"]])  # hearts 1 + 2
    s.passion = [5, 3, 0]
    s.kiss[0] = [KISS_IDS.index("K19"), KISS_IDS.index("K11")]
    s.revealed = [1, 0, 2]
    _, _, d = final_scoring(s)
    per = d["per_player"]
    assert per[0]["text_hearts"] == 3
    assert per[0]["passion"] == 2 and per[1]["passion"] == 1
    assert per[0]["passion_majority"] == 4 and per[1]["passion_majority"] == 2
    assert per[2]["passion_majority"] == 0
    assert per[0]["kiss_markers"] == 4
    assert per[0]["kiss_combinations"] == 2  # K19: 2 markers held; K11: only 2 cards
    assert per[1]["least_revealed"] == 1 and per[0]["least_revealed"] == 0


def test_ties_go_to_round_six_turn_order() -> None:
    s = final_state()
    s.order6 = [2, 1, 0]
    s.passion = [4, 4, 4]
    _, winners, d = final_scoring(s)
    per = d["per_player"]
    assert [per[q]["passion_majority"] for q in range(3)] == [0, 2, 4]
    assert [per[q]["least_revealed"] for q in range(3)] == [0, 0, 1]
    s2 = final_state()
    s2.order6 = [1, 0, 2]
    scores, winners, _ = final_scoring(s2)
    assert scores[0] == scores[2] and winners == [1]


def test_outcome_details_hold_every_step_for_every_player() -> None:
    from salon.core.rng import Rng
    s = new(4, seed=3)
    rng = Rng(3)
    while not s.is_over():
        p = s.current_players()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    out = s.outcome()
    assert out is not None
    assert len(out.details["steps"]) == 9
    assert all(len(st["points"]) == 4 for st in out.details["steps"])
    assert [float(t) for t in out.details["totals"]] == out.scores


def test_winner_tie_goes_to_higher_turn_order() -> None:
    s = final_state()
    s.order6 = [1, 2, 0]
    s.revealed = [1, 1, 1]
    write_verses(s, 0, [["T03"]])
    write_verses(s, 2, [["T06"]])
    scores, winners, _ = final_scoring(s)
    assert scores == [2.0, 1.0, 2.0]
    assert winners == [2]


def test_balance_and_bravery_are_met_with_nothing() -> None:
    s = wish_state()
    assert wish_met(s, 0, WISH_IDS.index("W7"))
    assert wish_met(s, 0, WISH_IDS.index("W8"))
