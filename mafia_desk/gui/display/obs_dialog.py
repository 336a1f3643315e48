"""View > OBS scenes...: the switching's settings (gui/display/obs_scenes.py), options of the registry
(gui/common/settings.py) edited here rather than in the Settings dialog."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QTableWidgetItem, QWidget

from mafia_desk.game.obs_scene import SCENE_KEYS
from mafia_desk.gui.display.obs_scenes import DEFAULT_HOST, ObsSettings
from mafia_desk.gui.forms.ui_obs_dialog import Ui_ObsDialog


def scene_label(key: str, label: str) -> str:
    text = QCoreApplication.translate("ObsScene", label)
    return text.format(key.removeprefix("speaker_")) if key.startswith("speaker_") else text


class ObsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_ObsDialog()
        self.ui.setupUi(self)
        settings = ObsSettings.load()
        self.ui.enabledBox.setChecked(settings.enabled)
        self.ui.hostEdit.setText(settings.host)
        self.ui.portBox.setValue(settings.port)
        self.ui.passwordEdit.setText(settings.password)
        table = self.ui.sceneTable
        table.setRowCount(len(SCENE_KEYS))
        for row, (key, label) in enumerate(SCENE_KEYS):
            moment = QTableWidgetItem(scene_label(key, label))
            moment.setFlags(moment.flags() & ~Qt.ItemFlag.ItemIsEditable)
            moment.setData(Qt.ItemDataRole.UserRole, key)
            table.setItem(row, 0, moment)
            table.setItem(row, 1, QTableWidgetItem(settings.scenes.get(key, "")))
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)

    def scene_cell(self, key: str) -> QTableWidgetItem:
        table = self.ui.sceneTable
        for row in range(table.rowCount()):
            moment = table.item(row, 0)
            if moment is not None and moment.data(Qt.ItemDataRole.UserRole) == key:
                cell = table.item(row, 1)
                assert cell is not None
                return cell
        raise KeyError(key)

    def settings(self) -> ObsSettings:
        scenes = {key: self.scene_cell(key).text().strip() for key, _label in SCENE_KEYS}
        return ObsSettings(
            enabled=self.ui.enabledBox.isChecked(),
            host=self.ui.hostEdit.text().strip() or DEFAULT_HOST,
            port=self.ui.portBox.value(),
            password=self.ui.passwordEdit.text(),
            scenes={k: v for k, v in scenes.items() if v},
        )

    def accept(self) -> None:
        self.settings().save()
        super().accept()
