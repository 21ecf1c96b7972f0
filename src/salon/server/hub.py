"""The coordinator of one server process's live tables: loading, acting, seats, messages.

`Hub` holds the tables of this process (`tables`, live.py) and every change to them goes
through it. A change of the game goes through `Hub.act` (or `Hub.undo`, undo.py): checked
against the state and the client's `state_id`, written to the database in one transaction that
moves `state_id` from n to n + 1 only if it was still n (so two processes can never both extend
one state), and only then applied in memory and sent ("persisted before it is sent"). A move
that lost the race is refused as stale after catching up with the database. After every
change `Hub._changed` clears the table's built messages, marks each connection due for a
state, and lets the bots (bot_work.py) and the clock (clocks.py) of the tables this process
owns (leases.py) go on.

The work around the tables has its own modules, each given only what it uses (the store and
its calls, this process's instance id, the tables held, a few of the hub's methods as
callbacks), never the hub, so none of them imports hub.py: `leases` (which tables this process
owns), `bots` (bot_work.py), `clocks` (clocks.py), `cluster` (the other processes: NOTIFY, the
poll, presence; cluster.py), `chat` (table talk; chat.py), `wal` (SQLite WAL checkpoints;
wal.py), the gauges (metrics.py, reading `Hub.reading`). Store calls go through `Hub.db` (the
DB thread) or `Hub.db_now` (the SQLite commit on the event loop), store_calls.py's, which note
the database's health (outage.py) and time each call (metrics.py).

Nothing that leaves this module towards a client is built from anything but `view(seat)`,
`legal_actions(seat)`, `prompt(seat)`, `describe(actor, action, seat)` and public seat facts.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections import deque
from typing import Any

from ..core import SalonError, State, load_game
from ..core.errors import IllegalAction, InvalidNotation
from ..store import Store
from . import metrics, undo
from .bot_work import BotWork
from .chat import Chat
from .clocks import Clocks
from .cluster import Cluster
from .errors import ApiError
from .leases import DEFAULT_TTL, Leases
from .live import DEFAULT_GRACE, Conn, LiveTable, dumps
from .numbering import EVERYONE, decode, encode, shown_to
from .store_calls import StoreCalls
from .talk import CHAT_KEEP, placeholder, placeholders
from .wal import Checkpoints

log = logging.getLogger("salon.server")

#: a snapshot (cache) of the state is written every this many actions, and at the end
SNAPSHOT_EVERY = 25


class Hub:
    """Every live table of this process and the work around them."""

    def __init__(self, store: Store, bot_delay: float = 0.8, bot_workers: int = 2,
                 poll_interval: float = 1.0, bot_processes: int = 0,
                 db_retry: tuple[float, float] = (0.5, 30.0), lease_ttl: float = DEFAULT_TTL,
                 instance: str | None = None) -> None:
        self.store = store
        #: every store call of this process: its DB threads, deadline and health (store_calls.py)
        self.calls = StoreCalls(store, db_retry)
        #: whether the database answers; how long to wait before retrying when it does not
        self.health = self.calls.health
        self.db = self.calls.db
        self.db_async = self.calls.db_async
        self.db_now = self.calls.db_now
        self.backoff = self.calls.backoff
        #: SQLite: actions are committed in the DB thread, not on the event loop, until then
        #: (monotonic; after a commit on the loop failed)
        self._commits_in_thread_until = 0.0
        self.bot_delay = bot_delay
        #: the server's bot levels by spec (spec -> level name), shown with each bot seat
        self.levels: dict[str, str] = {}
        #: who this process is to the others: its leases' owner, its NOTIFYs' sender (a worker of
        #: `--workers` keeps its slot's across restarts, so it resumes its own leases; workers.py)
        self.instance = instance or secrets.token_hex(4)
        #: the playing tables this process owns: only their bots and clocks run here (leases.py)
        self.tables: dict[str, LiveTable] = {}
        self.leases = Leases(store, self.db, self.instance, self.tables, get=self.get, refresh=self.refresh,
                             run=self.run_table, evict=self.evict, peers=self._live_peers, ttl=lease_ttl)
        self._loading: dict[str, asyncio.Lock] = {}
        #: the bots of the tables this process owns, and the pool they think in (bot_work.py)
        self.bots = BotWork(self.runs_here, self.act, self._room, self.backoff, lambda: self.bot_delay,
                            bot_workers, bot_processes)
        #: the clocks of the tables this process owns (clocks.py)
        self.clocks = Clocks(self.runs_here, self.bots.turn)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._tasks: list[asyncio.Task[None]] = []
        #: (when, seconds from an action received to its new state sent to the actor), recent ones
        self.timings: deque[tuple[float, float]] = deque(maxlen=100_000)
        #: the other processes: presence, NOTIFY, the poll (cluster.py)
        self.cluster = Cluster(store, self.calls, self.instance, self.tables, refresh=self.refresh,
                               load_chat=self._load_chat, presence_changed=self.presence_changed,
                               evict=self.evict, poll_interval=poll_interval)
        #: SQLite's WAL checkpoints (wal.py)
        self.wal = Checkpoints(store, self.calls)
        #: the table talk of these tables (chat.py)
        self.chat = Chat(store, self.calls, self.instance)

    def runs_here(self, table_id: str) -> bool:
        """Whether this process runs the table's bots and clock now: started, owning its lease."""
        return self.loop is not None and self.leases.holds(table_id)

    def run_table(self, t: LiveTable) -> None:
        """Run a table's bots and clock here (each does nothing unless this process owns it)."""
        self.bots.kick(t)
        self.clocks.arm(t)

    def _live_peers(self) -> set[str]:
        """The other processes heard from lately (cluster.py), for the leases' fair share."""
        return self.cluster.live_peers()

    async def _load_chat(self, t: LiveTable) -> None:
        """Catch up with the table talk another process stored (chat.py)."""
        await self.chat.load(t)

    async def _room(self) -> None:
        """Wait for room in the SQLite WAL (a bot's move: wal.py)."""
        await self.wal.room()

    # ------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        self.loop = self.calls.loop = asyncio.get_running_loop()
        await self.db(self.store.migrate)
        self.cluster.start()
        # this process holds only the tables it owns and those its clients watch: it resumes the
        # playing tables whose leases it takes (nobody owns them: their bots and clocks go on)
        await self.leases.beat()
        self._tasks.append(asyncio.create_task(self.cluster.poll()))
        self._tasks.append(asyncio.create_task(self.leases.run()))
        if self.store.wal_path is not None:
            self._tasks.append(asyncio.create_task(self.wal.run()))

    async def stop(self) -> None:
        self.cluster.stop()
        for t in self._tasks:
            t.cancel()
        for table in self.tables.values():
            table.halt()
        await self.leases.release()  # the other processes take these tables over at once
        self.bots.shutdown()
        self.calls.shutdown()
        # a call stuck on a database that does not answer would keep the process from exiting
        # (its thread is joined at exit): its connection is cut
        self.store.interrupt()

    # ------------------------------------------------------------ loading
    async def get(self, table_id: str) -> LiveTable | None:
        t = self.tables.get(table_id)
        if t is not None:
            return t
        lock = self._loading.setdefault(table_id, asyncio.Lock())
        async with lock:
            t = self.tables.get(table_id)
            if t is not None:
                return t
            data = await self.db(self.store.load, table_id)
            if data is None:
                self._loading.pop(table_id, None)
                return None
            data["chat"] = await self.db(self.store.chat, table_id, 0, CHAT_KEEP)
            try:
                t = self._build(data)
            except (SalonError, ValueError, KeyError) as exc:
                self._loading.pop(table_id, None)
                log.error("table %s cannot be loaded: %s", table_id, exc)
                raise ApiError("table/unavailable",
                               f"table {table_id} cannot be served by this server: {exc}") from None
            self.tables[table_id] = t
        self._loading.pop(table_id, None)
        self._changed(t)
        return t

    def _build(self, data: dict[str, Any]) -> LiveTable:
        row = data["table"]
        game = load_game(row["game"])
        # a table of an older game version continues under the readings it was played with, or
        # is refused with both versions named (InvalidRecord): never replayed under new rules
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
        t = LiveTable(
            id=row["id"], game=game, players=row["players"], options=options, seed=row["seed"],
            status=row["status"], clock=row["clock"], bot_delay=row["bot_delay"],
            replacement_bot=row["replacement_bot"], created_at=row["created_at"],
            updated_at=row["updated_at"], seats=data["seats"], state=state,
            remote=self.cluster.remote.setdefault(row["id"], {}),
            grace=DEFAULT_GRACE if row.get("grace") is None else float(row["grace"]),
            spectator_chat=row.get("spectator_chat") is not False and row.get("spectator_chat") != 0,
            rematch=row.get("rematch"), seeded=bool(row.get("seeded")), levels=self.levels,
            rated=bool(row.get("rated")), turn_based=bool(row.get("turn_based")),
            creator=row.get("creator"),
        )
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
        t.last_at = next((a["at"] for a in reversed(actions) if _public(t, a)), row["updated_at"])
        t.chat = data.get("chat") or []
        t.note_presence()
        return t

    def _apply_rows(self, t: LiveTable, rows: list[dict[str, Any]]) -> set[int] | None:
        """Apply the actions other processes stored; the viewers they showed anything (None:
        every viewer)."""
        told: set[int] | None = set()
        for a in rows:
            if a["seq"] != t.state_id + 1:
                continue
            t.state.apply_entry(a["seat"], a["action"])
            shown = decode(a.get("shown"))
            t.record(a["seat"], json.loads(a["log"]), t.state.current_players(), shown)
            if _public(t, a):
                t.last_at = a["at"]
            told = None if told is None or shown is EVERYONE else told | shown
        return told

    async def refresh(self, t: LiveTable) -> None:
        """Catch up with what other processes stored (actions and seats), then tell the
        clients shown anything."""
        async with t.lock:
            told = await self._catch_up_locked(t)
        if told is None or told:
            self._changed(t, told)

    async def _catch_up_locked(self, t: LiveTable) -> set[int] | None:
        """Catch up with the database; the viewers the changes showed anything (an empty set:
        none; None: every viewer, as for any change of the table's seats or status)."""
        data = await self.db(self.store.load, t.id, t.state_id)
        if data is None:
            return set()
        before = (t.updated_at, t.status)
        told: set[int] | None
        try:
            told = self._apply_rows(t, data["actions"])
        except SalonError:
            log.exception("table %s: stored actions do not replay; reloading", t.id)
            fresh = self._build(await self.db(self.store.load, t.id))
            t.state, t.entries, t.current_at, t.last_at = fresh.state, fresh.entries, fresh.current_at, fresh.last_at
            t.numbering = fresh.numbering
            told = None
        row = data["table"]
        seats = t.seats
        t.seats = data["seats"]
        t.status = row["status"]
        t.updated_at = row["updated_at"]
        t.rematch = row.get("rematch")
        if (t.updated_at, t.status) != before or t.seats != seats:
            return None
        return told

    # ------------------------------------------------------------ acting
    def _still_valid(self, t: LiveTable, seat: int, client_sid: int, source: str) -> bool:
        """Whether a choice sent against `client_sid` may be applied now: it is the current
        state for this sender, or an older one since which only other seats acted while this
        seat kept owing its decision (simultaneous decisions). A person counts the states shown
        to its seat (numbering.py: a change hidden from it leaves its state current); a bot or
        the clock acts against the table's own state index."""
        sid = t.state_id
        if source == "human":
            current = t.shown_id(seat)
            if client_sid == current:
                return True
            if not 0 <= client_sid < current:
                return False
            start = t.numbering.state_index(seat, client_sid)
        else:
            if client_sid == sid:
                return True
            if not 0 <= client_sid < sid:
                return False
            start = client_sid
        for k in range(start, sid):
            if t.entries[k][0] == seat or seat not in t.current_at[k]:
                return False
        return True

    async def act(self, t: LiveTable, seat: int | None, client_sid: Any, text: Any,
                  source: str = "human", bot: str | None = None) -> bool:
        """Play `text` for `seat` against `client_sid`; raises ApiError; False if a bot's move
        was no longer wanted."""
        if seat is None:
            raise ApiError("auth/invalid_token", "spectators cannot act: connect with a seat token")
        if isinstance(client_sid, bool) or not isinstance(client_sid, int):
            raise ApiError("request/invalid", "state_id must be an integer")
        if not isinstance(text, str) or not text.strip() or len(text) > 500:
            raise ApiError("request/invalid", "action must be a non-empty notation string")
        async with t.lock:
            if source == "human" and t.bot_spec(seat) is not None:
                raise ApiError("seat/released",
                               f"you left seat {seat}; a bot plays it until you claim it again")
            if source != "human" and t.bot_spec(seat) != bot and source != "clock":
                return False
            st = t.state
            if t.status == "open":
                raise ApiError("table/not_started", "seats are still open; the game has not started")
            if st.is_over():
                raise ApiError("action/game_over", f"the game is over; {text!r} was not applied")
            sid = t.state_id
            if not self._still_valid(t, seat, client_sid, source):
                now_id = t.shown_id(seat) if source == "human" else sid
                raise ApiError("action/stale_state",
                               f"state_id {client_sid} is not the current state {now_id}; resynchronise")
            current = st.current_players()
            if seat not in current:
                raise ApiError("action/not_your_turn",
                               f"seat {seat} has no decision to make now; waiting for seat "
                               + ", ".join(map(str, current)))
            try:
                action = t.game.parse_action(st, seat, text)
            except (IllegalAction, InvalidNotation) as exc:
                raise ApiError("action/illegal", str(exc)) from None
            new = st.clone()
            new.apply(seat, action)
            # worded with a placeholder per seat's name, named when sent (names chosen later)
            ph = placeholders(t.players)
            # (each viewer's sentences; worded once for the viewers told alike, State.narrate_key)
            logs = new.narrate_all(st, seat, action, ph)
            # the viewers this action shows anything: only they are sent a state (numbering.py)
            shown = shown_to(st, new, seat, logs)
            public = shown is EVERYONE or t.players in shown
            over = new.is_over()
            status = "finished" if over else t.status
            outcome = new.outcome()
            snapshot = new.to_json() if over or (sid + 1) % SNAPSHOT_EVERY == 0 else None
            now = time.time()
            args = (t.id, sid, seat, str(action), logs, source, status,
                    outcome.to_dict() if outcome else None, snapshot, f"{self.instance}:{t.id}", now,
                    encode(shown), t.public_id + 1 if public else None, public)
            if self.store.dialect == "sqlite" and time.monotonic() >= self._commits_in_thread_until:
                # a local SQLite commit takes well under a millisecond: doing it here spares two
                # thread switches per action, which dominate latency on a busy machine — but not
                # after one failed (the file locked by another process: each busy wait would hold
                # the event loop), until a commit in the DB thread succeeds again
                try:
                    ok = self.db_now(self.store.append_action, *args)
                except ApiError:
                    self._commits_in_thread_until = time.monotonic() + 60.0
                    raise
                self.wal.after_commit()
            elif self.store.aio is not None:
                # PostgreSQL: one statement sent from the event loop (no database thread)
                ok = await self.db_async(self.store.aio.append_action, *args)
            else:
                ok = await self.db(self.store.append_action, *args)
                self._commits_in_thread_until = 0.0
            told: set[int] | None
            if not ok:  # another process extended this state first: catch up, tell, refuse
                told = await self._catch_up_locked(t)
                lost = True
            else:
                lost = False
                t.state, t.before = new, st
                t.record(seat, logs, new.current_players(), shown)
                t.status = status
                if public:  # a change hidden from the public moves neither clock nor lobby
                    t.last_at = t.updated_at = now
                told = None if shown is EVERYONE else set(shown)
                metrics.action_accepted(source)
        if told is None or told:
            self._changed(t, told)
        if lost:
            raise ApiError("action/stale_state",
                           f"state {sid} was changed by another move first; resynchronise")
        return True

    async def undo(self, t: LiveTable, seat: int | None, client_sid: Any) -> None:
        """Take back `seat`'s last action of its turn (server/undo.py); raises ApiError."""
        await undo.take_back(t, seat, client_sid, store=self.store, calls=self.calls, instance=self.instance,
                             catch_up=self._catch_up_locked, changed=self._changed, snapshot_every=SNAPSHOT_EVERY)

    # ------------------------------------------------------------ seats
    async def change_seat(self, t: LiveTable, seat: int, values: dict[str, Any],
                          expect: dict[str, Any]) -> bool:
        async with t.lock:
            now = time.time()
            ok = await self.db(self.store.update_seat, t.id, seat, values, expect, None,
                               f"{self.instance}:{t.id}", now)
            started, until = False, 0.0
            if ok and t.status == "open":  # the last seat claimed here: this process owns the table
                lease, until = self.leases.fresh()
                started = await self.db(self.store.start_if_full, t.id, now, lease)
            await self._catch_up_locked(t)
        self._changed(t)
        if started:
            await self.leases.started(t.id, until)
        return bool(ok)

    async def hand_to_bot(self, t: LiveTable, by: int, seat: int) -> None:
        """A present player hands the seat of a human absent for longer than the table's grace
        time to the replacement bot (as if they had left); they reclaim it with their token."""
        if t.rated:  # the server's own limit only (handover.py): a reload must not cost a rated game
            raise ApiError("seat/rated", "at a rated table only the server hands an absent player's seat to the "
                                         f"bot, once they have been away {t.grace:g} s")
        if t.status != "playing":
            raise ApiError("seat/not_absent", "only the seats of a game in progress are handed to the bot")
        if by == seat:
            raise ApiError("seat/not_absent", "to let the bot play your own seat, leave it")
        if t.bot_spec(by) is not None or not t.connected(by):
            raise ApiError("auth/invalid_token", "only a player present at the table may hand a seat to the bot")
        s = t.seats[seat]
        if s["kind"] != "human" or s["away"]:
            raise ApiError("seat/not_absent", f"seat {seat} is not a person's seat in play")
        if t.grace <= 0:
            raise ApiError("seat/not_absent", "this table never hands an absent player's seat to the bot")
        gone = t.absent_for(seat)
        if gone is None:
            raise ApiError("seat/not_absent", f"seat {seat}'s player is connected")
        if gone < t.grace:
            raise ApiError("seat/not_absent", f"seat {seat}'s player has been away {gone:.0f} s; "
                                              f"the table waits {t.grace:g} s")
        if await self.change_seat(t, seat, {"away": True, "away_by": "player"}, {"away": False}):
            await self.chat.system_line(t, f"{placeholder(by)} handed {placeholder(seat)}'s seat to the bot "
                                           f"while they are away; they take it back with their link.")

    # ------------------------------------------------------------ after a change
    def _changed(self, t: LiveTable, told: set[int] | frozenset[int] | None = EVERYONE) -> None:
        """After a change of the table: its messages built anew, a state due to each connection
        of the viewers `told` (viewer indices, numbering.py; EVERYONE: all), bots and clock on.
        A viewer a change showed nothing is sent nothing: its message would be the same."""
        t.msg_cache.clear()
        t.note_presence()
        names = t.names()
        if names != t.talk_names:  # a seat was named (here or on another process)
            if t.talk_names and t.chat:
                self.chat.resend(t)
            t.talk_names = list(names)
        for c in t.conns:
            if told is EVERYONE or t.viewer_index(c.seat) in told:
                c.push_state()
        self.bots.kick(t)
        self.clocks.arm(t)

    def reading(self) -> metrics.Reading:
        """What the gauges show now (metrics.py)."""
        return metrics.Reading(self.tables.values(), self.health.down, len(self.leases.mine))

    def presence_changed(self, t: LiveTable) -> None:
        t.msg_cache.clear()
        t.note_presence()
        for c in t.conns:
            c.push_state()

    # ------------------------------------------------------------ messages
    def state_message(self, t: LiveTable, conn: Conn) -> str:
        """The state message due to `conn`: the log from what it was sent (all of it on a
        resync). Built from pre-encoded parts, each once per change (`msg_cache`, cleared by
        `_changed`): what every viewer is sent alike, each viewer's own part (view, moves,
        prompt; shared by that seat's connections), the ending; and each log entry once per
        viewer (live.py `LiveTable.log_json`, kept while the names stay)."""
        viewer = conn.seat
        idx = t.viewer_index(viewer)
        n = t.numbering.count(idx)  # the entries this viewer was shown, numbered as it counts
        frm = 0 if conn.full or conn.log_sent > n else conn.log_sent
        key = (n, viewer, frm)
        cache = t.msg_cache
        text = cache.get(key)
        if text is None:
            head = cache.get(("head", viewer))
            if head is None:
                head = cache[("head", viewer)] = self._viewer_part(t, viewer)
            tail = cache.get("tail")
            if tail is None:
                tail = cache["tail"] = self._shared_part(t)
            shown = t.numbering.entries(idx)
            log = ",".join([t.log_json(shown[i], idx) for i in range(frm, n)])
            resync = "true" if frm == 0 else "false"
            text = f'{head},"log":[{log}],"log_from":{frm},"resync":{resync}{tail}'
            cache[key] = text
        conn.log_sent = n
        conn.full = False
        return text

    def _viewer_part(self, t: LiveTable, viewer: int | None) -> str:
        """A viewer's own part of the state message, encoded, open (no closing brace): its view,
        its moves and their labels, whether it may undo, its prompt."""
        st = t.state
        acting = viewer is not None and t.bot_spec(viewer) is None and t.status == "playing"
        legal = st.legal_actions(viewer) if acting and viewer is not None else []
        names = t.names()
        prompt = st.prompt_for(viewer, names)
        if (viewer is not None and t.bot_spec(viewer) is not None and t.seats[viewer]["kind"] == "human"
                and not st.is_over()):
            prompt = "You left this seat; a bot plays it until you claim it again"
        return dumps({
            "type": "state",
            "table_id": t.id,
            "state_id": t.shown_id(viewer),
            "seat": viewer,
            "status": t.status,
            "view": st.view(viewer),
            "legal": [str(a) for a in legal],
            "labels": [st.label_for(a, viewer, names) for a in legal] if viewer is not None else [],
            "can_undo": undo.can_undo(t, viewer),
            "prompt": prompt,
        })[:-1]

    def _shared_part(self, t: LiveTable) -> str:
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

    def attach(self, t: LiveTable, conn: Conn) -> None:
        had = t.connected(conn.seat) if conn.seat is not None else True
        had_local = t.local(conn.seat) if conn.seat is not None else True
        t.conns.add(conn)
        conn.push_state(full=True)
        if not had:
            self.presence_changed(t)
        if not had_local:
            self.cluster.announce(f"P:{self.instance}:{t.id}:{conn.seat}:1")

    def detach(self, t: LiveTable, conn: Conn) -> None:
        conn.closed = True
        t.conns.discard(conn)
        if conn.seat is not None and not t.local(conn.seat):
            self.cluster.announce(f"P:{self.instance}:{t.id}:{conn.seat}:0")
            if not t.connected(conn.seat):
                self.presence_changed(t)

    def evict(self, table_id: str) -> None:
        t = self.tables.pop(table_id, None)
        if t is not None:
            t.halt()



def _public(t: LiveTable, row: dict[str, Any]) -> bool:
    """Whether a stored action was shown to the public (spectators): it moves the clock."""
    shown = decode(row.get("shown"))
    return shown is EVERYONE or t.players in shown
