"""Import players from a CSV or XLSX file: the columns mapped, the rows previewed as they will be stored,
the skipped rows and the likely duplicates shown, each duplicate decided, and then one store transaction.

The reading, the mapping guess and the duplicate search are the Qt-free `tournament.player_import`; this
dialog only lets the organiser see and decide. Cancel stores nothing; OK stores every row shown in the
preview or, refused, stores none of them and says why (docs/players-import.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidgetItem,
    QWidget,
)

from mafia_desk.gui import palette
from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.rows_model import Column, RowsModel, sorted_proxy
from mafia_desk.gui.forms.ui_player_import_dialog import Ui_PlayerImportDialog
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.store.errors import StoreError
from mafia_desk.store.records import PlayerRecord
from mafia_desk.tournament.player_import import (
    Duplicate,
    ImportedPlayer,
    ImportPreview,
    PlayerImportError,
    Sheet,
    preview_import,
    read_players_file,
)
from mafia_desk.tournament.registration import next_code

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
        ui.previewView.setModel(sorted_proxy(self.model, self))
        ui.previewView.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        ui.previewView.horizontalHeader().setStretchLastSection(True)
        ui.previewView.verticalHeader().setVisible(False)
        table = ui.duplicatesTable
        table.setHorizontalHeaderLabels(
            [self.tr("Row"), self.tr("Name"), self.tr("Resembles"), self.tr("Do")]
        )
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
        self._ok().setText(self.tr("Register"))
        self._ok().setEnabled(False)
        ui.sheetLabel.setVisible(False)
        ui.sheetBox.setVisible(False)
        self._busy = False
        self.registered = 0  # how many players OK stored
        if path is not None:
            self.open_file(path)

    def _ok(self) -> Any:
        return self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)

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
        try:
            read = read_players_file(path, sheet=sheet)
        except (PlayerImportError, OSError) as err:
            self._refuse(self.tr("{0}: {1}").format(Path(path).name, err))
            return
        self.path, self.sheet = path, read
        self.ui.fileEdit.setText(path)
        if sheet is None:
            self._fill_sheets(path, read)
        if read.encoding == "xlsx":
            self.ui.detectedLabel.setText(self.tr("An XLSX workbook."))
        else:
            delimiter = {",": self.tr("comma"), ";": self.tr("semicolon"), "\t": self.tr("tab")}.get(
                read.delimiter or ",", repr(read.delimiter)
            )
            self.ui.detectedLabel.setText(
                self.tr("CSV text, encoding {0}, delimiter: {1}.").format(read.encoding, delimiter)
            )
        self._remap(guess=True)

    def _fill_sheets(self, path: str, read: Sheet) -> None:
        names: list[str] = []
        if read.encoding == "xlsx":
            try:
                from openpyxl import load_workbook

                book = load_workbook(path, read_only=True)
                names = list(book.sheetnames)
                book.close()
            except Exception:  # the first sheet was read all the same; the list is a courtesy
                names = []
        self._busy = True
        self.ui.sheetBox.clear()
        for n in names:
            self.ui.sheetBox.addItem(n, n)
        self._busy = False
        self.ui.sheetLabel.setVisible(len(names) > 0)
        self.ui.sheetBox.setVisible(len(names) > 0)

    def _sheet_changed(self, _index: int) -> None:
        if not self._busy and self.path is not None and self.ui.sheetBox.currentData():
            self.open_file(self.path, sheet=str(self.ui.sheetBox.currentData()))

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
        table = self.ui.duplicatesTable
        table.setRowCount(len(warnings))
        for i, (row, found) in enumerate(sorted(warnings.items())):
            player = by_row[row]
            table.setItem(i, 0, QTableWidgetItem(str(row)))
            table.setItem(i, 1, QTableWidgetItem(player.name))
            texts = []
            for dup, other in found:
                how = self.tr("same name") if dup.kind == "same" else self.tr("first and last name swapped")
                whom = (
                    other.label if other is not None else self.tr("row {0} of the file").format(dup.other_row)
                )
                texts.append(self.tr("{0}: {1}").format(how, whom))
            item = QTableWidgetItem("\n".join(texts))
            item.setToolTip("\n".join(texts))
            table.setItem(i, 2, item)
            box = QComboBox(table)
            box.addItem(self.tr("Skip"), SKIP)
            box.addItem(self.tr("Import anyway"), NEW)
            for _dup, other in found:
                if other is not None and other.player is not None:
                    key = f"player:{other.player.id}"
                    if box.findData(key) < 0:
                        box.addItem(self.tr("Register {0}").format(_describe(other.player)), key)
            choice = default_choice(found)
            box.setCurrentIndex(max(0, box.findData(choice)))
            self.choices[row] = choice
            box.currentIndexChanged.connect(
                lambda _i, row=row, box=box: self._choose(row, str(box.currentData()))
            )
            table.setCellWidget(i, 3, box)
        table.resizeRowsToContents()
        self.ui.duplicatesGroup.setTitle(self.tr("Likely duplicates ({0})").format(len(warnings)))

    def _choose(self, row: int, choice: str) -> None:
        self.choices[row] = choice
        self._show_rows()

    def _fill_skipped(self) -> None:
        assert self.preview is not None
        self.ui.skippedList.clear()
        for s in self.preview.skipped:
            self.ui.skippedList.addItem(self.tr("row {0}: {1}").format(s.row, s.reason))
        self.ui.skippedGroup.setTitle(self.tr("Skipped rows ({0})").format(len(self.preview.skipped)))

    def rows(self) -> list[PreviewRow]:
        """The players as they will be registered: codes assigned in the file's order."""
        assert self.preview is not None
        codes = [r.code for r in self.workspace.snapshot.registrations]
        register = {o.player.id: o.player for o in self.others if o.player is not None}
        out = []
        for p in self.preview.players:
            choice = self.choices.get(p.row, NEW)
            if choice == SKIP:
                continue
            code = next_code(codes)
            codes.append(code)
            out.append(
                self._row(code, p, register.get(int(choice[7:])) if choice.startswith("player:") else None)
            )
        return out

    def _row(self, code: str, p: ImportedPlayer, linked: PlayerRecord | None) -> PreviewRow:
        if linked is None:
            entry: dict[str, Any] = {"id": code, "name": p.name, "club": p.club, "city": p.city}
            if p.nickname:
                entry["nickname"] = p.nickname
            return PreviewRow(code, p.row, p.name, p.nickname, p.club, p.city, self.tr("new"), entry)
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
        if self.preview is None:
            return
        entries = [r.entry for r in self.rows()]
        if not entries:
            return
        ws = self.workspace
        _, refusal = ws.attempt(lambda: ws.store.register_players(ws.tournament_id, entries))
        if refusal is not None:
            self._refuse(self.tr("Nothing was registered: {0}").format(refusal))
            dialogs.warn(self, self.tr("Not imported"), refusal)
            self._ok().setEnabled(True)
            return
        self.registered = len(entries)
        super().accept()


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
