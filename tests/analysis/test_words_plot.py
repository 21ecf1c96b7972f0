"""The analysis's figures shown with their 95% intervals: the PNG's band and the turning points."""

from __future__ import annotations

import json

import pytest

from salon.analysis import analyse_record
from salon.analysis.words import interval, plot_figure, with_interval
from salon.core import language

from .helpers import TINY, finished_record


def test_a_figures_interval_is_196_standard_errors_clipped_to_0_and_100() -> None:
    assert interval(0.5, 0.1) == pytest.approx((0.304, 0.696))
    assert interval(0.05, 0.1) == (0.0, pytest.approx(0.246))
    assert interval(0.97, 0.05) == (pytest.approx(0.872), 1.0)
    with language.using("en"):
        assert with_interval(0.62, 0.0867) == "62% (45–79%)"
    with language.using("fr"):
        assert with_interval(0.62, 0.0867) == "62 % (45–79 %)"


def test_the_plots_band_spans_each_figures_95_percent_interval() -> None:
    import matplotlib.pyplot as plt

    result = analyse_record(finished_record("rose-ceremony", 3, seed=2), TINY)
    fig = plot_figure(result)
    try:
        bands = {c.get_gid(): c for c in fig.axes[0].collections if (c.get_gid() or "").startswith("band-")}
        assert set(bands) == {f"band-{p}" for p in result.seats}
        for p in result.seats:
            ys: dict[float, set[float]] = {}
            for path in bands[f"band-{p}"].get_paths():
                for x, y in path.vertices:
                    ys.setdefault(round(float(x), 6), set()).add(round(float(y), 6))
            for step, value, se in result.line(p):
                low, high = interval(value, se)
                assert {round(low, 6), round(high, 6)} <= ys[float(step)], (p, step, value, se)
    finally:
        plt.close(fig)


def test_a_seat_nobody_named_is_named_in_the_readers_language() -> None:
    """A person's name stays as it is; a seat nobody named (the game's own seat name, a bot's
    colour) reads in the reader's language, in the names and in the sentences."""
    from salon.analysis.words import reworded
    from salon.core import load_game

    record = finished_record("rose-ceremony", 3, seed=3)
    state = load_game("rose-ceremony").new_game(3, seed=3)
    english = [state.seat_name(q) for q in range(3)]
    record["names"] = ["Ada", english[1], english[2]]
    doc = json.loads(analyse_record(record, TINY).to_json())
    german = reworded(doc, record, "de")
    with language.using("de"):
        assert german["names"] == ["Ada", state.seat_name(1), state.seat_name(2)]
    assert german["names"][1] != english[1]
    told = " ".join(" ".join(d["said"]) + d["best_label"] for d in german["decisions"])
    assert english[1] not in told and english[2] not in told and german["names"][1] in told
