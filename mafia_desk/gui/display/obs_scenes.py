"""OBS scene switching over obs-websocket v5 (docs/overlay.md, "OBS scene switching"): off by default.

The scene comes from the hall's view only (mafia_desk/game/obs_scene.py). obsws-python is imported only
when the feature is on, so the app runs without it. Every failure (no library, OBS not running, a wrong
password, an unknown scene) is one status line through `status`, never a dialog: the stream is the host's
side job, the game goes on. Connecting is tried with a short timeout and at most every RETRY_SECONDS, so an
absent OBS costs the host's screen a moment now and then, not on every redraw.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from mafia_desk.game.game import Game
from mafia_desk.game.hall_view import HallView, hall_view
from mafia_desk.game.obs_scene import wanted_scene
from mafia_desk.gui.common import settings as options

DEFAULT_HOST = options.OBS_HOST.default
DEFAULT_PORT = options.OBS_PORT.default
CONNECT_TIMEOUT = 1.0  # seconds: OBS on this machine answers at once or is not there
RETRY_SECONDS = 15.0


class ObsClient(Protocol):
    def set_current_program_scene(self, name: str) -> Any: ...

    def disconnect(self) -> Any: ...


def _obsws_client(host: str, port: int, password: str, timeout: float) -> ObsClient:
    import obsws_python  # type: ignore[import-untyped]  # lazily: the feature is optional

    # The library logs a refused connection with its traceback; without a handler of ours Python's last
    # resort would print it on the terminal. The status line already says it.
    logging.getLogger("obsws_python").addHandler(logging.NullHandler())

    client: ObsClient = obsws_python.ReqClient(host=host, port=port, password=password, timeout=timeout)
    return client


# Tests replace this with a fake; the signature is obsws-python's ReqClient keywords.
client_factory: Callable[[str, int, str, float], ObsClient] = _obsws_client


class ObsSettings:
    """The "obs/..." options of the registry (gui/common/settings.py) together: enable, address, password and
    the phase -> scene mapping."""

    def __init__(
        self,
        enabled: bool = False,
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
        password: str = "",
        scenes: dict[str, str] | None = None,
    ) -> None:
        self.enabled = enabled
        self.host = host
        self.port = port
        self.password = password
        self.scenes = dict(scenes or {})

    @classmethod
    def load(cls) -> ObsSettings:
        scenes = {key: option.get().strip() for key, option in options.OBS_SCENES.items()}
        return cls(
            enabled=options.OBS_ENABLED.get(),
            host=options.OBS_HOST.get().strip() or DEFAULT_HOST,
            port=options.OBS_PORT.get(),
            password=options.OBS_PASSWORD.get(),
            scenes={k: v for k, v in scenes.items() if v},
        )

    def save(self) -> None:
        options.OBS_ENABLED.set(self.enabled)
        options.OBS_HOST.set(self.host)
        options.OBS_PORT.set(self.port)
        options.OBS_PASSWORD.set(self.password)
        for key, option in options.OBS_SCENES.items():
            option.set(self.scenes.get(key, "").strip())


class ObsSceneSwitcher(QObject):
    """Follows the hall's view with OBS's program scene; `status` carries one line per change of state."""

    status = Signal(str)

    def __init__(self, parent: QObject | None = None, *, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self._clock = clock
        self._client: ObsClient | None = None
        self._switched: str | None = None  # the scene OBS was last switched to
        self._refused: str | None = None  # a scene OBS refused: not asked again until the wish changes
        self._last_attempt: float | None = None
        self._last_line = ""
        self.settings = ObsSettings.load()

    @property
    def connected(self) -> bool:
        return self._client is not None

    def reload(self) -> None:
        """After the settings dialog: drop the connection so the next switch uses the new address."""
        self._drop()
        self.settings = ObsSettings.load()
        self._switched = self._refused = None
        self._last_attempt = None
        self._last_line = ""
        if not self.settings.enabled:
            self._say(self.tr("OBS scene switching is off."))

    def show(self, game: Game, *, night_held: bool = False) -> None:
        """A game followed without the host's window. The roles are never revealed here: a scene has no use
        for them."""
        if self.settings.enabled:
            self.show_view(hall_view(game, night_held=night_held))

    def show_view(self, view: HallView) -> None:
        """After each host key, the hall's view the other displays are given too (HallDisplays.refresh)."""
        if self.settings.enabled:
            self.switch_to(wanted_scene(view, self.settings.scenes))

    def switch_to(self, scene: str | None) -> None:
        if scene is None or scene == self._switched or scene == self._refused:
            return
        self._refused = None
        if self._client is None and not self._connect():
            return
        assert self._client is not None
        try:
            self._client.set_current_program_scene(scene)
        except Exception as exc:  # a third-party boundary: any failure is one status line
            if _is_request_error(exc):
                self._refused = scene
                self._say(
                    self.tr('OBS: cannot switch to the scene "{0}" (is it named so in OBS?)').format(scene)
                )
            else:
                self._drop()
                self._say(self.tr("OBS: the connection was lost ({0}); retrying later.").format(_short(exc)))
            return
        self._switched = scene
        self._say(self.tr("OBS scene: {0}").format(scene))

    def _connect(self) -> bool:
        now = self._clock()
        if self._last_attempt is not None and now - self._last_attempt < RETRY_SECONDS:
            return False
        self._last_attempt = now
        where = f"{self.settings.host}:{self.settings.port}"
        try:
            self._client = client_factory(
                self.settings.host, self.settings.port, self.settings.password, CONNECT_TIMEOUT
            )
        except ImportError:
            self._say(
                self.tr("OBS: the obsws-python library is not installed; scene switching is unavailable.")
            )
            return False
        except (ConnectionRefusedError, TimeoutError) as exc:
            del exc
            self._say(self.tr("OBS is not running at {0} (or its WebSocket server is off).").format(where))
            return False
        except Exception as exc:  # a wrong password, a bad address, a closed socket
            self._say(self.tr("OBS at {0}: cannot connect ({1}).").format(where, _short(exc)))
            return False
        self._switched = None  # OBS may have been switched by hand meanwhile
        return True

    def _drop(self) -> None:
        client, self._client = self._client, None
        if client is not None:
            # closing a dead socket may fail; there is nothing to tell
            with contextlib.suppress(Exception):
                client.disconnect()

    def _say(self, line: str) -> None:
        if line != self._last_line:
            self._last_line = line
            self.status.emit(line)


def _is_request_error(exc: Exception) -> bool:
    """obsws-python's OBSSDKRequestError, told without importing the optional library."""
    return type(exc).__name__ == "OBSSDKRequestError" or hasattr(exc, "req_name")


def _short(exc: Exception) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 120 else text[:117] + "..."
