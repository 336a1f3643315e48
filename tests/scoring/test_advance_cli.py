"""`mafia-desk advance`: who goes through, the line in words, JSON, and one `invalid:` line for bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from advance_builders import THROUGH_BEFORE_LOT, TIED, closing, german_open, result

from mafia_desk.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["advance", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, doc: dict[str, Any]) -> str:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    return str(path)


def test_a_tie_at_the_line_asks_for_a_lot(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, write(tmp_path, german_open()), "--stage", "semifinal")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "into semifinal from qualifying: 20 of 40 go through"
    assert lines[1].split() == ["place", "id", "name", "total"]
    assert lines[-3].split()[:2] == ["20", "p15"] and lines[-3].endswith("0.50")
    assert "Игрок 15 Ёжиков" in lines[-3]
    assert lines[-2] == "line: tied: a lot is needed between p15 Игрок 15 Ёжиков, p16 Игрок 16 Ёжиков"
    assert lines[-1] == "warning: qualifying has 1 of its 7 rounds played"
    assert len(lines) == 2 + 20 + 2


def test_the_recorded_lot_decides(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    doc = german_open()
    lot = {"players": list(TIED), "order": ["p16", "p15"], "drawn": [2, 5]}
    doc["closings"] = [closing("semifinal", [*THROUGH_BEFORE_LOT, "p16"], [lot])]
    code, out, _ = run(capsys, write(tmp_path, doc), "--stage", "semifinal")
    assert code == 0
    assert "line: tied after every tie-break; the recorded lot decided: p16 drew 2, p15 drew 5" in out
    assert "closed by Главный судья at 2016-04-30T19:00:00: that list is final" in out
    assert "warning" not in out


def test_a_criterion_decides_the_last_place(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    doc = german_open()
    second = result("qualifying", 2, 1, [f"p{i:02d}" for i in range(11, 21)], "black")
    second["bonus"] = [{"seat": 5, "points": 0.25}]
    doc["games"][1]["bonus"] = [{"seat": 5, "points": 0.25}, {"seat": 6, "points": 0.5}]
    doc["games"].append(second)
    code, out, _ = run(capsys, write(tmp_path, doc), "--stage", "semifinal", "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert data["decided_by"] == "best_player" and not data["needs_lot"] and data["line"] == []
    assert data["line_text"] == "equal on 0.50 points; best_player decided place 20: p15 2, p16 1"
    assert data["through"][19] == {"place": 20, "player": "p15", "name": "Игрок 15 Ёжиков", "total": 0.5}
    assert (data["stage"], data["from_stage"], data["count"], data["candidates"]) == (
        "semifinal",
        "qualifying",
        20,
        40,
    )


def test_json_of_a_tie(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, write(tmp_path, german_open()), "--stage", "semifinal", "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["needs_lot"] and data["line"] == ["p15", "p16"] and data["decided_by"] == "lot"
    assert data["closed"] is None and data["changed"] is False
    assert (data["rounds_played"], data["rounds_planned"]) == (1, 7)


@pytest.mark.parametrize(
    ("stage", "message"),
    [
        (
            "qualifying",
            "invalid: --stage qualifying: the first stage is entered by everybody; name a later one",
        ),
        ("playoff", "invalid: --stage 'playoff': unknown stage (stages: qualifying, semifinal, final)"),
    ],
)
def test_a_bad_stage_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, stage: str, message: str
) -> None:
    code, out, err = run(capsys, write(tmp_path, german_open()), "--stage", stage)
    assert (code, out, err) == (2, "", message + "\n")


def test_a_bad_file_is_one_invalid_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    doc = german_open()
    doc["closings"] = [closing("semifinal", ["p01"], [{"players": ["p01"], "order": ["p01"]}])]
    code, out, err = run(capsys, write(tmp_path, doc), "--stage", "semifinal")
    assert (code, out) == (2, "")
    assert err.startswith("invalid: stage semifinal: closing: ") and err.count("\n") == 1


def test_a_missing_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAFIA_DESK_DB", f"sqlite:///{tmp_path / 'none.sqlite3'}")
    code, out, err = run(capsys, str(tmp_path / "missing.json"), "--stage", "semifinal")
    assert (code, out) == (2, "") and err.startswith("invalid: file: cannot read")
