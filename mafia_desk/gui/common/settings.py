"""Every user setting of the desktop app in one registry (MusicBrainz Picard's options, in small): each
`Option` has its QSettings key, type, default and a sentence of documentation, and reads back a value of its
type whatever the file holds (a hand-edited or older settings file gives the default, never a crash).

The keys are the ones the app has always used, so settings saved by earlier versions survive. Modules read
and write through the options (`SOUND_ENABLED.get()`, `SOUND_ENABLED.set(False)`), never through bare
QSettings keys; the Settings dialog (`gui/settings_dialog.py`) and docs/gui.md list `REGISTRY`.

Adding a setting (e.g. issue 15's tournament server): declare it here with `register(Option(...))`, next to
the others, and read it with `.get()` where it is used; a field in the Settings dialog is optional.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from PySide6.QtCore import QSettings

from mafia_desk.game.obs_scene import SCENE_KEYS
from mafia_desk.gui.common import secrets

T = TypeVar("T", str, int, bool, float)


@dataclass(frozen=True)
class Option(Generic[T]):
    """One setting. `choices` (if any) are its only valid values; `minimum`/`maximum` bound a number."""

    key: str
    default: T
    doc: str
    choices: tuple[T, ...] = ()
    minimum: float | None = None
    maximum: float | None = None

    def coerce(self, raw: object) -> T:
        """The stored value as this option's type; the default for anything that is not one."""
        kind = type(self.default)
        value: object
        try:
            if raw is None:
                return self.default
            if kind is bool:
                if isinstance(raw, bool):
                    value = raw
                elif str(raw).strip().lower() in ("true", "1", "yes", "on"):
                    value = True
                elif str(raw).strip().lower() in ("false", "0", "no", "off"):
                    value = False
                else:
                    return self.default
            elif kind is int:
                value = int(str(raw).strip())
            elif kind is float:
                value = float(str(raw).strip())
            else:
                value = str(raw)
        except ValueError:
            return self.default
        if self.choices and value not in self.choices:
            return self.default
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        if number and not self._in_range(float(value)):
            return self.default
        return value  # type: ignore[return-value]  # checked against type(self.default) above

    def _in_range(self, number: float) -> bool:
        low_ok = self.minimum is None or number >= self.minimum
        return low_ok and (self.maximum is None or number <= self.maximum)

    def get(self, settings: QSettings | None = None) -> T:
        return self.coerce((settings or QSettings()).value(self.key, None))

    def set(self, value: T, settings: QSettings | None = None) -> None:
        checked = self.coerce(value)
        if checked != value:
            raise ValueError(f"{value!r} is not a valid value of the setting {self.key}")
        store = settings or QSettings()
        store.setValue(self.key, value)
        private(store)

    def reset(self, settings: QSettings | None = None) -> None:
        store = settings or QSettings()
        store.remove(self.key)
        private(store)


def private(settings: QSettings) -> None:
    """Written now and readable by its owner only (0600): the file names this laptop's server and folders,
    and Qt makes each new copy of it with the usual 0644."""
    settings.sync()
    path = settings.fileName()
    if settings.format() == QSettings.Format.NativeFormat and os.name == "nt":
        return  # the Windows registry: the user's own hive
    with contextlib.suppress(OSError):
        if path and Path(path).is_file():
            os.chmod(path, 0o600)


@dataclass(frozen=True)
class SecretOption:
    """A password: kept in the keyring (gui/common/secrets.py) under its key, never in the settings file; a
    plain value an earlier version wrote there is moved into the keyring and wiped on the first read."""

    key: str
    doc: str

    def get(self, settings: QSettings | None = None) -> str:
        self.move_plain(settings)
        return secrets.get(self.key) or ""

    def set(self, value: str, settings: QSettings | None = None) -> bool:
        """True when the secret outlives this run (a keyring took it), False when it is kept in memory."""
        store = settings or QSettings()
        if store.contains(self.key):
            store.remove(self.key)
            private(store)
        return secrets.put(self.key, value)

    def move_plain(self, settings: QSettings | None = None) -> None:
        store = settings or QSettings()
        if not store.contains(self.key):
            return
        plain = store.value(self.key, "")
        if isinstance(plain, str) and plain and secrets.get(self.key) is None:
            secrets.put(self.key, plain)
        store.remove(self.key)
        private(store)


SECRETS: dict[str, SecretOption] = {}


def register_secret(option: SecretOption) -> SecretOption:
    if option.key in SECRETS or option.key in REGISTRY:
        raise ValueError(f"the setting {option.key} is registered twice")
    SECRETS[option.key] = option
    return option


SomeOption = Option[str] | Option[int] | Option[bool] | Option[float]
REGISTRY: dict[str, SomeOption] = {}

AnyOption = TypeVar("AnyOption", Option[str], Option[int], Option[bool], Option[float])


def register(option: AnyOption) -> AnyOption:
    """Add an option to the registry; a key may be registered once."""
    if option.key in REGISTRY:
        raise ValueError(f"the setting {option.key} is registered twice")
    REGISTRY[option.key] = option
    return option


