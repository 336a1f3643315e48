"""A dialog port that answers by script: installed once per GUI test (tests/gui/conftest.py
`fake_dialogs`), so no test patches QMessageBox, QFileDialog or QInputDialog and none waits on a modal
dialog nobody answers.

Each kind of dialog takes its answer from its queue (`answers`, `choices`, `texts`, `files`), else from its
default (`yes`, `choice`, `text`, `file`). An answer is a value or a callable given the `Shown` dialog (a
test that answers from the items offered, or records the folder suggested). Cancel is None. A wait for work
on another thread (`wait`) serves the GUI thread's events until the work ends, pressing Cancel when
`cancels` says so.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mafia_desk.gui.common.dialogs import MessageKind


@dataclass(frozen=True)
class Shown:
    """One dialog as the person would have seen it. `text` is a message's text, a choice's or a text's
    label, or a file dialog's suggested path or folder."""

    # question, warning, information, critical, about, choose, ask_text, open_file(s), open_folder,
    # save_file, wait
    kind: str
    title: str
    text: str
    detail: str = ""
    default_no: bool = False
    items: tuple[str, ...] = ()
    editable: bool = False
    current: int = 0
    filters: str = ""
    selected: str = ""


class ScriptedDialogs:
    def __init__(self) -> None:
        self.shown: list[Shown] = []
        # The message boxes as (kind, text): what most tests check (the `dialogs` fixture).
        self.messages: list[tuple[str, str]] = []
        self.answers: deque[Any] = deque()
        self.choices: deque[Any] = deque()
        self.texts: deque[Any] = deque()
        self.files: deque[Any] = deque()
        self.yes: Any = True
        self.choice: Any = None
        self.text: Any = None
        self.secret_asked = False  # whether the last ask_text typed its answer as dots
        self.file: Any = None
        # Waits (dialogs.wait): each takes from `cancels` the seconds after which Cancel is pressed (None:
        # never); what the work said meanwhile is in `said`, and the longest time the GUI thread went
        # without serving its events in `longest_gap` (the window's responsiveness during the wait).
        self.cancels: deque[float | None] = deque()
        self.said: list[str] = []
        self.longest_gap = 0.0

    def kinds(self) -> list[str]:
        return [s.kind for s in self.shown]

    def _answer(self, shown: Shown, queue: deque[Any], default: Any) -> Any:
        self.shown.append(shown)
        reply = queue.popleft() if queue else default
        return reply(shown) if callable(reply) else reply

    def question(self, parent: Any, title: str, text: str, *, default_no: bool) -> bool:
        self.messages.append(("question", text))
        return bool(
            self._answer(Shown("question", title, text, default_no=default_no), self.answers, self.yes)
        )

    def message(self, parent: Any, kind: MessageKind, title: str, text: str, *, detail: str = "") -> None:
        self.messages.append((kind, text))
        self.shown.append(Shown(kind, title, text, detail=detail))

    def about(self, parent: Any, title: str, text: str) -> None:
        self.shown.append(Shown("about", title, text))

    def choose(
        self, parent: Any, title: str, label: str, items: Sequence[str], *, editable: bool, current: int
    ) -> str | None:
        shown = Shown("choose", title, label, items=tuple(items), editable=editable, current=current)
        answer: str | None = self._answer(shown, self.choices, self.choice)
        return answer

    def ask_text(self, parent: Any, title: str, label: str, text: str, *, secret: bool = False) -> str | None:
        self.secret_asked = secret
        answer: str | None = self._answer(Shown("ask_text", title, label), self.texts, self.text)
        return answer

    def open_file(self, parent: Any, title: str, directory: str, filters: str) -> str | None:
        answer: str | None = self._answer(
            Shown("open_file", title, directory, filters=filters), self.files, self.file
        )
        return answer

    def open_files(self, parent: Any, title: str, directory: str, filters: str) -> list[str]:
        """Answered from `files` like `open_file`: a list, one path, or None (Cancel: [])."""
        answer = self._answer(Shown("open_files", title, directory, filters=filters), self.files, self.file)
        if answer is None:
            return []
        return [str(a) for a in answer] if isinstance(answer, (list, tuple)) else [str(answer)]

    def open_folder(self, parent: Any, title: str, directory: str) -> str | None:
        answer = self._answer(Shown("open_folder", title, directory), self.files, self.file)
        return None if answer is None else str(answer)

    def save_file(
        self, parent: Any, title: str, path: str, filters: str, selected: str
    ) -> tuple[str, str] | None:
        """A path answers with the selected filter (or the first one), as Qt's dialog does when the person
        does not change it; a (path, filter) pair answers both."""
        shown = Shown("save_file", title, path, filters=filters, selected=selected)
        answer = self._answer(shown, self.files, self.file)
        if answer is None or isinstance(answer, tuple):
            return answer
        return str(answer), selected or filters.split(";;")[0]

    def wait(self, parent: Any, title: str, text: str, job: Any) -> None:
        """As the real wait does, without its dialog: serve the GUI thread's events until the work ends."""
        from PySide6.QtCore import QCoreApplication, QEventLoop

        self.shown.append(Shown("wait", title, text))
        cancel_after = self.cancels.popleft() if self.cancels else None
        started = last = time.monotonic()

        def listen() -> None:
            said = job.progress()
            if said and (not self.said or self.said[-1] != said):
                self.said.append(said)

        while not job.ended():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            now = time.monotonic()
            self.longest_gap = max(self.longest_gap, now - last)
            last = now
            listen()
            if cancel_after is not None and now - started >= cancel_after:
                job.cancel()
                cancel_after = None
            time.sleep(0.005)
        listen()
