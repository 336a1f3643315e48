"""Start-up of the desktop app: the QApplication, translations, the exception hook, the store, the window."""

from __future__ import annotations

import gc
import logging
from collections.abc import Sequence

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from mafia_desk.gui import i18n
from mafia_desk.gui.common.identity import name_application
from mafia_desk.gui.exception_hook import install_exception_hook
from mafia_desk.gui.main_window import MainWindow
from mafia_desk.resources import resource_path

__all__ = ["MainWindow", "create_application", "run_gui"]


# The cyclic collector's first generation runs after this many new objects (Python's default is 700): a
# standings redraw makes hundreds of thousands of short-lived fractions and records, none of them in a cycle,
# and a collection every 700 of them cost it about a tenth of its time (benchmarks/standings_view.py).
GC_THRESHOLD = (20_000, 20, 20)


def create_application(argv: Sequence[str]) -> QApplication:
    gc.set_threshold(*GC_THRESHOLD)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    name_application(app)
    app.setApplicationDisplayName("Mafia Desk")
    app.setDesktopFileName("mafia-desk")
    app.setWindowIcon(QIcon(str(resource_path("icons", "mafia-desk.svg"))))
    i18n.install_translators(app, i18n.chosen_language())
    return app


def run_gui(argv: Sequence[str]) -> int:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = create_application(argv)
    install_exception_hook()
    from mafia_desk.store import open_store
    from mafia_desk.store.errors import StoreError

    try:
        store = open_store()
    except StoreError as err:
        QMessageBox.critical(None, "Mafia Desk", str(err))
        return 1
    window = MainWindow(store)
    window.show()
    try:
        return int(app.exec())
    finally:
        if window.store is not None:
            window.store.close()
