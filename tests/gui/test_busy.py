"""Server work off the GUI thread (gui/common/busy.py): the caller gets the work's result or its error as
if it had run the work itself, a stalled server is tried again, and Cancel stops between tries."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from dialog_script import ScriptedDialogs

from mafia_desk.gui.common import busy
from mafia_desk.store.errors import ServerBusyError, StoreError, WaitCancelledError


def test_the_work_runs_off_the_gui_thread_and_its_result_or_error_comes_back(
    qapp: Any, fake_dialogs: ScriptedDialogs
) -> None:
    threads: list[str] = []

    def work(job: busy.Job[int]) -> int:
        threads.append(threading.current_thread().name)
        return 42

    assert busy.run(None, "Server", "Claiming table 1…", work) == 42
    assert threads == ["mafia-desk-server-work"]
    assert [(s.kind, s.text) for s in fake_dialogs.shown] == [("wait", "Claiming table 1…")]

    def fails(job: busy.Job[int]) -> int:
        raise StoreError("the server's draw has no table 9")

    with pytest.raises(StoreError, match="no table 9"):
        busy.run(None, "Server", "Claiming table 9…", fails)
    assert not busy.running()


def test_a_stalled_server_is_tried_again_and_said_and_cancel_stops_between_tries(
    qapp: Any, fake_dialogs: ScriptedDialogs
) -> None:
    tries: list[int] = []

    def twice_busy() -> str:
        tries.append(1)
        if len(tries) < 3:
            raise ServerBusyError("the server is busy")
        return "claimed"

    work = lambda job: busy.patiently(job, twice_busy, busy.stalled_line(2))  # noqa: E731
    assert busy.run(None, "Server", "Taking table 2 over…", work) == "claimed"
    assert len(tries) == 3
    assert fake_dialogs.said == [busy.stalled_line(2)]
    assert "table 2" in fake_dialogs.said[0] and "15 s" in fake_dialogs.said[0]

    tries.clear()

    def always_busy() -> str:
        tries.append(1)
        raise ServerBusyError("the server is busy")

    with pytest.raises(ServerBusyError):  # the last try's error, after TRIES_WHEN_BUSY tries
        busy.run(None, "Server", "…", lambda job: busy.patiently(job, always_busy, "waiting"))
    assert len(tries) == busy.TRIES_WHEN_BUSY

    tries.clear()
    gate = threading.Event()

    def busy_until_cancelled() -> str:
        tries.append(1)
        gate.wait(5)
        raise ServerBusyError("the server is busy")

    def cancel_then_release(job: busy.Job[str]) -> str:
        threading.Timer(0.3, gate.set).start()
        return busy.patiently(job, busy_until_cancelled, "waiting")

    fake_dialogs.cancels.append(0.1)
    with pytest.raises(WaitCancelledError):
        busy.run(None, "Server", "…", cancel_then_release)
    assert len(tries) == 1


def test_a_read_cancelled_is_dropped(qapp: Any, fake_dialogs: ScriptedDialogs) -> None:
    gate = threading.Event()
    threading.Timer(0.3, gate.set).start()
    fake_dialogs.cancels.append(0.05)
    with pytest.raises(WaitCancelledError):
        busy.run(None, "Server", "Reading…", busy.reading(lambda: gate.wait(5)))
