"""The analysis in words and pictures: turning points as sentences, a small terminal plot, a PNG.

Every name a person reads comes from the game's own narration and labels (its words data):
the move played is told by `State.narrate` (as its actor read it), the better move by
`State.label_for`. Notation appears only in `--json`, for programs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.language import current, say
from .analyse import DecisionAnalysis, GameAnalysis


def percent(x: float) -> str:
    """A figure as the reader's language writes a percentage ("40%", "40 %")."""
    return say("cli-analysis-percent", n=str(round(100 * x)))


#: a figure's 95% interval is value ± Z95 standard errors, clipped to 0–100% (the spike of
#: docs/analysis.md, Precision per CPU-second, found a figure's `se` close to the spread of
#: replicate analyses)
Z95 = 1.96


def interval(value: float, se: float) -> tuple[float, float]:
    """A figure's 95% interval: value ± 1.96 standard errors, within [0, 1]."""
    return max(0.0, value - Z95 * se), min(1.0, value + Z95 * se)


def with_interval(value: float, se: float) -> str:
    """A figure and its 95% interval in the reader's language: "62% (45–79%)"."""
    low, high = interval(value, se)
    return say("cli-analysis-interval", value=percent(value), low=str(round(100 * low)), high=percent(high))


def chance_word(analysis: GameAnalysis) -> str:
    """What the figure is: a win chance, or the pair's chance of completing the chapter (in the
    current language)."""
    return say("cli-analysis-chance", coop="yes" if analysis.cooperative else "no")


def turning_point(d: DecisionAnalysis, names: Sequence[str], said: Sequence[str] | None = None,
                  better: str | None = None) -> str:
    """One marked decision as a sentence in the current language: what was played (the game's
    narration), its estimate, the better move in words and its estimate. `said` and `better`:
    the narration and the better move's label worded again in the reader's language
    (`reworded`); without them, the analysis's own."""
    e = d.estimates
    told = list(d.said if said is None else said)
    text = " ".join(told[:1]) if told else d.label(d.point.action)
    text = text.rstrip(".")
    better = d.label(e.best.action) if better is None else better
    if current() != "de":  # German nouns keep their capital
        better = better[:1].lower() + better[1:]
    return say("cli-analysis-turning-point", step=str(d.point.step), said=text,
               value=with_interval(e.played.value, e.played.se), better=better,
               best=with_interval(e.best.value, e.best.se), mark=d.mark or "decision", points=round(100 * e.loss))


def sparkline(values: Sequence[float], marks: Sequence[str | None], width: int = 60, height: int = 6) -> list[str]:
    """A small plot of values in [0, 1]: `height` rows (100% at the top), one column per decision
    (or per group of decisions, averaged, when there are more than `width`); a mistake's column
    shows ×, a blunder's ✖, any other •."""
    if not values:
        return [say("cli-analysis-no-decision")]
    groups: list[tuple[float, str | None]] = []
    n = len(values)
    cols = min(width, n)
    for c in range(cols):
        lo, hi = c * n // cols, max(c * n // cols + 1, (c + 1) * n // cols)
        chunk = values[lo:hi]
        worst = "blunder" if "blunder" in marks[lo:hi] else ("mistake" if "mistake" in marks[lo:hi] else None)
        groups.append((sum(chunk) / len(chunk), worst))
    rows = []
    for r in range(height):
        top = 1 - r / height
        bottom = 1 - (r + 1) / height
        label = f"{round(100 * top):>3}% ┤" if r % 2 == 0 else "     │"
        cells = []
        for v, m in groups:
            inside = bottom <= v <= top if r == height - 1 else bottom < v <= top
            cells.append(("✖" if m == "blunder" else "×" if m == "mistake" else "•") if inside else " ")
        rows.append(label + "".join(cells))
    rows.append("  0% └" + "─" * cols)
    return rows


