"""The figures added for the whole-tournament view: pairs that never meet, seat 10, the first ten seats."""

from __future__ import annotations

from math import comb

import pytest

from mafia_desk.seating import (
    Constraints,
    Draw,
    DrawRound,
    SeatingError,
    balanced_draw,
    draw_quality,
    player_names,
)
from mafia_desk.seating.bounds import balanced_games, everyone_can_meet, never_met_bound, sum_squares_bound


def test_never_met_bound_counts_the_reach_of_each_player() -> None:
    # 30 players, one game each: a player sits beside 9 of 29, so 20 of his pairs never meet.
    assert never_met_bound(30, [1] * 30) == 30 * 20 // 2
    # 20 players on 2 tables for 3 rounds: 27 neighbours of 19 is enough; the total 270 > 190 pairs too.
    assert never_met_bound(20, [3] * 20) == 0
    assert everyone_can_meet(20, [3] * 20)
    assert not everyone_can_meet(30, [2] * 30)
    # One table, 12 players, one round: only 45 of the 66 pairs can meet.
    assert never_met_bound(12, [1] * 10 + [0] * 2) >= comb(12, 2) - 45


def test_never_met_figure_is_counted_from_the_seats() -> None:
    players = [str(i) for i in range(1, 21)]
    rounds = [DrawRound(1, (tuple(players[:10]), tuple(players[10:])))]
    q = draw_quality(rounds, players, 2)
    assert q["never_met"].value == comb(20, 2) - 2 * 45
    assert q["never_met"].bound == comb(20, 2) - 2 * 45
    assert q["never_met"].optimal


def test_seat_ten_and_the_first_ten_games() -> None:
    # 11 players on one table for 12 rounds: 120 places over 11 players, so some play 11 games and must
    # repeat a seat, but never within their first 10 games; seat 10 is spread as evenly as seat 1.
    draw = balanced_draw(player_names(11), 1, 12, seed=3)
    q = draw.quality
    assert q["early_seat_repeats"].value == 0 == q["early_seat_repeats"].bound
    assert q["seat_repeats"].optimal
    assert q["seat10_spread"].value <= 1
    seen: dict[str, list[int]] = {}
    for rnd in draw.rounds:
        for table in rnd.tables:
            for seat, p in enumerate(table, start=1):
                seen.setdefault(p, []).append(seat)
    assert any(len(s) > 10 for s in seen.values())
    for seats in seen.values():
        assert len(set(seats[:10])) == len(seats[:10])
    tens = [s.count(10) for s in seen.values()]
    assert max(tens) - min(tens) == q["seat10_spread"].value


def test_an_early_repeat_is_reported() -> None:
    players = [str(i) for i in range(1, 11)]
    same = tuple(players)
    rounds = [DrawRound(1, (same,)), DrawRound(2, (same,))]
    q = draw_quality(rounds, players, 1)
    assert q["early_seat_repeats"].value == 10
    assert q["early_seat_repeats"].bound == 0


def test_a_short_last_round_with_forced_sit_outs() -> None:
    # 34 players: three tables, then a last round of one; a judge sits out round 2.
    players = player_names(34)
    draw = balanced_draw(players, [3, 3, 3, 1], 4, seed=5, constraints=Constraints(absent={2: ("7",)}))
    assert [len(r.tables) for r in draw.rounds] == [3, 3, 3, 1]
    assert "7" in draw.rounds[1].sitting_out
    for rnd in draw.rounds:
        assert sorted([*(p for t in rnd.tables for p in t), *rnd.sitting_out], key=int) == list(players)
    assert draw.round_tables == (3, 3, 3, 1) and draw.tables == 3
    assert Draw.from_dict(draw.to_dict()) == draw
    # The bounds count 10 games, not 12: the Gram bound of the real shape.
    assert draw.quality["sum_squares"].bound == sum_squares_bound(
        (3, 3, 3, 1), 4, balanced_games(34, (3, 3, 3, 1), 4)
    )
    with pytest.raises(SeatingError, match="per-round"):
        balanced_draw(players, [3, 3], 4)
    with pytest.raises(SeatingError, match="cannot fill"):
        balanced_draw(players, [3, 4, 3, 1], 4)


def test_impossible_constraints_are_refused_before_any_search() -> None:
    players = player_names(41)
    too_many = Constraints(apart=(tuple(str(i) for i in range(1, 7)),), apart_rounds=2)
    with pytest.raises(SeatingError, match=r"round 1: the 6 players kept apart .* at most 5 of them"):
        balanced_draw(players, 4, 3, constraints=too_many)
    # On 5 tables with one bench place the same six fit: one per table, one on the bench.
    assert balanced_draw(player_names(51), 5, 2, constraints=too_many).quality["apart_meetings"].value == 0
    with pytest.raises(SeatingError, match="round 2: 2 player"):
        balanced_draw(players, 4, 3, constraints=Constraints(absent={2: ("1", "2")}))
    # Teammates kept apart in every round ("always" = apart_rounds covering the draw).
    always = Constraints(apart=(("1", "2", "3"),), apart_rounds=3)
    d = balanced_draw(player_names(30), 3, 3, seed=4, constraints=always)
    assert d.quality["apart_meetings"].value == 0
