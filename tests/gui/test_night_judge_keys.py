"""The judge's keys at night (issue 38): a foul, a break, a replaced player given while the sheriff's answer
is up keep the answer and the night on every screen; only Enter announces the morning. Tonight's victim still
sits at the table until then: the judge may foul him and F8 offers his seat.

Hosted through the window by key events, the stream overlay on; every state message its server sends is read.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from dialog_script import ScriptedDialogs, Shown
from gui_driver import NAMES, Host, start_club_game
from PySide6.QtCore import QSettings, Qt

from mafia_desk.game.events import Foul, Pause, Replace, Resume, SheriffCheck
from mafia_desk.game.model import Phase
from mafia_desk.game.protocol import protocol

VICTIM = 5


@pytest.fixture
def overlay_messages(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[Host, list[dict[str, Any]]]]:
    """A game at night 1 after tonight's shot at seat 5 (nobody nominated on day 1), with the stream
    overlay on and every state message it sends recorded."""
    QSettings().setValue("overlay/port", 0)
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)  # don 3, mafia 6 and 9, sheriff 1
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.NIGHT_SHOT
    window.ui.actionStreamOverlay.setChecked(True)
    server = window.hall.overlay.server
    sent: list[dict[str, Any]] = []
    publish = server.publish

    def recorded(payload: dict[str, Any]) -> None:
        sent.append(payload)
        publish(payload)

    monkeypatch.setattr(server, "publish", recorded)
    host.seat(VICTIM)  # the shot
    assert host.phase is Phase.DON_CHECK
    yield host, sent
    window.ui.actionStreamOverlay.setChecked(False)
    QSettings().remove("overlay")


def night_kept(messages: list[dict[str, Any]], *, victim_fouls: int) -> None:
    """Every message is night 1 with the victim alive at the table, his fouls at last `victim_fouls`."""
    for m in messages:
        assert (m["stage"], m["night"], m["day"], m["speaker"]) == ("night", 1, 1, None), m
        seat = m["seats"][VICTIM - 1]
        assert seat["status"] == "alive" and seat["fouls"] <= victim_fouls, seat
    assert messages[-1]["seats"][VICTIM - 1]["fouls"] == victim_fouls


def replace_answers(fake: ScriptedDialogs, offered: list[tuple[str, ...]], seat: int | None) -> None:
    """F8's three questions: the seat (recording the seats offered), the name, the reason."""

    def pick(shown: Shown) -> str | None:
        offered.append(shown.items)
        return None if seat is None else next(i for i in shown.items if i.startswith(f"{seat} ·"))

    fake.choices.extend([pick, "fell ill"])
    fake.texts.append("Новичок")


