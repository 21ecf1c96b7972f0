"""The fitted screen of `salon play` and `salon learn`: one decision laid out within the terminal.

Everything from one prompt to the next fits the terminal's height, at 80×24 as at 120×40 and
larger. Always on screen: where the game stands (one line), every player in one line each
(name, score, turn mark, "(you)" once), your own facts, the decision, its choices and the keys.
The board's parts (`render.Parts.board`, most needed first) fill the rows left, then the last
moves; a long menu is shown a page at a time (`n`, `p`) or filtered (`/word`), one line a
choice, never wrapped. What does not fit is a key away: `t` the whole table, `a N` a player's
whole area, `l` the whole log, `i N` a choice's card or longer text; `show` pages such a text
at the terminal's height.

The pieces are plain rich renderables; `compose` measures them with the console they are for
(tests use `Console(width=…, height=…, record=True)`). Every word of the frame is one of salon's
messages (`language.say("cli-…")`) in the player's language; the keys stay as typed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from ..core.game import Action, State
from ..core.language import say
from ..text import Parts

__all__ = ["Clipped", "Menu", "compose", "detail_keys", "height_of", "notation_help", "prompt_line", "show"]


def detail_keys() -> str:
    """The keys of the details on demand, as the keys line says them: "t table · a N player N's
    area · l log · i N about choice N" (in the current language; the keys stay as typed)."""
    return say("cli-keys-details")


def notation_help(legal: Sequence[Action]) -> str:
    """The `?` list's words for typing a choice's notation, with the first choice's as an
    example (unless that is a bare number, which would read as a menu number)."""
    example = str(legal[0]) if legal else ""
    if example and not example.isdigit():
        return say("cli-help-notation-example", example=example)
    return say("cli-help-notation")


def prompt_line(prompt: str, keys: str | None = None) -> str:
    """The input line's prompt (rich markup), in bold, with the keys it takes after it:
    "Your choice (number or notation, ? for help, q to quit): "."""
    bold = f"[bold]{prompt}[/bold]"
    return (say("cli-prompt-keys", prompt=bold, keys=keys) if keys else say("cli-prompt", prompt=bold)) + " "




def height_of(console: Console, renderable: RenderableType, width: int | None = None) -> int:
    """How many lines `renderable` takes on `console` (at `width`, by default the console's)."""
    options = console.options.update_width(width or console.width)
    return len(console.render_lines(renderable, options, pad=False))


class Clipped:
    """A renderable cut to its first `lines` lines, the last of them saying what was cut."""

    def __init__(self, renderable: RenderableType, lines: int, more: str) -> None:
        self.renderable, self.lines, self.more = renderable, max(1, lines), more

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        rendered = console.render_lines(self.renderable, options, pad=False)
        if len(rendered) <= self.lines:
            keep, cut = rendered, False
        else:
            keep, cut = rendered[:self.lines - 1], True
        for line in keep:
            yield from line
            yield Segment.line()
        if cut:
            yield Text(self.more, style="dim", no_wrap=True, overflow="ellipsis")


