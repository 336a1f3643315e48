"""A drawn game by keys (rfm-2026: three nights in a row with nobody shot or voted out): the host reads the
draw, Backspace takes it back and the host plays it again, the hall shows it only at the end, and the
tournament stores `winner: "draw"` (docs/rulesets.md, "The draw")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from draw_table import rfm_tournament, start_from_the_draw
from gui_driver import Host, finish_with_judge
from PySide6.QtPdf import QPdfDocument

from mafia_desk.game import game_from_log_dict
from mafia_desk.game.hall_view import hall_view
from mafia_desk.game.model import Outcome, Phase
from mafia_desk.gui import host_words
from mafia_desk.gui.display.overlay_feed import hall_labels
from mafia_desk.gui.protocol_text import sheet_text
from mafia_desk.reports.protocol_pdf import write_protocol_pdf

DRAW_LINE = "Draw: three nights in a row with nobody leaving."


def _quiet_day_and_night(host: Host) -> None:
    """Nobody nominated all day, then the mafia misses and both checks are skipped: − three times."""
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.NIGHT_SHOT, host.status()
    host.minus()
    if host.phase is Phase.DON_CHECK:
        host.minus()
    if host.phase is Phase.SHERIFF_CHECK:
        host.minus()


def test_three_quiet_nights_end_in_a_draw_that_the_tournament_stores(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    tid = rfm_tournament(store)
    host = start_from_the_draw(qtbot, window, monkeypatch)
    host.seats(1, 2, 3, 4)  # don 1, mafia 2 and 3, sheriff 4
    _quiet_day_and_night(host)
    _quiet_day_and_night(host)
    assert host.phase is Phase.DAY_SPEECH and host.state.phase.day == 3
    host.enter_while(Phase.DAY_SPEECH)
    assert hall_labels(hall_view(window.session.game)).get("winner") is None  # nothing yet for the hall
    host.minus()  # the third miss

    assert host.phase is Phase.FINISHED and host.state.outcome is Outcome.DRAW
    assert host.state.winner is None
    assert host.status().startswith(DRAW_LINE)
    assert "Winner" not in host.status()
    assert host_words.host_words(host.state) == "The game is over: a draw."
    hall = hall_view(window.session.game)
    assert hall.result is not None and hall.result.winner == "draw"
    assert hall_labels(hall)["winner"] == "Draw"

    host.undo()  # the judge disagrees: the night is open again
    assert host.phase is Phase.NIGHT_SHOT and host.state.outcome is None
    assert hall_view(window.session.game).result is None
    host.minus()  # the same miss: the draw again
    assert host.state.outcome is Outcome.DRAW

    dialog = finish_with_judge(qtbot, window, monkeypatch, [])
    assert dialog is not None and dialog.ui.errorLabel.text() == ""
    assert dialog.ui.winnerLabel.text() == "Draw: three nights in a row with nobody leaving"
    game_id = window.session.game_id
    assert store.game_info(game_id).finished_at is not None
    assert game_from_log_dict(store.load_game_log(game_id)).state.outcome is Outcome.DRAW
    games = store.export_tournament(tid)["games"]
    assert [(g["winner"], g["ended_by"]) for g in games] == [("draw", "three_nights")]
    sheet = window.protocol_sheet()
    assert sheet is not None and sheet.winner == "draw"
    text = sheet_text(sheet)
    assert "Draw (three nights in a row with nobody leaving)" in text and "Won:" not in text
    pdf = QPdfDocument()
    path = write_protocol_pdf(sheet, tmp_path / "protocol.pdf")
    assert pdf.load(str(path)) == QPdfDocument.Error.None_
    assert "Nobody: a draw" in pdf.getAllText(0).text()
