"""The shipped schedule library: finished seatings of common shapes, computed offline, relabelled per draw.

A draw of a shape in the library takes no search: the stored schedule (who sits where in every round) is
relabelled by the draw's seed, with a random permutation of the players, of the tables inside each round and
of seats 2-5 and 6-9 (the same for every game). Meetings, sit-outs, seat repeats, seats 1 and 10 and the two
halves are unchanged by these, so every draw of the shape has the library's quality, and the players still
cannot predict their tables. The figures of the draw are recomputed from its seats all the same.

The file `resources/seating/library.txt.gz` is built by `tools/seating_lab/seating_library.py` (the seating
lab, outside the product; tools/seating_lab/README.md) and checked schedule by schedule by
`tests/seating/test_seating_library.py` (partitions, seats, the strict bench and every figure stored beside
it). Format, one record per shape (players are 0..N-1):

    shape N T1,T2,...,TR strict
    origin <how it was made>
    figures name=value name=value ...
    r <players of table 1 in seat order> <table 2> ... | <bench>      (one line per round)
    end
"""

from __future__ import annotations

import gzip
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from mafia_desk.resources import resource_path
from mafia_desk.seating.bounds import SEATS
from mafia_desk.seating.model import Constraints, DrawRound

LIBRARY = ("seating", "library.txt.gz")


@dataclass(frozen=True)
class Schedule:
    """One finished schedule: rounds[r] = (tables in seat order, bench), players numbered 0..N-1."""

    players: int
    tables: tuple[int, ...]
    bench: str
    origin: str
    figures: dict[str, int]
    rounds: tuple[tuple[tuple[tuple[int, ...], ...], tuple[int, ...]], ...]

    @property
    def key(self) -> tuple[int, tuple[int, ...], str]:
        return self.players, self.tables, self.bench


class LibraryError(ValueError):
    """The library file is malformed (a build or packaging fault, never the user's input)."""


def parse_library(text: str) -> list[Schedule]:
    out: list[Schedule] = []
    lines = iter(enumerate(text.splitlines(), start=1))
    for number, line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        head = line.split()
        if head[0] != "shape" or len(head) != 4:
            raise LibraryError(f"line {number}: expected 'shape N T1,...,TR bench', got {line[:60]!r}")
        players = int(head[1])
        tables = tuple(int(t) for t in head[2].split(","))
        origin = ""
        figures: dict[str, int] = {}
        rounds = []
        for number, line in lines:
            if line == "end":
                break
            kind, _, rest = line.partition(" ")
            if kind == "origin":
                origin = rest
            elif kind == "figures":
                figures = {k: int(v) for k, v in (item.split("=") for item in rest.split())}
            elif kind == "r":
                seated, _, bench = rest.partition("|")
                ids = [int(x) for x in seated.split()]
                tabs = tuple(tuple(ids[i : i + SEATS]) for i in range(0, len(ids), SEATS))
                rounds.append((tabs, tuple(int(x) for x in bench.split())))
            else:
                raise LibraryError(f"line {number}: unknown record {kind!r}")
        else:
            raise LibraryError("the last shape has no 'end'")
        out.append(Schedule(players, tables, head[3], origin, figures, tuple(rounds)))
    return out


def format_schedule(s: Schedule) -> str:
    lines = [
        f"shape {s.players} {','.join(map(str, s.tables))} {s.bench}",
        f"origin {s.origin}",
        "figures " + " ".join(f"{k}={v}" for k, v in s.figures.items()),
    ]
    for tabs, bench in s.rounds:
        seated = " ".join(str(p) for tab in tabs for p in tab)
        lines.append(f"r {seated} | {' '.join(map(str, bench))}".rstrip())
    lines.append("end")
    return "\n".join(lines) + "\n"


def read_library(path: Path) -> list[Schedule]:
    return parse_library(gzip.decompress(path.read_bytes()).decode("ascii"))


def find_schedule(players: int, tables: Sequence[int], bench: str) -> Schedule | None:
    """The shipped schedule of this shape, or None (the draw then searches)."""
    return _find(players, tuple(tables), bench)


@cache
def _find(players: int, tables: tuple[int, ...], bench: str) -> Schedule | None:
    """Only the shape's own record is parsed, read as the file is decompressed line by line: the library
    holds thousands of shapes (13 MB of text), a draw needs one, and the app should not keep them all."""
    path = resource_path(*LIBRARY)
    if not path.is_file():
        return None
    head = f"shape {players} {','.join(map(str, tables))} {bench}\n"
    record: list[str] = []
    with gzip.open(path, "rt", encoding="ascii") as lines:
        for line in lines:
            if record:
                record.append(line)
                if line == "end\n":
                    break
            elif line == head:
                record.append(line)
    found = parse_library("".join(record)) if record else []
    return found[0] if found else None


