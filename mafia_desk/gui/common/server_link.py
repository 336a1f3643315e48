"""The host's window's link to the tournament server: the background Pusher and its state in words.

The Pusher (store/pusher.py) reports from its own thread; a Qt signal carries each report to the GUI thread,
where the status bar shows it at all times: the host must see whether his table's actions have reached the
server, and how many wait on this laptop while the network is cut. The pusher wakes on the local store's
announcement of each commit (`Store.on_commit`); nothing waits for the network.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, QObject, Signal

from mafia_desk.gui.common.server_settings import ServerSettings
from mafia_desk.store.errors import StoreError
from mafia_desk.store.pusher import Pusher, PushStatus
from mafia_desk.store.store import Store


def status_text(status: PushStatus | None) -> str:
    """The status bar's permanent line for a push status."""
    if status is None or status.online is None:
        return QCoreApplication.translate("ServerLink", "Server: connecting…")
    if status.conflicts:
        tables = ", ".join(str(link.table) for link in status.conflicts)
        return QCoreApplication.translate(
            "ServerLink", "Server: conflict on table {0} — the judge decides"
        ).format(tables)
    if not status.online and not status.pending:
        return QCoreApplication.translate("ServerLink", "Server: out of reach — nothing waits on this laptop")
    if not status.online:
        return QCoreApplication.translate(
            "ServerLink",
            "Server: out of reach — {0} actions kept on this laptop, they will be sent when it is back",
        ).format(status.pending)
    if status.pending:
        return QCoreApplication.translate("ServerLink", "Server: connected · sending {0} actions").format(
            status.pending
        )
    return QCoreApplication.translate("ServerLink", "Server: connected · everything sent")


class ServerLink(QObject):
    """Owns the Pusher of one local store; `status_changed(PushStatus)` arrives on the GUI thread."""

    status_changed = Signal(object)
    _reported = Signal(object)  # from the pusher's thread; Qt queues it to this object's thread

    def __init__(self, local: Store, settings: ServerSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.local = local
        self.settings = settings
        self.status: PushStatus | None = None
        self._reported.connect(self._on_reported)
        self.pusher = Pusher(
            local,
            settings.url,
            console=settings.console_id,
            holder=settings.laptop_name,
            on_status=self._reported.emit,
        )

    def start(self) -> None:
        self.pusher.start()

    def wake(self) -> None:
        """Push now (returns at once): after a table is claimed or the server's address changed."""
        self.pusher.wake()

    def stop(self) -> None:
        with contextlib.suppress(StoreError):
            self.pusher.stop(timeout=2.0)

    def text(self) -> str:
        return status_text(self.status)

    def _on_reported(self, status: PushStatus) -> None:
        self.status = status
        self.status_changed.emit(status)
