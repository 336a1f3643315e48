"""The app's stream overlay: the server at the settings' address and ports, and the feed of the game."""

from __future__ import annotations

from PySide6.QtCore import QObject

from mafia_desk.gui.display.overlay_feed import HallFeed
from mafia_desk.gui.display.overlay_server import OverlayServer, is_loopback, overlay_settings

__all__ = ["StreamOverlay", "is_loopback"]


class StreamOverlay(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        address, port, ws_port = overlay_settings()
        self.server = OverlayServer(address, port, ws_port, self)
        self.feed = HallFeed(self.server, self)
