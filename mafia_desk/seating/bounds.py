"""Lower bounds on the quality figures of a draw, so a draw can be shown optimal, not merely good.

Notation: N players, T tables of 10 per round, R rounds, G_i games of player i, m_ij how often players i and j
sit at the same table. The proofs are in tools/seating_lab/NOTES.md ("The lower bounds"); each function names
the argument it uses. What the organiser sees of them: docs/seating.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import product
from math import comb, prod

from mafia_desk.game.model import SEAT_COUNT

SEATS = SEAT_COUNT  # players at one table: the game's seats
PAIRS_PER_GAME = comb(SEATS, 2)


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


@cache
def split_overlap(tables: int) -> int:
    """c_T: the fewest pairs of one game's 10 players that share a table again in another round of T tables.

    Found by trying every way to spread 10 players over T tables, so the even spread is a result, not an
    assumption.
    """
    if tables < 1:
        raise ValueError("tables must be >= 1")

    @cache
    def best(left: int, parts: int, cap: int) -> int:
        if left == 0:
            return 0
        if parts == 0:
            return 10**9
        return min(comb(k, 2) + best(left - k, parts - 1, k) for k in range(1, min(left, cap) + 1))

    return best(SEATS, tables, SEATS)


Tables = int | tuple[int, ...]  # tables in every round, or per round (a short last round)


def table_counts(tables: Tables, rounds: int) -> tuple[int, ...]:
    """Tables of each round."""
    return tables if isinstance(tables, tuple) else (tables,) * rounds


def uniform(tables: Tables) -> int | None:
    """The number of tables of every round when it is the same, else None."""
    if isinstance(tables, int):
        return tables
    return tables[0] if tables and len(set(tables)) == 1 else None


def balanced_games(players: int, tables: Tables, rounds: int) -> list[int]:
    """Games per player when everyone plays as often as possible (differing by at most 1), largest first."""
    total = SEATS * sum(table_counts(tables, rounds))
    low, extra = divmod(total, players)
    return [low + 1] * extra + [low] * (players - extra)


def counting_max_bound(players: int, games: Sequence[int]) -> int:
    """A player with G games sits beside 9G others counting repeats, among only N-1 people."""
    if players < 2 or not games:
        return 0
    return ceil_div((SEATS - 1) * max(games), players - 1)


def split_max_bound(players: int, tables: int, rounds: int) -> int | None:
    """1 + ceil((R-1) c_T / 45) for N = 10T: a game's 45 pairs see >= c_T repeats in each other round."""
    if players != SEATS * tables or rounds < 1:
        return None
    return 1 + ceil_div((rounds - 1) * split_overlap(tables), PAIRS_PER_GAME)


