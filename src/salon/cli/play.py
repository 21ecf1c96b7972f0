"""`salon play`: a game in the terminal, humans against bots, drawn with rich from views only."""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Sequence
from pathlib import Path

import typer
from rich.console import Group, RenderableType
from rich.markdown import Markdown
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..bots import InvalidBotSpec, make_bot, split_specs
from ..core import SalonError, load_game
from ..core.game import Action, Game, Scoring, State
from ..core.language import say
from ..core.rng import derive_seed
from ..text import parts_for, renderer_for
from .app import (
    GAME_OPTION_FLAGS,
    WordedCommand,
    app,
    at_least_one,
    check_file_to_write,
    console,
    fail,
    lang_option,
    make_folders,
    parse_options,
    parse_seat,
)
from .bounds import check_budget
from .fit import Breakable
from .fitted import ask as fitted_ask
from .games import game_or_fail
from .screen import compose, height_of, notation_help, prompt_line
from .seats import notation_seat_hint
from .suggest import check_game_flags


def bot_specs_for(specs: str, bot_seats: list[int]) -> dict[int, str]:
    """One spec for every bot seat: a single spec is reused, a list is taken in seat order
    (`split_specs`: "ismcts:iterations=200,c=1" is one spec)."""
    parts = split_specs(specs)
    for part in parts:
        check_budget(part)  # a search budget beyond the bounds is refused, not run for ever
        make_bot(part)  # a bad spec is named before the specs are counted
    if len(parts) == 1:
        parts = parts * len(bot_seats)
    if len(parts) != len(bot_seats):
        raise typer.BadParameter(say("cli-error-bot-specs", seats=len(bot_seats), specs=len(parts),
                                     given=repr(specs)))
    return dict(zip(bot_seats, parts))


def players_error(game: Game, players: int) -> str:
    """Why `players` cannot play `game`: "roxane is played by 2–4 players, not 9"."""
    most, least = game.max_players, game.min_players
    return say("cli-error-players", game=game.id, range=f"{least}–{most}" if least != most else str(least),
               most=most, players=str(players))


def choices_table(state: State, seat: int, legal: list[Action],
                  names: Sequence[str] | None = None) -> Table:
    """The menu: number, the choice in words, and its notation (dim) for those who type it; one
    choice a row, in one column (two columns wrapped every cell over several lines)."""
    table = Table.grid(padding=(0, 1))
    table.add_column(justify="right", style="cyan", no_wrap=True)
    table.add_column()
    table.add_column(style="dim", no_wrap=True)
    for i, action in enumerate(legal):
        table.add_row(f"{i + 1}", state.label_for(action, seat, names), str(action))
    return table


def scoring_table(sc: Scoring, title: str | None = None) -> Group:
    """The final scoring as the rulebook lists it: categories by players, then the verdict
    (titled "Final scoring" in the player's language unless `title` says otherwise)."""
    table = Table(title=title if title is not None else say("cli-final-scoring"))
    table.add_column("")
    for q, name in enumerate(sc.columns):
        table.add_column(name + (" ★" if q in sc.winners else ""), justify="right")
    for row in sc.rows:
        style = "bold" if row.get("total") else None
        table.add_row(row["label"], *row["values"], style=style)
    parts: list[RenderableType] = [table]
    if sc.shared:
        shared = Table.grid(padding=(0, 2))
        shared.add_column(style="bold")
        shared.add_column()
        for item in sc.shared:
            shared.add_row(item["label"], item["value"])
        parts.append(shared)
    parts.append(Text(sc.verdict, style="bold green"))
    parts += [Text(n) for n in sc.notes]
    return Group(*parts)


#: what read_choice returns when the player takes back their last move
UNDO = "undo"


#: what the player types at the prompt besides a choice (none is any game's notation)
HELP_WORDS = ("?", "h", "help")
MENU_WORDS = ("m", "menu")
RULES_WORDS = ("r", "rules")


