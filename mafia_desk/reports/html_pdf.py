"""One landscape A4 page set from HTML, painted by Qt with the bundled font: the seating sheet, a judge's
tables and the rating list share it, so their page, margins, resolution and font come from one place."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from mafia_desk.reports.fonts import ensure_gui_application, report_font_family


def landscape_html_pdf(body: str, *, title: str, point_size: float) -> bytes:
    """The PDF in memory: the caller writes it only once it is whole."""
    ensure_gui_application()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("Mafia Desk")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Landscape,
            QMarginsF(12, 12, 12, 12),
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setResolution(300)
    doc = QTextDocument()
    font = QFont(report_font_family())
    font.setPointSizeF(point_size)
    doc.setDefaultFont(font)
    doc.setHtml(body)
    doc.print_(writer)
    del writer  # the PDF is finished when its writer goes
    buffer.close()
    return bytes(data.data())
