"""The fouls column's tooltip says what the ruleset's 3rd foul does: the speech lost (every 2016 preset) or
cut to a few seconds (rfm-2026), with the short table's length beside it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from mafia_desk.gui.screen_build import _fouls_tooltip
from mafia_desk.rulesets.game import load_game_ruleset


def _tip(ruleset: str) -> str:
    view: Any = SimpleNamespace(rules=load_game_ruleset(ruleset))
    return _fouls_tooltip(view)


def test_rfm_2026_cuts_the_speech(qapp: Any) -> None:
    assert _tip("rfm-2026") == (
        "Click: +1 foul. The 3rd cuts the next speech to 10 s (30 s at 4 players or fewer); the 4th removes."
    )


def test_fiim_loses_the_speech(qapp: Any) -> None:
    assert (
        _tip("fiim")
        == "Click: +1 foul. The 3rd costs the next speech (30 s at 4 players or fewer); the 4th removes."
    )
