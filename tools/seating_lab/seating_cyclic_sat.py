"""Offline: search 43/4/7 draws with max meetings 2 that are invariant under Z_7 (SAT, PySAT).

Players are (x, i) for x in Z_7 and i in 0..5, plus one fixed player; round j is the base round translated by
j ((x, i) -> (x + j, i)). The bench of the base round is (0, 0), (0, 1), (0, 2), so the seven rounds bench 21
different players (the strict bench). A pair's meetings are the members of its Z_7 orbit (7 pairs) that sit
together in the base round, so "at most 2" is one cardinality constraint per orbit. Without loss of
generality within this symmetric family (columns and their translations can be renamed). An UNSAT answer
rules out only the Z_7-invariant draws, not 43/4/7.

    python tools/seating_lab/seating_cyclic_sat.py [SECONDS]
"""

from __future__ import annotations

import json
import sys
from itertools import combinations

from pysat.card import CardEnc, EncType
from pysat.formula import CNF, IDPool
from pysat_run import solve_limited

ORDER, COLUMNS, TABLES, CAP = 7, 6, 4, 2
FIXED = ORDER * COLUMNS  # the player every translation keeps


def shift(p: int, j: int) -> int:
    if p == FIXED:
        return p
    x, i = divmod(p, COLUMNS)
    return ((x + j) % ORDER) * COLUMNS + i


def main() -> int:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 600.0
    players = FIXED + 1
    bench = [0 * COLUMNS + 0, 0 * COLUMNS + 1, 0 * COLUMNS + 2]
    seated = [p for p in range(players) if p not in bench]
    pool = IDPool()
    cnf = CNF()

    def x(p: int, t: int) -> int:
        return pool.id(("x", p, t))

    for p in seated:
        cnf.extend(CardEnc.equals([x(p, t) for t in range(TABLES)], 1, vpool=pool, encoding=EncType.pairwise))
    for t in range(TABLES):
        cnf.extend(CardEnc.equals([x(p, t) for p in seated], 10, vpool=pool, encoding=EncType.seqcounter))
    cnf.append([x(FIXED, 0)])  # tables are interchangeable
    # ... so the other three are ordered by their lowest player; and a column that never sits out (3..5) may
    # be translated alone, so if any of its players sits with the fixed one, its player (0, i) does. Both are
    # relabellings any draw of the family can be brought to (NOTES.md, "No symmetric draw").
    for t in range(2, TABLES):
        for j, p in enumerate(seated):
            cnf.append([-x(p, t), *(x(q, t - 1) for q in seated[:j])])
    for i in range(3, COLUMNS):
        for xx in range(1, ORDER):
            cnf.append([-x(xx * COLUMNS + i, 0), x(i, 0)])
    orbits: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for a, b in combinations(range(players), 2):
        key = min(tuple(sorted((shift(a, j), shift(b, j)))) for j in range(ORDER))
        orbits.setdefault(key, []).append((a, b))
    for members in orbits.values():
        together = []
        for a, b in members:
            if a in bench or b in bench:
                continue
            y = pool.id(("y", a, b))
            together.append(y)
            for t in range(TABLES):
                cnf.append([-x(a, t), -x(b, t), y])
        if len(together) > CAP:
            cnf.extend(CardEnc.atmost(together, CAP, vpool=pool, encoding=EncType.seqcounter).clauses)
    sizes = f"orbits {len(orbits)}, variables {pool.top}, clauses {len(cnf.clauses)}"
    print(sizes, file=sys.stderr, flush=True)
    model = solve_limited(cnf.clauses, seconds, "cadical195")
    if model is None:
        return 1
    base = [[p for p in seated if x(p, t) in model] for t in range(TABLES)]
    rounds = [
        {
            "tables": [[shift(p, j) + 1 for p in tab] for tab in base],
            "sitting_out": sorted(shift(p, j) + 1 for p in bench),
        }
        for j in range(ORDER)
    ]
    print(json.dumps({"players": players, "tables": TABLES, "rounds": rounds}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
