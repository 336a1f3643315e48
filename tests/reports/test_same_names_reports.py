"""Two players of one name on every printed thing: the wall sheet, the seating sheets, the CSV and the
workbook tell them apart by the tournament's choice (tournament/names.py), each as the other views do."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook
from scoring_builders import document, game

from mafia_desk.cli import main
from mafia_desk.reports.pdf_text import pdf_text

pytestmark = pytest.mark.usefixtures("english_afterwards")

RED, MIDNIGHT = "Иван Петров (Red Stars)", "Иван Петров (Полночь)"


def _file(tmp_path: Path, same_names: str | None = None) -> Path:
    doc = document("fiim", 20, [game(1, list(range(1, 11)), winner="black")])
    doc["players"][0].update(name="Иван Петров", club="Red Stars")
    doc["players"][1].update(name="Иван  Петров", club="Полночь")
    doc["draws"] = [
        {"stage": "qualifying", "round": 1, "tables": [[f"p{i:02d}" for i in range(1, 11)]]},
        {"stage": "qualifying", "round": 2, "tables": [[f"p{i:02d}" for i in (2, *range(11, 20))]]},
    ]
    if same_names is not None:
        doc["same_names"] = same_names
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def _words(text: str) -> str:
    """Without any white space: the PDF's text comes back in runs, cut where the font changes (a Latin
    bracket after a Cyrillic word) or where a long name wraps."""
    return "".join(text.split())


def test_the_wall_sheet_and_the_seating_sheets_print_them_apart(tmp_path: Path) -> None:
    path = _file(tmp_path)
    wall = tmp_path / "wall.pdf"
    assert main(["standings", str(path), "--format", "pdf", "-o", str(wall)]) == 0
    text = _words(pdf_text(wall))
    assert _words(RED) in text and _words(MIDNIGHT) in text
    sheets = tmp_path / "seating.pdf"
    assert (
        main(["seating-sheets", str(path), "--stage", "qualifying", "--round", "1", "-o", str(sheets)]) == 0
    )
    text = _words(pdf_text(sheets))
    assert _words(RED) in text and _words(MIDNIGHT) in text
    assert "Игрок3" in text and "Игрок3(" not in text  # a name nobody shares stays bare


def test_the_csv_and_the_workbook_tell_them_apart_by_the_files_choice(tmp_path: Path) -> None:
    path = _file(tmp_path, "code")
    out = tmp_path / "s.csv"
    assert main(["standings", str(path), "--format", "csv", "-o", str(out)]) == 0
    rows = list(csv.reader(io.StringIO(out.read_text("utf-8-sig"))))
    names = {r[1]: r[2] for r in rows[1:]}
    assert (names["p01"], names["p02"], names["p03"]) == (
        "Иван Петров (p01)",
        "Иван  Петров (p02)",
        "Игрок 3",
    )
    book = tmp_path / "s.xlsx"
    assert main(["standings", str(path), "--format", "xlsx", "-o", str(book)]) == 0
    sheet: Any = load_workbook(book).active
    cells = {sheet.cell(r, 2).value: sheet.cell(r, 3).value for r in range(1, sheet.max_row + 1)}
    assert (cells["p01"], cells["p02"]) == ("Иван Петров (p01)", "Иван  Петров (p02)")
