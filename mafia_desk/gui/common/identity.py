"""The application's name as QSettings sees it: the desktop app and the headless overlay read one settings
store (the chosen language, the overlay's ports), so both name themselves the same way."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

ORGANIZATION = "Mafia Desk"
APPLICATION = "mafia-desk"


def name_application(app: QCoreApplication) -> None:
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
