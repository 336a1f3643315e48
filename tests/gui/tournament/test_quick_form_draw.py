"""The quick form offers "Draw" only under a ruleset whose three quiet nights are one (rfm-2026); a draw typed
from a paper protocol is stored as such and shown as "Draw" in the Games tab and the standings."""

from __future__ import annotations

from typing import Any

import pytest
from games_tab_kit import drawn_table, north_cup
from gui_driver import type_text
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from mafia_desk.game.model import EndedBy, Outcome
from mafia_desk.gui.tournament.games_tab import GamesTab
from mafia_desk.gui.tournament.quick_result_dialog import QuickResultDialog
from mafia_desk.gui.tournament.window import TournamentWindow

SLOT = ("qualifying", 1, 2)


@pytest.fixture
def organiser(qtbot: Any, store: Any, dialogs: list[tuple[str, str]]) -> TournamentWindow:
    w = TournamentWindow(store)
    qtbot.addWidget(w)
    w.show()
    return w


def _open(window: TournamentWindow, ruleset: str) -> tuple[int, GamesTab, dict[str, Any]]:
    data = {**north_cup(), "ruleset": ruleset}
    tid = window.store.import_tournament(data)
    window.open_tournament(tid)
    window.ui.tabs.setCurrentIndex(2)
    tab = window.tabs["games"]
    assert isinstance(tab, GamesTab)
    return tid, tab, data


def _run(monkeypatch: pytest.MonkeyPatch, fill: Any) -> list[Any]:
    shown: list[Any] = []

    def run(dialog: Any) -> int:
        shown.append(dialog)
        fill(dialog)
        return int(dialog.result())

    monkeypatch.setattr(QuickResultDialog, "exec", run)
    return shown


def _winners(d: QuickResultDialog) -> list[str]:
    return [d.ui.winnerBox.itemData(i) for i in range(d.ui.winnerBox.count())]


def test_the_quick_form_enters_a_draw_under_rfm_2026(
    qtbot: Any, organiser: TournamentWindow, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid, tab, data = _open(organiser, "rfm-2026")
    assert tab.select(SLOT)

    def fill(d: QuickResultDialog) -> None:
        assert _winners(d) == ["red", "black", "draw"]
        for box, value in ((d.ui.donBox, 1), (d.ui.mafia1Box, 2), (d.ui.mafia2Box, 9), (d.ui.sheriffBox, 10)):
            box.setValue(value)
        d.ui.winnerBox.setFocus()
        d.ui.winnerBox.setCurrentIndex(d.ui.winnerBox.findData("draw"))
        assert d.ui.winnerBox.currentText() == "Draw"
        # a draw ends one way: the form moves "ended by" to three nights itself
        assert d.ui.endedBox.currentData() == EndedBy.THREE_NIGHTS.value
        assert d.ui.endedBox.currentText() == "three nights without a change (a draw)"
        ok = d.ui.buttonBox.button(d.ui.buttonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert d.ui.errorLabel.text() == ""

    shown = _run(monkeypatch, fill)
    qtbot.mouseClick(tab.enter_button, Qt.MouseButton.LeftButton)
    assert shown and shown[0].result() == QDialog.DialogCode.Accepted
    (game,) = store.load_tournament(tid).games
    assert game.players == tuple(drawn_table(data, 1, 2))
    assert (game.winner, game.ended_by) == (Outcome.DRAW, EndedBy.THREE_NIGHTS)
    row = next(r for r in tab.model.rows if r.slot == SLOT)
    assert tab._winner(row) == "Draw"
    standings = organiser.tabs["standings"]
    drawn = {r.row.player: (r.row.wins, r.row.draws) for r in standings.model.rows}  # type: ignore[attr-defined]
    assert all(drawn[p] == (0, 1) for p in game.players)


def test_the_quick_form_offers_no_draw_where_the_ruleset_has_none(
    qtbot: Any, organiser: TournamentWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, tab, _ = _open(organiser, "fiim")
    assert tab.select(SLOT)

    def fill(d: QuickResultDialog) -> None:
        assert _winners(d) == ["red", "black"]
        assert d.ui.endedBox.itemText(1) == "three nights without a change (red wins)"
        d.reject()

    shown = _run(monkeypatch, fill)
    qtbot.mouseClick(tab.enter_button, Qt.MouseButton.LeftButton)
    assert shown


def test_the_quick_form_enters_a_draw_by_the_judge_s_decision_with_its_reason(
    qtbot: Any, organiser: TournamentWindow, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """RFM 2026 spec 8.17: the judge may end a game as a draw. Choosing Draw keeps "awarded by the judge" (it
    moves only "normal" to three nights), and the reason is required as for any award."""
    tid, tab, _ = _open(organiser, "rfm-2026")
    assert tab.select(SLOT)
    reason = "disputed situation: judge's decision"

    def fill(d: QuickResultDialog) -> None:
        for box, value in ((d.ui.donBox, 1), (d.ui.mafia1Box, 2), (d.ui.mafia2Box, 9), (d.ui.sheriffBox, 10)):
            box.setValue(value)
        d.ui.endedBox.setCurrentIndex(d.ui.endedBox.findData(EndedBy.JUDGE.value))
        assert d.ui.reasonEdit.isEnabled()
        d.ui.winnerBox.setCurrentIndex(d.ui.winnerBox.findData("draw"))
        assert d.ui.endedBox.currentData() == EndedBy.JUDGE.value  # the judge's decision stays
        ok = d.ui.buttonBox.button(d.ui.buttonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert d.ui.errorLabel.text() == "A result awarded by the judge needs the judge's reason."
        assert d.result() != QDialog.DialogCode.Accepted
        type_text(d.ui.reasonEdit, reason)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert d.stored and d.result() == QDialog.DialogCode.Accepted

    shown = _run(monkeypatch, fill)
    qtbot.mouseClick(tab.enter_button, Qt.MouseButton.LeftButton)
    assert shown and shown[0].result() == QDialog.DialogCode.Accepted
    (game,) = store.load_tournament(tid).games
    assert (game.winner, game.ended_by, game.reason) == (Outcome.DRAW, EndedBy.JUDGE, reason)
    row = next(r for r in tab.model.rows if r.slot == SLOT)
    assert tab._winner(row) == "Draw"
    standings = organiser.tabs["standings"]
    drawn = {r.row.player: (r.row.wins, r.row.draws) for r in standings.model.rows}  # type: ignore[attr-defined]
    assert all(drawn[p] == (0, 1) for p in game.players)
