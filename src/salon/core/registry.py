"""The registry of games: built-in packages, plus third-party ones via the `salon.games` entry point."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from importlib import metadata
from typing import Any

from .errors import InvalidRecord, SalonError, UnknownGame
from .game import Game, State

#: built-in game packages; each registers its Game on import
BUILTIN_GAMES = (
    "salon.games.rose_ceremony",
    "salon.games.aqua_mirabilis",
    "salon.games.romeo_juliette",
    "salon.games.roxane",
)

_GAMES: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    """Make `game` available under its id (games call this when their module is imported)."""
    _GAMES[game.id] = game
    return game


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in BUILTIN_GAMES:
        importlib.import_module(module)
    try:
        for ep in metadata.entry_points(group="salon.games"):
            ep.load()
    except Exception:  # a broken third-party plugin must not break the built-in games
        pass


def game_ids() -> list[str]:
    """The ids of every registered game, sorted."""
    _load_all()
    return sorted(_GAMES)


def load_game(game_id: str) -> Game:
    """The Game registered under `game_id`; UnknownGame if none."""
    _load_all()
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(_GAMES))
        raise UnknownGame.worded("game-unknown", game=repr(game_id), games=known) from None


def replay_states(record: dict[str, Any]) -> list[State]:
    """The state before the first action of `record` and after each one (every action checked)."""
    states: list[State] = []
    replay(record, on_step=lambda s: states.append(s.clone()))
    return states


def replay(record: dict[str, Any], on_step: Callable[[State], None] | None = None) -> State:
    """The state after replaying `record` exactly (every action checked, each undo taken
    back). `on_step` sees the state at the start and after each entry."""
    if not isinstance(record, dict):
        raise InvalidRecord.worded("record-not-an-object")
    missing = [k for k in ("game", "players", "seed", "actions") if k not in record]
    if missing:
        raise InvalidRecord.worded("record-lacks", keys=", ".join(missing))
    game = load_game(record["game"])
    options = record.get("options") or {}
    if not isinstance(options, dict):
        raise InvalidRecord.worded("record-options-not-an-object")
    if "version" not in record:
        raise InvalidRecord.worded("record-lacks-version", game=game.id, version=game.version)
    options = game.options_for_version(record["version"], options)
    state = game.new_game(record["players"], seed=record["seed"], **options)
    if on_step is not None:
        on_step(state)
    for i, entry in enumerate(record["actions"]):
        try:
            seat, action = entry
            state.apply_entry(int(seat), str(action))
            if on_step is not None:
                on_step(state)
        except SalonError as exc:
            raise InvalidRecord.worded("record-action-refused", index=i, entry=repr(entry), reason=str(exc)) from None
        except (TypeError, ValueError):
            raise InvalidRecord.worded("record-action-not-a-pair", index=i, entry=repr(entry)) from None
    return state
