"""Where this laptop's tournament server is: the URL, the laptop's name and its console id, in QSettings; the
URL's password in the keyring (gui/common/secrets.py), put back into the URL when it is read.

The keys are options of the settings registry (gui/common/settings.py: SERVER_URL, SERVER_LAPTOP_NAME,
SERVER_CONSOLE_ID); this module reads and writes them as one value.
"""

from __future__ import annotations

import socket
import uuid
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

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

    @property
    def password_missing(self) -> bool:
        """The URL had a password, and no keyring kept it from the last run: the app asks for it."""
        return settings.SERVER_PASSWORD_GIVEN.get() and split_password(self.url)[1] == ""

    @staticmethod
    def load() -> ServerSettings:
        console = settings.SERVER_CONSOLE_ID.get()
        if not console:
            console = str(uuid.uuid4())
            settings.SERVER_CONSOLE_ID.set(console)
        stored = settings.SERVER_URL.get()
        bare, plain = split_password(stored)
        if plain:  # written by an earlier version: the password moves to the keyring, the file forgets it
            settings.SERVER_PASSWORD.set(plain)
            settings.SERVER_PASSWORD_GIVEN.set(True)
            settings.SERVER_URL.set(bare)
        return ServerSettings(
            with_password(bare, settings.SERVER_PASSWORD.get()),
            settings.SERVER_LAPTOP_NAME.get() or default_laptop_name(),
            console,
        )

    def save(self) -> bool:
        """Stored; True when the password (if any) outlives this run, False when no keyring took it."""
        bare, password = split_password(self.url.strip())
        settings.SERVER_URL.set(bare)
        settings.SERVER_PASSWORD_GIVEN.set(bool(password))
        settings.SERVER_LAPTOP_NAME.set(self.laptop_name.strip() or default_laptop_name())
        settings.SERVER_CONSOLE_ID.set(self.console_id)
        return settings.SERVER_PASSWORD.set(password)

    def with_password(self, password: str) -> ServerSettings:
        """The same settings with the password asked for this run (kept in memory, never written)."""
        settings.SERVER_PASSWORD.set(password)
        return ServerSettings(
            with_password(split_password(self.url)[0], password), self.laptop_name, self.console_id
        )


def split_password(url: str) -> tuple[str, str]:
    """The URL without its password, and the password as it was written (percent-encoded or not)."""
    parts = urlsplit(url)
    userinfo, at, hostinfo = parts.netloc.rpartition("@")
    if not at or ":" not in userinfo:
        return url, ""
    user, _, password = userinfo.partition(":")
    return urlunsplit(parts._replace(netloc=f"{user}@{hostinfo}")), password


def with_password(url: str, password: str) -> str:
    parts = urlsplit(url)
    userinfo, at, hostinfo = parts.netloc.rpartition("@")
    if not password or not at or ":" in userinfo:
        return url
    return urlunsplit(parts._replace(netloc=f"{userinfo}:{password}@{hostinfo}"))
