"""The Games tab: every table of the tournament by stage, round and table, as the store holds it now.

A table is "waiting" (drawn, no result yet), "playing now" (started at the host's screen on this laptop),
"played here" (finished at the host's screen), "entered" (typed from a paper protocol or merged from another
laptop), "corrected" or "void". The tab redraws from the workspace's snapshot after every stored change, so a
game that ends at the host's screen shows here at once, with no refresh. Every change (a result, a correction,
an absence, a merge) is one store call through `workspace.attempt`: the tab shows what the disk holds, never
what it asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.rows_model import (
    ROW_ROLE,
    Column,
    RowsModel,
    rows_view,
    selected_rows,
    sorted_proxy,
)
from mafia_desk.gui.common.shown_refresh import refresh_when_shown
from mafia_desk.gui.host_text import team_name
from mafia_desk.gui.tournament.games_text import (
    correction_lines,
    ended_text,
    game_lines,
    refusal_text,
    slot_text,
)
from mafia_desk.gui.tournament.protest_text import protest_lines
from mafia_desk.gui.tournament.workspace import REFUSALS, TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.store.records import GameSummary
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.export import absence_to_dict, adjustment_to_dict
from mafia_desk.tournament.load import load_tournament, read_tournament_json
from mafia_desk.tournament.model import Correction, Game, exact
from mafia_desk.tournament.numbers import PointsStyle, format_points

WAITING, PLAYING, LIVE, ENTERED, CORRECTED, VOID = (
    "waiting",
    "playing",
    "live",
    "entered",
    "corrected",
    "void",
)
_COLOURS = {
    PLAYING: QColor("#fff4c2"),
    WAITING: QColor("#eef2f7"),
    CORRECTED: QColor("#e8e0f5"),
    VOID: QColor("#f3dede"),
}
Slot = tuple[str, int, int]


@dataclass(frozen=True)
class GameRow:
    stage: str
    round: int
    table: int
    stage_position: int
    status: str
    players: tuple[str, ...]  # player ids by seat: the game's, or the draw's for a table not yet played
    names: str
    original: Game | None = None  # the stored games[] entry
    current: Game | None = None  # what the standings count: after the last correction; None when void
    corrections: tuple[Correction, ...] = ()
    live: GameSummary | None = None

    @property
    def slot(self) -> Slot:
        return (self.stage, self.round, self.table)


@dataclass(frozen=True)
class OtherRow:
    """An absence or an adjustment: points (or none) outside the games, listed under them."""

    kind: str
    player: str
    where: str
    what: str
    key: str = ""  # "absences" or "adjustments": the exchange file's list it is an entry of
    index: int = -1  # its place in that list
    entry: Mapping[str, object] | None = None  # the entry as stored


def game_rows(workspace: TournamentWorkspace) -> list[GameRow]:
    snap = workspace.snapshot
    t = snap.tournament
    names = snap.names()
    position = {s.id: i for i, s in enumerate(snap.stages)}
    summaries: dict[Slot, GameSummary] = {}
    for s in snap.games:
        if s.stage is not None and s.round is not None and s.table is not None:
            summaries[(s.stage, s.round, s.table)] = s

    def named(players: tuple[str, ...]) -> str:
        return ", ".join(names.get(p, p) for p in players)

    rows: dict[Slot, GameRow] = {}
    for g in t.games:
        slot = (g.stage, g.round, g.table)
        history = t.corrections_of(*slot)
        summary = summaries.get(slot)
        current: Game | None = g
        if history:
            current = history[-1].game
            status = VOID if current is None else CORRECTED
        else:
            status = LIVE if slot in snap.played_here else ENTERED
        shown = (current or g).players
        rows[slot] = GameRow(
            g.stage,
            g.round,
            g.table,
            position.get(g.stage, 99),
            status,
            shown,
            named(shown),
            g,
            current,
            history,
        )
    drawn: dict[Slot, tuple[str, ...]] = {}
    for d in t.draws:
        for index, table in enumerate(d.tables, start=1):
            drawn[(d.stage, d.round, index)] = table
    for slot, summary in summaries.items():
        if slot not in rows and summary.finished_at is None:
            players = drawn.get(slot, ())
            rows[slot] = GameRow(
                *slot, position.get(slot[0], 99), PLAYING, players, named(players), live=summary
            )
    for slot, players in drawn.items():
        if slot not in rows:
            rows[slot] = GameRow(*slot, position.get(slot[0], 99), WAITING, players, named(players))
    return sorted(rows.values(), key=lambda r: (r.stage_position, r.round, r.table))


class GamesTab(QWidget):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.statuses = {
            WAITING: self.tr("waiting"),
            PLAYING: self.tr("playing now"),
            LIVE: self.tr("played here"),
            ENTERED: self.tr("entered"),
            CORRECTED: self.tr("corrected"),
            VOID: self.tr("void"),
        }
        self.model: RowsModel[GameRow] = RowsModel(
            [
                Column(
                    lambda: self.tr("Stage"), lambda r: stage_label(r.stage), sort=lambda r: r.stage_position
                ),
                Column(lambda: self.tr("Round"), lambda r: str(r.round), sort=lambda r: r.round, right=True),
                Column(lambda: self.tr("Table"), lambda r: str(r.table), sort=lambda r: r.table, right=True),
                Column(lambda: self.tr("Status"), lambda r: self.statuses[r.status]),
                Column(lambda: self.tr("Winner"), self._winner),
                Column(lambda: self.tr("Ended"), lambda r: ended_text(r.current) if r.current else ""),
                Column(lambda: self.tr("Players"), lambda r: r.names, tooltip=lambda r: r.names),
            ],
            self,
            background=lambda r: _COLOURS.get(r.status),
        )
        self.proxy = sorted_proxy(self.model, self)
        self.others: RowsModel[OtherRow] = RowsModel(
            [
                Column(lambda: self.tr("Kind"), lambda r: r.kind),
                Column(lambda: self.tr("Player"), lambda r: r.player),
                Column(lambda: self.tr("Where"), lambda r: r.where),
                Column(lambda: self.tr("Points / reason"), lambda r: r.what),
            ],
            self,
        )

        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.stage_box = QComboBox(self)
        self.round_box = QComboBox(self)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search by player name…"))
        self.search.setClearButtonEnabled(True)
        filters.addWidget(self.stage_box)
        filters.addWidget(self.round_box)
        filters.addWidget(self.search, 1)
        layout.addLayout(filters)

        self.view = rows_view(self.proxy, self)
        self.view.horizontalHeader().setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        self.detail = QPlainTextEdit(self)
        self.detail.setReadOnly(True)
        self.other_view = QTableView(self)
        self.other_view.setModel(self.others)
        self.other_view.verticalHeader().setVisible(False)
        self.other_view.horizontalHeader().setStretchLastSection(True)
        self.other_view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.other_view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        left = QSplitter(Qt.Orientation.Vertical, self)
        left.addWidget(self.view)
        left.addWidget(self.other_view)
        left.setStretchFactor(0, 4)
        left.setStretchFactor(1, 1)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(self.detail)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout.addWidget(split, 1)

        buttons = QHBoxLayout()
        self.enter_button = QPushButton(self.tr("&Enter result…"), self)
        self.correct_button = QPushButton(self.tr("&Correct…"), self)
        self.void_button = QPushButton(self.tr("&Void…"), self)
        self.absence_button = QPushButton(self.tr("A&bsence…"), self)
        self.adjustment_button = QPushButton(self.tr("Ad&justment…"), self)
        self.edit_other_button = QPushButton(self.tr("Change the entry…"), self)
        self.delete_other_button = QPushButton(self.tr("Delete the entry…"), self)
        self.protest_button = QPushButton(self.tr("File a protest…"), self)
        self.merge_button = QPushButton(self.tr("&Merge a file…"), self)
        for button in (
            self.enter_button,
            self.correct_button,
            self.void_button,
            self.protest_button,
            self.absence_button,
            self.adjustment_button,
            self.edit_other_button,
            self.delete_other_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.merge_button)
        layout.addLayout(buttons)

        self.enter_button.clicked.connect(lambda: self.enter_result())
        self.correct_button.clicked.connect(lambda: self.correct_selected())
        self.void_button.clicked.connect(lambda: self.void_selected())
        self.protest_button.clicked.connect(lambda: self.file_protest_selected())
        self.absence_button.clicked.connect(lambda: self.add_absence())
        self.adjustment_button.clicked.connect(lambda: self.add_adjustment())
        self.merge_button.clicked.connect(lambda: self.merge_file(None))
        self.edit_other_button.clicked.connect(lambda: self.edit_selected_entry())
        self.delete_other_button.clicked.connect(lambda: self.delete_selected_entry())
        self.other_view.selectionModel().selectionChanged.connect(lambda *_: self._other_selection_changed())
        self.other_view.doubleClicked.connect(lambda _index: self.edit_selected_entry())
        self.view.doubleClicked.connect(lambda _index: self._double_clicked())
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.stage_box.currentIndexChanged.connect(lambda _i: self._show_rows())
        self.round_box.currentIndexChanged.connect(lambda _i: self._show_rows())
        self.rows: list[GameRow] = []
        self._sized = False
        refresh_when_shown(self, workspace.changed, self.refresh)
        self.refresh()
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)

    # --- showing ---
    def _winner(self, row: GameRow) -> str:
        if row.status == VOID:
            return "—"
        return team_name(row.current.winner) if row.current is not None else ""

    def refresh(self) -> None:
        self.rows = game_rows(self.workspace)
        self._fill_filter(
            self.stage_box,
            self.tr("All stages"),
            [s.id for s in self.workspace.snapshot.stages],
            lambda stage: stage_label(str(stage)),
        )
        rounds = sorted({r.round for r in self.rows})
        self._fill_filter(
            self.round_box, self.tr("All rounds"), rounds, lambda n: self.tr("round {0}").format(n)
        )
        self._show_rows()
        others = self._other_rows()
        grown = len(others) != len(self.others.rows)
        self.others.set_rows(others)
        if grown:
            self.other_view.resizeColumnsToContents()
        self._other_selection_changed()

    def _fill_filter(
        self,
        box: QComboBox,
        everything: str,
        values: Sequence[object],
        text: Callable[[object], str] = str,
    ) -> None:
        """Keep the organiser's choice across redraws: a live game finishing must not reset the filter."""
        chosen = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(everything, None)
        for value in values:
            box.addItem(text(value), value)
        box.setCurrentIndex(max(0, box.findData(chosen)) if chosen is not None else 0)
        box.blockSignals(False)

    def _show_rows(self) -> None:
        chosen = self.selected_row()
        stage, round_ = self.stage_box.currentData(), self.round_box.currentData()
        rows = [
            r
            for r in self.rows
            if (stage is None or r.stage == stage) and (round_ is None or r.round == round_)
        ]
        self.model.set_rows(rows)
        if not self._sized and rows:
            # Fitted once: fitting 600 rows again after every stored game cost half a second a game.
            self._sized = True
            self.view.resizeColumnsToContents()
            self.view.horizontalHeader().setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        if chosen is not None:
            self.select(chosen.slot)
        self._selection_changed()

    def _other_rows(self) -> list[OtherRow]:
        t = self.workspace.tournament
        names = self.workspace.snapshot.names()
        kinds = {
            "missed": self.tr("missed"),
            "excused": self.tr("excused"),
            "short_table": self.tr("short table"),
            "bye": self.tr("bye"),
        }
        rows = [
            OtherRow(
                self.tr("absence"),
                names.get(a.player, a.player),
                self.tr("{0}, round {1}").format(stage_label(a.stage), a.round),
                kinds.get(a.kind, a.kind),
                "absences",
                index,
                absence_to_dict(a),
            )
            for index, a in enumerate(t.absences)
        ]
        for index, adj in enumerate(t.adjustments):
            points = format_points(exact(adj.points), PointsStyle.PROTOCOL)
            rows.append(
                OtherRow(
                    self.tr("adjustment"),
                    names.get(adj.player, adj.player),
                    "",
                    f"{points} {adj.reason}",
                    "adjustments",
                    index,
                    adjustment_to_dict(adj),
                )
            )
        return rows

    def _other_selection_changed(self) -> None:
        chosen = self.selected_entry() is not None
        self.edit_other_button.setEnabled(chosen)
        self.delete_other_button.setEnabled(chosen)

    def selected_entry(self) -> OtherRow | None:
        """The absence or adjustment chosen in the list under the games."""
        rows = self.other_view.selectionModel().selectedRows()
        if not rows:
            return None
        row = self.others.rows[rows[0].row()]
        return row if row.entry is not None else None

    def _why(self, title: str) -> tuple[str, str] | None:
        """The reason and the judge's name the history records, as a correction asks them; None on Cancel."""
        reason = dialogs.ask_text(self, title, self.tr("Why is the entry changed?"))
        if reason is None:
            return None
        if not reason.strip():
            self._say(self.tr("A change of an entry needs its reason."))
            return None
        judges = self.workspace.tournament.judges or ()
        by = dialogs.ask_text(self, title, self.tr("Judge's name:"), judges[0] if judges else "")
        if by is None:
            return None
        if not by.strip():
            self._say(self.tr("A change of an entry needs the judge's name."))
            return None
        return reason.strip(), by.strip()

    def edit_selected_entry(self) -> bool:
        from mafia_desk.gui.tournament.absence_dialog import ABSENCE, ADJUSTMENT, AbsenceDialog, Amend

        row = self.selected_entry()
        if row is None or row.entry is None:
            self._say(self.tr("Choose an absence or an adjustment first."))
            return False
        why = self._why(self.tr("Change the entry"))
        if why is None:
            return False
        amend = Amend(row.index, row.entry, by=why[1], reason=why[0])
        kind = ADJUSTMENT if row.key == "adjustments" else ABSENCE
        dialog = AbsenceDialog(self.workspace, kind, self, amend=amend)
        dialog.exec()
        return dialog.stored

    def delete_selected_entry(self) -> bool:
        row = self.selected_entry()
        if row is None or row.entry is None:
            self._say(self.tr("Choose an absence or an adjustment first."))
            return False
        title = self.tr("Delete the entry")
        why = self._why(title)
        if why is None:
            return False
        store, tid, entry = self.workspace.store, self.workspace.tournament_id, row.entry
        _, error = self.workspace.attempt(
            lambda: store.amend_entry(tid, row.key, row.index, entry, None, by=why[1], reason=why[0])
        )
        if error is not None:
            dialogs.warn(self, self.tr("The entry was not deleted"), refusal_text(error))
            return False
        self._say(self.tr("Deleted: {0} {1} ({2}).").format(row.kind, row.player, row.what))
        return True

    def select(self, slot: Slot) -> bool:
        for row in range(self.proxy.rowCount()):
            data = self.proxy.data(self.proxy.index(row, 0), ROW_ROLE)
            if data is not None and data.slot == slot:
                self.view.selectRow(row)
                return True
        return False

    def selected_row(self) -> GameRow | None:
        rows = selected_rows(self.view)
        return rows[0] if rows else None

    def _selection_changed(self) -> None:
        row = self.selected_row()
        self.correct_button.setEnabled(row is not None and row.original is not None)
        self.void_button.setEnabled(row is not None and row.current is not None)
        self.protest_button.setEnabled(row is not None and row.original is not None)
        self.enter_button.setEnabled(row is None or row.status == WAITING)
        self.detail.setPlainText("" if row is None else self.detail_text(row))

    def detail_text(self, row: GameRow) -> str:
        names = self.workspace.snapshot.names()
        lines = [f"{slot_text(*row.slot)} — {self.statuses[row.status]}", ""]
        if row.status == PLAYING and row.live is not None:
            lines.append(
                self.tr("Playing now at the host's screen: {0} steps recorded.").format(row.live.events)
            )
        if row.original is None:
            lines += [f"  {seat:>2}. {names.get(p, p)}" for seat, p in enumerate(row.players, start=1)]
            if row.status == WAITING:
                lines += ["", self.tr("No result yet: “Enter result…” types it from the paper protocol.")]
            return "\n".join(lines)
        if row.current is not None:
            lines += game_lines(row.current, names)
        if row.corrections:
            lines += ["", self.tr("History (the standings use the last entry):")]
            lines.append(self.tr("1. original result:"))
            lines += ["     " + text for text in game_lines(row.original, names)]
            for number, c in enumerate(row.corrections, start=2):
                lines.append(f"{number}. {correction_lines(c)}")
                if c.game is not None and c is not row.corrections[-1]:
                    lines += ["     " + text for text in game_lines(c.game, names)]
        protests = self.workspace.tournament.protests_of(*row.slot)
        if protests:
            lines += ["", self.tr("Protests:")]
            for p in protests:
                lines += ["  " + text for text in protest_lines(p, names)]
        return "\n".join(lines)

    def _double_clicked(self) -> None:
        row = self.selected_row()
        if row is not None and row.status == WAITING:
            self.enter_result()

    def _say(self, text: str) -> None:
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 8000)

    # --- changes ---
    def enter_result(self) -> bool:
        from mafia_desk.gui.tournament.quick_result_dialog import QuickResultDialog

        row = self.selected_row()
        slot = row.slot if row is not None and row.status == WAITING else self._next_slot()
        dialog = QuickResultDialog(self.workspace, self, slot=slot)
        dialog.exec()
        if dialog.stored:
            self.select(dialog.slot())
            self._say(self.tr("Result stored: {0}.").format(slot_text(*dialog.slot())))
        return dialog.stored

    def _next_slot(self) -> Slot | None:
        waiting = [r for r in self.rows if r.status == WAITING]
        return waiting[0].slot if waiting else None

    def correct_selected(self) -> bool:
        from mafia_desk.gui.tournament.quick_result_dialog import QuickResultDialog

        row = self.selected_row()
        if row is None or row.original is None:
            self._say(self.tr("Choose a stored game first."))
            return False
        dialog = QuickResultDialog(self.workspace, self, original=row.current or row.original)
        dialog.exec()
        if dialog.stored:
            self.select(row.slot)
            self._say(self.tr("Correction stored: {0}.").format(slot_text(*row.slot)))
        return dialog.stored

    def file_protest_selected(self) -> str | None:
        """The filing form on the chosen stored game; the new protest's id once stored."""
        from mafia_desk.gui.tournament.protest_dialogs import FileProtestDialog

        row = self.selected_row()
        if row is None or row.original is None:
            self._say(self.tr("Choose a stored game first."))
            return None
        dialog = FileProtestDialog(self.workspace, self, slot=row.slot)
        dialog.exec()
        if dialog.protest_id is not None:
            self._say(self.tr("Protest {0} filed: {1}.").format(dialog.protest_id, slot_text(*row.slot)))
        return dialog.protest_id

    def void_selected(self) -> bool:
        from mafia_desk.gui.tournament.correction_dialog import CorrectionDialog

        row = self.selected_row()
        if row is None or row.current is None:
            self._say(self.tr("Choose a stored game first."))
            return False
        dialog = CorrectionDialog(self.workspace, row.current, self)
        dialog.exec()
        if dialog.stored:
            self.select(row.slot)
            self._say(self.tr("Game voided: {0}.").format(slot_text(*row.slot)))
        return dialog.stored

    def add_absence(self) -> bool:
        from mafia_desk.gui.tournament.absence_dialog import ABSENCE, AbsenceDialog

        row = self.selected_row()
        dialog = AbsenceDialog(
            self.workspace,
            ABSENCE,
            self,
            stage=row.stage if row else None,
            round_=row.round if row else None,
        )
        dialog.exec()
        return dialog.stored

    def add_adjustment(self) -> bool:
        from mafia_desk.gui.tournament.absence_dialog import ADJUSTMENT, AbsenceDialog

        dialog = AbsenceDialog(self.workspace, ADJUSTMENT, self)
        dialog.exec()
        return dialog.stored

    def merge_file(self, path: str | None = None) -> bool:
        """Another laptop's exchange file, previewed, then merged in one transaction (None: ask for it)."""
        from mafia_desk.gui.tournament.merge_dialog import MergeDialog

        if not path:
            path = dialogs.open_file(
                self, self.tr("Merge an exchange file"), "", self.tr("Tournament files (*.json)")
            )
        if not path:
            return False
        title = self.tr("The file was not merged")
        try:
            data = read_tournament_json(path)
            load_tournament(data)
        except TournamentFileError as err:
            dialogs.warn(self, title, str(err))
            return False
        assert isinstance(data, dict)
        try:
            preview = self.workspace.store.merge_preview(self.workspace.tournament_id, data)
        except REFUSALS as err:
            dialogs.warn(self, title, str(err))
            return False
        dialog = MergeDialog(self.workspace, path, data, preview, self)
        dialog.exec()
        if dialog.merged:
            self._say(self.tr("Merged {0}: {1} new entries.").format(path, len(preview.of("new"))))
        return dialog.merged
