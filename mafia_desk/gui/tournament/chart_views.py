"""The four charts of the Charts tab, drawn with pyqtgraph from the exact series of scoring/charts.py.

Imported when the tab is first shown, not with the window: pyqtgraph and numpy take half a second or more to
import, and an organiser who opens a tournament to type a result should not wait for charts he did not ask
for. Each view only draws what it is given; the tab decides what and when. Names reach pyqtgraph's legend
and tick labels escaped: its labels read HTML, and a player called "<b>" must show as typed.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import pyqtgraph as pg  # type: ignore[import-untyped]
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QVBoxLayout, QWidget

from mafia_desk.gui.host_text import role_name
from mafia_desk.scoring.charts import RoleShare, RoundWins, SeatRate, Series
from mafia_desk.tournament.model import Role

pg.setConfigOptions(antialias=True, background="w", foreground="k")

# Tableau's ten: told apart on screen and on a greyscale print; more players than that cycle the hues.
PALETTE = (
    "#1f77b4",
    "#ff7f0e",
    "#2ca02c",
    "#d62728",
    "#9467bd",
    "#8c564b",
    "#e377c2",
    "#7f7f7f",
    "#bcbd22",
    "#17becf",
)
RED, BLACK = "#d32f2f", "#212121"
ROLE_COLOURS = {Role.CIVILIAN: "#ef9a9a", Role.SHERIFF: "#c62828", Role.MAFIA: "#757575", Role.DON: "#111111"}
ROLES: tuple[Role, ...] = tuple(Role)
BAR = 0.2  # the thickness of one role's bar in a player's group of four


def colour(index: int, count: int) -> QColor:
    if index < len(PALETTE):
        return QColor(PALETTE[index])
    return pg.intColor(index, hues=max(count, 1))  # type: ignore[no-any-return]


def _legend(graphics: Any, row: int, columns: int, colspan: int = 1) -> Any:
    """A legend in its own row of the layout, under or over the plots: it never covers a line or a bar."""
    legend = pg.LegendItem(colCount=columns, labelTextSize="9pt")
    graphics.addItem(legend, row=row, col=0, colspan=colspan)
    return legend


def _under_the_data(plot: Any) -> None:
    """Grid lines behind the bars and lines, not across them, and faint. pyqtgraph's own right-click menus
    and its "A" button are off: they speak English only, and the tab's Export button is the way out."""
    plot.setMenuEnabled(False)
    plot.hideButtons()
    plot.showGrid(x=False, y=True, alpha=0.15)
    for name in ("left", "bottom"):
        plot.getAxis(name).setZValue(-1000)


