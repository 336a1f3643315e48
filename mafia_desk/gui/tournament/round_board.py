"""The round board: every table of one round, not started / playing / finished / corrected / void.

The organiser watches it while the tables play: the store announces a tournament game's start and end as
it commits them (gui/common/store_signals.py), the workspace reloads its snapshot and the board redraws, with
no refresh button; while a game plays, its events count follows each host action (a commit of kind EVENT).
What a state means comes from the store alone: a live game is an unfinished stored game
of that (stage, round, table), a finished one is in the tournament's games, a correction is in its
corrections.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui.common.rows_model import Column, RowsModel, selected_rows, sorted_proxy
from mafia_desk.gui.common.store_signals import store_signals
from mafia_desk.gui.tournament.workspace import LiveTable, Snapshot
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.seating.rounds import RankedBy, short_table_of
from mafia_desk.store.commits import EVENT, Commit
from mafia_desk.store.records import GameSummary
from mafia_desk.tournament.model import Draw
from mafia_desk.tournament.numbers import PointsStyle, format_points

NOT_STARTED, PLAYING, FINISHED, CORRECTED, VOID = "not started", "playing", "finished", "corrected", "void"
STATE_TEXT = {
    NOT_STARTED: QT_TRANSLATE_NOOP("RoundBoard", "not started"),
    PLAYING: QT_TRANSLATE_NOOP("RoundBoard", "playing"),
    FINISHED: QT_TRANSLATE_NOOP("RoundBoard", "finished"),
    CORRECTED: QT_TRANSLATE_NOOP("RoundBoard", "corrected"),
    VOID: QT_TRANSLATE_NOOP("RoundBoard", "void"),
}
PLAYERS_COLUMN = 6  # the one that stretches: the names are the longest text
STATE_COLOUR = {PLAYING: "#fef3c7", FINISHED: "#dcfce7", CORRECTED: "#dbeafe", VOID: "#e5e7eb"}


@dataclass(frozen=True)
class TableState:
    table: int
    state: str
    events: int | None  # the live game's recorded events, None when no game is live
    players: tuple[str, ...]  # names in seat order, from the game or else the draw
    # On a tournament server: who plays the table, connected or not, and its public day and phase; or
    # that a finished game's result carries a protest.
    at_table: str = ""
    protests: int = 0  # protests filed on the table's game (protests[]), and how many wait for a ruling
    open_protests: int = 0
    judge: str = ""  # the judge the draw assigned to the table (draws[].judges)

    @property
    def protests_text(self) -> str:
        if not self.protests:
            return ""
        if not self.open_protests:
            return str(self.protests)
        return QCoreApplication.translate("RoundBoard", "{0} ({1} open)").format(
            self.protests, self.open_protests
        )

    @property
    def label(self) -> str:
        return QCoreApplication.translate("RoundBoard", STATE_TEXT[self.state])


def table_states(snap: Snapshot, stage: str, round_: int) -> list[TableState]:
    """One row per table of the round: the draw's tables, plus any table with a game but no draw."""
    t = snap.tournament
    names = snap.names()
    draw = next((d for d in t.draws if (d.stage, d.round) == (stage, round_)), None)
    drawn = {n: tuple(seated) for n, seated in enumerate(draw.tables, start=1)} if draw else {}
    entered = {g.table: g for g in t.games if (g.stage, g.round) == (stage, round_)}
    stored = [g for g in snap.games if (g.stage, g.round) == (stage, round_) and g.table is not None]
    live = {g.table: g for g in stored if g.finished_at is None}
    finished = {g.table for g in stored if g.finished_at is not None}
    tables = sorted({*drawn, *entered, *(g.table for g in stored if g.table is not None)})
    out: list[TableState] = []
    for n in tables:
        corrections = t.corrections_of(stage, round_, n)
        events: int | None = None
        if corrections:
            state = VOID if corrections[-1].action == "void" else CORRECTED
        elif n in entered or n in finished:
            state = FINISHED
        elif n in live:
            state, events = PLAYING, live[n].events
        else:
            state = NOT_STARTED
        seated = entered[n].players if n in entered else drawn.get(n, ())
        at_table = ""
        live_table = snap.live.get((stage, round_, n))
        if state == PLAYING and live_table is not None:
            at_table = live_text(live_table)
        elif n in entered and entered[n].extra.get("protest"):
            at_table = QCoreApplication.translate("RoundBoard", "protested: {0}").format(
                entered[n].extra["protest"]
            )
        protests = t.protests_of(stage, round_, n)
        waiting = sum(1 for p in protests if p.status == "open")
        out.append(
            TableState(
                n,
                state,
                events,
                tuple(names.get(p, p) for p in seated),
                at_table,
                len(protests),
                waiting,
                (draw.judge_of(n) if draw else None) or "",
            )
        )
    return out


