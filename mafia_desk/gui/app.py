"""Start-up of the desktop app: the QApplication, translations and the main window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Mafia Desk")
        self.setCentralWidget(QLabel("Mafia Desk"))
        self.resize(1200, 800)


def run_gui(argv: Sequence[str]) -> int:
    app = QApplication.instance() or QApplication(list(argv))
    window = MainWindow()
    window.show()
    return int(app.exec())
