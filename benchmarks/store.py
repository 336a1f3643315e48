"""The store's speed: recording one event durably, loading a tournament of 300 players and 2,000 games, and
importing 16,000 players (fresh, then a merge of 20,000 adding 4,000: docs/store.md, "Import speed").

Prints medians. SQLite always (a temporary file, WAL, synchronous=FULL: each event is on disk when the call
returns); PostgreSQL too when MAFIA_DESK_TEST_DB names a server (in a temporary schema, dropped afterwards).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from mafia_desk.store import open_store

EVENTS = 300
PLAYERS = 300
GAMES = 2000
TABLES = PLAYERS // 10  # every player plays every round: 30 tables, 67 rounds
LOAD_RUNS = 5
BIG_PLAYERS = 16_000
MERGED_PLAYERS = 20_000


def players_file(count: int) -> dict[str, Any]:
    return {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "Бенчмарк: большой турнир",
        "ruleset": "fiim",
        "players": [
            {"id": f"p{i:06d}", "name": f"Игрок {i}", "club": f"Клуб {i % 300}", "city": "Город"}
            for i in range(count)
        ],
    }


def build_tournament(seed: int = 1) -> dict[str, Any]:
    rng = random.Random(seed)
    ids = [f"p{i:03d}" for i in range(1, PLAYERS + 1)]
    games: list[dict[str, Any]] = []
    rnd = 0
    while len(games) < GAMES:
        rnd += 1
        order = ids[:]
        rng.shuffle(order)
        for table in range(TABLES):
            if len(games) == GAMES:
                break
            black = rng.sample(range(1, 11), 4)
            games.append(
                {
                    "stage": "qualifying",
                    "round": rnd,
                    "table": table + 1,
                    "players": order[table * 10 : table * 10 + 10],
                    "roles": {"don": black[0], "mafia": sorted(black[1:3]), "sheriff": black[3]},
                    "winner": rng.choice(["red", "black"]),
                    "ended_by": "normal",
                    "shot_night1": None,
                    "best_move": None,
                    "bonus": [],
                    "removed": [],
                    "penalties": [],
                }
            )
    return {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "Бенчмарк: 300 игроков, 2000 игр",
        "ruleset": "fiim",
        "players": [{"id": pid, "name": f"Игрок {pid}", "club": "Клуб"} for pid in ids],
        "stages": [{"id": "qualifying", "coefficient": 1}],
        "games": games,
        "absences": [],
        "adjustments": [],
    }


def _ms(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def bench(url: str, label: str) -> None:
    with open_store(url, backups=False) as store:
        seats = [{"seat": i, "player": f"Игрок {i}", "player_id": None} for i in range(1, 11)]
        game = store.create_game("fiim", seats, {"title": "benchmark"})
        times = [
            _ms(lambda n=n: store.append_event(game, {"type": "foul", "seat": n % 10 + 1}))
            for n in range(EVENTS)
        ]
        times.sort()
        print(
            f"{label}: record one event durably: median {statistics.median(times):.2f} ms, "
            f"p95 {times[int(len(times) * 0.95)]:.2f} ms ({EVENTS} events)"
        )
        data = build_tournament()
        tid: list[int] = []
        import_ms = _ms(lambda: tid.append(store.import_tournament(data)))
        print(
            f"{label}: import {PLAYERS} players / {GAMES} games (checked, one transaction): "
            f"{import_ms:.0f} ms"
        )
    with open_store(url, backups=False) as store:
        loads = [_ms(lambda: store.load_tournament(tid[0])) for _ in range(LOAD_RUNS)]
        exports = [_ms(lambda: store.export_tournament(tid[0])) for _ in range(LOAD_RUNS)]
        print(
            f"{label}: load the tournament ({PLAYERS} players, {GAMES} games) from the database: "
            f"median {statistics.median(loads):.0f} ms; as an exchange-file dict: "
            f"median {statistics.median(exports):.0f} ms ({LOAD_RUNS} runs)"
        )
        fresh = players_file(BIG_PLAYERS)
        merged = players_file(MERGED_PLAYERS)
        fresh_ms = _ms(lambda: store.import_tournament(fresh))
        merge_ms = _ms(lambda: store.import_tournament(merged))
        print(
            f"{label}: import {BIG_PLAYERS:,} players (fresh): {fresh_ms:.0f} ms; merge a file of "
            f"{MERGED_PLAYERS:,} players into it ({MERGED_PLAYERS - BIG_PLAYERS:,} new): {merge_ms:.0f} ms"
        )


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        bench(f"sqlite:///{Path(folder) / 'bench.sqlite3'}", "SQLite")
    base = os.environ.get("MAFIA_DESK_TEST_DB", "").strip()
    if base:
        schema = f"md_bench_{uuid.uuid4().hex[:8]}"
        admin = create_engine(base)
        with admin.begin() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
        try:
            url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
            bench(url.render_as_string(hide_password=False), "PostgreSQL")
        finally:
            with admin.begin() as conn:
                conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
            admin.dispose()
    else:
        print("PostgreSQL: skipped (set MAFIA_DESK_TEST_DB to a server URL to measure it)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
