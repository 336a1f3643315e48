"""Issue 9 item 17: in Russian, a whole game and every dialog on the way show no English word.

Every text the host can read is collected after each step (the game screen's labels, buttons and table, the
status bar, every dialog's labels, the protocol sheet) and searched for Latin-letter words; only names
(players, the application, the rulesets) and key names may be Latin.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from dialog_script import ScriptedDialogs, Shown
from gui_driver import start_club_game
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QLineEdit,
    QTableView,
    QTableWidget,
    QWidget,
)

from mafia_desk.game.model import ActionKind, Phase
from mafia_desk.gui import i18n

NAMES = ["Ганс", "Лис", "Мясник", "GoX", "Nadin", "Кот", "Шпион", "Doc", "Тень", "Барон"]
# Names and keys: the players typed in, the application's name, the rulesets' names, the key caps.
ALLOWED = {
    *("GoX", "Nadin", "Doc", "Mafia", "Desk", "FIIM", "PDF", "OK", "OBS"),
    *("mafiaratings", "Polemica", "openskill"),  # other systems' and a library's proper names
    *("Enter", "Space", "Backspace", "Shift", "Ctrl", "Alt", "Esc", "Del", "Up", "Down", "Return"),
    *("F1", "F8", "F9", "Z", "Y", "R", "T", "M", "W", "N", "P", "Q"),
}
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_'-]*")


def latin_words(text: str) -> set[str]:
    text = re.sub(r"<[^>]+>", " ", text)  # rich text tags
    return {w for w in LATIN_WORD.findall(text) if w not in ALLOWED}


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        where = f"{type(root).__name__}/{w.objectName() or type(w).__name__}"
        if isinstance(w, QLabel | QAbstractButton):
            yield where, w.text()
            yield where, w.toolTip()
        elif isinstance(w, QLineEdit):
            yield where, w.placeholderText()
        if isinstance(w, QTableView | QTableWidget):
            model: QAbstractItemModel = w.model()
            for col in range(model.columnCount()):
                yield where, str(model.headerData(col, Qt.Orientation.Horizontal) or "")
                for row in range(model.rowCount()):
                    yield where, str(model.data(model.index(row, col)) or "")
                    yield where, str(model.data(model.index(row, col), Qt.ItemDataRole.ToolTipRole) or "")
    yield f"{type(root).__name__}/title", root.windowTitle()


class Watch:
    """Collects every English word the host could read, with where it was seen."""

    def __init__(self) -> None:
        self.found: dict[str, str] = {}

    def text(self, where: str, text: str) -> None:
        for word in latin_words(text):
            self.found.setdefault(word, f"{where}: {text!r}")

    def widget(self, root: QWidget) -> None:
        for where, text in widget_texts(root):
            self.text(where, text)

    def window(self, window: Any) -> None:
        self.widget(window.game_screen)
        self.text("statusBar", window.statusBar().currentMessage())
        for action in window.menuBar().actions():
            self.text("menu", action.text())
            if action.menu() is not None:
                for sub in action.menu().actions():
                    self.text("menu", sub.text())


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    assert i18n.install_translators(qapp, "ru")
    try:
        yield
    finally:
        i18n.install_translators(qapp, "en")


def test_a_russian_game_and_its_dialogs_show_no_english(
    qtbot: Any,
    store: Any,
    dialogs: list[tuple[str, str]],
    monkeypatch: pytest.MonkeyPatch,
    russian: None,
    fake_dialogs: ScriptedDialogs,
) -> None:
    from mafia_desk.gui.end_game_dialog import EndGameDialog
    from mafia_desk.gui.main_window import MainWindow
    from mafia_desk.gui.new_game_dialog import NewGameDialog
    from mafia_desk.gui.protocol_view import ProtocolView
    from mafia_desk.gui.shortcut_sheet import ShortcutSheet

    watch = Watch()
    window = MainWindow(store, resume_last=False)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    watch.widget(window.home)

    new_game = NewGameDialog(store.list_players(), window, [])
    qtbot.addWidget(new_game)
    watch.widget(new_game)
    new_game.close()
    host = start_club_game(qtbot, window, NAMES, monkeypatch, title="Клуб", ruleset="arctic-2016")
    window.session.game.meta["stage"] = "qualifying"

    asked: list[str] = []

    def get_item(shown: Shown) -> str:
        asked.extend([shown.title, shown.text, *shown.items])
        items = shown.items
        return items[1] if items and items[0] == "" else items[0]

    fake_dialogs.choice = get_item

    def step(action: Any) -> None:
        action()
        watch.window(window)

    step(lambda: host.seat(2))
    step(lambda: host.seat(2))  # the repeated press is refused
    step(lambda: host.seats(3, 6, 9))  # don 2, mafia 3 and 6... picks: 2, 3, 6, 9
    assert host.state.roles is not None
    step(lambda: host.key(Qt.Key.Key_R))  # the roles shown and hidden
    step(lambda: host.key(Qt.Key.Key_R))
    step(lambda: host.seat(4))  # seat 1 nominates 4
    step(lambda: host.seat(5))  # refused: one nomination per speech
    step(lambda: host.foul(7))
    step(lambda: host.foul(7))
    step(lambda: host.foul(7))  # the 3rd foul
    step(lambda: host.enter())
    step(lambda: host.seat(10))  # seat 2 nominates 10
    for _ in range(12):
        if host.phase is not Phase.DAY_SPEECH:
            break
        step(host.enter)
    assert host.phase in (Phase.VOTE, Phase.REVOTE)
    step(lambda: host.seats(1, 2, 3, 4, 5))
    step(host.enter)
    step(host.plus)
    step(host.enter)
    for _ in range(30):
        if host.phase is Phase.NIGHT_SHOT:
            break
        if host.phase in (Phase.VOTE, Phase.REVOTE, Phase.LIFT_VOTE):
            step(host.plus)
        step(host.enter)
    assert host.phase is Phase.NIGHT_SHOT
    step(host.enter)  # refused: a seat or −
    step(lambda: host.seat(1))  # the shot
    step(lambda: host.seat(9))  # the don checks
    step(host.enter)
    step(lambda: host.seat(2))  # the sheriff checks
    step(host.enter)
    if window.controller.best_move_open():
        step(lambda: host.seats(2, 3))
        step(host.enter)  # refused: 2 of 3
        step(host.minus)  # no best move
    step(lambda: host.key(Qt.Key.Key_8, Qt.KeyboardModifier.ControlModifier))  # a disqualification
    for text in asked:
        watch.text("disqualify dialog", text)

    ShortcutSheet(window).show()
    for sheet in QApplication.topLevelWidgets():
        if isinstance(sheet, ShortcutSheet):
            watch.widget(sheet)
            sheet.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)

    # Play to the end: everybody votes out whoever is nominated, the mafia miss.
    for _ in range(200):
        if host.state.finished:
            break
        kind = host.phase
        if kind is Phase.DAY_SPEECH and host.state.allowed_actions().get(ActionKind.NOMINATE):
            living = [s for s in host.state.living if s != host.state.current_speaker]
            step(lambda s=living[0]: host.seat(s))
        if kind in (Phase.VOTE, Phase.REVOTE, Phase.LIFT_VOTE):
            step(host.plus)
        elif kind in (Phase.NIGHT_SHOT, Phase.DON_CHECK, Phase.SHERIFF_CHECK):
            step(host.minus)
            if window.controller.input.answer:
                step(host.enter)
        else:
            step(host.enter)
    assert host.state.finished, (host.status(), window.controller.input.notice, host.phase)

    monkeypatch.setattr(ProtocolView, "open", lambda self: watch.widget(self))

    def fill(dialog: EndGameDialog) -> int:
        watch.widget(dialog)
        qtbot.mouseClick(dialog.ui.addBonusButton, Qt.MouseButton.LeftButton)
        points = dialog.ui.bonusTable.cellWidget(0, 1)
        points.setValue(2.0)  # not allowed under arctic-2016: +1 to one, or +0.5 to two winners
        ok = dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert dialog.ui.errorLabel.text()
        watch.widget(dialog)
        qtbot.mouseClick(dialog.ui.addPenaltyButton, Qt.MouseButton.LeftButton)
        dialog.ui.penaltyTable.cellWidget(0, 1).setValue(0.5)
        dialog.ui.penaltyTable.cellWidget(0, 2).setText("опоздание")
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)  # the penalty gets its minus, and says so
        watch.widget(dialog)
        dialog.ui.bonusTable.removeRow(0)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        seen_errors.append(dialog.ui.errorLabel.text())
        return int(dialog.result())

    seen_errors: list[str] = []

    monkeypatch.setattr(EndGameDialog, "exec", fill)
    step(host.enter)
    assert window.session.result_stored, (seen_errors, dialogs[-3:])
    step(host.undo)  # refused after the end
    assert window.controller.input.notice
    sheet = window.protocol_sheet()
    assert sheet is not None
    for value in (sheet.stage, sheet.win_reason, *(line.role for line in sheet.seats)):
        watch.text("protocol", value)
    for line in sheet.seats:
        watch.text("protocol outcome", line.outcome)
    for day in sheet.days:
        watch.text("protocol day note", day.note)
    for _kind, text in dialogs:
        watch.text("message box", text)
    assert watch.found == {}, "\n".join(f"{w}  ←  {where}" for w, where in sorted(watch.found.items()))


def test_the_result_checks_read_in_russian(russian: None) -> None:
    from mafia_desk.gui.result_check import translate_check

    said = translate_check("seat 2: a winner may get +1 or +0.5, not 2")
    assert said == "место 2: победитель может получить +1 или +0.5, а не 2"
    said = translate_check(
        "extra points (seat 1 2, seat 4 0.5) not allowed: give +1 to one player, "
        "or +0.5 to each of two winners"
    )
    assert "место 1 2, место 4 0.5" in said and not latin_words(said)
