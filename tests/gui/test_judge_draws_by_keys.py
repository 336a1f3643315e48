"""The judge's decision may be a draw under a ruleset with draws (rfm-2026: spec 8.17, reg. 5.22): the host
offers it in the "Judge's decision…" dialog, Backspace takes it back, and the tournament stores
`winner: "draw"`, `ended_by: "judge"` with the reason; under fiim the dialog offers no draw
(docs/rulesets.md, "The draw")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs, Shown
from draw_table import rfm_tournament, start_from_the_draw
from gui_driver import NAMES, finish_with_judge, start_club_game
from PySide6.QtPdf import QPdfDocument

from mafia_desk.game import game_from_log_dict
from mafia_desk.game.hall_view import hall_view
from mafia_desk.game.model import EndedBy, Outcome, Phase
from mafia_desk.gui import host_words
from mafia_desk.gui.display.overlay_feed import hall_labels
from mafia_desk.gui.protocol_text import sheet_text
from mafia_desk.reports.protocol_pdf import write_protocol_pdf

REASON = "disputed situation: judge's decision"
TEAMS = ["Red (civilians)", "Black (mafia)"]
DRAW = "Draw (nobody wins)"


def test_the_host_records_the_judge_s_draw_and_the_tournament_stores_it(
    qtbot: Any,
    window: Any,
    store: Any,
    monkeypatch: pytest.MonkeyPatch,
    fake_dialogs: ScriptedDialogs,
    tmp_path: Path,
) -> None:
    tid = rfm_tournament(store)
    host = start_from_the_draw(qtbot, window, monkeypatch)
    host.seats(1, 2, 3, 4)  # don 1, mafia 2 and 3, sheriff 4
    assert host.phase is Phase.DAY_SPEECH
    offered: list[Shown] = []

    def pick_the_draw(shown: Shown) -> str:
        offered.append(shown)
        return DRAW

    fake_dialogs.choices.extend([pick_the_draw, REASON])
    host.click(host.screen.ui.judgeButton)
    assert list(offered[0].items) == [*TEAMS, DRAW]
    asked = [s for s in fake_dialogs.shown if s.kind == "question"][-1]
    assert asked.text == f"The judge declares a draw: {REASON}. This ends the game. Record it?"
    assert asked.default_no

    state = host.state
    assert host.phase is Phase.FINISHED
    assert (state.outcome, state.winner, state.ended_by) == (Outcome.DRAW, None, EndedBy.JUDGE)
    assert host.status().startswith(f"Draw: awarded by the judge: {REASON}.")
    assert "Winner" not in host.status()
    assert host_words.host_words(state) == "The game is over: a draw."
    hall = hall_view(window.session.game)
    assert hall.result is not None and hall.result.winner == "draw"
    assert hall_labels(hall)["winner"] == "Draw"

    host.undo()  # the decision taken back: the day goes on
    assert host.phase is Phase.DAY_SPEECH and host.state.outcome is None
    assert hall_view(window.session.game).result is None
    fake_dialogs.choices.extend([DRAW, REASON])
    host.click(host.screen.ui.judgeButton)
    assert host.state.outcome is Outcome.DRAW

    dialog = finish_with_judge(qtbot, window, monkeypatch, [])
    assert dialog is not None and dialog.ui.errorLabel.text() == ""
    assert dialog.ui.winnerLabel.text() == f"Draw: awarded by the judge: {REASON}"
    game_id = window.session.game_id
    assert store.game_info(game_id).finished_at is not None
    replayed = game_from_log_dict(store.load_game_log(game_id)).state
    assert (replayed.outcome, replayed.ended_by) == (Outcome.DRAW, EndedBy.JUDGE)
    games = store.export_tournament(tid)["games"]
    assert [(g["winner"], g["ended_by"], g["reason"]) for g in games] == [("draw", "judge", REASON)]
    (stored,) = store.load_tournament(tid).games
    assert stored.drawn and stored.ended_by is EndedBy.JUDGE
    sheet = window.protocol_sheet()
    assert sheet is not None and sheet.winner == "draw"
    text = sheet_text(sheet)
    assert f"Draw (awarded by the judge: {REASON})" in text and "Won:" not in text
    pdf = QPdfDocument()
    path = write_protocol_pdf(sheet, tmp_path / "protocol.pdf")
    assert pdf.load(str(path)) == QPdfDocument.Error.None_
    assert "Nobody: a draw" in pdf.getAllText(0).text()


def test_the_judge_s_dialog_offers_no_draw_under_fiim(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch, ruleset="fiim")
    host.seats(1, 2, 3, 4)
    offered: list[Shown] = []

    def cancel(shown: Shown) -> None:
        offered.append(shown)

    fake_dialogs.choices.append(cancel)
    host.click(host.screen.ui.judgeButton)
    assert list(offered[0].items) == TEAMS
    assert offered[0].text == "The judge awards the win to:"
    assert not host.state.finished and host.phase is Phase.DAY_SPEECH
