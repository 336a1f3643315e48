"""Server work off the GUI thread: a claim, a take-over, the judge's "keep this laptop's version", and
the reads before them (issue 39).

The call looks blocking to its caller (`run` returns the work's result or raises its error), but the work
runs on a thread of its own while the dialog port's `wait` serves the GUI thread's events: the host's
window repaints and its clocks run, and after a moment a dialog shows what is being waited for, with
Cancel. Waiting on a server used to freeze the window for as long as the server took, which behind a
desk that stopped mid-push was about two hours.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar, cast

from PySide6.QtCore import QCoreApplication

from mafia_desk.gui.common import dialogs
from mafia_desk.store.engine import DESK_LIMITS
from mafia_desk.store.errors import ServerBusyError
from mafia_desk.store.interrupt import Interrupt

T = TypeVar("T")

# How many times a claim or a take-over is tried when the server's lock timeout ends its wait: a desk that
# stopped mid-write holds its game for at most its idle-in-transaction limit (15 s), one lock timeout
# (10 s) and a bit, so the second try normally goes through; the third allows for a slow server.
TRIES_WHEN_BUSY = 3

_waits = 0  # `run`s under way on the GUI thread (nested ones count each)


def running() -> bool:
    """Whether the GUI thread is inside a wait: what would open a dialog of its own on a report (the
    judge's conflict) waits for the next report instead of stacking a second dialog on the wait's."""
    return _waits > 0


class Job(Generic[T]):
    """One piece of work on a thread of its own; `interrupt` goes to the store's call so that Cancel
    reaches the statement waiting on the server."""

    def __init__(self, work: Callable[[Job[T]], T]) -> None:
        self.interrupt = Interrupt()
        self._work = work
        self._ended = threading.Event()
        self._said = ""
        self._value: T | None = None
        self._error: BaseException | None = None

    def start(self) -> None:
        threading.Thread(target=self._run, name="mafia-desk-server-work", daemon=True).start()

    def _run(self) -> None:
        try:
            self._value = self._work(self)
        except BaseException as err:  # handed to the GUI thread, which raises it
            self._error = err
        finally:
            self._ended.set()

    # --- the wait's side (dialogs.Waited) ---
    def ended(self) -> bool:
        return self._ended.is_set()

    def progress(self) -> str:
        return self._said

    def cancel(self) -> None:
        self.interrupt.cancel()

    # --- the work's side ---
    def say(self, line: str) -> None:
        """A line for the wait's dialog, under its text (from the work's thread)."""
        self._said = line

    @property
    def cancelled(self) -> bool:
        return self.interrupt.cancelled

    def outcome(self) -> T:
        self._ended.wait()
        if self._error is not None:
            raise self._error
        return cast(T, self._value)


def run(parent: dialogs.Parent, title: str, text: str, work: Callable[[Job[T]], T]) -> T:
    """`work(job)` on a thread of its own; returns what it returned or raises what it raised
    (`WaitCancelledError` when the person cancelled in time). `text` says what is waited for."""
    global _waits
    job = Job(work)
    job.start()
    _waits += 1
    try:
        dialogs.wait(parent, title, text, job)
    finally:
        _waits -= 1
    return job.outcome()


def reading(call: Callable[[], T]) -> Callable[[Job[T]], T]:
    """Work that only reads: after Cancel what it read is dropped (`WaitCancelledError`), since the person
    no longer waits for it; a read changes nothing on the server either way."""

    def work(job: Job[T]) -> T:
        value = call()
        job.interrupt.check()
        return value

    return work


def stalled_line(table: int) -> str:
    """The wait's line while a stalled write holds a table's game (`patiently` tries again)."""
    return QCoreApplication.translate(
        "Busy",
        "Another desk's unfinished write holds table {0}; the server ends it within {1} s. Still trying…",
    ).format(table, DESK_LIMITS.idle_in_transaction_ms // 1000)


def patiently(job: Job[T], call: Callable[[], T], waiting: str) -> T:
    """`call()`, tried again while the server's lock timeout ends it (`ServerBusyError`: nothing was
    changed), `waiting` shown meanwhile; Cancel stops it between tries as well as during one."""
    for attempt in range(TRIES_WHEN_BUSY):
        try:
            return call()
        except ServerBusyError:
            if attempt == TRIES_WHEN_BUSY - 1:
                raise
            job.interrupt.check()
            job.say(waiting)
    raise AssertionError("unreachable")
