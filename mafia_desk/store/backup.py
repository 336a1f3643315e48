"""Backups of a SQLite database: consistent copies made with SQLite's online backup API.

A plain file copy of a WAL database can miss the commits still in the -wal file or catch a page mid-write; the
backup API copies a consistent snapshot. Copies go to `<db folder>/backups/`, named
`<db stem>-<UTC time>-<reason>.sqlite3`, the newest 20 kept. A copy is written as `*.partial` and renamed
when complete, with the database's own file mode (a 0600 database never gets a 0644 copy); partial files left
by a crash are removed at the next start (`remove_partials`).

A restore is all or nothing: the current database is backed up first (or, if damaged, linked aside), the
backup is copied beside it, and only then swapped in with one rename; any failure before the rename leaves
the database exactly as it was.
"""

from __future__ import annotations

import os
import re
import sqlite3
import stat
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from urllib.request import pathname2url

from mafia_desk.store.checks import check_sqlite_file, sidecars
from mafia_desk.store.errors import BackupError, CorruptDatabaseError, NotADatabaseError, UnknownBackupError
from mafia_desk.store.failures import SQLITE_BUSY, SQLITE_LOCKED, discard, failure_text, sqlite_code
from mafia_desk.store.location import default_database_url, parse_url, sqlite_path
from mafia_desk.store.lock import acquire_file_lock

KEEP_BACKUPS = 20
_STAMP_FORMAT = "%Y%m%d-%H%M%S-%f"
_PARTIAL_RE = r"\.partial(-wal|-shm|-journal)?"
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


def make_backup(db_path: Path, reason: str, keep: int = KEEP_BACKUPS, spare: Path | None = None) -> Path:
    """Copy the database through the backup API, then drop the oldest copies beyond `keep`, never `spare`
    (the backup a restore is about to read: rotation must not delete it under the restore)."""
    reason = re.sub(r"[^a-z0-9-]+", "-", reason.lower()).strip("-") or "manual"
    folder = backups_dir(db_path)
    stamp = datetime.now(UTC).strftime(_STAMP_FORMAT)
    target = folder / f"{db_path.stem}-{stamp}-{reason}.sqlite3"
    partial = target.with_name(target.name + ".partial")
    if folder.exists() and not folder.is_dir():
        raise BackupError(
            f"cannot back up {db_path}: {folder} is a file, not a folder; move it away so backups can be made"
        )
    try:
        mode = file_mode(db_path)
        folder.mkdir(mode=_folder_mode(mode), parents=True, exist_ok=True)
        # A self-contained file: no -wal/-shm appear next to the copy when it is read later.
        _copy_database(db_path, partial, journal_mode="DELETE", mode=mode)
        _fsync(partial)
        os.replace(partial, target)
    except (OSError, sqlite3.Error) as exc:
        discard(partial)
        raise BackupError(f"cannot back up {db_path} to {folder}: {failure_text(exc, folder)}") from exc
    for old in [b for b in list_backups_for(db_path) if b.path != spare][keep:]:
        old.path.unlink(missing_ok=True)
    return target


def copy_database(source: Path, dest: Path) -> Path:
    """The database copied to a new file `dest` through SQLite's backup API (consistent even while the app
    has it open and writes it), for the Settings dialog's move. The source is left as it is; an existing
    `dest` is refused, never overwritten."""
    source, dest = Path(source), Path(dest)
    if not source.is_file():
        raise BackupError(f"cannot copy {source}: there is no such file")
    if dest.exists():
        raise BackupError(f"cannot copy the database to {dest}: the file exists already; choose a new name")
    partial = dest.with_name(dest.name + ".partial")
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
        _copy_database(source, partial, journal_mode="DELETE", mode=file_mode(source))
        _fsync(partial)
        os.replace(partial, dest)
        _fsync_dir(dest.parent)
    except (OSError, sqlite3.Error) as exc:
        discard(partial)
        raise BackupError(f"cannot copy the database to {dest}: {failure_text(exc, dest.parent)}") from exc
    return dest


def file_mode(path: Path) -> int:
    """The permission bits copies of this database get (backups, restores, exports)."""
    return stat.S_IMODE(path.stat().st_mode)


def _folder_mode(mode: int) -> int:
    """A folder readable by those who may read the database: rw- gives rwx, r-- gives r-x."""
    return mode | ((mode & 0o444) >> 2)


def remove_partials(db_path: Path) -> list[Path]:
    """Delete what an interrupted backup, restore or first open left (`*.partial` and their sidecars).

    Called with the instance lock held, so nothing of ours can be writing them right now."""
    ours = re.compile(
        rf"^{re.escape(db_path.stem)}-\d{{8}}-\d{{6}}-\d{{6}}-[a-z0-9-]+\.sqlite3{_PARTIAL_RE}$"
        rf"|^{re.escape(db_path.name)}\.[a-z]+{_PARTIAL_RE}$"
        rf"|^\.mafia-desk-probe-.*\.partial$"
    )
    removed = []
    for folder in (backups_dir(db_path), db_path.parent):
        if not folder.is_dir():
            continue
        for found in folder.iterdir():
            if ours.match(found.name) and found.is_file():
                found.unlink(missing_ok=True)
                removed.append(found)
    return removed


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
        raise UnknownBackupError(
            "backups are made for SQLite databases only; back up a PostgreSQL database with pg_dump"
        )
    return path


