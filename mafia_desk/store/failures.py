"""Name the real cause when the disk refuses a write: "the disk is full", "the folder is read-only".

SQLite reports a full disk or a folder where its `-shm` cannot be created as a generic I/O or "cannot open"
error, which used to be taken for damage; a healthy file must never be called damaged, so the folder is
probed by writing to it before anything is blamed on the file.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import tempfile
from pathlib import Path

from mafia_desk.store.engine import DESK_LIMITS
from mafia_desk.store.errors import ServerBusyError, StoreError, WaitCancelledError

# SQLite's primary result codes (the low byte of an extended code).
SQLITE_BUSY = 5
SQLITE_LOCKED = 6
SQLITE_READONLY = 8
SQLITE_IOERR = 10
SQLITE_CORRUPT = 11
SQLITE_FULL = 13
SQLITE_CANTOPEN = 14
SQLITE_NOTADB = 26
_DISK_CODES = {SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN}
# As much as SQLite needs to grow a -shm or a -wal by one step: less free space than this is a full disk.
_PROBE_BYTES = 64 * 1024


def errno_problem(code: int | None, folder: Path) -> str | None:
    if code in (errno.ENOSPC, errno.EDQUOT):
        return f"the disk is full ({folder})"
    if code == errno.EROFS:
        return f"the folder {folder} is read-only"
    if code in (errno.EACCES, errno.EPERM):
        return f"the folder {folder} is read-only for this user (permission denied)"
    return None


def folder_problem(folder: Path) -> str | None:
    """Write a small file into the folder and remove it: the answer is what the disk really does."""
    try:
        fd, name = tempfile.mkstemp(dir=folder, prefix=".mafia-desk-probe-", suffix=".partial")
    except OSError as exc:
        return errno_problem(exc.errno, folder)
    try:
        block = memoryview(b"\0" * _PROBE_BYTES)
        while block:  # a nearly full disk takes part of a write without an error: the next part fails
            block = block[os.write(fd, block) :]
        os.fsync(fd)
    except OSError as exc:
        return errno_problem(exc.errno, folder)
    finally:
        os.close(fd)
        Path(name).unlink(missing_ok=True)
    return None


def sqlite_code(exc: BaseException) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def is_damage(exc: BaseException) -> bool:
    return sqlite_code(exc) in (SQLITE_CORRUPT, SQLITE_NOTADB)


def disk_problem(exc: BaseException | None, folder: Path) -> str | None:
    """What is wrong with the disk behind a failed SQLite or file operation, or None if it is not the disk."""
    if isinstance(exc, OSError):
        return errno_problem(exc.errno, folder) or folder_problem(folder)
    if not isinstance(exc, sqlite3.Error):
        return None
    code = sqlite_code(exc)
    if code == SQLITE_FULL:
        return f"the disk is full ({folder})"
    if code in _DISK_CODES:
        return folder_problem(folder)
    return None


def server_text(exc: BaseException | None) -> str:
    """A database server's error as one line: libpq adds tab-indented hints on further lines, PostgreSQL a
    `LINE n:` quote of the SQL with a caret; every message of a command is one line."""
    lines = []
    for line in str(exc).splitlines():
        if line.startswith("LINE "):
            break
        if line.strip():
            lines.append(line.strip())
    text = " ".join(lines)
    if "no schema has been selected" in text:
        text += " (the schema named in the URL's search_path does not exist: create it first)"
    return text


# PostgreSQL's SQLSTATEs for the ends of a server session's limits (store/engine.py `SessionLimits`).
LOCK_NOT_AVAILABLE = "55P03"
QUERY_CANCELED = "57014"
IDLE_IN_TRANSACTION_TIMEOUT = "25P03"


def server_wait_error(exc: BaseException | None) -> StoreError | None:
    """One sentence for a server session's limit that ended a statement, or None for any other error.

    These are the errors a venue sees when a desk stops in the middle of a write; each must say that
    nothing was changed and what happens next, not quote the server."""
    state = getattr(exc, "sqlstate", None)
    said = str(exc).lower()
    if state == LOCK_NOT_AVAILABLE:
        return ServerBusyError(
            f"the server is busy: another connection's unfinished write held what this one needs for "
            f"{DESK_LIMITS.lock_timeout_ms // 1000} s (a desk that stopped in the middle of a write is ended "
            f"by the server within {DESK_LIMITS.idle_in_transaction_ms // 1000} s); nothing was changed, "
            "try again"
        )
    if state == QUERY_CANCELED and "user request" in said:  # a cancel request (store/interrupt.py)
        return WaitCancelledError("cancelled: nothing was changed on the server")
    if state == QUERY_CANCELED:
        return StoreError(
            f"the server did not finish in time (statement timeout, {DESK_LIMITS.statement_ms // 1000} s "
            "for a desk): nothing was changed"
        )
    if state == IDLE_IN_TRANSACTION_TIMEOUT or "idle-in-transaction timeout" in said:
        return StoreError(
            "the server ended this connection's unfinished write: it stood still for longer than the "
            "server allows (the program stopped or the network dropped in the middle of it); nothing of it "
            "was kept"
        )
    return None


def failure_text(exc: BaseException, folder: Path) -> str:
    """The disk's problem if there is one, else the error itself."""
    return disk_problem(exc, folder) or (getattr(exc, "strerror", None) or str(exc))


def discard(*paths: Path) -> None:
    """Remove what a failed step left behind, if it exists: on a read-only file system even `unlink` of a
    missing file fails, and cleaning up must never hide the error being reported."""
    for path in paths:
        try:
            if path.is_file():
                path.unlink()
        except OSError:
            pass


def unreadable_value(exc: BaseException) -> bool:
    """A value read back that its column's type cannot parse (a date with a flipped byte, JSON with a control
    character): damage inside a row, which SQLite's quick_check cannot see because the page itself is sound.

    Told from a ValueError of our own code by where it was raised: in SQLAlchemy's result processing or the
    JSON decoder it reads stored values with, never in mafia_desk.
    """
    if not isinstance(exc, ValueError):
        return False
    frame = exc.__traceback__
    last = None
    while frame is not None:
        last = frame
        frame = frame.tb_next
    if last is None:
        return False
    module = str(last.tb_frame.f_globals.get("__name__", ""))
    return module.startswith(("sqlalchemy.", "json.", "_json"))
