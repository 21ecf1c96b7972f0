"""`salon analyse`: after the game, where each seat's game was won and lost (salon.analysis)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import typer
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from ..analysis import LEVELS, AnalysisRefused, Level, analyse_replayed, replay_for_analysis
from ..analysis.analyse import GameAnalysis
from ..analysis.levels import level_for
from ..analysis.words import chance_word, percent, reworded, save_plot, sparkline, turning_point
from ..core import SalonError, language, load_game
from ..core.language import say
from ..sim.parallel import default_jobs
from .app import (
    DOC_ARGS,
    JOBS_DEFAULT,
    WordedCommand,
    app,
    at_least_one,
    check_file_to_write,
    console,
    err_console,
    error_text,
    fail,
    lang_option,
    parse_seat,
)
from .bounds import MAX_SAMPLES, MAX_SEARCHES, check_jobs
from .replay import load_record

DOC_ARGS["levels"] = ", ".join(f"{n} ({lv.iterations})" for n, lv in LEVELS.items())


@app.command("analyse", cls=WordedCommand, help="cli-doc-analyse")
def analyse_command(
    path: Path = typer.Argument(..., metavar="FILE",
                                help="cli-doc-analyse-file"),
    game_index: int = typer.Option(None, "--game", "-g", min=0, metavar="N", show_default="cli-doc-only-game",
                                   help="cli-doc-results-game"),
    level: str = typer.Option("normal", "--level", "-l", metavar="LEVEL",
                              help="cli-doc-analyse-level"),
    seat: str = typer.Option("all", "--seat", metavar="SEAT",
                             help="cli-doc-analyse-seat"),
    searches: int = typer.Option(None, "--searches", min=2, max=MAX_SEARCHES, metavar="N",
                                 help="cli-doc-analyse-searches"),
    samples: int = typer.Option(None, "--samples", min=1, max=MAX_SAMPLES, metavar="N",
                                help="cli-doc-analyse-samples"),
    seed: int = typer.Option(0, "--seed", min=0, help="cli-doc-analyse-seed"),
    jobs: int | None = typer.Option(None, "--jobs", "-j", callback=at_least_one, metavar="N", show_default=JOBS_DEFAULT,
                                    help="cli-doc-analyse-jobs"),
    as_json: bool = typer.Option(False, "--json", help="cli-doc-analyse-json"),
    plot: Path = typer.Option(None, "--plot", metavar="PNG", help="cli-doc-analyse-plot"),
    lang: str = lang_option(),
) -> None:
    """After a finished game: each seat's estimated win chance at every decision, judged from
    what that seat could see then, the mistakes and blunders, and the better moves."""
    too_many = check_jobs(jobs)  # before anything else: nothing replayed, nothing forked
    if too_many:
        raise fail(too_many)
    if level.strip().lower() not in LEVELS:
        raise fail(say("cli-error-level", level=repr(level), levels=", ".join(LEVELS)))
    if plot is not None:
        check_file_to_write(plot, "--plot")
    reader = language.current()
    record, result = _analysed(path, game_index, level, seat, searches, samples, seed, jobs)
    with language.using(language.SOURCE):  # its labels are worded when asked for: the same in every language
        english = result.to_dict()
    if as_json:
        if plot is not None:
            save_plot(result, plot)
        typer.echo(json.dumps(english, ensure_ascii=False, indent=1))
        return
    # the reader's words: the narration and the better moves' labels made again in the language
    doc = reworded(english, record, reader) if reader != language.SOURCE else english
    names = list(doc.get("names") or result.names)
    if plot is not None:
        save_plot(result, plot, names)
    worded = {(d["step"], d["seat"]): d for d in doc["decisions"]}
    what = chance_word(result)
    title = load_game(result.game).title
    console.rule(say("cli-analysis-title", title=title, level=result.level.name,
                     playouts=str(result.level.iterations), policy=result.policy))
    for p in result.seats:
        line = result.line(p)
        marks = [d.mark for d in result.decisions if d.point.seat == p]
        console.print(say("cli-analysis-seat-line", name=f"[bold]{escape(names[p])}[/bold]", what=what))
        for row in sparkline([v for _, v, _ in line], marks):
            console.print(row, markup=False, highlight=False)
    console.rule(say("cli-analysis-turning-points"))
    points = result.turning_points()
    if not points:
        console.print(say("cli-analysis-no-mistake", least=percent(0.05), what=what))
    for d in points:
        again = worded.get((d.point.step, d.point.seat), {})
        console.print(turning_point(d, names, again.get("said"), again.get("best_label")),
                      markup=False, highlight=False)
    table = Table(title=say("cli-analysis-summary"))
    for col in ("seat", "decisions", "mistakes", "blunders"):
        table.add_column(say(f"cli-analysis-col-{col}"))
    table.add_column(say("cli-analysis-col-loss", what=what))
    for s in result.summary():
        table.add_row(names[s.seat], str(s.decisions), str(s.mistakes), str(s.blunders),
                      say("cli-analysis-loss-points", points=round(100 * s.average_loss, 1)))
    console.print(table)
    if plot is not None:
        console.print(say("cli-analysis-plot-written", file=str(plot)))


def _analysed(path: Path, game_index: int | None, level: str, seat: str, searches: int | None,
              samples: int | None, seed: int, jobs: int | None) -> tuple[dict, GameAnalysis]:  # type: ignore[type-arg]
    """The record read from `path` and its analysis (refusals: one error line)."""
    try:
        record = load_record(path, game_index)
        with language.using(language.SOURCE):  # the analysis (its --json) is the same in every language
            replayed = replay_for_analysis(record)
    except AnalysisRefused as exc:
        raise fail(f"{path}: {error_text(exc)}") from None
    except SalonError as exc:
        raise fail(error_text(exc)) from None
    players = replayed.final.players
    seats = None
    if seat.strip().lower() != "all":
        chosen = parse_seat(seat, players)
        seats = None if chosen is None else [chosen]
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=err_console, transient=True, disable=not err_console.is_terminal) as progress:
        task = progress.add_task(say("cli-analysis-progress", level=level.strip().lower()), total=None)

        def advance(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        chosen_level: Level | str = level.strip().lower()
        if searches is not None or samples is not None:  # any budget, locally
            base = level_for(replayed.final.game.id, LEVELS[str(chosen_level)])
            chosen_level = dataclasses.replace(base, name="custom", searches=searches or base.searches,
                                               samples=samples or base.samples,
                                               doubt=(searches or base.searches) if base.doubt else 0)
        try:
            with language.using(language.SOURCE):
                return record, analyse_replayed(replayed, chosen_level, seats, seed, advance, jobs or default_jobs())
        except SalonError as exc:
            raise fail(error_text(exc)) from None
