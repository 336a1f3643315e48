"""Seed 000's qualifying (stars-2016) as the regulation runs it, checked after every round: shared by the
headless run (`mafia-desk draw --write`, tests/seating/) and the organiser's window (tests/gui/tournament/),
so both hold the tournament to the same reading of the regulation whatever path the draws and results took.

The properties (issue 37; regulations.md "Tournament shape", seed 000:6 and :37):
- sit-outs rotate: nobody sits out twice while a player present since round 1 has not sat out once, and every
  player's count stays within one of the stage's rate times the rounds he was present (a late arrival is
  measured from the round he came);
- a late arrival is in no draw before the round he arrived for, and in every one from it on;
- a short table's players get +3 at most once each, recorded as `short_table` absences exactly while the draw
  that benched them stands; whoever sat out without the points had already had them;
- a Swiss round (rounds 3-8) is banded by the judge's extra points of the standings before it, and its draw
  keeps the `ranked_by` that names those games.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from round_kit import assert_swiss_bands

from mafia_desk.scoring.standings import compute_standings
from mafia_desk.seating.rounds import short_table_of
from mafia_desk.tournament.model import Draw, Tournament

STAGE = "qualifying"
SWISS_FROM = 3  # seed 000:6: 2 random rounds, then 6 Swiss-like
SHORT_TABLE_POINTS = 3


def stars_protocol(rnd: int, table: int, seated: Sequence[str], rng: random.Random) -> dict[str, Any]:
    """A plausible paper protocol of a stars-2016 table: roles, winner, the first shot (a miss now and then),
    a best move by a red victim, per-circle best and worst marks (at most two of each in a circle, one mark
    per player and circle), the judge's -2..+2 to a few players, and a rare removal. Varied enough that the
    ranking by extra points differs from the one by total points."""
    seats = rng.sample(range(1, 11), 4)
    don, mafia, sheriff = seats[0], sorted(seats[1:3]), seats[3]
    black = {don, *mafia}
    red = [s for s in range(1, 11) if s not in black]
    removed = [rng.choice(range(1, 11))] if rng.random() < 0.08 else []
    shot = rng.choice(red) if rng.random() < 0.85 else None
    best_move = None
    if shot is not None and shot not in removed and rng.random() < 0.6:
        named = [s for s in range(1, 11) if s != shot]
        best_move = {"seat": shot, "guess": sorted(rng.sample(named, 3))}
    bonus: list[dict[str, Any]] = []
    for circle in range(1, rng.randint(2, 4) + 1):
        marked = rng.sample(range(1, 11), 4)
        bests, worsts = rng.randint(0, 2), rng.randint(0, 2)
        for seat in marked[:bests]:
            bonus.append({"seat": seat, "points": 1, "kind": "circle_best", "circle": circle})
        for seat in marked[2 : 2 + worsts]:
            bonus.append({"seat": seat, "points": -1, "kind": "circle_worst", "circle": circle})
    for seat in rng.sample(range(1, 11), rng.randint(0, 2)):
        bonus.append({"seat": seat, "points": rng.choice([-1, 0.5, 1, 1.5, 2])})
    return {
        "stage": STAGE,
        "round": rnd,
        "table": table,
        "players": list(seated),
        "roles": {"don": don, "mafia": mafia, "sheriff": sheriff},
        "winner": rng.choice(["red", "black"]),
        "ended_by": "normal",
        "shot_night1": shot,
        "best_move": best_move,
        "bonus": bonus,
        "removed": [{"seat": s, "reason": "fouls"} for s in removed],
        "penalties": [],
    }


def _draws(t: Tournament, through: int) -> list[Draw]:
    by_round = {d.round: d for d in t.draws if d.stage == STAGE}
    assert sorted(by_round) == list(range(1, through + 1)), sorted(by_round)
    return [by_round[r] for r in range(1, through + 1)]


def _listed(d: Draw) -> set[str]:
    return {p for table in d.tables for p in table} | set(d.sitting_out)


def extra_points_before(t: Tournament, rnd: int) -> dict[str, Fraction]:
    """The judge's extra points (every `bonus` entry, marks included: A28) each player had before `rnd`,
    summed from the games themselves rather than read from the standings."""
    out: Counter[str] = Counter()
    for g in t.scored_games:
        if g.stage == STAGE and g.round < rnd:
            for b in g.bonus:
                out[g.players[b.seat - 1]] += Fraction(b.points)
    return {p.id: Fraction(out[p.id]) for p in t.players}


def assert_sit_outs_rotate(t: Tournament, through: int, late: str, late_from: int) -> None:
    draws = _draws(t, through)
    since_round_1 = _listed(draws[0])
    assert late not in since_round_1
    sat: Counter[str] = Counter()
    present: Counter[str] = Counter()
    for r, d in enumerate(draws, start=1):
        seated = [p for table in d.tables for p in table]
        assert len(seated) == len(set(seated)) == 10 * len(d.tables), f"round {r}"
        assert not set(seated) & set(d.sitting_out), f"round {r}"
        # Nobody sits out a second time while a player present since round 1 has not sat out once.
        fewest = min(sat[p] for p in since_round_1)
        again = sorted(p for p in d.sitting_out if sat[p] > fewest)
        assert not again, f"round {r}: {again} sit out again while someone since round 1 has sat out {fewest}"
        for p in _listed(d):
            present[p] += 1
        sat.update(d.sitting_out)
        # The late arrival: in no draw before his round, in every one from it on.
        assert (late in _listed(d)) == (r >= late_from), f"round {r}: late arrival from round {late_from}"
    counts = [sat[p] for p in since_round_1]
    assert max(counts) - min(counts) <= 1, f"after round {through}: sit-outs {sorted(counts)}"
    # Everyone, the late arrival included, within one sit-out of the stage's rate over his rounds present.
    rate = sum(sat.values()) / sum(present.values())
    for p in present:
        assert abs(sat[p] - rate * present[p]) < 1, (p, sat[p], present[p], rate)
    if through >= late_from:
        assert sat[late] <= math.ceil(rate * present[late]), (sat[late], present[late], rate)


def assert_short_tables(t: Tournament, through: int) -> None:
    """+3 at most once per player, as `short_table` absences of exactly the draw's `short_table`."""
    draws = _draws(t, through)
    recorded = [a for a in t.absences if a.kind == "short_table"]
    per_player = Counter(a.player for a in recorded)
    assert not per_player or max(per_player.values()) == 1, per_player.most_common(3)
    had: set[str] = set()
    for r, d in enumerate(draws, start=1):
        short = short_table_of(d)
        assert set(short) <= set(d.sitting_out), f"round {r}"
        assert sorted(a.player for a in recorded if (a.stage, a.round) == (STAGE, r)) == sorted(short), r
        # Whoever sat out without the points had already had his one short table.
        for p in d.sitting_out:
            assert p in short or p in had, f"round {r}: {p} sat out with no +3 and none before"
        had.update(short)
    standings = compute_standings(t, after=(STAGE, through))
    for row in standings.rows:
        assert row.columns["absences"] == SHORT_TABLE_POINTS * per_player[row.player], row.player


