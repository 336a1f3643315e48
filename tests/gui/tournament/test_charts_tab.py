"""The Charts tab: what is plotted equals the standings, it follows stored changes by itself, PNGs export.

Each test builds a tournament in a fresh store, opens the tab on it and reads back what pyqtgraph holds (the
curves' xData/yData, the bars' heights), compared with `compute_standings` and scoring/charts.py.
"""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs, Shown
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from tournament_builders import players, random_game, random_rounds

from mafia_desk.gui.tournament.charts_tab import CHARTS, ChartsTab
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.scoring.charts import points_by_role, red_black_by_round, win_rate_by_seat
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament.model import Role, Team
from mafia_desk.tournament.templates import load_template

SHOTS = Path("/tmp/mafia-desk-chart-shots")  # for the lead's README: not part of the assertions


def _tournament(store: Any, ruleset: str = "white-nights-2016", name: str = "Кубок Белых Ночей") -> int:
    skeleton = load_template(ruleset).skeleton(name)
    tid: int = store.create_tournament(skeleton)
    ids = [p["id"] for p in players(20)]
    later = skeleton["stages"][1]["id"]  # white-nights: the semifinal
    games = random_rounds(ids, 4, seed=3) + random_rounds(ids, 1, stage=later, seed=4)
    store.add_to_tournament(tid, players=players(20), games=games)
    return tid


def _tab(qtbot: Any, store: Any, tid: int) -> ChartsTab:
    tab = ChartsTab(TournamentWorkspace(store, tid))
    qtbot.addWidget(tab)
    tab.resize(1200, 700)
    tab.show()
    qtbot.waitExposed(tab)
    return tab


def _shot(qtbot: Any, widget: Any, name: str) -> None:
    """A PNG for the README, once the layout has settled as it does on screen."""
    qtbot.wait(100)
    SHOTS.mkdir(exist_ok=True)
    widget.grab().save(str(SHOTS / name))


def _choose(tab: ChartsTab, chart: str) -> Any:
    tab.ui.chartBox.setCurrentIndex(CHARTS.index(chart))
    return tab.views[chart]


def _rounds(t: Any) -> list[tuple[str, int]]:
    order = {"qualifying": 0, "semifinal": 1, "final": 2}
    return sorted({(g.stage, g.round) for g in t.games}, key=lambda k: (order[k[0]], k[1]))


def _assert_race_is_the_standings(tab: ChartsTab, t: Any) -> None:
    view = tab.views["race"]
    rounds = _rounds(t)
    after = [compute_standings(t, after=r) for r in rounds]
    shown = tab.chosen_players()
    assert list(view.curves) == shown
    for player, curve in view.curves.items():
        assert list(curve.xData) == list(range(1, len(rounds) + 1))
        assert list(curve.yData) == [float(s.row(player).total) for s in after], player
    # The last point of each line is the Standings tab's total.
    final = tab.workspace.standings()
    assert [view.curves[p].yData[-1] for p in shown] == [float(final.row(p).total) for p in shown]


def test_the_race_shows_the_top_ten_with_the_standings_totals_after_each_round(
    qtbot: Any, store: Any
) -> None:
    tid = _tournament(store)
    tab = _tab(qtbot, store, tid)
    assert tab.current == "race"
    t = store.load_tournament(tid)
    top = [r.player for r in compute_standings(t).rows[:10]]
    assert tab.chosen_players() == top
    _assert_race_is_the_standings(tab, t)
    view = tab.views["race"]
    legend = [label.text for _sample, label in view.legend.items]
    assert legend == [t.player(p).name for p in top]  # Cyrillic names, best first
    ticks = view.plot.getAxis("bottom")._tickLevels[0]
    assert [text for _x, text in ticks] == ["Q1", "Q2", "Q3", "Q4", "S1"]
    checked = [
        tab.ui.playerList.item(i).data(Qt.ItemDataRole.UserRole)
        for i in range(tab.ui.playerList.count())
        if tab.ui.playerList.item(i).checkState() == Qt.CheckState.Checked
    ]
    assert checked == top
    _shot(qtbot, tab, "tournament-chart-race.png")


def test_the_player_picker_searches_adds_and_removes_players_and_top_10_resets(
    qtbot: Any, store: Any
) -> None:
    tid = _tournament(store)
    tab = _tab(qtbot, store, tid)
    t = store.load_tournament(tid)
    rows = compute_standings(t).rows
    listing = tab.ui.playerList
    qtbot.keyClicks(tab.ui.playerSearch, "gox")
    visible = [listing.item(i) for i in range(listing.count()) if not listing.item(i).isHidden()]
    assert [item.data(Qt.ItemDataRole.UserRole) for item in visible] == ["p04"]  # GoX
    tab.ui.playerSearch.clear()
    tab.ui.playerSearch.insert("ЁЖИК")  # case and ё/е do not matter
    visible = [listing.item(i) for i in range(listing.count()) if not listing.item(i).isHidden()]
    assert [item.data(Qt.ItemDataRole.UserRole) for item in visible] == ["p11"]
    tab.ui.playerSearch.clear()

    last = rows[-1].player  # not in the top 10
    item = next(
        listing.item(i)
        for i in range(listing.count())
        if listing.item(i).data(Qt.ItemDataRole.UserRole) == last
    )
    item.setCheckState(Qt.CheckState.Checked)
    first = next(
        listing.item(i)
        for i in range(listing.count())
        if listing.item(i).data(Qt.ItemDataRole.UserRole) == rows[0].player
    )
    first.setCheckState(Qt.CheckState.Unchecked)
    expected = [r.player for r in rows[1:10]] + [last]
    assert tab.chosen_players() == expected
    _assert_race_is_the_standings(tab, t)

    qtbot.mouseClick(tab.ui.topButton, Qt.MouseButton.LeftButton)
    assert list(tab.views["race"].curves) == [r.player for r in rows[:10]]


