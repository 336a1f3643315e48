"""Claims, take-overs, conflicts, undo, lost acknowledgements, a server restart and a killed laptop, each
against the real PostgreSQL server (issue 15). The four-table round is in test_tournament_server.py."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from pg_schema import pg_base
from server_kit import CuttableProxy, Laptop, script, server_schema, through
from sqlalchemy import create_engine, text
from test_tournament_server import _finish, _seats, _server_events

from mafia_desk.game import game_from_log_dict
from mafia_desk.store import sync
from mafia_desk.store.server import (
    AUTHENTICATION,
    NEWER_SCHEMA,
    NO_DATABASE,
    NO_SCHEMA,
    NOT_OURS,
    TLS,
    UNREACHABLE,
    Listener,
    ServerProblem,
    application_name,
    check_server,
    connected_laptops,
    create_server_schema,
    open_server,
)
from mafia_desk.tournament.load import effective_stages

pytestmark = pytest.mark.postgres
ROOT = Path(__file__).resolve().parents[2]


def _claim(laptop: Laptop, tid: int, stage: str, table: int = 1, takeover: bool = False) -> int:
    return sync.claim_table(
        laptop.local,
        laptop.pusher.server,
        tournament_id=tid,
        stage=stage,
        round_no=1,
        table=table,
        holder=laptop.name,
        console=laptop.console,
        takeover=takeover,
    )


def _push_all(laptop: Laptop, game_id: int, events: list[dict[str, Any]]) -> None:
    for event in events:
        laptop.local.append_event(game_id, event)
    laptop.pusher.wake()
    assert laptop.pusher.flush(20), laptop.pusher.status


def test_a_table_is_held_by_one_laptop_and_taken_over_only_on_purpose(
    tmp_path: Path, server_url: str, organiser: Any
) -> None:
    server, tid, stage = organiser
    a, b = Laptop(tmp_path / "a", server_url, "Иван"), Laptop(tmp_path / "b", server_url, "Судья")
    try:
        game_a = _claim(a, tid, stage)
        events = script(_seats(a.local, game_a), random.Random(1), full=True)
        _push_all(a, game_a, events[:10])
        with pytest.raises(sync.TableHeld) as held:
            _claim(b, tid, stage)
        assert held.value.holder == "Иван" and held.value.connected
        assert "held by Иван" in str(held.value)
        assert {"Иван", "Судья"} <= {c.who for c in connected_laptops(server)}
        row = next(t for t in sync.server_tables(server, tid) if t.table == 1)
        assert (row.state, row.holder, row.connected, row.events) == (sync.PLAYING, "Иван", True, 10)

        game_b = _claim(b, tid, stage, takeover=True)  # the judge's confirmed take-over
        assert b.local.game_events(game_b) == events[:10]  # the new holder goes on from the server's copy
        _push_all(b, game_b, events[10:12])
        # the first laptop, back from its cut, cannot overwrite the new holder's events
        a.local.append_event(game_a, events[10])
        a.local.append_event(game_a, {"type": "foul", "seat": 4})
        with pytest.raises(sync.SyncConflict, match="Судья took table 1 over"):
            sync.push(a.local, a.pusher.server, game_a, a.console)
        link = sync.game_link(a.local, game_a)
        assert link is not None and link.state == sync.CONFLICT
        assert _server_events(server, link.uid) == events[:12]
        # the judge sees both versions, then keeps the server's: the laptop's copy stays as a record
        assert sync.server_log(server, link.uid)["events"] == events[:12]
        assert a.local.load_game_log(game_a)["events"][-1] == {"type": "foul", "seat": 4}
        sync.keep_server_version(a.local, game_a)
        assert sync.game_link(a.local, game_a).state == sync.SUPERSEDED  # type: ignore[union-attr]
        assert game_a not in [g.id for g in a.local.unfinished_games()]
        assert len(a.local.game_events(game_a)) == 12  # nothing of it was deleted
    finally:
        a.close()
        b.close()


def test_the_judge_may_keep_the_laptops_version_instead(
    tmp_path: Path, server_url: str, organiser: Any
) -> None:
    server, tid, stage = organiser
    a, b = Laptop(tmp_path / "a", server_url, "Иван"), Laptop(tmp_path / "b", server_url, "Пётр")
    try:
        game_a = _claim(a, tid, stage)
        events = script(_seats(a.local, game_a), random.Random(2), full=True)
        _push_all(a, game_a, events[:6])
        game_b = _claim(b, tid, stage, takeover=True)
        _push_all(b, game_b, events[6:8])
        for event in events[6:15]:
            a.local.append_event(game_a, event)
        with pytest.raises(sync.SyncConflict):
            sync.push(a.local, a.pusher.server, game_a, a.console)
        outcome = sync.keep_laptop_version(a.local, a.pusher.server, game_a, holder="Иван", console=a.console)
        uid = sync.game_link(a.local, game_a).uid  # type: ignore[union-attr]
        assert outcome.events == 15 and _server_events(server, uid) == events[:15]
        with pytest.raises(sync.SyncConflict):  # now the other laptop is the one taken over
            sync.push(b.local, b.pusher.server, game_b, b.console)
    finally:
        a.close()
        b.close()


def test_an_undo_reaches_the_server_and_a_lost_acknowledgement_repeats_nothing(
    tmp_path: Path, server_url: str, organiser: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    server, tid, stage = organiser
    a = Laptop(tmp_path / "a", server_url, "Иван")
    a.pusher.stop()  # pushed by hand here, to place the lost acknowledgement exactly
    try:
        game = _claim(a, tid, stage)
        events = script(_seats(a.local, game), random.Random(3), full=True)
        for event in events[:8]:
            a.local.append_event(game, event)
        assert sync.push(a.local, a.pusher.server, game, a.console).sent == 8
        uid = sync.game_link(a.local, game).uid  # type: ignore[union-attr]
        a.local.drop_last_event(game)
        a.local.drop_last_event(game)
        assert sync.push(a.local, a.pusher.server, game, a.console).events == 6
        assert _server_events(server, uid) == events[:6]
        # the server commits, the answer is lost on the way back: the laptop does not know it was sent
        for event in events[6:10]:
            a.local.append_event(game, event)
        real = sync._set_link
        calls = {"n": 0}

        def lost(*args: Any, **kwargs: Any) -> None:
            calls["n"] += 1
            raise sync.StoreError("cannot read the answer: connection lost")

        monkeypatch.setattr(sync, "_set_link", lost)
        with pytest.raises(sync.StoreError):
            sync.push(a.local, a.pusher.server, game, a.console)
        monkeypatch.setattr(sync, "_set_link", real)
        assert calls["n"] == 1 and _server_events(server, uid) == events[:10]
        again = sync.push(a.local, a.pusher.server, game, a.console)
        assert again.events == 10 and _server_events(server, uid) == events[:10]
        assert sync.push(a.local, a.pusher.server, game, a.console).sent == 0
    finally:
        a.local.close()


def test_a_lost_acknowledgement_of_the_result_is_learnt_on_the_next_push(
    tmp_path: Path, server_url: str, organiser: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last push of a game commits its events and its result on the server, and the answer is lost
    with the network: the next push finds the server's game closed with the same events and must record
    that on the laptop, or the laptop shows them as waiting for ever (a network cut at the end of a game
    left 2 actions "pending" and the laptop never level with the server)."""
    server, tid, stage = organiser
    a = Laptop(tmp_path / "a", server_url, "Иван")
    a.pusher.stop()
    try:
        game = _claim(a, tid, stage)
        events = script(_seats(a.local, game), random.Random(6))
        for event in events[:-1]:
            a.local.append_event(game, event)
        sync.push(a.local, a.pusher.server, game, a.console)
        a.local.append_event(game, events[-1])
        _finish(a, game, stage, 1)
        real = sync._set_link

        def lost(*args: Any, **kwargs: Any) -> None:
            raise sync.StoreError("cannot read the answer: connection lost")

        monkeypatch.setattr(sync, "_set_link", lost)
        with pytest.raises(sync.StoreError):
            sync.push(a.local, a.pusher.server, game, a.console)
        monkeypatch.setattr(sync, "_set_link", real)
        assert server.load_tournament(tid).games, "the result went through"
        link = sync.game_link(a.local, game)
        assert link is not None and link.result_pending and link.pushed == len(events) - 1  # not known yet
        again = sync.push(a.local, a.pusher.server, game, a.console)
        assert again.sent == 0 and again.finished
        link = sync.game_link(a.local, game)
        assert link is not None and link.pushed == len(events) and not link.result_pending
        assert sync.done(link, finished_here=True)
        assert _server_events(server, link.uid) == events
    finally:
        a.local.close()


