"""The tables of this process in memory, and the connections watching them.

A `LiveTable` holds the true `State` of a table in memory with its log (`entries`, one per
accepted action, each viewer's sentences stored with a placeholder per seat's name and worded
with today's names when sent), its seats and who is connected to them (here: `conns`; on other
processes: `remote`, kept by cluster.py), and `msg_cache`, the messages built for the current
state — cleared on every change (`Table.changed`), so nothing stale is sent. What a table holds
is here; what happens to it is table.py's: a `Table` is a `LiveTable` with its life (acting,
undoing, seats, the clock, catching up, its state messages), and changes it under its `lock`,
only after the database has stored the change.

A `Conn` is one WebSocket: its seat (None for a spectator) and what it is due. Its `outbox`
keeps the order of what it is sent; a due state or talk is marked in it (`DUE_STATE`,
`DUE_CHAT`) and built only when sent, from the state of that moment.

Nothing that leaves for a client is built from anything but `view(seat)`,
`legal_actions(seat)`, `prompt(seat)`, `describe(actor, action, seat)` and public seat facts.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import secrets
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core import Game, State, language
from . import metrics
from .errors import ApiError
from .numbering import EVERYONE, Numbering
from .resync import ResyncBudget, SyncBucket
from .rewording import Rewording, start_of
from .talk import SENTENCES as TALK_SENTENCES
from .talk import ChatBucket, word

#: between a viewer's sentences in a log entry held in memory (`LiveTable.record`): a control
#: character no sentence of the words data holds (defined with the wording, talk.py)
SENTENCES = TALK_SENTENCES

#: seconds a human seat may be disconnected before a present player may hand it to the bot
DEFAULT_GRACE = 180.0


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


#: one encoder for every message (json.dumps with options builds a new one at each call)
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


def dumps(obj: Any) -> str:
    """Compact JSON, as `json.dumps(obj, separators=(",", ":"), ensure_ascii=False)`."""
    return _ENCODER.encode(obj)


def log_entry(state_id: int, seat: int, said: str | list[str]) -> dict[str, Any]:
    """One log entry as sent: its sentences (`lines`) and all of them as one `text`.

    Tables stored before the log spoke in sentences keep one text per viewer."""
    lines = [said] if isinstance(said, str) else list(said)
    return {"state_id": state_id, "seat": seat, "text": " ".join(lines), "lines": lines}


#: outbox marks: the state (or the talk) due at this point is sent here, built when it is sent
DUE_STATE = "state"
DUE_CHAT = "chat"


@dataclass(eq=False)
class Conn:
    """One WebSocket connection: a seat (or None for a spectator) and what it has been sent."""

    seat: int | None
    send: Callable[[str], Any]
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    #: messages to send, in order; DUE_STATE / DUE_CHAT mark where a due state / talk goes
    outbox: deque[str] = field(default_factory=deque)
    outbox_max: int = 200       # more waiting than this: the consumer is too slow (ws.py closes it)
    too_slow: bool = False
    close_code: int | None = None  # set when closing: the writer sends what is queued, then stops
    dirty: bool = True          # a state message is due
    full: bool = True           # the next state message is a full resync
    log_sent: int = 0           # log entries already sent
    closed: bool = False
    acted_at: float | None = None  # when this connection's last accepted action arrived
    chat_sent: int = 0          # seq of the last line of table talk sent (0: none yet)
    chat_dirty: bool = True     # table talk is due (the first time: all of it)
    chat_bucket: ChatBucket = field(default_factory=ChatBucket)
    #: the client address, its budget of full resyncs and this connection's `sync` bucket
    #: (server/resync.py; None: unbounded, as in tests of the hub alone)
    address: str | None = None
    resyncs: ResyncBudget | None = None
    syncs: SyncBucket | None = None
    #: a state was sent on this connection (its first one is the connection's resync)
    started: bool = False
    #: the language this connection reads (its `lang` parameter, else its Accept-Language)
    lang: str = "en"

    def may_resync(self) -> bool:
        """Whether a full resync may go to this connection's address now (resync.py)."""
        return self.resyncs is None or self.resyncs.allows(self.address)

    def paid(self, nbytes: int) -> None:
        """A full resync of `nbytes` goes out: paid from the address's budget."""
        if self.resyncs is not None:
            self.resyncs.charge(self.address, nbytes)

    def push_chat(self) -> None:
        self.chat_dirty = True
        self.wake.set()

    def push_state(self, full: bool = False) -> None:
        self.dirty = True
        self.full = self.full or full
        self.wake.set()

    def queue(self, text: str) -> None:
        """Send `text` after everything this connection is due so far: a state or talk already
        due is queued before it, so an answer (a pong) never overtakes the state answering an
        earlier message. Past `outbox_max` waiting, nothing more is queued and `too_slow` is set."""
        if self.too_slow:
            return
        if self.dirty:
            self.dirty = False
            self.outbox.append(DUE_STATE)
        if self.chat_dirty:
            self.chat_dirty = False
            self.outbox.append(DUE_CHAT)
        self.outbox.append(text)
        if len(self.outbox) > self.outbox_max:
            self.too_slow = True
        self.wake.set()

    def push_error(self, err: ApiError) -> None:
        """The error, then a full resync — unless the address's budget of resyncs is spent
        (server/resync.py): the error alone then."""
        metrics.error(err.code)
        self.queue(dumps(err.body(self.lang)))  # in the reader's language
        if self.may_resync():
            self.push_state(full=True)


