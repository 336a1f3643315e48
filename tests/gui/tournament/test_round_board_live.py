"""The round board's events count follows each host action at the table, without re-reading the tournament."""

from __future__ import annotations

from typing import Any

from organiser_kit import new_tournament, save_draw

from mafia_desk.game.events import EndSpeech, Roles
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.tournament.rounds_tab import RoundsTab
from mafia_desk.gui.tournament.window import TournamentWindow


def test_the_events_count_follows_each_host_action(qtbot: Any, store: Any, dialogs: Any) -> None:
    tid = new_tournament(store, "fiim", 10)
    tables = save_draw(store, tid, "qualifying", 1, 3)
    window = TournamentWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.open_tournament(tid)
    rounds = window.tabs["rounds"]
    assert isinstance(rounds, RoundsTab)
    window.ui.tabs.setCurrentWidget(rounds)
    rounds.select_round("qualifying", 1)
    names = {p.id: p.name for p in store.load_tournament(tid).players}
    seats = [{"seat": i, "player": names[c], "player_id": c} for i, c in enumerate(tables[0], 1)]
    session = GameSession.start(
        store, "fiim", seats, {}, tournament_id=tid, stage="qualifying", round_no=1, table=1
    )
    board = rounds.board

    def events() -> int | None:
        (row,) = board.model.rows
        return row.events

    assert board.states() == {1: "playing"} and events() == 0
    reads = []
    original = store.load_tournament
    store.load_tournament = lambda *a, **k: reads.append(a) or original(*a, **k)  # type: ignore[method-assign]
    assert session.apply(Roles(1, (2, 3), 4))
    qtbot.waitUntil(lambda: events() == 1)
    assert session.apply(EndSpeech())
    qtbot.waitUntil(lambda: events() == 2)
    assert session.undo()
    qtbot.waitUntil(lambda: events() == 1)
    assert reads == []  # the count came from the live games alone, not a re-read of the tournament
