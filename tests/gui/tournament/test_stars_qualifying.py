"""Seed 000's qualifying run through the organiser's window in Russian, the window at 1366x768 (issue 37).

From the stars-2016 template (the New tournament dialog) to round 8: 46 players imported from a Cyrillic CSV,
a 47th registered on the Players tab before round 4 with his late arrival from round 4, every round drawn and
saved on the Rounds tab, and all 32 results typed on the Games tab's quick form from seeded paper protocols
(per-circle best and worst, the judge's points, best moves, a removal now and then). After every round the
tournament the store holds is checked by the regulation (tests/support/stars_kit.py, the same checks as the
headless run): sit-outs spread, the late arrival drawn from round 4 and rotated fairly, +3 once at most per
player recorded as `short_table` absences and named on the round board, Swiss rounds banded by the extra
points before them with the board saying which games ranked them in Russian; and the Standings tab equals the
scoring engine on what the store holds."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from organiser_kit import FIRST, LAST
from players_driver import answer, press_ok, register_all, select
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QSpinBox, QWidget
from stars_kit import STAGE, assert_round_by_the_regulation, stars_protocol

from mafia_desk.gui.common.rows_model import ROW_ROLE
from mafia_desk.gui.tournament.games_tab import GamesTab
from mafia_desk.gui.tournament.new_tournament_dialog import NewTournamentDialog
from mafia_desk.gui.tournament.player_change_dialog import PlayerChangeDialog
from mafia_desk.gui.tournament.player_edit_dialog import PlayerEditDialog
from mafia_desk.gui.tournament.player_import_dialog import PlayerImportDialog
from mafia_desk.gui.tournament.players_tab import PlayersTab
from mafia_desk.gui.tournament.quick_result_dialog import COL_CIRCLE, COL_MARK, QuickResultDialog
from mafia_desk.gui.tournament.rounds_tab import RoundsTab
from mafia_desk.gui.tournament.standings_model import label
from mafia_desk.gui.tournament.standings_tab import StandingsTab
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament.numbers import format_points

LEFT = Qt.MouseButton.LeftButton
CLUBS = ["Полночь", "Cosa Nostra", "Звезда", "Белые ночи", "Ёлки", "Орбита"]
LATE_NAME = "Юрий Запоздалов"
LATE_FROM = 4
LAPTOP = (1366, 768)
REDRAWN = 5  # the round whose draw is made again before it is played
QUALIFYING = "отборочный этап"  # the stage as the Russian interface names it, never its id


def _csv(tmp_path: Path) -> Path:
    rows = ["ФИО;Клуб;Город"]
    for n in range(46):
        rows.append(f"{LAST[n // 10 % 6]} {FIRST[n % 10]}-{n + 1};{CLUBS[n % 6]};Москва")
    path = tmp_path / "звёзды.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8-sig")
    return path


def _ranked_by_note(ranked: str, rnd: int) -> str:
    """The Swiss draw's note as the board must say it in the interface's language (the games that ranked
    it), whatever the file's English `ranked_by` line says."""
    games = 4 * (rnd - 1)
    stage = QCoreApplication.translate("SeatingSheets", "qualifying")
    by = QCoreApplication.translate("RoundBoard", "by extra points")
    assert ranked == f"ranked by extra points after rounds 1-{rnd - 1} of qualifying, {games} games"
    return QCoreApplication.translate(
        "RoundBoard", "Swiss draw {0} after rounds 1-{1} of {2} (games: {3})."
    ).format(by, rnd - 1, stage, games)


def _on_screen(window: TournamentWindow, *widgets: QWidget) -> None:
    """What the organiser clicks is shown whole inside the 1366x768 window, not cut off or scrolled away."""
    assert (window.width(), window.height()) == LAPTOP
    for w in widgets:
        assert w.isVisible(), w.objectName()
        where = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
        assert window.rect().contains(where), (w.objectName(), where)


