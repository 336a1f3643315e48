"""The host's screen faces the table: a night-1 victim shot by his own team (black) is asked for his best
move exactly as a red victim is. Two games that differ only in the victim's team must look the same, press by
press, from the shot to the end of his last words: keys, hints, the host's words, the status line and the
clock."""

from __future__ import annotations

from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game

from mafia_desk.game.hall_view import hall_view
from mafia_desk.game.model import Phase

# (don, mafia, mafia, sheriff): seat 1 is a civilian in the first game, a mafia in the second.
RED_VICTIM = (3, 5, 8, 7)
BLACK_VICTIM = (3, 1, 8, 7)
VICTIM = 1


def window_of(qtbot: Any, store: Any) -> Any:
    from mafia_desk.gui.main_window import MainWindow

    w = MainWindow(store, resume_last=False)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def seen(host: Host) -> dict[str, object]:
    """What the table may see (the roles stay hidden: reveal is off) and what the hall's stream shows."""
    c = host.window.controller
    assert not c.input.reveal
    ui = host.screen.ui
    return {
        "model": c.screen,
        "header": ui.headerLabel.text(),
        "timer": ui.timerLabel.text(),
        "clock": c.timer.duration_seconds,
        "keys": ui.keyHintsLabel.text(),
        "seats": [b.isEnabled() for b in host.screen.seat_buttons],
        "phase": host.phase,
        "hall": hall_view(host.window.session.game, night_held=c.input.answer is not None),
    }


def morning_script(host: Host, roles: tuple[int, int, int, int]) -> list[dict[str, object]]:
    """A quiet day 1; night 1: seat 1 shot, both checks at seat 4 (the same answers in both games); the
    morning: seat 1's last words with − and undo, three picks, undo of the recorded three, three picks again,
    and Enter to the day's first speech. A snapshot after every press."""
    host.seats(*roles)
    while host.phase is Phase.DAY_SPEECH:
        host.enter()
    assert host.phase is Phase.NIGHT_SHOT
    shots = []

    def step(action: Any, *args: int) -> None:
        action(*args)
        shots.append(seen(host))

    step(host.seat, VICTIM)
    assert host.phase is Phase.DON_CHECK
    step(host.seat, 4)
    step(host.enter)
    step(host.seat, 4)
    step(host.enter)
    assert host.phase is Phase.LAST_WORDS and host.state.current_speaker == VICTIM
    assert host.state.best_move_asked == VICTIM
    step(host.minus)  # no best move ...
    step(host.undo)  # ... taken back
    for seat in (2, 4, 6):
        step(host.seat, seat)
    step(host.undo)  # takes back the recorded three
    for seat in (2, 4, 9):
        step(host.seat, seat)
    while host.phase is Phase.LAST_WORDS:
        step(host.enter)
    return shots


@pytest.mark.parametrize("declined", [False, True])
def test_a_black_victims_best_move_looks_like_a_red_ones(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch, declined: bool
) -> None:
    script = declined_script if declined else morning_script
    red_host = start_club_game(qtbot, window_of(qtbot, store), NAMES, monkeypatch)
    shots_red = script(red_host, RED_VICTIM)
    black_host = start_club_game(qtbot, window_of(qtbot, store), NAMES, monkeypatch)
    shots_black = script(black_host, BLACK_VICTIM)
    assert red_host.state.roles is not None and black_host.state.roles is not None
    assert red_host.state.roles[VICTIM].team != black_host.state.roles[VICTIM].team
    assert len(shots_red) == len(shots_black)
    for n, (a, b) in enumerate(zip(shots_red, shots_black, strict=True)):
        assert a == b, f"step {n} differs"
    # what each game recorded differs: a best move that scores, a guess that does not
    if not declined:
        red, black = red_host.state, black_host.state
        assert red.best_move is not None and red.best_move.guess == (2, 4, 9) and red.named_guess is None
        assert (
            black.named_guess is not None and black.named_guess.guess == (2, 4, 9) and black.best_move is None
        )


def declined_script(host: Host, roles: tuple[int, int, int, int]) -> list[dict[str, object]]:
    """As `morning_script` to the morning; then − (no best move) and Enter to the end of the last words."""
    host.seats(*roles)
    while host.phase is Phase.DAY_SPEECH:
        host.enter()
    host.seat(VICTIM)
    host.seat(4)
    host.enter()
    host.seat(4)
    host.enter()
    assert host.phase is Phase.LAST_WORDS
    shots = [seen(host)]
    host.minus()
    shots.append(seen(host))
    while host.phase is Phase.LAST_WORDS:
        host.enter()
        shots.append(seen(host))
    return shots


def test_the_asked_victim_hears_the_best_move_words_and_gets_its_clock(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pair above is equal; this pins what they are equal to, so two equally wrong screens fail too."""
    host = start_club_game(qtbot, window_of(qtbot, store), NAMES, monkeypatch)
    shots = morning_script(host, BLACK_VICTIM)
    rules = host.window.session.game.ruleset
    asked = shots[4]  # the morning: the sheriff's answer put away, seat 1's last words begin
    model = asked["model"]
    assert asked["phase"] is Phase.LAST_WORDS
    assert asked["clock"] == rules.best_move_seconds
    assert "Name your best move" in model.host_words  # type: ignore[attr-defined]
    assert "best-move guess" in asked["keys"]  # type: ignore[operator]
    assert "Best move: press 3 seats" in model.status  # type: ignore[attr-defined]
    assert model.seats_enabled == frozenset(range(2, 11))  # type: ignore[attr-defined]
