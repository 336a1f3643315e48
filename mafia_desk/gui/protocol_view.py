"""The protocol on screen: the very page the PDF prints, drawn by the same painter."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from mafia_desk.gui.forms.ui_protocol_view import Ui_ProtocolView
from mafia_desk.reports.protocol_pdf import render_protocol_image, write_protocol_pdf
from mafia_desk.reports.protocol_sheet import ProtocolSheet


class ProtocolView(QDialog):
    def __init__(self, sheet: ProtocolSheet, suggested_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_ProtocolView()
        self.ui.setupUi(self)
        self.sheet = sheet
        self.suggested_name = suggested_name
        self.exported: Path | None = None
        self.ui.pageLabel.setPixmap(QPixmap.fromImage(render_protocol_image(sheet, dpi=90)))
        self.ui.exportButton.clicked.connect(self.export_pdf)
        self.ui.buttonBox.rejected.connect(self.reject)

    def export_pdf(self) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the protocol"), self.suggested_name, self.tr("PDF files (*.pdf)")
        )
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self.exported = write_protocol_pdf(self.sheet, path)
        return self.exported
