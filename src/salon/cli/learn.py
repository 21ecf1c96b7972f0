"""`salon learn GAME [LESSON]`: a game learnt by playing its lessons in the terminal.

The same lessons and words as the browser's Learn mode (salon.core.lessons): the board drawn
from your seat's view, the step's words, your move checked against the lesson (a move other
than the expected one gets the lesson's reason and changes nothing), moves made for the other
seats explained as they are played. `h` shows the hint, `b` goes back one of your moves, `r`
restarts (both replay from the lesson's set-up), `q` quits.

The terminal's hint says what to type (the expected move's number and notation: `typed_hint`);
the lesson's own hint in data/lessons.toml stays the browser's words. In a terminal each step is
one screen that fits it (salon.cli.screen), with the keys of the details on demand; `--plain`,
or an output that is not a terminal, prints line by line. The frame's words are salon's messages
(`language.say("cli-…")`) in the learner's language; the keys stay as typed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import typer
from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..core import SalonError, load_game
from ..core.game import State
from ..core.language import say
from ..core.lessons import Lesson, Step, lesson_of, lessons_of
from ..text import parts_for, renderer_for
from .app import WordedCommand, app, console, fail, lang_option
from .fitted import details
from .games import game_or_fail
from .play import choices_table, intro_words, scoring_table
from .screen import Menu, compose, detail_keys, prompt_line, show


def lessons_table(game_id: str) -> Table:
    """The game's lessons: number, id, title, whose example, steps."""
    game = load_game(game_id)
    table = Table(title=say("cli-lessons-title", title=game.title))
    for col in ("", say("cli-lessons-lesson"), say("cli-lessons-name"), say("cli-lessons-from"),
                say("cli-lessons-steps")):
        table.add_column(col)
    for i, item in enumerate(lessons_of(game), 1):
        source = (say("cli-lessons-rulebook", reference=item.reference) if item.source == "rulebook"
                  else say("cli-lessons-own"))
        table.add_row(str(i), item.id, item.title, source, str(len(item.steps)))
    return table


def seat_names(state: State, lesson: Lesson) -> list[str]:
    """The game's seat names. (The board marks the learner's "(you)" itself, once; the
    browser's `Lesson.names` adds it to the name instead.)"""
    return [state.seat_name(q) for q in range(state.players)]


def typed_hint(state: State, step: Step, names: Sequence[str]) -> str:
    """The terminal's hint, made from the step's expected move: what to type. (The lesson's own
    hint, in data/lessons.toml, is the browser's words: "Pick the 0/3 card…".)"""
    legal = [str(a) for a in state.legal_actions(step.seat)]
    ways = []
    for move in step.moves:
        if move in legal:
            i = legal.index(move)
            label = state.label_for(state.legal_actions(step.seat)[i], step.seat, names)
            ways.append(say("cli-hint-way", number=str(i + 1), notation=move, label=label))
        else:
            ways.append(move)
    said = ways[0] if ways else ""
    for way in ways[1:]:
        said = say("cli-hint-or", first=said, then=way)
    return say("cli-hint-type", ways=said)


def terminal_reason(why: str, step: Step, hint: str) -> str:
    """The lesson's reason for a refused move, its browser hint swapped for the typed one."""
    if step.hint and step.hint in why:
        why = why.replace(step.hint, "").strip()
    return f"{why} {hint}".strip()


def _move_text(state: State, seat: int, text: str) -> str:
    """A number of the menu or a notation, as notation (InvalidNotation if neither)."""
    legal = state.legal_actions(seat)
    if text.isdigit() and 1 <= int(text) <= len(legal):
        return str(legal[int(text) - 1])
    return str(state.game.parse_action(state, seat, text))


def _said(state: State, seat: int, moves: Sequence[str], viewer: int, names: Sequence[str]) -> list[str]:
    """Apply `moves` for `seat` to a copy of `state` and return the log's sentences."""
    s = state.clone()
    lines: list[str] = []
    for move in moves:
        before = s.clone()
        action = s.game.parse_action(s, seat, move)
        s.apply(seat, action)
        lines += s.narrate(before, seat, action, viewer, names)
    return lines


