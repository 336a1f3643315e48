"""Standings for 300 players and 20 rounds of 15 tables (3,000 player-games); target under 50 ms.

Prints the median of several runs of `compute_standings` (the exact scoring, tie-breaks and breakdown), and,
separately, of loading and checking the file, so a regression shows where it comes from.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament

PLAYERS = 300
ROUNDS = 20
TABLES = 15  # 150 of the 300 play each round: 20 x 15 x 10 = 3,000 player-games
RUNS = 9
TARGET_MS = 50.0


def build(
    ruleset: str, seed: int = 1, *, players: int = PLAYERS, rounds: int = ROUNDS, tables: int = TABLES
) -> dict[str, Any]:
    """A tournament of random games, every player in at most one game a round (benchmarks/standings_reports.py
    builds the 1,000-player, 10,000-game one with it)."""
    rng = random.Random(seed)
    ids = [f"p{i:03d}" for i in range(1, players + 1)]
    games: list[dict[str, Any]] = []
    for rnd in range(1, rounds + 1):
        order = ids[:]
        rng.shuffle(order)
        for table in range(tables):
            seats = rng.sample(range(1, 11), 4)
            black = set(seats[:3])
            shot = rng.choice([s for s in range(1, 11) if s not in black])
            guess = rng.sample([s for s in range(1, 11) if s != shot], 3)
            games.append(
                {
                    "stage": "qualifying",
                    "round": rnd,
                    "table": table + 1,
                    "players": order[table * 10 : table * 10 + 10],
                    "roles": {"don": seats[0], "mafia": seats[1:3], "sheriff": seats[3]},
                    "winner": rng.choice(["red", "black"]),
                    "shot_night1": shot,
                    "best_move": {"seat": shot, "guess": guess},
                    "bonus": [{"seat": rng.randint(1, 10), "points": 0.5}],
                    "removed": [],
                    "penalties": [],
                }
            )
    return {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "benchmark",
        "ruleset": ruleset,
        "players": [{"id": p, "name": f"Игрок {p}"} for p in ids],
        "games": games,
    }


def median_ms(fn: Any) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    games = ROUNDS * TABLES
    print(f"scoring: {PLAYERS} players, {ROUNDS} rounds, {games * 10} player-games, median of {RUNS} runs")
    for ruleset in ("german-open-2016", "stars-2016", "white-nights-2016"):
        doc = build(ruleset)
        t = load_tournament(doc)
        load = median_ms(lambda doc=doc: load_tournament(doc))
        score = median_ms(lambda t=t: compute_standings(t))
        verdict = "ok" if score < TARGET_MS else "OVER TARGET"
        print(f"  {ruleset:18} standings {score:7.1f} ms ({verdict}, target {TARGET_MS:.0f} ms)", end="")
        print(f"   load+check {load:6.1f} ms")


if __name__ == "__main__":
    main()
