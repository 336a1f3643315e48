"""The standings workbook read back with openpyxl: a sheet per stage and the overall one, numbers as numbers,
the header frozen, widths fitted, Cyrillic intact; and `mafia-desk standings --format xlsx`."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from fixtures import EXCHANGE

from mafia_desk.cli import main
from mafia_desk.reports.standings_xlsx import sheet_title, standings_workbook_bytes
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.load import read_tournament_file

ORGANISER = EXCHANGE / "white-nights-2016-organiser.json"


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    from PySide6.QtCore import QCoreApplication

    from mafia_desk.gui import i18n

    app = QCoreApplication.instance()
    if app is not None:
        i18n.install_translators(app, "en")


def _book(data: bytes) -> Any:
    return openpyxl.load_workbook(io.BytesIO(data))


def _rows(ws: Any) -> list[dict[str, Any]]:
    values = list(ws.iter_rows(values_only=True))
    return [dict(zip(values[0], row, strict=True)) for row in values[1:]]


def test_a_sheet_per_stage_and_the_overall_standings_with_numbers_as_numbers(qapp: Any) -> None:
    t = read_tournament_file(EXCHANGE / "german-open-2016.json")
    book = _book(standings_workbook_bytes(t))
    stages = sorted({g.stage for g in t.games}, key=["qualifying", "semifinal", "final"].index)
    assert book.sheetnames == ["Overall", *stages]
    overall = book["Overall"]
    assert overall.freeze_panes == "A2"
    expected = compute_standings(t).rows
    rows = _rows(overall)
    assert [(r["#"], r["player"], r["name"]) for r in rows] == [(e.place, e.player, e.name) for e in expected]
    assert [r["total"] for r in rows] == pytest.approx([float(e.total) for e in expected])
    assert all(isinstance(r["total"], int | float) and isinstance(r["games"], int) for r in rows)
    assert overall.cell(row=2, column=6).number_format == "0.00"
    # The name column is as wide as its longest name (plus a margin), Cyrillic counted by characters.
    longest = max(len(e.name) for e in expected)
    assert overall.column_dimensions["C"].width == max(longest, len("name")) + 2
    # Each stage's sheet is the standings after that stage's last round.
    first = stages[0]
    last = max(g.round for g in t.games if g.stage == first)
    stage_rows = _rows(book[first])
    after = compute_standings(t, (first, last)).rows
    assert [r["player"] for r in stage_rows] == [e.player for e in after]
    assert [r["total"] for r in stage_rows] == pytest.approx([float(e.total) for e in after])


def test_clubs_cities_and_a_formula_like_name_stay_text(qapp: Any) -> None:
    document = json.loads(ORGANISER.read_text("utf-8"))
    document["players"][0]["name"] = '=HYPERLINK("x")'
    t = load_tournament(document)
    rows = _rows(_book(standings_workbook_bytes(t))["Overall"])
    by_id = {r["player"]: r for r in rows}
    assert by_id["p01"]["name"] == '\'=HYPERLINK("x")'
    assert (by_id["p02"]["club"], by_id["p02"]["city"]) == ("Белые ночи", "СПб")
    assert any(k.startswith("tie-break: ") for k in rows[0])


def test_sheet_titles_are_what_excel_accepts() -> None:
    taken: set[str] = set()
    assert sheet_title("a/b:c", taken) == "a_b_c"
    assert sheet_title("A/B:C", taken) == "A_B_C (2)"
    assert len(sheet_title("x" * 40, taken)) == 31


def test_cli_writes_the_workbook_in_the_language_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "standings.xlsx"
    code = main(["standings", str(ORGANISER), "--format", "xlsx", "-o", str(out), "--lang", "ru"])
    assert (code, capsys.readouterr()) == (0, ("", ""))
    book = _book(out.read_bytes())
    assert book.sheetnames[1:] == ["отборочный этап"]
    header = next(book.worksheets[0].iter_rows(values_only=True))
    assert "итого" in header and "имя" in header
    code = main(["standings", str(ORGANISER), "--format", "xlsx", "-o", str(out), "--after", "qualifying:1"])
    assert code == 0
    rows = _rows(_book(out.read_bytes()).worksheets[0])
    t = read_tournament_file(ORGANISER)
    after = compute_standings(t, ("qualifying", 1)).rows
    assert [(r["player"], r["total"]) for r in rows] == [
        (e.player, pytest.approx(float(e.total))) for e in after
    ]


def test_the_workbook_after_one_game_ends_its_stage_there(qapp: Any) -> None:
    t = read_tournament_file(ORGANISER)
    key = ("qualifying", 1, 1)
    book = _book(standings_workbook_bytes(t, key))
    expected = compute_standings(t, key).rows
    assert len(book.worksheets) == 2  # Overall, then the qualifying as it stood after that game
    for ws in book.worksheets:
        rows = _rows(ws)
        assert [(r["player"], r["games"]) for r in rows] == [(e.player, e.games) for e in expected]
        assert [r["total"] for r in rows] == pytest.approx([float(e.total) for e in expected])


def test_cli_refuses_the_workbook_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", str(ORGANISER), "--format", "xlsx"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "invalid: --format xlsx writes a file: give it with -o OUT.xlsx\n"


def test_a_stage_sheet_lists_only_the_players_of_that_stage(qapp: Any) -> None:
    t = read_tournament_file(EXCHANGE / "german-open-2016.json")
    book = _book(standings_workbook_bytes(t))
    assert len(_rows(book["Overall"])) == len(t.players) == 14
    assert len(_rows(book["qualifying"])) == 14  # the first stage: everybody
    finalists = {p for g in t.scored_games if g.stage == "final" for p in g.players}
    rows = _rows(book["final"])
    assert len(finalists) == 10 and {r["player"] for r in rows} == finalists
    assert [r["#"] for r in rows] == sorted(r["#"] for r in rows)


def test_a_closed_stage_lists_its_entry_list(qapp: Any) -> None:
    document = json.loads((EXCHANGE / "german-open-2016.json").read_text("utf-8"))
    final = [g for g in document["games"] if g["stage"] == "final"]
    through = final[0]["players"]
    document["games"] = [g for g in document["games"] if g["stage"] != "final"] + final[:1]
    document["games"][-1] = {**final[0], "round": 1}
    document["closings"] = [
        {"stage": "final", "through": through, "by": "judge", "at": "2016-04-30T19:00:00"}
    ]
    t = load_tournament(document)
    assert {r["player"] for r in _rows(_book(standings_workbook_bytes(t))["final"])} == set(through)
