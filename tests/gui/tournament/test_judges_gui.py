"""Judges through the organiser's window, in Russian at 1366x768: a judge added with his club, the round's
judges assigned automatically (never at a table of his own club when the draw allows), edited by hand
(the broken rule named), saved; the seating sheets print them; a judge's tables shown, printed and
exported. Every assertion reads the store, a written file or what the window shows."""

from __future__ import annotations

import csv
import io
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from games_tab_kit import drawn_table, game_entry, north_cup
from gui_driver import type_text
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QWidget

from mafia_desk.gui.tournament.judge_dialogs import JudgeDayDialog, JudgeDialog
from mafia_desk.gui.tournament.judges_tab import JudgesTab
from mafia_desk.gui.tournament.rounds_tab import RoundsTab
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.tournament import Judge

LAPTOP = (1366, 768)
LEFT = Qt.MouseButton.LeftButton
SHOTS = Path("/tmp/mafia-desk-judges-shots")  # looked at by eye; not part of the assertions
NORTH, SOUTH = "Север", "Юг"


def _on_exec(monkeypatch: pytest.MonkeyPatch, cls: type[QDialog], fill: Callable[[Any], None]) -> list[Any]:
    shown: list[Any] = []

    def run(dialog: Any) -> int:
        shown.append(dialog)
        fill(dialog)
        return int(dialog.result())

    monkeypatch.setattr(cls, "exec", run)
    return shown


def _ok(qtbot: Any, dialog: QWidget) -> None:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), LEFT)


def _on_screen(window: QWidget, *widgets: QWidget) -> None:
    for w in widgets:
        assert w.isVisible(), w
        where = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
        assert window.rect().contains(where), (w, where)


def _cup() -> dict[str, Any]:
    """North Cup with clubs: round 1's table 1 all of the North club, table 2 all of the South."""
    data = north_cup()
    north, south = set(drawn_table(data, 1, 1)), set(drawn_table(data, 1, 2))
    for p in data["players"]:
        p["club"] = NORTH if p["id"] in north else SOUTH if p["id"] in south else None
    data["judge_details"] = [{"name": "Анна Судьина", "club": NORTH}]
    return data


def _box(tab: JudgesTab, row: int) -> QComboBox:
    box = tab.grid.cellWidget(row, 1)
    assert isinstance(box, QComboBox)
    return box


def _tr(text: str) -> str:
    return QCoreApplication.translate("JudgesTab", text)


