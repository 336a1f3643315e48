"""The Games tab of the organiser's window, driven through its real widgets; every assertion reads the store.

A game played at the host's screen shows "playing now", then its result, with no refresh; a paper protocol
typed into the quick form is stored or refused in the store's words; corrections keep the history; absences
and adjustments count as the scoring engine says; another laptop's file is previewed, then merged at once.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from games_tab_kit import drawn_table, game_entry, north_cup
from gui_driver import type_text
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QDialog

from mafia_desk.game import EndSpeech, JudgeAward, Outcome, Roles, Team, result_entry
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.tournament.absence_dialog import AbsenceDialog
from mafia_desk.gui.tournament.correction_dialog import CorrectionDialog
from mafia_desk.gui.tournament.games_tab import GamesTab
from mafia_desk.gui.tournament.merge_dialog import MergeDialog
from mafia_desk.gui.tournament.quick_result_dialog import QuickResultDialog
from mafia_desk.gui.tournament.standings_tab import StandingsTab
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.store import open_store
from mafia_desk.tournament.numbers import format_points

Q1 = ("qualifying", 1, 1)


@pytest.fixture
def organiser(qtbot: Any, store: Any, dialogs: list[tuple[str, str]]) -> TournamentWindow:
    w = TournamentWindow(store)
    qtbot.addWidget(w)
    w.show()
    return w


def _open(window: TournamentWindow, data: dict[str, Any]) -> tuple[int, GamesTab]:
    tid = window.store.import_tournament(data)
    window.open_tournament(tid)
    window.ui.tabs.setCurrentIndex(2)
    tab = window.tabs["games"]
    assert isinstance(tab, GamesTab)
    return tid, tab


def _rows(tab: GamesTab) -> dict[tuple[str, int, int], Any]:
    return {r.slot: r for r in tab.model.rows}


def _status(tab: GamesTab, slot: tuple[str, int, int]) -> str:
    """The Status cell as the organiser reads it."""
    for row in range(tab.proxy.rowCount()):
        if tab.proxy.data(tab.proxy.index(row, 0), Qt.ItemDataRole.UserRole + 2).slot == slot:
            return str(tab.proxy.data(tab.proxy.index(row, 3)))
    raise AssertionError(f"{slot} is not listed")


def _standings_match(window: TournamentWindow, tid: int) -> dict[str, str]:
    """The Standings tab's totals, checked against the scoring engine on what the store holds."""
    tab = window.tabs["standings"]
    assert isinstance(tab, StandingsTab)
    shown = {r.row.player: format_points(r.row.total) for r in tab.model.rows}
    expected = {
        row.player: format_points(row.total)
        for row in compute_standings(window.store.load_tournament(tid)).rows
    }
    assert shown == expected
    return shown


def _on_exec(monkeypatch: pytest.MonkeyPatch, cls: type[QDialog], fill: Callable[[Any], None]) -> list[Any]:
    """The dialog's `exec` fills it like the organiser would; returns the dialogs shown."""
    shown: list[Any] = []

    def run(dialog: Any) -> int:
        shown.append(dialog)
        fill(dialog)
        return int(dialog.result())

    monkeypatch.setattr(cls, "exec", run)
    return shown


def _type(qtbot: Any, widget: Any, text: str) -> None:
    if isinstance(widget, QAbstractSpinBox):
        widget.selectAll()
        qtbot.keyClicks(widget, text)
        widget.interpretText()
    else:
        widget.clear()
        type_text(widget, text)  # Cyrillic too: QTest.keyClicks knows only ASCII


def _ok(qtbot: Any, dialog: Any) -> None:
    button = dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _fill_roles(qtbot: Any, d: QuickResultDialog, don: int, mafia: tuple[int, int], sheriff: int) -> None:
    for box, value in (
        (d.ui.donBox, don),
        (d.ui.mafia1Box, mafia[0]),
        (d.ui.mafia2Box, mafia[1]),
        (d.ui.sheriffBox, sheriff),
    ):
        _type(qtbot, box, str(value))


# --- a game at the host's screen, seen live ---


