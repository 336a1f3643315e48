"""The wall sheets with a drawn game (rfm-2026): a draws column beside the wins in the PDF, the XLSX and the
CSV, and the breakdown's line of counts; none of it without a draw (docs/scoring.md "A drawn game")."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import openpyxl
from PySide6.QtPdf import QPdfDocument
from scoring_builders import document, game, pid

from mafia_desk.reports.breakdown_pdf import breakdown_lines
from mafia_desk.reports.standings_csv import organiser_csv_bytes
from mafia_desk.reports.standings_pdf import standings_pdf_bytes
from mafia_desk.reports.standings_xlsx import standings_workbook_bytes
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import Tournament, load_tournament

TEN = list(range(1, 11))


def _tournament(drawn: bool) -> Tournament:
    first = (
        game(1, TEN, winner="draw", ended_by="three_nights", shot=5)
        if drawn
        else game(1, TEN, winner="red", shot=5)
    )
    return load_tournament(document("rfm-2026", 10, [first, game(2, TEN, winner="black")]))


def _pdf_text(data: bytes, tmp_path: Path) -> str:
    path = tmp_path / "s.pdf"
    path.write_bytes(data)
    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    return "\n".join(doc.getAllText(i).text() for i in range(doc.pageCount()))


def _header_and_rows(data: bytes) -> list[dict[str, Any]]:
    sheet = openpyxl.load_workbook(io.BytesIO(data))["Overall"]
    values = list(sheet.iter_rows(values_only=True))
    return [dict(zip(values[0], row, strict=True)) for row in values[1:]]


def test_the_wall_sheets_show_draws_beside_wins(qapp: Any, tmp_path: Path) -> None:
    t = _tournament(drawn=True)
    standings = compute_standings(t)
    text = _pdf_text(standings_pdf_bytes(standings, t), tmp_path)
    assert "draws" in text
    rows = _header_and_rows(standings_workbook_bytes(t))
    header = list(rows[0])
    assert header[header.index("wins") + 1] == "draws"
    assert {(r["player"], r["games"], r["wins"], r["draws"]) for r in rows if r["player"] == pid(1)} == {
        (pid(1), 2, 1, 1)
    }
    csv_header = organiser_csv_bytes(standings, t, english=True).decode("utf-8-sig").splitlines()[0]
    assert ",wins,draws," in csv_header
    lines = breakdown_lines(standings.row(pid(5)), standings, str)
    assert lines[0].text == "games 2, wins 0, draws 1"
    assert "drawn" in lines[1].text


def test_without_a_draw_the_sheets_are_unchanged(qapp: Any, tmp_path: Path) -> None:
    t = _tournament(drawn=False)
    standings = compute_standings(t)
    assert "draws" not in _pdf_text(standings_pdf_bytes(standings, t), tmp_path)
    assert "draws" not in _header_and_rows(standings_workbook_bytes(t))[0]
    assert "draws" not in organiser_csv_bytes(standings, t, english=True).decode("utf-8-sig")
    assert breakdown_lines(standings.row(pid(5)), standings, str)[0].text == "games 2, wins 1"
