"""`salon replay`: step through a saved record, from one seat's view or the spectator's."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from ..core import SalonError
from ..core.errors import InvalidRecord
from ..core.language import say, say_plain
from ..core.undo import is_undo
from ..sim.results_file import read_results
from ..text import renderer_for
from .app import WordedCommand, app, console, error_text, fail, lang_option, parse_seat
from .files import check_text_file
from .games import game_or_fail
from .seats import seat_label


def _span(indices: list[int]) -> str:
    if indices == list(range(indices[0], indices[0] + len(indices))):
        return f"{indices[0]}–{indices[-1]}" if len(indices) > 1 else str(indices[0])
    return ", ".join(map(str, indices[:5])) + (", …" if len(indices) > 5 else "")


def _pick_game(path: Path, game: int | None) -> dict:  # type: ignore[type-arg]
    """Game `game` (its index in the batch) of a results file of `salon simulate --out`."""
    _, results = read_results(path)
    if not results:
        raise InvalidRecord(say("cli-error-no-finished-game", file=str(path)))
    indices = [r.index for r in results]
    if game is None:
        if len(results) == 1:
            return results[0].record
        raise InvalidRecord(say("cli-error-pick-a-game", file=str(path), games=len(results), numbers=_span(indices)))
    for r in results:
        if r.index == game:
            return r.record
    raise InvalidRecord(say("cli-error-no-such-game", game=str(game), file=str(path), numbers=_span(indices)))


def load_record(path: Path, game: int | None = None) -> dict:  # type: ignore[type-arg]
    """A record from a JSON file (`salon play --save`), or game `game` of a results file. A
    file that is not UTF-8 is refused in one line naming the byte (`files.check_text_file`)."""
    check_text_file(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InvalidRecord(say("cli-error-cannot-read", file=str(path), reason=str(exc.strerror))) from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError:
        first = text.lstrip().split("\n", 1)[0]
        try:
            json.loads(first)
        except json.JSONDecodeError:
            raise InvalidRecord(say("cli-error-not-json", file=str(path))) from None
        return _pick_game(path, game)  # JSON lines: a results file
    if isinstance(doc, dict) and (doc.get("type") == "batch" or "record" in doc):
        return _pick_game(path, game)  # a results file of one line or one game
    if not isinstance(doc, dict):
        raise InvalidRecord(say("cli-error-not-json", file=str(path)))
    if game is not None:
        raise InvalidRecord(say("cli-error-one-game", file=str(path)))
    return doc


@app.command("replay", cls=WordedCommand, help="cli-doc-replay")
def replay_command(
    path: Path = typer.Argument(..., metavar="FILE",
                                help="cli-doc-replay-file"),
    game_index: int = typer.Option(None, "--game", "-g", min=0, metavar="N",
                                   show_default="cli-doc-only-game",
                                   help="cli-doc-results-game"),
    seat: str = typer.Option("none", "--seat", metavar="SEAT",
                             help="cli-doc-replay-seat"),
    step: bool = typer.Option(True, "--step/--all", help="cli-doc-replay-step"),
    lang: str = lang_option(),
) -> None:
    """Step through a saved game, showing one seat's view (hidden cards stay hidden)."""
    try:
        record = load_record(path, game_index)
        game = game_or_fail(record["game"])
        options = game.options_for_version(record.get("version"), record.get("options") or {})
        state = game.new_game(record["players"], seed=record["seed"], **options)
        actions = record["actions"]
    except SalonError as exc:
        raise fail(error_text(exc)) from None
    except (KeyError, TypeError):
        raise fail(say("cli-error-not-a-record", file=str(path))) from None
    viewer = parse_seat(seat, state.players)
    render = renderer_for(game.id)
    names = [state.seat_name(q) for q in range(state.players)]
    seen_by = say("cli-replay-spectator") if viewer is None else seat_label(viewer, names)
    console.rule(say("cli-replay-title", title=game.title, actions=len(actions), seen_by=seen_by))
    console.print(render(state.view(viewer), names))
    said: list[list[str]] = []  # what the viewer read of each entry (an undo repeats it)
    for i, entry in enumerate(actions):
        if not (isinstance(entry, (list, tuple)) and len(entry) == 2):  # a record written by hand
            raise fail(say_plain("record-action-not-a-pair", index=i, entry=repr(entry)))
        p, text = entry
        try:
            if is_undo(text):  # a take-back within a turn (the record keeps it)
                taken = said[state.undo_target(int(p))]
                state.undo(int(p))
                lines = [say("log-takes-back", who=names[int(p)], what=" ".join(taken))] if taken else []
            else:
                action = game.parse_action(state, int(p), str(text))
                before = state.clone()
                state.apply(int(p), action)
                lines = state.narrate(before, int(p), action, viewer, names)
        except SalonError as exc:
            raise fail(say("cli-error-replay-action", index=str(i), seat=str(p), text=repr(text), reason=str(exc))) from None
        said.append(lines)
        console.rule(f"{i + 1}/{len(actions)}: " + " ".join(lines))
        if step:
            console.print(render(state.view(viewer), names))
            try:
                if console.input(f"[dim]{say('cli-replay-keys')}[/dim] ").strip().lower() == "q":
                    return
            except EOFError:
                return
    if not step or not actions:  # stepping drew the last board already
        console.print(render(state.view(viewer), names))
    sc = state.scoring(names)
    if sc is not None:
        from .play import scoring_table

        console.print(scoring_table(sc))
