"""Backups: consistent copies after every finished game and on exit, the last 20 kept, list and restore."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from store_helpers import seats

from mafia_desk.cli import main
from mafia_desk.store import BackupError, DatabaseInUseError, list_backups, open_store, restore_backup
from mafia_desk.store.backup import KEEP_BACKUPS, backups_dir


def _events_in(path: Path) -> int:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(conn.execute("SELECT count(*) FROM game_events").fetchone()[0])
    finally:
        conn.close()


def test_finishing_a_game_backs_up_everything_committed_so_far(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    with open_store(url) as store:
        game = store.create_game("fiim", seats(), {})
        for n in range(30):
            store.append_event(game, {"type": "foul", "seat": n % 10 + 1})
        # The events are still in the -wal file: a file copy would miss them, the backup API does not.
        assert (tmp_path / "desk.sqlite3-wal").stat().st_size > 0
        store.finish_game(game)
        (after_game,) = list_backups(url)
        assert after_game.reason == "game"
        assert _events_in(after_game.path) == 30
        store.append_event(store.create_game("fiim", seats(), {}), {"type": "end_speech"})
    newest = list_backups(url)[0]
    assert newest.reason == "exit" and _events_in(newest.path) == 31
    # Backups are self-contained files, no WAL beside them.
    assert not any(
        p.name.endswith(("-wal", "-shm")) for p in backups_dir(tmp_path / "desk.sqlite3").iterdir()
    )


def test_only_reading_makes_no_exit_backup(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    open_store(url).close()
    with open_store(url) as store:
        store.list_tournaments()
    assert list_backups(url) == []


def test_rotation_keeps_the_newest(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    with open_store(url, backups=False) as store:
        made = []
        for n in range(KEEP_BACKUPS + 5):
            store.add_player(f"Игрок {n}")
            path = store.backup("manual")
            assert path is not None
            made.append(path.name)
    kept = list_backups(url)
    assert [b.name for b in kept] == list(reversed(made))[:KEEP_BACKUPS]


def test_restore_brings_back_the_old_state_and_keeps_the_current_one(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    with open_store(url, backups=False) as store:
        store.add_player("Первый")
        first = store.backup("manual")
        store.add_player("Второй")
    assert first is not None
    restore_backup(first.name, url)
    with open_store(url, backups=False) as store:
        assert [p.name for p in store.list_players()] == ["Первый"]
    safety = [b for b in list_backups(url) if b.reason == "before-restore"]
    assert len(safety) == 1
    restore_backup(safety[0].name, url)
    with open_store(url, backups=False) as store:
        assert sorted(p.name for p in store.list_players()) == ["Второй", "Первый"]


def test_restore_is_refused_while_the_database_is_open(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    with open_store(url, backups=False) as store:
        store.add_player("Игрок")
        backup = store.backup()
        assert backup is not None
        with pytest.raises(DatabaseInUseError):
            restore_backup(backup.name, url)
        assert [p.name for p in store.list_players()] == ["Игрок"]


def test_restore_of_an_unknown_name_and_postgres_urls_are_refused(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    open_store(url).close()
    with pytest.raises(BackupError, match="no backup named"):
        restore_backup("../../etc/passwd", url)
    with pytest.raises(BackupError, match="pg_dump"):
        list_backups("postgresql+psycopg://x@localhost/db")


def test_backup_commands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    monkeypatch.setenv("MAFIA_DESK_DB", url)
    with open_store(None, backups=False) as store:
        store.add_player("Один")
        made = store.backup("manual")
        store.add_player("Два")
    assert made is not None
    assert main(["backup", "list"]) == 0
    out = capsys.readouterr().out
    assert made.name in out
    assert main(["backup", "restore"]) == 2
    assert "give the backup" in capsys.readouterr().err
    assert main(["backup", "restore", "nope.sqlite3"]) == 2
    assert "no backup named" in capsys.readouterr().err
    assert main(["backup", "restore", made.name]) == 0
    with open_store(None, backups=False) as store:
        assert [p.name for p in store.list_players()] == ["Один"]
