"""The shipped schedule library: every schedule re-verified from its seats, and the draws made from it."""

from __future__ import annotations

import random

import pytest

from mafia_desk.resources import resource_path
from mafia_desk.seating import Constraints, balanced_draw, draw_quality, player_names
from mafia_desk.seating.balanced import _bench_absent
from mafia_desk.seating.bounds import SEATS
from mafia_desk.seating.library import LIBRARY, Schedule, format_schedule, parse_library, read_library
from mafia_desk.seating.model import DrawRound, History
from mafia_desk.seating.quality import keeps_strict_bench

SCHEDULES = read_library(resource_path(*LIBRARY))
# The four seeds' shapes and the benchmark's must be shipped.
REQUIRED = [
    (40, (4,) * 7),
    (40, (4,) * 9),
    (20, (2,) * 10),
    (16, (1,) * 8),
    (43, (4,) * 7),
    (100, (10,) * 10),
    (200, (20,) * 10),
]


def as_rounds(s: Schedule) -> tuple[list[str], list[DrawRound]]:
    names = [str(i) for i in range(s.players)]
    rounds = [
        DrawRound(r + 1, tuple(tuple(names[p] for p in t) for t in tabs), tuple(names[p] for p in bench))
        for r, (tabs, bench) in enumerate(s.rounds)
    ]
    return names, rounds


def test_the_library_holds_the_required_shapes() -> None:
    keys = {(s.players, s.tables) for s in SCHEDULES}
    assert set(REQUIRED) <= keys
    assert len(keys) == len(SCHEDULES), "one schedule per shape"


def shape_name(s: Schedule) -> str:
    return f"{s.players}/{','.join(map(str, s.tables))}"


def check_from_its_seats(schedule: Schedule) -> None:
    """Every check of one stored schedule, recomputed from its seats; an AssertionError names what failed."""
    names, rounds = as_rounds(schedule)
    assert schedule.bench == "strict"
    assert len(rounds) == len(schedule.tables)
    for rnd, tables in zip(rounds, schedule.tables, strict=True):
        assert len(rnd.tables) == tables
        assert all(len(t) == SEATS for t in rnd.tables)
        everyone = [p for t in rnd.tables for p in t] + list(rnd.sitting_out)
        assert sorted(everyone, key=int) == names, "each round seats or benches every player once"
    assert keeps_strict_bench(rounds, names)
    shape: int | tuple[int, ...] = schedule.tables[0] if len(set(schedule.tables)) == 1 else schedule.tables
    figures = draw_quality(rounds, names, shape, strict_bench=True)
    assert {k: f.value for k, f in figures.items()} == schedule.figures
    assert figures["early_seat_repeats"].value == 0
    assert figures["seat_repeats"].optimal


def test_every_schedule_is_verified_from_its_seats() -> None:
    """One test over the whole file (6,722 schedules), not one per schedule: the same checks, every failure
    collected, the first few named by shape."""
    failures: list[str] = []
    for schedule in SCHEDULES:
        try:
            check_from_its_seats(schedule)
        except AssertionError as error:
            first_line = next(iter(str(error).splitlines()), "") or "assertion failed"
            failures.append(f"{shape_name(schedule)} ({first_line})")
    assert not failures, f"{len(failures)} of {len(SCHEDULES)} schedules fail: " + "; ".join(failures[:5])