def test_a_result_closed_on_the_server_meanwhile_is_a_conflict_and_a_refused_one_is_said(
    tmp_path: Path, server_url: str, organiser: Any
) -> None:
    server, tid, stage = organiser
    a = Laptop(tmp_path / "a", server_url, "Иван")
    a.pusher.stop()
    try:
        game = _claim(a, tid, stage, table=1)
        events = script(_seats(a.local, game), random.Random(4))
        for event in events:
            a.local.append_event(game, event)
        entry = game_from_log_dict(a.local.load_game_log(game))
        from mafia_desk.game.protocol import result_entry

        bad = {
            **result_entry(entry, stage=stage, round=1, table=1),
            "roles": {"don": 1, "mafia": [1, 2], "sheriff": 3},
        }
        a.local.finish_game(game, bad)
        with pytest.raises(sync.TournamentImportError):
            sync.push(a.local, a.pusher.server, game, a.console)
        link = sync.game_link(a.local, game)
        assert link is not None and link.state == sync.REFUSED and "invalid" in (link.problem or "")
        assert not server.load_tournament(tid).games  # the result is not stored...
        assert _server_events(server, link.uid) == events  # ...but the game as played is

        game2 = _claim(a, tid, stage, table=2)
        events2 = script(_seats(a.local, game2), random.Random(5))
        for event in events2[:5]:
            a.local.append_event(game2, event)
        sync.push(a.local, a.pusher.server, game2, a.console)
        uid = sync.game_link(a.local, game2).uid  # type: ignore[union-attr]
        with server.engine.begin() as conn:  # the organiser closes the table from paper meanwhile
            conn.execute(
                text("UPDATE games SET finished_at = now(), finished_slot = 1 WHERE uid = :u"), {"u": uid}
            )
        a.local.append_event(game2, events2[5])
        with pytest.raises(sync.SyncConflict, match="closed on the server"):
            sync.push(a.local, a.pusher.server, game2, a.console)
    finally:
        a.local.close()


