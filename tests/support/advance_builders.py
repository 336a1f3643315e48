"""A German Open (seed 004) tournament whose qualifying leaves two players tied exactly at place 20.

Round 1 of the qualifying, tables of ten in id order (table 1: p01-p10, ...), don seat 1, mafia 2-3, sheriff
4: table 1 won by the reds (p04-p10), tables 2-4 by the blacks (p11-p13, p21-p23, p31-p33): 16 winners on
1 point. Among the losers the judge's extra points make p01 17th (0.75), p02 18th (0.7), p03 19th (0.6), and
p15 and p16, two civilians of table 2 with 0.5 each, equal on every criterion of the chain: a lot decides
place 20. The rest stay on 0 (places 22-40).
"""

from __future__ import annotations

from typing import Any

from mafia_desk.tournament.templates import load_template

TIED = ("p15", "p16")
WINNERS = tuple(
    [f"p{i:02d}" for i in range(4, 11)] + ["p11", "p12", "p13", "p21", "p22", "p23", "p31", "p32", "p33"]
)
THROUGH_BEFORE_LOT = (*WINNERS, "p01", "p02", "p03")
BONUS = {"p01": 0.75, "p02": 0.7, "p03": 0.6, "p15": 0.5, "p16": 0.5}


def pid(i: int) -> str:
    return f"p{i:02d}"


def players() -> list[dict[str, Any]]:
    return [{"id": pid(i), "name": f"Игрок {i:02d} Ёжиков"} for i in range(1, 41)]


def result(stage: str, rnd: int, table: int, seated: list[str], winner: str) -> dict[str, Any]:
    bonus = [{"seat": seat, "points": BONUS[p]} for seat, p in enumerate(seated, start=1) if p in BONUS]
    return {
        "stage": stage,
        "round": rnd,
        "table": table,
        "players": list(seated),
        "roles": {"don": 1, "mafia": [2, 3], "sheriff": 4},
        "winner": winner,
        "ended_by": "normal",
        "shot_night1": None,
        "best_move": None,
        "bonus": bonus if stage == "qualifying" else [],
        "removed": [],
        "penalties": [],
    }


def qualifying_games() -> list[dict[str, Any]]:
    return [
        result(
            "qualifying", 1, t, [pid(10 * (t - 1) + s) for s in range(1, 11)], "red" if t == 1 else "black"
        )
        for t in range(1, 5)
    ]


def german_open(name: str = "Open 2016", with_games: bool = True) -> dict[str, Any]:
    doc = load_template("german-open-2016").skeleton(name)
    doc["players"] = players()
    doc["games"] = qualifying_games() if with_games else []
    return doc


def closing(stage: str, through: list[str], lots: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"stage": stage, "through": through}
    if lots:
        entry["lots"] = lots
    entry.update({"by": "Главный судья", "at": "2016-04-30T19:00:00"})
    return entry
