"""The clock's two sounds. Audio is a nicety: no audio library, device or bad file must ever stop a game.

The files are `resources/sounds/ten_seconds.wav` and `time_up.wav`; a club may replace either with its own
PCM WAV of the same name. A file that is missing or cannot be decoded is logged once and stays silent.
"""

from __future__ import annotations

import logging
import wave
from typing import Any

from PySide6.QtCore import QObject, QUrl

from mafia_desk.gui.common import settings
from mafia_desk.resources import resource_path

log = logging.getLogger(__name__)

WARNING_SOUND = "ten_seconds.wav"
END_SOUND = "time_up.wav"
VOLUME_SETTING = settings.SOUND_VOLUME.key
DEFAULT_VOLUME = settings.SOUND_VOLUME.default
VOLUME_STEPS = (0, 25, 50, 75, 100)


def _load_effect_class() -> Any | None:
    """QtMultimedia needs system audio libraries (PulseAudio, ALSA) that a bare machine may lack."""
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError as exc:
        log.warning("sounds disabled: QtMultimedia is unavailable (%s)", exc)
        return None
    return QSoundEffect


def wav_problem(path: Any) -> str:
    """Why the file cannot be played ("" if it is a PCM WAV with some audio): read with the stdlib, so that a
    broken replacement is found the same way with or without an audio device."""
    try:
        with wave.open(str(path), "rb") as w:
            if w.getnframes() == 0:
                return "it holds no audio"
    except FileNotFoundError:
        return "the file is missing"
    except (OSError, EOFError, wave.Error) as err:
        return f"it is not a PCM WAV file ({err})"
    return ""


class SoundPlayer(QObject):
    """Plays the clock's sounds when enabled, at the chosen volume; remembers both in the settings."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = settings.SOUND_ENABLED.get()
        self._volume = settings.SOUND_VOLUME.get()
        self._effects: dict[str, Any] = {}
        self._broken: set[str] = set()  # files already logged as unplayable: logged once, then silent
        self._effect_class = _load_effect_class()
        self.played: list[str] = []  # what was asked to play (played, or would have been), newest last

    @property
    def available(self) -> bool:
        return self._effect_class is not None

    @property
    def enabled(self) -> bool:
        return bool(self._enabled)

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        settings.SOUND_ENABLED.set(bool(enabled))

    def toggle(self) -> bool:
        self.set_enabled(not self._enabled)
        return self.enabled

    @property
    def volume(self) -> int:
        """0-100, applied to every sound."""
        return self._volume

    def set_volume(self, volume: int) -> None:
        self._volume = max(0, min(100, int(volume)))
        settings.SOUND_VOLUME.set(self._volume)
        for effect in self._effects.values():
            self._apply_volume(effect)

    def _apply_volume(self, effect: Any) -> None:
        try:
            effect.setVolume(self._volume / 100)
        except Exception:  # an audio back-end failure is logged and the game goes on
            log.exception("cannot set the volume")

    def play(self, name: str) -> None:
        if not self._enabled:
            return
        self.played.append(name)
        if name in self._broken:
            return
        path = resource_path("sounds", name)
        problem = wav_problem(path)
        if problem:
            self._broken.add(name)
            log.warning("sound %s cannot be played: %s; the game goes on without it", path, problem)
            return
        if self._effect_class is None:
            return
        try:
            effect = self._effects.get(name)
            if effect is None:
                effect = self._effect_class(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                self._effects[name] = effect
            self._apply_volume(effect)
            effect.play()
        except Exception:  # an audio back-end failure is logged and the game goes on
            self._broken.add(name)
            log.exception("cannot play %s", name)
