"""Search for a 43/4/7 draw with no pair meeting three times among the draws that a group of symmetries
maps to themselves (offline; OR-Tools CP-SAT in a separate environment, like seating_cpsat.py).

Why: the complete model (seating_cpsat.py) is too big to settle on this machine. A draw invariant under a
group G that moves the rounds transitively is fixed by its round 1 alone, and each pair's meeting count is
the same along its G-orbit, so the model shrinks to one round's partition; a FEASIBLE answer is a draw
(re-checked here and by the library test once stored), an INFEASIBLE one rules out only that family.

The groups: Z7 (round r is round 1 shifted by r), the dihedral group D7 = {x -> a x + b, a in {1, 6}} and
the Frobenius group F21 = {x -> a x + b, a in {1, 2, 4}} (Z7 with the multiplications that fix round 1).
Players fall into G-orbits: a fixed player ("fix"), an orbit of |G| ("reg", G acting on itself), of 7
("pt", G acting on the rounds) or of |G| / 7 ("tri", G acting on its multipliers). Once-benched players
form "breg" orbits (player g sits out in round g(0)) or "bpt" orbits (player r sits out in round r), 3 per
round in all; the 22 others are what is left.

    python tools/seating_lab/seating_symmetric.py --structure fix,reg,breg [--group z7|d7|f21] [--seconds S]

Orbit names: fix, reg, pt, tri for players who never sit out; breg, bpt for the once-benched.
"""

from __future__ import annotations

import argparse
import sys
from itertools import combinations, pairwise

from ortools.sat.python import cp_model
from seating_cpsat import check, emit

R, T, SEATS = 7, 4, 10
GROUPS = {"z7": (1,), "d7": (1, 6), "f21": (1, 2, 4)}  # x -> a x + b: the multipliers a
MULTS = GROUPS["f21"]
Elem = tuple[int, int]  # x -> a x + b


def compose(g: Elem, h: Elem) -> Elem:
    return (g[0] * h[0] % R, (g[0] * h[1] + g[1]) % R)


def act(g: Elem, kind: str, v: object) -> object:
    a, b = g
    if kind == "fix":
        return v
    if kind in ("reg", "breg"):
        assert isinstance(v, tuple)
        return compose(g, v)
    if kind in ("pt", "bpt"):
        assert isinstance(v, int)
        return (a * v + b) % R
    assert isinstance(v, int)
    return a * v % R  # tri


def orbit_points(kind: str) -> list[object]:
    if kind == "fix":
        return [0]
    if kind in ("reg", "breg"):
        return [(a, b) for a in MULTS for b in range(R)]
    if kind in ("pt", "bpt"):
        return list(range(R))
    return list(MULTS)


def bench_round(kind: str, v: object) -> int | None:
    if kind == "breg":
        assert isinstance(v, tuple)
        return v[1]  # g(0) = b
    if kind == "bpt":
        assert isinstance(v, int)
        return v
    return None


