"""Tournaments for the Rounds tests: Cyrillic players (with clubs), games entered from a round's draw.

Shared by the pure tests (tests/seating/) and the Rounds tab's (tests/gui/tournament/), so both check the
same shapes: a 40-player White Nights, a Stars qualifying whose Swiss rounds follow two random ones.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

SURNAMES = ["Иванов", "Петров", "Сидоров", "Кузнецов", "Смирнов", "Попов", "Васильев", "Соколов"]
FIRST = ["Алексей", "Борис", "Вадим", "Григорий", "Дмитрий"]
CLUBS = ["Красный Октябрь", "Белые ночи", "Полярная звезда", "Синяя птица"]


def players(n: int = 40, clubs: int = 0) -> list[dict[str, Any]]:
    """`n` players p01..pNN; with `clubs`, the first 4 x clubs of them in clubs of four."""
    out: list[dict[str, Any]] = []
    for i in range(1, n + 1):
        entry: dict[str, Any] = {"id": f"p{i:02d}", "name": f"{FIRST[i % 5]} {SURNAMES[i // 5 % 8]}ёв-{i}"}
        k = (i - 1) // 4
        if k < clubs:
            entry["club"] = f"{CLUBS[k % len(CLUBS)]} {k + 1}"
        out.append(entry)
    return out


def game_entry(stage: str, rnd: int, table: int, seated: Sequence[str], rng: random.Random) -> dict[str, Any]:
    """A valid games[] entry for a table of a draw: roles and winner from the generator."""
    seats = rng.sample(range(1, 11), 4)
    return {
        "stage": stage,
        "round": rnd,
        "table": table,
        "players": list(seated),
        "roles": {"don": seats[0], "mafia": sorted(seats[1:3]), "sheriff": seats[3]},
        "winner": rng.choice(["red", "black"]),
        "ended_by": "normal",
        "shot_night1": None,
        "best_move": None,
        "bonus": [],
        "removed": [],
        "penalties": [],
    }


def round_games(stage: str, rnd: int, tables: Sequence[Sequence[str]]) -> list[dict[str, Any]]:
    rng = random.Random(f"{stage} {rnd}")
    return [game_entry(stage, rnd, n, seated, rng) for n, seated in enumerate(tables, start=1)]


def assert_swiss_bands(tables: Sequence[Sequence[str]], order: Sequence[str]) -> None:
    """Seed 000: table 1 = places 1-5 + 5 of 6-15; table k = the rest of its upper band + 5 of the next;
    the last table takes who is left."""
    rest: set[str] = set()
    for k, table in enumerate(tables):
        upper = set(order[:5]) if k == 0 else rest
        assert upper <= set(table), f"table {k + 1}"
        lower = set(table) - upper
        if k == len(tables) - 1:
            assert lower == set(order[10 * k + 5 :]), f"table {k + 1}"
        else:
            band = set(order[10 * k + 5 : 10 * k + 15])
            assert lower <= band and len(lower) == 5, f"table {k + 1}"
            rest = band - lower
