"""Valid tournament entries for the organiser's window tests: players with Cyrillic names and random games.

The games are what `Store.add_to_tournament` accepts for any ruleset: ten players of the round's table, one
don, two mafia, a sheriff, a winner and a red seat (or nobody) shot on night 1; no extras, so no ruleset's
bonus or best-move checks can refuse them.
"""

from __future__ import annotations

import random
from typing import Any

NAMES = ["Ганс", "Лис", "Мясник", "GoX", "Nadin", "Кот", "Шпион", "Doc", "Тень", "Барон", "Ёжик", "Сова"]


def players(count: int, prefix: str = "p") -> list[dict[str, Any]]:
    """`count` players p01, p02, ...; the first twelve named as a real club's regulars, then "Игрок N"."""
    return [
        {"id": f"{prefix}{i:02d}", "name": NAMES[i - 1] if i <= len(NAMES) else f"Игрок {i}"}
        for i in range(1, count + 1)
    ]


def random_game(
    rng: random.Random, seated: list[str], stage: str, round_: int, table: int, winner: str | None = None
) -> dict[str, Any]:
    assert len(seated) == 10
    seats = rng.sample(range(1, 11), 4)
    black = set(seats[:3])
    return {
        "stage": stage,
        "round": round_,
        "table": table,
        "players": list(seated),
        "roles": {"don": seats[0], "mafia": seats[1:3], "sheriff": seats[3]},
        "winner": winner or rng.choice(["red", "black"]),
        "shot_night1": rng.choice([s for s in range(1, 11) if s not in black] + [None]),
    }


def random_rounds(
    ids: list[str], rounds: int, *, stage: str = "qualifying", first: int = 1, seed: int = 1
) -> list[dict[str, Any]]:
    """`rounds` rounds of len(ids) // 10 tables each; who sits where is shuffled every round."""
    rng = random.Random(seed)
    games = []
    for round_ in range(first, first + rounds):
        order = rng.sample(ids, len(ids))
        for table in range(len(ids) // 10):
            games.append(random_game(rng, order[table * 10 : table * 10 + 10], stage, round_, table + 1))
    return games
