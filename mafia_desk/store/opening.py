"""`open_store`: lock, check, back up, migrate, in that order, so a bad or busy file is never written to."""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from mafia_desk.store.backup import make_backup
from mafia_desk.store.checks import check_engine_database, check_sqlite_file
from mafia_desk.store.engine import create_store_engine
from mafia_desk.store.errors import StoreError
from mafia_desk.store.location import default_database_url, parse_url, sqlite_path
from mafia_desk.store.lock import StoreLock, acquire_advisory_lock, acquire_file_lock
from mafia_desk.store.models import HEAD_REVISION
from mafia_desk.store.store import Store


def open_store(url: str | None = None, *, backups: bool = True) -> Store:
    """Open (creating if needed) the database at `url`, or `MAFIA_DESK_DB`, or the per-user default file."""
    raw = url or default_database_url()
    parsed = parse_url(raw)
    shown = parsed.render_as_string(hide_password=True)
    path = sqlite_path(parsed)
    lock: StoreLock
    if path is not None:
        lock = acquire_file_lock(path)
        try:
            revision = check_sqlite_file(path)
            engine = create_store_engine(parsed)
            if revision != HEAD_REVISION:
                if revision is not None and backups:
                    make_backup(path, f"before-migration-from-{revision}")
                _migrate(engine, shown)
        except BaseException:
            lock.abandon()
            raise
    else:
        engine = create_store_engine(parsed)
        try:
            with engine.connect() as conn:
                conn.execute(text("SELECT 1"))
            lock = acquire_advisory_lock(engine)
        except DBAPIError as exc:
            engine.dispose()
            raise StoreError(f"cannot connect to the database {shown}: {exc.orig}") from exc
        try:
            revision = check_engine_database(engine)
            if revision != HEAD_REVISION:
                _migrate(engine, shown)
        except BaseException:
            lock.release()
            engine.dispose()
            raise
    return Store(engine, shown, path, lock, backups=backups)


def _migrate(engine: object, shown: str) -> None:
    from mafia_desk.store.migrate import upgrade

    try:
        upgrade(engine)  # type: ignore[arg-type]
    except DBAPIError as exc:
        raise StoreError(f"cannot bring the database {shown} up to date: {exc.orig}") from exc