def test_red_against_black_bars_and_k_are_the_standings(qtbot: Any, store: Any) -> None:
    tid = _tournament(store)
    tab = _tab(qtbot, store, tid)
    view = _choose(tab, "red-black")
    t = store.load_tournament(tid)
    rounds = _rounds(t)
    red = [sum(1 for g in t.games if (g.stage, g.round) == r and g.winner == Team.RED) for r in rounds]
    black = [sum(1 for g in t.games if (g.stage, g.round) == r and g.winner == Team.BLACK) for r in rounds]
    assert list(view.red_bars.opts["height"]) == red
    assert list(view.black_bars.opts["height"]) == black
    assert [w.red for w in red_black_by_round(t)] == red
    ks = [float(compute_standings(t, after=r).k) for r in rounds]
    assert view.k_plot.isVisible() and list(view.k_curve.yData) == ks
    assert "K" in tab.ui.noteLabel.text()
    _shot(qtbot, tab, "tournament-chart-red-black.png")


def test_a_ruleset_without_k_shows_no_k(qtbot: Any, store: Any) -> None:
    tid = _tournament(store, "fiim", "Клубный рейтинг")
    tab = _tab(qtbot, store, tid)
    view = _choose(tab, "red-black")
    assert view.k_curve is None and not view.k_plot.isVisible()
    assert tab.ui.noteLabel.text() == "This ruleset has no difficulty coefficient K."


def test_points_by_role_add_up_to_the_standings_totals(qtbot: Any, store: Any) -> None:
    tid = _tournament(store)
    store.add_to_tournament(tid, adjustments=[{"player": "p03", "points": -1, "reason": "опоздание"}])
    tab = _tab(qtbot, store, tid)
    view = _choose(tab, "roles")
    t = store.load_tournament(tid)
    standings = compute_standings(t)
    whole, shares = points_by_role(t)
    roles = list(Role)
    assert list(view.whole_bars.opts["height"]) == [float(whole.by_role[r]) for r in roles]
    shown = tab.chosen_players()
    assert shown == [r.player for r in standings.rows[:10]]
    by_player = {s.player: s for s in shares}
    for role in roles:
        assert list(view.role_bars[role].opts["width"]) == [float(by_player[p].by_role[role]) for p in shown]
    for i, player in enumerate(shown):
        plotted = sum(Fraction(view.role_bars[r].opts["width"][i]).limit_denominator(1000) for r in roles)
        assert float(plotted + by_player[player].other) == pytest.approx(float(standings.row(player).total))
    # Every point of the tournament is either a role's or an absence's or adjustment's.
    assert float(sum(whole.by_role.values()) + whole.other) == pytest.approx(
        float(sum(r.total for r in standings.rows))
    )
    assert "-1" in tab.ui.noteLabel.text()
    _shot(qtbot, tab, "tournament-chart-roles.png")


def test_win_share_by_seat(qtbot: Any, store: Any) -> None:
    tid = _tournament(store)
    tab = _tab(qtbot, store, tid)
    view = _choose(tab, "seats")
    t = store.load_tournament(tid)
    shares = []
    for seat in range(1, 11):
        won = sum(1 for g in t.games if g.roles.team_of(seat) == g.winner)
        shares.append(won / len(t.games) * 100)
    assert list(view.bars.opts["height"]) == pytest.approx(shares)
    assert list(view.bars.opts["x"]) == list(range(1, 11))
    seats = win_rate_by_seat(t)
    standings = compute_standings(t)
    assert sum(s.wins for s in seats) == sum(r.wins for r in standings.rows)
    assert view.labels[0].textItem.toPlainText() == f"{shares[0]:.0f}%\n{seats[0].wins}/{seats[0].games}"
    _shot(qtbot, tab, "tournament-chart-seats.png")


