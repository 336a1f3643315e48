"""Issue 37 point 10: the Russian UI is complete. In Russian, both windows (the organiser's and the host's),
on an empty and on a full tournament, show no English word: every tab, every menu, toolbar and context-menu
action and push button is triggered (tests/support/every_control.py), every dialog it opens is read before it
closes, every standard dialog's texts are read, and every dialog class is also built directly
(tests/support/dialog_factories.py) and read. Latin letters are allowed only in names (tests/support/
visible_text.py `ALLOWED`, and the players' and judges' names typed in).
"""

from __future__ import annotations

import csv
import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyqtgraph as pg  # type: ignore[import-untyped]
import pytest
from dialog_factories import host_dialogs, organiser_dialogs, russian_organiser_document
from dialog_script import ScriptedDialogs, Shown
from every_control import SEATS, host_places, organiser_places, trigger_everything
from fixtures import EXCHANGE, PLAYERS
from PySide6.QtCore import QSettings
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget
from visible_text import Watch

from mafia_desk.gui import i18n
from mafia_desk.gui.common import settings
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.main_window import MainWindow
from mafia_desk.gui.tournament.window import TABS, TournamentWindow
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.scoring.advance import advancement

JUDGE = "Игорь Судьин"


def russian_tournament(store: Any) -> tuple[int, set[str]]:
    """The spec's example as the organiser kept it (stages, two drawn rounds, games, absences, an adjustment,
    corrections), its free texts typed in Russian, and the qualifying closed into the semifinal. Returns the
    tournament and the Latin words of the names typed in (players, judges)."""
    document = russian_organiser_document()
    tid = int(store.import_tournament(document))
    decision = advancement(store.load_tournament(tid), "semifinal")
    lots = [{"players": list(decision.line), "order": list(decision.line)}] if decision.needs_lot else []
    store.record_stage_closing(tid, "semifinal", decision.through, lots, JUDGE)
    names = {p["name"] for p in document["players"]} | set(document["judges"])
    return tid, {word for name in names for word in name.split()}


def empty_tournament(store: Any) -> int:
    full = json.loads((EXCHANGE / "white-nights-2016.json").read_text("utf-8"))
    document = {key: full[key] for key in ("format", "version", "ruleset")}
    return int(store.import_tournament({**document, "name": "Пустой турнир", "players": [], "games": []}))


class Reader:
    """What the person reads: every visible window after each control, every form before it closes, every
    standard dialog's texts, every chart's menus."""

    def __init__(self, names: set[str], fake: ScriptedDialogs, language: str = "ru") -> None:
        self.language = language
        self.watch = Watch(names)
        self.fake = fake
        self.doing = "start"
        self.read_shown = 0

    def form(self, dialog: QDialog) -> None:
        self._widget(dialog)

    def _widget(self, widget: QWidget) -> None:
        before = set(self.watch.found)
        self.watch.widget(widget)
        for word in set(self.watch.found) - before:
            self.watch.found[word] = f"[{self.doing}] {self.watch.found[word]}"

    def windows(self, doing: str = "") -> None:
        if doing:
            self.doing = doing
        if i18n.current_language() != self.language:  # Language → English was one of the actions
            i18n.switch_language(self.language)
            QApplication.processEvents()
        for top in QApplication.topLevelWidgets():
            if top.isVisible():
                self._widget(top)
                if isinstance(top, QMainWindow):
                    self.watch.text(f"[{self.doing}] status bar", top.statusBar().currentMessage())
            for view in top.findChildren(pg.GraphicsView):  # pyqtgraph's own English menus
                scene = view.scene()
                offered = [a.text() for a in scene.contextMenu if a.isEnabled()]
                for item in scene.items():
                    if isinstance(item, pg.ViewBox) and item.menuEnabled():
                        offered += [a.text() for a in item.menu.actions()]
                for text in offered:
                    self.watch.text(f"[{self.doing}] chart menu", text)
        for shown in self.fake.shown[self.read_shown :]:
            self._shown(shown)
        self.read_shown = len(self.fake.shown)

    def _shown(self, shown: Shown) -> None:
        where = f"[{self.doing}] {shown.kind} dialog"
        texts = [shown.title, shown.detail, *shown.items, *shown.filters.split(";;")]
        if shown.kind not in ("open_file", "save_file"):  # their `text` is a path
            texts.append(shown.text)
        for text in texts:
            self.watch.text(where, text)


@pytest.fixture(params=["cancel", "answer"])
def answers(request: pytest.FixtureRequest, fake_dialogs: ScriptedDialogs, tmp_path: Path) -> str:
    """Once with every standard dialog cancelled, once answered (files chosen, so the forms behind open)."""
    if request.param == "answer":

        def file(shown: Shown) -> str | None:
            if shown.kind == "open_folder":
                return str(tmp_path)
            if shown.kind == "open_files":  # another system's game records: none here
                return None
            if shown.kind == "open_file":
                if "*.json" in shown.filters:
                    return str(EXCHANGE / "white-nights-2016.json")
                if "*.csv" in shown.filters:
                    return str(PLAYERS / "players-utf8-bom.csv")
                return None
            suffix = shown.selected or shown.filters.split(";;")[0]
            extension = suffix.partition("*")[2].partition(")")[0].split()[0] if "*" in suffix else ""
            return str(tmp_path / f"saved-{len(fake_dialogs.shown)}{extension}")

        fake_dialogs.choice = lambda shown: shown.items[0] if shown.items else None
        fake_dialogs.text = "Тест"
        fake_dialogs.file = file
    return str(request.param)