@dataclass(eq=False)
class LiveTable:
    id: str
    game: Game
    players: int
    options: dict[str, Any]
    seed: int
    status: str
    clock: float | None
    bot_delay: float | None
    replacement_bot: str
    created_at: float
    updated_at: float
    seats: list[dict[str, Any]]
    state: State
    #: the state `state` was made from by the last action applied here (spares can_undo a
    #: replay from the seed; core/undo.py checks that it is that state, else ignores it)
    before: State | None = None
    #: one entry per accepted action: (actor, what seat 0 was told, seat 1, ..., spectators),
    #: each viewer's sentences one string (`record`; read with `told` and `said`)
    entries: list[tuple[Any, ...]] = field(default_factory=list)
    #: current_players() at each state_id (to accept simultaneous choices sent in parallel)
    current_at: list[tuple[int, ...]] = field(default_factory=list)
    last_at: float = 0.0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: set[Conn] = field(default_factory=set)
    bot_tasks: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    clock_task: asyncio.Task[None] | None = None
    #: built messages of the current state (cleared on every change)
    msg_cache: dict[Any, Any] = field(default_factory=dict)
    #: seats connected to other server processes: seat -> {instance: last heard (monotonic)}
    remote: dict[int, dict[str, float]] = field(default_factory=dict)
    #: seconds before an absent human's seat may be handed to the bot (0: never)
    grace: float = DEFAULT_GRACE
    #: whether players read what spectators say
    spectator_chat: bool = True
    #: the id of this finished table's rematch, once someone asked for one
    rematch: str | None = None
    #: the creator chose the seed (with the admin token): everyone is told
    seeded: bool = False
    #: accounts: the table counts for ratings; it is played turn-based ("your turn" mail)
    rated: bool = False
    turn_based: bool = False
    #: who made it, as the bots' fair share knows it (guard.creator_key; None: unknown)
    creator: str | None = None
    #: the server's bot levels by spec (spec -> level name), to show a seat's level
    levels: dict[str, str] = field(default_factory=dict)
    #: the last CHAT_KEEP lines of table talk (chat and seat events), oldest first
    chat: list[dict[str, Any]] = field(default_factory=list)
    #: when each disconnected human seat was last seen (Unix time, as this process saw it)
    absent_at: dict[int, float] = field(default_factory=dict)
    #: log entries as sent (JSON, `log_entry`), worded with the names of `worded_names`, by
    #: (state_id - 1, viewer index): each encoded once per viewer (strings: nothing for the GC)
    worded: dict[tuple[int, int, str], str] = field(default_factory=dict)
    worded_names: dict[str, list[str]] = field(default_factory=dict)
    #: the log worded again in each other language a viewer reads (rewording.py), by language
    reworded: dict[str, Rewording] = field(default_factory=dict)
    #: the names the table talk was last sent with (a change resends it, worded anew)
    talk_names: list[str] = field(default_factory=list)
    #: which entries each viewer was shown, so each viewer's state_id and log numbers count
    #: only those (numbering.py); made for `players` seats and the spectators
    numbering: Numbering = field(default_factory=lambda: Numbering(0))

    def __post_init__(self) -> None:
        if self.numbering.viewers == 0:
            self.numbering = Numbering(self.players + 1)

    def halt(self) -> None:
        """Stop this table's bots and clock in this process (it is stopped, evicted or owned
        elsewhere now)."""
        for task in list(self.bot_tasks.values()):
            task.cancel()
        if self.clock_task is not None:
            self.clock_task.cancel()
            self.clock_task = None

    @property
    def state_id(self) -> int:
        """The table's own state index: every entry of the record (the database's guard; bots
        and clocks act against it). A viewer reads `shown_id` instead."""
        return len(self.entries)

    def viewer_index(self, seat: int | None) -> int:
        """The index of a viewer in `entries` and `numbering`: its seat, or `players`."""
        return self.players if seat is None else seat

    def shown_id(self, seat: int | None) -> int:
        """The state_id a viewer reads: how many entries it was shown (numbering.py)."""
        return self.numbering.count(self.viewer_index(seat))

    @property
    def public_id(self) -> int:
        """The state_id anyone reads (spectators, GET /api/tables/{id}, the lobby)."""
        return self.numbering.count(self.players)

    def seat_for_token(self, token: str) -> int | None:
        h = hash_token(token)
        for s in self.seats:
            th = s.get("token_hash")
            if th and hmac.compare_digest(th, h):
                return int(s["seat"])
        return None

    def bot_spec(self, seat: int) -> str | None:
        """The bot that plays `seat` now, or None if a human does (or it is open)."""
        s = self.seats[seat]
        if s["kind"] == "bot":
            return str(s["bot"])
        if s["kind"] == "human" and s["away"]:
            return self.replacement_bot
        return None

    def record(self, seat: int, logs: Sequence[Any], current: Sequence[int],
               shown: frozenset[int] | None = EVERYONE) -> None:
        """Keep an accepted action's entry (its actor and each viewer's sentences), the
        seats to act in the state it made (`current`, appended to `current_at`) and the viewers
        it was shown (`shown`, numbering.py). One flat tuple of an int and strings
        (a viewer's sentences joined by SENTENCES): CPython's cyclic collector stops tracking
        such a tuple the first time it looks at it, so a table's log (six containers per
        action as lists of lists, kept for the whole game) is not walked by every later
        collection (docs/deploy.md, "Garbage collector"). A tuple holding tuples may need one
        look per level, and the young objects are looked at once before they grow older."""
        self.entries.append((seat, *[said if isinstance(said, str) else SENTENCES.join(said) for said in logs]))
        self.current_at.append(tuple(current))
        self.numbering.add(shown)

    def told(self, k: int) -> list[list[str]]:
        """Each viewer's sentences of log entry k (seat 0, 1, ..., then spectators), with placeholders."""
        return [self.said(k, idx) for idx in range(len(self.entries[k]) - 1)]

    def said(self, k: int, idx: int, lang: str = language.SOURCE) -> list[str]:
        """Viewer index idx's sentences of log entry k, with placeholders, in `lang` (English:
        as stored; another language: worded again from the history, rewording.py)."""
        entries = self.entries if lang == language.SOURCE else self.entries_in(lang)
        said = entries[k][1 + idx]
        return said.split(SENTENCES) if said else []

    def entries_in(self, lang: str) -> list[tuple[Any, ...]]:
        """The log's entries worded in `lang`, caught up with the table: English where the
        table's history does not reach back to its first entry (a table older than its state's
        history), which rewording needs. The whole history is walked once per language; later
        only the steps not worded yet."""
        if lang == language.SOURCE:
            return self.entries
        r = self.reworded.get(lang)
        if r is None:
            if len(self.state.history()) != len(self.entries):
                return self.entries
            r = self.reworded[lang] = Rewording(start_of(self.state), lang, self.players)
        missing = len(self.entries) - len(r.entries)
        if missing > 0:
            r.catch_up(self.state.recent_history(missing))
            if _step_of(r.state) != _step_of(self.state):  # out of step with the table: English
                del self.reworded[lang]
                return self.entries
        return r.entries

    def names(self) -> list[str]:
        """How each seat is called in sentences: its player's name, else the game's seat name
        (in the current language: "Player 2", "Spieler 2")."""
        key = ("names", language.current())
        cached = self.msg_cache.get(key)
        if cached is None:
            cached = [(s.get("name") or "").strip() or self.state.seat_name(int(s["seat"]))
                      for s in self.seats]
            self.msg_cache[key] = cached
        return cached  # type: ignore[no-any-return]

    def lines(self, k: int, idx: int, lang: str = language.SOURCE) -> list[str]:
        """The sentences of log entry k for viewer index idx in `lang`, worded with today's
        names (in that language; French elided before them: "d'Ada")."""
        with language.using(lang):
            names = self.names()
        said = self.said(k, idx, lang)
        if lang == "fr":
            said = [language.elide_before_names(x, names, lang) for x in said]
        return word(said, names)

    def log_json(self, k: int, idx: int, lang: str = language.SOURCE) -> str:
        """Log entry k for viewer index idx as the state message sends it (encoded `log_entry`,
        numbered as that viewer counts), in `lang`, worded with today's names; encoded once per
        language while the names stay, and once for all the viewers told the same sentences
        under the same number (most are, of most actions)."""
        with language.using(lang):
            names = self.names()
        if names != self.worded_names.get(lang):
            self.worded = {key: v for key, v in self.worded.items() if key[2] != lang}
            self.worded_names[lang] = list(names)
        worded = self.worded
        got = worded.get((k, idx, lang))
        if got is None:
            told = self.entries_in(lang)[k][1:]
            said = told[idx]
            number = self.numbering.number(k, idx)
            for j, other in enumerate(told):
                if (j != idx and other == said and (k, j, lang) in worded
                        and self.numbering.number(k, j) == number):
                    got = worded[(k, j, lang)]
                    break
            else:
                got = dumps(log_entry(number, self.entries[k][0], self.lines(k, idx, lang)))
            worded[(k, idx, lang)] = got
        return got

    def connected(self, seat: int, here: set[int | None] | None = None) -> bool:
        """Whether a bot plays `seat` or a connection (here or on another process) holds it;
        `here`: the seats of this process's connections, when the caller has them."""
        if self.bot_spec(seat) is not None:
            return True
        return (self.local(seat) if here is None else seat in here) or bool(self.remote.get(seat))

    def note_presence(self) -> None:
        """Remember since when each human seat (not left to the bot) has been disconnected."""
        now = time.time()
        here = {c.seat for c in self.conns}
        for s in self.seats:
            q = int(s["seat"])
            if s["kind"] != "human" or s["away"] or self.connected(q, here):
                self.absent_at.pop(q, None)
            else:
                self.absent_at.setdefault(q, now)

    def absent_for(self, seat: int) -> float | None:
        """Seconds this seat's human has been disconnected, or None if present (or not human)."""
        at = self.absent_at.get(seat)
        return None if at is None or self.connected(seat) else time.time() - at

    def talk_allowed(self) -> bool:
        return bool(getattr(self.game, "table_talk", True))

    def local(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.conns)

    def public_seats(self) -> list[dict[str, Any]]:
        cached = self.msg_cache.get("seats")
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        out = []
        here = {c.seat for c in self.conns}
        for s in self.seats:
            d: dict[str, Any] = {"seat": s["seat"], "kind": s["kind"],
                                 "connected": self.connected(s["seat"], here)}
            if s.get("name"):
                d["name"] = s["name"]
            if s["kind"] == "bot":
                d["bot"] = s["bot"]
            if s["kind"] == "human" and s["away"]:
                d["away"] = True
                d["bot"] = self.replacement_bot
            if "bot" in d and d["bot"] in self.levels:
                d["level"] = self.levels[d["bot"]]
            if not d["connected"] and s["seat"] in self.absent_at:
                d["absent_since"] = self.absent_at[s["seat"]]
            out.append(d)
        self.msg_cache["seats"] = out
        return out

    def deadline(self) -> float | None:
        if not self.clock or self.status != "playing":
            return None
        return self.last_at + self.clock

    def summary(self) -> dict[str, Any]:
        """What anyone may know about the table (lobby listings): never a token or the seed."""
        d: dict[str, Any] = {
            "table_id": self.id, "game": self.game.id, "players": self.players,
            "options": self.options, "status": self.status, "state_id": self.public_id,
            "to_act": list(self.state.current_players()), "clock": self.clock,
            "created_at": self.created_at, "updated_at": self.updated_at,
            "seats": self.public_seats(), "names": list(self.names()), "grace": self.grace,
            "seeded": self.seeded, "rated": self.rated, "turn_based": self.turn_based,
        }
        if self.status == "finished":
            out = self.state.outcome()
            d["outcome"] = out.to_dict() if out else None
            d["winners"] = [self.names()[q] for q in out.winners] if out else []
            d["rematch"] = self.rematch
        return d


def _step_of(state: State) -> tuple[int, str] | None:
    """A state's last step as (seat, notation), to see that two replays are in step."""
    last = state.last_entry()
    return None if last is None else (int(last[0]), str(last[1]))