class Shown:
    """What the lesson shows: line by line (`plain`) or one fitted screen per prompt."""

    def __init__(self, lesson: Lesson, fitted: bool, con: Console,
                 read: Callable[[str], str | None]) -> None:
        self.lesson, self.fitted, self.con, self.read = lesson, fitted, con, read
        self.render = renderer_for(lesson.game_id)
        self.log: list[str] = []
        self.status: str | Text | None = None

    def ask(self, k: int, state: State, names: Sequence[str], redraw: bool) -> str | None:
        """Show step k and read the learner's line (None at the end of input)."""
        lesson, step = self.lesson, self.lesson.steps[k]
        if not self.fitted:
            if redraw:
                self.con.print(self.render(state.view(lesson.seat), names))
            if not step.learner:
                self.con.print(Panel(Text(step.ask), title=f"{names[step.seat]}", title_align="left", expand=False))
                for line in _said(state, step.seat, step.moves, lesson.seat, names):
                    self.con.print(f"  [dim]·[/dim] {line}")
                return self.read(say("cli-lesson-go-on", enter=f"[bold]{say('cli-enter-key')}[/bold]") + " ")
            self.con.print(Panel(Group(Text(step.ask, style="bold"),
                                       choices_table(state, step.seat, state.legal_actions(step.seat), names)),
                                 title=say("cli-step-title", step=str(k + 1), steps=str(len(lesson.steps))),
                                 title_align="left", expand=False))
            return self.read(prompt_line(say("cli-your-move"), say("cli-lesson-keys")))
        view = state.view(lesson.seat)
        parts = parts_for(lesson.game_id)(view, names)
        menu = Menu.of(state, step.seat, state.legal_actions(step.seat), names) if step.learner else None
        while True:
            if step.learner:
                prompt = say("cli-step-yours", step=str(k + 1), steps=str(len(lesson.steps)), ask=step.ask)
                keys = f"{say('cli-lesson-keys')} · {detail_keys()}"
                log = self.log
            else:
                prompt = say("cli-step-theirs", step=str(k + 1), steps=str(len(lesson.steps)),
                             name=names[step.seat], ask=step.ask)
                keys = f"{say('cli-lesson-keys-watch')} · {detail_keys()}"
                log = self.log + _said(state, step.seat, step.moves, lesson.seat, names)
            screen = compose(self.con, parts, prompt=prompt, menu=menu, log=log[-8:], status=self.status,
                             keys=keys)
            self.status = None
            if self.con.is_terminal:
                self.con.clear()
            self.con.print(screen)
            text = self.read(prompt_line(say("cli-your-move" if step.learner else "cli-enter-key")))
            if text is None:
                return None
            low = text.strip().lower()
            if menu is not None and low in ("n", "p"):
                if not menu.turn(1 if low == "n" else -1):
                    self.status = say("cli-no-next-page" if low == "n" else "cli-no-previous-page")
                continue
            if menu is not None and low.startswith("/"):
                menu.word, menu.page = low[1:].strip(), 0
                continue
            said = details(self.con, text, parts, lambda: self.render(view, names), names, self.log, menu,
                           self.read)
            if said is None:
                return text.strip()
            self.status = said or None

    def say(self, text: str | Text, lines: Sequence[str] = ()) -> None:
        """A reply to the learner (a refusal, a hint) and the moves just made."""
        self.log += list(lines)
        if self.fitted:
            self.status = text if text else None
            return
        if text:
            self.con.print(text)
        for line in lines:
            self.con.print(f"  [dim]·[/dim] {line}")


