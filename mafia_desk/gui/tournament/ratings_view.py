"""The Ratings view of the organiser's window: every stored tournament rated together (docs/ratings.md),
with a model picker, the list by overall rating and by side and role, the chosen player's rating history
as a chart, and his history of games (`PlayerHistoryDialog`).

The table is a `RowsModel` fed by `set_rows()` snapshots behind the sort proxy, like the tournament's tabs.
The list is computed again when the view is shown after a stored change and when the model is changed, off
the GUI thread through `gui/common/busy.py` (the app's one way for slow work): rating years of tournaments
takes seconds, and the window must repaint and keep its clocks meanwhile, with the wait's busy dialog and
its Cancel. The chart is pyqtgraph's, imported when the view is first built, with its English context menu
turned off.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QItemSelection, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui.common import busy, dialogs
from mafia_desk.gui.common.rows_model import ROW_ROLE, Column, RowsModel, selected_rows, sorted_proxy
from mafia_desk.gui.common.store_signals import store_signals
from mafia_desk.ratings.output import shown
from mafia_desk.ratings.rate import MODEL_IDS, PlayerRating, RatingList, model_named, rate_sources
from mafia_desk.ratings.sources import BUCKETS, Source
from mafia_desk.store.commits import EVENT, Commit
from mafia_desk.store.errors import WaitCancelledError
from mafia_desk.store.rating_sources import every_stored_source
from mafia_desk.store.store import Store

MODEL_TITLES = {
    "elo": QT_TRANSLATE_NOOP("RatingsView", "MR-style Elo"),
    "openskill": QT_TRANSLATE_NOOP("RatingsView", "openskill (Plackett-Luce)"),
}
BUCKET_TITLES = {
    "red": QT_TRANSLATE_NOOP("RatingsView", "Red"),
    "black": QT_TRANSLATE_NOOP("RatingsView", "Black"),
    "civilian": QT_TRANSLATE_NOOP("RatingsView", "Civilian"),
    "sheriff": QT_TRANSLATE_NOOP("RatingsView", "Sheriff"),
    "mafia": QT_TRANSLATE_NOOP("RatingsView", "Mafia"),
    "don": QT_TRANSLATE_NOOP("RatingsView", "Don"),
}


# The models' parameters (ratings/elo.py, ratings/plackett_luce.py `describe`) as the summary names them:
# their keys and their formulas' words are the files' English.
PARAMETER_WORDS = {
    "start": QT_TRANSLATE_NOOP("RatingsView", "start"),
    "k_tournament": QT_TRANSLATE_NOOP("RatingsView", "K in a tournament"),
    "k_club": QT_TRANSLATE_NOOP("RatingsView", "K in a club game"),
    "scale": QT_TRANSLATE_NOOP("RatingsView", "scale"),
    "expectation": QT_TRANSLATE_NOOP("RatingsView", "expectation"),
    "p = 1/(1+10^((Rb-Rr)/scale)), team averages": QT_TRANSLATE_NOOP(
        "RatingsView", "p = 1/(1+10^((Rb-Rr)/scale)), team averages"
    ),
    "mu": QT_TRANSLATE_NOOP("RatingsView", "mu"),
    "sigma": QT_TRANSLATE_NOOP("RatingsView", "sigma"),
    "beta": QT_TRANSLATE_NOOP("RatingsView", "beta"),
    "tau": QT_TRANSLATE_NOOP("RatingsView", "tau"),
    "rating": QT_TRANSLATE_NOOP("RatingsView", "rating"),
    "mu - 3 sigma (ordinal)": QT_TRANSLATE_NOOP("RatingsView", "mu - 3 sigma (ordinal)"),
    "library": QT_TRANSLATE_NOOP("RatingsView", "library"),
}


def _parameter_word(value: object) -> str:
    text = _short(value)
    return _translated(PARAMETER_WORDS[text]) if text in PARAMETER_WORDS else text


def _translated(text: str) -> str:
    """A text marked above with QT_TRANSLATE_NOOP("RatingsView", …), in the interface's language."""
    return QCoreApplication.translate("RatingsView", text)


