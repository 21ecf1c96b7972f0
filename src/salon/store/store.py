"""Persistence of tables, seats and actions with SQLAlchemy (SQLite by default, PostgreSQL by URL).

The record is the source of truth: every accepted action is one row of `<prefix>actions`,
inserted in the same transaction that moves the table's `state_id` from n to n + 1 — and only
if it was still n (optimistic concurrency), so two writers, in one process or in several, can
never both extend the same state. Snapshots are a cache that only speeds up loading.

Every method is synchronous and short; the server calls them from worker threads.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, delete, event, func, select, update
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import IntegrityError

from .schema import LATEST, Schema, make_schema, migrate

#: seconds a PostgreSQL connection attempt may take (an unreachable host fails in this long)
CONNECT_TIMEOUT = 10
#: seconds the TRUNCATE checkpoint waits for the writer or readers of the moment
CHECKPOINT_WAIT = 0.5
#: a pooled PostgreSQL connection idle longer than this is pinged before it is used again
IDLE_PING = 5.0
#: SQLite: seconds a call waits for a lock held by another connection before it fails (as
#: db/unavailable); the server's own writers hold it for milliseconds
BUSY_TIMEOUT = 5.0
#: PostgreSQL: seconds one statement may run on the server before it cancels it
#: (statement_timeout), and seconds data sent may stay unacknowledged, or an idle connection
#: unanswered by keepalives, before the client's kernel drops the connection (a partition)
STATEMENT_TIMEOUT = 10.0
TCP_TIMEOUT = 10.0
#: every PostgreSQL connection's settings (the pool's and the event loop's, AsyncPg)
PG_CONNECT_ARGS: dict[str, Any] = {
    "connect_timeout": CONNECT_TIMEOUT,
    "options": f"-c statement_timeout={int(STATEMENT_TIMEOUT * 1000)}",
    "tcp_user_timeout": int(TCP_TIMEOUT * 1000),
    "keepalives": 1, "keepalives_idle": int(TCP_TIMEOUT / 2), "keepalives_interval": 2,
    "keepalives_count": 2}
#: PostgreSQL: connections the event loop's actions may hold at once (AsyncPg)
ASYNC_POOL = 8


def default_url() -> str:
    """The SQLite file used when no --db is given (created on first use)."""
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "salon"
    return f"sqlite:///{base / 'salon.db'}"


def _prefix_ok(prefix: str) -> str:
    if not re.fullmatch(r"[a-z0-9_]{0,40}", prefix):
        raise ValueError(f"table prefix {prefix!r}: use lower-case letters, digits and _ only")
    return prefix


def _note_idle(dbapi_connection: Any, record: Any) -> None:
    record.info["idle_since"] = time.monotonic()


def _ping_if_idle(dbapi_connection: Any, record: Any, proxy: Any) -> None:
    """Before a pooled connection idle for over IDLE_PING seconds is used: one `SELECT 1`; if
    it fails, DisconnectionError makes the pool drop it and connect afresh (SQLAlchemy retries
    the checkout), so a database restart during a quiet spell costs no failed request."""
    since = record.info.get("idle_since")
    if since is None or time.monotonic() - since < IDLE_PING:
        return
    try:
        cur = dbapi_connection.cursor()
        try:
            cur.execute("SELECT 1")
        finally:
            cur.close()
        if not dbapi_connection.autocommit:
            dbapi_connection.rollback()  # (the ping's own transaction: none is left open)
    except Exception as exc:  # noqa: BLE001 - any failure: this connection is not to be used
        raise sa_exc.DisconnectionError(f"pooled connection dead after {time.monotonic() - since:.0f} s idle") from exc


class Store:
    """One database, seen through one table prefix."""

    def __init__(self, url: str | None = None, prefix: str = "", background_checkpoint: bool = False,
                 wal_limit: int = 4 * 1024 * 1024) -> None:
        self.url = url or default_url()
        #: SQLite: the write-ahead log file, and the size `checkpoint()` keeps it under
        self.wal_path: Path | None = None
        self.wal_limit = wal_limit
        self.prefix = _prefix_ok(prefix)
        u = make_url(self.url)
        self.dialect = u.get_backend_name()
        if self.dialect == "sqlite":
            if u.database and u.database != ":memory:":
                Path(u.database).parent.mkdir(parents=True, exist_ok=True)
                self.wal_path = Path(u.database + "-wal")
            self.engine: Engine = create_engine(
                self.url, connect_args={"check_same_thread": False, "timeout": BUSY_TIMEOUT}
            )
            event.listen(self.engine, "connect", _sqlite_pragmas)
            # a WAL larger than this is cut back to it when it is next reset
            event.listen(self.engine, "connect", lambda c, _r: _pragma(c, f"journal_size_limit={int(wal_limit)}"))
            if background_checkpoint:
                # the WAL is copied into the database (with an fsync) by `checkpoint()`, called
                # from a worker thread, never by a commit on the serving path
                event.listen(self.engine, "connect", _no_autocheckpoint)
        else:
            # connect_timeout: an unreachable server (no answer at all) fails a call in seconds;
            # statement_timeout: a statement stuck on the server (a lock) is cancelled by it;
            # tcp_user_timeout and keepalives: a connection cut without a word (a partition)
            # fails the call waiting on it instead of hanging until the network heals
            self.engine = create_engine(self.url, pool_size=8, max_overflow=8, connect_args=PG_CONNECT_ARGS)
            # SQLAlchemy's pool_pre_ping pings at every checkout: a round trip before every
            # transaction (an action's is busy with several). Only a connection that sat idle
            # long enough to have been cut is pinged; one found dead makes the pool reconnect.
            event.listen(self.engine, "checkin", _note_idle)
            event.listen(self.engine, "checkout", _ping_if_idle)
        #: DBAPI connections checked out of the pool now (`interrupt` unblocks their calls)
        self._busy: dict[int, Any] = {}
        event.listen(self.engine, "checkout", lambda c, _r, _p: self._busy.__setitem__(id(c), c))
        event.listen(self.engine, "checkin", lambda c, _r: self._busy.pop(id(c), None))
        self.s: Schema = make_schema(self.prefix)
        #: the PostgreSQL LISTEN/NOTIFY channel of this prefix
        self.channel = f"{self.prefix}salon_events"
        #: PostgreSQL: append_action's statement by (public, snapshot, notify); the driver's
        #: base error class
        self._pg_append_sql: dict[tuple[bool, bool, bool], str] = {}
        self._pg_error: type[Exception] = self.engine.dialect.loaded_dbapi.Error
        #: PostgreSQL: the accepted action stored from the event loop, without a thread (None on SQLite)
        self.aio: AsyncPg | None = AsyncPg(self) if self.is_postgres else None

    @property
    def is_postgres(self) -> bool:
        return self.dialect == "postgresql"

    def libpq_dsn(self) -> str:
        """The URL without the SQLAlchemy driver part, for a raw psycopg connection."""
        return make_url(self.url).set(drivername="postgresql").render_as_string(hide_password=False)

    def wal_size(self) -> int:
        """Bytes in SQLite's write-ahead log file now (0 elsewhere, or when there is none)."""
        try:
            return self.wal_path.stat().st_size if self.wal_path is not None else 0
        except OSError:
            return 0

    def checkpoint(self) -> bool:
        """Copy SQLite's write-ahead log into the database file and empty it (no-op elsewhere);
        False if readers or a writer kept it from completing (the WAL stays: retry soon).

        A PASSIVE pass first copies what it can without stopping anyone; the TRUNCATE pass that
        follows then waits (at most CHECKPOINT_WAIT) for the writer of the moment, copies the few
        frames written meanwhile and truncates the file to 0 bytes. A PASSIVE checkpoint alone
        never resets a WAL that is written to all the time: it grew without bound."""
        if self.dialect != "sqlite":
            return True
        with self.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            conn.exec_driver_sql(f"PRAGMA busy_timeout={int(CHECKPOINT_WAIT * 1000)}")
            try:
                row = conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
            finally:
                conn.exec_driver_sql(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT * 1000)}")
        return row is None or int(row[0]) == 0

    def migrate(self) -> int:
        return migrate(self.engine, self.s, LATEST)

    def close(self) -> None:
        if self.aio is not None:
            self.aio.close()
        self.engine.dispose()

    def interrupt(self) -> int:
        """Unblock every call waiting on the database now (from another thread, at a stop):
        SQLite's are interrupted, a PostgreSQL connection's socket is shut down (the call
        waiting on it fails at once instead of waiting for a network that may never answer).
        Returns how many connections were busy."""
        busy = list(self._busy.values())
        for conn in busy:
            try:
                if self.dialect == "sqlite":
                    conn.interrupt()
                else:
                    _shut_socket(conn)
            except Exception:  # noqa: BLE001 - closed meanwhile, or no socket: nothing to unblock
                pass
        return len(busy)

    def _notify(self, conn: Any, payload: str | None) -> None:
        if payload and self.is_postgres:
            # delivered to the listeners when (and only if) this transaction commits
            conn.exec_driver_sql("SELECT pg_notify(%(c)s, %(p)s)", {"c": self.channel, "p": payload})

    def notify(self, payload: str) -> None:
        """A notification outside any table change (presence); PostgreSQL only: one statement
        in a transaction of its own (one round trip)."""
        if self.is_postgres:
            self._pg_one("SELECT pg_notify(%(c)s, %(p)s)", {"c": self.channel, "p": payload})

    def _pg_one(self, sql: str, params: dict[str, Any]) -> list[Any]:
        """PostgreSQL: one statement in autocommit on a pooled connection, its rows: the
        statement is its own transaction, so no BEGIN or COMMIT is sent — one round trip. The
        DBAPI connection is used directly (SQLAlchemy's Connection cost more client CPU than the
        statement); the pool's checkout still pings a connection idle over IDLE_PING seconds, and
        errors are what SQLAlchemy raises (a dead connection is dropped from the pool)."""
        raw = self.engine.raw_connection()
        try:
            dbapi = raw.driver_connection
            assert dbapi is not None
            try:
                dbapi.autocommit = True
                try:
                    with dbapi.cursor() as cur:
                        cur.execute(sql, params)
                        return cur.fetchall() if cur.description is not None else []
                finally:
                    dbapi.autocommit = False
            except self._pg_error as exc:
                # (a connection left in autocommit, or broken, never goes back to the pool)
                dead = self.engine.dialect.is_disconnect(exc, dbapi, None) or dbapi.autocommit  # type: ignore[arg-type]
                if dead:
                    raw.invalidate(exc)
                raise sa_exc.DBAPIError.instance(sql, params, exc, self._pg_error, connection_invalidated=dead,
                                                 dialect=self.engine.dialect) from exc
        finally:
            raw.close()

    # ------------------------------------------------------------ writing
    def create_table(self, table: dict[str, Any], seats: list[dict[str, Any]]) -> None:
        s = self.s
        with self.engine.begin() as conn:
            conn.execute(s.tables.insert().values(**table))
            if seats:
                conn.execute(s.seats.insert(), [dict(table_id=table["id"], **seat) for seat in seats])

    def append_action(
        self,
        table_id: str,
        expected: int,
        seat: int,
        action: str,
        log: list[Any],
        source: str,
        status: str,
        outcome: dict[str, Any] | None,
        snapshot: str | None,
        notify: str | None = None,
        at: float | None = None,
        shown: str | None = None,
        public_id: int | None = None,
        public: bool = True,
    ) -> bool:
        """Store action number expected + 1 if the table is still at `expected`; False if not.

        `shown`: the viewers the action was shown (server/numbering.py; None: every viewer);
        `public`: whether the public (spectators) was, and `public_id` the table's public
        state id after it. An action hidden from the public leaves the table's `updated_at`
        and `shown_id` as they were: the lobby shows no trace of it."""
        s = self.s
        now = time.time() if at is None else at
        if self.is_postgres:
            return self._pg_append(table_id, expected, seat, action, log, source, status, outcome, snapshot,
                                   notify, now, shown, public_id, public)
        # the hot path: plain SQL (SQLAlchemy's statement building costs more than SQLite's work)
        touched = "updated_at = :now, shown_id = :public_id, " if public else ""
        with self.engine.begin() as conn:
            res = conn.exec_driver_sql(self._sql(
                f"UPDATE {s.tables.name} SET state_id = :new, status = :status, {touched}"
                "outcome = :outcome WHERE id = :id AND state_id = :expected"),
                {"new": expected + 1, "status": status, "now": now, "id": table_id, "expected": expected,
                 "outcome": json.dumps(outcome) if outcome is not None else None,
                 "public_id": public_id})
            if res.rowcount != 1:
                return False
            conn.exec_driver_sql(self._sql(
                f"INSERT INTO {s.actions.name} (table_id, seq, seat, action, log, source, at, shown) "
                "VALUES (:id, :seq, :seat, :action, :log, :source, :at, :shown)"),
                {"id": table_id, "seq": expected + 1, "seat": seat, "action": action,
                 "log": json.dumps(log), "source": source, "at": now, "shown": shown})
            if snapshot is not None:
                conn.exec_driver_sql(self._sql(f"DELETE FROM {s.snapshots.name} WHERE table_id = :id"),
                                     {"id": table_id})
                conn.exec_driver_sql(self._sql(
                    f"INSERT INTO {s.snapshots.name} (table_id, state_id, state) VALUES (:id, :sid, :state)"),
                    {"id": table_id, "sid": expected + 1, "state": snapshot})
            self._notify(conn, notify)
        return True

    def _pg_append(self, table_id: str, expected: int, seat: int, action: str, log: list[Any], source: str,
                   status: str, outcome: dict[str, Any] | None, snapshot: str | None, notify: str | None,
                   now: float, shown: str | None, public_id: int | None, public: bool) -> bool:
        """`append_action` on PostgreSQL: one statement, one round trip. The UPDATE moves the
        table from `expected` only if it is still there (a concurrent writer's UPDATE waits for
        the first one's commit, then finds state_id moved and changes nothing); the action, the
        snapshot and the NOTIFY are made from its RETURNING row, so without it none of them is."""
        return len(self._pg_one(*self._pg_append_statement(
            table_id, expected, seat, action, log, source, status, outcome, snapshot, notify, now, shown,
            public_id, public))) == 1

    def _pg_append_statement(self, table_id: str, expected: int, seat: int, action: str, log: list[Any],
                             source: str, status: str, outcome: dict[str, Any] | None, snapshot: str | None,
                             notify: str | None, now: float, shown: str | None, public_id: int | None,
                             public: bool) -> tuple[str, dict[str, Any]]:
        key = (public, snapshot is not None, notify is not None)
        sql = self._pg_append_sql.get(key)
        if sql is None:
            sql = self._pg_append_sql[key] = self._pg_append_text(*key)
        return sql, {
            "new": expected + 1, "status": status, "now": now, "id": table_id, "expected": expected,
            "outcome": json.dumps(outcome) if outcome is not None else None, "public_id": public_id,
            "seat": seat, "action": action, "log": json.dumps(log), "source": source, "shown": shown,
            "state": snapshot, "channel": self.channel, "payload": notify}

    def _pg_append_text(self, public: bool, snapshot: bool, notify: bool) -> str:
        s = self.s
        touched = "updated_at = %(now)s, shown_id = %(public_id)s, " if public else ""
        parts = [
            f"moved AS (UPDATE {s.tables.name} SET state_id = %(new)s, status = %(status)s, {touched}"
            "outcome = %(outcome)s WHERE id = %(id)s AND state_id = %(expected)s RETURNING id, state_id)",
            f"added AS (INSERT INTO {s.actions.name} (table_id, seq, seat, action, log, source, at, shown) "
            "SELECT id, state_id, %(seat)s, %(action)s, %(log)s, %(source)s, %(now)s, %(shown)s FROM moved "
            "RETURNING seq)"]
        if snapshot:  # (the table's one snapshot replaced; run although the query reads nothing of it)
            parts.append(
                f"kept AS (INSERT INTO {s.snapshots.name} (table_id, state_id, state) "
                "SELECT id, state_id, %(state)s FROM moved ON CONFLICT (table_id) "
                "DO UPDATE SET state_id = EXCLUDED.state_id, state = EXCLUDED.state)")
        # delivered to the listeners when (and only if) the statement's transaction commits
        result = "pg_notify(%(channel)s, %(payload)s)" if notify else "seq"
        return "WITH " + ", ".join(parts) + f" SELECT {result} FROM added"

    def _sql(self, text: str) -> str:
        """`:name` parameters in the driver's own style (sqlite3: :name, psycopg: %(name)s)."""
        if self.is_postgres:
            return re.sub(r":([a-z_][a-z0-9_]*)", r"%(\1)s", text)
        return text

    def update_seat(self, table_id: str, seat: int, values: dict[str, Any],
                    expect: dict[str, Any] | None = None, status: str | None = None,
                    notify: str | None = None, at: float | None = None) -> bool:
        """Change one seat if its columns still hold `expect`; optionally the table status."""
        s = self.s
        with self.engine.begin() as conn:
            q = update(s.seats).where(s.seats.c.table_id == table_id, s.seats.c.seat == seat)
            for k, v in (expect or {}).items():
                col = s.seats.c[k]
                q = q.where(col.is_(None) if v is None else col == v)
            if conn.execute(q.values(**values)).rowcount != 1:
                return False
            tv: dict[str, Any] = {"updated_at": time.time() if at is None else at}
            if status is not None:
                tv["status"] = status
            conn.execute(update(s.tables).where(s.tables.c.id == table_id).values(**tv))
            self._notify(conn, notify)
        return True

    def create_rematch(self, old_id: str, table: dict[str, Any], seats: list[dict[str, Any]],
                       notify: str | None = None) -> str:
        """Create `table` as the rematch of the finished table `old_id`, unless it already has
        one (another click, another process): returns the rematch's id either way."""
        s = self.s
        with self.engine.begin() as conn:
            res = conn.execute(update(s.tables).where(s.tables.c.id == old_id, s.tables.c.rematch.is_(None),
                                                      s.tables.c.status == "finished")
                               .values(rematch=table["id"], updated_at=table["created_at"]))
            if res.rowcount == 1:
                conn.execute(s.tables.insert().values(**table))
                conn.execute(s.seats.insert(), [dict(table_id=table["id"], **seat) for seat in seats])
                self._notify(conn, notify)
                return str(table["id"])
            return str(conn.execute(select(s.tables.c.rematch).where(s.tables.c.id == old_id)).scalar() or "")

    def add_chat(self, table_id: str, seat: int | None, kind: str, text: str,
                 notify: str | None = None, at: float | None = None,
                 most: int | None = None) -> dict[str, Any] | None:
        """Store one line of table talk as the table's next `seq`; returns the stored row, or
        None (nothing stored) when the table already has `most` lines — decided inside the
        transaction that takes the seq, so concurrent writers never pass it."""
        s = self.s
        now = time.time() if at is None else at
        for attempt in range(20):
            try:
                with self.engine.begin() as conn:
                    seq = int(conn.execute(select(func.coalesce(func.max(s.chat.c.seq), 0))
                                           .where(s.chat.c.table_id == table_id)).scalar() or 0) + 1
                    if most is not None and seq > most:
                        return None
                    row = {"table_id": table_id, "seq": seq, "seat": seat, "kind": kind, "text": text, "at": now}
                    conn.execute(s.chat.insert().values(**row))
                    self._notify(conn, notify)
                return row
            except IntegrityError:  # another writer took this seq first: take the next
                if attempt == 19:
                    raise
                time.sleep(0.005 * (attempt + 1))
        raise AssertionError("unreachable")

    def chat(self, table_id: str, after: int = 0, limit: int = 200) -> list[dict[str, Any]]:
        """The table talk after `seq`, the last `limit` lines, oldest first."""
        s = self.s
        q = (select(s.chat).where(s.chat.c.table_id == table_id, s.chat.c.seq > after)
             .order_by(s.chat.c.seq.desc()).limit(limit))
        with self.engine.connect() as conn:
            rows = [dict(r) for r in conn.execute(q).mappings()]
        return rows[::-1]

    def start_if_full(self, table_id: str, at: float | None = None,
                      lease: dict[str, Any] | None = None) -> bool:
        """Open → playing once no seat is open, with the columns of `lease` (owner and
        lease_expires: the process that starts it owns it from the first instant); True if
        this call started it (False: a seat is still open, or another call started it first)."""
        s = self.s
        with self.engine.begin() as conn:
            open_left = conn.execute(
                select(func.count()).select_from(s.seats)
                .where(s.seats.c.table_id == table_id, s.seats.c.kind == "open")
            ).scalar()
            if open_left:
                return False
            res = conn.execute(update(s.tables).where(s.tables.c.id == table_id, s.tables.c.status == "open")
                               .values(status="playing", updated_at=time.time() if at is None else at,
                                       **(lease or {})))
            return bool(res.rowcount == 1)

    def delete_tables(self, ids: Iterable[str]) -> int:
        ids = list(ids)
        if not ids:
            return 0
        s = self.s
        with self.engine.begin() as conn:
            for t in (s.actions, s.seats, s.snapshots, s.chat, *([s.analyses] if s.analyses is not None else [])):
                conn.execute(delete(t).where(t.c.table_id.in_(ids)))
            return conn.execute(delete(s.tables).where(s.tables.c.id.in_(ids))).rowcount

    # ------------------------------------------------------------ leases (server/leases.py)
    # A playing table's lease names the one process that runs its bots and clocks (`owner`,
    # an instance id) until `lease_expires` (Unix time). A table is leased in the transaction
    # that makes it playing (create_table, create_rematch, start_if_full: the columns come
    # with the row), so a playing table is never without an owner unless one released it or
    # let it run out. Each method is one statement, so two processes racing for one lease can
    # never both get it.
    def take_lease(self, table_id: str, owner: str, ttl: float, now: float | None = None) -> bool:
        """Make `owner` the owner of a playing table whose lease is free, expired or already
        its own, until now + ttl; False if another process holds it (or it is not playing)."""
        now = time.time() if now is None else now
        with self.engine.begin() as conn:
            res = conn.exec_driver_sql(self._sql(
                f"UPDATE {self.s.tables.name} SET owner = :me, lease_expires = :until "
                "WHERE id = :id AND status = 'playing' "
                "AND (owner IS NULL OR lease_expires IS NULL OR lease_expires < :now OR owner = :me)"),
                {"me": owner, "until": now + ttl, "id": table_id, "now": now})
            return bool(res.rowcount == 1)

    def renew_leases(self, owner: str, ttl: float, now: float | None = None) -> set[str]:
        """Extend every lease `owner` still holds on a playing table to now + ttl; returns
        those tables' ids (a lease that expired and was taken by another is not among them)."""
        now = time.time() if now is None else now
        t = self.s.tables.name
        with self.engine.begin() as conn:
            conn.exec_driver_sql(self._sql(
                f"UPDATE {t} SET lease_expires = :until WHERE owner = :me AND status = 'playing'"),
                {"me": owner, "until": now + ttl})
            rows = conn.exec_driver_sql(self._sql(
                f"SELECT id FROM {t} WHERE owner = :me AND status = 'playing'"), {"me": owner})
            return {r[0] for r in rows}

    def release_leases(self, owner: str) -> int:
        """Give up every lease of `owner` at once (a clean stop); returns how many."""
        with self.engine.begin() as conn:
            res = conn.exec_driver_sql(self._sql(
                f"UPDATE {self.s.tables.name} SET owner = NULL, lease_expires = NULL WHERE owner = :me"),
                {"me": owner})
            return int(res.rowcount)

    def expired_leases(self, now: float | None = None) -> dict[str, str | None]:
        """Playing tables nobody holds, in id order: id -> the owner whose lease ran out, or
        None (released by a clean stop, or made before leases were written with the row)."""
        now = time.time() if now is None else now
        with self.engine.connect() as conn:
            rows = conn.exec_driver_sql(self._sql(
                f"SELECT id, owner FROM {self.s.tables.name} WHERE status = 'playing' "
                "AND (owner IS NULL OR lease_expires IS NULL OR lease_expires < :now) ORDER BY id"),
                {"now": now})
            return {r[0]: r[1] for r in rows}

    def lease_owners(self, now: float | None = None) -> dict[str, int]:
        """The live owners (a lease of theirs has not expired) and how many playing tables each
        holds: how the live processes share the tables fairly."""
        now = time.time() if now is None else now
        with self.engine.connect() as conn:
            rows = conn.exec_driver_sql(self._sql(
                f"SELECT owner, COUNT(*) FROM {self.s.tables.name} WHERE status = 'playing' "
                "AND owner IS NOT NULL AND lease_expires >= :now GROUP BY owner"), {"now": now})
            return {r[0]: int(r[1]) for r in rows}

    # ------------------------------------------------------------ reading
    def load(self, table_id: str, after: int | None = None) -> dict[str, Any] | None:
        """The table row, its seats, its snapshot (if any) and its actions after the snapshot.

        With `after`, only the actions after that state_id (and no snapshot)."""
        s = self.s
        with self.engine.connect() as conn:
            row = conn.execute(select(s.tables).where(s.tables.c.id == table_id)).mappings().first()
            if row is None:
                return None
            seats = conn.execute(select(s.seats).where(s.seats.c.table_id == table_id)
                                 .order_by(s.seats.c.seat)).mappings().all()
            snap = None
            start = after or 0
            if after is None:
                snap = conn.execute(select(s.snapshots).where(s.snapshots.c.table_id == table_id)
                                    ).mappings().first()
            actions = conn.execute(
                select(s.actions).where(s.actions.c.table_id == table_id, s.actions.c.seq > start)
                .order_by(s.actions.c.seq)
            ).mappings().all()
        return {"table": dict(row), "seats": [dict(x) for x in seats],
                "snapshot": dict(snap) if snap else None, "actions": [dict(a) for a in actions]}

    def actions(self, table_id: str, after: int = 0) -> list[dict[str, Any]]:
        s = self.s
        with self.engine.connect() as conn:
            return [dict(a) for a in conn.execute(
                select(s.actions).where(s.actions.c.table_id == table_id, s.actions.c.seq > after)
                .order_by(s.actions.c.seq)).mappings()]

    def versions(self, ids: Iterable[str]) -> dict[str, tuple[int, float]]:
        """(state_id, updated_at) of each table: how a server notices other servers' changes."""
        ids = list(ids)
        if not ids:
            return {}
        s = self.s
        out: dict[str, tuple[int, float]] = {}
        with self.engine.connect() as conn:
            for i in range(0, len(ids), 500):
                chunk = ids[i:i + 500]
                marks = ", ".join(f":p{j}" for j in range(len(chunk)))
                rows = conn.exec_driver_sql(
                    self._sql(f"SELECT id, state_id, updated_at FROM {s.tables.name} WHERE id IN ({marks})"),
                    {f"p{j}": x for j, x in enumerate(chunk)})
                out.update({r[0]: (r[1], r[2]) for r in rows})
        return out

    def table_ids(self, status: str) -> list[str]:
        s = self.s
        with self.engine.connect() as conn:
            return list(conn.execute(select(s.tables.c.id).where(s.tables.c.status == status)).scalars())

    def list_tables(self, game: str | None = None, status: str | None = None,
                    idle_for: float | None = None, limit: int = 100, offset: int = 0
                    ) -> list[dict[str, Any]]:
        """Table rows (newest first) with their seats, filtered."""
        s = self.s
        q = select(s.tables)
        if game:
            q = q.where(s.tables.c.game == game)
        if status:
            q = q.where(s.tables.c.status == status)
        if idle_for is not None:
            q = q.where(s.tables.c.updated_at <= time.time() - idle_for)
        q = q.order_by(s.tables.c.created_at.desc(), s.tables.c.id).limit(limit).offset(offset)
        with self.engine.connect() as conn:
            rows = [dict(r) for r in conn.execute(q).mappings()]
            ids = [r["id"] for r in rows]
            by_table: dict[str, list[dict[str, Any]]] = {i: [] for i in ids}
            if ids:
                for seat in conn.execute(select(s.seats).where(s.seats.c.table_id.in_(ids))
                                         .order_by(s.seats.c.seat)).mappings():
                    by_table[seat["table_id"]].append(dict(seat))
        for r in rows:
            r["seats"] = by_table[r["id"]]
            # the lobby reads the public state id: actions hidden from the public are not
            # counted (server/numbering.py; NULL: no action was ever hidden)
            shown_id = r.pop("shown_id", None)
            if shown_id is not None:
                r["state_id"] = shown_id
        return rows


