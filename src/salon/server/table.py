"""A live table's life, top to bottom: what happens to it when something arrives.

A `Table` is a `LiveTable` (live.py: its state, its log with each viewer's numbering
(numbering.py), its seats, its connections and the messages built for its current state) that
also knows what to do when

1. an **action** arrives (`Table.act`): checked against the table and the game, worded for every
   viewer (`word_action`), stored, kept, told (`changed`);
2. an **undo** arrives (`Table.undo`): the same steps, worded by `word_undo`;
3. a **seat** changes (`Table.change_seat`, `Table.hand_to_bot`): stored, caught up with, told;
4. a **clock** runs out (`Table.time_out`, rung by clocks.py): the replacement bot plays each
   human seat still to act;
5. **another process** changed it (`Table.refresh`, from cluster.py's NOTIFY or poll, or a
   lease taken): its stored actions and seats are caught up with (`catch_up`), then told;
6. a **connection** comes or goes (`attach`, `detach`), or someone's presence changes
   (`presence_changed`).

After every change `changed` clears the built messages, marks each connection of the viewers it
showed anything due for a state, and lets the work around the table go on. Each connection's
**state message** is built when it is sent (`state_message`, at the end of this module).

Every change is stored before it is kept or sent ("persisted before it is sent"): the store
moves the table's `state_id` from n to n + 1 only if it was still n, so two processes never both
extend one state; a move that lost that race is refused as stale after catching up.

What a table calls around it is `Around` (given by the hub, hub.py, shared by its tables): how
its changes are stored and read back (`Keep`: store_calls.py's `TableCalls`), and a few
callables for the work around it — its bots and clock (bot_work.py, clocks.py, where this
process owns the table, leases.py), its talk (chat.py), the other processes (cluster.py), its
lease when it starts. None of them holds the hub; none of them is imported here.

A step is worded once, here (`word_action`, `word_undo`): each viewer's sentences with a
placeholder per seat's name (talk.py), stored with the step; the log sends them worded with
today's names (`LiveTable.log_json`, live.py).

Nothing that leaves for a client is built from anything but `view(seat)`,
`legal_actions(seat)`, `prompt(seat)`, `describe(actor, action, seat)` and public seat facts.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..core import Action, SalonError, State, language, load_game
from ..core.errors import IllegalAction, InvalidNotation
from ..core.undo import UNDO
from . import metrics
from .errors import ApiError
from .live import DEFAULT_GRACE, Conn, LiveTable, dumps
from .numbering import EVERYONE, decode, encode, shown_to
from .talk import placeholders
from .undo import UNDOS_IN_A_TURN, can_undo, undo_lines, undos_in_a_row

log = logging.getLogger("salon.server")

#: a snapshot (cache) of the state is written every this many actions, and at the end
SNAPSHOT_EVERY = 25

#: the viewers a change showed anything (viewer indices, numbering.py; EVERYONE: all of them)
Told = set[int] | frozenset[int] | None


# ------------------------------------------------------------------ what a table calls around it
class Keep(Protocol):
    """How a table's changes are stored and read back (store_calls.py `TableCalls`, over this
    process's store calls): each raises ApiError db/unavailable when the database does not
    answer."""

    async def load(self, table_id: str, after: int | None = None) -> dict[str, Any] | None:
        """The table's row, seats and actions (after state `after` only), or None."""

    async def append(self, *args: Any) -> bool:
        """Store an action (store.append_action's arguments) the quickest way the database
        allows; False if the state was extended by another process first."""

    async def append_in_thread(self, *args: Any) -> bool:
        """The same, always in the DB thread (an undo)."""

    async def actions(self, table_id: str, after: int) -> list[dict[str, Any]]:
        """The stored actions after state `after`."""

    async def update_seat(self, *args: Any) -> bool:
        """store.update_seat: a seat's values, if it still has `expect`'s."""

    async def start_if_full(self, table_id: str, now: float, lease: dict[str, Any]) -> bool:
        """Start the table if no seat is open any more, leased to this process."""


