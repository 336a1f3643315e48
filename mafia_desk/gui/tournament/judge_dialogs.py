"""The Judges tab's dialogs: a judge's details (name, club, city, the player he is when he also plays), and
a judge's day (his tables: round, table, time, players), printed to PDF or exported as CSV for him."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.atomic_write import write_atomically
from mafia_desk.gui.common import dialogs
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.judge_day import headers, judge_day_csv, judge_day_pdf_bytes, judge_day_rows
from mafia_desk.reports.seating_sheets import name_sort_key
from mafia_desk.seating.judges import JudgedTable, judge_tables
from mafia_desk.tournament.model import Judge


class JudgeDialog(QDialog):
    """Add or edit one judge; `judge` holds the result once accepted. `taken`: the other judges' names."""

    def __init__(
        self,
        workspace: TournamentWorkspace,
        judge: Judge | None,
        taken: set[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Judge") if judge is None else self.tr("Judge {0}").format(judge.name))
        self.taken = taken
        self.judge: Judge | None = None
        self.extra = judge.extra if judge is not None else {}
        form = QFormLayout()
        self.name_edit = QLineEdit(judge.name if judge else "", self)
        self.club_edit = QLineEdit((judge.club or "") if judge else "", self)
        self.city_edit = QLineEdit((judge.city or "") if judge else "", self)
        self.player_box = QComboBox(self)
        self.player_box.addItem(self.tr("does not play"), None)
        names = workspace.snapshot.names()
        for pid in sorted(names, key=lambda p: name_sort_key(names[p])):
            self.player_box.addItem(f"{names[pid]} ({pid})", pid)
        if judge is not None and judge.player is not None:
            self.player_box.setCurrentIndex(max(0, self.player_box.findData(judge.player)))
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("&Club:"), self.club_edit)
        form.addRow(self.tr("C&ity:"), self.city_edit)
        form.addRow(self.tr("&Plays as:"), self.player_box)
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet("color: #b91c1c")
        self.error_label.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)

    def choose_player(self, pid: str | None) -> bool:
        index = self.player_box.findData(pid)
        if index < 0:
            return False
        self.player_box.setCurrentIndex(index)
        return True

    def accept(self) -> None:
        name = " ".join(self.name_edit.text().split())
        if not name:
            self.error_label.setText(self.tr("A judge needs a name."))
            return
        if name in self.taken:
            self.error_label.setText(self.tr("There is a judge named {0} already.").format(name))
            return
        self.judge = Judge(
            name=name,
            club=self.club_edit.text().strip() or None,
            city=self.city_edit.text().strip() or None,
            player=self.player_box.currentData(),
            extra=self.extra,
        )
        super().accept()


class JudgeDayDialog(QDialog):
    """A judge's view: pick a judge, see every table he judges, print it (PDF) or export it (CSV)."""

    def __init__(
        self, workspace: TournamentWorkspace, judge: str | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.setWindowTitle(self.tr("A judge's tables"))
        self.resize(900, 480)
        self.judge_box = QComboBox(self)
        for j in workspace.tournament.judge_list:
            self.judge_box.addItem(j.name, j.name)
        if judge is not None:
            self.judge_box.setCurrentIndex(max(0, self.judge_box.findData(judge)))
        self.view = QTableWidget(0, 4, self)
        self.view.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.summary = QLabel(self)
        self.pdf_button = QPushButton(self.tr("&Print (PDF)…"), self)
        self.csv_button = QPushButton(self.tr("&Export (CSV)…"), self)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        top = QHBoxLayout()
        label = QLabel(self.tr("&Judge:"), self)
        label.setBuddy(self.judge_box)
        top.addWidget(label)
        top.addWidget(self.judge_box, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.pdf_button)
        bottom.addWidget(self.csv_button)
        bottom.addStretch(1)
        bottom.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.summary)
        layout.addLayout(bottom)
        self.judge_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.pdf_button.clicked.connect(lambda: self.save_pdf())
        self.csv_button.clicked.connect(lambda: self.save_csv())
        self.refresh()

    @property
    def judge(self) -> str | None:
        value = self.judge_box.currentData()
        return value if isinstance(value, str) else None

    def tables(self) -> tuple[JudgedTable, ...]:
        return judge_tables(self.workspace.tournament, self.judge) if self.judge else ()

    def refresh(self) -> None:
        rows = judge_day_rows(self.tables(), self.workspace.snapshot.names())
        self.view.clear()
        self.view.setHorizontalHeaderLabels(headers())
        self.view.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                self.view.setItem(r, c, QTableWidgetItem(cell))
        self.view.resizeColumnsToContents()
        self.view.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.summary.setText(
            self.tr("Tables to judge: {0}").format(len(rows)) if rows else self.tr("No table assigned yet.")
        )
        self.pdf_button.setEnabled(self.judge is not None)
        self.csv_button.setEnabled(self.judge is not None)

    def _path(self, title: str, suffix: str, filters: str) -> str | None:
        judge = self.judge or ""
        suggested = f"judge-{'-'.join(judge.split())}.{suffix}"
        return dialogs.save_file(self, title, suggested, filters)

    def save_pdf(self, path: str | None = None) -> str | None:
        if self.judge is None:
            return None
        path = path or self._path(self.tr("A judge's tables"), "pdf", self.tr("PDF files (*.pdf)"))
        if not path:
            return None
        t = self.workspace.tournament
        data = judge_day_pdf_bytes(t.name, self.judge, self.tables(), self.workspace.snapshot.names())
        return self._write(path, data)

    def save_csv(self, path: str | None = None) -> str | None:
        if self.judge is None:
            return None
        path = path or self._path(self.tr("A judge's tables"), "csv", self.tr("CSV files (*.csv)"))
        if not path:
            return None
        text = judge_day_csv(self.judge, self.tables(), self.workspace.snapshot.names())
        return self._write(path, text.encode("utf-8-sig"))

    def _write(self, path: str, data: bytes) -> str | None:
        try:
            write_atomically(path, data)
        except OSError as err:
            dialogs.warn(self, self.tr("Not written"), f"{path}: {err.strerror or err}")
            return None
        self.summary.setText(self.tr("Written to {0}.").format(path))
        return path
