"""Migrations: the frozen first-schema file upgrades and reads back; scripts, models and constants agree."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine
from sqlmodel import SQLModel
from store_helpers import DATA, example

from mafia_desk.store import list_backups, open_store
from mafia_desk.store import opening as opening_module
from mafia_desk.store.migrate import script_revisions
from mafia_desk.store.models import HEAD_REVISION, SCHEMA_REVISIONS
from mafia_desk.tournament import load_tournament, tournament_to_dict

FROZEN = DATA / "v0001.sqlite3"


def test_known_revisions_match_the_shipped_scripts() -> None:
    assert script_revisions() == list(SCHEMA_REVISIONS)
    assert SCHEMA_REVISIONS[0] == "0001"


def test_migrated_schema_matches_the_models(db_url: str) -> None:
    open_store(db_url, backups=False).close()
    engine = create_engine(db_url)
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        diff = compare_metadata(context, SQLModel.metadata)
    engine.dispose()
    assert diff == []


def test_frozen_first_schema_file_upgrades_and_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(FROZEN, path)
    with open_store(f"sqlite:///{path}", backups=False) as store:
        (summary,) = store.list_tournaments()
        fiim = example("fiim")
        assert summary.name == fiim["name"] and summary.games == len(fiim["games"])
        exported = store.export_tournament(summary.id)
        assert exported == tournament_to_dict(load_tournament(fiim))
        (game,) = store.unfinished_games()
        log = store.load_game_log(game.id)
        assert log["meta"] == {"title": "frozen"}
        assert log["version"] == 1  # begun before log version 2: its events keep their meaning
        assert [e["type"] for e in log["events"]] == ["roles", "end_speech", "nominate"]
        assert log["seats"][0] == {"seat": 1, "player": "Игрок 1", "player_id": None}
        assert ("Антон", "Клуб", "Москва") in {(p.name, p.club, p.city) for p in store.list_players()}
        # Still writable at head.
        assert store.append_event(game.id, {"type": "end_speech"}) == 4
    from sqlite3 import connect

    conn = connect(path)
    assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (HEAD_REVISION,)
    conn.close()


def test_a_backup_is_made_before_migrating(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(FROZEN, path)
    # Pretend this app's schema is newer than the file's, as after an upgrade of Mafia Desk.
    monkeypatch.setattr(opening_module, "HEAD_REVISION", "0002-future")
    with open_store(f"sqlite:///{path}") as store:
        assert len(store.list_tournaments()) == 1
    backups = list_backups(f"sqlite:///{path}")
    before = [b for b in backups if b.reason == "before-migration-from-0001"]
    assert len(before) == 1
    with open_store(f"sqlite:///{before[0].path}", backups=False) as copy:
        assert [t.name for t in copy.list_tournaments()] == [example("fiim")["name"]]


def test_a_new_database_gets_no_backup(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'new.sqlite3'}"
    open_store(url).close()
    assert list_backups(url) == []
