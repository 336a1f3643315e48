"""Seed 000's qualifying drawn round by round with `mafia-desk draw --write`, results entered in between.

46 players and a 47th registered before round 4 (issue 37), checked after every round by tests/support/
stars_kit.py: the sit-outs rotate (nobody sits out twice while a player present since round 1 has not once;
the late arrival from the round he came), the short table's +3 is recorded once at most per player as
`short_table` absences, the Swiss rounds are banded by the extra points before them and the written draw keeps
its `ranked_by`; a seed gives the same draw again, and a voided game does not hold the next round back.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from round_kit import players
from stars_kit import STAGE, assert_round_by_the_regulation, stars_protocol

from mafia_desk.cli import main
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.templates import load_template

LATE = "p47"
LATE_FROM = 4


def read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def write(path: Path, doc: dict[str, Any]) -> None:
    load_tournament(doc)
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")


def draw(path: Path, rnd: int, capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    code = main(["draw", str(path), "--stage", STAGE, "--round", str(rnd), "--seed", str(100 + rnd), *extra])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    out: dict[str, Any] = json.loads(captured.out)
    return out


def play(path: Path, rnd: int) -> None:
    """A game at every table of the written draw: a stars protocol from a seeded generator (per-circle marks,
    the judge's points, best moves, a removal now and then)."""
    doc = read(path)
    (d,) = [d for d in doc["draws"] if (d["stage"], d["round"]) == (STAGE, rnd)]
    rng = random.Random(f"stars results {rnd}")
    for table, seated in enumerate(d["tables"], start=1):
        doc["games"].append(stars_protocol(rnd, table, seated, rng))
    write(path, doc)


def stars_file(tmp_path: Path) -> Path:
    doc = load_template("stars-2016").skeleton("Вперёд к звёздам")
    doc["players"] = players(46)
    path = tmp_path / "stars.json"
    write(path, doc)
    return path


def register_late(path: Path) -> None:
    """The 47th player arrives before round 4: his three rounds are `missed`, as the registration records."""
    doc = read(path)
    doc["players"].append({"id": LATE, "name": "Опоздавший Игрок"})
    doc.setdefault("absences", []).extend(
        {"player": LATE, "stage": STAGE, "round": r, "kind": "missed"} for r in range(1, LATE_FROM)
    )
    write(path, doc)


def test_stars_qualifying_round_by_round_with_a_late_arrival(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = stars_file(tmp_path)
    for rnd in range(1, 9):
        if rnd == LATE_FROM:
            register_late(path)
        out = draw(path, rnd, capsys, "--write")
        assert len(out["tables"]) == 4
        assert out["method"] == ("swiss" if rnd >= 3 else "random")
        assert len(out["sitting_out"]) == (6 if rnd < LATE_FROM else 7)
        # What the command printed is what it wrote, `ranked_by` and the short table included.
        (written,) = [d for d in read(path)["draws"] if d["round"] == rnd]
        assert written["tables"] == out["tables"] and written["sitting_out"] == out["sitting_out"]
        assert written.get("short_table", []) == out["short_table"]
        assert written.get("ranked_by") == out.get("ranked_by")
        if rnd >= 3:
            # The same seed draws the same round again, and writing it again changes nothing.
            before = path.read_bytes()
            again = draw(path, rnd, capsys, "--write")
            assert (again["tables"], again["sitting_out"]) == (out["tables"], out["sitting_out"])
            assert path.read_bytes() == before
        assert_round_by_the_regulation(load_tournament(read(path)), rnd, LATE, LATE_FROM)
        play(path, rnd)
        assert_round_by_the_regulation(load_tournament(read(path)), rnd, LATE, LATE_FROM)

    t = load_tournament(read(path))
    assert len(t.scored_games) == 32
    assert any(LATE in tb for d in t.draws for tb in d.tables)  # he plays from round 4
    # 6 benched in rounds 1-3 and 7 in rounds 4-7 make 46: everyone present since round 1 sat out once by
    # round 7, each with his +3, and the late arrival had not; round 8 benches him first, with his +3.
    r8 = next(d for d in t.draws if d.round == 8)
    assert LATE in r8.sitting_out and LATE in r8.extra["short_table"]
    assert len([a for a in t.absences if a.kind == "short_table"]) == 47


def test_a_voided_game_does_not_block_the_next_swiss_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = stars_file(tmp_path)
    for rnd in (1, 2):
        draw(path, rnd, capsys, "--write")
        play(path, rnd)
    doc = read(path)
    doc["corrections"] = [
        {
            "stage": STAGE,
            "round": 2,
            "table": 3,
            "action": "void",
            "reason": "protest upheld by the head judge",
            "by": "Главный судья",
            "at": "2016-04-09T15:00:00",
        }
    ]
    write(path, doc)
    out = draw(path, 3, capsys, "--write")
    assert out["method"] == "swiss"
    assert out["ranked_by"] == "ranked by extra points after rounds 1-2 of qualifying, 7 games"
