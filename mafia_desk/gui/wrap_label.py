"""A word-wrapped label that measures each text once per width.

Qt asks a wrapped label its height for a width several times per layout (the window's minimum, its size
hint, the panel's geometry) and a QLabel lays its text out afresh for each question; the host's screen
changes five such labels on a ballot's Enter. The answer depends on the text, the font and the width only,
so it is kept here until one of them changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget

_KEEP = 8  # widths remembered for the current text: the layout asks two or three


class WrapLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heights: dict[int, int] = {}
        self._measured = ""

    def heightForWidth(self, width: int) -> int:
        text = self.text()
        if text != self._measured:
            self._heights.clear()
            self._measured = text
        height = self._heights.get(width)
        if height is None:
            if len(self._heights) >= _KEEP:
                self._heights.clear()
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights.clear()  # a new font or style sheet (a look's padding) measures anew
        super().changeEvent(event)
