"""The Rounds tab: every round of every stage, its draw as a grid, the quality figures and the round board.

A draw is made as a preview: the grid shows it marked "not saved", and "Save draw" stores it; only then does
it travel in the exchange file and reach the table laptops. The organiser can draw again, or swap players,
as often as he likes before saving; a swap in a saved draw is saved at once, since that draw is already
what the hall may have seen. A round locks when its first game starts (a live game in the store, or a
result entered): from then on every change is refused with the reason, because a table is playing it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, Qt
from PySide6.QtGui import QColor, QIntValidator
from PySide6.QtWidgets import QApplication, QHeaderView, QWidget

from mafia_desk.atomic_write import write_atomically
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui import palette
from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.rows_model import ROW_ROLE, Column, RowsModel, sorted_proxy
from mafia_desk.gui.common.shown_refresh import refresh_when_shown
from mafia_desk.gui.forms.ui_rounds_tab import Ui_RoundsTab
from mafia_desk.gui.tournament.draw_dialogs import ConstraintsDialog, SwapDialog
from mafia_desk.gui.tournament.draw_grid_model import DrawGridModel
from mafia_desk.gui.tournament.refusal_words import say
from mafia_desk.gui.tournament.round_board import RoundBoard, draw_notes
from mafia_desk.gui.tournament.workspace import REFUSALS, Snapshot, TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.seating.model import Figure, SeatingError
from mafia_desk.seating.rounds import (
    RoundConstraints,
    RoundDraw,
    draw_round,
    played_rounds,
    redraw_unplayed,
    round_quality,
    seating_method,
    stage_quality,
    swap_in_draw,
    with_stage_draws,
)
from mafia_desk.seating.teams_apart import teammates_together
from mafia_desk.tournament.model import Draw, Stage, Tournament
from mafia_desk.tournament.teams import teams_of

SEED_LIMIT = 2**31
NOT_DRAWN, DRAWN, LOCKED, PLAYED = "not drawn", "drawn", "locked", "played"
ROUND_STATE = {
    NOT_DRAWN: QT_TRANSLATE_NOOP("RoundsTab", "not drawn"),
    DRAWN: QT_TRANSLATE_NOOP("RoundsTab", "drawn"),
    LOCKED: QT_TRANSLATE_NOOP("RoundsTab", "locked"),
    PLAYED: QT_TRANSLATE_NOOP("RoundsTab", "played"),
}
METHOD = {
    "random": QT_TRANSLATE_NOOP("RoundsTab", "balanced"),
    "swiss": QT_TRANSLATE_NOOP("RoundsTab", "Swiss"),
    "final": QT_TRANSLATE_NOOP("RoundsTab", "final"),
}
FIGURE = {
    "max_meetings": QT_TRANSLATE_NOOP("RoundsTab", "Most meetings of one pair"),
    "pairs_at_max": QT_TRANSLATE_NOOP("RoundsTab", "Pairs meeting that often"),
    "sum_squares": QT_TRANSLATE_NOOP("RoundsTab", "Sum of squared meetings"),
    "repeat_meetings": QT_TRANSLATE_NOOP("RoundsTab", "Pairs meeting again"),
    "seat_repeats": QT_TRANSLATE_NOOP("RoundsTab", "Seats repeated"),
    "never_met": QT_TRANSLATE_NOOP("RoundsTab", "Pairs that never meet"),
    "seat1_spread": QT_TRANSLATE_NOOP("RoundsTab", "Seat 1 spread"),
    "seat10_spread": QT_TRANSLATE_NOOP("RoundsTab", "Seat 10 spread"),
    "early_seat_repeats": QT_TRANSLATE_NOOP("RoundsTab", "Seats repeated in the first 10 games"),
    "half_spread": QT_TRANSLATE_NOOP("RoundsTab", "Seats 1-5 / 6-10 gap"),
    "sitout_spread": QT_TRANSLATE_NOOP("RoundsTab", "Sit-out spread"),
    "apart_meetings": QT_TRANSLATE_NOOP("RoundsTab", "Kept-apart players together"),
}
STATE_COLOUR = {DRAWN: "#dbeafe", LOCKED: "#fef3c7", PLAYED: "#dcfce7"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("RoundsTab", text)


@dataclass(frozen=True)
class RoundRow:
    stage: str
    round: int
    method: str
    state: str

    @property
    def key(self) -> tuple[str, int]:
        return self.stage, self.round


@dataclass(frozen=True)
class FigureRow:
    name: str
    value: Figure | None
    stage: Figure | None

    @property
    def label(self) -> str:
        return _tr(FIGURE[self.name]) if self.name in FIGURE else self.name.replace("_", " ")


def _value(f: Figure | None) -> str:
    return "" if f is None else str(f.value)


def _bound(f: Figure | None) -> str:
    if f is None:
        return ""
    if f.bound is None:
        return "–"
    return f"{f.bound} ✓" if f.optimal else str(f.bound)


def started_tables(snap: Snapshot, stage: str, round_: int) -> list[int]:
    """Tables of the round with a game in the store (live or finished) or entered in the tournament."""
    stored = {g.table for g in snap.games if (g.stage, g.round) == (stage, round_) and g.table is not None}
    entered = {g.table for g in snap.tournament.games if (g.stage, g.round) == (stage, round_)}
    return sorted(stored | entered)


def _rounds_of(snap: Snapshot, stage: Stage) -> int:
    if stage.games is not None:
        return stage.games
    t = snap.tournament
    used = [d.round for d in t.draws if d.stage == stage.id] + [
        g.round for g in t.games if g.stage == stage.id
    ]
    return max(used, default=0) + 1


def round_rows(snap: Snapshot) -> list[RoundRow]:
    t = snap.tournament
    rows = []
    for stage in snap.stages:
        for r in range(1, _rounds_of(snap, stage) + 1):
            draw = next((d for d in t.draws if (d.stage, d.round) == (stage.id, r)), None)
            started = started_tables(snap, stage.id, r)
            entered = {g.table for g in t.games if (g.stage, g.round) == (stage.id, r)}
            live = any(g.finished_at is None for g in snap.games if (g.stage, g.round) == (stage.id, r))
            wanted = set(range(1, len(draw.tables) + 1)) if draw else entered
            if entered and wanted <= entered and not live:
                state = PLAYED
            elif started:
                state = LOCKED
            else:
                state = DRAWN if draw else NOT_DRAWN
            rows.append(RoundRow(stage.id, r, seating_method(stage, r), state))
    return rows


class RoundsTab(QWidget):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.ui = Ui_RoundsTab()
        self.ui.setupUi(self)
        ui = self.ui
        self.previews: dict[tuple[str, int], Draw] = {}
        self.current: tuple[str, int] | None = None
        self.rounds_model: RowsModel[RoundRow] = RowsModel(
            [
                Column(lambda: self.tr("Stage"), lambda r: stage_label(r.stage), sort=lambda r: r.key),
                Column(lambda: self.tr("Round"), lambda r: str(r.round), sort=lambda r: r.key, right=True),
                Column(lambda: self.tr("Method"), lambda r: _tr(METHOD.get(r.method, r.method))),
                Column(lambda: self.tr("State"), lambda r: self._state_text(r)),
            ],
            self,
            background=lambda r: QColor(STATE_COLOUR[r.state]) if r.state in STATE_COLOUR else None,
        )
        self.rounds_proxy = sorted_proxy(self.rounds_model, self)
        ui.roundsView.setModel(self.rounds_proxy)
        ui.roundsView.verticalHeader().setVisible(False)
        ui.roundsView.selectionModel().currentRowChanged.connect(lambda *_a: self._on_select())
        self.grid = DrawGridModel(self)
        ui.gridView.setModel(self.grid)
        ui.gridView.setAcceptDrops(True)
        ui.gridView.viewport().setAcceptDrops(True)
        # Whole names, never elided: a table's column is as wide as its longest name, and a hall of many
        # tables scrolls sideways instead.
        ui.gridView.setTextElideMode(Qt.TextElideMode.ElideNone)
        ui.gridView.setWordWrap(False)
        ui.gridView.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        ui.gridView.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.grid.swap_requested.connect(self.swap)
        self.quality_model: RowsModel[FigureRow] = RowsModel(
            [
                Column(lambda: self.tr("Figure"), lambda r: r.label),
                Column(lambda: self.tr("Round"), lambda r: _value(r.value), right=True),
                Column(lambda: self.tr("Bound"), lambda r: _bound(r.value), right=True),
                Column(lambda: self.tr("Stage"), lambda r: _value(r.stage), right=True),
                Column(lambda: self.tr("Bound"), lambda r: _bound(r.stage), right=True),
            ],
            self,
        )
        ui.qualityView.setModel(self.quality_model)
        ui.qualityView.verticalHeader().setVisible(False)
        ui.qualityView.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.board = RoundBoard(ui.boardBox)
        if workspace.live is None:  # a server's workspace re-reads off the GUI thread instead
            self.board.live_games = lambda: workspace.store.list_games(
                tournament_id=workspace.tournament_id, finished=False
            )
        self.board.file_protest = self.file_protest
        ui.boardLayout.addWidget(self.board)
        ui.seedEdit.setValidator(QIntValidator(0, SEED_LIMIT - 1, self))
        ui.drawButton.clicked.connect(lambda: self.draw())
        ui.redrawButton.clicked.connect(lambda: self.draw(random_seed=True))
        ui.saveButton.clicked.connect(self.save)
        ui.swapButton.clicked.connect(self.swap_dialog)
        ui.constraintsButton.clicked.connect(self.edit_constraints)
        ui.redrawUnplayedButton.clicked.connect(lambda: self.redraw_unplayed())
        ui.drawAllButton.clicked.connect(lambda: self.redraw_unplayed(every_round=True))
        ui.sheetsButton.clicked.connect(lambda: self.seating_sheets())
        ui.splitter.setStretchFactor(1, 1)
        ui.splitter.setSizes([300, 1100])
        ui.drawSplitter.setStretchFactor(0, 3)
        ui.drawSplitter.setStretchFactor(1, 2)
        ui.drawSplitter.setSizes([380, 260])
        refresh_when_shown(self, workspace.changed, self.refresh)
        self.refresh()

    # --- what is shown ---
    @property
    def snap(self) -> Snapshot:
        return self.workspace.snapshot

    def _state_text(self, row: RoundRow) -> str:
        text = _tr(ROUND_STATE[row.state])
        if row.key in self.previews and row.state in (NOT_DRAWN, DRAWN):
            text += self.tr(" · preview")
        return text

    def constraints(self) -> RoundConstraints | None:
        try:
            data = self.workspace.store.draw_constraints(self.workspace.tournament_id)
            return RoundConstraints.from_dict(data) if data else None
        except REFUSALS as err:
            self._message(str(err), refusal=True)
            return None

    def saved_draw(self, key: tuple[str, int]) -> Draw | None:
        return next((d for d in self.snap.tournament.draws if (d.stage, d.round) == key), None)

    def shown_draw(self) -> Draw | None:
        if self.current is None:
            return None
        return self.previews.get(self.current) or self.saved_draw(self.current)

    def refresh(self) -> None:
        rows = round_rows(self.snap)
        for row in rows:  # a preview of a round that has since started is void: the round is locked
            if row.state in (LOCKED, PLAYED):
                self.previews.pop(row.key, None)
        self.rounds_model.set_rows(rows)
        self.ui.roundsView.resizeColumnsToContents()
        keys = [r.key for r in rows]
        if self.current not in keys:
            first_open = next((r.key for r in rows if r.state in (NOT_DRAWN, DRAWN)), None)
            self.current = first_open or (keys[0] if keys else None)
        self._select_row(self.current)
        self._show_constraints()
        self.show_round()

    def _select_row(self, key: tuple[str, int] | None) -> None:
        view = self.ui.roundsView
        for i in range(self.rounds_proxy.rowCount()):
            index = self.rounds_proxy.index(i, 0)
            if self.rounds_proxy.data(index, ROW_ROLE).key == key:
                view.selectionModel().blockSignals(True)
                view.selectionModel().setCurrentIndex(
                    index,
                    QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
                )
                view.selectionModel().blockSignals(False)
                return

    def _on_select(self) -> None:
        index = self.ui.roundsView.currentIndex()
        row = self.rounds_proxy.data(index, ROW_ROLE) if index.isValid() else None
        if row is not None and row.key != self.current:
            self.current = row.key
            self.ui.messageLabel.clear()
            self.show_round()

    def select_round(self, stage: str, round_: int) -> None:
        """Select a round as a click in the list does."""
        self.current = (stage, round_)
        self._select_row(self.current)
        self.ui.messageLabel.clear()
        self.show_round()

    def file_protest(self, stage: str, round_: int, table: int) -> str | None:
        """The filing form on a table of the round board; the new protest's id once stored."""
        from mafia_desk.gui.tournament.protest_dialogs import FileProtestDialog

        dialog = FileProtestDialog(self.workspace, self, slot=(stage, round_, table))
        dialog.exec()
        return dialog.protest_id

    def _row(self) -> RoundRow | None:
        return next((r for r in self.rounds_model.rows if r.key == self.current), None)

    def show_round(self) -> None:
        ui, row = self.ui, self._row()
        if row is None:
            ui.roundTitle.setText(self.tr("No rounds: the tournament has no stages"))
            self.grid.set_draw([], {}, {}, False)
            self.quality_model.set_rows([])
            self.board.clear()
            return
        stage, r = row.key
        method = _tr(METHOD.get(row.method, row.method))
        ui.roundTitle.setText(self.tr("{0}, round {1} · {2}").format(stage_label(stage), r, method))
        draw = self.shown_draw()
        preview = row.key in self.previews
        names = self.snap.names()
        # A namesake told apart by his club has it in his name already: no second line repeating it.
        by_club = self.snap.same_names() == "club"
        clubs = {
            p.id: p.club
            for p in self.snap.tournament.players
            if p.club and not (by_club and names.get(p.id) != p.name)
        }
        movable = row.state in (NOT_DRAWN, DRAWN)
        self.grid.set_draw(draw.tables if draw else [], names, clubs, movable)
        ui.gridView.resizeRowsToContents()
        bench = []
        if draw is not None and draw.sitting_out:
            bench.append(
                self.tr("Sitting out: {0}").format(", ".join(names.get(p, p) for p in draw.sitting_out))
            )
        # The shown draw's own notes (a preview's too): which games ranked it, its short table's points.
        ui.benchLabel.setText("\n".join([*bench, *draw_notes(self.snap, draw)]))
        ui.stateLabel.setText(self._state_line(row, draw, preview))
        palette_look = palette.ERROR_TEXT_QSS if preview else ""
        ui.stateLabel.setStyleSheet(palette_look)
        self._show_quality(draw)
        self.board.show_round(self.snap, stage, r)
        self.board.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The buttons stay enabled on a locked round: a click says why nothing can change, where a greyed
        # button would leave the organiser guessing.
        ui.saveButton.setEnabled(preview)

    def _state_line(self, row: RoundRow, draw: Draw | None, preview: bool) -> str:
        seed = "–" if draw is None or draw.seed is None else str(draw.seed)
        if row.state == PLAYED:
            return self.tr("Played: every table's result is entered (seed {0}).").format(seed)
        if row.state == LOCKED:
            return self.tr("Locked: a game of this round has started, so its draw can no longer change.")
        if preview:
            return self.tr("Preview, not saved (seed {0}): “Save draw” stores it for the tables.").format(
                seed
            )
        if draw is not None:
            return self.tr("Saved draw (seed {0}).").format(seed)
        return self.tr("Not drawn yet: “Draw” makes a preview by the stage's method.")

    def _show_quality(self, draw: Draw | None) -> None:
        if draw is None:
            self.quality_model.set_rows([])
            return
        t = self.snap.tournament
        rules = self.constraints()
        try:
            one = round_quality(t, draw, rules)
            whole = stage_quality(with_stage_draws(t, [draw]), draw.stage)
        except SeatingError as err:
            self._message(str(err), refusal=True)
            self.quality_model.set_rows([])
            return
        names = list(dict.fromkeys([*one, *whole]))
        self.quality_model.set_rows([FigureRow(n, one.get(n), whole.get(n)) for n in names])
        view = self.ui.qualityView
        view.resizeColumnsToContents()
        width = sum(view.columnWidth(c) for c in range(self.quality_model.columnCount()))
        # The figures are read whole, never scrolled sideways: the box is as wide as its columns.
        margins = self.ui.qualityLayout.contentsMargins()
        needed = width + 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width()
        self.ui.qualityBox.setMinimumWidth(needed + margins.left() + margins.right())

    def _show_constraints(self) -> None:
        rules = self.constraints()
        if rules is None or (rules.is_empty() and not rules.same_club and not rules.teams_apart):
            self.ui.constraintsLabel.setText(self.tr("No seating constraints."))
            return
        base = rules.base
        parts = []
        if rules.same_club:
            parts.append(self.tr("club-mates apart"))
        if base.apart:
            parts.append(self.tr("%n pair(s) apart", "", len(base.apart)))
        if parts:
            parts[-1] += self.tr(" in the first %n round(s)", "", base.apart_rounds)
        if rules.teams_apart == "always":
            parts.append(self.tr("teammates apart always"))
        elif rules.teams_apart:
            parts.append(self.tr("teammates apart in the first %n round(s)", "", rules.teams_apart))
        sitting = sum(len(v) for v in base.absent.values())
        if sitting:
            parts.append(self.tr("%n sit-out(s) of judge-players", "", sitting))
        self.ui.constraintsLabel.setText(self.tr("Constraints: {0}.").format("; ".join(parts)))

    def _message(self, text: str, refusal: bool = False) -> None:
        self.ui.messageLabel.setText(text)
        self.ui.messageLabel.setStyleSheet(palette.ERROR_TEXT_QSS if refusal else "")

    def _refuse(self, title: str, text: str) -> None:
        text = say(text)
        self._message(text, refusal=True)
        dialogs.warn(self, title, text)

    def _locked(self, title: str) -> bool:
        """Refuses (and says why) when the selected round may not change."""
        row = self._row()
        if row is None:
            self._refuse(title, self.tr("Choose a round in the list first."))
            return True
        if row.state in (LOCKED, PLAYED):
            tables = started_tables(self.snap, *row.key)
            self._refuse(
                title,
                self.tr(
                    "Round {0} of {1} is locked: its game at table {2} has started, so its draw can no "
                    "longer change."
                ).format(row.round, stage_label(row.stage), tables[0] if tables else "?"),
            )
            return True
        return False

    # --- changes ---
    def draw(self, random_seed: bool = False) -> Draw | None:
        title = self.tr("Not drawn")
        if self._locked(title) or self.current is None:
            return None
        stage, r = self.current
        text = self.ui.seedEdit.text().strip()
        seed = random.SystemRandom().randrange(SEED_LIMIT) if random_seed or not text else int(text)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            made = draw_round(
                self.snap.tournament,
                stage,
                r,
                seed,
                self.workspace.ranking(),
                self.constraints(),
                self.workspace.unavailable(stage, r),
            )
        except SeatingError as err:
            self._refuse(
                title, self.tr("Round {0} of {1} was not drawn: {2}").format(r, stage_label(stage), err)
            )
            return None
        finally:
            QApplication.restoreOverrideCursor()
        self.previews[self.current] = made.recorded
        self.refresh()
        self._message(self.tr("Drawn with seed {0}: a preview until you save it.").format(seed))
        together = self._teammates_together(stage, [made.draw])
        if together:
            self._message(
                self.tr("Drawn with seed {0}, but teammates sit together: {1}.").format(seed, together),
                refusal=True,
            )
        return made.draw

    def save(self) -> bool:
        title = self.tr("Not saved")
        if self._locked(title) or self.current is None:
            return False
        key = self.current
        draw = self.previews.get(key)
        if draw is None:
            self._refuse(title, self.tr("Nothing to save: draw the round first."))
            return False
        old = self.saved_draw(key)
        if (
            old is not None
            and (old.tables, old.sitting_out) != (draw.tables, draw.sitting_out)
            and not dialogs.confirm(
                self,
                self.tr("Replace the saved draw?"),
                self.tr(
                    "Round {0} of {1} already has a saved draw (seed {2}). Replace it with this one? Print "
                    "the seating sheets again afterwards."
                ).format(key[1], key[0], old.seed),
            )
        ):
            return False
        return self._store(key, draw, self.tr("Draw saved: the tables can start from it."))

    def _store(self, key: tuple[str, int], draw: Draw, done: str) -> bool:
        preview = self.previews.pop(key, None)
        # The draw's own keys (its `short_table`, its `ranked_by`) travel with it: the store records the short
        # table's points from them.
        body = {**draw.extra, "tables": [list(t) for t in draw.tables], "sitting_out": list(draw.sitting_out)}
        if draw.judges:  # a swap keeps each table's judge (the Judges tab names a new conflict)
            body["judges"] = list(draw.judges)
        store, tid = self.workspace.store, self.workspace.tournament_id
        _done, error = self.workspace.attempt(
            lambda: store.save_seating_draw(tid, key[0], key[1], draw.seed or 0, body)
        )
        if error is not None:
            if preview is not None:
                self.previews[key] = preview
            self.refresh()
            self._refuse(self.tr("Not saved"), error)
            return False
        self._message(done)
        return True

    def swap(self, a: str, b: str) -> bool:
        title = self.tr("Not swapped")
        if self._locked(title) or self.current is None:
            return False
        draw = self.shown_draw()
        if draw is None:
            self._refuse(title, self.tr("Draw the round first."))
            return False
        try:
            new = swap_in_draw(draw, a, b)
        except SeatingError as err:
            self._refuse(title, str(err))
            return False
        names = self.snap.names()
        done = self.tr("Swapped {0} and {1}.").format(names.get(a, a), names.get(b, b))
        if self.current in self.previews:
            self.previews[self.current] = new
            self.refresh()
            self._message(done)
            return True
        return self._store(self.current, new, done + " " + self.tr("The saved draw is updated."))

    def swap_choices(self) -> list[tuple[str, str]]:
        draw, names = self.shown_draw(), self.snap.names()
        if draw is None:
            return []
        out = []
        for n, table in enumerate(draw.tables, start=1):
            for s, pid in enumerate(table, start=1):
                out.append((pid, self.tr("{0} · table {1}, seat {2}").format(names.get(pid, pid), n, s)))
        for pid in draw.sitting_out:
            out.append((pid, self.tr("{0} · sitting out").format(names.get(pid, pid))))
        return out

    def swap_dialog(self) -> bool:
        title = self.tr("Not swapped")
        if self._locked(title):
            return False
        if self.shown_draw() is None:
            self._refuse(title, self.tr("Draw the round first."))
            return False
        dialog = SwapDialog(self.swap_choices(), self)
        if dialog.exec() != SwapDialog.DialogCode.Accepted or dialog.pair is None:
            return False
        return self.swap(*dialog.pair)

    def edit_constraints(self) -> bool:
        store, tid = self.workspace.store, self.workspace.tournament_id
        try:
            current = store.draw_constraints(tid)
        except REFUSALS as err:
            self._refuse(self.tr("Constraints"), str(err))
            return False
        players = list(self.snap.names().items())
        stages = [(s.id, _rounds_of(self.snap, s)) for s in self.snap.stages]
        has_teams = teams_of(self.snap.tournament) is not None
        dialog = ConstraintsDialog(current, players, stages, self, teams=has_teams)
        if dialog.exec() != ConstraintsDialog.DialogCode.Accepted or dialog.constraints is None:
            return False
        wanted = dialog.constraints
        _done, error = self.workspace.attempt(lambda: store.set_draw_constraints(tid, wanted))
        if error is not None:
            self._refuse(self.tr("Constraints not saved"), error)
            return False
        self.refresh()
        self._message(self.tr("Constraints saved: the next draws keep them."))
        return True

    def redraw_unplayed(self, every_round: bool = False) -> bool:
        """Re-draws the drawn rounds still to play (after a dropout), or with `every_round` draws every round
        of the stage with no game yet, drawn or not; both ask first, showing the whole stage's figures."""
        title = self.tr("Not drawn") if every_round else self.tr("Not re-drawn")
        if self.current is None:
            self._refuse(title, self.tr("Choose a round of the stage in the list first."))
            return False
        stage = self.current[0]
        t = self.snap.tournament
        rows = [r for r in self.rounds_model.rows if r.stage == stage]
        locked = frozenset(r.round for r in rows if r.state in (LOCKED, PLAYED)) | played_rounds(t, stage)
        rng = random.SystemRandom()
        seeds = [rng.randrange(SEED_LIMIT) for _ in rows]

        def redraw(priority: str) -> tuple[Tournament, tuple[RoundDraw, ...]]:
            return redraw_unplayed(
                t,
                stage,
                seeds,
                self.workspace.ranking(),
                self.constraints(),
                lambda r: self.workspace.unavailable(stage, r),
                locked,
                every_round,
                priority,
            )

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            new_t, made = redraw("repeats")
            before, after = stage_quality(t, stage), stage_quality(new_t, stage)
            other = self._everyone_meets(redraw, stage, made, after)
        except SeatingError as err:
            if every_round:
                self._refuse(title, self.tr("Stage {0} was not drawn: {1}").format(stage_label(stage), err))
            else:
                self._refuse(
                    title, self.tr("Stage {0} was not re-drawn: {1}").format(stage_label(stage), err)
                )
            return False
        finally:
            QApplication.restoreOverrideCursor()
        names = self.snap.names()
        affected = []
        for m in made:
            old = self.saved_draw((stage, m.draw.round))
            gone = self.workspace.unavailable(stage, m.draw.round)
            if old is not None:
                seated = [p for p in (*(x for tb in old.tables for x in tb), *old.sitting_out) if p in gone]
                if seated:
                    affected.append(
                        self.tr("round {0} seats {1}").format(
                            m.draw.round, ", ".join(names.get(p, p) for p in seated)
                        )
                    )
        bound = self.tr("bound")  # outside the f-string, where lupdate finds it
        lines = [
            f"  {(_tr(FIGURE[n]) if n in FIGURE else n)}: {_value(before.get(n))} → {_value(after.get(n))}"
            f" ({bound} {_bound(after.get(n))})"
            for n in after
        ]
        question = (
            self.tr(
                "Draw rounds {0} of {1} together? Played rounds stay exactly as they are, saved draws of "
                "these rounds are replaced.\n{2}\nFigures of the whole stage, before → after:\n{3}"
            )
            if every_round
            else self.tr(
                "Re-draw rounds {0} of {1}? Played rounds stay exactly as they are.\n{2}\n"
                "Figures of the whole stage, before → after:\n{3}"
            )
        )
        text = question.format(
            ", ".join(str(m.draw.round) for m in made),
            stage,
            (self.tr("Unavailable players: {0}.").format("; ".join(affected)) if affected else ""),
            "\n".join(lines),
        )
        heading = self.tr("Draw all rounds?") if every_round else self.tr("Re-draw the unplayed rounds?")
        if other is not None:
            # Both draws' figures before saving: the organiser picks fewest repeats or everyone meets.
            items = [
                self._priority_item(self.tr("Fewest repeats"), after),
                self._priority_item(self.tr("Everyone meets"), other[2]),
            ]
            picked = dialogs.choose(self, heading, text, items)
            if picked is None:
                return False
            if picked == items[1]:
                made = other[1]
        elif not dialogs.confirm(self, heading, text):
            return False
        entries = [
            {
                **m.recorded.extra,
                "stage": stage,
                "round": m.draw.round,
                "seed": m.draw.seed,
                "tables": [list(tb) for tb in m.draw.tables],
                "sitting_out": list(m.draw.sitting_out),
            }
            for m in made
        ]
        for m in made:
            self.previews.pop((stage, m.draw.round), None)
        store, tid = self.workspace.store, self.workspace.tournament_id
        _done, error = self.workspace.attempt(lambda: store.save_seating_draws(tid, entries))
        if error is not None:
            self._refuse(title, error)
            return False
        numbers = ", ".join(str(m.draw.round) for m in made)
        if every_round:
            self._message(self.tr("Rounds {0} drawn together and saved.").format(numbers))
        else:
            self._message(
                self.tr("Rounds {0} re-drawn and saved: print their seating sheets again.").format(numbers)
            )
        together = self._teammates_together(stage, [m.draw for m in made])
        if together:
            self._message(
                self.tr("Rounds {0} saved, but teammates sit together: {1}.").format(numbers, together),
                refusal=True,
            )
        return True

    def _teammates_together(self, stage: str, draws: Sequence[Draw]) -> str:
        """Where the draws seat teammates together in rounds they were to be kept apart ("" where nowhere):
        the draw could not part them, and the organiser must hear it before the seating sheets go out."""
        rules = self.constraints()
        t = self.snap.tournament
        if rules is None or not rules.teams_apart or not rules.applies_to(t, stage):
            return ""
        found = []
        for draw in draws:
            if not rules.teams_in(draw.round):
                continue
            for f in teammates_together(t, draw):
                where = self.tr("{0} at table {1}").format(f.team, f.table)
                if len(draws) > 1:
                    where = self.tr("round {0}: {1}").format(draw.round, where)
                found.append(where)
        return ", ".join(found)

    @staticmethod
    def _everyone_meets(
        redraw: Callable[[str], tuple[Tournament, tuple[RoundDraw, ...]]],
        stage: str,
        made: tuple[RoundDraw, ...],
        after: dict[str, Figure],
    ) -> tuple[Tournament, tuple[RoundDraw, ...], dict[str, Figure]] | None:
        """The same rounds drawn with the "everyone meets" priority, with the stage's figures, where those
        drawn together leave pairs that never meet although all could meet; None where it gains none."""
        strangers = after.get("never_met")
        if len(made) < 2 or strangers is None or strangers.bound != 0 or strangers.value == 0:
            return None
        other_t, other = redraw("everyone_meets")
        figures = stage_quality(other_t, stage)
        fewer = figures.get("never_met")
        return (other_t, other, figures) if fewer is not None and fewer.value < strangers.value else None

    def _priority_item(self, name: str, figures: dict[str, Figure]) -> str:
        return self.tr(
            "{0}: at most {1} meetings of a pair, {2} pairs that often, {3} pairs never meet"
        ).format(
            name,
            _value(figures.get("max_meetings")),
            _value(figures.get("pairs_at_max")),
            _value(figures.get("never_met")),
        )

    def seating_sheets(self, path: str | None = None) -> str | None:
        """The hall sheet, the list by player and the table cards of the selected round, in one PDF."""
        title = self.tr("No seating sheets")
        if self.current is None:
            self._refuse(title, self.tr("Choose a round in the list first."))
            return None
        draw = self.saved_draw(self.current)
        if draw is None or self.current in self.previews:
            self._refuse(title, self.tr("Save the draw first: the sheets print what the tables will get."))
            return None
        stage, r = self.current
        if not path:
            suggested = f"seating-{stage}-{r}.pdf"
            path = dialogs.save_file(self, self.tr("Seating sheets"), suggested, self.tr("PDF files (*.pdf)"))
        if not path:
            return None
        from mafia_desk.reports.seating_sheets import SeatingSheets, seating_sheets_pdf_bytes, sheet_round

        names = self.snap.names()
        rnd = sheet_round(
            stage,
            r,
            [[(seat, names.get(p, p)) for seat, p in enumerate(table, start=1)] for table in draw.tables],
            [names.get(p, p) for p in draw.sitting_out],
            draw.judges,
        )
        try:
            write_atomically(path, seating_sheets_pdf_bytes(SeatingSheets(self.snap.tournament.name, (rnd,))))
        except OSError as err:
            self._refuse(title, f"{path}: {err.strerror or err}")
            return None
        self._message(self.tr("Seating sheets written to {0}.").format(path))
        return path
