"""A sharper sum-of-squares bound for one table with the strict bench (nobody sits out twice before everyone
has once), the usual shape of a one-day club event such as 16 players over 8 games.

With one table, games r and s share c_rs = (10 - k) + x_rs players, where k sit out each round and x_rs counts
players benched in both. The strict rule fixes how many of round s's bench sit out for the j-th time (the
sit-out counts after every round differ by at most 1), so for every round s

    sum over r < s of x_rs = sum over s's bench of (earlier sit-outs) = E_s        (exact)
    sum over t > r of x_rt <= sum over r's bench of (sit-outs still to come) = U_r  (at most)
    x_rs <= sum over j < j' of min(j-th sit-outs in r, j'-th sit-outs in s)

and x_rs >= k - 10 (two benches of k among N = 10 + k people overlap). Minimising the convex sum of c_rs^2
under these constraints is a convex-cost transportation problem, solved exactly by successive shortest paths
over unit arcs; by the identity of the Gram bound (bounds.sum_squares_bound) it bounds the sum of squared
meetings of every strict one-table draw. It proves 1130 optimal for 16 players over 8 games, where the plain
Gram bound gives 1120 (reachable only when the order of sit-outs is free).
"""

from __future__ import annotations

from collections.abc import Sequence

from mafia_desk.seating.bounds import PAIRS_PER_GAME, SEATS


def _sit_out_levels(players: int, bench: int, rounds: int) -> list[dict[int, int]]:
    """Per round, how many of its bench sit out for the j-th time (j = 1, 2, ...) under the strict rule."""

    def at_least(total: int, j: int) -> int:
        return min(players, max(0, total - (j - 1) * players))

    levels = []
    for r in range(rounds):
        before, after = bench * r, bench * (r + 1)
        top = -(-after // players)
        levels.append(
            {
                j: at_least(after, j) - at_least(before, j)
                for j in range(1, top + 1)
                if at_least(after, j) > at_least(before, j)
            }
        )
    return levels


class _Flow:
    """Min-cost flow by successive shortest paths (Bellman-Ford: the residual arcs have negative costs)."""

    def __init__(self, nodes: int) -> None:
        self.to: list[int] = []
        self.cap: list[int] = []
        self.cost: list[int] = []
        self.out: list[list[int]] = [[] for _ in range(nodes)]

    def arc(self, a: int, b: int, cap: int, cost: int) -> None:
        for x, y, c, w in ((a, b, cap, cost), (b, a, 0, -cost)):
            self.out[x].append(len(self.to))
            self.to.append(y)
            self.cap.append(c)
            self.cost.append(w)

    def run(self, source: int, sink: int, want: int) -> int | None:
        """Cost of sending `want` units, or None if the network cannot carry them."""
        total = 0
        sent = 0
        n = len(self.out)
        while sent < want:
            dist: list[int | None] = [None] * n
            via = [-1] * n
            dist[source] = 0
            for _ in range(n):
                changed = False
                for u in range(n):
                    du = dist[u]
                    if du is None:
                        continue
                    for e in self.out[u]:
                        if self.cap[e] > 0:
                            v = self.to[e]
                            nd = du + self.cost[e]
                            dv = dist[v]
                            if dv is None or nd < dv:
                                dist[v] = nd
                                via[v] = e
                                changed = True
                if not changed:
                    break
            reach = dist[sink]
            if reach is None:
                return None
            push = want - sent
            v = sink
            while v != source:
                e = via[v]
                push = min(push, self.cap[e])
                v = self.to[e ^ 1]
            v = sink
            while v != source:
                e = via[v]
                self.cap[e] -= push
                self.cap[e ^ 1] += push
                v = self.to[e ^ 1]
            sent += push
            total += push * reach
        return total


def strict_one_table_squares_bound(players: int, rounds: int, games: Sequence[int]) -> int | None:
    """The bound described above, or None where it does not apply (no bench, or no strict schedule exists)."""
    bench = players - SEATS
    if bench <= 0 or rounds < 2:
        return None
    levels = _sit_out_levels(players, bench, rounds)
    most_outs = -(-bench * rounds // players)
    base = SEATS - bench  # c_rs = base + x_rs
    low = max(0, -base)

    def square(x: int) -> int:
        return (base + x) ** 2

    need = [sum(count * (j - 1) for j, count in levels[s].items()) for s in range(rounds)]
    room = [sum(count * (most_outs - j) for j, count in levels[r].items()) for r in range(rounds)]
    source, sink = 2 * rounds, 2 * rounds + 1
    flow = _Flow(2 * rounds + 2)
    fixed = 0
    for s in range(rounds):
        for r in range(s):
            cap = sum(min(a, b) for j, a in levels[r].items() for j2, b in levels[s].items() if j < j2)
            cap = min(bench, cap)
            if cap < low:
                return None
            fixed += square(low)
            need[s] -= low
            room[r] -= low
            for x in range(low, cap):
                flow.arc(r, rounds + s, 1, square(x + 1) - square(x))
    if any(v < 0 for v in need) or any(v < 0 for v in room):
        return None
    for r in range(rounds):
        flow.arc(source, r, room[r], 0)
        flow.arc(rounds + r, sink, need[r], 0)
    extra = flow.run(source, sink, sum(need))
    if extra is None:
        return None
    pairs_of_games = fixed + extra  # sum over r < s of c_rs^2
    squares = -(-(SEATS * SEATS * rounds + 2 * pairs_of_games - sum(g * g for g in games)) // 2)
    if (squares - PAIRS_PER_GAME * rounds) % 2:
        squares += 1  # the sum of m^2 has the parity of the sum of m, 45 per game
    return squares
