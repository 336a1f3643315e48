"""Protests through the organiser's window, in Russian at 1366x768, as a head judge runs them on the day:
filed from the round board, counted there, listed in the inbox, upheld with the correction form filled from
the ruling, named in the standings' breakdown, printed on the game's protocol, then revised. Every assertion
reads the store or what the window shows."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from games_tab_kit import drawn_table, game_entry, north_cup
from gui_driver import type_text
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from mafia_desk.gui.protocol_view import ProtocolView
from mafia_desk.gui.tournament.breakdown_dialog import BreakdownDialog
from mafia_desk.gui.tournament.correction_dialog import CorrectionDialog
from mafia_desk.gui.tournament.games_tab import GamesTab
from mafia_desk.gui.tournament.protest_dialogs import NOTHING, REPLACE, FileProtestDialog, RulingDialog
from mafia_desk.gui.tournament.protests_tab import ProtestsTab
from mafia_desk.gui.tournament.quick_result_dialog import QuickResultDialog
from mafia_desk.gui.tournament.rounds_tab import RoundsTab
from mafia_desk.gui.tournament.standings_tab import StandingsTab
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.reports.protocol_pdf import write_protocol_pdf
from mafia_desk.scoring.standings import compute_standings

LAPTOP = (1366, 768)
LEFT = Qt.MouseButton.LeftButton
SHOTS = Path("/tmp/mafia-desk-protest-shots")  # looked at by eye; not part of the assertions
TEXT = "Голосование объявлено до окончания последней речи"
REASON = "Видеозапись: речь игрока 4 прервана"


def _on_exec(monkeypatch: pytest.MonkeyPatch, cls: type[QDialog], fill: Callable[[Any], None]) -> list[Any]:
    shown: list[Any] = []

    def run(dialog: Any) -> int:
        shown.append(dialog)
        fill(dialog)
        return int(dialog.result())

    monkeypatch.setattr(cls, "exec", run)
    return shown


def _ok(qtbot: Any, box: QDialogButtonBox) -> None:
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), LEFT)


def _buttons(dialog: QWidget) -> QDialogButtonBox:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    return box


def _on_screen(window: QWidget, *widgets: QWidget) -> None:
    for w in widgets:
        assert w.isVisible(), w
        where = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
        assert window.rect().contains(where), (w, where)


def test_file_rule_correct_and_print_a_protest(
    qtbot: Any,
    store: Any,
    russian: None,
    fake_dialogs: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    data = north_cup()
    data["games"] = [game_entry(data, 1, 1), game_entry(data, 1, 2)]
    tid = store.import_tournament(data)
    table = drawn_table(data, 1, 1)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    window.open_tournament(tid)
    assert (window.width(), window.height()) == LAPTOP

    # 1. The round board: table 1's player in seat 4 protests; the time is the store's.
    rounds = window.tabs["rounds"]
    assert isinstance(rounds, RoundsTab)
    window.ui.tabs.setCurrentWidget(rounds)
    rounds.select_round("qualifying", 1)
    board = rounds.board
    assert [r.protests_text for r in board.model.rows] == ["", ""]
    assert not board.protest_button.isEnabled()
    board.view.selectRow(0)
    assert board.selected_table() is not None and board.selected_table().table == 1  # type: ignore[union-attr]
    _on_screen(window, board.protest_button)

    def file(d: FileProtestDialog) -> None:
        assert d.game_box.currentData() == ("qualifying", 1, 1)
        assert d.filer_box.count() == 10  # the table's players, by seat
        _ok(qtbot, _buttons(d))
        assert d.error_label.text() == QCoreApplication.translate(
            "FileProtestDialog", "A protest needs its text: what is protested."
        )
        assert d.choose_filer(table[3])
        type_text(d.text_edit, TEXT)
        _ok(qtbot, _buttons(d))

    _on_exec(monkeypatch, FileProtestDialog, file)
    qtbot.mouseClick(board.protest_button, LEFT)
    (protest,) = store.load_tournament(tid).protests
    assert (protest.id, protest.slot, protest.by, protest.text, protest.status) == (
        "pr1",
        ("qualifying", 1, 1),
        table[3],
        TEXT,
        "open",
    )
    one_open = QCoreApplication.translate("RoundBoard", "{0} ({1} open)").format(1, 1)
    assert [r.protests_text for r in board.model.rows] == [one_open, ""]
    assert (
        QCoreApplication.translate(
            "RoundBoard", "Protests in this round: {0}, waiting for a ruling: {1}."
        ).format(1, 1)
        in board.notes.text()
    )

    # 2. The inbox: the open protest first; upheld, the correction form opens filled from the ruling.
    tab = window.tabs["protests"]
    assert isinstance(tab, ProtestsTab)
    window.ui.tabs.setCurrentWidget(tab)
    assert [r.protest.id for r in tab.model.rows] == ["pr1"]
    tab.show_state("rejected")
    assert tab.model.rows == []
    tab.show_state("open")
    assert tab.select("pr1")
    _on_screen(window, tab.file_button, tab.rule_button, tab.protocol_button, tab.state_box, tab.view)
    names = window.workspace.snapshot.names()  # type: ignore[union-attr]
    assert names[table[3]] in tab.detail.toPlainText() and TEXT in tab.detail.toPlainText()
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / "protests-ru.png"))

    def rule(d: RulingDialog) -> None:
        d.decide(upheld=True, reason="", judge="Главный судья", change=REPLACE)
        _ok(qtbot, _buttons(d))
        assert d.error_label.text() == QCoreApplication.translate(
            "RulingDialog", "A ruling needs its reason."
        )
        d.decide(upheld=True, reason=REASON, change=REPLACE)
        d.grab().save(str(SHOTS / "ruling-ru.png"))
        _ok(qtbot, _buttons(d))

    def correct(d: QuickResultDialog) -> None:
        assert d.correcting and d.ruling is not None
        assert d.ui.whyEdit.text() == QCoreApplication.translate(
            "PendingRuling", "protest {0} upheld: {1}"
        ).format("pr1", REASON)
        assert d.ui.judgeEdit.text() == "Главный судья"
        d.ui.winnerBox.setCurrentIndex(d.ui.winnerBox.findData("black"))
        _ok(qtbot, d.ui.buttonBox)

    _on_exec(monkeypatch, RulingDialog, rule)
    shown = _on_exec(monkeypatch, QuickResultDialog, correct)
    assert tab.rule_selected()
    assert len(shown) == 1
    t = store.load_tournament(tid)
    (protest,) = t.protests
    assert protest.status == "upheld" and protest.ruling is not None and protest.ruling.reason == REASON
    (correction,) = t.corrections
    assert (correction.action, correction.by, correction.extra["protest"]) == (
        "replace",
        "Главный судья",
        "pr1",
    )
    assert t.scored_games[0].winner == "black"
    window.ui.tabs.setCurrentWidget(rounds)  # a hidden tab redraws when shown
    assert [r.state for r in board.model.rows] == ["corrected", "finished"]
    assert [r.protests_text for r in board.model.rows] == ["1", ""]
    window.ui.tabs.setCurrentWidget(tab)
    tab.show_state("all")
    assert tab.select("pr1")
    detail = tab.detail.toPlainText()
    assert (
        REASON in detail
        and QCoreApplication.translate("ProtestsTab", "Carried out by the correction:") in detail
    )

    # 3. The standings' breakdown names the protest behind the correction.
    standings = window.tabs["standings"]
    assert isinstance(standings, StandingsTab)
    window.ui.tabs.setCurrentWidget(standings)
    expected = compute_standings(t)
    red = table[0]  # a red civilian: won before the protest, lost after it
    assert expected.row(red).total == 0
    dialog = standings.open_breakdown(red, show=False)
    assert isinstance(dialog, BreakdownDialog)
    texts = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    named = [text for text in texts if names[table[3]] in text]  # the line naming who protested
    assert len(named) == 1 and "pr1" in named[0] and REASON in named[0] and TEXT in named[0], texts
    dialog.close()

    # 4. The game's protocol prints the protest and its ruling; rendered to PDF and to a page image.
    window.ui.tabs.setCurrentWidget(tab)
    assert tab.select("pr1")
    view = tab.show_protocol()
    assert isinstance(view, ProtocolView)
    assert (
        TEXT in view.sheet.protest and REASON in view.sheet.protest and "Главный судья" in view.sheet.protest
    )
    assert view.sheet.winner == "black"  # the game as the upheld protest left it
    view.close()
    pdf = write_protocol_pdf(view.sheet, tmp_path / "протокол.pdf")
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    flat = " ".join(text.split())
    assert "pr1" in flat and "Главный судья" in flat and "прервана" in flat
    subprocess.run(["pdftoppm", "-png", "-r", "60", str(pdf), str(SHOTS / "protocol")], check=True)
    (SHOTS / "protocol.pdf").write_bytes(pdf.read_bytes())

    # 5. Revised: rejected after all; the first ruling stays on record.
    def revise(d: RulingDialog) -> None:
        d.decide(upheld=False, reason="Повторный просмотр: речь окончена", change=NOTHING)
        assert not d.change_box.isEnabled()
        _ok(qtbot, _buttons(d))

    _on_exec(monkeypatch, RulingDialog, revise)
    assert tab.rule_selected()
    question = QCoreApplication.translate("ProtestsTab", "Revise the ruling")
    assert [s.title for s in fake_dialogs.shown if s.kind == "question"] == [question]
    (protest,) = store.load_tournament(tid).protests
    assert [r.decision for r in protest.rulings] == ["upheld", "rejected"]
    assert protest.status == "rejected"
    exported = store.export_tournament(tid)
    assert [r["decision"] for r in exported["protests"][0]["rulings"]] == ["upheld", "rejected"]
    json.dumps(exported, ensure_ascii=False)


def test_an_upheld_protest_may_void_the_game(
    qtbot: Any, store: Any, dialogs: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = north_cup()
    data["games"] = [game_entry(data, 1, 1)]
    tid = store.import_tournament(data)
    table = drawn_table(data, 1, 1)
    pid = store.file_protest(tid, "qualifying", 1, 1, by=table[0], text="судья пропустил фол")
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.open_tournament(tid)
    tab = window.tabs["protests"]
    assert isinstance(tab, ProtestsTab)
    window.ui.tabs.setCurrentWidget(tab)
    assert tab.select(pid)

    def rule(d: RulingDialog) -> None:
        d.decide(upheld=True, reason="игра сорвана", judge="ГС", change="void")
        _ok(qtbot, _buttons(d))

    def cancel_then(d: CorrectionDialog) -> None:
        assert d.ui.reasonEdit.text().startswith("protest pr1 upheld") and d.ui.judgeEdit.text() == "ГС"

    _on_exec(monkeypatch, RulingDialog, rule)
    _on_exec(monkeypatch, CorrectionDialog, cancel_then)
    # The void form cancelled: nothing is stored, neither the ruling nor a correction.
    assert not tab.rule_selected()
    t = store.load_tournament(tid)
    assert t.protests[0].rulings == () and t.corrections == ()
    _on_exec(monkeypatch, CorrectionDialog, lambda d: _ok(qtbot, d.ui.buttonBox))
    assert tab.rule_selected()
    t = store.load_tournament(tid)
    assert t.protests[0].status == "upheld" and [c.action for c in t.corrections] == ["void"]
    assert t.scored_games == ()


def test_a_captain_files_from_the_games_tab_and_the_game_lists_it(
    qtbot: Any, store: Any, dialogs: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = north_cup()
    data["games"] = [game_entry(data, 1, 1)]
    table = drawn_table(data, 1, 1)
    outsiders = [p["id"] for p in data["players"] if p["id"] not in table]
    captain, member, loner, other_captain = outsiders[:4]
    data["teams"] = {
        "size": 3,
        "list": [
            {"id": "t1", "name": "Полночь", "captain": captain, "players": [member, captain]},
            {"id": "t2", "name": "Без капитана", "players": [loner]},
            {"id": "t3", "name": "Коза Ностра", "captain": other_captain, "players": [other_captain]},
        ],
    }
    tid = store.import_tournament(data)
    names = {p["id"]: p["name"] for p in data["players"]}
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.open_tournament(tid)
    games = window.tabs["games"]
    assert isinstance(games, GamesTab)
    window.ui.tabs.setCurrentWidget(games)
    assert not games.protest_button.isEnabled()
    assert games.select(("qualifying", 1, 1))
    assert games.protest_button.isEnabled()

    def file(d: FileProtestDialog) -> None:
        assert d.captain_box.isEnabled() and not d.captain_note.isVisibleTo(d)
        assert not d.choose_filer(captain)  # not a player of this game...
        d.captain_box.setChecked(True)
        # ...but the teams' captains are offered, by team, and only they (no member, no captainless team)
        offered = [d.filer_box.itemText(i) for i in range(d.filer_box.count())]
        assert offered == [f"Полночь — {names[captain]}", f"Коза Ностра — {names[other_captain]}"]
        assert not d.choose_filer(member) and not d.choose_filer(loner) and not d.choose_filer(table[0])
        assert d.choose_filer(captain)
        type_text(d.text_edit, "замена игрока без разрешения судьи")
        _ok(qtbot, _buttons(d))

    _on_exec(monkeypatch, FileProtestDialog, file)
    qtbot.mouseClick(games.protest_button, LEFT)
    (protest,) = store.load_tournament(tid).protests
    assert (protest.by, protest.filed_as) == (captain, "captain")
    assert games.select(("qualifying", 1, 1))
    detail = games.detail.toPlainText()
    assert "pr1" in detail and "замена игрока без разрешения судьи" in detail


def test_without_teams_or_captains_the_dialog_says_why_no_captain_files(
    qtbot: Any, store: Any, dialogs: Any
) -> None:
    from mafia_desk.gui.tournament.workspace import TournamentWorkspace

    data = north_cup()
    data["games"] = [game_entry(data, 1, 1)]
    table = drawn_table(data, 1, 1)
    outsider = next(p["id"] for p in data["players"] if p["id"] not in table)
    no_teams = TournamentWorkspace(store, store.import_tournament(data))
    d = FileProtestDialog(no_teams, slot=("qualifying", 1, 1))
    qtbot.addWidget(d)
    assert not d.captain_box.isEnabled()
    assert d.captain_note.isVisibleTo(d) and "No teams" in d.captain_note.text()
    assert d.filer_box.count() == 10 and not d.choose_filer(outsider)

    data["name"] = "Северный кубок, команды"
    data["teams"] = {"size": 2, "list": [{"id": "t1", "name": "Полночь", "players": [outsider]}]}
    captainless = TournamentWorkspace(store, store.import_tournament(data))
    d = FileProtestDialog(captainless, slot=("qualifying", 1, 1))
    qtbot.addWidget(d)
    assert not d.captain_box.isEnabled()
    assert d.captain_note.isVisibleTo(d) and "No team has a captain" in d.captain_note.text()


def test_a_game_played_here_prints_its_own_protocol_with_the_ruling(
    qtbot: Any, store: Any, dialogs: Any
) -> None:
    from organiser_kit import live_game, new_tournament, save_draw

    from mafia_desk.game.model import Team
    from mafia_desk.gui.tournament.game_protocol import game_protocol_sheet
    from mafia_desk.gui.tournament.workspace import TournamentWorkspace

    tid = new_tournament(store, "fiim", 10)
    tables = save_draw(store, tid, "qualifying", 1, 3)
    live_game(store, tid, "qualifying", 1, 1, winner=Team.RED)
    pid = store.file_protest(tid, "qualifying", 1, 1, by=tables[0][4], text="подсказка из зала")
    store.rule_protest(tid, pid, "rejected", reason="подсказка не повлияла", by="ГС")
    parent = QWidget()
    qtbot.addWidget(parent)
    workspace = TournamentWorkspace(store, tid, parent)
    sheet = game_protocol_sheet(workspace, ("qualifying", 1, 1))
    assert sheet is not None
    assert sheet.tournament == "t"  # the host's log: its meta, its clock
    assert sheet.started and sheet.ended and sheet.winner == "red"
    assert "подсказка из зала" in sheet.protest and "подсказка не повлияла" in sheet.protest
    assert game_protocol_sheet(workspace, ("qualifying", 1, 2)) is None  # no result stored there


def test_a_protest_on_a_closed_stage_is_ruled_as_a_correction_there_is(
    qtbot: Any, store: Any, dialogs: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """German Open's qualifying closed into the semifinal: the ruling dialog says the entry list stays, and
    the upheld protest's void changes the qualifying standings but not the frozen list."""
    from advance_builders import german_open

    from mafia_desk.gui.tournament.workspace import TournamentWorkspace

    tid = store.create_tournament(german_open("German Mafia Open 2016"))
    parent = QWidget()
    qtbot.addWidget(parent)
    workspace = TournamentWorkspace(store, tid, parent)
    through = [r.player for r in workspace.standings().rows[:19]] + ["p16"]
    lots = [{"players": ["p15", "p16"], "order": ["p16", "p15"], "drawn": [1, 2]}]
    store.record_stage_closing(tid, "semifinal", through, lots, "Анна")
    game = store.load_tournament(tid).games[0]
    pid = store.file_protest(tid, game.stage, game.round, game.table, by=game.players[0], text="сорван стол")
    workspace.reload()
    protest = workspace.tournament.protest(pid)
    assert protest is not None
    dialog = RulingDialog(workspace, protest, parent)
    assert dialog.closed_note.isVisibleTo(dialog) and "Анна" in dialog.closed_note.text()

    def confirm_void(d: CorrectionDialog) -> None:
        _ok(qtbot, d.ui.buttonBox)

    _on_exec(monkeypatch, CorrectionDialog, confirm_void)
    dialog.decide(upheld=True, reason="стол переигрывается", judge="Анна", change="void")
    _ok(qtbot, _buttons(dialog))
    assert dialog.stored
    t = store.load_tournament(tid)
    assert [c.action for c in t.corrections] == ["void"] and t.protests[0].status == "upheld"
    closing = t.closing("semifinal")
    assert closing is not None and list(closing.through) == through  # the announced list stays
