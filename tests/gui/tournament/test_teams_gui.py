"""Teams in the organiser's window, in Russian at 1366x768: the Players tab's Teams dialog creates teams,
names them, adds and removes players (one team each, at most N), picks the captain, every change read back
from the store; the Rounds tab's constraints dialog keeps teammates apart "always" or in the first rounds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_driver import type_text
from players_driver import answer, press_ok
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget
from store_helpers import example

from mafia_desk.gui.tournament.draw_dialogs import ConstraintsDialog
from mafia_desk.gui.tournament.teams_dialog import TeamsDialog
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.tournament.teams import teams_of

LAPTOP = (1366, 768)
SHOTS = Path("/tmp/mafia-desk-teams-shots")  # looked at by eye; not part of the assertions


def _inside(outer: QRect, widget: QWidget, top: QWidget) -> None:
    assert widget.isVisible(), widget.objectName()
    where = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    assert QRect(QPoint(0, 0), outer.size()).contains(where), (widget.objectName(), where)


def _teams(window: TournamentWindow) -> Any:
    ws = window.workspace
    assert ws is not None
    from mafia_desk.tournament import load_tournament

    return teams_of(load_tournament(ws.store.export_tournament(ws.tournament_id)))


def test_teams_registered_in_the_players_tab_in_russian_at_1366x768(
    qtbot: Any, store: Any, russian: None, dialogs: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = example("white-nights-2016-organiser")
    data["teams"] = {"size": 3, "best": 2, "list": []}
    tid = store.import_tournament(data)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    window.open_tournament(tid)
    players = window.tabs["players"]
    window.ui.tabs.setCurrentWidget(players)
    qtbot.wait(20)
    _inside(window.rect(), players.teamsButton, window)  # type: ignore[attr-defined]
    names = window.workspace.snapshot.names()  # type: ignore[union-attr]

    def drive(d: TeamsDialog) -> None:
        d.show()
        qtbot.waitExposed(d)
        assert d.width() <= LAPTOP[0] and d.height() <= LAPTOP[1]
        for w in (d.sizeBox, d.bestBox, d.teamsList, d.addTeamButton, d.membersList, d.addMemberButton):
            _inside(d.rect(), w, d)
        assert (d.sizeBox.value(), d.bestBox.value()) == (3, 2)  # N and K from the tournament's template
        # A team with no name is refused in the dialog's line; then two teams are created.
        qtbot.mouseClick(d.addTeamButton, Qt.MouseButton.LeftButton)
        assert d.errorLabel.text() and d.teamsList.count() == 0
        type_text(d.newNameEdit, "Коза Ностра")
        qtbot.mouseClick(d.addTeamButton, Qt.MouseButton.LeftButton)
        type_text(d.newNameEdit, "Полночь")
        qtbot.mouseClick(d.addTeamButton, Qt.MouseButton.LeftButton)
        assert d.teamsList.count() == 2 and d.teamsList.currentItem().data(Qt.ItemDataRole.UserRole) == "t2"
        # Players into the second team, typed by name as the organiser would.
        d.teamsList.setCurrentRow(0)
        for pid in ("p01", "p02", "p03"):
            d.memberBox.setEditText(names[pid])
            qtbot.mouseClick(d.addMemberButton, Qt.MouseButton.LeftButton)
        assert d.errorLabel.text() == ""
        # A fourth is refused: a team of at most 3 (the store's own line), nothing changes.
        d.memberBox.setEditText(names["p04"])
        qtbot.mouseClick(d.addMemberButton, Qt.MouseButton.LeftButton)
        assert "3" in d.errorLabel.text() and d.membersList.count() == 3
        # p01 is in a team now: the other team is not offered him.
        d.teamsList.setCurrentRow(1)
        offered = {d.memberBox.itemData(i) for i in range(d.memberBox.count())}
        assert "p01" not in offered and "p04" in offered
        d.memberBox.setEditText(names["p04"])
        qtbot.mouseClick(d.addMemberButton, Qt.MouseButton.LeftButton)
        # Captain, removal, renaming.
        d.teamsList.setCurrentRow(0)
        d.captainBox.setCurrentIndex(d.captainBox.findData("p02"))
        d.captainBox.activated.emit(d.captainBox.currentIndex())
        d.membersList.setCurrentRow(2)
        qtbot.mouseClick(d.removeMemberButton, Qt.MouseButton.LeftButton)
        d.nameEdit.setText("Коза  Ностра 2 ")
        qtbot.mouseClick(d.renameButton, Qt.MouseButton.LeftButton)
        d.bestBox.setValue(0)
        d.bestBox.editingFinished.emit()
        SHOTS.mkdir(exist_ok=True)
        d.grab().save(str(SHOTS / "teams-dialog.png"))
        d.reject()

    opened = answer(monkeypatch, TeamsDialog, drive)
    qtbot.mouseClick(players.teamsButton, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert len(opened) == 1
    setup = _teams(window)
    assert setup is not None and (setup.size, setup.best) == (3, None)
    assert [(t.id, t.name, t.players, t.captain) for t in setup.teams] == [
        ("t1", "Коза Ностра 2", ("p01", "p02"), "p02"),
        ("t2", "Полночь", ("p04",), None),
    ]


def test_the_constraints_dialog_keeps_teammates_apart(qtbot: Any, store: Any, russian: None) -> None:
    data = example("white-nights-2016-organiser")
    players = [(p["id"], p["name"]) for p in data["players"]]
    stages = [("qualifying", 2), ("semifinal", 1), ("final", 4)]
    plain = ConstraintsDialog({}, players, stages)
    qtbot.addWidget(plain)
    plain.show()
    assert not plain.ui.teamsModeBox.isVisible()  # no teams: not offered
    dialog = ConstraintsDialog({"teams_apart": 3}, players, stages, teams=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.ui.teamsModeBox.currentData() == "first" and dialog.ui.teamsRoundsBox.value() == 3
    assert dialog.ui.teamsRoundsBox.isVisible()
    dialog.ui.teamsModeBox.setCurrentIndex(dialog.ui.teamsModeBox.findData("always"))
    assert not dialog.ui.teamsRoundsBox.isVisible()
    press_ok(dialog)
    assert dialog.constraints is not None and dialog.constraints["teams_apart"] == "always"
    off = ConstraintsDialog({"teams_apart": "always"}, players, stages, teams=True)
    qtbot.addWidget(off)
    off.ui.teamsModeBox.setCurrentIndex(off.ui.teamsModeBox.findData("no"))
    press_ok(off)
    assert off.constraints is not None and "teams_apart" not in off.constraints


def test_the_hall_screen_shows_the_team_standings_after_the_players(
    qtbot: Any, store: Any, russian: None
) -> None:
    from mafia_desk.gui.tournament.standings_model import HIDDEN_POINTS
    from mafia_desk.scoring.teams import compute_team_standings
    from mafia_desk.tournament.numbers import format_points

    data = example("white-nights-2016-organiser")
    data["teams"] = {
        "size": 3,
        "best": 2,
        "list": [
            {"id": "t1", "name": "Коза Ностра", "captain": "p02", "players": ["p01", "p02", "p03"]},
            {"id": "t2", "name": "Полночь", "players": ["p04", "p05", "p06"]},
        ],
    }
    tid = store.import_tournament(data)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    window.open_tournament(tid)
    tab = window.tabs["standings"]
    window.ui.tabs.setCurrentWidget(tab)
    tab.hidden_box.setCurrentIndex(tab.hidden_box.findData("none"))  # type: ignore[attr-defined]
    hall = tab.open_hall()  # type: ignore[attr-defined]
    qtbot.addWidget(hall)
    hall.resize(*LAPTOP)
    players_pages = hall.player_pages()
    assert hall.pages() == players_pages + 1  # two teams: one page more
    assert not hall.on_team_page()
    first_shown = hall.visible_rows()[0][1]
    assert first_shown == tab.standings.rows[0].shown  # type: ignore[attr-defined]
    for _ in range(players_pages):
        qtbot.keyClick(hall, Qt.Key.Key_Space)
    assert hall.on_team_page()
    setup = teams_of(window.workspace.tournament)  # type: ignore[union-attr]
    assert setup is not None
    ranked = compute_team_standings(tab.standings, setup)  # type: ignore[attr-defined]
    assert hall.visible_rows() == [
        (str(r.place), r.name, format_points(r.points), False) for r in ranked.rows
    ]
    SHOTS.mkdir(exist_ok=True)
    hall.grab().save(str(SHOTS / "hall-teams.png"))
    # Hidden points hide the teams' points too; the next page turns back to the players.
    tab.hidden_box.setCurrentIndex(tab.hidden_box.findData(HIDDEN_POINTS))  # type: ignore[attr-defined]
    assert all(points == "" for _p, _n, points, _t in hall.visible_rows())
    qtbot.keyClick(hall, Qt.Key.Key_Space)
    assert hall.page == 0 and not hall.on_team_page()


def test_the_rounds_tab_names_teammates_a_draw_seats_together(qtbot: Any, store: Any, russian: None) -> None:
    from mafia_desk.tournament.model import Draw

    data = example("white-nights-2016-organiser")
    data["teams"] = {
        "size": 3,
        "list": [{"id": "t1", "name": "Коза Ностра", "players": ["p01", "p02", "p03"]}],
    }
    tid = store.import_tournament(data)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    window.open_tournament(tid)
    rounds = window.tabs["rounds"]
    ids = [p["id"] for p in data["players"]]
    draw = Draw("qualifying", 2, (tuple(ids[:10]), tuple(ids[10:20])), sitting_out=tuple(ids[20:]))
    assert rounds._teammates_together("qualifying", [draw]) == ""  # type: ignore[attr-defined]  # no constraint
    store.set_draw_constraints(tid, {"teams_apart": 1})
    assert rounds._teammates_together("qualifying", [draw]) == ""  # type: ignore[attr-defined]  # round 2 > 1
    store.set_draw_constraints(tid, {"teams_apart": "always"})
    assert rounds._teammates_together("qualifying", [draw]) == "Коза Ностра за столом 1"  # type: ignore[attr-defined]
    apart = Draw("qualifying", 2, (tuple(ids[0:20:2]), tuple(ids[1:20:2])), sitting_out=tuple(ids[20:]))
    # p01 and p03 at table 1, p02 at table 2: still two together
    two = rounds._teammates_together("qualifying", [draw, apart])  # type: ignore[attr-defined]
    assert two == "тур 2: Коза Ностра за столом 1, тур 2: Коза Ностра за столом 1"
    assert "sit together" not in rounds.ui.messageLabel.text()  # type: ignore[attr-defined]
