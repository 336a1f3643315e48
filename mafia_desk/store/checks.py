"""Tell a Mafia Desk database from anything else before writing a single byte to it.

Every check here reads through a read-only connection, so a wrong file, a damaged one or one from a newer app
is reported and left exactly as it was: a WAL-mode file with no `-wal` beside it is read as immutable, since a
read-only connection would otherwise create `-wal`/`-shm` sidecars, and any sidecar the check made is removed.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.request import pathname2url

from sqlalchemy import inspect, text
from sqlalchemy.engine import Engine

from mafia_desk.store.errors import CorruptDatabaseError, NewerSchemaError, NotADatabaseError, StoreError
from mafia_desk.store.failures import discard, disk_problem, errno_problem, is_damage
from mafia_desk.store.models import HEAD_REVISION, MARKER_TABLES, SCHEMA_REVISIONS

SQLITE_HEADER = b"SQLite format 3\x00"


SIDECARS = ("-wal", "-shm")


def sidecars(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in SIDECARS]


def check_sqlite_file(path: Path, *, what: str = "the database", shared: bool = False) -> str | None:
    """The schema revision of an existing Mafia Desk file; None for a missing or blank one (to create).

    `shared`: another process may be writing the file right now (a reader beside the app), so it must be read
    through SQLite's locks, never as immutable.
    """
    if not path.exists():
        return None
    if not path.is_file():
        raise NotADatabaseError(f"{what} {path} is not a file")
    try:
        with path.open("rb") as fh:
            header = fh.read(len(SQLITE_HEADER))
    except OSError as exc:
        detail = errno_problem(exc.errno, path.parent) or exc.strerror or str(exc)
        raise StoreError(f"cannot read {what} {path}: {detail}") from exc
    if not header:
        raise NotADatabaseError(
            f"{what} {path} is an empty file, not a Mafia Desk database; remove it to start a new one"
        )
    if header != SQLITE_HEADER:
        raise NotADatabaseError(f"{what} {path} is not a Mafia Desk database (it is not an SQLite file)")
    existing = [p for p in sidecars(path) if p.exists()]
    try:
        return _check_contents(path, what, immutable=not shared and not existing)
    finally:
        if not shared:
            discard(*(set(sidecars(path)) - set(existing)))


def _check_contents(path: Path, what: str, *, immutable: bool) -> str | None:
    mode = "immutable=1" if immutable else "mode=ro"
    try:
        conn = sqlite3.connect(f"file:{pathname2url(str(path))}?{mode}", uri=True)
    except sqlite3.Error as exc:
        raise _read_failure(path, what, exc) from exc
    try:
        problems = [row[0] for row in conn.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            raise CorruptDatabaseError(_corrupt_message(path, what, "; ".join(problems)))
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        revision = None
        if "alembic_version" in tables:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = row[0] if row else None
    except sqlite3.Error as exc:
        raise _read_failure(path, what, exc) from exc
    except UnicodeDecodeError as exc:
        # SQLite's own error quoted bytes of a damaged page that are no UTF-8, and Python failed to decode
        # the message instead of raising it: the damage speaking all the same.
        raise CorruptDatabaseError(_corrupt_message(path, what, "unreadable page contents")) from exc
    finally:
        conn.close()
    return _judge(str(path), what, tables, revision)


def check_engine_database(engine: Engine, *, what: str = "the database") -> str | None:
    """The same judgement for a server database (PostgreSQL), looking at the connection's schema only."""
    with engine.connect() as conn:
        tables = set(inspect(conn).get_table_names())
        revision = None
        if "alembic_version" in tables:
            revision = conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one_or_none()
    where = engine.url.render_as_string(hide_password=True)
    return _judge(where, what, tables, revision)


def _judge(where: str, what: str, tables: set[str], revision: str | None) -> str | None:
    ours = tables & (MARKER_TABLES | {"alembic_version"})
    if not tables:
        return None
    if not tables >= MARKER_TABLES or revision is None:
        others = ", ".join(sorted(tables - ours)[:5]) or ", ".join(sorted(tables)[:5])
        raise NotADatabaseError(
            f"{what} {where} is not a Mafia Desk database (it holds other tables: {others}); "
            "it was left untouched"
        )
    if revision not in SCHEMA_REVISIONS:
        raise NewerSchemaError(
            f"{what} {where} was written by a newer Mafia Desk (schema {revision}, this version knows up to "
            f"{HEAD_REVISION}); update Mafia Desk to open it. The file was left untouched."
        )
    return revision


def _read_failure(path: Path, what: str, exc: sqlite3.Error) -> StoreError:
    """Damage only when SQLite says so or the disk is fine: a full disk or a read-only folder (where the
    `-shm` cannot be made) is said as such, with no advice to restore a healthy file."""
    if not is_damage(exc):
        problem = disk_problem(exc, path.parent)
        if problem is not None:
            return StoreError(
                f"cannot open {what} {path}: {problem}. The file was left untouched and is not known to be "
                "damaged: free some space or make the folder writable, then try again."
            )
    return CorruptDatabaseError(_corrupt_message(path, what, str(exc)))


def _corrupt_message(path: Path, what: str, detail: str) -> str:
    return (
        f"{what} {path} is damaged ({detail}); it was left untouched. "
        "Restore a backup with `mafia-desk backup list` and `mafia-desk backup restore NAME`."
    )
