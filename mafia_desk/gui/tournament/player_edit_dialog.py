"""One player's name, nickname, club and city: a new registration, a correction, a register entry.

The dialog stays open until the store has taken the change (`submit` returns the refusal in words, or None
once it is stored), so a refused name is corrected in place instead of typed again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QDialog, QWidget

from mafia_desk.gui import palette
from mafia_desk.gui.forms.ui_player_edit_dialog import Ui_PlayerEditDialog


@dataclass(frozen=True)
class PlayerFields:
    name: str
    nickname: str | None
    club: str | None
    city: str | None


def _text(value: str) -> str | None:
    return value.strip() or None


class PlayerEditDialog(QDialog):
    def __init__(
        self,
        title: str,
        submit: Callable[[PlayerFields], str | None],
        parent: QWidget | None = None,
        *,
        intro: str = "",
        initial: PlayerFields | None = None,
        with_nickname: bool = True,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_PlayerEditDialog()
        self.ui.setupUi(self)
        self.setWindowTitle(title)
        self.ui.introLabel.setText(intro)
        self.ui.introLabel.setVisible(bool(intro))
        self.ui.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.ui.nicknameLabel.setVisible(with_nickname)
        self.ui.nicknameEdit.setVisible(with_nickname)
        self._submit = submit
        self._with_nickname = with_nickname
        if initial is not None:
            self.ui.nameEdit.setText(initial.name)
            self.ui.nicknameEdit.setText(initial.nickname or "")
            self.ui.clubEdit.setText(initial.club or "")
            self.ui.cityEdit.setText(initial.city or "")
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)

    def fields(self) -> PlayerFields:
        ui = self.ui
        return PlayerFields(
            ui.nameEdit.text().strip(),
            _text(ui.nicknameEdit.text()) if self._with_nickname else None,
            _text(ui.clubEdit.text()),
            _text(ui.cityEdit.text()),
        )

    def accept(self) -> None:
        fields = self.fields()
        if not fields.name:
            self.ui.errorLabel.setText(self.tr("A player needs a name."))
            self.ui.nameEdit.setFocus()
            return
        refusal = self._submit(fields)
        if refusal is not None:
            self.ui.errorLabel.setText(refusal)
            return
        super().accept()
