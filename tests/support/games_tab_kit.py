"""The tournament of the Games-tab tests: 20 players (Cyrillic names), two tables, two drawn rounds."""

from __future__ import annotations

import copy
import json
from typing import Any

from fixtures import FIXTURES

NORTH_CUP = FIXTURES / "tournament-window" / "north-cup.json"


def north_cup() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(NORTH_CUP.read_text(encoding="utf-8"))
    return data


def drawn_table(data: dict[str, Any], round_: int, table: int) -> list[str]:
    draw = next(d for d in data["draws"] if d["round"] == round_)
    return list(draw["tables"][table - 1])


def game_entry(data: dict[str, Any], round_: int, table: int, **changes: Any) -> dict[str, Any]:
    """A valid fiim result of the drawn table: don 3, mafia 5 and 8, sheriff 7, red wins, 4 shot first."""
    entry: dict[str, Any] = {
        "stage": "qualifying",
        "round": round_,
        "table": table,
        "players": drawn_table(data, round_, table),
        "roles": {"don": 3, "mafia": [5, 8], "sheriff": 7},
        "winner": "red",
        "ended_by": "normal",
        "shot_night1": 4,
        "best_move": None,
        "bonus": [],
        "removed": [],
        "penalties": [],
    }
    entry.update(copy.deepcopy(changes))
    return entry
