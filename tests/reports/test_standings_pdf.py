"""The wall sheet (standings PDF): A4 landscape, every player once and in order, Cyrillic readable, names
whole.

The PDF is read back with Qt's own PDF reader (PySide6.QtPdf), so the tests check what a reader would see;
tests/reports/test_wall_sheet.py reads it with pdftotext as well.
"""

from __future__ import annotations

import importlib.util
import json
import re
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE
from PySide6.QtPdf import QPdfDocument

from mafia_desk.cli import main
from mafia_desk.reports.standings_pdf import LOT_MARK, WallSheet, standings_pdf_bytes, write_standings_pdf
from mafia_desk.scoring.output import standings_to_json
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.load import read_tournament_file

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = EXCHANGE
STARS = EXAMPLES / "stars-2016.json"
A4_LONG_PT, A4_SHORT_PT = 841.89, 595.28
ROW = re.compile(r"^(\d+)(\*?) (\S+) (-?\d+\.\d\d) ", re.MULTILINE)
PRINTED = WallSheet(printed=date(2026, 4, 12))


@pytest.fixture
def pdf_text(qapp: Any, tmp_path: Path) -> Any:
    """Load PDF bytes with QtPdf; return the document and the text of each page."""

    def read(data: bytes) -> tuple[QPdfDocument, list[str]]:
        path = tmp_path / "read.pdf"
        path.write_bytes(data)
        doc = QPdfDocument()
        assert doc.load(str(path)) == QPdfDocument.Error.None_
        pages = [doc.getAllText(i).text().replace("\r\n", "\n") for i in range(doc.pageCount())]
        return doc, pages

    return read


