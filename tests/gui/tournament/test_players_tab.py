"""The Players tab, driven through its real widgets; every assertion reads what the store holds afterwards.

The tournament is the spec's organiser example cut back to "round 1 played, round 2 drawn", so removals,
late arrivals, withdrawals and substitutes meet real games and real saved draws.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fixtures import PLAYERS
from gui_driver import type_text
from players_driver import answer, press_ok, register_all, select, settle, shown_rows
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from store_helpers import example

from mafia_desk.gui.tournament.player_change_dialog import PlayerChangeDialog
from mafia_desk.gui.tournament.player_edit_dialog import PlayerEditDialog
from mafia_desk.gui.tournament.player_import_dialog import PlayerImportDialog
from mafia_desk.gui.tournament.player_picker_dialog import PlayerPickerDialog
from mafia_desk.gui.tournament.players_tab import PlayersTab
from mafia_desk.gui.tournament.registry_dialog import RegistryDialog, RegistryMergeDialog
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.store import Store


@pytest.fixture
def tab(qtbot: Any, store: Store, dialogs: list[tuple[str, str]]) -> PlayersTab:
    data: dict[str, Any] = example("white-nights-2016-organiser")
    data["games"] = [g for g in data["games"] if g["round"] == 1 and g["stage"] == "qualifying"]
    data["absences"] = [a for a in data["absences"] if a["round"] == 1]
    data["corrections"] = [c for c in data["corrections"] if c["round"] == 1]
    tid = store.import_tournament(data)
    workspace = TournamentWorkspace(store, tid)
    widget = PlayersTab(workspace)
    qtbot.addWidget(widget)
    widget.resize(1000, 600)
    widget.show()
    return widget


def _regs(tab: PlayersTab) -> dict[str, Any]:
    ws = tab.workspace
    return {r.code: r for r in ws.store.tournament_players(ws.tournament_id)}


def _status(tab: PlayersTab, code: str) -> str:
    return next(r.status for r in shown_rows(tab.ui.playersView) if r.code == code)


def test_register_players_picked_from_the_registry(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = tab.workspace.store
    ids = [store.add_player(n, "Клуб Ёлки", "Тверь") for n in ("Ёлкина Анна", "Ёлкин Борис", "Другой Игорь")]

    def fill(d: PlayerPickerDialog) -> None:
        type_text(d.ui.searchEdit, "ёлкин")
        assert len(shown_rows(d.ui.playersView)) == 2
        d.ui.playersView.selectAll()
        press_ok(d)

    answer(monkeypatch, PlayerPickerDialog, fill)
    qtbot.mouseClick(tab.ui.registerButton, Qt.MouseButton.LeftButton)
    regs = _regs(tab)
    assert {(regs[c].name, regs[c].player_id) for c in ("p23", "p24")} == {
        ("Ёлкина Анна", ids[0]),
        ("Ёлкин Борис", ids[1]),
    }
    assert len(tab.model.rows) == 24  # the tab redrew from the store

    # The picker offers only players not registered yet.
    offered: list[int] = []
    answer(monkeypatch, PlayerPickerDialog, lambda d: offered.extend(p.id for p in d.model.rows))
    qtbot.mouseClick(tab.ui.registerButton, Qt.MouseButton.LeftButton)
    assert ids[2] in offered and ids[0] not in offered and ids[1] not in offered


def test_new_player_and_edit_with_a_refusal_kept_in_the_dialog(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch
) -> None:
    def new(d: PlayerEditDialog) -> None:
        type_text(d.ui.nameEdit, "Щукина Анна")
        type_text(d.ui.nicknameEdit, "Щука")
        type_text(d.ui.cityEdit, "Тверь")
        press_ok(d)

    answer(monkeypatch, PlayerEditDialog, new)
    qtbot.mouseClick(tab.ui.newButton, Qt.MouseButton.LeftButton)
    reg = _regs(tab)["p23"]
    assert (reg.name, reg.club, reg.city) == ("Щукина Анна", None, "Тверь")
    registry = {p.id: p for p in tab.workspace.store.list_players()}
    assert registry[reg.player_id].nickname == "Щука"

    seen: list[str] = []

    def edit(d: PlayerEditDialog) -> None:
        d.ui.nameEdit.clear()
        press_ok(d)  # refused in place: no name
        seen.append(d.ui.errorLabel.text())
        assert d.result() == 0
        type_text(d.ui.nameEdit, "Щукина Анна Сергеевна")
        d.ui.clubEdit.setText("Белые ночи")
        press_ok(d)

    answer(monkeypatch, PlayerEditDialog, edit)
    assert select(tab.ui.playersView, lambda r: r.code == "p23") == 1
    qtbot.mouseClick(tab.ui.editButton, Qt.MouseButton.LeftButton)
    assert seen and "name" in seen[0]
    reg = _regs(tab)["p23"]
    assert (reg.name, reg.club) == ("Щукина Анна Сергеевна", "Белые ночи")


def test_remove_is_refused_in_words_once_he_has_a_game(
    qtbot: Any, tab: PlayersTab, dialogs: list[tuple[str, str]]
) -> None:
    select(tab.ui.playersView, lambda r: r.code == "p01")
    qtbot.mouseClick(tab.ui.removeButton, Qt.MouseButton.LeftButton)
    assert dialogs[-1][0] == "warning" and "has 1 game" in dialogs[-1][1]
    assert "p01" in _regs(tab)
    ws = tab.workspace
    ws.attempt(lambda: ws.store.register_players(ws.tournament_id, [{"id": "p23", "name": "Ошибочный"}]))
    select(tab.ui.playersView, lambda r: r.code == "p23")
    qtbot.mouseClick(tab.ui.removeButton, Qt.MouseButton.LeftButton)
    assert "p23" not in _regs(tab)
    assert [r.code for r in tab.model.rows][-1] == "p22"


def test_search_box_filters_the_registrations(qtbot: Any, tab: PlayersTab) -> None:
    type_text(tab.ui.searchEdit, "ёжиков")
    assert [r.code for r in shown_rows(tab.ui.playersView)] == ["p03"]


def _import(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch, path: Path, check: Any
) -> PlayerImportDialog:
    opened = answer(monkeypatch, PlayerImportDialog, check)
    tab.import_file(str(path))
    return opened[0]  # type: ignore[no-any-return]


def _duplicate_rows(d: PlayerImportDialog) -> list[int]:
    """The file's rows listed under "Likely duplicates", as the table shows them."""
    model = d.ui.duplicatesTable.model()
    return [int(model.data(model.index(i, 0))) for i in range(model.rowCount())]