def test_every_shape_of_10_to_200_players_is_shipped() -> None:
    # 1 to 12 rounds; up to 100 players on any number of full tables up to what they fill, so a club with
    # fewer hosts than its players fill (45 players on 3 tables) draws as instantly as a full hall; 101 to
    # 200 players on as many tables as they fill.
    keys = {(s.players, s.tables) for s in SCHEDULES}
    shapes = [(n, t) for n in range(10, 101) for t in range(1, n // SEATS + 1)]
    shapes += [(n, n // SEATS) for n in range(101, 201)]
    missing = [f"{n}/{t}/{r}" for n, t in shapes for r in range(1, 13) if (n, (t,) * r) not in keys]
    assert not missing, missing[:10]


def test_fewer_tables_than_the_players_fill_is_a_library_draw() -> None:
    draw = balanced_draw(player_names(45), 3, 8, seed=4)
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (45, (3,) * 8))
    assert draw.source == "library"
    assert {k: f.value for k, f in draw.quality.items()} == stored.figures
    assert all(len(rnd.sitting_out) == 15 for rnd in draw.rounds)


def test_the_format_round_trips() -> None:
    for s in SCHEDULES[:5]:
        assert parse_library(format_schedule(s)) == [s]


def test_a_library_draw_is_relabelled_by_the_seed() -> None:
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (40, (4,) * 7))
    players = player_names(40)
    draws = [balanced_draw(players, 4, 7, seed=seed) for seed in range(4)]
    for d in draws:
        assert d.source == "library"
        assert {k: f.value for k, f in d.quality.items()} == stored.figures
    assert len({tuple(d.rounds) for d in draws}) == 4, "different seeds, different draws"
    assert balanced_draw(players, 4, 7, seed=2) == draws[2], "same seed, same draw"


def test_constraints_or_a_history_search_instead() -> None:
    players = player_names(16)
    assert balanced_draw(players, 1, 8, seed=1).source == "library"
    assert balanced_draw(players, 1, 8, seed=1, strict_bench=False).source == "search"
    # A player kept out of rounds 1 and 2 of 43/4/7 has no stored place (the library benches nobody twice):
    # the stored schedule is benched by trading places, then searched, and keeps the stored maximum.
    players = player_names(43)
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (43, (4,) * 7))
    for seed in range(3):
        d = balanced_draw(players, 4, 7, seed=seed, constraints=Constraints(absent={1: ("3",), 2: ("3",)}))
        assert d.source == "library+search"
        assert "3" in d.rounds[0].sitting_out and "3" in d.rounds[1].sitting_out
        assert d.quality["max_meetings"].value == stored.figures["max_meetings"] == 3
        assert d.quality["sitout_spread"].value == 2  # forced: 21 places, one player takes two


@pytest.mark.parametrize(
    ("shape", "absent"),
    [
        ((16, 1, 8), {1: ("3",)}),
        ((43, 4, 7), {1: ("1", "2", "3"), 2: ("4",), 7: ("40", "41")}),
        # 45 players on 3 tables bench 15 a round, each of them two or three times: players with two or
        # three rounds they cannot play, all of which the stored schedule benches some players in.
        ((45, 3, 8), {1: ("7", "9"), 4: ("7",), 6: ("9", "10"), 2: ("8", "10"), 8: ("8",)}),
    ],
)
def test_players_who_must_sit_out_take_stored_bench_places(
    shape: tuple[int, int, int], absent: dict[int, tuple[str, ...]]
) -> None:
    """A late arrival or a prior commitment keeps the draw instant and at the library's quality: each such
    player takes the place of a stored player benched in all his rounds (a matching), the rest as the seed
    draws them."""
    n, t, r = shape
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (n, (t,) * r))
    players = player_names(n)
    draws = [
        balanced_draw(players, t, r, seed=seed, constraints=Constraints(absent=absent)) for seed in range(3)
    ]
    for d in draws:
        assert d.source == "library"
        for rnd, out in absent.items():
            assert set(out) <= set(d.rounds[rnd - 1].sitting_out)
        assert {k: f.value for k, f in d.quality.items()} == stored.figures
    assert len({tuple(d.rounds) for d in draws}) == 3, "different seeds, different draws"


def test_the_bench_places_are_matched_not_taken_greedily() -> None:
    """16/1/8 benches 6 a round with every player out 3 times. Six players out of round 1 fill its six
    places, and one of them, also out of a later round, needs one of the few places benched in both; a
    greedy pass in the seed's order can give those to the other five, a matching cannot."""
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (16, (1,) * 8))
    first = stored.rounds[0][1]
    later = {
        slot: next(r for r, (_, bench) in enumerate(stored.rounds) if r > 0 and slot in bench)
        for slot in first
    }
    players = player_names(16)
    absent: dict[int, list[str]] = {1: [players[slot] for slot in first[:-1]]}
    absent[1].append(players[first[-1]])
    # the last one is also out in his stored later round; the five others only in round 1
    absent.setdefault(later[first[-1]] + 1, []).append(players[first[-1]])
    for seed in range(10):
        d = balanced_draw(
            players, 1, 8, seed=seed, constraints=Constraints(absent={k: tuple(v) for k, v in absent.items()})
        )
        assert d.source == "library"
        for rnd, out in absent.items():
            assert set(out) <= set(d.rounds[rnd - 1].sitting_out)