def test_a_server_restart_mid_round_loses_nothing(tmp_path: Path, server_url: str, organiser: Any) -> None:
    """A restart is, for every laptop, all its connections dropped at once and none accepted for a while:
    done for real with pg_terminate_backend on every connection of the laptops, and the proxy closed."""
    server, tid, stage = organiser
    proxy = CuttableProxy()
    # names of their own: the restart below ends these laptops' connections, and no other test's
    tag = uuid.uuid4().hex[:6]
    laptops = [Laptop(tmp_path / f"t{n}", through(server_url, proxy.port), f"Стол {tag} {n}") for n in (1, 2)]
    admin = create_engine(server_url)
    try:
        games = [_claim(lap, tid, stage, table=n) for n, lap in enumerate(laptops, start=1)]
        scripts = [
            script(_seats(lap.local, g), random.Random(n), full=True)
            for n, (lap, g) in enumerate(zip(laptops, games, strict=True))
        ]
        for lap, game, events in zip(laptops, games, scripts, strict=True):
            _push_all(lap, game, events[:10])
        with admin.begin() as conn:  # the server goes down: every connection ends, none is accepted
            killed = conn.execute(
                text(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                    "WHERE application_name LIKE :name"
                ),
                {"name": application_name(f"Стол {tag}") + "%"},
            ).scalar_one()
        proxy.cut()
        for lap, game, events in zip(laptops, games, scripts, strict=True):
            for event in events[10:20]:  # the tables play on during the restart
                lap.local.append_event(game, event)
                lap.pusher.wake()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not all(
            lap.pusher.status.online is False and lap.pusher.status.pending == 10 for lap in laptops
        ):
            time.sleep(0.05)
        assert all(
            lap.pusher.status.online is False and lap.pusher.status.pending == 10 for lap in laptops
        ), [lap.pusher.status for lap in laptops]
        proxy.restore()
        for table, (lap, game, events) in enumerate(zip(laptops, games, scripts, strict=True), start=1):
            for event in events[20:]:
                lap.local.append_event(game, event)
            _finish(lap, game, stage, table)
            assert lap.pusher.flush(30), lap.pusher.status
            uid = sync.game_link(lap.local, game).uid  # type: ignore[union-attr]
            assert _server_events(server, uid) == lap.local.game_events(game)
        assert killed >= 2
        assert len(server.load_tournament(tid).games) == 2
    finally:
        for lap in laptops:
            lap.close()
        admin.dispose()
        proxy.close()


