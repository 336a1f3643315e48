"""Import players from a CSV or XLSX file: the columns mapped, the rows previewed as they will be stored,
the skipped rows and the likely duplicates shown, each duplicate decided, and then one store transaction.

The reading, the mapping guess and the duplicate search are the Qt-free `tournament.player_import`; this
dialog only lets the organiser see and decide. Cancel stores nothing; OK stores every row shown in the
preview or, refused, stores none of them and says why (docs/players-import.md).

Reading a file and registering its players run on a thread of their own, with a progress bar and Stop: a
federation's list of 20,000 players must neither freeze the window nor be impossible to call off. A stop
during the registration rolls its one transaction back, so a stopped import registers nobody.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from mafia_desk.gui import palette
from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.rows_model import ROW_ROLE, Column, RowsModel
from mafia_desk.gui.forms.ui_player_import_dialog import Ui_PlayerImportDialog
from mafia_desk.gui.tournament.refusal_words import say
from mafia_desk.gui.tournament.workspace import REFUSALS, TournamentWorkspace
from mafia_desk.store.errors import StoreError
from mafia_desk.store.records import PlayerRecord
from mafia_desk.tournament.player_import import (
    Duplicate,
    ImportCancelled,
    ImportedPlayer,
    ImportPreview,
    PlayerImportError,
    Sheet,
    preview_import,
    read_players_file,
)
from mafia_desk.tournament.registration import next_codes

# A row's fate: skipped, registered as a new player, or registered as the register's entry with this id.
SKIP = "skip"
NEW = "new"


@dataclass(frozen=True)
class Other:
    """Who an imported name resembles: a registration of this tournament, or a register entry."""

    label: str
    registration: str | None = None  # the tournament's code
    player: PlayerRecord | None = None


@dataclass(frozen=True)
class PreviewRow:
    code: str
    row: int
    name: str
    nickname: str | None
    club: str | None
    city: str | None
    link: str  # "new" or the register entry it joins
    entry: dict[str, Any]


def default_choice(warnings: Sequence[tuple[Duplicate, Other | None]]) -> str:
    """What a row with warnings does unless the organiser says otherwise (docs/players-import.md):
    skipped when he seems registered here already or repeats an earlier row of the file; registered as the
    register's entry when his name is the same as one (case, ё/е, spaces); else imported as new."""
    for dup, other in warnings:
        if other is None and dup.kind == "same":
            return SKIP
        if other is not None and other.registration is not None:
            return SKIP
    for dup, other in warnings:
        if other is not None and other.player is not None and dup.kind == "same":
            return f"player:{other.player.id}"
    return NEW


DO_COLUMN = 3  # the duplicates table's "Do" column
RESIZE_PRECISION = 200  # rows measured for a column's width: the first screens, not all 20,000


@dataclass(frozen=True)
class DuplicateRow:
    """A row of the file with its warnings, and the choices the organiser has for it (label, choice)."""

    row: int
    name: str
    resembles: str
    options: tuple[tuple[str, str], ...]


class _DuplicatesModel(RowsModel[DuplicateRow]):
    """The "Do" column is edited in place (a list of the row's choices): one model, not a combo box per
    row, so a file with thousands of repeated names opens at once."""

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        return flags | Qt.ItemFlag.ItemIsEditable if index.column() == DO_COLUMN else flags