@dataclass(frozen=True)
class Around:
    """What a table calls around it (given by the hub, hub.py; shared by its tables)."""

    #: this process: the sender of its NOTIFYs (`<instance>:<table>`, cluster.py)
    instance: str
    #: the table's record in the database
    keep: Keep
    #: after a change, where this process owns the table (leases.Leases.holds): its bots kicked
    #: (bot_work.BotWork.kick), its clock armed (clocks.Clocks.arm)
    kick_bots: Callable[[Table], None]
    arm_clock: Callable[[Table], None]
    #: a turn of a bot: (table, seat, bot spec, source, only_at=state id) (bot_work.BotWork.turn)
    bot_turn: Callable[..., Coroutine[Any, Any, None]]
    #: a seat was named: the table's talk sent again, worded anew (chat.Chat.resend)
    resend_talk: Callable[[Table], None]
    #: a seat event in the table's talk, for everyone (chat.Chat.system_line)
    say: Callable[[Table, str, int, int | None], Awaitable[None]]
    #: tell the other processes (cluster.Cluster.announce: presence)
    announce: Callable[[str], None]
    #: the lease columns for a table about to start here, and until when it surely holds
    #: (leases.Leases.fresh); a table that started here runs here (leases.Leases.started)
    lease: Callable[[], tuple[dict[str, Any], float]]
    started: Callable[[str, float], Awaitable[None]]
    #: after a change, where this process owns the table: the work that follows the game
    #: (the background analysis, analysis_work.AnalysisWork.follow, through the hub)
    follow: Callable[[Table], None] = lambda t: None