def test_a_live_game_shows_playing_then_its_result_with_no_refresh(
    qtbot: Any, organiser: TournamentWindow, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = north_cup()
    tid, tab = _open(organiser, {**data, "draws": []})
    table = drawn_table(data, 1, 1)
    store.save_seating_draw(
        tid, "qualifying", 1, 7, {"tables": [table, drawn_table(data, 1, 2)], "sitting_out": []}
    )
    organiser.workspace.reload()  # the Rounds tab announces a draw; this one was saved behind its back
    assert _status(tab, Q1) == "waiting"
    names = organiser.workspace.snapshot.names()
    seats = [{"seat": n, "player": names[code], "player_id": code} for n, code in enumerate(table, start=1)]
    session = GameSession.start(
        store,
        "fiim",
        seats,
        {"judge": "Анна Судьина"},
        tournament_id=tid,
        stage="qualifying",
        round_no=1,
        table=1,
    )
    assert _status(tab, Q1) == "playing now"
    tab.select(Q1)
    assert "Playing now at the host's screen" in tab.detail.toPlainText()
    assert not tab.void_button.isEnabled()
    refused: list[str] = []

    def type_over_the_live_table(d: QuickResultDialog) -> None:
        _type(qtbot, d.ui.tableBox, "1")
        _fill_roles(qtbot, d, 3, (5, 8), 7)
        _ok(qtbot, d)
        refused.append(d.ui.errorLabel.text())
        d.reject()

    _on_exec(monkeypatch, QuickResultDialog, type_over_the_live_table)
    assert not tab.enter_result()
    assert "playing now at the host's screen" in refused[0]
    assert store.load_tournament(tid).games == ()
    assert session.apply(Roles(don=3, mafia=(5, 8), sheriff=7))
    assert session.apply(EndSpeech())
    assert session.apply(JudgeAward(Team.BLACK, "a hint from the audience"))
    session.finish(result_entry(session.game, table))
    row = _rows(tab)[Q1]
    assert _status(tab, Q1) == "played here"
    assert row.current is not None and row.current.winner is Outcome.BLACK
    assert (
        tab.selected_row() is not None and tab.selected_row().slot == Q1
    )  # the selection survives the redraw
    assert "Black (mafia)" in tab.detail.toPlainText() and names[table[0]] in tab.detail.toPlainText()
    stored = store.load_tournament(tid).games
    assert [(g.stage, g.round, g.table, g.winner) for g in stored] == [("qualifying", 1, 1, Team.BLACK)]
    shown = _standings_match(organiser, tid)
    assert shown[table[2]] == "1.00"  # the don of a black win


# --- the quick form ---


def test_the_quick_form_stores_a_paper_protocol(
    qtbot: Any, organiser: TournamentWindow, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = north_cup()
    tid, tab = _open(organiser, data)
    assert tab.select(("qualifying", 1, 2))

    def fill(d: QuickResultDialog) -> None:
        assert d.slot() == ("qualifying", 1, 2)
        assert [b.currentData() for b in d.player_boxes] == drawn_table(data, 1, 2)
        assert not d.player_boxes[0].isEnabled()  # the draw's players, in its seat order
        _fill_roles(qtbot, d, 1, (2, 9), 10)
        d.ui.winnerBox.setCurrentIndex(d.ui.winnerBox.findData("black"))
        _type(qtbot, d.ui.shotBox, "10")
        _type(qtbot, d.ui.bestSeatBox, "10")
        for box, seat in zip((d.ui.guess1Box, d.ui.guess2Box, d.ui.guess3Box), (1, 2, 3), strict=True):
            _type(qtbot, box, str(seat))
        qtbot.mouseClick(d.ui.addBonusButton, Qt.MouseButton.LeftButton)
        seat = d.ui.bonusTable.cellWidget(0, 0)
        points = d.ui.bonusTable.cellWidget(0, 1)
        _type(qtbot, seat, "1")
        points.setValue(0.5)
        qtbot.mouseClick(d.ui.addRemovalButton, Qt.MouseButton.LeftButton)
        _type(qtbot, d.ui.removalTable.cellWidget(0, 0), "4")
        qtbot.mouseClick(d.ui.addPenaltyButton, Qt.MouseButton.LeftButton)
        _type(qtbot, d.ui.penaltyTable.cellWidget(0, 0), "6")
        _type(qtbot, d.ui.penaltyTable.cellWidget(0, 2), "спор с судьёй")
        _ok(qtbot, d)
        assert d.ui.errorLabel.text() == ""

    shown = _on_exec(monkeypatch, QuickResultDialog, fill)
    qtbot.mouseClick(tab.enter_button, Qt.MouseButton.LeftButton)
    assert shown and shown[0].result() == QDialog.DialogCode.Accepted
    (game,) = store.load_tournament(tid).games
    assert (game.stage, game.round, game.table) == ("qualifying", 1, 2)
    assert game.players == tuple(drawn_table(data, 1, 2))
    assert (game.roles.don, game.roles.mafia, game.roles.sheriff) == (1, (2, 9), 10)
    assert game.winner is Outcome.BLACK and game.shot_night1 == 10
    assert game.best_move is not None and (game.best_move.seat, game.best_move.guess) == (10, (1, 2, 3))
    assert [(b.seat, b.points) for b in game.bonus] == [(1, 0.5)]
    assert [(r.seat, str(r.reason)) for r in game.removed] == [(4, "fouls")]
    assert [(p.seat, p.points, p.reason) for p in game.penalties] == [(6, -0.5, "спор с судьёй")]
    assert _status(tab, ("qualifying", 1, 2)) == "entered"
    _standings_match(organiser, tid)


@pytest.mark.parametrize(
    ("roles", "best", "words"),
    [
        ((3, (5, 8), 7), 2, "best move by seat 2, but seat 4 was shot on night 1: only he may make it"),
        ((3, (3, 8), 7), 0, "the don, the 2 mafia and the sheriff need 4 different seats"),
        ((3, (5, 8), 7), 5, "best move by seat 5, a mafia: only a red player makes one"),
    ],
)
def test_the_quick_form_refuses_in_the_rulesets_words_and_stores_nothing(
    qtbot: Any,
    organiser: TournamentWindow,
    store: Any,
    monkeypatch: pytest.MonkeyPatch,
    roles: tuple[int, tuple[int, int], int],
    best: int,
    words: str,
) -> None:
    tid, tab = _open(organiser, north_cup())
    seen: list[str] = []

    def fill(d: QuickResultDialog) -> None:
        _fill_roles(qtbot, d, *roles)
        _type(qtbot, d.ui.shotBox, "4")
        _type(qtbot, d.ui.bestSeatBox, str(best))
        for box, seat in zip((d.ui.guess1Box, d.ui.guess2Box, d.ui.guess3Box), (6, 9, 10), strict=True):
            _type(qtbot, box, str(seat))
        _ok(qtbot, d)
        seen.append(d.ui.errorLabel.text())
        assert d.isVisible() or d.result() != QDialog.DialogCode.Accepted  # still open: nothing lost
        d.reject()

    _on_exec(monkeypatch, QuickResultDialog, fill)
    tab.select(Q1)
    assert not tab.enter_result()
    assert words in seen[0] and "game (qualifying, 1, 1)" in seen[0]
    assert not seen[0].startswith("invalid:")
    assert store.load_tournament(tid).games == ()


def test_a_table_without_a_draw_takes_its_players_seat_by_seat(
    qtbot: Any, organiser: TournamentWindow, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = north_cup()
    tid, tab = _open(organiser, data)
    chosen = [f"p{n:02d}" for n in range(11, 21)]

    def fill(d: QuickResultDialog) -> None:
        _type(qtbot, d.ui.roundBox, "3")
        assert d.player_boxes[0].isEnabled() and d.player_boxes[0].currentData() is None
        for box, code in zip(d.player_boxes[:9], chosen, strict=False):
            box.setCurrentIndex(box.findData(code))
        _fill_roles(qtbot, d, 1, (2, 3), 4)
        _ok(qtbot, d)
        assert d.ui.errorLabel.text() == "Choose the player of seat 10."
        d.player_boxes[9].setCurrentIndex(d.player_boxes[9].findData(chosen[9]))
        _ok(qtbot, d)

    _on_exec(monkeypatch, QuickResultDialog, fill)
    assert tab.enter_result()
    (game,) = store.load_tournament(tid).games
    assert (game.round, game.table, game.players) == (3, 1, tuple(chosen))


# --- corrections ---


def test_a_correction_then_a_void_keep_the_history_and_the_standings_follow_the_last(
    qtbot: Any, organiser: TournamentWindow, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = north_cup()
    tid, tab = _open(organiser, {**data, "games": [game_entry(data, 1, 1)]})
    table = drawn_table(data, 1, 1)
    assert _standings_match(organiser, tid)[table[0]] == "1.00"  # a red civilian of a red win

    def replace_with_black(d: QuickResultDialog) -> None:
        assert d.correcting and d.ui.correctionBox.isVisibleTo(d)
        assert d.ui.judgeEdit.text() == "Анна Судьина"  # the tournament's judge, editable
        assert not d.ui.tableBox.isEnabled()
        d.ui.winnerBox.setCurrentIndex(d.ui.winnerBox.findData("black"))
        _ok(qtbot, d)
        assert d.ui.errorLabel.text() == "A correction needs its reason."
        _type(qtbot, d.ui.whyEdit, "протест удовлетворён")
        _ok(qtbot, d)

    _on_exec(monkeypatch, QuickResultDialog, replace_with_black)
    tab.select(Q1)
    assert tab.correct_selected()
    stored = store.load_tournament(tid)
    assert [(c.action, c.reason, c.by) for c in stored.corrections] == [
        ("replace", "протест удовлетворён", "Анна Судьина")
    ]
    assert stored.games[0].winner is Outcome.RED  # the original stays
    assert stored.scored_games[0].winner is Outcome.BLACK
    assert _status(tab, Q1) == "corrected"
    shown = _standings_match(organiser, tid)
    assert shown[table[0]] == "0.00" and shown[table[2]] == "1.00"

    def void(d: CorrectionDialog) -> None:
        effect = {d.ui.effectTable.item(r, 0).text(): d.ui.effectTable.item(r, 2).text() for r in range(10)}
        assert effect[organiser.workspace.snapshot.names()[table[2]]] == "0.00"
        _ok(qtbot, d)
        assert d.ui.errorLabel.text() == "A void needs its reason."
        _type(qtbot, d.ui.reasonEdit, "стол сыгран не по правилам")
        _type(qtbot, d.ui.judgeEdit, "Игорь Судьин")
        _ok(qtbot, d)

    _on_exec(monkeypatch, CorrectionDialog, void)
    tab.select(Q1)
    assert tab.void_selected()
    assert _status(tab, Q1) == "void"
    stored = store.load_tournament(tid)
    assert [c.action for c in stored.corrections] == ["replace", "void"] and stored.scored_games == ()
    assert stored.corrections[1].at[:4].isdigit() and len(stored.corrections[1].at) == 19
    assert all(v == "0.00" for v in _standings_match(organiser, tid).values())
    tab.select(Q1)
    history = tab.detail.toPlainText()
    assert "1. original result:" in history
    assert "2. replaced by Анна Судьина" in history and "протест удовлетворён" in history
    assert "3. voided by Игорь Судьин" in history and "стол сыгран не по правилам" in history
    assert not tab.void_button.isEnabled() and tab.correct_button.isEnabled()


# --- absences and adjustments ---


def test_absences_and_adjustments_count_as_the_scoring_engine_says(
    qtbot: Any, organiser: TournamentWindow, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = {**north_cup(), "ruleset": "german-open-2016"}
    tid, tab = _open(organiser, data)
    answers: list[dict[str, Any]] = [
        {"player": "Эльф", "round": "3", "kind": "missed"},
        {"player": "Ёжик", "round": "3", "kind": "excused"},
        {"player": "Ёжик", "round": "4", "kind": "excused"},
    ]
    errors: list[str] = []

    def absence(d: AbsenceDialog) -> None:
        answer = answers.pop(0)
        d.ui.playerBox.setCurrentIndex(d.ui.playerBox.findText(answer["player"]))
        _type(qtbot, d.ui.roundBox, answer["round"])
        d.ui.kindBox.setCurrentIndex(d.ui.kindBox.findData(answer["kind"]))
        if answer["kind"] == "missed":
            assert "-2 points" in d.ui.kindHelp.text()
        else:
            assert "a limit of 1 per player" in d.ui.kindHelp.text()
        _ok(qtbot, d)
        errors.append(d.ui.errorLabel.text())
        if d.result() != QDialog.DialogCode.Accepted:
            d.reject()

    _on_exec(monkeypatch, AbsenceDialog, absence)
    assert tab.add_absence() and tab.add_absence()
    assert not tab.add_absence()
    assert "excused 2 times; german-open-2016 allows 1" in errors[2]
    stored = store.load_tournament(tid)
    assert [(a.player, a.round, a.kind) for a in stored.absences] == [
        ("p20", 3, "missed"),
        ("p11", 3, "excused"),
    ]

    def adjustment(d: AbsenceDialog) -> None:
        assert d.ui.pages.currentWidget() is d.ui.adjustmentPage
        d.ui.playerBox.setCurrentIndex(d.ui.playerBox.findData("p05"))
        _type(qtbot, d.ui.pointsBox, "-0.75")
        _ok(qtbot, d)
        assert d.ui.errorLabel.text() == "Points outside a game need their reason."
        _type(qtbot, d.ui.reasonEdit, "опоздание на 20 минут")
        _ok(qtbot, d)

    _on_exec(monkeypatch, AbsenceDialog, adjustment)
    assert tab.add_adjustment()
    assert [(a.player, a.points, a.reason) for a in store.load_tournament(tid).adjustments] == [
        ("p05", -0.75, "опоздание на 20 минут")
    ]
    shown = _standings_match(organiser, tid)
    assert (shown["p20"], shown["p11"], shown["p05"]) == ("-2.00", "0.00", "-0.75")
    listed = [(tab.others.rows[i].kind, tab.others.rows[i].player) for i in range(len(tab.others.rows))]
    assert listed == [("absence", "Эльф"), ("absence", "Ёжик"), ("adjustment", "Nadin")]


# --- merging another laptop's file ---


def _write(tmp_path: Path, name: str, document: dict[str, Any]) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_a_merge_previews_new_same_and_conflicting_then_merges_a_clean_file_at_once(
    qtbot: Any,
    organiser: TournamentWindow,
    store: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    dialogs: list[tuple[str, str]],
) -> None:
    data = north_cup()
    tid, tab = _open(organiser, {**data, "games": [game_entry(data, 1, 1), game_entry(data, 2, 1)]})
    before = store.export_tournament(tid)
    same, new = game_entry(data, 1, 1), game_entry(data, 1, 2)
    other = game_entry(data, 2, 1, winner="black", shot_night1=None)
    conflicting = _write(tmp_path, "table-2.json", {**data, "games": [same, new, other]})

    def look(d: MergeDialog) -> None:
        statuses = {(i.category, i.key): i.status for i in d.preview.items if i.category == "games"}
        assert statuses == {
            ("games", "game (qualifying, 1, 1)"): "same",
            ("games", "game (qualifying, 1, 2)"): "new",
            ("games", "game (qualifying, 2, 1)"): "conflict",
        }
        assert not d.merge_button.isEnabled()
        assert "Resolve each conflict on the other laptop" in d.ui.problemsLabel.text()
        d.ui.itemsView.selectRow(0)  # conflicts sort first
        assert "Red (civilians)" in d.ui.storedText.toPlainText()
        assert "Black (mafia)" in d.ui.fileText.toPlainText()
        assert "Shot on night 1: miss" in d.ui.fileText.toPlainText()
        d.reject()

    _on_exec(monkeypatch, MergeDialog, look)
    assert not tab.merge_file(conflicting)
    assert store.export_tournament(tid) == before

    clean = _write(tmp_path, "table-2-fixed.json", {**data, "games": [same, new]})

    def merge(d: MergeDialog) -> None:
        assert d.merge_button.isEnabled() and d.ui.problemsLabel.text() == ""
        assert "New: games 1." in d.ui.summaryLabel.text()
        qtbot.mouseClick(d.merge_button, Qt.MouseButton.LeftButton)

    _on_exec(monkeypatch, MergeDialog, merge)
    organiser.merge_file(clean)  # File → Merge and a dropped file land here
    assert [(g.round, g.table) for g in store.load_tournament(tid).games] == [(1, 1), (2, 1), (1, 2)]
    assert _status(tab, ("qualifying", 1, 2)) == "entered"
    _standings_match(organiser, tid)


def test_a_file_of_another_tournament_needs_the_organisers_word(
    qtbot: Any, organiser: TournamentWindow, store: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    data = north_cup()
    tid, tab = _open(organiser, data)
    path = _write(tmp_path, "other.json", {**data, "name": "Кубок Юга", "games": [game_entry(data, 1, 1)]})

    def confirm(d: MergeDialog) -> None:
        assert d.ui.otherNameBox.isVisibleTo(d) and "Кубок Юга" in d.ui.otherNameBox.text()
        assert not d.merge_button.isEnabled()
        d.ui.otherNameBox.setChecked(True)
        assert d.merge_button.isEnabled()
        qtbot.mouseClick(d.merge_button, Qt.MouseButton.LeftButton)

    _on_exec(monkeypatch, MergeDialog, confirm)
    assert tab.merge_file(path)
    assert len(store.load_tournament(tid).games) == 1
    assert [t.name for t in store.list_tournaments()] == ["Кубок Севера 2026"]  # no second tournament


def test_a_bad_file_says_one_line_and_changes_nothing(
    qtbot: Any, organiser: TournamentWindow, store: Any, tmp_path: Path, dialogs: list[tuple[str, str]]
) -> None:
    data = north_cup()
    tid, tab = _open(organiser, data)
    before = store.export_tournament(tid)
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    bad_game = _write(tmp_path, "bad.json", {**data, "games": [game_entry(data, 1, 1, winner="green")]})
    assert not tab.merge_file(str(broken))
    assert not tab.merge_file(bad_game)
    assert [kind for kind, _ in dialogs] == ["warning", "warning"]
    assert all("\n" not in text and "Traceback" not in text for _, text in dialogs)
    assert "game (qualifying, 1, 1)" in dialogs[1][1]
    assert store.export_tournament(tid) == before


def test_the_filters_and_the_search_narrow_the_list(qtbot: Any, organiser: TournamentWindow) -> None:
    data = north_cup()
    _, tab = _open(organiser, {**data, "games": [game_entry(data, 1, 1)]})
    assert tab.proxy.rowCount() == 4  # two drawn rounds of two tables
    tab.round_box.setCurrentIndex(tab.round_box.findData(2))
    assert {r.round for r in tab.model.rows} == {2}
    tab.round_box.setCurrentIndex(0)
    type_text(tab.search, "эльф")  # Cyrillic, any case
    shown = [
        tab.proxy.data(tab.proxy.index(i, 0), Qt.ItemDataRole.UserRole + 2).slot
        for i in range(tab.proxy.rowCount())
    ]
    assert shown == [("qualifying", 1, 2), ("qualifying", 2, 2)]
    organiser.workspace.reload()  # a stored change elsewhere keeps the organiser's search and filters
    assert tab.proxy.rowCount() == 2 and tab.search.text() == "эльф"


def _laptop_closed_the_semifinal(
    organiser: TournamentWindow, tmp_path: Path, more: Callable[[Any, int, list[str]], None] | None = None
) -> tuple[int, str, list[str]]:
    """German Open stored here, and a table laptop's file of it with the semifinal closed (and `more`)."""
    from advance_builders import THROUGH_BEFORE_LOT, TIED, german_open

    through = [*THROUGH_BEFORE_LOT, "p16"]
    lots = [{"players": list(TIED), "order": ["p16", "p15"], "drawn": [3, 7]}]
    tid = organiser.store.import_tournament(german_open())
    with open_store(f"sqlite:///{tmp_path / 'laptop.sqlite3'}", backups=False) as laptop:
        lid = laptop.import_tournament(german_open())
        laptop.record_stage_closing(lid, "semifinal", through, lots, "judge")
        if more is not None:
            more(laptop, lid, through)
        path = _write(tmp_path, "laptop.json", laptop.export_tournament(lid))
    organiser.open_tournament(tid)
    return tid, path, through


def test_a_table_laptops_file_with_the_stage_closing_merges_after_a_preview_in_words(
    qtbot: Any,
    organiser: TournamentWindow,
    store: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    dialogs: list[tuple[str, str]],
) -> None:
    """The judge closed the semifinal on the table laptop, whose file now carries `closings`: the preview
    listed the categories in a fixed order that had no "closings", and the dialog crashed before it showed."""
    tid, path, _ = _laptop_closed_the_semifinal(organiser, tmp_path)

    def merge(d: MergeDialog) -> None:
        assert [(i.category, i.status) for i in d.preview.items if i.status == "new"] == [("closings", "new")]
        assert "New: stage closings 1." in d.ui.summaryLabel.text()
        qtbot.mouseClick(d.merge_button, Qt.MouseButton.LeftButton)

    shown = _on_exec(monkeypatch, MergeDialog, merge)
    organiser.merge_file(path)
    assert len(shown) == 1
    assert [c.stage for c in store.stage_closings(tid)] == ["semifinal"]


def _choose_entry(tab: GamesTab, kind: str) -> None:
    (row,) = [i for i, r in enumerate(tab.others.rows) if r.kind == kind]
    tab.other_view.selectRow(row)
    assert tab.delete_other_button.isEnabled() and tab.edit_other_button.isEnabled()


def test_an_adjustment_deleted_and_an_absence_changed_through_the_tab_and_the_standings_follow(
    qtbot: Any, organiser: TournamentWindow, store: Any, fake_dialogs: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = {
        **north_cup(),
        "ruleset": "german-open-2016",
        "judges": ["Анна Судейская"],
        "absences": [{"player": "p20", "stage": "qualifying", "round": 3, "kind": "missed"}],
        "adjustments": [{"player": "p05", "points": -0.75, "reason": "опоздание"}],
    }
    tid, tab = _open(organiser, data)
    assert _standings_match(organiser, tid)["p05"] == "-0.75"
    assert not tab.delete_other_button.isEnabled()

    _choose_entry(tab, "adjustment")
    fake_dialogs.texts.extend(["введено дважды", None])  # the judge's name: Cancel
    assert not tab.delete_selected_entry()
    assert len(store.load_tournament(tid).adjustments) == 1

    _choose_entry(tab, "adjustment")
    asked: list[str] = []

    def judge(shown: Any) -> str:
        asked.append(shown.text)
        return "Анна Судейская"

    fake_dialogs.texts.extend(["введено дважды", judge])
    qtbot.mouseClick(tab.delete_other_button, Qt.MouseButton.LeftButton)
    assert asked == ["Judge's name:"]
    assert store.load_tournament(tid).adjustments == ()
    assert _standings_match(organiser, tid)["p05"] == "0.00"
    assert [r.kind for r in tab.others.rows] == ["absence"]
    (history,) = store.amendments(tid)
    assert history["was"] == data["adjustments"][0]
    assert (history["by"], history["reason"]) == ("Анна Судейская", "введено дважды")

    def excused(d: AbsenceDialog) -> None:
        assert d.ui.kindBox.currentData() == "missed" and d.ui.roundBox.value() == 3
        d.ui.kindBox.setCurrentIndex(d.ui.kindBox.findData("excused"))
        _ok(qtbot, d)

    _on_exec(monkeypatch, AbsenceDialog, excused)
    _choose_entry(tab, "absence")
    fake_dialogs.texts.extend(["предупредил заранее", "Анна Судейская"])
    assert tab.edit_selected_entry()
    assert [a.kind for a in store.load_tournament(tid).absences] == ["excused"]
    assert _standings_match(organiser, tid)["p20"] == "0.00"
    assert [h["action"] for h in store.amendments(tid)] == ["delete", "edit"]


def test_the_merge_preview_says_every_item_in_words_without_json_or_ids(
    organiser: TournamentWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from advance_builders import german_open

    def more(laptop: Any, lid: int, through: list[str]) -> None:
        laptop.add_to_tournament(
            lid,
            players=[{"id": "p99", "name": "Новичок", "club": "Клуб"}],
            absences=[{"player": "p05", "stage": "semifinal", "round": 1, "kind": "excused"}],
            adjustments=[{"player": "p05", "points": -0.5, "reason": "опоздание"}],
            draws=[{"stage": "semifinal", "round": 1, "tables": [through[:10], through[10:20]]}],
        )

    _, path, _ = _laptop_closed_the_semifinal(organiser, tmp_path, more)
    ids = {p["id"] for p in german_open()["players"]} | {"p99"}
    texts: list[str] = []

    def look(d: MergeDialog) -> None:
        categories = {i.category for i in d.preview.items if i.status == "new"}
        assert categories == {"players", "closings", "absences", "adjustments", "draws"}
        for row in range(d.proxy.rowCount()):
            for column in range(d.proxy.columnCount()):
                texts.append(str(d.proxy.data(d.proxy.index(row, column)) or ""))
            d.ui.itemsView.selectRow(row)
            texts.extend([d.ui.storedText.toPlainText(), d.ui.fileText.toPlainText()])
        d.reject()

    _on_exec(monkeypatch, MergeDialog, look)
    assert not organiser.merge_file(path)
    shown = "\n".join(texts)
    assert "{" not in shown and "[" not in shown
    assert not [word for word in re.findall(r"\w+", shown) if word in ids]
    assert "Новичок, Клуб" in shown
    assert "points outside a game, опоздание" in shown
    assert "excused in" in shown and "players enter" in shown and "tables drawn" in shown
