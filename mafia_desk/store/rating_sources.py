"""Stored tournaments as rating sources (`mafia_desk.ratings.sources.Source`): the tournament, each
registration's player-register entry (who is the same person across tournaments), and which games have a
host's event log, read only when a player's history asks for one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mafia_desk.ratings.sources import GameKey, Source
from mafia_desk.store.store import Store


def stored_source(store: Store, tournament: int | str) -> Source:
    """One stored tournament. Its logs are read through `store`, which must stay open while they are."""
    tid = store.find_tournament(tournament)
    t = store.load_tournament(tid)
    register = {r.code: r.player_id for r in store.tournament_players(tid) if r.player_id is not None}
    logged: dict[GameKey, int] = {}
    for g in store.list_games(tid, finished=True):
        if g.events and g.stage is not None and g.round is not None and g.table is not None:
            logged[(g.stage, g.round, g.table)] = g.id

    def read_log(key: GameKey) -> Mapping[str, Any] | None:
        game_id = logged.get(key)
        return None if game_id is None else store.load_game_log(game_id)

    return Source(
        label=t.name or f"#{tid}",
        tournament=t,
        register=register,
        stored_id=tid,
        logged=frozenset(logged),
        read_log=read_log,
    )


def every_stored_source(store: Store) -> list[Source]:
    """Every stored tournament, archived ones too (a rating is a history), in the order they were played:
    by start date, a tournament without one after those with one, then by id (the order they were stored)."""
    rows = sorted(store.list_tournaments(), key=lambda r: (r.start_date is None, r.start_date or "", r.id))
    return [stored_source(store, r.id) for r in rows]
