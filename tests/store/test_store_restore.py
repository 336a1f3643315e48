"""A restore is all or nothing: it backs up first or touches nothing, and swaps the new file in atomically."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from disk_helpers import fill, make_free, read_only_bind, small_disk

from mafia_desk.cli import main
from mafia_desk.store import BackupError, list_backups, open_store, restore_backup
from mafia_desk.store.backup import KEEP_BACKUPS, _copy_database, backups_dir


def _state(folder: Path) -> dict[str, str]:
    """Every file beside the database (not the backups) with its content hash."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir() if p.is_file()}


def _two_states(db: Path) -> str:
    """A database holding players "Первый" and "Второй", and a backup holding "Первый" only."""
    with open_store(f"sqlite:///{db}", backups=False) as store:
        store.add_player("Первый")
        first = store.backup("manual")
        store.add_player("Второй")
    assert first is not None
    return first.name


def _players(db: Path) -> list[str]:
    with open_store(f"sqlite:///{db}", backups=False) as store:
        return sorted(p.name for p in store.list_players())


def test_restore_is_refused_untouched_when_backups_cannot_be_written(tmp_path: Path) -> None:
    db = tmp_path / "desk.sqlite3"
    name = _two_states(db)
    before = _state(tmp_path)
    with read_only_bind(backups_dir(db)), pytest.raises(BackupError) as err:
        restore_backup(name, f"sqlite:///{db}")
    message = str(err.value)
    assert "read-only" in message and str(backups_dir(db)) in message
    assert "left exactly as it was" in message
    assert _state(tmp_path) == before  # no .damaged-*, no 0-byte file, no partial
    assert _players(db) == ["Второй", "Первый"]


def test_restore_on_a_full_disk_changes_nothing_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with small_disk(tmp_path / "disk", 2048) as disk:
        db = disk / "desk.sqlite3"
        name = _two_states(db)
        fill(disk)
        before = _state(disk)
        monkeypatch.setenv("MAFIA_DESK_DB", f"sqlite:///{db}")
        assert main(["backup", "restore", name]) == 1
        err = capsys.readouterr().err
        assert err.startswith("error: ") and "the disk is full" in err and "left exactly as it was" in err
        assert "Traceback" not in err
        assert _state(disk) == before
        make_free(disk)
        assert _players(db) == ["Второй", "Первый"]
        assert main(["backup", "restore", name]) == 0
        assert _players(db) == ["Первый"]


def test_a_damaged_database_is_kept_aside_byte_for_byte_and_the_backup_swapped_in(tmp_path: Path) -> None:
    db = tmp_path / "desk.sqlite3"
    name = _two_states(db)
    db.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    damaged = db.read_bytes()
    restore_backup(name, f"sqlite:///{db}")
    assert _players(db) == ["Первый"]
    (aside,) = tmp_path.glob("desk.sqlite3.damaged-*")
    assert aside.read_bytes() == damaged
    assert not list(tmp_path.glob("*.partial"))


def test_the_old_wal_is_never_read_with_the_restored_file(tmp_path: Path) -> None:
    """Commits still in the -wal (a crashed app) go into the before-restore backup, and the restored file is
    not mixed with them."""
    db = tmp_path / "desk.sqlite3"
    name = _two_states(db)
    keeper = sqlite3.connect(db)  # another connection keeps the -wal alive, as a killed app would leave it
    keeper.execute("PRAGMA journal_mode = WAL")
    keeper.execute("INSERT INTO players (name, created_at) VALUES ('Третий', '2026-01-01 00:00:00')")
    keeper.commit()
    assert (tmp_path / "desk.sqlite3-wal").stat().st_size > 0
    keeper.close()
    restore_backup(name, f"sqlite:///{db}")
    assert _players(db) == ["Первый"]
    (safety,) = [b for b in list_backups(f"sqlite:///{db}") if b.reason == "before-restore"]
    conn = sqlite3.connect(f"file:{safety.path}?mode=ro", uri=True)
    assert sorted(r[0] for r in conn.execute("SELECT name FROM players")) == ["Второй", "Первый", "Третий"]
    conn.close()


def test_restoring_the_oldest_of_a_full_rotation_restores_it_and_keeps_it(tmp_path: Path) -> None:
    """Found by QA: with more than 20 backups, the before-restore backup's rotation deleted the very backup
    being restored, and the copy then read an empty database that SQLite created at its path: "restored",
    exit 0, every tournament gone, and the chosen backup left as a 0-byte file."""
    db = tmp_path / "desk.sqlite3"
    oldest = _two_states(db)
    with open_store(f"sqlite:///{db}", backups=False) as store:
        for _ in range(KEEP_BACKUPS - 1):
            store.backup("manual")
    names = [b.name for b in list_backups(f"sqlite:///{db}")]
    assert len(names) == KEEP_BACKUPS and names[-1] == oldest
    restore_backup(names[0], f"sqlite:///{db}")  # its before-restore backup makes 21
    kept = (backups_dir(db) / oldest).read_bytes()
    restore_backup(oldest, f"sqlite:///{db}")
    assert _players(db) == ["Первый"]
    assert (backups_dir(db) / oldest).read_bytes() == kept


def test_a_backup_deleted_under_the_restore_is_refused_not_created_empty(tmp_path: Path) -> None:
    """The copy opens its source read-only: a missing file is an error, never a new empty database."""
    missing = tmp_path / "gone.sqlite3"
    with pytest.raises(sqlite3.OperationalError):
        _copy_database(missing, tmp_path / "copy.sqlite3", journal_mode="DELETE")
    assert not missing.exists()


def test_a_restore_while_another_program_reads_says_so(tmp_path: Path) -> None:
    """Found by QA: the documented "another program is reading the database" came out as SQLite's bare
    "database is locked" when the reader's transaction blocked switching the journal mode."""
    db = tmp_path / "desk.sqlite3"
    name = _two_states(db)
    with open_store(f"sqlite:///{db}", backups=False) as store:
        store.add_player("Третий")  # leaves a -wal beside the file for the restore to fold in
    reader = sqlite3.connect(f"file:{db}?mode=ro", uri=True, isolation_level=None)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM players").fetchall()
        before = _state(tmp_path)
        with pytest.raises(BackupError) as err:
            restore_backup(name, f"sqlite:///{db}")
        assert "another program is reading the database" in str(err.value), err.value
        assert "left exactly as it was" in str(err.value)
        assert {k: v for k, v in _state(tmp_path).items() if not k.endswith("-shm")} == {
            k: v for k, v in before.items() if not k.endswith("-shm")
        }
    finally:
        reader.close()
    assert _players(db) == ["Второй", "Первый", "Третий"]
