"""View > Stream overlay: starts the server at the settings' port and shows its URL; a port in use is one
status line and the action goes back to off."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtNetwork import QHostAddress, QTcpServer


def test_the_action_starts_and_stops_the_overlay(window: Any) -> None:
    settings = QSettings()
    settings.setValue("overlay/port", 0)
    try:
        window.ui.actionStreamOverlay.setChecked(True)
        assert window.hall.overlay is not None and window.hall.overlay.server.running
        url = window.hall.overlay.server.url
        assert url.startswith("http://127.0.0.1:") and url in window.statusBar().currentMessage()
        window.ui.actionStreamOverlay.setChecked(False)
        assert window.hall.overlay is None
    finally:
        settings.remove("overlay")


def test_a_port_in_use_is_one_line_and_the_action_goes_off(window: Any) -> None:
    busy = QTcpServer()
    assert busy.listen(QHostAddress("127.0.0.1"), 0)
    settings = QSettings()
    settings.setValue("overlay/port", busy.serverPort())
    try:
        window.ui.actionStreamOverlay.setChecked(True)
        line = window.statusBar().currentMessage()
        assert "cannot listen" in line and str(busy.serverPort()) in line and "\n" not in line
        assert not window.ui.actionStreamOverlay.isChecked() and window.hall.overlay is None
    finally:
        settings.remove("overlay")
        busy.close()