def _register_late(qtbot: Any, organiser: TournamentWindow, monkeypatch: pytest.MonkeyPatch) -> str:
    """New player on the Players tab, then his late arrival from round 4 (rounds 1-3 missed, at no cost)."""
    players = organiser.tabs["players"]
    assert isinstance(players, PlayersTab)
    organiser.ui.tabs.setCurrentWidget(players)

    def new(d: PlayerEditDialog) -> None:
        d.ui.nameEdit.insert(LATE_NAME)  # QTest types ASCII only: Cyrillic goes in as pasted text
        d.ui.cityEdit.insert("Москва")
        press_ok(d)

    answer(monkeypatch, PlayerEditDialog, new)
    _on_screen(organiser, players.ui.newButton, players.ui.lateButton, players.ui.playersView)
    qtbot.mouseClick(players.ui.newButton, LEFT)
    ws = organiser.workspace
    assert ws is not None
    (late,) = [r.code for r in ws.store.tournament_players(ws.tournament_id) if r.name == LATE_NAME]
    assert select(players.ui.playersView, lambda r: r.code == late) == 1

    def arrive(d: PlayerChangeDialog) -> None:
        assert d.code() == late and d.where() == (STAGE, LATE_FROM)  # the round after the last one played
        assert d.ui.stageBox.currentText() == QUALIFYING
        assert d.ui.missedTable.rowCount() == LATE_FROM - 1
        for row in range(LATE_FROM - 1):
            kind = d.ui.missedTable.cellWidget(row, 1)
            assert isinstance(kind, QComboBox) and kind.currentData() == "missed"
        d.ui.reasonEdit.insert("пробки")
        press_ok(d)

    answer(monkeypatch, PlayerChangeDialog, arrive)
    qtbot.mouseClick(players.ui.lateButton, LEFT)
    (change,) = ws.store.registration_changes(ws.tournament_id)
    assert (change.kind, change.code, change.stage, change.round) == ("late", late, STAGE, LATE_FROM)
    return late


def _draw_round(qtbot: Any, organiser: TournamentWindow, rnd: int, seed: int) -> None:
    rounds = organiser.tabs["rounds"]
    assert isinstance(rounds, RoundsTab)
    organiser.ui.tabs.setCurrentWidget(rounds)
    rounds.select_round(STAGE, rnd)
    rounds.ui.seedEdit.clear()
    qtbot.keyClicks(rounds.ui.seedEdit, str(seed))
    _on_screen(organiser, rounds.ui.seedEdit, rounds.ui.drawButton, rounds.ui.saveButton)
    qtbot.mouseClick(rounds.ui.drawButton, LEFT)
    qtbot.mouseClick(rounds.ui.saveButton, LEFT)
    ws = organiser.workspace
    assert ws is not None
    draw = ws.store.load_seating_draw(ws.tournament_id, STAGE, rnd)
    assert draw is not None and draw.seed == seed
    # The round board names the short table with its points, and a Swiss round the games that ranked it.
    notes = rounds.board.notes.text()
    names = rounds.snap.names()
    short = draw.draw.get("short_table", [])
    if short:
        line = QCoreApplication.translate("RoundBoard", "Short table, +{0} each: {1}.").format(
            3, ", ".join(names[p] for p in short)
        )
        assert line in notes and line in rounds.ui.benchLabel.text(), notes
    if rnd >= 3:
        assert notes.startswith(_ranked_by_note(draw.draw["ranked_by"], rnd) + "\n"), notes
        assert draw.draw["ranked_by"] not in notes  # not the file's English line
        assert "отборочный этап" in notes, notes


def _spin(box: Any, value: float) -> None:
    assert isinstance(box, QSpinBox | QDoubleSpinBox)
    box.setValue(value)


