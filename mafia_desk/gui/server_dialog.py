"""Settings → Tournament server…: the server's address and this laptop's name, tested before they are kept.

A volunteer at a venue types a URL once; what he needs back is one sentence he can act on ("the database
does not exist", "create the tables"), not a driver's traceback, so each `ServerProblem.kind` has its own
translated line and the server's own words go to the tooltip for whoever fixes the server. The test runs on
a thread: an address on a dead network takes seconds to fail, and the dialog must stay responsive.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QDialog, QWidget

from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.server_settings import ServerSettings, default_laptop_name
from mafia_desk.gui.forms.ui_server_dialog import Ui_ServerDialog
from mafia_desk.store import server as srv
from mafia_desk.store.errors import StoreError
from mafia_desk.store.server import ServerInfo, ServerProblem

CREATABLE = (srv.NO_SCHEMA, srv.OLD_SCHEMA)


def problem_line(kind: str) -> str:
    """One translated sentence per kind of failure: what is wrong and what to do."""
    lines = {
        srv.UNREACHABLE: QCoreApplication.translate(
            "ServerDialog",
            "The server cannot be reached: is it running, and is this laptop on the venue's network?",
        ),
        srv.AUTHENTICATION: QCoreApplication.translate(
            "ServerDialog", "The server refused the user name or password (or does not let this laptop in)."
        ),
        srv.NO_DATABASE: QCoreApplication.translate(
            "ServerDialog", "The server has no database of that name: create it first (docs/server.md)."
        ),
        srv.NO_SCHEMA: QCoreApplication.translate(
            "ServerDialog", "The server answers, but its database has no Mafia Desk tables yet: create them."
        ),
        srv.OLD_SCHEMA: QCoreApplication.translate(
            "ServerDialog",
            "The server holds an older Mafia Desk schema: bring it up to date once every laptop runs "
            "this version.",
        ),
        srv.NEWER_SCHEMA: QCoreApplication.translate(
            "ServerDialog", "The server was set up by a newer Mafia Desk: update this laptop's program."
        ),
        srv.TLS: QCoreApplication.translate(
            "ServerDialog",
            "The server and this laptop disagree on encryption (TLS): add or remove ?sslmode=require in "
            "the address.",
        ),
        srv.NOT_OURS: QCoreApplication.translate(
            "ServerDialog", "That database holds another program's tables: use a database of its own."
        ),
        srv.BAD_URL: QCoreApplication.translate(
            "ServerDialog", "That is not a server address: postgresql://user:password@host:5432/database"
        ),
    }
    return lines.get(kind, QCoreApplication.translate("ServerDialog", "The server cannot be used."))


class _Answer(QObject):
    """Carries a test's outcome from its thread to the GUI thread."""

    done = Signal(object)


class ServerDialog(QDialog):
    """`tested` is the last successful answer; `saved` is True once the settings were written."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_ServerDialog()
        self.ui.setupUi(self)
        self.settings = ServerSettings.load()
        self.ui.urlEdit.setText(self.settings.url)
        self.ui.nameEdit.setText(self.settings.laptop_name)
        self.ui.nameEdit.setPlaceholderText(default_laptop_name())
        self.tested: ServerInfo | None = None
        self.problem: ServerProblem | None = None
        self.saved = False
        self.busy = False
        self._answer = _Answer(self)
        self._answer.done.connect(self._answered)
        self.ui.testButton.clicked.connect(self.test)
        self.ui.createButton.clicked.connect(self.create_tables)
        self.ui.saveButton.clicked.connect(self.save)
        self.ui.saveAnywayButton.clicked.connect(self.save_anyway)
        self.ui.cancelButton.clicked.connect(self.reject)
        self.ui.urlEdit.textChanged.connect(self._edited)
        self._edited()

    # --- the answer ---
    def answer(self) -> str:
        return self.ui.answerLabel.text()

    def _edited(self, *_text: object) -> None:
        """A changed address is untested: Save waits for a new test (an empty one means no server)."""
        self.tested, self.problem = None, None
        self.ui.answerLabel.setText("")
        self.ui.answerLabel.setToolTip("")
        self._buttons()

    def _buttons(self) -> None:
        empty = not self.url()
        self.ui.testButton.setEnabled(not self.busy and not empty)
        self.ui.createButton.setVisible(self.problem is not None and self.problem.kind in CREATABLE)
        self.ui.createButton.setEnabled(not self.busy)
        self.ui.saveButton.setEnabled(not self.busy and (empty or self.tested is not None))
        self.ui.saveAnywayButton.setVisible(self.problem is not None)
        self.ui.saveAnywayButton.setEnabled(not self.busy)

    def url(self) -> str:
        return self.ui.urlEdit.text().strip()

    def laptop_name(self) -> str:
        return self.ui.nameEdit.text().strip() or default_laptop_name()

    def test(self) -> None:
        self._run(srv.check_server, self.tr("Testing the server…"))

    def create_tables(self) -> None:
        self._run(srv.create_server_schema, self.tr("Creating the tables on the server…"))

    def _run(self, call: Callable[[str, str], ServerInfo], busy_text: str) -> None:
        if self.busy or not self.url():
            return
        self.busy = True
        self.ui.answerLabel.setText(busy_text)
        self.ui.answerLabel.setToolTip("")
        self._buttons()
        url, name, answer = self.url(), self.laptop_name(), self._answer

        def work() -> None:
            outcome: object
            try:
                outcome = call(url, name)
            except ServerProblem as err:
                outcome = err
            except StoreError as err:
                outcome = ServerProblem(srv.UNREACHABLE, str(err))
            with contextlib.suppress(RuntimeError):  # the dialog was closed during the test
                answer.done.emit(outcome)

        threading.Thread(target=work, name="mafia-desk-server-test", daemon=True).start()

    def _answered(self, outcome: object) -> None:
        self.busy = False
        if isinstance(outcome, ServerInfo):
            self.tested, self.problem = outcome, None
            self.ui.answerLabel.setText(
                self.tr("Connected: PostgreSQL {0}, the tables are ready. Save to use this server.").format(
                    outcome.version
                )
            )
            self.ui.answerLabel.setToolTip(outcome.url)
        elif isinstance(outcome, ServerProblem):
            self.tested, self.problem = None, outcome
            self.ui.answerLabel.setText(problem_line(outcome.kind))
            self.ui.answerLabel.setToolTip(str(outcome))
        self._buttons()

    # --- keeping it ---
    def save(self) -> None:
        if self.url() and self.tested is None:
            return
        self._keep()

    def save_anyway(self) -> None:
        """The organiser's explicit choice: keep an address the test refused (the server is set up later)."""
        self._keep()

    def _keep(self) -> None:
        self.settings = ServerSettings(self.url(), self.laptop_name(), self.settings.console_id)
        if not self.settings.save():
            dialogs.inform(
                self,
                self.windowTitle(),
                self.tr(
                    "This computer has no keyring to keep the password: it is kept until the app closes, "
                    "and asked again at the next start. The settings file never holds it."
                ),
            )
        self.saved = True
        self.accept()
