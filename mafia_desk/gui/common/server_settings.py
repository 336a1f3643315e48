"""Where this laptop's tournament server is: the URL, the laptop's name and its console id, in QSettings.

The keys are options of the settings registry (gui/common/settings.py: SERVER_URL, SERVER_LAPTOP_NAME,
SERVER_CONSOLE_ID); this module reads and writes them as one value.
"""

from __future__ import annotations

import socket
import uuid
from dataclasses import dataclass

from mafia_desk.gui.common import settings

URL_KEY = settings.SERVER_URL.key
NAME_KEY = settings.SERVER_LAPTOP_NAME.key
CONSOLE_KEY = settings.SERVER_CONSOLE_ID.key


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
        console = settings.SERVER_CONSOLE_ID.get()
        if not console:
            console = str(uuid.uuid4())
            settings.SERVER_CONSOLE_ID.set(console)
        return ServerSettings(
            settings.SERVER_URL.get(),
            settings.SERVER_LAPTOP_NAME.get() or default_laptop_name(),
            console,
        )

    def save(self) -> None:
        settings.SERVER_URL.set(self.url.strip())
        settings.SERVER_LAPTOP_NAME.set(self.laptop_name.strip() or default_laptop_name())
        settings.SERVER_CONSOLE_ID.set(self.console_id)