# --- the interface ---
LANGUAGE = register(
    Option("ui/language", "", "The interface's language; empty: the system's (en or ru).", ("", "en", "ru"))
)
FONT_SCALE = register(
    Option(
        "ui/font_scale",
        100,
        "Every window's font size in per cent, e.g. 150 for a projector.",
        minimum=50,
        maximum=300,
    )
)

# --- the database ---
DATABASE_FILE = register(
    Option(
        "store/database_file",
        "",
        "The SQLite file the app opens; empty: the per-user default. MAFIA_DESK_DB still wins over it.",
    )
)

# --- the tournament server (issue 15; edited in Settings > Tournament server..., gui/server_dialog.py) ---
SERVER_URL = register(
    Option("server/url", "", "The tournament server's PostgreSQL URL; empty: this laptop works alone.")
)
SERVER_PASSWORD = register_secret(
    SecretOption("server/password", "The password of the server URL's user, in the keyring, not in the URL.")
)
SERVER_PASSWORD_GIVEN = register(
    Option("server/password_given", False, "The URL has a password (kept in the keyring or asked at start).")
)
SERVER_LAPTOP_NAME = register(
    Option("server/laptop_name", "", "This laptop's name as other laptops see it; empty: the host name.")
)
SERVER_CONSOLE_ID = register(
    Option("server/console_id", "", "A uuid made once per laptop: tells this laptop's pushes from another's.")
)

# --- the clock and its sounds ---
SOUND_ENABLED = register(Option("sound/enabled", True, "Play the clock's sounds."))
SOUND_VOLUME = register(Option("sound/volume", 80, "The sounds' volume, 0-100.", minimum=0, maximum=100))
TEN_SECOND_WARNING = register(
    Option("sound/ten_second_warning", True, "Sound the warning when 10 seconds of a speech are left.")
)
CLOCK_AUTO_START = register(
    Option("clock/auto_start", False, "The host's Enter that gives the floor also starts the speech clock.")
)
HOST_WORDS = register(Option("screen/host_words", True, "Show the host's words on the game screen."))

# --- the hall: the spectator display, the hall standings, the stream overlay ---
SPECTATOR_SCREEN = register(
    Option("display/spectator_screen", "", "The monitor (Qt's screen name) of the spectator display.")
)
SPECTATOR_THEME = register(
    Option("display/spectator_theme", "dark", "The spectator display's colours.", ("dark", "light"))
)
HALL_SCREEN = register(Option("display/hall_screen", "", "The monitor of the hall standings."))
OVERLAY_ADDRESS = register(
    Option("overlay/address", "127.0.0.1", "The address the stream overlay listens on (127.0.0.1: this PC).")
)
OVERLAY_PORT = register(
    Option("overlay/port", 8765, "The overlay page's HTTP port; 0: any free one.", minimum=0, maximum=65535)
)
OVERLAY_WS_PORT = register(
    Option("overlay/ws_port", 0, "The overlay's WebSocket port; 0: the page's + 1.", minimum=0, maximum=65535)
)

# --- what faced the hall when the app stopped (docs/gui.md, "Resume"): each is set while its display is open
# and cleared when it closes, the app's normal quit included, so one found set at a start means a crash, and
# that display reopens where it was ---
SPECTATOR_OPEN = register(
    Option("display/spectator_open", False, "The spectator display is open (reopened after a crash).")
)
OVERLAY_RUNNING = register(
    Option("overlay/running", False, "The stream overlay's server runs (started again after a crash).")
)
HALL_STANDINGS_OPEN = register(
    Option(
        "display/hall_standings_open",
        "",
        "The hall standings while open, as JSON: the tournament's id and name, what the hall is shown "
        "(hidden) and after which round or game; reopened after a crash. Empty: closed.",
    )
)

# --- OBS scene switching (docs/overlay.md; edited in View > OBS scenes..., gui/display/obs_dialog.py) ---
OBS_ENABLED = register(Option("obs/enabled", False, "Switch OBS's program scene with the game."))
OBS_HOST = register(Option("obs/host", "127.0.0.1", "The address of OBS's WebSocket server."))
OBS_PORT = register(Option("obs/port", 4455, "OBS's WebSocket port.", minimum=1, maximum=65535))
OBS_PASSWORD = register_secret(SecretOption("obs/password", "OBS's WebSocket password, in the keyring."))


def _scene_doc(key: str, label: str) -> str:
    moment = label.format(key.removeprefix("speaker_")) if key.startswith("speaker_") else label
    return f"The OBS scene for: {moment}; empty: no switch."


OBS_SCENES: dict[str, Option[str]] = {
    key: register(Option(f"obs/scenes/{key}", "", _scene_doc(key, label))) for key, label in SCENE_KEYS
}

# --- files ---
EXPORT_FOLDER = register(Option("export/last_folder", "", "The folder of the last exported file."))


def chosen_database_url(environ: Mapping[str, str] | None = None) -> str | None:
    """The database the user chose in the Settings dialog as a URL; None when MAFIA_DESK_DB is set (the store
    reads it itself, and it wins) or nothing was chosen (the store's per-user default)."""
    env = os.environ if environ is None else environ
    if env.get("MAFIA_DESK_DB", "").strip():
        return None
    path = DATABASE_FILE.get().strip()
    return f"sqlite:///{Path(path).expanduser()}" if path else None
