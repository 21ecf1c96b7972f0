"""The database schema and its migrations.

Every table name carries a prefix (empty by default) so that several salon deployments, or
parallel test runs, can share one database. Migrations are numbered steps applied in order
inside one transaction each; the version reached is kept in `<prefix>schema_version`.
A database written by an older salon is upgraded on start-up; one written by a newer salon is
refused rather than damaged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    inspect,
    select,
)
from sqlalchemy.engine import Connection


@dataclass
class Schema:
    """The SQLAlchemy tables of one prefix."""

    prefix: str
    metadata: MetaData
    version: Table
    tables: Table
    seats: Table
    actions: Table
    snapshots: Table
    chat: Table
    accounts: Table
    sessions: Table
    links: Table
    limits: Table
    outbox: Table
    ratings: Table
    rating_events: Table
    rated_tables: Table
    coop_results: Table
    turn_mail: Table
    #: post-game analyses (salon.analysis), computed once per finished table and level
    analyses: Table | None = None


def make_schema(prefix: str = "") -> Schema:
    md = MetaData()
    version = Table(f"{prefix}schema_version", md, Column("version", Integer, nullable=False))
    tables = Table(
        f"{prefix}tables", md,
        Column("id", String(40), primary_key=True),
        Column("game", String(64), nullable=False, index=True),
        Column("game_version", String(32), nullable=False),
        Column("players", Integer, nullable=False),
        Column("options", Text, nullable=False),          # JSON object
        Column("seed", BigInteger, nullable=False),        # secret until the game is over
        Column("status", String(16), nullable=False, index=True),  # open | playing | finished
        Column("state_id", Integer, nullable=False),       # number of accepted actions
        Column("clock", Float, nullable=True),             # seconds per decision, or NULL
        Column("bot_delay", Float, nullable=True),         # pause before a bot moves (NULL: server's)
        Column("replacement_bot", String(200), nullable=False),
        Column("created_at", Float, nullable=False),
        Column("updated_at", Float, nullable=False),       # last accepted action or seat change
        Column("outcome", Text, nullable=True),            # JSON, once finished
        # since schema 3 (NULL: the defaults of tables made before)
        Column("grace", Float, nullable=True),             # s before an absent seat may go to a bot
        Column("spectator_chat", Boolean, nullable=True),  # players read spectators' chat (NULL: yes)
        Column("rematch", String(40), nullable=True),      # id of this finished table's rematch
        # since schema 4 (NULL or false: the server drew the seed)
        Column("seeded", Boolean, nullable=True),          # the creator chose the seed (admin token)
        # since schema 5: the process that runs the table's bots and clocks (server/leases.py)
        Column("owner", String(40), nullable=True),        # its instance id (NULL: nobody)
        Column("lease_expires", Float, nullable=True),     # Unix time its lease runs out
        # since schema 6: the public state id, counting only the actions spectators were shown
        Column("shown_id", Integer, nullable=True),        # NULL: equal to state_id
        # since schema 7 (NULL: false)
        Column("rated", Boolean, nullable=True),           # created rated (people/ratings.py)
        Column("turn_based", Boolean, nullable=True),      # a move when you have a minute: "your turn" mail
        # since schema 9: who made the table, as the bots' fair share knows it (server/guard.py
        # creator_key: a digest of the client address, never the address; NULL: the admin token)
        Column("creator", String(40), nullable=True),
    )
    seats = Table(
        f"{prefix}seats", md,
        Column("table_id", String(40), nullable=False),
        Column("seat", Integer, nullable=False),
        Column("kind", String(16), nullable=False),        # human | bot | open
        Column("name", String(80), nullable=True),
        Column("bot", String(200), nullable=True),         # spec of a bot seat
        Column("token_hash", String(64), nullable=True),   # sha256 of the seat token
        Column("away", Boolean, nullable=False, default=False),  # the human left; a bot plays
        # since schema 7: the account whose seat this is (NULL: a guest's, a bot's, an open one)
        Column("account_id", String(32), nullable=True, index=True),
        # since schema 10: who made the seat away: "left" (its player), "player" (another
        # player handed it to the bot), "server" (its own limits ran out); NULL: not away
        Column("away_by", String(16), nullable=True),
        PrimaryKeyConstraint("table_id", "seat"),
    )
    actions = Table(
        f"{prefix}actions", md,
        Column("table_id", String(40), nullable=False),
        Column("seq", Integer, nullable=False),            # the state_id this action produced
        Column("seat", Integer, nullable=False),
        Column("action", Text, nullable=False),            # notation
        Column("log", Text, nullable=False),               # JSON: describe() per seat, then spectator
        Column("source", String(16), nullable=False),          # human | bot | clock
        Column("at", Float, nullable=False),
        # since schema 6: the viewers it was shown (server/numbering.py), NULL: every viewer
        Column("shown", String(40), nullable=True),
        PrimaryKeyConstraint("table_id", "seq"),           # two writers can never both add seq n
    )
    snapshots = Table(
        f"{prefix}snapshots", md,
        Column("table_id", String(40), primary_key=True),
        Column("state_id", Integer, nullable=False),
        Column("state", Text, nullable=False),             # State.to_json(), a cache only
    )
    chat = Table(
        f"{prefix}chat", md,
        Column("table_id", String(40), nullable=False),
        Column("seq", Integer, nullable=False),            # 1, 2, … per table
        Column("seat", Integer, nullable=True),            # NULL: a spectator (or the table itself)
        Column("kind", String(16), nullable=False),        # chat | system
        Column("text", Text, nullable=False),              # system lines name seats by placeholder
        Column("at", Float, nullable=False),
        PrimaryKeyConstraint("table_id", "seq"),
    )
    # since schema 7: people (salon/people/, docs/accounts.md)
    accounts = Table(
        f"{prefix}accounts", md,
        Column("id", String(32), primary_key=True),
        Column("name", String(80), nullable=False),           # the display name as typed (NFC)
        Column("name_key", String(160), nullable=False, unique=True),  # people/names.py: name_key
        Column("email", String(320), nullable=False),
        Column("email_key", String(320), nullable=False, unique=True),  # the address, case-folded
        Column("password_hash", Text, nullable=False),        # Argon2id (PHC string)
        Column("verified", Boolean, nullable=False),          # the address was confirmed by its link
        Column("created_at", Float, nullable=False),
        Column("mail_turns", Boolean, nullable=False),        # "your turn" mail wanted
        Column("unsubscribe_key", String(64), nullable=False),  # the one-click unsubscribe link's key
        Column("language", String(8), nullable=True),        # en, de, fr (NULL: the browser's)
    )
    sessions = Table(
        f"{prefix}sessions", md,
        Column("id_hash", String(64), primary_key=True),      # sha256 of the cookie's session id
        Column("account_id", String(32), nullable=False, index=True),
        Column("created_at", Float, nullable=False),
        Column("expires_at", Float, nullable=False),
    )
    links = Table(
        f"{prefix}account_links", md,                          # e-mailed one-time links
        Column("token_hash", String(64), primary_key=True),   # sha256 of the link's token
        Column("account_id", String(32), nullable=False, index=True),
        Column("purpose", String(16), nullable=False),        # verify | reset
        Column("created_at", Float, nullable=False),
        Column("expires_at", Float, nullable=False),
        Column("used_at", Float, nullable=True),              # set once: a link works once
    )
    limits = Table(
        f"{prefix}rate_limits", md,                            # shared by every process
        Column("key", String(200), primary_key=True),         # what is limited, e.g. signin-account:<id>
        Column("window_start", Float, nullable=False),
        Column("count", Integer, nullable=False),
    )
    outbox = Table(
        f"{prefix}outbox", md,                                 # mail owed, written with its cause
        Column("id", String(64), primary_key=True),           # stable: the Message-ID's left part
        Column("kind", String(16), nullable=False),           # verify | reset | signup | turn
        Column("account_id", String(32), nullable=True),
        Column("table_id", String(40), nullable=True, index=True),  # turn mail: sent by its owner
        Column("seat", Integer, nullable=True),               # turn mail: the seat to act ...
        Column("state_id", Integer, nullable=True),           # ... at this state
        Column("to_addr", String(320), nullable=False),
        Column("subject", Text, nullable=False),
        Column("body", Text, nullable=False),
        Column("created_at", Float, nullable=False),
        Column("next_at", Float, nullable=False),             # not before (backoff after a failure)
        Column("attempts", Integer, nullable=False),
        Column("sent_at", Float, nullable=True, index=True),
        Column("last_error", Text, nullable=True),
        Column("claimed_by", String(40), nullable=True),      # the process sending it now ...
        Column("claimed_until", Float, nullable=True),        # ... until then
    )
    ratings = Table(
        f"{prefix}ratings", md,                                # openskill (Weng-Lin) per game
        Column("account_id", String(32), nullable=False),
        Column("game", String(64), nullable=False),
        Column("mu", Float, nullable=False),
        Column("sigma", Float, nullable=False),
        Column("games", Integer, nullable=False),
        Column("updated_at", Float, nullable=False),
        PrimaryKeyConstraint("account_id", "game"),
    )
    rating_events = Table(
        f"{prefix}rating_events", md,                          # one per rated seat: the history
        Column("table_id", String(40), nullable=False),
        Column("account_id", String(32), nullable=False, index=True),
        Column("game", String(64), nullable=False),
        Column("at", Float, nullable=False),
        Column("rank", Integer, nullable=False),              # 1 = first; a leaver is last
        Column("left", Boolean, nullable=False),              # abandoned: counted as a loss
        Column("mu_before", Float, nullable=False),
        Column("sigma_before", Float, nullable=False),
        Column("mu", Float, nullable=False),
        Column("sigma", Float, nullable=False),
        # since schema 10: how much the game counted (repeated pairings count less; NULL: 1)
        Column("weight", Float, nullable=True),
        PrimaryKeyConstraint("table_id", "account_id"),
    )
    rated_tables = Table(
        f"{prefix}rated_tables", md,                           # a finished rated table, settled once
        Column("table_id", String(40), primary_key=True),
        Column("at", Float, nullable=False),
        Column("result", String(40), nullable=False),         # rated | cooperative | unrated:<why>
    )
    coop_results = Table(
        f"{prefix}coop_results", md,                           # cooperative games: no rating
        Column("table_id", String(40), nullable=False),
        Column("account_id", String(32), nullable=False, index=True),
        Column("game", String(64), nullable=False),
        Column("chapter", String(40), nullable=False),        # the game's chapter (or "")
        Column("won", Boolean, nullable=False),
        Column("partners", Text, nullable=False),             # JSON: the other seats' account ids
        Column("at", Float, nullable=False),
        PrimaryKeyConstraint("table_id", "account_id"),
    )
    turn_mail = Table(
        f"{prefix}turn_mail", md,                              # one "your turn" mail per turn
        Column("table_id", String(40), nullable=False),
        Column("seat", Integer, nullable=False),
        Column("state_id", Integer, nullable=False),          # the state the last mail was about
        Column("sent_at", Float, nullable=False),
        PrimaryKeyConstraint("table_id", "seat"),
    )
    schema = Schema(prefix, md, version, tables, seats, actions, snapshots, chat,
                  accounts, sessions, links, limits, outbox, ratings, rating_events, rated_tables,
                  coop_results, turn_mail)
    schema.analyses = Table(
        f"{prefix}analyses", md,
        Column("table_id", String(40), nullable=False),
        Column("level", String(16), nullable=False),       # quick | normal | deep
        Column("format", Integer, nullable=False),         # salon.analysis.FORMAT
        Column("result", Text, nullable=False),            # GameAnalysis.to_json()
        Column("cpu_seconds", Float, nullable=False),
        Column("at", Float, nullable=False),
        PrimaryKeyConstraint("table_id", "level"),
    )
    return schema


def drop_schema(url: str, prefix: str) -> None:
    """Drop every salon table of one prefix that exists (clean-up after tests and benchmarks)."""
    from sqlalchemy import create_engine

    engine = create_engine(url)
    try:
        make_schema(prefix).metadata.drop_all(engine)
    finally:
        engine.dispose()


# ------------------------------------------------------------------ migrations
# Each step brings the database from version i to i + 1. Never edit a released step: add one.


def _v1(conn: Connection, s: Schema) -> None:
    """First schema: tables, seats, actions (without the `source` column)."""
    for t in (s.tables, s.seats):
        t.create(conn)
    conn.exec_driver_sql(
        f"CREATE TABLE {s.actions.name} (table_id VARCHAR(40) NOT NULL, seq INTEGER NOT NULL, "
        "seat INTEGER NOT NULL, action TEXT NOT NULL, log TEXT NOT NULL, at FLOAT NOT NULL, "
        "PRIMARY KEY (table_id, seq))"
    )


def _v2(conn: Connection, s: Schema) -> None:
    """Who played each action (human, bot, clock); the snapshot cache."""
    conn.exec_driver_sql(
        f"ALTER TABLE {s.actions.name} ADD COLUMN source VARCHAR(16) NOT NULL DEFAULT 'human'"
    )
    s.snapshots.create(conn)


def _v3(conn: Connection, s: Schema) -> None:
    """Table talk (chat and seat events), the grace time of absent seats, the spectators'
    chat setting and the rematch of a finished table."""
    # _v1 creates `tables` from the current columns: add only the ones a database lacks
    have = {c["name"] for c in inspect(conn).get_columns(s.tables.name)}
    for name, sql_type in (("grace", "FLOAT"), ("spectator_chat", "BOOLEAN"), ("rematch", "VARCHAR(40)")):
        if name not in have:
            conn.exec_driver_sql(f"ALTER TABLE {s.tables.name} ADD COLUMN {name} {sql_type}")
    conn.exec_driver_sql(
        f"CREATE TABLE {s.chat.name} (table_id VARCHAR(40) NOT NULL, seq INTEGER NOT NULL, "
        "seat INTEGER, kind VARCHAR(16) NOT NULL, text TEXT NOT NULL, at FLOAT NOT NULL, "
        "PRIMARY KEY (table_id, seq))"
    )


def _v4(conn: Connection, s: Schema) -> None:
    """Whether a table's seed was chosen by its creator (with the admin token); older tables'
    seeds were not marked: false."""
    have = {c["name"] for c in inspect(conn).get_columns(s.tables.name)}
    if "seeded" not in have:
        conn.exec_driver_sql(f"ALTER TABLE {s.tables.name} ADD COLUMN seeded BOOLEAN DEFAULT FALSE")


def _v5(conn: Connection, s: Schema) -> None:
    """Leases: the process that owns a playing table (runs its bots and clocks) and until when;
    older tables are owned by nobody (the first live process takes them)."""
    have = {c["name"] for c in inspect(conn).get_columns(s.tables.name)}
    for name, sql_type in (("owner", "VARCHAR(40)"), ("lease_expires", "FLOAT")):
        if name not in have:
            conn.exec_driver_sql(f"ALTER TABLE {s.tables.name} ADD COLUMN {name} {sql_type}")


def _v6(conn: Connection, s: Schema) -> None:
    """Hidden steps (issue 26): the viewers each action was shown, and the table's public state
    id; older actions were shown to every viewer (NULL), older tables' public id is their
    state_id (NULL)."""
    have = {c["name"] for c in inspect(conn).get_columns(s.tables.name)}
    if "shown_id" not in have:
        conn.exec_driver_sql(f"ALTER TABLE {s.tables.name} ADD COLUMN shown_id INTEGER")
    have = {c["name"] for c in inspect(conn).get_columns(s.actions.name)}
    if "shown" not in have:
        conn.exec_driver_sql(f"ALTER TABLE {s.actions.name} ADD COLUMN shown VARCHAR(40)")


def _v7(conn: Connection, s: Schema) -> None:
    """People: accounts, their sessions, e-mailed one-time links, rate limits shared by every
    process, the mail outbox and the "your turn" mail sent; ratings and their history, the
    cooperative results; a seat's account (older seats: none, a guest's); whether a table is
    rated or turn-based (older tables: neither)."""
    have = {c["name"] for c in inspect(conn).get_columns(s.seats.name)}
    if "account_id" not in have:
        conn.exec_driver_sql(f"ALTER TABLE {s.seats.name} ADD COLUMN account_id VARCHAR(32)")
        conn.exec_driver_sql(f"CREATE INDEX ix_{s.seats.name}_account_id ON {s.seats.name} (account_id)")
    have = {c["name"] for c in inspect(conn).get_columns(s.tables.name)}
    for name in ("rated", "turn_based"):
        if name not in have:
            conn.exec_driver_sql(f"ALTER TABLE {s.tables.name} ADD COLUMN {name} BOOLEAN")
    for t in (s.accounts, s.sessions, s.links, s.limits, s.outbox, s.ratings, s.rating_events,
              s.rated_tables, s.coop_results, s.turn_mail):
        t.create(conn, checkfirst=True)


def _v8(conn: Connection, s: Schema) -> None:
    """Post-game analyses: one per finished table and level, computed once (issue 30)."""
    assert s.analyses is not None
    if not inspect(conn).has_table(s.analyses.name):
        s.analyses.create(conn)


def _v9(conn: Connection, s: Schema) -> None:
    """The table's creator, so that fair bot time outlives a restart, a lease taken over and
    the other processes (issue 28's open point)."""
    if "creator" not in {c["name"] for c in inspect(conn).get_columns(s.tables.name)}:
        conn.exec_driver_sql(f"ALTER TABLE {s.tables.name} ADD COLUMN creator VARCHAR(40)")


def _v10(conn: Connection, s: Schema) -> None:
    """Ratings that measure play (issue 51): who made a seat away (a seat the server handed to
    the bot keeps its result; older away seats: NULL, read as left), and the weight a rated
    game counted with (older events: NULL, read as 1)."""
    if "away_by" not in {c["name"] for c in inspect(conn).get_columns(s.seats.name)}:
        conn.exec_driver_sql(f"ALTER TABLE {s.seats.name} ADD COLUMN away_by VARCHAR(16)")
    if (inspect(conn).has_table(s.rating_events.name)
            and "weight" not in {c["name"] for c in inspect(conn).get_columns(s.rating_events.name)}):
        conn.exec_driver_sql(f"ALTER TABLE {s.rating_events.name} ADD COLUMN weight FLOAT")


def _v11(conn: Connection, s: Schema) -> None:
    """The language an account reads (issue 55): its pages, its tables, its mail (older
    accounts: NULL, read as the browser's language and English for mail)."""
    if "language" not in {c["name"] for c in inspect(conn).get_columns(s.accounts.name)}:
        conn.exec_driver_sql(f"ALTER TABLE {s.accounts.name} ADD COLUMN language VARCHAR(8)")


MIGRATIONS: list[Callable[[Connection, Schema], None]] = [_v1, _v2, _v3, _v4, _v5, _v6, _v7, _v8, _v9, _v10, _v11]
LATEST = len(MIGRATIONS)


class SchemaTooNew(RuntimeError):
    pass


def current_version(conn: Connection, s: Schema) -> int:
    if not inspect(conn).has_table(s.version.name):
        return 0
    v = conn.execute(select(s.version.c.version)).scalar()
    return int(v or 0)


def migrate(engine, s: Schema, target: int = LATEST) -> int:  # type: ignore[no-untyped-def]
    """Bring the database up to `target`; returns the version it was at before."""
    with engine.begin() as conn:
        if engine.dialect.name == "postgresql":
            # one migrator at a time when several servers start together
            conn.exec_driver_sql("SELECT pg_advisory_xact_lock(hashtext(%(k)s))",
                                 {"k": f"salon-migrate-{s.prefix}"})
        before = current_version(conn, s)
        if before > LATEST:
            raise SchemaTooNew(
                f"the database has schema version {before}; this salon knows up to {LATEST}"
            )
        if before == 0:
            s.version.create(conn)
            conn.execute(s.version.insert().values(version=0))
        for i in range(before, target):
            MIGRATIONS[i](conn, s)
        if target > before:
            conn.execute(s.version.update().values(version=target))
    return before
