"""Generate the two timer sounds into resources/sounds/ (run once; the WAVs are committed).

Synthesised here rather than downloaded, so their licence is ours and they can be regenerated exactly.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def _tone(freqs: list[tuple[float, float]], volume: float = 0.6) -> bytes:
    """A sequence of (frequency Hz, seconds) beeps with short fades, so they do not click."""
    frames = bytearray()
    for freq, seconds in freqs:
        n = int(RATE * seconds)
        fade = int(RATE * 0.01)
        for i in range(n):
            env = min(1.0, i / fade, (n - i) / fade) if freq else 0.0
            sample = volume * env * math.sin(2 * math.pi * freq * i / RATE)
            frames += struct.pack("<h", int(sample * 32767))
    return bytes(frames)


def write(name: str, data: bytes) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / name
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)
    return path


def main() -> None:
    # 10 s left: one short high beep. Time is up: three lower, longer beeps.
    print(write("ten_seconds.wav", _tone([(1320.0, 0.15)])))
    print(write("time_up.wav", _tone([(880.0, 0.25), (0.0, 0.08), (880.0, 0.25), (0.0, 0.08), (660.0, 0.5)])))


if __name__ == "__main__":
    main()
