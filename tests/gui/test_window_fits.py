"""The host's window opens whole on the screen it is on: on a 1366x768 laptop it was 800 px tall and the key
hints and the status line under the host's words were below the screen's edge."""

from __future__ import annotations

from typing import Any


def test_the_host_window_opens_within_the_screen(window: Any) -> None:
    room = window.screen().availableGeometry()
    assert window.width() <= room.width()
    assert window.height() <= room.height() - 40
    assert window.height() == min(800, room.height() - 40)
