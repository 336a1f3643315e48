"""Standings of a game whose seat was replaced: the player in `players` is credited, whoever started; the
`replacements` list is the record of who sat in, not a second source of points."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.scoring.output import standings_to_json
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament


def _rows(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["player"]: r for r in standings_to_json(compute_standings(load_tournament(data)))["standings"]}


def _data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXCHANGE / "fiim.json").read_text(encoding="utf-8"))
    # p03 sits out round 5 (a bye); he comes in for seat 4 of its game (p08, mafia; black won)
    data["absences"] = [a for a in data["absences"] if (a["player"], a["round"]) != ("p03", 5)]
    data["games"][-1]["replacements"] = [
        {"seat": 4, "player": "p03's name", "player_id": "p03", "from": 17, "reason": "fell ill"}
    ]
    return data


@pytest.mark.parametrize("credited", ["starter", "substitute"])
def test_the_player_in_players_gets_the_game(credited: str) -> None:
    data = _data()
    without = _rows({**data, "games": data["games"][:-1]})
    if credited == "substitute":
        data["games"][-1]["players"][3] = "p03"
    after = _rows(data)
    gets, keeps = ("p03", "p08") if credited == "substitute" else ("p08", "p03")
    assert after[gets]["games"] == without[gets]["games"] + 1
    assert after[gets]["wins"] == without[gets]["wins"] + 1
    assert after[gets]["total"] > without[gets]["total"]
    assert (after[keeps]["games"], after[keeps]["total"]) == (
        without[keeps]["games"],
        without[keeps]["total"],
    )
