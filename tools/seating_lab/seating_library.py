"""Build the shipped seating library offline: `resources/seating/library.txt.gz` (see
`mafia_desk/seating/library.py` for the format and how a draw uses it).

For each shape, the candidates are the balanced draw's search with seeds 0..K-1 (the library switched off)
and any construction this script knows for the shape (NOTES.md, "The open bounds"); the best by
(max meetings, sum of squares, pairs that never meet, pairs at the max, seat figures) is stored with its
figures. An existing entry is replaced only by a better one, so runs add up. Run it niced, in the
background; the test re-verifies every stored schedule from its seats.

    python tools/seating_lab/seating_library.py [--seeds K] [--effort E] SHAPE...
    SHAPE = N/T/R (T tables in every round) or N/T1,T2,...,TR; --real for the built-in list of real shapes
"""

from __future__ import annotations

import argparse
import functools
import gzip
import itertools
import json
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

# The lab lives in tools/seating_lab/ of the repository: the product's package is two folders up.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mafia_desk.resources import resource_path
from mafia_desk.seating import grouping
from mafia_desk.seating.balanced import balanced_draw, player_names, search_bounds, seat_groups
from mafia_desk.seating.bounds import balanced_games, everyone_can_meet, never_met_bound
from mafia_desk.seating.grouping import most_meetings
from mafia_desk.seating.library import LIBRARY, Schedule, format_schedule, read_library
from mafia_desk.seating.model import DrawRound
from mafia_desk.seating.quality import draw_quality

Groups = list[tuple[list[list[int]], list[int]]]

# The four seeds' shapes, the benchmark's, the issue's short last rounds and the real plans compared with.
REAL_SHAPES = [
    "40/4/7",
    "40/4/9",
    "20/2/10",
    "16/1/8",
    "43/4/7",
    "100/10/10",
    "200/20/10",
    "21/" + ",".join(["2"] * 10 + ["1"]),
    "34/" + ",".join(["3"] * 11 + ["1"]),
    "36/3/12",
    "44/4/10",
    "50/5/10",
    "30/3/10",
    "60/6/10",
    "70/7/10",
    "80/8/10",
    "90/9/10",
]
RANK = ["pairs_at_max", "early_seat_repeats", "seat_repeats"]
SEAT_RANK = ["seat1_spread", "seat10_spread", "half_spread", "sitout_spread"]
ANNEAL_SOURCE = Path(__file__).resolve().parent / "seating_anneal.c"
# The generated table of every shipped shape (`--contents`), beside the lab's tools.
CONTENTS = Path(__file__).resolve().parent / "library-contents.md"


