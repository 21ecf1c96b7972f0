"""`salon simulate`: seeded bot-vs-bot games and their statistics."""

from __future__ import annotations

import json

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from ..bots import InvalidBotSpec, make_bot
from ..core import SalonError, load_game
from ..sim.runner import GameResult, run_batch
from ..sim.stats import summarize
from .app import app, console, err_console, fail, parse_options


def seat_specs(bots: str, players: int) -> list[str]:
    specs = [s.strip() for s in bots.split(",") if s.strip()]
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        raise typer.BadParameter(f"--bots gives {len(specs)} specs for {players} players")
    for spec in specs:
        make_bot(spec)  # reject a bad spec before any game starts
    return specs


def results_table(summary: dict, title: str) -> Table:  # type: ignore[type-arg]
    table = Table(title=title)
    for col in ("seat", "bot", "wins", "win rate", "95% CI", "mean score"):
        table.add_column(col, justify="right" if col not in ("bot",) else "left")
    for s in summary["seats"]:
        lo, hi = s["ci95"]
        table.add_row(str(s["seat"]), s["bot"], str(s["wins"]), f"{s['win_rate']:.1%}",
                      f"{lo:.1%}–{hi:.1%}", f"{s['mean_score']:.2f}")
    return table


@app.command("simulate")
def simulate_command(
    game_id: str = typer.Argument(..., metavar="GAME"),
    games: int = typer.Option(100, "--games", "-n", min=1, help="Number of games."),
    players: int = typer.Option(0, "--players", "-p", help="Players per game (default: the game's minimum)."),
    bots: str = typer.Option("random", "--bots", "-b", help="One bot spec, or one per seat, comma-separated."),
    seed: int = typer.Option(0, "--seed", help="Batch seed: game i uses a seed derived from (seed, i)."),
    option: list[str] = typer.Option(None, "--option", "-o", help="Table option name=value (repeatable)."),
    as_json: bool = typer.Option(False, "--json", help="Print the statistics as JSON (byte-identical for the same arguments)."),
) -> None:
    """Play seeded games between bots and report win rates, game length and how games ended."""
    try:
        game = load_game(game_id)
        n = players or game.min_players
        opts = game.resolve_options(n, parse_options(option))
        specs = seat_specs(bots, n)
    except (SalonError, InvalidBotSpec) as exc:
        raise fail(str(exc)) from None
    results: list[GameResult] = []
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("{task.fields[rate]}"), TimeRemainingColumn(),
                  console=err_console, transient=True, disable=as_json and not err_console.is_terminal) as progress:
        task = progress.add_task(f"{game_id}", total=games, rate="")
        for r in run_batch(game_id, n, specs, games, seed, opts):
            results.append(r)
            speed = progress.tasks[0].speed
            progress.update(task, advance=1, rate=f"{speed:.1f} games/s" if speed else "")
    summary = summarize(results, n)
    doc = {"game": game_id, "version": game.version, "players": n, "bots": specs, "seed": seed,
           "options": opts, **summary}
    if as_json:
        print(json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False))
        return
    console.print(results_table(summary, f"{game.title}: {games} games, {n} players, seed {seed}"))
    by_bot = Table(title="By bot (all seats)")
    for col in ("bot", "seat-games", "wins", "win rate", "95% CI"):
        by_bot.add_column(col)
    for b in summary["bots"]:
        lo, hi = b["ci95"]
        by_bot.add_row(b["bot"], str(b["seat_games"]), str(b["wins"]), f"{b['win_rate']:.1%}", f"{lo:.1%}–{hi:.1%}")
    console.print(by_bot)
    length = summary["length"]
    console.print(f"Game length (decisions): mean {length['mean']:.1f}, median {length['median']:g}, "
                  f"min {length['min']}, max {length['max']}")
    console.print("How games ended: " + ", ".join(f"{k} {v}" for k, v in summary["ends"].items()))
    if summary["shared_wins"] or summary["no_winner"]:
        console.print(f"Shared wins: {summary['shared_wins']}   No winner: {summary['no_winner']}")