def test_add_assign_edit_save_print_and_a_judge_s_day(
    qtbot: Any, store: Any, russian: None, fake_dialogs: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    data = _cup()
    data["games"] = [game_entry(data, 1, 1)]
    tid = store.import_tournament(data)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    window.open_tournament(tid)
    tab = window.tabs["judges"]
    assert isinstance(tab, JudgesTab)
    window.ui.tabs.setCurrentWidget(tab)
    assert window.ui.tabs.tabText(window.ui.tabs.currentIndex()) == QCoreApplication.translate(
        "TournamentWindow", "&Judges"
    )
    _on_screen(window, tab.add_button, tab.day_button, tab.auto_button, tab.save_button, tab.grid)

    # 1. A second judge, of the South club, added through the form (a name is required, and unique).
    def fill(d: JudgeDialog) -> None:
        _ok(qtbot, d)
        assert d.error_label.text() == QCoreApplication.translate("JudgeDialog", "A judge needs a name.")
        type_text(d.name_edit, "Анна Судьина")
        _ok(qtbot, d)
        assert "Анна Судьина" in d.error_label.text()
        d.name_edit.clear()
        type_text(d.name_edit, "Борис  Арбитров")
        type_text(d.club_edit, SOUTH)
        _ok(qtbot, d)

    _on_exec(monkeypatch, JudgeDialog, fill)
    qtbot.mouseClick(tab.add_button, LEFT)
    t = store.load_tournament(tid)
    assert t.judge_list == (Judge("Анна Судьина", club=NORTH), Judge("Борис Арбитров", club=SOUTH))
    assert [tab.proxy.index(r, 0).data() for r in range(tab.proxy.rowCount())] == [
        "Анна Судьина",
        "Борис Арбитров",
    ]

    # 2. Round 1: assigned automatically, each judge at the other club's table, whatever the seed.
    assert tab.select_round("qualifying", 1)
    assert tab.grid.rowCount() == 2
    for seed in (1, 2, 3):
        assert tab.assign(seed) == ("Борис Арбитров", "Анна Судьина")
    assert [_box(tab, r).currentData() for r in (0, 1)] == ["Борис Арбитров", "Анна Судьина"]
    assert tab.problems() == []
    assert tab.save_button.isEnabled()
    assert store.load_tournament(tid).draw_of("qualifying", 1).judges == ()  # a preview until saved
    qtbot.mouseClick(tab.save_button, LEFT)
    assert store.load_tournament(tid).draw_of("qualifying", 1).judges == ("Борис Арбитров", "Анна Судьина")
    assert not tab.save_button.isEnabled()
    board = window.tabs["rounds"].board  # type: ignore[attr-defined]
    window.tabs["rounds"].select_round("qualifying", 1)  # type: ignore[attr-defined]
    assert [r.judge for r in board.model.rows] == ["Борис Арбитров", "Анна Судьина"]

    # 3. A hand edit that breaks the rule is named under the grid, in Russian; saved anyway on purpose.
    _box(tab, 0).setCurrentIndex(_box(tab, 0).findData("Анна Судьина"))
    _box(tab, 1).setCurrentIndex(_box(tab, 1).findData(None))
    names = window.workspace.snapshot.names()  # type: ignore[union-attr]
    table1 = ", ".join(names[p] for p in drawn_table(data, 1, 1))
    assert tab.problems() == [
        _tr("Table {0}: judge {1} is of the same club as {2}.").format(1, "Анна Судьина", table1),
        _tr("Table {0}: no judge.").format(2),
    ]
    SHOTS.mkdir(exist_ok=True)
    qtbot.wait(20)
    window.grab().save(str(SHOTS / "judges-tab.png"))
    qtbot.mouseClick(tab.save_button, LEFT)
    assert store.load_tournament(tid).draw_of("qualifying", 1).judges == ("Анна Судьина", None)
    tab.assign(7)
    qtbot.mouseClick(tab.save_button, LEFT)

    # 4. The seating sheets of round 1 print each table's judge.
    rounds = window.tabs["rounds"]
    assert isinstance(rounds, RoundsTab)
    window.ui.tabs.setCurrentWidget(rounds)
    rounds.select_round("qualifying", 1)
    pdf = tmp_path / "sheets.pdf"
    assert rounds.seating_sheets(str(pdf)) == str(pdf)
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True)
    judge_word = QCoreApplication.translate("SeatingSheets", "Judge: {judge}").format(judge="Анна Судьина")
    assert judge_word in text.stdout
    assert "Борис Арбитров" in text.stdout
    subprocess.run(
        ["pdftoppm", "-png", "-r", "40", "-f", "1", "-l", "3", str(pdf), str(SHOTS / "sheets")], check=True
    )

    # 5. The game's protocol names the table's judge (the game recorded none), in the PDF too.
    from mafia_desk.gui.tournament.game_protocol import game_protocol_sheet
    from mafia_desk.reports.protocol_pdf import write_protocol_pdf

    saved = store.load_tournament(tid).draw_of("qualifying", 1).judges
    sheet = game_protocol_sheet(window.workspace, ("qualifying", 1, 1))  # type: ignore[arg-type]
    assert sheet is not None and sheet.judge == saved[0] and saved[0]
    protocol = tmp_path / "protocol.pdf"
    write_protocol_pdf(sheet, protocol)
    protocol_text = subprocess.run(
        ["pdftotext", "-layout", str(protocol), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert saved[0] in protocol_text
    subprocess.run(["pdftoppm", "-png", "-r", "50", str(protocol), str(SHOTS / "protocol")], check=True)

    # 6. A judge's day: his tables of every round, printed and exported.
    store.set_round_judges(tid, "qualifying", 2, ["Анна Судьина", "Борис Арбитров"])
    # a swap in the saved draw of round 2 keeps each table's judge
    window.ui.tabs.setCurrentWidget(rounds)
    rounds.select_round("qualifying", 2)
    a, b = drawn_table(data, 2, 1)[0], drawn_table(data, 2, 2)[0]
    assert rounds.swap(a, b)
    swapped = store.load_tournament(tid).draw_of("qualifying", 2)
    assert swapped.tables[0][0] == b and swapped.judges == ("Анна Судьина", "Борис Арбитров")
    data["draws"][1]["tables"][0][0], data["draws"][1]["tables"][1][0] = b, a
    window.ui.tabs.setCurrentWidget(tab)
    assert tab.select("Анна Судьина")

    def day(d: JudgeDayDialog) -> None:
        d.resize(900, 480)
        assert d.judge == "Анна Судьина"
        assert d.view.rowCount() == 2
        assert [d.view.item(r, 1).text() for r in (0, 1)] == ["2", "1"]
        assert d.view.item(0, 0).text() == QCoreApplication.translate(
            "JudgeDay", "{stage}, round {round}"
        ).format(stage=QCoreApplication.translate("SeatingSheets", "qualifying"), round=1)
        first = ", ".join(f"{s} {names[p]}" for s, p in enumerate(drawn_table(data, 1, 2), start=1))
        assert d.view.item(0, 3).text() == first
        assert d.save_pdf(str(tmp_path / "anna.pdf")) == str(tmp_path / "anna.pdf")
        assert d.save_csv(str(tmp_path / "anna.csv")) == str(tmp_path / "anna.csv")
        d.judge_box.setCurrentIndex(d.judge_box.findData("Борис Арбитров"))
        assert [d.view.item(r, 1).text() for r in range(d.view.rowCount())] == ["1", "2"]

    _on_exec(monkeypatch, JudgeDayDialog, day)
    qtbot.mouseClick(tab.day_button, LEFT)
    rows = list(csv.reader(io.StringIO((tmp_path / "anna.csv").read_text(encoding="utf-8-sig"))))
    assert len(rows) == 3 and rows[1][0] == "Анна Судьина" and rows[1][2] == "2" and rows[2][2] == "1"
    pdf_text = subprocess.run(
        ["pdftotext", "-layout", str(tmp_path / "anna.pdf"), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Анна Судьина" in pdf_text and names[drawn_table(data, 2, 1)[0]] in pdf_text
    subprocess.run(
        ["pdftoppm", "-png", "-r", "50", str(tmp_path / "anna.pdf"), str(SHOTS / "anna")], check=True
    )

    # 7. A judge still at a table cannot be removed; the refusal says why and nothing changes.
    qtbot.mouseClick(tab.remove_button, LEFT)
    assert store.load_tournament(tid).judges == ("Анна Судьина", "Борис Арбитров")
    assert any("Анна Судьина" in text for _kind, text in fake_dialogs.messages)
