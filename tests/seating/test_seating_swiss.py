"""Swiss-like rounds by the bands of seed 000, the final and the semifinal."""

from __future__ import annotations

import itertools

import pytest

from mafia_desk.seating import History, SeatingError, balanced_draw, final_draw, semifinal_draw, swiss_draw
from mafia_desk.seating.model import DrawRound

STANDINGS = [f"p{i:02d}" for i in range(1, 41)]


def test_tables_follow_the_bands() -> None:
    draw = swiss_draw(STANDINGS, History(), seed=3, round_number=3)
    tables = [set(t) for t in draw.rounds[0].tables]
    place = {p: i + 1 for i, p in enumerate(STANDINGS)}
    assert {place[p] for p in tables[0]} >= {1, 2, 3, 4, 5}
    assert all(1 <= place[p] <= 15 for p in tables[0])
    assert all(6 <= place[p] <= 25 for p in tables[1])
    assert sum(1 for p in tables[1] if place[p] <= 15) == 5
    assert all(16 <= place[p] <= 35 for p in tables[2])
    assert {place[p] for p in tables[3]} >= {36, 37, 38, 39, 40}
    assert draw.rounds[0].number == 3


def test_band_draw_is_random_not_the_least_repeat_choice() -> None:
    """Seed 000 draws the five "at random": earlier meetings do not steer the pick, the seed alone does."""
    players = STANDINGS[:20]
    # Earlier meetings: places 6-10 all met places 1-5; the least-repeat pick would be 11-15 every time.
    meetings = {frozenset((a, b)): 1 for a, b in itertools.product(players[:5], players[5:10])}
    history = History(meetings=meetings)
    picks = set()
    for seed in range(12):
        table1 = swiss_draw(players, history, seed=seed).rounds[0].tables[0]
        picks.add(frozenset(table1) - frozenset(players[:5]))
        assert table1 == swiss_draw(players, history, seed=seed).rounds[0].tables[0]
    assert len(picks) > 6
    assert any(p & frozenset(players[5:10]) for p in picks)


def test_swiss_seats_avoid_earlier_seats_and_the_same_seed_repeats() -> None:
    first = balanced_draw(STANDINGS, 4, 3, seed=2, effort=0.05)
    history = History.from_rounds(list(first.rounds))
    a = swiss_draw(STANDINGS, history, seed=9, round_number=4)
    b = swiss_draw(STANDINGS, history, seed=9, round_number=4)
    assert a.to_dict() == b.to_dict()
    assert a.quality["seat_repeats"].value == 0 == a.quality["seat_repeats"].bound
    for table in a.rounds[0].tables:
        for s, p in enumerate(table, start=1):
            assert s not in history.seats[p]


def test_swiss_refuses_a_count_that_does_not_fill_tables() -> None:
    with pytest.raises(SeatingError, match="do not fill whole tables"):
        swiss_draw(STANDINGS[:25], History())
    with pytest.raises(SeatingError, match="appears twice"):
        swiss_draw(STANDINGS[:9] + STANDINGS[:1], History())


def test_final_gives_every_finalist_new_seats() -> None:
    finalists = STANDINGS[:10]
    earlier = [DrawRound(1, (tuple(finalists),)), DrawRound(2, (tuple(reversed(finalists)),))]
    draw = final_draw(finalists, 4, History.from_rounds(earlier), seed=5)
    assert len(draw.rounds) == 4
    for p in finalists:
        seats = [t.index(p) + 1 for rnd in draw.rounds for t in rnd.tables]
        before = [t.index(p) + 1 for rnd in earlier for t in rnd.tables]
        assert len(set(seats + before)) == 6
    assert draw.quality["seat1_spread"].value <= 1
    with pytest.raises(SeatingError, match="exactly 10"):
        final_draw(finalists[:9], 4)


def test_semifinal_counts_the_tournament_so_far() -> None:
    qualifying = balanced_draw(STANDINGS, 4, 3, seed=1, effort=0.05)
    history = History.from_rounds(list(qualifying.rounds))
    semi = semifinal_draw(STANDINGS[:20], 2, history, seed=4)
    assert semi.kind == "semifinal" and semi.tables == 2
    assert semi.quality["seat_repeats"].value == 0
    assert semi.quality["max_meetings"].bound is None  # fresh-draw bounds do not apply
    total = dict(history.meetings)
    for rnd in semi.rounds:
        for table in rnd.tables:
            for a, b in itertools.combinations(table, 2):
                key = frozenset((a, b))
                total[key] = total.get(key, 0) + 1
    assert semi.quality["max_meetings"].value == max(total.values())


@pytest.mark.parametrize(
    ("ranked", "text"),
    [
        (
            ("extra_points", "qualifying", 3, 12),
            "ranked by extra points after rounds 1-3 of qualifying, 12 games",
        ),
        (("points", "qualifying", 1, 4), "ranked by points after round 1 of qualifying, 4 games"),
        (("points", "qualifying", 0, 0), "ranked by points: no games yet, in registration order"),
    ],
)
def test_ranked_by_is_read_back_from_the_line_the_file_keeps(
    ranked: tuple[str, str, int, int], text: str
) -> None:
    """The file keeps one English line; a window in another language reads it back to say it its own way."""
    from mafia_desk.seating.rounds import RankedBy

    made = RankedBy(*ranked)
    assert made.text() == text
    back = RankedBy.parse(text)
    assert back is not None and (back.key, back.last, back.games) == (made.key, made.last, made.games)
    assert back.stage == (made.stage if made.last else "")
    assert RankedBy.parse("ranked by the organiser's hunch") is None
    assert RankedBy.parse(text + " and more") is None
