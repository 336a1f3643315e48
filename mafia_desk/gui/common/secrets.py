"""Passwords (the tournament server's, OBS's) in the operating system's keyring, never in the settings file.

The settings file is plain text that backups and shared folders copy; the keyring (Windows Credential
Manager, macOS Keychain, the Secret Service on Linux) is where a desktop keeps what it must not show. Where
no keyring works (a bare Linux session, a locked or refused one), a secret lives in this process only: the
app asks for it again at its next start rather than write it down (`lasting()` says which).
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

SERVICE = "Mafia Desk"
_memory: dict[str, str] = {}  # the secrets no keyring would keep, for this run
log = logging.getLogger(__name__)


def _keyring() -> Any | None:
    """The keyring module when it has a backend that really keeps secrets, else None."""
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    try:
        backend = keyring.get_keyring()
    except Exception:  # a broken backend configuration is no keyring
        return None
    if isinstance(backend, fail.Keyring) or getattr(backend, "priority", 1) <= 0:
        return None
    return keyring


def lasting() -> bool:
    """Whether a secret set now is still known after a restart."""
    return _keyring() is not None


def get(name: str) -> str | None:
    if name in _memory:
        return _memory[name]
    keyring = _keyring()
    if keyring is None:
        return None
    try:
        value = keyring.get_password(SERVICE, name)
    except Exception as err:  # a locked or refused keyring is asked again next time
        log.warning("the keyring did not give %s: %s", name, err)
        return None
    return value if isinstance(value, str) else None


def put(name: str, value: str) -> bool:
    """Keep `value` (an empty one forgets it); True when it is kept beyond this run."""
    if not value:
        forget(name)
        return True
    keyring = _keyring()
    if keyring is not None:
        try:
            keyring.set_password(SERVICE, name, value)
            _memory.pop(name, None)
            return True
        except Exception as err:  # refused: kept for this run only
            log.warning("the keyring did not keep %s: %s", name, err)
    _memory[name] = value
    return False


def forget(name: str) -> None:
    _memory.pop(name, None)
    keyring = _keyring()
    if keyring is None:
        return
    # nothing stored, or a keyring that refuses: nothing to forget there
    with contextlib.suppress(Exception):
        keyring.delete_password(SERVICE, name)
