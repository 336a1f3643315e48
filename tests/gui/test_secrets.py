"""Passwords in the keyring, never in the settings file (issue 39 point 4): the OBS password and the server
URL's; plain entries an earlier version wrote are moved and wiped; the file is its owner's only (0600);
where no keyring works the password is kept for the run and asked once at the next start."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import keyring
import pytest
from dialog_script import ScriptedDialogs
from keyring.backend import KeyringBackend
from keyring.backends import fail
from PySide6.QtCore import QSettings

from mafia_desk.gui.common import secrets, settings
from mafia_desk.gui.common.server_settings import ServerSettings, split_password, with_password


class MemoryKeyring(KeyringBackend):
    """A keyring that keeps what it is given, as the Secret Service or the Windows vault would."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.kept.pop((service, username), None)


def _no_server() -> None:
    """The application's own settings are shared by the tests of a process: no server is left set."""
    settings.SERVER_URL.reset()
    settings.SERVER_PASSWORD_GIVEN.reset()
    secrets._memory.clear()


@pytest.fixture
def vault(qapp: Any) -> Iterator[MemoryKeyring]:
    previous = keyring.get_keyring()
    kept = MemoryKeyring()
    keyring.set_keyring(kept)
    _no_server()
    yield kept
    _no_server()
    keyring.set_keyring(previous)


@pytest.fixture
def no_vault(qapp: Any) -> Iterator[None]:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    _no_server()
    yield
    _no_server()
    keyring.set_keyring(previous)


@pytest.fixture
def stored(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _file(stored: QSettings) -> str:
    stored.sync()
    path = Path(stored.fileName())
    return path.read_text(encoding="utf-8") if path.exists() else ""


def test_the_obs_password_goes_to_the_keyring_and_the_file_is_private(
    vault: MemoryKeyring, stored: QSettings
) -> None:
    settings.OBS_HOST.set("192.168.1.5", stored)
    assert settings.OBS_PASSWORD.set("s3cret-пароль", stored) is True
    assert settings.OBS_PASSWORD.get(stored) == "s3cret-пароль"
    assert vault.kept == {(secrets.SERVICE, "obs/password"): "s3cret-пароль"}
    assert "s3cret" not in _file(stored) and "192.168.1.5" in _file(stored)
    if os.name != "nt":
        assert stat.S_IMODE(Path(stored.fileName()).stat().st_mode) == 0o600
    settings.OBS_PASSWORD.set("", stored)  # an emptied password is forgotten by the keyring too
    assert vault.kept == {} and settings.OBS_PASSWORD.get(stored) == ""


def test_a_plain_password_of_an_earlier_version_is_moved_and_wiped(
    vault: MemoryKeyring, tmp_path: Path
) -> None:
    path = tmp_path / "old.ini"
    path.write_text("[obs]\nhost=10.0.0.2\npassword=old-secret\n", encoding="utf-8")
    os.chmod(path, 0o644)
    old = QSettings(str(path), QSettings.Format.IniFormat)
    assert settings.OBS_PASSWORD.get(old) == "old-secret"
    assert vault.kept[(secrets.SERVICE, "obs/password")] == "old-secret"
    text = _file(old)
    assert "old-secret" not in text and "10.0.0.2" in text
    if os.name != "nt":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_the_server_url_keeps_its_password_in_the_keyring(vault: MemoryKeyring, qapp: Any) -> None:
    url = "postgresql://judge:p%40ss:w0rd@10.0.0.9:5432/cup"
    assert split_password(url) == ("postgresql://judge@10.0.0.9:5432/cup", "p%40ss:w0rd")
    assert with_password(*split_password(url)) == url
    trusted = "postgresql://postgres@127.0.0.1/test"
    assert split_password(trusted) == (trusted, "")
    ServerSettings(url, "Стол 3", "c-1").save()
    assert "p%40ss" not in settings.SERVER_URL.get() and settings.SERVER_PASSWORD_GIVEN.get()
    assert vault.kept[(secrets.SERVICE, "server/password")] == "p%40ss:w0rd"
    secrets._memory.clear()
    again = ServerSettings.load()
    assert again.url == url and not again.password_missing


def test_an_old_url_with_its_password_is_split_on_the_first_read(vault: MemoryKeyring, qapp: Any) -> None:
    settings.SERVER_URL.set("postgresql://judge:hunter2@10.0.0.9/cup")
    loaded = ServerSettings.load()
    assert loaded.url == "postgresql://judge:hunter2@10.0.0.9/cup"
    assert settings.SERVER_URL.get() == "postgresql://judge@10.0.0.9/cup"
    assert "hunter2" not in Path(QSettings().fileName()).read_text(encoding="utf-8")


def test_without_a_keyring_the_password_is_asked_once_a_run_and_never_written(
    no_vault: None, window: Any, fake_dialogs: ScriptedDialogs
) -> None:
    assert not secrets.lasting()
    assert ServerSettings("postgresql://judge:hunter2@127.0.0.1:9/cup", "Стол 1", "c-2").save() is False
    assert "hunter2" not in Path(QSettings().fileName()).read_text(encoding="utf-8")
    assert ServerSettings.load().url.endswith("judge:hunter2@127.0.0.1:9/cup")  # this run: in memory
    secrets._memory.clear()  # the next start
    assert ServerSettings.load().password_missing
    fake_dialogs.texts.append("hunter2")
    asked = window.server.settings()
    assert asked.url == "postgresql://judge:hunter2@127.0.0.1:9/cup" and fake_dialogs.secret_asked
    assert [s.kind for s in fake_dialogs.shown] == ["ask_text"], fake_dialogs.shown
    again = window.server.settings()  # asked once a run
    assert again.url == asked.url and [s.kind for s in fake_dialogs.shown] == ["ask_text"]
    assert "hunter2" not in Path(QSettings().fileName()).read_text(encoding="utf-8")
