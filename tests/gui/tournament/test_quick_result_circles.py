"""The quick result form under stars-2016: the per-circle best (+1) and worst (-1) marks apart from the
judge's -2..+2, each stored under the exchange file's own keys and scored as the ruleset says; an over-limit
entry (a third best mark in one circle, a judge's +3) is refused in one line with nothing stored; a ruleset
without per-circle marks shows no such table. Every assertion reads the store."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from games_tab_kit import drawn_table, north_cup
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox

from mafia_desk.gui.tournament.games_text import game_lines
from mafia_desk.gui.tournament.quick_result_dialog import COL_CIRCLE, COL_MARK, QuickResultDialog
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.scoring.standings import compute_standings

Q1 = ("qualifying", 1, 1)


def _workspace(store: Any, ruleset: str) -> TournamentWorkspace:
    return TournamentWorkspace(store, store.import_tournament({**north_cup(), "ruleset": ruleset}))


def _form(qtbot: Any, workspace: TournamentWorkspace, **kwargs: Any) -> QuickResultDialog:
    dialog = QuickResultDialog(workspace, **kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _protocol(d: QuickResultDialog) -> None:
    """Don 3, mafia 5 and 8, sheriff 7; red wins; 4 shot first, no best move."""
    ui = d.ui
    for box, value in ((ui.donBox, 3), (ui.mafia1Box, 5), (ui.mafia2Box, 8), (ui.sheriffBox, 7)):
        box.setValue(value)
    ui.winnerBox.setCurrentIndex(ui.winnerBox.findData("red"))
    ui.shotBox.setValue(4)


def _mark(qtbot: Any, d: QuickResultDialog, seat: int, circle: int, worst: bool = False) -> None:
    qtbot.mouseClick(d.ui.addMarkButton, Qt.MouseButton.LeftButton)
    row = d.ui.marksTable.rowCount() - 1
    seat_box, circle_box = (d.ui.marksTable.cellWidget(row, c) for c in (0, COL_CIRCLE))
    mark = d.ui.marksTable.cellWidget(row, COL_MARK)
    assert isinstance(seat_box, QSpinBox) and isinstance(circle_box, QSpinBox) and isinstance(mark, QComboBox)
    seat_box.setValue(seat)
    circle_box.setValue(circle)
    mark.setCurrentIndex(mark.findData("circle_worst" if worst else "circle_best"))


def _judge(qtbot: Any, d: QuickResultDialog, seat: int, points: float, comment: str = "") -> None:
    qtbot.mouseClick(d.ui.addBonusButton, Qt.MouseButton.LeftButton)
    row = d.ui.bonusTable.rowCount() - 1
    seat_box, points_box, text = (d.ui.bonusTable.cellWidget(row, c) for c in range(3))
    assert isinstance(seat_box, QSpinBox) and isinstance(points_box, QDoubleSpinBox)
    assert isinstance(text, QLineEdit)
    seat_box.setValue(seat)
    points_box.setValue(points)
    text.setText(comment)


def _ok(qtbot: Any, d: QuickResultDialog) -> None:
    qtbot.mouseClick(d.ui.buttonBox.button(d.ui.buttonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_a_stars_protocol_stores_circle_marks_and_the_judges_points_apart(qtbot: Any, store: Any) -> None:
    workspace = _workspace(store, "stars-2016")
    d = _form(qtbot, workspace, slot=Q1)
    assert d.ui.marksTable.isVisible() and d.ui.bonusTable.isVisible()
    assert "+1" in d.ui.marksLabel.text() and "-1" in d.ui.marksLabel.text()
    assert "-2" in d.ui.bonusLabel.text() and "+2" in d.ui.bonusLabel.text()
    _protocol(d)
    _mark(qtbot, d, 1, 1)
    _mark(qtbot, d, 2, 1)
    _mark(qtbot, d, 5, 1, worst=True)
    _mark(qtbot, d, 1, 2)
    _mark(qtbot, d, 9, 2, worst=True)
    _judge(qtbot, d, 1, 2, "лучший игрок")
    _judge(qtbot, d, 6, -1.5)
    _ok(qtbot, d)
    assert d.ui.errorLabel.text() == "" and d.stored
    tid = workspace.tournament_id
    (game,) = store.load_tournament(tid).games
    stored = sorted((b.kind, b.seat, b.points, b.extra.get("circle")) for b in game.bonus)
    assert stored == [
        ("circle_best", 1, 1, 1),
        ("circle_best", 1, 1, 2),
        ("circle_best", 2, 1, 1),
        ("circle_worst", 5, -1, 1),
        ("circle_worst", 9, -1, 2),
        ("judge", 1, 2, None),
        ("judge", 6, -1.5, None),
    ]
    # The standings: stars gives a red win 5 and counts every mark and the judge's points as bonus (A28).
    standings = compute_standings(store.load_tournament(tid))
    players = drawn_table(north_cup(), 1, 1)
    bonus = {seat: standings.row(players[seat - 1]).columns["bonus"] for seat in (1, 2, 5, 6, 9)}
    assert bonus == {1: 4, 2: 1, 5: -1, 6: Fraction(-3, 2), 9: -1}
    totals = {seat: standings.row(players[seat - 1]).total for seat in (1, 5, 6, 3)}
    assert totals == {1: 9, 5: -1, 6: Fraction(7, 2), 3: 0}
    # The Games tab's words for the game tell the marks from the judge's points.
    lines = game_lines(game, {})
    assert "Best in circle 2: seat 1 +1" in lines and "Worst in circle 1: seat 5 -1" in lines
    assert "Extra points: seat 6 -1.5" in lines
    # The correction form reads the same game back into the same two tables.
    again = _form(qtbot, workspace, original=game)
    assert again.ui.marksTable.rowCount() == 5 and again.ui.bonusTable.rowCount() == 2
    assert sorted(again.entry()["bonus"], key=str) == sorted(
        (
            {"seat": b.seat, "points": b.points, **({"kind": b.kind} if b.kind != "judge" else {}), **b.extra}
            for b in game.bonus
        ),
        key=str,
    )


@pytest.mark.parametrize(
    ("mistake", "line"),
    [
        ("third_best", "At most 2 best marks per circle: circle 1 has 3."),
        ("third_worst", "At most 2 worst marks per circle: circle 2 has 3."),
        ("two_marks", "Seat 1 has 2 marks in circle 1: one mark per player and circle."),
        ("judge_three", "seat 1: the judge's extra points add up to 3, outside -2..2"),
    ],
)
def test_an_over_limit_mark_is_refused_in_one_line_and_nothing_is_stored(
    qtbot: Any, store: Any, mistake: str, line: str
) -> None:
    workspace = _workspace(store, "stars-2016")
    d = _form(qtbot, workspace, slot=Q1)
    _protocol(d)
    _mark(qtbot, d, 1, 1)
    _mark(qtbot, d, 2, 1)
    _mark(qtbot, d, 3, 2, worst=True)
    _mark(qtbot, d, 5, 2, worst=True)
    _mark(qtbot, d, 1, 2)  # a second circle's best: never too many
    if mistake == "third_best":
        _mark(qtbot, d, 6, 1)
    elif mistake == "third_worst":
        _mark(qtbot, d, 8, 2, worst=True)
    elif mistake == "two_marks":
        _mark(qtbot, d, 1, 1, worst=True)  # seat 1 is circle 1's best already
    else:
        _judge(qtbot, d, 1, 2)
        _judge(qtbot, d, 1, 1)
    _ok(qtbot, d)
    shown = d.ui.errorLabel.text()
    assert line in shown and "\n" not in shown
    assert d.isVisible() and not d.stored
    assert store.load_tournament(workspace.tournament_id).games == ()


def test_a_ruleset_without_circle_marks_shows_only_the_judges_points(qtbot: Any, store: Any) -> None:
    d = _form(qtbot, _workspace(store, "fiim"), slot=Q1)
    assert d.ui.bonusTable.isVisible() and d.ui.addBonusButton.isVisible()
    for part in (d.ui.marksLabel, d.ui.marksTable, d.ui.addMarkButton, d.ui.removeMarkButton):
        assert not part.isVisible()
    _protocol(d)
    _judge(qtbot, d, 2, 0.5)
    assert [b.get("kind", "judge") for b in d.entry()["bonus"]] == ["judge"]
