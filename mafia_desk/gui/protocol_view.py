"""The protocol on screen: the very page the PDF prints, drawn by the same painter."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, QSize, QStandardPaths
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QWidget

from mafia_desk.gui.common import dialogs, settings
from mafia_desk.gui.forms.ui_protocol_view import Ui_ProtocolView
from mafia_desk.reports.protocol_pdf import render_protocol_image, write_protocol_pdf
from mafia_desk.reports.protocol_sheet import ProtocolSheet

EXPORT_FOLDER_SETTING = settings.EXPORT_FOLDER.key


def export_folder() -> str:
    """Where the save dialog opens: the folder of the last export while it exists, else the documents."""
    last = settings.EXPORT_FOLDER.get()
    if last and Path(last).is_dir():
        return last
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    # Qt names the folder without creating it, and a file dialog given a missing folder opens in the
    # working directory (seen on a fresh account: the source tree); the home folder is the last resort.
    try:
        Path(documents).mkdir(parents=True, exist_ok=True)
    except OSError:
        return QDir.homePath()
    return documents


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
        self._fit_screen()

    def _fit_screen(self) -> None:
        """The whole page when the screen is tall enough, else as much as fits: the Export and Close buttons
        must stay on screen (a fixed 900 px dialog hid them on a 900 px or a 768 px laptop screen)."""
        page = self.ui.pageLabel.sizeHint()
        want = QSize(page.width() + 60, page.height() + 90)
        screen = (self.parentWidget() or self).screen()
        room = screen.availableGeometry().size() - QSize(40, 80)
        self.resize(want.boundedTo(room).expandedTo(self.minimumSize()))

    def export_pdf(self) -> Path | None:
        # In the host's documents, not in the folder the app was started from (`make run`: the source tree).
        folder = export_folder()
        suggested = str(Path(folder) / self.suggested_name) if folder else self.suggested_name
        path = dialogs.save_file(
            self, self.tr("Export the protocol"), suggested, self.tr("PDF files (*.pdf)")
        )
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self.exported = write_protocol_pdf(self.sheet, path)
        settings.EXPORT_FOLDER.set(str(Path(path).resolve().parent))
        return self.exported