def test_a_stored_game_updates_the_chart_on_screen_and_the_others_when_shown(qtbot: Any, store: Any) -> None:
    tid = _tournament(store)
    tab = _tab(qtbot, store, tid)
    _choose(tab, "seats")
    _choose(tab, "race")
    seats_before = list(tab.views["seats"].bars.opts["height"])
    ids = [p["id"] for p in players(20)]
    rng = random.Random(9)
    new = [
        random_game(rng, ids[:10], "semifinal", 2, 1, "black"),
        random_game(rng, ids[10:], "semifinal", 2, 2, "black"),
    ]
    _, error = tab.workspace.attempt(lambda: store.add_to_tournament(tid, games=new))
    assert error is None
    t = store.load_tournament(tid)
    assert len(tab.views["race"].curves[tab.chosen_players()[0]].xData) == 6
    _assert_race_is_the_standings(tab, t)
    assert "seats" in tab.stale  # not on screen: not redrawn yet
    assert list(tab.views["seats"].bars.opts["height"]) == seats_before
    view = _choose(tab, "seats")
    assert "seats" not in tab.stale
    assert list(view.bars.opts["height"]) == [float(s.rate) * 100 for s in win_rate_by_seat(t)]
    assert view.bars.opts["height"] != seats_before


def test_a_refused_change_changes_no_chart(qtbot: Any, store: Any, dialogs: Any) -> None:
    tid = _tournament(store)
    tab = _tab(qtbot, store, tid)
    before = {p: list(c.yData) for p, c in tab.views["race"].curves.items()}
    bad = {"stage": "qualifying", "round": 1, "table": 9, "players": ["p01"] * 10}
    _, error = tab.workspace.attempt(lambda: store.add_to_tournament(tid, games=[bad]))
    assert error
    assert {p: list(c.yData) for p, c in tab.views["race"].curves.items()} == before


def test_export_png_writes_the_chart_as_shown(
    qtbot: Any, store: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    tid = _tournament(store)
    tab = _tab(qtbot, store, tid)
    asked: list[str] = []

    def save_as(shown: Shown) -> tuple[str, str]:
        asked.append(shown.text)
        return str(tmp_path / "out" / "гонка"), "PNG images (*.png)"

    fake_dialogs.file = save_as
    (tmp_path / "out").mkdir()
    _choose(tab, "red-black")
    qtbot.mouseClick(tab.ui.exportButton, Qt.MouseButton.LeftButton)
    assert asked == ["Кубок_Белых_Ночей-red-black.png"]
    path = tmp_path / "out" / "гонка.png"
    image = QImage(str(path))
    assert not image.isNull()
    view = tab.views["red-black"]
    ratio = view.devicePixelRatioF()
    assert (image.width(), image.height()) == (round(view.width() * ratio), round(view.height() * ratio))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 3  # bars, axes and text, not a blank page
    assert list((tmp_path / "out").iterdir()) == [path]  # nothing half-written beside it


def test_export_to_a_folder_that_does_not_exist_is_refused_in_words(
    qtbot: Any, store: Any, tmp_path: Path, dialogs: Any
) -> None:
    tab = _tab(qtbot, store, _tournament(store))
    assert tab.export_png(str(tmp_path / "нет" / "chart.png")) is None
    ((kind, text),) = dialogs
    assert kind == "warning" and "chart.png" in text and "Traceback" not in text


def test_the_tab_builds_nothing_until_shown_and_the_window_opens_without_charts(
    qtbot: Any, store: Any, dialogs: Any
) -> None:
    tid = _tournament(store)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.open_tournament(tid)
    tab = window.tabs["charts"]
    assert isinstance(tab, ChartsTab) and tab.views == {}
    _, error = window.workspace.attempt(
        lambda: store.add_to_tournament(tid, adjustments=[{"player": "p01", "points": 1}])
    )  # type: ignore[union-attr]
    assert error is None and tab.views == {}  # a change while hidden draws nothing
    window.ui.tabs.setCurrentWidget(tab)
    assert list(tab.views) == ["race"]
    _assert_race_is_the_standings(tab, store.load_tournament(tid))
    SHOTS.mkdir(exist_ok=True)
    tab.export_png(str(SHOTS / "exported-at-once.png"))
    _shot(qtbot, window, "tournament-window-charts.png")


def test_a_tournament_without_games_says_so(qtbot: Any, store: Any) -> None:
    tid = store.create_tournament(load_template("stars-2016").skeleton("Пустой"))
    store.add_to_tournament(tid, players=players(3))
    tab = _tab(qtbot, store, tid)
    for chart in CHARTS:
        _choose(tab, chart)
        assert tab.ui.noteLabel.text() == "No game counted yet: the charts fill in as results are stored."
    assert tab.views["race"].curves == {}  # no round, no line
    assert list(tab.views["seats"].bars.opts["height"]) == [0] * 10


def test_a_name_in_the_legend_shows_as_typed_not_as_html(qtbot: Any) -> None:
    from mafia_desk.gui.tournament.chart_views import RaceView
    from mafia_desk.scoring.charts import Series

    view = RaceView()
    qtbot.addWidget(view)
    view.draw([Series("p01", "<b>Кот</b> & Co", (("qualifying", 1),), (Fraction(2),))], ["1"])
    ((_sample, label),) = view.legend.items
    assert label.item.toPlainText() == "<b>Кот</b> & Co"
