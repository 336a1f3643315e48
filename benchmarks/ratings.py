"""10,000 games rated across 20 tournaments of 500 games (50 rounds of 10 tables, 300 players, the same ids
in every file, so every player carries his rating through all of them); target under 2 s per model.

Prints, per model, the median and the worst wall-clock and CPU time (the CPU time is what a busy machine
does not inflate) of RUNS runs of `rate_sources` (ordering the games, the three
updates a game: overall, side, role, and the sorted list), from tournaments already in memory.
"""

from __future__ import annotations

import os
import random
import statistics
import time

from mafia_desk.game.model import Team
from mafia_desk.ratings.rate import MODEL_IDS, model_named, rate_sources
from mafia_desk.ratings.sources import Source
from mafia_desk.tournament.model import Game, Player, Roles, Stage, Tournament

TOURNAMENTS = 20
ROUNDS = 50
TABLES = 10
PLAYERS = 300
RUNS = 9
TARGET_S = 2.0


def build(index: int, rng: random.Random) -> Tournament:
    ids = [f"p{i:03d}" for i in range(1, PLAYERS + 1)]
    games = []
    for rnd in range(1, ROUNDS + 1):
        order = rng.sample(ids, TABLES * 10)
        for table in range(TABLES):
            seats = rng.sample(range(1, 11), 4)
            games.append(
                Game(
                    stage="qualifying",
                    round=rnd,
                    table=table + 1,
                    players=tuple(order[table * 10 : table * 10 + 10]),
                    roles=Roles(don=seats[0], mafia=(seats[1], seats[2]), sheriff=seats[3]),
                    winner=Team.RED if rng.random() < 0.55 else Team.BLACK,
                )
            )
    return Tournament(
        name=f"Benchmark {index}",
        players=tuple(Player(pid, f"Player {pid}") for pid in ids),
        stages=(Stage("qualifying"),),
        games=tuple(games),
    )


def main() -> None:
    rng = random.Random(7)
    sources = [Source(f"t{i}", build(i, rng)) for i in range(TOURNAMENTS)]
    games = sum(len(s.tournament.games) for s in sources)
    for model_id in MODEL_IDS:
        times, cpu = [], []
        for _ in range(RUNS):
            start, start_cpu = time.perf_counter(), time.process_time()
            ratings = rate_sources(model_named(model_id), sources)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
        assert ratings.games == games
        # On a quiet machine the wall-clock time is the CPU time; on this shared 2-core one it is not, so
        # both are judged, and the load is printed beside them.
        wall = "ok" if max(times) < TARGET_S else "over"
        in_cpu = "ok" if max(cpu) < TARGET_S else "over"
        print(
            f"{model_id}: {games} games, {len(ratings.rows)} players: "
            f"median {statistics.median(times):.3f} s, worst {max(times):.3f} s; "
            f"CPU median {statistics.median(cpu):.3f} s, worst {max(cpu):.3f} s "
            f"(target {TARGET_S:.0f} s: wall {wall}, CPU {in_cpu}; load {os.getloadavg()[0]:.1f})"
        )


if __name__ == "__main__":
    main()
