"""The language of a command's words for people (PDFs, workbooks, CSV headers when asked): the interface's
(MAFIA_DESK_LANG, the saved setting, the system's) or the one `--lang` names, with the GUI's translations."""

from __future__ import annotations


def speak(language: str | None) -> str:
    """Install the translators of `language` (None: the interface's); returns the language installed."""
    from PySide6.QtCore import QCoreApplication

    from mafia_desk.gui import i18n
    from mafia_desk.reports.fonts import ensure_gui_application

    ensure_gui_application()
    app = QCoreApplication.instance()
    assert app is not None
    i18n.install_translators(app, language or i18n.chosen_language())
    return i18n.current_language()