def help_text(state: State, seat: int, legal: list[Action], can_undo: bool) -> Table:
    """What `?` answers: every command the prompt takes, and how to type a choice."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="cyan", no_wrap=True)
    table.add_column()
    table.add_row(f"1–{len(legal)}" if len(legal) > 1 else "1", say("cli-help-number"))
    table.add_row(say("cli-help-notation-key"), notation_help(legal))
    table.add_row("u, undo", say("cli-help-undo" if can_undo else "cli-help-undo-not-now"))
    table.add_row("i N", say("cli-help-about"))
    table.add_row("m, menu", say("cli-help-menu"))
    table.add_row("r, rules", say("cli-help-rules", title=state.game.title, game=state.game.id))
    table.add_row("?, help", say("cli-help-help"))
    table.add_row("q, quit", say("cli-help-quit"))
    return table


def read_choice(state: State, seat: int, names: Sequence[str]) -> Action | str | None:
    """Ask the human for an action (or UNDO); None if they quit. Bad input is answered and
    asked again; `?` lists the commands, `m` shows the menu again, `r` the rules."""
    legal = state.legal_actions(seat)
    can_undo = state.can_undo(seat)

    def menu() -> None:
        parts: list[RenderableType] = [Text(state.prompt_for(seat, names), style="bold"),
                                       choices_table(state, seat, legal, names)]
        seat_hint = notation_seat_hint(state, seat, legal, names)
        if seat_hint:
            parts.append(Text(seat_hint, style="cyan"))
        console.print(Panel(Group(*parts), title=say("cli-your-decision", name=names[seat]), title_align="left",
                            expand=False))

    menu()
    while True:
        try:
            hint = say("cli-choice-keys-undo" if can_undo else "cli-choice-keys")
            text = console.input(prompt_line(say("cli-your-choice"), hint)).strip()
        except EOFError:
            return None
        low = text.lower()
        if low in ("q", "quit", "exit"):
            return None
        if not text:
            continue
        if low in HELP_WORDS:
            console.print(Panel(help_text(state, seat, legal, can_undo), title=say("cli-help-title"),
                                title_align="left", expand=False))
            continue
        if low in MENU_WORDS:
            menu()
            continue
        if low in RULES_WORDS:
            rules = state.game.rules_text()
            console.print(Markdown(rules) if rules else Text(say("cli-no-rules", title=state.game.title)))
            menu()
            continue
        if low.startswith("i ") and low[2:].strip().isdigit():  # a choice's card, as on the fitted screen
            i = int(low[2:])
            if not 1 <= i <= len(legal):
                console.print(f"[red]{say('cli-about-range', count=str(len(legal)))}[/red]")
                continue
            about = parts_for(state.game.id)(state.view(seat), names).about
            more = about(str(legal[i - 1])) if about else None
            console.print(Panel(Group(Text(state.label_for(legal[i - 1], seat, names)), *([more] if more else [])),
                                title=say("cli-choice-number", number=str(i)), title_align="left", expand=False))
            continue
        if low in ("u", "undo"):
            if can_undo:
                return UNDO
            console.print(f"[red]{say('cli-no-undo')}[/red]")
            continue
        if text.isdigit():
            i = int(text)
            if 1 <= i <= len(legal):
                return legal[i - 1]
            console.print(f"[red]{say('cli-not-a-choice', number=str(i), count=str(len(legal)))}[/red]")
            continue
        try:
            return load_game(state.game.id).parse_action(state, seat, text)
        except SalonError as exc:
            console.print(f"[red]{exc}[/red] [dim]{say('cli-see-help')}[/dim]")


def intro_words(game_id: str) -> list[str]:
    """What a player reads before the first move, from the game's words (`[text] tui_intro`:
    Roxane's German verses explained); none for most games."""
    words = load_game(game_id).words()
    return [words.say("tui_intro")] if "tui_intro" in words.text else []


def take(state: State, seat: int, action: Action, viewer: int | None, names: Sequence[str]) -> list[str]:
    """Apply `action` and return what `viewer` reads about it in the log."""
    before = state.clone()
    state.apply(seat, action)
    return state.narrate(before, seat, action, viewer, names)


