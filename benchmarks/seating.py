"""Seating benchmark: time and every quality figure of the balanced draw beside its proven lower bound.

Prints a Markdown table. Each case runs with seeds 0..K-1 (default 20): the time is the median and the worst
of them, and each figure is the worst over the seeds (so "optimal" means every seed met the bound). A case
in the shipped library (mafia_desk/seating/library.py) is relabelled, not searched: "source" says which.
Timings depend on the machine and its load; the targets are under 1 s up to 50 players, 3 s for 100 and 10 s
for 200 (median).

    .venv/bin/python benchmarks/seating.py [--seeds 20] [--case 40,4,7 ...] [--case 21,2x10+1]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mafia_desk.seating import Constraints, Draw, Figure, balanced_draw, player_names

# (players, tables, rounds, variant): "" a fresh draw, "even" the even bench, "apart" ten clubs of four kept
# apart in every round (the library's schedule adapted by a short search), "search" the library switched off,
# "absent" three late arrivals kept out of round 1 and one of round 2 (stored bench places), "late" one player
# kept out of rounds 1 and 2 (a bench the library does not have: searched), "pairs" five named pairs kept
# apart in every round (stored players who never meet).
Case = tuple[int, int | tuple[int, ...], int, str]
CASES: list[Case] = [
    (40, 4, 7, ""),
    (40, 4, 9, ""),
    (20, 2, 10, ""),
    (16, 1, 8, ""),
    (16, 1, 8, "even"),
    (43, 4, 7, ""),
    (100, 10, 10, ""),
    (200, 20, 10, ""),
    (21, (2,) * 10 + (1,), 11, ""),
    (34, (3,) * 11 + (1,), 12, ""),
    (36, 3, 12, ""),
    (44, 4, 10, ""),
    (50, 5, 10, ""),
    (100, 10, 12, ""),
    (40, 4, 7, "apart"),
    (45, 3, 8, ""),
    (150, 15, 10, ""),
    (45, 3, 8, "search"),
    (50, 5, 10, "search"),
    (43, 4, 7, "absent"),
    (43, 4, 7, "late"),
    (40, 4, 7, "pairs"),
]
FIGURES = [
    ("max_meetings", "max meetings"),
    ("pairs_at_max", "pairs at max"),
    ("sum_squares", "sum of squares"),
    ("never_met", "never meet"),
    ("seat_repeats", "seat repeats"),
    ("early_seat_repeats", "repeats in first 10"),
    ("seat1_spread", "seat-1 spread"),
    ("seat10_spread", "seat-10 spread"),
    ("half_spread", "halves gap"),
    ("sitout_spread", "sit-out spread"),
    ("apart_meetings", "apart meetings"),
]


def cell(figs: list[Figure]) -> str:
    if not figs:
        return "-"
    worst = max(figs, key=lambda f: f.value)
    best = min(figs, key=lambda f: f.value)
    shown = str(worst.value) if worst.value == best.value else f"{worst.value} (best {best.value})"
    bound = "-" if worst.bound is None else str(worst.bound)
    mark = " optimal" if all(f.optimal for f in figs) else ""
    return f"{shown} [{bound}]{mark}"


def parse_case(text: str) -> Case:
    """N,T,R[,even|apart|search|absent|late|pairs] or N,TxK+T2 (K rounds of T tables, then one of T2)."""
    parts = text.split(",")
    variant = parts[3] if len(parts) > 3 else ""
    if "x" in parts[1]:
        head, _, last = parts[1].partition("+")
        t, k = (int(x) for x in head.split("x"))
        tables = (t,) * k + ((int(last),) if last else ())
        return int(parts[0]), tables, len(tables), variant
    return int(parts[0]), int(parts[1]), int(parts[2]), variant


VARIANTS = {
    "": "",
    "even": " (even bench)",
    "apart": " (10 clubs of 4 apart)",
    "search": " (library off)",
    "absent": " (4 players out of rounds 1-2)",
    "late": " (1 player out of rounds 1 and 2)",
    "pairs": " (5 pairs apart)",
}


def name_of(n: int, t: int | tuple[int, ...], r: int, variant: str) -> str:
    if isinstance(t, tuple):
        t_text = f"{t[0]}x{t.count(t[0])}+{t[-1]}" if t[-1] != t[0] else str(t[0])
    else:
        t_text = str(t)
    return f"{n}/{t_text}/{r}" + VARIANTS[variant]


def draw_case(n: int, t: int | tuple[int, ...], r: int, variant: str, seed: int) -> Draw:
    players = player_names(n)
    if variant == "apart":
        clubs = tuple(tuple(players[i : i + 4]) for i in range(0, 40, 4))
        return balanced_draw(players, t, r, seed=seed, constraints=Constraints(apart=clubs, apart_rounds=r))
    if variant == "pairs":
        pairs = tuple(tuple(players[i : i + 2]) for i in range(0, 10, 2))
        return balanced_draw(players, t, r, seed=seed, constraints=Constraints(apart=pairs, apart_rounds=r))
    if variant in ("absent", "late"):
        out = {1: players[:3], 2: players[3:4]} if variant == "absent" else {1: players[:1], 2: players[:1]}
        return balanced_draw(players, t, r, seed=seed, constraints=Constraints(absent=out))
    return balanced_draw(
        players, t, r, seed=seed, strict_bench=variant != "even", library=variant != "search"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument(
        "--case", action="append", help="N,T,R[,even|apart|search|absent|late|pairs] or N,TxK+T2"
    )
    args = parser.parse_args(argv)
    cases = [parse_case(c) for c in args.case] if args.case else CASES
    header = ["case (N/T/R)", "source", "seconds median / worst", *(name for _, name in FIGURES)]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for n, t, r, variant in cases:
        times = []
        figures: dict[str, list[Figure]] = {key: [] for key, _ in FIGURES}
        sources = set()
        for seed in range(args.seeds):
            start = time.perf_counter()
            draw = draw_case(n, t, r, variant, seed)
            times.append(time.perf_counter() - start)
            sources.add(draw.source)
            for key, _ in FIGURES:
                if key in draw.quality:
                    figures[key].append(draw.quality[key])
        row = [
            name_of(n, t, r, variant),
            "/".join(sorted(sources)),
            f"{statistics.median(times):.2f} / {max(times):.2f}",
            *(cell(figures[key]) for key, _ in FIGURES),
        ]
        print("| " + " | ".join(row) + " |", flush=True)
    print(f"\nEach figure: the worst of {args.seeds} seeds (the best too where they differ), [lower bound].")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