@pytest.fixture(params=["empty", "full"])
def tournament(request: pytest.FixtureRequest, store: Any, answers: str) -> tuple[int, set[str]]:
    if request.param == "full":
        return russian_tournament(store)
    return empty_tournament(store), set()


@pytest.fixture
def reader(
    monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs, tournament: tuple[int, set[str]]
) -> Iterator[Reader]:
    """A form opened by a control is read, then rejected at once, as Escape would."""
    reader = Reader(tournament[1] | {"Тест"}, fake_dialogs)

    def exec_(self: QDialog) -> int:
        self.show()
        QApplication.processEvents()
        reader.form(self)
        self.reject()
        return int(QDialog.DialogCode.Rejected.value)

    def open_(self: QDialog) -> None:
        self.show()
        QApplication.processEvents()
        reader.form(self)
        self.reject()

    monkeypatch.setattr(QDialog, "exec", exec_)
    monkeypatch.setattr(QDialog, "open", open_)
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: False))
    settings.OVERLAY_PORT.set(0)
    yield reader
    QSettings().remove(settings.OVERLAY_PORT.key)


def test_the_organisers_window_speaks_only_russian(
    qtbot: Any, store: Any, russian: None, tournament: tuple[int, set[str]], reader: Reader
) -> None:
    tid = tournament[0]
    w = TournamentWindow(store)
    qtbot.addWidget(w)
    w.show()
    reader.windows("the list")
    done = trigger_everything(qtbot, w, organiser_places(w, tid), after=reader.windows)
    assert len(done) > 40
    workspace = TournamentWorkspace(store, tid)
    read_directly(qtbot, reader, organiser_dialogs(store, workspace, w))
    assert not reader.watch.english(typed_in(store)), reader.watch.report(typed_in(store))


def typed_in(store: Any) -> set[str]:
    """Every name typed in by the end of the walk (players, clubs, cities, tournaments, the computer's name):
    a name stays as it was typed, Latin letters included."""
    names = {socket.gethostname(), *_names_in_files()}
    for p in store.list_players():
        names |= {p.name, p.club or "", p.city or "", p.nickname or ""}
    for t in store.list_tournaments():
        names.add(t.name)
        for r in store.tournament_players(t.id):
            names |= {r.name, r.club or "", r.city or ""}
    return names


def _names_in_files() -> set[str]:
    """The names in the files the walk opens (a CSV to import, an exchange file to merge)."""
    document = russian_organiser_document()
    names = {
        *document["judges"],
        *(p.get(k) or "" for p in document["players"] for k in ("name", "club", "city")),
    }
    with (PLAYERS / "players-utf8-bom.csv").open(encoding="utf-8-sig", newline="") as f:
        names |= {cell for row in csv.reader(f) for cell in row}
    return names


def read_directly(qtbot: Any, reader: Reader, built: Iterator[tuple[str, QDialog]]) -> None:
    count = 0
    for name, dialog in built:
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        reader.doing = f"{type(dialog).__name__} ({name})"
        reader.form(dialog)
        dialog.reject()
        count += 1
    assert count >= 10


def test_the_host_window_speaks_only_russian(
    qtbot: Any, store: Any, russian: None, tournament: tuple[int, set[str]], reader: Reader
) -> None:
    w = MainWindow(store, resume_last=False)
    qtbot.addWidget(w)
    w.show()
    reader.windows("the start page")

    def start_game() -> None:
        w.open_session(GameSession.start(store, "white-nights-2016", SEATS, {"title": "Клуб"}))

    w.ui.actionQuit.setEnabled(False)  # File → Quit would close the window and its store
    done = trigger_everything(qtbot, w, host_places(w, start_game), after=reader.windows)
    assert any(name.startswith("game screen: ") for name in done)
    if w.session is None or w.session.state.finished:
        start_game()
    read_directly(qtbot, reader, host_dialogs(store, w))
    assert not reader.watch.english(typed_in(store)), reader.watch.report(typed_in(store))


def test_the_walk_finds_english_where_there_is_english(
    qtbot: Any, store: Any, fake_dialogs: ScriptedDialogs
) -> None:
    """The check can fail: the same reading of the organiser's window in English finds the tabs' words and
    a stage's English name."""
    i18n.switch_language("en")
    tid, names = russian_tournament(store)
    w = TournamentWindow(store)
    qtbot.addWidget(w)
    w.show()
    w.open_tournament(tid)
    reader = Reader(names, fake_dialogs, "en")
    for tab in TABS:
        w.ui.tabs.setCurrentWidget(w.tabs[tab.key])
        reader.windows(tab.key)
    found = set(reader.watch.english(typed_in(store)))
    assert {"Players", "Rounds", "Standings", "qualifying"} <= found, sorted(found)
