"""Invariants of the balanced draw, checked on small cases from the draw's seats alone."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from collections import Counter

import pytest

from mafia_desk.seating import Constraints, Draw, SeatingError, balanced_draw, player_names
from mafia_desk.seating.bounds import sum_squares_bound


def check_structure(draw: Draw, strict_bench: bool = True) -> None:
    players = set(draw.players)
    outs: Counter[str] = Counter()
    games: Counter[str] = Counter()
    seats: dict[str, list[int]] = {p: [] for p in players}
    for rnd in draw.rounds:
        seated = [p for t in rnd.tables for p in t]
        assert len(rnd.tables) == draw.tables
        assert all(len(t) == 10 for t in rnd.tables)  # seats 1..10 filled
        assert sorted(seated + list(rnd.sitting_out)) == sorted(players)  # everyone exactly once
        for p in rnd.sitting_out:
            outs[p] += 1
        if strict_bench:
            counts = [outs[p] for p in players]
            assert max(counts) - min(counts) <= 1  # nobody sits out twice before everyone has once
        for table in rnd.tables:
            for s, p in enumerate(table, start=1):
                games[p] += 1
                seats[p].append(s)
    counts = [games[p] for p in players]
    assert max(counts) - min(counts) <= 1
    for p, ss in seats.items():
        if len(ss) <= 10:
            assert len(set(ss)) == len(ss), f"{p} repeats a seat: {ss}"


def meetings(draw: Draw) -> Counter[frozenset[str]]:
    meet: Counter[frozenset[str]] = Counter()
    for rnd in draw.rounds:
        for table in rnd.tables:
            for a, b in itertools.combinations(table, 2):
                meet[frozenset((a, b))] += 1
    return meet


@pytest.mark.parametrize(("n", "t", "r"), [(20, 2, 4), (23, 2, 5), (10, 1, 3), (16, 1, 8), (31, 3, 3)])
def test_structure_and_figures(n: int, t: int, r: int) -> None:
    draw = balanced_draw(player_names(n), t, r, seed=5, effort=0.1)
    check_structure(draw)
    meet = meetings(draw)
    values = [meet.get(frozenset(p), 0) for p in itertools.combinations(draw.players, 2)]
    q = draw.quality
    assert q["max_meetings"].value == max(values)
    assert q["pairs_at_max"].value == values.count(max(values))
    assert q["sum_squares"].value == sum(v * v for v in values)
    assert q["seat_repeats"].value == 0
    assert q["sum_squares"].value >= q["sum_squares"].bound  # type: ignore[operator]
    assert q["max_meetings"].value >= q["max_meetings"].bound  # type: ignore[operator]


def test_same_seed_same_draw_other_seed_other_draw() -> None:
    a = balanced_draw(player_names(20), 2, 3, seed=11, effort=0.1)
    b = balanced_draw(player_names(20), 2, 3, seed=11, effort=0.1)
    c = balanced_draw(player_names(20), 2, 3, seed=12, effort=0.1)
    assert a.to_dict() == b.to_dict()
    assert a.rounds != c.rounds
    assert a.seed == 11 and a.to_dict()["seed"] == 11


def test_sixteen_on_one_table_reaches_the_gram_bound_with_even_bench() -> None:
    draw = balanced_draw(player_names(16), 1, 8, seed=1, strict_bench=False, effort=0.2)
    check_structure(draw, strict_bench=False)
    assert Counter(p for rnd in draw.rounds for t in rnd.tables for p in t) == Counter(
        {p: 5 for p in draw.players}
    )
    assert draw.quality["max_meetings"].value == 4
    assert draw.quality["sum_squares"].value == 1120 == sum_squares_bound(1, 8, [5] * 16)
    assert draw.quality["sum_squares"].optimal


def test_sixteen_strict_bench_keeps_the_order_rule() -> None:
    draw = balanced_draw(player_names(16), 1, 8, seed=2, effort=0.2)
    check_structure(draw, strict_bench=True)
    first_two = set(draw.rounds[0].sitting_out) | set(draw.rounds[1].sitting_out)
    assert len(first_two) == 12


def test_twenty_players_ten_rounds_everyone_every_seat_once() -> None:
    draw = balanced_draw(player_names(20), 2, 10, seed=3, effort=0.1)
    for p in draw.players:
        seats = sorted(t.index(p) + 1 for rnd in draw.rounds for t in rnd.tables if p in t)
        assert seats == list(range(1, 11))
    assert draw.quality["seat1_spread"].value == 0


def test_more_than_ten_games_repeat_only_what_they_must() -> None:
    draw = balanced_draw(player_names(11), 1, 12, seed=4, effort=0.05)
    games = Counter(p for rnd in draw.rounds for t in rnd.tables for p in t)
    expected = sum(max(0, g - 10) for g in games.values())
    assert draw.quality["seat_repeats"].bound == expected
    assert draw.quality["seat_repeats"].value == expected


def test_a_search_that_misses_the_bound_tries_the_maxima_between() -> None:
    # 50/5/10 (bound 2) searched: the first run misses the bound; its reheat aimed straight at the maximum it
    # reached ended at 4 (this seed, and all 20 of the benchmark), aimed at 3 first it keeps every pair to 3.
    draw = balanced_draw(player_names(50), 5, 10, seed=0, library=False, effort=0.5)
    assert draw.source == "search"
    assert draw.quality["max_meetings"].value == 3


def test_absent_players_sit_out_their_round() -> None:
    constraints = Constraints(absent={1: ("1", "2"), 3: ("5",)})
    draw = balanced_draw(player_names(23), 2, 4, seed=1, constraints=constraints, effort=0.1)
    assert {"1", "2"} <= set(draw.rounds[0].sitting_out)
    assert "5" in draw.rounds[2].sitting_out
    assert draw.to_dict()["constraints"]["absent"] == {"1": ["1", "2"], "3": ["5"]}


def test_club_mates_do_not_meet_in_the_first_rounds() -> None:
    club = ("1", "2", "3")
    constraints = Constraints(apart=(club,), apart_rounds=2)
    draw = balanced_draw(player_names(30), 3, 4, seed=2, constraints=constraints, effort=0.1)
    for rnd in draw.rounds[:2]:
        for table in rnd.tables:
            assert sum(1 for p in club if p in table) <= 1
    assert draw.quality["apart_meetings"].value == 0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": player_names(9), "tables": 1, "rounds": 2}, "need at least 10"),
        ({"players": player_names(20), "tables": 0, "rounds": 2}, "tables"),
        ({"players": player_names(20), "tables": 2, "rounds": 0}, "rounds"),
        ({"players": player_names(20), "tables": 2, "rounds": 2, "effort": 0}, "effort"),
        ({"players": ("a", "a", *player_names(18)), "tables": 2, "rounds": 1}, "repeated: a"),
        (
            {
                "players": player_names(12),
                "tables": 1,
                "rounds": 2,
                "constraints": Constraints(absent={1: ("1", "2", "3")}),
            },
            r"3 player\(s\) must sit out",
        ),
        (
            {
                "players": player_names(12),
                "tables": 1,
                "rounds": 2,
                "constraints": Constraints(absent={5: ("1",)}),
            },
            "round 5",
        ),
        (
            {
                "players": player_names(12),
                "tables": 1,
                "rounds": 2,
                "constraints": Constraints(absent={1: ("x",)}),
            },
            "unknown player 'x'",
        ),
    ],
)
def test_bad_input_is_refused_with_the_reason(kwargs: dict, message: str) -> None:
    with pytest.raises(SeatingError, match=message):
        balanced_draw(**kwargs)


def test_draw_does_not_depend_on_string_hashing() -> None:
    """Python salts str hashes per process; a draw must not change with it (no set order leaks in)."""
    script = (
        "import json\n"
        "from mafia_desk.seating import Constraints, History, balanced_draw, swiss_draw\n"
        "names = [f'Игрок {i}' for i in range(21)]\n"
        "c = Constraints(apart=((names[0], names[1]),), apart_rounds=1, absent={2: (names[3],)})\n"
        "d = balanced_draw(names, 2, 3, seed=5, constraints=c, effort=0.05)\n"
        "s = swiss_draw(names[:20], History.from_rounds(list(d.rounds)), seed=3)\n"
        "print(json.dumps([d.to_dict(), s.to_dict()], ensure_ascii=False))\n"
    )
    outputs = set()
    for salt in ("1", "2", "77"):
        env = {**os.environ, "PYTHONHASHSEED": salt}
        run = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
        )
        outputs.add(run.stdout)
    assert len(outputs) == 1


def test_bench_and_effort_are_recorded() -> None:
    draw = balanced_draw(player_names(12), 1, 2, seed=1, strict_bench=False, effort=0.05)
    data = draw.to_dict()
    assert data["bench"] == "even" and data["effort"] == 0.05
    assert Draw.from_dict(data) == draw
