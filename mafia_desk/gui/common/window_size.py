"""A main window's first size: what it was designed for, bounded by the screen it opens on."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

# The title bar and a desktop panel take this much of the screen's height that availableGeometry may not.
_FRAME = 40


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """On a 1366x768 laptop the host's and the organiser's windows must show their bottom lines (the status
    line, the key hints) without the user resizing anything."""
    screen = window.screen().availableGeometry()
    window.resize(min(width, screen.width()), min(height, screen.height() - _FRAME))
