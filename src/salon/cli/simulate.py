"""`salon simulate`: seeded bot-vs-bot games in parallel, their statistics and a balance report."""

from __future__ import annotations

import json
import time
from enum import StrEnum
from pathlib import Path
from typing import Any

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from ..bots import InvalidBotSpec, make_bot, split_specs
from ..core import SalonError
from ..core.language import decimal, percent, say, say_plain
from ..sim.balance import balance_of
from ..sim.parallel import default_jobs, run_games
from ..sim.results_file import header, open_for_append, write_result
from ..sim.runner import GameResult
from ..sim.tally import BatchTally
from .app import (
    GAME_OPTION_FLAGS,
    JOBS_DEFAULT,
    PLAYERS_DEFAULT,
    WordedCommand,
    app,
    at_least_one,
    check_folder_to_write,
    check_new_results_file,
    console,
    err_console,
    error_text,
    fail,
    lang_option,
    make_folders,
    parse_options,
)
from .bounds import check_budget, check_jobs, windows
from .files import check_text_file
from .fit import Breakable
from .games import game_or_fail
from .suggest import check_game_flags

#: games handed to the workers at a time (at least; 64 per job)
WINDOW = 512


def lean(r: GameResult, game_id: str, version: str) -> GameResult:
    """A result as the statistics need it: its scores, winners, length, ending and metrics; the
    record reduced to its game and version and the score breakdown dropped (both are in the
    --out file if one is written). It is counted into the batch's tally (sim/tally.py) and
    let go: what a batch holds does not grow with the games played or asked for."""
    details = {"end": r.details["end"]} if "end" in r.details else {}
    return GameResult(r.index, r.seed, r.bots, {"game": game_id, "version": version}, r.scores, r.winners,
                      details, r.decisions, r.metrics)


class Backend(StrEnum):
    """Where the games run: processes on this machine, or a Ray cluster."""

    local = "local"
    ray = "ray"


def seat_specs(bots: str, players: int) -> list[str]:
    """One spec per seat from `--bots` (one spec for all, or one per seat; `split_specs`)."""
    specs = split_specs(bots)
    for spec in specs:
        check_budget(spec)  # a search budget beyond the bounds is refused, not run for ever
        make_bot(spec)  # reject a bad spec before any game starts (and before counting them)
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        raise typer.BadParameter(say("cli-error-specs-for-players", specs=len(specs), players=players))
    return specs


def print_summary(doc: dict[str, Any], title: str, source: str | None = None) -> None:
    """The batch's tables and lines; `source` (a file name) is printed above them, broken at
    its folders rather than cut (long specs too: `fit.Breakable`)."""
    if source:
        console.print(Breakable(source))
    table = Table(title=title)
    for col in ("seat", "bot", "wins", "win-rate", "ci", "mean-score"):
        table.add_column(say(f"cli-sim-col-{col}"), justify="left" if col == "bot" else "right", no_wrap=col != "bot")
    for s in doc["seats"]:
        lo, hi = s["ci95"]
        table.add_row(str(s["seat"]), Breakable(s["bot"]), str(s["wins"]), percent(s["win_rate"]),
                      f"{percent(lo)}–{percent(hi)}", decimal(s["mean_score"], 2))
    console.print(table)
    by_bot = Table(title=say("cli-sim-by-bot"))
    for col in ("bot", "seat-games", "wins", "win-rate", "ci"):
        by_bot.add_column(say(f"cli-sim-col-{col}"), justify="left" if col == "bot" else "right", no_wrap=col != "bot")
    for b in doc["bots"]:
        lo, hi = b["ci95"]
        by_bot.add_row(Breakable(b["bot"]), str(b["seat_games"]), str(b["wins"]), percent(b["win_rate"]),
                       f"{percent(lo)}–{percent(hi)}")
    console.print(by_bot)
    length = doc["length"]
    console.print(say("cli-sim-length", mean=round(length["mean"], 1), median=length["median"],
                      min=str(length["min"]), max=str(length["max"])))
    fsa = doc["first_seat_advantage"]
    if fsa is not None:
        console.print(say("cli-sim-first-seat", advantage=percent(fsa["advantage"], signed=True),
                          low=percent(fsa["ci95"][0], signed=True), high=percent(fsa["ci95"][1], signed=True)))
    if "team" in doc:
        team = doc["team"]
        console.print(say("cli-sim-team", rate=percent(team["win_rate"]), low=percent(team["ci95"][0]),
                          high=percent(team["ci95"][1])))
    from ..sim.report import Labels  # the game's words for its endings

    ends = Labels(doc.get("game", ""))
    console.print(say("cli-sim-ends", ends=", ".join(f"{ends.end(k)} {v}" for k, v in doc["ends"].items())))
    if doc["shared_wins"] or doc["no_winner"]:
        console.print(say("cli-sim-shared", shared=str(doc["shared_wins"]), none=str(doc["no_winner"])))


