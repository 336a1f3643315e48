"""Engines with the connection settings durability depends on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.request import pathname2url

from sqlalchemy import create_engine, event
from sqlalchemy.engine import URL, Engine

# A writer waits this long for another connection's write to finish before giving up (milliseconds).
BUSY_TIMEOUT_MS = 10_000
# Execution option of a connection that only reads: its transaction starts with a plain (deferred) BEGIN.
READ_ONLY_OPTION = "mafia_desk_read"


@dataclass(frozen=True)
class SessionLimits:
    """What a tournament server's session asks of the server (milliseconds, 0 for none).

    A desk that stops in the middle of a transaction (a frozen program, or a dropped Wi-Fi, which the
    server cannot tell apart from a slow desk) keeps its row locks for as long as its connection lives:
    about two hours, until the server's TCP gives up. The waiters' `lock_timeout` turns their wait into an
    error they retry; the stalled session's own `idle_in_transaction_session_timeout` makes the server end
    it, which frees its locks. Each session sets its own, so a stalled desk is ended by the limits it
    asked for itself (docs/server.md, "A desk that stops mid-write")."""

    lock_timeout_ms: int
    idle_in_transaction_ms: int
    statement_ms: int


# A table's desk: its transactions are a few statements with nothing in between (a claim, a push), so a
# pause of 15 s means the desk stopped; a take-over waits at most 10 s per try, and no statement of
# a desk's needs 30 s.
DESK_LIMITS = SessionLimits(lock_timeout_ms=10_000, idle_in_transaction_ms=15_000, statement_ms=30_000)
# The organiser's window: an import checks the whole tournament between its statements (seconds of
# Python for a large one) and a migration may rewrite a table, so only its waits for locks are cut short,
# and a stalled organiser's laptop is ended after two minutes.
ORGANISER_LIMITS = SessionLimits(lock_timeout_ms=10_000, idle_in_transaction_ms=120_000, statement_ms=0)
# The server's side of TCP keepalive on each session (its own default, two hours, is what a dead laptop's
# connection used to get): a silent peer is dropped after about 10 + 3 x 5 = 25 s, and data the peer
# does not acknowledge (a reply, a notice) after 25 s.
SERVER_KEEPALIVE_IDLE_S = 10
SERVER_KEEPALIVE_INTERVAL_S = 5
SERVER_KEEPALIVE_COUNT = 3
SERVER_TCP_USER_TIMEOUT_MS = 25_000


def server_session_settings(limits: SessionLimits) -> dict[str, int]:
    """The run-time parameters a server session sets at its start (libpq `options`, see
    store/server.py `session_options`)."""
    return {
        "lock_timeout": limits.lock_timeout_ms,
        "idle_in_transaction_session_timeout": limits.idle_in_transaction_ms,
        "statement_timeout": limits.statement_ms,
        "tcp_keepalives_idle": SERVER_KEEPALIVE_IDLE_S,
        "tcp_keepalives_interval": SERVER_KEEPALIVE_INTERVAL_S,
        "tcp_keepalives_count": SERVER_KEEPALIVE_COUNT,
        "tcp_user_timeout": SERVER_TCP_USER_TIMEOUT_MS,
    }


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """Run on every new SQLite connection, since pragmas other than journal_mode are per connection.

    WAL lets readers (standings, exports) run beside the writer; synchronous=FULL makes each commit reach the
    disk (with WAL, NORMAL could lose the last commits on power loss, which is exactly the game being played).
    """
    # Let SQLAlchemy, not the sqlite3 module, decide where transactions start (see _sqlite_begin).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = FULL")
        cursor.execute("PRAGMA foreign_keys = ON")
    finally:
        cursor.close()


def _sqlite_reader_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """A reader beside a running app: read-only at the file level, so it can never take the write lock."""
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA query_only = ON")
    finally:
        cursor.close()


def _sqlite_begin(connection: Any) -> None:
    """An explicit BEGIN, so DDL (migrations) is transactional too: the sqlite3 module only opens transactions
    before INSERT/UPDATE/DELETE, which would let a crash leave a half-migrated file.

    Writes take the write lock up front (IMMEDIATE): SQLite's busy timeout then waits for another program's
    write to end, whereas a deferred transaction that has read and then wants to write fails at once (its
    snapshot is stale) whatever the timeout."""
    deferred = connection.get_execution_options().get(READ_ONLY_OPTION, False)
    connection.exec_driver_sql("BEGIN" if deferred else "BEGIN IMMEDIATE")


def _sqlite_read_begin(connection: Any) -> None:
    connection.exec_driver_sql("BEGIN")


def create_store_engine(url: URL, *, read_only: bool = False, immutable: bool = False) -> Engine:
    """`read_only`: for reading beside a running app (SQLite `mode=ro`, PostgreSQL read-only transactions).
    `immutable`: a SQLite file on a read-only file system, which nobody can be writing (no -shm needed)."""
    if url.get_backend_name() == "sqlite":
        if read_only:
            query = {"immutable": "1"} if immutable else {"mode": "ro"}
            url = url.set(database=f"file:{pathname2url(url.database or '')}", query={**query, "uri": "true"})
        engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})
        event.listen(engine, "connect", _sqlite_reader_pragmas if read_only else _sqlite_pragmas)
        event.listen(engine, "begin", _sqlite_read_begin if read_only else _sqlite_begin)
        return engine
    if read_only:
        return create_engine(url, pool_pre_ping=True, execution_options={"postgresql_readonly": True})
    return create_engine(url, pool_pre_ping=True)
