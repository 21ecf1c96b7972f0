"""`salon games`: the registered games."""

from __future__ import annotations

import json
from typing import Any

import typer
from rich.table import Table
from rich.text import Text

from ..core import UnknownGame, game_ids, load_game
from ..core.game import Game
from ..core.language import say
from .app import WordedCommand, app, console, fail


def game_or_fail(game_id: str) -> Game:
    """The game `game_id` names, or the command's one-line error (in the reader's language)
    naming the games there are."""
    try:
        return load_game(game_id)
    except UnknownGame:
        raise fail(say("cli-error-unknown-game", game=repr(game_id), games=", ".join(game_ids()))) from None


@app.command("games", cls=WordedCommand, help="cli-doc-games")
def games_command(as_json: bool = typer.Option(False, "--json", help="cli-doc-games-json")) -> None:
    """List the registered games with their player counts and options (the table in the
    language of `salon --lang` or LANG; --json: the games' own data, as they are)."""
    rows: list[dict[str, Any]] = []
    for gid in game_ids():
        g = load_game(gid)
        rows.append({
            "id": g.id, "title": g.title, "version": g.version, "min_players": g.min_players,
            "max_players": g.max_players, "cooperative": g.cooperative, "summary": g.summary,
            "options": [{"name": o.name, "default": o.default, "choices": list(o.choices), "help": o.help}
                        for o in g.options],
        })
    if as_json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    # ids are typed, so they are never cut; at 80 columns the summary goes under the title
    narrow = console.width < 110
    table = Table(title=say("cli-games-title"), show_lines=narrow)
    table.add_column(say("cli-games-id"), no_wrap=True)
    table.add_column(say("cli-games-name" if not narrow else "cli-games-name-summary"))
    table.add_column(say("cli-games-players"), no_wrap=True)
    table.add_column(say("cli-games-options"), no_wrap=console.width >= 80, overflow="fold")
    if not narrow:
        table.add_column(say("cli-games-summary"))
    for r in rows:
        opts = "\n".join(f"{o['name']}={o['default']}" for o in r["options"]) or "—"
        players = (f"{r['min_players']}–{r['max_players']}" if r["min_players"] != r["max_players"]
                   else str(r["min_players"])) + (" " + say("cli-games-coop") if r["cooperative"] else "")
        summary = load_game(r["id"]).summary_words()  # (in the language; --json keeps the game's own)
        title = Text.assemble(r["title"], "\n", (summary, "dim")) if narrow else r["title"]
        table.add_row(r["id"], title, players, opts, *([] if narrow else [summary]))
    console.print(table)
