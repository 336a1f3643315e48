"""The quality figures of a draw beside their lower bounds: recomputed from the seats alone after every
edit."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from mafia_desk.seating.bench_bound import strict_one_table_squares_bound
from mafia_desk.seating.bounds import (
    SEATS,
    half_spread_bound,
    max_bound,
    never_met_bound,
    pairs_at_max_bound,
    spread_bound,
    sum_squares_bound,
    uniform,
)
from mafia_desk.seating.model import Constraints, DrawRound, Figure, History

HALF = SEATS // 2


def keeps_strict_bench(rounds: Sequence[DrawRound], players: Sequence[str]) -> bool:
    """Whether after every round the sit-out counts differ by at most 1 (nobody sat out twice early)."""
    outs = dict.fromkeys(players, 0)
    for rnd in rounds:
        for p in rnd.sitting_out:
            outs[p] = outs.get(p, 0) + 1
        if outs and max(outs.values()) - min(outs.values()) > 1:
            return False
    return True


def draw_quality(
    rounds: Sequence[DrawRound],
    players: Sequence[str],
    tables: int | tuple[int, ...],
    history: History | None = None,
    constraints: Constraints | None = None,
    strict_bench: bool = False,
) -> dict[str, Figure]:
    """Figures for the rounds of one draw; with a history, meetings and seats count the earlier rounds too.

    The bounds on meetings hold for a fresh draw, so they are shown only when there is no earlier meeting.
    With `strict_bench` (the draw was made under the rule that nobody sits out twice before everyone has
    once) and a one-table schedule that keeps that rule, the sum-of-squares bound is the sharper one of
    bench_bound, valid for every draw under the same rule.
    """
    history = history or History()
    meetings: Counter[frozenset[str]] = Counter(history.meetings)
    fresh = not any(history.meetings.values())
    games: Counter[str] = Counter()
    sat_out: Counter[str] = Counter()
    seats: dict[str, list[int]] = {p: list(history.seats.get(p, ())) for p in players}
    prior_seats = {p: len(seats[p]) for p in players}
    seat_slots = 0
    repeats_with_history = 0
    for rnd in rounds:
        for p in rnd.sitting_out:
            sat_out[p] += 1
        for table in rnd.tables:
            seat_slots += 1
            for i, p in enumerate(table):
                games[p] += 1
                seats.setdefault(p, []).append(i + 1)
            for a, b in combinations(table, 2):
                key = frozenset((a, b))
                if history.meetings.get(key, 0):
                    repeats_with_history += 1
                meetings[key] += 1
    everyone = list(dict.fromkeys([*players, *games, *sat_out]))
    n = len(everyone)
    counts = [games[p] for p in everyone]
    values = [meetings.get(frozenset(pair), 0) for pair in combinations(everyone, 2)]
    top = max(values, default=0)
    at_top = sum(1 for v in values if v == top) if top else 0
    squares = sum(v * v for v in values)
    never = sum(1 for v in values if v == 0)
    r_count = len(rounds)
    # The bounds count the tables each round really has (a short last round has fewer).
    per_round = tuple(len(rnd.tables) for rnd in rounds)
    if len(set(per_round)) > 1:
        tables = per_round
    figures: dict[str, Figure] = {}
    if fresh:
        floor = sum_squares_bound(tables, r_count, counts)
        if strict_bench and uniform(tables) == 1 and keeps_strict_bench(rounds, everyone):
            floor = max(floor, strict_one_table_squares_bound(n, r_count, counts) or 0)
        top_bound = max_bound(n, tables, r_count, counts, floor) if n >= 2 else 0
        figures["max_meetings"] = Figure(top, top_bound)
        # When the maximum is at its bound, at least one pair is at it even where the Gram count gives 0.
        at_top_bound = max(1, pairs_at_max_bound(n, tables, r_count, counts, top, floor)) if top else 0
        figures["pairs_at_max"] = Figure(at_top, at_top_bound if top == top_bound else None)
        figures["sum_squares"] = Figure(squares, floor)
        figures["never_met"] = Figure(never, never_met_bound(n, counts))
    else:
        figures["max_meetings"] = Figure(top, None)
        figures["pairs_at_max"] = Figure(at_top, None)
        figures["sum_squares"] = Figure(squares, None)
        figures["never_met"] = Figure(never, None)
        figures["repeat_meetings"] = Figure(repeats_with_history, None)

    repeats = 0
    repeat_floor = 0
    for p in everyone:
        ss = seats.get(p, [])
        repeats += len(ss) - len(set(ss))
        before = set(ss[: prior_seats.get(p, 0)])
        new = len(ss) - prior_seats.get(p, 0)
        # Earlier repeats are history; a new game repeats if it can only take a seat already used.
        repeat_floor += max(0, new - (SEATS - len(before))) + (prior_seats.get(p, 0) - len(before))
    figures["seat_repeats"] = Figure(repeats, repeat_floor)
    # Within a player's first 10 games (the tournament's, history first) every seat can differ: a repeat there
    # is avoidable, whatever happens after the tenth game. Repeats the history already holds are its own.
    early = 0
    early_floor = 0
    for p in everyone:
        first = seats.get(p, [])[:SEATS]
        early += len(first) - len(set(first))
        earlier = first[: prior_seats.get(p, 0)]
        early_floor += len(earlier) - len(set(earlier))
    figures["early_seat_repeats"] = Figure(early, early_floor)

    first_seat = [sum(1 for s in seats.get(p, [])[prior_seats.get(p, 0) :] if s == 1) for p in everyone]
    figures["seat1_spread"] = Figure(
        max(first_seat, default=0) - min(first_seat, default=0), spread_bound(seat_slots, n)
    )
    last_seat = [sum(1 for s in seats.get(p, [])[prior_seats.get(p, 0) :] if s == SEATS) for p in everyone]
    figures["seat10_spread"] = Figure(
        max(last_seat, default=0) - min(last_seat, default=0), spread_bound(seat_slots, n)
    )
    halves = []
    for p in everyone:
        own = seats.get(p, [])[prior_seats.get(p, 0) :]
        front = sum(1 for s in own if s <= HALF)
        halves.append(abs(front - (len(own) - front)))
    figures["half_spread"] = Figure(max(halves, default=0), half_spread_bound(counts))
    outs = [sat_out[p] for p in everyone]
    figures["sitout_spread"] = Figure(max(outs, default=0) - min(outs, default=0), spread_bound(sum(outs), n))
    if constraints is not None and constraints.apart and constraints.apart_rounds:
        together = 0
        for rnd in rounds[: constraints.apart_rounds]:
            for table in rnd.tables:
                members = set(table)
                for group in constraints.apart:
                    inside = sum(1 for p in group if p in members)
                    together += inside * (inside - 1) // 2
        figures["apart_meetings"] = Figure(together, None)
    return figures
