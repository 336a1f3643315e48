"""A desk that stops in the middle of a push cannot hold the others (issue 39, point 1).

A desk frozen with SIGSTOP inside its pusher's transaction (tests/support/frozen_desk.py) is what the server
sees of a laptop whose Wi-Fi dropped mid-push: the connection open, the transaction unfinished, the game's
row locked. Before the sessions' limits the judge's take-over and the laptop's own push on a new connection
waited there until TCP gave up (about two hours; still waiting at 90 s when measured). Now the waiter's
`lock_timeout` (10 s) ends its wait with one line, and the frozen session's own
`idle_in_transaction_session_timeout` (15 s) makes the server end it, so a second try goes through.
Also: an idle pusher writes nothing, and who holds a table is read without a lock.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_kit import FrozenDesk, Laptop, script
from sqlalchemy import create_engine, text
from test_server_tables import _claim, _push_all
from test_tournament_server import _seats, _server_events

from mafia_desk.store import open_store, sync
from mafia_desk.store.engine import DESK_LIMITS, ORGANISER_LIMITS
from mafia_desk.store.errors import ServerBusyError, WaitCancelledError
from mafia_desk.store.interrupt import Interrupt
from mafia_desk.store.pusher import Pusher
from mafia_desk.store.server import Listener, application_name

pytestmark = pytest.mark.postgres
# The brief's bound for a waiter behind a frozen desk: done, or one clear line, within this many seconds.
WITHIN_S = 30.0


@pytest.fixture
def frozen(tmp_path: Path, server_url: str, organiser: Any) -> Iterator[FrozenDesk]:
    server, tid, stage = organiser
    desk = FrozenDesk(tmp_path, server, server_url, tid, stage)
    yield desk
    desk.stop()


def _frozen_sessions(server_url: str, holder: str) -> list[tuple[str, ...]]:
    """The frozen desk's server sessions (pg_stat_activity, by its name): state, age of that state, query."""
    engine = create_engine(server_url)
    try:
        with engine.connect() as conn:
            return [
                tuple(str(v) for v in row)
                for row in conn.execute(
                    text(
                        "SELECT state, now() - state_change, left(query, 60) FROM pg_stat_activity "
                        "WHERE datname = current_database() AND application_name = :name"
                    ),
                    {"name": application_name(holder)},
                )
            ]
    finally:
        engine.dispose()


def _patiently(call: Any, started: float) -> tuple[Any, list[str]]:
    """What the GUI's worker does (gui/server_actions.py): a try that ends on the server's lock timeout is
    tried again; returns the outcome and the one-line errors met on the way."""
    said: list[str] = []
    while True:
        try:
            return call(), said
        except ServerBusyError as busy:
            said.append(str(busy))
            assert time.monotonic() - started < WITHIN_S, said


def test_the_judges_take_over_is_not_held_by_a_desk_frozen_in_its_push(
    tmp_path: Path, server_url: str, organiser: Any, frozen: FrozenDesk
) -> None:
    server, tid, stage = organiser
    sessions = _frozen_sessions(server_url, frozen.holder)
    since = time.monotonic() - frozen.frozen_at
    assert "idle in transaction" in [state for state, *_ in sessions], f"frozen {since:.1f} s ago: {sessions}"
    judge = Laptop(tmp_path / "judge", server_url, "Судья")
    try:
        # Who holds the table: a plain read, at once, although the frozen push holds the game's row.
        started = time.monotonic()
        holder = sync.table_holder(server, tournament_id=tid, stage=stage, round_no=1, table=1)
        with pytest.raises(sync.TableHeld) as held:
            _claim(judge, tid, stage)
        asked = time.monotonic() - started
        assert holder is not None and holder.holder == frozen.holder and holder.connected
        assert held.value.holder == frozen.holder and asked < 2, asked

        started = time.monotonic()
        game_b, said = _patiently(lambda: _claim(judge, tid, stage, takeover=True), started)
        took = time.monotonic() - started
        print(f"\ntake-over behind a frozen desk: {took:.1f} s ({len(said)} lock timeouts)")
        assert took < WITHIN_S
        for line in said:
            assert "\n" not in line and "nothing was changed" in line, line
        # the judge's copy is what the server had: the frozen push's events never arrived
        assert judge.local.game_events(game_b) == frozen.events[:10]
        _push_all(judge, game_b, frozen.events[10:12])

        frozen.resume()  # its push finds its session ended; the next one finds the table taken over
        settled = frozen.wait_for("settled")
        assert "state=conflict" in settled, frozen.lines
        # its resumed push failed on its ended session ("the server ended this connection's unfinished
        # write", or the connection closed, as libpq happens to read it) and wrote nothing
        assert any(line.startswith("problem: ") for line in frozen.lines), frozen.lines
        assert _server_events(server, frozen.uid) == frozen.events[:12]  # once each, the judge's
        assert frozen.journal() == frozen.events  # the frozen desk's own copy stays whole, for the judge
    finally:
        judge.close()


