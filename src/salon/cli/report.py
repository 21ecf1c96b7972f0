"""`salon report`: balance metrics and an HTML report from saved simulation results (JSONL)."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.table import Table

from ..core import SalonError
from ..sim.balance import balance
from ..sim.results_file import read_results
from .app import app, check_folder_to_write, console, err_console, fail
from .simulate import print_summary


@app.command("report")
def report_command(
    files: list[Path] = typer.Argument(..., metavar="FILE.jsonl", help="Results written by `salon simulate --out`."),
    report: Path = typer.Option(None, "--report", metavar="DIR",
                                help="Write an HTML + PNG + JSON report into this folder (first file)."),
    as_json: bool = typer.Option(False, "--json", help="Print the metrics as JSON."),
    each: bool = typer.Option(False, "--each", help="With several files, also print each file's full summary."),
) -> None:
    """Compute balance metrics from saved games; several files are compared side by side."""
    if report is not None:
        check_folder_to_write(report, "--report")
    docs = []
    for path in files:
        try:
            head, results = read_results(path)
        except SalonError as exc:
            raise fail(str(exc)) from None
        if not results:
            raise fail(f"{path} holds no finished game")
        players = len(results[0].scores)
        head = head or {}
        doc = {"file": str(path), "game": head.get("game") or results[0].record["game"],
               "players": players, "options": head.get("options", results[0].record.get("options", {})),
               "bots": head.get("bots", results[0].bots), **balance(results, players)}
        docs.append(doc)
        if report is not None and len(docs) == 1:
            from ..sim.report import write_report

            page = write_report(results, doc, players, report, f"{doc['game']}: {len(results)} games from {path.name}")
            err_console.print(f"Report written to {page}")
    if as_json:
        print(json.dumps(docs if len(docs) > 1 else docs[0], indent=2, sort_keys=True, ensure_ascii=False))
        return
    if len(docs) == 1 or each:
        for doc in docs:
            print_summary(doc, f"{doc['game']}: {doc['games']} games from {doc['file']}")
    if len(docs) > 1:
        print_comparison(docs)


def _compact(options: dict[str, object], keys: list[str]) -> str:
    return ", ".join(f"{k}={options.get(k)}" for k in keys) or "—"


def print_comparison(docs: list[dict]) -> None:  # type: ignore[type-arg]
    """One row per file: the options that differ, win rate, length and the game's own statistics."""
    keys = sorted({k for d in docs for k in d["options"]})
    varying = [k for k in keys if len({json.dumps(d["options"].get(k)) for d in docs}) > 1]
    stat_names = sorted({k for d in docs for k, v in d.get("game_stats", {}).items()
                         if "mean" in v and k not in keys})[:4]
    table = Table(title="Side by side")
    for col in ["file", "options", "games", "win rate", "95% CI", "mean length", *stat_names]:
        table.add_column(col)
    for d in docs:
        if "team" in d:
            rate, (lo, hi) = d["team"]["win_rate"], d["team"]["ci95"]
        else:
            rate, (lo, hi) = d["seats"][0]["win_rate"], d["seats"][0]["ci95"]
        stats = [f"{d['game_stats'][k]['mean']:.2f}" if k in d.get("game_stats", {}) and "mean" in d["game_stats"][k]
                 else "—" for k in stat_names]
        table.add_row(Path(d["file"]).name, _compact(d["options"], varying), str(d["games"]), f"{rate:.1%}",
                      f"{lo:.1%}–{hi:.1%}", f"{d['length']['mean']:.1f}", *stats)
    console.print(table)
    console.print("[dim]win rate: the team's in a cooperative game, otherwise seat 0's[/dim]")
