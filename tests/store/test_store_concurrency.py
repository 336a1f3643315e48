"""Writers wait for each other instead of failing, threads may share a Store, a lost PostgreSQL lock stops
the next write, and reading works while the app writes (only a second writer is refused)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from store_helpers import EXAMPLES_DIR, example, seats

from mafia_desk.cli import main
from mafia_desk.store import DatabaseInUseError, Store, StoreError, open_store
from mafia_desk.store.errors import LockLostError, ReadOnlyStoreError

ROOT = Path(__file__).parents[2]


def test_a_write_waits_for_another_programs_write_lock(tmp_path: Path) -> None:
    db = tmp_path / "desk.sqlite3"
    with open_store(f"sqlite:///{db}", backups=False) as store:
        game = store.create_game("fiim", seats(), {})
        store.append_event(game, {"type": "foul", "seat": 1})
        other = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
        other.execute("BEGIN IMMEDIATE")  # e.g. the sqlite3 shell, holding the write lock for 3 s
        releaser = threading.Timer(3.0, other.execute, ("COMMIT",))
        releaser.start()
        started = time.monotonic()
        try:
            assert store.append_event(game, {"type": "foul", "seat": 2}) == 2
        finally:
            releaser.join()
            other.close()
        assert time.monotonic() - started >= 2.5
        assert [e["seat"] for e in store.game_events(game)] == [1, 2]


def test_two_threads_on_one_store_never_collide(store: Store) -> None:
    game = store.create_game("fiim", seats(), {})
    errors: list[BaseException] = []
    per_thread = 40

    def host(seat: int) -> None:
        try:
            for _ in range(per_thread):
                store.append_event(game, {"type": "foul", "seat": seat})
                store.game_events(game)
        except BaseException as exc:  # every failure is reported below
            errors.append(exc)

    workers = [threading.Thread(target=host, args=(seat,)) for seat in (1, 2, 3)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert errors == []
    events = store.game_events(game)
    assert len(events) == 3 * per_thread
    assert sorted(e["seat"] for e in events) == sorted([1, 2, 3] * per_thread)


def test_a_lost_postgres_lock_refuses_the_next_write(pg_url: str) -> None:
    store = open_store(pg_url, backups=False)
    try:
        game = store.create_game("fiim", seats(), {})
        store.append_event(game, {"type": "foul", "seat": 1})
        admin = create_engine(pg_url)
        with admin.begin() as conn:
            pid = store._lock.backend_pid  # type: ignore[union-attr]
            assert conn.execute(text("SELECT pg_terminate_backend(:p)"), {"p": pid}).scalar_one()
        # The server dropped the lock: a second desk may open the database now...
        with open_store(pg_url, backups=False) as second:
            second.append_event(game, {"type": "foul", "seat": 5})
            # ...and the first desk must not write into that desk's live game.
            for _ in range(2):
                with pytest.raises(LockLostError, match="NOT saved"):
                    store.append_event(game, {"type": "foul", "seat": 2})
            assert [e["seat"] for e in second.game_events(game)] == [1, 5]
        admin.dispose()
    finally:
        store.close()


# --- readers beside a live writer ---

WRITER = textwrap.dedent(
    """
    import sys, time
    from mafia_desk.store import open_store
    store = open_store(sys.argv[1], backups=False)
    game = store.create_game("fiim", [
        {"seat": i, "player": f"P{i}", "player_id": None} for i in range(1, 11)
    ], {})
    print("writing", flush=True)
    n = 0
    while True:  # a host entering events, as fast as it can, until killed
        store.append_event(game, {"type": "foul", "seat": n % 10 + 1})
        n += 1
        if n % 50 == 0:
            time.sleep(0.01)
    """
)


@pytest.fixture
def live_writer(db_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The app: a process holding the instance lock and writing events continuously."""
    monkeypatch.setenv("MAFIA_DESK_DB", db_url)
    with open_store(db_url, backups=False) as store:
        store.import_tournament(example("fiim"))
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, db_url],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "writing"
        yield db_url
    finally:
        proc.kill()
        proc.wait()


def test_tournaments_export_and_standings_work_while_the_app_writes(
    live_writer: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = example("fiim")["name"]
    for _ in range(3):
        assert main(["tournaments"]) == 0
        out = capsys.readouterr().out.splitlines()
        assert out[1].split("\t")[1] == name
        assert main(["export", name, "-o", str(tmp_path / "out.json")]) == 0
        assert capsys.readouterr().err == ""
        assert main(["standings", name, "--format", "json"]) == 0  # issue 9 item 18: standings read too
        captured = capsys.readouterr()
        assert captured.err == "" and captured.out.startswith("{")
    assert '"name": ' in (tmp_path / "out.json").read_text(encoding="utf-8")
    with open_store(read_only=True) as reader:
        games = reader.unfinished_games()
        assert len(games) == 1 and games[0].events > 0
        time.sleep(0.2)
        assert reader.game_info(games[0].id).events > games[0].events  # it sees the writer's commits
        with pytest.raises(ReadOnlyStoreError):
            reader.add_player("Никто")


def test_only_a_second_writer_is_refused(live_writer: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", str(EXAMPLES_DIR / "german-open-2016.json")]) == 1
    assert "in use by another Mafia Desk instance" in capsys.readouterr().err
    with pytest.raises(DatabaseInUseError):
        open_store(live_writer)
    with open_store(live_writer, read_only=True) as reader:
        assert [t.name for t in reader.list_tournaments()] == [example("fiim")["name"]]


def test_a_reader_of_a_missing_database_creates_it_as_a_writer(tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 'new.sqlite3'}", read_only=True) as store:
        assert store.list_tournaments() == []
    (tmp_path / "bad.sqlite3").write_bytes(b"SQLite format 3\x00" + b"\x01" * 2000)
    with pytest.raises(StoreError, match=r"is damaged|not a Mafia Desk"):
        open_store(f"sqlite:///{tmp_path / 'bad.sqlite3'}", read_only=True)