def test_a_push_behind_a_desk_frozen_in_its_push_goes_through_and_nothing_is_lost_or_doubled(
    tmp_path: Path, server_url: str, organiser: Any, frozen: FrozenDesk
) -> None:
    """The same laptop on a new connection (its Wi-Fi back, its old session still open on the server):
    its journal copied, its console the same. Its push waits behind its own old session no longer."""
    server, _tid, _stage = organiser
    local = open_store(f"sqlite:///{frozen.copy_journal(tmp_path / 'again')}", backups=False)
    desk = Pusher(local, server_url, console=frozen.console, holder=frozen.holder)  # not started: by hand
    try:
        journal = local.game_events(frozen.game_id)
        assert len(journal) > 10
        started = time.monotonic()
        outcome, said = _patiently(
            lambda: sync.push(local, desk.server, frozen.game_id, frozen.console), started
        )
        took = time.monotonic() - started
        print(f"\npush behind a frozen desk: {took:.1f} s ({len(said)} lock timeouts)")
        assert took < WITHIN_S and outcome.events == len(journal)
        for line in said:
            assert "\n" not in line and "nothing was changed" in line, line
        assert _server_events(server, frozen.uid) == journal

        frozen.resume()  # its own push is ended by the server; the next one sends the same events again
        settled = frozen.wait_for("settled")
        assert "state=active" in settled and f"pushed={len(frozen.events)}" in settled, frozen.lines
        assert _server_events(server, frozen.uid) == frozen.events  # each once, none lost
    finally:
        desk.stop()
        local.close()


