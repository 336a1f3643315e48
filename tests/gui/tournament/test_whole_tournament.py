"""A whole white-nights-2016 qualifying run through the organiser's window and the host's screen alone.

From the template to the last result of round 6: 40 players imported from a Cyrillic CSV, three balanced
rounds and three Swiss rounds drawn and saved on the Rounds tab, every game entered on the Games tab's quick
form except one played live at the host's screen (main window, "Game from a tournament draw"), one merged
from another laptop's file and one corrected; after every game the Standings tab equals the scoring
engine on what the store holds, and each Swiss round follows the bands of the standings before it.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from gui_driver import Host
from organiser_kit import FIRST, LAST
from players_driver import answer, register_all
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QDialog
from round_kit import assert_swiss_bands

from mafia_desk.cli import main as cli_main
from mafia_desk.game.events import JudgeAward
from mafia_desk.game.model import Team
from mafia_desk.gui.common.rows_model import ROW_ROLE
from mafia_desk.gui.end_game_dialog import EndGameDialog
from mafia_desk.gui.new_game_dialog import NewGameDialog
from mafia_desk.gui.tournament.games_tab import GamesTab, game_rows
from mafia_desk.gui.tournament.merge_dialog import MergeDialog
from mafia_desk.gui.tournament.new_tournament_dialog import NewTournamentDialog
from mafia_desk.gui.tournament.player_import_dialog import PlayerImportDialog
from mafia_desk.gui.tournament.players_tab import PlayersTab
from mafia_desk.gui.tournament.quick_result_dialog import QuickResultDialog
from mafia_desk.gui.tournament.rounds_tab import RoundsTab
from mafia_desk.gui.tournament.standings_tab import StandingsTab
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament.numbers import format_points

LEFT = Qt.MouseButton.LeftButton
CLUBS = ["Полночь", "Cosa Nostra", "Красная площадь", "Белые ночи", "Ёлки"]


def _csv(tmp_path: Path) -> Path:
    rows = ["ФИО;Клуб;Город"]
    for n in range(40):
        rows.append(f"{LAST[n // 10 % 6]}а {FIRST[n % 10]};{CLUBS[n % 5]};Санкт-Петербург")
    path = tmp_path / "регистрация.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8-sig")
    return path


def _spin(widget: Any, value: int) -> None:
    assert isinstance(widget, QAbstractSpinBox)
    widget.setValue(value)  # type: ignore[attr-defined]


def _standings_equal_the_cli(window: TournamentWindow, tid: int, tmp_path: Path, capsys: Any) -> None:
    """The Standings tab, row by row, against `mafia-desk standings --format json` of the exported file."""
    tab = window.tabs["standings"]
    assert isinstance(tab, StandingsTab)
    proxy = tab.proxy
    shown = []
    for row in range(proxy.rowCount()):
        r = proxy.data(proxy.index(row, 0), ROW_ROLE).row
        shown.append((r.place, r.player, proxy.index(row, 4).data()))
    path = tmp_path / "exported.json"
    path.write_text(json.dumps(window.store.export_tournament(tid), ensure_ascii=False), encoding="utf-8")
    capsys.readouterr()
    assert cli_main(["standings", str(path), "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)["standings"]
    assert shown == [(r["place"], r["player"], format_points(Fraction(str(r["total"])))) for r in rows]


def _quick_form(
    qtbot: Any,
    monkeypatch: pytest.MonkeyPatch,
    games: GamesTab,
    slot: tuple[str, int, int],
    rng: random.Random,
) -> None:
    seats = rng.sample(range(1, 11), 4)
    winner = rng.choice(["red", "black"])

    def fill(d: QuickResultDialog) -> int:
        assert d.slot() == slot
        for box, value in zip(
            (d.ui.donBox, d.ui.mafia1Box, d.ui.mafia2Box, d.ui.sheriffBox),
            (seats[0], *sorted(seats[1:3]), seats[3]),
            strict=True,
        ):
            _spin(box, value)
        d.ui.winnerBox.setCurrentIndex(d.ui.winnerBox.findData(winner))
        qtbot.mouseClick(d.ui.buttonBox.button(d.ui.buttonBox.StandardButton.Ok), LEFT)
        assert d.ui.errorLabel.text() == ""
        return int(d.result())

    monkeypatch.setattr(QuickResultDialog, "exec", fill)
    games.window().ui.tabs.setCurrentWidget(games)  # the organiser clicks the Games tab
    assert games.select(slot)
    assert games.enter_result()


def _live_at_the_host_screen(qtbot: Any, main: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The host opens "Game from a tournament draw", plays to the judge's award and stores the result."""

    def accept_first_table(dialog: NewGameDialog) -> int:
        assert dialog.draw() is not None
        qtbot.mouseClick(dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok), LEFT)
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", accept_first_table)
    assert main.new_game(from_draw=True) is not None
    main.activateWindow()  # the organiser's window had the focus: the host's keys go to his screen
    qtbot.waitUntil(main.isActiveWindow)
    host = Host(qtbot, main)
    host.seats(1, 2, 3, 4)
    reason = main.session.game.ruleset.judge_award_reasons[0]
    assert main.session.apply(JudgeAward(Team.RED, reason)), main.session.last_message

    def accept(dialog: EndGameDialog) -> int:
        dialog._accept()
        return int(dialog.result())

    monkeypatch.setattr(EndGameDialog, "exec", accept)
    monkeypatch.setattr(QDialog, "open", lambda self: None)  # the protocol view that follows
    main.finish_game()
    assert main.session.result_stored


