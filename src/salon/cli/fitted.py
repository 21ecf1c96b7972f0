"""A decision asked on the fitted screen (salon.cli.screen): the terminal mode of `salon play`.

Each time the screen is drawn anew, cleared first, so what a player sees from one prompt to the
next is one screen that fits the terminal. A bad input is answered on the screen's status line
(the screen does not grow); `?` lists what the prompt takes; the details on demand (`t`, `a N`,
`l`, `i N`) and the rules are shown a screen at a time (`screen.show`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import Console, Group, RenderableType
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text

from ..core import SalonError
from ..core.game import Action, State
from ..text import Parts, parts_for, renderer_for
from .screen import DETAIL_KEYS, Menu, compose, show
from .seats import notation_seat_hint

__all__ = ["ask", "details", "read_line"]

UNDO = "undo"


def read_line(console: Console) -> Callable[[str], str | None]:
    """The console's input as a function: the typed line, or None at the end of input."""

    def read(prompt: str) -> str | None:
        try:
            return console.input(prompt)
        except EOFError:
            return None

    return read


def _number(text: str, count: int) -> int | None:
    """`text` as a 1-based number from 1 to `count`, else None."""
    text = text.strip()
    return int(text) if text.isdigit() and 1 <= int(text) <= count else None


def details(console: Console, text: str, parts: Parts, view_whole: Callable[[], RenderableType],
            names: Sequence[str], log: Sequence[str], menu: Menu | None,
            read: Callable[[str], str | None]) -> str | None:
    """Show the detail a key asks for (`t`, `a N`, `l`, `i N`); None if `text` is not such a
    key, "" once shown, or the reason it cannot be shown (for the status line)."""
    low = " ".join(text.lower().split())
    key, _, arg = low.partition(" ")
    if low in ("t", "table"):
        show(console, view_whole(), "The whole table", read)
        return ""
    if key in ("a", "area"):
        seat = _number(arg, len(parts.areas))
        if seat is None:
            return f"a N shows a player's area: N from 1 to {len(parts.areas)} (the order of the players' lines)"
        show(console, parts.areas[seat - 1], f"{names[seat - 1]}: the whole area", read)
        return ""
    if low in ("l", "log"):
        show(console, Text("\n".join(log) if log else "Nothing has happened yet."), "The whole log", read)
        return ""
    if key in ("i", "about") and menu is not None:
        choice = _number(arg, len(menu.labels))
        if choice is None:
            return f"i N tells more about choice N: N from 1 to {len(menu.labels)}"
        more = parts.about(menu.notations[choice - 1]) if parts.about else None
        body: list[RenderableType] = [Text(menu.labels[choice - 1]), Text(menu.notations[choice - 1], style="dim")]
        if more is not None:
            body.append(more)
        show(console, Group(*body), f"Choice {choice}", read)
        return ""
    return None


def help_table(legal: Sequence[Action], can_undo: bool, title: str, game_id: str) -> Table:
    """What `?` answers on the fitted screen: every key the prompt takes."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="cyan", no_wrap=True)
    table.add_column()
    example = str(legal[0]) if legal else ""
    table.add_row(f"1–{len(legal)}" if len(legal) > 1 else "1", "the number of a choice in the menu")
    table.add_row("notation", "or the choice's notation, shown beside it"
                  + (f" (e.g. {example})" if example and not example.isdigit() else ""))
    table.add_row("n, p", "the menu's next and previous page (when it has more than one)")
    table.add_row("/word", "only the choices whose words or notation hold the word; / alone: all")
    table.add_row("i N", "more about choice N: the whole of its words, the card it plays")
    table.add_row("a N", "player N's whole area (N: the order of the players' lines)")
    table.add_row("t", "the whole table, every part of the board")
    table.add_row("l", "the whole log of the game so far")
    table.add_row("u, undo", "take back your last move" + (
        "" if can_undo else ", while it revealed nothing and left nothing to chance (not now)"))
    table.add_row("m, menu", "the whole menu again, unfiltered")
    table.add_row("r, rules", f"the rules of {title} (also: salon rules {game_id})")
    table.add_row("?, help", "this list")
    table.add_row("q, quit", "stop the game")
    return table


def ask(console: Console, state: State, seat: int, names: Sequence[str], log: Sequence[str],
        read: Callable[[str], str | None] | None = None) -> Action | str | None:
    """Ask the human at `seat` for an action on the fitted screen: the Action, UNDO, or None if
    they quit. Every answer redraws one screen that fits the terminal."""
    read = read or read_line(console)
    legal = state.legal_actions(seat)
    can_undo = state.can_undo(seat)
    view = state.view(seat)
    game = state.game
    parts = parts_for(game.id)(view, names)
    menu = Menu.of(state, seat, legal, names)
    hint = notation_seat_hint(state, seat, legal, names)
    status: Text | str | None = None
    keys = ("? help · " + ("u undo · " if can_undo else "") + DETAIL_KEYS + " · q quit")
    while True:
        screen = compose(console, parts, prompt=f"{names[seat]}, your decision: {state.prompt_for(seat, names)}",
                         menu=menu, log=log, status=status, keys=keys,
                         extra=[Text(hint, style="cyan")] if hint else ())
        if console.is_terminal:
            console.clear()
        console.print(screen)
        text = read("[bold]Your choice[/bold]: ")
        status = None
        if text is None:
            return None
        text = text.strip()
        low = text.lower()
        if not text:
            continue
        if text in menu.notations:  # a notation first: no key hides a move
            return legal[menu.notations.index(text)]
        if low in ("q", "quit", "exit"):
            return None
        if low in ("?", "h", "help"):
            show(console, help_table(legal, can_undo, game.title, game.id), "What you can type", read)
            continue
        if low in ("m", "menu"):
            menu.word, menu.page = "", 0
            continue
        if low in ("r", "rules"):
            rules = game.rules_text()
            show(console, Markdown(rules) if rules else Text(f"{game.title} has no rules reference yet"),
                 f"The rules of {game.title}", read)
            continue
        if low in ("n", "next", "p", "prev", "previous"):
            if not menu.turn(1 if low[0] == "n" else -1):
                status = "no next page" if low[0] == "n" else "no previous page"
            continue
        if text.startswith("/"):
            word = text[1:].strip()
            if word and not menu.matching(word):
                status = f"no choice holds '{word}'"
            else:
                menu.word, menu.page = word, 0
            continue
        if low in ("u", "undo"):
            if can_undo:
                return UNDO
            status = ("Nothing to take back now: your last move revealed something, was left to chance "
                      "or handed the decision on")
            continue
        said = details(console, text, parts, lambda: renderer_for(game.id)(view, names), names,
                       log, menu, read)
        if said is not None:
            status = said or None
            continue
        if text.isdigit():
            i = int(text)
            if 1 <= i <= len(legal):
                return legal[i - 1]
            status = f"{i} is not a choice: pick 1–{len(legal)}"
            continue
        try:
            return game.parse_action(state, seat, text)
        except SalonError as exc:
            if menu.matching(text) and not menu.word:
                menu.word, menu.page = text, 0  # a word of the choices: the menu filtered by it
                status = Text(f"'{text}' is not a move; the choices holding it are shown", style="yellow")
            else:
                status = f"{exc} (? lists what you can type)"
