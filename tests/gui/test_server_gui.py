"""The tournament server through the GUI: the settings dialog's answers, a table played from the server's
draw, the judge's conflict dialog, and the organiser's window following another laptop through LISTEN.

Every test but the first needs the test PostgreSQL server (pg_schema.py); each gets a schema of its
own (the store tests' way), so they never see each other's tournaments.
"""

from __future__ import annotations

import itertools
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs
from organiser_kit import new_tournament, save_draw
from pg_schema import pg_base as pg_schema_base
from pg_schema import pg_schema
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QLabel
from sqlalchemy.engine import make_url

from mafia_desk.game import event_to_dict
from mafia_desk.game.events import EndSpeech, JudgeAward, Roles
from mafia_desk.game.model import Team
from mafia_desk.gui.common.server_settings import CONSOLE_KEY, NAME_KEY, URL_KEY, ServerSettings
from mafia_desk.gui.conflict_dialog import KEPT_LAPTOP, KEPT_SERVER, ConflictDialog
from mafia_desk.gui.end_game_dialog import EndGameDialog
from mafia_desk.gui.server_dialog import ServerDialog, problem_line
from mafia_desk.gui.server_table_dialog import ServerTableDialog
from mafia_desk.store import open_store
from mafia_desk.store import server as srv
from mafia_desk.store.server import create_server_schema, open_server
from mafia_desk.store.sync import (
    CONFLICT,
    SUPERSEDED,
    SyncConflict,
    claim_table,
    game_link,
    push,
    server_event_count,
    server_tables,
)


@pytest.fixture(autouse=True)
def _no_server_settings(qapp: Any) -> Iterator[None]:
    """The server's address is a setting: a test's server must not follow the next test's window."""
    for key in (URL_KEY, NAME_KEY, CONSOLE_KEY):
        QSettings().remove(key)
    yield
    for key in (URL_KEY, NAME_KEY, CONSOLE_KEY):
        QSettings().remove(key)


@pytest.fixture
def pg_base() -> str:
    return pg_schema_base()


@pytest.fixture
def pg_url() -> Iterator[str]:
    """An empty schema of its own on the test server, as a postgresql:// URL a user would type."""
    with pg_schema("md_gui", driver="postgresql") as url:
        yield url


@pytest.fixture
def server(pg_url: str) -> Iterator[Any]:
    """The server with its tables, one ten-player tournament and the first round's draw saved."""
    create_server_schema(pg_url, "organiser")
    s = open_server(pg_url, "organiser")
    tid = new_tournament(s, "fiim", 10)
    save_draw(s, tid, "qualifying", 1, 3)
    s.test_tid = tid  # type: ignore[attr-defined]
    yield s
    s.close()


def answer_of_test(qtbot: Any, dialog: ServerDialog) -> str:
    qtbot.mouseClick(dialog.ui.testButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=15000)
    return dialog.answer()


# --- the settings dialog ---


def test_an_unreachable_server_is_said_in_one_line_and_nothing_is_saved(qtbot: Any) -> None:
    dialog = ServerDialog()
    qtbot.addWidget(dialog)
    dialog.ui.urlEdit.setText("postgresql://postgres@127.0.0.1:1/test")  # a closed port
    assert not dialog.ui.saveButton.isEnabled()
    assert answer_of_test(qtbot, dialog) == problem_line(srv.UNREACHABLE)
    assert "\n" not in dialog.answer()
    assert "127.0.0.1" in dialog.ui.answerLabel.toolTip()  # the server's own words, for whoever fixes it
    assert not dialog.ui.saveButton.isEnabled()
    assert not dialog.ui.createButton.isVisible()
    dialog.save()
    assert not dialog.saved and ServerSettings.load().url == ""
    dialog.save_anyway()  # the organiser's explicit choice
    assert dialog.saved and ServerSettings.load().url == "postgresql://postgres@127.0.0.1:1/test"


