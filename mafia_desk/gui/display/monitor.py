"""Where a display that faces the public goes: full screen on a second monitor, a window on the only one.

The spectator display and the hall standings share this: full screen on a laptop's only monitor took the
host's or the organiser's own window away from him.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def show_on(window: QWidget, screen: QScreen | None) -> None:
    """Full screen on `screen` when there are two monitors or more; else a normal window to drag."""
    if len(QGuiApplication.screens()) < 2 or screen is None:
        window.showNormal()
        return
    window.showNormal()  # leave full screen before moving, or the window stays on the old monitor
    window.setScreen(screen)
    window.setGeometry(screen.geometry())
    window.showFullScreen()
