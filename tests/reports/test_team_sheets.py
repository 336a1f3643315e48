"""Team sheets: the wall sheet's team pages (read back with pdftotext, looked at as PNG with pdftoppm) and
the workbook's Teams sheet, both agreeing with scoring/teams.py; hidden points hide the teams' points too."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from fixtures import EXCHANGE

from mafia_desk.reports.standings_pdf import WallSheet, standings_pdf_bytes
from mafia_desk.reports.standings_xlsx import standings_workbook_bytes
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.scoring.teams import compute_team_standings
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.model import Tournament
from mafia_desk.tournament.numbers import format_points
from mafia_desk.tournament.teams import teams_of

ORGANISER = EXCHANGE / "white-nights-2016-organiser.json"
TOOL = shutil.which("pdftotext")
PPM = shutil.which("pdftoppm")
SHOTS = Path("/tmp/mafia-desk-team-sheets")  # looked at by eye; not part of the assertions
needs_pdftotext = pytest.mark.skipif(TOOL is None, reason="pdftotext (poppler-utils) is not installed")


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Iterator[None]:
    from mafia_desk.gui import i18n

    i18n.install_translators(qapp, "en")
    yield


def _tournament(best: int | None = 2) -> Tournament:
    data: dict[str, Any] = json.loads(ORGANISER.read_text("utf-8"))
    setup: dict[str, Any] = {"size": 3, "list": []}
    if best is not None:
        setup["best"] = best
    setup["list"] = [
        {"id": "t1", "name": "Коза Ностра", "captain": "p02", "players": ["p01", "p02", "p03"]},
        {"id": "t2", "name": "Полночь", "players": ["p04", "p05", "p06"]},
        {"id": "t3", "name": "Северный ветер", "players": ["p07", "p08"]},
        {"id": "t4", "name": "Пустая"},
    ]
    data["teams"] = setup
    return load_tournament(data)


def _text(pdf: bytes, tmp_path: Path) -> str:
    assert TOOL is not None
    path = tmp_path / "wall.pdf"
    path.write_bytes(pdf)
    out = subprocess.run([TOOL, "-raw", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(out.split())


def _pages(pdf: bytes) -> int:
    return pdf.count(b"/Type /Page\n") or pdf.count(b"/Type /Page ") or pdf.count(b"/Type/Page")


@needs_pdftotext
def test_the_wall_sheet_ends_with_the_team_standings(tmp_path: Path) -> None:
    t = _tournament()
    standings = compute_standings(t)
    setup = teams_of(t)
    assert setup is not None
    ranked = compute_team_standings(standings, setup)
    pdf = standings_pdf_bytes(standings, t, WallSheet(printed=None))
    text = _text(pdf, tmp_path)
    team_part = text[text.index("Team standings") :]
    assert "members counted: the best 2 of each team; [ ] not counted" in team_part
    position = 0
    for row in ranked.rows:
        found = team_part.index(row.name, position)
        position = found + len(row.name)
        # the team's points follow its players on its row
        assert format_points(row.points) in team_part[found : found + 200]
    first = ranked.row("t1")
    uncounted = next(m for m in first.members if not m.counted)
    assert f"[{uncounted.shown} {format_points(uncounted.total)}]" in team_part
    assert "Мария (captain)" in team_part
    assert "page 2 / 2" in text and "page 1 / 2" in text  # 22 players on one page, the teams on the next
    if PPM is not None:
        SHOTS.mkdir(exist_ok=True)
        (SHOTS / "wall.pdf").write_bytes(pdf)
        subprocess.run([PPM, "-png", "-r", "60", str(SHOTS / "wall.pdf"), str(SHOTS / "wall")], check=True)


@needs_pdftotext
def test_hidden_points_hide_the_teams_points_and_all_hidden_prints_no_team_page(tmp_path: Path) -> None:
    t = _tournament()
    standings = compute_standings(t)
    text = _text(standings_pdf_bytes(standings, t, WallSheet(hidden="points")), tmp_path)
    team_part = text[text.index("Team standings") :]
    assert "Коза Ностра" in team_part and "[" not in team_part and "count" not in team_part
    notice = _text(standings_pdf_bytes(standings, t, WallSheet(hidden="all")), tmp_path)
    assert "Team standings" not in notice


@needs_pdftotext
def test_a_tournament_without_teams_prints_no_team_page(tmp_path: Path) -> None:
    data: dict[str, Any] = json.loads(ORGANISER.read_text("utf-8"))
    t = load_tournament(data)
    assert "Team standings" not in _text(standings_pdf_bytes(compute_standings(t), t), tmp_path)


def test_the_workbook_has_a_teams_sheet_one_row_per_member() -> None:
    t = _tournament(best=None)
    standings = compute_standings(t)
    setup = teams_of(t)
    assert setup is not None
    ranked = compute_team_standings(standings, setup)
    book = openpyxl.load_workbook(io.BytesIO(standings_workbook_bytes(t)))
    assert book.sheetnames[:2] == ["Overall", "Teams"]
    rows = list(book["Teams"].iter_rows(values_only=True))
    assert rows[0] == ("#", "team", "points", "player", "name", "total", "counted", "captain")
    expected = []
    for row in ranked.rows:
        if not row.members:
            expected.append((row.place, row.name, float(row.points), None, None, None, None, None))
        for m in row.members:
            captain = "yes" if m.player == row.captain else None
            expected.append(
                (row.place, row.name, float(row.points), m.player, m.shown, float(m.total), "yes", captain)
            )
    assert rows[1:] == expected
    assert sum(1 for r in rows[1:] if r[1] == "Пустая") == 1
    without = json.loads(ORGANISER.read_text("utf-8"))
    plain = openpyxl.load_workbook(io.BytesIO(standings_workbook_bytes(load_tournament(without))))
    assert "Teams" not in plain.sheetnames