def protests_note(snap: Snapshot, stage: str, round_: int) -> str:
    """The round's protests in one line above the board (empty when none was filed)."""
    protests = [p for p in snap.tournament.protests if (p.stage, p.round) == (stage, round_)]
    if not protests:
        return ""
    waiting = sum(1 for p in protests if p.status == "open")
    return QCoreApplication.translate(
        "RoundBoard", "Protests in this round: {0}, waiting for a ruling: {1}."
    ).format(len(protests), waiting)


def draw_notes(snap: Snapshot, draw: Draw | None) -> list[str]:
    """What a draw says beyond its tables: which games ranked a Swiss round (`ranked_by`), and its short table
    with the ruleset's points for each of its players (recorded as absences while the draw stands)."""
    if draw is None:
        return []
    lines = []
    ranked = draw.extra.get("ranked_by")
    if isinstance(ranked, str) and ranked:
        lines.append(ranked_by_note(ranked))
    short = short_table_of(draw)
    if short:
        names = snap.names()
        points = scoring_rules(snap.tournament.ruleset).absences.short_table
        lines.append(
            QCoreApplication.translate("RoundBoard", "Short table, +{0} each: {1}.").format(
                format_points(points, PointsStyle.PROTOCOL), ", ".join(names.get(p, p) for p in short)
            )
        )
    return lines


def ranked_by_note(text: str) -> str:
    """A Swiss draw's `ranked_by` in the interface's language: the file keeps an English line (the CLI prints
    it too), which a Russian board showed as it was; a line we did not write is shown verbatim."""
    parsed = RankedBy.parse(text)
    if parsed is None:
        return QCoreApplication.translate("RoundBoard", "Swiss draw: {0}.").format(text)
    by = (
        QCoreApplication.translate("RoundBoard", "by extra points")
        if parsed.key == "extra_points"
        else QCoreApplication.translate("RoundBoard", "by points")
    )
    if parsed.last <= 0:
        return QCoreApplication.translate(
            "RoundBoard", "Swiss draw {0}: no games yet, in registration order."
        ).format(by)
    stage = stage_label(parsed.stage)
    if parsed.last == 1:
        return QCoreApplication.translate(
            "RoundBoard", "Swiss draw {0} after round 1 of {1} (games: {2})."
        ).format(by, stage, parsed.games)
    return QCoreApplication.translate(
        "RoundBoard", "Swiss draw {0} after rounds 1-{1} of {2} (games: {3})."
    ).format(by, parsed.last, stage, parsed.games)


def live_text(live: LiveTable) -> str:
    parts = []
    if live.holder:
        parts.append(
            QCoreApplication.translate("RoundBoard", "{0}, connected").format(live.holder)
            if live.connected
            else QCoreApplication.translate("RoundBoard", "{0}, not connected").format(live.holder)
        )
    if live.day:
        parts.append(QCoreApplication.translate("RoundBoard", "day {0}: {1}").format(live.day, live.phase))
    elif live.phase:
        parts.append(live.phase)
    return " · ".join(parts)


