"""The tables of saved seating draws that still wait for their game, offered by the new-game dialog."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mafia_desk.scoring.rules import scoring_rules

MAX_ROUNDS = 30  # more rounds than any of the supported regulations plays in one stage


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


def _stage_ids(store: Any, tournament_id: int, ruleset_id: str, doc: dict[str, Any]) -> list[str]:
    stages = doc.get("stages")
    if isinstance(stages, list) and stages:
        return [str(s["id"]) for s in stages if isinstance(s, dict) and "id" in s]
    return [sid for sid, _ in scoring_rules(ruleset_id).stages]


def open_draw_tables(store: Any) -> list[DrawOption]:
    """Every 10-seat table of every saved draw whose (stage, round, table) has no game stored yet."""
    options: list[DrawOption] = []
    for t in store.list_tournaments():
        doc = store.export_tournament(t.id)
        names = {p.code: p.name for p in store.tournament_players(t.id)}
        played = {
            (str(g.get("stage")), int(g.get("round", 0)), int(g.get("table", 0)))
            for g in doc.get("games", [])
            if isinstance(g, dict)
        }
        for stage in _stage_ids(store, t.id, t.ruleset_id, doc):
            for number in range(1, MAX_ROUNDS + 1):
                record = store.load_seating_draw(t.id, stage, number)
                if record is None:
                    continue
                for index, table in enumerate(record.draw.get("tables", []), start=1):
                    codes = tuple(str(c) for c in table)
                    if len(codes) != 10 or (stage, number, index) in played:
                        continue
                    options.append(
                        DrawOption(
                            t.id,
                            t.name,
                            t.ruleset_id,
                            stage,
                            number,
                            index,
                            codes,
                            tuple(names.get(c, c) for c in codes),
                        )
                    )
    return options
