"""Balance reports: one self-contained HTML page (plots embedded), and runs compared side by side.

`write_report` writes `index.html` (every plot inside it as a `data:image/png;base64` URI, so
the page is one file that opens from disk with nothing else), `summary.json` (every number)
and the plots again as PNG files for use elsewhere. Numbers on the page are rounded for
reading (`num`); the JSON keeps four decimals. Categories (a start seat, a chapter, an area)
are shown as distributions, never averaged.

`side_by_side` lays several runs out for comparison: the measures every game has (first
player's edge over the fair share, team win rate, length, endings) for every run, and the
per-seat win rates and the game's own statistics only between runs of the same game and
player count (docs/simulation.md, "Comparing runs").
"""

from __future__ import annotations

import base64
import html
import io
import json
import math
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..core import load_game
from ..core.errors import SalonError
from ..core.language import LANGUAGES, SOURCE, current, decimal, figure_signs, percent, say
from ..core.words import Words
from .runner import GameResult
from .tally import BatchTally

# ------------------------------------------------------------------ numbers for people


def num(x: Any) -> str:
    """A number rounded for reading: whole numbers as they are (with thousands separators),
    otherwise 2 decimals below 10, 1 below 100, none above; tiny values to 2 significant digits;
    with the reader's language's decimal and grouping signs."""
    return figure_signs(_num(x))


def _num(x: Any) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "—"
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return str(x)
    v = float(x)
    if v.is_integer():
        return f"{int(v):,}"
    a = abs(v)
    if a < 0.1:
        return f"{v:.2g}"
    if a < 10:
        return f"{v:.2f}"
    if a < 100:
        return f"{v:.1f}"
    return f"{v:,.0f}"


def pct(x: float) -> str:
    """A share as the reader's language writes it ("25.0%", "25,0 %")."""
    return percent(x)


def pct_ci(ci: Sequence[float]) -> str:
    return f"{percent(ci[0])}–{percent(ci[1])}"


def quantity(d: dict[str, Any]) -> str:
    """A distribution (balance.distribution) in one phrase: 'mean 4.55 ± 1.94 (median 4, 0–11)',
    or 'always 6' when every game gave the same value."""
    if not d.get("n"):
        return "—"
    if d["min"] == d["max"]:
        return say("cli-report-always", value=num(d["min"]))
    return say("report-quantity", mean=num(d["mean"]), stdev=num(d["stdev"]), median=num(d["median"]),
               low=num(d["min"]), high=num(d["max"]))


def counts(d: dict[str, int], limit: int = 6) -> str:
    """Category counts as shares, most frequent first: 'love 60%, hate 30%, time 10%' (joined by
    '; ' when a category's words hold a comma, so each share reads with its own name); its words
    ('always', 'more') and shares in the current language."""
    total = sum(d.values())
    if not total:
        return "—"
    items = sorted(d.items(), key=lambda kv: -kv[1])
    if len(items) == 1:
        return say("cli-report-always", value=items[0][0])
    if len(items) == limit + 1:
        limit += 1  # "1 more" says less than the one it hides
    shown = [f"{k} {percent(v / total, 0)}" for k, v in items[:limit]]
    if len(items) > limit:
        rest = percent(sum(v for _, v in items[limit:]) / total, 0)
        shown.append(say("cli-report-more", n=len(items) - limit, share=rest))
    return ("; " if any("," in k for k, _ in items[:limit]) else ", ").join(shown)


class Labels:
    """The words a report shows for one game's ids, from the game's words file: its statistics
    (`[statistic.<key>]`, whose `values` names the words kind of a counted statistic's values or
    holds a table of them), endings (`[end]`) and options (`[option.<name>]` and its `values`).

    An id the words do not know reads as itself with its underscores as spaces (a game without
    words, or an older results file); the four games' words cover every id a report shows
    (tests/sim/test_report_words.py)."""

    def __init__(self, game_id: str) -> None:
        try:
            self.words: Words = load_game(game_id).words()
        except SalonError:
            self.words = Words({})

    def _entry(self, kind: str, key: Any) -> dict[str, Any]:
        return self.words.entry(kind, key) if self.words.has(kind, key) else {}

    def _value(self, values: Any, value: Any) -> str | None:
        key = value if isinstance(value, str) else json.dumps(value)
        if isinstance(values, str):
            for k in (key, str(value)):
                if self.words.has(values, k):
                    return self.words.name(values, k)
        elif isinstance(values, dict):
            for k in (key, str(value), str(value).lower()):
                if k in values:
                    return str(values[k])
        return None

    def stat(self, key: str) -> str:
        return str(self._entry("statistic", key).get("name") or key.replace("_", " "))

    def stat_value(self, key: str, value: Any) -> str:
        """A counted statistic's value: "Most letters" for Roxane's romance area "letters_majority"."""
        named = self._value(self._entry("statistic", key).get("values"), value)
        return named if named is not None else str(value)

    def end(self, key: str) -> str:
        """An ending; "normal" (the summary's name when the outcome names none) reads as the
        game's only ending when its words list just one."""
        if self.words.has("end", key):
            return self.words.name("end", key)
        ends = self.words.ids("end")
        if key == "normal" and len(ends) == 1:
            return self.words.name("end", ends[0])
        return key.replace("_", " ")

    def option(self, name: str) -> str:
        return str(self._entry("option", name).get("name") or name)

    def option_value(self, name: str, value: Any) -> str:
        named = self._value(self._entry("option", name).get("values"), value)
        return named if named is not None else (value if isinstance(value, str) else json.dumps(value))


