"""The standings exports of the organiser's window, driven through the real options dialog and file dialog:
what lands on disk is read back (pdftotext or QtPdf, csv, openpyxl, json) and compared with the store."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from dialog_script import ScriptedDialogs, Shown
from fixtures import EXCHANGE
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QDialog, QWidget

from mafia_desk.gui.tournament.standings_export import StandingsExportDialog, export_standings
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.scoring.hall import after_choices
from mafia_desk.scoring.standings import compute_standings

ORGANISER = EXCHANGE / "white-nights-2016-organiser.json"


@pytest.fixture
def workspace(store: Any, qapp: Any) -> TournamentWorkspace:
    document = json.loads(ORGANISER.read_text("utf-8"))
    tid = store.import_tournament(document)
    return TournamentWorkspace(store, tid)


@pytest.fixture
def parent(qtbot: Any) -> QWidget:
    w = QWidget()
    qtbot.addWidget(w)
    return w


def _save_as(fake_dialogs: ScriptedDialogs, path: Path | str, chosen: str | None = None) -> list[Any]:
    """The save dialog answers `path`; returns what it was asked (caption, suggested path, filters,
    selected)."""
    asked: list[Any] = []

    def answer(shown: Shown) -> tuple[str, str]:
        asked.append((shown.title, shown.text, shown.filters, shown.selected))
        return str(path), chosen if chosen is not None else shown.selected or shown.filters.split(";;")[0]

    fake_dialogs.file = answer
    return asked


def _options(monkeypatch: pytest.MonkeyPatch, fill: Callable[[StandingsExportDialog], None]) -> list[Any]:
    seen: list[Any] = []

    def run(d: StandingsExportDialog) -> int:
        seen.append(d)
        fill(d)
        d.accept()
        return int(d.result())

    monkeypatch.setattr(StandingsExportDialog, "exec", run)
    return seen


def _pdf_text(path: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is not None:
        run = subprocess.run([tool, "-raw", str(path), "-"], capture_output=True, text=True, check=True)
        out = run.stdout
    else:
        doc = QPdfDocument()
        assert doc.load(str(path)) == QPdfDocument.Error.None_
        out = "\n".join(doc.getAllText(i).text() for i in range(doc.pageCount()))
    return " ".join(out.split())


def test_wall_sheet_defaults_to_the_latest_round_and_its_stages_hidden_rule(
    workspace: TournamentWorkspace,
    parent: QWidget,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake_dialogs: ScriptedDialogs,
) -> None:
    def keep_defaults(d: StandingsExportDialog) -> None:
        assert d.ui.roundBox.currentText() == "qualifying, after round 2"
        assert d.ui.hiddenBox.currentData() == "points"  # the fixture's qualifying hides from round 2
        assert "from round 2" in d.ui.hiddenNote.text()
        assert d.ui.languageValue.text().startswith("English")

    seen = _options(monkeypatch, keep_defaults)
    asked = _save_as(fake_dialogs, tmp_path / "wall")  # no suffix typed: .pdf is added
    path = export_standings(parent, workspace, "pdf")
    assert seen and path == str(tmp_path / "wall.pdf")
    assert asked[0][1].endswith("_standings.pdf") and "PDF" in asked[0][2]
    text = _pdf_text(Path(path))
    assert "Санкт-Петербург, клуб «Белые ночи»" in text and "10–12 June 2016" in text
    assert "qualifying, after round 2" in text
    names = [r.name for r in workspace.standings().rows]
    positions = [text.index(n) for n in names]
    assert positions == sorted(positions)
    assert "5.67" not in text and "total" not in text.split("page")[0]  # places and names, no points


def test_wall_sheet_of_an_earlier_round_in_large_type_with_points(
    workspace: TournamentWorkspace,
    parent: QWidget,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake_dialogs: ScriptedDialogs,
) -> None:
    def earlier(d: StandingsExportDialog) -> None:
        d.ui.roundBox.setCurrentIndex(0)
        assert d.after() == ("qualifying", 1)
        assert d.ui.hiddenBox.currentData() is None  # round 1 is not hidden: the points are proposed
        d.ui.largeBox.setChecked(True)

    _options(monkeypatch, earlier)
    _save_as(fake_dialogs, tmp_path / "large.pdf")
    path = export_standings(parent, workspace, "pdf")
    assert path is not None
    text = _pdf_text(Path(path))
    assert "qualifying, after round 1" in text
    first = compute_standings(workspace.tournament, ("qualifying", 1)).rows[0]
    assert f"{first.name} " in text and f"{float(first.total):.2f}" in text
    assert " games " not in text.split(first.name)[0].split("printed")[1]  # large type: no games column


def test_a_notice_instead_of_the_standings(
    workspace: TournamentWorkspace,
    parent: QWidget,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake_dialogs: ScriptedDialogs,
) -> None:
    _options(monkeypatch, lambda d: d.ui.hiddenBox.setCurrentIndex(d.ui.hiddenBox.findData("all")))
    _save_as(fake_dialogs, tmp_path / "notice.pdf")
    path = export_standings(parent, workspace, "pdf")
    assert path is not None
    text = _pdf_text(Path(path))
    assert "The standings are not announced at this stage." in text
    assert not any(r.name in text for r in workspace.standings().rows)


def test_cancelled_dialogs_write_nothing(
    workspace: TournamentWorkspace,
    parent: QWidget,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake_dialogs: ScriptedDialogs,
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    monkeypatch.setattr(StandingsExportDialog, "exec", lambda d: int(QDialog.DialogCode.Rejected))
    asked = _save_as(fake_dialogs, out / "x.pdf")
    assert export_standings(parent, workspace, "pdf") is None and asked == []
    _save_as(fake_dialogs, "")
    assert export_standings(parent, workspace, "csv") is None
    assert list(out.iterdir()) == []


@pytest.mark.parametrize(("which", "delimiter", "decimal"), [(0, ",", "."), (1, ";", ",")])
def test_csv_for_either_excel(
    workspace: TournamentWorkspace,
    parent: QWidget,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    which: int,
    delimiter: str,
    decimal: str,
    fake_dialogs: ScriptedDialogs,
) -> None:
    fake_dialogs.file = lambda shown: (str(tmp_path / "s.csv"), shown.filters.split(";;")[which])
    path = export_standings(parent, workspace, "csv")
    assert path == str(tmp_path / "s.csv")
    raw = Path(path).read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM Excel needs for Cyrillic
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig")), delimiter=delimiter))
    expected = workspace.standings().rows
    assert [r["name"] for r in rows] == [e.name for e in expected]
    assert rows[0]["total"] == repr(float(expected[0].total)).replace(".", decimal)


def test_xlsx_and_the_exchange_file(
    workspace: TournamentWorkspace,
    parent: QWidget,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake_dialogs: ScriptedDialogs,
) -> None:
    _save_as(fake_dialogs, tmp_path / "book")
    path = export_standings(parent, workspace, "xlsx")
    assert path == str(tmp_path / "book.xlsx")
    book = openpyxl.load_workbook(path)
    assert book.sheetnames == ["Overall", "qualifying"]
    names = [row[2] for row in book["Overall"].iter_rows(min_row=2, values_only=True)]
    assert names == [r.name for r in workspace.standings().rows]

    _save_as(fake_dialogs, tmp_path / "t.json")
    path = export_standings(parent, workspace, "json")
    assert path is not None
    assert json.loads(Path(path).read_text("utf-8")) == workspace.store.export_tournament(
        workspace.tournament_id
    )


def test_a_disk_refusal_is_one_line_and_leaves_nothing(
    workspace: TournamentWorkspace,
    parent: QWidget,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[tuple[str, str]],
    fake_dialogs: ScriptedDialogs,
) -> None:
    target = tmp_path / "no such folder" / "s.xlsx"
    _save_as(fake_dialogs, target)
    assert export_standings(parent, workspace, "xlsx") is None
    ((kind, text),) = dialogs
    assert kind == "warning" and text.startswith(str(target)) and "\n" not in text
    assert not target.parent.exists()


def test_a_store_that_went_away_is_said_in_words(
    workspace: TournamentWorkspace,
    parent: QWidget,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[tuple[str, str]],
    fake_dialogs: ScriptedDialogs,
) -> None:
    workspace.store.close()
    _save_as(fake_dialogs, tmp_path / "t.json")
    assert export_standings(parent, workspace, "json") is None
    ((kind, text),) = dialogs
    assert kind == "warning" and text and "\n" not in text
    assert not (tmp_path / "t.json").exists()


def test_the_dialog_in_russian_and_a_tournament_without_games(store: Any, qapp: Any, qtbot: Any) -> None:
    from mafia_desk.gui import i18n
    from mafia_desk.tournament.templates import load_template

    tid = store.create_tournament(load_template("stars-2016").skeleton("Звёзды"))
    t = store.load_tournament(tid)
    assert i18n.install_translators(qapp, "ru")
    try:
        d = StandingsExportDialog(t, "ru")
        qtbot.addWidget(d)
        assert d.after() is None and d.ui.roundBox.count() == 1
        assert d.ui.languageValue.text().startswith("Русский")
        assert d.windowTitle() != ""
    finally:
        i18n.install_translators(qapp, "en")


def test_the_csv_speaks_the_interface_language_with_a_club_and_a_column_per_tie_break(
    workspace: TournamentWorkspace, parent: QWidget, tmp_path: Path, qapp: Any, fake_dialogs: ScriptedDialogs
) -> None:
    from mafia_desk.gui import i18n

    fake_dialogs.file = str(tmp_path / "s.csv")
    standings = workspace.standings()
    chain = list(standings.chain)
    assert chain
    clubs = {p.id: p.club for p in workspace.tournament.players}
    for language in ("ru", "en"):  # English last: the other tests read English
        i18n.install_translators(qapp, language)
        path = export_standings(parent, workspace, "csv")
        assert path is not None
        text = Path(path).read_text("utf-8-sig")
        # The Russian interface offers the semicolon CSV first (a Russian-locale Excel's).
        delimiter = ";" if language == "ru" else ","
        assert text.splitlines()[0].count(delimiter) > 5
        rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
        header = rows[0]
        if language == "ru":
            # "place" is new in the StandingsPdf context: Russian once the translations are regenerated.
            assert header[1:5] == ["игрок", "имя", "клуб", "итого"]
            assert all(h.startswith("дополнительные показатели: ") for h in header[-len(chain) :])
        else:
            assert header[:5] == ["place", "player", "name", "club", "total"]
            assert all(h.startswith("tie-break: ") for h in header[-len(chain) :])
        assert "{" not in "".join(header) and "=" not in "".join(header)
        assert [r[3] for r in rows[1:]] == [clubs[e.player] or "" for e in standings.rows]
        assert len({len(r) for r in rows}) == 1  # every row has every column


def test_wall_sheet_after_one_game_the_standings_tab_shows(
    workspace: TournamentWorkspace,
    parent: QWidget,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake_dialogs: ScriptedDialogs,
) -> None:
    game = next(key for key in after_choices(workspace.tournament) if len(key) == 3)
    stage, round_, table = game  # type: ignore[misc]

    def proposed(d: StandingsExportDialog) -> None:
        assert d.after() == game  # the tab's choice is proposed first, a game as well as a round
        assert d.ui.roundBox.currentText().strip() == f"{stage}, after round {round_}, table {table}"
        d.ui.hiddenBox.setCurrentIndex(0)

    _options(monkeypatch, proposed)
    _save_as(fake_dialogs, tmp_path / "game.pdf")
    path = export_standings(parent, workspace, "pdf", game)
    assert path is not None
    text = _pdf_text(Path(path))
    assert f"{stage}, after round {round_}, table {table}" in text
    leader = compute_standings(workspace.tournament, game).rows[0]
    assert f"{leader.shown} " in text and f"{float(leader.total):.2f}" in text
