"""The lower bounds hold for every schedule of small cases (checked exhaustively), tight where claimed."""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb

import numpy as np
import pytest

from mafia_desk.seating.balanced import balanced_draw, player_names
from mafia_desk.seating.bench_bound import strict_one_table_squares_bound
from mafia_desk.seating.bounds import (
    balanced_games,
    code_max_bound,
    counting_max_bound,
    max_bound,
    net_max_bound,
    pairs_at_max_bound,
    pigeonhole_max_bound,
    solver_max_bound,
    split_max_bound,
    split_overlap,
    sum_squares_bound,
)


def brute_split_overlap(tables: int) -> int:
    """Try every count of the 10 players at each of T tables; count pairs sharing a table."""
    return min(
        sum(comb(k, 2) for k in sizes)
        for sizes in itertools.product(range(11), repeat=tables)
        if sum(sizes) == 10
    )


@pytest.mark.parametrize("tables", [1, 2, 3, 4, 5])
def test_split_overlap_matches_exhaustive_search(tables: int) -> None:
    assert split_overlap(tables) == brute_split_overlap(tables)


def test_split_overlap_values_from_the_issue() -> None:
    assert [split_overlap(t) for t in range(1, 10)] == [45, 20, 12, 8, 5, 4, 3, 2, 1]


def one_table_schedules(players: int, rounds: int):
    """Every one-table schedule up to relabelling the first round's bench: a tuple of bench sets per round."""
    bench = players - 10
    first = tuple(range(bench))
    options = list(itertools.combinations(range(players), bench))
    for rest in itertools.product(options, repeat=rounds - 1):
        yield (first, *rest)


def figures_of(players: int, rounds_benches) -> tuple[list[int], list[int]]:
    """(games per player, meetings per pair) of a one-table schedule."""
    games = [0] * players
    meet = Counter()
    for bench in rounds_benches:
        table = [p for p in range(players) if p not in bench]
        for p in table:
            games[p] += 1
        for a, b in itertools.combinations(table, 2):
            meet[(a, b)] += 1
    values = [meet.get(pair, 0) for pair in itertools.combinations(range(players), 2)]
    return games, values


@pytest.mark.parametrize(("players", "rounds"), [(11, 2), (11, 3), (11, 4), (12, 2), (12, 3), (13, 2)])
def test_one_table_bounds_hold_for_every_schedule_and_are_reached(players: int, rounds: int) -> None:
    best_balanced: tuple[int, int] | None = None
    for schedule in one_table_schedules(players, rounds):
        games, values = figures_of(players, schedule)
        top = max(values)
        squares = sum(v * v for v in values)
        assert squares >= sum_squares_bound(1, rounds, games)
        assert top >= max_bound(players, 1, rounds, games)
        assert top >= counting_max_bound(players, games)
        if top == max_bound(players, 1, rounds, games):
            assert values.count(top) >= pairs_at_max_bound(players, 1, rounds, games, top)
        if sorted(games, reverse=True) == balanced_games(players, 1, rounds):
            key = (top, squares)
            best_balanced = key if best_balanced is None else min(best_balanced, key)
    assert best_balanced is not None
    games = balanced_games(players, 1, rounds)
    # On these cases the exhaustive optimum over balanced schedules meets both bounds.
    assert best_balanced == (max_bound(players, 1, rounds, games), sum_squares_bound(1, rounds, games))