@pytest.mark.postgres
def test_a_bad_address_and_a_missing_database_each_get_their_line(qtbot: Any, pg_base: str) -> None:
    dialog = ServerDialog()
    qtbot.addWidget(dialog)
    dialog.ui.urlEdit.setText("sqlite:///games.sqlite3")
    assert answer_of_test(qtbot, dialog) == problem_line(srv.BAD_URL)
    missing = make_url(pg_base).set(drivername="postgresql", database="no_such_database_here")
    dialog.ui.urlEdit.setText(missing.render_as_string(hide_password=False))
    assert dialog.answer() == ""  # an edited address is untested again
    assert answer_of_test(qtbot, dialog) == problem_line(srv.NO_DATABASE)
    assert not dialog.ui.saveButton.isEnabled()


@pytest.mark.postgres
def test_no_schema_offers_to_create_the_tables_then_saves(qtbot: Any, pg_url: str) -> None:
    dialog = ServerDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.ui.urlEdit.setText(pg_url)
    dialog.ui.nameEdit.setText("Table 2 laptop")
    assert answer_of_test(qtbot, dialog) == problem_line(srv.NO_SCHEMA)
    assert dialog.ui.createButton.isVisible() and not dialog.ui.saveButton.isEnabled()
    dialog.ui.createButton.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=30000)
    assert dialog.tested is not None, dialog.answer()
    assert dialog.answer().startswith("Connected")
    assert srv.check_server(pg_url).revision is not None  # the tables are really there
    assert not dialog.ui.createButton.isVisible() and dialog.ui.saveButton.isEnabled()
    console = ServerSettings.load().console_id
    dialog.ui.saveButton.click()
    kept = ServerSettings.load()
    assert dialog.saved and (kept.url, kept.laptop_name, kept.console_id) == (
        pg_url,
        "Table 2 laptop",
        console,
    )
    uuid.UUID(console)


# --- a table played from the server ---


def choose_table(monkeypatch: pytest.MonkeyPatch, tid: int, table: int, seen: list[Any]) -> None:
    def exec_(dialog: ServerTableDialog) -> int:
        seen.append([(t.table, t.state) for t in dialog.tables])
        dialog.pick(tid, "qualifying", 1, table)
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(ServerTableDialog, "exec", exec_)


def finish(window: Any, winner: Team = Team.BLACK) -> None:
    session = window.session
    assert session.apply(JudgeAward(winner, "a hint from the audience"))
    dialog = EndGameDialog(session.game, str(session.game.ruleset.id))
    dialog._accept()
    assert dialog.entry is not None, dialog.ui.errorLabel.text()
    session.finish(dialog.entry)


@pytest.mark.postgres
def test_a_host_plays_a_table_from_the_server_and_the_server_gets_every_event(
    qtbot: Any, server: Any, pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Any
) -> None:
    from mafia_desk.gui.main_window import MainWindow

    ServerSettings(pg_url, "Table 1 laptop", str(uuid.uuid4())).save()
    local = open_store(f"sqlite:///{tmp_path / 'laptop.sqlite3'}", backups=False)
    window = MainWindow(local, resume_last=False)
    qtbot.addWidget(window)
    window.show()
    assert window.server.label.isVisible()
    qtbot.waitUntil(lambda: "everything sent" in window.server.label.text(), timeout=10000)
    tid = server.test_tid
    seen: list[Any] = []
    choose_table(monkeypatch, tid, 1, seen)
    window.home.ui.serverTableButton.click()  # the start page's button
    assert seen and seen[0][0] == (1, "waiting")
    session = window.session
    assert session is not None and window.ui.pages.currentWidget() is window.game_screen
    assert [s.player for s in session.game.seats][:1] == [server_tables(server, tid)[0].names[0]]
    link = game_link(local, session.game_id)
    assert link is not None
    (playing,) = [t for t in server_tables(server, tid) if t.table == 1]
    assert (playing.state, playing.holder) == ("playing", "Table 1 laptop")
    assert session.apply(Roles(1, (2, 3), 4))
    assert session.apply(EndSpeech())
    assert session.apply(EndSpeech())
    assert session.undo()
    qtbot.waitUntil(lambda: server_event_count(server, link.uid) == 2, timeout=10000)
    finish(window)
    events = local.game_events(session.game_id)
    qtbot.waitUntil(
        lambda: any(
            (g.stage, g.round, g.table) == ("qualifying", 1, 1) for g in server.load_tournament(tid).games
        ),
        timeout=10000,
    )
    assert server_event_count(server, link.uid) == len(events) == 3
    assert (
        server.load_game_log(next(g.id for g in server.list_games(tournament_id=tid) if g.table == 1))[
            "events"
        ]
        == events
    )
    qtbot.waitUntil(lambda: "everything sent" in window.server.label.text(), timeout=10000)
    assert [t.state for t in server_tables(server, tid) if t.table == 1] == ["finished"]
    window.close()


