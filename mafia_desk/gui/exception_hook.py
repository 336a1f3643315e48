"""Unexpected errors become a dialog, not a dead window: the game's state lives in the engine and the store,
which only change by whole events, so the host can read the message, close it and carry on."""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.logs import log_file

log = logging.getLogger("mafia_desk")

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def show_error_dialog(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    details = "".join(traceback.format_exception(exc_type, exc, tb))
    log.error("unexpected error\n%s", details)
    if QApplication.instance() is None:
        print(details, file=sys.stderr)
        return
    # The traceback is for the developers: in the log, which the club can send, not in the host's face.
    where = log_file()
    dialogs.critical(
        QApplication.activeWindow(),
        QCoreApplication.translate("ExceptionHook", "Unexpected error"),
        QCoreApplication.translate(
            "ExceptionHook",
            "Something went wrong: {0}\n\nThe game is saved up to its last action; you can go on.",
        ).format(str(exc) or exc_type.__name__),
        detail=QCoreApplication.translate("ExceptionHook", "The details are in the log: {0}").format(where)
        if where is not None
        else QCoreApplication.translate("ExceptionHook", "The details were printed in the terminal."),
    )


def install_exception_hook() -> ExceptHook:
    """Install the dialog hook; returns the previous hook so a caller (or a test) can put it back."""
    previous = sys.excepthook

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            previous(exc_type, exc, tb)
            return
        try:
            show_error_dialog(exc_type, exc, tb)
        except Exception:  # the hook itself must never raise
            previous(exc_type, exc, tb)

    sys.excepthook = hook
    return previous
