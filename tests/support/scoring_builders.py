"""Small builders for exchange-file documents in scoring tests (players are p01, p02, ...)."""

from __future__ import annotations

from typing import Any

from mafia_desk.scoring.standings import Standings, compute_standings
from mafia_desk.tournament import load_tournament


def pid(i: int) -> str:
    return f"p{i:02d}"


def game(
    rnd: int,
    seated: list[int],
    *,
    stage: str = "qualifying",
    table: int = 1,
    don: int = 1,
    mafia: tuple[int, int] = (2, 3),
    sheriff: int = 4,
    winner: str = "red",
    shot: int | None = None,
    best_move: tuple[int, tuple[int, int, int]] | None = None,
    bonus: list[dict[str, Any]] | None = None,
    removed: list[int] | None = None,
    penalties: list[tuple[int, float]] | None = None,
    ended_by: str = "normal",
) -> dict[str, Any]:
    """`seated` are player numbers in seat order 1..10."""
    assert len(seated) == 10
    return {
        "stage": stage,
        "round": rnd,
        "table": table,
        "players": [pid(i) for i in seated],
        "roles": {"don": don, "mafia": list(mafia), "sheriff": sheriff},
        "winner": winner,
        "ended_by": ended_by,
        **({"reason": "awarded"} if ended_by == "judge" else {}),
        "shot_night1": shot,
        "best_move": None if best_move is None else {"seat": best_move[0], "guess": list(best_move[1])},
        "bonus": bonus or [],
        "removed": [{"seat": s, "reason": "fouls"} for s in removed or []],
        "penalties": [{"seat": s, "points": p, "reason": "judge"} for s, p in penalties or []],
    }


def document(
    ruleset: str,
    n_players: int,
    games: list[dict[str, Any]],
    absences: list[tuple[int, str, int, str]] | None = None,
    adjustments: list[tuple[int, float]] | None = None,
    stages: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "test",
        "ruleset": ruleset,
        "players": [{"id": pid(i), "name": f"Игрок {i}"} for i in range(1, n_players + 1)],
        "games": games,
        "absences": [
            {"player": pid(p), "stage": stage, "round": rnd, "kind": kind}
            for p, stage, rnd, kind in absences or []
        ],
        "adjustments": [{"player": pid(p), "points": pts, "reason": "judge"} for p, pts in adjustments or []],
    }
    if stages is not None:
        doc["stages"] = stages
    return doc


def standings(doc: dict[str, Any], after: tuple[str, int] | None = None) -> Standings:
    return compute_standings(load_tournament(doc), after)
