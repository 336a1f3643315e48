"""Whole games driven by keys and clicks only, each checked against what the store kept."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs
from gui_driver import NAMES, Host, finish_with_judge, start_club_game
from PySide6.QtCore import Qt

from mafia_desk.game import game_from_log_dict, protocol, protocol_to_dict
from mafia_desk.game.model import Phase
from mafia_desk.gui import host_text
from mafia_desk.gui.common import dialogs


def stored_game(store: Any, game_id: int) -> Any:
    return game_from_log_dict(store.load_game_log(game_id))


def export_pdf(qtbot: Any, window: Any, tmp_path: Path) -> Path:
    target = tmp_path / "protocol.pdf"
    fake = dialogs.port()  # the scripted port conftest installed for this test
    assert isinstance(fake, ScriptedDialogs)
    fake.file = str(target)
    view = window.last_protocol
    assert view is not None, "finishing the game did not show the protocol"
    qtbot.mouseClick(view.ui.exportButton, Qt.MouseButton.LeftButton)
    return target


def test_red_win_by_keys(
    qtbot: Any,
    window: Any,
    store: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    host: Host = start_club_game(qtbot, window, NAMES, monkeypatch)
    assert "Клуб" in window.windowTitle()
    host.seats(1, 2, 3, 4)  # don 1, mafia 2 and 3, sheriff 4
    assert host.phase is Phase.DAY_SPEECH
    assert host.status() == "Seat 1 speaks. Enter gives the floor to seat 2."
    host.enter_until_speaker(5)
    host.seat(2)  # seat 5 nominates 2
    host.enter()
    host.click_seat(3)  # seat 6 nominates 3, by mouse
    assert [c.seat for c in host.state.candidates] == [2, 3]
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.VOTE and host.state.phase.candidate == 2
    host.seats(5, 6, 7, 8, 9, 10)
    assert "4 of 10" in host.screen.ui.queueLabel.text()  # votes still to cast, live
    host.enter()  # 6 votes for 2
    # G5a: the other 4 hands are shown for 3, the last candidate; Enter closes his count
    assert host.phase is Phase.VOTE and host.state.phase.candidate == 3
    assert "the 4 hands not yet given" in host.status()
    host.enter()
    assert host.phase is Phase.LAST_WORDS and host.state.current_speaker == 2
    host.enter()

    assert host.phase is Phase.NIGHT_SHOT
    host.seat(5)
    assert host.phase is Phase.DON_CHECK
    host.seat(4)
    assert "seat 4 is the sheriff" in host.status()
    host.seat(1)
    assert "seat 1 is black" in host.status()
    host.enter()  # the answer put away: the morning (a seat key now is refused)
    assert host.phase is Phase.LAST_WORDS and host.state.current_speaker == 5
    host.seats(1, 2, 3)  # best move
    assert host.state.best_move is not None and tuple(host.state.best_move.guess) == (1, 2, 3)
    host.enter()

    assert host.phase is Phase.DAY_SPEECH and host.state.phase.day == 2
    host.enter_until_speaker(4)
    host.seat(1)
    host.enter_until_speaker(6)
    host.seat(3)
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.VOTE and host.state.phase.candidate == 1
    host.plus()  # everyone left votes for 1
    host.enter()  # and the count of 3, the last candidate, closes with no hand left
    assert host.phase is Phase.LAST_WORDS and host.state.current_speaker == 1
    host.enter()

    host.seat(10)  # night 2: the mafia shoots 10; the don is out, but his turn comes as if he were not
    assert host.phase is Phase.DON_CHECK and host.state.checker_out
    host.minus()  # no check, as the host records it for a living don who checks nobody
    assert host.phase is Phase.SHERIFF_CHECK
    host.minus()
    host.enter_while(Phase.LAST_WORDS)
    assert host.phase is Phase.DAY_SPEECH and host.state.phase.day == 3
    if host.state.current_speaker == 3:
        host.enter()
    host.seat(3)  # the only candidate of a later day: every hand is his, Enter closes the vote
    host.enter_while(Phase.DAY_SPEECH, Phase.VOTE, Phase.LAST_WORDS)

    assert host.phase is Phase.FINISHED
    assert str(host.state.winner) == "red"
    assert "Winner: Red (civilians)" in host.status()
    assert host_text.win_reason(host.state) == host.state.win_reason
    dialog = finish_with_judge(qtbot, window, monkeypatch, [(4, "0.3", "Лучший игрок")])
    assert dialog is not None and dialog.ui.errorLabel.text() == ""

    game_id = window.session.game_id
    info = store.game_info(game_id)
    assert info.finished_at is not None
    saved = stored_game(store, game_id)
    assert str(saved.state.winner) == "red"
    proto = protocol_to_dict(protocol(saved))
    assert proto  # the engine rebuilds the protocol from the stored log alone
    sheet = window.protocol_sheet()
    assert sheet is not None and sheet.winner == "red"
    assert [d.out for d in sheet.days] == [(2,), (1,), (3,)]
    assert sheet.days[0].ballots[0].votes == (6, 4)
    assert [(n.night, n.shot) for n in sheet.nights] == [(1, 5), (2, 10)]
    assert sheet.best_move_seat == 5 and sheet.best_move_guess == (1, 2, 3)
    assert sheet.seats[3].extra == "+0.3"
    assert sheet.seats[0].player == "Ганс" and sheet.seats[0].role == "Don"
    pdf = export_pdf(qtbot, window, tmp_path)
    assert pdf.read_bytes().startswith(b"%PDF")


def test_black_win_by_keys(qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch, title="Вечер")
    host.seats(8, 9, 10, 1)  # don 8, mafia 9 and 10, sheriff 1
    host.enter_while(Phase.DAY_SPEECH)  # day 1: nobody nominated, so no vote
    assert host.phase is Phase.NIGHT_SHOT
    host.click_seat(1)  # the sheriff is shot
    assert host.phase is Phase.DON_CHECK
    check_seconds = host.state.speech_seconds
    assert (
        check_seconds > 0 and window.controller.timer.duration_seconds == check_seconds
    )  # the ruleset's time
    host.seat(1)  # the don finds him
    assert "seat 1 is the sheriff" in host.status()
    host.seat(8)  # the sheriff shot tonight still checks
    assert "seat 8 is black" in host.status()
    host.enter()  # the answer put away: the morning (a seat key now is refused)
    assert host.phase is Phase.LAST_WORDS and host.state.current_speaker == 1
    host.seats(8, 9, 10)
    host.enter()

    assert host.phase is Phase.DAY_SPEECH and host.state.phase.day == 2
    first = host.state.current_speaker
    host.seat(2 if first != 2 else 3)
    gone = 2 if first != 2 else 3
    host.enter_while(Phase.DAY_SPEECH, Phase.VOTE, Phase.LAST_WORDS)  # a lone candidate: Enter closes
    assert str(host.state.status(gone)) == "voted_out"
    assert host.phase is Phase.NIGHT_SHOT
    shot = 4 if gone != 4 else 5
    host.seat(shot)
    host.seat(2 if gone != 2 else 3)  # the don checks someone
    host.enter()  # the don's answer is put away
    assert host.phase is Phase.SHERIFF_CHECK and host.state.checker_out  # the sheriff was shot on night 1
    host.seat(9)  # whatever he points at, no check is recorded
    assert host.state.night_results[-1].sheriff_check is None
    host.enter_while(Phase.LAST_WORDS)
    assert host.phase is Phase.DAY_SPEECH and host.state.phase.day == 3
    reds_alive = [s for s in host.state.living if s not in (8, 9, 10)]
    target = reds_alive[0] if reds_alive[0] != host.state.current_speaker else reds_alive[1]
    host.seat(target)
    host.enter_while(Phase.DAY_SPEECH, Phase.VOTE)  # a lone candidate: Enter closes his vote
    assert host.phase is Phase.FINISHED and str(host.state.winner) == "black"
    assert host_text.win_reason(host.state) == host.state.win_reason  # in English, the engine's own words
    assert host.state.win_reason in host.status()
    dialog = finish_with_judge(qtbot, window, monkeypatch, [(8, "0.5", "Дон провёл игру")])
    assert dialog is not None and dialog.ui.errorLabel.text() == ""
    game_id = window.session.game_id
    assert store.game_info(game_id).finished_at is not None
    saved = stored_game(store, game_id)
    assert str(saved.state.winner) == "black"
    sheet = window.protocol_sheet()
    assert sheet is not None and sheet.winner == "black"
    assert sheet.nights[0].shot == 1 and sheet.nights[0].don_found_sheriff is True
    assert sheet.nights[0].sheriff_check == 8 and sheet.nights[0].sheriff_found_black is True
    assert sheet.best_move_seat == 1 and sheet.best_move_guess == (8, 9, 10)
    assert sheet.seats[7].points != "" and sheet.seats[0].points != ""


def test_tie_lift_all_and_removal_by_fouls(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch, dialogs: list[tuple[str, str]]
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch, title="Турнир клуба")
    host.seats(8, 9, 10, 7)  # don 8, mafia 9 and 10, sheriff 7
    host.seat(3)  # seat 1 nominates 3
    host.enter()
    host.seat(4)  # seat 2 nominates 4
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.VOTE
    host.seats(1, 2, 3, 4, 5)
    host.enter()  # 5 for 3
    host.enter()  # the other 5 for 4, the last candidate: a tie
    assert host.phase is Phase.TIE_SPEECH
    assert host.state.speech_seconds == 30
    host.enter_while(Phase.TIE_SPEECH)
    assert host.phase is Phase.REVOTE
    host.seats(1, 2, 3, 4, 5)
    host.enter()  # 5 for 3
    host.enter()  # the other 5 for 4: the same tie again, the lift-all vote
    assert host.phase is Phase.LIFT_VOTE
    host.plus()  # all ten lift both
    assert str(host.state.status(3)) == "voted_out" and str(host.state.status(4)) == "voted_out"
    host.enter_while(Phase.LAST_WORDS)
    assert host.phase is Phase.NIGHT_SHOT
    host.seat(1)
    host.minus()  # the don does not check
    host.minus()  # nor does the sheriff
    host.enter_while(Phase.LAST_WORDS)
    assert host.phase is Phase.DAY_SPEECH and host.state.phase.day == 2

    host.foul(5)
    host.click_foul_cell(5)  # a click on the fouls cell is a foul too
    host.foul(5)
    assert host.state.fouls(5) == 3
    assert "speech lost" in host.screen.model.index(4, 3).data()
    host.foul(5)  # the 4th asks to confirm, then removes
    assert any("4th foul" in text for kind, text in dialogs if kind == "question")
    assert str(host.state.status(5)) == "removed"
    assert host.phase is Phase.FINISHED and str(host.state.winner) == "black"
    dialog = finish_with_judge(qtbot, window, monkeypatch, [])
    assert dialog is not None and dialog.ui.errorLabel.text() == ""
    game_id = window.session.game_id
    assert store.game_info(game_id).finished_at is not None
    saved = stored_game(store, game_id)
    assert str(saved.state.status(5)) == "removed" and str(saved.state.winner) == "black"
    sheet = window.protocol_sheet()
    assert sheet is not None
    day1 = sheet.days[0]
    assert [b.votes for b in day1.ballots] == [(5, 5), (5, 5)]
    assert day1.lift_all_for == 10 and day1.out == (3, 4)
    assert sheet.seats[4].fouls == 4 and "removed" in sheet.seats[4].outcome
