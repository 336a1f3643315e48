"""The judge's form under rfm-2026's grid: every refusal the grid check can give is one the GUI recognises and
says again in the interface's language (gui/result_check.py), not an English line left as it came."""

from __future__ import annotations

import re
from typing import Any

import pytest

from mafia_desk.gui.result_check import _MESSAGES
from mafia_desk.scoring.result_check import ResultError, check_result

PLAYERS = [f"p{i:02d}" for i in range(1, 11)]


def _entry(bonus: list[tuple[int, float]], **extra: Any) -> dict[str, Any]:
    return {
        "players": PLAYERS,
        "roles": {"don": 1, "mafia": [2, 3], "sheriff": 4},
        "winner": "red",
        "ended_by": "normal",
        "shot_night1": extra.get("shot"),
        "best_move": extra.get("best_move"),
        "bonus": [{"seat": s, "points": p} for s, p in bonus],
        "removed": [],
        "penalties": [],
    }


@pytest.mark.parametrize(
    "entry",
    [
        _entry([(5, 0.2)]),
        _entry([(5, 0.3), (5, 0.3)]),
        _entry([*((s, 0.3) for s in (4, 5, 6, 7, 8, 9, 10)), (1, 0.2), (2, 0.2)]),
        _entry([(5, 1.6), (6, 1.6), (7, 0.9)]),
        _entry([(5, 0.5)], shot=5, best_move={"seat": 5, "guess": [1, 2, 3]}),
    ],
)
def test_every_grid_refusal_is_one_the_gui_translates(entry: dict[str, Any]) -> None:
    with pytest.raises(ResultError) as info:
        check_result("rfm-2026", entry, PLAYERS)
    what = info.value.what
    assert any(re.fullmatch(pattern, what) for pattern, _ in _MESSAGES), what


def test_a_grid_result_within_the_limits_is_scored() -> None:
    """0.6 to the best-move maker (2 blacks: 0.55) is within 1.2; a loser's 0.8 and a -0.2 are values."""
    entry = _entry([(5, 0.6), (1, 0.8), (9, -0.2)], shot=5, best_move={"seat": 5, "guess": [1, 2, 6]})
    points = check_result("rfm-2026", entry, PLAYERS)
    # One game: N = 1, round(0.4) = 0, so no Ci at the table; it comes with the standings.
    assert [float(points[s]) for s in (1, 5, 9)] == [0.8, 1 + 0.55 + 0.6, 1 - 0.2]
