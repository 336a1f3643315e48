"""The overlay page's clock, run under node with a stub DOM (tests/support/overlay_page_harness.js): it
counts down by itself from a `clock` message, stops on a paused one, and shows nothing in the night."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from gamekit import new_game

from mafia_desk.game import EndSpeech, Shot
from mafia_desk.game.hall_view import hall_view
from mafia_desk.gui.display.hall_clock import HallClock, clock_message
from mafia_desk.gui.display.overlay_feed import state_message
from mafia_desk.resources import resource_path

HARNESS = Path(__file__).resolve().parent.parent / "support" / "overlay_page_harness.js"


def _page(messages: list[dict[str, Any]]) -> list[dict[str, str]]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    page = resource_path("overlay", "overlay.html")
    lines = "".join(json.dumps(m, ensure_ascii=False) + "\n" for m in messages)
    command = [node, str(HARNESS), str(page)]
    out = subprocess.run(command, input=lines, capture_output=True, text=True, check=True)
    return [json.loads(line) for line in out.stdout.splitlines()]


def _clock(remaining: int, running: bool, alert: str = "") -> dict[str, Any]:
    return clock_message(HallClock(remaining, running, 60, alert, (remaining, 0, running)))


def test_the_page_counts_down_by_itself_and_hides_the_clock_at_night(qapp: Any) -> None:
    game = new_game(version=3)
    day = state_message(hall_view(game))
    assert day["stage"] == "day"
    shown = _page(
        [
            day,
            _clock(60_000, True),
            {"wait": 2500},  # no message: the page's own count
            _clock(57_400, False),
            {"wait": 3000},
            _clock(9_000, True),
            _clock(0, False, "expired"),
        ]
    )
    assert [s["timer"] for s in shown] == ["60 s", "1:00", "0:58", "0:58", "0:58", "0:09", "0:00"]
    assert [s["look"] for s in shown[1:]] == ["running", "running", "", "", "low", "expired"]

    while game.state.current_speaker is not None and not game.state.phase.kind.is_night:
        game.apply(EndSpeech())
    assert game.state.phase.kind.is_night
    night = state_message(hall_view(game))
    game.apply(Shot(4))
    shown = _page([day, _clock(30_000, True), night, {"wait": 1000}, _clock(20_000, True)])
    assert shown[1]["timer"] == "0:30"
    assert [s["timer"] for s in shown[2:]] == ["", "", ""], "no clock in the night, even if one came"
