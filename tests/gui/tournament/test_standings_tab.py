"""The Standings tab: equal to `mafia-desk standings --format json`, live after every stored game, the
advancing line, the breakdown dialog and PDF, the hall screen's hidden modes."""

from __future__ import annotations

import dataclasses
import json
import random
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from organiser_kit import live_game, new_tournament, paper_game, save_draw
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionViewItem

from mafia_desk.cli import main as cli_main
from mafia_desk.gui.common.rows_model import ROW_ROLE
from mafia_desk.gui.tournament.standings_model import HIDDEN_ALL, HIDDEN_POINTS
from mafia_desk.gui.tournament.standings_tab import StandingsTab
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament.numbers import format_points


def _tab(qtbot: Any, store: Any, tid: int) -> tuple[TournamentWindow, StandingsTab]:
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.open_tournament(tid)
    tab = window.tabs["standings"]
    assert isinstance(tab, StandingsTab)
    return window, tab


def _shown(tab: StandingsTab) -> list[tuple[int, str, str]]:
    """(place, player id, total as shown) in the view's order."""
    proxy = tab.proxy
    out = []
    for row in range(proxy.rowCount()):
        shown = proxy.data(proxy.index(row, 0), ROW_ROLE)
        out.append((shown.row.place, shown.row.player, proxy.index(row, 4).data()))
    return out


