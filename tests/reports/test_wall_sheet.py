"""The wall sheet read with pdftotext, as a reader would copy it: venue and dates, every player in place
order, a long Cyrillic name whole, in Russian and in English; the ruleset's columns, large type, hidden modes.

The file is the organiser fixture (clubs, venue, dates, `hidden_from_round`) with one very long name.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.cli import main
from mafia_desk.reports.standings_pdf import WallSheet, date_range_text, standings_pdf_bytes
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament

ORGANISER = EXCHANGE / "white-nights-2016-organiser.json"
LONG_NAME = "Ёжиков-Оболенский Пётр Александрович Великолепный Третий из Рода Ёжиковых-Оболенских"
TOOL = shutil.which("pdftotext")
needs_pdftotext = pytest.mark.skipif(TOOL is None, reason="pdftotext (poppler-utils) is not installed")


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """--lang installs the sheet's language in the process's Qt app: later tests expect English."""
    yield
    from PySide6.QtCore import QCoreApplication

    from mafia_desk.gui import i18n

    app = QCoreApplication.instance()
    if app is not None:
        i18n.install_translators(app, "en")


def _document() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(ORGANISER.read_text("utf-8"))
    document["players"][2]["name"] = LONG_NAME  # p03, "Ёжиков Пётр" in the fixture
    return document


@pytest.fixture
def organiser_file(tmp_path: Path) -> Path:
    path = tmp_path / "wall.json"
    path.write_text(json.dumps(_document(), ensure_ascii=False), "utf-8")
    return path


def _text(pdf: Path) -> str:
    """pdftotext's reading order (-raw: as painted), whitespace folded: a wrapped name reads whole."""
    assert TOOL is not None
    out = subprocess.run([TOOL, "-raw", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(out.split())


def _in_order(text: str, names: list[str]) -> None:
    position = 0
    for name in names:
        match = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)").search(text, position)
        assert match is not None, (name, text[position : position + 200])
        position = match.end()


def _run(path: Path, out: Path, *extra: str) -> str:
    code = main(["standings", str(path), "--format", "pdf", "-o", str(out), *extra])
    assert code == 0
    return _text(out)


@needs_pdftotext
@pytest.mark.parametrize(
    ("lang", "dates", "says"),
    [
        ("en", "10–12 June 2016", "qualifying, after round 1"),
        ("ru", "10–12 июня 2016", "отборочный этап"),
    ],
)
def test_the_sheet_lists_the_players_in_order_with_venue_and_dates(
    organiser_file: Path, tmp_path: Path, lang: str, dates: str, says: str
) -> None:
    text = _run(organiser_file, tmp_path / f"{lang}.pdf", "--lang", lang, "--after", "qualifying:1")
    assert text.startswith("Кубок Белых Ночей 2016 (every optional key)")
    assert "Санкт-Петербург, клуб «Белые ночи»" in text and dates in text and says in text
    standings = compute_standings(load_tournament(_document()), ("qualifying", 1))
    _in_order(text, [row.name for row in standings.rows])
    assert LONG_NAME in text and "…" not in text
    assert "Cosa Nostra" in text  # the club column
    total = "итого" if lang == "ru" else "total"
    assert total in text
    if lang == "en":
        assert "итого" not in text and "отборочный" not in text and "июня" not in text


@needs_pdftotext
def test_the_default_follows_hidden_from_round_and_the_organiser_may_choose(
    organiser_file: Path, tmp_path: Path
) -> None:
    # The fixture's qualifying hides its standings from round 2 on: places and names, no points.
    shown = _run(organiser_file, tmp_path / "r1.pdf", "--lang", "en", "--after", "qualifying:1")
    hidden = _run(organiser_file, tmp_path / "r2.pdf", "--lang", "en", "--after", "qualifying:2")
    assert re.search(r"\d+\.\d\d", shown) and "total" in shown
    assert not re.search(r"\d+\.\d\d", hidden) and "total" not in hidden.split("page")[0]
    standings = compute_standings(load_tournament(_document()), ("qualifying", 2))
    _in_order(hidden, [row.name for row in standings.rows])
    everything = _run(organiser_file, tmp_path / "none.pdf", "--lang", "en", "--hidden", "none")
    assert re.search(r"\d+\.\d\d", everything)
    notice = _run(organiser_file, tmp_path / "all.pdf", "--lang", "en", "--hidden", "all")
    assert "The standings are not announced at this stage." in notice
    assert not any(row.name in notice for row in standings.rows)
    assert "10–12 June 2016" in notice


@needs_pdftotext
def test_large_type_keeps_place_name_club_and_total(organiser_file: Path, tmp_path: Path) -> None:
    text = _run(organiser_file, tmp_path / "large.pdf", "--lang", "en", "--large", "--hidden", "none")
    header = text.split(" # ")[1].split("Тимур")[0]
    assert "total" in header and "club" in header
    assert not re.search(r"\b(games|wins|extra|penalties)\b", header)
    assert LONG_NAME in text
    normal = standings_pdf_bytes(
        compute_standings(load_tournament(_document())), load_tournament(_document())
    )
    assert (tmp_path / "large.pdf").read_bytes().count(b"/Type /Page\n") >= normal.count(b"/Type /Page\n")


@needs_pdftotext
def test_columns_the_ruleset_cannot_fill_are_left_out(tmp_path: Path) -> None:
    """white-nights has no Ci and nobody got any: no Ci column; fiim's example keeps it."""
    wn = _run(EXCHANGE / "white-nights-2016.json", tmp_path / "wn.pdf", "--lang", "en")
    fiim = _run(EXCHANGE / "fiim.json", tmp_path / "fiim.pdf", "--lang", "en")
    assert " Ci " not in f" {wn} " and " Ci " in f" {fiim} "
    assert "absences" in wn  # white-nights fines a missed round


def test_dates_in_the_sheets_language() -> None:
    assert date_range_text("2016-06-10", "2016-06-12", "ru") == "10–12 июня 2016"
    assert date_range_text("2016-06-30", "2016-07-02", "en") == "30 June – 2 July 2016"
    assert date_range_text("2016-12-31", "2017-01-01", "en") == "31 December 2016 – 1 January 2017"
    assert date_range_text("2016-06-10", None, "ru") == "10 июня 2016"
    assert date_range_text(None, None, "en") == ""


def test_an_unknown_hidden_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown hidden mode"):
        WallSheet(hidden="names")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("extra", "says"),
    [
        (["--format", "csv", "--large"], "--large is an option of the wall sheet"),
        (["--format", "json", "--hidden", "all"], "--hidden is an option of the wall sheet"),
        (["--format", "text", "--lang", "ru"], "--lang is for --format pdf, xlsx or csv"),
        (["--format", "xlsx"], "--format xlsx writes a file: give it with -o OUT.xlsx"),
    ],
)
def test_cli_refuses_wall_sheet_flags_elsewhere_in_one_line(
    extra: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["standings", str(ORGANISER), *extra])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.startswith("invalid: ") and says in err and err.count("\n") == 1