@pytest.mark.postgres
def test_a_table_held_elsewhere_is_taken_over_only_when_the_judge_says_so(
    qtbot: Any,
    server: Any,
    pg_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: Any,
    fake_dialogs: ScriptedDialogs,
) -> None:
    from mafia_desk.gui.main_window import MainWindow

    tid = server.test_tid
    other = open_store(f"sqlite:///{tmp_path / 'other.sqlite3'}", backups=False)
    claim_table(
        other, server, tournament_id=tid, stage="qualifying", round_no=1, table=1, holder="Anna", console="a"
    )
    ServerSettings(pg_url, "Judge", str(uuid.uuid4())).save()
    local = open_store(f"sqlite:///{tmp_path / 'judge.sqlite3'}", backups=False)
    window = MainWindow(local, resume_last=False)
    qtbot.addWidget(window)
    choose_table(monkeypatch, tid, 1, [])
    fake_dialogs.answers.extend([False, True])
    assert window.server.play_from_server() is None  # the judge said No: nothing changed
    asked = [s.text for s in fake_dialogs.shown if s.kind == "question"]
    assert "held by Anna" in asked[0] and "not connected" in asked[0]
    assert [t.holder for t in server_tables(server, tid) if t.table == 1] == ["Anna"]
    assert window.server.play_from_server() is not None, dialogs
    assert [t.holder for t in server_tables(server, tid) if t.table == 1] == ["Judge"]
    window.close()
    other.close()


@pytest.mark.postgres
def test_the_judges_take_over_behind_a_desk_frozen_in_its_push_keeps_the_window_responsive(
    qtbot: Any,
    server: Any,
    pg_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: Any,
    fake_dialogs: ScriptedDialogs,
) -> None:
    """Issue 39: the take-over used to run on the GUI thread and wait behind the frozen desk's row lock for
    about two hours. Now it waits on a worker, is tried again when the server's lock timeout ends a try,
    and goes through once the server has ended the frozen desk's session."""
    from server_kit import FrozenDesk

    from mafia_desk.gui.main_window import MainWindow

    tid = server.test_tid
    frozen = FrozenDesk(tmp_path, server, pg_url, tid, "qualifying")
    try:
        ServerSettings(pg_url, "Judge", str(uuid.uuid4())).save()
        local = open_store(f"sqlite:///{tmp_path / 'judge.sqlite3'}", backups=False)
        window = MainWindow(local, resume_last=False)
        qtbot.addWidget(window)
        window.show()
        choose_table(monkeypatch, tid, 1, [])
        fake_dialogs.answers.append(True)  # "Table 1 is held by Стол 1 … Take it over?"
        ticks: list[float] = []
        clock = QTimer(window)
        clock.timeout.connect(lambda: ticks.append(time.monotonic()))
        clock.start(50)
        started = time.monotonic()
        session = window.server.play_from_server()
        took = time.monotonic() - started
        clock.stop()
        print(f"\nthe judge's take-over in the window behind a frozen desk: {took:.1f} s")
        assert session is not None, dialogs
        assert took < 30
        asked = [s.text for s in fake_dialogs.shown if s.kind == "question"]
        assert len(asked) == 1 and "held by Стол 1" in asked[0] and "(connected)" in asked[0]
        waits = [s.text for s in fake_dialogs.shown if s.kind == "wait"]
        assert waits == [
            "Connecting to the server…",
            "Reading the server's tables…",
            "Claiming table 1…",
            "Taking table 1 over…",
        ]
        # A retry says why; on a loaded machine the server may end the frozen transaction (15 s) before the
        # take-over reaches the lock, and then there is nothing to retry and nothing to say.
        assert all("unfinished write holds table 1" in line for line in fake_dialogs.said)
        # the GUI thread served its events all along: the window's timer never stopped for long
        assert max(b - a for a, b in itertools.pairwise(ticks)) < 0.5 and fake_dialogs.longest_gap < 0.5
        assert [t.holder for t in server_tables(server, tid) if t.table == 1] == ["Judge"]
        assert local.game_events(session.game_id) == frozen.events[:10]  # the server's copy, no more
        window.close()
    finally:
        frozen.stop()


