"""GUI test set-up: a fresh SQLite database and settings folder per test; dialogs answer by script."""

from __future__ import annotations

import gc
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# QSettings must never touch the real settings: point them at a throw-away folder before Qt starts.
_SETTINGS = tempfile.mkdtemp(prefix="mafia-desk-settings-")
os.environ["XDG_CONFIG_HOME"] = _SETTINGS
os.environ.setdefault("MAFIA_DESK_LANG", "en")

from dialog_script import ScriptedDialogs  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mafia_desk.gui.app import create_application  # noqa: E402


@pytest.fixture(autouse=True)
def _collect_after_each_test() -> Iterator[None]:
    """Python's cycle collector, run between tests (after pytest-qt has closed the test's widgets): the app
    raises its threshold (gui/app.py), so the cycles of a finished test's windows were otherwise collected
    in the middle of a later test's event, deleting Qt objects under it (a rare segfault in a key filter)."""
    yield
    gc.collect()


@pytest.fixture(scope="session")
def qapp_cls() -> type[QApplication]:
    return QApplication


@pytest.fixture(scope="session")
def qapp(qapp_args: list[str]) -> QApplication:
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, _SETTINGS)
    return create_application(["mafia-desk-tests"])


@pytest.fixture
def db_url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    monkeypatch.setenv("MAFIA_DESK_DB", url)
    return url


@pytest.fixture(autouse=True)
def fake_dialogs() -> Iterator[ScriptedDialogs]:
    """Every standard dialog is answered by script (tests/support/dialog_script.py): questions Yes, a
    choice, a text or a file Cancel, unless the test queues or sets its answers."""
    from mafia_desk.gui.common import dialogs

    fake = ScriptedDialogs()
    previous = dialogs.install(fake)
    yield fake
    dialogs.install(previous)


@pytest.fixture
def dialogs(fake_dialogs: ScriptedDialogs) -> list[tuple[str, str]]:
    """Every message box shown, as (kind, text); questions are answered Yes unless the test says No."""
    return fake_dialogs.messages


@pytest.fixture
def store(db_url: str) -> Iterator[Any]:
    from mafia_desk.store import open_store

    s = open_store(db_url, backups=False)
    yield s
    s.close()


@pytest.fixture
def window(qtbot: Any, store: Any, dialogs: list[tuple[str, str]]) -> Any:
    from mafia_desk.gui.main_window import MainWindow

    w = MainWindow(store, resume_last=False)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


@pytest.fixture(autouse=True)
def _no_remembered_export_folder(qapp: QApplication) -> Iterator[None]:
    """The last export folder is a setting: one test's export must not move another's dialog."""
    from mafia_desk.gui.protocol_view import EXPORT_FOLDER_SETTING

    QSettings().remove(EXPORT_FOLDER_SETTING)
    yield
    QSettings().remove(EXPORT_FOLDER_SETTING)


@pytest.fixture(autouse=True)
def _no_displays_left_open(qapp: QApplication) -> Iterator[None]:
    """Which hall displays were open is a setting a start reads to reopen them after a crash: one test's
    display must not open in another's window."""
    from mafia_desk.gui.common import settings

    reopened = (settings.SPECTATOR_OPEN, settings.OVERLAY_RUNNING, settings.HALL_STANDINGS_OPEN)
    for option in reopened:
        option.reset()
    yield
    for option in reopened:
        option.reset()


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    """The whole interface in Russian, as an organiser in Moscow runs it; English again afterwards. (A test
    file that needs another shape of it defines its own `russian`, which overrides this one.)"""
    from mafia_desk.gui import i18n

    assert i18n.switch_language("ru")
    try:
        yield
    finally:
        i18n.switch_language("en")
