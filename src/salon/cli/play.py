"""`salon play`: a game in the terminal, humans against bots, drawn with rich from views only."""

from __future__ import annotations

import json
import time
from collections import deque
from pathlib import Path

import typer
from rich.panel import Panel
from rich.table import Table

from ..bots import InvalidBotSpec, make_bot
from ..core import SalonError, load_game
from ..core.game import Action, State
from ..core.rng import derive_seed
from .app import GAME_OPTION_FLAGS, app, console, fail, parse_options
from .render import renderer_for


def bot_specs_for(specs: str, bot_seats: list[int]) -> dict[int, str]:
    """One spec for every bot seat: a single spec is reused, a list is taken in seat order."""
    parts = [s.strip() for s in specs.split(",") if s.strip()] or ["heuristic"]
    if len(parts) == 1:
        parts = parts * len(bot_seats)
    if len(parts) != len(bot_seats):
        raise typer.BadParameter(f"{len(bot_seats)} bot seats but {len(parts)} bot specs: {specs!r}")
    return dict(zip(bot_seats, parts))


def choices_table(legal: list[Action]) -> Table:
    table = Table.grid(padding=(0, 2))
    cols = 3 if len(legal) > 12 else 1
    for _ in range(cols):
        table.add_column(justify="right", style="cyan")
        table.add_column()
    rows = (len(legal) + cols - 1) // cols
    for r in range(rows):
        cells: list[str] = []
        for c in range(cols):
            i = c * rows + r
            cells += [f"{i + 1}", str(legal[i])] if i < len(legal) else ["", ""]
        table.add_row(*cells)
    return table


def read_choice(state: State, seat: int) -> Action | None:
    """Ask the human for an action; None if they quit. Bad input is answered and asked again."""
    legal = state.legal_actions(seat)
    console.print(Panel(choices_table(legal), title=f"Seat {seat}: {state.prompt(seat)}", expand=False))
    while True:
        try:
            text = console.input("[bold]Your choice[/bold] (number or notation, q to quit): ").strip()
        except EOFError:
            return None
        if text.lower() in ("q", "quit", "exit"):
            return None
        if not text:
            continue
        if text.isdigit():
            i = int(text)
            if 1 <= i <= len(legal):
                return legal[i - 1]
            console.print(f"[red]{i} is not a choice: pick 1–{len(legal)}[/red]")
            continue
        try:
            return load_game(state.game.id).parse_action(state, seat, text)
        except SalonError as exc:
            console.print(f"[red]{exc}[/red]")


@app.command("play", context_settings=GAME_OPTION_FLAGS)
def play_command(
    ctx: typer.Context,
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (see `salon games`)."),
    players: int = typer.Option(0, "--players", "-p", help="Number of players (default: the game's minimum, 4 for rose-ceremony)."),
    bots: str = typer.Option("heuristic", "--bots", "-b", help="Bot spec for the other seats, or one per bot seat, comma-separated."),
    seat: str = typer.Option("0", "--seat", help="Your seat, or 'none' to watch bots play."),
    seed: int = typer.Option(None, "--seed", help="Seed (random if omitted; shown so the game can be replayed)."),
    option: list[str] = typer.Option(None, "--option", "-o", help="Table option name=value (repeatable); or pass it as --name value, e.g. --chapter 3."),
    save: Path = typer.Option(None, "--save", help="Write the game's record (JSON) to this file."),
    delay: float = typer.Option(0.0, "--delay", help="Seconds to pause after each bot move."),
) -> None:
    """Play a game in the terminal against bots (or watch bots with --seat none)."""
    try:
        game = load_game(game_id)
        n = players or (4 if game_id == "rose-ceremony" else game.min_players)
        state = game.new_game(players=n, seed=seed, **parse_options(option, ctx.args))
        human = None if seat.lower() == "none" else int(seat)
        if human is not None and not 0 <= human < n:
            raise fail(f"seat {human} does not exist at a {n}-player table")
        bot_seats = [p for p in range(n) if p != human]
        specs = bot_specs_for(bots, bot_seats)
        seat_bots = {p: make_bot(spec, seed=derive_seed(state.seed or 0, "bot", p)) for p, spec in specs.items()}
    except (SalonError, InvalidBotSpec, ValueError) as exc:
        raise fail(str(exc)) from None
    render = renderer_for(game.id)
    console.rule(f"{game.title} — {n} players, seed {state.seed}")
    console.print("Seats: " + ", ".join(
        f"{p}: {'you' if p == human else specs[p]}" for p in range(n)))
    log: deque[str] = deque(maxlen=10)
    quit_early = False
    while not state.is_over():
        current = state.current_players()
        p = human if human in current else current[0]
        if p == human:
            console.print(render(state.view(human)))
            if log:
                console.print(Panel("\n".join(log), title="Last actions", expand=False))
            action = read_choice(state, human)
            if action is None:
                quit_early = True
                break
            log.append(state.describe(human, action, human))
            state.apply(human, action)
            continue
        action = seat_bots[p].choose(state, p)
        log.append(state.describe(p, action, human))
        state.apply(p, action)
        if human is None:
            console.print(log[-1])
        if delay:
            time.sleep(delay)
    console.rule("Game over" if state.is_over() else "Game stopped")
    console.print(render(state.view(human)))
    out = state.outcome()
    if out:
        table = Table(title="Result")
        table.add_column("seat")
        table.add_column("player")
        table.add_column("score", justify="right")
        for q in range(n):
            who = "you" if q == human else specs.get(q, "")
            table.add_row(str(q), who, f"{out.scores[q]:g}" + (" ★" if q in out.winners else ""))
        console.print(table)
        console.print(f"Winners: {', '.join(map(str, out.winners)) or 'nobody'}")
        console.print(Panel(json.dumps(out.details, indent=1, ensure_ascii=False)[:3000], title="Details"))
    if save:
        save.write_text(json.dumps(state.record(), indent=1, ensure_ascii=False) + "\n")
        console.print(f"Record saved to {save} (replay with: salon replay {save})")
    if quit_early:
        raise typer.Exit(code=0)
