"""The game screen's protocol takes its start time from the store and its nominators from the engine."""

from __future__ import annotations

from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game

from mafia_desk.game.model import Phase


def test_the_protocol_of_a_running_game_shows_its_start_and_nominators(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host: Host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)  # zero night: the first event, the game's start
    host.enter_until_speaker(5)
    host.seat(2)  # seat 5 nominates 2
    host.enter()
    host.seat(3)  # seat 6 nominates 3
    assert host.phase is Phase.DAY_SPEECH
    sheet = window.protocol_sheet()
    assert sheet is not None
    first = store.game_info(window.session.game_id).first_event_at
    assert first is not None
    assert sheet.started == first.astimezone().strftime("%H:%M")
    assert sheet.ended == ""  # the game runs: its latest event is not its end
    assert sheet.days[0].nominated_by == ((2, 5), (3, 6))


def test_a_day_still_running_is_not_noted_as_no_vote(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA of issue 9: Ctrl+P mid-speeches printed "no vote" for a day whose two candidates were still to be
    voted on; the note tells how a day ended, so a day in progress has none."""
    host: Host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    host.seat(3)  # seat 1 nominates 3
    host.enter()
    host.seat(5)  # seat 2 nominates 5
    sheet = window.protocol_sheet()
    assert sheet is not None
    assert sheet.days[0].note == ""
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.VOTE
    sheet = window.protocol_sheet()
    assert sheet is not None
    assert sheet.days[0].note == ""  # the vote is open, nothing is decided yet


def test_a_lone_candidate_voted_on_day_2_has_his_count_on_the_sheet(qapp: Any) -> None:
    """Log version 2 votes on a lone day-2 candidate (G5a): the sheet shows his count, not "no vote"."""
    from gamekit import day, end_speeches, new_game, night

    from mafia_desk.game import Vote
    from mafia_desk.gui.protocol_builder import build_sheet

    game = new_game("fiim", version=2)
    day(game, {1: 5, 2: 8})
    game.apply(Vote((1, 2, 3, 4, 6, 7)))
    game.apply(Vote((5, 8, 9, 10)))
    end_speeches(game)
    night(game, 4)
    end_speeches(game)
    day(game, {3: 8})
    game.apply(Vote(game.state.living))
    sheet = build_sheet(game)
    day2 = sheet.days[1]
    assert day2.out == (8,)
    assert [(b.candidates, b.votes) for b in day2.ballots] == [((8,), (len(game.state.living) + 1,))]
    assert day2.note == ""
