"""A table's log in another language: every entry worded again, for every viewer, from the record.

A table keeps each accepted step's sentences as they were worded when it was played, in
English (`LiveTable.entries`: the actor, then each viewer's sentences with a placeholder per
seat's name). A viewer who reads German needs the same entries in German — earlier ones too.
Nothing but the record is needed for that: the game's `narrate` is a function of the state
before a step, the step and the viewer, so replaying the table's history with the current
language set to German words each step again exactly as it would have been worded then.

`Rewording` does that once per language a table's viewers read, lazily (when the first viewer
in that language needs the log) and incrementally (each later step is worded when it is asked
for, from the replay state it keeps). An undo is worded from the entry it takes back, in that
language, as `undo.undo_lines` does in English.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import language
from ..core.game import State
from ..core.undo import is_undo
from .talk import SENTENCES, placeholders
from .undo import undo_lines


class Rewording:
    """The entries of one table in one language, caught up with the table on demand."""

    __slots__ = ("lang", "players", "state", "entries")

    def __init__(self, start: State, lang: str, players: int) -> None:
        self.lang = lang
        self.players = players
        #: the replay: the state after the entries worded so far
        self.state = start
        #: (actor, each viewer's sentences joined by SENTENCES), as LiveTable.entries
        self.entries: list[tuple[Any, ...]] = []

    def catch_up(self, steps: Sequence[tuple[int, Any]]) -> list[tuple[Any, ...]]:
        """Word `steps`, the table's next (seat, action) after those worded so far (the end of
        its state's `history()`: an undo is (seat, "undo")); the entries so far."""
        if steps:
            with language.using(self.lang):
                for seat, action in steps:
                    self._step(int(seat), action)
        return self.entries

    def _step(self, seat: int, action: Any) -> None:
        state = self.state
        if is_undo(str(action)):
            k = state.undo_target(seat)
            told = self.entries[k][1:]
            logs: list[Any] = [undo_lines(said.split(SENTENCES) if said else [], seat) for said in told]
            state.undo(seat)
        else:
            before = state.clone()
            state.apply(seat, str(action))
            applied = state.last_entry()
            assert applied is not None and not isinstance(applied[1], str)  # an action, not an undo
            logs = state.narrate_all(before, seat, applied[1], placeholders(self.players))
        self.entries.append((seat, *[said if isinstance(said, str) else SENTENCES.join(said) for said in logs]))


def start_of(state: State) -> State:
    """A fresh copy of the state `state`'s table began in (its game, players, seed, options)."""
    record = state.record()
    game = state.game
    options = game.options_for_version(record.get("version", game.version), record.get("options") or {})
    return game.new_game(record["players"], seed=record["seed"], **options)
