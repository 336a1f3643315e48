"""`mafia-desk judges`: a drawn round's judges assigned from the file (the same seed, the same answer),
each broken table one line on stderr, `--write` storing them in the draw; one judge's tables as CSV or PDF;
a bad file or request one `invalid:` line and exit 2."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.cli import main


def _file(tmp_path: Path) -> Path:
    data: dict[str, Any] = json.loads(
        (EXCHANGE / "white-nights-2016-organiser.json").read_text(encoding="utf-8")
    )
    # round 1: table 1 is 4 Cosa Nostra + 6 Белые ночи, table 2 3 Cosa Nostra + 7 Белые ночи
    data["judge_details"] = [
        {"name": "Игорь Судьин", "club": "Белые ночи"},
        {"name": "Anna Richter", "club": "Cosa Nostra"},
    ]
    path = tmp_path / "cup.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_assign_print_and_write(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path)
    args = ["judges", str(path), "--stage", "qualifying", "--round", "1", "--seed", "4"]
    assert main(args) == 0
    first = capsys.readouterr()
    out = json.loads(first.out)
    assert out == {"stage": "qualifying", "round": 1, "seed": 4, "judges": ["Игорь Судьин", "Anna Richter"]}
    # neither table is free of both clubs: the least bad (6 + 3 players of the judge's club, not 7 + 4)
    assert first.err.splitlines() == [
        "table 1: judge Игорь Судьин judges 6 players of his club (p02, p03, p05, p06, p08, p09)",
        "table 2: judge Anna Richter judges 3 players of his club (p13, p16, p19)",
    ]
    assert main(args) == 0 and json.loads(capsys.readouterr().out) == out  # same seed, same answer
    assert main([*args, "--write"]) == 0
    capsys.readouterr()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["draws"][0]["judges"] == ["Игорь Судьин", "Anna Richter"]
    assert "judges" not in saved["draws"][1]

    assert main(["judges", str(path), "--judge", "Anna Richter"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0] == ["Judge", "Round", "Table", "Time", "Players (seat, name)"]
    assert rows[1][:3] == ["Anna Richter", "qualifying, round 1", "2"] and len(rows) == 2
    pdf = tmp_path / "anna.pdf"
    assert main(["judges", str(path), "--judge", "Anna Richter", "-o", str(pdf)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (
            ["--stage", "qualifying", "--round", "9"],
            "invalid: stage qualifying, round 9: no draw to assign judges to",
        ),
        (["--judge", "Пётр"], "invalid: no judge 'Пётр' in the file (judges: Игорь Судьин, Anna Richter)"),
        (
            ["--stage", "qualifying"],
            "invalid: file: give --stage and --round (or --judge NAME for his tables)",
        ),
    ],
)
def test_a_bad_request_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], line: str
) -> None:
    assert main(["judges", str(_file(tmp_path)), *args]) == 2
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == ("", line + "\n")


def test_a_malformed_file_is_refused_whole(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["draws"][0]["judges"] = ["Anna Richter", "Anna Richter"]
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main(["judges", str(path), "--stage", "qualifying", "--round", "1"]) == 2
    assert capsys.readouterr().err == (
        "invalid: stage qualifying: draw of round 1: judge 'Anna Richter' is assigned to two tables\n"
    )


def test_a_stored_team_keeps_its_member_off_his_teammates_table(tmp_path: Path) -> None:
    """The tournament's own teams reach the assignment (no caller passes them by hand): a judge who is a
    registered player, sitting this round out, never judges the table of his teammate."""
    from mafia_desk.seating.judges import assign_round_judges, round_problems
    from mafia_desk.tournament import load_tournament

    data: dict[str, Any] = json.loads(
        (EXCHANGE / "white-nights-2016-organiser.json").read_text(encoding="utf-8")
    )
    data["players"].append({"id": "p99", "name": "Пётр Запасной"})  # registered, not in round 1's draw
    data["judges"] = ["Пётр Запасной"]
    data["judge_details"] = [{"name": "Пётр Запасной", "player": "p99"}]
    data["teams"] = {"size": 2, "list": [{"id": "t1", "name": "Двойка", "players": ["p99", "p02"]}]}
    t = load_tournament(data)
    tables = [assign_round_judges(t, "qualifying", 1, seed=seed).judges for seed in range(12)]
    assert all(judges == (None, "Пётр Запасной") for judges in tables), tables  # p02 sits at table 1
    without_teams = [assign_round_judges(t, "qualifying", 1, seed=s, team_of={}).judges for s in range(12)]
    assert (("Пётр Запасной", None)) in without_teams  # so the rule above is the teams', not chance
    data["draws"][0]["judges"] = ["Пётр Запасной", None]
    problems = round_problems(load_tournament(data), "qualifying", 1)
    assert [(p.table, p.same_team) for p in problems if p.judge] == [(1, ("p02",))]


@pytest.fixture
def english_afterwards() -> Any:
    yield
    from PySide6.QtCore import QCoreApplication

    from mafia_desk.gui import i18n

    app = QCoreApplication.instance()
    if app is not None:
        i18n.install_translators(app, "en")


def test_a_judges_tables_in_english_by_default_and_in_russian_with_lang(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], english_afterwards: None, monkeypatch: Any
) -> None:
    """As the standings CSV: English headers whatever the interface speaks (a script reads the same words),
    the language `--lang` names when asked; the PDF speaks the interface's language or `--lang`'s."""
    path = _file(tmp_path)
    assert main(["judges", str(path), "--stage", "qualifying", "--round", "1", "--seed", "4", "--write"]) == 0
    capsys.readouterr()
    monkeypatch.setenv("MAFIA_DESK_LANG", "ru")  # the interface's language: Russian
    from mafia_desk.commands.language import speak

    speak("ru")  # translators installed, as in a process that speaks Russian
    assert main(["judges", str(path), "--judge", "Anna Richter"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0] == ["Judge", "Round", "Table", "Time", "Players (seat, name)"]
    assert rows[1][1] == "qualifying, round 1"

    out = tmp_path / "anna.csv"
    assert main(["judges", str(path), "--judge", "Anna Richter", "--lang", "ru", "-o", str(out)]) == 0
    rows = list(csv.reader(io.StringIO(out.read_text("utf-8-sig"))))
    assert rows[0] == ["Судья", "Тур", "Стол", "Время", "Игроки (место, имя)"]
    assert rows[1][:3] == ["Anna Richter", "отборочный этап, тур 1", "2"]
    assert main(["judges", str(path), "--judge", "Anna Richter", "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("Judge,Round,Table,Time,")

    assert main(["judges", str(path), "--stage", "qualifying", "--round", "1", "--lang", "ru"]) == 2
    assert capsys.readouterr().err == "invalid: --lang is for --judge's list (the assignment is JSON)\n"
