"""The stream overlay's delay: from a host action's commit (the event on disk, the session's `changed`) to a
WebSocket client's receipt of the hall's new view. Median and worst of 200 changes (docs/overlay.md).

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

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QUrl
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
    server = OverlayServer("127.0.0.1", 0, 0)
    problem = server.start() or (None if server.wait_ready() else "the overlay's sockets did not start")
    if problem:
        print(problem, file=sys.stderr)
        return 1
    probe = Probe()
    client = QWebSocket()
    client.textMessageReceived.connect(probe.receive)
    client.open(QUrl(f"ws://127.0.0.1:{server.ws_port}/"))
    wait_for(app, lambda: bool(probe.received))  # hello
    feed = HallFeed(server)
    delays: list[float] = []
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
                        session.apply(event)
                        if server.sequence == pushed:
                            continue  # the hall saw nothing new (a step of the night): nothing was sent
                        wait_for(app, lambda b=before: len(probe.received) > b)  # type: ignore[misc]
                        delays.append((probe.received[before] - probe.committed) * 1e3)
                        if len(delays) == SAMPLES:
                            break
                    session.changed.disconnect(probe.commit)
                    if len(delays) == SAMPLES:
                        break
        finally:
            store.close()
    server.stop()
    median, worst = statistics.median(delays), max(delays)
    print(f"overlay: commit -> WebSocket receipt over {len(delays)} changes of the hall's view")
    print(f"  median {median:.2f} ms, worst {worst:.2f} ms (target: median under {TARGET_MS:.0f} ms)")
    return 0 if median < TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
