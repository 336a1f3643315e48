"""The live count under the host's timer: one cell per candidate, his number over his votes.

Painted here rather than a rich-text QLabel: a label's HTML table was laid out again on every ballot (its
size hint, then its height for the panel's width, each a QTextDocument) and every change asked the whole
window for a new layout. The strip's height is fixed by its font, whatever it shows, so a new count repaints
only the strip and the panel below it never moves while the table votes.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desk.gui import palette
from mafia_desk.gui.screen_model import BallotCell

POINT_SIZE = 12
CELL_PAD_X = 10
CELL_PAD_Y = 4
LINES = 4  # the heading, a cell's two lines, the tally


class BallotStrip(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = QFont(self.font())
        font.setPointSize(POINT_SIZE)
        self.setFont(font)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._head = ""
        self._cells: tuple[BallotCell, ...] = ()
        self._tail = ""
        self._line = ""  # a sentence instead of a count (the best-move guess)

    def show_count(self, head: str, cells: tuple[BallotCell, ...], tail: str) -> None:
        self._show(head, cells, tail, "")

    def show_line(self, text: str) -> None:
        self._show("", (), "", text)

    def _show(self, head: str, cells: tuple[BallotCell, ...], tail: str, line: str) -> None:
        if (head, cells, tail, line) == (self._head, self._cells, self._tail, self._line):
            return
        self._head, self._cells, self._tail, self._line = head, cells, tail, line
        self.setAccessibleName(self.text())
        self.update()

    def text(self) -> str:
        """What the strip shows, as one line of plain text (screen readers, tests)."""
        if self._line or not self._cells:
            return self._line
        count = "  ".join(f"{c.candidate}: {c.votes}" for c in self._cells)
        return f"{self._head} {count} · {self._tail}"

    # --- geometry: one height whatever is shown ---
    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _cell_size(self) -> QSize:
        metrics = QFontMetrics(self._bold())
        return QSize(metrics.horizontalAdvance("10") + 2 * CELL_PAD_X, 2 * metrics.height() + 2 * CELL_PAD_Y)

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(10 * self._cell_size().width(), 2 * line + self._cell_size().height() + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(self._cell_size().width(), self.sizeHint().height())

    # --- drawing ---
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        text_colour = self.palette().windowText().color()
        painter.setPen(text_colour)
        line = self.fontMetrics().height()
        width = self.width()
        if self._line or not self._cells:
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            painter.drawText(QRect(0, 0, width, self.height()), int(flags), self._line)
            return
        painter.drawText(QRect(0, 0, width, line), int(Qt.AlignmentFlag.AlignLeft), self._head)
        cell = self._cell_size()
        # a long ballot narrows its cells rather than running off the panel
        cell_width = min(cell.width(), max(1, (width - 1) // len(self._cells)))
        bold = self._bold()
        top = line + 2
        for i, c in enumerate(self._cells):
            rect = QRect(i * cell_width, top, cell_width, cell.height())
            if c.current:
                painter.fillRect(rect, QColor(palette.CANDIDATE))
            painter.setPen(text_colour)
            painter.drawRect(rect.adjusted(0, 0, -1, -1))
            half = (cell.height() - 2 * CELL_PAD_Y) // 2
            upper = QRect(rect.x(), rect.y() + CELL_PAD_Y, rect.width(), half)
            lower = upper.translated(0, upper.height())
            painter.setFont(bold if c.current else self.font())
            painter.drawText(upper, int(Qt.AlignmentFlag.AlignCenter), str(c.candidate))
            painter.setFont(bold)
            painter.drawText(lower, int(Qt.AlignmentFlag.AlignCenter), str(c.votes))
        painter.setFont(self.font())
        painter.drawText(
            QRect(0, top + cell.height() + 2, width, line), int(Qt.AlignmentFlag.AlignLeft), self._tail
        )
