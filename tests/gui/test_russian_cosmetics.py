"""The host's window in Russian (issue 38, point 5): the seat table's columns stay put as the game fills
them, the key line stays on one line, a dialog's title is not cut, and no line starts with a small letter."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QInputDialog

from mafia_desk.game.model import Phase
from mafia_desk.gui import i18n
from mafia_desk.gui.common.dialogs import TITLE_BAR_BUTTONS, QtDialogs
from mafia_desk.gui.game_screen import widest_values
from mafia_desk.gui.seat_table_model import COL_PLAYER


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    i18n.switch_language("ru")
    yield
    i18n.switch_language("en")


def _widths(host: Host) -> list[int]:
    table = host.screen.ui.seatTable
    return [table.columnWidth(column) for column in range(host.screen.model.columnCount())]


def test_the_seat_table_columns_stay_put_as_the_game_fills_them(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, russian: None
) -> None:
    window.resize(1366, 768)
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    table = host.screen.ui.seatTable
    before = _widths(host)
    seen = []

    def step(action: Any, *args: Any) -> None:
        action(*args)
        seen.append(_widths(host))
        assert not table.horizontalScrollBar().isVisible()

    for seat in (8, 9, 10, 7):
        step(host.seat, seat)
    step(host.seat, 3)  # "3" in the nominated column, "1" in the other
    for _ in range(3):
        step(host.foul, 6)  # "●●●" and "без речи"
    step(host.key, Qt.Key.Key_R)  # the roles, "Мирный" the widest
    step(host.enter_while, Phase.DAY_SPEECH)
    step(host.seats, 1, 2)  # "→ 3"
    step(host.foul, 6)  # the 4th: "удалён"
    assert host.state.fouls(6) == 4 and str(host.state.status(6)) == "removed"
    assert all(widths == before for widths in seen), (before, seen)
    # every value a column may hold fits its width, and the names keep the rest
    metrics = QFontMetrics(table.font())
    for column, texts in widest_values().items():
        for text in texts:
            for line in text.split("\n"):
                assert metrics.horizontalAdvance(line) < table.columnWidth(column), (column, line)
    assert table.columnWidth(COL_PLAYER) > metrics.horizontalAdvance("Мясник")


def test_a_live_language_switch_measures_the_columns_again(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    english = _widths(host)
    i18n.switch_language("ru")
    try:
        QApplication.processEvents()  # the language change reaches each window as a posted event
        russian = _widths(host)
        assert russian != english
        i18n.switch_language("en")
        QApplication.processEvents()
        assert _widths(host) == english  # back to the same widths: measured, not grown
    finally:
        i18n.switch_language("en")


def test_the_key_line_stays_on_one_line_and_keeps_f1(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, russian: None
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    label = host.screen.ui.keyHintsLabel
    host.seats(8, 9, 10, 7)
    host.enter_while(Phase.DAY_SPEECH)
    host.seat(1)
    host.seat(2)  # the don's check: its answer up; Enter puts it away, the sheriff wakes
    host.enter()
    assert host.phase is Phase.SHERIFF_CHECK
    for width in (1366, 1280, 1000):
        window.resize(width, 768)
        QApplication.processEvents()
        text = label.text()
        assert label.fontMetrics().horizontalAdvance(text) <= label.contentsRect().width(), (width, text)
        assert text.startswith("1…0") and text.endswith("F1 все клавиши"), text
        if "…" in text.split("F1")[0].replace("1…0", ""):
            assert "Backspace" in label.toolTip()  # what was left out is in the tooltip
    assert "…" in label.text().replace("1…0", "")  # at 1000 pixels some groups made room


def test_a_choice_dialog_is_as_wide_as_its_title(qapp: Any) -> None:
    seen: list[tuple[int, int]] = []
    title = "Решение судьи"

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog)
        font = QFont(dialog.font())
        font.setBold(True)
        needed = QFontMetrics(font).horizontalAdvance(f"{title} — {QApplication.applicationDisplayName()}")
        seen.append((dialog.width(), needed))
        dialog.reject()

    QTimer.singleShot(0, look)
    assert QtDialogs().choose(None, title, "Кому:", ["Красные", "Чёрные"], editable=False, current=0) is None
    ((width, needed),) = seen
    assert width >= needed + TITLE_BAR_BUTTONS - 4


def test_a_line_starts_with_a_capital_letter(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, russian: None
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(8, 9, 10, 7)
    host.seat(3)
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.NIGHT_SHOT  # one candidate on day 1: no vote
    assert host.status()[:1].isupper(), host.status()


def test_after_a_live_switch_every_menu_is_as_wide_as_its_new_texts(qtbot: Any, window: Any) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QMenu

    menus = [m for m in window.findChildren(QMenu) if m.actions()]
    for menu in menus:  # each shown once in English: it keeps that size while hidden
        menu.popup(window.mapToGlobal(QPoint(10, 10)))
        QApplication.processEvents()
        menu.hide()
    i18n.switch_language("ru")
    try:
        QApplication.processEvents()
        for menu in menus:
            assert menu.width() >= menu.sizeHint().width(), (menu.title(), menu.width(), menu.sizeHint())
    finally:
        i18n.switch_language("en")
        QApplication.processEvents()


def test_the_seat_buttons_stay_put_whether_the_hint_takes_one_line_or_two(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, russian: None
) -> None:
    window.resize(1366, 768)
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    button = host.screen.seat_buttons[0]
    hint = host.screen.ui.phaseHint
    places = {}
    host.seats(8, 9, 10, 7)
    host.seat(3)  # seat 1 nominates: the hint goes (no more nominations from him)
    places["nominated"] = (button.mapTo(window, button.rect().topLeft()), hint.text())
    host.enter()
    host.seat(4)
    host.enter_while(Phase.DAY_SPEECH)
    places["vote"] = (button.mapTo(window, button.rect().topLeft()), hint.text())  # two lines in Russian
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    places["last candidate"] = (button.mapTo(window, button.rect().topLeft()), hint.text())
    assert len({place for place, _hint in places.values()}) == 1, places
    assert places["nominated"][1] == "" and places["vote"][1]