def _benchmark_document(ruleset: str) -> dict[str, Any]:
    """300 players, 20 rounds: the generator of benchmarks/scoring.py, so the test and the benchmark agree."""
    spec = importlib.util.spec_from_file_location("benchmark_scoring", ROOT / "benchmarks" / "scoring.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    document: dict[str, Any] = module.build(ruleset)
    return document


def test_stars_example_is_a4_landscape_with_names_and_totals_in_json_order(pdf_text: Any) -> None:
    tournament = read_tournament_file(STARS)
    standings = compute_standings(tournament)
    doc, pages = pdf_text(standings_pdf_bytes(standings, tournament, PRINTED))
    assert doc.pageCount() == 1
    size = doc.pagePointSize(0)
    assert size.width() == pytest.approx(A4_LONG_PT, abs=1) and size.height() == pytest.approx(
        A4_SHORT_PT, abs=1
    )
    text = pages[0]
    assert text.split("\n")[0] == tournament.name  # "Example: Вперед к звездам (stars-2016)"
    assert "stars-2016" in text and "2026-04-12" in text
    # The file has no stages: the preset's qualifying has no planned number of games, so never "final".
    assert "qualifying, after round 4" in text
    for label in ("total", "games", "wins", "win", "extra", "best", "penalties", "absences", "adjustments"):
        assert label in text
    assert "Ci" not in text.split()  # stars gives no Ci and nobody has any: no column of zeros
    rows = standings_to_json(standings)["standings"]
    assert any(not str(r["name"]).isascii() for r in rows)
    position = 0
    for row in rows:
        # Each row, in the JSON's order: place, the (Cyrillic) name, then the total to 2 decimals.
        found = re.compile(
            rf"^{row['place']} {re.escape(str(row['name']))} {row['total']:.2f} ", re.MULTILINE
        )
        match = found.search(text, position)
        assert match is not None, row
        position = match.end()
    # stars breaks the 8-point tie of p12 and p10 by head to head (5.00 against 3.00): the values are printed.
    assert re.search(r"^7 Умка .* 5\.00\n", text, re.MULTILINE)
    assert LOT_MARK + " place decided by the lot" not in text


def test_300_players_fill_pages_that_each_repeat_title_and_header_and_keep_a_long_name_whole(
    pdf_text: Any,
) -> None:
    document = _benchmark_document("german-open-2016")
    long_name = "Игрок с очень длинным именем, " * 6 + "конец"
    document["players"][0]["name"] = long_name
    document["name"] = "Кубок Москвы"
    tournament = load_tournament(document)
    standings = compute_standings(tournament)
    doc, pages = pdf_text(standings_pdf_bytes(standings, tournament))
    assert 3 <= doc.pageCount() == len(pages) <= 10  # 300 players
    names: list[str] = []
    for number, text in enumerate(pages, start=1):
        size = doc.pagePointSize(number - 1)
        assert (round(size.width()), round(size.height())) == (round(A4_LONG_PT), round(A4_SHORT_PT))
        assert text.startswith("Кубок Москвы\n")
        assert "tie-break" in text and "total" in text and "adjust" in text
        assert f"page {number} / {len(pages)}" in text
        names.extend(re.findall(r"Игрок p\d{3}", text))
    # Every player once, in place order, the header and title on each page (the long name is p001's).
    assert names == [r.name for r in standings.rows if r.player != "p001"]
    # The long name wraps or shrinks, never cut: every word is on the page, no ellipsis anywhere.
    joined = " ".join(" ".join(pages).split())
    assert "…" not in joined
    assert " ".join(long_name.split()) in joined


def test_after_and_lot_are_said_on_the_page(pdf_text: Any, tmp_path: Path) -> None:
    tournament = read_tournament_file(STARS)
    # Nobody has played after round 0 of a fresh tournament: everyone is tied at 0 and the lot decides.
    fresh = load_tournament(
        {
            "format": "mafia-desk/tournament",
            "version": 1,
            "name": "Лото",
            "ruleset": "stars-2016",
            "players": [{"id": f"q{i}", "name": f"Игрок{i}"} for i in (3, 1, 2)],
            "games": [],
        }
    )
    out = write_standings_pdf(compute_standings(fresh), tmp_path / "lot.pdf", fresh)
    _, pages = pdf_text(out.read_bytes())
    assert re.findall(r"^(\d+)\* (Игрок\d) ", pages[0], re.MULTILINE) == [
        ("1", "Игрок1"),
        ("2", "Игрок2"),
        ("3", "Игрок3"),
    ]
    assert LOT_MARK + " place decided by the lot" in pages[0]
    assert "before the first round" in pages[0]

    after = compute_standings(tournament, ("qualifying", 2))
    _, pages = pdf_text(standings_pdf_bytes(after, tournament))
    assert "qualifying, after round 2" in pages[0]
    assert f"{after.games_counted} games" in pages[0]
    # After one game of a round: the sheet names its table, so it never passes for the whole round.
    after = compute_standings(tournament, ("qualifying", 2, 1))
    _, pages = pdf_text(standings_pdf_bytes(after, tournament))
    assert "qualifying, after round 2, table 1" in pages[0]


def test_cli_writes_the_pdf_with_o(pdf_text: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "standings.pdf"
    args = ["standings", str(STARS), "--format", "pdf", "-o", str(out), "--after", "qualifying:3"]
    code = main([*args, "--lang", "en"])
    stdout, stderr = capsys.readouterr()
    assert (code, stdout, stderr) == (0, "", "")
    _, pages = pdf_text(out.read_bytes())
    assert "qualifying, after round 3" in pages[0]
    expected = json.loads(_json_stdout(capsys, "--after", "qualifying:3"))["standings"]
    found = [(int(m.group(1)), m.group(3), float(m.group(4))) for m in ROW.finditer(pages[0])]
    assert found == [(r["place"], r["name"], round(r["total"], 2)) for r in expected]


def _json_stdout(capsys: pytest.CaptureFixture[str], *extra: str) -> str:
    assert main(["standings", str(STARS), "--format", "json", *extra]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("extra", "says"),
    [
        ([], "give it with -o"),
        (["--explain", "p01", "-o", "x.pdf"], "--explain prints text or JSON"),
    ],
)
def test_cli_refuses_pdf_without_a_file_or_with_explain(
    extra: list[str], says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: Any
) -> None:
    monkeypatch.chdir(tmp_path)
    code = main(["standings", str(STARS), "--format", "pdf", *extra])
    stdout, stderr = capsys.readouterr()
    assert (code, stdout) == (2, "")
    assert stderr.startswith("invalid: ") and says in stderr and stderr.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_cli_says_why_it_cannot_write_the_pdf(
    qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "no such folder" / "standings.pdf"
    code = main(["standings", str(STARS), "--format", "pdf", "-o", str(target), "--lang", "en"])
    stdout, stderr = capsys.readouterr()
    assert (code, stdout) == (2, "")
    assert stderr.startswith(f"cannot write {target}: ") and not target.exists()


def test_the_pdf_speaks_the_interface_language(pdf_text: Any, qapp: Any) -> None:
    """Every label translated so far is Russian when the Russian translation is installed."""
    from mafia_desk.gui import i18n

    tournament = read_tournament_file(STARS)
    after = compute_standings(tournament, ("qualifying", 2))
    assert i18n.install_translators(qapp, "ru")
    try:
        _, pages = pdf_text(standings_pdf_bytes(after, tournament, WallSheet(printed=date(2026, 4, 12))))
    finally:
        i18n.install_translators(qapp, "en")
    text = pages[0]
    lines = text.split("\n")
    assert lines[0] == tournament.name
    assert "отборочный этап" in text and f"игр: {after.games_counted}" in text
    assert "напечатано 2026-04-12" in text
    for label in ("итого", "игры", "победы", "штрафы", "дополнительные показатели", "страница 1 / 1"):
        assert label in text, label
    english = re.compile(r"\b(total|games|wins|penalties|tie-break|page|printed|standings|ruleset)\b")
    assert not english.search(text), english.findall(text)
