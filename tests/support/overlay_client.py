"""A stream's browser source for tests: a WebSocket client of the overlay that reads every message in order.

The overlay's sockets live in a process of their own (`mafia-desk --overlay-sockets`), started without the
host waiting for it, so a client that connects at once may find nothing listening yet: QWebSocket does not try
again, and a test then waited for messages that never came. So a client first waits for the server to say it
listens (`OverlayServer.wait_ready`, a deadline, no sleep), then for each message with a deadline of its own.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QEventLoop, QTimer, QUrl
from PySide6.QtWebSockets import QWebSocket

from mafia_desk.gui.display.overlay_server import OverlayServer

READY_MS = 20_000  # the sockets' process imports Qt before it listens: seconds on a loaded machine
MESSAGE_MS = 5_000  # one message: a pipe and a loopback socket, milliseconds unless the machine is starved


class OverlayClient:
    """Every message the overlay's WebSocket sends, in order (`messages`); it has at least `first` of them
    when made (the hello, by default)."""

    def __init__(self, qtbot: Any, server: OverlayServer, *, first: int = 1) -> None:
        assert server.wait_ready(READY_MS), "the overlay's sockets process did not listen"
        self.qtbot = qtbot
        self.messages: list[dict[str, Any]] = []
        self.socket = QWebSocket()
        self.socket.textMessageReceived.connect(self._received)
        self.socket.open(QUrl(f"ws://127.0.0.1:{server.ws_port}/"))
        self.wait_for(first)
        assert self.messages[0]["type"] == "hello", self.messages[0]

    def _received(self, text: str) -> None:
        self.messages.append(json.loads(text))

    def wait_for(self, count: int, timeout_ms: int = MESSAGE_MS) -> None:
        """Until `count` messages in all have come: an event loop that ends on the message that makes
        `count` (no polling interval added to each key of a whole game) or at the deadline, which fails."""
        if len(self.messages) >= count:
            return
        loop = QEventLoop()
        deadline = QTimer()
        deadline.setSingleShot(True)
        deadline.timeout.connect(loop.quit)

        def arrived() -> None:
            if len(self.messages) >= count:
                loop.quit()

        self.socket.textMessageReceived.connect(arrived)  # after `_received`: the message is counted
        deadline.start(timeout_ms)
        loop.exec()
        deadline.stop()
        self.socket.textMessageReceived.disconnect(arrived)
        assert len(self.messages) >= count, (
            f"{len(self.messages)} overlay messages after {timeout_ms} ms, {count} awaited"
        )

    def states(self) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["type"] == "state"]

    def clocks(self) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["type"] == "clock"]

    def close(self) -> None:
        self.socket.close()
        self.socket.deleteLater()