def _count_ticks(plot: Any, highest: float) -> None:
    """Whole numbers on a count axis: no "0.5 games won"."""
    step = max(1, -(-int(highest) // 8))
    plot.getAxis("left").setTickSpacing(step, step)


class _View(QWidget):
    """One chart in a plain QWidget, so the tab can grab it to PNG exactly as it is seen."""

    def __init__(self, graphics: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.graphics = graphics
        layout.addWidget(graphics)
        scene = graphics.scene()  # its «Export...» (pyqtgraph's English dialog) is never offered
        for action in scene.contextMenu:
            action.setEnabled(False)
            action.setVisible(False)
        scene.contextMenu = []


class RaceView(_View):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(pg.GraphicsLayoutWidget(), parent)
        self.plot = self.graphics.addPlot(row=0, col=0)
        _under_the_data(self.plot)
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        self.legend = _legend(self.graphics, 1, 5)
        self.curves: dict[str, Any] = {}
        self._drawn: list[tuple[str, str]] | None = None

    def draw(self, series: Sequence[Series], labels: Sequence[str]) -> None:
        x = list(range(1, len(labels) + 1))
        self._draw_lines(series if labels else (), x)
        self.plot.getAxis("bottom").setTicks([list(zip(x, labels, strict=True))])
        self.plot.setLabel("bottom", self.tr("Round"))
        self.plot.setLabel("left", self.tr("Total points"))
        self.plot.enableAutoRange()

    def _draw_lines(self, series: Sequence[Series], x: list[int]) -> None:
        """New points on the same lines when the same players are shown (a stored result, the usual case):
        building ten curves costs pyqtgraph far more than moving their points."""
        drawn = [(s.player, s.name) for s in series]
        if drawn == self._drawn:
            for s in series:
                self.curves[s.player].setData(x, [float(v) for v in s.totals])
            return
        self._drawn = drawn
        self.plot.clear()
        self.legend.clear()
        self.curves = {}
        for i, s in enumerate(series):
            c = colour(i, len(series))
            self.curves[s.player] = self.plot.plot(
                x,
                [float(v) for v in s.totals],
                pen=pg.mkPen(c, width=2),
                symbol="o",
                symbolSize=6,
                symbolBrush=c,
                symbolPen=None,
            )
            self.legend.addItem(self.curves[s.player], html.escape(s.name))


class RedBlackView(_View):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(pg.GraphicsLayoutWidget(), parent)
        self.legend = _legend(self.graphics, 0, 2)
        self.wins = self.graphics.addPlot(row=1, col=0)
        self.k_plot = self.graphics.addPlot(row=2, col=0)
        self.k_plot.setXLink(self.wins)
        grid = self.graphics.ci.layout
        grid.setRowStretchFactor(1, 3)
        grid.setRowStretchFactor(2, 1)
        _under_the_data(self.wins)
        _under_the_data(self.k_plot)
        self.red_bars: Any = None
        self.black_bars: Any = None
        self.k_curve: Any = None

    def draw(self, rounds: Sequence[RoundWins], labels: Sequence[str]) -> None:
        self.wins.clear()
        self.k_plot.clear()
        self.legend.clear()
        x = list(range(1, len(rounds) + 1))
        self.red_bars = pg.BarGraphItem(
            x=[v - 0.2 for v in x], height=[r.red for r in rounds], width=0.4, brush=RED, pen=None
        )
        self.black_bars = pg.BarGraphItem(
            x=[v + 0.2 for v in x], height=[r.black for r in rounds], width=0.4, brush=BLACK, pen=None
        )
        self.wins.addItem(self.red_bars)
        self.wins.addItem(self.black_bars)
        self.legend.addItem(self.red_bars, self.tr("Red won"))
        self.legend.addItem(self.black_bars, self.tr("Black won"))
        ticks = [list(zip(x, labels, strict=True))]
        self.wins.getAxis("bottom").setTicks(ticks)
        self.wins.setLabel("left", self.tr("Games won"))
        _count_ticks(self.wins, max([r.red for r in rounds] + [r.black for r in rounds] + [1]))
        has_k = bool(rounds) and rounds[0].k is not None
        self.k_plot.setVisible(has_k)
        self.k_curve = None
        if has_k:
            ks = [float(r.k) if r.k is not None else 1.0 for r in rounds]
            one = pg.InfiniteLine(1, angle=0, pen=pg.mkPen("#9e9e9e", style=Qt.PenStyle.DashLine))
            self.k_plot.addItem(one)  # K = 1: no hard game
            self.k_curve = self.k_plot.plot(
                x, ks, pen=pg.mkPen("#1565c0", width=2), symbol="s", symbolSize=6, symbolBrush="#1565c0"
            )
            self.k_plot.getAxis("bottom").setTicks(ticks)
            self.k_plot.setLabel("left", self.tr("K"))
            self.k_plot.setLabel("bottom", self.tr("Round"))
        else:
            self.wins.setLabel("bottom", self.tr("Round"))
        self.wins.enableAutoRange()
        self.k_plot.enableAutoRange()


class RolesView(_View):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(pg.GraphicsLayoutWidget(), parent)
        self.legend = _legend(self.graphics, 0, len(ROLES), colspan=2)
        self.whole = self.graphics.addPlot(row=1, col=0)
        self.players = self.graphics.addPlot(row=1, col=1)
        grid = self.graphics.ci.layout
        grid.setColumnStretchFactor(0, 1)
        grid.setColumnStretchFactor(1, 3)
        self.players.invertY(True)  # the best player on top, as in the standings
        _under_the_data(self.whole)
        _under_the_data(self.players)
        self.players.showGrid(x=True, y=False, alpha=0.15)
        self.whole_bars: Any = None
        self.role_bars: dict[Role, Any] = {}

    def draw(self, whole: RoleShare, shares: Sequence[RoleShare]) -> None:
        self.whole.clear()
        self.players.clear()
        self.legend.clear()
        self.whole.setTitle(self.tr("The whole tournament"))
        self.players.setTitle(self.tr("Players shown"))
        positions = list(range(len(ROLES)))
        self.whole_bars = pg.BarGraphItem(
            x=positions,
            height=[float(whole.by_role[r]) for r in ROLES],
            width=0.7,
            brushes=[ROLE_COLOURS[r] for r in ROLES],
            pen=None,
        )
        self.whole.addItem(self.whole_bars)
        ticks = [(i, role_name(r)) for i, r in zip(positions, ROLES, strict=True)]
        self.whole.getAxis("bottom").setTicks([ticks])
        self.whole.setLabel("left", self.tr("Points"))
        self.role_bars = {}
        for j, role in enumerate(ROLES):
            offset = (j - (len(ROLES) - 1) / 2) * BAR
            bars = pg.BarGraphItem(
                x0=0,
                y=[i + offset for i in range(len(shares))],
                height=BAR,
                width=[float(s.by_role[role]) for s in shares],
                brush=ROLE_COLOURS[role],
                pen=None,
            )
            self.players.addItem(bars)
            self.legend.addItem(bars, html.escape(role_name(role)))
            self.role_bars[role] = bars
        axis = self.players.getAxis("left")
        axis.setTicks([[(i, s.name) for i, s in enumerate(shares)]])
        metrics = QFontMetrics(axis.style.get("tickFont") or self.font())
        axis.setWidth(min(260, 16 + max((metrics.horizontalAdvance(s.name) for s in shares), default=0)))
        self.players.setLabel("bottom", self.tr("Points"))
        self.whole.enableAutoRange()
        self.players.enableAutoRange()


class SeatsView(_View):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(pg.PlotWidget(), parent)
        self.plot = self.graphics.getPlotItem()
        _under_the_data(self.plot)
        self.bars: Any = None
        self.labels: list[Any] = []

    def draw(self, seats: Sequence[SeatRate]) -> None:
        self.plot.clear()
        x = [s.seat for s in seats]
        heights = [float(s.rate) * 100 for s in seats]
        self.bars = pg.BarGraphItem(x=x, height=heights, width=0.7, brush="#5c6bc0", pen=None)
        self.plot.addItem(self.bars)
        self.labels = []
        for s, h in zip(seats, heights, strict=True):
            label = pg.TextItem(f"{h:.0f}%\n{s.wins}/{s.games}", color="#263238", anchor=(0.5, 1.0))
            label.setPos(s.seat, h)
            self.plot.addItem(label)
            self.labels.append(label)
        self.plot.getAxis("bottom").setTicks([[(v, str(v)) for v in x]])
        self.plot.setLabel("bottom", self.tr("Seat"))
        self.plot.setLabel("left", self.tr("Games won by the seat's team, %"))
        self.plot.setYRange(0, 110, padding=0)
        self.plot.setXRange(0.4, len(x) + 0.6, padding=0)
