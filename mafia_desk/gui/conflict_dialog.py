"""The judge's decision on a conflict: the same server game changed on this laptop and elsewhere.

Nothing is merged: the two protocols stand side by side (this laptop's journal and the server's copy, as
the judge's protocol says them, gui/protocol_text.py), and the judge keeps one of them with a button that says
which. It faces the judge, not the table, so the roles and checks are in it, as on the judge's protocol.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from mafia_desk.game import game_from_log_dict
from mafia_desk.game.model import Phase
from mafia_desk.game.state import GameState
from mafia_desk.gui import host_text
from mafia_desk.gui.common import busy, dialogs
from mafia_desk.gui.protocol_builder import build_sheet
from mafia_desk.gui.protocol_text import sheet_text
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.store.errors import StoreError, WaitCancelledError
from mafia_desk.store.store import Store
from mafia_desk.store.sync import (
    LinkRecord,
    PushOutcome,
    keep_laptop_version,
    keep_server_version,
    server_log,
)

KEPT_SERVER, KEPT_LAPTOP = "server", "laptop"


def log_text(log: dict[str, Any]) -> str:
    """A game log as the judge's protocol in the interface's language; a log the engine cannot replay is
    said so, in its event count."""
    events = len(log.get("events", []))
    try:
        game = game_from_log_dict(log)
        return sheet_text(build_sheet(game)) + "\n" + _where(game.state, events)
    except Exception as err:  # a damaged copy must still be shown to the judge, not crash his dialog
        return QCoreApplication.translate("ConflictDialog", "({0} events; cannot be replayed: {1})").format(
            events, err
        )


def _where(state: GameState, events: int) -> str:
    """Where the copy's game stands: two copies that differ only in speeches ended (a protocol sheet has no
    line for those) must still read differently to the judge."""
    where = host_text.phase_title(state)
    if state.current_speaker is not None and state.phase.kind is not Phase.FINISHED:
        where = QCoreApplication.translate("ConflictDialog", "{0}, seat {1} has the floor").format(
            where, state.current_speaker
        )
    return QCoreApplication.translate("ConflictDialog", "Where it stands after {0} actions: {1}").format(
        events, where
    )


class ConflictDialog(QDialog):
    """`decision` is KEPT_SERVER or KEPT_LAPTOP once a button has done what it says, else None."""

    def __init__(
        self,
        local: Store,
        server: Store,
        link: LinkRecord,
        *,
        holder: str,
        console: str,
        parent: QWidget | None = None,
        server_copy: dict[str, Any] | str | None = None,
    ) -> None:
        """`server_copy`: the server's log as read off the GUI thread beforehand (ServerMenu), or why it
        could not be read; None reads it here."""
        super().__init__(parent)
        self.local, self.server, self.link = local, server, link
        self.holder, self.console = holder, console
        self.decision: str | None = None
        self.setWindowTitle(self.tr("Conflict on table {0}").format(link.table))
        laptop_log = local.load_game_log(link.game_id)
        self.laptop_text = log_text(laptop_log)
        if server_copy is None:
            try:
                server_copy = server_log(server, link.uid)
            except StoreError as err:
                server_copy = str(err)
        if isinstance(server_copy, str):
            self.server_text, server_events = server_copy, 0
        else:
            self.server_text = log_text(server_copy)
            server_events = len(server_copy.get("events", []))
        layout = QGridLayout(self)
        intro = QLabel(
            self.tr(
                "Table {0} ({1}, round {2}) was changed on this laptop and elsewhere. Nothing is merged: "
                "keep one of the two versions."
            ).format(link.table, stage_label(link.stage), link.round),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro, 0, 0, 1, 2)
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.views: list[QPlainTextEdit] = []
        columns = (
            (self.tr("This laptop: {0} actions").format(len(laptop_log.get("events", []))), self.laptop_text),
            (self.tr("The server: {0} actions").format(server_events), self.server_text),
        )
        for column, (title, text) in enumerate(columns):
            layout.addWidget(QLabel(title, self), 1, column)
            view = QPlainTextEdit(text, self)
            view.setReadOnly(True)
            view.setFont(mono)
            view.setMinimumSize(420, 360)
            layout.addWidget(view, 2, column)
            self.views.append(view)
        self.laptop_button = QPushButton(self.tr("Replace the server's version with this laptop's"), self)
        self.server_button = QPushButton(self.tr("Keep the server's version"), self)
        self.later_button = QPushButton(self.tr("Decide later"), self)
        layout.addWidget(self.laptop_button, 3, 0)
        layout.addWidget(self.server_button, 3, 1)
        layout.addWidget(self.later_button, 4, 1)
        self.laptop_button.clicked.connect(self.keep_laptop)
        self.server_button.clicked.connect(self.keep_server)
        self.later_button.clicked.connect(self.reject)
        self.later_button.setDefault(True)

    def keep_server(self) -> None:
        try:
            keep_server_version(self.local, self.link.game_id)
        except StoreError as err:
            dialogs.warn(self, self.windowTitle(), str(err))
            return
        self.decision = KEPT_SERVER
        self.accept()

    def keep_laptop(self) -> None:
        """A take-over and a push: off the GUI thread, tried again behind a stalled desk, cancellable."""
        table = self.link.table

        def work(job: busy.Job[PushOutcome]) -> PushOutcome:
            return busy.patiently(
                job,
                lambda: keep_laptop_version(
                    self.local,
                    self.server,
                    self.link.game_id,
                    holder=self.holder,
                    console=self.console,
                    interrupt=job.interrupt,
                ),
                busy.stalled_line(table),
            )

        try:
            busy.run(self, self.windowTitle(), self.tr("Sending this laptop's version to the server…"), work)
        except WaitCancelledError:
            return
        except StoreError as err:
            dialogs.warn(self, self.windowTitle(), str(err))
            return
        self.decision = KEPT_LAPTOP
        self.accept()
