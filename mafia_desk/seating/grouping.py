"""Who plays with whom: simulated annealing on the pair-meeting counts, seats left for later.

Players are indices 0..N-1 here. The energy is a sum over pairs of a convex cost of the meeting count: the
square (so the sum of squares falls) plus a steep penalty for every meeting above the proven bound on the
maximum, so the search first drives the maximum down to its bound, then the sum of squares; the number of
pairs at the bound only breaks ties (see the energy below). Moves swap two players of one round between tables
or between a table and the bench; the bench keeps its balance (nobody sits out twice before everyone has once)
because a move must keep every prefix of rounds inside the sit-out band of the starting schedule. Everything
is drawn from one `random.Random`, so the same seed gives the same grouping.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from mafia_desk.seating.bounds import SEATS
from mafia_desk.seating.model import SeatingError

# Energy per pair: scale * (m^2 + excess penalty) + 1 if m is at the bound, with scale above the number of
# pairs: the sum of squares (with the penalty) is energy // scale and always outranks the count of pairs at
# the bound, which only breaks ties.
EXCESS_WEIGHT = 24
# A pair that never meets, where the game counts let everyone meet, costs as much as one unit of the sum of
# squares: a move that brings two strangers together at the price of one extra repeat elsewhere is neutral.
NEVER_MET_WEIGHT = 1
APART_WEIGHT = 400
# The temperature runs from START_SCALE to END_SCALE times the typical energy change of a random move.
START_SCALE = 0.15
END_SCALE = 0.008


@dataclass(frozen=True)
class GroupingProblem:
    players: int
    tables: int
    rounds: int
    absent: tuple[frozenset[int], ...]  # per round, players who must sit out
    apart: tuple[tuple[int, int], ...]  # pairs that should not share a table in the first apart_rounds rounds
    apart_rounds: int
    prior: tuple[tuple[int, ...], ...] | None  # meetings before this draw, N x N
    target_max: int  # the proven bound on the maximum meeting count: meetings above it are penalised
    floor_squares: int  # the proven bound on the sum of squares: reaching it ends the search (-1: never)
    strict_bench: bool = True  # nobody sits out twice before everyone has once; False: only totals balanced
    # The proven bound on pairs that never meet, when they count in the energy (the game counts let everyone
    # meet); -1: they do not count.
    floor_never_met: int = -1
    # Tables of each round when they differ (a short last round); empty: `tables` in every round. A round
    # with fewer tables leaves the higher tables empty and benches the players they would hold.
    round_tables: tuple[int, ...] = ()
    # What one pair that never meets costs in units of the sum of squares (where they count); None: the
    # module's NEVER_MET_WEIGHT. The "everyone meets" priority raises it (`balanced.EVERYONE_MEETS_WEIGHT`).
    never_met_weight: int | None = None
    # The penalty per meeting above target_max; None: EXCESS_WEIGHT. Raised with the never-met weight, so that
    # strangers never buy a meeting above the maximum allowed.
    excess_weight: int | None = None

    def never_met_cost(self) -> int:
        return NEVER_MET_WEIGHT if self.never_met_weight is None else self.never_met_weight

    def tables_in(self, r: int) -> int:
        return self.round_tables[r] if self.round_tables else self.tables


@dataclass(frozen=True)
class Grouping:
    """rounds[r][t] lists the players of table t in round r (t = tables is the bench)."""

    rounds: tuple[tuple[tuple[int, ...], ...], ...]
    energy: int
    iterations: int
    reached_floor: bool  # the sum of squares met its proven bound, so the search stopped early


def _initial_bench(problem: GroupingProblem, rng: random.Random) -> list[list[int]]:
    """Sit out the forced players, then those who sat out least so far (drawn at random among equals)."""
    counts = [0] * problem.players
    benches: list[list[int]] = []
    for r in range(problem.rounds):
        bench_size = problem.players - SEATS * problem.tables_in(r)
        forced = sorted(problem.absent[r])
        if len(forced) > bench_size:
            raise SeatingError(
                f"round {r + 1}: {len(forced)} player(s) must sit out but {problem.players} players on "
                f"{problem.tables_in(r)} table(s) leave only {bench_size} place(s) on the bench"
            )
        free = [p for p in range(problem.players) if p not in problem.absent[r]]
        rng.shuffle(free)
        free.sort(key=lambda p: counts[p])
        bench = forced + free[: bench_size - len(forced)]
        for p in bench:
            counts[p] += 1
        benches.append(bench)
    return benches


def energy_scale(players: int) -> int:
    return players * (players - 1) // 2 + 1


def _cost_table(problem: GroupingProblem) -> list[int]:
    top = problem.rounds + 2 + (max((max(row) for row in problem.prior), default=0) if problem.prior else 0)
    cost = []
    for m in range(top + 1):
        excess = max(0, m - problem.target_max)
        steep = EXCESS_WEIGHT if problem.excess_weight is None else problem.excess_weight
        squares = m * m + steep * excess * (excess + 1) // 2
        if m == 0 and problem.floor_never_met >= 0:
            squares += problem.never_met_cost()
        cost.append(energy_scale(problem.players) * squares + (m == problem.target_max))
    return cost


def most_meetings(tables: Iterable[Sequence[int]], prior: Sequence[Sequence[int]] | None = None) -> int:
    """The largest meeting count over these tables (with the earlier meetings of a history)."""
    meet: dict[tuple[int, int], int] = {}
    if prior is not None:
        for a, row in enumerate(prior):
            for b, m in enumerate(row[a + 1 :], start=a + 1):
                if m:
                    meet[a, b] = m
    for tab in tables:
        for i, a in enumerate(tab):
            for b in tab[i + 1 :]:
                key = (a, b) if a < b else (b, a)
                meet[key] = meet.get(key, 0) + 1
    return max(meet.values(), default=0)


def anneal(
    problem: GroupingProblem,
    rng: random.Random,
    iterations: int,
    start: Grouping | None = None,
    heat: float = 1.0,
) -> Grouping:
    """Anneal from a random grouping, or from `start` (a reheat of an earlier run) with `heat` times the
    usual starting temperature."""
    n, t_count, r_count = problem.players, problem.tables, problem.rounds
    bench_t = t_count
    scale = energy_scale(n)
    # Any energy below this has the sum of squares (and the never-met pairs, when they count) at its bound.
    floor = scale * (problem.floor_squares + problem.never_met_cost() * max(0, problem.floor_never_met) + 1)
    benches = _initial_bench(problem, rng) if start is None else [list(rnd[t_count]) for rnd in start.rounds]
    members: list[list[list[int]]] = []
    where: list[list[int]] = []
    for r in range(r_count):
        if start is None:
            benched = set(benches[r])
            playing = [p for p in range(n) if p not in benched]
            rng.shuffle(playing)
            tabs = [playing[t * SEATS : (t + 1) * SEATS] for t in range(t_count)] + [list(benches[r])]
        else:
            tabs = [list(tab) for tab in start.rounds[r]]
        members.append(tabs)
        w = [0] * n
        for t, tab in enumerate(tabs):
            for p in tab:
                w[p] = t
        where.append(w)

    # Sit-out counts after each prefix of rounds, and the band each prefix must stay in.
    out_count = [[0] * r_count for _ in range(n)]
    for p in range(n):
        c = 0
        for r in range(r_count):
            c += where[r][p] == bench_t
            out_count[p][r] = c
    band_lo = [min(out_count[p][r] for p in range(n)) for r in range(r_count)]
    band_hi = [max(out_count[p][r] for p in range(n)) for r in range(r_count)]
    if not problem.strict_bench:
        band_lo[:-1] = [-r_count] * (r_count - 1)
        band_hi[:-1] = [r_count] * (r_count - 1)

    meet = [list(row) for row in problem.prior] if problem.prior else [[0] * n for _ in range(n)]
    for r in range(r_count):
        for tab in members[r][:t_count]:
            for i, a in enumerate(tab):
                for b in tab[i + 1 :]:
                    meet[a][b] += 1
                    meet[b][a] += 1
    cost = _cost_table(problem)
    cost.append(cost[-1] + 10**9)
    inc = [cost[m + 1] - cost[m] for m in range(len(cost) - 1)]
    dec = [0] + [cost[m - 1] - cost[m] for m in range(1, len(cost) - 1)]

    apart = [[0] * n for _ in range(n)] if problem.apart and problem.apart_rounds else None
    if apart is not None:
        for a, b in problem.apart:
            apart[a][b] = apart[b][a] = 1

    def energy() -> int:
        e = 0
        for a in range(n):
            row = meet[a]
            for b in range(a + 1, n):
                e += cost[row[b]]
        if apart is not None:
            for r in range(min(problem.apart_rounds, r_count)):
                for tab in members[r][:t_count]:
                    for i, a in enumerate(tab):
                        e += APART_WEIGHT * scale * sum(apart[a][b] for b in tab[i + 1 :])
        return e

    absent = problem.absent
    movable = [[p for p in range(n) if p not in absent[r]] for r in range(r_count)]
    apart_rounds = problem.apart_rounds

    def delta(r: int, a: int, b: int) -> int:
        """Energy change if a (at a table) and b (at another table or on the bench) trade places in round
        r."""
        w = where[r]
        ta = w[a]
        tb = w[b]
        ma = meet[a]
        mb = meet[b]
        tab_a = members[r][ta]
        d = 0
        for x in tab_a:
            if x != a:
                d += dec[ma[x]] + inc[mb[x]]
        if tb != bench_t:
            for y in members[r][tb]:
                if y != b:
                    d += dec[mb[y]] + inc[ma[y]]
        if apart is not None and r < apart_rounds:
            pa = apart[a]
            pb = apart[b]
            s = 0
            for x in tab_a:
                if x != a:
                    s += pb[x] - pa[x]
            if tb != bench_t:
                for y in members[r][tb]:
                    if y != b:
                        s += pa[y] - pb[y]
            d += APART_WEIGHT * scale * s
        return d

    def apply(r: int, a: int, b: int) -> None:
        w = where[r]
        ta = w[a]
        tb = w[b]
        ma = meet[a]
        mb = meet[b]
        tab_a = members[r][ta]
        tab_b = members[r][tb]
        if ta != bench_t:
            for x in tab_a:
                if x != a:
                    ma[x] -= 1
                    meet[x][a] -= 1
                    mb[x] += 1
                    meet[x][b] += 1
        if tb != bench_t:
            for y in tab_b:
                if y != b:
                    mb[y] -= 1
                    meet[y][b] -= 1
                    ma[y] += 1
                    meet[y][a] += 1
        tab_a[tab_a.index(a)] = b
        tab_b[tab_b.index(b)] = a
        w[a] = tb
        w[b] = ta

    def shift_out(p: int, lo: int, hi: int, step: int) -> None:
        row = out_count[p]
        for q in range(lo, hi):
            row[q] += step

    def fits(p: int, lo: int, hi: int, step: int) -> bool:
        """Whether p's sit-out count may change by step over the prefixes lo..hi-1 without leaving the
        band."""
        row = out_count[p]
        if step > 0:
            return all(row[q] + step <= band_hi[q] for q in range(lo, hi))
        return all(row[q] + step >= band_lo[q] for q in range(lo, hi))

    has_bench = any(benches)
    e_now = energy()
    best_e = e_now
    best = [list(w) for w in where]
    if all(len(mv) < 2 for mv in movable) or (t_count == 1 and not has_bench):
        return _finish(best, t_count, best_e, 0, best_e < floor)

    t_start, t_end = _temperatures(rng, r_count, where, movable, bench_t, delta)
    t_start *= heat
    cool = (t_end / t_start) ** (1.0 / max(1, iterations))
    temp = t_start
    track_from = iterations // 4
    rand = rng.random
    exp = math.exp
    done = iterations
    for it in range(iterations):
        temp *= cool
        if it == track_from and e_now < best_e:
            best_e = e_now
            best = [list(x) for x in where]
        r = int(rand() * r_count)
        mv = movable[r]
        if len(mv) < 2:
            continue
        a = mv[int(rand() * len(mv))]
        b = mv[int(rand() * len(mv))]
        w = where[r]
        ta = w[a]
        tb = w[b]
        if ta == tb:
            continue
        if ta == bench_t:
            a, b, ta, tb = b, a, tb, ta
        if tb != bench_t:
            d = delta(r, a, b)
            if d > 0 and (d > 50 * temp or rand() >= exp(-d / temp)):
                continue
            apply(r, a, b)
        elif fits(a, r, r_count, 1) and fits(b, r, r_count, -1):
            d = delta(r, a, b)
            if d > 0 and (d > 50 * temp or rand() >= exp(-d / temp)):
                continue
            apply(r, a, b)
            shift_out(a, r, r_count, 1)
            shift_out(b, r, r_count, -1)
        else:
            # b sits out in round r and a plays: trade sit-out rounds with a round r2 where a sits out and
            # b plays.
            r2 = int(rand() * r_count)
            if r2 == r or where[r2][a] != bench_t or where[r2][b] == bench_t:
                continue
            if a in absent[r2] or b in absent[r2]:
                continue  # a forced sit-out stays on the bench
            lo, hi = min(r, r2), max(r, r2)
            step = 1 if r < r2 else -1  # a's count rises over r..r2-1 when his sit-out moves earlier
            if not (fits(a, lo, hi, step) and fits(b, lo, hi, -step)):
                continue
            d = delta(r, a, b)
            apply(r, a, b)
            d += delta(r2, b, a)
            if d > 0 and (d > 50 * temp or rand() >= exp(-d / temp)):
                apply(r, b, a)
                continue
            apply(r2, b, a)
            shift_out(a, lo, hi, step)
            shift_out(b, lo, hi, -step)
        e_now += d
        if e_now < best_e and (it >= track_from or e_now < floor):
            best_e = e_now
            best = [list(x) for x in where]
            if best_e < floor:
                done = it + 1
                break
    return _finish(best, t_count, best_e, done, best_e < floor)


def _temperatures(
    rng: random.Random,
    r_count: int,
    where: list[list[int]],
    movable: list[list[int]],
    bench_t: int,
    delta: Callable[[int, int, int], int],
) -> tuple[float, float]:
    """Scale the schedule to this case: the typical size of a move's energy change grows with the meeting
    counts (20 players over 10 rounds move far more per swap than 100 players over 10 rounds)."""
    sizes: list[int] = []
    for _ in range(400):
        r = rng.randrange(r_count)
        mv = movable[r]
        if len(mv) < 2:
            continue
        a, b = rng.choice(mv), rng.choice(mv)
        if where[r][a] == where[r][b]:
            continue
        if where[r][a] == bench_t:
            a, b = b, a
        sizes.append(abs(delta(r, a, b)))
    sizes.sort()
    typical = float(sizes[len(sizes) // 2]) if sizes else 4.0
    typical = max(typical, 4.0)
    return START_SCALE * typical, END_SCALE * typical


def _finish(where: list[list[int]], t_count: int, e: int, its: int, floor_met: bool) -> Grouping:
    rounds = []
    for w in where:
        tabs: list[list[int]] = [[] for _ in range(t_count + 1)]
        for p, t in enumerate(w):
            tabs[t].append(p)
        rounds.append(tuple(tuple(tab) for tab in tabs))
    return Grouping(tuple(rounds), e, its, floor_met)
