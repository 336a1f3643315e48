"""The organiser's window: a tournament from each template, the list (import, export, archive), the menus."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs
from PySide6.QtCore import Qt

from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.tournament.new_tournament_dialog import OPTION_ROLE, NewTournamentDialog
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.tournament.templates import load_template


@pytest.fixture
def twindow(qtbot: Any, store: Any, dialogs: list[tuple[str, str]]) -> TournamentWindow:
    w = TournamentWindow(store)
    qtbot.addWidget(w)
    w.show()
    return w


def _dialog(store: Any, template: str) -> NewTournamentDialog:
    d = NewTournamentDialog(store)
    d.ui.templateBox.setCurrentIndex([t.id for t in d.templates].index(template))
    return d


def _set_option(d: NewTournamentDialog, name: str, text: str) -> None:
    table = d.ui.optionsTable
    row = next(r for r in range(table.rowCount()) if table.item(r, 1).data(OPTION_ROLE) == name)
    table.item(row, 1).setText(text)


def _stage_cell(d: NewTournamentDialog, row: int, column: int, text: str) -> None:
    d.ui.stagesTable.item(row, column).setText(text)


def test_new_tournament_from_a_template_keeps_every_field_and_the_changed_option(
    qtbot: Any, store: Any, twindow: TournamentWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fill(d: NewTournamentDialog) -> int:
        d.ui.templateBox.setCurrentIndex([t.id for t in d.templates].index("white-nights-2016"))
        d.ui.nameEdit.clear()
        # QTest types ASCII only (it aborts on Cyrillic): Cyrillic goes in as pasted text.
        d.ui.nameEdit.insert("Кубок Белых Ночей 2026")
        d.ui.venueEdit.insert("Санкт-Петербург, клуб «Полночь»")
        qtbot.keyClicks(d.ui.startEdit, "2026-06-11")
        qtbot.keyClicks(d.ui.endEdit, "2026-06-12")
        d.ui.judgesEdit.insert("Ёлкин, Смирнова")
        _set_option(d, "speech_seconds", "50")
        qtbot.mouseClick(d.ui.buttons.button(d.ui.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
        assert d.ui.errorLabel.text() == ""
        return int(d.result())

    monkeypatch.setattr(NewTournamentDialog, "exec", fill)
    # QTest cannot type into a dialog from inside another key press: the menu action, whose key is Ctrl+N.
    assert twindow.ui.actionNew.shortcut().toString() == "Ctrl+N"
    twindow.ui.actionNew.trigger()
    (summary,) = store.list_tournaments()
    assert summary.name == "Кубок Белых Ночей 2026"
    assert twindow.workspace is not None and twindow.workspace.tournament_id == summary.id
    assert twindow.ui.pages.currentWidget() is twindow.ui.tournamentPage
    exported = store.export_tournament(summary.id)
    assert exported["venue"] == "Санкт-Петербург, клуб «Полночь»"
    assert (exported["start"], exported["end"]) == ("2026-06-11", "2026-06-12")
    assert exported["judges"] == ["Ёлкин", "Смирнова"]
    assert [s["id"] for s in exported["stages"]] == ["qualifying", "semifinal", "final"]
    assert store.tournament_info(summary.id).ruleset_options == {"speech_seconds": 50}
    # ... and applied to the tournament's games.
    seats = [{"seat": i, "player": f"Игрок {i}", "player_id": None} for i in range(1, 11)]
    session = GameSession.start(
        store,
        "white-nights-2016",
        seats,
        {},
        tournament_id=summary.id,
        stage="qualifying",
        round_no=1,
        table=1,
    )
    assert session.game.ruleset.speech_seconds == 50


# The seeds' shapes as the issue states them:
# (stage, rounds, tables, advance, coefficient, seating per round).
SHAPES = {
    "stars-2016": [
        ("qualifying", 8, None, None, 1, ["random"] * 2 + ["swiss"] * 6),
        ("semifinal", 4, 2, 20, 1, ["swiss"] * 4),
        ("final", 4, 1, 10, 1, ["random"] * 4),
    ],
    "arctic-2016": [("qualifying", 8, 1, None, 1, ["random"] * 8)],
    "white-nights-2016": [
        ("qualifying", 6, 4, None, 1, ["random"] * 3 + ["swiss"] * 3),
        ("semifinal", 3, 4, 40, 1.5, ["swiss"] * 3),  # all 40 go on
        ("final", 4, 1, 10, 2, ["final"] * 4),
    ],
    "german-open-2016": [
        ("qualifying", 7, 4, None, 1, ["random"] * 7),
        ("semifinal", 3, 2, 20, 1.5, ["random"] * 3),
        ("final", 4, 1, 10, 2, ["final"] * 4),
    ],
}


@pytest.mark.parametrize("template", sorted(SHAPES))
def test_each_seed_shape_comes_out_of_its_template(store: Any, qapp: Any, template: str) -> None:
    d = _dialog(store, template)
    d.create_tournament()
    assert d.ui.errorLabel.text() == "" and d.created_id is not None
    t = store.load_tournament(d.created_id)
    shape = []
    for s in t.stages:
        seating = [s.seating] * s.games if isinstance(s.seating, str) else list(s.seating)
        coefficient = float(s.coefficient) if s.coefficient != int(s.coefficient) else int(s.coefficient)
        shape.append((s.id, s.games, s.tables, s.advance, coefficient, seating))
    assert shape == SHAPES[template]
    if template == "stars-2016":  # points never announced
        assert all(s.hidden_from_round == 1 for s in t.stages)
    # What the Swiss rounds rank by comes through the stages table too (seed 000:6: the qualifying by extra
    # points, the semifinal by points); the dialog had no column for it and every tournament ranked by points.
    ranks = {s.id: s.extra.get("swiss_rank") for s in t.stages}
    expected = {s.id: s.swiss_rank for s in load_template(template).stages}
    assert ranks == expected
    if template == "stars-2016":
        assert ranks == {"qualifying": "extra_points", "semifinal": "points", "final": None}


def test_bad_values_are_refused_in_the_dialog_and_nothing_is_stored(store: Any, qapp: Any) -> None:
    d = _dialog(store, "fiim")
    d.ui.nameEdit.clear()
    d.create_tournament()
    assert "name" in d.ui.errorLabel.text() and store.list_tournaments() == []
    d.ui.nameEdit.setText("Клубный турнир")
    _stage_cell(d, 0, 5, "random, bogus")
    d.create_tournament()
    assert "bogus" in d.ui.errorLabel.text() and store.list_tournaments() == []
    _stage_cell(d, 0, 5, "random")
    _stage_cell(d, 0, 1, "десять")
    d.create_tournament()
    assert "must be a number" in d.ui.errorLabel.text() and store.list_tournaments() == []
    _stage_cell(d, 0, 1, "10")
    _stage_cell(d, 0, 7, "extra-points")  # a typo would fail only at the first draw
    d.create_tournament()
    assert "swiss_rank must be points or extra_points" in d.ui.errorLabel.text()
    assert store.list_tournaments() == []
    _stage_cell(d, 0, 7, "extra_points")
    _set_option(d, "speech_seconds", '"long"')
    d.create_tournament()
    assert "speech_seconds" in d.ui.errorLabel.text() and store.list_tournaments() == []
    _set_option(d, "speech_seconds", "60")
    d.ui.startEdit.setText("2026-13-01")
    d.create_tournament()
    assert "start" in d.ui.errorLabel.text() and store.list_tournaments() == []
    d.ui.startEdit.clear()
    d.create_tournament()
    assert d.ui.errorLabel.text() == "" and len(store.list_tournaments()) == 1
    stages = store.load_tournament(store.list_tournaments()[0].id).stages
    assert stages[0].extra["swiss_rank"] == "extra_points"
    # The same name again is a new tournament that would merge into the old one: refused.
    again = _dialog(store, "fiim")
    again.ui.nameEdit.setText("Клубный турнир")
    again.create_tournament()
    assert "already exists" in again.ui.errorLabel.text() and len(store.list_tournaments()) == 1


def test_import_export_archive_and_search_in_the_list(
    qtbot: Any,
    store: Any,
    twindow: TournamentWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[tuple[str, str]],
    fake_dialogs: ScriptedDialogs,
) -> None:
    doc = {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "Кубок Севера",
        "ruleset": "fiim",
        "players": [{"id": f"p{i:02d}", "name": f"Игрок {i}"} for i in range(1, 11)],
        "games": [],
    }
    source = tmp_path / "north.json"
    source.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    tid = twindow.import_file(str(source))
    assert tid is not None and twindow.model.rowCount() == 1
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "mafia-desk/tournament", "version": 1, "name": "x"', encoding="utf-8")
    assert twindow.import_file(str(bad)) is None
    assert dialogs and dialogs[-1][0] == "warning" and len(store.list_tournaments()) == 1

    out = tmp_path / "out.json"
    fake_dialogs.file = str(out)
    twindow.ui.tournamentsView.selectRow(0)
    twindow.export_selected()
    assert json.loads(out.read_text(encoding="utf-8")) == store.export_tournament(tid)

    twindow.ui.tournamentsView.selectRow(0)
    qtbot.mouseClick(twindow.ui.archiveButton, Qt.MouseButton.LeftButton)
    assert twindow.model.rowCount() == 0 and store.list_tournaments()[0].archived
    twindow.ui.archivedBox.setChecked(True)
    assert twindow.model.rowCount() == 1
    twindow.ui.tournamentsView.selectRow(0)
    twindow.archive_selected()
    assert not store.list_tournaments()[0].archived

    twindow.ui.searchEdit.insert("юг")
    assert twindow.proxy.rowCount() == 0
    twindow.ui.searchEdit.clear()
    twindow.ui.searchEdit.insert("север")
    assert twindow.proxy.rowCount() == 1
    twindow.open_selected()
    assert twindow.workspace is not None and twindow.workspace.tournament_id == tid
    assert "10" in twindow.ui.tournamentDetails.text()


def test_the_game_window_opens_the_organisers_window(qtbot: Any, window: Any) -> None:
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    tw = window.tournament_window
    assert isinstance(tw, TournamentWindow) and tw.isVisible()
    qtbot.mouseClick(window.home.ui.tournamentsButton, Qt.MouseButton.LeftButton)
    assert window.tournament_window is tw  # one organiser's window, raised again


def test_details_and_options_are_edited_after_creation(
    qtbot: Any, store: Any, twindow: TournamentWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = _dialog(store, "arctic-2016")
    d.create_tournament()
    assert d.created_id is not None
    twindow.open_tournament(d.created_id)

    def edit(dialog: NewTournamentDialog) -> int:
        assert dialog.ui.nameEdit.isReadOnly() and not dialog.ui.templateBox.isEnabled()
        dialog.ui.venueEdit.setText("Мурманск")
        dialog.ui.judgesEdit.setText("Снегирёв")
        _set_option(dialog, "speech_seconds", "45")
        dialog.create_tournament()
        return int(dialog.result())

    monkeypatch.setattr(NewTournamentDialog, "exec", edit)
    assert twindow.edit_details()
    t = store.load_tournament(d.created_id)
    assert (t.venue, t.judges) == ("Мурманск", ("Снегирёв",))
    assert store.tournament_info(d.created_id).ruleset_options == {"speech_seconds": 45}
    assert "Мурманск" in twindow.ui.tournamentDetails.text()  # the header follows at once

    def refuse(dialog: NewTournamentDialog) -> int:
        dialog.ui.endEdit.setText("2001-01-01")
        dialog.ui.startEdit.setText("2002-01-01")
        dialog.create_tournament()
        assert "end" in dialog.ui.errorLabel.text()
        return int(dialog.result())

    monkeypatch.setattr(NewTournamentDialog, "exec", refuse)
    assert not twindow.edit_details()
    assert store.load_tournament(d.created_id).start is None


def test_a_hidden_tab_redraws_when_shown_and_the_standings_at_once(
    qtbot: Any, store: Any, twindow: TournamentWindow
) -> None:
    from organiser_kit import new_tournament, paper_game, save_draw

    tid = new_tournament(store, "fiim", 10)
    tables = save_draw(store, tid, "qualifying", 1, 1)
    workspace = twindow.open_tournament(tid)
    assert workspace is not None
    twindow.ui.tabs.setCurrentWidget(twindow.tabs["players"])
    games = twindow.tabs["games"]
    before = games.model.rows  # type: ignore[attr-defined]
    import random

    entry = paper_game(random.Random(1), "qualifying", 1, 1, tables[0])
    assert workspace.attempt(lambda: store.add_to_tournament(tid, games=[entry]))[1] is None
    standings = twindow.tabs["standings"]
    assert {r.row.games for r in standings.model.rows} == {1}  # type: ignore[attr-defined]
    assert games.model.rows == before  # type: ignore[attr-defined]  # hidden: not redrawn yet
    twindow.ui.tabs.setCurrentWidget(games)
    assert [r.status for r in games.model.rows] == ["entered"]  # type: ignore[attr-defined]


def test_the_heap_is_frozen_while_a_tournament_is_shown_and_thawed_when_the_window_closes(
    store: Any, twindow: TournamentWindow
) -> None:
    """The freeze of an open tournament (gui/common/heap_freeze.py) is process-wide: a window that never
    released it would keep every later window and tournament out of the collector's reach."""
    import gc

    from organiser_kit import new_tournament

    gc.unfreeze()  # whatever an earlier test left frozen
    tid = new_tournament(store, "fiim", 10)
    assert twindow.open_tournament(tid) is not None
    assert gc.get_freeze_count() > 0
    twindow.close()
    assert gc.get_freeze_count() == 0
    twindow.show()  # the organiser's window is shown again with its tournament still open
    assert gc.get_freeze_count() > 0
    twindow.close()
    assert gc.get_freeze_count() == 0
    twindow.show_list()
    twindow.show()
    twindow.open_tournament(tid)  # another tournament in the same window: one holder, one release
    twindow.close()
    assert gc.get_freeze_count() == 0


def test_a_draw_override_is_refused_where_the_file_could_not_store_a_draw(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only a ruleset whose own three-nights rule is a draw has its draws stored (the exchange file names the
    preset, not the tournament's options): turning fiim's red win into a draw would end games in results
    the store refuses, so the dialog says why and nothing is created; the store refuses it too."""
    d = _dialog(store, "fiim")
    qtbot.addWidget(d)
    d.ui.nameEdit.clear()
    d.ui.nameEdit.insert("Кубок ничьих")
    _set_option(d, "three_nights_rule", "draw")
    d.create_tournament()
    assert "needs a ruleset that has it" in d.ui.errorLabel.text()
    assert store.list_tournaments() == []
    _set_option(d, "three_nights_rule", "off")  # no red win and no draw: nothing a file cannot hold
    d.create_tournament()
    (summary,) = store.list_tournaments()
    assert store.tournament_info(summary.id).ruleset_options == {"three_nights_rule": "off"}
    with pytest.raises(Exception, match="needs a ruleset that has it"):
        store.update_tournament(summary.id, ruleset_options={"three_nights_rule": "draw"})
    assert store.tournament_info(summary.id).ruleset_options == {"three_nights_rule": "off"}
