"""The balanced draw: grouping by annealing, seats by exact edge colouring, then the quality figures."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from mafia_desk.inputs.limits import (
    MAX_SEATING_PLAYER_ROUNDS,
    MAX_SEATING_PLAYERS,
    MAX_SEATING_ROUNDS,
    MAX_TABLE,
)
from mafia_desk.seating.bench_bound import strict_one_table_squares_bound
from mafia_desk.seating.bounds import (
    SEATS,
    balanced_games,
    everyone_can_meet,
    max_bound,
    never_met_bound,
    sum_squares_bound,
    table_counts,
)
from mafia_desk.seating.grouping import EXCESS_WEIGHT, Grouping, GroupingProblem, anneal, most_meetings
from mafia_desk.seating.library import NoPlaces, find_schedule, relabel
from mafia_desk.seating.model import Constraints, Draw, DrawRound, History, SeatingError
from mafia_desk.seating.quality import draw_quality
from mafia_desk.seating.seats import balance_seats, colour_games, seat_table

# Annealing moves per player-round, and the caps that keep 50 players under 5 s and 100 under 20 s.
MOVES_PER_PLAYER_ROUND = 3200
MIN_MOVES, MAX_MOVES = 200_000, 4_000_000
# A run that misses the sum-of-squares bound is reheated from its best grouping (a third of its length, a
# quarter of its starting temperature), up to REHEATS times; measured on 40/4/7 this reached the bound for
# 20 seeds out of 20, against 15 of 20 for a single run.
REHEATS_SMALL, REHEATS_LARGE, SMALL_CASE = 4, 1, 60
REHEAT_HEAT = 0.25
# A search from the library's schedule (groups kept apart, forced sit-outs, a history) first runs this
# fraction of its moves, and the whole run only when that has not reached the stored maximum. Measured over
# 20 seeds: 40/4/7 with ten clubs of four apart 0.60 s median instead of 2.51 s, every seed at max 3, the
# worst sum of squares 2770 against 2744; a quarter (share 4) took 0.33 s on 10 seeds but left 2764 there.
LIBRARY_FIRST_SHARE = 2
# The grouping's priorities: "repeats" keeps every pair to the fewest meetings (the default, the issue's
# order); "everyone_meets" lets the maximum rise by one to leave no pair that never meets where the game
# counts allow it. It searches from the default draw's schedule, every never-met pair costing
# EVERYONE_MEETS_WEIGHT units of the sum of squares (the weight with which the library builder's C runs
# reached 0 on 44/4/10 at max 4). Measured on 44/4/11, seeds 0-4: 0 pairs that never meet, about 1 s.
PRIORITIES = ("repeats", "everyone_meets")
EVERYONE_MEETS_WEIGHT = 20


def player_names(count: int) -> tuple[str, ...]:
    """The CLI's anonymous players "1".."N"."""
    if count < 1:
        raise SeatingError(f"players: need at least 1, got {count}")
    if count > MAX_SEATING_PLAYERS:
        raise SeatingError(f"players: at most {MAX_SEATING_PLAYERS:,} in one draw, got {count:,}")
    return tuple(str(i) for i in range(1, count + 1))


def round_tables(tables: int | Sequence[int], rounds: int) -> int | tuple[int, ...]:
    """Tables per round as the draw keeps them: one number when every round has as many, else a tuple of one
    count per round (checked: as many counts as rounds, each 1..MAX_TABLE)."""
    if isinstance(tables, int):
        return tables
    counts = tuple(tables)
    if len(counts) != rounds:
        raise SeatingError(f"tables: {len(counts)} per-round count(s) given for {rounds} round(s)")
    for r, t in enumerate(counts, start=1):
        if isinstance(t, bool) or not isinstance(t, int) or not 1 <= t <= MAX_TABLE:
            raise SeatingError(f"tables: round {r} needs 1..{MAX_TABLE:,} tables, got {t!r}")
    return counts[0] if len(set(counts)) == 1 else counts


