"""The stream overlay's delay: from a host action (the event handed to the session, as a key does) and
from its commit (the event on disk, the session's `changed`) to a WebSocket client's receipt of the hall's
new view, median and worst of 200 changes; and the start: from View > Stream overlay (`OverlayServer.start`)
to the first message of a client that tries every 10 ms until it gets in (docs/overlay.md).

The scripted games of tests/fixtures/game-logs are played through a real `GameSession` on a temporary SQLite
file, one event at a time; the client is a QWebSocket on 127.0.0.1 in the same process, so each delay counts
the hall's view, its JSON, the pipe to the sockets' process, its turn of Qt's loop, the socket and one turn of
this process's loop.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QTimer, QUrl
from PySide6.QtNetwork import QAbstractSocket, QSslSocket
from PySide6.QtWebSockets import QWebSocket

from mafia_desk.game import Game, load_game_log
from mafia_desk.gui.display.overlay_feed import HallFeed
from mafia_desk.gui.display.overlay_server import OverlayServer
from mafia_desk.gui.game_session import GameSession
from mafia_desk.store import open_store

LOGS = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "game-logs"
SAMPLES = 200
TARGET_MS = 50.0


class Probe:
    def __init__(self) -> None:
        self.pressed = 0.0
        self.committed = 0.0
        self.received: list[float] = []

    def commit(self) -> None:
        self.committed = time.perf_counter()

    def receive(self, _text: str) -> None:
        self.received.append(time.perf_counter())


def wait_for(app: QCoreApplication, done: object, seconds: float = 5.0) -> None:
    deadline = QDeadlineTimer(int(seconds * 1000))
    while not done() and not deadline.hasExpired():  # type: ignore[operator]
        app.processEvents()
    if not done():  # type: ignore[operator]
        raise SystemExit("the client received nothing in time")


def main() -> int:
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    # The client stands for OBS, not for the host's process, which makes no QWebSocket: its TLS set-up (every
    # system CA certificate read, up to a second) is kept out of the start's figure, as the sockets' does.
    QSslSocket.setActiveBackend("cert-only")
    server = OverlayServer("127.0.0.1", 0, 0)
    probe = Probe()
    client = QWebSocket()
    client.textMessageReceived.connect(probe.receive)
    started = time.perf_counter()
    problem = server.start()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    returned = time.perf_counter()

    ready: list[float] = []

    def knock() -> None:  # as the page does, but every 10 ms rather than its 0.5 s and more
        if not ready and server.wait_ready(0):
            ready.append(time.perf_counter())
        if not probe.received and client.state() == QAbstractSocket.SocketState.UnconnectedState:
            client.open(QUrl(f"ws://127.0.0.1:{server.ws_port}/"))

    knocker = QTimer()
    knocker.timeout.connect(knock)
    knocker.start(10)
    knock()
    wait_for(app, lambda: bool(probe.received), seconds=20.0)  # hello
    knocker.stop()
    start_ms, first_ms = (returned - started) * 1e3, (probe.received[0] - started) * 1e3
    ready_ms = (ready[0] - started) * 1e3 if ready else first_ms
    feed = HallFeed(server)
    delays: list[float] = []
    actions: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", backups=False)
        try:
            while len(delays) < SAMPLES:
                for path in sorted(LOGS.glob("*.json")):
                    log = load_game_log(path)
                    seats = [
                        {"seat": s.seat, "player": s.player, "player_id": s.player_id} for s in log.seats
                    ]
                    gid = store.create_game(
                        log.ruleset.id,
                        seats,
                        dict(log.meta),
                        ruleset_options=log.ruleset.overrides(),
                        log_version=log.version,
                    )
                    session = GameSession(store, gid, Game(log.ruleset, log.seats, log.meta, log.version))
                    session.changed.connect(probe.commit)  # first: the moment the event is on disk
                    feed.follow(session)
                    for event in log.events:
                        before, pushed = len(probe.received), server.sequence
                        probe.pressed = time.perf_counter()
                        session.apply(event)
                        if server.sequence == pushed:
                            continue  # the hall saw nothing new (a step of the night): nothing was sent
                        wait_for(app, lambda b=before: len(probe.received) > b)  # type: ignore[misc]
                        delays.append((probe.received[before] - probe.committed) * 1e3)
                        actions.append((probe.received[before] - probe.pressed) * 1e3)
                        if len(delays) == SAMPLES:
                            break
                    session.changed.disconnect(probe.commit)
                    if len(delays) == SAMPLES:
                        break
        finally:
            store.close()
    server.stop()
    median, worst = statistics.median(delays), max(delays)
    print(
        f"overlay: start -> first message {first_ms:.0f} ms (start() itself {start_ms:.1f} ms, "
        f"the sockets' process listening after {ready_ms:.0f} ms)"
    )
    print(f"overlay: action -> WebSocket receipt over {len(actions)} changes of the hall's view")
    print(f"  median {statistics.median(actions):.2f} ms, worst {max(actions):.2f} ms")
    print(f"overlay: commit -> WebSocket receipt over {len(delays)} changes of the hall's view")
    print(f"  median {median:.2f} ms, worst {worst:.2f} ms (target: median under {TARGET_MS:.0f} ms)")
    return 0 if median < TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