def real_range() -> list[tuple[int, tuple[int, ...]]]:
    """Every shape the issue names: 10 to 100 players on as many full tables as they fill (the rest sit
    out), 1 to 12 rounds; smallest first, so an interrupted build still ships the common ones."""
    return smallest_first([(n, (n // 10,) * r) for n in range(10, 101) for r in range(1, 13)])


def smallest_first(shapes: list[tuple[int, tuple[int, ...]]]) -> list[tuple[int, tuple[int, ...]]]:
    """By player-rounds, so an interrupted build still ships the common shapes."""
    return sorted(shapes, key=lambda s: (s[0] * len(s[1]), s[0], s[1]))


def fewer_tables_range() -> list[tuple[int, tuple[int, ...]]]:
    """The same players on fewer tables than they fill (45 players on 3 tables: 15 sit out each round), as a
    club with few hosts plays; smallest first."""
    return smallest_first(
        [(n, (t,) * r) for n in range(20, 101) for t in range(1, n // 10) for r in range(1, 13)]
    )


def large_range() -> list[tuple[int, tuple[int, ...]]]:
    """101 to 200 players on as many full tables as they fill, 1 to 12 rounds: the large open tournaments,
    whose search takes the longest (150/15/10: 8.5 s on the quiet machine, 20-30 s loaded); smallest
    first."""
    return smallest_first([(n, (n // 10,) * r) for n in range(101, 201) for r in range(1, 13)])


def c_annealer() -> Path:
    """Compile the annealer once per source version (it is an offline tool: gcc or cc must be present)."""
    out = Path(tempfile.gettempdir()) / f"mafia-desk-seating-anneal-{int(ANNEAL_SOURCE.stat().st_mtime)}"
    if not out.exists():
        cc = "gcc" if subprocess.run(["which", "gcc"], capture_output=True).returncode == 0 else "cc"
        subprocess.run([cc, "-O2", "-o", str(out), str(ANNEAL_SOURCE), "-lm"], check=True)
    return out


def c_groupings(
    n: int,
    tables: tuple[int, ...],
    seeds: int,
    moves_per: float,
    cap: float,
    steeper: Sequence[int] = (),
    excess: int = grouping.EXCESS_WEIGHT,
) -> list[tuple[str, Groups]]:
    """The C annealer's groupings of the shape, seeds 0..seeds-1.

    The penalty above the target maximum is steep, so a target the shape cannot reach makes the search trade
    squares for fewer pairs above it: 36/3/12 (bound 3, reached 4) ended at 4668 with 22 pairs that never
    meet with the target 3, and at 4626 with none with the target 4. So each seed runs first at the proven
    bound (never-met weight 1 where everyone can meet); if its maximum stays above, at each maximum from
    the bound up to the one it reached (never-met weights 0 and 1) until one is kept, else once more with
    the plain sum of squares (weight 0, which reaches the Gram bound on 40/4/7).

    `steeper` adds, per seed and where everyone can meet, a run at the maximum kept for each never-met weight
    listed, with the penalty above the maximum at `excess` (the draw's is `grouping.EXCESS_WEIGHT`): 50/5/10
    left 90 pairs that never meet at weight 1 and 27 at weight 10 with the penalty 200, which also lowered
    the sum of squares."""
    rounds = len(tables)
    shape: int | tuple[int, ...] = tables[0] if len(set(tables)) == 1 else tables
    games = balanced_games(n, shape, rounds)
    _floor, bound = search_bounds(n, shape, rounds, games)
    weight = 1 if everyone_can_meet(n, games) else 0
    moves = int(min(cap, max(2_000_000, moves_per * n * rounds)))
    exe = c_annealer()
    out: list[tuple[str, Groups]] = []

    def run(seed: int, target: int, weight: int, penalty: int = grouping.EXCESS_WEIGHT) -> int:
        args = [str(exe), str(n), ",".join(map(str, tables)), str(target), str(weight), str(moves), str(seed)]
        args += ["1", str(penalty)]  # one restart (the annealer's default) and the penalty above the target
        done = subprocess.run(args, capture_output=True, text=True, check=True)
        _n, groups = groups_of(json.loads(done.stdout))
        origin = (
            f"search: seating_anneal.c seed {seed}, {moves:,} moves, target {target}, "
            f"never-met weight {weight}"
            + (f", excess weight {penalty}" if penalty != grouping.EXCESS_WEIGHT else "")
        )
        out.append((origin, groups))
        return most_meetings(tab for tabs, _bench in groups for tab in tabs)

    for seed in range(seeds):
        reached = run(seed, bound, weight)
        kept = reached
        if reached <= bound:
            kept = bound
            if weight:
                run(seed, bound, 0)
        else:
            # Each maximum above the bound in turn, lowest first, until a run keeps to its target: aiming only
            # at the maximum the first run reached left 120/12/10 at 3 (its bound 1 is out of reach, and the
            # steep penalty above 1 pushed pairs to 3), where a run aimed at 2 keeps every pair to 2.
            for target in range(bound + 1, reached + 1):
                if min([run(seed, target, w) for w in sorted({0, weight})]) <= target:
                    kept = target
                    break
        for w in steeper if weight else ():
            run(seed, kept, w, excess)
    return out


def parse_shape(text: str) -> tuple[int, tuple[int, ...]]:
    parts = text.split("/")
    n = int(parts[0])
    if len(parts) == 3:
        return n, (int(parts[1]),) * int(parts[2])
    return n, tuple(int(t) for t in parts[1].split(","))


def gf4_mul(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return 0
    return (1, 2, 3)[((1, 2, 3).index(a) + (1, 2, 3).index(b)) % 3]


def hermitian_40_4_9() -> Groups:
    """40/4/9 with no pair meeting more than 3 times (NOTES.md): the 9 points of the Hermitian curve
    x^3 + y^3 + z^3 = 0 of PG(2, 4) are the columns of a [9, 3, 6] code over GF(4) (a line meets the curve
    in 1 or 3 points, so a non-zero word has at most 3 zeros). Player = codeword, table in round k = its k-th
    symbol: two players share at most 9 - 6 = 3 tables. 40 of the 64 words with each symbol 10 times in
    every coordinate make full tables; they are chosen by a seeded local search."""
    points = []
    for zero in range(3):
        for ratio in (1, 2, 3):
            p = [0, 0, 0]
            a, b = (i for i in range(3) if i != zero)
            p[a], p[b] = 1, ratio
            points.append(p)
    generator = [[p[j] for p in points] for j in range(3)]  # the points are the generator's columns
    return balanced_code_groups(gf4_code(generator), 40, 4, 0, seed=1)


def gf4_code(generator: Sequence[Sequence[int]]) -> list[list[int]]:
    """Every codeword of the linear code over GF(4) (0, 1, w, w^2 as 0..3; addition is XOR) that the rows
    of `generator` span."""
    words = []
    for u in itertools.product(range(4), repeat=len(generator)):
        word = [0] * len(generator[0])
        for coef, row in zip(u, generator, strict=True):
            for k, g in enumerate(row):
                word[k] ^= gf4_mul(coef, g)
        words.append(word)
    return words


def balanced_code_groups(
    words: Sequence[Sequence[int]], n: int, tables: int, bench: int, seed: int
) -> Groups:
    """n of the codewords as players (word[k] = the table in round k), `bench` of them sitting out in each
    round (each at most once, so a strict bench), chosen by a seeded local search so that every round's
    tables hold exactly 10. Sitting out only removes a player from a round, so no pair meets more often
    than the code allows."""
    rounds = len(words[0])
    rng = random.Random(seed)
    sel = rng.sample(range(len(words)), n)
    out = [list(range(r * bench, (r + 1) * bench)) for r in range(rounds)]  # positions in sel

    def cost() -> int:
        c = 0
        for k in range(rounds):
            counts = [0] * tables
            skip = set(out[k])
            for pos, i in enumerate(sel):
                if pos not in skip:
                    counts[words[i][k]] += 1
            c += sum(abs(x - 10) for x in counts)
        return c

    current = cost()
    while current:
        old_sel, old_out = list(sel), [list(o) for o in out]
        if bench and rng.random() < 0.5:
            # move one round's sitting-out slot to a player who sits out nowhere
            k, slot = rng.randrange(rounds), rng.randrange(bench)
            benched = {pos for o in out for pos in o}
            out[k][slot] = rng.choice([pos for pos in range(n) if pos not in benched])
        else:
            at = rng.randrange(n)
            sel[at] = rng.choice([i for i in range(len(words)) if i not in sel])
        c = cost()
        if c <= current or rng.random() < 0.01:
            current = c
        else:
            sel, out = old_sel, old_out
    return [
        (
            [
                [pos for pos, i in enumerate(sel) if pos not in out[k] and words[i][k] == t]
                for t in range(tables)
            ],
            sorted(out[k]),
        )
        for k in range(rounds)
    ]


# The hexacode: the [6, 3, 4] code over GF(4). Two codewords agree in at most 6 - 4 = 2 places.
HEXACODE = [[1, 0, 0, 1, 2, 2], [0, 1, 0, 2, 1, 2], [0, 0, 1, 2, 2, 1]]


def hexacode_groups(n: int, rounds: int) -> Groups:
    """n players on 4 tables over `rounds` <= 6 rounds with no pair meeting more than twice: the hexacode's
    words cut to their first `rounds` places (cutting keeps "at most 2 agreements"), n - 40 sitting out in
    each round (NOTES.md, "Codes")."""
    words = [w[:rounds] for w in gf4_code(HEXACODE)]
    assert all(
        sum(a == b for a, b in zip(u, v, strict=True)) <= 2 for u, v in itertools.combinations(words, 2)
    )
    return balanced_code_groups(words, n, 4, n - 40, seed=1)


def json_groups(path: Path) -> tuple[int, Groups]:
    """A grouping from a file: {"players": N, "rounds": [{"tables": [[1-based ids]], "sitting_out": [...]}]}
    (the SAT script's output)."""
    return groups_of(json.loads(path.read_text(encoding="utf-8")))


def groups_of(data: dict[str, Any]) -> tuple[int, Groups]:
    """The grouping of that JSON (the SAT, CP-SAT and C annealer scripts print it), players from 0."""
    groups: Groups = [
        ([[p - 1 for p in t] for t in r["tables"]], [p - 1 for p in r.get("sitting_out", [])])
        for r in data["rounds"]
    ]
    return int(data["players"]), groups


def constructions(
    extra: Sequence[Path],
) -> dict[tuple[int, tuple[int, ...]], list[tuple[str, Callable[[], Groups]]]]:
    """The known constructions by shape, each made only when its shape is built (the Hermitian search takes
    seconds)."""
    found: dict[tuple[int, tuple[int, ...]], list[tuple[str, Callable[[], Groups]]]] = {
        (40, (4,) * 9): [("construction: Hermitian [9,3,6] code over GF(4)", hermitian_40_4_9)]
    }
    for n, rounds in ((40, 5), (40, 6), (41, 6)):
        found[n, (4,) * rounds] = [
            ("construction: hexacode [6,3,4] over GF(4)", functools.partial(hexacode_groups, n, rounds))
        ]
    for path in [*extra, *sorted(Path(__file__).resolve().parent.glob("seating_[0-9]*.json"))]:
        n, groups = json_groups(path)
        key = (n, tuple(len(t) for t, _ in groups))
        found.setdefault(key, []).append((f"construction: {path.name}", functools.partial(list, groups)))
    return found


def rank(q: dict[str, int]) -> tuple[int, ...]:
    """Max meetings first; then the search's own objective, the sum of squares plus one per pair that never
    meets (where everyone can meet, the draw's energy counts them so); then the tie-breaks."""
    objective = q.get("sum_squares", 0) + q.get("never_met", 0)
    return (
        q.get("max_meetings", 0),
        objective,
        *(q.get(k, 0) for k in RANK),
        sum(q.get(k, 0) for k in SEAT_RANK),
    )


def figures_of(
    rounds: Sequence[DrawRound], players: Sequence[str], tables: tuple[int, ...]
) -> dict[str, int]:
    shape: int | tuple[int, ...] = tables[0] if len(set(tables)) == 1 else tables
    return {k: f.value for k, f in draw_quality(rounds, players, shape, strict_bench=True).items()}


def to_schedule(
    n: int, tables: tuple[int, ...], rounds: Sequence[DrawRound], origin: str, figures: dict[str, int]
) -> Schedule:
    index = {str(i + 1): i for i in range(n)}
    out = tuple(
        (tuple(tuple(index[p] for p in t) for t in r.tables), tuple(index[p] for p in r.sitting_out))
        for r in rounds
    )
    return Schedule(n, tables, "strict", origin, figures, out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shapes", nargs="*")
    parser.add_argument("--real", action="store_true", help="the built-in list of real shapes")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--effort", type=float, default=1.0)
    parser.add_argument("--construction", action="append", default=[], type=Path, help="a grouping JSON")
    parser.add_argument("--output", type=Path, default=resource_path(*LIBRARY))
    parser.add_argument("--known", action="store_true", help="every shape already in the library")
    parser.add_argument("--range", action="store_true", help="every shape of 10-100 players, 1-12 rounds")
    parser.add_argument("--large", action="store_true", help="101-200 players on full tables, 1-12 rounds")
    parser.add_argument(
        "--fewer-tables", action="store_true", help="10-100 players, fewer tables than they fill"
    )
    parser.add_argument("--engine", choices=("python", "c"), default="python", help="the search to run")
    parser.add_argument("--moves", type=float, default=40_000, help="C annealer moves per player-round")
    parser.add_argument("--cap", type=float, default=30e6, help="C annealer moves per run, at most")
    parser.add_argument(
        "--steeper",
        type=lambda text: [int(w) for w in text.split(",")],
        default=[],
        help="W1,W2,...: C runs with these never-met weights too, at the maximum kept",
    )
    parser.add_argument(
        "--excess",
        type=int,
        default=grouping.EXCESS_WEIGHT,
        help="the penalty above the maximum in --steeper runs",
    )
    parser.add_argument("--skip-known", action="store_true", help="leave shapes already in the library")
    parser.add_argument(
        "--part", default="0/1", help="I/K: only every K-th shape from the I-th (parallel runs)"
    )
    parser.add_argument(
        "--merge",
        action="append",
        default=[],
        type=Path,
        help="another library file: keep the better of each",
    )
    parser.add_argument(
        "--contents",
        type=Path,
        nargs="?",
        const=CONTENTS,
        help="write the contents as a Markdown page (default: library-contents.md here), and stop",
    )
    args = parser.parse_args(argv)
    shapes = [parse_shape(s) for s in [*(REAL_SHAPES if args.real else []), *args.shapes]]
    known = {s.key: s for s in read_library(args.output)} if args.output.is_file() else {}
    if args.known:
        shapes += [(n, tables) for n, tables, _ in sorted(known)]
    if args.range:
        shapes += real_range()
    if args.fewer_tables:
        shapes += fewer_tables_range()
    if args.large:
        shapes += large_range()
    if args.contents:
        args.contents.write_text(contents(list(known.values()), args.output), encoding="utf-8")
        return 0
    for other in args.merge:
        for schedule in read_library(other):
            mine = known.get(schedule.key)
            if mine is None or rank(schedule.figures) < rank(mine.figures):
                known[schedule.key] = schedule
    if args.merge:
        write(args.output, known)
    if args.skip_known:
        shapes = [s for s in shapes if (*s, "strict") not in known]
    part, parts = (int(x) for x in args.part.split("/"))
    shapes = shapes[part::parts]
    built = constructions(args.construction)
    written = time.monotonic()
    for n, tables in shapes:
        start = time.perf_counter()
        players = player_names(n)
        shape: int | tuple[int, ...] = tables[0] if len(set(tables)) == 1 else tables
        best: Schedule | None = known.get((n, tables, "strict"))
        # Both energies: with the never-met term (the draw's own) and without it (the older one, which
        # reaches the sum-of-squares bound more often, e.g. 2604 on 40/4/7).
        for origin, groups in (
            c_groupings(n, tables, args.seeds, args.moves, args.cap, args.steeper, args.excess)
            if args.engine == "c"
            else []
        ):
            rounds = seat_groups(groups, players, 0)
            figs = figures_of(rounds, players, tables)
            if best is None or rank(figs) < rank(best.figures):
                best = to_schedule(n, tables, rounds, origin, figs)
        python_runs = range(args.seeds) if args.engine == "python" else range(0)
        for seed, weight in itertools.product(python_runs, (1, 0)):
            grouping.NEVER_MET_WEIGHT = weight
            draw = balanced_draw(players, shape, len(tables), seed=seed, effort=args.effort, library=False)
            figs = figures_of(draw.rounds, players, tables)
            if best is None or rank(figs) < rank(best.figures):
                origin = f"search: balanced_draw seed {seed} effort {args.effort} never-met weight {weight}"
                best = to_schedule(n, tables, draw.rounds, origin, figs)
        grouping.NEVER_MET_WEIGHT = 1
        for origin, make in built.get((n, tables), []):
            groups = make()
            rounds = seat_groups(groups, players, 0)
            figs = figures_of(rounds, players, tables)
            if best is None or rank(figs) < rank(best.figures):
                best = to_schedule(n, tables, rounds, origin, figs)
            # The search started from the construction, gently reheated: fewer squares at the same maximum.
            for seed in range(args.seeds):
                draw = balanced_draw(players, shape, len(tables), seed=seed, library=False, start=groups)
                figs = figures_of(draw.rounds, players, tables)
                if rank(figs) < rank(best.figures):
                    best = to_schedule(
                        n, tables, draw.rounds, f"{origin}, improved by search seed {seed}", figs
                    )
        # The first rounds of a longer schedule of the same players and tables: a prefix keeps the strict
        # bench and every seat distinct, and no pair meets more often than in the whole.
        for (m, longer, _), other in sorted(known.items()):
            if m == n and len(longer) > len(tables) and longer[: len(tables)] == tables:
                names = player_names(n)
                prefix = [
                    DrawRound(
                        r + 1,
                        tuple(tuple(names[p] for p in t) for t in tabs),
                        tuple(names[p] for p in bench),
                    )
                    for r, (tabs, bench) in enumerate(other.rounds[: len(tables)])
                ]
                figs = figures_of(prefix, players, tables)
                if best is None or rank(figs) < rank(best.figures):
                    origin = f"the first {len(tables)} rounds of the {len(longer)}-round schedule"
                    best = to_schedule(n, tables, prefix, origin, figs)
        assert best is not None
        known[best.key] = best
        print(
            f"{n}/{','.join(map(str, tables))}: {best.figures} ({best.origin}, "
            f"{time.perf_counter() - start:.1f} s)",
            flush=True,
        )
        # Rewriting the whole gzipped file costs about a second once it holds thousands of shapes: at most
        # every half minute, and at the end.
        if time.monotonic() - written > 30:
            write(args.output, known)
            written = time.monotonic()
    write(args.output, known)
    return 0


def contents(schedules: Sequence[Schedule], path: Path) -> str:
    """tools/seating_lab/library-contents.md: every shipped shape, its figures beside the proven bounds."""
    rows = []
    at_bound = {"max": 0, "squares": 0, "never": 0}
    for s in sorted(schedules, key=lambda s: (s.players, len(s.tables), s.tables)):
        tables = s.tables
        shape: int | tuple[int, ...] = tables[0] if len(set(tables)) == 1 else tables
        games = balanced_games(s.players, shape, len(tables))
        floor, top = search_bounds(s.players, shape, len(tables), games)
        never = never_met_bound(s.players, games)
        f = s.figures
        at_bound["max"] += f["max_meetings"] == top
        at_bound["squares"] += f["sum_squares"] == floor
        at_bound["never"] += f["never_met"] == never
        name = (
            f"{s.players}/{tables[0]}/{len(tables)}"
            if len(set(tables)) == 1
            else f"{s.players}/{','.join(map(str, tables))}"
        )
        made = (
            "construction"
            if s.origin.startswith("construction")
            else "prefix"
            if s.origin.startswith("the first")
            else "C annealer"
            if "seating_anneal.c" in s.origin
            else "Python search"
        )
        rows.append(
            f"| {name} | {f['max_meetings']} [{top}] | {f['pairs_at_max']} | {f['sum_squares']} [{floor}] | "
            f"{f['never_met']} [{never}] | {made} |"
        )
    size = path.stat().st_size if path.is_file() else 0
    head = [
        "# Seating library contents",
        "",
        "Generated by `tools/seating_lab/seating_library.py --contents` from",
        f"`resources/seating/library.txt.gz` ({len(schedules):,} shapes, {size:,} bytes gzipped).",
        "Each row: the stored schedule's figures, which every seed's draw of the shape shares, with the",
        "proven lower bound in brackets (`draw_quality`'s bounds; tools/seating_lab/NOTES.md proves each).",
        f"The maximum meets its bound on {at_bound['max']:,} shapes, the sum of squares on",
        f"{at_bound['squares']:,}, the pairs that never",
        f'meet on {at_bound["never"]:,}. "made by": the search (the C annealer or the Python search), a',
        "construction, or the first rounds of a longer schedule of the same players and tables.",
        "",
        "| shape | max meetings | pairs at max | sum of squares | never meet | made by |",
        "|---|---|---|---|---|---|",
    ]
    return "\n".join(head + rows) + "\n"


def write(path: Path, schedules: dict[tuple[int, tuple[int, ...], str], Schedule]) -> None:
    text = (
        "# Mafia Desk seating library: tools/seating_lab/seating_library.py;"
        " format in mafia_desk/seating/library.py\n"
    )
    text += "".join(format_schedule(s) for _, s in sorted(schedules.items()))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0))
    tmp.replace(path)


if __name__ == "__main__":
    raise SystemExit(main())