def list_backups(url: str | None = None) -> list[BackupInfo]:
    return list_backups_for(_database_file(url))


def restore_backup(name: str, url: str | None = None) -> Path:
    """Put a backup back in place of the database: all or nothing (see the module's docstring).

    Refused while another instance has the database open, since it would keep writing to the replaced file.
    """
    db_path = _database_file(url)
    backups = {b.name: b for b in list_backups_for(db_path)}
    if name not in backups:
        known = ", ".join(sorted(backups)[-3:]) or "none"
        raise UnknownBackupError(
            f"no backup named {name!r} for {db_path} (latest: {known}; see `mafia-desk backup list`)"
        )
    chosen = backups[name].path
    check_sqlite_file(chosen, what="the backup")
    lock = acquire_file_lock(db_path)
    try:
        _restore(chosen, db_path)
    finally:
        lock.release()
    return chosen


def _restore(chosen: Path, db_path: Path) -> None:
    untouched = f"The database {db_path} was left exactly as it was."
    damaged = False
    if db_path.exists():
        try:
            check_sqlite_file(db_path)
        except (CorruptDatabaseError, NotADatabaseError):
            damaged = True  # cannot be backed up: it is kept aside under another name instead
        # Any other failure (a full disk, a read-only folder) says so and stops here, with nothing touched.
        if not damaged:
            try:
                make_backup(db_path, "before-restore", spare=chosen)
            except BackupError as exc:
                raise BackupError(f"restore refused, {exc}. {untouched}") from exc
    partial = db_path.with_name(db_path.name + ".restore.partial")
    try:
        mode = file_mode(db_path) if db_path.is_file() else None
        _copy_database(chosen, partial, journal_mode="DELETE", mode=mode)
        _fsync(partial)
        if damaged:
            _set_aside(db_path)
        else:
            _fold_wal(db_path)
        os.replace(partial, db_path)
        _fsync_dir(db_path.parent)
    except (OSError, sqlite3.Error) as exc:
        discard(partial, *sidecars(partial))
        problem = failure_text(exc, db_path.parent)
        raise BackupError(f"cannot restore {chosen.name} over {db_path}: {problem}. {untouched}") from exc


def _copy_database(source_path: Path, dest_path: Path, *, journal_mode: str, mode: int | None = None) -> None:
    """Copy through SQLite's backup API, which gives a consistent copy even while the source is written;
    the source is opened read-only so a copy can never change it, and as immutable when no -wal/-shm is
    beside it (nobody has it open, and we hold its lock), so that copying does not create them. `mode`: the
    new file's permissions, set before a byte is copied into it."""
    if mode is not None:
        dest_path.unlink(missing_ok=True)
        os.close(os.open(dest_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode))
        os.chmod(dest_path, mode)  # the umask may have narrowed it
    quiet = not any(part.exists() for part in sidecars(source_path))
    # Always mode=ro: with the default mode a source that vanished would be created as an empty database.
    source_mode = "mode=ro&immutable=1" if quiet else "mode=ro"
    source = sqlite3.connect(f"file:{pathname2url(str(source_path))}?{source_mode}", uri=True)
    try:
        dest = sqlite3.connect(dest_path)
        try:
            source.backup(dest)
            dest.execute(f"PRAGMA journal_mode = {journal_mode}")
        finally:
            dest.close()
    finally:
        source.close()


def _fold_wal(db_path: Path) -> None:
    """Move the -wal's commits into the file and drop the -wal, so that the file swapped in is never read with
    the old file's -wal (SQLite would replay its pages into the new file). The content does not change."""
    if not any(part.exists() for part in sidecars(db_path)):
        return
    reading = "another program is reading the database; close it and try again"
    conn = sqlite3.connect(db_path)
    try:
        busy, _, _ = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        if busy:
            raise sqlite3.OperationalError(reading)
        conn.execute("PRAGMA journal_mode = DELETE")
    except sqlite3.OperationalError as exc:
        # A reader's open transaction also makes leaving WAL mode fail, as a bare "database is locked".
        if sqlite_code(exc) in (SQLITE_BUSY, SQLITE_LOCKED):
            raise sqlite3.OperationalError(reading) from exc
        raise
    finally:
        conn.close()
    for part in sidecars(db_path):
        part.unlink(missing_ok=True)


def _fsync_dir(folder: Path) -> None:
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _set_aside(db_path: Path) -> None:
    """Keep a file that cannot be opened, untouched, under another name with its WAL files. The main file is
    linked, not moved, so the database path is never empty: the restored copy replaces it in one rename."""
    stamp = datetime.now(UTC).strftime(_STAMP_FORMAT)
    aside = db_path.with_name(f"{db_path.name}.damaged-{stamp}")
    try:
        os.link(db_path, aside)
    except OSError:
        os.replace(db_path, aside)  # no hard links on this file system (FAT): a plain move
    for part, suffix in zip(sidecars(db_path), ("-wal", "-shm"), strict=True):
        if part.exists():
            os.replace(part, aside.with_name(aside.name + suffix))