def ends_text(game_id: str, ends: dict[str, int]) -> str:
    """How games ended, in the game's own words for each ending."""
    labels = Labels(game_id)
    named: dict[str, int] = {}
    for k, v in ends.items():
        named[labels.end(k)] = named.get(labels.end(k), 0) + v
    return counts(named)


def bots_text(bots: Sequence[str]) -> str:
    """Per seat, runs of the same bot folded: 'heuristic, random ×3'."""
    out: list[str] = []
    i = 0
    while i < len(bots):
        j = i
        while j < len(bots) and bots[j] == bots[i]:
            j += 1
        out.append(bots[i] if j - i == 1 else f"{bots[i]} ×{j - i}")
        i = j
    return ", ".join(out) or "—"


def seat_bots(doc: dict[str, Any]) -> list[str]:
    """The bot spec of each seat of a run (the summary's seats; its "bots" lists per-bot totals)."""
    return [str(s["bot"]) for s in doc.get("seats", [])]


def own_options(game_id: str, players: int, options: dict[str, Any],
                also: Sequence[str] = ()) -> dict[str, Any]:
    """The options of a run that differ from its game's defaults, plus the keys in `also`."""
    try:
        defaults = load_game(game_id).resolve_options(players, {})
    except SalonError:
        defaults = {}
    return {k: v for k, v in sorted(options.items()) if k in also or defaults.get(k, object()) != v}


def options_text(opts: dict[str, Any], game_id: str = "") -> str:
    """Options in the game's words: 'Poetry track: Poetry II: three verses, ...; Comma ...'."""
    labels = Labels(game_id)
    return "; ".join(f"{labels.option(k)}: {labels.option_value(k, v)}" for k, v in opts.items()) \
        or say("cli-report-defaults")


def named_counts(labels: Labels, key: str, d: dict[str, int]) -> dict[str, int]:
    """A counted statistic's counts keyed by the words for its values."""
    out: dict[str, int] = {}
    for value, n in d.items():
        name = labels.stat_value(key, value)
        out[name] = out.get(name, 0) + n
    return out


def game_title(game_id: str) -> str:
    try:
        return load_game(game_id).title
    except SalonError:
        return game_id


# ------------------------------------------------------------------ the HTML page


def _png(fig: Any) -> bytes:
    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png", dpi=110)
    return buf.getvalue()


