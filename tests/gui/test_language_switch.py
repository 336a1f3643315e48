"""Issue 16: the language switches at once, without a restart, in every open window.

The main window and the tournament window (with a tournament open) are shown in English; the language is
switched to Russian as the host does it (the Language menu), and every text they show is searched for English
words as the Russian walk does; then back to English, and the same texts must be English again.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from visible_text import latin_words, widget_texts

from mafia_desk.gui import i18n
from mafia_desk.gui.tournament.window import TournamentWindow

EXCHANGE = Path(__file__).resolve().parents[1] / "fixtures" / "exchange" / "white-nights-2016.json"
# Player, club and tournament names of the fixture are Latin: only the interface's own words count.
FIXTURE_WORDS = json.dumps(json.loads(EXCHANGE.read_text(encoding="utf-8")), ensure_ascii=False)


def english_words(root: QWidget) -> dict[str, str]:
    found: dict[str, str] = {}
    texts = list(widget_texts(root))
    menu_bar = getattr(root, "menuBar", None)
    if menu_bar is not None:
        for action in menu_bar().actions():
            texts.append(("menu", action.text()))
            for sub in action.menu().actions() if action.menu() is not None else []:
                texts.append(("menu", sub.text()))
    for where, text in texts:
        for word in latin_words(text):
            if word not in FIXTURE_WORDS:
                found.setdefault(word, f"{where}: {text!r}")
    return found


def menu_titles(window: Any) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


@pytest.fixture
def back_to_english(qapp: QApplication) -> Any:
    i18n.install_translators(qapp, "en")
    yield
    i18n.install_translators(qapp, "en")
    i18n.save_language("en")


def test_the_language_switches_in_every_open_window_without_a_restart(
    qtbot: Any, store: Any, window: Any, back_to_english: None
) -> None:
    tid = store.import_tournament(json.loads(EXCHANGE.read_text(encoding="utf-8")))
    tournaments = window.show_tournaments()
    assert isinstance(tournaments, TournamentWindow)
    tournaments.open_tournament(tid)
    english_main = menu_titles(window)
    english_tabs = [tournaments.ui.tabs.tabText(i) for i in range(tournaments.ui.tabs.count())]
    assert "&Help" in english_main or "Help" in " ".join(english_main)
    assert english_words(window), "the English interface shows English words"

    window.ui.actionLangRu.trigger()
    qtbot.waitUntil(lambda: menu_titles(window) != english_main)
    QApplication.processEvents()
    assert i18n.current_language() == "ru"
    assert english_words(window) == {}
    assert english_words(tournaments) == {}
    assert [tournaments.ui.tabs.tabText(i) for i in range(tournaments.ui.tabs.count())] != english_tabs
    assert window.ui.actionLangRu.isChecked() and not window.ui.actionLangEn.isChecked()

    window.ui.actionLangEn.trigger()
    qtbot.waitUntil(lambda: menu_titles(window) == english_main)
    QApplication.processEvents()
    assert i18n.current_language() == "en"
    assert [tournaments.ui.tabs.tabText(i) for i in range(tournaments.ui.tabs.count())] == english_tabs
    assert not any("\u0400" <= ch <= "\u04ff" for ch in " ".join(menu_titles(window)))


def test_a_game_under_way_switches_too(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, back_to_english: None
) -> None:
    from gui_driver import start_club_game

    names = ["Ганс", "Лис", "Мясник", "Кот", "Шпион", "Тень", "Барон", "Оса", "Ёж", "Уж"]
    start_club_game(qtbot, window, names, monkeypatch, title="Клуб", ruleset="arctic-2016")
    screen = window.game_screen
    window.ui.actionSpectator.setChecked(True)  # the hall's display, a window of its own
    spectator = window.hall.spectator
    assert spectator is not None
    english = list(widget_texts(screen))
    assert any(latin_words(text) for _where, text in english)
    assert any(latin_words(text) for _where, text in widget_texts(spectator))

    window.ui.actionLangRu.trigger()
    QApplication.processEvents()
    found = {w: where for where, text in widget_texts(screen) for w in latin_words(text)}
    assert found == {}
    assert english_words(window) == {}
    in_the_hall = {w: where for where, text in widget_texts(spectator) for w in latin_words(text)}
    assert {w: where for w, where in in_the_hall.items() if w not in {"Mafia", "Desk"}} == {}

    window.ui.actionLangEn.trigger()
    QApplication.processEvents()
    assert list(widget_texts(screen)) == english