class RoundBoard(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: tuple[int, str, int] | None = None
        self._recount_due = False
        # The round's live games as the store has them now (set by the Rounds tab): the events count follows
        # each host action without re-reading the tournament.
        self.live_games: Callable[[], Sequence[GameSummary]] | None = None
        # Files a protest on (stage, round, table): set by the Rounds tab, it opens the filing form.
        self.file_protest: Callable[[str, int, int], object] | None = None
        store_signals().committed.connect(self._progressed)
        self.model: RowsModel[TableState] = RowsModel(
            [
                Column(
                    lambda: self.tr("Table"),
                    lambda r: str(r.table),
                    sort=lambda r: r.table,
                    right=True,
                ),
                Column(lambda: self.tr("State"), lambda r: r.label),
                Column(
                    lambda: self.tr("Events"),
                    lambda r: "" if r.events is None else str(r.events),
                    sort=lambda r: r.events or 0,
                    right=True,
                ),
                Column(lambda: self.tr("At the table"), lambda r: r.at_table),
                Column(
                    lambda: self.tr("Protests"),
                    lambda r: r.protests_text,
                    sort=lambda r: (r.open_protests, r.protests),
                    right=True,
                ),
                Column(lambda: self.tr("Judge"), lambda r: r.judge),
                Column(lambda: self.tr("Players"), lambda r: ", ".join(r.players)),
            ],
            self,
            background=lambda r: QColor(STATE_COLOUR[r.state]) if r.state in STATE_COLOUR else None,
        )
        self.proxy = sorted_proxy(self.model, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.horizontalHeader().setSectionResizeMode(PLAYERS_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().setVisible(False)
        # The saved draw's notes (its ranking, its short table) above the tables; hidden when it has none.
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes.hide()
        layout.addWidget(self.notes)
        layout.addWidget(self.view)
        row = QHBoxLayout()
        self.protest_button = QPushButton(self.tr("File a protest on the table…"), self)
        self.protest_button.setEnabled(False)
        self.protest_button.clicked.connect(lambda: self.protest_selected())
        row.addWidget(self.protest_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())

    def selected_table(self) -> TableState | None:
        rows = selected_rows(self.view)
        return rows[0] if rows else None

    def _selection_changed(self) -> None:
        row = self.selected_table()
        # A protest is on a result: a table with a stored game (finished, corrected or void).
        self.protest_button.setEnabled(
            row is not None and row.state in (FINISHED, CORRECTED, VOID) and self.file_protest is not None
        )

    def protest_selected(self) -> object:
        row = self.selected_table()
        if row is None or self._shown is None or self.file_protest is None:
            return None
        _tid, stage, round_ = self._shown
        return self.file_protest(stage, round_, row.table)

    def show_round(self, snap: Snapshot, stage: str, round_: int) -> None:
        self._shown = (snap.info.id, stage, round_)
        self.model.set_rows(table_states(snap, stage, round_))
        saved = next((d for d in snap.tournament.draws if (d.stage, d.round) == (stage, round_)), None)
        notes = draw_notes(snap, saved)
        protested = protests_note(snap, stage, round_)
        if protested:
            notes.append(protested)
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.view.resizeColumnsToContents()
        self.view.horizontalHeader().setSectionResizeMode(PLAYERS_COLUMN, QHeaderView.ResizeMode.Stretch)
        self._selection_changed()

    def clear(self) -> None:
        self._shown = None
        self.model.set_rows([])
        self.notes.clear()
        self.notes.hide()

    def _progressed(self, commit: Commit) -> None:
        """A table's host recorded an event (a commit of kind EVENT): recount the live tables' events, once
        per batch of key presses (after the host's screen has redrawn), and only while the board is on
        screen."""
        if (
            commit.kind != EVENT
            or self._shown is None
            or self._shown[0] != commit.tournament_id
            or self._recount_due
            or not self.isVisible()
        ):
            return
        self._recount_due = True
        QTimer.singleShot(0, self._recount)

    def _recount(self) -> None:
        self._recount_due = False
        if self._shown is None or self.live_games is None:
            return
        _tid, stage, round_ = self._shown
        events = {
            g.table: g.events
            for g in self.live_games()
            if (g.stage, g.round) == (stage, round_) and g.finished_at is None
        }
        rows = [
            replace(r, events=events.get(r.table, r.events)) if r.state == PLAYING else r
            for r in self.model.rows
        ]
        self.model.set_rows(rows)

    def states(self) -> dict[int, str]:
        """Table -> state: what the board shows, for a test or a status line."""
        return {r.table: r.state for r in self.model.rows}
