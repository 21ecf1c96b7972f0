"""The conditional logit a search module's value is made of: each seat q of a table wins with
probability exp(u_q) / Σ_r exp(u_r), u_q = w · features(q); and its maximum-likelihood fit.

Shared by the games' search modules (salon.games.roxane.search,
salon.games.aqua_mirabilis.search): `softmax_value` judges a table from per-seat feature rows,
`fit` finds the weights from (feature rows, winner) samples of self-play, `solve` is its linear
algebra. Pure Python: the systems are small (a dozen features)."""

from __future__ import annotations

import math
from collections.abc import Sequence

#: one sample: every seat's feature row, and the seat that won
Sample = tuple[Sequence[Sequence[float]], int]


def softmax_value(weights: Sequence[float], rows: Sequence[Sequence[float]]) -> list[float]:
    """Each seat's chance of winning under the weights (they sum to 1)."""
    u = [sum(a * b for a, b in zip(weights, f, strict=True)) for f in rows]
    top = max(u)
    e = [math.exp(x - top) for x in u]
    total = sum(e)
    return [x / total for x in e]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting (a small, well-conditioned system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda i: abs(m[i][col]))
        m[col], m[piv] = m[piv], m[col]
        for i in range(col + 1, n):
            f = m[i][col] / m[col][col]
            for j in range(col, n + 1):
                m[i][j] -= f * m[col][j]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (m[i][n] - sum(m[i][j] * x[j] for j in range(i + 1, n))) / m[i][i]
    return x


def fit(samples: Sequence[Sample], n_features: int, ridge: float = 1e-3, steps: int = 12) -> list[float]:
    """Maximum-likelihood weights of the conditional logit (Newton's method, a small ridge)."""
    k = n_features
    w = [0.0] * k
    n = len(samples)
    for _ in range(steps):
        grad = [-ridge * n * x for x in w]
        hess = [[-ridge * n if i == j else 0.0 for j in range(k)] for i in range(k)]
        for fs, won in samples:
            u = [sum(a * b for a, b in zip(w, f, strict=True)) for f in fs]
            top = max(u)
            e = [math.exp(x - top) for x in u]
            total = sum(e)
            pr = [x / total for x in e]
            mean = [sum(pr[q] * fs[q][i] for q in range(len(fs))) for i in range(k)]
            for i in range(k):
                grad[i] += fs[won][i] - mean[i]
            for q, f in enumerate(fs):
                d = [f[i] - mean[i] for i in range(k)]
                for i in range(k):
                    di = pr[q] * d[i]
                    row = hess[i]
                    for j in range(k):
                        row[j] -= di * d[j]
        step = solve(hess, grad)
        w = [w[i] - step[i] for i in range(k)]
    return w


def log_loss(weights: Sequence[float], samples: Sequence[Sample]) -> float:
    """Mean negative log-likelihood of the winners under the weights (nats per sample)."""
    if not samples:
        return float("nan")
    total = 0.0
    for fs, won in samples:
        total -= math.log(max(softmax_value(weights, fs)[won], 1e-300))
    return total / len(samples)
