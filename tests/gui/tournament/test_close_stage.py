"""Closing a stage from the organiser's window: German Open (seed 004), 40 players, a tie at place 20.

Qualifying -> semifinal: 20 through, p15 and p16 equal on every tie-break, the lot entered in the dialog;
the semifinal drawn with the workspace's ranking seats exactly those 20; semifinal -> final: the top 10.
"""

from __future__ import annotations

from typing import Any

import pytest
from advance_builders import THROUGH_BEFORE_LOT, german_open, result
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from mafia_desk.gui.tournament.close_stage_dialog import CloseStageDialog, close_stage
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.seating.rounds import draw_round
from mafia_desk.store import Store


@pytest.fixture
def workspace(qtbot: Any, store: Store) -> TournamentWorkspace:
    doc = german_open("German Mafia Open 2016")
    doc["judges"] = ["Анна Судейская"]
    tid = store.create_tournament(doc)
    return TournamentWorkspace(store, tid)


def open_dialog(qtbot: Any, workspace: TournamentWorkspace, stage: str) -> CloseStageDialog:
    dialog = CloseStageDialog(workspace, stage)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def shown(dialog: CloseStageDialog) -> list[tuple[str, str, bool]]:
    return [(r.row.player, dialog._status(r), r.on_line) for r in dialog.model.rows]


def test_qualifying_to_semifinal_with_a_lot_then_semifinal_to_final(
    qtbot: Any, store: Store, workspace: TournamentWorkspace, dialogs: list[tuple[str, str]], tmp_path: Any
) -> None:
    tid = workspace.tournament_id
    dialog = open_dialog(qtbot, workspace, "semifinal")
    assert "20 of 40 players of the qualifying go through to the semifinal" in dialog.ui.titleLabel.text()
    assert dialog.ui.lotBox.isVisible() and set(dialog.spins) == {"p15", "p16"}
    assert "A lot decides" in dialog.ui.lineLabel.text() and "Игрок 15 Ёжиков" in dialog.ui.lineLabel.text()
    assert not dialog.confirm.isEnabled()  # no lot drawn yet
    rows = shown(dialog)
    assert len(rows) == 21 and rows[-2:] == [("p15", "on the line", True), ("p16", "on the line", True)]
    assert dialog.ui.byEdit.text() == "Анна Судейская"
    # One qualifying round of seven is in the file: the organiser is told, not stopped.
    assert "Only 1 of the 7 rounds of the qualifying are entered" in dialog.ui.warningLabel.text()
    assert dialog.grab().save(str(tmp_path / "close-stage-lot.png"))

    dialog.spins["p15"].setValue(2)
    assert not dialog.confirm.isEnabled()  # p16 has not drawn yet
    dialog.spins["p16"].setValue(2)
    assert not dialog.confirm.isEnabled()  # the same number twice is no lot
    dialog.spins["p16"].setValue(1)
    assert dialog.confirm.isEnabled()
    assert shown(dialog)[-2:] == [("p16", "through", True), ("p15", "out", True)]
    assert "the lot decided: Игрок 16 Ёжиков drew 1, Игрок 15 Ёжиков drew 2" in dialog.ui.lineLabel.text()
    qtbot.wait(20)
    assert dialog.grab().save(str(tmp_path / "close-stage-drawn.png"))
    assert store.stage_closings(tid) == []  # nothing before Confirm
    qtbot.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted and dialogs == []

    (closing,) = store.stage_closings(tid)
    assert closing.stage == "semifinal" and set(closing.through) == {*THROUGH_BEFORE_LOT, "p16"}
    assert closing.through[-1] == "p16" and len(closing.through) == 20  # in standings order
    assert closing.lots == ((("p15", "p16"), ("p16", "p15"), (1, 2)),)
    assert closing.closed_by == "Анна Судейская"
    # The workspace heard of it: its standings show the lot, its ranking seats the semifinal.
    t = workspace.tournament
    assert t.closing("semifinal") is not None
    standings = workspace.standings()
    assert standings.row("p16").place == 20 and standings.row("p16").lot_drawn
    drawn = draw_round(t, "semifinal", 1, seed=11, rank=workspace.ranking())
    seated = sorted(p for table in drawn.draw.tables for p in table)
    assert seated == sorted(closing.through) and not drawn.draw.sitting_out
    tables = [list(x) for x in drawn.draw.tables]
    _, error = workspace.attempt(
        lambda: store.save_seating_draw(tid, "semifinal", 1, 11, {"tables": tables, "sitting_out": []})
    )
    assert error is None
    games = [
        result("semifinal", 1, i, table, "red" if i == 1 else "black") for i, table in enumerate(tables, 1)
    ]
    _, error = workspace.attempt(lambda: store.add_to_tournament(tid, games=games))
    assert error is None
    winners = {
        p for i, table in enumerate(drawn.draw.tables, start=1) for p in (table[3:] if i == 1 else table[:3])
    }

    def fill(d: CloseStageDialog) -> None:
        assert not d.ui.lotBox.isVisible() and "No tie at the line" in d.ui.lineLabel.text()
        d.ui.byEdit.setText("")
        assert not d.confirm.isEnabled()
        d.ui.byEdit.setText("Главный судья")
        d.confirm.click()

    real_exec = CloseStageDialog.exec

    def run(self: CloseStageDialog) -> int:
        qtbot.addWidget(self)
        fill(self)
        return int(self.result())

    CloseStageDialog.exec = run  # type: ignore[method-assign]
    try:
        assert close_stage(None, workspace, "final")
    finally:
        CloseStageDialog.exec = real_exec  # type: ignore[method-assign]
    final = store.stage_closings(tid)[-1]
    assert final.stage == "final" and set(final.through) == winners and len(final.through) == 10
    assert final.lots == () and final.closed_by == "Главный судья"
    assert compute_standings(workspace.tournament).rows[0].player in winners


