"""The rules engine's speed on the scripted games of tests/fixtures/game-logs: one host action, a replay.

The host presses a key and waits for the engine, then the disk (benchmarks/store.py), then the screen; this
prints the engine's share. Medians over many repetitions of every scripted game.
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

from mafia_desk.game import Game, event_from_dict, game_from_log_dict, game_log_to_dict

LOGS = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "game-logs"
REPEATS = 30


def main() -> None:
    logs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(LOGS.glob("*.json"))]
    replay_ms: list[float] = []
    apply_us: list[float] = []
    allowed_us: list[float] = []
    events = 0
    for _ in range(REPEATS):
        for log in logs:
            t0 = time.perf_counter()
            game = game_from_log_dict(log)
            replay_ms.append((time.perf_counter() - t0) * 1e3)
            # Replay again event by event to time a single apply (what one key press costs the engine).
            fresh = Game(game.ruleset, game.seats, game.meta, game.version)
            for raw in game_log_to_dict(game)["events"]:  # type: ignore[union-attr]
                event = event_from_dict(raw)
                t1 = time.perf_counter()
                fresh.apply(event)
                apply_us.append((time.perf_counter() - t1) * 1e6)
                t2 = time.perf_counter()
                fresh.state.allowed_actions()
                allowed_us.append((time.perf_counter() - t2) * 1e6)
                events += 1
    print(f"scripted games: {len(logs)}, repeats: {REPEATS}, events applied: {events}")
    med, top = statistics.median(replay_ms), max(replay_ms)
    print(f"replay of a whole game: median {med:.2f} ms, max {top:.2f} ms")
    print(f"apply one event: median {statistics.median(apply_us):.1f} us")
    print(f"allowed_actions(): median {statistics.median(allowed_us):.1f} us")


if __name__ == "__main__":
    main()
