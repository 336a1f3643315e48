"""The tables of saved seating draws that still wait for their game (the new-game dialog offers them).

A question put to the store, with no Qt in it: it lives beside the store, not in gui/.
"""

from __future__ import annotations

from dataclasses import dataclass

from mafia_desk.game.model import SEAT_COUNT
from mafia_desk.store.store import Store
from mafia_desk.tournament.names import tournament_names


@dataclass(frozen=True)
class DrawOption:
    tournament_id: int
    tournament: str
    ruleset_id: str
    stage: str
    round: int
    table: int
    codes: tuple[str, ...]  # the exchange file's player ids, seat 1 first
    names: tuple[str, ...]
    judge: str | None = None  # the judge the draw assigned to the table (draws[].judges), if any


def open_draw_tables(store: Store) -> list[DrawOption]:
    """Every full table of every saved draw whose (stage, round, table) has no game stored yet."""
    options: list[DrawOption] = []
    for t in store.list_tournaments():
        tournament = store.load_tournament(t.id)
        names = tournament_names(tournament)  # a namesake told apart on the host's screen and the hall's
        played = {(g.stage, g.round, g.table) for g in tournament.games}
        for record in store.seating_draws(t.id):
            judges = record.draw.get("judges") or []
            for index, table in enumerate(record.draw.get("tables", []), start=1):
                codes = tuple(str(c) for c in table)
                if len(codes) != SEAT_COUNT or (record.stage, record.round, index) in played:
                    continue
                options.append(
                    DrawOption(
                        t.id,
                        t.name,
                        t.ruleset_id,
                        record.stage,
                        record.round,
                        index,
                        codes,
                        tuple(names.get(c, c) for c in codes),
                        judges[index - 1] if index <= len(judges) else None,
                    )
                )
    return options