def test_two_tables_two_rounds_every_second_round_against_the_bounds() -> None:
    """20 players, round 1 fixed as 0-9 | 10-19; every split of round 2 (player 0 at table A)."""
    players = 20
    others = np.array(list(itertools.combinations(range(1, players), 9)), dtype=np.int64)
    side = np.zeros((len(others), players), dtype=bool)
    side[:, 0] = True
    side[np.arange(len(others))[:, None], others] = True
    first = np.array([p < 10 for p in range(players)])
    pairs = list(itertools.combinations(range(players), 2))
    a = np.array([p for p, _ in pairs])
    b = np.array([q for _, q in pairs])
    meet = (first[a] == first[b]).astype(np.int64)[None, :] + (side[:, a] == side[:, b]).astype(np.int64)
    tops = meet.max(axis=1)
    squares = (meet * meet).sum(axis=1)
    games = [2] * players
    assert tops.min() >= max_bound(players, 2, 2, games) == 2
    assert squares.min() >= sum_squares_bound(2, 2, games)
    assert squares.min() == sum_squares_bound(2, 2, games)  # tight: the 5/5 split
    assert split_max_bound(players, 2, 2) == 2


def test_issue_figures_for_the_benchmark_cases() -> None:
    cases = {
        (40, 4, 7): (3, 2604),
        (16, 1, 8): (4, 1120),
        (20, 2, 10): (6, 4500),
        (100, 10, 10): (2, 4500),
    }
    for (n, t, r), (top, squares) in cases.items():
        games = balanced_games(n, t, r)
        assert max_bound(n, t, r, games) == top
        assert sum_squares_bound(t, r, games) == squares
    # sum m(m-1) >= T R c_T, i.e. sum m^2 >= that plus 45 T R, for N = 10T
    for t, r in [(4, 7), (4, 9), (2, 10), (10, 10), (3, 5)]:
        games = balanced_games(10 * t, t, r)
        assert sum_squares_bound(t, r, games) == t * r * (r - 1) * split_overlap(t) + 45 * t * r
        assert split_max_bound(10 * t, t, r) == 1 + -(-(r - 1) * split_overlap(t) // 45)


def test_code_bound_small_rounds_by_pigeonhole() -> None:
    # 20 players, R rounds on 2 tables: only 2^R table patterns; below 20 patterns two players share one.
    for rounds in range(1, 5):
        assert code_max_bound(20, 2, rounds) == rounds
    assert code_max_bound(20, 2, 10) == 6  # A(10, 5) = 12 < 20 words at distance 5
    # With sit-outs only the players of all k chosen rounds count: 21 on 2 tables, 10 rounds: 11 play all
    # 10, more than A(10, 6) = 6, so not 4; every k allows 5.
    assert code_max_bound(21, 2, 10) == 5
    # Quaternary and ternary tables: 34 of 41 players play all 7 rounds and A_4(7, 5) = 32 < 34; 30 players
    # on 3 tables over 8 rounds: A_3(8, 5) = 27 < 30.
    assert code_max_bound(41, 4, 7) == 3 and code_max_bound(42, 4, 7) == 2
    assert code_max_bound(30, 3, 8) == 4
    assert code_max_bound(40, 4, 7) == 3  # 40 > A_4(7, 5) = 32, the same as the Gram bound
    assert net_max_bound(100, 10, 10) == 2 and net_max_bound(100, 10, 8) is None


def test_the_solver_settles_21_players_with_a_short_last_round() -> None:
    """tools/seating_lab/NOTES.md, "Settled by a solver": no draw of 21/2x10+1 with 10 games each keeps every
    pair to 5 meetings, so the library's 6 is optimal; the arguments of this module alone give 5."""
    short = (2,) * 10 + (1,)
    games = balanced_games(21, short, 11)
    assert set(games) == {10}
    assert solver_max_bound(21, short, 11, games) == 6
    assert max_bound(21, short, 11, games) == 6
    # The model gives everyone 10 games: with other games (not this shape's benches) it says nothing.
    assert solver_max_bound(21, short, 11, [9, 11, *games[2:]]) is None
    assert max_bound(21, short, 11, [9, 11, *games[2:]]) == 5
    assert solver_max_bound(21, 2, 11, balanced_games(21, 2, 11)) is None  # the full last round


def test_pigeonhole_bound_values() -> None:
    # tools/seating_lab/NOTES.md, "Pigeonhole bound": some k rounds seat more players in all k than there are
    # table patterns over them.
    assert pigeonhole_max_bound(30, 3, 3) == 3  # 30 players, 27 patterns
    assert pigeonhole_max_bound(30, 3, 4) == 3  # 4 rounds: 81 patterns, and 30 > 27 for any 3
    assert pigeonhole_max_bound(21, 2, 4) == 4  # 17 play all 4 rounds, 16 patterns
    assert pigeonhole_max_bound(31, 3, 5) == 3  # 28 play any 3 rounds, 27 patterns
    assert pigeonhole_max_bound(40, 4, 7) == 2  # 40 > 16, but 40 <= 64: weaker than the Gram bound 3
    assert pigeonhole_max_bound(11, 1, 5) == 5  # 6 players play all 5 rounds at the one table
    assert pigeonhole_max_bound(21, (2,) * 10 + (1,), 11) == 4  # the short round does not help
    assert pigeonhole_max_bound(9, 1, 3) == 0  # too few players for the table
    for n, t, r in [(30, 3, 3), (21, 2, 4), (31, 3, 5)]:
        assert max_bound(n, t, r, balanced_games(n, t, r)) == pigeonhole_max_bound(n, t, r)


@pytest.mark.parametrize("shape", [(30, 3, 3), (21, 2, 4), (31, 3, 4), (25, 2, 5)])
def test_the_search_meets_the_pigeonhole_bound_and_never_beats_it(shape: tuple[int, int, int]) -> None:
    # The search (library off), which pushes the largest meeting count down, lands exactly on the bound:
    # never below it (the bound holds) and on it (the bound is tight for these shapes).
    n, t, r = shape
    bound = pigeonhole_max_bound(n, t, r)
    for seed in range(2):
        q = balanced_draw(player_names(n), t, r, seed=seed, library=False).quality
        assert q["max_meetings"].value == bound, seed
        assert q["max_meetings"].optimal


def strict_one_table_schedules(players: int, rounds: int):
    """Every one-table bench schedule keeping the strict rule (each round benches the least-benched first),
    up to relabelling: while the first cycle lasts, its benches are taken as consecutive blocks of ids."""
    bench = players - 10

    def extend(benches: list[tuple[int, ...]], counts: list[int]):
        if len(benches) == rounds:
            yield list(benches)
            return
        low = min(counts)
        lowest = [p for p in range(players) if counts[p] == low]
        start = len(benches) * bench
        if low == 0 and start + bench <= players:
            options = [tuple(range(start, start + bench))]
        elif len(lowest) >= bench:
            options = list(itertools.combinations(lowest, bench))
        else:
            nxt = [p for p in range(players) if counts[p] == low + 1]
            options = [tuple(lowest) + more for more in itertools.combinations(nxt, bench - len(lowest))]
        for option in options:
            after = list(counts)
            for p in option:
                after[p] += 1
            yield from extend([*benches, option], after)

    yield from extend([], [0] * players)


@pytest.mark.parametrize(("players", "rounds"), [(12, 7), (12, 8), (13, 5), (14, 4), (15, 4), (16, 3)])
def test_strict_bench_bound_equals_the_exhaustive_optimum(players: int, rounds: int) -> None:
    games = balanced_games(players, 1, rounds)
    best = None
    for schedule in strict_one_table_schedules(players, rounds):
        values = figures_of(players, schedule)[1]
        squares = sum(v * v for v in values)
        best = squares if best is None else min(best, squares)
    bound = strict_one_table_squares_bound(players, rounds, games)
    assert bound is not None
    assert best == bound >= sum_squares_bound(1, rounds, games)


def test_strict_bench_bound_for_sixteen_over_eight_games() -> None:
    games = balanced_games(16, 1, 8)
    assert sum_squares_bound(1, 8, games) == 1120
    assert strict_one_table_squares_bound(16, 8, games) == 1130
    assert strict_one_table_squares_bound(20, 8, balanced_games(20, 1, 8)) is not None
    assert strict_one_table_squares_bound(10, 8, [8] * 10) is None  # nobody sits out
