"""`salon replay`: step through a saved record, from one seat's view or the spectator's."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from ..core import SalonError, load_game
from ..core.errors import InvalidRecord
from ..core.undo import is_undo
from .app import app, console, fail
from .render import renderer_for


def load_record(path: Path) -> dict:  # type: ignore[type-arg]
    """A record from a JSON file, or the first record of a JSONL file of simulation results."""
    try:
        text = path.read_text()
    except OSError as exc:
        raise InvalidRecord(f"cannot read {path}: {exc.strerror}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError:
        try:
            doc = json.loads(text.splitlines()[0])
        except (json.JSONDecodeError, IndexError):
            raise InvalidRecord(f"{path} is not a JSON record") from None
    if isinstance(doc, dict) and "record" in doc:
        doc = doc["record"]
    if not isinstance(doc, dict):
        raise InvalidRecord(f"{path} is not a JSON record")
    return doc


@app.command("replay")
def replay_command(
    path: Path = typer.Argument(..., metavar="FILE", help="A record saved by `salon play --save` (or a JSONL line)."),
    seat: str = typer.Option("none", "--seat", help="Whose view to show: a seat number, or 'none' for the spectator view."),
    step: bool = typer.Option(True, "--step/--all", help="Wait for Enter after each action, or print them all."),
) -> None:
    """Step through a saved game, showing one seat's view (hidden cards stay hidden)."""
    try:
        record = load_record(path)
        game = load_game(record["game"])
        options = game.options_for_version(record.get("version", game.version), record.get("options") or {})
        state = game.new_game(record["players"], seed=record["seed"], **options)
        viewer = None if seat.lower() == "none" else int(seat)
        if viewer is not None:
            state.view(viewer)  # checks the seat
    except (SalonError, KeyError, ValueError) as exc:
        raise fail(str(exc)) from None
    render = renderer_for(game.id)
    names = [state.seat_name(q) for q in range(state.players)]
    actions = record["actions"]
    console.rule(f"{game.title}: {len(actions)} actions, seen by {'the spectator' if viewer is None else f'seat {viewer}'}")
    console.print(render(state.view(viewer), names))
    said: list[list[str]] = []  # what the viewer read of each entry (an undo repeats it)
    for i, (p, text) in enumerate(actions):
        try:
            if is_undo(text):  # a take-back within a turn (the record keeps it)
                taken = said[state.undo_target(int(p))]
                state.undo(int(p))
                lines = [f"{names[int(p)]} takes back: " + " ".join(taken)] if taken else []
            else:
                action = game.parse_action(state, int(p), str(text))
                before = state.clone()
                state.apply(int(p), action)
                lines = state.narrate(before, int(p), action, viewer, names)
        except SalonError as exc:
            raise fail(f"action {i} ({p}, {text!r}): {exc}") from None
        said.append(lines)
        console.rule(f"{i + 1}/{len(actions)}: " + " ".join(lines))
        if step:
            console.print(render(state.view(viewer), names))
            try:
                if console.input("[dim]Enter: next, q: quit[/dim] ").strip().lower() == "q":
                    return
            except EOFError:
                return
    console.print(render(state.view(viewer), names))
    sc = state.scoring(names)
    if sc is not None:
        from .play import scoring_table

        console.print(scoring_table(sc))
