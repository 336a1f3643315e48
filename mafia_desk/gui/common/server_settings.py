"""Where this laptop's tournament server is: the URL, the laptop's name and its console id, in QSettings.

Kept in one small module under fixed keys so that a settings registry can adopt them later without a
migration; nothing else reads these keys directly.
"""

from __future__ import annotations

import socket
import uuid
from dataclasses import dataclass

from PySide6.QtCore import QSettings

URL_KEY = "server/url"
NAME_KEY = "server/laptop_name"
CONSOLE_KEY = "server/console_id"


def default_laptop_name() -> str:
    """The host name: what other laptops see as a table's holder until the host names his laptop."""
    return socket.gethostname() or "laptop"


@dataclass(frozen=True)
class ServerSettings:
    url: str  # "" when no server is set: the laptop works alone on its own database
    laptop_name: str
    console_id: str  # a uuid made once per laptop: tells this laptop's pushes from another's

    @property
    def enabled(self) -> bool:
        return bool(self.url.strip())

    @staticmethod
    def load() -> ServerSettings:
        settings = QSettings()
        console = str(settings.value(CONSOLE_KEY, "") or "")
        if not console:
            console = str(uuid.uuid4())
            settings.setValue(CONSOLE_KEY, console)
        return ServerSettings(
            str(settings.value(URL_KEY, "") or ""),
            str(settings.value(NAME_KEY, "") or "") or default_laptop_name(),
            console,
        )

    def save(self) -> None:
        settings = QSettings()
        settings.setValue(URL_KEY, self.url.strip())
        settings.setValue(NAME_KEY, self.laptop_name.strip() or default_laptop_name())
        settings.setValue(CONSOLE_KEY, self.console_id)
