"""The timer's two sounds. Audio is a nicety: no audio library or device must ever stop a game."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QSettings, QUrl

from mafia_desk.resources import resource_path

log = logging.getLogger(__name__)

WARNING_SOUND = "ten_seconds.wav"
END_SOUND = "time_up.wav"
_SETTING = "sound/enabled"


def _load_effect_class() -> Any | None:
    """QtMultimedia needs system audio libraries (PulseAudio, ALSA) that a bare machine may lack."""
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError as exc:
        log.warning("sounds disabled: QtMultimedia is unavailable (%s)", exc)
        return None
    return QSoundEffect


class SoundPlayer(QObject):
    """Plays the timer sounds when enabled; remembers the switch in the settings."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = QSettings().value(_SETTING, True, type=bool)
        self._effects: dict[str, Any] = {}
        self._effect_class = _load_effect_class()
        self.played: list[str] = []  # what was played (or would have been, without a device), newest last

    @property
    def available(self) -> bool:
        return self._effect_class is not None

    @property
    def enabled(self) -> bool:
        return bool(self._enabled)

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        QSettings().setValue(_SETTING, enabled)

    def toggle(self) -> bool:
        self.set_enabled(not self._enabled)
        return self.enabled

    def play(self, name: str) -> None:
        if not self._enabled:
            return
        self.played.append(name)
        if self._effect_class is None:
            return
        try:
            effect = self._effects.get(name)
            if effect is None:
                effect = self._effect_class(self)
                effect.setSource(QUrl.fromLocalFile(str(resource_path("sounds", name))))
                self._effects[name] = effect
            effect.play()
        except Exception:  # an audio back-end failure is logged and the game goes on
            log.exception("cannot play %s", name)