def test_a_laptop_killed_mid_game_goes_on_from_its_journal(
    tmp_path: Path, server_url: str, organiser: Any
) -> None:
    server, tid, stage = organiser
    folder = tmp_path / "table1"
    folder.mkdir()
    seats = sync.server_tables(server, tid)[0]
    seated = [(n, name, code) for n, (code, name) in enumerate(zip(seats.codes, seats.names, strict=True), 1)]
    events = script(seated, random.Random(7), full=True)
    (tmp_path / "script.json").write_text(json.dumps(events), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests" / "support")])}
    child = subprocess.Popen(
        [
            sys.executable,
            str(Path(__file__).with_name("laptop_child.py")),
            str(folder),
            server_url,
            "console-1",
            str(tmp_path / "script.json"),
            str(tid),
            stage,
            "1",
        ],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stdout is not None
    first = child.stdout.readline()
    assert first.startswith("game "), first
    kill_after = random.Random(8).randrange(10, len(events) - 10)
    committed = 0
    while committed < kill_after:
        committed = int(child.stdout.readline())
    child.send_signal(signal.SIGKILL)
    child.wait(10)
    laptop = Laptop(folder, server_url, "Стол 1", console="console-1")  # the host restarts the app
    try:
        game = int(first.split()[1])
        journal = laptop.local.game_events(game)
        assert (
            committed <= len(journal) <= committed + 1
        )  # what was acknowledged, and at most the one in flight
        assert journal == events[: len(journal)]
        for event in events[len(journal) :]:
            laptop.local.append_event(game, event)
            laptop.pusher.wake()
        _finish(laptop, game, stage, 1)
        assert laptop.pusher.flush(30), laptop.pusher.status
        uid = sync.game_link(laptop.local, game).uid  # type: ignore[union-attr]
        assert _server_events(server, uid) == events
        assert len(server.load_tournament(tid).games) == 1
    finally:
        laptop.close()


def test_the_organiser_hears_each_change_without_polling(
    tmp_path: Path, server_url: str, organiser: Any
) -> None:
    import threading

    _server, tid, stage = organiser
    heard: list[Any] = []
    listener = Listener(server_url, "organiser")
    ready = threading.Event()

    def listen() -> None:
        for notice in listener.notices(wake_every=0.2):
            if notice is None:
                ready.set()
            else:
                heard.append(notice)

    thread = threading.Thread(target=listen, daemon=True)
    thread.start()
    assert ready.wait(10)
    a = Laptop(tmp_path / "a", server_url, "Иван")
    try:
        game = _claim(a, tid, stage)
        events = script(_seats(a.local, game), random.Random(9))
        _push_all(a, game, events[:3])
        deadline = time.monotonic() + 10
        while not any(n.progress and n.tournament_id == tid for n in heard) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert any(n.progress and n.tournament_id == tid for n in heard)
        heard.clear()
        for event in events[3:]:
            a.local.append_event(game, event)
        _finish(a, game, stage, 1)
        assert a.pusher.flush(20)
        deadline = time.monotonic() + 10
        while (
            not any(not n.progress and n.tournament_id == tid for n in heard) and time.monotonic() < deadline
        ):
            time.sleep(0.02)
        assert any(not n.progress and n.tournament_id == tid for n in heard)  # the result: the standings move
    finally:
        listener.stop()
        thread.join(5)
        a.close()


def test_each_connection_failure_is_one_sentence_of_its_kind(server_url: str) -> None:
    from sqlalchemy.engine import make_url

    base = make_url(server_url)
    import socket

    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))
    port = closed.getsockname()[1]
    closed.close()
    cases = {
        UNREACHABLE: base.set(port=port),
        NO_DATABASE: base.set(database="no_such_mafia_db"),
        TLS: base.update_query_dict({"sslmode": "require"}),
    }
    for kind, url in cases.items():
        with pytest.raises(ServerProblem) as problem:
            check_server(url.render_as_string(hide_password=False))
        assert problem.value.kind == kind, (kind, str(problem.value))
        assert "\n" not in str(problem.value)
    admin = create_engine(server_url)
    with admin.begin() as conn:
        conn.execute(text("DROP ROLE IF EXISTS md_no_login"))
        conn.execute(text("CREATE ROLE md_no_login NOLOGIN"))
    try:
        with pytest.raises(ServerProblem) as problem:
            check_server(base.set(username="md_no_login").render_as_string(hide_password=False))
        assert problem.value.kind == AUTHENTICATION, str(problem.value)
        with admin.begin() as conn:
            conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
        with pytest.raises(ServerProblem) as problem:
            check_server(server_url)
        assert problem.value.kind == NEWER_SCHEMA
    finally:
        with admin.begin() as conn:
            conn.execute(text("DROP ROLE IF EXISTS md_no_login"))
        admin.dispose()


