"""Offline: 10 words over Z_n of length 10 whose pairwise differences have 10 distinct entries (randomised
depth-first search, row after row, with restarts). They give N = 10n players on n tables for 10 rounds with
no pair meeting twice (NOTES.md, 200/20/10): player (r, c) sits at table c + G[r][k] mod n in round k.
Prints the grouping as the library builder's JSON (1-based players, r * n + c + 1).

    python tools/seating_lab/seating_difference_rows.py [N_MOD] [ROWS] [LENGTH] [SEED]
"""

from __future__ import annotations

import json
import random
import sys


def extend(
    rows: list[list[int]], n: int, length: int, rng: random.Random, budget: list[int]
) -> list[int] | None:
    used: list[set[int]] = [set() for _ in rows]
    word: list[int] = []

    def go(col: int) -> bool:
        if col == length:
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        values = list(range(n))
        rng.shuffle(values)
        for v in values:
            diffs = [(v - row[col]) % n for row in rows]
            if any(d in u for d, u in zip(diffs, used, strict=True)):
                continue
            for d, u in zip(diffs, used, strict=True):
                u.add(d)
            word.append(v)
            if go(col + 1):
                return True
            word.pop()
            for d, u in zip(diffs, used, strict=True):
                u.discard(d)
        return False

    return word if go(0) else None


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    length = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 0)
    for attempt in range(100000):
        rows = [[0] * length]
        while len(rows) < count:
            word = extend(rows, n, length, rng, [200000])
            if word is None:
                break
            rows.append(word)
        if len(rows) == count:
            break
        print(f"attempt {attempt}: stuck at row {len(rows)}", file=sys.stderr, flush=True)
    else:
        return 1
    for a in range(count):
        for b in range(a + 1, count):
            assert len({(x - y) % n for x, y in zip(rows[a], rows[b], strict=True)}) == length
    rounds = []
    for k in range(length):
        tables = [[r * n + (t - rows[r][k]) % n + 1 for r in range(count)] for t in range(n)]
        rounds.append({"tables": tables, "sitting_out": []})
    print(json.dumps({"players": n * count, "tables": n, "rows": rows, "rounds": rounds}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
