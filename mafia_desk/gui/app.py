"""Start-up of the desktop app: the QApplication, translations, the exception hook, the store, the window."""

from __future__ import annotations

import gc
import logging
import sys
from collections.abc import Sequence

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from mafia_desk import __version__
from mafia_desk.gui import i18n
from mafia_desk.gui.common import dialogs, settings
from mafia_desk.gui.common.font_scale import apply_font_scale
from mafia_desk.gui.common.identity import name_application
from mafia_desk.gui.common.logs import start_logging
from mafia_desk.gui.common.server_settings import ServerSettings
from mafia_desk.gui.common.xcb_check import xcb_problem
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
    apply_font_scale()
    return app


def run_gui(argv: Sequence[str]) -> int:
    problem = xcb_problem()
    if problem:  # Qt would abort with a message that names no package (docs/install.md)
        print(problem, file=sys.stderr)
        return 1
    start_logging()
    logging.getLogger(__name__).info("Mafia Desk %s starting", __version__)
    app = create_application(argv)
    install_exception_hook()
    # Passwords an earlier version wrote into the settings file move to the keyring now, not at first use
    for secret in settings.SECRETS.values():
        secret.move_plain()
    ServerSettings.load()  # the server URL's password too
    from mafia_desk.store import open_store
    from mafia_desk.store.errors import StoreError

    try:
        store = open_store(settings.chosen_database_url())
    except StoreError as err:
        dialogs.critical(None, "Mafia Desk", str(err))
        return 1
    window = MainWindow(store)
    window.show()
    try:
        return int(app.exec())
    finally:
        if window.store is not None:
            window.store.close()