def sum_squares_bound(tables: Tables, rounds: int, games: Sequence[int]) -> int:
    """Gram bound on the sum over pairs of m_ij^2.

    With M the player-by-game incidence matrix, sum_{i<j} m_ij^2 = (|M^T M|_F^2 - sum G_i^2) / 2, and M^T M
    holds 100 on its diagonal and the overlaps of two games elsewhere: zero inside a round (T > 1) and summing
    to sum G_i (G_i - 1) over the T^2 R (R-1) ordered pairs of games in different rounds, so at best spread
    evenly. For N = 10T this is the issue's bound sum m(m-1) >= T R (R-1) c_T plus the fixed sum of m, 45 T R.
    """
    counts = table_counts(tables, rounds)
    game_count = sum(counts)
    overlap_total = sum(g * (g - 1) for g in games)
    slots = game_count * game_count - sum(t * t for t in counts)  # ordered pairs of games in different rounds
    if slots == 0:
        squares = 0
    else:
        q, r = divmod(overlap_total, slots)
        squares = slots * q * q + r * (2 * q + 1)
    frobenius = game_count * SEATS * SEATS + squares
    bound = -(-(frobenius - sum(g * g for g in games)) // 2)
    # m^2 and m have the same parity, and the meetings add up to 45 per game.
    return bound + (bound - PAIRS_PER_GAME * game_count) % 2


def _most_squares(total: int, pairs: int, cap: int) -> int | None:
    """The largest sum of squares of `pairs` integers in 0..cap adding up to `total` (None if impossible)."""
    if total < 0 or total > cap * pairs:
        return None
    if cap == 0:
        return 0
    full, rest = divmod(total, cap)
    return full * cap * cap + rest * rest


# A(n, d), the largest binary code of length n and minimum distance d (d even), from the standard tables
# (Brouwer's table of bounds for binary codes); only exact values. A(n, d) for odd d equals A(n + 1, d + 1).
_CODE_TABLE: dict[int, tuple[int, tuple[int, ...]]] = {  # d: (first n, A(n, d) for n = first, first + 1, ...)
    4: (6, (4, 8, 16, 20, 40, 72, 144, 256, 512, 1024, 2048)),
    6: (8, (2, 4, 6, 12, 24, 32, 64, 128, 256)),
    8: (10, (2, 2, 4, 4, 8, 16, 32)),
}
_BINARY_CODES: dict[tuple[int, int], int] = {
    (first + i, d): size for d, (first, sizes) in _CODE_TABLE.items() for i, size in enumerate(sizes)
}


# Upper bounds on A_q(n, d) for q = 3, 4 tables (Brouwer's tables of general ternary and quaternary codes,
# the "ub" rows): n: (A_q(n, 3), A_q(n, 4), ...) up to d = n - 1.
_QARY_CODES: dict[int, dict[int, tuple[int, ...]]] = {
    3: {
        4: (9,),
        5: (18, 6),
        6: (38, 18, 4),
        7: (111, 33, 10, 3),
        8: (333, 99, 27, 9, 3),
        9: (937, 297, 81, 27, 6, 3),
        10: (2808, 891, 243, 81, 14, 6, 3),
        11: (7029, 2561, 729, 243, 36, 12, 4, 3),
        12: (19683, 6839, 1557, 729, 108, 36, 9, 4, 3),
    },
    4: {
        4: (16,),
        5: (64, 16),
        6: (176, 64, 9),
        7: (596, 155, 32, 8),
        8: (2340, 611, 128, 32, 5),
        9: (9344, 2314, 512, 120, 20, 5),
        10: (30427, 8951, 2045, 480, 80, 16, 5),
        11: (109226, 30427, 6241, 1780, 320, 60, 12, 4),
        12: (419430, 109226, 20852, 5864, 1167, 240, 48, 9, 4),
    },
}


def _binary_code_limit(length: int, distance: int) -> int | None:
    if distance % 2:
        length, distance = length + 1, distance + 1
    if (length, distance) in _BINARY_CODES:
        return _BINARY_CODES[(length, distance)]
    if 2 * distance == length:
        return 4 * distance  # Plotkin
    return None


def _code_size_limit(length: int, distance: int, q: int) -> int:
    """An upper limit on A_q(length, distance), the largest code of words of that length over q symbols at
    pairwise Hamming distance >= distance: the tables above where they reach, else the least of Singleton's
    q^(n - d + 1) and Plotkin's d / (d - (1 - 1/q) n) (where d > (1 - 1/q) n)."""
    if distance <= 1:
        return int(q**length)
    if distance > length:
        return 1
    best = int(q ** (length - distance + 1))  # Singleton
    excess = distance * q - (q - 1) * length
    if excess > 0:
        best = min(best, distance * q // excess)  # Plotkin
    known = _binary_code_limit(length, distance) if q == 2 else None
    row = _QARY_CODES.get(q, {}).get(length)
    if row is not None and 3 <= distance < length:
        known = row[distance - 3]
    return best if known is None else min(best, known)


def code_max_bound(players: int, tables: int, rounds: int) -> int:
    """Player i as the word of his tables, one symbol of T per round: two players who both play k rounds
    and meet in at most M of them have words at distance >= k - M there. At least N - k (N - 10T) players
    play all of any k rounds (at most N - 10T sit out each), so a draw whose pairs meet at most M times
    needs that many words of length k at distance >= k - M: at most A_T(k, k - M) exist. The least M that
    every k allows (0 when nothing is known to forbid it); with k = M + 1 this is the pigeonhole bound.
    """
    if tables < 1 or rounds < 1 or players < SEATS * tables:
        return 0
    bench = players - SEATS * tables
    for cap in range(rounds):
        if all(
            players - k * bench <= _code_size_limit(k, k - cap, tables) for k in range(cap + 1, rounds + 1)
        ):
            return cap
    return rounds


def net_max_bound(players: int, tables: int, rounds: int) -> int | None:
    """100 players on 10 tables with no pair meeting twice in R rounds is a net of order 10 with R parallel
    classes; with R >= 9 Bruck's completion theorem would extend it to an affine plane of order 10, which does
    not exist (Lam, Thiel and Swiercz 1989). So such a draw has a pair meeting twice.
    """
    if players == 100 and tables == 10 and rounds >= 9:
        return 2
    return None


# Shapes whose maximum a SAT solver settled above every argument in this module (tools/seating_lab/NOTES.md,
# "Settled by a solver"): players and tables per round -> the least max meetings of a draw in which every
# player plays the same number of games, as the strict and the even bench give these shapes.
SOLVER_MAX_BOUNDS: dict[tuple[int, tuple[int, ...]], int] = {
    (21, (2,) * 10 + (1,)): 6,
}


def solver_max_bound(players: int, tables: Tables, rounds: int, games: Sequence[int]) -> int | None:
    """The least maximum proved by `tools/seating_lab/seating_short_round_sat.py` for this shape: no draw of
    21 players on ten rounds of 2 tables and one of 1 keeps every pair to 5 meetings (CaDiCaL's UNSAT, its
    proof checked by drat-trim). The model gives every player the same number of games, so the bound holds
    only then.
    """
    if len(games) != players or len(set(games)) != 1:
        return None
    return SOLVER_MAX_BOUNDS.get((players, table_counts(tables, rounds)))


def pigeonhole_max_bound(players: int, tables: Tables, rounds: int) -> int:
    """Take any k rounds: at most N - 10 T_r players sit out round r, so at least N - sum(N - 10 T_r) play all
    k of them, and their tables there form only prod(T_r) patterns; with more players than patterns two share
    one and meet k times. The largest such k (0 if none), whatever the bench rule: 30 players on 3 tables
    have 27 patterns over 3 rounds, so two meet 3 times.
    """
    counts = table_counts(tables, rounds)
    if any(players < SEATS * t for t in counts):
        return 0  # not a shape anyone can play
    kinds = sorted(set(counts))
    best = 0
    for take in product(*(range(counts.count(t) + 1) for t in kinds)):
        k = sum(take)
        if k <= best:
            continue
        chosen = [t for t, n in zip(kinds, take, strict=True) for _ in range(n)]
        if players - sum(players - SEATS * t for t in chosen) > prod(chosen):
            best = k
    return best


def max_bound(
    players: int, tables: Tables, rounds: int, games: Sequence[int], squares: int | None = None
) -> int:
    """The best of the counting, split, Gram, pigeonhole, code and net bounds on the largest m_ij, and of the
    solver's where one settled the shape.

    From the Gram bound L: if every m_ij <= M then sum m^2 <= (the most squares the fixed sum 45TR allows with
    values <= M), so M is too small whenever that falls short of L. `squares` replaces L by a sharper bound
    where one is known (bench_bound).
    """
    best = max(
        _gram_max_bound(players, tables, rounds, games, squares),
        pigeonhole_max_bound(players, tables, rounds),
        solver_max_bound(players, tables, rounds, games) or 0,
    )
    same = uniform(tables)
    if same is None:
        return best
    best = max(best, code_max_bound(players, same, rounds))
    special = net_max_bound(players, same, rounds)
    if special is not None and len(games) == players and min(games, default=0) == rounds:
        return max(special, best)
    return best


def _gram_max_bound(
    players: int, tables: Tables, rounds: int, games: Sequence[int], squares: int | None
) -> int:
    bound = counting_max_bound(players, games)
    same = uniform(tables)
    split = split_max_bound(players, same, rounds) if same is not None else None
    if split is not None:
        bound = max(bound, split)
    pairs = comb(players, 2)
    total = PAIRS_PER_GAME * sum(table_counts(tables, rounds))
    need = sum_squares_bound(tables, rounds, games) if squares is None else squares
    if total == 0:
        return 0
    cap = max(bound, 1)
    while True:
        most = _most_squares(total, pairs, cap)
        if most is not None and most >= need:
            return cap
        cap += 1


def pairs_at_max_bound(
    players: int, tables: Tables, rounds: int, games: Sequence[int], at: int, squares: int | None = None
) -> int:
    """The fewest pairs that must meet `at` times when no pair meets more often.

    With x pairs at `at`, the other pairs hold the rest of the fixed sum with values <= at-1; x is too small
    if they cannot reach the Gram bound on the sum of squares (or cannot hold the sum at all).
    """
    pairs = comb(players, 2)
    total = PAIRS_PER_GAME * sum(table_counts(tables, rounds))
    need = sum_squares_bound(tables, rounds, games) if squares is None else squares
    if at <= 0:
        return pairs if total == 0 else 0
    for x in range(pairs + 1):
        most = _most_squares(total - x * at, pairs - x, at - 1)
        if most is not None and x * at * at + most >= need:
            return x
    return pairs


def never_met_bound(players: int, games: Sequence[int]) -> int:
    """The fewest pairs that never share a table: a player with G games sits beside at most 9G different
    people, so at least N - 1 - 9G of the others never meet him (each such pair counted from both ends); and
    the draw's 45 per game meetings cannot touch more pairs than they number."""
    if players < 2:
        return 0
    lonely = sum(max(0, players - 1 - (SEATS - 1) * g) for g in games)
    by_player = ceil_div(lonely, 2)
    touched = sum(games) * (SEATS - 1) // 2  # = 45 x games, the meetings counted with repeats
    return max(by_player, comb(players, 2) - touched, 0)


def everyone_can_meet(players: int, games: Sequence[int]) -> bool:
    """Whether the game counts let every pair meet (each player sits beside at least N - 1 people): only
    then do pairs that never meet enter the grouping's objective."""
    return bool(games) and players >= 2 and min(games) * (SEATS - 1) >= players - 1


def spread_bound(slots: int, players: int) -> int:
    """Handing `slots` equal items to `players` people leaves counts 1 apart unless it divides evenly."""
    if players <= 0:
        return 0
    return 0 if slots % players == 0 else 1


def half_spread_bound(games: Sequence[int]) -> int:
    """A player with an odd number of games cannot play as often in seats 1-5 as in seats 6-10."""
    return 1 if any(g % 2 for g in games) else 0
