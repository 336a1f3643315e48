"""Seat colouring, the seat balancing and the exact assignment used for single tables."""

from __future__ import annotations

import itertools
import random
from collections import defaultdict

from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_desk.seating.assignment import min_cost_assignment
from mafia_desk.seating.seats import balance_seats, colour_games, seat_table


def random_games(rng: random.Random, players: int, tables: int, rounds: int) -> list[list[int]]:
    games = []
    for _ in range(rounds):
        order = list(range(players))
        rng.shuffle(order)
        games += [order[t * 10 : (t + 1) * 10] for t in range(tables)]
    return games


def seats_by_player(games: list[list[int]], seats: list[list[int]]) -> dict[int, list[int]]:
    out: dict[int, list[int]] = defaultdict(list)
    for g, game in enumerate(games):
        for k, p in enumerate(game):
            out[p].append(seats[g][k])
    return out


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    tables=st.integers(1, 4),
    extra=st.integers(0, 7),
    rounds=st.integers(1, 14),
)
def test_colouring_is_proper_and_repeats_only_beyond_ten_games(
    seed: int, tables: int, extra: int, rounds: int
) -> None:
    players = 10 * tables + extra
    games = random_games(random.Random(seed), players, tables, rounds)
    seats = colour_games(games, players)
    for row in seats:
        assert sorted(row) == list(range(10))
    for p, ss in seats_by_player(games, seats).items():
        assert len(ss) - len(set(ss)) == max(0, len(ss) - 10), p


def test_balancing_keeps_the_colouring_proper_and_evens_seat_one() -> None:
    rng = random.Random(7)
    games = random_games(rng, 40, 4, 7)
    seats = balance_seats(games, colour_games(games, 40), 40, rng, 100_000)
    by_player = seats_by_player(games, seats)
    for row in seats:
        assert sorted(row) == list(range(10))
    assert all(len(set(ss)) == 7 for ss in by_player.values())
    firsts = [ss.count(0) for ss in by_player.values()]
    assert max(firsts) - min(firsts) <= 1
    assert all(abs(sum(s < 5 for s in ss) - sum(s >= 5 for s in ss)) == 1 for ss in by_player.values())


def test_assignment_is_optimal_against_every_permutation() -> None:
    rng = random.Random(3)
    for n in range(1, 7):
        for _ in range(20):
            cost = [[rng.randrange(20) for _ in range(n)] for _ in range(n)]
            cols = min_cost_assignment(cost)
            assert sorted(cols) == list(range(n))
            best = min(sum(cost[i][p[i]] for i in range(n)) for p in itertools.permutations(range(n)))
            assert sum(cost[i][cols[i]] for i in range(n)) == best


def test_seat_table_avoids_every_earlier_seat_when_possible() -> None:
    players = [f"п{i}" for i in range(10)]
    # Player i already sat at seats i+1 .. i+5 (cyclically): a Latin-square free seat exists for each.
    used = {p: [(i + k) % 10 + 1 for k in range(5)] for i, p in enumerate(players)}
    table = seat_table(players, used, {}, random.Random(1))
    assert sorted(table) == sorted(players)
    for s, p in enumerate(table, start=1):
        assert s not in used[p]
