"""Search for a 43/4/7 draw with no pair meeting three times among the draws with a symmetry of order 2 or 3
(offline; OR-Tools CP-SAT in a separate environment, like seating_cpsat.py).

Why: a draw with any symmetry (a relabelling of players, rounds and each round's tables mapping it onto
itself) has one of prime order p. NOTES.md ("No symmetric draw") rules out p = 7 moving the rounds
and every p >= 5 otherwise, so what is left is p = 2 and p = 3. A symmetry g of order p is, up to
relabelling:

- rounds: c cycles of p rounds (rounds 0..p-1, p..2p-1, ...), the others fixed;
- tables: in a fixed round g permutes the tables by a permutation of order dividing p: the identity "id",
  or for p = 3 the 3-cycle "c" (table 0 fixed), for p = 2 the transposition "t" (tables 2, 3 fixed) or the
  double transposition "d"; in a cycle of rounds the later rounds' tables can be relabelled so that g maps
  table t to table t, and as g^p = 1 nothing is left over around the cycle;
- players: fixed players and orbits of p. With the strict bench (21 players sit out once) a fixed player
  can sit out only in a fixed round, an orbit either all in one fixed round or one player in each round of
  a cycle. A fixed round's 3 bench players are an orbit ("orb", p = 3), a fixed player and an orbit ("f1",
  p = 2) or 3 fixed players ("f3"); each round of a cycle has 3 orbits' players; f0 fixed players and
  22 - f0 players in orbits never sit out.

Families that a one-line argument refutes are skipped, the argument in `refuted`; every other family is a
CP-SAT model of the 43 x 7 seats with g's invariance as equalities, every pair at most `--cap` times (one
constraint per pair orbit). FEASIBLE prints the draw (re-checked); INFEASIBLE rules out that family;
UNKNOWN says the time ran out. The sanity checks: with `--cap 3` some families must have draws, and with
`--check-rules` the families the rules refute are solved as well, none of which may have one.

    python tools/seating_lab/seating_prime_symmetries.py --order 2|3 [--seconds S] [--only I,J] [--cap C]
                                               [--check-rules]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from itertools import combinations, combinations_with_replacement

from ortools.sat.python import cp_model
from seating_cpsat import ONCE, SEATS, N, R, T, cap_meetings, check, emit, grouping, seat_variables

NEVER = N - ONCE  # players who never sit out
PERMS = {
    "id": [0, 1, 2, 3],
    "c": [0, 2, 3, 1],
    "t": [1, 0, 2, 3],
    "d": [1, 0, 3, 2],
}
FIXED_BENCHED = {"f3": 3, "f1": 1, "orb": 0}  # fixed players on a fixed round's bench
ROUND_TYPES = {
    2: [(perm, bench) for perm in ("id", "t", "d") for bench in ("f1", "f3")],
    3: [(perm, bench) for perm in ("id", "c") for bench in ("orb", "f3")],
}

Family = tuple[int, int, tuple[tuple[str, str], ...], int]  # p, cycles, fixed rounds' types, f0


def families(p: int) -> list[Family]:
    out = []
    for cycles in range(R // p + 1):
        for fixed in combinations_with_replacement(ROUND_TYPES[p], R - p * cycles):
            for f0 in range(NEVER + 1):
                trivial = cycles == 0 and f0 == NEVER and all(bench == "f3" for _, bench in fixed)
                if (NEVER - f0) % p == 0 and not trivial:  # a trivial g: the whole problem
                    out.append((p, cycles, fixed, f0))
    return out


def refuted(family: Family, cap: int = 2) -> str | None:
    """The one-line argument that rules a family out, if there is one."""
    p, cycles, fixed, f0 = family
    perms = [perm for perm, _ in fixed]
    if "d" in perms and len(fixed) > 1:
        # No table is fixed by "d": every fixed player sits out in that round, so in no other round,
        # and every other fixed round's bench holds a fixed player.
        return "a d round leaves fixed players nowhere to sit but the bench, once"
    if "d" in perms and f0:
        return "a fixed player who never sits out has no table in a d round"
    if f0 < NEVER and perms.count("id") > cap:
        # An orbit that never sits out sits at one table (g maps it to itself) in every id round.
        return f"an orbit that never sits out meets itself in every id round, more than {cap} times"
    fixed_players = f0 + sum(FIXED_BENCHED[bench] for _, bench in fixed)
    orbits = (N - fixed_players) // p
    # Fixed players sit only at tables g fixes, and in a cycle of rounds at the same table in each round: a
    # least number of fixed pairs share a table, each pair at most `cap` times in all.
    fixed_meetings = cycles * p * least_pairs(fixed_players, T)
    # An orbit's players share a table whenever g maps their table to itself: in an id round always, in a
    # t or c round unless the orbit is one of the 10 split over the moved tables; at most `cap` times each.
    together = 0
    for perm, bench in fixed:
        seated = fixed_players - FIXED_BENCHED[bench]
        fixed_meetings += least_pairs(seated, {"id": 4, "t": 2, "c": 1, "d": 0}[perm])
        playing = orbits - (0 if bench == "f3" else 1)
        split = {"id": 0, "t": 10, "c": 10, "d": 20}[perm]
        if playing < split:
            return f"a {perm} round needs {split} orbits split over its moved tables"
        together += playing - split
    if fixed_meetings > cap * fixed_players * (fixed_players - 1) // 2:
        return f"the {fixed_players} fixed players share tables {fixed_meetings} times, over {cap} per pair"
    if together > cap * orbits:
        return f"the {orbits} orbits sit together {together} times, over {cap} per orbit"
    return None


def least_pairs(players: int, tables: int) -> int:
    """The fewest pairs sharing a table when `players` sit at `tables` tables of SEATS (a large number when
    they cannot)."""
    if players > SEATS * tables:
        return 10**6
    if players == 0:
        return 0
    q, extra = divmod(players, tables)
    return extra * (q + 1) * q // 2 + (tables - extra) * q * (q - 1) // 2


def spec(family: Family) -> tuple[list[int], dict[int, int], list[int], list[list[int]]]:
    """g on the players, the bench (player -> round), g on the rounds, g on each round's tables."""
    p, cycles, fixed, f0 = family
    g_round = list(range(R))
    g_table = [PERMS["id"]] * R
    cycle_rounds = [list(range(k * p, (k + 1) * p)) for k in range(cycles)]
    for rounds in cycle_rounds:
        for i, r in enumerate(rounds):
            g_round[r] = rounds[(i + 1) % p]
    fixed_rounds = list(range(p * cycles, R))
    for r, (perm, _) in zip(fixed_rounds, fixed, strict=True):
        g_table[r] = PERMS[perm]
    g_player: list[int] = []
    bench: dict[int, int] = {}

    def add_fixed(out: int | None = None) -> None:
        if out is not None:
            bench[len(g_player)] = out
        g_player.append(len(g_player))

    def add_orbit(outs: list[int] | None = None) -> None:
        first = len(g_player)
        for i in range(p):
            if outs is not None:
                bench[first + i] = outs[i]
            g_player.append(first + (i + 1) % p)

    for _ in range(f0):
        add_fixed()
    for r, (_, kind) in zip(fixed_rounds, fixed, strict=True):
        if kind == "f3":
            for _ in range(3):
                add_fixed(r)
        else:
            if kind == "f1":
                add_fixed(r)
            add_orbit([r] * p)
    for rounds in cycle_rounds:
        for _ in range(3):
            add_orbit(rounds)
    for _ in range((NEVER - f0) // p):
        add_orbit()
    assert len(g_player) == N, family
    return g_player, bench, g_round, g_table


def solve(family: Family, cap: int, seconds: float, workers: int, seed: int) -> tuple[str, dict | None]:
    g_player, bench, g_round, g_table = spec(family)
    m = cp_model.CpModel()
    x = seat_variables(m, bench.get)
    for (q, r, t), v in x.items():
        m.add(v == x[g_player[q], g_round[r], g_table[r][t]])
    # Relabelling the tables that g maps to themselves (the same way in every round of a cycle) commutes with
    # g, so the lowest player of a round sits at table 0 of its cycle or id round, and in a t round the lowest
    # fixed player (fixed players sit at tables 2 and 3 there) at table 2.
    for r in range(R):
        seated = sorted(q for q in range(N) if bench.get(q) != r)
        if g_table[r] == PERMS["t"] and g_round[r] == r:
            fixed_seated = [q for q in seated if g_player[q] == q]
            if fixed_seated:
                m.add(x[fixed_seated[0], r, 2] == 1)
        elif g_table[r] == PERMS["id"] and (g_round[r] == r or r % family[0] == 0):
            m.add(x[seated[0], r, 0] == 1)
    if cap == 2:
        # Every game holds at least two once-benched players (proved in NOTES.md for any draw with
        # max 2); implied, stated to help the solver.
        for r in range(R):
            for t in range(T):
                m.add(sum(v for (q, rr, tt), v in x.items() if (rr, tt) == (r, t) and q in bench) >= 2)
    cap_meetings(m, x, pair_orbit_representatives(g_player), bench.get, cap)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = workers
    solver.parameters.random_seed = seed
    status = solver.solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return solver.status_name(status), None
    found = grouping(solver, x, bench.get)
    check(found["rounds"], cap)
    return "FEASIBLE", found


def pair_orbit_representatives(g_player: list[int]) -> list[tuple[int, int]]:
    """One pair of each orbit of g on the pairs: meetings are the same along an orbit."""
    seen: set[tuple[int, int]] = set()
    out = []
    for a, b in combinations(range(N), 2):
        if (a, b) in seen:
            continue
        out.append((a, b))
        u, w = a, b
        while (min(u, w), max(u, w)) not in seen:
            seen.add((min(u, w), max(u, w)))
            u, w = g_player[u], g_player[w]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--order", type=int, choices=(2, 3), required=True)
    parser.add_argument("--seconds", type=float, default=60.0, help="time limit per family")
    parser.add_argument("--only", default="", help="comma-separated family indexes")
    parser.add_argument("--cap", type=int, default=2)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--check-rules",
        action="store_true",
        help="solve the families a rule refutes too (none may be FEASIBLE)",
    )
    parser.add_argument("--out", default="", help="where to keep a found draw")
    args = parser.parse_args(argv)
    wanted = {int(i) for i in args.only.split(",") if i}
    tally: Counter[str] = Counter()
    for index, family in enumerate(families(args.order)):
        if wanted and index not in wanted:
            continue
        reason = refuted(family, args.cap)
        if reason is not None and not args.check_rules:
            tally["refuted"] += 1
            if wanted:
                print(index, family, "REFUTED:", reason, flush=True)
            continue
        start = time.monotonic()
        status, found = solve(family, args.cap, args.seconds, args.workers, args.seed)
        if reason is not None and found is not None:
            status = "RULE WRONG " + status
        tally[status] += 1
        said = f" (refuted: {reason})" if reason is not None else ""
        print(index, family, status + said, f"{time.monotonic() - start:.1f}s", flush=True)
        if found is not None:
            emit(found, args.out)
    print("summary:", dict(tally), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