def _check(players: Sequence[str], tables: int, rounds: int, constraints: Constraints) -> None:
    # Absurd sizes are refused before anything is allocated: a draw is memory and time per player-round.
    if not 1 <= rounds <= MAX_SEATING_ROUNDS:
        raise SeatingError(f"rounds: need 1..{MAX_SEATING_ROUNDS:,}, got {rounds:,}")
    if not 1 <= tables <= MAX_TABLE:
        raise SeatingError(f"tables: need 1..{MAX_TABLE:,}, got {tables:,}")
    if len(players) > MAX_SEATING_PLAYERS:
        raise SeatingError(f"players: at most {MAX_SEATING_PLAYERS:,} in one draw, got {len(players):,}")
    if len(players) * rounds > MAX_SEATING_PLAYER_ROUNDS:
        raise SeatingError(
            f"players x rounds: at most {MAX_SEATING_PLAYER_ROUNDS:,} in one draw, got {len(players):,}"
            f" x {rounds:,} (a draw's work grows with both; draw the rounds in parts)"
        )
    if any(not p for p in players):
        raise SeatingError("players: an id is empty")
    if len(set(players)) != len(players):
        dup = sorted({p for p in players if players.count(p) > 1})
        raise SeatingError(f"players: ids must be unique, repeated: {', '.join(dup)}")
    if len(players) < SEATS * tables:
        raise SeatingError(
            f"players: {len(players)} cannot fill {tables} table(s) of {SEATS}; "
            f"need at least {SEATS * tables}"
        )
    known = set(players)
    for r, absent in constraints.absent.items():
        if not 1 <= r <= rounds:
            raise SeatingError(f"constraints: absence in round {r}, but the draw has rounds 1..{rounds}")
        for p in absent:
            if p not in known:
                raise SeatingError(f"constraints: round {r}: unknown player {p!r} must sit out")
    for group in constraints.apart:
        for p in group:
            if p not in known:
                raise SeatingError(f"constraints: unknown player {p!r} in a group to keep apart")


def check_feasible(players: int, per_round: Sequence[int], constraints: Constraints) -> None:
    """Refuse, before any search, constraints no draw can meet, with the reason: more forced sit-outs than
    bench places in a round, or a group to keep apart with more members playing in a round than it has tables
    (each table takes one of them at most; the bench takes those it has room for). These are necessary
    conditions; a combination that passes them is kept apart as far as the search can (`apart_meetings`)."""
    for r, tables in enumerate(per_round, start=1):
        bench = players - SEATS * tables
        forced = set(constraints.absent.get(r, ()))
        if len(forced) > bench:
            raise SeatingError(
                f"constraints: round {r}: {len(forced)} player(s) must sit out but {players} players on "
                f"{tables} table(s) leave only {bench} place(s) on the bench"
            )
        if r > constraints.apart_rounds:
            continue
        room = bench - len(forced)
        for group in constraints.apart:
            members = set(group)
            playing = len(members - forced)
            if playing - room > tables:
                names = ", ".join(sorted(members)[:6]) + (", ..." if len(members) > 6 else "")
                raise SeatingError(
                    f"constraints: round {r}: the {len(members)} players kept apart ({names}) cannot sit at "
                    f"different tables: {tables} table(s) and {room} free bench place(s) hold at most "
                    f"{tables + room} of them"
                )