def test_an_empty_database_is_offered_its_tables_and_a_foreign_one_is_left_alone() -> None:
    with server_schema() as url:
        with pytest.raises(ServerProblem) as problem:
            check_server(url)
        assert problem.value.kind == NO_SCHEMA
        info = create_server_schema(url, "organiser")
        assert info.revision is not None
        check_server(url)
    with server_schema() as url:
        engine = create_engine(url)
        with engine.begin() as conn:
            conn.execute(text("CREATE TABLE invoices (id int)"))
        engine.dispose()
        with pytest.raises(ServerProblem) as problem:
            create_server_schema(url)
        assert problem.value.kind == NOT_OURS


def test_a_real_server_restart_mid_round_loses_nothing(tmp_path: Path) -> None:
    """The same with a real restart (`pg_ctl restart -m fast`) of a server of this test's own."""
    from organiser_kit import new_tournament, save_draw
    from server_kit import PrivateServer

    pg_base()  # the server tests run where PostgreSQL is there to run them
    private = PrivateServer()
    try:
        create_server_schema(private.url, "organiser")
        server = open_server(private.url, "organiser")
        tid = new_tournament(server, "fiim", 20)
        stage = effective_stages(server.load_tournament(tid))[0].id
        save_draw(server, tid, stage, 1, 5)
        laptops = [Laptop(tmp_path / f"t{n}", private.url, f"Стол {n}") for n in (1, 2)]
        try:
            games = [_claim(lap, tid, stage, table=n) for n, lap in enumerate(laptops, start=1)]
            scripts = [script(_seats(lap.local, g), random.Random(n), full=True) for n, (lap, g) in
                       enumerate(zip(laptops, games, strict=True))]  # fmt: skip
            for lap, game, events in zip(laptops, games, scripts, strict=True):
                _push_all(lap, game, events[:10])
            import threading

            failed: list[BaseException] = []

            def restart_server() -> None:
                try:
                    private.restart()
                except BaseException as exc:  # seen by the test below, not lost in the thread
                    failed.append(exc)

            restart = threading.Thread(target=restart_server)
            restart.start()  # the tables play on while the server goes down and comes back
            for lap, game, events in zip(laptops, games, scripts, strict=True):
                for event in events[10:25]:
                    lap.local.append_event(game, event)
                    lap.pusher.wake()
                    time.sleep(0.02)
            restart.join(180)
            assert not restart.is_alive()
            assert not failed, failed
            for table, (lap, game, events) in enumerate(zip(laptops, games, scripts, strict=True), start=1):
                for event in events[25:]:
                    lap.local.append_event(game, event)
                    lap.pusher.wake()
                _finish(lap, game, stage, table)
            for lap, game in zip(laptops, games, strict=True):
                assert lap.pusher.flush(30), lap.pusher.status
                uid = sync.game_link(lap.local, game).uid  # type: ignore[union-attr]
                assert _server_events(server, uid) == lap.local.game_events(game)
            assert len(server.load_tournament(tid).games) == 2
        finally:
            for lap in laptops:
                lap.close()
            server.close()
    finally:
        private.stop()


def test_the_last_action_and_the_result_committed_during_a_push_all_reach_the_server(
    tmp_path: Path, server_url: str, organiser: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host's last action and the result are committed while the pusher reads the game (the pusher is a
    thread): the push must not send the result with the events it read before that action, or the server's
    game misses the action and the laptop counts it as waiting for ever (a server restart test left
    `pending=1` after flush under load)."""
    server, tid, stage = organiser
    a = Laptop(tmp_path / "a", server_url, "Иван")
    a.pusher.stop()
    try:
        game = _claim(a, tid, stage)
        events = script(_seats(a.local, game), random.Random(7))
        for event in events[:-1]:
            a.local.append_event(game, event)
        read_events = a.local.game_events
        raced: list[bool] = []

        def events_then_the_host_goes_on(game_id: int) -> list[dict[str, Any]]:
            seen = read_events(game_id)
            if not raced:  # the host's last action and the judge's result land right after the read
                raced.append(True)
                a.local.append_event(game, events[-1])
                _finish(a, game, stage, 1)
            return seen

        monkeypatch.setattr(a.local, "game_events", events_then_the_host_goes_on)
        sync.push(a.local, a.pusher.server, game, a.console)
        monkeypatch.setattr(a.local, "game_events", read_events)
        sync.push(a.local, a.pusher.server, game, a.console)  # the pusher's next pass
        link = sync.game_link(a.local, game)
        assert link is not None and link.pushed == len(events) and not link.result_pending
        assert _server_events(server, link.uid) == events
        assert server.load_tournament(tid).games, "the result reached the server"
    finally:
        a.local.close()
