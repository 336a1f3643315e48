"""A full or read-only disk is named as such, with the path; a healthy file is never called damaged; what a
command answers matches what is on disk; a crash during the very first open leaves nothing broken."""

from __future__ import annotations

import hashlib
import os
import signal
import sqlite3
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from disk_helpers import fill, make_free, read_only, small_disk
from store_helpers import EXAMPLES_DIR, example, seats

from mafia_desk.cli import main
from mafia_desk.store import StoreError, list_backups, open_store
from mafia_desk.store.backup import backups_dir

ROOT = Path(__file__).parents[2]


def _hashes(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir() if p.is_file()}


def _healthy(db: Path) -> None:
    with open_store(f"sqlite:///{db}", backups=False) as store:
        store.import_tournament(example("fiim"))
        game = store.create_game("fiim", seats(), {})
        store.append_event(game, {"type": "foul", "seat": 1})


def _never_damaged(message: str, path: Path) -> None:
    assert str(path) in message
    assert "damaged" not in message.replace("not known to be damaged", "")
    assert "restore" not in message.lower()


def test_a_read_only_folder_is_said_and_a_reader_still_works(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as disk:
        db = disk / "desk.sqlite3"
        _healthy(db)
        with read_only(disk):
            before = _hashes(disk)
            with pytest.raises(StoreError) as err:
                open_store(f"sqlite:///{db}")
            assert "is read-only" in str(err.value)
            _never_damaged(str(err.value), disk)
            # Nobody can write a read-only disk, so reading it needs no lock and no -shm.
            with open_store(f"sqlite:///{db}", read_only=True) as reader:
                assert [t.name for t in reader.list_tournaments()] == [example("fiim")["name"]]
            assert _hashes(disk) == before


@pytest.mark.parametrize("leave", [0, 8192], ids=["full", "nearly-full"])
def test_a_full_disk_is_said_never_damage_nor_a_traceback_from_the_lock(tmp_path: Path, leave: int) -> None:
    with small_disk(tmp_path / "disk", 2048) as disk:
        db = disk / "desk.sqlite3"
        _healthy(db)
        fill(disk, leave=leave)
        before = _hashes(disk)
        with pytest.raises(StoreError) as err:
            open_store(f"sqlite:///{db}")
        assert "the disk is full" in str(err.value)
        _never_damaged(str(err.value), db)
        assert _hashes(disk) == before
        # A reader needs room for the -shm that SQLite reads a WAL file through.
        with pytest.raises(StoreError) as err, open_store(f"sqlite:///{db}", read_only=True) as reader:
            reader.list_tournaments()
        assert "the disk is full" in str(err.value)
        _never_damaged(str(err.value), db)
        make_free(disk)
        with open_store(f"sqlite:///{db}", backups=False) as store:
            assert len(store.list_tournaments()) == 1


def test_a_new_database_on_a_full_disk_is_not_left_half_made(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", 2048) as disk:
        db = disk / "desk.sqlite3"
        fill(disk, leave=16384)
        with pytest.raises(StoreError, match="the disk is full"):
            open_store(f"sqlite:///{db}")
        assert not db.exists()
        make_free(disk)
        with open_store(f"sqlite:///{db}", backups=False) as store:
            assert store.list_players() == []


def test_import_answers_with_the_id_when_the_backup_after_it_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "desk.sqlite3"
    monkeypatch.setenv("MAFIA_DESK_DB", f"sqlite:///{db}")
    open_store().close()
    backups_dir(db).write_text("not a folder")  # the exit backup cannot be made
    assert main(["import", str(EXAMPLES_DIR / "fiim.json")]) == 0
    captured = capsys.readouterr()
    tid = captured.out.strip()
    assert tid.isdigit()
    assert captured.err.startswith(f"warning: imported as tournament {tid}, but cannot back up")
    assert "is a file, not a folder" in captured.err and "Traceback" not in captured.err
    with open_store(backups=False) as store:
        assert [t.id for t in store.list_tournaments()] == [int(tid)]


def test_sigkill_during_the_very_first_open_leaves_nothing_that_blocks_the_next(tmp_path: Path) -> None:
    db = tmp_path / "desk.sqlite3"
    child = textwrap.dedent(
        f"""
        import os, signal
        import mafia_desk.store.migrate as migrate
        real = migrate.upgrade
        def upgrade(engine, revision="head"):
            real(engine, revision)
            os.kill(os.getpid(), signal.SIGKILL)  # the schema is made, not yet in place
        migrate.upgrade = upgrade
        from mafia_desk.store import open_store
        open_store({f"sqlite:///{db}"!r})
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", child], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False
    )
    assert done.returncode == -signal.SIGKILL
    assert not db.exists()  # only a .partial, which the next start removes
    with open_store(f"sqlite:///{db}", backups=False) as store:
        store.add_player("Игрок")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["desk.sqlite3", "desk.sqlite3.lock"]


def test_backups_restores_and_exports_keep_the_database_mode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "desk.sqlite3"
    url = f"sqlite:///{db}"
    monkeypatch.setenv("MAFIA_DESK_DB", url)
    old = os.umask(0o022)
    try:
        open_store().close()
        db.chmod(0o600)
        with open_store() as store:
            store.import_tournament(example("fiim"))
            made = store.backup("manual")
        assert made is not None
        assert main(["export", "1", "-o", str(tmp_path / "out.json")]) == 0
        assert main(["backup", "restore", made.name]) == 0
    finally:
        os.umask(old)
    modes = {b.path.name: stat.S_IMODE(b.path.stat().st_mode) for b in list_backups(url)}
    assert set(modes.values()) == {0o600}, modes
    assert stat.S_IMODE((tmp_path / "out.json").stat().st_mode) == 0o600
    assert stat.S_IMODE(db.stat().st_mode) == 0o600
    assert stat.S_IMODE(backups_dir(db).stat().st_mode) == 0o700


def test_partial_files_of_interrupted_backups_are_removed_at_start(tmp_path: Path) -> None:
    db = tmp_path / "desk.sqlite3"
    with open_store(f"sqlite:///{db}", backups=False) as store:
        store.backup("manual")
    left = [
        backups_dir(db) / "desk-20260101-000000-000000-game.sqlite3.partial",
        backups_dir(db) / "desk-20260101-000000-000000-game.sqlite3.partial-journal",
        tmp_path / "desk.sqlite3.restore.partial",
        tmp_path / "desk.sqlite3.new.partial-wal",
    ]
    for path in left:
        path.write_bytes(b"half a copy")
    other = backups_dir(db) / "desk-club-20260101-000000-000000-game.sqlite3.partial"  # desk-club.sqlite3
    other.write_bytes(b"not ours")
    open_store(f"sqlite:///{db}", backups=False).close()
    assert [p for p in left if p.exists()] == []
    assert other.exists()
    assert len(list_backups(f"sqlite:///{db}")) == 1


def test_a_refused_wal_file_gains_no_sidecars(tmp_path: Path) -> None:
    db = tmp_path / "newer.sqlite3"
    _healthy(db)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE alembic_version SET version_num = '9999'")
    conn.commit()
    conn.close()
    assert db.read_bytes()[18] == 2  # a WAL-mode file, closed cleanly: no -wal, no -shm beside it
    assert sorted(p.name for p in tmp_path.iterdir()) == ["newer.sqlite3", "newer.sqlite3.lock"]
    before = _hashes(tmp_path)
    for read_only_open in (False, True):
        with pytest.raises(StoreError, match="newer Mafia Desk"):
            open_store(f"sqlite:///{db}", read_only=read_only_open)
        assert _hashes(tmp_path) == before


def test_a_finished_game_stays_finished_when_the_backup_after_it_fails(tmp_path: Path) -> None:
    db = tmp_path / "desk.sqlite3"
    with open_store(f"sqlite:///{db}") as store:
        game = store.create_game("fiim", seats(), {})
        store.append_event(game, {"type": "foul", "seat": 1})
        backups_dir(db).write_text("not a folder")
        store.finish_game(game)  # stored: saying "not stored" would make the host enter it again
        assert store.game_info(game).finished_at is not None
        assert store.last_backup_error is not None and "is a file, not a folder" in store.last_backup_error
        backups_dir(db).unlink()
        store.finish_game(store.create_game("fiim", seats(), {}))
        assert store.last_backup_error is None
