"""The bundled font every PDF uses, so Cyrillic prints the same on any machine (system fonts vary)."""

from __future__ import annotations

import os
from functools import cache

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QApplication

from mafia_desk.resources import resource_path

_FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
_HEADLESS_APP: list[QGuiApplication] = []


def ensure_gui_application() -> None:
    """The headless commands print PDFs without a window: Qt's fonts and painters still need an application,
    so make an offscreen one when none runs (inside the GUI the running app is used). A QApplication, not
    the lighter QGuiApplication: a process that later opens a window (the self-test, a test run) can only
    have one application, and a window needs the widgets' kind."""
    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _HEADLESS_APP.append(QApplication([]))


@cache
def report_font_family() -> str:
    """Register the bundled TTFs with Qt once and return their family name (needs a QGuiApplication)."""
    family = ""
    for name in _FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        if font_id < 0:
            raise RuntimeError(f"cannot load the bundled font {name}")
        family = QFontDatabase.applicationFontFamilies(font_id)[0]
    return family
