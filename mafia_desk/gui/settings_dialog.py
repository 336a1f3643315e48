"""Settings > Settings...: the options of the registry (gui/common/settings.py) a club changes, in one form
(ui/settings_dialog.ui). OK saves them all and applies them at once: the language switches without a
restart, the text size changes in every window. The menus keep their quick switches for the same options.

The database is moved, not just re-pointed: "Move the database..." copies the open database through
SQLite's backup API to a new file, and the app opens that file from its next start (the windows hold the
open one until then); the old file stays as it was, a spare copy.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget

from mafia_desk.gui import i18n
from mafia_desk.gui.common import dialogs, settings
from mafia_desk.gui.common.font_scale import apply_font_scale
from mafia_desk.gui.forms.ui_settings_dialog import Ui_SettingsDialog
from mafia_desk.store import BackupError, copy_database

LANGUAGES = (("en", "English"), ("ru", "Русский"))
STORE_ENV = "MAFIA_DESK_DB"


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, store: Any = None) -> None:
        super().__init__(parent)
        self.ui = Ui_SettingsDialog()
        self.ui.setupUi(self)
        self.store = store
        ui = self.ui
        ui.languageBox.addItem(self.tr("System language"), "")
        for code, name in LANGUAGES:  # each language by its own name, in any interface language
            ui.languageBox.addItem(name, code)
        ui.languageBox.setCurrentIndex(max(ui.languageBox.findData(settings.LANGUAGE.get()), 0))
        ui.fontScaleBox.setValue(settings.FONT_SCALE.get())
        ui.soundBox.setChecked(settings.SOUND_ENABLED.get())
        ui.warningBox.setChecked(settings.TEN_SECOND_WARNING.get())
        ui.volumeBox.setValue(settings.SOUND_VOLUME.get())
        ui.screenBox.addItem(self.tr("The last monitor"), "")
        for screen in QGuiApplication.screens():
            size = screen.geometry()
            ui.screenBox.addItem(f"{screen.name()} ({size.width()}×{size.height()})", screen.name())
        chosen = settings.SPECTATOR_SCREEN.get()
        if chosen and ui.screenBox.findData(chosen) < 0:
            ui.screenBox.addItem(self.tr("{0} (not connected)").format(chosen), chosen)
        ui.screenBox.setCurrentIndex(max(ui.screenBox.findData(chosen), 0))
        ui.overlayAddressEdit.setText(settings.OVERLAY_ADDRESS.get())
        ui.overlayPortBox.setValue(settings.OVERLAY_PORT.get())
        ui.moveButton.clicked.connect(self.choose_new_database)
        ui.buttonBox.accepted.connect(self.accept)
        ui.buttonBox.rejected.connect(self.reject)
        self.moved_to: Path | None = None
        self._show_database()

    # --- the database ---
    def current_database(self) -> Path | None:
        """The SQLite file the app has open now (None for a server, or without a store)."""
        path = getattr(self.store, "path", None)
        return Path(path) if path is not None else None

    def _show_database(self) -> None:
        ui = self.ui
        current = self.current_database()
        if os.environ.get(STORE_ENV, "").strip():
            ui.databaseLabel.setText(
                self.tr("The database is chosen by the MAFIA_DESK_DB variable: {0}").format(
                    os.environ[STORE_ENV]
                )
            )
            ui.moveButton.setEnabled(False)
        elif self.moved_to is not None:
            ui.databaseLabel.setText(
                self.tr(
                    "Copied to {0}. Mafia Desk opens it from its next start; {1} stays as a spare copy."
                ).format(self.moved_to, current)
            )
        elif current is None:
            ui.databaseLabel.setText(self.tr("No database file is open."))
            ui.moveButton.setEnabled(False)
        else:
            ui.databaseLabel.setText(self.tr("The database: {0}").format(current))

    def choose_new_database(self) -> bool:
        current = self.current_database()
        if current is None:
            return False
        path = dialogs.save_file(
            self,
            self.tr("Move the database to"),
            str(current.parent / current.name),
            self.tr("SQLite database (*.sqlite3)"),
        )
        return path is not None and self.move_database(Path(path))

    def move_database(self, target: Path) -> bool:
        """Copy the open database to `target` (a new file) and make it the one opened from the next start."""
        current = self.current_database()
        if current is None:
            return False
        if target.suffix == "":
            target = target.with_suffix(".sqlite3")
        try:
            copy_database(current, target)
        except BackupError as err:
            self.ui.errorLabel.setText(str(err))
            return False
        settings.DATABASE_FILE.set(str(target.resolve()))
        self.moved_to = target.resolve()
        self.ui.errorLabel.setText("")
        self._show_database()
        return True

    # --- OK ---
    def accept(self) -> None:
        ui = self.ui
        language = str(ui.languageBox.currentData() or "")
        changed_language = language != settings.LANGUAGE.get()
        settings.FONT_SCALE.set(ui.fontScaleBox.value())
        settings.SOUND_ENABLED.set(ui.soundBox.isChecked())
        settings.TEN_SECOND_WARNING.set(ui.warningBox.isChecked())
        settings.SOUND_VOLUME.set(ui.volumeBox.value())
        settings.SPECTATOR_SCREEN.set(str(ui.screenBox.currentData() or ""))
        settings.OVERLAY_ADDRESS.set(ui.overlayAddressEdit.text().strip() or settings.OVERLAY_ADDRESS.default)
        settings.OVERLAY_PORT.set(ui.overlayPortBox.value())
        apply_font_scale()
        super().accept()
        if changed_language:
            if language:
                i18n.switch_language(language)
            else:
                settings.LANGUAGE.reset()
                app = QGuiApplication.instance()
                if app is not None:
                    i18n.install_translators(app, i18n.chosen_language())
