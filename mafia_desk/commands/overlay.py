"""`mafia-desk overlay --replay GAME.json --port P [--speed X]`: the stream overlay headless, replaying a log.

The same server, page and messages as the app's (docs/overlay.md), fed by a timer instead of a host, so a
stream layout can be built and tried without a game at the table.
"""

from __future__ import annotations

import signal
import sys

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtNetwork import QHostAddress

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
MAX_PORT = 65535
# One event in 1,000 s at the slowest (a Qt timer counts at most 2^31 ms), a thousand a second at the fastest.
MIN_SPEED, MAX_SPEED = 0.001, 1000.0


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


def _argument_problem(address: str, port: int, ws_port: int, speed: float) -> str | None:
    """What is wrong with the command's arguments, in one line; None when nothing: bad arguments exit 2
    like a bad file, and none reaches Qt (a port of 70,000 or --speed 1e-10 overflowed into a traceback)."""
    for flag, value in (("--port", port), ("--ws-port", ws_port)):
        if not 0 <= value <= MAX_PORT:
            return f"{flag} must be a port number 0..{MAX_PORT} (0: any free port), not {value}"
    if port == MAX_PORT and ws_port == 0:
        return f"--port {MAX_PORT} leaves no port for the WebSocket (--port + 1): give --ws-port"
    if not MIN_SPEED <= speed <= MAX_SPEED:  # also refuses nan and inf
        return f"--speed must be {MIN_SPEED:g}..{MAX_SPEED:g} events a second, not {speed:g}"
    if QHostAddress(address).isNull():
        return f"--address must be an IP address such as 127.0.0.1 or ::1, not {address!r}"
    return None


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
    problem = _argument_problem(address, port, ws_port, speed)
    if problem is not None:
        print(f"invalid: {problem}", file=sys.stderr)
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
    if problem is None and not server.wait_ready():
        problem = f"overlay: the server did not start on {address} ports {server.port} and {server.ws_port}"
    if problem is not None:
        print(problem, file=sys.stderr)
        server.stop()
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
