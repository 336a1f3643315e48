"""Where the database is and how SQLite connections are set up (durability depends on these pragmas)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from mafia_desk.store import default_database_url, open_store
from mafia_desk.store.location import DEFAULT_FILE_NAME, default_database_path


def test_environment_variable_wins_over_the_user_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("MAFIA_DESK_DB", raising=False)
    assert default_database_url() == f"sqlite:///{default_database_path()}"
    assert default_database_path().name == DEFAULT_FILE_NAME
    assert "mafia-desk" in str(default_database_path().parent)
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    monkeypatch.setenv("MAFIA_DESK_DB", url)
    assert default_database_url() == url
    with open_store() as store:
        assert store.path == tmp_path / "club.sqlite3"


def test_sqlite_connections_are_wal_full_sync_with_foreign_keys(tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 'desk.sqlite3'}", backups=False) as store:
        with store.engine.connect() as conn:
            assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
            assert conn.execute(text("PRAGMA synchronous")).scalar() == 2  # FULL
            assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
            assert conn.execute(text("PRAGMA busy_timeout")).scalar() == 10_000
        with pytest.raises(IntegrityError), store.engine.begin() as conn:
            conn.execute(
                text("INSERT INTO game_events (game_id, seq, data, recorded_at) VALUES (42, 1, '{}', 0)")
            )


def test_a_missing_folder_is_created(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "desk.sqlite3"
    with open_store(f"sqlite:///{path}", backups=False) as store:
        store.add_player("Игрок")
    assert path.is_file()