def _plots(tally: BatchTally, doc: dict[str, Any], players: int) -> list[tuple[str, str, bytes]]:
    named = Labels(doc.get("game", ""))
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    made: list[tuple[str, str, bytes]] = []

    def save(fig: Any, name: str, caption: str) -> None:
        made.append((name, caption, _png(fig)))
        plt.close(fig)

    cooperative = "team" in doc
    fig, ax = plt.subplots(figsize=(7, 3.6))
    if cooperative:
        team = doc["team"]
        ax.bar([0], [team["win_rate"]], yerr=[[team["win_rate"] - team["ci95"][0]],
                                              [team["ci95"][1] - team["win_rate"]]],
               capsize=6, color="#b5485d", width=0.5)
        ax.set_xticks([0], [say("report-plot-team")])
        ax.set_ylim(0, 1)
        ax.set_title(say("report-plot-team-title"))
        caption = say("report-caption-team")
    else:
        rates = [s["win_rate"] for s in doc["seats"]]
        lows = [s["win_rate"] - s["ci95"][0] for s in doc["seats"]]
        highs = [s["ci95"][1] - s["win_rate"] for s in doc["seats"]]
        labels = [say("report-seat", seat=str(s["seat"])) + "\n" + str(s["bot"]) for s in doc["seats"]]
        ax.bar(range(players), rates, yerr=[lows, highs], capsize=6, color="#b5485d")
        ax.axhline(1 / players, color="grey", linestyle="--", label=say("report-fair-share"))
        ax.set_xticks(range(players), labels)
        ax.set_title(say("report-plot-win-rate"))
        ax.legend()
        caption = say("report-caption-win-rate")
    ax.set_ylabel(say("report-axis-win-rate"))
    save(fig, "win_rate.png", caption)

    if not cooperative:
        fig, ax = plt.subplots(figsize=(7, 3.6))
        all_scores = [v for numbers in tally.seat_scores for v in numbers.counts]
        lo, hi = (min(all_scores), max(all_scores)) if all_scores else (0, 1)
        bins = min(40, max(5, int(hi - lo) + 1))
        for p in range(players):
            values = tally.seat_scores[p].values()
            ax.hist([v for v, _ in values], weights=[c for _, c in values], bins=bins, range=(lo, hi + 1),
                    histtype="step", linewidth=1.6, label=say("report-seat", seat=str(p)))
        ax.set_xlabel(say("report-axis-final-score"))
        ax.set_ylabel(say("report-axis-games"))
        ax.set_title(say("report-plot-scores"))
        ax.legend()
        save(fig, "scores.png", say("report-caption-scores"))

    fig, ax = plt.subplots(figsize=(7, 3.6))
    lengths = tally.lengths.values()
    ax.hist([v for v, _ in lengths], weights=[c for _, c in lengths], bins=40, color="#4a7c59")
    ax.set_xlabel(say("report-axis-decisions"))
    ax.set_ylabel(say("report-axis-games"))
    ax.set_title(say("report-plot-length"))
    save(fig, "length.png", say("report-caption-length"))

    numeric = {k: v for k, v in doc.get("game_stats", {}).items()
               if isinstance(v, dict) and "mean" in v and v["min"] != v["max"]}
    if numeric:
        fig, ax = plt.subplots(figsize=(7, 0.6 + 0.45 * len(numeric)))
        names = [named.stat(k) for k in numeric]
        ax.barh(names, [v["mean"] for v in numeric.values()], color="#6a5acd",
                xerr=[v["stdev"] for v in numeric.values()], capsize=4)
        ax.set_xlabel(say("report-axis-mean"))
        ax.set_title(say("report-game-stats"))
        save(fig, "game_stats.png", say("report-caption-game-stats"))
    return made


def _table(rows: Sequence[Sequence[Any]], head: Sequence[str] = ()) -> str:
    th = "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>" if head else ""
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c if isinstance(c, str) else num(c))}</td>" for c in row)
                   + "</tr>" for row in rows)
    return f"<table>{th}{body}</table>"


def _stat_rows(stats: dict[str, Any], labels: Labels, prefix: str = "") -> list[list[str]]:
    rows: list[list[str]] = []
    for k, v in stats.items():
        if not isinstance(v, dict):
            continue
        name = prefix + labels.stat(k)
        if "counts" in v:
            rows.append([name, counts(named_counts(labels, k, v["counts"]), limit=10)])
        elif "n" in v:
            if v.get("n"):
                rows.append([name, quantity(v)])
        else:
            rows.extend(_stat_rows(v, labels, name + ": "))
    return rows


def report_facts(doc: dict[str, Any]) -> list[list[str]]:
    """The summary rows of a run, rounded for reading."""
    facts: list[list[str]] = [[say("report-fact-games"), num(doc["games"])]]
    fsa = doc.get("first_seat_advantage")
    if fsa is not None:
        facts.append([say("report-fact-first-wins"),
                      say("report-fact-first-wins-value", rate=pct(fsa["first_player_win_rate"]),
                          fair=pct(fsa["fair_share"]), first=str(fsa["first_player"]))])
        facts.append([say("report-fact-first-edge"),
                      say("report-fact-first-edge-value", points=decimal(fsa["advantage"] * 100, 1, signed=True),
                          low=decimal(fsa["ci95"][0] * 100, 1, signed=True),
                          high=decimal(fsa["ci95"][1] * 100, 1, signed=True))])
    if "team" in doc:
        team = doc["team"]
        facts.append([say("report-fact-team"),
                      say("report-fact-team-value", rate=pct(team["win_rate"]), ci=pct_ci(team["ci95"]))])
    else:
        facts.append([say("report-fact-margin"), quantity(doc["margin"])])
        facts.append([say("report-fact-single-winner"), pct(doc["decisiveness"]["single_winner"])])
    facts.append([say("report-fact-length-decisions"), quantity(doc["length_decisions"])])
    if "length_rounds" in doc:
        facts.append([say("report-fact-length-rounds"), quantity(doc["length_rounds"])])
    facts.append([say("report-fact-ends"), ends_text(doc.get("game", ""), doc["ends"])])
    if "lead_changes" in doc and "team" not in doc:
        facts.append([say("report-fact-lead-changes"), quantity(doc["lead_changes"])])
        took = doc.get("winner_took_lead_at", {})
        if took.get("n"):
            facts.append([say("report-fact-winner-led"), say("report-fact-winner-led-value", share=percent(took["median"], 0))])
    return facts


