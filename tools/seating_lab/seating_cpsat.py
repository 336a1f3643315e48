"""Search for a 43/4/7 draw in which no pair meets three times, with OR-Tools CP-SAT (offline; not a
dependency of the application: `pip install ortools` in a separate environment).

Why the model is complete (a refusal would be a proof) up to the symmetries it breaks, each of which any draw
can be relabelled to meet: 21 players sit out once (the strict bench), 3 per round, and which players they are
is a relabelling, so players 0..20 sit out in round p // 3; in round 1 the tables are ordered by how many of
the 22 players who never sit out they hold; those 22 are ordered by their words (their tables in rounds
1..7), so they fill round 1's tables in index order, and so do each round's three bench players; rounds 2..7
(each with its bench group) are ordered by the tables round 1 gives their bench groups; in every later
round, table t's lowest player is below table t+1's. Every game has at least two once-benched players
(proved in NOTES.md), stated to help the solver.

    python tools/seating_lab/seating_cpsat.py [--seconds S] [--workers W] [--out FILE]

Prints FEASIBLE with the grouping as JSON (the library builder's `--construction` format), INFEASIBLE (a
proof, given the symmetry argument above), or UNKNOWN when the time runs out.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from itertools import combinations, pairwise

from ortools.sat.python import cp_model

N, T, R, SEATS = 43, 4, 7, 10
BENCH = N - T * SEATS
ONCE = BENCH * R  # players 0..ONCE-1 sit out once


def out_round(p: int) -> int | None:
    return p // BENCH if p < ONCE else None


def seat_variables(
    m: cp_model.CpModel, out: Callable[[int], int | None]
) -> dict[tuple[int, int, int], cp_model.IntVar]:
    """x[p, r, t]: player p at table t in round r, for every round p plays (`out(p)` is the round he sits
    out, if any); each at one table, SEATS per table."""
    x: dict[tuple[int, int, int], cp_model.IntVar] = {}
    for p in range(N):
        for r in range(R):
            if out(p) == r:
                continue
            row = [m.new_bool_var(f"x{p}_{r}_{t}") for t in range(T)]
            for t, v in enumerate(row):
                x[p, r, t] = v
            m.add_exactly_one(row)
    for r in range(R):
        for t in range(T):
            m.add(sum(x[p, r, t] for p in range(N) if (p, r, t) in x) == SEATS)
    return x


def cap_meetings(
    m: cp_model.CpModel,
    x: dict[tuple[int, int, int], cp_model.IntVar],
    pairs: Iterable[tuple[int, int]],
    out: Callable[[int], int | None],
    cap: int,
) -> None:
    """Each of `pairs` shares a table in at most `cap` rounds."""
    for p, q in pairs:
        together = []
        for r in range(R):
            if out(p) == r or out(q) == r:
                continue
            y = m.new_bool_var(f"y{p}_{q}_{r}")
            for t in range(T):
                m.add_bool_or([x[p, r, t].Not(), x[q, r, t].Not(), y])
            together.append(y)
        m.add(sum(together) <= cap)


def build(cap: int = 2) -> tuple[cp_model.CpModel, dict[tuple[int, int, int], cp_model.IntVar]]:
    m = cp_model.CpModel()
    x = seat_variables(m, out_round)
    for r in range(R):
        for t in range(T):
            m.add(sum(x[p, r, t] for p in range(ONCE) if (p, r, t) in x) >= 2)
    cap_meetings(m, x, combinations(range(N), 2), out_round, cap)
    # Symmetry: round 1 (index 0).
    never = list(range(ONCE, N))
    table0 = {p: sum(t * x[p, 0, t] for t in range(T)) for p in range(N) if out_round(p) != 0}
    for g in range(1, R):
        group = [p for p in range(ONCE) if out_round(p) == g]
        for a, b in pairwise(group):
            m.add(table0[a] <= table0[b])
    counts = [sum(x[p, 0, t] for p in never) for t in range(T)]
    for t in range(T - 1):
        m.add(counts[t] >= counts[t + 1])
    # Rounds 2..7 are interchangeable (each with its bench group): ordered by where round 1 seats their
    # bench groups, as a number whose digits are the three (sorted) tables.
    keys = [sum(T ** (BENCH - 1 - i) * table0[g * BENCH + i] for i in range(BENCH)) for g in range(1, R)]
    for a, b in pairwise(keys):
        m.add(a <= b)
    # The 22 players who never sit out are interchangeable: ordered by their words (the table of each round,
    # round 1 first), which also fills round 1 in index order. Compatible with the orders above and below:
    # those depend on the once-benched players only (every table holds one, and they have the lowest
    # numbers, so a table's lowest player is one of them).
    words = [sum(T ** (R - 1 - r) * t * x[p, r, t] for r in range(R) for t in range(T)) for p in never]
    for a, b in pairwise(words):
        m.add(a < b)
    # Later rounds: tables ordered by their lowest player.
    for r in range(1, R):
        for t in range(1, T):
            for p in range(N):
                if (p, r, t) not in x:
                    continue
                below = [x[q, r, t - 1] for q in range(p) if (q, r, t - 1) in x]
                m.add_bool_or([x[p, r, t].Not(), *below])
    return m, x


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="")
    parser.add_argument("--max", type=int, default=2, help="most meetings per pair (3: see it find draws)")
    args = parser.parse_args(argv)
    m, x = build(args.max)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = args.seconds
    solver.parameters.num_workers = args.workers
    solver.parameters.random_seed = args.seed
    solver.parameters.log_search_progress = True
    solver.parameters.log_to_stdout = False
    status = solver.solve(m)
    name = solver.status_name(status)
    print(name, f"{solver.wall_time:.0f} s", flush=True)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        found = grouping(solver, x, out_round)
        check(found["rounds"], args.max)
        emit(found, args.out)
    return 0


def grouping(
    solver: cp_model.CpSolver,
    x: dict[tuple[int, int, int], cp_model.IntVar],
    out: Callable[[int], int | None],
) -> dict:
    """The solved seats as the library builder's --construction JSON (players from 1)."""
    rounds = []
    for r in range(R):
        tables = [[p + 1 for p in range(N) if (p, r, t) in x and solver.value(x[p, r, t])] for t in range(T)]
        bench = [p + 1 for p in range(N) if out(p) == r]
        rounds.append({"tables": tables, "sitting_out": bench})
    return {"players": N, "rounds": rounds}


def check(rounds: list[dict], cap: int) -> None:
    """Re-check a found draw: every player once per round, tables of SEATS, nobody out twice, no pair
    above `cap`."""
    met: dict[tuple[int, int], int] = {}
    n = sum(len(t) for t in rounds[0]["tables"]) + len(rounds[0]["sitting_out"])
    out = [0] * (n + 1)
    for rnd in rounds:
        seen = sorted(p for t in rnd["tables"] for p in t) + sorted(rnd["sitting_out"])
        assert sorted(seen) == list(range(1, n + 1))
        assert all(len(t) == SEATS for t in rnd["tables"])
        for p in rnd["sitting_out"]:
            out[p] += 1
        for t in rnd["tables"]:
            for p, q in combinations(sorted(t), 2):
                met[p, q] = met.get((p, q), 0) + 1
    assert max(out) <= 1
    assert max(met.values()) <= cap, max(met.values())


def emit(grouping: dict, out: str) -> None:
    """Print a found draw as JSON (the library builder's --construction format) and keep it in `out`."""
    text = json.dumps(grouping)
    print(text)
    if out:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    sys.exit(main())