def _cli_json(store: Any, tid: int, tmp_path: Path, capsys: Any) -> list[tuple[int, str, str]]:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(store.export_tournament(tid), ensure_ascii=False), encoding="utf-8")
    capsys.readouterr()
    assert cli_main(["standings", str(path), "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)["standings"]
    return [(r["place"], r["player"], format_points(_exact(r["total"]))) for r in rows]


def _exact(value: float) -> Any:
    from fractions import Fraction

    return Fraction(str(value))


def test_the_view_equals_the_cli_after_every_game_and_moves_are_marked(
    qtbot: Any, store: Any, tmp_path: Path, capsys: Any
) -> None:
    tid = new_tournament(store, "german-open-2016", 40)
    _window, tab = _tab(qtbot, store, tid)
    rng = random.Random(4)
    moved_seen = False
    for round_ in (1, 2):
        tables = save_draw(store, tid, "qualifying", round_, 100 + round_)
        for table, players in enumerate(tables, 1):
            entry = paper_game(rng, "qualifying", round_, table, players)
            _, error = tab.workspace.attempt(lambda e=entry: store.add_to_tournament(tid, games=[e]))
            assert error is None
            # No refresh call: the stored change alone redrew the table.
            assert _shown(tab) == _cli_json(store, tid, tmp_path, capsys)
            moved_seen = moved_seen or any(tab.proxy.index(r, 1).data() for r in range(tab.proxy.rowCount()))
    assert moved_seen  # some game moved somebody, and the table said so
    # The line: german-open's semifinal takes the top 20 of the qualifying.
    assert tab.line is not None and tab.line.count == 20 and tab.line.stage == "semifinal"
    through = [tab.proxy.data(tab.proxy.index(r, 0), ROW_ROLE).through for r in range(40)]
    assert through == [True] * 20 + [False] * 20
    assert "20" in tab.line_label.text()


def test_a_game_played_at_the_table_reaches_the_open_standings(qtbot: Any, store: Any) -> None:
    tid = new_tournament(store, "fiim", 10)
    save_draw(store, tid, "qualifying", 1, 5)
    _window, tab = _tab(qtbot, store, tid)
    assert {r[2] for r in _shown(tab)} == {"0.00"}
    live_game(store, tid, "qualifying", 1, 1)  # the host's screen stores it; nothing is called here
    expected = compute_standings(store.load_tournament(tid))
    assert _shown(tab) == [(r.place, r.player, format_points(r.total)) for r in expected.rows]
    assert {r[2] for r in _shown(tab)} != {"0.00"}


def test_as_of_a_round_and_a_stage_filter(qtbot: Any, store: Any) -> None:
    tid = new_tournament(store, "german-open-2016", 40)
    rng = random.Random(9)
    for round_ in (1, 2):
        tables = save_draw(store, tid, "qualifying", round_, round_)
        store.add_to_tournament(
            tid, games=[paper_game(rng, "qualifying", round_, i, p) for i, p in enumerate(tables, 1)]
        )
    _window, tab = _tab(qtbot, store, tid)
    tab.after_box.setCurrentIndex(tab.after_box.findData("qualifying:1"))
    after_one = compute_standings(store.load_tournament(tid), ("qualifying", 1))
    assert _shown(tab) == [(r.place, r.player, format_points(r.total)) for r in after_one.rows]
    tab.after_box.setCurrentIndex(0)
    tab.stage_box.setCurrentIndex(tab.stage_box.findData("semifinal"))
    # Not drawn yet: the semifinal's players are the top 20 its entry would take.
    assert len(_shown(tab)) == 20
    tab.search.insert("Щукин")
    assert tab.proxy.rowCount() == 0 or all(
        "Щукин" in tab.proxy.index(r, 2).data() for r in range(tab.proxy.rowCount())
    )


def _played_up_to(t: Any, key: tuple[str, int, int]) -> Any:
    """`t` holding only the games up to `key` (earlier rounds whole, that round's up to its table) and the
    absences up to its round: what the standings after that game must equal, cut here by hand."""
    order = [s.id for s in t.stages]
    stage, round_, table = key
    place = (order.index(stage), round_)
    earlier = [g for g in t.games if (order.index(g.stage), g.round) < place]
    this_round = [g for g in t.games if (g.stage, g.round) == (stage, round_) and g.table <= table]
    absences = [a for a in t.absences if (order.index(a.stage), a.round) <= place]
    return dataclasses.replace(t, games=(*earlier, *this_round), absences=tuple(absences))


def _choose_in_popup(qtbot: Any, box: Any, data: str) -> None:
    """What the organiser does: open the After box's list and click the entry."""
    row = box.findData(data)
    assert row >= 0, data
    box.showPopup()
    view = box.view()
    qtbot.waitUntil(view.isVisible)
    index = box.model().index(row, 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    qtbot.waitUntil(lambda: not view.isVisible())
    assert box.currentIndex() == row


def test_as_of_one_game_of_a_round_in_a_ten_round_tournament(qtbot: Any, store: Any) -> None:
    """46 players on 4 tables for 10 rounds: 10 round headings, each followed by its 4 games, under "the
    latest game"; choosing round 7's table 2 shows the standings of the games up to it and no further."""
    tid = new_tournament(store, "fiim", 46)
    rng = random.Random(37)
    codes = [f"p{n:02d}" for n in range(1, 47)]
    games = []
    for round_ in range(1, 11):
        seated = rng.sample(codes, 40)
        tables = [seated[10 * n : 10 * n + 10] for n in range(4)]
        games += [paper_game(rng, "qualifying", round_, n, players) for n, players in enumerate(tables, 1)]
    store.add_to_tournament(tid, games=games[:-1])  # round 10's last game comes in while the tab is open
    _window, tab = _tab(qtbot, store, tid)
    box = tab.after_box
    assert box.count() == 1 + 10 * 5 - 1
    assert box.currentIndex() == 0 and tab.after() is None  # the latest, as before
    assert [box.itemData(i) for i in range(1, 7)] == [
        "qualifying:1",
        "qualifying:1:1",
        "qualifying:1:2",
        "qualifying:1:3",
        "qualifying:1:4",
        "qualifying:2",
    ]
    assert box.itemText(box.findData("qualifying:7:2")).endswith("round 7 · table 2")
    assert box.itemData(box.findData("qualifying:7"), Qt.ItemDataRole.FontRole).bold()
    assert box.maxVisibleItems() >= 20  # two rounds and more at a glance, the rest a scroll away
    # In the open list a round's games sit under it, as "table 2"; the closed box says which round.
    for data, listed in (("qualifying:7", "qualifying, round 7"), ("qualifying:7:2", "      table 2")):
        option = QStyleOptionViewItem()
        box.itemDelegate().initStyleOption(option, box.model().index(box.findData(data), 0))
        assert option.text == listed

    _choose_in_popup(qtbot, box, "qualifying:7:2")
    t = store.load_tournament(tid)
    alone = compute_standings(_played_up_to(t, ("qualifying", 7, 2)))
    assert alone.games_counted == 26
    assert _shown(tab) == [(r.place, r.player, format_points(r.total)) for r in alone.rows]
    assert tab.standings is not None and tab.standings.after == ("qualifying", 7, 2)
    assert _shown(tab) != [(r.place, r.player, format_points(r.total)) for r in compute_standings(t).rows]

    # A game stored meanwhile adds its entry; the game chosen stays chosen and its standings unchanged.
    store.add_to_tournament(tid, games=games[-1:])
    assert box.count() == 1 + 10 * 5 and box.itemData(box.count() - 1) == "qualifying:10:4"
    assert box.currentData() == "qualifying:7:2"
    assert _shown(tab) == [(r.place, r.player, format_points(r.total)) for r in alone.rows]


def test_the_breakdown_adds_up_and_prints_on_one_page(qtbot: Any, store: Any, tmp_path: Path) -> None:
    tid = new_tournament(store, "white-nights-2016", 40)
    rng = random.Random(2)
    tables = save_draw(store, tid, "qualifying", 1, 3)
    store.add_to_tournament(
        tid,
        games=[paper_game(rng, "qualifying", 1, i, p) for i, p in enumerate(tables, 1)],
        adjustments=[{"player": "p07", "points": -0.5, "reason": "опоздание"}],
    )
    _window, tab = _tab(qtbot, store, tid)
    row = next(
        r
        for r in range(tab.proxy.rowCount())
        if tab.proxy.data(tab.proxy.index(r, 0), ROW_ROLE).row.player == "p07"
    )
    tab.view.selectRow(row)
    dialog = tab.open_breakdown(show=False)
    standing = tab.standings.row("p07")
    texts = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    points = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    assert any("опоздание" in t for t in texts)
    assert format_points(standing.total) in dialog.title.text()
    heads = [standing_entry.total for standing_entry in standing.breakdown]
    assert sum(heads) == standing.total
    assert [p for r, p in enumerate(points) if dialog.table.item(r, 0).font().bold()] == [
        format_points(t) for t in heads
    ]
    out = dialog.save_pdf(str(tmp_path / "points.pdf"))
    assert out and Path(out).read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", out, "-"], capture_output=True, text=True, check=True).stdout
        assert standing.name in text and "опоздание" in text and format_points(standing.total) in text
        info = subprocess.run(["pdfinfo", out], capture_output=True, text=True, check=True).stdout
        assert re.search(r"^Pages:\s+1$", info, re.MULTILINE)


@pytest.mark.parametrize("mode", [HIDDEN_POINTS, HIDDEN_ALL])
def test_the_hall_screen_obeys_the_hidden_mode(qtbot: Any, store: Any, mode: str) -> None:
    tid = new_tournament(store, "stars-2016", 40)
    rng = random.Random(1)
    tables = save_draw(store, tid, "qualifying", 1, 3)
    store.add_to_tournament(
        tid, games=[paper_game(rng, "qualifying", 1, i, p) for i, p in enumerate(tables, 1)]
    )
    _window, tab = _tab(qtbot, store, tid)
    # stars-2016 hides its standings from round 1: the hall shows nothing until the organiser chooses.
    assert tab.hidden_mode() == HIDDEN_ALL
    tab.hidden_box.setCurrentIndex(tab.hidden_box.findData(mode))
    hall = tab.open_hall()
    qtbot.addWidget(hall)
    # One monitor: the hall screen is a window beside the organiser's, not his whole screen.
    assert hall.isVisible() and not hall.isFullScreen()
    assert not tab.hall_screen_box.isVisible()
    rows = hall.visible_rows()
    if mode == HIDDEN_ALL:
        assert rows == []
    else:
        assert rows and all(points == "" for _place, _name, points, _through in rows)
        assert [name for _p, name, _pt, _t in rows] == [r.name for r in tab.standings.rows[: len(rows)]]
    # The organiser's own table still shows every total.
    assert all(tab.proxy.index(r, 4).data() for r in range(tab.proxy.rowCount()))
    tab.hidden_box.setCurrentIndex(tab.hidden_box.findData("none"))
    assert all(points for _p, _n, points, _t in hall.visible_rows())
    qtbot.keyClick(hall, Qt.Key.Key_Space)
    assert hall.page == (1 if hall.pages() > 1 else 0)


def test_the_hall_screens_monitor_is_chosen_and_remembered(qtbot: Any, store: Any) -> None:
    """Every monitor is offered (the box shows itself only with two or more); the choice is remembered."""
    from PySide6.QtGui import QGuiApplication

    from mafia_desk.gui.common import settings

    tid = new_tournament(store, "stars-2016", 20)
    _window, tab = _tab(qtbot, store, tid)
    tab.list_hall_screens()
    names = [tab.hall_screen_box.itemData(i) for i in range(tab.hall_screen_box.count())]
    assert names == [s.name() for s in QGuiApplication.screens()]
    try:
        tab.hall_screen_box.activated.emit(0)
        assert settings.HALL_SCREEN.get() == names[0]
    finally:
        settings.HALL_SCREEN.reset()
