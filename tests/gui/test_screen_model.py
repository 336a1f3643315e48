"""The game screen as a pushed view (issue 11): one table of phases, one frozen screen model per host input,
one redraw per key press, the engine played once for one real step, state looks by property."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from gui_driver import NAMES, Host, painted_background, start_club_game
from PySide6.QtCore import QModelIndex, Qt

from mafia_desk.game.game import Game
from mafia_desk.game.model import Phase
from mafia_desk.gui import i18n, palette
from mafia_desk.gui.phase_ui import PHASE_UI
from mafia_desk.gui.screen_model import Look


def test_every_phase_has_its_screen_entry() -> None:
    assert set(PHASE_UI) == set(Phase)
    for phase, ui in PHASE_UI.items():
        assert ui.title_for(2, 1), phase
        # a seat key that feeds an action is explained on screen, and − means something at night
        assert bool(ui.hint) == bool(ui.digit) == (ui.seats is not None), phase
        if phase.is_night:
            assert ui.none is not None, phase


def _redraws(host: Host) -> list[object]:
    drawn: list[object] = []
    host.window.controller.changed.connect(lambda *screen: drawn.append(screen[0] if screen else None))
    return drawn


def test_every_key_press_redraws_once_a_third_foul_included(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    drawn = _redraws(host)
    host.seats(3, 6, 9, 1)  # the 4th pick records the roles: still one redraw for that press
    assert len(drawn) == 4
    for n in range(1, 4):
        host.foul(5)
        assert len(drawn) == 4 + n, f"foul {n}"
    assert "3rd foul" in host.window.controller.input.notice  # the notice and the event in that one redraw
    host.seat(4)
    host.enter()
    assert len(drawn) == 9
    assert drawn[-1] is host.window.controller.screen


def test_enter_in_the_speeches_plays_the_engine_once(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)
    steps: list[object] = []
    push = Game._push

    def counted(game: Game, event: Any) -> None:
        steps.append(event)
        push(game, event)

    monkeypatch.setattr(Game, "_push", counted)
    for speaker in (2, 3, 4):
        steps.clear()
        host.enter()
        assert host.state.current_speaker == speaker
        assert len(steps) == 1, f"Enter to seat {speaker} played {len(steps)} engine steps"
    assert "Next speakers: 5, 6, 7, 8, 9, 10" in host.screen.ui.queueLabel.text()
    assert host.status() == "Seat 4 speaks. Enter gives the floor to seat 5."


def _to_the_vote(host: Host) -> None:
    """Seat 1 nominates 4, seat 2 nominates 5: after the speeches the vote on 4 opens."""
    host.seat(4)
    host.enter()
    host.seat(5)
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.VOTE


def test_the_screen_model_is_frozen_and_the_table_redraws_only_changed_rows(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)
    screen = host.window.controller.screen
    with pytest.raises(dataclasses.FrozenInstanceError):
        screen.status = "changed"  # type: ignore[misc]
    _to_the_vote(host)
    model = host.screen.model
    spans: list[tuple[int, int]] = []
    resets: list[bool] = []
    model.dataChanged.connect(lambda a, b, _roles=(): spans.append((a.row(), b.row())))
    model.modelReset.connect(lambda: resets.append(True))
    host.seat(7)  # one vote marked: the voter's row and the candidate's count change, nothing else
    assert spans == [(3, 6)] and resets == []
    assert model.rows == host.window.controller.screen.rows
    assert model.rows[6].look is Look.PICKED
    assert model.data(model.index(6, 0, QModelIndex())) == "7"


def test_state_styles_are_looks_the_palette_colours(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    sheet = host.screen.ui.statusLine.styleSheet()
    host.seats(3, 6, 9, 1)
    host.minus()  # refused in a speech
    line = host.screen.ui.statusLine
    assert line.property("look") == "refusal"
    assert line.palette().color(line.backgroundRole()).name() == palette.REFUSAL
    assert line.styleSheet() == sheet  # the state is a property, the sheet is never edited
    timer = host.screen.ui.timerLabel
    assert timer.property("look") == ""  # a speech: the timer is armed
    _to_the_vote(host)
    assert timer.property("look") == "idle"


def test_a_ballot_marks_seats_and_counts_without_moving_the_panel(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)
    buttons = host.screen.seat_buttons
    strip = host.screen.ui.ballotStrip
    empty_height = strip.sizeHint().height()
    _to_the_vote(host)
    assert strip.text().endswith("0 of 10 votes cast") and "4: 0" in strip.text()
    unpicked = painted_background(buttons[6])
    host.seat(7)  # a key marks 7 ...
    host.click_seat(8)  # ... and so does a click
    assert [n for n, b in enumerate(buttons, start=1) if b.isChecked()] == [7, 8]
    assert painted_background(buttons[6]) == palette.PICKED != unpicked
    host.click_seat(8)  # a second click takes the mark back, on the screen as in the controller
    assert not buttons[7].isChecked() and host.window.controller.input.staged.votes == (7,)
    below = host.screen.ui.allRestButton.geometry()
    host.enter()  # 7's vote recorded for 4; 5, the last candidate, takes every hand still up
    picked = host.window.controller.screen.seats_picked
    assert host.phase is Phase.VOTE and 7 not in picked and picked
    assert {n for n, b in enumerate(buttons, start=1) if b.isChecked()} == set(picked)
    assert strip.text() == "Candidate / votes 4: 1  5: 9 · 10 of 10 votes cast"
    assert painted_background(buttons[6]) == unpicked
    # the strip is as tall empty as full: a count never moves the buttons under it
    assert strip.sizeHint().height() == empty_height and host.screen.ui.allRestButton.geometry() == below


def _unfitted(table: Any) -> dict[int, tuple[int, int]]:
    """Columns narrower than their widest cell or header (the last one takes the rest of the width)."""
    header = table.horizontalHeader()
    out = {}
    for column in range(table.model().columnCount() - 1):
        wanted = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        if table.columnWidth(column) < wanted:
            out[column] = (table.columnWidth(column), wanted)
    return out


def test_the_columns_fit_their_texts_after_each_change_and_a_language_switch(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The columns are measured when their texts change, not by Qt after every change (that painted the table
    twice a key): a long note in a cell, a new nomination and the Russian headers must still fit."""
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    table = host.screen.ui.seatTable
    host.seats(3, 6, 9, 1)
    assert _unfitted(table) == {}
    for _ in range(3):
        host.foul(2)  # the 3rd foul writes "speech lost" under the dots
    host.seat(10)  # a nomination: "10" in two columns
    assert "\n" in host.window.controller.screen.rows[1].fouls
    assert _unfitted(table) == {}
    try:
        i18n.switch_language("ru")
        qtbot.waitUntil(lambda: "Кем" in str(table.model().headerData(5, Qt.Orientation.Horizontal)))
        assert "Кем" in str(table.model().headerData(5, Qt.Orientation.Horizontal))
        assert _unfitted(table) == {}
    finally:
        i18n.switch_language("en")
        qtbot.wait(10)
