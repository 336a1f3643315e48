"""Issue 17, the night ritual: with the don or the sheriff out, the host's screen runs the same night, phase
by phase, as with him alive; only what the host alone reads (the roles, a check's answer) may differ."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game

from mafia_desk.game.model import Phase, SeatStatus

# Roles are (don, mafia, mafia, sheriff). In each pair seat 6 leaves on day 1: a plain mafia in the first
# game, the don (or the sheriff) in the second, so everything the table has seen is the same in both.
DON_ALIVE = (3, 6, 9, 1)
DON_OUT = (6, 3, 9, 1)
SHERIFF_ALIVE = (3, 6, 9, 1)
SHERIFF_OUT = (3, 9, 1, 6)


def window_of(qtbot: Any, store: Any) -> Any:
    from mafia_desk.gui.main_window import MainWindow

    w = MainWindow(store, resume_last=False)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def seen(host: Host) -> dict[str, object]:
    """What the table may see: the screen model without the roles, and the status line unless a check's answer
    is up (the host's own, read while the checker is awake), plus the widgets' texts and enabled buttons."""
    c = host.window.controller
    model = c.screen
    rows = tuple(dataclasses.replace(r, role="") for r in model.rows)
    shown = dataclasses.replace(model, rows=rows, status="" if c.input.answer else model.status)
    ui = host.screen.ui
    return {
        "model": shown,
        "header": ui.headerLabel.text(),
        "timer": ui.timerLabel.text(),
        "keys": ui.keyHintsLabel.text(),
        "seats": [b.isEnabled() for b in host.screen.seat_buttons],
        "phase": host.phase,
    }


def night_script(host: Host, roles: tuple[int, int, int, int], secret: list[str]) -> list[dict[str, object]]:
    """Day 1: seat 1 nominates 4, seat 2 nominates 6, 6 is voted out; night 1: the shot at 2, the don's turn
    (he points at 4), the sheriff's turn (he points at 4), the morning. A snapshot after every step."""
    host.seats(*roles)
    shots = [seen(host)]

    def step(action: Any, *args: int) -> None:
        action(*args)
        shots.append(seen(host))

    step(host.seat, 4)
    step(host.enter)
    step(host.seat, 6)
    while host.phase is Phase.DAY_SPEECH:
        step(host.enter)
    step(host.minus)
    step(host.enter)
    while host.phase is Phase.LAST_WORDS:
        step(host.enter)
    assert host.phase is Phase.NIGHT_SHOT
    step(host.seat, 2)
    assert host.phase is Phase.DON_CHECK  # the don's turn comes, alive or not
    step(host.seat, 4)
    secret.append(host.status())
    step(host.enter)
    assert host.phase is Phase.SHERIFF_CHECK  # the sheriff's too
    step(host.seat, 4)
    secret.append(host.status())
    step(host.enter)
    assert host.phase is Phase.LAST_WORDS
    return shots


@pytest.mark.parametrize(
    ("alive", "out", "who"), [(DON_ALIVE, DON_OUT, "don"), (SHERIFF_ALIVE, SHERIFF_OUT, "sheriff")]
)
def test_a_night_with_the_checker_out_looks_like_one_with_him_alive(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch, alive: Any, out: Any, who: str
) -> None:
    secrets_alive: list[str] = []
    secrets_out: list[str] = []
    first = window_of(qtbot, store)
    shots_alive = night_script(start_club_game(qtbot, first, NAMES, monkeypatch), alive, secrets_alive)
    second = window_of(qtbot, store)
    host = start_club_game(qtbot, second, NAMES, monkeypatch)
    shots_out = night_script(host, out, secrets_out)
    assert host.state.status(6) is SeatStatus.VOTED_OUT
    assert len(shots_alive) == len(shots_out)
    for n, (a, b) in enumerate(zip(shots_alive, shots_out, strict=True)):
        assert a == b, f"step {n} differs"
    # what the host alone reads: the answer, or that nothing was recorded
    night = host.state.night_results[-1]
    if who == "don":
        assert night.don_check is None and night.sheriff_check == 4
        assert secrets_out[0].startswith("Seat 4: the checker is out, so no check is recorded.")
        assert secrets_alive[0].startswith("Don's check: seat 4 is not the sheriff.")
    else:
        assert night.don_check == 4 and night.sheriff_check is None
        assert secrets_out[1].startswith("Seat 4: the checker is out, so no check is recorded.")
        assert secrets_alive[1].startswith("Sheriff's check: seat 4 is red.")


def test_a_check_at_a_seat_already_out_is_recorded_with_its_answer(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """G18 as amended: the don points at seat 6, voted out on day 1; the host records it as he pointed."""
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(*DON_ALIVE)
    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    host.minus()
    host.enter()
    host.enter_while(Phase.LAST_WORDS)
    host.seat(2)
    host.seat(6)
    assert host.status().startswith("Don's check: seat 6 is not the sheriff.")
    host.enter()
    host.seat(6)
    assert host.status().startswith("Sheriff's check: seat 6 is black.")
    events = store.load_game_log(window.session.game_id)["events"]
    assert events[-2:] == [
        {"type": "don_check", "seat": 6, "is_sheriff": None},
        {"type": "sheriff_check", "seat": 6, "is_black": None},
    ]
