"""The table laptop's background push: its server games reach the tournament server as the host plays.

The host's screen never waits for the network: the session commits each action to the laptop's own
database, whose announcement of the commit (`Store.on_commit`) wakes this thread; it pushes (store/sync.py
`push`) and retries while the server is out of reach, with no limit in time (a venue's network may be down
for an hour), so nothing is lost and nothing is sent twice. It also holds each claimed game's presence lock
on the server, which is how the organiser's window knows a table's laptop is connected. No Qt
here: the GUI turns `on_status` into a signal, and the tests drive the same object headless.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy import text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError

from mafia_desk.store.commits import EVENT, GAME, Commit
from mafia_desk.store.engine import DESK_LIMITS
from mafia_desk.store.errors import ServerBusyError, StoreError, TournamentImportError
from mafia_desk.store.failures import server_text
from mafia_desk.store.lock import SharedLock
from mafia_desk.store.server import server_engine, server_url
from mafia_desk.store.store import Store
from mafia_desk.store.sync import (
    ACTIVE,
    CONFLICT,
    REFUSED,
    LinkRecord,
    SyncConflict,
    links,
    presence_key,
    push,
)

log = logging.getLogger(__name__)

# Seconds between tries while the server is out of reach: soon at first (a blip), then every few seconds.
RETRY_AFTER = (0.2, 0.5, 1.0, 2.0, 3.0)
# While connected and idle: how often the presence locks are checked (a server restart drops them).
IDLE_CHECK = 5.0


@dataclass(frozen=True)
class PushStatus:
    online: bool | None  # None before the first try
    pending: int  # actions (events, results) on this laptop the server does not have yet
    conflicts: tuple[LinkRecord, ...] = ()  # games waiting for the judge (a conflict or a refused result)
    problem: str | None = None  # why the server cannot be reached, in one line
    games: tuple[int, ...] = field(default=())  # this laptop's open server games


class Pusher:
    def __init__(
        self,
        local: Store,
        server: str,
        *,
        console: str,
        holder: str,
        on_status: Callable[[PushStatus], None] | None = None,
    ) -> None:
        url = server_url(server)
        self.local = local
        self.console = console
        self.holder = holder
        self.server = Store(
            server_engine(url, holder, DESK_LIMITS),
            url.render_as_string(hide_password=True),
            None,
            SharedLock(),
        )
        self._on_status = on_status
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._idle = threading.Condition()
        self._busy = False
        self._presence: Connection | None = None
        self._held: set[str] = set()
        self.status = PushStatus(None, 0)
        self._thread = threading.Thread(target=self._run, name="mafia-desk-pusher", daemon=True)
        self._unsubscribe: Callable[[], None] | None = None

    # --- the GUI's side ---
    def start(self) -> None:
        self._unsubscribe = self.local.on_commit(self._committed)
        self._thread.start()
        self.wake()

    def _committed(self, commit: Commit) -> None:
        """A game's event or end committed here may be a server game's: push it. The pusher's own writes
        (the links, kind LINK) do not wake it, or each push would call for another."""
        if commit.kind in (EVENT, GAME):
            self.wake()

    def wake(self) -> None:
        """Something was committed here: push it now (the call returns at once)."""
        with self._idle:
            self._busy = True
        self._wake.set()

    def stop(self, timeout: float = 5.0) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        self._stop.set()
        self._wake.set()
        if self._thread.is_alive():
            self._thread.join(timeout)
        self._drop_presence()
        self.server.engine.dispose()

    def flush(self, timeout: float = 30.0) -> bool:
        """Wait until a pass found nothing left to push (True) or `timeout` passed (False): for closing the
        app with a word to the host, and for the tests."""
        self.wake()
        with self._idle:
            return self._idle.wait_for(lambda: not self._busy and self.status.pending == 0, timeout)

    # --- the thread ---
    def _run(self) -> None:
        failures = 0
        while not self._stop.is_set():
            delay = RETRY_AFTER[min(failures, len(RETRY_AFTER) - 1)] if failures else IDLE_CHECK
            self._wake.wait(delay)
            self._wake.clear()
            if self._stop.is_set():
                break
            with self._idle:
                self._busy = True
            try:
                status = self._pass()
                failures = 0
            except (StoreError, DBAPIError, OSError) as err:
                failures += 1
                # A busy server (another session's unfinished write held the game for the whole lock
                # timeout) answers: the host's line says "connected · sending", the reason in its tooltip.
                busy = isinstance(err, ServerBusyError)
                if not busy:
                    self._drop_presence()
                status = PushStatus(busy, self._pending(), self._waiting(), _one_line(err), self.status.games)
            self._publish(status)

    def _pass(self) -> PushStatus:
        """Push every open server game of this laptop; a conflict stops that game only."""
        mine = [
            link
            for link in links(self.local, server=self.server.url)
            if link.state == ACTIVE
            and (link.result_pending or self.local.game_info(link.game_id).finished_at is None)
        ]
        if not mine:  # nothing to push: still find out whether the server answers, for the host's status line
            with self.server.engine.connect() as conn:
                conn.execute(text("SELECT 1"))
        self._hold_presence([link for link in mine if not link.result_pending])
        for link in mine:
            try:
                push(self.local, self.server, link.game_id, self.console)
            except (SyncConflict, TournamentImportError) as err:
                log.warning("table %s: %s", link.table, err)
        return PushStatus(True, self._pending(), self._waiting(), None, tuple(link.game_id for link in mine))

    def _pending(self) -> int:
        total = 0
        try:
            for link in links(self.local, server=self.server.url):
                if link.state != ACTIVE:
                    continue
                total += max(0, self.local.game_info(link.game_id).events - link.pushed)
                total += int(link.result_pending)
        except StoreError:
            log.exception("pending")
            return self.status.pending
        return total

    def _waiting(self) -> tuple[LinkRecord, ...]:
        try:
            return tuple(
                link
                for link in links(self.local, server=self.server.url)
                if link.state in (CONFLICT, REFUSED)
            )
        except StoreError:
            return self.status.conflicts

    def _publish(self, status: PushStatus) -> None:
        with self._idle:
            self.status = status
            self._busy = self._wake.is_set()
            self._idle.notify_all()
        if self._on_status is not None:
            try:
                self._on_status(status)
            except Exception:  # the receiver's fault must not stop the pushes
                log.exception("push status receiver failed")

    # --- presence: "this table's laptop is connected" ---
    def _hold_presence(self, playing: list[LinkRecord]) -> None:
        wanted = {link.uid for link in playing}
        if self._presence is not None and self._presence.invalidated:
            self._drop_presence()
        if self._presence is None and wanted:
            self._presence = self.server.engine.connect().execution_options(isolation_level="AUTOCOMMIT")
            self._held = set()
        if self._presence is None:
            return
        self._presence.execute(text("SELECT 1"))  # a server restart drops the locks: notice it here
        for uid in wanted - self._held:
            game_id = self._presence.execute(text("SELECT id FROM games WHERE uid = :u"), {"u": uid}).scalar()
            if game_id is None:
                continue
            cls, key = presence_key(int(game_id))
            got = self._presence.execute(
                text("SELECT pg_try_advisory_lock(:c, :k)"), {"c": cls, "k": key}
            ).scalar_one()
            if got:
                self._held.add(uid)
        for uid in self._held - wanted:
            game_id = self._presence.execute(text("SELECT id FROM games WHERE uid = :u"), {"u": uid}).scalar()
            if game_id is not None:
                cls, key = presence_key(int(game_id))
                self._presence.execute(text("SELECT pg_advisory_unlock(:c, :k)"), {"c": cls, "k": key})
            self._held.discard(uid)

    def _drop_presence(self) -> None:
        if self._presence is not None:
            with contextlib.suppress(DBAPIError):
                self._presence.close()
        self._presence = None
        self._held = set()


def _one_line(err: BaseException) -> str:
    said = server_text(err.orig) if isinstance(err, DBAPIError) else str(err)
    return " ".join(said.split())[:300]
