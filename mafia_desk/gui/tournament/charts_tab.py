"""The Charts tab: the race, red against black with K, points by role, win share by seat.

The numbers are scoring/charts.py's, computed from the workspace's snapshot, so a chart never disagrees with
the Standings tab. The tab stays light: pyqtgraph is imported and a chart built only when first shown, a
stored change only marks the charts stale, and only the chart on screen is redrawn (the others when the
organiser turns to them), so a result stored at a table costs the organiser's window nothing while he looks
at another tab.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QEvent, QIODevice, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QListWidgetItem, QMainWindow, QWidget

from mafia_desk.atomic_write import write_atomically
from mafia_desk.gui.common import dialogs
from mafia_desk.gui.forms.ui_charts_tab import Ui_ChartsTab
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring.charts import (
    DEFAULT_RACE_PLAYERS,
    RoundKey,
    played_rounds,
    points_by_role,
    race,
    red_black_by_round,
    win_rate_by_seat,
)
from mafia_desk.tournament.numbers import format_points

# The charts in the chooser's order (ui/charts_tab.ui); each one's id names its PNG.
CHARTS = ("race", "red-black", "roles", "seats")
WITH_PLAYERS = frozenset({"race", "roles"})
PLAYER_ROLE = Qt.ItemDataRole.UserRole


class ChartsTab(QWidget):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.ui = Ui_ChartsTab()
        self.ui.setupUi(self)
        self.views: dict[str, Any] = {}  # chart id -> its view, built when first shown
        self.stale: set[str] = set(CHARTS)
        self._players_stale = True
        self._chosen: list[str] | None = None  # None: the top 10 of the standings, whatever they become
        ui = self.ui
        ui.splitter.setStretchFactor(1, 1)
        ui.splitter.setSizes([240, 900])
        ui.chartBox.currentIndexChanged.connect(self._chart_chosen)
        ui.exportButton.clicked.connect(self._export_clicked)
        ui.playerSearch.textChanged.connect(self._filter_players)
        ui.playerList.itemChanged.connect(self._player_ticked)
        ui.topButton.clicked.connect(self.show_top)
        workspace.changed.connect(self.refresh)
        self._chart_chosen(ui.chartBox.currentIndex())

    # --- what is shown ---
    @property
    def current(self) -> str:
        return CHARTS[max(self.ui.chartBox.currentIndex(), 0)]

    def chosen_players(self) -> list[str]:
        """The players of the race and the role chart, in standings order."""
        rows = self.workspace.standings().rows
        if self._chosen is None:
            return [r.player for r in rows[:DEFAULT_RACE_PLAYERS]]
        chosen = set(self._chosen)
        return [r.player for r in rows if r.player in chosen]

    def set_chosen_players(self, players: list[str] | None) -> None:
        self._chosen = None if players is None else list(players)
        self._players_stale = True
        self.stale |= WITH_PLAYERS
        if self.isVisible():
            self._bring_up_to_date()

    def show_top(self) -> None:
        self.set_chosen_players(None)

    def refresh(self) -> None:
        """A new snapshot: every chart is stale, the one on screen is redrawn now."""
        self.stale = set(CHARTS)
        self._players_stale = True
        if self.isVisible():
            self._bring_up_to_date()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._bring_up_to_date()

    def _chart_chosen(self, index: int) -> None:
        del index
        chart = self.current
        self.ui.pickerPanel.setVisible(chart in WITH_PLAYERS)
        if self.isVisible():
            self._bring_up_to_date()

    def _bring_up_to_date(self) -> None:
        chart = self.current
        if chart in WITH_PLAYERS and self._players_stale:
            self._fill_players()
        view = self.view(chart)
        self.ui.chartStack.setCurrentWidget(view)
        if chart in self.stale:
            self.stale.discard(chart)
            self._draw(chart, view)

    def view(self, chart: str) -> Any:
        """The chart's view, built (and pyqtgraph imported) on first use."""
        view = self.views.get(chart)
        if view is None:
            from mafia_desk.gui.tournament import chart_views

            kinds = {
                "race": chart_views.RaceView,
                "red-black": chart_views.RedBlackView,
                "roles": chart_views.RolesView,
                "seats": chart_views.SeatsView,
            }
            view = self.views[chart] = kinds[chart](self.ui.chartStack)
            self.ui.chartStack.addWidget(view)
        return view

    # --- drawing ---
    def round_labels(self, rounds: tuple[RoundKey, ...]) -> list[str]:
        """Bare round numbers in a one-stage tournament; "Q3", "S1", "F2" once a later stage has begun, so
        the semifinal's round 1 is not read as the tournament's."""
        stages = {stage for stage, _ in rounds}
        if len(stages) <= 1:
            return [str(r) for _, r in rounds]
        short = {
            "qualifying": self.tr("Q{0}", "a qualifying round on the chart's axis"),
            "semifinal": self.tr("S{0}", "a semifinal round on the chart's axis"),
            "final": self.tr("F{0}", "a final round on the chart's axis"),
        }
        return [short[s].format(r) if s in short else f"{s} {r}" for s, r in rounds]

    def _draw(self, chart: str, view: Any) -> None:
        t = self.workspace.tournament
        rounds = played_rounds(t)
        note = ""
        if not rounds:
            note = self.tr("No game counted yet: the charts fill in as results are stored.")
        if chart == "race":
            self._draw_race(view, rounds)
            if rounds:
                note = self.tr(
                    "Each line is a player's standings total after each round; adjustments count from the "
                    "first round, as in the standings."
                )
                if scoring_rules(t.ruleset).difficulty_k:
                    note += " " + self.tr(
                        "With K a total can fall without a lost game: K sinks as the side that won fewer "
                        "games wins more."
                    )
        elif chart == "red-black":
            wins = red_black_by_round(t)
            view.draw(wins, self.round_labels(rounds))
            if rounds and wins[-1].k is not None:
                note = self.tr(
                    "K is the difficulty coefficient of the standings after each round: a win of the side "
                    "that won fewer games so far is worth its win points × K (now {0})."
                ).format(format_points(wins[-1].k))
            elif rounds:
                note = self.tr("This ruleset has no difficulty coefficient K.")
        elif chart == "roles":
            whole, shares = points_by_role(t, self.workspace.standings())
            wanted = set(self.chosen_players())
            view.draw(whole, [s for s in shares if s.player in wanted])
            if rounds:
                note = self.tr(
                    "Points earned in games as each role, stage coefficients included. Absences and "
                    "adjustments belong to no role: {0} points in all."
                ).format(format_points(whole.other))
        else:
            seats = win_rate_by_seat(t)
            view.draw(seats)
            if rounds:
                note = self.tr(
                    "The share of the games at each seat that the seat's team won, whatever the role: {0} "
                    "games counted."
                ).format(seats[0].games)
        self.ui.noteLabel.setText(note)

    def _draw_race(self, view: Any, rounds: tuple[RoundKey, ...]) -> None:
        standings = self.workspace.standings()
        series = race(self.workspace.tournament, self.chosen_players(), standings)
        view.draw(series, self.round_labels(rounds))

    # --- the player picker ---
    def _fill_players(self) -> None:
        self._players_stale = False
        chosen = set(self.chosen_players())
        widget = self.ui.playerList
        scrolled = widget.verticalScrollBar().value()  # a result stored meanwhile must not scroll the list
        widget.blockSignals(True)
        try:
            widget.clear()
            for row in self.workspace.standings().rows:
                item = QListWidgetItem(f"{row.place}. {row.shown} ({format_points(row.total)})")
                item.setData(PLAYER_ROLE, row.player)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                checked = row.player in chosen
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
                widget.addItem(item)
        finally:
            widget.blockSignals(False)
        self._filter_players(self.ui.playerSearch.text())
        widget.verticalScrollBar().setValue(scrolled)

    def _filter_players(self, text: str) -> None:
        needle = _folded(text.strip())
        widget = self.ui.playerList
        for i in range(widget.count()):
            item = widget.item(i)
            item.setHidden(bool(needle) and needle not in _folded(item.text()))

    def _player_ticked(self, _item: QListWidgetItem) -> None:
        widget = self.ui.playerList
        ticked = [
            str(widget.item(i).data(PLAYER_ROLE))
            for i in range(widget.count())
            if widget.item(i).checkState() == Qt.CheckState.Checked
        ]
        self._chosen = ticked
        self.stale |= WITH_PLAYERS
        if self.isVisible():
            self._bring_up_to_date()

    # --- export ---
    def _export_clicked(self) -> None:
        self.export_png()

    def export_png(self, path: str | None = None) -> str | None:
        """The chart on screen as a PNG, exactly as drawn (QWidget.grab: pyqtgraph's own exporter misplaces
        the legend when it scales); the file is written whole or not at all."""
        chart = self.current
        self._bring_up_to_date()
        if not path:
            name = re.sub(r"[^\w.-]+", "_", self.workspace.tournament.name).strip("_") or "tournament"
            path = dialogs.save_file(
                self, self.tr("Export the chart as PNG"), f"{name}-{chart}.png", self.tr("PNG images (*.png)")
            )
        if not path:
            return None
        if not path.lower().endswith(".png"):
            path += ".png"
        # A chart drawn just now may still have its legend's layout pending: settle it before the grab.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        self.view(chart).grab().save(buffer, "PNG")
        buffer.close()
        try:
            write_atomically(path, bytes(data.data()))
        except OSError as err:
            dialogs.warn(self, self.tr("Not exported"), f"{path}: {err.strerror or err}")
            return None
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(self.tr("Chart saved to {0}.").format(path), 8000)
        return path


def _folded(text: str) -> str:
    """Search text as the organiser types it: case and ё/е do not matter."""
    return text.casefold().replace("ё", "е")
