"""`salon report`: balance metrics and an HTML report from saved simulation results (JSONL)."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.table import Table

from ..core import SalonError
from ..core.language import say, say_plain
from ..sim.balance import balance
from ..sim.report import game_title
from ..sim.results_file import read_results
from .app import (
    WordedCommand,
    app,
    check_folder_to_write,
    console,
    err_console,
    error_text,
    fail,
    lang_option,
)
from .files import check_text_file
from .fit import Breakable
from .simulate import print_summary


@app.command("report", cls=WordedCommand, help="cli-doc-report")
def report_command(
    files: list[Path] = typer.Argument(..., metavar="FILE.jsonl", help="cli-doc-report-file"),
    report: Path = typer.Option(None, "--report", metavar="DIR",
                                help="cli-doc-report-report"),
    as_json: bool = typer.Option(False, "--json", help="cli-doc-report-json"),
    each: bool = typer.Option(False, "--each", help="cli-doc-report-each"),
    lang: str = lang_option(),
) -> None:
    """Compute balance metrics from saved games; several files are compared side by side."""
    if report is not None:
        check_folder_to_write(report, "--report")
    for path in files:  # every file checked before any is read or any report written
        check_text_file(path)
    docs = []
    for path in files:
        try:
            head, results = read_results(path)
        except SalonError as exc:
            raise fail(error_text(exc)) from None
        if not results:
            raise fail(say("cli-error-no-finished-game", file=str(path)))
        players = len(results[0].scores)
        head = head or {}
        doc = {"file": str(path), "game": head.get("game") or results[0].record["game"],
               "players": players, "options": head.get("options", results[0].record.get("options", {})),
               "bots": head.get("bots", results[0].bots), **balance(results, players)}
        docs.append(doc)
        if report is not None and len(docs) == 1:
            from ..sim.report import write_report

            page = write_report(results, doc, players, report,
                                say_plain("report-title-file", title=game_title(doc["game"]), games=len(results),
                                         file=path.name))
            err_console.print(Breakable(say("cli-report-written", file=str(page))))
    if as_json:
        print(json.dumps(docs if len(docs) > 1 else docs[0], indent=2, sort_keys=True, ensure_ascii=False))
        return
    if len(docs) == 1 or each:
        for doc in docs:
            print_summary(doc, say("cli-report-title", title=game_title(doc["game"]), players=doc["players"],
                                   games=doc["games"]), source=say("cli-report-source", file=doc["file"]))
    if len(docs) > 1:
        print_comparison(docs)


def _grid(title: str, heads: list[str], rows: list[tuple[str, list[str]]]) -> list[Table]:
    """Measures as rows, one column per run; as many runs per table as fit the console's width
    (the rest go into further tables below), every cell wrapped rather than cut."""
    label_width = min(24, max(len(label) for label, _ in rows))
    cell_width = 14
    fit = max(1, (console.width - label_width - 4) // (cell_width + 3))
    per_table = -(-len(heads) // -(-len(heads) // fit))  # as even as possible: 4 runs in 2 + 2
    widest = max(cell_width, (console.width - label_width - 4) // per_table - 3)
    tables = []
    for start in range(0, len(heads), per_table):
        part = range(start, min(start + per_table, len(heads)))
        more = (" " + say("cli-report-runs", first=str(start + 1), last=str(part[-1] + 1), runs=len(heads))
                if len(heads) > per_table else "")
        table = Table(title=title + more, show_lines=True)
        table.add_column("", overflow="fold", max_width=label_width, style="bold")
        for k in part:
            table.add_column(Breakable(heads[k]), overflow="fold", min_width=min(cell_width, 8),
                             max_width=widest)
        for label, cells in rows:
            if len(heads) > 1 and all(cells[k] == "—" for k in part):
                continue  # e.g. the first player's edge in a table of cooperative runs only
            table.add_row(Breakable(label), *[Breakable(cells[k]) for k in part])
        tables.append(table)
    return tables


def print_comparison(docs: list[dict]) -> None:  # type: ignore[type-arg]
    """Several runs side by side: the measures every game has for all of them, then per game and
    player count the per-seat win rates and the game's own statistics (docs/simulation.md)."""
    from ..sim.report import side_by_side

    view = side_by_side(docs)
    cols = view["columns"]
    heads = [f"{c['file']}\n{c['title']}\n" + say("cli-players", players=c["players"]) for c in cols]
    for table in _grid(say("cli-report-side-by-side"), heads, view["rows"]):
        console.print(table)
    for group in view["groups"]:
        if not group["rows"]:
            continue
        title = say("cli-report-group", title=group["title"], players=group["players"])
        for table in _grid(title, [heads[i] for i in group["runs"]], group["rows"]):
            console.print(table)
    for note in view["notes"]:
        console.print(Breakable(note, style="dim"))
