"""A player's history across tournaments (docs/ratings.md, "A player's history"): the voting figures on top,
every game below with his role, result, points and fouls. Figures that need the host's event log say how
many games they cover, and "no log" where a game has none (a result entered on the quick form)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableView, QVBoxLayout, QWidget

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui.common.rows_model import Column, RowsModel, sorted_proxy
from mafia_desk.gui.common.window_size import fit_to_screen
from mafia_desk.ratings.history import HistoryGame, PlayerHistory, VotingFigures
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.tournament.numbers import format_points

ROLE_NAMES = {
    "civilian": QT_TRANSLATE_NOOP("PlayerHistoryDialog", "civilian"),
    "sheriff": QT_TRANSLATE_NOOP("PlayerHistoryDialog", "sheriff"),
    "mafia": QT_TRANSLATE_NOOP("PlayerHistoryDialog", "mafia"),
    "don": QT_TRANSLATE_NOOP("PlayerHistoryDialog", "don"),
}


class PlayerHistoryDialog(QDialog):
    def __init__(self, history: PlayerHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.setWindowTitle(self.tr("History: {0}").format(history.name))
        self.figures = QLabel(self.figures_text(history.figures), self)
        self.figures.setObjectName("historyFigures")
        self.figures.setWordWrap(True)
        self.model: RowsModel[tuple[int, HistoryGame]] = RowsModel(self._columns(), self)
        self.model.set_rows(list(enumerate(history.games, 1)))
        self.table = QTableView(self)
        self.table.setObjectName("historyGames")
        self.table.setModel(sorted_proxy(self.model, self))
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # in the order played
        self.table.verticalHeader().hide()
        self.table.resizeColumnsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.figures)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 1000, 640)

    def _columns(self) -> list[Column[tuple[int, HistoryGame]]]:
        no_log = self.tr("no log")
        return [
            Column(lambda: self.tr("#"), lambda r: str(r[0]), sort=lambda r: r[0], right=True),
            Column(lambda: self.tr("Tournament"), lambda r: r[1].tournament),
            Column(lambda: self.tr("Stage"), lambda r: stage_label(r[1].stage)),
            Column(
                lambda: self.tr("Round"), lambda r: str(r[1].round), sort=lambda r: r[1].round, right=True
            ),
            Column(
                lambda: self.tr("Table"), lambda r: str(r[1].table), sort=lambda r: r[1].table, right=True
            ),
            Column(lambda: self.tr("Seat"), lambda r: str(r[1].seat), sort=lambda r: r[1].seat, right=True),
            Column(
                lambda: self.tr("Role"),
                lambda r: QCoreApplication.translate("PlayerHistoryDialog", ROLE_NAMES[r[1].role.value]),
            ),
            Column(lambda: self.tr("Result"), lambda r: self._result(r[1])),
            Column(
                lambda: self.tr("Points"),
                lambda r: "" if r[1].points is None else format_points(r[1].points),
                sort=lambda r: r[1].points or 0,
                right=True,
            ),
            Column(
                lambda: self.tr("Fouls"),
                lambda r: no_log if r[1].log is None else str(r[1].log.fouls),
                sort=lambda r: -1 if r[1].log is None else r[1].log.fouls,
                right=True,
            ),
            Column(
                lambda: self.tr("Votes for black / votes"),
                lambda r: no_log if r[1].log is None else f"{r[1].log.votes_for_black} / {r[1].log.votes}",
            ),
            Column(
                lambda: self.tr("Nominated"),
                lambda r: no_log if r[1].log is None else str(r[1].log.nominated),
                right=True,
            ),
            Column(
                lambda: self.tr("Checked"),
                lambda r: no_log if r[1].log is None else self._checked(r[1]),
            ),
            Column(
                lambda: self.tr("Shot night 1"),
                lambda r: self.tr("yes") if r[1].shot_first_night else "",
            ),
        ]

    def _result(self, game: HistoryGame) -> str:
        if game.drawn:
            return self.tr("draw")
        return self.tr("won") if game.won else self.tr("lost")

    def _checked(self, game: HistoryGame) -> str:
        assert game.log is not None
        parts = []
        if game.log.checked_by_sheriff:
            parts.append(self.tr("by the sheriff"))
        if game.log.checked_by_don:
            parts.append(self.tr("by the don"))
        return ", ".join(parts)

    def figures_text(self, f: VotingFigures) -> str:
        lines = [
            self.tr("{games} games; shot on the first night in {shot}.").format(
                games=f.games, shot=f.shot_first_night
            )
        ]
        if f.logged_games == 0:
            lines.append(
                self.tr(
                    "No game has an event log (results entered on the quick form or merged): votes, "
                    "nominations, checks and fouls are unknown."
                )
            )
            return "\n".join(lines)
        lines.append(
            self.tr(
                "In the {logged} games with an event log: voted for a black player as red {black} times of "
                "{votes}; nominated in {nominated} games ({nominations} times); checked by the sheriff in "
                "{sheriff}, by the don in {don}; {fouls} fouls."
            ).format(
                logged=f.logged_games,
                black=f.votes_for_black_as_red,
                votes=f.votes_as_red,
                nominated=f.nominated_games,
                nominations=f.nominations,
                sheriff=f.checked_by_sheriff,
                don=f.checked_by_don,
                fouls=f.fouls,
            )
        )
        if f.unlogged_games:
            lines.append(
                self.tr(
                    "{count} games have no event log (the quick form) and are not in these figures."
                ).format(count=f.unlogged_games)
            )
        return "\n".join(lines)
