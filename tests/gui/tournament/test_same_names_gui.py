"""Two players registered under one name, told apart in the organiser's window and on the hall screen; the
Players tab's choice (+ club / + city / + code) is kept with the tournament and redraws every view at once."""

from __future__ import annotations

from typing import Any

import pytest
from organiser_kit import new_tournament
from players_driver import answer, press_ok
from PySide6.QtCore import Qt

from mafia_desk.gui.tournament.player_edit_dialog import PlayerEditDialog
from mafia_desk.gui.tournament.players_tab import PlayersTab
from mafia_desk.gui.tournament.rounds_tab import RoundsTab
from mafia_desk.gui.tournament.standings_tab import StandingsTab
from mafia_desk.gui.tournament.window import TournamentWindow

LEFT = Qt.MouseButton.LeftButton
RED, MIDNIGHT = "Иван Петров (Red Stars)", "иван  петров (Полночь)"


def _standings_names(tab: StandingsTab) -> set[str]:
    tab.window().ui.tabs.setCurrentWidget(tab)  # a hidden tab redraws once shown
    return {tab.proxy.index(r, 2).data() for r in range(tab.proxy.rowCount())}


def _grid_cells(tab: RoundsTab) -> set[str]:
    grid = tab.grid
    return {grid.data(grid.index(r, c)) for r in range(grid.rowCount()) for c in range(grid.columnCount())}


def _board_players(tab: RoundsTab) -> set[str]:
    return {name for row in tab.board.model.rows for name in row.players}


def test_namesakes_differ_in_the_standings_the_draw_and_the_board_and_the_choice_applies_at_once(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch, dialogs: list[tuple[str, str]]
) -> None:
    tid = new_tournament(store, "fiim", 18)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.open_tournament(tid)
    players, rounds, standings = window.tabs["players"], window.tabs["rounds"], window.tabs["standings"]
    assert isinstance(players, PlayersTab) and isinstance(rounds, RoundsTab)
    assert isinstance(standings, StandingsTab)
    assert players.ui.sameNamesBox.currentData() == "club"  # the default

    for name, club in (("Иван Петров", "Red Stars"), ("иван  петров", "Полночь")):

        def new(d: PlayerEditDialog, name: str = name, club: str = club) -> None:
            d.ui.nameEdit.insert(name)  # QTest types no Cyrillic: pasted text
            d.ui.clubEdit.insert(club)
            press_ok(d)

        answer(monkeypatch, PlayerEditDialog, new)
        qtbot.mouseClick(players.ui.newButton, LEFT)
    codes = {r.name: r.code for r in store.tournament_players(tid)}
    assert {"Иван Петров", "иван  петров"} <= set(codes)
    # The Players tab keeps the bare name: its club, city and code columns stand beside it.
    assert {"Иван Петров", "иван  петров"} <= {r.name for r in players.model.rows}

    names = _standings_names(standings)
    assert {RED, MIDNIGHT} <= names
    assert "Антон Орлов" in names  # a name nobody shares stays bare

    window.ui.tabs.setCurrentWidget(rounds)
    rounds.select_round("qualifying", 1)
    rounds.ui.seedEdit.clear()
    qtbot.keyClicks(rounds.ui.seedEdit, "5")
    qtbot.mouseClick(rounds.ui.drawButton, LEFT)
    qtbot.mouseClick(rounds.ui.saveButton, LEFT)
    assert store.seating_draws(tid)
    cells = _grid_cells(rounds)
    assert {RED, MIDNIGHT} <= cells  # the club is in the name: no second line repeating it
    assert "Антон Орлов\nПолночь" in cells
    assert {RED, MIDNIGHT} <= _board_players(rounds)

    hall = standings.open_hall()
    qtbot.addWidget(hall)
    hall.resize(1280, 2000)
    assert {RED, MIDNIGHT} <= {name for _place, name, _points, _through in hall.visible_rows()}

    # The organiser chooses the code: stored with the tournament, every view redrawn by the one commit.
    box = players.ui.sameNamesBox
    box.setCurrentIndex(box.findData("code"))
    box.activated.emit(box.currentIndex())
    assert store.export_tournament(tid)["same_names"] == "code"
    red = f"Иван Петров ({codes['Иван Петров']})"
    midnight = f"иван  петров ({codes['иван  петров']})"
    assert {red, midnight} <= _standings_names(standings)
    window.ui.tabs.setCurrentWidget(rounds)
    assert {f"{red}\nRed Stars", f"{midnight}\nПолночь"} <= _grid_cells(rounds)
    assert {red, midnight} <= _board_players(rounds)
    assert {red, midnight} <= {name for _place, name, _points, _through in hall.visible_rows()}
    assert dialogs == []

    # Another window on the same store (another laptop reading the same tournament) agrees.
    other = TournamentWindow(store)
    qtbot.addWidget(other)
    other.open_tournament(tid)
    assert other.tabs["players"].ui.sameNamesBox.currentData() == "code"