@pytest.mark.postgres
def test_a_take_over_waiting_on_the_server_is_cancelled_and_changes_nothing(
    qtbot: Any,
    server: Any,
    pg_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: Any,
    fake_dialogs: ScriptedDialogs,
) -> None:
    from sqlalchemy import create_engine, text

    from mafia_desk.gui.main_window import MainWindow

    tid = server.test_tid
    other = open_store(f"sqlite:///{tmp_path / 'other.sqlite3'}", backups=False)
    game = claim_table(
        other, server, tournament_id=tid, stage="qualifying", round_no=1, table=1, holder="Anna", console="a"
    )
    uid = game_link(other, game).uid  # type: ignore[union-attr]
    locker = create_engine(make_url(pg_url).set(drivername="postgresql+psycopg"))
    held = locker.connect()
    held.execute(text("SELECT id FROM games WHERE uid = :u FOR UPDATE"), {"u": uid})  # a push under way
    try:
        ServerSettings(pg_url, "Judge", str(uuid.uuid4())).save()
        local = open_store(f"sqlite:///{tmp_path / 'judge.sqlite3'}", backups=False)
        window = MainWindow(local, resume_last=False)
        qtbot.addWidget(window)
        choose_table(monkeypatch, tid, 1, [])
        fake_dialogs.answers.append(True)
        fake_dialogs.cancels.extend([None, None, None, 1.0])  # Cancel one second into the take-over
        started = time.monotonic()
        assert window.server.play_from_server() is None
        assert time.monotonic() - started < 5  # not the lock timeout's 10 s: the statement was cancelled
        assert [kind for kind, _text in dialogs if kind != "question"] == []  # Cancel needs no message
        assert [t.holder for t in server_tables(server, tid) if t.table == 1] == ["Anna"]
        assert local.list_games() == []
        window.close()
    finally:
        held.rollback()
        held.close()
        locker.dispose()
        other.close()


# --- the judge's conflict dialog ---


def conflicted(server: Any, tmp_path: Path, name: str) -> tuple[Any, int]:
    """Laptop A plays table 1; the judge's laptop takes it over and records a speech; A records a foul
    meanwhile and its push finds the table gone: a conflict, both copies different."""
    tid = server.test_tid
    a = open_store(f"sqlite:///{tmp_path / (name + '-a.sqlite3')}", backups=False)
    b = open_store(f"sqlite:///{tmp_path / (name + '-b.sqlite3')}", backups=False)
    where = {"tournament_id": tid, "stage": "qualifying", "round_no": 1, "table": 1}
    game_a = claim_table(a, server, **where, holder="A", console="a")
    a.append_event(game_a, event_to_dict(Roles(1, (2, 3), 4)))
    push(a, server, game_a, "a")
    game_b = claim_table(b, server, **where, holder="B", console="b", takeover=True)
    b.append_event(game_b, event_to_dict(EndSpeech()))
    b.append_event(game_b, event_to_dict(EndSpeech()))
    push(b, server, game_b, "b")
    a.append_event(game_a, event_to_dict(EndSpeech()))
    with pytest.raises(SyncConflict):
        push(a, server, game_a, "a")
    b.close()
    return a, game_a


