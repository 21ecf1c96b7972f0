"""What each viewer of a table was shown: the numbering of states and log entries per viewer.

A change of the game (an action, an undo) that leaves a viewer's view, legal actions, prompt,
`can_undo`, the seats to act and its log unchanged — a secret half-choice in Roméo & Juliette,
seen only by its maker — is *hidden* from that viewer, and the server sends that viewer nothing
for it: no state message, and no trace in anything it does send. So every number a viewer
reads counts only the changes it was shown (docs/api.md, "What a change sends"):

- its `state_id`: how many of the table's entries it was shown; its log entries are numbered
  alike, and an entry it was not shown is never in its log;
- the public numbers (a spectator's `state_id`, `GET /api/tables/{id}`, the lobby's
  `state_id`): the entries shown to spectators; the clock's deadline and `updated_at` move only
  with those.

Inside, the table keeps one entry per record entry (`LiveTable.entries`, the database's `seq`
guard): `Numbering` maps between the two. Viewer index: a seat's number, or `players` for the
spectators. The database keeps who was shown each action (`actions.shown`, `encode`), so every
process and every restart numbers alike.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core import State
from ..core.undo import shows

#: a change shown to every viewer (most are): stored as NULL, kept without a list
EVERYONE = None


def shown_to(before: State, after: State, actor: int, logs: Sequence[Any]) -> frozenset[int] | None:
    """The viewer indices (seats, then `players` for spectators) a change from `before` to
    `after` by `actor` showed anything — core/undo.py `shows`, with each viewer's sentences
    `logs` as stored — or EVERYONE."""
    if before.current_players() != after.current_players():
        return EVERYONE  # (the seats to act are public: the common hand-over, without views)
    n = after.players
    out = frozenset(idx for idx in range(n + 1)
                    if idx == actor or bool(logs[idx])
                    or shows(None if idx == n else idx, before, after, actor, None, told=()))
    return EVERYONE if len(out) == n + 1 else out


def encode(shown: frozenset[int] | None) -> str | None:
    """`actions.shown` in the database: NULL for everyone, else the viewer indices ("0", "0,2")."""
    return None if shown is None else ",".join(map(str, sorted(shown)))


def decode(text: str | None) -> frozenset[int] | None:
    """The inverse of `encode` (NULL, and every action stored before the column: everyone)."""
    if text is None:
        return EVERYONE
    return frozenset(int(x) for x in text.split(",") if x != "")


@dataclass
class Numbering:
    """Which of a table's entries each viewer was shown, and so each viewer's numbers."""

    viewers: int
    total: int = 0
    #: per viewer, the (0-based) entries shown to it; None while every entry was shown to all
    at: list[list[int]] | None = field(default=None)

    def add(self, shown: frozenset[int] | None) -> None:
        """Number the next entry, shown to `shown` (EVERYONE: all viewers)."""
        k = self.total
        self.total += 1
        if shown is EVERYONE or len(shown) >= self.viewers:
            if self.at is not None:
                for lst in self.at:
                    lst.append(k)
            return
        if self.at is None:
            self.at = [list(range(k)) for _ in range(self.viewers)]
        for v in shown:
            self.at[v].append(k)

    def count(self, idx: int) -> int:
        """Viewer idx's `state_id`: how many entries it was shown."""
        return self.total if self.at is None else len(self.at[idx])

    def entries(self, idx: int) -> Sequence[int]:
        """The entries shown to viewer idx, oldest first (its log)."""
        return range(self.total) if self.at is None else self.at[idx]

    def shown(self, k: int, idx: int) -> bool:
        """Whether entry k was shown to viewer idx."""
        if self.at is None:
            return 0 <= k < self.total
        lst = self.at[idx]
        i = bisect_left(lst, k)
        return i < len(lst) and lst[i] == k

    def number(self, k: int, idx: int) -> int:
        """The number viewer idx reads for entry k (shown to it): its state_id after it."""
        return k + 1 if self.at is None else bisect_left(self.at[idx], k) + 1

    def state_index(self, idx: int, sid: int) -> int:
        """The table's own state index (entries applied) of viewer idx's state `sid`: right
        after the sid-th entry shown to it (what hides after it, it cannot tell apart)."""
        return 0 if sid <= 0 else self.entries(idx)[sid - 1] + 1
