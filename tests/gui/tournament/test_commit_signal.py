"""The organiser's window follows the store's one announcement of each commit: one redraw per commit, none
for a refused change, a host's key press, or another database's tournament of the same id."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from organiser_kit import new_tournament, save_draw

from mafia_desk.game.events import Roles
from mafia_desk.gui.common.store_signals import store_signals
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.store import open_store
from mafia_desk.store.commits import EVENT, GAME, TOURNAMENT, Commit


def redraws(workspace: TournamentWorkspace) -> list[int]:
    counted: list[int] = []
    workspace.changed.connect(lambda: counted.append(1))
    return counted


def test_a_view_redraws_once_per_commit_and_never_for_a_refusal(qtbot: Any, store: Any) -> None:
    tid = new_tournament(store, "fiim", 10)
    workspace = TournamentWorkspace(store, tid)
    counted = redraws(workspace)
    commits: list[Commit] = []
    store_signals().committed.connect(commits.append)
    _, refusal = workspace.attempt(lambda: store.update_tournament(tid, venue="Hall"))
    assert refusal is None and counted == [1] and workspace.snapshot.info.venue == "Hall"
    _, refusal = workspace.attempt(lambda: store.update_tournament(tid, start_date="not a date"))
    assert refusal is not None and counted == [1]
    store.update_tournament(tid, venue="Club")  # a write outside attempt() is announced all the same
    assert counted == [1, 1] and workspace.snapshot.info.venue == "Club"
    assert [(c.kind, c.tournament_id) for c in commits] == [(TOURNAMENT, tid), (TOURNAMENT, tid)]
    store.add_player("Someone new")  # the register: the players' tab shows its nicknames
    assert counted == [1, 1, 1]
    store_signals().committed.disconnect(commits.append)


def test_a_host_key_press_moves_no_re_read_but_a_game_start_does(qtbot: Any, store: Any) -> None:
    tid = new_tournament(store, "fiim", 10)
    tables = save_draw(store, tid, "qualifying", 1, 3)
    workspace = TournamentWorkspace(store, tid)
    counted = redraws(workspace)
    commits: list[Commit] = []
    store_signals().committed.connect(commits.append)
    names = {p.id: p.name for p in store.load_tournament(tid).players}
    seats = [{"seat": i, "player": names[c], "player_id": c} for i, c in enumerate(tables[0], 1)]
    session = GameSession.start(
        store, "fiim", seats, {}, tournament_id=tid, stage="qualifying", round_no=1, table=1
    )
    assert counted == [1]
    assert session.apply(Roles(1, (2, 3), 4)) and session.undo()
    assert counted == [1]
    game = session.game_id
    assert commits == [Commit(GAME, tid, game), Commit(EVENT, tid, game), Commit(EVENT, tid, game)]
    store_signals().committed.disconnect(commits.append)


def test_another_database_with_the_same_ids_is_not_followed(qtbot: Any, store: Any, tmp_path: Path) -> None:
    tid = new_tournament(store, "fiim", 10)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.open_tournament(tid)
    assert window.workspace is not None
    counted = redraws(window.workspace)
    with open_store(f"sqlite:///{tmp_path / 'other.sqlite3'}", backups=False) as other:
        store_signals().follow(other)
        other_tid = new_tournament(other, "fiim", 10)
        assert other_tid == tid
        other.update_tournament(other_tid, venue="Elsewhere")
    assert counted == []
    store.update_tournament(tid, venue="Here")
    assert counted == [1]