@pytest.mark.postgres
@pytest.mark.parametrize("keep", [KEPT_SERVER, KEPT_LAPTOP])
def test_the_conflict_dialog_shows_both_versions_and_does_what_its_button_says(
    qtbot: Any, server: Any, tmp_path: Path, keep: str
) -> None:
    a, game_a = conflicted(server, tmp_path, keep)
    link = game_link(a, game_a)
    assert link is not None and link.state == CONFLICT
    dialog = ConflictDialog(a, server, link, holder="A", console="a")
    qtbot.addWidget(dialog)
    laptop_text, server_text = (v.toPlainText() for v in dialog.views)
    assert laptop_text != server_text and laptop_text and server_text
    labels = [w.text() for w in dialog.findChildren(QLabel)]
    assert "This laptop: 2 actions" in labels and "The server: 3 actions" in labels
    assert server_event_count(server, link.uid) == 3
    if keep == KEPT_SERVER:
        dialog.server_button.click()
        assert dialog.decision == KEPT_SERVER
        after = game_link(a, game_a)
        assert after is not None and after.state == SUPERSEDED
        assert a.game_info(game_a).finished_at is not None  # off the list of games to resume
        assert server_event_count(server, link.uid) == 3  # the server's copy untouched
    else:
        dialog.laptop_button.click()
        assert dialog.decision == KEPT_LAPTOP
        assert server_event_count(server, link.uid) == 2
        assert server.load_game_log(
            next(g.id for g in server.list_games(tournament_id=server.test_tid) if g.table == 1)
        )["events"] == a.game_events(game_a)
    a.close()


# --- the organiser's window on the server, following another laptop through LISTEN ---


@pytest.mark.postgres
def test_the_organisers_window_follows_another_laptop_through_listen(
    qtbot: Any, server: Any, pg_url: str, tmp_path: Path, dialogs: Any
) -> None:
    from mafia_desk.gui.game_session import GameSession
    from mafia_desk.gui.server_actions import ServerTournamentWindow, laptops_text
    from mafia_desk.gui.tournament.rounds_tab import RoundsTab
    from mafia_desk.gui.tournament.standings_tab import StandingsTab

    tid = server.test_tid
    window = ServerTournamentWindow(
        open_server(pg_url, "organiser"), ServerSettings(pg_url, "organiser", "o")
    )
    qtbot.addWidget(window)
    window.show()
    window.open_tournament(tid)
    rounds = window.tabs["rounds"]
    assert isinstance(rounds, RoundsTab)
    window.ui.tabs.setCurrentWidget(rounds)
    rounds.select_round("qualifying", 1)
    board = rounds.board
    assert board.states()[1] == "not started"
    qtbot.waitUntil(lambda: window.listener.connected, timeout=5000)
    assert "organiser" in laptops_text(window.store)  # the window's own listening connection is listed
    reads: list[str] = []
    original = window.workspace._read  # type: ignore[union-attr]

    def read() -> Any:
        reads.append(__import__("threading").current_thread().name)
        return original()

    window.workspace._read = read  # type: ignore[method-assign,union-attr]

    # Another laptop, headless: claims table 1 and plays a day's first speeches; nothing here polls.
    laptop = open_store(f"sqlite:///{tmp_path / 'table1.sqlite3'}", backups=False)
    game_id = claim_table(
        laptop,
        server,
        tournament_id=tid,
        stage="qualifying",
        round_no=1,
        table=1,
        holder="Boris",
        console="b",
    )
    qtbot.waitUntil(lambda: board.states()[1] == "playing", timeout=10000)
    row = next(r for r in board.model.rows if r.table == 1)
    assert row.at_table.startswith("Boris")
    session = GameSession.resume(laptop, game_id)
    assert session.apply(Roles(1, (2, 3), 4))
    for _ in range(3):
        assert session.apply(EndSpeech())
    push(laptop, server, game_id, "b")
    qtbot.waitUntil(
        lambda: "day 1" in next(r for r in board.model.rows if r.table == 1).at_table, timeout=10000
    )
    shown = next(r for r in board.model.rows if r.table == 1).at_table
    assert "Boris" in shown and "mafia" not in shown.lower()  # the hall's view: no roles
    assert reads and all(name != "MainThread" for name in reads)  # the re-reads ran off the GUI thread

    # The game ends at that laptop: the board says finished and the standings count it.
    assert session.apply(JudgeAward(Team.BLACK, "a hint from the audience"))
    dialog = EndGameDialog(session.game, "fiim")
    dialog._accept()
    assert dialog.entry is not None
    session.finish({**dialog.entry, "protest": "seat 5 disputes the award"})
    push(laptop, server, game_id, "b")
    qtbot.waitUntil(lambda: board.states()[1] == "finished", timeout=10000)
    standings = window.tabs["standings"]
    assert isinstance(standings, StandingsTab)
    qtbot.waitUntil(lambda: len(window.workspace.tournament.games) == 1, timeout=10000)  # type: ignore[union-attr]
    assert any(r.total for r in window.workspace.standings().rows)  # type: ignore[union-attr]
    row = next(r for r in board.model.rows if r.table == 1)
    assert "protest" in row.at_table, row
    window.close()
    laptop.close()