def save_plot(analysis: GameAnalysis, path: Any, names: Sequence[str] | None = None) -> None:
    """A PNG of `plot_figure` (matplotlib, no display needed)."""
    import matplotlib.pyplot as plt

    fig = plot_figure(analysis, names)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_figure(analysis: GameAnalysis, names: Sequence[str] | None = None) -> Any:
    """A matplotlib figure of every analysed seat's win-chance line with its 95% band (each
    figure ± 1.96 standard errors, `interval`; the band's gid "band-<seat>"), the mistakes and
    blunders marked; its words in the current language, the band's meaning under the plot, the
    seats named as `analysis.names` or `names`."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(9, 4.6))
    for p in analysis.seats:
        line = analysis.line(p)
        if not line:
            continue
        steps = [s for s, _, _ in line]
        vals = [v for _, v, _ in line]
        ses = [se for _, _, se in line]
        (drawn,) = ax.plot(steps, vals, label=(names or analysis.names)[p], linewidth=1.6,
                           linestyle=DASHES[p % len(DASHES)])
        spans = [interval(v, se) for v, se in zip(vals, ses, strict=True)]
        ax.fill_between(steps, [lo for lo, _ in spans], [hi for _, hi in spans], color=drawn.get_color(),
                        alpha=0.12, linewidth=0, gid=f"band-{p}")
        for d in analysis.turning_points(p):
            ax.plot([d.point.step], [d.estimates.played.value], marker="X" if d.mark == "blunder" else "o",
                    color=drawn.get_color(), markersize=9 if d.mark == "blunder" else 6,
                    markeredgecolor="black")
    ax.set_ylim(-0.02, 1.02)  # a line at 0% or 100% drawn inside the frame, not on it
    ax.set_xlabel(say("cli-analysis-plot-steps"))
    ax.set_ylabel(chance_word(analysis))
    ax.yaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0))
    from ..core import load_game

    ax.set_title(say("cli-analysis-plot-title", title=load_game(analysis.game).title, what=chance_word(analysis),
                     level=analysis.level.name), wrap=True)  # (German and French run longer)
    ax.legend(loc="upper left", fontsize=8)
    ax.grid(alpha=0.3)
    fig.text(0.01, 0.01, say("cli-analysis-plot-band", playouts=str(analysis.level.iterations)), fontsize=8,
             color="#444444", ha="left", va="bottom", wrap=True)
    fig.tight_layout(rect=(0, 0.04, 1, 1))
    return fig


#: each seat's line pattern in the PNG (as in the browser's graph): the colour is never the only
#: way to tell the seats apart
DASHES: list[Any] = ["-", (0, (6, 3)), (0, (1.5, 2)), (0, (8, 2, 1.5, 2)), (0, (4, 4)), (0, (1, 4))]


def reworded(doc: dict[str, Any], record: dict[str, Any], lang: str) -> dict[str, Any]:
    """A stored analysis (`GameAnalysis.to_json`, read back) with its sentences worded in `lang`:
    each decision's `said` (the game's narration of the move, as its actor read it) and the
    labels of the better move and of every candidate, made again from the record's states in
    that language. Figures, notation and marks are untouched; the players keep the names the
    analysis was made with, but a seat nobody named (the game's own seat name, a bot's colour)
    is named in `lang`. English, or a record that does not replay: `doc` as it is."""
    from ..core import SalonError, language
    from ..core.registry import replay_states

    if lang == language.SOURCE or not doc.get("decisions"):
        return doc
    try:
        states = replay_states(record)
    except SalonError:
        return doc
    names = list(doc.get("names") or [])
    out = dict(doc)
    with language.using(language.SOURCE):
        seat_names = [states[0].seat_name(q) for q in range(states[0].players)]
    if names:  # a seat nobody named (a bot's colour): the game's own seat name, in that language
        with language.using(lang):
            names = out["names"] = [states[0].seat_name(q) if q < len(seat_names) and name == seat_names[q] else name
                                    for q, name in enumerate(names)]
    decisions = []
    with language.using(lang):
        for d in doc["decisions"]:
            d = dict(d)
            step, seat = int(d["step"]), int(d["seat"])
            if not 0 < step < len(states):
                decisions.append(d)
                continue
            before, after = states[step - 1], states[step]
            game = before.game
            words = names or [before.seat_name(q) for q in range(before.players)]

            def action(text: str, state: Any = before, who: int = seat, g: Any = game) -> Any:
                return g.parse_action(state, who, text)

            played = action(d["played"])
            if played is not None:
                d["said"] = after.narrate(before, seat, played, seat, words)
            best = action(d["best"])
            if best is not None:
                d["best_label"] = before.label_for(best, seat, words)
            d["candidates"] = [dict(c, label=before.label_for(a, seat, words)) if (a := action(c["action"])) is not None
                               else c for c in d.get("candidates", [])]
            decisions.append(d)
    out["decisions"] = decisions
    return out
