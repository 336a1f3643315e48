"""Tell a Mafia Desk database from anything else before writing a single byte to it.

Every check here reads through a read-only connection, so a wrong file, a damaged one or one from a newer app
is reported and left exactly as it was.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.request import pathname2url

from sqlalchemy import inspect, text
from sqlalchemy.engine import Engine

from mafia_desk.store.errors import CorruptDatabaseError, NewerSchemaError, NotADatabaseError, StoreError
from mafia_desk.store.models import HEAD_REVISION, MARKER_TABLES, SCHEMA_REVISIONS

SQLITE_HEADER = b"SQLite format 3\x00"


def check_sqlite_file(path: Path, *, what: str = "the database") -> str | None:
    """The schema revision of an existing Mafia Desk file; None for a missing or blank one (to create)."""
    if not path.exists():
        return None
    if not path.is_file():
        raise NotADatabaseError(f"{what} {path} is not a file")
    try:
        with path.open("rb") as fh:
            header = fh.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise StoreError(f"cannot read {what} {path}: {exc.strerror or exc}") from exc
    if not header:
        raise NotADatabaseError(
            f"{what} {path} is an empty file, not a Mafia Desk database; remove it to start a new one"
        )
    if header != SQLITE_HEADER:
        raise NotADatabaseError(f"{what} {path} is not a Mafia Desk database (it is not an SQLite file)")
    try:
        conn = sqlite3.connect(f"file:{pathname2url(str(path))}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise StoreError(f"cannot open {what} {path}: {exc}") from exc
    try:
        problems = [row[0] for row in conn.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            raise CorruptDatabaseError(_corrupt_message(path, what, "; ".join(problems)))
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        revision = None
        if "alembic_version" in tables:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = row[0] if row else None
    except sqlite3.DatabaseError as exc:
        raise CorruptDatabaseError(_corrupt_message(path, what, str(exc))) from exc
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


def _corrupt_message(path: Path, what: str, detail: str) -> str:
    return (
        f"{what} {path} is damaged ({detail}); it was left untouched. "
        "Restore a backup with `mafia-desk backup list` and `mafia-desk backup restore NAME`."
    )