def _pick(qtbot: Any, d: PlayerImportDialog, row: int, choice: str) -> None:
    """Open the "Do" cell of a duplicate's row and pick `choice` from its list, as the organiser does."""
    from PySide6.QtWidgets import QApplication

    view = d.ui.duplicatesTable
    line = _duplicate_rows(d).index(row)
    index = view.model().index(line, 3)
    view.setCurrentIndex(index)
    view.edit(index)
    box = view.indexWidget(index)
    if box is None:  # the editor is a child of the viewport
        box = next(w for w in view.viewport().findChildren(QComboBox) if w.isVisible())
    assert isinstance(box, QComboBox)
    box.setCurrentIndex(box.findData(choice))
    box.activated.emit(box.currentIndex())
    QApplication.processEvents()


@pytest.mark.parametrize(
    ("name", "encoding", "delimiter"),
    [("players-cp1251.csv", "cp1251", "semicolon"), ("players-utf8-bom.csv", "utf-8-sig", "comma")],
)
def test_import_a_csv_with_duplicates_end_to_end(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch, name: str, encoding: str, delimiter: str
) -> None:
    store = tab.workspace.store
    anna = store.add_player("Щукина Анна", None, "Тверь")
    before = len(store.list_players())

    def check(d: PlayerImportDialog) -> None:
        settle(d)
        assert encoding in d.ui.detectedLabel.text() and delimiter in d.ui.detectedLabel.text()
        assert d.ui.nameBox.currentData() == 0 and d.ui.nicknameBox.currentData() == 3
        skipped = [d.ui.skippedList.item(i).text() for i in range(d.ui.skippedList.count())]
        assert skipped == ["row 45: empty name"]
        assert _duplicate_rows(d) == [42, 43, 44, 46]
        # the defaults: a repeat of row 2 and a registered player skipped, a swap imported, the registry
        # entry of the same name linked
        assert [d.choices[r] for r in (42, 43, 44, 46)] == ["skip", "new", "skip", f"player:{anna}"]
        model = d.ui.duplicatesTable.model()
        assert [model.data(model.index(i, 3)) for i in range(4)] == [
            "Skip",
            "Import anyway",
            "Skip",
            "Register Щукина Анна (Тверь)",
        ]
        assert len(d.model.rows) == 42
        _pick(qtbot, d, 43, "skip")  # the organiser decides: same person
        assert d.choices[43] == "skip" and model.data(model.index(1, 3)) == "Skip"
        assert len(d.model.rows) == 41
        press_ok(d)
        settle(d)

    _import(qtbot, tab, monkeypatch, PLAYERS / name, check)
    regs = list(_regs(tab).values())
    assert len(regs) == 22 + 41
    new = {r.name: r for r in regs[22:]}
    assert new["Иванов Пётр"].club == "Cosa Nostra" and new["Иванов Пётр"].city == "Москва"
    assert new["Щукина Анна"].player_id == anna
    assert "Пётр Смирнов" not in new and "Мария" not in new
    registry = {p.id: p for p in store.list_players()}
    assert registry[new["Иванов Пётр"].player_id].nickname == "ник1"
    assert registry[anna].nickname == "Щука"
    assert len(registry) == before + 40  # Анна joined her entry; 40 new people
    assert [r.code for r in regs[22:24]] == ["p23", "p24"]