def write_report(results: Iterable[GameResult] | BatchTally, doc: dict[str, Any], players: int, out: Path,
                 title: str) -> Path:
    """Write index.html (plots embedded), summary.json and the PNGs into `out`; return the HTML
    path. `results`: the games, or the tally they were counted into as they were played."""
    if isinstance(results, BatchTally):
        tally = results
    else:
        tally = BatchTally(players)
        for r in results:
            tally.add(r)
    out.mkdir(parents=True, exist_ok=True)
    (out / "summary.json").write_text(json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
    plots = _plots(tally, doc, players)
    for name, _, data in plots:
        (out / name).write_bytes(data)
    game_id = doc.get("game", "")
    opts = own_options(game_id, players, doc.get("options", {}))
    version = doc.get("version") or tally.first_version or "?"
    about = _table([[say("report-about-game"), say("report-about-game-value", title=game_title(game_id),
                                                    version=str(version))],
                    [say("report-about-players"), str(players)], [say("report-about-bots"), bots_text(seat_bots(doc))],
                    [say("report-about-options"), options_text(opts, game_id)]]
                   + ([[say("report-about-seed"), str(doc["seed"])]] if "seed" in doc else []))
    if "team" in doc:
        seats = ""
    else:
        seats = f"<h2>{html.escape(say('report-seats'), quote=False)}</h2>" + _table(
            [[str(s["seat"]), s["bot"], num(s["wins"]), pct(s["win_rate"]), pct_ci(s["ci95"]),
              quantity(sc)] for s, sc in zip(doc["seats"], doc["scores"])],
            [say(f"report-col-{c}") for c in ("seat", "bot", "wins", "win-rate", "ci", "final-score")])
    stats_rows = _stat_rows(doc.get("game_stats", {}), Labels(game_id))
    stats = (_table(stats_rows, [say("report-col-statistic"), say("report-col-per-game")]) if stats_rows
             else f"<p>{html.escape(say('report-no-stats'), quote=False)}</p>")
    h = {k: html.escape(say(f"report-{k}"), quote=False) for k in ("summary", "game-stats", "plots", "note-json")}
    imgs = "".join(
        f'<figure><img src="data:image/png;base64,{base64.b64encode(data).decode("ascii")}" '
        f'alt="{html.escape(cap)}"><figcaption>{html.escape(cap)}</figcaption></figure>'
        for _, cap, data in plots)
    page = f"""<!doctype html>
<html lang="{html.escape(current() if current() in LANGUAGES else SOURCE)}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}}
table{{border-collapse:collapse;margin:1rem 0}}td,th{{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}}
figure{{margin:1rem 0}}img{{max-width:100%}}</style></head><body>
<h1>{html.escape(title)}</h1>
{about}
<h2>{h["summary"]}</h2>{_table(report_facts(doc), [say("report-col-metric"), say("report-col-value")])}
{seats}
<h2>{h["game-stats"]}</h2>{stats}
<h2>{h["plots"]}</h2>{imgs}
<p>{h["note-json"]}</p>
</body></html>
"""
    path = out / "index.html"
    path.write_text(page)
    return path


# ------------------------------------------------------------------ side by side


def _stat_cell(v: Any, labels: Labels, key: str) -> str:
    """One game statistic of one run, short: '4.55 ± 1.94', 'always 6', or its top categories."""
    if not isinstance(v, dict):
        return "—"
    if "counts" in v:
        return counts(named_counts(labels, key, v["counts"]), limit=3)
    if not v.get("n"):
        return "—"
    if v["min"] == v["max"]:
        return say("cli-report-always", value=num(v["min"]))
    return f"{num(v['mean'])} ± {num(v['stdev'])}"


def side_by_side(docs: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Several runs laid out for comparison, as text cells (JSON-ready).

    `columns`: per run its file, game, game title and player count. `rows`: (label, one cell per
    run) for the measures every game has; a cell is "—" where the measure does not apply (a
    cooperative game has no first player's edge). `groups`: for each game and player count with
    two or more runs, the per-seat win rates and the game's own statistics of just those runs.
    `notes`: what was left out and why. Its words are in the current language (`salon report`
    prints it; `cli-report-…` messages)."""
    cols = [{"file": Path(d["file"]).name if "file" in d else say("cli-report-run", run=str(i + 1)), "game": d["game"],
             "title": game_title(d["game"]), "players": d["players"]} for i, d in enumerate(docs)]
    by_game: dict[str, list[int]] = {}
    for i, d in enumerate(docs):
        by_game.setdefault(d["game"], []).append(i)
    varying: dict[str, list[str]] = {}
    for game_id, idx in by_game.items():
        keys = sorted({k for i in idx for k in docs[i].get("options", {})})
        varying[game_id] = [k for k in keys
                            if len({json.dumps(docs[i].get("options", {}).get(k)) for i in idx}) > 1]
    def options(d: dict[str, Any]) -> str:
        own = own_options(d["game"], d["players"], d.get("options", {}), varying[d["game"]])
        return options_text(own, d["game"]) if own else say("cli-report-defaults")

    rows: list[tuple[str, list[str]]] = [
        (say("cli-report-row-games"), [num(d["games"]) for d in docs]),
        (say("cli-report-row-bots"), [bots_text(seat_bots(d)) for d in docs]),
        (say("cli-report-row-options"), [options(d) for d in docs]),
    ]
    fsas = [d.get("first_seat_advantage") for d in docs]
    if any(f is not None for f in fsas):
        rows.append((say("cli-report-row-first-wins"),
                     [f"{percent(f['first_player_win_rate'])} ({percent(f['fair_share'])})" if f else "—" for f in fsas]))
        rows.append((say("cli-report-row-first-edge"),
                     [f"{decimal(f['advantage'] * 100, 1, signed=True)} ("
                      + say("cli-range", low=decimal(f["ci95"][0] * 100, 1, signed=True),
                            high=decimal(f["ci95"][1] * 100, 1, signed=True)) + ")"
                      if f else "—" for f in fsas]))
    if any("team" in d for d in docs):
        rows.append((say("cli-report-row-team"),
                     [f"{percent(d['team']['win_rate'])} ({pct_ci(d['team']['ci95'])})" if "team" in d else "—"
                      for d in docs]))
    if any("team" not in d for d in docs):
        rows.append((say("cli-report-row-single-winner"),
                     ["—" if "team" in d else percent(d["decisiveness"]["single_winner"]) for d in docs]))
    rows.append((say("cli-report-row-length"),
                 [f"{num(d['length_decisions'].get('mean'))} ({num(d['length_decisions'].get('median'))})"
                  for d in docs]))
    rows.append((say("cli-report-row-ends"), [ends_text(d["game"], d["ends"]) for d in docs]))

    groups: list[dict[str, Any]] = []
    alone: list[str] = []
    by_kind: dict[tuple[str, int], list[int]] = {}
    for i, d in enumerate(docs):
        by_kind.setdefault((d["game"], d["players"]), []).append(i)
    for (game_id, players), idx in by_kind.items():
        if len(idx) < 2:
            alone.append(f"{cols[idx[0]]['file']} ({cols[idx[0]]['title']}, {say('cli-players', players=players)})")
            continue
        grows: list[tuple[str, list[str]]] = []
        if not any("team" in docs[i] for i in idx):
            for p in range(players):
                grows.append((say("cli-report-row-seat", seat=str(p)),
                              [f"{percent(docs[i]['seats'][p]['win_rate'])} ({pct_ci(docs[i]['seats'][p]['ci95'])})"
                               for i in idx]))
            grows.append((say("cli-report-row-margin"), [num(docs[i]["margin"].get("mean")) for i in idx]))
        names = sorted({k for i in idx for k, v in docs[i].get("game_stats", {}).items() if isinstance(v, dict)})
        labels = Labels(game_id)
        for k in names:
            grows.append((labels.stat(k), [_stat_cell(docs[i].get("game_stats", {}).get(k), labels, k)
                                           for i in idx]))
        groups.append({"game": game_id, "title": game_title(game_id), "players": players,
                       "runs": idx, "rows": grows})
    notes = []
    if len(by_kind) > 1:
        notes.append(say("cli-report-note-kinds"))
    if alone and len(by_kind) > 1:
        notes.append(say("cli-report-note-alone", runs="; ".join(alone)))
    if any(f is not None for f in fsas):
        notes.append(say("cli-report-note-edge"))
    return {"columns": cols, "rows": rows, "groups": groups, "notes": notes}