# --- the connection state and the session's hook ---


def test_the_status_line_says_each_state_in_words(qapp: Any) -> None:
    from mafia_desk.gui.common.server_link import status_text
    from mafia_desk.store.pusher import PushStatus
    from mafia_desk.store.sync import LinkRecord

    held = LinkRecord(7, "u", "s", 1, "Cup", "qualifying", 1, 2, 2, 5, False, CONFLICT, "taken over")
    assert status_text(PushStatus(True, 0)) == "Server: connected · everything sent"
    assert status_text(PushStatus(True, 3)) == "Server: connected · sending 3 actions"
    assert status_text(PushStatus(False, 4, problem="refused")) == (
        "Server: out of reach — 4 actions kept on this laptop, they will be sent when it is back"
    )
    assert status_text(PushStatus(False, 0)) == "Server: out of reach — nothing waits on this laptop"
    assert status_text(PushStatus(True, 0, (held,))) == "Server: conflict on table 2 — the judge decides"


def test_a_server_out_of_reach_is_on_the_status_bar_and_the_game_goes_on(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Any
) -> None:
    """A set server that does not answer (a closed port): the host still plays, the line says so."""
    from mafia_desk.gui.main_window import MainWindow

    ServerSettings("postgresql://postgres@127.0.0.1:1/test", "Table 3", str(uuid.uuid4())).save()
    local = open_store(f"sqlite:///{tmp_path / 'laptop.sqlite3'}", backups=False)
    window = MainWindow(local, resume_last=False)
    qtbot.addWidget(window)
    window.show()
    assert window.server.link is not None and window.server.label.isVisible()
    qtbot.waitUntil(lambda: "out of reach" in window.server.label.text(), timeout=10000)
    seats = [{"seat": n, "player": f"P{n}"} for n in range(1, 11)]
    from mafia_desk.gui.new_game_dialog import NewGameRequest

    session = window.start_game(NewGameRequest("fiim", seats, {"title": "club"}))
    assert session is not None
    assert window.server.link is not None
    wakes: list[int] = []  # the store's announcement of each commit wakes the pusher
    monkeypatch.setattr(window.server.link.pusher, "wake", lambda: wakes.append(1))
    assert session.apply(Roles(1, (2, 3), 4)) and session.apply(EndSpeech())
    assert session.undo() and session.redo()
    assert len(wakes) == 4  # every committed action (apply, apply, undo, redo) woke the push
    assert not session.apply(Roles(1, (2, 3), 4))  # a refused action commits nothing, wakes nothing
    assert len(wakes) == 4
    window.close()


