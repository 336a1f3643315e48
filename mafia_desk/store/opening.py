"""`open_store`: lock, check, back up, migrate, in that order, so a bad or busy file is never written to."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from sqlalchemy import text
from sqlalchemy.engine import URL, Engine
from sqlalchemy.exc import DBAPIError

from mafia_desk.store.backup import make_backup, remove_partials
from mafia_desk.store.checks import check_engine_database, check_sqlite_file, sidecars
from mafia_desk.store.engine import create_store_engine
from mafia_desk.store.errors import StoreError
from mafia_desk.store.failures import discard, disk_problem, folder_problem, server_text
from mafia_desk.store.location import default_database_url, parse_url, sqlite_path
from mafia_desk.store.lock import NoLock, acquire_advisory_lock, acquire_file_lock
from mafia_desk.store.models import HEAD_REVISION
from mafia_desk.store.store import Store


def open_store(url: str | None = None, *, backups: bool = True, read_only: bool = False) -> Store:
    """Open (creating if needed) the database at `url`, or `MAFIA_DESK_DB`, or the per-user default file.

    `read_only`: for commands that only read (`tournaments`, `export`, `standings`), which must work while the
    app has the database open: no instance lock is taken and every write is refused. A database that does
    not exist yet or needs a migration is opened as a writer instead (nobody can be writing it then, or the
    writer's lock says so).
    """
    raw = url or default_database_url()
    parsed = parse_url(raw)
    shown = parsed.render_as_string(hide_password=True)
    path = sqlite_path(parsed)
    if read_only:
        reader = _open_reader(parsed, shown, path)
        if reader is not None:
            return reader
    if path is not None:
        return _open_sqlite(parsed, shown, path, backups)
    return _open_server(parsed, shown, backups)


def _open_sqlite(parsed: URL, shown: str, path: Path, backups: bool) -> Store:
    lock = acquire_file_lock(path)
    try:
        revision = check_sqlite_file(path)
        problem = folder_problem(path.parent)
        if problem is not None:
            raise StoreError(
                f"cannot open the database {path} for writing: {problem}. The file was left untouched."
            )
        remove_partials(path)
        if not path.exists():
            _create_beside(parsed, shown, path)
            revision = HEAD_REVISION
        engine = create_store_engine(parsed)
        if revision != HEAD_REVISION:
            if revision is not None and backups:
                make_backup(path, f"before-migration-from-{revision}")
            _migrate(engine, shown, path)
    except BaseException:
        lock.abandon()
        raise
    return Store(engine, shown, path, lock, backups=backups)


def _create_beside(parsed: URL, shown: str, path: Path) -> None:
    """Build a new database under a temporary name and rename it in when complete, so a crash (even SIGKILL)
    during the very first open leaves no half-made file at the database's path, only a `.partial` that the
    next start removes."""
    from mafia_desk.store.migrate import upgrade

    partial = path.with_name(path.name + ".new.partial")
    try:
        engine = create_store_engine(parsed.set(database=str(partial)))
        try:
            upgrade(engine)  # not _migrate: a failure here is "cannot create", not "cannot bring up to date"
        finally:
            engine.dispose()
        conn = sqlite3.connect(partial)
        try:
            conn.execute("PRAGMA journal_mode = DELETE")  # self-contained: its -wal is not renamed with it
        finally:
            conn.close()
        fd = os.open(partial, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(partial, path)
    except (OSError, sqlite3.Error, DBAPIError) as exc:
        cause = exc.orig if isinstance(exc, DBAPIError) else exc
        problem = disk_problem(cause, path.parent) or str(cause)
        raise StoreError(f"cannot create the database {path}: {problem}") from exc
    finally:
        discard(partial, *sidecars(partial))


def _open_server(parsed: URL, shown: str, backups: bool) -> Store:
    engine = create_store_engine(parsed)
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        lock = acquire_advisory_lock(engine)
    except DBAPIError as exc:
        engine.dispose()
        raise StoreError(f"cannot connect to the database {shown}: {server_text(exc.orig)}") from exc
    try:
        revision = check_engine_database(engine)
        if revision != HEAD_REVISION:
            _migrate(engine, shown, None)
    except BaseException:
        lock.release()
        engine.dispose()
        raise
    return Store(engine, shown, None, lock, backups=backups)


def _open_reader(parsed: URL, shown: str, path: Path | None) -> Store | None:
    """A read-only Store, or None when the database must be created or migrated first."""
    if path is not None:
        if not path.exists() or _reader_check(path) != HEAD_REVISION:
            return None
        engine = create_store_engine(parsed, read_only=True, immutable=_on_read_only_mount(path))
    else:
        engine = create_store_engine(parsed, read_only=True)
        try:
            revision = check_engine_database(engine)
        except DBAPIError as exc:
            engine.dispose()
            raise StoreError(f"cannot connect to the database {shown}: {server_text(exc.orig)}") from exc
        if revision != HEAD_REVISION:
            engine.dispose()
            return None
    return Store(engine, shown, path, NoLock(), backups=False, read_only=True)


def _reader_check(path: Path) -> str | None:
    """Check as the writer does when nobody writes (so a refused file gains no sidecars), else through
    SQLite's locks beside the app that holds the instance lock."""
    try:
        lock = acquire_file_lock(path)
    except StoreError:  # in use by the app, or no lock file can be made (a read-only folder)
        return check_sqlite_file(path, shared=not _on_read_only_mount(path))
    try:
        return check_sqlite_file(path)
    finally:
        lock.abandon()


def _on_read_only_mount(path: Path) -> bool:
    """Nobody can be writing a file on a read-only file system: it can be read as immutable (no -shm)."""
    try:
        return bool(os.statvfs(path.parent).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # no statvfs on Windows
        return False


def _migrate(engine: Engine, shown: str, path: Path | None) -> None:
    from mafia_desk.store.migrate import upgrade

    try:
        upgrade(engine)
    except DBAPIError as exc:
        problem = disk_problem(exc.orig, path.parent) if path is not None else None
        problem = problem or server_text(exc.orig)
        raise StoreError(f"cannot bring the database {shown} up to date: {problem}") from exc
