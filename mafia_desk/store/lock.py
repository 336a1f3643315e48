"""One running instance per database: two hosts writing the same games would corrupt the log's meaning.

SQLite: an OS lock on `<db>.lock`, so the kernel releases it when the process dies (a crash never leaves the
database locked). PostgreSQL: a session advisory lock keyed on the database and schema, released by the server
when the connection drops.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path
from typing import IO, Protocol

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine

from mafia_desk.store.errors import DatabaseInUseError, StoreError


class StoreLock(Protocol):
    def release(self) -> None: ...

    def abandon(self) -> None:
        """Release after a failed open, tidying up what the attempt itself created."""


def lock_path_for(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + ".lock")


class FileLock:
    def __init__(self, handle: IO[str], path: Path, created: bool) -> None:
        self._handle: IO[str] | None = handle
        self.path = path
        self.created = created

    def release(self) -> None:
        if self._handle is None:
            return
        try:
            _unlock(self._handle)
        finally:
            self._handle.close()
            self._handle = None

    def abandon(self) -> None:
        """Release, and remove the lock file if this attempt made it: a refused file (not ours, damaged,
        newer) gets no stray `.lock` beside it."""
        if self._handle is None:
            return
        if self.created:
            self.path.unlink(missing_ok=True)
        self.release()


def acquire_file_lock(db_path: Path) -> FileLock:
    path = lock_path_for(db_path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        created = not path.exists()
        handle = path.open("a+", encoding="utf-8")
    except OSError as exc:
        raise StoreError(f"cannot create the lock file {path}: {exc.strerror or exc}") from exc
    if not _try_lock(handle):
        try:
            handle.seek(0)
            holder = handle.read().strip()
        except OSError:  # Windows: the holder's locked byte cannot be read
            holder = ""
        handle.close()
        who = f" (process {holder})" if holder.isdigit() else ""
        raise DatabaseInUseError(
            f"the database {db_path} is in use by another Mafia Desk instance{who}; "
            "close it first, or open another database with MAFIA_DESK_DB"
        )
    handle.seek(0)
    handle.truncate()
    handle.write(str(os.getpid()))
    handle.flush()
    return FileLock(handle, path, created)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(handle: IO[str]) -> bool:
        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[str]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(handle: IO[str]) -> bool:
        # flock locks belong to the open file description, so a second open in the same process conflicts too.
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


class AdvisoryLock:
    def __init__(self, connection: Connection, key: int) -> None:
        self._connection: Connection | None = connection
        self._key = key

    def release(self) -> None:
        if self._connection is None:
            return
        try:
            self._connection.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": self._key})
            self._connection.commit()
        finally:
            self._connection.close()
            self._connection = None

    def abandon(self) -> None:
        self.release()


def acquire_advisory_lock(engine: Engine) -> AdvisoryLock:
    connection = engine.connect()
    try:
        where = connection.execute(text("SELECT current_database() || '.' || current_schema()")).scalar_one()
        digest = hashlib.sha256(f"mafia-desk:{where}".encode()).digest()
        key = int.from_bytes(digest[:8], "big", signed=True)
        got = connection.execute(text("SELECT pg_try_advisory_lock(:k)"), {"k": key}).scalar_one()
        connection.commit()
    except Exception:
        connection.close()
        raise
    if not got:
        connection.close()
        raise DatabaseInUseError(
            f"the database {where} is in use by another Mafia Desk instance; close it first"
        )
    return AdvisoryLock(connection, key)
