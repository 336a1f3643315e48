"""reports/pdf_text.py reads back what QPdfWriter wrote: the same characters as QtPdf (PDFium) finds, in the
same order, for a protocol and a standings sheet with Cyrillic names."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

from fixtures import EXCHANGE, GAME_LOGS
from PySide6.QtPdf import QPdfDocument

from mafia_desk.game.log import load_game_log
from mafia_desk.gui.protocol_builder import build_sheet
from mafia_desk.reports.pdf_text import pdf_text
from mafia_desk.reports.protocol_pdf import write_protocol_pdf
from mafia_desk.reports.standings_pdf import write_standings_pdf
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament.load import read_tournament_file


def squeezed(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split())


def pdfium_text(path: Path) -> str:
    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    return "".join(doc.getAllText(i).text() for i in range(doc.pageCount()))


def test_a_protocol_reads_as_pdfium_reads_it(qapp: Any, tmp_path: Path) -> None:
    game = load_game_log(str(GAME_LOGS / "01-red-win-fiim.json"))
    path = write_protocol_pdf(build_sheet(game), tmp_path / "p.pdf")
    ours = squeezed(pdf_text(path))
    assert "Мясник" in ours and "Red(civilians)" in ours
    assert ours == squeezed(pdfium_text(path))


def test_a_standings_sheet_reads_as_pdfium_reads_it(qapp: Any, tmp_path: Path) -> None:
    tournament = read_tournament_file(EXCHANGE / "white-nights-2016.json")
    path = Path(write_standings_pdf(compute_standings(tournament), tmp_path / "s.pdf", tournament))
    ours = squeezed(pdf_text(path))
    assert squeezed(tournament.name) in ours
    assert ours == squeezed(pdfium_text(path))


def test_a_file_that_is_no_pdf_has_no_text(tmp_path: Path) -> None:
    path = tmp_path / "x.pdf"
    path.write_bytes(b"not a pdf at all")
    assert pdf_text(path) == ""
