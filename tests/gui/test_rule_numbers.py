"""No rule number typed into GUI text: a ruleset that removes at 5 fouls, shortens a 3-foul speech to 20 s
at 3 living players or gives tied candidates 45 s says so on screen, in the dialogs and on the protocol."""

from __future__ import annotations

from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game
from PySide6.QtCore import Qt

from mafia_desk.game import EndSpeech, Game, Nominate, Roles, Seat, Vote, load_game_ruleset
from mafia_desk.game.model import Phase
from mafia_desk.gui import game_session, host_text, i18n
from mafia_desk.gui.protocol_builder import build_sheet
from mafia_desk.gui.seat_table_model import COL_FOULS

OPTIONS = {
    "fouls_for_removal": 5,
    "third_foul_short_speech_seconds": 20,
    "short_table_living": 3,
    "tie_speech_seconds": 45,
}


def test_ordinals_in_english_and_russian(qapp: Any) -> None:
    assert [host_text.ordinal(n) for n in (1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101)] == [
        "1st", "2nd", "3rd", "4th", "5th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
    ]  # fmt: skip
    assert i18n.install_translators(qapp, "ru")
    try:
        assert [host_text.ordinal(n) for n in (3, 4, 5)] == ["3-й", "4-й", "5-й"]
    finally:
        i18n.install_translators(qapp, "en")


def test_the_tie_speech_length_is_the_engines(qapp: Any) -> None:
    seats = [Seat(i, NAMES[i - 1], f"p{i:02}") for i in range(1, 11)]
    game = Game(load_game_ruleset("fiim", {"tie_speech_seconds": 45}), seats, version=1)
    game.apply(Roles(don=3, mafia=(5, 8), sheriff=7))
    game.apply(Nominate((4,)))
    game.apply(EndSpeech())
    game.apply(Nominate((6,)))
    while game.state.phase.kind is Phase.DAY_SPEECH:
        game.apply(EndSpeech())
    game.apply(Vote((1, 2, 3, 5, 7)))  # 5 for 4, the other 5 for 6 (a version-1 game counts them): a tie
    assert game.state.phase.kind is Phase.TIE_SPEECH and game.state.speech_seconds == 45
    assert host_text.describe_next(game.state) == "Enter gives seat 4 45 seconds as a tied candidate."


@pytest.fixture
def five_foul_game(monkeypatch: pytest.MonkeyPatch) -> None:
    real = game_session.load_game_ruleset
    monkeypatch.setattr(
        game_session, "load_game_ruleset", lambda rid, options: real(rid, {**options, **OPTIONS})
    )


def test_fouls_follow_the_ruleset(
    qtbot: Any,
    window: Any,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[tuple[str, str]],
    five_foul_game: None,
) -> None:
    host: Host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    host.enter()
    assert host.phase is Phase.DAY_SPEECH
    tip = host.screen.model.index(0, COL_FOULS).data(Qt.ItemDataRole.ToolTipRole)
    assert (
        tip == "Click: +1 foul. The 3rd costs the next speech (20 s at 3 players or fewer); the 5th removes."
    )
    for _ in range(3):
        host.foul(6)
    assert "Seat 6: 3rd foul — the next speech is lost." in host.status()
    host.foul(6)  # a 4th foul removes nobody here, so nothing asks
    assert str(host.state.status(6)) == "alive" and not [t for k, t in dialogs if k == "question"]
    host.foul(6)
    assert [t for k, t in dialogs if k == "question"] == [
        f"A 5th foul removes seat 6 ({NAMES[5]}) from the game. Give it?"
    ]
    assert str(host.state.status(6)) == "removed"
    sheet = build_sheet(window.session.game)
    assert sheet.seats[5].outcome == "removed (5 fouls), day 1"