@pytest.mark.parametrize(
    "constraints",
    [
        # named pairs (a married couple, teammates) never at one table
        Constraints(apart=(("1", "2"), ("3", "4"), ("5", "6"), ("7", "8"), ("9", "10")), apart_rounds=7),
        # ten clubs of four apart in the first two rounds, one player out of round 1, another out of round 7
        Constraints(
            apart=tuple(tuple(str(i) for i in range(k, k + 4)) for k in range(1, 41, 4)),
            apart_rounds=2,
            absent={1: ("11",), 7: ("40",)},
        ),
    ],
)
def test_groups_kept_apart_by_a_relabelling_are_a_library_draw(constraints: Constraints) -> None:
    """Where the stored schedule has players who do not meet in the rounds a group is kept apart, the
    group takes their places: the draw is instant and of the library's figures, every group apart."""
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (43, (4,) * 7))
    players = player_names(43)
    draws = [balanced_draw(players, 4, 7, seed=seed, constraints=constraints) for seed in range(3)]
    for d in draws:
        assert d.source == "library"
        assert d.quality["apart_meetings"].value == 0
        together = [
            (group, rnd.number)
            for rnd in d.rounds[: constraints.apart_rounds]
            for tab in rnd.tables
            for group in constraints.apart
            if len(set(group) & set(tab)) > 1
        ]
        assert not together
        for rnd, out in constraints.absent.items():
            assert set(out) <= set(d.rounds[rnd - 1].sitting_out)
        figures = {k: f.value for k, f in d.quality.items() if k != "apart_meetings"}
        assert figures == stored.figures
    assert len({tuple(d.rounds) for d in draws}) == 3, "different seeds, different draws"


def test_players_kept_apart_on_the_bench_take_one_place_each() -> None:
    """Everyone in a club kept apart in round 1 of 42 on 4 tables: two of them sit out, and a bench place,
    at no table, must still be taken once (it was offered again to club-mates, and the draw failed)."""
    players = [f"p{i:02d}" for i in range(1, 43)]
    clubs = tuple(tuple(players[i : i + 4]) for i in range(0, 40, 4))
    wanted = Constraints(apart=(("p41", "p42"), *clubs), apart_rounds=1, absent={1: ("p05",)})
    for seed in range(30):
        d = balanced_draw(players, 4, 1, seed=seed, constraints=wanted)
        rnd = d.rounds[0]
        seated = [p for tab in rnd.tables for p in tab]
        assert sorted(seated + list(rnd.sitting_out)) == players
        assert "p05" in rnd.sitting_out and d.quality["apart_meetings"].value == 0


def test_a_full_hall_of_teams_is_placed_apart() -> None:
    """200 players in 50 teams of four, kept apart in the first three rounds: every player has partners,
    and the placement still finds stored players for all of them."""
    players = player_names(200)
    teams = tuple(tuple(players[i : i + 4]) for i in range(0, 200, 4))
    d = balanced_draw(players, 20, 10, seed=7, constraints=Constraints(apart=teams, apart_rounds=3))
    assert d.source == "library"
    assert d.quality["apart_meetings"].value == 0 and d.quality["max_meetings"].value == 1


