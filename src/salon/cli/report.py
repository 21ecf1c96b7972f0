"""`salon report`: balance metrics and an HTML report from saved simulation results (JSONL)."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.table import Table

from ..core import SalonError
from ..sim.balance import balance
from ..sim.results_file import read_results
from .app import app, console, err_console, fail
from .simulate import print_summary


@app.command("report")
def report_command(
    files: list[Path] = typer.Argument(..., metavar="FILE.jsonl...", help="Results written by `salon simulate --out`."),
    report: Path = typer.Option(None, "--report", help="Write an HTML + PNG + JSON report into this directory (first file)."),
    as_json: bool = typer.Option(False, "--json", help="Print the metrics as JSON."),
) -> None:
    """Compute balance metrics from saved games; several files are compared side by side."""
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
    for doc in docs:
        print_summary(doc, f"{doc['game']}: {doc['games']} games from {doc['file']}")
    if len(docs) > 1:
        table = Table(title="Side by side")
        for col in ("file", "options", "games", "seat 0 win rate", "single winner", "mean length"):
            table.add_column(col)
        for d in docs:
            table.add_row(Path(d["file"]).name, json.dumps(d["options"]), str(d["games"]),
                          f"{d['seats'][0]['win_rate']:.1%}", f"{d['decisiveness']['single_winner']:.1%}",
                          f"{d['length']['mean']:.1f}")
        console.print(table)
