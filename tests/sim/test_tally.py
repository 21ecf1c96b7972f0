"""A batch's statistics counted game by game (sim/tally.py): the same figures as a list of
results, in any order, with memory that does not grow with the number of games."""

from __future__ import annotations

import json
import random
import statistics as st

from salon.sim.balance import balance
from salon.sim.parallel import run_games
from salon.sim.runner import GameResult
from salon.sim.tally import DISTINCT, BatchTally, Numbers


def test_exact_figures_match_the_statistics_module() -> None:
    rng = random.Random(3)
    for size in (1, 2, 3, 4, 5, 17, 100):
        values = [rng.randint(-20, 60) for _ in range(size)]
        numbers = Numbers()
        for v in values:
            numbers.add(v)
        d = numbers.distribution()
        q = st.quantiles(sorted(values), n=4, method="inclusive") if size > 1 else [values[0]] * 3
        assert d["n"] == size and d["min"] == min(values) and d["max"] == max(values)
        assert d["p25"] == round(q[0], 4) and d["median"] == round(q[1], 4) and d["p75"] == round(q[2], 4)
        assert d["mean"] == round(st.fmean(values), 4) and d["stdev"] == round(st.pstdev(values), 4)


def test_a_series_of_many_values_stays_within_its_bound_and_close() -> None:
    rng = random.Random(5)
    values = [rng.random() * 1000 for _ in range(40_000)]
    numbers = Numbers()
    for v in values:
        numbers.add(v)
    assert len(numbers.counts) <= DISTINCT and numbers.step is not None
    d = numbers.distribution()
    q = st.quantiles(values, n=4, method="inclusive")
    assert abs(d["median"] - q[1]) <= numbers.step and abs(d["p25"] - q[0]) <= numbers.step
    assert d["mean"] == round(st.fmean(values), 4)  # the mean stays exact


def test_order_does_not_matter_and_a_list_gives_the_same_json() -> None:
    results = list(run_games("rose-ceremony", 3, ["random"] * 3, 11, {}, range(12), jobs=1))
    forward = json.dumps(balance(results, 3), sort_keys=True)
    shuffled = results[:]
    random.Random(1).shuffle(shuffled)
    assert json.dumps(balance(shuffled, 3), sort_keys=True) == forward
    tally = BatchTally(3)
    for r in reversed(results):
        tally.add(r)
    assert tally.n == 12 and tally.first_bots == results[0].bots


def _fake(i: int, rng: random.Random) -> GameResult:
    scores = [float(rng.randint(0, 40)) for _ in range(4)]
    top = max(scores)
    return GameResult(i, i, ["random"] * 4, {"game": "rose-ceremony", "version": "1"}, scores,
                      [p for p in range(4) if scores[p] == top], {"end": "deck"}, rng.randint(30, 300),
                      {"lead_changes": rng.randint(0, 9), "winner_lead_from": rng.randint(0, 50),
                       "stats": {"rounds": rng.randint(3, 30), "ratio": rng.random(),
                                 "ended_by": rng.choice(["deck", "hearts"]), "gaps": [rng.random(), 2.0]}})


def _held(tally: BatchTally) -> int:
    """Values a tally holds: the counts of every series."""
    series = [*tally.seat_scores, tally.lengths, tally.margins, tally.rounds, tally.lead, tally.took,
              *tally.stats.numbers.values(), *tally.stats.pooled.values()]
    return sum(len(s.counts) for s in series) + sum(len(c) for c in tally.stats.counted.values())


def test_what_a_tally_holds_stops_growing_with_the_games() -> None:
    rng = random.Random(2)
    tally = BatchTally(4)
    sizes = []
    for i in range(60_000):
        tally.add(_fake(i, rng))
        if i + 1 in (20_000, 60_000):
            sizes.append(_held(tally))
    # bounded by the number of series times DISTINCT, not by the 60,000 games
    assert sizes[1] <= sizes[0] + DISTINCT // 2
    assert sizes[1] < 12 * DISTINCT