def balanced_draw(
    players: Sequence[str],
    tables: int | Sequence[int],
    rounds: int,
    seed: int = 0,
    constraints: Constraints | None = None,
    history: History | None = None,
    strict_bench: bool = True,
    effort: float = 1.0,
    kind: str = "balanced",
    library: bool = True,
    start: Sequence[tuple[Sequence[Sequence[int]], Sequence[int]]] | None = None,
    priority: str = "repeats",
) -> Draw:
    """Draw R rounds of the given players on T tables of 10; the rest of each round sits out.

    `tables` is one count for every round or one per round (a tournament whose last round has fewer tables).
    `strict_bench`: nobody sits out twice before everyone has once (else only the totals are balanced, which
    lets 16 players on one table reach the Gram bound). `effort` scales the search length. `history` makes the
    draw avoid earlier meetings and seats (a semifinal drawn after the qualifying rounds).

    A fresh draw (no constraints, no history, the strict bench, effort 1) of a shape in the shipped library
    is that library schedule relabelled by the seed (`library.py`): instant, and as good for every seed as
    the library is; `library=False` searches anyway (the library builder does).

    `priority` "everyone_meets" (where every player plays enough games to meet all the others) searches from
    that draw's schedule for one with no pair that never meets, the maximum meetings allowed one higher;
    elsewhere it gives the default draw.
    """
    players = tuple(players)
    constraints = constraints or Constraints()
    history = history or History()
    if not 1 <= rounds <= MAX_SEATING_ROUNDS:
        raise SeatingError(f"rounds: need 1..{MAX_SEATING_ROUNDS:,}, got {rounds:,}")
    shape = round_tables(tables, rounds)
    per_round = table_counts(shape, rounds)
    most = max(per_round)
    _check(players, most, rounds, constraints)
    check_feasible(len(players), per_round, constraints)
    if not effort > 0:
        raise SeatingError(f"effort: must be a positive number, got {effort}")
    if priority not in PRIORITIES:
        raise SeatingError(f"priority: one of {', '.join(PRIORITIES)}, got {priority!r}")
    meet_all = priority == "everyone_meets" and everyone_can_meet(
        len(players), balanced_games(len(players), shape, rounds)
    )
    # Constraints do not stop a library draw when a relabelling meets them: a player who must sit out (a late
    # arrival, a prior commitment) takes the place of a stored player benched in his rounds, players kept
    # apart take stored players who do not meet in those rounds.
    fresh = not history.seats and not any(history.meetings.values())
    stored = (
        find_schedule(len(players), per_round, "strict")
        if library and fresh and strict_bench and effort == 1.0 and start is None
        else None
    )
    try:
        rounds_out = relabel(stored, players, seed, constraints) if stored is not None else None
    except NoPlaces:
        rounds_out = None
    quality = (
        draw_quality(rounds_out, players, shape, history, constraints, strict_bench) if rounds_out else None
    )
    # "Everyone meets" keeps the library's draw where it already leaves no pair apart that can meet (40/4/9).
    if rounds_out is not None and quality is not None and (not meet_all or quality["never_met"].optimal):
        return Draw(
            kind=kind,
            players=players,
            tables=most,
            seed=seed,
            rounds=rounds_out,
            quality=quality,
            constraints=constraints,
            history=history,
            bench="strict",
            effort=effort,
            round_tables=per_round if isinstance(shape, tuple) else (),
            source="library",
            priority=priority if meet_all else "repeats",
        )
    index = {p: i for i, p in enumerate(players)}
    n = len(players)
    absent = tuple(frozenset(index[p] for p in constraints.absent.get(r + 1, ())) for r in range(rounds))
    apart = tuple(
        (index[a], index[b]) for group in constraints.apart for a, b in combinations(dict.fromkeys(group), 2)
    )
    prior: tuple[tuple[int, ...], ...] | None = None
    if any(history.meetings.values()):
        rows = [[0] * n for _ in range(n)]
        for pair, count in history.meetings.items():
            if len(pair) == 2 and all(p in index for p in pair):
                a, b = (index[p] for p in pair)
                rows[a][b] = rows[b][a] = count
        prior = tuple(tuple(r) for r in rows)
    games = balanced_games(n, shape, rounds)
    floor, target = search_bounds(n, shape, rounds, games, strict_bench and not any(absent))
    if prior is not None:
        floor = -1  # earlier meetings count in the energy: the fresh-draw bound no longer ends the search
    problem = GroupingProblem(
        players=n,
        tables=most,
        rounds=rounds,
        absent=absent,
        apart=apart,
        apart_rounds=min(constraints.apart_rounds, rounds),
        prior=prior,
        target_max=target,
        floor_squares=floor,
        strict_bench=strict_bench,
        floor_never_met=never_met_bound(n, games) if everyone_can_meet(n, games) else -1,
        round_tables=per_round if isinstance(shape, tuple) else (),
    )
    moves = max(1, int(min(MAX_MOVES, max(MIN_MOVES, MOVES_PER_PLAYER_ROUND * n * rounds)) * effort))
    begin = None
    heat = 1.0
    source = "search"
    if start is None and library and strict_bench:
        # A draw with a history, groups kept apart or sit-outs no relabelling gives starts from the library's
        # schedule of its shape, if it has one, relabelled by the seed (forced sit-outs put on the bench by
        # trading places, `_bench_absent`): a short, cool search then only adapts a balanced schedule to the
        # earlier meetings, the groups and the benches, instead of building one from nothing (half the moves;
        # a quarter left 10 clubs of 4 kept apart on 40/4/7 with a pair meeting 4 times for some seeds).
        stored = find_schedule(n, per_round, "strict")
        if stored is not None:
            schedule = [
                ([[index[p] for p in tab] for tab in rnd.tables], [index[p] for p in rnd.sitting_out])
                for rnd in relabel(stored, players, seed)
            ]
            _bench_absent(schedule, absent, random.Random(f"mafia-desk seating bench {seed}"))
            start = schedule
            # Aimed at the stored maximum, not below it: where the library is above the bound (43/4/7), the
            # steep penalty would trade squares for fewer pairs at the maximum it cannot leave.
            if prior is None:
                stored_max = most_meetings(tab for tabs, _ in stored.rounds for tab in tabs)
                problem = replace(problem, target_max=max(problem.target_max, stored_max))
            moves = max(1, moves // 2)
            source = "library+search"
    if meet_all:
        # One meeting more than the default aims at (the stored maximum from the library's schedule, else the
        # bound), and strangers priced high enough that the search trades repeats for them.
        target = problem.target_max + 1
        problem = replace(
            problem,
            target_max=target,
            never_met_weight=EVERYONE_MEETS_WEIGHT,
            excess_weight=EXCESS_WEIGHT * EVERYONE_MEETS_WEIGHT,
        )
    if start is not None:
        heat = REHEAT_HEAT
        rounds_in = tuple((*(tuple(t) for t in tabs), tuple(bench)) for tabs, bench in start)
        padded = tuple((*r[:-1], *([()] * (most + 1 - len(r))), r[-1]) for r in rounds_in)
        begin = Grouping(padded, 0, 0, False)

    def top(g: Grouping) -> int:
        return most_meetings((tab for rnd in g.rounds for tab in rnd[:most]), prior)

    # From the library's schedule half the run usually reaches the stored maximum with every group kept
    # apart; that ends the search. Where it has not, the whole run and its reheats follow from the start,
    # as if the short one had not been tried (not from its end: that left 1 of 20 seeds of ten clubs apart
    # on 40/4/7 at max 4). Not against a history, whose earlier meetings may keep the maximum above the
    # stored one.
    short = source == "library+search" and prior is None
    best = None
    if short:
        best = anneal(
            problem,
            random.Random(f"mafia-desk seating {seed}"),
            max(1, moves // LIBRARY_FIRST_SHARE),
            start=begin,
            heat=heat,
        )
        strangers = meet_all and _never_met(best, most, n) > max(0, problem.floor_never_met)
        if top(best) > problem.target_max or _apart_meet(best, problem) or strangers:
            short, best = False, None
    if best is None:
        best = anneal(problem, random.Random(f"mafia-desk seating {seed}"), moves, start=begin, heat=heat)
    reheats = REHEATS_SMALL if n <= SMALL_CASE else REHEATS_LARGE
    reached = top(best)
    if reached > target and begin is None:
        # The proven bound is out of this search's reach: its steep penalty would keep trading squares for
        # fewer pairs above it (36/3/12: 4668 with 22 pairs that never meet, against 4626 with none when the
        # maximum found is the target), so the reheats aim at the maximum the run reached. Not after a short
        # run from a given start (the library's schedule under groups kept apart), whose maximum may only
        # not be down yet.
        # A maximum between the bound and the one reached is tried first, lowest first, as the library
        # builder does (aimed straight at its first run's maximum, 120/12/10 stayed at 3 where 2 is easy);
        # each try costs one reheat.
        for aim in range(target + 1, reached):
            rng = random.Random(f"mafia-desk seating {seed} retarget {aim}")
            found = anneal(
                replace(problem, target_max=aim), rng, max(1, moves // 3), start=best, heat=REHEAT_HEAT
            )
            reheats = max(0, reheats - 1)
            if top(found) <= aim:
                best, reached = found, aim
                break
        problem = replace(problem, target_max=reached)
        rng = random.Random(f"mafia-desk seating {seed} retarget")
        best = anneal(problem, rng, max(1, moves // 3), start=best, heat=REHEAT_HEAT)
        reheats = max(0, reheats - 1)
    for run in range(reheats):
        if best.reached_floor or short:
            break
        rng = random.Random(f"mafia-desk seating {seed} reheat {run}")
        found = anneal(problem, rng, max(1, moves // 3), start=best, heat=REHEAT_HEAT)
        if found.energy < best.energy:
            best = found
    if meet_all and top(best) > problem.target_max:
        # Never more than one meeting above the default's aim: where the search could not keep to it, the
        # default draw is the answer.
        return balanced_draw(
            players, tables, rounds, seed, constraints, history, strict_bench, effort, kind, library
        )
    seat_rng = random.Random(f"mafia-desk seats {seed}")
    rounds_out = _seat(best, players, per_round, history, seat_rng)
    return Draw(
        kind=kind,
        players=players,
        tables=most,
        seed=seed,
        rounds=rounds_out,
        quality=draw_quality(rounds_out, players, shape, history, constraints, strict_bench),
        constraints=constraints,
        history=history,
        bench="strict" if strict_bench else "even",
        effort=effort,
        round_tables=per_round if isinstance(shape, tuple) else (),
        source=source,
        priority="everyone_meets" if meet_all else "repeats",
    )


def _never_met(grouping: Grouping, tables: int, players: int) -> int:
    """Pairs that share no table in the grouping."""
    met = {
        (a, b) if a < b else (b, a)
        for rnd in grouping.rounds
        for tab in rnd[:tables]
        for a, b in combinations(tab, 2)
    }
    return players * (players - 1) // 2 - len(met)


def _apart_meet(grouping: Grouping, problem: GroupingProblem) -> bool:
    """Whether a pair kept apart still shares a table in the rounds it is kept apart."""
    pairs = {(a, b) if a < b else (b, a) for a, b in problem.apart}
    for rnd in grouping.rounds[: problem.apart_rounds]:
        for tab in rnd[: problem.tables]:
            for i, a in enumerate(tab):
                for b in tab[i + 1 :]:
                    if ((a, b) if a < b else (b, a)) in pairs:
                        return True
    return False


def _bench_absent(
    rounds: list[tuple[list[list[int]], list[int]]], absent: Sequence[frozenset[int]], rng: random.Random
) -> None:
    """Put every forced sit-out on the bench of a stored schedule, in place. A player who plays in a round he
    must sit out trades places with one of its bench: where he sits out a round he may play, the same bench
    player takes that bench in return, so both keep their sit-out counts (the stored bench balance); else
    the single trade gives him one sit-out more and the other one less (a late arrival out of two rounds
    where the bench holds one each)."""
    for r, forced in enumerate(absent):
        for p in sorted(forced):
            tabs, bench = rounds[r]
            if p in bench:
                continue
            mine = next(tab for tab in tabs if p in tab)
            others = [q for q in bench if q not in forced]
            rng.shuffle(others)
            spare = [r2 for r2, (_, b2) in enumerate(rounds) if p in b2 and p not in absent[r2]]
            rng.shuffle(spare)
            trade = next(((q, r2) for r2 in spare for q in others if q not in rounds[r2][1]), None)
            q = trade[0] if trade else others[0]
            mine[mine.index(p)] = q
            bench[bench.index(q)] = p
            if trade:
                tabs2, bench2 = rounds[trade[1]]
                theirs = next(tab for tab in tabs2 if q in tab)
                theirs[theirs.index(q)] = p
                bench2[bench2.index(p)] = q


def search_bounds(
    n: int, shape: int | tuple[int, ...], rounds: int, games: Sequence[int], strict_bench: bool = True
) -> tuple[int, int]:
    """The proven floor on the sum of squares and bound on the maximum the search aims at (and the library
    builder with it): the strict bench on one table has its sharper bound."""
    floor = sum_squares_bound(shape, rounds, games)
    if strict_bench and shape == 1:
        floor = max(floor, strict_one_table_squares_bound(n, rounds, games) or 0)
    return floor, max_bound(n, shape, rounds, games, floor)


def seat_groups(
    groups: Sequence[tuple[Sequence[Sequence[int]], Sequence[int]]], players: Sequence[str], seed: int
) -> tuple[DrawRound, ...]:
    """Seat a grouping made elsewhere (an offline construction of the library builder): groups[r] is (the
    tables of round r as player indices, its bench), seated by the same colouring and balancing as a draw."""
    per_round = tuple(len(tabs) for tabs, _ in groups)
    rounds = tuple((*(tuple(t) for t in tabs), tuple(bench)) for tabs, bench in groups)
    grouping = Grouping(rounds, 0, 0, False)
    return _seat(grouping, tuple(players), per_round, History(), random.Random(f"mafia-desk seats {seed}"))


def _seat(
    grouping: Grouping,
    players: tuple[str, ...],
    per_round: tuple[int, ...],
    history: History,
    rng: random.Random,
) -> tuple[DrawRound, ...]:
    """Seat the grouping: exact colouring for a fresh draw; against a history (whose seats a colouring cannot
    see), table by table in order, each an exact assignment against all seats so far."""
    if history.seats:
        used = {p: list(s) for p, s in history.seats.items()}
        own: dict[str, list[int]] = {}
        out = []
        for r, rnd in enumerate(grouping.rounds):
            seated = []
            for tab in rnd[: per_round[r]]:
                order = seat_table([players[p] for p in tab], used, own, rng)
                for s, name in enumerate(order, start=1):
                    used.setdefault(name, []).append(s)
                    own.setdefault(name, []).append(s)
                seated.append(order)
            out.append(DrawRound(r + 1, tuple(seated), tuple(players[p] for p in sorted(rnd[-1]))))
        return tuple(out)
    games = [list(tab) for r, rnd in enumerate(grouping.rounds) for tab in rnd[: per_round[r]]]
    for game in games:
        rng.shuffle(game)
    seats = colour_games(games, len(players))
    seats = balance_seats(games, seats, len(players), rng, 3000 * len(games) + 20_000)
    out = []
    g = 0
    for r, rnd in enumerate(grouping.rounds):
        seated = []
        for _ in range(per_round[r]):
            names = [""] * SEATS
            for k, p in enumerate(games[g]):
                names[seats[g][k]] = players[p]
            seated.append(tuple(names))
            g += 1
        out.append(DrawRound(r + 1, tuple(seated), tuple(players[p] for p in sorted(rnd[-1]))))
    return tuple(out)
