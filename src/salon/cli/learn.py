"""`salon learn GAME [LESSON]`: a game learnt by playing its lessons in the terminal.

The same lessons and words as the browser's Learn mode (salon.core.lessons): the board drawn
from your seat's view, the step's words, your move checked against the lesson (a move other
than the expected one gets the lesson's reason and changes nothing), moves made for the other
seats explained as they are played. `h` shows the hint, `b` goes back one of your moves, `r`
restarts (both replay from the lesson's set-up), `q` quits.
"""

from __future__ import annotations

from collections.abc import Sequence

import typer
from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..core import SalonError, load_game
from ..core.game import State
from ..core.lessons import Lesson, lesson_of, lessons_of
from .app import app, console, fail
from .play import choices_table, scoring_table
from .render import renderer_for

KEYS = "number or notation; h hint, b back, r restart, q quit"


def lessons_table(game_id: str) -> Table:
    """The game's lessons: number, id, title, whose example, steps."""
    game = load_game(game_id)
    table = Table(title=f"{game.title}: lessons")
    for col in ("", "lesson", "title", "from", "steps"):
        table.add_column(col)
    for i, item in enumerate(lessons_of(game), 1):
        source = f"rulebook: {item.reference}" if item.source == "rulebook" else "salon's own"
        table.add_row(str(i), item.id, item.title, source, str(len(item.steps)))
    return table


def seat_names(state: State, lesson: Lesson) -> list[str]:
    """The game's seat names, the learner's marked '(you)'."""
    return lesson.names(state)


def _read(prompt: str) -> str | None:
    try:
        return console.input(prompt).strip()
    except EOFError:
        return None


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


def play_lesson(lesson: Lesson) -> bool:
    """Play one lesson at the terminal; True if it was finished."""
    render = renderer_for(lesson.game_id)
    source = f"from the rulebook: {lesson.reference}" if lesson.source == "rulebook" else "salon's own lesson"
    console.print(Panel(Group(Text(lesson.intro), Text(source, style="dim")),
                        title=lesson.title, title_align="left", expand=False))
    k, choices = 0, list[int]()  # the step, the learner's choice at each of their steps so far
    shown = -1
    while k < len(lesson.steps):
        state = lesson.position(k, choices)
        names = seat_names(state, lesson)
        step = lesson.steps[k]
        if shown != k:
            console.print(render(state.view(lesson.seat), names))
            shown = k
        if not step.learner:
            console.print(Panel(Text(step.ask), title=f"{names[step.seat]}", title_align="left", expand=False))
            for line in _said(state, step.seat, step.moves, lesson.seat, names):
                console.print(f"  [dim]·[/dim] {line}")
            text = _read("[bold]Enter[/bold] to go on (b back, r restart, q quit): ")
        else:
            console.print(Panel(Group(Text(step.ask, style="bold"),
                                      choices_table(state, step.seat, state.legal_actions(step.seat), names)),
                                title=f"Step {k + 1} of {len(lesson.steps)}: your move", title_align="left",
                                expand=False))
            text = _read(f"[bold]Your move[/bold] ({KEYS}): ")
        if text is None or text.lower() in ("q", "quit", "exit"):
            return False
        low = text.lower()
        if low in ("r", "restart"):
            k, choices, shown = 0, [], -1
            continue
        if low in ("b", "back"):
            mine = [i for i in lesson.learner_steps() if i < k]
            k = mine[-1] if mine else 0
            choices = choices[:len([i for i in lesson.learner_steps() if i < k])]
            shown = -1
            continue
        if not step.learner:
            k += 1
            continue
        if low in ("h", "hint"):
            console.print(f"[yellow]Hint:[/yellow] {step.hint}")
            continue
        if not text:
            continue
        try:
            move = _move_text(state, step.seat, text)
        except SalonError as exc:
            console.print(f"[red]{exc}[/red] {step.hint}")
            continue
        which, why = lesson.check(k, move, choices)
        if which is None:
            console.print(f"[red]{why}[/red]")  # the board is as it was
            continue
        for line in _said(state, step.seat, [move], lesson.seat, names):
            console.print(f"  [dim]·[/dim] {line}")
        choices.append(which)
        k += 1
    final = lesson.position(k, choices)
    console.print(render(final.view(lesson.seat), seat_names(final, lesson)))
    if final.is_over():
        sc = final.scoring(seat_names(final, lesson))
        if sc is not None:
            console.print(scoring_table(sc))
    console.print(Panel(Text(lesson.done), title="Well done", title_align="left", style="green", expand=False))
    return True


@app.command("learn")
def learn_command(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (see `salon games`)."),
    lesson: str | None = typer.Argument(None, metavar="[LESSON]",
                                        help="The lesson's number or id; without it, the game's lessons are listed."),
) -> None:
    """Learn a game by playing its lessons: the rulebook's worked examples, move by move."""
    try:
        game = load_game(game_id)
        if lesson is None:
            if not lessons_of(game):
                raise fail(f"{game.title} has no lessons yet")
            console.print(lessons_table(game.id))
            console.print(f"Play one with: salon learn {game.id} 1")
            return
        item = lesson_of(game, lesson)
    except SalonError as exc:
        raise fail(str(exc)) from None
    play_lesson(item)