def _quick_form(qtbot: Any, monkeypatch: pytest.MonkeyPatch, games: GamesTab, entry: dict[str, Any]) -> None:
    """The judge types the paper protocol into the quick form, field by field, and presses OK."""
    slot = (entry["stage"], entry["round"], entry["table"])

    def fill(d: QuickResultDialog) -> int:
        ui = d.ui
        assert d.slot() == slot and [box.currentData() for box in d.player_boxes] == entry["players"]
        assert ui.stageBox.currentText() == QUALIFYING
        roles = entry["roles"]
        for box, value in zip(
            (ui.donBox, ui.mafia1Box, ui.mafia2Box, ui.sheriffBox),
            (roles["don"], *roles["mafia"], roles["sheriff"]),
            strict=True,
        ):
            _spin(box, value)
        ui.winnerBox.setCurrentIndex(ui.winnerBox.findData(entry["winner"]))
        _spin(ui.shotBox, entry["shot_night1"] or 0)
        if entry["best_move"] is not None:
            _spin(ui.bestSeatBox, entry["best_move"]["seat"])
            guess = entry["best_move"]["guess"]
            for box, seat in zip((ui.guess1Box, ui.guess2Box, ui.guess3Box), guess, strict=True):
                _spin(box, seat)
        for b in entry["bonus"]:
            if "kind" in b:
                qtbot.mouseClick(ui.addMarkButton, LEFT)
                row = ui.marksTable.rowCount() - 1
                _spin(ui.marksTable.cellWidget(row, 0), b["seat"])
                _spin(ui.marksTable.cellWidget(row, COL_CIRCLE), b["circle"])
                mark = ui.marksTable.cellWidget(row, COL_MARK)
                assert isinstance(mark, QComboBox)
                mark.setCurrentIndex(mark.findData(b["kind"]))
            else:
                qtbot.mouseClick(ui.addBonusButton, LEFT)
                row = ui.bonusTable.rowCount() - 1
                _spin(ui.bonusTable.cellWidget(row, 0), b["seat"])
                _spin(ui.bonusTable.cellWidget(row, 1), b["points"])
        for r in entry["removed"]:
            qtbot.mouseClick(ui.addRemovalButton, LEFT)
            _spin(ui.removalTable.cellWidget(ui.removalTable.rowCount() - 1, 0), r["seat"])
        qtbot.mouseClick(ui.buttonBox.button(ui.buttonBox.StandardButton.Ok), LEFT)
        assert ui.errorLabel.text() == "" and d.stored, ui.errorLabel.text()
        return int(d.result())

    monkeypatch.setattr(QuickResultDialog, "exec", fill)
    organiser = games.window()
    assert isinstance(organiser, TournamentWindow)
    organiser.ui.tabs.setCurrentWidget(games)  # the organiser clicks the Games tab
    assert games.select(slot)
    _on_screen(organiser, games.enter_button)
    qtbot.mouseClick(games.enter_button, LEFT)


def _stored_as_typed(store: Any, tid: int, entry: dict[str, Any]) -> None:
    """What the quick form stored is the protocol: nothing lost, nothing added."""
    slot = (entry["stage"], entry["round"], entry["table"])
    (game,) = [g for g in store.load_tournament(tid).games if (g.stage, g.round, g.table) == slot]
    assert list(game.players) == entry["players"] and game.winner.value == entry["winner"]
    assert game.shot_night1 == entry["shot_night1"]
    stored = sorted((b.seat, float(b.points), b.kind, b.extra.get("circle")) for b in game.bonus)
    typed = sorted(
        (b["seat"], float(b["points"]), b.get("kind", "judge"), b.get("circle")) for b in entry["bonus"]
    )
    assert stored == typed
    assert [r.seat for r in game.removed] == [r["seat"] for r in entry["removed"]]


def _standings_equal_the_engine(organiser: TournamentWindow, store: Any, tid: int) -> None:
    """The Standings tab, row by row: place, name, total, extra points and absences as the scoring engine
    gives them on what the store holds."""
    tab = organiser.tabs["standings"]
    assert isinstance(tab, StandingsTab)
    organiser.ui.tabs.setCurrentWidget(tab)
    proxy = tab.proxy
    headers = [proxy.headerData(c, Qt.Orientation.Horizontal) for c in range(proxy.columnCount())]
    total, extra, absences = (headers.index(label(k)) for k in ("total", "bonus", "absences"))
    t = store.load_tournament(tid)
    names = {p.id: p.name for p in t.players}
    shown = []
    for row in range(proxy.rowCount()):
        r = proxy.data(proxy.index(row, 0), ROW_ROLE).row
        cells = [proxy.index(row, c).data() for c in (0, 2, total, extra, absences)]
        shown.append((r.player, *cells))
    expected = [
        (
            r.player,
            str(r.place),
            names[r.player],
            format_points(r.total),
            format_points(r.columns["bonus"]),
            format_points(r.columns["absences"]),
        )
        for r in compute_standings(t).rows
    ]
    assert shown == expected


