"""`salon arena`: a seat-rotated round robin between bots, with win rates and ratings."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from ..bots import InvalidBotSpec, make_bot, split_specs
from ..core import SalonError
from ..core.language import decimal, percent, say
from ..sim.arena import code_fingerprint, games_per_pairing, pairings, reuse, run_arena, schedule
from ..sim.parallel import default_jobs
from ..sim.results_file import (
    ARENA_RESUME_KEYS,
    arena_header,
    arena_text,
    open_lines,
    read_and_check,
    read_arena,
    write_line,
)
from .app import (
    GAME_OPTION_FLAGS,
    JOBS_DEFAULT,
    PLAYERS_DEFAULT,
    WordedCommand,
    app,
    at_least_one,
    check_new_results_file,
    console,
    err_console,
    error_text,
    fail,
    lang_option,
    make_folders,
    parse_options,
)
from .bounds import MAX_ARENA_GAMES, check_budget, check_jobs
from .files import check_text_file
from .fit import Breakable
from .games import game_or_fail
from .suggest import check_game_flags


@app.command("arena", context_settings=GAME_OPTION_FLAGS, cls=WordedCommand, help="cli-doc-arena")
def arena_command(
    ctx: typer.Context,
    game_id: str = typer.Argument(..., metavar="GAME", help="cli-doc-game"),
    bots: str = typer.Option(..., "--bots", "-b", metavar="SPECS",
                             help="cli-doc-arena-bots"),
    games: int = typer.Option(100, "--games", "-n", callback=at_least_one, metavar="N",
                              help="cli-doc-arena-games"),
    players: int | None = typer.Option(None, "--players", "-p", callback=at_least_one, metavar="N",
                                       show_default=PLAYERS_DEFAULT, help="cli-doc-players"),
    seed: int = typer.Option(0, "--seed", metavar="N", help="cli-doc-arena-seed"),
    jobs: int | None = typer.Option(None, "--jobs", "-j", callback=at_least_one, metavar="N",
                                    show_default=JOBS_DEFAULT, help="cli-doc-jobs"),
    option: list[str] = typer.Option(None, "--option", "-o", metavar="NAME=VALUE",
                                     help="cli-doc-option"),
    as_json: bool = typer.Option(False, "--json", help="cli-doc-arena-json"),
    out: Path = typer.Option(None, "--out", metavar="FILE",
                             help="cli-doc-arena-out"),
    resume: bool = typer.Option(False, "--resume", help="cli-doc-arena-resume"),
    force: bool = typer.Option(False, "--force", help="cli-doc-force"),
    so_far: bool = typer.Option(False, "--so-far", help="cli-doc-arena-so-far"),
    lang: str = lang_option(),
) -> None:
    """Pit bots against each other, every bot in every seat equally; win rates and Elo ratings with 95% intervals."""
    if so_far and (out is None or force or resume or not out.is_file()):
        raise fail(say("cli-error-so-far"))
    too_many = check_jobs(jobs)  # before anything else: nothing forked, nothing written
    if too_many:
        raise fail(too_many)
    if games > MAX_ARENA_GAMES:
        raise fail(say("cli-error-arena-games", games=str(games), most=MAX_ARENA_GAMES))
    if not so_far:
        check_new_results_file(out, force, resume)
    if out is not None and (so_far or resume) and out.is_file():
        check_text_file(out, "--out")
    try:
        # commas also separate a spec's own parameters: "ismcts:iterations=200,c=1" is one spec
        specs = split_specs(bots)
        game = game_or_fail(game_id)
        n = players or game.min_players
        given = parse_options(option, ctx.args)
        check_game_flags(ctx, game, given)
        opts = game.resolve_options(n, given)
        for spec in specs:
            check_budget(spec)  # a search budget beyond the bounds is refused, not run for ever
            make_bot(spec)  # reject a bad spec before any game starts
        if len(specs) < (1 if game.cooperative else 2):
            raise SalonError(say("cli-error-arena-two-bots"))
    except (SalonError, InvalidBotSpec) as exc:
        raise fail(error_text(exc)) from None
    total = games_per_pairing(games, n, game.cooperative) * len(pairings(len(specs), game.cooperative))
    done: list[dict] = []  # type: ignore[type-arg]
    sink = None
    if out is not None:
        head = arena_header(game_id, game.version, n, specs, seed, opts, games, code_fingerprint(game_id))
        try:
            if so_far:
                done = read_and_check(out, head)
            else:
                make_folders(out, "--out")
                sink, done = open_lines(out, head, resume, read_arena, arena_text, ARENA_RESUME_KEYS)
        except SalonError as exc:
            raise fail(error_text(exc)) from None
        except OSError as exc:
            raise fail(f"--out {out}: {exc.strerror}") from None
    finished = len(reuse(schedule(specs, games, n, seed, game.cooperative), done))
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("{task.fields[rate]}"), TimeRemainingColumn(),
                  console=err_console, transient=True, disable=not err_console.is_terminal) as progress:
        task = progress.add_task(say("cli-progress-arena", game=game_id), total=total, completed=finished, rate="")

        def advance(result: dict) -> None:  # type: ignore[type-arg]
            nonlocal finished
            finished += 1
            if sink is not None:
                write_line(sink, arena_text(result))
            speed = progress.tasks[0].speed
            progress.update(task, advance=1, rate=say("cli-rate", rate=round(speed, 2)) if speed else "")

        try:
            report = run_arena(game_id, specs, games, n, seed, opts, jobs or default_jobs(), advance, done, so_far)
        except KeyboardInterrupt:
            err_console.print(Breakable(say("cli-stopped-resume" if out is not None else "cli-stopped",
                                            done=str(finished), games=total, file=str(out)), style="yellow"))
            raise typer.Exit(code=130) from None
        except (SalonError, InvalidBotSpec) as exc:
            raise fail(error_text(exc)) from None
        finally:
            if sink is not None:
                sink.close()
    if as_json:
        print(json.dumps(report, indent=2, sort_keys=True, ensure_ascii=False))
        return
    title = say("cli-arena-title", title=game.title, games=report["games_per_pairing"],
                coop="yes" if game.cooperative else "no", players=n, seed=str(seed))
    if so_far:
        part = report["so_far"]
        title += say("cli-arena-so-far", games=part["games"], of=part["of"], finished=part["finished"])
    if game.cooperative:
        solo = Table(title=title)
        for col in ("every-seat", "games", "wins", "win-rate", "ci", "mean-score"):
            solo.add_column(say(f"cli-sim-col-{col}"), justify="left" if col == "every-seat" else "right",
                            no_wrap=col != "every-seat")
        for s in report["solo"]:
            lo, hi = s["ci95"]
            solo.add_row(Breakable(s["bot"]), str(s["games"]), str(s["wins"]), percent(s["win_rate"]),
                         f"{percent(lo)}–{percent(hi)}", decimal(s["mean_score"], 3))
        console.print(solo)
        title = say("cli-arena-head-to-head")
    if report["pairings"]:
        table = Table(title=title)
        for col in ("A", "B", "games", "a-win-rate", "ci", "margin"):
            # the numbers' columns as narrow as their values, their headers wrapped at spaces,
            # so the bot specs get the room (fit.Breakable breaks them after , : =)
            narrow = {"a-win-rate": 6, "margin": 8}
            table.add_column(col if col in ("A", "B") else say(f"cli-sim-col-{col}"),
                             justify="left" if col in ("A", "B") else "right",
                             no_wrap=col in ("games", "ci"), max_width=narrow.get(col))
        for p in report["pairings"]:
            lo, hi = p["ci95"]
            table.add_row(Breakable(p["a"]), Breakable(p["b"]), str(p["games"]), percent(p["a_win_rate"]),
                          f"{percent(lo)}–{percent(hi)}", decimal(p["mean_margin"], 2, signed=True))
        console.print(table)
    console.print(ratings_table(report))
    for note in rating_notes(report):
        console.print(Breakable(note))
    if not game.cooperative:
        console.print(say("cli-arena-rotated", patterns=", ".join(report["seat_patterns"])))


def ratings_table(report: dict) -> Table:  # type: ignore[type-arg]
    """Elo per bot with its 95% bootstrap interval and the bots it is not separated from."""
    table = Table(title=say("cli-arena-ratings"))
    for col in ("bot", "elo", "ci", "games", "overlaps"):
        table.add_column(say(f"cli-sim-col-{col}"), justify="right" if col in ("elo", "ci", "games") else "left",
                         overflow="fold", no_wrap=col in ("elo", "games"))
    for r in report["ratings"]:
        lo, hi = r["ci95"]
        if len(report["ratings"]) < 2:
            ci = "—"
        elif lo == hi:
            ci = say("cli-arena-no-spread")
        else:
            ci = say("cli-range", low=f"{lo:+.0f}", high=f"{hi:+.0f}")
        table.add_row(Breakable(r["bot"]), f"{r['elo']:+.0f}", ci, str(r["games"]),
                      Breakable(", ".join(r["overlaps"]) or "—"))
    return table


def rating_notes(report: dict) -> list[str]:  # type: ignore[type-arg]
    """How the intervals were made, and one line per pair of bots whose intervals overlap."""
    rows = report["ratings"]
    if len(rows) < 2:
        return []
    boot = report.get("rating_bootstrap", {})
    notes = [say("cli-arena-bootstrap", rounds=str(boot.get("rounds", "?")),
                 resampled="deals" if str(boot.get("resampled", "")).startswith("deals") else "games")]
    if any(r["ci95"][0] == r["ci95"][1] for r in rows):
        notes.append(say("cli-arena-no-spread-note"))
    for k, r in enumerate(rows):
        for other in rows[k + 1:]:
            if other["bot"] in r["overlaps"]:
                notes.append(say("cli-arena-overlap", first=r["bot"], second=other["bot"]))
    return notes
