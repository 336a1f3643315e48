"""The Standings tab: the scoring engine's table of the open tournament, redrawn once a change is stored.

No refresh button: the workspace announces every stored change (a game saved at a table, a correction, a
merge) and the tab recomputes from the new snapshot, marking who moved. The organiser sees everything; what
the hall sees (the hall screen, the wall sheet) obeys the hidden mode chosen here.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.gui.common import dialogs, settings
from mafia_desk.gui.common.rows_model import ROW_ROLE, RowsModel, sorted_proxy
from mafia_desk.gui.display.hall_standings import HallStandings, chosen_screen
from mafia_desk.gui.tournament.standings_model import (
    HIDDEN_ALL,
    HIDDEN_NONE,
    HIDDEN_POINTS,
    Line,
    LineDelegate,
    ShownRow,
    advancing_line,
    places,
    row_background,
    shown_rows,
    table_columns,
)
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.scoring.advance import AdvanceError, advancement, entrants
from mafia_desk.scoring.hall import after_choices, hidden_by_default, latest_round
from mafia_desk.scoring.standings import AfterKey, Standings, compute_standings
from mafia_desk.tournament.model import Stage, Tournament
from mafia_desk.tournament.teams import teams_of

# A game's entry in the After box's open list: "table 2", indented under its round's bold heading; the closed
# box shows its whole label ("qualifying, round 3 · table 2").
AFTER_SHORT_ROLE = Qt.ItemDataRole.UserRole + 1
AFTER_VISIBLE = 24  # entries at once, where the style lets the list scroll: 4 rounds of 4 tables and more


def _hall_closed() -> None:
    settings.HALL_STANDINGS_OPEN.set("")


def remembered_hall() -> dict[str, object] | None:
    """The hall standings a crash left open (`settings.HALL_STANDINGS_OPEN`), None when none were."""
    try:
        shown = json.loads(settings.HALL_STANDINGS_OPEN.get() or "null")
    except ValueError:
        return None
    if not isinstance(shown, dict) or not isinstance(shown.get("tournament"), int):
        return None
    return shown


def after_data(key: AfterKey | None) -> str:
    """An entry's data as the CLI spells the key (`--after qualifying:3:2`), "" for the latest."""
    return "" if key is None else ":".join(str(part) for part in key)


