"""Seating benchmark: time and every quality figure of the balanced draw beside its proven lower bound.

Prints a Markdown table. Each case runs with seeds 0, 1, 2: the time is the median of the three, each figure
is the worst of the three (so "optimal" means all three seeds met the bound). Timings depend on the machine
and its load; the project targets are under 5 s up to 50 players and under 20 s for 100.

    .venv/bin/python benchmarks/seating.py [--seeds 3] [--case 40,4,7 ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mafia_desk.seating import Figure, balanced_draw, player_names

CASES: list[tuple[int, int, int, bool]] = [
    (40, 4, 7, True),
    (40, 4, 9, True),
    (20, 2, 10, True),
    (16, 1, 8, True),
    (16, 1, 8, False),
    (43, 4, 7, True),
    (100, 10, 10, True),
    (200, 20, 10, True),
]
FIGURES = [
    ("max_meetings", "max meetings"),
    ("pairs_at_max", "pairs at max"),
    ("sum_squares", "sum of squares"),
    ("seat_repeats", "seat repeats"),
    ("seat1_spread", "seat-1 spread"),
    ("half_spread", "halves gap"),
    ("sitout_spread", "sit-out spread"),
]


def cell(figs: list[Figure]) -> str:
    worst = max(figs, key=lambda f: f.value)
    values = sorted({f.value for f in figs})
    shown = str(worst.value) if len(values) == 1 else "/".join(str(f.value) for f in figs)
    bound = "-" if worst.bound is None else str(worst.bound)
    mark = " optimal" if all(f.optimal for f in figs) else ""
    return f"{shown} ({bound}){mark}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--case", action="append", help="N,T,R or N,T,R,even (default: the issue's cases)")
    args = parser.parse_args(argv)
    cases = CASES
    if args.case:
        cases = []
        for text in args.case:
            parts = text.split(",")
            cases.append(
                (int(parts[0]), int(parts[1]), int(parts[2]), not (len(parts) > 3 and parts[3] == "even"))
            )
    header = ["case (N/T/R)", "seconds (median)", *(name for _, name in FIGURES)]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for n, t, r, strict in cases:
        times = []
        figures: dict[str, list[Figure]] = {key: [] for key, _ in FIGURES}
        for seed in range(args.seeds):
            start = time.perf_counter()
            draw = balanced_draw(player_names(n), t, r, seed=seed, strict_bench=strict)
            times.append(time.perf_counter() - start)
            for key, _ in FIGURES:
                figures[key].append(draw.quality[key])
        name = f"{n}/{t}/{r}" + ("" if strict else " (even bench)")
        row = [name, f"{statistics.median(times):.2f}", *(cell(figures[key]) for key, _ in FIGURES)]
        print("| " + " | ".join(row) + " |", flush=True)
    print("\nEach figure: value (lower bound); a/b/c = the values of seeds 0, 1, 2 where they differ.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
