"""The game screen's edge cases a host met: the protocol, undo, the key hints and sheet, the judge's award."""

from __future__ import annotations

from typing import Any

import pytest
from dialog_script import ScriptedDialogs
from gui_driver import NAMES, Host, start_club_game
from PySide6.QtCore import Qt

from mafia_desk.game.model import Phase


def _day_two_vote_on_the_last_candidate(host: Host) -> None:
    """Day 1: nobody nominated; night 1 kills seat 7; day 2: seats 4 and 9 nominated, seat 1 with 3 fouls,
    2 votes for 4, the last candidate 9's count pre-filled and still open."""
    host.seats(2, 4, 6, 8)  # don 2, mafia 4 and 6, sheriff 8
    host.enter_while(Phase.DAY_SPEECH)
    host.seat(7)  # the shot
    host.minus()  # the don does not check
    host.enter()
    host.minus()  # the sheriff does not check
    host.enter()
    host.enter_while(Phase.LAST_WORDS)
    host.seat(4)  # seat 2 nominates 4
    host.enter()
    host.seat(9)  # seat 3 nominates 9
    for _ in range(3):
        host.foul(1)
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.VOTE
    host.seats(2, 3)
    host.enter()
    assert host.state.phase.candidate == 9


def test_the_protocol_gives_no_count_to_a_candidate_whose_vote_a_removal_stopped(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sheet printed "0" under seat 9, whose hands were never counted (the screen said "2 : –")."""
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _day_two_vote_on_the_last_candidate(host)
    host.foul(1)
    sheet = window.protocol_sheet()
    assert sheet is not None
    ballot = sheet.days[1].ballots[0]
    assert ballot.candidates == (4, 9)
    assert ballot.votes == (2, None)


def test_the_export_dialog_opens_in_the_documents_folder_even_before_it_exists(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Any, fake_dialogs: ScriptedDialogs
) -> None:
    """On an account without ~/Documents the save dialog opened in the working directory (the source tree):
    Qt names the documents folder but does not create it, and QFileDialog falls back on a missing one."""
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    documents = tmp_path / "home" / "Documents"
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _loc: str(documents))
    start_club_game(qtbot, window, NAMES, monkeypatch)
    asked: list[str] = []
    fake_dialogs.file = lambda shown: asked.append(shown.text)  # then Cancel
    view = window.show_protocol()
    qtbot.addWidget(view)
    view.export_pdf()
    assert asked and Path(asked[0]).parent == documents
    assert documents.is_dir()  # the dialog is given a folder that exists, so it opens there


def test_undoing_the_sheriffs_check_does_not_bring_back_the_days_vote_outcome(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Undo of the sheriff's check (the step into the morning) put "no vote: nobody was nominated" back in the
    night's status line: undo re-read the day's outcome as if the host had just decided it."""
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(2, 4, 6, 8)
    host.enter_while(Phase.DAY_SPEECH)
    assert "nobody was nominated" in host.status()  # what the day's end decided, said once
    host.seat(7)  # the shot
    host.minus()  # the don does not check
    host.seat(2)  # the sheriff checks seat 2: black
    host.undo()
    assert host.phase is Phase.SHERIFF_CHECK
    assert "nominated" not in host.status(), host.status()


def test_after_the_result_is_stored_the_key_hints_no_longer_offer_undo_or_fouls(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, dialogs: Any
) -> None:
    """The Undo button greys out once the result is stored, but the hint line kept "Backspace undo ·
    Ctrl+Shift+Z redo" and "Shift+1…0 foul" (both refused on a finished game)."""
    from gui_driver import finish_with_judge
    from test_host_window_details import play_to_day_two_single_candidate

    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    play_to_day_two_single_candidate(host)
    host.enter()
    host.enter()
    assert host.phase is Phase.FINISHED
    assert "foul" not in window.game_screen.ui.keyHintsLabel.text()
    monkeypatch.setattr("mafia_desk.gui.protocol_view.ProtocolView.open", lambda self: None)
    finish_with_judge(qtbot, window, monkeypatch, [])
    hints = window.game_screen.ui.keyHintsLabel.text()
    assert "undo" not in hints and "redo" not in hints, hints
    assert "F1" in hints


# --- acceptance pass 3: the night's seat buttons never show who checks ---
def test_the_checkers_own_button_is_not_greyed_and_its_press_names_no_role(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)  # don 3, mafia 6 and 9, sheriff 1
    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    host.minus()
    host.enter()
    host.enter_while(Phase.LAST_WORDS)
    host.seat(2)  # the shot
    assert host.phase is Phase.DON_CHECK
    buttons = window.game_screen.seat_buttons
    living = set(range(1, 11))  # every seat: a check at one already out (6) is recorded, G18 as amended
    assert {n for n, b in enumerate(buttons, start=1) if b.isEnabled()} == living
    host.seat(3)  # the don's own seat: refused, and the words name neither the seat's role nor the don
    assert host.phase is Phase.DON_CHECK
    assert "don" not in host.status().lower() and "himself" not in host.status()
    host.seat(5)
    host.enter()
    assert host.phase is Phase.SHERIFF_CHECK
    assert {n for n, b in enumerate(buttons, start=1) if b.isEnabled()} == living
    host.seat(1)
    assert host.phase is Phase.SHERIFF_CHECK
    assert "sheriff" not in host.status().lower() and "himself" not in host.status()


# --- acceptance pass 3: F1 names the best move's maker as the game's ruleset does ---
@pytest.mark.parametrize(("ruleset", "said"), [("fiim", "first night"), ("arctic-2016", "whichever night")])
def test_the_key_sheet_says_who_makes_the_best_move_under_the_games_ruleset(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, ruleset: str, said: str
) -> None:
    from mafia_desk.gui.shortcut_sheet import ShortcutSheet

    start_club_game(qtbot, window, NAMES, monkeypatch, ruleset=ruleset)
    shown: list[str] = []
    monkeypatch.setattr(ShortcutSheet, "exec", lambda sheet: shown.append(sheet.ui.explainLabel.text()) or 0)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert shown and said in shown[0]


# --- acceptance pass 3: the morning's last words do not print the new day as "no vote" ---
def test_the_protocol_in_the_mornings_last_words_has_no_note_for_the_day_to_come(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)
    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    host.minus()
    host.enter()
    host.enter_while(Phase.LAST_WORDS)
    host.seats(2, 5)  # the shot, the don's check
    host.enter()
    host.seat(3)  # the sheriff's check
    host.enter()  # the answer put away: the morning, seat 2's last words
    assert host.phase is Phase.LAST_WORDS and host.state.phase.day == 2
    fake_dialogs.yes = False
    sheet = window.protocol_sheet()
    assert sheet is not None
    assert [d.note for d in sheet.days if d.day == 2] in ([], [""])  # day 2's vote is still to come
    assert [d.out for d in sheet.days if d.day == 1] == [(6,)]  # day 1 is over: who left is printed


def test_the_judges_award_is_confirmed_and_no_records_nothing(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    """Both choice lists open on their first entry: Enter, Enter must not award a game nobody chose."""
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    fake_dialogs.choice = lambda shown: shown.items[0]
    fake_dialogs.yes = False
    window.controller.judge_award()
    assert not host.state.finished and host.phase is Phase.DAY_SPEECH and host.state.winner is None
    asked = [s for s in fake_dialogs.shown if s.kind == "question"]
    assert "ends the game" in asked[0].text and asked[0].default_no
    fake_dialogs.yes = True
    window.controller.judge_award()
    assert host.state.finished and host.state.winner is not None
