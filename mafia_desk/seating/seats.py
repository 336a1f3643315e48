"""Seat numbers for a fixed grouping: an exact bipartite edge colouring, then balancing by local search.

Games and players form a bipartite multigraph (one edge per player per game); a game has degree 10 and a
player degree G <= 10, so by König's theorem 10 colours suffice: colour = seat, every game gets seats 1..10
and every player a different seat in each of his games. The colouring is built edge by edge, flipping an
alternating two-colour path when the two ends have no common free colour (the classic proof of König's theorem
turned into an algorithm). A player with more than 10 games is split into chunks of 10, so he repeats only the
seats he must.

Then swaps of two players' seats inside one game, accepted by annealing, even out seat 1 (it opens the day),
seat 10 (it speaks last) and the first and second halves of the table, without ever adding a seat repeat, nor
a repeat within a player's first 10 games (the colouring's chunks of 10 follow the game order, so there is
none to start with).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence

from mafia_desk.seating.assignment import min_cost_assignment
from mafia_desk.seating.bounds import SEATS

HALF = SEATS // 2


def colour_games(games: Sequence[Sequence[int]], players: int) -> list[list[int]]:
    """seats[g][k] (0-based) for player games[g][k]: distinct per game and, up to 10 games, per player."""
    # Virtual player nodes: a player's games in chunks of 10.
    node_of: list[list[int]] = [[] for _ in games]
    seen = [0] * players
    for g, game in enumerate(games):
        for p in game:
            node_of[g].append(p * 10**6 + seen[p] // SEATS)
            seen[p] += 1
    # free colour maps: colour -> edge endpoint on the other side
    game_at: list[dict[int, int]] = [{} for _ in games]  # colour -> node
    node_at: dict[int, dict[int, int]] = {}  # node -> colour -> game
    for g, game in enumerate(games):
        for k in range(len(game)):
            v = node_of[g][k]
            vmap = node_at.setdefault(v, {})
            gmap = game_at[g]
            alpha = next(c for c in range(SEATS) if c not in gmap)
            beta = next(c for c in range(SEATS) if c not in vmap)
            if alpha not in vmap:
                gmap[alpha] = v
                vmap[alpha] = g
                continue
            # Flip the alpha/beta path that starts at v with colour alpha; it cannot reach game g.
            path: list[tuple[int, int, int]] = []  # (game, node, colour) edges on the path
            cur_node: int | None = v
            cur_game: int | None = None
            colour = alpha
            while True:
                if cur_node is not None:
                    nxt = node_at[cur_node].get(colour)
                    if nxt is None:
                        break
                    path.append((nxt, cur_node, colour))
                    cur_game, cur_node = nxt, None
                else:
                    assert cur_game is not None
                    nxt_node = game_at[cur_game].get(colour)
                    if nxt_node is None:
                        break
                    path.append((cur_game, nxt_node, colour))
                    cur_node, cur_game = nxt_node, None
                colour = beta if colour == alpha else alpha
            for eg, ev, ec in path:
                del game_at[eg][ec]
                del node_at[ev][ec]
            for eg, ev, ec in path:
                nc = beta if ec == alpha else alpha
                game_at[eg][nc] = ev
                node_at[ev][nc] = eg
            gmap[alpha] = v
            vmap[alpha] = g
    seats: list[list[int]] = []
    for g, game in enumerate(games):
        by_node = {v: c for c, v in game_at[g].items()}
        seats.append([by_node[node_of[g][k]] for k in range(len(game))])
    return seats


def balance_seats(
    games: Sequence[Sequence[int]],
    seats: list[list[int]],
    players: int,
    rng: random.Random,
    iterations: int,
    prior: Mapping[int, Sequence[int]] | None = None,
) -> list[list[int]]:
    """Even out seats 1 and 10 and the halves by swapping seats inside games; never adds a repeat (counting
    `prior`), nor one within a player's first 10 games.

    `prior` maps a player to the 0-based seats he already had before this draw (Swiss stages, semifinals).
    """
    count = [[0] * SEATS for _ in range(players)]
    # early[p][s]: p's games at seat s among his first 10 (prior seats first); swaps never add a repeat there
    early = [[0] * SEATS for _ in range(players)]
    played = [0] * players
    for p, ss in (prior or {}).items():
        for s in ss:
            count[p][s] += 1
            if played[p] < SEATS:
                early[p][s] += 1
            played[p] += 1
    is_early: list[list[bool]] = []
    for g, game in enumerate(games):
        flags = []
        for k, p in enumerate(game):
            count[p][seats[g][k]] += 1
            flags.append(played[p] < SEATS)
            if played[p] < SEATS:
                early[p][seats[g][k]] += 1
            played[p] += 1
        is_early.append(flags)
    if not games:
        return seats
    first = [0] * players
    for p in range(players):
        first[p] = sum(count[p][:HALF]) - sum(count[p][HALF:])
    last = SEATS - 1

    def player_cost_change(p: int, old: int, new: int, in_first_ten: bool) -> int | None:
        """Change of p's cost for moving from seat old to new; None if it adds a repeat (over all his games,
        or within his first 10)."""
        c = count[p]
        repeat_delta = (c[new] >= 1) - (c[old] >= 2)
        if repeat_delta > 0:
            return None
        if in_first_ten and early[p][new] >= 1:
            return None
        d = -1000 * repeat_delta
        for edge in (0, last):
            if old == edge:
                d += 10 * (-2 * c[edge] + 1)
            if new == edge:
                d += 10 * (2 * c[edge] + 1 - 2 * (old == edge))
        old_first = old < HALF
        new_first = new < HALF
        if old_first != new_first:
            f = first[p]
            nf = f - 2 if old_first else f + 2
            d += nf * nf - f * f
        return d

    def move(p: int, old: int, new: int, in_first_ten: bool) -> None:
        count[p][old] -= 1
        count[p][new] += 1
        if in_first_ten:
            early[p][old] -= 1
            early[p][new] += 1
        if (old < HALF) != (new < HALF):
            first[p] += -2 if old < HALF else 2

    temp = 8.0
    cool = (0.2 / temp) ** (1.0 / max(1, iterations))
    rand = rng.random
    g_count = len(games)
    for _ in range(iterations):
        temp *= cool
        g = int(rand() * g_count)
        game = games[g]
        i = int(rand() * len(game))
        j = int(rand() * len(game))
        if i == j:
            continue
        row = seats[g]
        a, b = game[i], game[j]
        sa, sb = row[i], row[j]
        ea, eb = is_early[g][i], is_early[g][j]
        da = player_cost_change(a, sa, sb, ea)
        if da is None:
            continue
        db = player_cost_change(b, sb, sa, eb)
        if db is None:
            continue
        d = da + db
        if d > 0 and (d > 30 * temp or rand() >= math.exp(-d / temp)):
            continue
        move(a, sa, sb, ea)
        move(b, sb, sa, eb)
        row[i], row[j] = sb, sa
    return seats


def seat_table(
    table: Sequence[str],
    used: Mapping[str, Sequence[int]],
    own: Mapping[str, Sequence[int]],
    rng: random.Random,
) -> tuple[str, ...]:
    """Seat 10 players exactly (minimum-cost assignment) so that each avoids the seats in `used` (1-based, the
    whole tournament), then evens out seat 1 and the halves over `own` (this draw's earlier games).

    Cost of player p in seat s: 10000 per earlier game of p in s, 500 per seat 1 p already had in this draw if
    s is seat 1, 50 per game p is ahead in that half, plus a random 0..9 so equal choices are drawn by lot.
    """
    cost = []
    for p in table:
        mine = list(used.get(p, ()))
        here = list(own.get(p, ()))
        front = sum(1 for s in here if s <= HALF)
        back = len(here) - front
        row = []
        for s in range(1, SEATS + 1):
            c = 10000 * mine.count(s)
            if s == 1:
                c += 500 * here.count(1)
            c += 50 * max(0, (front - back) if s <= HALF else (back - front))
            row.append(c + rng.randrange(10))
        cost.append(row)
    col = min_cost_assignment(cost)
    order = [""] * SEATS
    for i, p in enumerate(table):
        order[col[i]] = p
    return tuple(order)
