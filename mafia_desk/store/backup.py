"""Backups of a SQLite database: consistent copies made with SQLite's online backup API.

A plain file copy of a WAL database can miss the commits still in the -wal file or catch a page mid-write; the
backup API copies a consistent snapshot. Copies go to `<db folder>/backups/`, named
`<db stem>-<UTC time>-<reason>.sqlite3`, the newest 20 kept.
"""

from __future__ import annotations

import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from urllib.request import pathname2url

from mafia_desk.store.checks import check_sqlite_file
from mafia_desk.store.errors import BackupError, StoreError
from mafia_desk.store.location import default_database_url, parse_url, sqlite_path
from mafia_desk.store.lock import acquire_file_lock

KEEP_BACKUPS = 20
_STAMP_FORMAT = "%Y%m%d-%H%M%S-%f"
_NAME_RE = re.compile(r"^(?P<stem>.+)-(?P<stamp>\d{8}-\d{6}-\d{6})-(?P<reason>[a-z0-9-]+)\.sqlite3$")


@dataclass(frozen=True)
class BackupInfo:
    name: str
    path: Path
    created_at: datetime
    reason: str
    size: int


def backups_dir(db_path: Path) -> Path:
    return db_path.parent / "backups"


def make_backup(db_path: Path, reason: str, keep: int = KEEP_BACKUPS) -> Path:
    """Copy the database through the backup API, then drop the oldest copies beyond `keep`."""
    reason = re.sub(r"[^a-z0-9-]+", "-", reason.lower()).strip("-") or "manual"
    folder = backups_dir(db_path)
    stamp = datetime.now(UTC).strftime(_STAMP_FORMAT)
    target = folder / f"{db_path.stem}-{stamp}-{reason}.sqlite3"
    partial = target.with_name(target.name + ".partial")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # A self-contained file: no -wal/-shm appear next to the copy when it is read later.
        _copy_database(db_path, partial, journal_mode="DELETE")
        _fsync(partial)
        os.replace(partial, target)
    except (OSError, sqlite3.Error) as exc:
        partial.unlink(missing_ok=True)
        raise BackupError(f"cannot back up {db_path} to {folder}: {exc}") from exc
    for old in list_backups_for(db_path)[keep:]:
        old.path.unlink(missing_ok=True)
    return target


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def list_backups_for(db_path: Path) -> list[BackupInfo]:
    """This database's backups, newest first."""
    folder = backups_dir(db_path)
    if not folder.is_dir():
        return []
    found = []
    for path in folder.iterdir():
        match = _NAME_RE.match(path.name)
        if not match or match["stem"] != db_path.stem:
            continue
        created = datetime.strptime(match["stamp"], _STAMP_FORMAT).replace(tzinfo=UTC)
        found.append(BackupInfo(path.name, path, created, match["reason"], path.stat().st_size))
    found.sort(key=lambda b: (b.created_at, b.name), reverse=True)
    return found


def _database_file(url: str | None) -> Path:
    parsed = parse_url(url or default_database_url())
    path = sqlite_path(parsed)
    if path is None:
        raise BackupError(
            "backups are made for SQLite databases only; back up a PostgreSQL database with pg_dump"
        )
    return path


def list_backups(url: str | None = None) -> list[BackupInfo]:
    return list_backups_for(_database_file(url))


def restore_backup(name: str, url: str | None = None) -> Path:
    """Put a backup back in place of the database; the current file is backed up (or set aside) first.

    Refused while another instance has the database open, since it would keep writing to the replaced file.
    """
    db_path = _database_file(url)
    backups = {b.name: b for b in list_backups_for(db_path)}
    if name not in backups:
        known = ", ".join(sorted(backups)[-3:]) or "none"
        raise BackupError(
            f"no backup named {name!r} for {db_path} (latest: {known}; see `mafia-desk backup list`)"
        )
    chosen = backups[name].path
    check_sqlite_file(chosen, what="the backup")
    lock = acquire_file_lock(db_path)
    try:
        if db_path.exists():
            try:
                check_sqlite_file(db_path)
                make_backup(db_path, "before-restore", keep=KEEP_BACKUPS + 1)
            except StoreError:
                _set_aside(db_path)
        try:
            _copy_database(chosen, db_path, journal_mode="WAL")
        except sqlite3.Error as exc:
            raise BackupError(f"cannot restore {chosen} over {db_path}: {exc}") from exc
    finally:
        lock.release()
    return chosen


def _copy_database(source_path: Path, dest_path: Path, *, journal_mode: str) -> None:
    """Copy through SQLite's backup API, which gives a consistent copy even while the source is written;
    the source is opened read-only so a copy can never change it."""
    source = sqlite3.connect(f"file:{pathname2url(str(source_path))}?mode=ro", uri=True)
    try:
        dest = sqlite3.connect(dest_path)
        try:
            source.backup(dest)
            dest.execute(f"PRAGMA journal_mode = {journal_mode}")
        finally:
            dest.close()
    finally:
        source.close()


def _set_aside(db_path: Path) -> None:
    """Move a file that cannot be opened out of the way, untouched, with its WAL files."""
    stamp = datetime.now(UTC).strftime(_STAMP_FORMAT)
    for suffix in ("", "-wal", "-shm"):
        part = db_path.with_name(db_path.name + suffix)
        if part.exists():
            part.rename(part.with_name(f"{db_path.name}.damaged-{stamp}{suffix}"))
