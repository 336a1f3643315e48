"""Reading a tournament again after each saved game builds only the new games: and reads what a fresh
store reads, whatever was refused or rolled back in between."""

from __future__ import annotations

import pytest
from scoring_builders import document, game

from mafia_desk.store import open_store
from mafia_desk.store.errors import TournamentImportError


def test_a_cached_read_equals_a_fresh_one_after_saves_refusals_and_corrections(sqlite_url: str) -> None:
    seated = list(range(1, 11))
    with open_store(sqlite_url, backups=False) as store:
        tid = store.import_tournament(document("fiim", 20, [game(1, seated)]))
        first = store.load_tournament(tid)
        assert len(first.games) == 1
        store.add_to_tournament(tid, games=[game(1, list(range(11, 21)), table=2, winner="black")])
        # A refused merge writes and rolls back a game: the cache must not keep it.
        with pytest.raises(TournamentImportError):
            store.add_to_tournament(tid, games=[game(2, seated), game(2, seated, table=2)])
        store.add_to_tournament(
            tid,
            games=[game(2, list(range(11, 21)))],
            corrections=[
                {
                    "stage": "qualifying",
                    "round": 1,
                    "table": 1,
                    "action": "void",
                    "reason": "протест",
                    "by": "судья",
                    "at": "2026-12-01T18:00:00",
                }
            ],
        )
        cached = store.load_tournament(tid)
        assert store.load_tournament(tid) == cached
    with open_store(sqlite_url, backups=False) as fresh:
        assert fresh.load_tournament(tid) == cached
    assert [(g.round, g.table, str(g.winner)) for g in cached.games] == [
        (1, 1, "red"),
        (1, 2, "black"),
        (2, 1, "red"),
    ]
    assert [c.action for c in cached.corrections] == ["void"]