def assert_swiss_round(t: Tournament, rnd: int) -> None:
    """Seed 000:6: the bands of the extra points after the round before (ties in standings order), and the
    draw says which games ranked it."""
    (d,) = [d for d in t.draws if (d.stage, d.round) == (STAGE, rnd)]
    seated = {p for table in d.tables for p in table}
    extra = extra_points_before(t, rnd)
    standings = compute_standings(t, after=(STAGE, rnd - 1))
    assert {r.player: r.columns["bonus"] for r in standings.rows} == extra
    order = [r.player for r in sorted(standings.rows, key=lambda r: -extra[r.player]) if r.player in seated]
    assert_swiss_bands(d.tables, order)
    assert set(order[:5]) <= set(d.tables[0])
    games = sum(1 for g in t.scored_games if g.stage == STAGE and g.round < rnd)
    assert d.extra.get("ranked_by") == (
        f"ranked by extra points after rounds 1-{rnd - 1} of qualifying, {games} games"
    ), d.extra


def assert_round_by_the_regulation(t: Tournament, rnd: int, late: str, late_from: int) -> None:
    """Every property above for the qualifying drawn through round `rnd` (its results may be in or not)."""
    assert_sit_outs_rotate(t, rnd, late, late_from)
    assert_short_tables(t, rnd)
    if rnd >= SWISS_FROM:
        assert_swiss_round(t, rnd)