def test_a_dropped_list_opens_the_import_and_cancel_stores_nothing(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDropEvent

    def cancel(d: PlayerImportDialog) -> None:
        settle(d)
        assert len(d.model.rows) > 0
        d.ui.buttonBox.rejected.emit()

    opened = answer(monkeypatch, PlayerImportDialog, cancel)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(PLAYERS / "players-cp1251.csv"))])
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    tab.dropEvent(drop)
    assert len(opened) == 1 and opened[0].path.endswith("players-cp1251.csv")
    assert len(_regs(tab)) == 22


def test_import_an_xlsx_sheet_with_a_mapping_override(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from openpyxl import Workbook

    book = Workbook()
    info = book.active
    assert info is not None
    info.title = "Инфо"
    info.append(["Турнир", "Кубок"])
    sheet = book.create_sheet("Игроки")
    sheet.append(["Клуб", "Участник", "Город проживания"])
    for i in range(1, 13):
        sheet.append([f"Клуб {i % 3}", f"Игрок Номер{i}", "Казань" if i % 2 else None])
    path = tmp_path / "список.xlsx"
    book.save(path)

    def check(d: PlayerImportDialog) -> None:
        settle(d)
        assert "XLSX" in d.ui.detectedLabel.text()
        assert [d.ui.sheetBox.itemText(i) for i in range(d.ui.sheetBox.count())] == ["Инфо", "Игроки"]
        d.ui.sheetBox.setCurrentIndex(1)
        settle(d)
        assert (d.ui.nameBox.currentData(), d.ui.clubBox.currentData(), d.ui.cityBox.currentData()) == (
            1,
            0,
            2,
        )
        assert len(d.model.rows) == 12
        d.ui.clubBox.setCurrentIndex(d.ui.clubBox.findData(-1))  # "(none)": the club column is not wanted
        assert all(r.club is None for r in d.model.rows)
        register_all(d)

    _import(qtbot, tab, monkeypatch, path, check)
    new = list(_regs(tab).values())[22:]
    assert [(r.name, r.club) for r in new[:2]] == [("Игрок Номер1", None), ("Игрок Номер2", None)]
    assert new[0].city == "Казань" and new[1].city is None and len(new) == 12


def test_late_arrival_records_absences_the_standings_show(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch
) -> None:
    ws = tab.workspace
    ws.attempt(lambda: ws.store.register_players(ws.tournament_id, [{"id": "p23", "name": "Опоздавший"}]))

    def fill(d: PlayerChangeDialog) -> None:
        d.ui.playerBox.setCurrentIndex(d.ui.playerBox.findData("p23"))
        d.ui.roundSpin.setValue(3)
        assert d.ui.missedTable.rowCount() == 2  # round 1 played, round 2 drawn
        assert d.ui.missedTable.item(0, 2).text() == "-2 points"  # white-nights: a missed round costs 2
        box = d.ui.missedTable.cellWidget(1, 1)
        box.setCurrentIndex(box.findData("excused"))
        assert d.ui.missedTable.item(1, 2).text().startswith("nothing")
        type_text(d.ui.reasonEdit, "поезд опоздал")
        d.ui.pointsSpin.setValue(-0.5)  # the regulations' fine for lateness, an adjustment
        press_ok(d)

    answer(monkeypatch, PlayerChangeDialog, fill)
    qtbot.mouseClick(tab.ui.lateButton, Qt.MouseButton.LeftButton)
    t = ws.store.load_tournament(ws.tournament_id)
    assert sorted((a.round, a.kind) for a in t.absences if a.player == "p23") == [
        (1, "missed"),
        (2, "excused"),
    ]
    [change] = ws.store.registration_changes(ws.tournament_id)
    assert (change.kind, change.code, change.round, change.reason) == ("late", "p23", 3, "поезд опоздал")
    assert [(a.points, a.reason) for a in t.adjustments if a.player == "p23"] == [
        (-0.5, "late arrival, round 3 of qualifying: поезд опоздал")
    ]
    row = next(r for r in ws.standings().rows if r.player == "p23")
    assert float(row.columns["absences"]) == -2 and float(row.columns["adjustments"]) == -0.5
    assert _status(tab, "p23") == "late from round 3 of qualifying"
    assert ws.unavailable("qualifying", 2) == {"p23"} and ws.unavailable("qualifying", 3) == frozenset()


def test_withdrawal_names_the_draw_and_makes_him_unavailable(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch, dialogs: list[tuple[str, str]]
) -> None:
    ws = tab.workspace
    select(tab.ui.playersView, lambda r: r.code == "p05")

    def fill(d: PlayerChangeDialog) -> None:
        assert d.code() == "p05" and d.where() == ("qualifying", 2)
        assert "draw of round 2 of qualifying seats him" in d.ui.effectLabel.text()
        press_ok(d)

    answer(monkeypatch, PlayerChangeDialog, fill)
    qtbot.mouseClick(tab.ui.withdrawButton, Qt.MouseButton.LeftButton)
    assert dialogs[-1][0] == "question" and "re-draw it on the Rounds tab" in dialogs[-1][1]
    assert [(c.kind, c.code) for c in ws.store.registration_changes(ws.tournament_id)] == [
        ("withdrawal", "p05")
    ]
    assert "p05" in ws.unavailable("qualifying", 2) and "p05" in ws.unavailable("semifinal", 1)
    assert "p05" not in ws.unavailable("qualifying", 1)
    assert _status(tab, "p05") == "withdrew from round 2 of qualifying"


def test_substitute_takes_his_seat_in_the_unplayed_draw(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch, dialogs: list[tuple[str, str]]
) -> None:
    ws = tab.workspace
    seed = ws.store.load_seating_draw(ws.tournament_id, "qualifying", 2)
    assert seed is not None and any("p03" in t for t in seed.draw["tables"])
    select(tab.ui.playersView, lambda r: r.code == "p03")

    def fill(d: PlayerChangeDialog) -> None:
        assert d.code() == "p03"
        assert "saved draw of round 2 of qualifying" in d.ui.effectLabel.text()
        press_ok(d)  # no substitute named yet: refused, stays open
        assert d.result() == 0
        type_text(d.ui.nameEdit, "Запасной Юрий")
        press_ok(d)

    answer(monkeypatch, PlayerChangeDialog, fill)
    qtbot.mouseClick(tab.ui.substituteButton, Qt.MouseButton.LeftButton)
    assert dialogs[-1][0] == "information" and "p23 Запасной Юрий takes p03's seat" in dialogs[-1][1]
    draw = ws.store.load_seating_draw(ws.tournament_id, "qualifying", 2)
    assert draw is not None and draw.seed == seed.seed
    assert not any("p03" in t for t in draw.draw["tables"]) and any("p23" in t for t in draw.draw["tables"])
    assert ws.substitutes("qualifying", 2) == {"p03": "p23"} and ws.substitutes("qualifying", 1) == {}
    assert "p03" in ws.unavailable("qualifying", 2) and "p23" in ws.unavailable("qualifying", 1)
    assert _status(tab, "p23") == "substitute for Ёжиков Пётр from round 2 of qualifying"
    assert _status(tab, "p03").startswith("replaced by Запасной Юрий")


def test_registry_merge_moves_the_registration(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch, dialogs: list[tuple[str, str]]
) -> None:
    ws = tab.workspace
    store = ws.store
    keep = store.add_player("Ганс Мюллер", None, "Берлин", nickname="Ганс")
    old = _regs(tab)["p01"].player_id

    def merge(d: RegistryMergeDialog) -> None:
        d.ui.secondRadio.setChecked(d.second.id == keep)
        d.ui.firstRadio.setChecked(d.first.id == keep)
        assert d.kept_and_dropped()[0].id == keep
        press_ok(d)

    def registry(d: RegistryDialog) -> None:
        assert select(d.ui.playersView, lambda p: p.name in ("Ганс", "Ганс Мюллер")) == 2
        qtbot.mouseClick(d.ui.mergeButton, Qt.MouseButton.LeftButton)

    answer(monkeypatch, RegistryMergeDialog, merge)
    answer(monkeypatch, RegistryDialog, registry)
    qtbot.mouseClick(tab.ui.registryButton, Qt.MouseButton.LeftButton)
    assert dialogs[-1][0] == "question" and "cannot be undone" in dialogs[-1][1]
    assert _regs(tab)["p01"].player_id == keep
    assert old not in {p.id for p in store.list_players()}
    kept = next(p for p in store.list_players() if p.id == keep)
    assert (kept.club, kept.city) == ("Cosa Nostra", "Берлин")
    assert next(r for r in tab.model.rows if r.code == "p01").player_id == keep


def test_the_tournament_window_shows_the_players_tab(qtbot: Any, store: Store, dialogs: Any) -> None:
    from mafia_desk.gui.tournament.window import TournamentWindow

    tid = store.import_tournament(example("white-nights-2016-organiser"))
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.open_tournament(tid)
    players = window.tabs["players"]
    assert isinstance(players, PlayersTab) and len(players.model.rows) == 22
    window.resize(1100, 700)
    window.show()


def test_the_import_button_opens_the_file_dialog_not_a_file_named_false(
    qtbot: Any, tab: PlayersTab, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The button's clicked(bool) was passed on as the path: «Импорт из файла…» crashed on `False`."""
    opened = answer(monkeypatch, PlayerImportDialog, lambda d: d.ui.buttonBox.rejected.emit())
    qtbot.mouseClick(tab.ui.importButton, Qt.MouseButton.LeftButton)
    assert len(opened) == 1 and opened[0].path is None