@dataclass(eq=False)
class Table(LiveTable):
    """A live table and its life (this module's docstring): made by `from_record`."""

    #: what it calls around it (set by `from_record`)
    around: Around = field(init=False, repr=False)

    # -------------------------------------------------------------- made from the record
    @classmethod
    def from_record(cls, data: dict[str, Any], around: Around, *, remote: dict[int, dict[str, float]],
                    levels: dict[str, str]) -> Table:
        """The table as stored (store.load's row, seats, actions, snapshot, talk): its state
        from the last usable snapshot and the actions after it, its log and numbering from every
        action. `remote`: the presence on other processes (cluster.py's, shared); `levels`: the
        server's bot levels. A table of an older game version continues under the readings it
        was played with, or is refused with both versions named (InvalidRecord): never replayed
        under new rules."""
        row = data["table"]
        game = load_game(row["game"])
        options = game.options_for_version(row.get("game_version"), json.loads(row["options"]))
        actions = data["actions"]
        state = None
        start = 0
        snap = data.get("snapshot")
        if snap:
            try:
                st = State.from_json(snap["state"])
                rec = st.record()["actions"]
                if len(rec) == snap["state_id"] and all(
                    [a["seat"], a["action"]] == r for a, r in zip(actions, rec)
                ):
                    state, start = st, snap["state_id"]
            except (SalonError, ValueError, KeyError):
                log.warning("table %s: snapshot unusable, replaying the record", row["id"])
        if state is None:
            state = game.new_game(row["players"], seed=row["seed"], **options)
        t = cls(
            id=row["id"], game=game, players=row["players"], options=options, seed=row["seed"],
            status=row["status"], clock=row["clock"], bot_delay=row["bot_delay"],
            replacement_bot=row["replacement_bot"], created_at=row["created_at"],
            updated_at=row["updated_at"], seats=data["seats"], state=state, remote=remote,
            grace=DEFAULT_GRACE if row.get("grace") is None else float(row["grace"]),
            spectator_chat=row.get("spectator_chat") is not False and row.get("spectator_chat") != 0,
            rematch=row.get("rematch"), seeded=bool(row.get("seeded")), levels=levels,
            rated=bool(row.get("rated")), turn_based=bool(row.get("turn_based")),
            creator=row.get("creator"),
        )
        t.around = around
        # current players at each state_id: replay cheaply from a fresh game when needed
        probe = state if start == 0 else game.new_game(row["players"], seed=row["seed"], **options)
        t.current_at.append(tuple(probe.current_players()))
        for a in actions[:start]:
            probe.apply_entry(a["seat"], a["action"])
            t.record(a["seat"], json.loads(a["log"]), probe.current_players(), decode(a.get("shown")))
        for a in actions[start:]:
            state.apply_entry(a["seat"], a["action"])
            t.record(a["seat"], json.loads(a["log"]), state.current_players(), decode(a.get("shown")))
        # the clock runs from the last change the public was shown (numbering.py)
        t.last_at = next((a["at"] for a in reversed(actions) if t.shows_public(a)), row["updated_at"])
        t.chat = data.get("chat") or []
        t.note_presence()
        return t

    def shows_public(self, row: dict[str, Any]) -> bool:
        """Whether a stored action was shown to the public (spectators): it moves the clock."""
        shown = decode(row.get("shown"))
        return shown is EVERYONE or self.players in shown

    # -------------------------------------------------------------- 1. an action arrives
    async def act(self, seat: int | None, client_sid: Any, text: Any, source: str = "human",
                  bot: str | None = None) -> bool:
        """Play `text` for `seat` against `client_sid` (source "human", "bot" with its spec
        `bot`, or "clock"); raises ApiError; False if a bot's move was no longer wanted."""
        if seat is None:
            raise ApiError("auth/invalid_token", say="error-spectator-cannot-act")
        if isinstance(client_sid, bool) or not isinstance(client_sid, int):
            raise ApiError("request/invalid", "state_id must be an integer")
        if not isinstance(text, str) or not text.strip() or len(text) > 500:
            raise ApiError("request/invalid", "action must be a non-empty notation string")
        async with self.lock:
            # a. checked against the table: whose seat, its status, the client's state
            if source == "human" and self.bot_spec(seat) is not None:
                raise ApiError("seat/released", say="error-seat-left", seat=seat)
            if source != "human" and self.bot_spec(seat) != bot and source != "clock":
                return False
            st = self.state
            if self.status == "open":
                raise ApiError("table/not_started", say="error-table-not-started-yet")
            if st.is_over():
                raise ApiError("action/game_over", say="error-game-over-not-applied", action=text)
            sid = self.state_id
            if not self._still_valid(seat, client_sid, source):
                now_id = self.shown_id(seat) if source == "human" else sid
                raise ApiError("action/stale_state", say="error-state-not-current", sent=client_sid, now=now_id)
            current = st.current_players()
            if seat not in current:
                raise ApiError("action/not_your_turn", say="error-not-your-turn-waiting", seat=seat,
                               waiting=", ".join(map(str, current)))
            # b. and against the game, on a clone
            try:
                action = self.game.parse_action(st, seat, text)
            except (IllegalAction, InvalidNotation) as exc:
                raise ApiError.of("action/illegal", exc) from None  # worded in the seat's language
            new = st.clone()
            new.apply(seat, action)
            # c. worded for every viewer; the viewers it shows anything (numbering.py)
            logs = self.word_action(st, new, seat, action)
            shown = shown_to(st, new, seat, logs)
            public = shown is EVERYONE or self.players in shown
            over = new.is_over()
            status = "finished" if over else self.status
            outcome = new.outcome()
            snapshot = new.to_json() if over or (sid + 1) % SNAPSHOT_EVERY == 0 else None
            now = time.time()
            # d. stored (the state_id guard: n -> n + 1 only if still n)
            ok = await self.around.keep.append(
                self.id, sid, seat, str(action), logs, source, status,
                outcome.to_dict() if outcome else None, snapshot, f"{self.around.instance}:{self.id}", now,
                encode(shown), self.public_id + 1 if public else None, public)
            told: Told
            if ok:  # e. kept
                self.state, self.before = new, st
                self.record(seat, logs, new.current_players(), shown)
                self.status = status
                if public:  # a change hidden from the public moves neither clock nor lobby
                    self.last_at = self.updated_at = now
                told = None if shown is EVERYONE else set(shown)
                metrics.action_accepted(source)
            else:  # another process extended this state first: caught up with, told, refused
                told = await self.catch_up()
        # f. told
        if told is None or told:
            self.changed(told)
        if not ok:
            raise ApiError("action/stale_state", say="error-state-changed-first", state=sid)
        return True

    def _still_valid(self, seat: int, client_sid: int, source: str) -> bool:
        """Whether a choice sent against `client_sid` may be applied now: it is the current
        state for this sender, or an older one since which only other seats acted while this
        seat kept owing its decision (simultaneous decisions). A person counts the states shown
        to its seat (numbering.py: a change hidden from it leaves its state current); a bot or
        the clock acts against the table's own state index."""
        sid = self.state_id
        if source == "human":
            current = self.shown_id(seat)
            if client_sid == current:
                return True
            if not 0 <= client_sid < current:
                return False
            start = self.numbering.state_index(seat, client_sid)
        else:
            if client_sid == sid:
                return True
            if not 0 <= client_sid < sid:
                return False
            start = client_sid
        for k in range(start, sid):
            if self.entries[k][0] == seat or seat not in self.current_at[k]:
                return False
        return True

    # -------------------------------------------------------------- 2. an undo arrives
    async def undo(self, seat: int | None, client_sid: Any) -> None:
        """Take back `seat`'s last action of its turn against `client_sid` (the current state
        only; undo.py says what may be taken back and how it reads); raises ApiError. The clock
        is not wound back up: the decision's time runs from the state returned to."""
        if seat is None:
            raise ApiError("auth/invalid_token", say="error-spectator-cannot-undo")
        if isinstance(client_sid, bool) or not isinstance(client_sid, int):
            raise ApiError("request/invalid", "state_id must be an integer")
        async with self.lock:
            # a. checked against the table and the seat's own numbering
            if self.bot_spec(seat) is not None:
                raise ApiError("seat/released", say="error-seat-left", seat=seat)
            if self.status != "playing":
                raise ApiError("undo/refused", say="error-undo-not-playing")
            sid = self.state_id
            if client_sid != self.shown_id(seat):
                raise ApiError("action/stale_state", say="error-state-not-current", sent=client_sid,
                               now=self.shown_id(seat))
            st = self.state
            if undos_in_a_row(self, seat) >= UNDOS_IN_A_TURN:
                raise ApiError("undo/refused", say="error-undo-at-most", most=UNDOS_IN_A_TURN)
            # b. and against the game, on a clone
            try:
                k = st.undo_target(seat)
                new = st.clone()
                new.undo(seat)
            except SalonError as exc:
                raise ApiError.of("undo/refused", exc) from None
            # c. worded for every viewer; the viewers it shows anything
            logs = self.word_undo(k, seat)
            shown = shown_to(st, new, seat, logs)
            public = shown is EVERYONE or self.players in shown
            # the decision's time runs from the state returned to: when the last change the
            # public was shown before the undone action was stored (or, for none, as it runs now)
            at = self.last_at
            if public:
                j = max((i for i in self.numbering.entries(self.players) if i < k), default=None)
                if j is not None:
                    rows = await self.around.keep.actions(self.id, j)
                    if rows and rows[0]["seq"] == j + 1:
                        at = float(rows[0]["at"])
            snapshot = new.to_json() if (sid + 1) % SNAPSHOT_EVERY == 0 else None
            # d. stored, as action `undo` (every process and restart replays it)
            ok = await self.around.keep.append_in_thread(
                self.id, sid, seat, UNDO, logs, "human", self.status, None, snapshot,
                f"{self.around.instance}:{self.id}", at, encode(shown),
                self.public_id + 1 if public else None, public)
            told: Told
            if ok:  # e. kept
                self.state = new
                self.record(seat, logs, new.current_players(), shown)
                if public:
                    self.last_at = self.updated_at = at
                told = None if shown is EVERYONE else set(shown)
            else:  # another process extended this state first
                told = await self.catch_up()
        # f. told
        if told is None or told:
            self.changed(told)
        if not ok:
            raise ApiError("action/stale_state", say="error-state-changed-first", state=sid)

    # -------------------------------------------------------------- the wording of a step
    def word_action(self, before: State, after: State, seat: int, action: Action) -> list[Any]:
        """Each viewer's sentences of `seat`'s `action` (seats, then the spectators), with a
        placeholder per seat's name (named when sent: names are chosen later); worded once for
        the viewers told alike (State.narrate_key)."""
        with language.using(language.SOURCE):  # stored in the source language, whoever acted
            return after.narrate_all(before, seat, action, placeholders(self.players))

    def word_undo(self, k: int, seat: int) -> list[list[str]]:
        """Each viewer's sentences of `seat` taking back log entry k: "<name> takes back: <what
        that viewer read of it>" — nothing more than it was told (undo.py `undo_lines`)."""
        with language.using(language.SOURCE):
            return [undo_lines(said, seat) for said in self.told(k)]

    # -------------------------------------------------------------- 3. a seat changes
    async def change_seat(self, seat: int, values: dict[str, Any], expect: dict[str, Any]) -> bool:
        """Store `values` for `seat` if it still has `expect`'s; the last seat claimed starts the
        table, leased to this process, which then runs it. Everyone is told."""
        async with self.lock:
            now = time.time()
            keep = self.around.keep
            ok = await keep.update_seat(self.id, seat, values, expect, None, f"{self.around.instance}:{self.id}", now)
            started, until = False, 0.0
            if ok and self.status == "open":  # the last seat claimed here: this process owns the table
                lease, until = self.around.lease()
                started = await keep.start_if_full(self.id, now, lease)
            await self.catch_up()
        self.changed()
        if started:
            await self.around.started(self.id, until)
        return bool(ok)

    async def hand_to_bot(self, by: int, seat: int) -> None:
        """A present player hands the seat of a human absent for longer than the table's grace
        time to the replacement bot (as if they had left); they reclaim it with their token."""
        if self.rated:  # the server's own limit only (handover.py): a reload must not cost a rated game
            raise ApiError("seat/rated", say="error-seat-rated-grace", grace=self.grace)
        if self.status != "playing":
            raise ApiError("seat/not_absent", say="error-hand-only-in-play")
        if by == seat:
            raise ApiError("seat/not_absent", say="error-hand-own-seat")
        if self.bot_spec(by) is not None or not self.connected(by):
            raise ApiError("auth/invalid_token", say="error-hand-only-present")
        s = self.seats[seat]
        if s["kind"] != "human" or s["away"]:
            raise ApiError("seat/not_absent", say="error-hand-not-a-person", seat=seat)
        if self.grace <= 0:
            raise ApiError("seat/not_absent", say="error-hand-never")
        gone = self.absent_for(seat)
        if gone is None:
            raise ApiError("seat/not_absent", say="error-hand-connected", seat=seat)
        if gone < self.grace:
            raise ApiError("seat/not_absent", say="error-hand-too-soon", seat=seat, gone=round(gone),
                           grace=self.grace)
        if await self.change_seat(seat, {"away": True, "away_by": "player"}, {"away": False}):
            await self.around.say(self, "chat-seat-handed-by", seat, by)

    # -------------------------------------------------------------- 4. a clock runs out
    def time_out(self, sid: int) -> None:
        """The clock armed at state `sid` rang (clocks.py) with the table still there: the
        replacement bot plays each human seat still to act, against that state only (any
        change in between refuses it: bot_work.py, source "clock")."""
        if self.state_id != sid:
            return
        for seat in self.state.current_players():
            if self.bot_spec(seat) is None:
                asyncio.create_task(self.around.bot_turn(self, seat, self.replacement_bot, "clock", only_at=sid))

    # -------------------------------------------------------------- 5. another process changed it
    async def refresh(self) -> None:
        """Catch up with what other processes stored (actions and seats), then tell the
        clients shown anything."""
        async with self.lock:
            told = await self.catch_up()
        if told is None or told:
            self.changed(told)

    async def catch_up(self) -> set[int] | None:
        """Under the lock: catch up with the database; the viewers the changes showed anything
        (an empty set: none; None: every viewer, as for any change of the seats or status). A
        record that no longer replays on the state held is loaded anew."""
        data = await self.around.keep.load(self.id, self.state_id)
        if data is None:
            return set()
        before = (self.updated_at, self.status)
        told: set[int] | None
        try:
            told = self._apply_rows(data["actions"])
        except SalonError:
            log.exception("table %s: stored actions do not replay; reloading", self.id)
            whole = await self.around.keep.load(self.id)
            assert whole is not None
            fresh = Table.from_record(whole, self.around, remote=self.remote, levels=self.levels)
            self.state, self.entries, self.current_at = fresh.state, fresh.entries, fresh.current_at
            self.last_at, self.numbering = fresh.last_at, fresh.numbering
            told = None
        row = data["table"]
        seats = self.seats
        self.seats = data["seats"]
        self.status = row["status"]
        self.updated_at = row["updated_at"]
        self.rematch = row.get("rematch")
        if (self.updated_at, self.status) != before or self.seats != seats:
            return None
        return told

    def _apply_rows(self, rows: list[dict[str, Any]]) -> set[int] | None:
        """Apply the actions other processes stored; the viewers they showed anything (None:
        every viewer)."""
        told: set[int] | None = set()
        for a in rows:
            if a["seq"] != self.state_id + 1:
                continue
            self.state.apply_entry(a["seat"], a["action"])
            shown = decode(a.get("shown"))
            self.record(a["seat"], json.loads(a["log"]), self.state.current_players(), shown)
            if self.shows_public(a):
                self.last_at = a["at"]
            told = None if told is None or shown is EVERYONE else told | shown
        return told

    # -------------------------------------------------------------- after every change: told
    def changed(self, told: Told = EVERYONE) -> None:
        """After a change of the table: its messages built anew, a state due to each connection
        of the viewers `told` (EVERYONE: all), its talk resent if a seat was named, its bots
        and clock on. A viewer a change showed nothing is sent nothing: its message would be
        the same."""
        self.msg_cache.clear()
        self.note_presence()
        names = self.names()
        if names != self.talk_names:  # a seat was named (here or on another process)
            if self.talk_names and self.chat:
                self.around.resend_talk(self)
            self.talk_names = list(names)
        for c in self.conns:
            if told is EVERYONE or self.viewer_index(c.seat) in told:
                c.push_state()
        self.go_on()

    def go_on(self) -> None:
        """Its bots kicked and its clock armed (each does nothing unless this process owns the
        table; also when this process takes its lease: leases.py)."""
        self.around.kick_bots(self)
        self.around.arm_clock(self)
        self.around.follow(self)

    # -------------------------------------------------------------- 6. connections and presence
    def presence_changed(self) -> None:
        """Someone came or went (here or on another process): everyone is sent the seats anew."""
        self.msg_cache.clear()
        self.note_presence()
        for c in self.conns:
            c.push_state()

    def attach(self, conn: Conn) -> None:
        """A connection opened: it is sent the whole state; a seat's first connection is
        present to everyone, and to the other processes."""
        had = self.connected(conn.seat) if conn.seat is not None else True
        had_local = self.local(conn.seat) if conn.seat is not None else True
        self.conns.add(conn)
        conn.push_state(full=True)
        if not had:
            self.presence_changed()
        if not had_local:
            self.around.announce(f"P:{self.around.instance}:{self.id}:{conn.seat}:1")

    def detach(self, conn: Conn) -> None:
        """A connection closed; a seat's last one here is told to the other processes."""
        conn.closed = True
        self.conns.discard(conn)
        if conn.seat is not None and not self.local(conn.seat):
            self.around.announce(f"P:{self.around.instance}:{self.id}:{conn.seat}:0")
            if not self.connected(conn.seat):
                self.presence_changed()