class RatingsView(QWidget):
    back = Signal()

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.sources: list[Source] = []
        self.ratings: RatingList | None = None
        self._stale = True
        self._rating = False  # a rating runs off the GUI thread now
        self._rate_again = False  # asked for during it: one more after it
        self.modelBox = QComboBox(self)
        self.modelBox.setObjectName("ratingsModelBox")
        self.searchEdit = QLineEdit(self)
        self.searchEdit.setClearButtonEnabled(True)
        self.historyButton = QPushButton(self)
        self.exportButton = QPushButton(self)
        self.backButton = QPushButton(self)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.table = QTableView(self)
        self.table.setObjectName("ratingsView")
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # by place
        self.table.verticalHeader().hide()
        self.model: RowsModel[tuple[int, PlayerRating]] = RowsModel(self._columns(), self)
        self.proxy = sorted_proxy(self.model, self)
        self.table.setModel(self.proxy)
        self.chart = RatingHistoryChart(self)

        top = QHBoxLayout()
        top.addWidget(self.backButton)
        top.addWidget(self.modelBox)
        top.addWidget(self.searchEdit, 1)
        top.addWidget(self.historyButton)
        top.addWidget(self.exportButton)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.table)
        split.addWidget(self.chart)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([420, 260])
        self.splitter = split
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(split, 1)

        self.retranslate()
        self.modelBox.currentIndexChanged.connect(lambda _i: self.refresh())
        self.searchEdit.textChanged.connect(self.proxy.setFilterFixedString)
        self.historyButton.clicked.connect(self.show_history)
        self.exportButton.clicked.connect(lambda: self.export())  # clicked(bool) is no path
        self.backButton.clicked.connect(self.back.emit)
        self.table.activated.connect(lambda _index: self.show_history())
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        # A bound method, never a lambda: Qt drops a destroyed view's connections only for its own slots.
        store_signals().follow(store).committed.connect(self._on_commit)

    def _columns(self) -> list[Column[tuple[int, PlayerRating]]]:
        def bucket(name: str) -> Column[tuple[int, PlayerRating]]:
            def text(row: tuple[int, PlayerRating]) -> str:
                found = row[1].by_role.get(name)
                return "" if found is None else f"{shown(found.rating):.1f} ({found.games})"

            def key(row: tuple[int, PlayerRating]) -> float:
                found = row[1].by_role.get(name)
                return float("-inf") if found is None else found.rating

            return Column(lambda: _translated(BUCKET_TITLES[name]), text, sort=key, right=True)

        return [
            Column(lambda: self.tr("Place"), lambda r: str(r[0]), sort=lambda r: r[0], right=True),
            Column(lambda: self.tr("Player"), lambda r: r[1].name),
            Column(
                lambda: self.tr("Rating"),
                lambda r: f"{shown(r[1].rating):.2f}",
                sort=lambda r: r[1].rating,
                right=True,
            ),
            Column(
                lambda: self.tr("Games"), lambda r: str(r[1].games), sort=lambda r: r[1].games, right=True
            ),
            Column(lambda: self.tr("Wins"), lambda r: str(r[1].wins), sort=lambda r: r[1].wins, right=True),
            *(bucket(b) for b in BUCKETS),
        ]

    def retranslate(self) -> None:
        current = self.modelBox.currentIndex()
        self.modelBox.blockSignals(True)
        self.modelBox.clear()
        for model_id in MODEL_IDS:
            self.modelBox.addItem(_translated(MODEL_TITLES[model_id]), model_id)
        self.modelBox.setCurrentIndex(max(current, 0))
        self.modelBox.blockSignals(False)
        self.searchEdit.setPlaceholderText(self.tr("Find a player"))
        self.historyButton.setText(self.tr("Player's &history…"))
        self.backButton.setText(self.tr("← Tournaments"))
        self.exportButton.setText(self.tr("&Export…"))
        self.chart.retranslate()
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.model.columnCount() - 1)
        self._show_summary()

    @property
    def model_id(self) -> str:
        return str(self.modelBox.currentData() or MODEL_IDS[0])

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            # After the show, not inside it: the rating's wait serves events, a paint of this view included.
            QTimer.singleShot(0, self._refresh_if_stale)
        super().showEvent(event)

    def _refresh_if_stale(self) -> None:
        if self._stale and self.isVisible():
            self.refresh()

    def _on_commit(self, commit: Commit) -> None:
        """A stored result changes the ratings; a host's key press does not."""
        if commit.store is not self.store or commit.kind == EVENT:
            return
        self._stale = True
        if self.isVisible():
            # Not inside the store's announcement: that may come in the middle of the host's key, and the
            # rating's wait serves events (keys included) until it is done.
            QTimer.singleShot(0, self._refresh_if_stale)

    def refresh(self) -> None:
        """Read every stored tournament and rate them on a thread of their own; the window is served
        meanwhile. A refresh asked for during one (a stored change, another model) runs once after it."""
        if self.store.closed:
            return
        if self._rating:
            self._rate_again = True
            return
        from mafia_desk.gui.tournament.workspace import REFUSALS

        store, model = self.store, model_named(self.model_id)

        def rate() -> tuple[list[Source], RatingList]:
            sources = every_stored_source(store)
            return sources, rate_sources(model, sources)

        self._rating = True
        try:
            sources, ratings = busy.run(
                self, self.tr("Ratings"), self.tr("Rating every stored tournament…"), busy.reading(rate)
            )
        except REFUSALS as err:
            self.summary.setText(str(err))
            return
        except WaitCancelledError:  # the list shown stays, and the next show rates again
            self._stale = True
            return
        finally:
            self._rating = False
            if self._rate_again:
                self._rate_again = False
                QTimer.singleShot(0, self.refresh)
        if str(ratings.model.get("id")) != self.model_id:
            return  # the model was changed during the rating: its own rating follows
        self.sources = sources
        self._stale = False
        chosen = self.selected()
        self.ratings = ratings
        self.model.set_rows(list(enumerate(self.ratings.rows, 1)))
        self.table.resizeColumnsToContents()
        self._show_summary()
        if chosen is not None:
            self.choose(chosen.player)
        self._selection_changed()

    def choose(self, player: str) -> bool:
        """Select `player`'s row (the selection outlives a new model or a stored change)."""
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            found = self.proxy.data(index, ROW_ROLE)
            if found is not None and found[1].player == player:
                self.table.selectRow(row)
                self.table.scrollTo(index)
                return True
        return False

    def _show_summary(self) -> None:
        r = self.ratings
        if r is None:
            self.summary.clear()
            return
        parameters = r.model.get("parameters")
        listed = ""
        if isinstance(parameters, dict):
            listed = ", ".join(f"{_parameter_word(k)} = {_parameter_word(v)}" for k, v in parameters.items())
        self.summary.setText(
            self.tr(
                "{model}: {parameters}. {tournaments} tournaments, {games} games, {players} players."
            ).format(
                model=_translated(MODEL_TITLES[str(r.model.get("id"))]),
                parameters=listed,
                tournaments=len(self.sources),
                games=r.games,
                players=len(r.rows),
            )
        )

    def selected(self) -> PlayerRating | None:
        rows = selected_rows(self.table)
        return rows[0][1] if rows else None

    def _selection_changed(self, *_args: QItemSelection) -> None:
        row = self.selected()
        self.chart.draw(row)
        self.historyButton.setEnabled(row is not None)

    def export(self, path: str | None = None) -> str | None:
        """The list as shown (its model and parameters on top) to CSV or to the PDF sheet, by the file's
        extension; the same files as `mafia-desk ratings --format csv|pdf --lang` in the interface's
        language (the CSV's headers too, as the standings' export has them)."""
        if self.ratings is None:
            return None
        if path is None:
            path = dialogs.save_file(
                self, self.tr("Export the ratings"), "ratings.pdf", self.tr("PDF (*.pdf);;CSV (*.csv)")
            )
        if not path:
            return None
        if not path.lower().endswith((".pdf", ".csv")):
            path += ".pdf"
        from mafia_desk.atomic_write import write_atomically
        from mafia_desk.reports.ratings_csv import organiser_ratings_csv_bytes
        from mafia_desk.reports.ratings_pdf import ratings_pdf_bytes

        data = (
            organiser_ratings_csv_bytes(self.ratings)
            if path.lower().endswith(".csv")
            else ratings_pdf_bytes(self.ratings)
        )
        try:
            write_atomically(path, data)
        except OSError as err:
            dialogs.warn(self, self.tr("Not exported"), f"{path}: {err.strerror or err}")
            return None
        return path

    def show_history(self) -> None:
        row = self.selected()
        if row is None:
            dialogs.inform(self, self.tr("Ratings"), self.tr("Choose a player in the list first."))
            return
        from mafia_desk.gui.tournament.history_dialog import PlayerHistoryDialog
        from mafia_desk.ratings.history import player_history

        dialog = PlayerHistoryDialog(player_history(row.player, row.name, self.sources), self)
        dialog.open()
        self.history_dialog = dialog


