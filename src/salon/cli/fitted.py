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
from ..core.language import say
from ..text import Parts, parts_for, renderer_for
from .screen import Menu, compose, detail_keys, notation_help, prompt_line, show
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
        show(console, view_whole(), say("cli-whole-table"), read)
        return ""
    if key in ("a", "area"):
        seat = _number(arg, len(parts.areas))
        if seat is None:
            return say("cli-area-range", count=str(len(parts.areas)))
        show(console, parts.areas[seat - 1], say("cli-whole-area", name=names[seat - 1]), read)
        return ""
    if low in ("l", "log"):
        show(console, Text("\n".join(log) if log else say("cli-log-empty")), say("cli-whole-log"), read)
        return ""
    if key in ("i", "about") and menu is not None:
        choice = _number(arg, len(menu.labels))
        if choice is None:
            return say("cli-about-range", count=str(len(menu.labels)))
        more = parts.about(menu.notations[choice - 1]) if parts.about else None
        body: list[RenderableType] = [Text(menu.labels[choice - 1]), Text(menu.notations[choice - 1], style="dim")]
        if more is not None:
            body.append(more)
        show(console, Group(*body), say("cli-choice-number", number=str(choice)), read)
        return ""
    return None


def help_table(legal: Sequence[Action], can_undo: bool, title: str, game_id: str) -> Table:
    """What `?` answers on the fitted screen: every key the prompt takes."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="cyan", no_wrap=True)
    table.add_column()
    table.add_row(f"1–{len(legal)}" if len(legal) > 1 else "1", say("cli-help-number"))
    table.add_row(say("cli-help-notation-key"), notation_help(legal))
    table.add_row("n, p", say("cli-help-pages"))
    table.add_row(say("cli-help-filter-key"), say("cli-help-filter"))
    table.add_row("i N", say("cli-help-about-fitted"))
    table.add_row("a N", say("cli-help-area"))
    table.add_row("t", say("cli-help-table"))
    table.add_row("l", say("cli-help-log"))
    table.add_row("u, undo", say("cli-help-undo" if can_undo else "cli-help-undo-not-now"))
    table.add_row("m, menu", say("cli-help-menu-fitted"))
    table.add_row("r, rules", say("cli-help-rules", title=title, game=game_id))
    table.add_row("?, help", say("cli-help-help"))
    table.add_row("q, quit", say("cli-help-quit"))
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
    keys = " · ".join([say("cli-keys-help"), *([say("cli-keys-undo")] if can_undo else []), detail_keys(),
                       say("cli-keys-quit")])
    while True:
        screen = compose(console, parts, prompt=say("cli-your-decision-prompt", name=names[seat],
                                                    prompt=state.prompt_for(seat, names)),
                         menu=menu, log=log, status=status, keys=keys,
                         extra=[Text(hint, style="cyan")] if hint else ())
        if console.is_terminal:
            console.clear()
        console.print(screen)
        text = read(prompt_line(say("cli-your-choice")))
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
            show(console, help_table(legal, can_undo, game.title, game.id), say("cli-help-title"), read)
            continue
        if low in ("m", "menu"):
            menu.word, menu.page = "", 0
            continue
        if low in ("r", "rules"):
            rules = game.rules_text()
            show(console, Markdown(rules) if rules else Text(say("cli-no-rules", title=game.title)),
                 say("cli-rules-of", title=game.title), read)
            continue
        if low in ("n", "next", "p", "prev", "previous"):
            if not menu.turn(1 if low[0] == "n" else -1):
                status = say("cli-no-next-page" if low[0] == "n" else "cli-no-previous-page")
            continue
        if text.startswith("/"):
            word = text[1:].strip()
            if word and not menu.matching(word):
                status = say("cli-no-choice-holds", word=word)
            else:
                menu.word, menu.page = word, 0
            continue
        if low in ("u", "undo"):
            if can_undo:
                return UNDO
            status = say("cli-no-undo")
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
            status = say("cli-not-a-choice", number=str(i), count=str(len(legal)))
            continue
        try:
            return game.parse_action(state, seat, text)
        except SalonError as exc:
            if menu.matching(text) and not menu.word:
                menu.word, menu.page = text, 0  # a word of the choices: the menu filtered by it
                status = Text(say("cli-filtered-by", word=text), style="yellow")
            else:
                status = f"{exc} {say('cli-see-help')}"