def test_stars_qualifying_with_a_late_arrival_through_the_russian_window_at_1366x768(
    qtbot: Any,
    store: Any,
    russian: None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[tuple[str, str]],
) -> None:
    assert QCoreApplication.translate("SeatingSheets", "qualifying") == QUALIFYING
    organiser = TournamentWindow(store)
    qtbot.addWidget(organiser)
    organiser.resize(*LAPTOP)
    organiser.show()
    qtbot.waitExposed(organiser)
    _on_screen(organiser)

    def create(d: NewTournamentDialog) -> int:
        d.ui.templateBox.setCurrentIndex([t.id for t in d.templates].index("stars-2016"))
        # The template's ranking keys are in the stages table: extra points in the qualifying (000:6).
        assert [st.get("swiss_rank") for st in d.stages()] == ["extra_points", "points", None]
        d.ui.nameEdit.clear()
        d.ui.nameEdit.insert("Вперёд к звёздам")
        d.ui.judgesEdit.insert("Ёлкин")
        d.create_tournament()
        assert d.ui.errorLabel.text() == ""
        return int(d.result())

    monkeypatch.setattr(NewTournamentDialog, "exec", create)
    organiser.ui.actionNew.trigger()
    ws = organiser.workspace
    assert ws is not None
    tid = ws.tournament_id
    players, games = organiser.tabs["players"], organiser.tabs["games"]
    assert isinstance(players, PlayersTab) and isinstance(games, GamesTab)

    answer(monkeypatch, PlayerImportDialog, register_all)  # the file read and registered off the GUI thread
    organiser.ui.tabs.setCurrentWidget(players)
    players.import_file(str(_csv(tmp_path)))
    assert len(store.tournament_players(tid)) == 46

    late = ""
    for rnd in range(1, 9):
        if rnd == LATE_FROM:
            late = _register_late(qtbot, organiser, monkeypatch)
        if rnd == REDRAWN:
            # Drawn, saved, then drawn again and saved over it (the tab asks first): the first bench's +3 is
            # taken back with the draw that gave it, and only the standing draw's bench has it.
            _draw_round(qtbot, organiser, rnd, 900 + rnd)
            first = set(next(d for d in store.load_tournament(tid).draws if d.round == rnd).sitting_out)
            assert_round_by_the_regulation(store.load_tournament(tid), rnd, late, LATE_FROM)
        _draw_round(qtbot, organiser, rnd, 100 + rnd)
        if rnd == REDRAWN:
            assert dialogs[-1][0] == "question"
            t = store.load_tournament(tid)
            again = set(next(d for d in t.draws if d.round == rnd).sitting_out)
            short = {a.player for a in t.absences if (a.kind, a.round) == ("short_table", rnd)}
            assert again != first and short == again
        draw = next(d for d in store.load_tournament(tid).draws if d.round == rnd)
        rng = random.Random(f"stars window {rnd}")
        entries = [stars_protocol(rnd, n, list(table), rng) for n, table in enumerate(draw.tables, start=1)]
        for entry in entries:
            _quick_form(qtbot, monkeypatch, games, entry)
            _stored_as_typed(store, tid, entry)
        t = store.load_tournament(tid)
        assert len([g for g in t.games if g.round == rnd]) == 4
        assert_round_by_the_regulation(t, rnd, late or "p47", LATE_FROM)
        _standings_equal_the_engine(organiser, store, tid)

    t = store.load_tournament(tid)
    assert len(t.scored_games) == 32 and late == "p47"
    assert sorted((a.round, a.kind) for a in t.absences if a.player == late) == [
        (1, "missed"),
        (2, "missed"),
        (3, "missed"),
        (8, "short_table"),
    ]
    # The Games tab lists his absences under the games, in Russian: three missed rounds, then his +3.
    organiser.ui.tabs.setCurrentWidget(games)
    shown = [(r.where, r.what) for r in games.others.rows if r.player == LATE_NAME]
    assert shown == [(f"{QUALIFYING}, тур {r}", "неявка") for r in (1, 2, 3)] + [
        (f"{QUALIFYING}, тур 8", "неполный стол")
    ]
    assert [w for w in dialogs if w[0] in ("warning", "critical")] == []
