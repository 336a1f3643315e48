"""The import dialog with a federation's list of 20,000 players (issue 39, point 2): read and previewed on
a thread of its own, registered in one transaction, and a Stop or a Cancel at any moment leaves nobody
registered. Driven through the dialog's widgets; no timing here (benchmarks/player_import.py measures)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from players_driver import press_ok, settle
from PySide6.QtCore import Qt
from xlsx_kit import workbook_bytes

from mafia_desk.gui.tournament.player_import_dialog import PlayerImportDialog
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.store import Store
from mafia_desk.tournament.templates import load_template

ROWS = 20_000
FIRST = ["Пётр", "Иван", "Анна", "Мария", "Олег", "Ёлка", "Сергей", "Дмитрий"]


@pytest.fixture
def workspace(store: Store) -> TournamentWorkspace:
    """A new tournament with nobody registered yet: 20,000 is the most a tournament may hold."""
    tid = store.create_tournament(load_template("white-nights-2016").skeleton("Кубок федерации"))
    return TournamentWorkspace(store, tid)


@pytest.fixture(scope="module")
def federation_list(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """20,000 players, a header whose `<dimension>` claims two rows, and 100 rows that repeat a name."""
    rows: list[list[str | int | float | None]] = [["ФИО", "Ник", "Клуб", "Город"]]
    for i in range(ROWS - 100):
        rows.append(
            [f"Игрок{i:05d} {FIRST[i % len(FIRST)]}", f"ник{i}", f"Клуб {i % 300}", f"Город {i % 50}"]
        )
    for i in range(100):  # the same people again, first and last name swapped
        rows.append([f"{FIRST[i % len(FIRST)]} Игрок{i:05d}", None, f"Клуб {i % 300}", None])
    path = tmp_path_factory.mktemp("federation") / "федерация.xlsx"
    path.write_bytes(workbook_bytes([("Игроки", rows)], dimension="A1:D2"))
    return path


def _open(qtbot: Any, workspace: TournamentWorkspace, path: Path) -> PlayerImportDialog:
    dialog = PlayerImportDialog(workspace, None, path=str(path))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _registered(workspace: TournamentWorkspace) -> list[Any]:
    return list(workspace.store.tournament_players(workspace.tournament_id))


def test_twenty_thousand_players_previewed_and_registered(
    qtbot: Any, workspace: TournamentWorkspace, federation_list: Path
) -> None:
    dialog = _open(qtbot, workspace, federation_list)
    assert dialog.busy and dialog.ui.progressBar.isVisible() and dialog.ui.stopButton.isVisible()
    settle(dialog)
    assert not dialog.ui.progressBar.isVisible()
    assert dialog.ui.sheetBox.itemText(0) == "Игроки"
    rows = dialog.model.rows
    # Every row, whatever the header claims; the swapped repeats warned about and imported by default.
    assert len(rows) == ROWS
    assert dialog.ui.duplicatesTable.model().rowCount() == 100
    assert all(choice == "new" for choice in dialog.choices.values())
    codes = [r.code for r in rows]
    assert len(set(codes)) == ROWS and codes[0] == "p01" and codes[-1] == f"p{ROWS}"
    # The organiser skips the first repeat: the codes after it move up by one, in one pass.
    first = min(dialog.choices)
    dialog.choose(first, "skip")
    assert len(dialog.model.rows) == ROWS - 1
    assert dialog.ui.summaryLabel.text().startswith("To register: 19999.")
    press_ok(dialog)
    assert dialog.busy
    settle(dialog)
    assert dialog.result() == PlayerImportDialog.DialogCode.Accepted
    registered = _registered(workspace)
    assert len(registered) == ROWS - 1 and dialog.registered == ROWS - 1
    assert len({r.code for r in registered}) == len(registered)


def test_cancel_during_the_registration_registers_nobody(
    qtbot: Any, workspace: TournamentWorkspace, federation_list: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _open(qtbot, workspace, federation_list)
    settle(dialog)
    # The organiser presses Cancel while the transaction is under way: here, deterministically, once the
    # players, their links and nicknames are written and before the commit (the store's last report, 1.0).
    original = Store.register_players

    def cancelled_midway(self: Store, tournament: Any, players: Any, *, progress: Any = None) -> None:
        def report(share: float) -> None:
            if share >= 0.7 and dialog._job is not None:
                dialog._job.cancel.set()  # what Cancel does, from the GUI thread
            progress(share)

        original(self, tournament, players, progress=report)

    monkeypatch.setattr(Store, "register_players", cancelled_midway)
    press_ok(dialog)
    dialog.reject()  # Cancel: the dialog waits for the work to give up, then closes
    assert dialog.isVisible() or dialog.busy
    settle(dialog)
    assert dialog.result() == PlayerImportDialog.DialogCode.Rejected and not dialog.isVisible()
    assert _registered(workspace) == [] and dialog.registered == 0


def test_stop_while_reading_and_stop_while_registering(
    qtbot: Any, workspace: TournamentWorkspace, federation_list: Path
) -> None:
    dialog = _open(qtbot, workspace, federation_list)
    qtbot.mouseClick(dialog.ui.stopButton, Qt.MouseButton.LeftButton)
    settle(dialog)
    assert dialog.preview is None and "Stopped" in dialog.ui.summaryLabel.text()
    assert dialog.isVisible() and not dialog.ui.stopButton.isVisible()
    # Read it again and register, stopping at once: the transaction rolls back, the dialog stays open.
    dialog.open_file(str(federation_list))
    settle(dialog)
    assert len(dialog.model.rows) == ROWS
    press_ok(dialog)
    dialog.stop()
    settle(dialog)
    assert "nothing was registered" in dialog.ui.summaryLabel.text()
    assert (
        dialog.isVisible() and dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok).isEnabled()
    )
    assert _registered(workspace) == []


def test_a_hostile_workbook_is_one_line_in_the_dialog(
    qtbot: Any, workspace: TournamentWorkspace, tmp_path: Path
) -> None:
    sheet = (
        '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        '<sheetData><row r="1"><c r="A1"><v>1</v></c><c r="XFD1048576"><v>2</v></c></row>'
        "</sheetData></worksheet>"
    )
    path = tmp_path / "far.xlsx"
    path.write_bytes(workbook_bytes([("S", [["x"]])], parts={"xl/worksheets/sheet1.xml": sheet.encode()}))
    dialog = _open(qtbot, workspace, path)
    settle(dialog)
    text = dialog.ui.summaryLabel.text()
    assert text.startswith("far.xlsx: the sheet has a cell beyond column CV") and "\n" not in text
    assert not dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok).isEnabled()
