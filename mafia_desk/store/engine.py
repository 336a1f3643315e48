"""Engines with the connection settings durability depends on."""

from __future__ import annotations

from typing import Any
from urllib.request import pathname2url

from sqlalchemy import create_engine, event
from sqlalchemy.engine import URL, Engine

# A writer waits this long for another connection's write to finish before giving up (milliseconds).
BUSY_TIMEOUT_MS = 10_000
# Execution option of a connection that only reads: its transaction starts with a plain (deferred) BEGIN.
READ_ONLY_OPTION = "mafia_desk_read"


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
