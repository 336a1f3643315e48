"""New tournament from a template (to be completed)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QWidget

from mafia_desk.store.store import Store


class NewTournamentDialog(QDialog):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.created_id: int | None = None