def test_the_judges_keys_keep_the_answer_and_the_night(
    window: Any, overlay_messages: tuple[Host, list[dict[str, Any]]], fake_dialogs: ScriptedDialogs
) -> None:
    host, sent = overlay_messages
    session, controller = window.session, window.controller
    # before the checks: the victim is fouled like anyone at the table, and F8 offers his seat
    host.foul(VICTIM)
    assert session.game.events[-1] == Foul(VICTIM) and host.state.fouls(VICTIM) == 1, host.status()
    offered: list[tuple[str, ...]] = []
    replace_answers(fake_dialogs, offered, None)
    host.key(Qt.Key.Key_F8)
    assert [item.split(" ·")[0] for item in offered[0] if item] == [str(n) for n in range(1, 11)], offered
    fake_dialogs.choices.clear()
    fake_dialogs.texts.clear()
    night_kept(sent, victim_fouls=1)
    host.seat(1)  # the don checks the sheriff
    host.enter()
    host.seat(3)  # the sheriff checks the don: the engine is in the morning, the answer up
    assert isinstance(session.game.events[-1], SheriffCheck) and not host.state.phase.kind.is_night
    answer = controller.input.answer
    assert answer is not None and "seat 3" in answer.text
    sent.clear()

    host.foul(4)  # a judge's foul while the answer is up
    assert controller.input.answer == answer and "seat 3" in host.status(), host.status()
    assert host.state.fouls(4) == 1
    host.foul(VICTIM)  # the victim too: he is at the table until the morning
    assert controller.input.answer == answer and host.state.fouls(VICTIM) == 2, host.status()
    host.key(Qt.Key.Key_F9)  # a technical break, and its end
    assert host.state.paused
    host.key(Qt.Key.Key_F9)
    assert not host.state.paused and controller.input.answer == answer, host.status()
    replace_answers(fake_dialogs, offered, VICTIM)  # F8: the victim's seat offered, and replaced
    host.key(Qt.Key.Key_F8)
    assert f"{VICTIM} · {NAMES[VICTIM - 1]}" in offered[-1], offered[-1]
    assert session.game.events[-1] == Replace(VICTIM, "Новичок", None, "fell ill")
    assert controller.input.answer == answer, host.status()
    # a key that moves the game on is refused while the answer is up: the seat pressed twice, −, W
    events = len(session.game.events)
    for press in (lambda: host.seat(3), host.minus, lambda: host.key(Qt.Key.Key_W)):
        press()
        assert controller.input.answer == answer and len(session.game.events) == events, host.status()
    assert host.status().startswith("Not taken: the check's answer is up.")
    # every screen kept the night: the overlay's messages, the host's seat table and phase
    assert sent, "the fouls and the break are the table's to see"
    night_kept(sent, victim_fouls=2)
    assert sent[-1]["seats"][VICTIM - 1]["player"] == "Новичок" and sent[-1]["break_since"] is None
    assert sent[-1]["seats"][3]["fouls"] == 1
    assert window.controller.screen.header == answer.title
    assert not window.controller.screen.rows[VICTIM - 1].out, "the victim is not shown shot"
    assert [type(e) for e in session.game.events[-6:]] == [SheriffCheck, Foul, Foul, Pause, Resume, Replace]

    host.undo()  # Backspace takes back the replacement, the answer stays up
    assert session.game.events[-1] == Resume(session.game.events[-1].at)
    assert controller.input.answer == answer
    host.minus()  # refused again: its line goes with the answer
    assert host.status().startswith("Not taken")
    sent.clear()
    host.enter()  # the host's explicit step: the morning, in one message
    assert controller.input.answer is None and "Not taken" not in host.status(), host.status()
    assert [m["stage"] for m in sent] == ["day"], sent
    morning = sent[0]
    assert morning["day"] == 2 and morning["seats"][VICTIM - 1]["status"] == "shot"
    assert morning["seats"][VICTIM - 1]["fouls"] == 2
    night = host.state.night_results[0]
    # the fouls given while the answer was up are the night's too, not the morning's (docs/gui.md)
    assert night.shot == VICTIM and list(night.fouls) == [VICTIM, 4, VICTIM]
    assert list(protocol(session.game).days[1].fouls) == []


def test_a_removing_foul_on_the_victim_before_the_morning(
    window: Any, overlay_messages: tuple[Host, list[dict[str, Any]]], fake_dialogs: ScriptedDialogs
) -> None:
    """Four fouls on tonight's victim during the checks remove him: the table sees a removal at night, the
    morning brings no last words for him (he has left the table), and the game goes on."""
    host, sent = overlay_messages
    for _ in range(4):
        host.foul(VICTIM)  # the 4th asks for a confirmation: the scripted answer is Yes
    assert host.state.status(VICTIM).value == "removed", host.status()
    assert f"Seat {VICTIM} is removed" in host.status()
    assert sent[-1]["seats"][VICTIM - 1]["status"] == "removed" and sent[-1]["stage"] == "night"
    host.seat(1)
    host.enter()
    host.seat(3)
    host.enter()
    assert host.phase is Phase.DAY_SPEECH and host.state.phase.day == 2, host.status()
    assert sent[-1]["seats"][VICTIM - 1]["status"] == "removed"
    record = host.state.night_results[0]
    assert record.shot == VICTIM and list(record.removed) == [VICTIM]