def _short(value: object) -> str:
    """8.333333333333334 as 8.3333: the summary names the parameters, it does not store them."""
    return f"{value:.5g}" if isinstance(value, float) else str(value)


class RatingHistoryChart(QWidget):
    """The chosen player's overall rating after each of his games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # type: ignore[import-untyped]

        self._pg = pg
        self.plot_widget: Any = pg.PlotWidget(background="w")
        self.plot: Any = self.plot_widget.getPlotItem()
        # pyqtgraph's own context menu and "A" button speak English only: off, as every chart here.
        self.plot.setMenuEnabled(False)
        self.plot.hideButtons()
        self.plot.getViewBox().setMenuEnabled(False)
        scene = self.plot_widget.scene()  # its «Export...» (pyqtgraph's English dialog) is never offered
        for action in scene.contextMenu:
            action.setEnabled(False)
            action.setVisible(False)
        scene.contextMenu = []
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        self.curve: Any = self.plot.plot(
            [], [], pen=pg.mkPen("#1565c0", width=2), symbol="o", symbolSize=5, symbolBrush="#1565c0"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot_widget)
        self.shown: PlayerRating | None = None

    def retranslate(self) -> None:
        self.plot.setLabel("bottom", self.tr("His games, in order"))
        self.plot.setLabel("left", self.tr("Rating"))
        self._title()

    def _title(self) -> None:
        self.plot.setTitle(self.tr("Choose a player") if self.shown is None else self.shown.name)

    def draw(self, row: PlayerRating | None) -> None:
        self.shown = row
        history = [] if row is None else list(row.history)
        self.curve.setData(list(range(1, len(history) + 1)), history)
        self.plot.enableAutoRange()
        self._title()
