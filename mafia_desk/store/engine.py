"""Engines with the connection settings durability depends on."""

from __future__ import annotations

from typing import Any

from sqlalchemy import create_engine, event
from sqlalchemy.engine import URL, Engine

# A writer waits this long for another connection's write to finish before giving up (milliseconds).
BUSY_TIMEOUT_MS = 10_000


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


def _sqlite_begin(connection: Any) -> None:
    """An explicit BEGIN, so DDL (migrations) is transactional too: the sqlite3 module only opens transactions
    before INSERT/UPDATE/DELETE, which would let a crash leave a half-migrated file."""
    connection.exec_driver_sql("BEGIN")


def create_store_engine(url: URL) -> Engine:
    if url.get_backend_name() == "sqlite":
        engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})
        event.listen(engine, "connect", _sqlite_pragmas)
        event.listen(engine, "begin", _sqlite_begin)
        return engine
    return create_engine(url, pool_pre_ping=True)