@dataclass
class Menu:
    """A decision's choices, one line each, numbered from 1 in the game's order; shown a page
    at a time and filtered by a word (the numbers stay those of the whole list)."""

    labels: list[str]
    notations: list[str]
    page: int = 0
    word: str = ""
    per_page: int = field(default=0, repr=False)  # set by `compose` for the screen it drew

    @classmethod
    def of(cls, state: State, seat: int, legal: Sequence[Action], names: Sequence[str]) -> Menu:
        return cls([state.label_for(a, seat, names) for a in legal], [str(a) for a in legal])

    def shown(self) -> list[int]:
        """The choices (indices) the filter lets through."""
        low = self.word.lower()
        return [i for i, (label, nota) in enumerate(zip(self.labels, self.notations))
                if not low or low in label.lower() or low in nota.lower()]

    def matching(self, word: str) -> int:
        """How many choices a filter `word` would keep."""
        low = word.lower()
        return sum(1 for label, nota in zip(self.labels, self.notations)
                   if low in label.lower() or low in nota.lower())

    def turn(self, by: int) -> bool:
        """Go `by` pages on (or back); False if there is no such page."""
        pages = self.pages()
        if not 0 <= self.page + by < pages:
            return False
        self.page += by
        return True

    def pages(self) -> int:
        n = len(self.shown())
        return max(1, -(-n // self.per_page)) if self.per_page else 1

    def table(self, rows: int, width: int = 80) -> tuple[Table, Text | None]:
        """The page of at most `rows` choices for a screen `width` wide, and the line under it
        when there is more than one page or a filter (None otherwise)."""
        shown = self.shown()
        self.per_page = max(1, rows)
        self.page = min(self.page, self.pages() - 1)
        start = self.page * self.per_page
        part = shown[start:start + self.per_page]
        # the number and the notation whole (they are typed), the words cut to the line left
        num_w = len(str(len(self.labels)))
        nota_w = min(32, max((len(self.notations[i]) for i in part), default=1))
        label_w = max(8, min(max((len(self.labels[i]) for i in part), default=1), width - num_w - nota_w - 2))
        table = Table.grid(padding=(0, 1))
        table.add_column(justify="right", style="cyan", no_wrap=True, width=num_w)
        table.add_column(no_wrap=True, overflow="ellipsis", width=label_w)
        table.add_column(style="dim", no_wrap=True, overflow="ellipsis", width=nota_w)
        for i in part:
            table.add_row(str(i + 1), self.labels[i], self.notations[i])
        if len(shown) <= self.per_page and not self.word:
            return table, None
        if self.word:
            said = say("cli-menu-filtered", shown=len(shown), word=self.word, count=str(len(self.labels)))
        elif part:
            said = say("cli-menu-range", first=str(part[0] + 1), last=str(part[-1] + 1), count=str(len(shown)))
        else:
            said = say("cli-menu-none")
        if self.pages() > 1:
            said += " · " + say("cli-menu-page", page=str(self.page + 1), pages=str(self.pages()))
        if not self.word:
            said += " · " + say("cli-menu-filter-hint")
        return table, Text(said, style="cyan", no_wrap=True, overflow="ellipsis")


def _one_line(text: Text | str, style: str = "") -> Text:
    out = text.copy() if isinstance(text, Text) else Text(text, style=style)
    out.no_wrap = True
    out.overflow = "ellipsis"
    return out


def compose(console: Console, parts: Parts, *, prompt: str, menu: Menu | None, log: Sequence[str] = (),
            status: Text | str | None = None, keys: str = "", height: int | None = None,
            extra: Sequence[RenderableType] = ()) -> RenderableType:
    """One screen for `console`: at most `height` lines (by default the console's height less
    the input line). `extra`: lines under the decision that must show (a lesson's step words).

    Always shown: the head, the players' lines, your own facts, `extra`, the prompt, the keys and
    a status line; then the menu (its page), then board parts most needed first while they fit,
    then as many of the last moves as fit. Your own facts taller than the room left are cut with
    a line naming the key that shows them whole (`a N`)."""
    width = console.width
    room = (height if height is not None else console.height - 1)

    def h(r: RenderableType) -> int:
        return height_of(console, r, width)

    head = _one_line(parts.head)
    players = [p if not isinstance(p, Text) else _one_line(p) for p in parts.players]
    status_line = (status if isinstance(status, Text) else Text(status, style="red")) if status else None  # wraps
    prompt_text = Text(prompt, style="bold")
    keys_line = _one_line(keys, "dim") if keys else None
    fixed: list[RenderableType] = [head, *players, *extra, prompt_text]
    if status_line is not None:
        fixed.append(status_line)
    if keys_line is not None:
        fixed.append(keys_line)
    used = sum(h(r) for r in fixed)
    mine: list[RenderableType] = list(parts.mine)
    mine_h = sum(h(r) for r in mine)
    menu_min = min(len(menu.shown()), 3) + (1 if menu is not None and len(menu.shown()) > 3 else 0) \
        if menu is not None else 0
    if used + mine_h + menu_min > room and mine:  # own facts cut, never the decision
        keep = max(1, room - used - menu_min)
        mine = [Clipped(Group(*mine), keep, say("cli-mine-clipped"))]
        mine_h = h(mine[0])
    used += mine_h
    # the menu: whole if it fits with a little room to spare, else a page of about half the room
    menu_parts: list[RenderableType] = []
    if menu is not None:
        n, left = len(menu.shown()), room - used
        if not menu.word and n <= left - 1:
            rows = max(1, n)  # the whole menu, and a line to spare
        elif menu.word and n <= left - 2:
            rows = max(1, n)
        else:  # a page: about two thirds of the room, the board and the log share the rest
            rows = max(3, min(n, (left - 1) * 2 // 3))
        table, footer = menu.table(rows, width)
        menu_parts = [table]
        if footer is not None:
            menu_parts.append(footer)
        used += sum(h(r) for r in menu_parts)
    left = room - used
    # the last move first (what just happened), then the board's parts, then more of the log
    log_lines = [_one_line(Text("· " + line, style="")) for line in log]
    first_log = log_lines[-1:] if left >= 2 else []
    left -= len(first_log)
    board: list[tuple[int, RenderableType]] = []
    for i, part in enumerate(parts.board):
        ph = h(part)
        if ph <= left:
            board.append((i, part))
            left -= ph
    more_log = log_lines[:-1][-max(0, left):] if left > 0 and len(log_lines) > 1 else []
    shown_log = more_log + first_log
    screen: list[RenderableType] = [head, *players]
    screen += [part for _, part in board]  # in the game's order, most needed first
    if shown_log:
        screen += shown_log
    screen += mine
    screen += list(extra)
    screen.append(prompt_text)
    screen += menu_parts
    if status_line is not None:
        screen.append(status_line)
    if keys_line is not None:
        screen.append(keys_line)
    return Group(*screen)


def show(console: Console, renderable: RenderableType, title: str,
         read: Callable[[str], str | None], done: str | None = None) -> None:
    """A long text (the whole table, a player's area, the log, the rules) a screen at a time:
    each page fits the terminal with the line asking for Enter; `q` goes back at once. `done`:
    the last page's line (by default "Enter: back to the game")."""
    done = done if done is not None else say("cli-page-back")
    width = console.width
    lines = console.render_lines(Group(Text(title, style="bold"), renderable),
                                 console.options.update_width(width), pad=False)
    page = max(1, console.height - 1 - 1)
    for start in range(0, max(1, len(lines)), page):
        if console.is_terminal:
            console.clear()
        for line in lines[start:start + page]:
            console.print(Segments(line), end="")
            console.print()
        last = start + page >= len(lines)
        answer = read(f"[dim]{done}[/dim] " if last
                      else f"[dim]{say('cli-page-more', shown=str(start + page), lines=str(len(lines)))}[/dim] ")
        if answer is None or last or answer.strip().lower() in ("q", "quit", "b", "back"):
            return


class Segments:
    """Already rendered segments, printed as they are."""

    def __init__(self, segments: Sequence[Segment]) -> None:
        self.segments = segments

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.segments