@app.command("play", context_settings=GAME_OPTION_FLAGS, cls=WordedCommand, help="cli-doc-play")
def play_command(
    ctx: typer.Context,
    game_id: str = typer.Argument(..., metavar="GAME", help="cli-doc-game"),
    players: int | None = typer.Option(None, "--players", "-p", callback=at_least_one, metavar="N",
                                       show_default="cli-doc-players-default", help="cli-doc-play-players"),
    bots: str = typer.Option("heuristic", "--bots", "-b", metavar="SPECS",
                             help="cli-doc-play-bots"),
    seat: str = typer.Option("0", "--seat", metavar="SEAT",
                             help="cli-doc-play-seat"),
    seed: int = typer.Option(None, "--seed", metavar="N", show_default="cli-doc-play-seed-default",
                             help="cli-doc-play-seed"),
    option: list[str] = typer.Option(None, "--option", "-o", metavar="NAME=VALUE",
                                     help="cli-doc-option"),
    save: Path = typer.Option(None, "--save", metavar="FILE",
                              help="cli-doc-play-save"),
    delay: float = typer.Option(0.0, "--delay", min=0, metavar="SECONDS", help="cli-doc-play-delay"),
    name: str = typer.Option("", "--name", metavar="NAME", show_default="cli-doc-play-name-default",
                             help="cli-doc-play-name"),
    plain: bool = typer.Option(False, "--plain",
                               help="cli-doc-play-plain"),
    lang: str = lang_option(),
) -> None:
    """Play a game in the terminal against bots (or watch bots with --seat none)."""
    if save is not None:
        check_file_to_write(save, "--save")
    try:
        game = game_or_fail(game_id)
        n = players or game.min_players
        human = parse_seat(seat, n) if game.min_players <= n <= game.max_players else None
        options = parse_options(option, ctx.args)
        check_game_flags(ctx, game, options)
        if not game.min_players <= n <= game.max_players:
            raise fail(players_error(game, n))
        state = game.new_game(players=n, seed=seed, **options)
        bot_seats = [p for p in range(n) if p != human]
        specs = bot_specs_for(bots, bot_seats)
        seat_bots = {p: make_bot(spec, seed=derive_seed(state.seed or 0, "bot", p)) for p, spec in specs.items()}
    except (SalonError, InvalidBotSpec, ValueError) as exc:
        raise fail(str(exc)) from None
    render = renderer_for(game.id)
    names = [state.seat_name(p) for p in range(n)]
    if human is not None and name.strip():
        names[human] = name.strip()[:40]
    fitted = console.is_terminal and not plain and human is not None
    table_line = say("cli-at-this-table", seats=", ".join(
        say("cli-seat-you", name=names[p], seat=str(p)) if p == human
        else say("cli-seat-bot", name=names[p], seat=str(p), bot=specs[p]) for p in range(n)))
    heading = say("cli-game-heading", title=game.title, players=n, seed=str(state.seed))
    intro = intro_words(game.id)
    log: deque[str] = deque(maxlen=8)
    whole_log: list[str] = []  # the `l` key's (fitted screen)
    if fitted:
        whole_log += [f"{heading}. {table_line}.", say("cli-rules-where-fitted", game=game.id), *intro]
        log.extend(whole_log)
    else:
        console.rule(heading)
        console.print(table_line)
        console.print(say("cli-rules-where", game=game.id))
        for line in intro:
            console.print(line)
    quit_early = False
    while not state.is_over():
        current = state.current_players()
        p = human if human in current else current[0]
        if p == human and fitted:
            action = fitted_ask(console, state, human, names, list(log) if log else [])
            if action is None:
                quit_early = True
                break
            if isinstance(action, str):  # UNDO
                state.undo(human)
                said = [say("cli-takes-back", name=names[human])]
            else:
                said = take(state, human, action, human, names)
            log.extend(said)
            whole_log.extend(said)
            continue
        if p == human:
            if console.is_terminal:
                console.clear()
            console.print(render(state.view(human), names))
            if log:
                console.print(Panel("\n".join(log), title=say("cli-last-moves"), expand=False))
            action = read_choice(state, human, names)
            if action is None:
                quit_early = True
                break
            if isinstance(action, str):  # UNDO
                state.undo(human)
                log.append(say("cli-takes-back", name=names[human]))
                continue
            log.extend(take(state, human, action, human, names))
            continue
        action = seat_bots[p].choose(state, p)
        lines = take(state, p, action, human, names)
        log.extend(lines)
        whole_log.extend(lines)
        if human is None:
            for line in lines:
                console.print(line)
        if delay:
            time.sleep(delay)
    sc = state.scoring(names)
    if fitted:  # the last screen: the players, what fits of the board and the log, the scoring
        end = scoring_table(sc) if sc is not None else Text("")
        console.clear()
        room = console.height - 2 - height_of(console, end)
        parts = parts_for(game.id)(state.view(human), names)
        if room >= len(parts.players) + 4:
            console.print(compose(console, parts, menu=None, log=list(log), height=room,
                                  prompt=say("cli-game-over" if state.is_over() else "cli-game-stopped")))
        else:  # a tall scoring table: the players' lines above it, nothing cut
            for player in parts.players:
                console.print(player)
        console.print(end)
    else:
        console.rule(say("cli-game-over" if state.is_over() else "cli-game-stopped"))
        console.print(render(state.view(human), names))
        if log:
            console.print(Panel("\n".join(log), title=say("cli-last-moves"), expand=False))
        if sc is not None:
            console.print(scoring_table(sc))
    if save:
        make_folders(save, "--save")
        try:
            save.write_text(json.dumps(state.record(), indent=1, ensure_ascii=False) + "\n")
        except OSError as exc:
            raise fail(f"--save {save}: {exc.strerror}") from None
        console.print(Breakable(say("cli-record-saved", file=str(save))))
    if quit_early:
        raise typer.Exit(code=0)
