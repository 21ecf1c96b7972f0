"""`salon games`: the registered games."""

from __future__ import annotations

import json
from typing import Any

import typer
from rich.table import Table

from ..core import game_ids, load_game
from .app import app, console


@app.command("games")
def games_command(as_json: bool = typer.Option(False, "--json", help="Print JSON.")) -> None:
    """List the registered games with their player counts and options."""
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
    table = Table(title="salon games")
    for col in ("id", "title", "players", "options", "summary"):
        table.add_column(col)
    for r in rows:
        opts = ", ".join(f"{o['name']}={o['default']}" for o in r["options"]) or "—"
        players = f"{r['min_players']}–{r['max_players']}" + (" (co-op)" if r["cooperative"] else "")
        table.add_row(r["id"], r["title"], players, opts, r["summary"])
    console.print(table)
