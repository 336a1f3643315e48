"""The Charts tab of the tournament window (to be built)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from mafia_desk.gui.tournament.workspace import TournamentWorkspace


class ChartsTab(QWidget):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        layout = QVBoxLayout(self)
        self.label = QLabel(self)
        layout.addWidget(self.label)
        workspace.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.label.setText(str(len(self.workspace.tournament.players)))
