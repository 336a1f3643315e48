"""Team standings (scoring/teams.py, docs/scoring.md "Team standings"), every figure worked out by hand.

The members' totals come from adjustments (never multiplied, so a total is exactly the number written) and,
in the last test, from one game; the teams' points, places and tie-breaks below are computed by hand."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from scoring_builders import document, game, pid, standings

from mafia_desk.cli import main
from mafia_desk.scoring.teams import compute_team_standings
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.teams import teams_of

F = Fraction
TOTALS = {1: 3, 2: 2.5, 3: 0.5, 4: 1, 5: 2, 6: 2, 7: 1.5, 8: 0, 9: -0.5, 10: 4}


def _doc(best: int | None) -> dict[str, Any]:
    doc = document("fiim", 12, [], adjustments=list(TOTALS.items()))
    setup: dict[str, Any] = {"size": 3}
    if best is not None:
        setup["best"] = best
    setup["list"] = [
        {"id": "t1", "name": "A", "captain": pid(1), "players": [pid(3), pid(2), pid(1)]},
        {"id": "t2", "name": "B", "players": [pid(4), pid(5), pid(6)]},
        {"id": "t3", "name": "C", "players": [pid(7), pid(10), pid(9)]},
        {"id": "t5", "name": "E", "players": [pid(11)]},
        {"id": "t4", "name": "D", "players": [pid(8)]},
    ]
    doc["teams"] = setup
    return doc


def _teams(doc: dict[str, Any]) -> Any:
    setup = teams_of(load_tournament(doc))
    assert setup is not None
    return compute_team_standings(standings(doc), setup)


def test_sum_of_all_members_with_the_best_member_tie_break() -> None:
    # A: 3 + 2.5 + 0.5 = 6; B: 1 + 2 + 2 = 5; C: 1.5 + 4 - 0.5 = 5; D: 0; E: 0.
    # B and C tie on 5: C's best member has 4, B's 2, so C is second. D and E tie on (0) exactly: shared 4th,
    # listed by name.
    ranked = _teams(_doc(None))
    assert [(r.place, r.name, r.points) for r in ranked.rows] == [
        (1, "A", F(6)),
        (2, "C", F(5)),
        (3, "B", F(5)),
        (4, "D", F(0)),
        (4, "E", F(0)),
    ]
    a = ranked.row("t1")
    assert [m.player for m in a.members] == [pid(1), pid(2), pid(3)]  # best first, not as listed
    assert all(m.counted for m in a.members) and a.captain == pid(1)
    assert a.counted == (F(3), F(5, 2), F(1, 2))
    assert ranked.best is None and ranked.size == 3


def test_sum_of_the_best_k() -> None:
    # best 2: A 3 + 2.5 = 5.5; C 4 + 1.5 = 5.5; B 2 + 2 = 4; D 0; E 0.
    # A and C tie on 5.5: C's best counted member has 4 against A's 3, so C is first.
    ranked = _teams(_doc(2))
    assert [(r.place, r.name, r.points) for r in ranked.rows] == [
        (1, "C", F(11, 2)),
        (2, "A", F(11, 2)),
        (3, "B", F(4)),
        (4, "D", F(0)),
        (4, "E", F(0)),
    ]
    b = ranked.row("t2")
    assert [(m.player, m.total, m.counted) for m in b.members] == [
        (pid(5), F(2), True),
        (pid(6), F(2), True),
        (pid(4), F(1), False),
    ]
    c = ranked.row("t3")
    assert [m.counted for m in c.members] == [True, True, False]  # -0.5 is left out
    assert ranked.best == 2


def test_a_team_short_of_k_counts_what_it_has_and_more_counted_members_break_a_tie() -> None:
    # best 2. X = p01 (3) + p08 (0) = 3, Y = p10 alone (3): equal points and the same best member; X has one
    # more counted member (a team short of K counts what it has), so X is first.
    doc = document("fiim", 12, [], adjustments=[(1, 3), (10, 3)])
    doc["teams"] = {
        "size": 3,
        "best": 2,
        "list": [
            {"id": "y", "name": "Y", "players": [pid(10)]},
            {"id": "x", "name": "X", "players": [pid(1), pid(8)]},
        ],
    }
    ranked = _teams(doc)
    assert [(r.place, r.team, r.points) for r in ranked.rows] == [(1, "x", F(3)), (2, "y", F(3))]


def test_points_of_a_played_game_and_the_games_count() -> None:
    # fiim, one game, red wins: don seat 1, mafia 2-3 lose (0); the sheriff (4) and the civilians (5-10)
    # get fiim's 1 point for a red win. "Один" = p01 (don, 0) + p04 (sheriff, 1) = 1; "Два" = p05 + p06 = 2.
    doc = document("fiim", 10, [game(1, list(range(1, 11)))])
    doc["teams"] = {
        "size": 2,
        "list": [
            {"id": "t1", "name": "Один", "players": [pid(1), pid(4)]},
            {"id": "t2", "name": "Два", "players": [pid(5), pid(6)]},
        ],
    }
    ranked = _teams(doc)
    assert [(r.place, r.name, r.points, r.games) for r in ranked.rows] == [
        (1, "Два", F(2), 2),
        (2, "Один", F(1), 2),
    ]
    assert [(m.player, m.place) for m in ranked.row("t1").members] == [(pid(4), 1), (pid(1), 8)]


def test_the_standings_command_prints_the_team_standings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(_doc(2), ensure_ascii=False), encoding="utf-8")
    assert main(["standings", str(path), "--teams", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["size"], data["best"]) == (3, 2)
    assert [(r["place"], r["name"], r["points"]) for r in data["teams"]] == [
        (1, "C", 5.5),
        (2, "A", 5.5),
        (3, "B", 4.0),
        (4, "D", 0.0),
        (4, "E", 0.0),
    ]
    assert [m["counted"] for m in data["teams"][0]["members"]] == [True, True, False]
    assert main(["standings", str(path), "--teams"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Team standings (teams of up to 3; the best 2 count, [ ] not counted)\n")
    assert "[Игрок 9 -0.50]" in text
    assert main(["standings", str(path), "--teams", "--format", "csv"]) == 2
    assert capsys.readouterr().err.strip() == (
        "invalid: --teams prints the team standings as text or JSON, without --explain"
    )
    plain = _doc(None)
    del plain["teams"]
    path.write_text(json.dumps(plain, ensure_ascii=False), encoding="utf-8")
    assert main(["standings", str(path), "--teams"]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        "invalid: file: --teams: the tournament has no teams (the exchange file's 'teams' key)"
    ]
