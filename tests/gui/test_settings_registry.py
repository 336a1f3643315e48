"""The settings registry: every option reads back a value of its type, the keys users already have are kept,
and a bad stored value gives the default instead of an exception."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from mafia_desk.gui.common import settings

# The keys earlier versions wrote: renaming one would silently lose a club's saved choice.
KEYS_IN_USE_BEFORE_THE_REGISTRY = {
    "ui/language",
    "sound/enabled",
    "sound/volume",
    "clock/auto_start",
    "screen/host_words",
    "display/spectator_screen",
    "display/spectator_theme",
    "display/hall_screen",
    "overlay/address",
    "overlay/port",
    "overlay/ws_port",
    "export/last_folder",
    # gui/display/obs_scenes.py's own QSettings group, before it joined the registry
    "obs/enabled",
    "obs/host",
    "obs/port",
    "obs/password",
    "obs/scenes/zero_night",
    "obs/scenes/day",
    "obs/scenes/speech",
    *(f"obs/scenes/speaker_{seat}" for seat in range(1, 11)),
    "obs/scenes/vote",
    "obs/scenes/last_words",
    "obs/scenes/night",
    "obs/scenes/break",
    "obs/scenes/finished",
}
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def stored(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_the_old_keys_are_still_the_keys() -> None:
    missing = KEYS_IN_USE_BEFORE_THE_REGISTRY - set(settings.REGISTRY) - set(settings.SECRETS)
    assert missing == set()


def test_every_option_documents_itself_and_its_default_is_valid() -> None:
    for key, option in settings.REGISTRY.items():
        assert option.key == key
        assert option.doc.strip(), key
        assert option.coerce(option.default) == option.default, key


def test_values_read_back_typed(stored: QSettings) -> None:
    settings.SOUND_ENABLED.set(False, stored)
    settings.SOUND_VOLUME.set(25, stored)
    settings.LANGUAGE.set("ru", stored)
    stored.sync()
    again = QSettings(stored.fileName(), QSettings.Format.IniFormat)  # INI keeps everything as text
    assert settings.SOUND_ENABLED.get(again) is False
    assert settings.SOUND_VOLUME.get(again) == 25
    assert settings.LANGUAGE.get(again) == "ru"


@pytest.mark.parametrize(
    ("option", "raw"),
    [
        (settings.SOUND_VOLUME, "loud"),
        (settings.SOUND_VOLUME, "250"),
        (settings.FONT_SCALE, "10"),
        (settings.SOUND_ENABLED, "maybe"),
        (settings.LANGUAGE, "de"),
        (settings.SPECTATOR_THEME, "pink"),
        (settings.OVERLAY_PORT, "70000"),
    ],
)
def test_a_bad_stored_value_gives_the_default(
    stored: QSettings, option: settings.SomeOption, raw: str
) -> None:
    stored.setValue(option.key, raw)
    assert option.get(stored) == option.default


def test_setting_an_invalid_value_is_refused(stored: QSettings) -> None:
    with pytest.raises(ValueError, match="sound/volume"):
        settings.SOUND_VOLUME.set(101, stored)
    with pytest.raises(ValueError, match="ui/language"):
        settings.LANGUAGE.set("fr", stored)


def test_a_key_registers_once() -> None:
    with pytest.raises(ValueError, match="twice"):
        settings.register(settings.Option("sound/enabled", True, "again"))


def test_obs_settings_saved_before_the_registry_read_back(stored: QSettings, tmp_path: Path) -> None:
    """A settings file as the OBS dialog wrote it before its keys were options (INI: all text)."""
    path = tmp_path / "old.ini"
    path.write_text(
        "[obs]\nenabled=true\nhost=192.168.1.5\nport=4456\npassword=secret\n"
        "scenes\\night=Night cam\nscenes\\speaker_7=Cam 7\nscenes\\day=\n",
        encoding="utf-8",
    )
    old = QSettings(str(path), QSettings.Format.IniFormat)
    assert settings.OBS_ENABLED.get(old) is True
    assert (settings.OBS_HOST.get(old), settings.OBS_PORT.get(old)) == ("192.168.1.5", 4456)
    assert settings.OBS_PASSWORD.get(old) == "secret"
    old.sync()
    assert "secret" not in path.read_text(encoding="utf-8")  # moved out (tests/gui/test_secrets.py)
    assert settings.OBS_SCENES["night"].get(old) == "Night cam"
    assert settings.OBS_SCENES["speaker_7"].get(old) == "Cam 7"
    assert settings.OBS_SCENES["day"].get(old) == ""


def test_only_the_registry_opens_qsettings() -> None:
    """Every setting is an option of the registry: a module that opens QSettings itself keeps a key the
    registry, its documentation and its type checks do not know."""
    opened = re.compile(r"\bQSettings\(")
    offenders = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "mafia_desk").rglob("*.py"))
        if path != ROOT / "mafia_desk" / "gui" / "common" / "settings.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if opened.search(line)
    ]
    assert offenders == []
