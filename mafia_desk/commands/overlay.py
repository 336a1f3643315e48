"""`mafia-desk overlay --replay GAME.json --port P [--speed X]`: the stream overlay headless, replaying a log.

The same server, page and messages as the app's (docs/overlay.md), fed by a timer instead of a host, so a
stream layout can be built and tried without a game at the table.
"""

from __future__ import annotations

import signal
import sys

from PySide6.QtCore import QCoreApplication, QTimer

from mafia_desk.game.errors import GameLogError
from mafia_desk.game.game import Game
from mafia_desk.game.log import load_game_log
from mafia_desk.gui import i18n
from mafia_desk.gui.common.identity import name_application
from mafia_desk.gui.display.overlay_feed import HallFeed
from mafia_desk.gui.display.overlay_server import OverlayServer, is_loopback
from mafia_desk.tournament.errors import short_line

# After the last event with --once: long enough for the clients to be sent the end.
LINGER_MS = 500


class Replay:
    """Applies the log's events to a fresh game one by one, `speed` a second, pushing each to the feed."""

    def __init__(self, log: Game, feed: HallFeed, speed: float, reveal: bool, once: bool) -> None:
        self.events = list(log.events)
        self.game = Game(log.ruleset, log.seats, log.meta, log.version)
        self.feed = feed
        self.reveal = reveal
        self.once = once
        self.timer = QTimer()
        self.timer.setInterval(max(1, round(1000 / speed)))
        self.timer.timeout.connect(self.step)

    def start(self) -> None:
        self.feed.show(self.game)
        self.timer.start()

    def step(self) -> None:
        if len(self.game.events) < len(self.events):
            self.game.apply(self.events[len(self.game.events)])
            self.feed.show(self.game)
            return
        self.timer.stop()
        if self.reveal:
            self.feed.set_reveal(True)
        if self.once:
            QTimer.singleShot(LINGER_MS, QCoreApplication.quit)


def overlay_command(
    path: str,
    address: str,
    port: int,
    ws_port: int,
    speed: float,
    *,
    reveal: bool = False,
    once: bool = False,
) -> int:
    if not speed > 0:
        print(f"invalid: --speed must be a positive number of events a second, not {speed}", file=sys.stderr)
        return 2
    try:
        log = load_game_log(path)
    except GameLogError as err:
        print(short_line(f"invalid: {path}: {err}"), file=sys.stderr)
        return 2
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    name_application(app)
    i18n.install_translators(app, i18n.chosen_language())  # the page's words in the app's language
    server = OverlayServer(address, port, ws_port)
    problem = server.start()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    if not is_loopback(address):
        print(
            f"warning: the overlay listens on {address}: other machines on the network can see it",
            file=sys.stderr,
        )
    feed = HallFeed(server)
    replay = Replay(log, feed, speed, reveal, once)
    print(
        f"overlay: {server.url} (WebSocket port {server.ws_port}); replaying {len(replay.events)} events, "
        f"{speed:g} a second; Ctrl+C stops",
        flush=True,
    )
    # Qt's loop holds the interpreter: a short timer lets Python run its Ctrl+C handler.
    signal.signal(signal.SIGINT, lambda *_: QCoreApplication.quit())
    wake = QTimer()
    wake.start(200)
    wake.timeout.connect(lambda: None)
    replay.start()
    app.exec()
    server.stop()
    return 0
