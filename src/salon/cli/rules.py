"""`salon rules GAME`: the game's rules reference in the terminal (the same text as the web's)."""

from __future__ import annotations

import typer
from rich.markdown import Markdown

from ..core.language import say
from .app import WordedCommand, app, console, fail, lang_option
from .games import game_or_fail


@app.command("rules", cls=WordedCommand, help="cli-doc-rules")
def rules_command(game_id: str = typer.Argument(..., metavar="GAME", help="cli-doc-game"),
                  lang: str = lang_option()) -> None:
    """Show a game's rules in our own words: goal, setup, a turn, the actions, the end, the scoring."""
    game = game_or_fail(game_id)
    text = game.rules_text()
    if not text:
        raise fail(say("cli-no-rules", title=game.title))
    console.print(Markdown(text))