def test_cancel_stores_nothing(qtbot: Any, store: Store, workspace: TournamentWorkspace) -> None:
    dialog = open_dialog(qtbot, workspace, "semifinal")
    dialog.spins["p15"].setValue(1)
    dialog.spins["p16"].setValue(2)
    dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Cancel).click()
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert store.stage_closings(workspace.tournament_id) == []


def test_a_closed_stage_is_shown_as_announced_with_a_warning_after_corrections(
    qtbot: Any, store: Store, workspace: TournamentWorkspace, tmp_path: Any
) -> None:
    tid = workspace.tournament_id
    through = [r.player for r in workspace.standings().rows[:19]] + ["p16"]
    lots = [{"players": ["p15", "p16"], "order": ["p16", "p15"], "drawn": [1, 2]}]
    workspace.attempt(lambda: store.record_stage_closing(tid, "semifinal", through, lots, "Анна"))
    dialog = open_dialog(qtbot, workspace, "semifinal")
    assert not dialog.confirm.isEnabled() and not dialog.ui.lotBox.isVisible()
    assert "closed by Анна" in dialog.ui.warningLabel.text()
    assert "Corrections" not in dialog.ui.warningLabel.text()
    fixed = german_open()["games"][1]
    fixed["bonus"] = [{"seat": 5, "points": 0.6}, {"seat": 6, "points": 0.5}]
    correction = {
        "stage": "qualifying",
        "round": 1,
        "table": 2,
        "action": "replace",
        "game": fixed,
        "reason": "bonus mistyped",
        "by": "Анна",
        "at": "2016-04-30T20:00:00",
    }
    workspace.attempt(lambda: store.add_to_tournament(tid, corrections=[correction]))
    dialog = open_dialog(qtbot, workspace, "semifinal")
    assert "Corrections since then would now send other players through (Игрок 15 Ёжиков)" in (
        dialog.ui.warningLabel.text()
    )
    rows = shown(dialog)
    assert [p for p, status, _ in rows[:20]] == through and all(s == "through" for _, s, _ in rows[:20])
    assert rows[20] == ("p15", "out (ahead today)", True)
    assert dialog.ui.lineLabel.text().startswith("By today's standings: ")
    assert dialog.ui.byEdit.text() == "Анна" and not dialog.ui.byEdit.isEnabled()
    qtbot.wait(20)
    assert dialog.grab().save(str(tmp_path / "close-stage-closed.png"))
    assert store.stage_closings(tid)[0].through == tuple(through)


def test_a_refusal_is_shown_in_words_and_the_dialog_stays(
    qtbot: Any, store: Store, workspace: TournamentWorkspace, dialogs: list[tuple[str, str]]
) -> None:
    tid = workspace.tournament_id
    dialog = open_dialog(qtbot, workspace, "semifinal")
    dialog.spins["p15"].setValue(1)
    dialog.spins["p16"].setValue(2)
    # Another window closed the stage meanwhile.
    store.record_stage_closing(
        tid,
        "semifinal",
        [*THROUGH_BEFORE_LOT, "p15"],
        [{"players": ["p15", "p16"], "order": ["p15", "p16"]}],
        "x",
    )
    dialog.confirm.click()
    assert dialogs and dialogs[0][0] == "warning" and "stage semifinal was entered already" in dialogs[0][1]
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert len(store.stage_closings(tid)) == 1


def test_the_first_stage_cannot_be_closed_into(
    qtbot: Any, workspace: TournamentWorkspace, dialogs: list[tuple[str, str]]
) -> None:
    assert not close_stage(None, workspace, "qualifying")
    assert dialogs == [
        ("warning", "--stage qualifying: the first stage is entered by everybody; name a later one")
    ]
