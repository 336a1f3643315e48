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
from sqlalchemy.exc import DBAPIError

from mafia_desk.store.errors import DatabaseInUseError, LockLostError, StoreError
from mafia_desk.store.failures import errno_problem


class StoreLock(Protocol):
    def release(self) -> None: ...

    def write_connection(self) -> Connection | None:
        """The connection every write must use (the one holding the lock), or None for any pooled one.
        Raises `LockLostError` when the lock is known to be lost."""

    def lost(self) -> LockLostError:
        """Record that the lock is gone (its connection dropped mid-write); the error to raise."""

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

    def write_connection(self) -> Connection | None:
        """The OS holds a file lock until the descriptor is closed: it cannot be lost while open."""
        return None

    def lost(self) -> LockLostError:
        return LockLostError(f"the lock file {self.path} was lost")

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
        detail = errno_problem(exc.errno, path.parent) or exc.strerror or str(exc)
        raise StoreError(
            f"cannot open the database {db_path}: {detail} (its lock file {path} cannot be made)"
        ) from exc
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
    _write_holder(handle)
    return FileLock(handle, path, created)


def _write_holder(handle: IO[str]) -> None:
    """Leave our process id in the lock file for the "in use by process N" message. Only a courtesy: the lock
    is the OS lock, so a full disk that refuses these few bytes must not stop the open (nor raise later, which
    is why the text buffer is bypassed)."""
    fd = handle.fileno()
    try:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, str(os.getpid()).encode())
    except OSError:
        pass


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


class NoLock:
    """A reader beside the running app takes no lock: SQLite's WAL (or the server) keeps its reads
    consistent, and it cannot write."""

    def release(self) -> None:
        pass

    def write_connection(self) -> Connection | None:
        return None

    def lost(self) -> LockLostError:
        return LockLostError("a reader holds no lock")

    def abandon(self) -> None:
        pass


class SharedLock:
    """A tournament server is written by every laptop at once (store/server.py): no instance lock, each
    change one transaction, and the server's own locks keep concurrent writers apart."""

    def release(self) -> None:
        pass

    def write_connection(self) -> Connection | None:
        return None

    def lost(self) -> LockLostError:
        return LockLostError("a shared server store holds no instance lock")

    def abandon(self) -> None:
        pass


class AdvisoryLock:
    def __init__(self, connection: Connection, key: int, where: str) -> None:
        self._connection: Connection | None = connection
        self._key = key
        self._where = where
        self.backend_pid: int = connection.execute(text("SELECT pg_backend_pid()")).scalar_one()
        connection.rollback()
        self._lost = False

    def write_connection(self) -> Connection | None:
        """The server drops the lock with its connection (a restart, `pg_terminate_backend`, a network cut),
        and another desk may take it at once. Writing on this connection only makes that safe: a dead one
        fails the write instead of letting it through. Once lost, never used again (SQLAlchemy would quietly
        reconnect it, without the lock)."""
        if self._lost or self._connection is None or self._connection.invalidated:
            raise self.lost()
        return self._connection

    def lost(self) -> LockLostError:
        self._lost = True
        return LockLostError(self._lost_message())

    def _lost_message(self) -> str:
        return (
            f"the connection holding the lock on the database {self._where} was lost (server restart or "
            "network cut): this change was NOT saved, since another desk may be writing now. "
            "Close Mafia Desk and open it again."
        )

    def release(self) -> None:
        if self._connection is None:
            return
        try:
            if not self._lost:
                self._connection.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": self._key})
                self._connection.commit()
        except DBAPIError:
            pass  # the connection is gone, and the server dropped the lock with it
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
    return AdvisoryLock(connection, key, where)