class _ChoiceDelegate(QStyledItemDelegate):
    """The list of a duplicate's choices, opened on the "Do" cell; a pick is applied at once."""

    def __init__(self, dialog: PlayerImportDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QWidget:
        row: DuplicateRow = index.data(ROW_ROLE)
        box = QComboBox(parent)
        for label, choice in row.options:
            box.addItem(label, choice)
        box.activated.connect(lambda _i, box=box: self._picked(box))
        return box

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        row: DuplicateRow = index.data(ROW_ROLE)
        assert isinstance(editor, QComboBox)
        editor.setCurrentIndex(max(0, editor.findData(self.dialog.choices.get(row.row, NEW))))

    def setModelData(
        self, editor: QWidget, model: QAbstractItemModel, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        row: DuplicateRow = index.data(ROW_ROLE)
        assert isinstance(editor, QComboBox)
        self.dialog.choose(row.row, str(editor.currentData()))

    def _picked(self, box: QComboBox) -> None:
        self.commitData.emit(box)
        self.closeEditor.emit(box)


class _Job(QObject):
    """One piece of work on a thread of its own; its progress and its outcome (a value or the exception)
    arrive on the GUI thread as signals. `cancel` makes the next progress report raise ImportCancelled."""

    progressed = Signal(float)
    finished = Signal(object)

    def __init__(self, work: Callable[[Callable[[float], None]], object], parent: QObject) -> None:
        super().__init__(parent)
        self.work = work
        self.cancel = threading.Event()
        self._last = 0.0
        self.worker = threading.Thread(target=self._run, name="mafia-desk-import", daemon=True)

    def report(self, done: float) -> None:
        """Called by the work on its thread: a cancel raises here, inside the read or the transaction."""
        if self.cancel.is_set():
            raise ImportCancelled
        now = time.monotonic()
        if now - self._last >= 0.05 or done >= 1.0:  # a redraw a frame at most
            self._last = now
            with contextlib.suppress(RuntimeError):  # the dialog went away
                self.progressed.emit(done)

    def _run(self) -> None:
        outcome: object
        try:
            self.report(0.0)
            outcome = self.work(self.report)
        except Exception as err:  # shown by the dialog: a refusal, a cancel, a failure
            outcome = err
        with contextlib.suppress(RuntimeError):
            self.finished.emit(outcome)


class PlayerImportDialog(QDialog):
    def __init__(
        self, workspace: TournamentWorkspace, parent: QWidget | None = None, *, path: str | None = None
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_PlayerImportDialog()
        self.ui.setupUi(self)
        self.workspace = workspace
        self.path: str | None = None
        self.sheet: Sheet | None = None
        self.preview: ImportPreview | None = None
        self.choices: dict[int, str] = {}  # file row -> SKIP / NEW / "player:<id>"
        self._job: _Job | None = None
        self._close_when_done = False
        # The rows last shown, in the file's order, and the snapshot whose codes they took: Register stores
        # these unless the tournament has changed since (building 20,000 rows again cost a tenth of a second).
        self._shown: tuple[object, list[PreviewRow]] = (None, [])
        snap = workspace.snapshot
        try:
            everyone = workspace.store.list_players()
        except StoreError:
            everyone = []
        linked = {r.player_id for r in snap.registrations}
        self.others: list[Other] = []
        self.others_names: list[str] = []  # the names the duplicate search compares with, by index
        for r in snap.registrations:
            label = self.tr("{0} {1}, registered in this tournament").format(r.code, r.name)
            self.others.append(Other(label, registration=r.code))
            self.others_names.append(r.name)
        for p in everyone:
            if p.id not in linked:
                self.others.append(
                    Other(self.tr("{0} in the player registry").format(_describe(p)), player=p)
                )
                self.others_names.append(p.name)
        ui = self.ui
        self.boxes: dict[str, QComboBox] = {
            "name": ui.nameBox,
            "nickname": ui.nicknameBox,
            "club": ui.clubBox,
            "city": ui.cityBox,
        }
        self.model: RowsModel[PreviewRow] = RowsModel(
            [
                Column(lambda: self.tr("Code"), lambda r: r.code),
                Column(lambda: self.tr("Row"), lambda r: str(r.row), sort=lambda r: r.row, right=True),
                Column(lambda: self.tr("Name"), lambda r: r.name),
                Column(lambda: self.tr("Nickname"), lambda r: r.nickname or ""),
                Column(lambda: self.tr("Club"), lambda r: r.club or ""),
                Column(lambda: self.tr("City"), lambda r: r.city or ""),
                Column(lambda: self.tr("Registry"), lambda r: r.link),
            ],
            self,
        )
        # The model sorts itself (RowsModel.sort) and nothing filters the preview: no proxy, whose mapping
        # of 20,000 rows asked Python for every row's count and cells. The widths follow the first rows.
        ui.previewView.setModel(self.model)
        ui.previewView.horizontalHeader().setResizeContentsPrecision(RESIZE_PRECISION)
        ui.previewView.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        ui.previewView.horizontalHeader().setStretchLastSection(True)
        ui.previewView.verticalHeader().setVisible(False)
        self.duplicates = _DuplicatesModel(
            [
                Column(lambda: self.tr("Row"), lambda r: str(r.row), sort=lambda r: r.row, right=True),
                Column(lambda: self.tr("Name"), lambda r: r.name),
                Column(lambda: self.tr("Resembles"), lambda r: r.resembles, tooltip=lambda r: r.resembles),
                Column(lambda: self.tr("Do"), self._choice_label),
            ],
            self,
        )
        table = ui.duplicatesTable
        table.setModel(self.duplicates)
        table.setItemDelegateForColumn(DO_COLUMN, _ChoiceDelegate(self))
        table.horizontalHeader().setResizeContentsPrecision(RESIZE_PRECISION)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setVisible(False)
        ui.summaryLabel.setStyleSheet("")
        ui.browseButton.clicked.connect(self.choose_file)
        ui.sheetBox.currentIndexChanged.connect(self._sheet_changed)
        ui.headerCheck.toggled.connect(lambda _on: self._remap(guess=True))
        for box in self.boxes.values():
            box.currentIndexChanged.connect(lambda _i: self._remap(guess=False))
        ui.buttonBox.accepted.connect(self.accept)
        ui.buttonBox.rejected.connect(self.reject)
        ui.stopButton.clicked.connect(self.stop)
        self._ok().setText(self.tr("Register"))
        self._ok().setEnabled(False)
        ui.sheetLabel.setVisible(False)
        ui.sheetBox.setVisible(False)
        ui.progressBar.setVisible(False)
        ui.stopButton.setVisible(False)
        self._busy = False
        self.registered = 0  # how many players OK stored
        if path is not None:
            self.open_file(path)

    def _ok(self) -> Any:
        return self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)

    # --- work on a thread of its own ---
    @property
    def busy(self) -> bool:
        """A file is being read or the players registered."""
        return self._job is not None

    def _start(
        self,
        doing: str,
        work: Callable[[Callable[[float], None]], object],
        done: Callable[[object], None],
    ) -> None:
        job = _Job(work, self)
        self._job = job
        job.progressed.connect(lambda share: self.ui.progressBar.setValue(round(share * 1000)))
        job.finished.connect(lambda outcome: self._finished(job, outcome, done))
        ui = self.ui
        ui.progressBar.setValue(0)
        ui.progressBar.setVisible(True)
        ui.stopButton.setVisible(True)
        ui.stopButton.setEnabled(True)
        for widget in (ui.browseButton, ui.sheetBox, ui.headerCheck, ui.mappingGroup, self._ok()):
            widget.setEnabled(False)
        ui.summaryLabel.setStyleSheet("")
        ui.summaryLabel.setText(doing)
        job.worker.start()

    def _finished(self, job: _Job, outcome: object, done: Callable[[object], None]) -> None:
        if job is not self._job:
            return
        self._job = None
        ui = self.ui
        ui.progressBar.setVisible(False)
        ui.stopButton.setVisible(False)
        for widget in (ui.browseButton, ui.sheetBox, ui.headerCheck, ui.mappingGroup):
            widget.setEnabled(True)
        self._ok().setEnabled(self.preview is not None and bool(self.preview.players))
        if self._close_when_done:
            super().reject()
            return
        done(outcome)

    def stop(self) -> None:
        """Call off the read or the registration under way: the registration's transaction rolls back."""
        if self._job is None:
            return
        self._job.cancel.set()
        self.ui.stopButton.setEnabled(False)
        self.ui.summaryLabel.setText(self.tr("Stopping…"))

    def reject(self) -> None:
        """Cancel during work stops it first; the dialog closes once the work has given up (a registration
        rolled back), never with a thread still writing."""
        if self._job is not None:
            self._close_when_done = True
            self.stop()
            return
        super().reject()

    # --- reading ---
    def choose_file(self) -> None:
        path = dialogs.open_file(
            self,
            self.tr("Import players"),
            str(Path(self.path).parent) if self.path else "",
            self.tr("Player lists (*.csv *.xlsx *.txt);;All files (*)"),
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str, sheet: str | None = None) -> None:
        """Read the file on a thread of its own and preview it with the guessed mapping; the dialog shows
        it when the thread is done."""
        has_header = self.ui.headerCheck.isChecked()
        registry = list(self.others_names)

        def work(report: Callable[[float], None]) -> tuple[Sheet, ImportPreview]:
            read = read_players_file(path, sheet=sheet, progress=lambda share: report(0.8 * share))
            report(0.8)
            return read, preview_import(read, None, has_header=has_header, registry=registry)

        def done(outcome: object) -> None:
            if isinstance(outcome, ImportCancelled):
                self.ui.summaryLabel.setText(self.tr("Stopped: the file was not read."))
            elif isinstance(outcome, PlayerImportError | OSError):
                self._refuse(self.tr("{0}: {1}").format(Path(path).name, outcome))
            elif isinstance(outcome, Exception):
                self._refuse(self.tr("{0}: {1}").format(Path(path).name, type(outcome).__name__))
            elif isinstance(outcome, tuple):
                self._opened(path, sheet, *outcome)

        self._start(self.tr("Reading {0}…").format(Path(path).name), work, done)

    def _opened(self, path: str, sheet: str | None, read: Sheet, preview: ImportPreview) -> None:
        self.path, self.sheet = path, read
        self.ui.fileEdit.setText(path)
        if sheet is None:
            self._fill_sheets(read)
        if read.encoding == "xlsx":
            self.ui.detectedLabel.setText(self.tr("An XLSX workbook."))
        else:
            delimiter = {",": self.tr("comma"), ";": self.tr("semicolon"), "\t": self.tr("tab")}.get(
                read.delimiter or ",", repr(read.delimiter)
            )
            self.ui.detectedLabel.setText(
                self.tr("CSV text, encoding {0}, delimiter: {1}.").format(read.encoding, delimiter)
            )
        self._show_preview(preview, guess=True)

    def _fill_sheets(self, read: Sheet) -> None:
        """The workbook's sheets, as the one read of it listed them: the file is not opened again."""
        names = list(read.sheet_names)
        self._busy = True
        self.ui.sheetBox.clear()
        for n in names:
            self.ui.sheetBox.addItem(n, n)
        if read.sheet in names:
            self.ui.sheetBox.setCurrentIndex(names.index(read.sheet))
        self._busy = False
        self.ui.sheetLabel.setVisible(len(names) > 0)
        self.ui.sheetBox.setVisible(len(names) > 0)

    def _sheet_changed(self, _index: int) -> None:
        if self._busy or self.path is None or not self.ui.sheetBox.currentData():
            return
        wanted = str(self.ui.sheetBox.currentData())
        if self.sheet is not None and wanted != self.sheet.sheet:
            self.open_file(self.path, sheet=wanted)

    def _refuse(self, text: str) -> None:
        self.ui.summaryLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.ui.summaryLabel.setText(text)
        self._ok().setEnabled(False)

    # --- mapping and preview ---
    def _remap(self, guess: bool) -> None:
        if self._busy or self.sheet is None:
            return
        has_header = self.ui.headerCheck.isChecked()
        mapping = None if guess else self.mapping()
        try:
            preview = preview_import(self.sheet, mapping, has_header=has_header, registry=self.others_names)
        except PlayerImportError as err:
            self.preview = None
            self.model.set_rows([])
            self._refuse(str(err))
            return
        self._show_preview(preview, guess)

    def _show_preview(self, preview: ImportPreview, guess: bool) -> None:
        if guess:
            self._fill_boxes(preview)
        self.preview = preview
        self.choices = {}
        self._fill_duplicates()
        self._fill_skipped()
        self._show_rows()

    def mapping(self) -> dict[str, int]:
        out = {}
        for field, box in self.boxes.items():
            column = box.currentData()
            if isinstance(column, int) and column >= 0:
                out[field] = column
        return out

    def _fill_boxes(self, preview: ImportPreview) -> None:
        assert self.sheet is not None
        columns = max(len(r) for r in self.sheet.rows)
        header = preview.header or ()
        self._busy = True
        for field, box in self.boxes.items():
            box.clear()
            if field != "name":
                box.addItem(self.tr("(none)"), -1)
            for i in range(columns):
                title = header[i] if i < len(header) and header[i] else self.tr("column {0}").format(i + 1)
                box.addItem(f"{_letter(i)}: {title}", i)
            chosen = preview.mapping.get(field, -1)
            box.setCurrentIndex(max(0, box.findData(chosen)))
        self._busy = False

    def _warnings(self) -> dict[int, list[tuple[Duplicate, Other | None]]]:
        assert self.preview is not None
        out: dict[int, list[tuple[Duplicate, Other | None]]] = {}
        for dup in self.preview.duplicates:
            other = None if dup.registry_index is None else self.others[dup.registry_index]
            out.setdefault(dup.row, []).append((dup, other))
        return out

    def _fill_duplicates(self) -> None:
        assert self.preview is not None
        warnings = self._warnings()
        by_row = {p.row: p for p in self.preview.players}
        same, swapped = self.tr("same name"), self.tr("first and last name swapped")
        options = [(self.tr("Skip"), SKIP), (self.tr("Import anyway"), NEW)]
        rows: list[DuplicateRow] = []
        for row, found in sorted(warnings.items()):
            texts = []
            for dup, other in found:
                how = same if dup.kind == "same" else swapped
                whom = (
                    other.label if other is not None else self.tr("row {0} of the file").format(dup.other_row)
                )
                texts.append(self.tr("{0}: {1}").format(how, whom))
            offered = list(options)
            for _dup, other in found:
                if other is not None and other.player is not None:
                    key = f"player:{other.player.id}"
                    if all(choice != key for _label, choice in offered):
                        offered.append((self.tr("Register {0}").format(_describe(other.player)), key))
            self.choices[row] = default_choice(found)
            rows.append(DuplicateRow(row, by_row[row].name, "\n".join(texts), tuple(offered)))
        self.duplicates.set_rows(rows)
        if len(rows) <= RESIZE_PRECISION:  # a row per warning's line; thousands keep one line (the tooltip)
            self.ui.duplicatesTable.resizeRowsToContents()
        self.ui.duplicatesGroup.setTitle(self.tr("Likely duplicates ({0})").format(len(warnings)))

    def _choice_label(self, row: DuplicateRow) -> str:
        chosen = self.choices.get(row.row, NEW)
        return next((label for label, choice in row.options if choice == chosen), chosen)

    def duplicate_options(self, row: int) -> list[tuple[str, str]]:
        """The choices offered for a row of the file with warnings: (what the list shows, the choice)."""
        return next((list(r.options) for r in self.duplicates.rows if r.row == row), [])

    def choose(self, row: int, choice: str) -> None:
        """The organiser's decision for a row with warnings (SKIP, NEW or "player:<id>")."""
        self.choices[row] = choice
        model = self.duplicates
        for i, r in enumerate(model.rows):
            if r.row == row:
                index = model.index(i, DO_COLUMN)
                model.dataChanged.emit(index, index)
        self._show_rows()

    def _fill_skipped(self) -> None:
        assert self.preview is not None
        self.ui.skippedList.clear()
        self.ui.skippedList.addItems(
            [self.tr("row {0}: {1}").format(s.row, say(s.reason)) for s in self.preview.skipped]
        )
        self.ui.skippedGroup.setTitle(self.tr("Skipped rows ({0})").format(len(self.preview.skipped)))

    def rows(self) -> list[PreviewRow]:
        """The players as they will be registered: codes assigned in the file's order, all in one pass."""
        assert self.preview is not None
        register = {o.player.id: o.player for o in self.others if o.player is not None}
        kept = [p for p in self.preview.players if self.choices.get(p.row, NEW) != SKIP]
        codes = next_codes((r.code for r in self.workspace.snapshot.registrations), len(kept))
        new = self.tr("new")
        out = []
        for code, p in zip(codes, kept, strict=True):
            choice = self.choices.get(p.row, NEW)
            linked = register.get(int(choice[7:])) if choice.startswith("player:") else None
            out.append(self._row(code, p, linked, new))
        return out

    def _row(self, code: str, p: ImportedPlayer, linked: PlayerRecord | None, new: str) -> PreviewRow:
        if linked is None:
            entry: dict[str, Any] = {"id": code, "name": p.name, "club": p.club, "city": p.city}
            if p.nickname:
                entry["nickname"] = p.nickname
            return PreviewRow(code, p.row, p.name, p.nickname, p.club, p.city, new, entry)
        # The register's spelling of the name; the file's club and city when it gives them (a player moves).
        club, city = p.club or linked.club, p.city or linked.city
        entry = {"id": code, "name": linked.name, "club": club, "city": city, "player_id": linked.id}
        if p.nickname:
            entry["nickname"] = p.nickname
        return PreviewRow(
            code, p.row, linked.name, p.nickname or linked.nickname, club, city, _describe(linked), entry
        )

    def _show_rows(self) -> None:
        rows = self.rows()
        self._shown = (self.workspace.snapshot, rows)
        self.model.set_rows(rows)
        assert self.preview is not None
        skipped_dups = sum(1 for c in self.choices.values() if c == SKIP)
        self.ui.summaryLabel.setStyleSheet("")
        self.ui.summaryLabel.setText(
            self.tr("To register: {0}. Rows that cannot be read: {1}. Duplicates skipped: {2}.").format(
                len(rows), len(self.preview.skipped), skipped_dups
            )
        )
        self._ok().setEnabled(bool(rows))

    # --- storing ---
    def accept(self) -> None:
        """Register every row of the preview in one transaction, on a thread of its own."""
        if self.preview is None or self._job is not None:
            return
        snapshot, shown = self._shown
        entries = [r.entry for r in (shown if snapshot is self.workspace.snapshot else self.rows())]
        if not entries:
            return
        ws = self.workspace
        store, tid = ws.store, ws.tournament_id

        def work(report: Callable[[float], None]) -> None:
            store.register_players(tid, entries, progress=report)

        def done(outcome: object) -> None:
            if isinstance(outcome, ImportCancelled):
                self.ui.summaryLabel.setText(self.tr("Stopped: nothing was registered."))
            elif isinstance(outcome, REFUSALS):
                refusal = str(outcome)
                ws.refused.emit(refusal)
                self._refuse(self.tr("Nothing was registered: {0}").format(refusal))
                dialogs.warn(self, self.tr("Not imported"), refusal)
                self._ok().setEnabled(True)
            elif isinstance(outcome, Exception):
                raise outcome
            else:
                self.registered = len(entries)
                super(PlayerImportDialog, self).accept()

        self._start(self.tr("Registering {0} players…").format(len(entries)), work, done)


def _describe(p: PlayerRecord) -> str:
    extra = ", ".join(v for v in (p.club, p.city) if v)
    return f"{p.name} ({extra})" if extra else p.name


def _letter(index: int) -> str:
    """A spreadsheet's column letter: 0 -> A, 25 -> Z, 26 -> AA."""
    out = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        out = chr(ord("A") + rest) + out
    return out