def solve(
    structure: list[str], group: str, seconds: float, workers: int, seed: int, cap: int = 2
) -> tuple[str, dict]:
    players = [(i, kind, v) for i, kind in enumerate(structure) for v in orbit_points(kind)]
    n = len(players)  # 43 for the open case; other N on 4 tables over 7 rounds work the same way
    index = {(i, v): k for k, (i, _, v) in enumerate(players)}
    benched = [sum(1 for _, kind, v in players if bench_round(kind, v) == r) for r in range(R)]
    assert benched == [n - T * SEATS] * R, benched

    def moved(g: Elem, k: int) -> int:
        i, kind, v = players[k]
        return index[i, act(g, kind, v)]

    present0 = [k for k, (_, kind, v) in enumerate(players) if bench_round(kind, v) != 0]
    m = cp_model.CpModel()
    x = {(k, t): m.new_bool_var(f"x{k}_{t}") for k in present0 for t in range(T)}
    for k in present0:
        m.add_exactly_one(x[k, t] for t in range(T))
    for t in range(T):
        m.add(sum(x[k, t] for k in present0) == SEATS)
    z: dict[tuple[int, int], cp_model.IntVar] = {}
    for p, q in combinations(present0, 2):
        v = m.new_bool_var(f"z{p}_{q}")
        same = []
        for t in range(T):
            s = m.new_bool_var("")
            m.add_multiplication_equality(s, [x[p, t], x[q, t]])
            same.append(s)
        m.add(v == sum(same))
        z[p, q] = z[q, p] = v
    # Round r is round 0 moved by the translation x -> x + r: p, q meet in round r iff
    # shift(-r)p and shift(-r)q share a table in round 0.
    counts: dict[tuple[int, int], list[cp_model.IntVar]] = {}
    for r in range(R):
        back = (1, (-r) % R)
        for p, q in combinations(range(n), 2):
            p0, q0 = moved(back, p), moved(back, q)
            if (p0, q0) in z:
                counts.setdefault((p, q), []).append(z[p0, q0])
    for terms in counts.values():
        m.add(sum(terms) <= cap)
    for a in MULTS[1:]:  # round 0's partition is mapped to itself by the maps that fix round 0
        h = (a, 0)
        for p, q in combinations(present0, 2):
            m.add(z[p, q] == z[moved(h, p), moved(h, q)])
    # Table labels are free: the first present player sits at table 0, and the other tables are ordered by
    # their lowest player.
    m.add(x[present0[0], 0] == 1)
    for t in range(2, T):
        for j, p in enumerate(present0):
            m.add_bool_or([x[p, t].Not(), *(x[q, t - 1] for q in present0[:j])])
    if group == "z7" and structure[0] == "fix":  # Z_R for any R: the same relabellings
        break_z7(m, x, structure, index, present0)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = workers
    solver.parameters.random_seed = seed
    status = solver.solve(m)
    name = solver.status_name(status)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return name, {}
    table0 = {k: next(t for t in range(T) if solver.value(x[k, t])) for k in present0}
    rounds = []
    for r in range(R):
        back = (1, (-r) % R)
        tables: list[list[int]] = [[] for _ in range(T)]
        bench = []
        for k in range(n):
            k0 = moved(back, k)
            if k0 in table0:
                tables[table0[k0]].append(k + 1)
            else:
                bench.append(k + 1)
        rounds.append({"tables": tables, "sitting_out": bench})
    check(rounds, cap)
    return name, {"players": n, "rounds": rounds}


def break_z7(m: cp_model.CpModel, x: dict, structure: list[str], index: dict, present0: list[int]) -> None:
    """Symmetries of the Z7 family beyond the table labels, each met by relabelling any draw in it: orbits of
    one kind may be permuted (ordered here by how many of their players sit with the fixed player in round
    0, which no shift changes), and an orbit that never sits out may be shifted (so that, when any of its
    players sits with the fixed player, player 0 of the orbit does)."""
    at_fixed = {}
    for i, kind in enumerate(structure):
        members = [index[i, v] for v in orbit_points(kind) if (index[i, v], 0) in x]
        at_fixed[i] = sum(x[k, 0] for k in members)
        if kind == "pt":
            first = index[i, 0]
            for k in members:
                m.add_implication(x[k, 0], x[first, 0])
    for kind in ("pt", "bpt"):
        same = [i for i, k in enumerate(structure) if k == kind]
        for a, b in pairwise(same):
            m.add(at_fixed[a] >= at_fixed[b])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--structure", required=True)
    parser.add_argument("--group", choices=tuple(GROUPS), default="f21")
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="")
    parser.add_argument("--tables", type=int, default=4, help="tables per round (4 for 43/4/7)")
    parser.add_argument("--rounds", type=int, default=7, help="rounds (not 7: only Z_R, --group z7)")
    parser.add_argument("--max", type=int, default=2, help="most meetings per pair (3: see it find draws)")
    args = parser.parse_args(argv)
    global MULTS, T, R
    MULTS, T, R = GROUPS[args.group], args.tables, args.rounds
    if R != 7 and args.group != "z7":
        parser.error("D7 and F21 act on 7 rounds")
    name, grouping = solve(
        args.structure.split(","), args.group, args.seconds, args.workers, args.seed, args.max
    )
    print(args.group, args.structure, name, flush=True)
    if grouping:
        emit(grouping, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