def test_white_nights_qualifying_from_the_template_to_the_last_result(
    qtbot: Any,
    store: Any,
    window: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[tuple[str, str]],
    capsys: Any,
) -> None:
    organiser = window.show_tournaments()
    assert isinstance(organiser, TournamentWindow)
    qtbot.addWidget(organiser)

    def create(d: NewTournamentDialog) -> int:
        d.ui.templateBox.setCurrentIndex([t.id for t in d.templates].index("white-nights-2016"))
        d.ui.nameEdit.setText("Кубок Белых ночей")
        d.ui.venueEdit.setText("Санкт-Петербург")
        d.ui.judgesEdit.setText("Ёлкин")
        d.create_tournament()
        return int(d.result())

    monkeypatch.setattr(NewTournamentDialog, "exec", create)
    organiser.ui.actionNew.trigger()
    assert organiser.workspace is not None
    tid = organiser.workspace.tournament_id
    players, rounds, games = (organiser.tabs[k] for k in ("players", "rounds", "games"))
    assert isinstance(players, PlayersTab) and isinstance(rounds, RoundsTab) and isinstance(games, GamesTab)

    answer(monkeypatch, PlayerImportDialog, register_all)
    organiser.ui.tabs.setCurrentWidget(players)
    players.import_file(str(_csv(tmp_path)))
    registered = store.tournament_players(tid)
    assert len(registered) == 40 and registered[0].name == "Орлова Антон"

    rng = random.Random(2016)
    for round_ in range(1, 7):
        organiser.ui.tabs.setCurrentWidget(rounds)
        rounds.select_round("qualifying", round_)
        rounds.ui.seedEdit.setText(str(100 + round_))
        qtbot.mouseClick(rounds.ui.drawButton, LEFT)
        qtbot.mouseClick(rounds.ui.saveButton, LEFT)
        draw = next(d for d in store.load_tournament(tid).draws if d.round == round_)
        assert sorted(p for t in draw.tables for p in t) == sorted(r.code for r in registered)
        if round_ > 3:  # Swiss: the bands of the standings after the previous round
            before = compute_standings(store.load_tournament(tid), ("qualifying", round_ - 1))
            assert_swiss_bands(draw.tables, [r.player for r in before.rows])
        for table in range(1, 5):
            slot = ("qualifying", round_, table)
            if slot == ("qualifying", 1, 1):
                _live_at_the_host_screen(qtbot, window, monkeypatch)
            elif slot == ("qualifying", 1, 2):
                doc = store.export_tournament(tid)
                entry = {
                    "stage": "qualifying",
                    "round": 1,
                    "table": 2,
                    "players": list(draw.tables[1]),
                    "roles": {"don": 2, "mafia": [5, 7], "sheriff": 9},
                    "winner": "black",
                }
                path = tmp_path / "стол-2.json"
                path.write_text(json.dumps({**doc, "games": [*doc["games"], entry]}, ensure_ascii=False))

                def merge(d: MergeDialog) -> int:
                    assert d.merge_button.isEnabled()
                    qtbot.mouseClick(d.merge_button, LEFT)
                    return int(d.result())

                monkeypatch.setattr(MergeDialog, "exec", merge)
                organiser.merge_file(str(path))
            else:
                _quick_form(qtbot, monkeypatch, games, slot, rng)
            # The game reached the store, and the standings follow it with no other action.
            assert any((g.stage, g.round, g.table) == slot for g in store.load_tournament(tid).games)
            _standings_equal_the_cli(organiser, tid, tmp_path, capsys)

    # One game corrected: the judge upholds a protest on round 2, table 3.
    def correct(d: QuickResultDialog) -> int:
        d.ui.winnerBox.setCurrentIndex(1 - d.ui.winnerBox.currentIndex())
        d.ui.whyEdit.setText("протест удовлетворён")
        qtbot.mouseClick(d.ui.buttonBox.button(d.ui.buttonBox.StandardButton.Ok), LEFT)
        assert d.ui.errorLabel.text() == ""
        return int(d.result())

    monkeypatch.setattr(QuickResultDialog, "exec", correct)
    organiser.ui.tabs.setCurrentWidget(games)
    assert games.select(("qualifying", 2, 3))
    assert games.correct_selected()
    t = store.load_tournament(tid)
    (correction,) = t.corrections
    assert (correction.round, correction.table, correction.by) == (2, 3, "Ёлкин")
    _standings_equal_the_cli(organiser, tid, tmp_path, capsys)
    assert len(t.games) == 24 and len(t.draws) == 6
    statuses = {(r.stage, r.round, r.table): r.status for r in game_rows(organiser.workspace)}
    assert statuses[("qualifying", 1, 1)] == "live"  # shown as "played here"
    assert statuses[("qualifying", 2, 3)] == "corrected"
    assert sorted(set(statuses.values())) == ["corrected", "entered", "live"]
    # The hall default shows everything (white nights hides no stage), and nothing went wrong on the way.
    stand = organiser.tabs["standings"]
    assert isinstance(stand, StandingsTab) and stand.hidden_mode() == "none"
    assert [w for w in dialogs if w[0] in ("warning", "critical")] == []
