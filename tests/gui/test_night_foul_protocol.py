"""Issue 38's leftover: a foul the judge gives while the sheriff's answer is up (the night's checks, before
the town wakes) is the night's on the protocol, not the next day's, though the engine holds the morning from
the check on; a foul after the answer is put away is the day's. Driven by the host's keys, read back from the
store's log."""

from __future__ import annotations

from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game

from mafia_desk.game import game_from_log_dict, protocol, protocol_to_dict
from mafia_desk.game.model import Phase
from mafia_desk.gui.protocol_builder import build_sheet


def test_a_foul_during_the_night_check_is_the_nights(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host: Host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)  # don 1, mafia 2 and 3, sheriff 4
    host.enter_while(Phase.DAY_SPEECH)  # a day without nominations: night falls
    assert host.phase is Phase.NIGHT_SHOT
    host.seat(5)  # the shot
    host.seat(4)  # the don checks 4
    host.enter()  # his answer put away: the sheriff's turn
    assert host.phase is Phase.SHERIFF_CHECK
    host.seat(1)  # the sheriff checks 1: "black"; the engine is in the morning now
    assert window.controller.input.answer is not None and not host.phase.is_night
    host.foul(7)  # the judge's foul, the sheriff's answer still up
    assert window.controller.input.answer is not None  # a judge's key leaves the answer up
    host.enter()  # the answer put away: the town wakes
    assert host.phase is Phase.LAST_WORDS and host.state.current_speaker == 5
    host.foul(8)  # in the victim's morning words: the day's
    host.minus()  # no best move
    host.enter()

    game = game_from_log_dict(store.load_game_log(window.session.game_id))
    p = protocol_to_dict(protocol(game))
    (night,) = p["nights"]  # type: ignore[misc]
    day_two = p["days"][1]  # type: ignore[index]
    assert night["fouls"] == [7] and day_two["fouls"] == [8]
    assert p["days"][0]["fouls"] == []  # type: ignore[index]
    sheet = build_sheet(game)
    assert {s.seat: s.fouls for s in sheet.seats}[7] == 1  # the sheet's own box, per player