# ------------------------------------------------------------------ the state message
def state_message(t: LiveTable, conn: Conn) -> str:
    """The state message due to `conn`: the log from what it was sent (all of it on a
    resync). Built from pre-encoded parts, each once per change (`msg_cache`, cleared by
    `Table.changed`): what every viewer is sent alike, each viewer's own part (view, moves,
    prompt; shared by that seat's connections), the ending; and each log entry once per
    viewer (live.py `LiveTable.log_json`, kept while the names stay). Every part in the
    connection's language (`conn.lang`): two seats at one table each read their own, the log's
    earlier entries included (worded again from the history, rewording.py)."""
    viewer = conn.seat
    lang = conn.lang
    idx = t.viewer_index(viewer)
    n = t.numbering.count(idx)  # the entries this viewer was shown, numbered as it counts
    frm = 0 if conn.full or conn.log_sent > n else conn.log_sent
    key = (n, viewer, frm, lang)
    cache = t.msg_cache
    text = cache.get(key)
    if text is None:
        with language.using(lang):  # every word of it in the connection's language
            head = cache.get(("head", viewer, lang))
            if head is None:
                head = cache[("head", viewer, lang)] = _viewer_part(t, viewer)
            tail = cache.get(("tail", lang))
            if tail is None:
                tail = cache[("tail", lang)] = _shared_part(t)
        shown: Sequence[int] = t.numbering.entries(idx)
        log_text = ",".join([t.log_json(shown[i], idx, lang) for i in range(frm, n)])
        resync = "true" if frm == 0 else "false"
        text = f'{head},"log":[{log_text}],"log_from":{frm},"resync":{resync}{tail}'
        cache[key] = text
    conn.log_sent = n
    conn.full = False
    return text  # type: ignore[no-any-return]


