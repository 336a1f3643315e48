"""Drives the game screen the way a host does: key presses and mouse clicks only."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from mafia_desk.game.model import Phase
from mafia_desk.gui.new_game_dialog import NewGameDialog
from mafia_desk.gui.seat_table_model import COL_FOULS

NAMES = ["Ганс", "Лис", "Мясник", "GoX", "Nadin", "Кот", "Шпион", "Doc", "Тень", "Барон"]
NO_MOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
DIGITS = {n: getattr(Qt.Key, f"Key_{n % 10}") for n in range(1, 11)}


class Host:
    def __init__(self, qtbot: Any, window: Any) -> None:
        self.qtbot = qtbot
        self.window = window

    # --- what the screen shows ---
    @property
    def screen(self) -> Any:
        return self.window.game_screen

    @property
    def state(self) -> Any:
        return self.window.session.state

    @property
    def phase(self) -> Phase:
        return Phase(self.state.phase.kind)

    def status(self) -> str:
        return str(self.screen.ui.statusLine.text())

    # --- input ---
    def key(self, key: Qt.Key, mod: Qt.KeyboardModifier = NO_MOD) -> None:
        self.qtbot.keyClick(self.screen, key, mod)
        QApplication.processEvents()

    def seat(self, n: int) -> None:
        self.key(DIGITS[n])

    def seats(self, *ns: int) -> None:
        for n in ns:
            self.seat(n)

    def foul(self, n: int) -> None:
        self.key(DIGITS[n], SHIFT)

    def enter(self) -> None:
        self.key(Qt.Key.Key_Return)

    def minus(self) -> None:
        self.key(Qt.Key.Key_Minus)

    def plus(self) -> None:
        self.key(Qt.Key.Key_Plus)

    def undo(self) -> None:
        self.key(Qt.Key.Key_Backspace)

    def click_seat(self, n: int) -> None:
        self.qtbot.mouseClick(self.screen.seat_buttons[n - 1], Qt.MouseButton.LeftButton)

    def click_foul_cell(self, n: int) -> None:
        table = self.screen.ui.seatTable
        rect = table.visualRect(table.model().index(n - 1, COL_FOULS))
        self.qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    def click(self, button: Any) -> None:
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    # --- longer host moves, still one key at a time ---
    def enter_until_speaker(self, seat: int) -> None:
        for _ in range(12):
            if self.state.current_speaker == seat and self.phase is Phase.DAY_SPEECH:
                return
            self.enter()
        raise AssertionError(f"seat {seat} never got the floor; status: {self.status()}")

    def enter_while(self, *phases: Phase) -> None:
        for _ in range(30):
            if self.phase not in phases:
                return
            self.enter()
        raise AssertionError(f"still in {self.phase}; status: {self.status()}")


def shown_background(widget: Any) -> str:
    """The colour the widget is drawn on now (its style sheet's state rules applied), as "#rrggbb"."""
    return str(widget.palette().color(widget.backgroundRole()).name())


def painted_background(widget: Any) -> str:
    """The colour most of the widget is painted in, as "#rrggbb": what the host sees, whatever made it
    (a style sheet's pseudo-state such as `:checked` changes the painting, not the widget's palette)."""
    image = widget.grab().toImage()
    counts: dict[int, int] = {}
    for y in range(2, image.height() - 2, 2):
        for x in range(2, image.width() - 2, 2):
            rgb = image.pixel(x, y) & 0xFFFFFF
            counts[rgb] = counts.get(rgb, 0) + 1
    return f"#{max(counts, key=counts.__getitem__):06x}"


def type_text(widget: Any, text: str) -> None:
    """Type any text, Cyrillic included, as key events (QTest.keyClicks only knows ASCII)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def type_new_game(qtbot: Any, dialog: NewGameDialog, names: list[str], title: str = "") -> None:
    """Fill the new-game dialog by typing and press its OK button."""
    if title:
        type_text(dialog.ui.titleEdit, title)
    for box, name in zip(dialog.name_boxes, names, strict=True):
        box.lineEdit().clear()
        type_text(box.lineEdit(), name)
    ok = dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def start_club_game(
    qtbot: Any, window: Any, names: list[str], monkeypatch: Any, title: str = "Клуб", ruleset: str = "fiim"
) -> Host:
    """Ctrl+N opens the new-game dialog; the names are typed into it; OK starts the game."""

    def fill_and_accept(dialog: NewGameDialog) -> int:
        dialog.ui.rulesetBox.setCurrentIndex(dialog.ui.rulesetBox.findData(ruleset))
        type_new_game(qtbot, dialog, names, title)
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", fill_and_accept)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.session is not None, "the new-game dialog did not start a game"
    return Host(qtbot, window)


def finish_with_judge(
    qtbot: Any, window: Any, monkeypatch: Any, bonus: list[tuple[int, str, str]], protest: str = ""
) -> Any:
    """Enter on a finished game opens the end form; rows are added by clicks and filled by typing."""
    from mafia_desk.gui.end_game_dialog import EndGameDialog

    seen: list[EndGameDialog] = []

    def fill_and_accept(dialog: EndGameDialog) -> int:
        seen.append(dialog)
        for seat, points, comment in bonus:
            qtbot.mouseClick(dialog.ui.addBonusButton, Qt.MouseButton.LeftButton)
            row = dialog.ui.bonusTable.rowCount() - 1
            seat_box = dialog.ui.bonusTable.cellWidget(row, 0)
            points_box = dialog.ui.bonusTable.cellWidget(row, 1)
            seat_box.lineEdit().selectAll()
            qtbot.keyClicks(seat_box.lineEdit(), str(seat))
            points_box.lineEdit().selectAll()
            qtbot.keyClicks(points_box.lineEdit(), points)
            type_text(dialog.ui.bonusTable.cellWidget(row, 2), comment)
        if protest:
            type_text(dialog.ui.protestEdit, protest)
        ok = dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        return int(dialog.result())

    monkeypatch.setattr(EndGameDialog, "exec", fill_and_accept)
    qtbot.keyClick(window.game_screen, Qt.Key.Key_Return)
    return seen[-1] if seen else None
