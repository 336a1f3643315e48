"""The ballot on the game screen (issue 9): the last candidate's hands are pre-filled and Enter closes his
count (G5a); 0 votes is an explicit key, never an empty Enter; after each ballot the screen says how it ended
until the next action, and the day's votes stay in the seat table until the night."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game
from PySide6.QtCore import Qt

from mafia_desk.game.model import Phase
from mafia_desk.gui import i18n, screen_build
from mafia_desk.gui.seat_table_model import COL_VOTED, COL_VOTES

CYRILLIC = re.compile("[а-яА-ЯёЁ]")


def _table(host: Host, seat: int, col: int) -> str:
    return str(host.screen.model.index(seat - 1, col).data() or "")


def _day_one_ballot(host: Host) -> None:
    """Don 8, mafia 9 and 10, sheriff 7; seat 1 nominates 3, seat 2 nominates 4; the vote on 3 opens."""
    host.seats(8, 9, 10, 7)
    host.seat(3)
    host.enter()
    host.seat(4)
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.VOTE and host.state.phase.candidate == 3


def test_the_last_candidate_is_pre_filled_with_every_hand_left_and_enter_closes_it(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _day_one_ballot(host)
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    controller = window.controller
    assert host.phase is Phase.VOTE and host.state.phase.candidate == 4
    assert sorted(controller.input.staged.votes) == [6, 7, 8, 9, 10]
    assert (
        "Last candidate, seat 4: the 5 hands not yet given are his. Enter closes the vote." in host.status()
    )
    assert _table(host, 4, COL_VOTES) == "5" and _table(host, 3, COL_VOTES) == "5"
    assert "Enter closes the vote" in host.screen.ui.phaseHint.text()
    assert "Enter closes the vote" in host.screen.ui.keyHintsLabel.text()
    events = store.game_info(window.session.game_id).events
    host.seat(6)  # a hand cannot be taken from the last candidate
    assert controller.input.notice_is_refusal and "last candidate" in host.status()
    assert sorted(controller.input.staged.votes) == [6, 7, 8, 9, 10]
    host.undo()  # undo takes back the vote for 3, not a pre-filled hand
    assert host.state.phase.candidate == 3
    assert store.game_info(window.session.game_id).events == events - 1
    host.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)  # redo
    assert host.state.phase.candidate == 4 and sorted(controller.input.staged.votes) == [6, 7, 8, 9, 10]
    host.enter()
    assert host.phase is Phase.TIE_SPEECH
    stored = store.load_game_log(window.session.game_id)
    assert stored["version"] == 3
    assert stored["events"][-1] == {"type": "vote", "seats": [6, 7, 8, 9, 10]}


def test_enter_on_a_ballot_with_nobody_marked_is_refused_and_minus_records_zero(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _day_one_ballot(host)
    events = store.game_info(window.session.game_id).events
    host.enter()
    assert host.phase is Phase.VOTE and host.state.phase.candidate == 3
    assert store.game_info(window.session.game_id).events == events
    assert window.controller.input.notice_is_refusal
    assert "Nobody is marked for seat 3" in host.status() and "− for 0 votes" in host.status()
    host.minus()  # 0 votes for 3, said explicitly
    assert host.state.phase.candidate == 4 and host.state.ballot[0] == (3, ())
    assert "the 10 hands not yet given" in host.status()


def test_each_ballot_says_how_it_ended_until_the_next_action(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _day_one_ballot(host)
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    host.enter()
    assert host.status().startswith("5 : 5 — tie between seats 3, 4  ·  Seat 3 speaks.")
    host.enter()  # the next action: the tally is gone
    assert "5 : 5" not in host.status()
    host.enter_while(Phase.TIE_SPEECH)
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    host.enter()
    assert host.phase is Phase.LIFT_VOTE
    assert host.status().startswith("5 : 5 — tied again (3, 4): vote to lift all")
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    assert host.phase is Phase.NIGHT_SHOT
    assert host.status().startswith("Lift all: 5 of 10 for: nobody leaves")


def test_the_winner_of_a_ballot_and_the_days_votes_stay_on_the_table_until_night(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _day_one_ballot(host)
    host.seats(1, 2, 4, 5, 6, 7)
    host.enter()
    host.enter()
    assert host.phase is Phase.LAST_WORDS and host.state.current_speaker == 3
    assert host.status().startswith("6 : 4 — seat 3 leaves with 6 votes")
    assert (_table(host, 3, COL_VOTES), _table(host, 4, COL_VOTES)) == ("6", "4")
    assert _table(host, 1, COL_VOTED) == "→ 3" and _table(host, 8, COL_VOTED) == "→ 4"
    host.enter()  # the last words end: night falls, the votes leave the table
    assert host.phase is Phase.NIGHT_SHOT
    assert _table(host, 3, COL_VOTES) == "" and _table(host, 1, COL_VOTED) == ""
    assert "6 : 4" not in host.status()


def test_a_removal_while_the_last_candidate_is_counted_stops_the_vote(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, dialogs: list[tuple[str, str]]
) -> None:
    """G5a: the 4th foul while the hands for the last candidate are up acts during the vote (fiim G1)."""
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _day_one_ballot(host)
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    assert host.state.closes_ballot
    for _ in range(4):
        host.foul(6)
    assert any("4th foul" in text for kind, text in dialogs if kind == "question")
    assert str(host.state.status(6)) == "removed"
    assert str(host.state.status(3)) == "alive" and str(host.state.status(4)) == "alive"
    assert host.phase is Phase.NIGHT_SHOT
    # the notice first, saying what the removal did to the vote, then the line with the tally
    assert host.status() == "Seat 6 is removed: 4th foul. The vote is stopped: nobody leaves by vote today."
    assert screen_build.status_line(window.controller.view(), window.controller.input).startswith(
        "5 : – — stopped by a removal  ·  no vote: seat 6 was removed during the vote  ·  Night 1."
    )


def test_day_one_with_one_candidate_says_there_is_no_vote(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(8, 9, 10, 7)
    host.seat(4)
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.NIGHT_SHOT
    # a line starts with a capital, though the engine's phrase is made to stand inside a sentence
    assert host.status().startswith("No vote: seat 4 was the only candidate on day 1  ·  Night 1.")


def _three_tied_at_nine(host: Host) -> None:
    """Day 1 without nominations; the mafia shoots its own seat 9; day 2 (9 living) ties 3, 4 and 5 at 3
    votes each, twice."""
    host.seats(8, 9, 10, 7)
    host.enter_while(Phase.DAY_SPEECH)
    host.seat(9)
    host.minus()
    host.minus()
    host.enter_while(Phase.LAST_WORDS)
    assert host.state.phase.day == 2 and len(host.state.living) == 9
    for speaker, nominee in ((2, 3), (3, 4), (4, 5)):
        host.enter_until_speaker(speaker)
        host.seat(nominee)
    host.enter_while(Phase.DAY_SPEECH)
    for _ in range(2):
        host.seats(1, 2, 3)
        host.enter()
        host.seats(4, 5, 6)
        host.enter()
        host.enter()  # the last candidate's 3 hands: 7, 8, 10
        host.enter_while(Phase.TIE_SPEECH)


def test_three_tied_at_nine_cannot_be_lifted_and_the_screen_says_so(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _three_tied_at_nine(host)
    assert host.phase is Phase.NIGHT_SHOT
    assert host.status().startswith(
        "3 : 3 : 3 — tied again: at 9 living players three or more tied may not be lifted; nobody leaves"
    )


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    assert i18n.install_translators(qapp, "ru")
    try:
        yield
    finally:
        i18n.install_translators(qapp, "en")


def test_the_ballot_speaks_russian(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, russian: None
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _day_one_ballot(host)
    host.enter()
    assert host.status() == "За место 3 никто не отмечен: нажмите голосующих или − для 0 голосов."
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    assert host.status().startswith("Последний кандидат, место 4")
    host.enter()
    tally = host.status().split("  ·  ")[0]
    assert tally.startswith("5 : 5 — ") and CYRILLIC.search(tally)
    assert not re.search(r"[A-Za-z]{2,}", tally), tally