class AsyncPg:
    """PostgreSQL from the event loop (psycopg's AsyncConnection), for the accepted action: a
    store call in a database thread costs the hand-over to the thread and back (about 0.1 ms of
    CPU, as much as the statement itself); here the statement is sent and its answer awaited
    by the event loop. Its own few connections (ASYNC_POOL at most, made as needed, with the
    pool's settings), tied to the running event loop.

    As with the pool: a connection idle over IDLE_PING seconds is pinged (`SELECT 1`) before it
    is used, and replaced if that fails; a failed call raises what SQLAlchemy raises (a
    connection found dead is closed); the connections in use are in `Store._busy`, so
    `Store.interrupt` cuts them. A call that gets no answer within `timeout` seconds (a
    partition) has its connection's socket shut down — it fails at once rather than after the
    TCP timeouts, the connection is dropped — and raises TimeoutError."""

    def __init__(self, store: Store, size: int = ASYNC_POOL) -> None:
        self.store = store
        self.size = size
        self._loop: Any = None
        self._slots: Any = None
        #: (connection, its cursor, idle since: monotonic), the last used last
        self._idle: list[tuple[Any, Any, float]] = []

    async def append_action(self, table_id: str, expected: int, seat: int, action: str, log: list[Any],
                            source: str, status: str, outcome: dict[str, Any] | None, snapshot: str | None,
                            notify: str | None = None, at: float | None = None, shown: str | None = None,
                            public_id: int | None = None, public: bool = True, *,
                            timeout: float = STATEMENT_TIMEOUT) -> bool:
        """`Store.append_action` (PostgreSQL's one statement), awaited on the event loop."""
        now = time.time() if at is None else at
        sql, params = self.store._pg_append_statement(table_id, expected, seat, action, log, source, status,
                                                       outcome, snapshot, notify, now, shown, public_id, public)
        return await self.run(sql, params, timeout) == 1

    async def run(self, sql: str, params: dict[str, Any] | None, timeout: float) -> int:
        """One statement in autocommit (its own transaction: one round trip); how many rows it
        returned (or changed)."""
        import asyncio

        loop = asyncio.get_running_loop()
        if loop is not self._loop:  # (another event loop: its connections are not this one's)
            self.close()
            self._loop, self._slots = loop, asyncio.Semaphore(self.size)
        deadline = loop.time() + timeout
        if self._slots.locked():
            async with asyncio.timeout_at(deadline):
                await self._slots.acquire()
        else:
            await self._slots.acquire()  # (free: returns at once)
        try:
            conn, cur = await self._take(deadline)
            rows = await self._execute(conn, cur, sql, params, deadline)
            self._idle.append((conn, cur, time.monotonic()))
            return rows
        finally:
            self._slots.release()

    async def _take(self, deadline: float) -> tuple[Any, Any]:
        import asyncio

        import psycopg

        while self._idle:
            conn, cur, since = self._idle.pop()
            if conn.closed:
                continue
            if time.monotonic() - since < IDLE_PING:
                return conn, cur
            try:  # idle long enough to have been cut (a database restart): ping it first
                await self._execute(conn, cur, "SELECT 1", None, deadline)
                return conn, cur
            except TimeoutError:
                raise
            except sa_exc.DBAPIError:
                _finish(conn)
        async with asyncio.timeout_at(deadline):
            try:
                conn = await psycopg.AsyncConnection.connect(self.store.libpq_dsn(), autocommit=True,
                                                             **PG_CONNECT_ARGS)
                return conn, conn.cursor()  # (one cursor per connection, used again and again)
            except psycopg.Error as exc:
                raise sa_exc.DBAPIError.instance(None, None, exc, psycopg.Error, connection_invalidated=True,
                                                 dialect=self.store.engine.dialect) from exc

    async def _execute(self, conn: Any, cur: Any, sql: str, params: dict[str, Any] | None, deadline: float) -> int:
        import psycopg

        cut: list[bool] = []

        def shut() -> None:  # no answer in time: the call fails now, the connection is not kept
            cut.append(True)
            _shut_socket(conn)

        timer = self._loop.call_at(deadline, shut)
        busy = self.store._busy
        busy[id(conn)] = conn
        try:
            await cur.execute(sql, params)
            return int(cur.rowcount)
        except psycopg.Error as exc:
            dead = conn.broken or conn.closed or bool(cut)
            if dead:
                _finish(conn)
            if cut:
                raise TimeoutError(f"no answer from PostgreSQL in time: {exc}") from exc
            raise sa_exc.DBAPIError.instance(sql, params, exc, psycopg.Error, connection_invalidated=dead,
                                             dialect=self.store.engine.dialect) from exc
        except BaseException:  # (cancelled: the connection's state is unknown)
            _finish(conn)
            raise
        finally:
            timer.cancel()
            busy.pop(id(conn), None)

    def close(self) -> None:
        """Close the idle connections (from any thread; those in use are closed by their call)."""
        idle, self._idle = self._idle, []
        for conn, _, _ in idle:
            _finish(conn)


def _shut_socket(conn: Any) -> None:
    """Shut a PostgreSQL connection's socket down: a call waiting on it fails at once."""
    import socket

    try:
        with socket.socket(fileno=os.dup(conn.pgconn.socket)) as sock:
            sock.shutdown(socket.SHUT_RDWR)
    except Exception:  # noqa: BLE001 - closed meanwhile, or no socket: nothing to unblock
        pass


def _finish(conn: Any) -> None:
    try:
        conn.pgconn.finish()
    except Exception:  # noqa: BLE001 - already closed
        pass


def _pragma(dbapi_conn: Any, pragma: str) -> None:
    cur = dbapi_conn.cursor()
    cur.execute(f"PRAGMA {pragma}")
    cur.close()


def _no_autocheckpoint(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA wal_autocheckpoint=0")
    cur.close()


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    # WAL: readers never block the writer; NORMAL: a commit survives a killed process
    # (only an OS crash or power cut can lose the last commits).
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT * 1000)}")
    cur.close()
