"""`salon analyse`: after the game, where each seat's game was won and lost (salon.analysis)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from ..analysis import LEVELS, AnalysisRefused, Level, analyse_replayed, replay_for_analysis
from ..analysis.levels import level_for
from ..analysis.words import chance_word, percent, save_plot, sparkline, turning_point
from ..core import SalonError
from ..sim.parallel import default_jobs
from .app import JOBS_DEFAULT, app, at_least_one, check_file_to_write, console, err_console, fail, parse_seat
from .bounds import MAX_SAMPLES, MAX_SEARCHES, check_jobs
from .replay import load_record


@app.command("analyse")
def analyse_command(
    path: Path = typer.Argument(..., metavar="FILE",
                                help="A finished game's record (`salon play --save`), or a results file "
                                     "of `salon simulate --out` (with --game N)."),
    game_index: int = typer.Option(None, "--game", "-g", min=0, metavar="N", show_default="the only game",
                                   help="Which game of a results file: its number in the batch, from 0."),
    level: str = typer.Option("normal", "--level", "-l", metavar="LEVEL",
                              help="Playouts per decision: " + ", ".join(
                                  f"{n} ({lv.iterations} per figure)" for n, lv in LEVELS.items()) + "."),
    seat: str = typer.Option("all", "--seat", metavar="SEAT",
                             help="Analyse only this seat's decisions (a seat number), or all."),
    searches: int = typer.Option(None, "--searches", min=2, max=MAX_SEARCHES, metavar="N",
                                 help="A budget of your own: independent searches per decision (with --samples)."),
    samples: int = typer.Option(None, "--samples", min=1, max=MAX_SAMPLES, metavar="N",
                                help="A budget of your own: determinizations per search."),
    seed: int = typer.Option(0, "--seed", min=0, help="The analysis seed (same record, level and seed: same analysis)."),
    jobs: int | None = typer.Option(None, "--jobs", "-j", callback=at_least_one, metavar="N", show_default=JOBS_DEFAULT,
                                    help="Worker processes, one decision at a time each (the analysis does not "
                                         "depend on it)."),
    as_json: bool = typer.Option(False, "--json", help="Print everything as JSON (for programs)."),
    plot: Path = typer.Option(None, "--plot", metavar="PNG", help="Also draw the win-chance lines into this PNG."),
) -> None:
    """After a finished game: each seat's estimated win chance at every decision, judged from
    what that seat could see then, the mistakes and blunders, and the better moves."""
    too_many = check_jobs(jobs)  # before anything else: nothing replayed, nothing forked
    if too_many:
        raise fail(too_many)
    if level.strip().lower() not in LEVELS:
        raise fail(f"--level {level!r}: choose one of {', '.join(LEVELS)}")
    if plot is not None:
        check_file_to_write(plot, "--plot")
    try:
        replayed = replay_for_analysis(load_record(path, game_index))
    except AnalysisRefused as exc:
        raise fail(f"{path}: {exc}") from None
    except SalonError as exc:
        raise fail(str(exc)) from None
    players = replayed.final.players
    seats = None
    if seat.strip().lower() != "all":
        chosen = parse_seat(seat, players)
        seats = None if chosen is None else [chosen]
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=err_console, transient=True, disable=not err_console.is_terminal) as progress:
        task = progress.add_task(f"analysing ({level.strip().lower()})", total=None)

        def advance(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        chosen_level: Level | str = level.strip().lower()
        if searches is not None or samples is not None:  # any budget, locally
            base = level_for(replayed.final.game.id, LEVELS[str(chosen_level)])
            chosen_level = dataclasses.replace(base, name="custom", searches=searches or base.searches,
                                               samples=samples or base.samples)
        try:
            result = analyse_replayed(replayed, chosen_level, seats, seed, advance, jobs or default_jobs())
        except SalonError as exc:
            raise fail(str(exc)) from None
    if plot is not None:
        save_plot(result, plot)
    if as_json:
        typer.echo(json.dumps(result.to_dict(), ensure_ascii=False, indent=1))
        return
    names = result.names
    what = chance_word(result)
    title = replayed.final.game.title
    console.rule(f"{title}: analysis at the {result.level.name} level "
                 f"({result.level.iterations} playouts per figure, then everyone plays {result.policy})")
    for p in result.seats:
        line = result.line(p)
        marks = [d.mark for d in result.decisions if d.point.seat == p]
        console.print(f"[bold]{names[p]}[/bold]: estimated {what} at each of their decisions")
        for row in sparkline([v for _, v, _ in line], marks):
            console.print(row, markup=False, highlight=False)
    console.rule("Turning points")
    points = result.turning_points()
    if not points:
        console.print("No mistake found: no decision lost more than "
                      f"{percent(0.05)} of {what} beyond its uncertainty.")
    for d in points:
        console.print(turning_point(d, names), markup=False, highlight=False)
    table = Table(title="Summary per seat")
    for col in ("Seat", "Decisions", "Mistakes", "Blunders", f"Average loss of {what}"):
        table.add_column(col)
    for s in result.summary():
        table.add_row(s.name, str(s.decisions), str(s.mistakes), str(s.blunders),
                      f"{100 * s.average_loss:.1f} points")
    console.print(table)
    if plot is not None:
        console.print(f"Plot written to {plot}")
