"""A real full disk (a small tmpfs): import, a live game's events, backup and restore each refuse with "the
disk is full", never a traceback; nothing acknowledged is lost and, once space is freed, the game goes on."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from disk_helpers import fill, make_free, small_disk
from store_helpers import EXAMPLES_DIR, example, seats

from mafia_desk.cli import main
from mafia_desk.store import BackupError, StoreError, list_backups, open_store


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_everything_on_a_full_disk_says_so_and_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with small_disk(tmp_path / "disk", 3072) as disk:
        db = disk / "desk.sqlite3"
        url = f"sqlite:///{db}"
        monkeypatch.setenv("MAFIA_DESK_DB", url)
        assert main(["import", str(EXAMPLES_DIR / "fiim.json")]) == 0
        capsys.readouterr()
        first = list_backups(url)[0]

        # A live game: the host enters events until the disk refuses one.
        store = open_store(url)
        game = store.create_game("fiim", seats(), {})
        fill(disk, leave=64 * 1024)  # room for a few events, then none
        acknowledged = 0
        with pytest.raises(StoreError) as refused:
            for n in range(100_000):
                store.append_event(game, {"type": "foul", "seat": n % 10 + 1, "note": "x" * 500})
                acknowledged += 1
        assert "the disk is full" in str(refused.value) and "not saved" in str(refused.value)
        assert acknowledged > 0
        assert len(store.game_events(game)) == acknowledged
        with pytest.raises(BackupError, match="the disk is full"):
            store.backup("manual")
        with pytest.raises(BackupError, match="the disk is full"):
            store.close()  # the exit backup cannot be made either; the lock is released all the same

        # Headless commands on the full disk: one line each, exit 1, nothing changed.
        before = _digest(db)
        assert main(["import", str(EXAMPLES_DIR / "german-open-2016.json")]) == 1
        err = capsys.readouterr().err
        assert err.startswith("error: ") and "the disk is full" in err and "Traceback" not in err
        assert main(["backup", "restore", first.name]) == 1
        err = capsys.readouterr().err
        assert "the disk is full" in err and "left exactly as it was" in err
        assert main(["tournaments"]) == 0  # reading still works
        assert example("fiim")["name"] in capsys.readouterr().out
        assert _digest(db) == before

        # Space again: every acknowledged event is there, the file is sound, the game goes on.
        make_free(disk)
        with open_store(url) as again:
            assert len(again.game_events(game)) == acknowledged
            again.append_event(game, {"type": "foul", "seat": 1})
        conn = sqlite3.connect(db)
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        conn.close()
        assert main(["backup", "restore", first.name]) == 0
        with open_store(url, backups=False) as restored:
            assert restored.unfinished_games() == []


def test_a_new_database_that_does_not_fit_says_it_cannot_be_created(tmp_path: Path) -> None:
    """Found by QA: with more than the probe's 64 KiB free but too little for the schema, a new database said
    "cannot bring the database sqlite:///... up to date", not the documented "cannot create the database"."""
    with small_disk(tmp_path / "disk", 512) as disk:
        fill(disk, leave=100 * 1024)
        db = disk / "new.sqlite3"
        with pytest.raises(StoreError) as err:
            open_store(f"sqlite:///{db}", backups=False)
        assert str(err.value).startswith(f"cannot create the database {db}: the disk is full"), err.value
        assert sorted(p.name for p in disk.iterdir() if p.name.startswith("new.")) == []