def relabel(
    schedule: Schedule, players: Sequence[str], seed: int, constraints: Constraints | None = None
) -> tuple[DrawRound, ...]:
    """The schedule with the draw's players, drawn by the seed: players, tables in each round, and seats 2-5
    and 6-9 permuted; seat 1, seat 10 and each half keep their players, so no figure changes.

    With `constraints`, the players are placed so the stored schedule meets them (`_place`): a player who
    must sit out takes a stored player benched in his rounds, players kept apart take stored players who do
    not meet in those rounds. `NoPlaces` when no such placement is found; the draw then searches."""
    rng = random.Random(f"mafia-desk seating library {seed}")
    names = list(players)
    rng.shuffle(names)
    if constraints is not None and not constraints.is_empty():
        placed = _place(schedule, names, constraints, rng)
        if placed is None:
            raise NoPlaces("the stored schedule cannot meet these constraints by a relabelling")
        names = placed
    front = list(range(1, SEATS // 2))
    back = list(range(SEATS // 2, SEATS - 1))
    rng.shuffle(front)
    rng.shuffle(back)
    seat_of = [0, *front, *back, SEATS - 1]  # library seat -> drawn seat (0-based)
    order = {p: i for i, p in enumerate(players)}
    out = []
    for r, (tabs, bench) in enumerate(schedule.rounds):
        seated = []
        for tab in tabs:
            row = [""] * SEATS
            for s, p in enumerate(tab):
                row[seat_of[s]] = names[p]
            seated.append(tuple(row))
        rng.shuffle(seated)
        benched = tuple(sorted((names[p] for p in bench), key=order.__getitem__))
        out.append(DrawRound(r + 1, tuple(seated), benched))
    return tuple(out)


class NoPlaces(ValueError):
    """The stored schedule cannot meet the draw's constraints by a relabelling (the draw then searches)."""


# Depth-first placements tried for the players kept apart before giving up: at most 0.7 s (200 players in
# clubs of ten), where a placement that exists is usually found at once (ten clubs of four apart in every
# round of 40/4/7 have none: the schedule leaves only 54 pairs that never meet).
PLACEMENT_STEPS = 5_000


def _place(
    schedule: Schedule, names: list[str], constraints: Constraints, rng: random.Random
) -> list[str] | None:
    """Slot (stored player) for each draw player, so the stored schedule meets the constraints: those kept
    apart first, the one with the fewest slots left first, by a depth-first search over slots that meet none
    of their partners' in the first `apart_rounds` rounds (and are benched in their absences); then those
    who must sit out, by augmenting paths over the slots benched in all their rounds (a greedy choice can
    take the one slot a later player needed); then the rest in the seed's order. Slots are tried in a seeded
    order, so which stored player a constrained one becomes is as random as the rest."""
    n = schedule.players
    out_rounds: dict[str, set[int]] = {}
    for r, absent in constraints.absent.items():
        for p in absent:
            out_rounds.setdefault(p, set()).add(r - 1)
    benched = [set[int]() for _ in range(n)]
    for r, (_, bench) in enumerate(schedule.rounds):
        for slot in bench:
            benched[slot].add(r)
    apart_rounds = min(constraints.apart_rounds, len(schedule.rounds)) if constraints.apart else 0
    met = [{slot} for slot in range(n)]  # itself too: a benched slot sits at no table, yet is taken once
    for tabs, _ in schedule.rounds[:apart_rounds]:
        for tab in tabs:
            for slot in tab:
                met[slot].update(tab)
    partners: dict[str, set[str]] = {}
    for group in constraints.apart if apart_rounds else ():
        members = set(group)
        for p in members:
            partners.setdefault(p, set()).update(members - {p})
    partners = {p: q for p, q in partners.items() if q}

    def fits(p: str, slot: int) -> bool:
        return out_rounds.get(p, set()) <= benched[slot]

    slot_of: dict[str, int] = {}
    # The slots each player kept apart may still take, kept up to date as players are placed (forward
    # checking: a placement that leaves someone no slot is undone at once), so a step costs a pass over the
    # players left, not over every slot and partner (200 players in clubs took minutes without it).
    free = {p: {s for s in range(n) if fits(p, s)} for p in partners}
    steps = 0

    def place(p: str, slot: int) -> list[tuple[str, set[int]]] | None:
        taken: list[tuple[str, set[int]]] = []
        wiped = False
        for q, slots in free.items():
            if q in slot_of or q == p:
                continue
            gone = slots & met[slot] if q in partners[p] else slots & {slot}
            if gone:
                slots -= gone
                taken.append((q, gone))
                wiped = wiped or not slots
        slot_of[p] = slot
        if wiped:
            unplace(p, slot, taken)
            return None
        return taken

    def unplace(p: str, slot: int, taken: list[tuple[str, set[int]]]) -> None:
        for q, gone in taken:
            free[q] |= gone
        del slot_of[p]

    def search() -> bool:
        nonlocal steps
        left = [p for p in partners if p not in slot_of]
        if not left:
            return True
        p = min(left, key=lambda q: (len(free[q]), -len(partners[q])))
        slots = sorted(free[p])
        rng.shuffle(slots)
        for slot in slots:
            steps += 1
            if steps > PLACEMENT_STEPS:
                return False
            taken = place(p, slot)
            if taken is None:
                continue
            if search():
                return True
            unplace(p, slot, taken)
        return False

    if not search():
        return None
    # The players who must sit out and keep no one apart: a bipartite matching on the slots left.
    used = set(slot_of.values())
    forced = [p for p in names if p in out_rounds and p not in slot_of]
    fitting = []
    for p in forced:
        slots = [s for s in range(n) if s not in used and fits(p, s)]
        rng.shuffle(slots)
        fitting.append(slots)
    holder: dict[int, int] = {}  # slot -> index in forced

    def augment(i: int, seen: set[int]) -> bool:
        for slot in fitting[i]:
            if slot in seen:
                continue
            seen.add(slot)
            if slot not in holder or augment(holder[slot], seen):
                holder[slot] = i
                return True
        return False

    for i in sorted(range(len(forced)), key=lambda i: len(fitting[i])):
        if not augment(i, set()):
            return None
    for slot, i in holder.items():
        slot_of[forced[i]] = slot
    by_slot = {slot: p for p, slot in slot_of.items()}
    rest = iter(p for p in names if p not in slot_of)
    return [by_slot[slot] if slot in by_slot else next(rest) for slot in range(n)]
