"""The conditional logit shared by the games' search values: its fitter and its value."""

from __future__ import annotations

import math
import random

from salon.core import logit


def _draw(truth: list[float], n: int, seats: int, seed: int) -> list[tuple[list[list[float]], int]]:
    """Samples from a known conditional logit: random feature rows, a winner drawn by the model."""
    rng = random.Random(seed)
    k = len(truth)
    samples = []
    for _ in range(n):
        fs = [[rng.gauss(0, 1) for _ in range(k)] for _ in range(seats)]
        u = [sum(a * b for a, b in zip(truth, f)) for f in fs]
        e = [math.exp(x) for x in u]
        r, won = rng.random() * sum(e), 0
        while r > e[won]:
            r -= e[won]
            won += 1
        samples.append((fs, won))
    return samples


def test_fit_recovers_the_weights_that_made_the_data() -> None:
    """Samples drawn from a known conditional logit give back its weights."""
    k = 11
    truth = [0.3 if i % 2 else -0.2 for i in range(k)]
    w = logit.fit(_draw(truth, 3000, 3, seed=7), k)
    assert all(abs(a - b) < 0.1 for a, b in zip(w, truth)), w


def test_the_fitted_weights_lose_less_than_no_weights() -> None:
    truth = [1.0, -0.5, 0.0]
    train, test = _draw(truth, 1500, 2, seed=1), _draw(truth, 1500, 2, seed=2)
    w = logit.fit(train, 3)
    assert logit.log_loss(w, test) < logit.log_loss([0.0, 0.0, 0.0], test)
    assert math.isclose(logit.log_loss([0.0, 0.0, 0.0], test), math.log(2))


def test_softmax_value_is_a_distribution_led_by_the_best_row() -> None:
    v = logit.softmax_value([1.0, 2.0], [[0.0, 0.0], [1.0, 1.0], [500.0, 0.0]])
    assert math.isclose(sum(v), 1.0)
    assert v[2] > v[1] > v[0] > 0.0
    assert logit.softmax_value([0.0], [[3.0], [4.0]]) == [0.5, 0.5]


def test_solve_solves_a_small_system_that_needs_pivoting() -> None:
    x = logit.solve([[0.0, 2.0, 1.0], [1.0, 1.0, 0.0], [3.0, 0.0, 1.0]], [5.0, 3.0, 4.0])
    assert all(math.isclose(a, b) for a, b in zip(x, [1.0, 2.0, 1.0]))
