"""A game's draft: the host's staged presses beside its log, one row per game, durable like an event."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from sqlalchemy import event
from store_helpers import example, seats

from mafia_desk.store import Store, StoreError, open_store
from mafia_desk.store.commits import DRAFT, Commit
from mafia_desk.store.records import DraftRecord


def test_a_draft_is_replaced_on_each_save_and_read_back(store: Store) -> None:
    game = store.create_game("fiim", seats(), {})
    assert store.load_draft(game) is None
    store.save_draft(game, 0, {"roles": [3]})
    store.save_draft(game, 0, {"roles": [3, 6]})
    assert store.load_draft(game) == DraftRecord(0, {"roles": [3, 6]})
    store.append_event(game, {"type": "end_speech"})
    store.save_draft(game, 1, {"votes": [2, 5], "no_best_move": True})
    assert store.load_draft(game) == DraftRecord(1, {"votes": [2, 5], "no_best_move": True})
    other = store.create_game("fiim", seats(), {})
    store.save_draft(other, 0, {"roles": [1]})
    store.save_draft(game, 1, {})  # nothing staged: the row goes
    assert store.load_draft(game) is None
    assert store.load_draft(other) == DraftRecord(0, {"roles": [1]})  # one row per game


def test_the_next_event_its_undo_and_the_end_of_the_game_clear_the_draft(store: Store) -> None:
    data = example("fiim")
    entry = data["games"].pop()
    tid = store.import_tournament(data)
    game = store.create_game(
        "fiim", seats(ids=entry["players"]), {}, tid, entry["stage"], entry["round"], entry["table"]
    )
    store.save_draft(game, 0, {"roles": [3, 6]})
    store.append_event(game, {"type": "end_speech"})  # the presses became the event
    assert store.load_draft(game) is None
    store.save_draft(game, 1, {"votes": [4]})
    store.drop_last_event(game)  # the host's undo: the presses followed the event taken back
    assert store.load_draft(game) is None
    store.save_draft(game, 0, {"guess": [1, 2]})
    store.finish_game(game, {k: v for k, v in entry.items() if k not in ("stage", "round", "table")})
    assert store.load_draft(game) is None
    club = store.create_game("fiim", seats(), {})
    store.save_draft(club, 0, {"roles": [2]})
    store.abandon_game(club)
    assert store.load_draft(club) is None


def test_a_draft_is_announced_once_and_a_refused_one_never(store: Store) -> None:
    game = store.create_game("fiim", seats(), {})
    commits: list[Commit] = []
    store.on_commit(commits.append)
    store.save_draft(game, 0, {"roles": [3]})
    store.save_draft(game, 0, {})
    assert commits == [Commit(DRAFT, None, game), Commit(DRAFT, None, game)]
    del commits[:]
    with pytest.raises(StoreError):
        store.save_draft(game + 1000, 0, {"roles": [3]})  # no such game
    assert commits == []


def test_a_draft_is_one_statement(store: Store) -> None:
    """The vote key writes it on every press: one upsert, no read first (the commit's sync is the cost)."""
    game = store.create_game("fiim", seats(), {})
    statements: list[str] = []
    event.listen(store.engine, "before_cursor_execute", lambda *a: statements.append(a[2]))
    for voters in ([1], [1, 2], [1, 2, 3]):
        statements.clear()
        store.save_draft(game, 0, {"votes": voters})
        skipped = ("BEGIN", "SELECT PG_", "SET LOCAL SYNCHRONOUS_COMMIT")  # the lighter commit's own line
        writes = [s for s in statements if not s.lstrip().upper().startswith(skipped)]
        assert len(writes) == 1, statements


def test_a_draft_waits_for_no_disk_and_leaves_every_write_after_it_synced(store: Store) -> None:
    """A draft is committed without the disk's wait (it outlives the app's crash: the SIGKILL test below),
    and the connection goes back to FULL: an event after it is on disk before the screen shows it."""
    game = store.create_game("fiim", seats(), {})
    levels: list[object] = []
    if store.engine.dialect.name == "sqlite":
        event.listen(
            store.engine,
            "commit",
            lambda conn: levels.append(
                conn.connection.dbapi_connection.execute("PRAGMA synchronous").fetchone()[0]
            ),
        )
    store.save_draft(game, 0, {"votes": [1, 2]})
    store.append_event(game, {"type": "foul", "seat": 1})
    if store.engine.dialect.name == "sqlite":
        assert levels[-2:] == [1, 2]  # NORMAL for the draft, FULL for the event
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2
    assert store.load_draft(game) is None  # the event took the presses


_CHILD = textwrap.dedent(
    """
    import sys
    from mafia_desk.store import open_store

    store = open_store(sys.argv[1], backups=False)
    game = store.create_game("fiim", [{"seat": n, "player": f"P{n}"} for n in range(1, 11)], {})
    print("game", game, flush=True)
    n = 0
    while True:
        n += 1
        store.save_draft(game, 0, {"votes": [1 + n % 10], "n": n})
        print("ack", n, flush=True)
    """
)


def test_an_acknowledged_draft_survives_a_kill(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")]))
    child = subprocess.Popen(
        [sys.executable, "-c", _CHILD, url], stdout=subprocess.PIPE, text=True, env=env, cwd=root
    )
    assert child.stdout is not None
    try:
        game = int(child.stdout.readline().split()[1])
        acked = 0
        while acked < 40:
            acked = int(child.stdout.readline().split()[1])
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    # The child may have saved and acknowledged more before the kill landed: its last acknowledgement is the
    # last line it wrote, read after its death (the pipe keeps what the test had not read yet).
    for line in child.stdout.read().split("\n")[:-1]:  # whole lines only
        acked = int(line.split()[1])
    with open_store(url, backups=False) as store:
        draft = store.load_draft(game)
    assert draft is not None
    assert draft.data["n"] in (acked, acked + 1)  # the last one acknowledged, or the one in flight