def test_a_history_or_groups_apart_start_from_the_library() -> None:
    """A draw against earlier rounds (a re-draw after a dropout) or with groups kept apart adapts the
    library's schedule of its shape by a short search: the groups are kept apart, the figures stay at the
    library's maximum."""
    players = player_names(40)
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (40, (4,) * 7))
    clubs = Constraints(apart=(tuple(players[:4]), tuple(players[4:8])), apart_rounds=7)
    d = balanced_draw(players, 4, 7, seed=3, constraints=clubs)
    assert d.source == "library+search"
    assert d.quality["apart_meetings"].value == 0
    assert d.quality["max_meetings"].value == stored.figures["max_meetings"]
    earlier = balanced_draw(players, 4, 2, seed=5)
    again = balanced_draw(players, 4, 7, seed=4, history=History.from_rounds(list(earlier.rounds)))
    assert again.source == "library+search"


def test_the_open_bound_of_40_4_9_is_reached() -> None:
    # tools/seating_lab/NOTES.md: 40 players, 4 tables, 9 rounds with no pair meeting 4 times (a code
    # construction).
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (40, (4,) * 9))
    names, rounds = as_rounds(stored)
    assert draw_quality(rounds, names, 4)["max_meetings"].value == 3


@pytest.mark.parametrize("shape", [(40, 4, 5), (40, 4, 6), (41, 4, 6)])
def test_the_hexacode_shapes_keep_every_pair_to_two(shape: tuple[int, int, int]) -> None:
    # tools/seating_lab/NOTES.md, "Codes for other shapes": the search had stopped at 3; the hexacode gives 2,
    # the bound.
    n, t, r = shape
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (n, (t,) * r))
    names, rounds = as_rounds(stored)
    top = draw_quality(rounds, names, t)["max_meetings"]
    assert top.value == 2 and top.optimal


@pytest.mark.parametrize("shape", [(16, 1, 8), (20, 2, 10), (40, 4, 7)])
def test_every_seed_has_the_library_quality(shape: tuple[int, int, int]) -> None:
    # The README's figures hold for every seed, not the best of a few: 20 seeds of each small case.
    n, t, r = shape
    stored = next(s for s in SCHEDULES if (s.players, s.tables) == (n, (t,) * r))
    players = player_names(n)
    for seed in range(20):
        draw = balanced_draw(players, t, r, seed=seed)
        assert {k: f.value for k, f in draw.quality.items()} == stored.figures, seed


def test_a_spread_of_seeds_of_a_searched_case() -> None:
    # The search itself (12 players, one table, 6 rounds; the library switched off): every seed reaches both
    # proven bounds.
    for seed in range(5):
        q = balanced_draw(player_names(12), 1, 6, seed=seed, library=False).quality
        assert q["max_meetings"].optimal and q["sum_squares"].optimal, seed


def test_a_forced_sit_out_trades_bench_places_and_keeps_the_counts() -> None:
    """Player 2 plays round 1 where he must sit out and sits out round 2 where he may play: he trades both
    with one of round 1's bench, so nobody's sit-out count changes; player 6, who sits out nowhere, takes a
    bench place alone (one sit-out more for him, one fewer for the player he replaces)."""

    def schedule() -> list[tuple[list[list[int]], list[int]]]:
        return [
            ([[2, 3, 4, 5, 6, 7, 8, 9, 10, 11]], [0, 1]),
            ([[0, 1, 4, 5, 6, 7, 8, 9, 10, 11]], [2, 3]),
            ([[0, 1, 2, 3, 6, 7, 8, 9, 10, 11]], [4, 5]),
        ]

    def counts(rounds: list[tuple[list[list[int]], list[int]]]) -> list[int]:
        return [sum(p in bench for _, bench in rounds) for p in range(12)]

    for seed in range(5):
        rounds = schedule()
        _bench_absent(rounds, (frozenset({2}), frozenset(), frozenset()), random.Random(seed))
        assert 2 in rounds[0][1] and 2 not in rounds[1][1]
        assert counts(rounds) == counts(schedule())
        assert all(sorted(tabs[0] + bench) == list(range(12)) for tabs, bench in rounds)
        rounds = schedule()
        _bench_absent(rounds, (frozenset(), frozenset(), frozenset({6})), random.Random(seed))
        assert 6 in rounds[2][1]
        assert counts(rounds)[6] == 1 and sorted(counts(rounds)) == [0] * 6 + [1] * 6
