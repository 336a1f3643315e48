"""Which OBS scene the hall's view asks for (docs/overlay.md, "OBS scene switching").

Pure: from a HallView and the host's mapping (phase key -> scene name) to a scene name or None. It reads
only the HallView, so the stream can never learn more than the hall: the whole night is the one "night"
scene, whatever turn of the ritual the host is at.
"""

from __future__ import annotations

from collections.abc import Mapping

from mafia_desk.game.hall_view import STAGE_FINISHED, STAGE_NIGHT, STAGE_ZERO_NIGHT, HallView
from mafia_desk.game.model import SEATS
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP

SPEAKER_KEYS = tuple(f"speaker_{seat}" for seat in SEATS)

# (key, label) in the order the settings dialog lists them.
SCENE_KEYS: tuple[tuple[str, str], ...] = (
    ("zero_night", QT_TRANSLATE_NOOP("ObsScene", "Zero night")),
    ("day", QT_TRANSLATE_NOOP("ObsScene", "Day (any step without its own scene)")),
    ("speech", QT_TRANSLATE_NOOP("ObsScene", "Speech")),
    *((key, QT_TRANSLATE_NOOP("ObsScene", "Speaker {0}")) for key in SPEAKER_KEYS),
    ("vote", QT_TRANSLATE_NOOP("ObsScene", "Vote, revote, lift vote")),
    ("last_words", QT_TRANSLATE_NOOP("ObsScene", "Last words")),
    ("night", QT_TRANSLATE_NOOP("ObsScene", "Night")),
    ("break", QT_TRANSLATE_NOOP("ObsScene", "Technical break")),
    ("finished", QT_TRANSLATE_NOOP("ObsScene", "Game over")),
)

_STEP_KEYS = {
    "speech": "speech",
    "tie_speech": "speech",
    "vote": "vote",
    "revote": "vote",
    "lift_vote": "vote",
    "last_words": "last_words",
}


def _first(mapping: Mapping[str, str], *keys: str) -> str | None:
    for key in keys:
        scene = mapping.get(key, "").strip()
        if scene:
            return scene
    return None


def wanted_scene(view: HallView, mapping: Mapping[str, str]) -> str | None:
    """The scene for `view`, or None for "leave OBS where it is" (an empty entry).

    In the day a step without its own scene falls back to "day", and a seat's own speaker scene overrides
    "speech"; the break, the night, the zero night and the end have no fallback.
    """
    if view.break_since is not None:
        return _first(mapping, "break")
    if view.stage == STAGE_FINISHED:
        return _first(mapping, "finished")
    if view.stage == STAGE_ZERO_NIGHT:
        return _first(mapping, "zero_night")
    if view.stage == STAGE_NIGHT:
        return _first(mapping, "night")
    step_key = _STEP_KEYS.get(view.step or "")
    if step_key == "speech" and view.speaker is not None:
        return _first(mapping, f"speaker_{view.speaker}", "speech", "day")
    if step_key is not None:
        return _first(mapping, step_key, "day")
    return _first(mapping, "day")
