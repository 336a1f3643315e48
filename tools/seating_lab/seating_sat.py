"""Offline: ask a SAT solver (PySAT) for a balanced draw whose pairs meet at most M times.

N players, T tables of 10, R rounds, strict bench: player p < (N - 10T) R sits out in round p // (N - 10T),
which is one strict bench schedule up to renaming the players (every strict schedule with R (N - 10T) <= N
benches distinct players). Round 1 is fixed up to renaming too. A model found is printed as JSON rounds
(lists of tables of player numbers 1..N, then the bench); the library test re-verifies any draw shipped from
it, so the solver is never trusted. `pip install python-sat` (offline tooling, not an app dependency).

    python tools/seating_lab/seating_sat.py N T R M [SECONDS]
"""

from __future__ import annotations

import json
import sys
from itertools import combinations

from pysat.card import CardEnc, EncType
from pysat.formula import CNF, IDPool
from pysat_run import solve_limited


def main() -> int:
    n, tables, rounds, cap = (int(x) for x in sys.argv[1:5])
    seconds = float(sys.argv[5]) if len(sys.argv) > 5 else 600.0
    bench = n - 10 * tables
    if bench * rounds > n:
        print("this script handles at most one sit-out per player", file=sys.stderr)
        return 2
    out = {r: set(range(r * bench, (r + 1) * bench)) for r in range(rounds)}
    pool = IDPool()
    cnf = CNF()

    def x(p: int, r: int, t: int) -> int:
        return pool.id(("x", p, r, t))

    for r in range(rounds):
        playing = [p for p in range(n) if p not in out[r]]
        for p in playing:
            lits = [x(p, r, t) for t in range(tables)]
            cnf.extend(CardEnc.equals(lits, 1, vpool=pool, encoding=EncType.pairwise).clauses)
        for t in range(tables):
            lits = [x(p, r, t) for p in playing]
            cnf.extend(CardEnc.equals(lits, 10, vpool=pool, encoding=EncType.seqcounter).clauses)
        if r == 0:
            for i, p in enumerate(playing):
                cnf.append([x(p, r, i // 10)])
    for p, q in combinations(range(n), 2):
        meets = []
        for r in range(rounds):
            if p in out[r] or q in out[r]:
                continue
            y = pool.id(("y", p, q, r))
            meets.append(y)
            for t in range(tables):
                cnf.append([-x(p, r, t), -x(q, r, t), y])
        if len(meets) > cap:
            cnf.extend(CardEnc.atmost(meets, cap, vpool=pool, encoding=EncType.seqcounter).clauses)
    print(f"variables {pool.top}, clauses {len(cnf.clauses)}", file=sys.stderr, flush=True)
    model = solve_limited(cnf.clauses, seconds, "cadical153")
    if model is None:
        return 1
    draw = []
    for r in range(rounds):
        tabs: list[list[int]] = [[] for _ in range(tables)]
        for p in range(n):
            for t in range(tables):
                if x(p, r, t) in model:
                    tabs[t].append(p + 1)
        draw.append({"tables": tabs, "sitting_out": sorted(p + 1 for p in out[r])})
    print(json.dumps({"players": n, "tables": tables, "rounds": draw, "cap": cap}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
