"""Stopping a server call from another thread: the person's Cancel while a claim or a take-over waits.

A statement waiting on the server (for a lock, or for a slow network) cannot be stopped by the thread
that runs it. PostgreSQL's cancel request, sent on a connection of its own, ends the statement, and the
transaction around it rolls back, so a cancelled claim changed nothing. A cancel that arrives after the
commit is too late, and the caller gets the result as if nobody had pressed Cancel: the GUI then shows
what really happened.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Iterator
from typing import Any

from sqlmodel import Session

from mafia_desk.store.errors import WaitCancelledError

log = logging.getLogger(__name__)

# Seconds the cancel request may take to reach the server (a network that is down: it fails instead).
CANCEL_TIMEOUT_S = 3.0


class Interrupt:
    """Made by whoever may cancel (the GUI's worker), handed to the store's call, `cancel()`ed from the
    GUI thread. The store's call checks it between its steps and lets it cancel the statement under way."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cancelled = False
        self._connection: Any = None  # the DBAPI connection of the transaction under way, if any

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self) -> None:
        """Returns at once: the request to the server goes from a thread of its own, since reaching a
        server on a dead network takes seconds and the caller is the GUI thread."""
        with self._lock:
            self._cancelled = True
            if self._connection is None:
                return
        threading.Thread(target=self._send, name="mafia-desk-cancel", daemon=True).start()

    def _send(self) -> None:
        # Under the lock: `watching` cannot give the connection back to the pool meanwhile, so the request
        # can only end a statement of the transaction it was meant for.
        with self._lock:
            connection = self._connection
            if connection is None:
                return
            try:
                connection.cancel_safe(timeout=CANCEL_TIMEOUT_S)
            except Exception as err:  # the wait ends by itself anyway (the session's limits)
                log.warning("the cancel request did not reach the server: %s", err)

    def check(self) -> None:
        """Raise if cancelled: called by the store between the steps of a call, where stopping is safe."""
        if self._cancelled:
            raise WaitCancelledError("cancelled: nothing was changed on the server")

    @contextlib.contextmanager
    def watching(self, session: Session) -> Iterator[None]:
        """While inside, a `cancel()` ends the statement `session` runs on the server. Use it inside the
        session's transaction, so the connection is still this transaction's when the request arrives."""
        connection = session.connection().connection.dbapi_connection
        with self._lock:
            if self._cancelled:
                raise WaitCancelledError("cancelled: nothing was changed on the server")
            self._connection = connection
        try:
            yield
        finally:
            with self._lock:
                self._connection = None
        self.check()


def checked(interrupt: Interrupt | None) -> None:
    if interrupt is not None:
        interrupt.check()


def watching(interrupt: Interrupt | None, session: Session) -> contextlib.AbstractContextManager[None]:
    return contextlib.nullcontext() if interrupt is None else interrupt.watching(session)
