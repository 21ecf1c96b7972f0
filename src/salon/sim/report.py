"""A self-contained balance report: index.html, PNG plots (matplotlib) and summary.json."""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .runner import GameResult


def _plots(results: Sequence[GameResult], doc: dict[str, Any], players: int, out: Path) -> list[tuple[str, str]]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    made: list[tuple[str, str]] = []

    def save(fig: Any, name: str, caption: str) -> None:
        fig.tight_layout()
        fig.savefig(out / name, dpi=110)
        plt.close(fig)
        made.append((name, caption))

    fig, ax = plt.subplots(figsize=(7, 3.6))
    rates = [s["win_rate"] for s in doc["seats"]]
    lows = [s["win_rate"] - s["ci95"][0] for s in doc["seats"]]
    highs = [s["ci95"][1] - s["win_rate"] for s in doc["seats"]]
    labels = [f"seat {s['seat']}\n{s['bot']}" for s in doc["seats"]]
    ax.bar(range(players), rates, yerr=[lows, highs], capsize=6, color="#b5485d")
    ax.axhline(1 / players, color="grey", linestyle="--", label="fair share")
    ax.set_xticks(range(players), labels)
    ax.set_ylabel("win rate (95% CI)")
    ax.set_title("Win rate per seat")
    ax.legend()
    save(fig, "win_rate.png", "Win rate per seat, with 95% Wilson intervals")

    fig, ax = plt.subplots(figsize=(7, 3.6))
    all_scores = [r.scores[p] for r in results for p in range(players)]
    lo, hi = (min(all_scores), max(all_scores)) if all_scores else (0, 1)
    bins = min(40, max(5, int(hi - lo) + 1))
    for p in range(players):
        ax.hist([r.scores[p] for r in results], bins=bins, range=(lo, hi + 1), histtype="step",
                linewidth=1.6, label=f"seat {p}")
    ax.set_xlabel("final score")
    ax.set_ylabel("games")
    ax.set_title("Score distribution per seat")
    ax.legend()
    save(fig, "scores.png", "Final score histogram per seat")

    fig, ax = plt.subplots(figsize=(7, 3.6))
    ax.hist([r.decisions for r in results], bins=40, color="#4a7c59")
    ax.set_xlabel("decisions per game")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    save(fig, "length.png", "Game length in decisions")

    numeric = {k: v for k, v in doc.get("game_stats", {}).items() if isinstance(v, dict) and "mean" in v}
    if numeric:
        fig, ax = plt.subplots(figsize=(7, 0.6 + 0.45 * len(numeric)))
        names = list(numeric)
        ax.barh(names, [numeric[k]["mean"] for k in names], color="#6a5acd",
                xerr=[numeric[k]["stdev"] for k in names], capsize=4)
        ax.set_xlabel("mean per game (± stdev)")
        ax.set_title("The game's own statistics")
        save(fig, "game_stats.png", "Statistics the game declares, mean per game")
    return made


def _table(rows: list[list[Any]], head: list[str]) -> str:
    th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><tr>{th}</tr>{body}</table>"


def write_report(results: Sequence[GameResult], doc: dict[str, Any], players: int, out: Path,
                 title: str) -> Path:
    """Write index.html, the PNGs and summary.json into `out`; return the HTML path."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "summary.json").write_text(json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
    plots = _plots(results, doc, players, out)
    seats = _table([[s["seat"], s["bot"], s["wins"], f"{s['win_rate']:.1%}",
                     f"{s['ci95'][0]:.1%}–{s['ci95'][1]:.1%}", s["mean_score"]] for s in doc["seats"]],
                   ["seat", "bot", "wins", "win rate", "95% CI", "mean score"])
    fsa = doc["first_seat_advantage"]
    facts: list[list[Any]] = [["games", doc["games"]]]
    if fsa is not None:
        facts.append(["first-seat advantage", f"{fsa['advantage']:+.1%} ({fsa['first_player']}; "
                      f"95% CI {fsa['ci95'][0]:+.1%} to {fsa['ci95'][1]:+.1%})"])
    if "team" in doc:
        team = doc["team"]
        facts.append(["team win rate (cooperative)",
                      f"{team['win_rate']:.1%} (95% CI {team['ci95'][0]:.1%}–{team['ci95'][1]:.1%})"])
    facts += [
        ["game length (decisions)", f"mean {doc['length_decisions'].get('mean')}, median {doc['length_decisions'].get('median')}"],
        ["margin of victory", f"mean {doc['margin'].get('mean', '—')}, median {doc['margin'].get('median', '—')}"],
        ["single-winner games", f"{doc['decisiveness']['single_winner']:.1%}"],
        ["how games ended", ", ".join(f"{k}: {v}" for k, v in doc["ends"].items())],
    ]
    if "length_rounds" in doc:
        facts.append(["game length (rounds)", f"mean {doc['length_rounds'].get('mean')}"])
    if "lead_changes" in doc:
        facts.append(["lead changes", f"mean {doc['lead_changes'].get('mean')}"])
        took = doc["winner_took_lead_at"]
        if took.get("n"):
            facts.append(["winner led for good from", f"{took['median']:.0%} of the game (median)"])
    stats_rows = []
    for k, v in doc.get("game_stats", {}).items():
        if "mean" in v:
            stats_rows.append([k, v["mean"], v["stdev"], v["min"], v["max"]])
        elif "counts" in v:
            stats_rows.append([k, ", ".join(f"{a}: {b}" for a, b in v["counts"].items()), "", "", ""])
    imgs = "".join(f'<figure><img src="{name}" alt="{html.escape(cap)}"><figcaption>{html.escape(cap)}</figcaption></figure>'
                   for name, cap in plots)
    page = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}}
table{{border-collapse:collapse;margin:1rem 0}}td,th{{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}}
figure{{margin:1rem 0}}img{{max-width:100%}}</style></head><body>
<h1>{html.escape(title)}</h1>
<h2>Summary</h2>{_table(facts, ["metric", "value"])}
<h2>Seats</h2>{seats}
<h2>The game's own statistics</h2>{_table(stats_rows, ["statistic", "mean / counts", "stdev", "min", "max"])}
<h2>Plots</h2>{imgs}
<p>Every number is also in <a href="summary.json">summary.json</a>.</p>
</body></html>
"""
    path = out / "index.html"
    path.write_text(page)
    return path
