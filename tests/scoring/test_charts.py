"""The charts' series: hand-worked small tournaments, and equal to the standings on every fixture."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from typing import Any

import pytest
from fixtures import EXCHANGE
from scoring_builders import document, game, pid

from mafia_desk.scoring.charts import (
    played_rounds,
    points_by_role,
    race,
    red_black_by_round,
    win_rate_by_seat,
)
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.model import Role, Team, Tournament

FIXTURES = sorted(p for p in EXCHANGE.glob("*.json") if not p.name.endswith(".expected.json"))
TEN = list(range(1, 11))


def _small_white_nights() -> Tournament:
    """Ten players, three rounds (red, red, black, same roles), p11 missed round 2, p05 +0.5 adjustment."""
    games = [
        game(1, TEN, winner="red"),
        game(2, TEN, winner="red"),
        game(3, TEN, winner="black"),
    ]
    doc = document(
        "white-nights-2016",
        11,
        games,
        absences=[(11, "qualifying", 2, "missed")],
        adjustments=[(5, 0.5)],
    )
    return load_tournament(doc)


def test_race_by_hand_with_k_an_absence_and_an_adjustment() -> None:
    t = _small_white_nights()
    assert played_rounds(t) == (("qualifying", 1), ("qualifying", 2), ("qualifying", 3))
    by = {s.player: s.totals for s in race(t, [pid(1), pid(5), pid(11)])}
    # Round 3: reds 2, blacks 1; K = 1 + (3/2 - 1)/(3/2) = 4/3, the black win gives 2 x 4/3 = 8/3.
    assert by[pid(1)] == (0, 0, Fraction(8, 3))
    # Red wins are never hard here (reds won more): 2 each; the adjustment counts after every round.
    assert by[pid(5)] == (Fraction(5, 2), Fraction(9, 2), Fraction(9, 2))
    assert by[pid(11)] == (0, -2, -2)  # white-nights: a missed round is -2


def test_race_defaults_to_the_top_ten_of_the_standings_in_their_order() -> None:
    t = _small_white_nights()
    series = race(t)
    rows = compute_standings(t).rows
    assert [s.player for s in series] == [r.player for r in rows[:10]]
    assert [s.name for s in series] == [r.name for r in rows[:10]]
    assert [s.totals[-1] for s in series] == [r.total for r in rows[:10]]


def test_race_draws_a_player_named_twice_once() -> None:
    t = _small_white_nights()
    assert [s.player for s in race(t, [pid(5), pid(1), pid(5)])] == [pid(5), pid(1)]


def test_race_refuses_an_unknown_player() -> None:
    with pytest.raises(KeyError):
        race(_small_white_nights(), ["nobody"])


def test_red_black_by_round_by_hand() -> None:
    rounds = red_black_by_round(_small_white_nights())
    assert [(r.stage, r.round, r.red, r.black) for r in rounds] == [
        ("qualifying", 1, 1, 0),
        ("qualifying", 2, 1, 0),
        ("qualifying", 3, 0, 1),
    ]
    # After round 1: N = 1, n = 0 hard games: K = 2 (seed 002); black is the hard side throughout.
    assert [r.k for r in rounds] == [2, 2, Fraction(4, 3)]
    assert [r.hard_winner for r in rounds] == [Team.BLACK] * 3


def test_red_black_has_no_k_where_the_ruleset_has_none() -> None:
    t = load_tournament(document("fiim", 10, [game(1, TEN, winner="black")]))
    (only,) = red_black_by_round(t)
    assert (only.red, only.black, only.k, only.hard_winner) == (0, 1, None, None)


def test_points_by_role_by_hand() -> None:
    whole, players = points_by_role(_small_white_nights())
    by = {share.player: share for share in players}
    assert by[pid(1)].by_role[Role.DON] == Fraction(8, 3)
    assert by[pid(4)].by_role[Role.SHERIFF] == 4
    assert by[pid(5)].by_role[Role.CIVILIAN] == 4
    assert by[pid(5)].other == Fraction(1, 2)
    assert by[pid(11)].other == -2 and by[pid(11)].games_by_role[Role.CIVILIAN] == 0
    assert by[pid(2)].games_by_role[Role.MAFIA] == 3
    # Six civilians x 4, the sheriff 4, two mafia and the don 8/3 each; other: +0.5 and -2.
    assert whole.by_role == {
        Role.CIVILIAN: 24,
        Role.SHERIFF: 4,
        Role.MAFIA: Fraction(16, 3),
        Role.DON: Fraction(8, 3),
    }
    assert whole.other == Fraction(-3, 2)
    assert whole.total == sum(s.total for s in players)
    assert whole.games_by_role == {Role.CIVILIAN: 18, Role.SHERIFF: 3, Role.MAFIA: 6, Role.DON: 3}


def test_win_rate_by_seat_by_hand() -> None:
    seats = win_rate_by_seat(_small_white_nights())
    assert [s.seat for s in seats] == TEN
    assert [(s.games, s.wins) for s in seats[:5]] == [(3, 1), (3, 1), (3, 1), (3, 2), (3, 2)]
    assert seats[0].rate == Fraction(1, 3) and seats[9].rate == Fraction(2, 3)
    assert (seats[0].red_games, seats[0].black_games, seats[0].black_wins) == (0, 3, 1)
    assert (seats[4].red_games, seats[4].red_wins) == (3, 2)


def test_no_games_gives_empty_series() -> None:
    t = load_tournament(document("fiim", 3, []))
    assert played_rounds(t) == ()
    assert [s.totals for s in race(t)] == [(), (), ()]
    assert red_black_by_round(t) == []
    assert all(s.games == 0 and s.rate == 0 for s in win_rate_by_seat(t))


def _assert_equal_to_standings(t: Tournament) -> None:
    everyone = race(t, [p.id for p in t.players])
    rounds = played_rounds(t)
    red_black = red_black_by_round(t)
    assert [(r.stage, r.round) for r in red_black] == list(rounds)
    for i, after in enumerate(rounds):
        standings = compute_standings(t, after=after)
        for series in everyone:
            assert series.totals[i] == standings.row(series.player).total, (after, series.player)
        if red_black[i].k is not None:
            assert red_black[i].k == standings.k
        counted = standings.games_counted - (
            compute_standings(t, after=rounds[i - 1]).games_counted if i else 0
        )
        assert red_black[i].red + red_black[i].black == counted
    final = compute_standings(t)
    whole, shares = points_by_role(t)
    assert [s.player for s in shares] == [r.player for r in final.rows]
    for share, row in zip(shares, final.rows, strict=True):
        assert sum(share.by_role.values()) + share.other == row.total
        assert share.games_by_role == row.games_by_role
    assert whole.total == sum(r.total for r in final.rows)
    seats = win_rate_by_seat(t)
    assert sum(s.wins for s in seats) == sum(r.wins for r in final.rows)
    assert sum(s.games for s in seats) == sum(r.games for r in final.rows)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_every_chart_equals_the_standings_on_the_fixtures(path: Any) -> None:
    _assert_equal_to_standings(load_tournament(json.loads(path.read_text(encoding="utf-8"))))


@pytest.mark.parametrize(
    "ruleset", ["white-nights-2016", "fiim", "stars-2016", "german-open-2016", "rfm-2026", "fiim-2025"]
)
def test_every_chart_equals_the_standings_on_a_random_three_stage_tournament(ruleset: str) -> None:
    """30 players over qualifying, semifinal and final (coefficients 1, 1.5, 2), Ci, K, absences, extras."""
    rng = random.Random(ruleset)
    games: list[dict[str, Any]] = []
    absences: list[tuple[int, str, int, str]] = []
    plan = [("qualifying", r, 3 if r < 3 else 2) for r in range(1, 5)] + [
        ("semifinal", 1, 2),
        ("semifinal", 2, 2),
    ]
    plan.append(("final", 1, 1))
    for stage, rnd, tables in plan:
        order = rng.sample(range(1, 31), 30)
        for table in range(tables):
            seated = order[table * 10 : table * 10 + 10]
            seats = rng.sample(TEN, 4)
            black = set(seats[:3])
            shot = rng.choice([s for s in TEN if s not in black] + [None])
            winner = rng.choice(["red", "black"])
            bonus = [
                {"seat": rng.choice([s for s in TEN if (s in black) == (winner == "black")]), "points": 1}
            ]
            games.append(
                game(
                    rnd,
                    seated,
                    stage=stage,
                    table=table + 1,
                    don=seats[0],
                    mafia=(seats[1], seats[2]),
                    sheriff=seats[3],
                    winner=winner,
                    shot=shot,
                    bonus=bonus if ruleset != "stars-2016" else [],
                )
            )
        if stage == "qualifying" and tables == 2:  # the last ten sit out; one of them missed it
            absences.append((order[-1], stage, rnd, "missed"))
    stages = [
        {"id": "qualifying", "coefficient": 1},
        {"id": "semifinal", "coefficient": 1.5},
        {"id": "final", "coefficient": 2},
    ]
    doc = document(ruleset, 30, games, absences=absences, adjustments=[(7, -0.5)], stages=stages)
    _assert_equal_to_standings(load_tournament(doc))