@app.command("simulate", context_settings=GAME_OPTION_FLAGS, cls=WordedCommand, help="cli-doc-simulate")
def simulate_command(
    ctx: typer.Context,
    game_id: str = typer.Argument(..., metavar="GAME", help="cli-doc-game"),
    games: int = typer.Option(100, "--games", "-n", callback=at_least_one, metavar="N", help="cli-doc-simulate-games"),
    players: int | None = typer.Option(None, "--players", "-p", callback=at_least_one, metavar="N",
                                       show_default=PLAYERS_DEFAULT, help="cli-doc-players"),
    bots: str = typer.Option("random", "--bots", "-b", metavar="SPECS",
                             help="cli-doc-simulate-bots"),
    seed: int = typer.Option(0, "--seed", metavar="N", help="cli-doc-simulate-seed"),
    option: list[str] = typer.Option(None, "--option", "-o", metavar="NAME=VALUE",
                                     help="cli-doc-option"),
    jobs: int | None = typer.Option(None, "--jobs", "-j", callback=at_least_one, metavar="N", show_default=JOBS_DEFAULT,
                                    help="cli-doc-jobs"),
    backend: Backend = typer.Option(Backend.local, "--backend",
                                    help="cli-doc-simulate-backend"),
    address: str = typer.Option(None, "--address", metavar="ADDR", show_default="cli-doc-simulate-address-default",
                                help="cli-doc-simulate-address"),
    out: Path = typer.Option(None, "--out", metavar="FILE",
                             help="cli-doc-simulate-out"),
    resume: bool = typer.Option(False, "--resume", help="cli-doc-simulate-resume"),
    force: bool = typer.Option(False, "--force", help="cli-doc-force"),
    report: Path = typer.Option(None, "--report", metavar="DIR",
                                help="cli-doc-simulate-report"),
    as_json: bool = typer.Option(False, "--json", help="cli-doc-simulate-json"),
    lang: str = lang_option(),
) -> None:
    """Play seeded games between bots; report win rates, lengths, endings and balance metrics."""
    too_many = check_jobs(jobs, backend.value)  # before anything else: nothing forked, nothing written
    if too_many:
        raise fail(too_many)
    check_new_results_file(out, force, resume)
    if report is not None:
        check_folder_to_write(report, "--report")
    try:
        game = game_or_fail(game_id)
        n = players or game.min_players
        given = parse_options(option, ctx.args)
        check_game_flags(ctx, game, given)
        opts = game.resolve_options(n, given)
        specs = seat_specs(bots, n)
    except (SalonError, InvalidBotSpec) as exc:
        raise fail(error_text(exc)) from None
    if resume and out is not None and out.is_file():
        check_text_file(out, "--out")
    jobs = jobs or default_jobs()
    results: list[GameResult] = []
    tally = BatchTally(n)  # the statistics, game by game: memory bounded whatever --games
    sink = None
    if out is not None:
        make_folders(out, "--out")
        try:
            sink, results = open_for_append(out, header(game_id, game.version, n, specs, seed, opts, games), resume)
        except SalonError as exc:
            raise fail(error_text(exc)) from None
        except OSError as exc:
            raise fail(f"--out {out}: {exc.strerror}") from None
    done = {r.index for r in results}
    for r in results:
        tally.add(lean(r, game_id, game.version))
    del results
    todo = (i for i in range(games) if i not in done)  # handed out a window at a time, never whole
    interrupted = False
    started = time.perf_counter()
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("{task.fields[rate]}"), TimeRemainingColumn(),
                  console=err_console, transient=True, disable=not err_console.is_terminal) as progress:
        task = progress.add_task(f"{game_id} ×{jobs} {backend.value}", total=games, completed=len(done), rate="")
        try:
            for window in windows(todo, max(WINDOW, jobs * 64)):
                for r in run_games(game_id, n, specs, seed, opts, window, jobs=jobs, backend=backend.value,
                                   address=address):
                    if sink is not None:
                        write_result(sink, r)
                    tally.add(lean(r, game_id, game.version))  # counted, not kept
                    rate = (tally.n - len(done)) / max(1e-9, time.perf_counter() - started)
                    progress.update(task, advance=1, rate=say("cli-rate", rate=round(rate, 1)))
        except KeyboardInterrupt:
            interrupted = True
        except SalonError as exc:
            raise fail(error_text(exc)) from None
        finally:
            if sink is not None:
                sink.close()
    elapsed = time.perf_counter() - started
    if interrupted:
        err_console.print(Breakable(say("cli-stopped-resume" if out else "cli-stopped", done=str(tally.n),
                                        games=games if games < 10**15 else str(games),  # a number Babel words
                                        file=str(out)), style="yellow"))
    if not tally.n:
        raise typer.Exit(code=130 if interrupted else 0)
    doc = {"game": game_id, "version": game.version, "players": n, "bots": specs, "seed": seed,
           "options": opts, **balance_of(tally)}
    if as_json:
        print(json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False))
    else:
        print_summary(doc, say("cli-sim-title", title=game.title, games=tally.n, players=n, seed=str(seed)))
        played = tally.n - len(done)
        console.print("[dim]" + say("cli-sim-timing", games=played, seconds=round(elapsed, 1),
                                    rate=round(played / max(elapsed, 1e-9), 1), jobs=jobs,
                                    backend=backend.value) + "[/dim]")
    if report is not None:  # after the summary: a report that cannot be written loses nothing else
        from ..sim.report import write_report

        try:
            page = write_report(tally, doc, n, report, say_plain("report-title-batch", title=game.title, games=tally.n,
                                                                players=n, bots=", ".join(specs), seed=str(seed)))
        except OSError as exc:
            raise fail(f"--report {report}: {exc.strerror or exc}") from None
        err_console.print(Breakable(say("cli-report-written", file=str(page))))
    if interrupted:
        raise typer.Exit(code=130)
