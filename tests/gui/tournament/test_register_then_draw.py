"""Players registered through the import dialog are there for the very next action (issue 39, point 2).

After a registration the organiser's window does not read the tournament back: it adopts the one the store
checked and wrote (`Commit.tournament`), on the GUI thread before the dialog closes, and only while no other
commit has come after it. A draw or an edit made at once sees every registered player, and a commit that
lands between the registration and its announcement is never lost to the adopted tournament."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from players_driver import register_all
from PySide6.QtCore import Qt

from mafia_desk.gui.common.store_signals import store_signals
from mafia_desk.gui.tournament.player_import_dialog import PlayerImportDialog
from mafia_desk.gui.tournament.rounds_tab import RoundsTab
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.store import Store
from mafia_desk.store.commits import Commit
from mafia_desk.tournament.templates import load_template

LEFT = Qt.MouseButton.LeftButton
PLAYERS = 40


def _list(tmp_path: Path) -> Path:
    path = tmp_path / "игроки.csv"
    rows = ["ФИО;Ник;Клуб"] + [f"Игрок{n:02d} Тестов;ник{n};Клуб {n % 7}" for n in range(1, PLAYERS + 1)]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def _workspace(store: Store) -> TournamentWorkspace:
    tid = store.create_tournament(load_template("white-nights-2016").skeleton("Кубок сразу"))
    return TournamentWorkspace(store, tid)


def test_players_registered_through_the_dialog_are_drawn_and_edited_at_once(
    qtbot: Any, store: Store, tmp_path: Path, dialogs: list[Any]
) -> None:
    workspace = _workspace(store)
    tid = workspace.tournament_id
    rounds = RoundsTab(workspace)
    qtbot.addWidget(rounds)
    rounds.show()
    commits: list[Commit] = []
    store.on_commit(commits.append)
    dialog = PlayerImportDialog(workspace, None, path=str(_list(tmp_path)))
    qtbot.addWidget(dialog)
    dialog.show()
    register_all(dialog)
    assert dialog.result() == PlayerImportDialog.DialogCode.Accepted
    # The window holds the tournament the registration wrote, adopted, not read back: the same object.
    (registered,) = commits
    assert workspace.snapshot.tournament is registered.tournament
    assert workspace.snapshot.tournament == store.load_tournament(tid)
    codes = [p.id for p in workspace.tournament.players]
    assert len(codes) == PLAYERS and [r.code for r in workspace.snapshot.registrations] == codes
    # Drawn and saved at once: every registered player seated.
    rounds.select_round("qualifying", 1)
    qtbot.keyClicks(rounds.ui.seedEdit, "7")
    qtbot.mouseClick(rounds.ui.drawButton, LEFT)
    qtbot.mouseClick(rounds.ui.saveButton, LEFT)
    draw = store.load_seating_draw(tid, "qualifying", 1)
    assert draw is not None and sorted(p for table in draw.draw["tables"] for p in table) == sorted(codes)
    assert dialogs == []
    # An edit at once: the commit carries no tournament, so the window reads it.
    _value, error = workspace.attempt(
        lambda: store.update_registration(tid, codes[0], "Новое Имя", None, None)
    )
    assert error is None and workspace.snapshot.tournament.players[0].name == "Новое Имя"
    assert workspace.snapshot.tournament.draws and workspace.snapshot.tournament == store.load_tournament(tid)


def test_a_commit_after_the_registration_is_not_lost_to_the_adopted_tournament(
    qtbot: Any, store: Store
) -> None:
    """The registration's announcement reaches the window late (it is queued from the dialog's thread), after
    the host's screen has stored something on the GUI thread: the window reads, it does not adopt."""
    workspace = _workspace(store)
    tid = workspace.tournament_id
    commits: list[Commit] = []
    store.on_commit(commits.append)
    store.register_players(tid, [{"id": "p01", "name": "Анна Щукина", "club": None, "city": None}])
    registered = commits[-1]
    assert registered.tournament is not None and workspace.snapshot.tournament is registered.tournament
    store.update_registration(tid, "p01", "Анна Щукина-Ёлкина", None, None)
    assert workspace.tournament.players[0].name == "Анна Щукина-Ёлкина"
    store_signals().committed.emit(registered)  # the late announcement
    assert workspace.snapshot.tournament is not registered.tournament
    assert workspace.tournament.players[0].name == "Анна Щукина-Ёлкина"
    assert workspace.tournament == store.load_tournament(tid)
