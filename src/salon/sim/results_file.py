"""JSON Lines files of game results: one game a line, appended as games finish, resumable."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TextIO

from ..core.errors import InvalidRecord
from .runner import GameResult


def header(game_id: str, version: str, players: int, bots: list[str], seed: int,
           options: dict[str, Any], games: int) -> dict[str, Any]:
    return {"type": "batch", "game": game_id, "version": version, "players": players, "bots": bots,
            "seed": seed, "options": options, "games": games}


def read_results(path: Path) -> tuple[dict[str, Any] | None, list[GameResult]]:
    """The batch header (if any) and every complete game line; a torn last line is ignored."""
    head = None
    results: dict[int, GameResult] = {}
    try:
        lines = path.read_text().splitlines()
    except OSError as exc:
        raise InvalidRecord(f"cannot read {path}: {exc.strerror}") from None
    for n, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            doc = json.loads(line)
        except json.JSONDecodeError:
            if n == len(lines) - 1:
                break  # cut off mid-write: that game is played again
            raise InvalidRecord(f"{path}:{n + 1} is not JSON") from None
        if doc.get("type") == "batch":
            head = doc
        elif "index" in doc and "record" in doc:
            r = GameResult.from_dict(doc)
            results[r.index] = r
        else:
            raise InvalidRecord(f"{path}:{n + 1} is neither a batch header nor a game result")
    return head, [results[i] for i in sorted(results)]


def _setting(value: Any) -> str:
    """A batch setting as a person reads it: `3`, `random, heuristic`, `chapter=5`, `none`."""
    if value is None or value == {} or value == []:
        return "none"
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in sorted(value.items()))
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    return str(value)


def open_for_append(path: Path, head: dict[str, Any], resume: bool) -> tuple[TextIO, list[GameResult]]:
    """Open the file for new results; with resume, keep (and check) what is already there."""
    done: list[GameResult] = []
    if resume and path.exists():
        old_head, done = read_results(path)
        if old_head is not None:
            keys = ("game", "version", "players", "bots", "seed", "options")
            diff = [k for k in keys if old_head.get(k) != head.get(k)]
            if diff:
                said = "; ".join(f"{k} {_setting(old_head.get(k))} there, {_setting(head.get(k))} now"
                                 for k in diff)
                raise InvalidRecord(f"cannot resume {path}: it was run with other settings ({said}); "
                                    "give the same ones, or --force to replace it")
        # rewrite without a possibly torn last line
        with path.open("w") as f:
            f.write(json.dumps(head, sort_keys=True) + "\n")
            for r in done:
                f.write(r.to_line() + "\n")
        return path.open("a"), done
    f = path.open("w")
    f.write(json.dumps(head, sort_keys=True) + "\n")
    f.flush()
    return f, done


def write_result(f: TextIO, result: GameResult) -> None:
    f.write(result.to_line() + "\n")
    f.flush()
