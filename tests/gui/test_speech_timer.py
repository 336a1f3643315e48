"""The speech timer counts real time, warns once at 10 s left, sounds at 0, and never goes negative."""

from __future__ import annotations

from typing import Any

from mafia_desk.gui.sounds import END_SOUND, WARNING_SOUND, SoundPlayer
from mafia_desk.gui.speech_timer import SpeechTimer


def test_new_speech_is_full_and_paused(qapp: Any) -> None:
    t = SpeechTimer()
    t.set_duration(60)
    assert not t.running and t.remaining_seconds() == 60 and t.display() == "1:00"
    t.add_seconds(10)
    assert t.remaining_seconds() == 70
    t.add_seconds(-100)
    assert t.remaining_seconds() == 0 and t.display() == "0:00"


def test_pause_keeps_the_time_and_reset_restores_it(qtbot: Any) -> None:
    t = SpeechTimer()
    t.set_duration(30)
    t.start()
    qtbot.wait(300)
    t.pause()
    left = t.remaining_ms()
    assert 29_000 < left <= 29_800
    qtbot.wait(200)
    assert t.remaining_ms() == left
    t.reset()
    assert t.remaining_ms() == 30_000 and not t.running


def test_warning_then_expiry_with_sounds(qtbot: Any) -> None:
    sounds = SoundPlayer()
    sounds.set_enabled(True)
    t = SpeechTimer(sounds)
    t.set_duration(12)
    t.start()
    with qtbot.waitSignal(t.warning, timeout=2000):
        t.add_seconds(-2)  # 10 s left: the warning comes on the next tick
    with qtbot.waitSignal(t.expired, timeout=3000):
        t.add_seconds(-9)  # about 1 s left
    assert not t.running and t.remaining_seconds() == 0
    assert sounds.played[-2:] == [WARNING_SOUND, END_SOUND]


def test_sounds_can_be_switched_off(qtbot: Any) -> None:
    sounds = SoundPlayer()
    sounds.set_enabled(False)
    t = SpeechTimer(sounds)
    t.set_duration(1)
    t.start()
    with qtbot.waitSignal(t.expired, timeout=3000):
        pass
    assert sounds.played == []
    sounds.set_enabled(True)
    assert SoundPlayer().enabled  # the switch is remembered in the settings