def play_lesson(lesson: Lesson, fitted: bool = False, con: Console | None = None,
                read: Callable[[str], str | None] | None = None) -> bool:
    """Play one lesson at the terminal; True if it was finished. `fitted`: one screen per
    prompt that fits the terminal (salon.cli.screen); otherwise line by line."""
    con = con or console
    read = read or (lambda prompt: _read_from(con, prompt))
    shown = Shown(lesson, fitted, con, read)
    source = (say("cli-lesson-from-rulebook", reference=lesson.reference) if lesson.source == "rulebook"
              else say("cli-lesson-own"))
    intro = [Text(line, style="dim") for line in intro_words(lesson.game_id)]  # Roxane's German verses
    if fitted:  # the lesson's words whole, a screen at a time, before its first step
        shown.log += [say("cli-lesson-log", title=lesson.title, intro=" ".join(lesson.intro.split()), source=source)]
        show(con, Group(Text(lesson.intro), Text(source, style="dim"), *intro), lesson.title, read,
             say("cli-lesson-begin"))
    else:
        con.print(Panel(Group(Text(lesson.intro), Text(source, style="dim"), *intro),
                        title=lesson.title, title_align="left", expand=False))
    k, choices = 0, list[int]()  # the step, the learner's choice at each of their steps so far
    drawn = -1
    while k < len(lesson.steps):
        state = lesson.position(k, choices)
        names = seat_names(state, lesson)
        step = lesson.steps[k]
        text = shown.ask(k, state, names, drawn != k)
        drawn = k
        if text is None or text.lower() in ("q", "quit", "exit"):
            return False
        low = text.lower()
        if low in ("r", "restart"):
            k, choices, drawn = 0, [], -1
            shown.log = shown.log[:1]
            continue
        if low in ("b", "back"):
            mine = [i for i in lesson.learner_steps() if i < k]
            k = mine[-1] if mine else 0
            choices = choices[:len([i for i in lesson.learner_steps() if i < k])]
            drawn = -1
            continue
        if not step.learner:
            shown.log += _said(state, step.seat, step.moves, lesson.seat, names)
            k += 1
            continue
        hint = typed_hint(state, step, names)
        if low in ("h", "hint"):
            shown.say(Text.assemble((say("cli-hint") + " ", "yellow"), hint))
            continue
        if not text:
            continue
        try:
            move = _move_text(state, step.seat, text)
        except SalonError as exc:
            shown.say(Text(f"{exc} {hint}", style="red"))
            continue
        which, why = lesson.check(k, move, choices)
        if which is None:
            shown.say(Text(terminal_reason(why, step, hint), style="red"))  # the board is as it was
            continue
        shown.say("", _said(state, step.seat, [move], lesson.seat, names))
        choices.append(which)
        k += 1
    final = lesson.position(k, choices)
    if fitted and con.is_terminal:
        con.clear()
    con.print(shown.render(final.view(lesson.seat), seat_names(final, lesson)))
    if final.is_over():
        sc = final.scoring(seat_names(final, lesson))
        if sc is not None:
            con.print(scoring_table(sc))
    con.print(Panel(Text(lesson.done), title=say("cli-well-done"), title_align="left", style="green", expand=False))
    return True


def _read_from(con: Console, prompt: str) -> str | None:
    try:
        return con.input(prompt).strip()
    except EOFError:
        return None


@app.command("learn", cls=WordedCommand, help="cli-doc-learn")
def learn_command(
    game_id: str = typer.Argument(..., metavar="GAME", help="cli-doc-game"),
    lesson: str | None = typer.Argument(None, metavar="[LESSON]",
                                        help="cli-doc-learn-lesson"),
    plain: bool = typer.Option(False, "--plain",
                               help="cli-doc-learn-plain"),
    lang: str = lang_option(),
) -> None:
    """Learn a game by playing its lessons: the rulebook's worked examples, move by move."""
    game = game_or_fail(game_id)
    items = lessons_of(game)
    if not items:
        raise fail(say("cli-no-lessons", title=game.title))
    if lesson is None:
        console.print(lessons_table(game.id))
        console.print(say("cli-lessons-play-one", game=game.id))
        return
    if not any(lesson in (item.id, str(i)) for i, item in enumerate(items, 1)):
        raise fail(say("cli-error-no-lesson", game=game.id, lesson=repr(lesson),
                       lessons=", ".join(f"{i} {item.id}" for i, item in enumerate(items, 1))))
    try:
        item = lesson_of(game, lesson)
    except SalonError as exc:
        raise fail(str(exc)) from None
    play_lesson(item, fitted=console.is_terminal and not plain)
