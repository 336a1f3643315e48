"""The standings count each game as its last correction left it (spec: `corrections[]`), worked by hand.

fiim: a win is 1, a loss 0; no night-1 shot and no best move, so no Ci and no best-move points: a player's
total is his wins plus the judge's extra points, which makes every expectation below a matter of counting.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from mafia_desk.cli import main
from mafia_desk.scoring.output import explain_to_json, explain_to_text
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament

T1 = [f"p{i:02d}" for i in range(1, 11)]
T2 = [f"p{i:02d}" for i in range(11, 21)]


def game(round_: int, table: int, players: list[str], winner: str, **kw: Any) -> dict[str, Any]:
    g: dict[str, Any] = {
        "stage": "qualifying",
        "round": round_,
        "table": table,
        "players": players,
        "roles": {"don": 1, "mafia": [2, 3], "sheriff": 4},
        "winner": winner,
        "shot_night1": None,
        "best_move": None,
        "bonus": [],
    }
    g.update(kw)
    return g


def correction(round_: int, table: int, action: str, new: dict[str, Any] | None = None) -> dict[str, Any]:
    c: dict[str, Any] = {"stage": "qualifying", "round": round_, "table": table, "action": action}
    if new is not None:
        c["game"] = new
    c.update({"reason": "protest upheld", "by": "Head Judge", "at": "2016-06-11T18:02:00"})
    return c


def tournament(corrections: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "corrections",
        "ruleset": "fiim",
        "players": [{"id": p, "name": p.upper()} for p in T1 + T2],
        # (1, 1): red wins, seat 5 gets +0.5; (1, 2): black wins.
        "games": [
            game(1, 1, T1, "red", bonus=[{"seat": 5, "points": 0.5}]),
            game(1, 2, T2, "black"),
        ],
        "corrections": corrections,
    }


def totals(data: dict[str, Any]) -> dict[str, tuple[float, int, int]]:
    s = compute_standings(load_tournament(data))
    return {r.player: (float(r.total), r.games, r.wins) for r in s.rows}


def test_without_corrections() -> None:
    got = totals(tournament([]))
    assert got["p01"] == (0.0, 1, 0)  # the don of a red win
    assert got["p05"] == (1.5, 1, 1)  # red, won, +0.5
    assert got["p11"] == (1.0, 1, 1)  # the don of a black win
    assert got["p15"] == (0.0, 1, 0)


def test_replace_counts_the_new_game_and_void_removes_one() -> None:
    # (1, 1) replaced: black won after all and nobody got extra points; (1, 2) voided.
    data = tournament([correction(1, 1, "replace", game(1, 1, T1, "black")), correction(1, 2, "void")])
    got = totals(data)
    assert got["p01"] == (1.0, 1, 1)
    assert got["p05"] == (0.0, 1, 0)
    assert got["p11"] == (0.0, 0, 0)  # a voided game is no game at all: not even played
    assert got["p15"] == (0.0, 0, 0)
    assert compute_standings(load_tournament(data)).games_counted == 1


def test_only_the_last_correction_of_a_game_counts() -> None:
    black = game(1, 1, T1, "black")
    red_bonus = game(1, 1, T1, "red", bonus=[{"seat": 6, "points": 1}])
    data = tournament(
        [correction(1, 1, "void"), correction(1, 1, "replace", black), correction(1, 1, "replace", red_bonus)]
    )
    got = totals(data)
    assert got["p01"] == (0.0, 1, 0)
    assert got["p05"] == (1.0, 1, 1)  # the original's +0.5 is gone with the original
    assert got["p06"] == (2.0, 1, 1)
    # A void after all of them wins again.
    data["corrections"].append(correction(1, 1, "void"))
    assert totals(data)["p06"] == (0.0, 0, 0)


def test_explain_says_a_game_was_corrected() -> None:
    data = tournament([correction(1, 1, "replace", game(1, 1, T1, "black")), correction(1, 2, "void")])
    s = compute_standings(load_tournament(data))
    text = explain_to_text(s, "p01")
    assert "game (qualifying, 1, 1) replaced by Head Judge at 2016-06-11T18:02:00: protest upheld" in text
    assert "voided" not in text
    voided = explain_to_text(s, "p11")
    assert "game (qualifying, 1, 2) voided by Head Judge at 2016-06-11T18:02:00: protest upheld" in voided
    as_json = explain_to_json(s, "p11")
    assert as_json["corrections"] == [
        {
            "stage": "qualifying",
            "round": 1,
            "table": 2,
            "action": "void",
            "reason": "protest upheld",
            "by": "Head Judge",
            "at": "2016-06-11T18:02:00",
        }
    ]
    assert explain_to_json(compute_standings(load_tournament(tournament([]))), "p11")["corrections"] == []


@pytest.mark.parametrize("winner", ["red", "black"])
def test_a_replacement_identical_to_the_original_changes_nothing(winner: str) -> None:
    data = tournament([])
    data["games"][1]["winner"] = winner
    before = totals(data)
    data["corrections"] = [correction(1, 2, "replace", copy.deepcopy(data["games"][1]))]
    assert totals(data) == before


def test_the_cli_explain_shows_the_correction(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tournament([correction(1, 2, "void")])
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["standings", str(path), "--explain", "p11"]) == 0
    out = capsys.readouterr().out
    assert "games 0, wins 0" in out
    assert "game (qualifying, 1, 2) voided by Head Judge at 2016-06-11T18:02:00: protest upheld" in out