def _viewer_part(t: LiveTable, viewer: int | None) -> str:
    """A viewer's own part of the state message, encoded, open (no closing brace): its view,
    its moves and their labels, whether it may undo, its prompt."""
    st = t.state
    acting = viewer is not None and t.bot_spec(viewer) is None and t.status == "playing"
    legal = st.legal_actions(viewer) if acting and viewer is not None else []
    names = t.names()
    prompt = st.prompt_for(viewer, names)
    if (viewer is not None and t.bot_spec(viewer) is not None and t.seats[viewer]["kind"] == "human"
            and not st.is_over()):
        prompt = language.say("prompt-seat-left")
    return dumps({
        "type": "state",
        "table_id": t.id,
        "state_id": t.shown_id(viewer),
        "seat": viewer,
        "status": t.status,
        "view": st.view(viewer),
        "legal": [str(a) for a in legal],
        "labels": [st.label_for(a, viewer, names) for a in legal] if viewer is not None else [],
        "can_undo": can_undo(t, viewer),
        "prompt": prompt,
    })[:-1]


def _shared_part(t: LiveTable) -> str:
    """What every viewer is sent alike, encoded, after the log: the ending once the game is
    over, the seats and the table's facts (starting with a comma, closed)."""
    st = t.state
    names = t.names()
    ending = ""
    if st.is_over():
        out = st.outcome()
        scoring = st.scoring(names)
        ending = dumps({"outcome": out.to_dict() if out else None,
                        "scoring": scoring.to_dict() if scoring else None,
                        "rematch": t.rematch})[1:-1] + ","
    return "," + ending + dumps({
        "names": names,
        "seat_names": [st.seat_name(q) for q in range(t.players)],
        "to_act": list(st.current_players()),
        "seats": t.public_seats(),
        "deadline": t.deadline(),
        "grace": t.grace,
        "seeded": t.seeded,
        "rated": t.rated,
        "chat": {"allowed": t.talk_allowed(), "spectators": t.spectator_chat},
    })[1:]
