"""The Ratings view of the organiser's window, in Russian at 1366x768: every stored tournament rated, the
list equal to the command line's, the chart drawing the chosen player's history, the model picker, and the
player's history dialog with its figures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from players_driver import select
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget
from store_helpers import example

from mafia_desk.gui.tournament.history_dialog import PlayerHistoryDialog
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.ratings.rate import model_named, rate_sources
from mafia_desk.store.rating_sources import every_stored_source

LAPTOP = (1366, 768)
SHOTS = Path("/tmp/mafia-desk-ratings-shots")  # looked at by eye; not part of the assertions


def _on_screen(window: QWidget, *widgets: QWidget) -> None:
    for w in widgets:
        assert w.isVisible(), w.objectName()
        where = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
        assert window.rect().contains(where), (w.objectName(), where)


def test_ratings_view_in_russian_at_1366x768(
    qtbot: Any, store: Any, russian: None, dialogs: Any, fake_dialogs: Any, tmp_path: Path
) -> None:
    dialogs_port = fake_dialogs
    for name in ("fiim", "arctic-2016", "german-open-2016"):
        store.import_tournament(example(name))
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    view = window.show_ratings()
    qtbot.wait(50)
    assert (window.width(), window.height()) == LAPTOP
    _on_screen(
        window, view.modelBox, view.searchEdit, view.historyButton, view.backButton, view.table, view.chart
    )

    expected = rate_sources(model_named("elo"), every_stored_source(store))
    assert view.model.rowCount() == len(expected.rows) > 10
    shown = [(r.player, round(r.rating, 6)) for _place, r in view.model.rows]
    assert shown == [(r.player, round(r.rating, 6)) for r in expected.rows]
    assert "K в турнире = 12" in view.summary.text() and "3" in view.summary.text()

    # The chosen player's line: his rating after each of his games.
    best = expected.rows[0]
    assert select(view.table, lambda row: row[1].player == best.player) == 1
    x, y = view.chart.curve.getData()
    assert list(y) == pytest.approx(list(best.history)) and list(x) == list(range(1, best.games + 1))
    assert not view.chart.plot.menuEnabled() and not view.chart.plot.getViewBox().menuEnabled()

    # Another model: the list and its description follow.
    view.modelBox.setCurrentIndex(view.modelBox.findData("openskill"))
    assert view.ratings is not None and view.ratings.model["id"] == "openskill"
    assert "τ = " in view.summary.text()
    other = rate_sources(model_named("openskill"), every_stored_source(store))
    assert [r.player for _p, r in view.model.rows] == [r.player for r in other.rows]
    # The chosen player stays chosen, his line now in the new model's terms.
    assert view.selected() is not None and view.selected().player == best.player  # type: ignore[union-attr]
    (again,) = [r for r in other.rows if r.player == best.player]
    assert list(view.chart.curve.getData()[1]) == pytest.approx(list(again.history))
    qtbot.wait(50)  # the layout settles after the new text, as on screen
    _on_screen(window, view.summary)
    # The model's line is not cut off: the label is as tall as its wrapped text needs.
    assert view.summary.heightForWidth(view.summary.width()) <= view.summary.height()

    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / "ratings-ru.png"))

    # His history: one row per game; imported results have no event log, and the figures say so.
    assert select(view.table, lambda row: row[1].player == best.player) == 1
    view.show_history()
    dialog = view.history_dialog
    assert isinstance(dialog, PlayerHistoryDialog)
    qtbot.waitExposed(dialog)
    assert dialog.model.rowCount() == best.games
    proxy = dialog.table.model()
    assert [proxy.data(proxy.index(r, 0)) for r in range(3)] == ["1", "2", "3"]  # in the order played
    assert str(best.games) in dialog.figures.text()
    assert dialog.history.figures.logged_games == 0 and dialog.history.figures.votes_as_red is None
    dialog.grab().save(str(SHOTS / "history-ru.png"))
    dialog.close()

    # Export: the same CSV as the command line's (with --lang) for the model shown.
    out = tmp_path / "рейтинг.csv"
    dialogs_port.file = str(out)
    view.exportButton.click()
    from mafia_desk.reports.ratings_csv import organiser_ratings_csv_bytes

    # in the interface's language, as `ratings --format csv --lang ru` writes it
    assert out.read_bytes() == organiser_ratings_csv_bytes(other)
    header = out.read_text("utf-8-sig").splitlines()[1].split(",")
    assert "красные" in header and "red" not in header
    pdf = view.export(str(tmp_path / "рейтинг"))
    assert pdf is not None and Path(pdf).read_bytes().startswith(b"%PDF")

    view.backButton.click()
    assert window.ui.pages.currentWidget() is window.ui.listPage


def test_history_from_the_players_tab_covers_every_stored_tournament(
    qtbot: Any, store: Any, russian: None, dialogs: Any
) -> None:
    ids = [store.import_tournament(example(name)) for name in ("fiim", "arctic-2016")]
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    window.open_tournament(ids[0])
    players = window.tabs["players"]
    window.ui.tabs.setCurrentWidget(players)
    qtbot.wait(50)
    _on_screen(window, players.historyButton, players.ui.registryButton)  # type: ignore[attr-defined]
    name = example("fiim")["players"][0]["name"]
    assert select(players.ui.playersView, lambda row: row.name == name) == 1  # type: ignore[attr-defined]
    players.historyButton.click()  # type: ignore[attr-defined]
    dialog = players.history_dialog  # type: ignore[attr-defined]
    qtbot.waitExposed(dialog)
    # His games in both tournaments: the register links the two registrations of the same name and club.
    in_both = sum(
        1
        for tournament in ("fiim", "arctic-2016")
        for g in example(tournament)["games"]
        for pid in g["players"]
        if any(p["id"] == pid and p["name"] == name for p in example(tournament)["players"])
    )
    assert dialog.model.rowCount() == in_both
    assert {g.tournament for g in dialog.history.games} == {
        example("fiim")["name"],
        example("arctic-2016")["name"],
    }
    dialog.close()


def test_rating_runs_off_the_gui_thread_and_its_result_arrives(
    qtbot: Any, store: Any, fake_dialogs: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow rating (many years of tournaments, made slow here) leaves the GUI thread's event loop
    running: a 10 ms timer keeps ticking, the wait's busy indication is up, and the list arrives whole."""
    import threading
    import time

    from PySide6.QtCore import QTimer

    import mafia_desk.gui.tournament.ratings_view as ratings_view

    for name in ("fiim", "arctic-2016"):
        store.import_tournament(example(name))
    expected = rate_sources(model_named("elo"), every_stored_source(store))
    gui_thread = threading.get_ident()
    rated_on: list[int] = []
    rating_times: list[tuple[float, float]] = []

    def slow_rating(model: Any, sources: Any) -> Any:
        rated_on.append(threading.get_ident())
        began = time.monotonic()
        time.sleep(0.6)
        try:
            return rate_sources(model, sources)
        finally:
            rating_times.append((began, time.monotonic()))

    monkeypatch.setattr(ratings_view, "rate_sources", slow_rating)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    view = window.show_ratings()
    qtbot.waitUntil(lambda: view.ratings is not None, timeout=5000)
    timer.stop()
    assert rated_on and gui_thread not in rated_on  # rated on another thread...
    ((began, ended),) = rating_times
    during = [t for t in ticks if began <= t <= ended]
    assert len(during) >= 20  # ...while the GUI thread ticked on (0.6 s of 10 ms ticks)
    assert fake_dialogs.longest_gap < 0.2
    assert ("wait", "Rating every stored tournament…") in [(s.kind, s.text) for s in fake_dialogs.shown]
    shown = [(r.player, round(r.rating, 6)) for _place, r in view.model.rows]
    assert shown == [(r.player, round(r.rating, 6)) for r in expected.rows] and len(shown) > 10
    assert view.summary.text()

    # Another model asked for during a rating is rated right after it, and that list is the one shown.
    rated_on.clear()
    QTimer.singleShot(100, lambda: view.modelBox.setCurrentIndex(view.modelBox.findData("elo")))
    view.modelBox.setCurrentIndex(view.modelBox.findData("openskill"))
    qtbot.waitUntil(lambda: len(rated_on) == 2 and view.ratings is not None, timeout=5000)
    qtbot.waitUntil(lambda: not view._rating, timeout=5000)
    assert view.ratings is not None and view.ratings.model["id"] == "elo"


def test_a_stored_tournament_is_rated_after_the_stores_announcement(
    qtbot: Any, store: Any, fake_dialogs: Any
) -> None:
    """The view follows the store's commits while shown, rating on the next turn of the event loop (never
    inside the announcement, which may come in the middle of the host's key)."""
    store.import_tournament(example("fiim"))
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.show()
    view = window.show_ratings()
    qtbot.waitUntil(lambda: view.ratings is not None, timeout=5000)
    assert view.ratings is not None
    before = view.ratings.games
    waits = fake_dialogs.kinds().count("wait")
    store.import_tournament(example("arctic-2016"))
    assert view.ratings.games == before  # not rated inside the commit's announcement...
    qtbot.waitUntil(lambda: view.ratings is not None and view.ratings.games > before, timeout=5000)
    assert fake_dialogs.kinds().count("wait") == waits + 1  # ...but right after it, off the GUI thread
    expected = rate_sources(model_named("elo"), every_stored_source(store))
    assert [r.player for _p, r in view.model.rows] == [r.player for r in expected.rows]
