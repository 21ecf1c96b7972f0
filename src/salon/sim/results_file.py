"""JSON Lines files of game results: one game a line, appended as games finish, resumable.

The first line is the run's header (its settings); every other line is one finished game.
`salon simulate --out` writes whole games (`GameResult`, records included); `salon arena --out`
writes each game's result alone (`arena_line`). Either file can be cut off anywhere: a torn
last line is dropped and that game is played again.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, TextIO, TypeVar

from ..core.errors import InvalidRecord
from ..core.language import say
from .runner import GameResult

R = TypeVar("R")

#: what a resumed run must share with the file it continues (its game count may differ)
RESUME_KEYS = ("game", "version", "players", "bots", "seed", "options")
#: an arena's games are told apart by their seats and table seed (`sim.arena.reuse`): its
#: bots may differ too, not the code that plays them
ARENA_RESUME_KEYS = ("game", "version", "code", "players", "seed", "options")


def header(game_id: str, version: str, players: int, bots: list[str], seed: int,
           options: dict[str, Any], games: int) -> dict[str, Any]:
    return {"type": "batch", "game": game_id, "version": version, "players": players, "bots": bots,
            "seed": seed, "options": options, "games": games}


def arena_header(game_id: str, version: str, players: int, bots: list[str], seed: int,
                 options: dict[str, Any], games: int, code: str) -> dict[str, Any]:
    """An arena file's first line; `code`: the digest of the code that plays its games
    (`sim.arena.code_fingerprint`)."""
    return {**header(game_id, version, players, bots, seed, options, games), "type": "arena", "code": code}


def read_arena(path: Path) -> tuple[dict[str, Any] | None, list[dict[str, Any]]]:
    """An arena's header (if any) and every complete game result; a torn last line is ignored."""
    return read_lines(path, arena_line, "arena", lambda doc: (tuple(doc["seats"]), doc["seed"]))


def read_results(path: Path) -> tuple[dict[str, Any] | None, list[GameResult]]:
    """The batch header (if any) and every complete game line; a torn last line is ignored."""
    return read_lines(path, _game_result, "batch")


def _game_result(doc: dict[str, Any]) -> GameResult:
    if "record" not in doc:
        raise KeyError("record")
    return GameResult.from_dict(doc)


def arena_line(doc: dict[str, Any]) -> dict[str, Any]:
    """One arena game's result as read from a line, its fields checked."""
    return {"index": int(doc["index"]), "seats": [str(x) for x in doc["seats"]], "seed": int(doc["seed"]),
            "scores": [float(x) for x in doc["scores"]], "winners": [int(x) for x in doc["winners"]],
            "decisions": int(doc["decisions"])}


def read_lines(path: Path, parse: Callable[[dict[str, Any]], R], kind: str,
               same: Callable[[dict[str, Any]], Hashable] = lambda doc: int(doc["index"])
               ) -> tuple[dict[str, Any] | None, list[R]]:
    """The header of type `kind` (if any) and every complete game line, parsed, in index order;
    of two lines of the same game (`same`: by default its index) the last wins; a torn last
    line is ignored."""
    head = None
    results: dict[Hashable, tuple[int, R]] = {}
    try:
        lines = path.read_text().splitlines()
    except OSError as exc:
        raise InvalidRecord.worded("results-cannot-read", file=str(path), reason=str(exc.strerror)) from None
    for n, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            doc = json.loads(line)
        except json.JSONDecodeError:
            if n == len(lines) - 1:
                break  # cut off mid-write: that game is played again
            raise InvalidRecord.worded("results-not-json", file=str(path), line=n + 1) from None
        if not isinstance(doc, dict):
            doc = {}
        if doc.get("type") == kind:
            head = doc
            continue
        try:
            r = parse(doc)
        except (KeyError, TypeError, ValueError):
            raise InvalidRecord.worded("results-not-a-result", file=str(path), line=n + 1, kind=kind) from None
        results[same(doc)] = (int(doc["index"]), r)
    return head, [r for _, r in sorted(results.values(), key=lambda x: x[0])]


def _setting(value: Any) -> str:
    """A batch setting as a person reads it: `3`, `random, heuristic`, `chapter=5`, `none`."""
    if value is None or value == {} or value == []:
        return say("results-setting-none")
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in sorted(value.items()))
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    return str(value)


def _same_settings(path: Path, old_head: dict[str, Any] | None, head: dict[str, Any], keys: tuple[str, ...]) -> None:
    """InvalidRecord unless the file's header agrees with this run's on `keys` (no header: fine)."""
    if old_head is None:
        return
    diff = [k for k in keys if old_head.get(k) != head.get(k)]
    if diff:
        said = "; ".join(say("results-setting", key=k, there=_setting(old_head.get(k)), now=_setting(head.get(k)))
                         for k in diff)
        raise InvalidRecord.worded("results-other-settings", file=str(path), settings=said)


def read_and_check(path: Path, head: dict[str, Any]) -> list[dict[str, Any]]:
    """An arena file's games, after checking it was run with `head`'s settings (ARENA_RESUME_KEYS
    but the code: its games are read, not played, so a file another version of the code made
    still reads; only playing more of it needs the same code)."""
    old_head, done = read_arena(path)
    _same_settings(path, old_head, head, tuple(k for k in ARENA_RESUME_KEYS if k != "code"))
    return done


def open_for_append(path: Path, head: dict[str, Any], resume: bool) -> tuple[TextIO, list[GameResult]]:
    """Open the file for new results; with resume, keep (and check) what is already there."""
    return open_lines(path, head, resume, read_results, GameResult.to_line)


def open_lines(path: Path, head: dict[str, Any], resume: bool,
               read: Callable[[Path], tuple[dict[str, Any] | None, list[R]]],
               line: Callable[[R], str], keys: tuple[str, ...] = RESUME_KEYS) -> tuple[TextIO, list[R]]:
    """Open a results file for new lines; with resume, keep (and check against `head`) what is
    already there, rewritten without a torn last line."""
    done: list[R] = []
    if resume and path.exists():
        old_head, done = read(path)
        _same_settings(path, old_head, head, keys)
        # rewrite without a possibly torn last line
        with path.open("w") as f:
            f.write(json.dumps(head, sort_keys=True) + "\n")
            for r in done:
                f.write(line(r) + "\n")
        return path.open("a"), done
    f = path.open("w")
    f.write(json.dumps(head, sort_keys=True) + "\n")
    f.flush()
    return f, done


def write_result(f: TextIO, result: GameResult) -> None:
    write_line(f, result.to_line())


def write_line(f: TextIO, text: str) -> None:
    f.write(text + "\n")
    f.flush()


def arena_text(result: dict[str, Any]) -> str:
    """An arena game's result as one line (keys sorted)."""
    return json.dumps(result, sort_keys=True)
