"""Where the database lives: `MAFIA_DESK_DB` (any SQLAlchemy URL), else one SQLite file per user."""

from __future__ import annotations

import os
import re
from pathlib import Path

import platformdirs
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from mafia_desk.store.errors import StoreError

ENV_VAR = "MAFIA_DESK_DB"
DEFAULT_FILE_NAME = "mafia-desk.sqlite3"


def default_database_path() -> Path:
    """The per-user file, so the app works with no set-up and survives reinstalls."""
    return Path(platformdirs.user_data_dir("mafia-desk", appauthor=False)) / DEFAULT_FILE_NAME


def default_database_url() -> str:
    """The URL `open_store(None)` uses: the environment variable wins over the per-user file."""
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return env
    return f"sqlite:///{default_database_path()}"


def parse_url(url: str) -> URL:
    """Parse with a message that names the bad URL, instead of SQLAlchemy's generic one."""
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise StoreError(f"cannot use database URL {_masked(url)!r}: {exc}") from exc
    except ValueError as exc:  # SQLAlchemy's int() of a port that is no number
        raise StoreError(f"cannot use database URL {_masked(url)!r}: not a valid URL ({exc})") from exc
    backend = parsed.get_backend_name()
    if backend not in ("sqlite", "postgresql"):
        shown = parsed.render_as_string(hide_password=True)
        raise StoreError(f"database URL {shown!r}: only SQLite and PostgreSQL are supported, not {backend!r}")
    # The driver is loaded here, so that an unknown or missing one is a sentence and not a traceback from
    # deep inside SQLAlchemy when the engine is first used.
    try:
        parsed.get_dialect().import_dbapi()
    except (ArgumentError, ImportError):
        shown = parsed.render_as_string(hide_password=True)
        raise StoreError(
            f"database URL {shown!r}: the driver {parsed.get_driver_name()!r} is not available "
            "(use sqlite:///FILE or postgresql+psycopg://...)"
        ) from None
    return parsed


def _masked(url: str) -> str:
    """The URL with its password as `***`, for a URL SQLAlchemy cannot parse (so cannot hide it itself)."""
    return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url)


def sqlite_path(url: URL) -> Path | None:
    """The file behind a SQLite URL, None for PostgreSQL. In-memory SQLite is refused: it cannot last."""
    if url.get_backend_name() != "sqlite":
        return None
    database = url.database or ""
    if database in ("", ":memory:") or database.startswith("file::memory:"):
        raise StoreError("an in-memory SQLite database cannot keep games: give a file path")
    return Path(database).expanduser().absolute()