def test_an_idle_pusher_writes_nothing_and_wakes_no_organisers_window(
    tmp_path: Path, server_url: str, organiser: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    server, tid, stage = organiser
    heard: list[Any] = []
    listener = Listener(server_url, "organiser")
    ready = threading.Event()

    def listen() -> None:
        for notice in listener.notices(wake_every=0.1):
            if notice is None:
                ready.set()
            else:
                heard.append(notice)

    thread = threading.Thread(target=listen, daemon=True)
    thread.start()
    assert ready.wait(10)
    laptop = Laptop(tmp_path / "a", server_url, "Иван")
    try:
        game = _claim(laptop, tid, stage)
        events = script(_seats(laptop.local, game), random.Random(4), full=True)
        _push_all(laptop, game, events[:5])
        uid = sync.game_link(laptop.local, game).uid  # type: ignore[union-attr]

        def rows() -> tuple[Any, ...]:
            """Row versions and lockers: an UPDATE changes xmin, a SELECT ... FOR UPDATE sets xmax."""
            with server.engine.connect() as conn:
                return tuple(
                    conn.execute(
                        text(
                            "SELECT g.xmin::text, g.xmax::text, c.xmin::text, c.xmax::text FROM games g "
                            "JOIN table_claims c ON c.game_id = g.id WHERE g.uid = :u"
                        ),
                        {"u": uid},
                    ).one()
                )

        time.sleep(0.5)  # the last push's notices heard
        heard.clear()
        before = rows()
        commits: list[Any] = []
        laptop.pusher.server.on_commit(commits.append)
        laptop.local.on_commit(commits.append)
        pushes: list[Any] = []
        real = sync.push

        def counted(*args: Any, **kwargs: Any) -> Any:
            outcome = real(*args, **kwargs)
            pushes.append(outcome)
            return outcome

        monkeypatch.setattr("mafia_desk.store.pusher.push", counted)
        for _ in range(3):  # three of the pusher's idle passes (each would come every 5 s)
            assert laptop.pusher.flush(10), laptop.pusher.status
        time.sleep(0.5)
        assert len(pushes) >= 3 and all(p.sent == 0 for p in pushes)
        assert commits == [], commits
        assert rows() == before
        assert heard == []

        # the same measurement sees a real push: one write, its notice
        laptop.local.append_event(game, events[5])
        assert laptop.pusher.flush(10)
        deadline = time.monotonic() + 5
        while not heard and time.monotonic() < deadline:
            time.sleep(0.02)
        assert heard and rows() != before
    finally:
        listener.stop()
        thread.join(5)
        laptop.close()


@pytest.fixture
def row_locked(server_url: str) -> Iterator[Any]:
    """Another session's `SELECT ... FOR UPDATE` of a game's row, held until the test ends (what a desk's
    push holds while it writes)."""
    engine = create_engine(server_url)
    conn = engine.connect()
    holding: dict[str, Any] = {}

    def lock(uid: str) -> None:
        conn.execute(text("SELECT id FROM games WHERE uid = :u FOR UPDATE"), {"u": uid})
        holding["uid"] = uid

    yield lock
    conn.rollback()
    conn.close()
    engine.dispose()


def test_who_holds_a_table_is_read_without_a_lock_and_a_waiting_take_over_can_be_cancelled(
    tmp_path: Path, server_url: str, organiser: Any, row_locked: Any
) -> None:
    server, tid, stage = organiser
    a, b = Laptop(tmp_path / "a", server_url, "Иван"), Laptop(tmp_path / "b", server_url, "Судья")
    try:
        game_a = _claim(a, tid, stage)
        uid = sync.game_link(a.local, game_a).uid  # type: ignore[union-attr]
        row_locked(uid)
        started = time.monotonic()
        holder = sync.table_holder(server, tournament_id=tid, stage=stage, round_no=1, table=1)
        assert holder is not None and (holder.holder, holder.console) == ("Иван", a.console)
        assert [t.holder for t in sync.server_tables(server, tid) if t.table == 1] == ["Иван"]
        with pytest.raises(sync.TableHeld, match="held by Иван"):
            _claim(b, tid, stage)
        assert time.monotonic() - started < 2  # a locking read would have waited its 10 s lock timeout

        # the take-over locks, and waits; Cancel stops it on the server, and nothing changed
        interrupt = Interrupt()
        outcome: dict[str, Any] = {}

        def take_over() -> None:
            try:
                outcome["game"] = sync.claim_table(
                    b.local,
                    b.pusher.server,
                    tournament_id=tid,
                    stage=stage,
                    round_no=1,
                    table=1,
                    holder=b.name,
                    console=b.console,
                    takeover=True,
                    interrupt=interrupt,
                )
            except Exception as err:
                outcome["error"] = err

        worker = threading.Thread(target=take_over, daemon=True)
        worker.start()
        time.sleep(1.0)
        assert worker.is_alive()  # waiting for the row
        cancelled = time.monotonic()
        interrupt.cancel()
        worker.join(5)
        assert not worker.is_alive() and time.monotonic() - cancelled < 3
        assert isinstance(outcome.get("error"), WaitCancelledError), outcome
        holder = sync.table_holder(server, tournament_id=tid, stage=stage, round_no=1, table=1)
        assert holder is not None and holder.holder == "Иван"
        assert b.local.list_games() == []
    finally:
        a.close()
        b.close()


def test_the_sessions_ask_the_server_for_their_limits_and_its_keepalive(
    tmp_path: Path, server_url: str, organiser: Any
) -> None:
    server, _tid, _stage = organiser
    desk = Pusher(
        open_store(f"sqlite:///{tmp_path / 'a.sqlite3'}", backups=False), server_url, console="c", holder="d"
    )
    names = (
        "lock_timeout",
        "idle_in_transaction_session_timeout",
        "statement_timeout",
        "tcp_keepalives_idle",
        "tcp_keepalives_interval",
        "tcp_keepalives_count",
        "tcp_user_timeout",
        "search_path",
    )

    def shown(store: Any) -> dict[str, str]:
        with store.engine.connect() as conn:
            return {name: str(conn.execute(text(f"SHOW {name}")).scalar_one()) for name in names}

    try:
        mine, theirs = shown(desk.server), shown(server)
    finally:
        desk.stop()
        desk.local.close()
    assert DESK_LIMITS.lock_timeout_ms == 10_000 and DESK_LIMITS.idle_in_transaction_ms == 15_000
    assert (mine["lock_timeout"], mine["idle_in_transaction_session_timeout"], mine["statement_timeout"]) == (
        "10s",
        "15s",
        "30s",
    )
    assert ORGANISER_LIMITS.idle_in_transaction_ms == 120_000
    assert (
        theirs["lock_timeout"],
        theirs["idle_in_transaction_session_timeout"],
        theirs["statement_timeout"],
    ) == (
        "10s",
        "2min",
        "0",
    )
    for settings in (mine, theirs):
        assert (settings["tcp_keepalives_idle"], settings["tcp_keepalives_interval"]) == ("10", "5")
        assert (settings["tcp_keepalives_count"], settings["tcp_user_timeout"]) == ("3", "25000")
        assert settings["search_path"].startswith("md_srv_")  # the URL's own options still apply
