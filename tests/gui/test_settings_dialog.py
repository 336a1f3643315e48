"""Issue 16: the Settings dialog saves the registry's options and applies them at once; the database moves
through SQLite's backup API; the log file, Help > Open the log folder and the About box (the error dialog:
test_i18n_and_errors.py)."""

from __future__ import annotations

import json
import logging
import logging.handlers
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication

from mafia_desk import __version__
from mafia_desk.gui import i18n
from mafia_desk.gui.common import logs, settings
from mafia_desk.gui.common.font_scale import apply_font_scale
from mafia_desk.gui.settings_dialog import SettingsDialog

TOUCHED = (
    settings.FONT_SCALE,
    settings.SOUND_ENABLED,
    settings.TEN_SECOND_WARNING,
    settings.SOUND_VOLUME,
    settings.OVERLAY_ADDRESS,
    settings.OVERLAY_PORT,
    settings.SPECTATOR_SCREEN,
    settings.DATABASE_FILE,
    settings.LANGUAGE,
)


@pytest.fixture(autouse=True)
def _defaults(qapp: QApplication) -> Any:
    for option in TOUCHED:
        option.reset()
    yield
    for option in TOUCHED:
        option.reset()
    i18n.install_translators(qapp, "en")
    apply_font_scale(100)


def test_ok_saves_every_field_and_applies_the_text_size(qtbot: Any, store: Any, qapp: QApplication) -> None:
    before = qapp.font().pointSizeF()
    dialog = SettingsDialog(None, store)
    qtbot.addWidget(dialog)
    ui = dialog.ui
    assert ui.fontScaleBox.value() == 100 and ui.soundBox.isChecked() and ui.warningBox.isChecked()
    ui.fontScaleBox.setValue(150)
    ui.warningBox.setChecked(False)
    ui.volumeBox.setValue(45)
    ui.overlayAddressEdit.setText("0.0.0.0")
    ui.overlayPortBox.setValue(9000)
    dialog.accept()
    assert settings.FONT_SCALE.get() == 150
    assert settings.TEN_SECOND_WARNING.get() is False
    assert settings.SOUND_VOLUME.get() == 45
    assert (settings.OVERLAY_ADDRESS.get(), settings.OVERLAY_PORT.get()) == ("0.0.0.0", 9000)
    assert qapp.font().pointSizeF() == pytest.approx(before * 1.5)


def test_choosing_russian_in_the_dialog_switches_at_once(qtbot: Any, window: Any) -> None:
    dialog = SettingsDialog(window, window.store)
    qtbot.addWidget(dialog)
    dialog.ui.languageBox.setCurrentIndex(dialog.ui.languageBox.findData("ru"))
    dialog.accept()
    QApplication.processEvents()
    assert i18n.current_language() == "ru"
    assert window.ui.menuHelp.title() == "&Справка"
    assert settings.LANGUAGE.get() == "ru"


def test_the_database_moves_by_a_copy_the_next_start_opens(qtbot: Any, store: Any, tmp_path: Path) -> None:
    store.import_tournament(json.loads((EXCHANGE / "fiim.json").read_text("utf-8")))
    dialog = SettingsDialog(None, store)
    qtbot.addWidget(dialog)
    target = tmp_path / "club" / "moved"
    assert dialog.move_database(target)
    moved = target.with_suffix(".sqlite3")
    with sqlite3.connect(moved) as copy:
        names = [row[0] for row in copy.execute("select name from tournaments")]
    assert names == ["Example: FIIM baseline (fiim)"]
    assert settings.DATABASE_FILE.get() == str(moved.resolve())
    assert settings.chosen_database_url({}) == f"sqlite:///{moved.resolve()}"
    assert settings.chosen_database_url({"MAFIA_DESK_DB": "sqlite:///x"}) is None
    assert store.path.is_file(), "the old file stays"
    # A second move onto the same file is refused, in one line, and nothing changes.
    assert not dialog.move_database(moved)
    assert "exists already" in dialog.ui.errorLabel.text()


def test_the_log_file_rotates_in_the_chosen_folder(tmp_path: Path) -> None:
    path = logs.start_logging(tmp_path / "logs")
    try:
        assert path == tmp_path / "logs" / logs.FILE_NAME == logs.log_file()
        logging.getLogger("mafia_desk.test").warning("Кириллица в журнале")
        for handler in logging.getLogger().handlers:
            handler.flush()
        assert "Кириллица в журнале" in path.read_text(encoding="utf-8")
        handler = next(
            h for h in logging.getLogger().handlers if isinstance(h, logging.handlers.RotatingFileHandler)
        )
        assert (handler.maxBytes, handler.backupCount) == (logs.MAX_BYTES, logs.BACKUPS)
    finally:
        for h in [h for h in logging.getLogger().handlers if isinstance(h, logging.FileHandler)]:
            logging.getLogger().removeHandler(h)
            h.close()


def test_help_opens_the_log_folder_and_about_names_version_and_licence(
    window: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    opened: list[str] = []
    monkeypatch.setenv(logs.ENV_VAR, str(tmp_path / "logs"))
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    window.ui.actionOpenLogFolder.trigger()
    assert opened == [str(tmp_path / "logs")] and (tmp_path / "logs").is_dir()
    about = window.about_text()
    assert __version__ in about and "MIT" in about


def test_the_dialog_speaks_russian(qtbot: Any, store: Any, qapp: QApplication) -> None:
    from visible_text import latin_words, widget_texts

    assert i18n.install_translators(qapp, "ru")
    dialog = SettingsDialog(None, store)
    qtbot.addWidget(dialog)
    dialog.show()
    # Names, not words: the languages by their own names, the monitors as the system names them, SQLite.
    names = {"English", "SQLite", "sqlite", "sqlite3", "MAFIA_DESK_DB", *(s.name() for s in qapp.screens())}
    texts = [*widget_texts(dialog)]
    texts += [
        ("languageBox", dialog.ui.languageBox.itemText(i)) for i in range(dialog.ui.languageBox.count())
    ]
    found = {w: where for where, text in texts for w in latin_words(text) if w not in names}
    store_path_words = set(latin_words(str(store.path)))
    assert {w: where for w, where in found.items() if w not in store_path_words} == {}