class _GamesUnderRounds(QStyledItemDelegate):
    """Paints the After box's list as headings and their games: 10 rounds of 4 tables read as 10 headings,
    not as 51 lines repeating the stage and the round."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        short = index.data(AFTER_SHORT_ROLE)
        if short:
            option.text = "      " + str(short)  # type: ignore[attr-defined]


class StandingsTab(QWidget):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.standings: Standings | None = None
        self.line: Line | None = None
        self._previous: dict[str, int] = {}
        self._columns_key: tuple[str, ...] = ()
        self.hall: HallStandings | None = None
        self.model: RowsModel[ShownRow] = RowsModel([], self, background=row_background)
        self.proxy = sorted_proxy(self.model, self)
        self.proxy.setFilterKeyColumn(2)  # the name

        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.after_box = QComboBox(self)
        self.after_box.setToolTip(
            self.tr("The standings as they stood after a round, or after one game of it (games go by table)")
        )
        self.after_box.setMaxVisibleItems(AFTER_VISIBLE)
        self.after_box.setItemDelegate(_GamesUnderRounds(self.after_box))
        self._after_keys: list[AfterKey | None] = []
        self.stage_box = QComboBox(self)
        self.stage_box.setToolTip(self.tr("Only the players of a stage"))
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search by name…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.hidden_box = QComboBox(self)
        self.hidden_box.addItem(self.tr("Hall: everything"), HIDDEN_NONE)
        self.hidden_box.addItem(self.tr("Hall: places without points"), HIDDEN_POINTS)
        self.hidden_box.addItem(self.tr("Hall: nothing"), HIDDEN_ALL)
        self.hidden_box.setToolTip(
            self.tr("What the hall screen and the wall sheet show; you always see everything here")
        )
        after_label = QLabel(self.tr("&After:"), self)
        after_label.setBuddy(self.after_box)
        stage_label = QLabel(self.tr("&Players:"), self)
        stage_label.setBuddy(self.stage_box)
        for widget in (
            after_label,
            self.after_box,
            stage_label,
            self.stage_box,
            self.search,
            self.hidden_box,
        ):
            bar.addWidget(widget)
        bar.setStretchFactor(self.search, 1)
        layout.addLayout(bar)

        self.line_label = QLabel(self)
        self.line_label.setWordWrap(True)
        layout.addWidget(self.line_label)
        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.setAlternatingRowColors(False)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        self.line_delegate = LineDelegate(self.view)
        self._line_row: int | None = None
        self.proxy.layoutChanged.connect(self._place_line)
        self.proxy.modelReset.connect(self._place_line)
        self.search.textChanged.connect(lambda _t: self._place_line())
        self.view.doubleClicked.connect(self._open_breakdown)
        layout.addWidget(self.view)

        buttons = QHBoxLayout()
        self.breakdown_button = QPushButton(self.tr("&Why these points…"), self)
        self.breakdown_button.clicked.connect(lambda: self.open_breakdown())
        self.hall_button = QPushButton(self.tr("&Hall screen"), self)
        self.hall_button.clicked.connect(lambda: self.open_hall())
        # The hall screen's monitor, offered when there is more than one (with one it is a window).
        self.hall_screen_box = QComboBox(self)
        self.hall_screen_box.setToolTip(self.tr("The monitor the hall screen goes to"))
        self.hall_screen_box.activated.connect(self._hall_screen_chosen)
        self.close_stage_button = QPushButton(self.tr("&Close the stage…"), self)
        self.close_stage_button.clicked.connect(lambda: self.close_stage())
        self.export_button = QToolButton(self)
        self.export_button.setText(self.tr("&Export"))
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.export_button)
        for text, fmt in (
            (self.tr("Wall sheet (PDF)…"), "pdf"),
            (self.tr("CSV for Excel…"), "csv"),
            (self.tr("XLSX workbook…"), "xlsx"),
            (self.tr("Exchange file (JSON)…"), "json"),
        ):
            menu.addAction(text).triggered.connect(lambda _on=False, f=fmt: self.export(f))
        self.export_button.setMenu(menu)
        button_widgets: tuple[QWidget, ...] = (
            self.breakdown_button,
            self.hall_button,
            self.hall_screen_box,
            self.close_stage_button,
            self.export_button,
        )
        for button in button_widgets:
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

        self.after_box.currentIndexChanged.connect(lambda _i: self.show_standings())
        self.stage_box.currentIndexChanged.connect(lambda _i: self.show_standings())
        self.hidden_box.currentIndexChanged.connect(self._hidden_changed)
        workspace.changed.connect(self.refresh)
        self.refresh()
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # by place; the organiser may sort otherwise

    # --- choices ---
    def _stages(self) -> tuple[Stage, ...]:
        return self.workspace.snapshot.stages

    def after(self) -> AfterKey | None:
        index = self.after_box.currentIndex()
        return self._after_keys[index] if 0 <= index < len(self._after_keys) else None

    def hidden_mode(self) -> str:
        return str(self.hidden_box.currentData())

    def _fill_choices(self) -> None:
        t = self.workspace.tournament
        self._fill_after(t)
        current_stage = self.stage_box.currentData()
        self.stage_box.blockSignals(True)
        self.stage_box.clear()
        self.stage_box.addItem(self.tr("all"), None)
        for shape in self._stages():
            self.stage_box.addItem(stage_label(shape.id), shape.id)
        self.stage_box.setCurrentIndex(max(self.stage_box.findData(current_stage), 0))
        self.stage_box.blockSignals(False)
        if self.hidden_box.property("chosen") is None:
            # A stage its template hides shows the hall nothing until the organiser chooses otherwise.
            hidden = hidden_by_default(t, latest_round(t))
            self.hidden_box.blockSignals(True)
            self.hidden_box.setCurrentIndex(self.hidden_box.findData(HIDDEN_ALL if hidden else HIDDEN_NONE))
            self.hidden_box.blockSignals(False)

    def _fill_after(self, t: Tournament) -> None:
        """Every played round, a bold heading, then each of its games (`after_choices`); built anew only when
        a round or a game came or went, so the organiser's choice stays put."""
        keys: list[AfterKey | None] = [None, *after_choices(t)]
        if keys == self._after_keys:
            return
        chosen = self.after()
        box = self.after_box
        box.blockSignals(True)
        box.clear()
        bold = QFont(box.font())
        bold.setBold(True)
        for key in keys:
            if key is None:
                box.addItem(self.tr("the latest game"), "")
            elif len(key) == 3:
                label = self.tr("{0}, round {1} · table {2}").format(stage_label(key[0]), key[1], key[2])
                box.addItem(label, after_data(key))
                box.setItemData(box.count() - 1, self.tr("table {0}").format(key[2]), AFTER_SHORT_ROLE)
            else:
                box.addItem(self.tr("{0}, round {1}").format(stage_label(key[0]), key[1]), after_data(key))
                box.setItemData(box.count() - 1, bold, Qt.ItemDataRole.FontRole)
        self._after_keys = keys
        box.setCurrentIndex(keys.index(chosen) if chosen in keys else 0)
        box.blockSignals(False)

    def _hidden_changed(self, _index: int) -> None:
        self.hidden_box.setProperty("chosen", True)
        if self.hall is not None:
            self.hall.set_hidden(self.hidden_mode())
            self._remember_hall()

    # --- the table ---
    def refresh(self) -> None:
        """A new snapshot: recompute, and mark who moved since the previous one."""
        if self.standings is not None and self.after() is None:
            self._previous = places(self.standings.rows)
        self._fill_choices()
        self.show_standings()

    def _members(self, stage_id: str | None) -> frozenset[str] | None:
        """The players of a stage: those seated in it (games or draws), else those its entry would take."""
        if stage_id is None:
            return None
        t = self.workspace.tournament
        seated = {p for g in t.games if g.stage == stage_id for p in g.players}
        seated |= {p for d in t.draws if d.stage == stage_id for table in d.tables for p in table}
        if seated:
            return frozenset(seated)
        try:
            return frozenset(entrants(t, stage_id))
        except AdvanceError:
            return frozenset()

    def _line_for(self, standings: Standings) -> Line | None:
        """The line of the next stage that takes a top K, after the stage being played (or shown): now, the
        scoring engine's own decision (scoring/advance.py: recorded lots, a closed stage's frozen list);
        as of an earlier round, the top K of those standings."""
        stages = self._stages()
        t = self.workspace.tournament
        after = self.after()
        if after is not None:
            current = after[0]
        else:
            with_games = [st.id for st in stages if any(g.stage == st.id for g in t.games)]
            current = with_games[-1] if with_games else stages[0].id
        index = next((i for i, st in enumerate(stages) if st.id == current), 0)
        if index + 1 >= len(stages) or stages[index + 1].advance is None:
            return None
        following = stages[index + 1]
        if after is not None:
            return advancing_line(standings, following.id, following.advance)
        # The table's standings are this stage's end ones while nothing of a later stage is stored (the
        # current stage is the last with games): reused for the line, not computed a second time.
        later = {st.id for st in stages[index + 1 :]}
        same = not any(a.stage in later for a in t.absences)
        try:
            decided = advancement(t, following.id, standings=standings if same else None)
        except AdvanceError:
            return None
        if decided.count >= len(decided.candidates):
            return None  # everybody goes on (white nights' semifinal): no line to draw
        return Line(following.id, decided.count, frozenset(decided.through), frozenset(decided.line))

    def show_standings(self) -> None:
        after = self.after()
        standings = (
            self.workspace.standings()
            if after is None
            else compute_standings(self.workspace.tournament, after)
        )
        self.standings = standings
        self.line = self._line_for(standings)
        clubs = {p.id: p.club or p.city or "" for p in self.workspace.tournament.players}
        previous = self._previous if after is None else {}
        rows = shown_rows(standings, clubs, previous, self.line, self._members(self.stage_box.currentData()))
        columns = table_columns(standings)
        key = tuple(c.header() for c in columns)
        self.model.columns = columns
        self.model.set_rows(rows)
        if key != self._columns_key:  # sized once per set of columns, not on every stored change
            self._columns_key = key
            header = self.view.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            for column in range(len(columns)):
                self.view.setColumnWidth(column, max(48, header.sectionSizeHint(column)))
            self.view.setColumnWidth(2, 240)
            self.view.setColumnWidth(3, 160)
        self._show_line_text()
        if self.hall is not None:
            self.hall.set_standings(standings, self.line, teams_of(self.workspace.tournament))
            self._remember_hall()

    def _line_place(self) -> int | None:
        """The view row the line goes under: the last one through, while the table is in place order."""
        if self.line is None or self.proxy.sortColumn() != 0:
            return None
        if self.proxy.sortOrder() != Qt.SortOrder.AscendingOrder or self.search.text():
            return None
        for row in range(self.proxy.rowCount()):
            shown = self.proxy.data(self.proxy.index(row, 0), ROW_ROLE)
            if shown is not None and shown.row.place == self.line.count:
                return row
        return None

    def _place_line(self) -> None:
        row = self._line_place()
        if row == self._line_row:
            return
        if self._line_row is not None:
            self.view.setItemDelegateForRow(self._line_row, None)  # type: ignore[arg-type]
        if row is not None:
            self.view.setItemDelegateForRow(row, self.line_delegate)
        self._line_row = row

    def _show_line_text(self) -> None:
        line = self.line
        if line is None:
            self.line_label.setText("")
            return
        text = self.tr("The top {0} go on to the {1} (green, above the line).").format(
            line.count, stage_label(line.stage)
        )
        if line.tied:
            names = {r.player: r.shown for r in self.standings.rows} if self.standings else {}
            text += " " + self.tr("Tied across the line, only a lot separates them: {0}.").format(
                ", ".join(names.get(p, p) for p in sorted(line.tied))
            )
        self.line_label.setText(text)

    # --- actions ---
    def selected_player(self) -> str | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        shown = self.proxy.data(rows[0], ROW_ROLE)
        return None if shown is None else str(shown.row.player)

    def _open_breakdown(self, index: QModelIndex) -> None:
        shown = self.proxy.data(index, ROW_ROLE)
        if shown is not None:
            self.open_breakdown(shown.row.player)

    def open_breakdown(self, player: str | None = None, *, show: bool = True) -> object:
        from mafia_desk.gui.tournament.breakdown_dialog import BreakdownDialog

        player = player or self.selected_player()
        if player is None or self.standings is None:
            return None
        dialog = BreakdownDialog(
            self.workspace.tournament.name, self.standings.row(player), self.standings, self
        )
        if show:
            dialog.open()
        return dialog

    def list_hall_screens(self) -> None:
        """The monitors now (one may have been plugged in since), the chosen one current."""
        box = self.hall_screen_box
        box.clear()
        chosen = chosen_screen()
        for screen in QGuiApplication.screens():
            size = screen.geometry()
            box.addItem(f"{screen.name()} ({size.width()}×{size.height()})", screen.name())
            if screen is chosen:
                box.setCurrentIndex(box.count() - 1)
        box.setVisible(box.count() > 1)

    def _hall_screen_chosen(self, index: int) -> None:
        settings.HALL_SCREEN.set(str(self.hall_screen_box.itemData(index)))
        if self.hall is not None:
            self.hall.show_on_screen()

    def showEvent(self, event: QShowEvent) -> None:
        self.list_hall_screens()
        super().showEvent(event)

    def open_hall(self) -> HallStandings:
        if self.hall is None:
            self.hall = HallStandings(self.workspace.tournament.name, self.hidden_mode())
            self.hall.destroyed.connect(self._hall_gone)
            # a function of its own, not the tab's: the window may outlive this tab (its tournament closed)
            self.hall.destroyed.connect(_hall_closed)
        if self.standings is not None:
            self.hall.set_standings(self.standings, self.line, teams_of(self.workspace.tournament))
        self.hall.show_on_screen()
        self._remember_hall()
        return self.hall

    def _remember_hall(self) -> None:
        """What the hall is shown, so that a crash brings back the same picture (never more than it hid)."""
        if self.hall is None:
            return
        shown = {
            "tournament": self.workspace.tournament_id,
            "name": self.workspace.tournament.name,
            "hidden": self.hidden_mode(),
            "after": after_data(self.after()),
        }
        text = json.dumps(shown, ensure_ascii=False)
        if text != settings.HALL_STANDINGS_OPEN.get():  # re-read on every stored change: written only anew
            settings.HALL_STANDINGS_OPEN.set(text)

    def reopen_hall(self, shown: dict[str, object]) -> HallStandings:
        """After a crash: the hall standings as they were (what they hid, after which round or game)."""
        hidden = self.hidden_box.findData(shown.get("hidden"))
        if hidden >= 0:
            self.hidden_box.setCurrentIndex(hidden)
        after = self.after_box.findData(str(shown.get("after") or ""))
        if after >= 0:
            self.after_box.setCurrentIndex(after)
        return self.open_hall()

    def _hall_gone(self) -> None:
        self.hall = None

    def close_stage(self, stage_id: str | None = None) -> bool:
        """Close the stage being played: the dialog lists who goes on into the next one (the line's stage),
        settles a tie at the line by a recorded lot and stores the closing (close_stage_dialog.py)."""
        from mafia_desk.gui.tournament.close_stage_dialog import close_stage

        if stage_id is None:
            later = [s.id for s in self._stages()[1:]]
            if self.line is not None:
                stage_id = self.line.stage
            elif later:
                names = {stage_label(s): s for s in later}  # the stage said by its name, its id chosen
                chosen = dialogs.choose(
                    self, self.tr("Close the stage"), self.tr("Players go on into:"), list(names)
                )
                if chosen is None:
                    return False
                stage_id = names.get(chosen, chosen)
            else:
                self.line_label.setText(self.tr("This tournament has one stage: there is nothing to close."))
                return False
        return close_stage(self, self.workspace, stage_id)

    def export(self, fmt: str) -> str | None:
        """The wall sheet (PDF), CSV, XLSX or the exchange file (gui/tournament/standings_export.py)."""
        from mafia_desk.gui.tournament.standings_export import export_standings

        return export_standings(self, self.workspace, fmt, self.after())
