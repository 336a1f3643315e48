"""Redraw a widget on a signal only while it is on screen, and once it is shown again if the signal came.

The tabs that list every registration, round and game of a tournament would redraw after each stored game
while the organiser looks at another tab; they follow the store this way instead. A widget whose window is not
shown at all (a test, a window being built) redraws at once, so what it holds is never stale when read.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, SignalInstance
from PySide6.QtWidgets import QWidget


class _ShownRefresh(QObject):
    def __init__(self, widget: QWidget, refresh: Callable[[], None]) -> None:
        super().__init__(widget)
        self._widget, self._refresh, self.stale = widget, refresh, False
        widget.installEventFilter(self)

    def changed(self) -> None:
        if self._widget.isVisible() or not self._widget.window().isVisible():
            self.stale = False
            self._refresh()
        else:
            self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self._refresh()
        return False


def refresh_when_shown(widget: QWidget, signal: SignalInstance, refresh: Callable[[], None]) -> None:
    """Connect `signal` to `refresh` of `widget`, deferred while the widget is hidden in a shown window."""
    signal.connect(_ShownRefresh(widget, refresh).changed)