@pytest.mark.postgres
def test_a_conflict_reported_by_the_push_opens_the_judges_dialog_on_the_main_window(
    qtbot: Any, server: Any, pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Any
) -> None:
    from mafia_desk.gui.main_window import MainWindow

    tid = server.test_tid
    ServerSettings(pg_url, "Table 1 laptop", str(uuid.uuid4())).save()
    local = open_store(f"sqlite:///{tmp_path / 'laptop.sqlite3'}", backups=False)
    window = MainWindow(local, resume_last=False)
    qtbot.addWidget(window)
    window.show()
    choose_table(monkeypatch, tid, 1, [])
    session = window.server.play_from_server()
    assert session is not None and session.apply(Roles(1, (2, 3), 4))
    uid = game_link(local, session.game_id).uid  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: server_event_count(server, uid) == 1, timeout=10000)
    judge = open_store(f"sqlite:///{tmp_path / 'judge.sqlite3'}", backups=False)
    where = {"tournament_id": tid, "stage": "qualifying", "round_no": 1, "table": 1}
    taken = claim_table(judge, server, **where, holder="Judge", console="j", takeover=True)
    judge.append_event(taken, event_to_dict(EndSpeech()))
    push(judge, server, taken, "j")
    shown: list[tuple[str, str]] = []
    lines: list[str] = []

    def decide(dialog: ConflictDialog) -> int:
        shown.append((dialog.views[0].toPlainText(), dialog.views[1].toPlainText()))
        lines.append(window.server.label.text())  # after the decision the next push says all is sent
        dialog.server_button.click()
        return int(dialog.result())

    monkeypatch.setattr(ConflictDialog, "exec", decide)
    assert session.apply(EndSpeech())  # the host goes on: his action is on his disk at once
    assert session.apply(EndSpeech())
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    assert "conflict on table 1" in lines[0]
    assert shown[0][0] != shown[0][1]
    link = game_link(local, session.game_id)
    assert link is not None and link.state == SUPERSEDED
    assert window.ui.pages.currentWidget() is window.home  # the superseded game left the screen
    assert server_event_count(server, uid) == 2  # the judge's copy stands
    qtbot.waitUntil(lambda: "everything sent" in window.server.label.text(), timeout=10000)
    window.close()
    judge.close()


@pytest.mark.postgres
def test_the_main_window_opens_the_organisers_window_on_the_server_again_after_it_closed(
    qtbot: Any, server: Any, pg_url: str, tmp_path: Path, dialogs: Any
) -> None:
    from mafia_desk.gui.main_window import MainWindow

    ServerSettings(pg_url, "organiser", str(uuid.uuid4())).save()
    window = MainWindow(open_store(f"sqlite:///{tmp_path / 'o.sqlite3'}", backups=False), resume_last=False)
    qtbot.addWidget(window)
    first = window.server.show_tournaments()
    assert first is not None and [t.id for t in first.model.rows] == [server.test_tid]
    first.close()  # its store is closed with it
    assert window.server.tournament_window is None
    second = window.server.show_tournaments()
    assert second is not None and second is not first
    assert [t.id for t in second.model.rows] == [server.test_tid]
    window.close()
    assert window.server.tournament_window is None and dialogs == []


def test_the_table_picker_offers_tonights_round_and_every_round_on_request(qtbot: Any) -> None:
    from mafia_desk.store.sync import FINISHED, WAITING, ServerTable

    def table(round_no: int, number: int, state: str) -> ServerTable:
        names = tuple(f"Игрок {n}" for n in range(10))
        return ServerTable(
            1, "Кубок", "fiim", "qualifying", round_no, number, names, names, state, None, False, 0
        )

    tables = [table(1, 1, FINISHED), table(1, 2, FINISHED), table(2, 1, WAITING), table(2, 2, FINISHED)]
    tables += [table(3, 1, WAITING), table(3, 2, WAITING)]
    dialog = ServerTableDialog(tables)
    qtbot.addWidget(dialog)
    assert [(t.round, t.table) for t in dialog.tables] == [(2, 1), (2, 2)]  # the first round still to play
    assert dialog.selected() == tables[2]
    dialog.every_round.setChecked(True)
    assert dialog.view.rowCount() == 6
    dialog.every_round.setChecked(False)
    dialog.pick(1, "qualifying", 3, 2)  # a later round, asked for by its key, shows every round
    assert dialog.every_round.isChecked() and dialog.selected() == tables[5]
