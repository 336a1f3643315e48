"""Millimetre drawing on a QPainter, shared by every PDF: layout code reads like a sheet's measurements."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QPointF, QRectF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter, QPdfWriter

from mafia_desk.reports.fonts import ensure_gui_application, report_font_family

# Every report paints at this resolution (QPdfWriter.setResolution).
DPI = 300


class MmCanvas:
    def __init__(self, painter: QPainter, dpi: float = DPI) -> None:
        self.p = painter
        self.k = dpi / 25.4
        self.family = report_font_family()
        # A sheet of 1,000 rows sets the font some 20,000 times: each (size, bold) is built once.
        self._fonts: dict[tuple[float, bool], QFont] = {}
        self.font_key: tuple[float, bool] | None = None  # what `font` set last

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(x * self.k, y * self.k, w * self.k, h * self.k)

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        self.p.drawLine(QPointF(x1 * self.k, y1 * self.k), QPointF(x2 * self.k, y2 * self.k))

    def font(self, size: float, bold: bool = False) -> None:
        """Set the bundled font on the painter. No "ff"/"fi" ligatures: a text search of the PDF (and its
        tests' pdftotext) must find "sheriff" or "mafia" letter by letter."""
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            font = self._fonts[key] = QFont(self.family)
            font.setPointSizeF(size)
            font.setBold(bold)
            font.setFeature(QFont.Tag("liga"), 0)
        self.p.setFont(font)
        self.font_key = key

    def line_mm(self) -> float:
        return self.p.fontMetrics().height() / self.k


def a4_pdf_bytes(title: str, landscape: bool, paint: Callable[[QPainter], object]) -> bytes:
    """An A4 PDF painted by `paint` at DPI, in memory: a caller writes the file only once it is whole, so a
    failure leaves no half file."""
    ensure_gui_application()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("Mafia Desk")
    writer.setResolution(DPI)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            orientation,
            QMarginsF(0, 0, 0, 0),
            QPageLayout.Unit.Millimeter,
        )
    )
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot start the PDF {title!r}")
    try:
        paint(painter)
    finally:
        painter.end()
    del writer
    buffer.close()
    return bytes(data.data())
